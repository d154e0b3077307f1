"""Widgets: buttons, toggles, choice cyclers, tabs, sliders, text fields, panels, scrolling text, tooltips.

A scene places each widget (``place(rect, scale)``) in its layout and hands them
to a :class:`WidgetGroup`, which routes events, tracks hover and keyboard focus
(Tab / Shift+Tab, arrows, Enter / Space), draws the focus ring and shows the
tooltip — for a disabled widget, the reason it is disabled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

import pygame

from game.engine.i18n import said
from game.ui import theme
from game.ui.text import Document, blit_fitted, shorten, wrap

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence
    from typing import Any

    from pygame.typing import ColorLike, Point, RectLike

HOVER_TIME = 0.12      # seconds for hover highlights to fade in
TOOLTIP_DELAY = 0.45   # seconds of hovering before a tooltip appears
CARET_BLINK = 0.53
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


_cursor = [pygame.SYSTEM_CURSOR_ARROW]


def _set_cursor(kind: int) -> None:
    """Show a system pointer (hand over buttons, I-beam over text fields); ignored where unsupported."""
    if kind != _cursor[0]:
        _cursor[0] = kind
        try:
            pygame.mouse.set_cursor(kind)
        except pygame.error:
            pass


def _approach(value: float, target: float, dt: float, duration: float) -> float:
    """Move ``value`` towards ``target`` linearly, covering 0..1 in ``duration`` seconds."""
    step = dt / duration if duration > 0 else 1.0
    return min(target, value + step) if value < target else max(target, value - step)


def _chevron(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: ColorLike,
             direction: int) -> None:
    """A small filled triangle pointing left (-1) or right (+1)."""
    x, y = centre
    h = size
    w = size * 0.62 * direction
    pts = [(x - w / 2, y - h / 2), (x + w / 2, y), (x - w / 2, y + h / 2)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, colour, True, pts)


class Widget:
    """Base widget: a rect, a scale, hover/focus flags, an optional tooltip and disabled reason."""

    focusable = True
    cursor = pygame.SYSTEM_CURSOR_HAND  # the pointer over the widget while it is enabled

    def __init__(self, tooltip: str | None = None, disabled_reason: str | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.tooltip = tooltip
        self.disabled_reason = disabled_reason
        self.visible = True
        self.hovered = False
        self.focused = False
        self.feedback: Callable[[str], object] = lambda sound: None  # set by the group: plays a UI sound

    @property
    def enabled(self) -> bool:
        return self.disabled_reason is None

    def disable(self, reason: str | None) -> None:
        """Disable the widget; ``reason`` becomes its tooltip."""
        self.disabled_reason = reason

    def enable(self) -> None:
        self.disabled_reason = None

    def place(self, rect: RectLike, scale: float) -> None:
        """Give the widget its rect and the UI scale (called from the scene's layout)."""
        self.rect = pygame.Rect(rect)
        self.scale = scale

    def s(self, value: float) -> int:
        """A design length in real pixels at this widget's scale."""
        return theme.px(value, self.scale)

    def tip(self) -> str | None:
        """The tooltip text to show on hover, if any."""
        return self.disabled_reason or self.tooltip

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to an event; return True if it was consumed."""
        return False

    def activate(self) -> None:
        """Enter / Space while focused."""

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def wake_in(self) -> float | None:
        """Seconds until this widget needs another frame (0: animating), or None when idle."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


W = TypeVar("W", bound=Widget)


class Panel(Widget):
    """A rounded container with a soft shadow and an optional title; scenes draw it before their content."""

    focusable = False
    cursor = pygame.SYSTEM_CURSOR_ARROW

    def __init__(self, title: str | None = None, title_size: int = theme.HEADING, elevation: float = 1.0) -> None:
        super().__init__()
        self.title, self.title_size, self.elevation = title, title_size, elevation

    @property
    def padding(self) -> int:
        return self.s(32)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.rect, self.scale, elevation=self.elevation)
        if self.title:
            theme.blit_text(surface, self.title, self.s(self.title_size), theme.INK,
                            (self.rect.left + self.padding, self.rect.top + self.padding), bold=True)


class Hint(Widget):
    """An invisible area that explains what is drawn under it: its tooltip shows on hover.
    The scene moves it (``place``) to wherever it drew the thing explained."""

    focusable = False
    cursor = pygame.SYSTEM_CURSOR_ARROW

    def __init__(self, tooltip: str | None) -> None:
        super().__init__(tooltip)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing: the scene drew what the hint explains."""


class Clickable(Widget):
    """Acts (``on_click``) when the left button is pressed and released over it, or on Enter."""

    on_click: Callable[[], object] | None = None
    pressed = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.activate()
            return True
        return False

    def activate(self) -> None:
        if self.enabled and self.on_click:
            self.feedback("click")
            self.on_click()


class Button(Clickable):
    """A push button: ``primary`` (accent), ``secondary`` (outlined) or ``quiet`` (text only)."""

    def __init__(self, label: str, on_click: Callable[[], object] | None = None, *, style: str = "secondary",
                 tooltip: str | None = None,
                 disabled_reason: str | None = None, size: int = theme.TEXT, align: str = "center") -> None:
        super().__init__(tooltip, disabled_reason)
        self.label, self.on_click, self.style, self.size, self.align = label, on_click, style, size, align
        self.pressed = False
        self._glow = 0.0


    def update(self, dt: float) -> None:
        self._glow = _approach(self._glow, 1.0 if (self.hovered and self.enabled) else 0.0, dt, HOVER_TIME)

    def wake_in(self) -> int | None:
        target = 1.0 if (self.hovered and self.enabled) else 0.0
        return 0 if self._glow != target else None

    def _colours(self) -> tuple[theme.Colour | None, theme.Colour | None, theme.Colour]:
        """(fill or None, border or None, text colour) for the current state."""
        fill: theme.Colour | None
        g = self._glow
        if not self.enabled:
            if self.style == "quiet":
                return None, None, theme.INK_FAINT
            return theme.SURFACE_SUNK, theme.LINE, theme.INK_FAINT
        if self.style == "primary":
            fill = theme.ACCENT_DARK if self.pressed else theme.lerp_colour(theme.ACCENT, (194, 84, 60), g)
            return fill, None, theme.SURFACE
        if self.style == "quiet":
            fill = theme.SURFACE_SUNK if (g > 0 or self.pressed) else None
            return (theme.lerp_colour(theme.PAPER, theme.SURFACE_SUNK, g) if fill else None,
                    None, theme.lerp_colour(theme.INK_SOFT, theme.INK, g))
        fill = theme.SURFACE_SUNK if self.pressed else theme.lerp_colour(theme.SURFACE, theme.WHITE, g)
        return fill, theme.lerp_colour(theme.LINE, theme.INK_FAINT, g), theme.INK

    def draw_face(self, surface: pygame.Surface, radius: int | None = None) -> tuple[pygame.Rect, theme.Colour]:
        """The button's body (shadow, fill, border), pushed down while pressed; returns
        ``(rect, ink)`` for the label. ``radius`` defaults to the theme's corner radius."""
        fill, border, ink = self._colours()
        r = self.rect.move(0, self.s(1) if self.pressed else 0)
        radius = self.s(theme.RADIUS) if radius is None else radius
        if fill and self.enabled and self.style != "quiet" and not self.pressed:
            theme.draw_shadow(surface, r, radius, self.s(3 + 4 * self._glow), (0, self.s(2 + self._glow)),
                              alpha=round(40 + 30 * self._glow))
        if fill:
            theme.round_rect(surface, r, fill, radius)
        if border:
            pygame.draw.rect(surface, border, r, max(1, self.s(1)), border_radius=radius)
        return r, ink

    def draw(self, surface: pygame.Surface) -> None:
        r, ink = self.draw_face(surface)
        # fitted in the language it is read in; a long one on two lines when the button holds them (a
        # choice's cost stays in sight: "+1 célébrité (infl. 10→5)"), else cut with "…"
        inset = self.s(theme.GAP) if self.align == "left" else self.s(6)
        blit_fitted(surface, self.label, self.s(self.size), ink, r.inflate(0, -self.s(4)), bold=self.style != "quiet",
                    align=self.align, inset=inset)


class Toggle(Widget):
    """An on/off switch; with a label, the whole row is clickable and the switch sits at the right."""

    def __init__(self, value: object, on_change: Callable[[bool], object] | None = None, *, label: str | None = None,
                 tooltip: str | None = None) -> None:
        super().__init__(tooltip)
        self.value, self.on_change, self.label = bool(value), on_change, label
        self._pos = 1.0 if self.value else 0.0
        self._cut = False     # the label was too long for the row: it shows cut, the tooltip in full

    def tip(self) -> str | None:
        return super().tip() or (self.label if self._cut else None)

    def _switch_rect(self) -> pygame.Rect:
        w, h = self.s(50), self.s(28)
        return pygame.Rect(self.rect.right - w, self.rect.centery - h // 2, w, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.rect if self.label else self._switch_rect()
            if hit.collidepoint(event.pos):
                self.activate()
                return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.value = not self.value
            self.feedback("toggle")
            if self.on_change:
                self.on_change(self.value)

    def update(self, dt: float) -> None:
        self._pos = _approach(self._pos, 1.0 if self.value else 0.0, dt, HOVER_TIME * 1.4)

    def wake_in(self) -> int | None:
        return 0 if self._pos != (1.0 if self.value else 0.0) else None

    def draw(self, surface: pygame.Surface) -> None:
        sw = self._switch_rect()
        if self.label:
            colour = theme.INK if self.enabled else theme.INK_FAINT
            shown = shorten(self.label, theme.font(self.s(theme.TEXT)), sw.left - self.s(12) - self.rect.left)
            self._cut = shown != self.label
            theme.blit_text(surface, shown, self.s(theme.TEXT), colour, (self.rect.left, self.rect.centery), "midleft")
        track = theme.lerp_colour((205, 195, 178), theme.ACCENT, self._pos)
        if self.hovered and self.enabled:
            track = theme.shade(track, 0.92)
        theme.round_rect(surface, sw, track, sw.h // 2)
        knob_r = sw.h // 2 - self.s(3)
        cx = round(sw.left + sw.h / 2 + (sw.w - sw.h) * self._pos)
        theme.draw_shadow(surface, pygame.Rect(cx - knob_r, sw.centery - knob_r, knob_r * 2, knob_r * 2),
                          knob_r, self.s(3), (0, self.s(1)), alpha=70)
        _aa_disc(surface, (cx, sw.centery), knob_r, theme.SURFACE)


def _aa_disc(surface: pygame.Surface, centre: tuple[float, float], radius: int, colour: ColorLike) -> None:
    """A filled anti-aliased circle."""
    pygame.draw.aacircle(surface, colour, (round(centre[0]), round(centre[1])), radius)


class Cycle(Widget):
    """Choose one of a few options with ◀ ▶ (click the halves, or Left / Right when focused).

    ``wraps=False`` stops at the ends (for ordered amounts, where 200 → 20 would surprise)."""

    def __init__(self, options: Iterable[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], object] | None = None, *, tooltip: str | None = None,
                 wraps: bool = True) -> None:
        super().__init__(tooltip)
        self.options = list(options)  # [(value, label)]
        self.value, self.on_change = value, on_change
        self.wraps = wraps

    @property
    def index(self) -> int:
        values = [v for v, _ in self.options]
        return values.index(self.value) if self.value in values else 0

    def step(self, delta: int) -> None:
        if not self.enabled or not self.options:
            return
        index = self.index + delta
        if not self.wraps and not 0 <= index < len(self.options):
            return
        self.value = self.options[index % len(self.options)][0]
        self.feedback("toggle")
        if self.on_change:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.step(-1 if event.pos[0] < self.rect.left + self.rect.w // 3 else 1)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def activate(self) -> None:
        self.step(1)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        on = self.enabled
        theme.round_rect(surface, r, theme.SURFACE if on else theme.SURFACE_SUNK, self.s(theme.RADIUS))
        border = theme.INK_FAINT if (self.hovered and on) else theme.LINE
        pygame.draw.rect(surface, border, r, max(1, self.s(1)), border_radius=self.s(theme.RADIUS))
        pad = self.s(18)
        for side, x in ((-1, r.left + pad), (1, r.right - pad)):
            end = not self.wraps and not 0 <= self.index + side < len(self.options)
            _chevron(surface, (x, r.centery), self.s(11), theme.ACCENT if on and not end else theme.INK_FAINT, side)
        label = self.options[self.index][1] if self.options else ""
        between = r.inflate(-2 * (pad + self.s(11) + self.s(4)), 0)       # the value never runs under the arrows
        blit_fitted(surface, label, self.s(theme.TEXT), theme.INK if on else theme.INK_FAINT, between)


class Tabs(Widget):
    """A segmented control: one of several labelled tabs is selected (``size``: the labels' type size)."""

    def __init__(self, options: Iterable[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], object] | None = None, *, size: int = theme.TEXT) -> None:
        super().__init__()
        self.options = list(options)  # [(value, label)]
        self.value, self.on_change, self.size = value, on_change, size

    def _segments(self) -> list[pygame.Rect]:
        n = max(1, len(self.options))
        inner = self.rect.inflate(-self.s(8), -self.s(8))
        w = inner.w / n
        return [pygame.Rect(round(inner.left + i * w), inner.top, round(w), inner.h) for i in range(n)]

    def select(self, value: Any) -> None:
        if value != self.value:
            self.value = value
            self.feedback("toggle")
            if self.on_change:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            for (value, _), seg in zip(self.options, self._segments()):
                if seg.collidepoint(event.pos):
                    self.select(value)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            values = [v for v, _ in self.options]
            i = values.index(self.value) if self.value in values else 0
            self.select(values[(i + (1 if event.key == pygame.K_RIGHT else -1)) % len(values)])
            return True
        return False

    def activate(self) -> None:
        values = [v for v, _ in self.options]
        if values:
            i = values.index(self.value) if self.value in values else 0
            self.select(values[(i + 1) % len(values)])

    def draw(self, surface: pygame.Surface) -> None:
        radius = self.s(theme.RADIUS + 4)
        theme.round_rect(surface, self.rect, theme.SURFACE_SUNK, radius)
        for (value, label), seg in zip(self.options, self._segments()):
            chosen = value == self.value
            if chosen:
                theme.draw_shadow(surface, seg, radius - self.s(4), self.s(3), (0, self.s(1)), alpha=50)
                theme.round_rect(surface, seg, theme.SURFACE, radius - self.s(4))
            colour = theme.INK if chosen else theme.INK_SOFT
            # fitted to its pill: the chosen label, bold and wider, never spills past it
            blit_fitted(surface, label, self.s(self.size), colour, seg, bold=chosen, inset=self.s(6))


class Slider(Widget):
    """A value on a track: drag, click, or Left / Right / Home / End when focused."""

    def __init__(self, low: float, high: float, step: float, value: float,
                 on_change: Callable[[float], object] | None = None, *, fmt: Callable[[float], str] = str,
                 tooltip: str | None = None) -> None:
        super().__init__(tooltip)
        self.low, self.high, self.step_size, self.fmt, self.on_change = low, high, step, fmt, on_change
        self.value = self._snap(value)
        self.dragging = False

    def _snap(self, v: float) -> float:
        v = min(self.high, max(self.low, v))
        return round(round((v - self.low) / self.step_size) * self.step_size + self.low, 6)

    def _track(self) -> pygame.Rect:
        label_w = self.s(64)
        knob = self.s(11)
        return pygame.Rect(self.rect.left + knob, self.rect.centery - self.s(3),
                           max(1, self.rect.w - label_w - 2 * knob), self.s(6))

    def set_value(self, v: float) -> None:
        v = self._snap(v)
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def _from_x(self, x: float) -> None:
        t = self._track()
        self.set_value(self.low + (x - t.left) / t.w * (self.high - self.low))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.feedback("toggle")
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            moves = {pygame.K_LEFT: self.value - self.step_size, pygame.K_RIGHT: self.value + self.step_size,
                     pygame.K_HOME: self.low, pygame.K_END: self.high}
            if event.key in moves:
                self.set_value(moves[event.key])
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        t = self._track()
        frac = (self.value - self.low) / ((self.high - self.low) or 1)
        theme.round_rect(surface, t, (214, 204, 188), t.h // 2)
        filled = pygame.Rect(t.left, t.top, max(t.h, round(t.w * frac)), t.h)
        theme.round_rect(surface, filled, theme.ACCENT if self.enabled else theme.INK_FAINT, t.h // 2)
        r = self.s(11)
        cx = t.left + round(t.w * frac)
        theme.draw_shadow(surface, pygame.Rect(cx - r, t.centery - r, 2 * r, 2 * r), r, self.s(3), (0, self.s(1)))
        _aa_disc(surface, (cx, t.centery), r, theme.ACCENT if (self.dragging or self.hovered) else theme.INK_SOFT)
        _aa_disc(surface, (cx, t.centery), r - self.s(3), theme.SURFACE)
        theme.blit_text(surface, self.fmt(self.value), self.s(theme.TEXT), theme.INK,
                        (self.rect.right, self.rect.centery), "midright")


class TextInput(Widget):
    """A one-line text field (names, seeds). ``allowed`` limits the characters; Enter submits."""

    cursor = pygame.SYSTEM_CURSOR_IBEAM

    def __init__(self, value: str = "", on_change: Callable[[str], object] | None = None, *,
                 on_submit: Callable[[str], object] | None = None, placeholder: str = "", max_len: int = 24,
                 allowed: str | None = None, tooltip: str | None = None) -> None:
        super().__init__(tooltip)
        self.value, self.on_change, self.on_submit = value, on_change, on_submit
        self.placeholder, self.max_len, self.allowed = placeholder, max_len, allowed
        self.caret = len(value)
        self._blink = 0.0

    def _set(self, value: str, caret: int) -> None:
        self.value, self.caret, self._blink = value, max(0, min(caret, len(value))), 0.0
        if self.on_change:
            self.on_change(value)

    def insert(self, s: str) -> None:
        """Type ``s`` at the caret, keeping only allowed characters and the length limit."""
        s = "".join(ch for ch in s if ch.isprintable() and (self.allowed is None or ch in self.allowed))
        s = s[:max(0, self.max_len - len(self.value))]
        if s:
            self._set(self.value[:self.caret] + s + self.value[self.caret:], self.caret + len(s))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.caret = len(self.value)
            return True
        if not self.focused or not self.enabled:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key, v, c = event.key, self.value, self.caret
        if key in (pygame.K_TAB, pygame.K_ESCAPE):
            return False  # leave focus moves and "back" to the group and scene
        if key == pygame.K_BACKSPACE and c > 0:
            self._set(v[:c - 1] + v[c:], c - 1)
        elif key == pygame.K_DELETE and c < len(v):
            self._set(v[:c] + v[c + 1:], c)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.caret = {pygame.K_LEFT: c - 1, pygame.K_RIGHT: c + 1, pygame.K_HOME: 0,
                          pygame.K_END: len(v)}[key]
            self.caret = max(0, min(self.caret, len(v)))
            self._blink = 0.0
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_submit:
            self.on_submit(self.value)
        return True  # every other key is typing (it arrives as TEXTINPUT), not a shortcut

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % (2 * CARET_BLINK) if self.focused else 0.0

    def wake_in(self) -> float | None:
        return CARET_BLINK - self._blink % CARET_BLINK if self.focused else None

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        radius = self.s(theme.RADIUS)
        theme.round_rect(surface, r, theme.SURFACE if self.enabled else theme.SURFACE_SUNK, radius)
        border = theme.ACCENT if self.focused else (theme.INK_FAINT if self.hovered else theme.LINE)
        pygame.draw.rect(surface, border, r, self.s(2) if self.focused else max(1, self.s(1)),
                         border_radius=radius)
        size = self.s(theme.TEXT)
        f = theme.font(size)
        inner = r.inflate(-2 * self.s(12), 0)
        # Scroll the text left when the caret would leave the field.
        shift = max(0, f.size(said(self.value[:self.caret]))[0] - inner.w + self.s(2))   # typed: never translated
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        if self.value:
            theme.blit_text(surface, said(self.value), size, theme.INK, (inner.left - shift, r.centery), "midleft")
        elif not self.focused:
            theme.blit_text(surface, self.placeholder, size, theme.INK_FAINT, (inner.left, r.centery), "midleft")
        if self.focused and self._blink < CARET_BLINK:
            x = inner.left - shift + f.size(said(self.value[:self.caret]))[0]
            h = f.get_ascent() + self.s(2)
            pygame.draw.rect(surface, theme.ACCENT, (x, r.centery - h // 2, max(1, self.s(2)), h))
        surface.set_clip(clip)


class ScrollText(Widget):
    """Long formatted text (see :mod:`game.ui.text`) in a scrolling viewport with a draggable bar."""

    cursor = pygame.SYSTEM_CURSOR_ARROW

    def __init__(self, markup: str = "") -> None:
        super().__init__()
        self.markup = markup
        self.doc: Document | None = None
        self._doc_key: tuple[int, float] | None = None
        self.offset = 0.0   # shown scroll position (eases towards target)
        self.target = 0.0
        self._drag: tuple[int, float] | None = None   # (mouse y, target) at the start of a scrollbar drag

    def set_markup(self, markup: str) -> None:
        self.markup = markup
        self.doc = None
        self.offset = self.target = 0.0

    def _inner(self) -> pygame.Rect:
        return self.rect.inflate(-2 * self.s(theme.GAP_L) - self.s(8), -2 * self.s(theme.GAP))

    def _ensure_doc(self) -> Document:
        width = max(40, self._inner().w)
        key = (width, self.scale)
        if self.doc is None or self._doc_key != key:
            self.doc = Document(self.markup, width, self.scale)
            self._doc_key = key
            self.target = min(self.target, self.max_offset)
            self.offset = min(self.offset, self.max_offset)
        return self.doc

    def place(self, rect: RectLike, scale: float) -> None:
        super().place(rect, scale)
        if self.rect.w > 0:
            self._ensure_doc()

    @property
    def max_offset(self) -> float:
        return max(0, self.doc.height - self._inner().h) if self.doc else 0

    @property
    def anchors(self) -> list[tuple[str, int]]:
        """Headings and their y positions in the laid-out text."""
        return self._ensure_doc().anchors

    def scroll_to(self, y: float) -> None:
        self.target = float(max(0, min(y, self.max_offset)))

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.target + dy)

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(track rect, thumb rect) of the scrollbar, or None when everything fits."""
        if self.max_offset <= 0 or self.doc is None:
            return None
        inner = self._inner()
        track = pygame.Rect(self.rect.right - self.s(14), inner.top, self.s(6), inner.h)
        h = max(self.s(28), round(track.h * inner.h / self.doc.height))
        y = track.top + round((track.h - h) * self.offset / self.max_offset)
        return track, pygame.Rect(track.left, y, track.w, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        line = self.s(48)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_by(-event.y * line * 1.5)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            bar = self._bar()
            if bar and bar[0].inflate(self.s(12), 0).collidepoint(event.pos):
                track, thumb = bar
                if not thumb.collidepoint(event.pos):  # click on the track: jump there
                    self.scroll_to((event.pos[1] - track.top - thumb.h / 2) / max(1, track.h - thumb.h)
                                   * self.max_offset)
                    self.offset = self.target
                self._drag = (event.pos[1], self.target)
            return True
        if event.type == pygame.MOUSEMOTION and self._drag:
            bar = self._bar()
            if bar:
                track, thumb = bar
                y0, t0 = self._drag
                self.scroll_to(t0 + (event.pos[1] - y0) * self.max_offset / max(1, track.h - thumb.h))
                self.offset = self.target
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag:
            self._drag = None
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            page = self._inner().h * 0.9
            moves = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_HOME: -1e9, pygame.K_END: 1e9}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
        return False

    def update(self, dt: float) -> None:
        # Ease towards the target: quick but never a jump.
        gap = self.target - self.offset
        self.offset = self.target if abs(gap) < 0.5 else self.offset + gap * min(1.0, dt * 14)

    def wake_in(self) -> int | None:
        return 0 if self.offset != self.target else None

    def draw(self, surface: pygame.Surface) -> None:
        doc = self._ensure_doc()
        theme.draw_panel(surface, self.rect, self.scale, radius=theme.RADIUS)
        inner = self._inner()
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        top = round(self.offset)
        for img, x, y in doc.items:
            sy = inner.top + y - top
            if sy + img.get_height() >= inner.top and sy <= inner.bottom:
                surface.blit(img, (inner.left + x, sy))
        surface.set_clip(clip)
        # Fade the cut edges so a cut line reads as "more below", not as a glitch.
        h = self.s(18)
        if top > 0:
            surface.blit(theme.fade((inner.w, h), theme.SURFACE, downwards=True), (inner.left, inner.top))
        if top < self.max_offset:
            surface.blit(theme.fade((inner.w, h), theme.SURFACE, downwards=False), (inner.left, inner.bottom - h))
        bar = self._bar()
        if bar:
            track, thumb = bar
            theme.round_rect(surface, track, theme.SURFACE_SUNK, track.w // 2)
            active = self._drag or self.hovered
            theme.round_rect(surface, thumb, theme.INK_SOFT if active else theme.INK_FAINT, track.w // 2)


class Tooltip:
    """A small dark note near the pointer; kept inside the window."""

    MAX_WIDTH = 320

    @staticmethod
    def draw(surface: pygame.Surface, text: str, pointer: tuple[int, int], scale: float,
             keep_clear: Sequence[pygame.Rect] = ()) -> None:
        """The note for ``text`` near ``pointer``; it avoids covering the rects in ``keep_clear``
        (a scene's main buttons, its log) whenever one corner of the pointer allows it."""
        size = theme.px(theme.TEXT_S, scale)
        f = theme.font(size)
        pad = theme.px(10, scale)
        lines = wrap(text, f, theme.px(Tooltip.MAX_WIDTH, scale))
        w = max(f.size(line)[0] for line in lines) + 2 * pad
        h = len(lines) * f.get_linesize() + 2 * pad
        box = Tooltip.place((w, h), pointer, surface.get_rect(), scale, keep_clear)
        theme.draw_shadow(surface, box, theme.px(6, scale), theme.px(6, scale), (0, theme.px(2, scale)), alpha=90)
        theme.round_rect(surface, box, theme.INK, theme.px(6, scale))
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, size, theme.SURFACE, (box.left + pad, box.top + pad + i * f.get_linesize()))


    @staticmethod
    def place(size: tuple[int, int], pointer: tuple[int, int], area: pygame.Rect, scale: float,
              keep_clear: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """The note's rect: below right of the pointer, else below left, above right, above left
        (each slid sideways into ``area``, never over the pointer): the first that covers nothing
        in ``keep_clear``, else the first that fits."""
        w, h = size
        x, y = pointer
        inner = area.inflate(-2 * theme.px(10, scale), -2 * theme.px(10, scale))
        boxes = []
        for by in (y + theme.px(20, scale), y - theme.px(8, scale) - h):
            for bx in (x + theme.px(14, scale), x - theme.px(6, scale) - w):
                box = pygame.Rect(bx, by, w, h)
                box.left = max(inner.left, min(box.left, inner.right - w))
                if inner.top <= box.top and box.bottom <= inner.bottom:
                    boxes.append(box)
        if not boxes:
            return pygame.Rect(x + theme.px(14, scale), y + theme.px(20, scale), w, h).clamp(area)
        return next((b for b in boxes if b.collidelist(list(keep_clear)) < 0), boxes[0])


class WidgetGroup:
    """The widgets of one scene: routes events, owns hover, keyboard focus and the tooltip."""

    def __init__(self, feedback: Callable[[str], object] | None = None, arrows: bool = False) -> None:
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.hover: Widget | None = None
        self.hover_time = 0.0
        self.clicked = False         # a click since the pointer last moved: its tooltip is stale
        self.pointer = (0, 0)
        self.keyboard = False   # the focus ring shows only after keyboard navigation
        self.arrows = arrows    # Up / Down also move focus (vertical menus)
        # rects tooltips should not cover (a table's main buttons, its log)
        self.tip_keep_clear: list[pygame.Rect] = []
        self.tips_hidden = False   # a card is up over the widgets (a table's scoring card): no tooltip
        self.feedback = feedback or (lambda sound: None)

    def add(self, *widgets: W) -> W:
        """Add widgets (in focus order); returns the last one for convenient assignment."""
        for w in widgets:
            w.feedback = self.feedback
            self.widgets.append(w)
        return widgets[-1]

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable and w.enabled]

    def replace(self, widgets: Iterable[Widget]) -> None:
        """Swap in a rebuilt list of widgets (the tables rebuild theirs after every move).

        The keyboard focus stays on its widget if it is still there, else it moves to the new
        widget with the same ``ident`` if that one can take focus; hover is found again under
        the pointer.
        """
        for w in widgets:
            w.feedback = self.feedback
        self.widgets = list(widgets)
        focus = self.focus
        if focus is not None and focus not in self.widgets:
            ident = getattr(focus, "ident", None)
            same = None
            if ident is not None:
                same = next((w for w in self.focusables() if getattr(w, "ident", None) == ident), None)
            self.set_focus(same)
        if self.hover is not None and self.hover not in self.widgets:
            self.hover.hovered = False
            self.hover = None
        self._set_hover(self.pointer)

    def set_focus(self, widget: Widget | None, keyboard: bool | None = None) -> None:
        if self.focus is not None:
            self.focus.focused = False
        self.focus = widget
        if widget is not None:
            widget.focused = True
        if keyboard is not None:
            self.keyboard = keyboard

    def move_focus(self, step: int) -> None:
        items = self.focusables()
        if not items:
            return
        i = items.index(self.focus) if self.focus in items else (-1 if step > 0 else 0)
        self.set_focus(items[(i + step) % len(items)], keyboard=True)

    def widget_at(self, pos: Point) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.rect.collidepoint(pos):
                return w
        return None

    def _set_hover(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        found = self.widget_at(pos)
        if found is not self.hover:
            if self.hover is not None:
                self.hover.hovered = False
            self.hover, self.hover_time = found, 0.0
            if found is not None:
                found.hovered = True
            _set_cursor(found.cursor if found is not None and found.enabled else pygame.SYSTEM_CURSOR_ARROW)

    def clear_hover(self) -> None:
        """Forget the hovered widget (when another scene covers this one)."""
        self._set_hover((-1_000_000, -1_000_000))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route one event; returns True if a widget or the focus logic consumed it."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._set_hover(event.pos)
            # a click acts: the tooltip of what was under the pointer goes until the pointer moves
            self.clicked = event.type != pygame.MOUSEMOTION and (self.clicked or event.type == pygame.MOUSEBUTTONDOWN)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.hover if (self.hover and self.hover.focusable and self.hover.enabled) else None
            self.set_focus(target, keyboard=False)
        if self.focus is not None and self.focus.visible and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if self.focus.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN:
            return self._keys(event)
        if event.type == pygame.TEXTINPUT:
            return False
        consumed = False
        for w in list(self.widgets):
            if w.visible and w.handle_event(event):
                consumed = True
        return consumed

    def _keys(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_TAB:
            self.move_focus(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        if self.arrows and key in (pygame.K_UP, pygame.K_DOWN):
            self.move_focus(-1 if key == pygame.K_UP else 1)
            return True
        if key in ACTIVATE_KEYS and self.focus is not None and self.focus.visible and self.focus.enabled:
            self.focus.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        if self.hover is not None:
            self.hover_time += dt
        if self.focus is not None and not (self.focus.visible and self.focus.enabled):
            self.set_focus(None)
        for w in self.widgets:
            w.update(dt)

    def _tip(self) -> str | None:
        if self.hover is not None and self.hover.visible:
            return self.hover.tip()
        return None

    def wake_in(self) -> float | None:
        waits = [w.wake_in() for w in self.widgets if w.visible]
        if self._tip() and self.hover_time < TOOLTIP_DELAY:
            waits.append(TOOLTIP_DELAY - self.hover_time)
        known = [t for t in waits if t is not None]
        return min(known) if known else None

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        if self.keyboard and self.focus is not None and self.focus.visible:
            theme.focus_ring(surface, self.focus.rect, self.focus.scale)
        self.draw_tooltip(surface)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The hovered widget's tooltip, once the pointer has rested on it (a scene drawn over
        this one draws it again on top, so that nothing of its own covers it)."""
        tip, hover = self._tip(), self.hover
        if tip and hover is not None and self.hover_time >= TOOLTIP_DELAY and not self.tips_hidden \
                and not self.clicked:
            Tooltip.draw(surface, tip, self.pointer, hover.scale, self.tip_keep_clear)
