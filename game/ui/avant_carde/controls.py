"""The table's own widgets: invisible hotspots over drawn things, chips, and buttons with icons.

They live in the scene's :class:`~game.ui.widgets.WidgetGroup`, so hover, keyboard focus
(Tab / Enter) and tooltips — for a disabled control, the reason it is disabled — work the
same as everywhere else in the app.
"""

import pygame

from game.ui import cards, theme
from game.ui.avant_carde import style
from game.ui.widgets import Button, Clickable


class Hotspot(Clickable):
    """A clickable (or merely hoverable) area over something the table draws itself.

    ``ring``: draw a highlight ring on hover when enabled. ``key`` identifies what it
    covers (("card", code), ("stack", n), ("patron", n) …) for the table and tests.
    """

    def __init__(self, key, on_click=None, tooltip=None, disabled_reason=None, ring=True, radius=8):
        super().__init__(tooltip, disabled_reason)
        self.key, self.on_click, self.ring, self.radius = key, on_click, ring, radius
        self.pressed = False
        self.focusable = on_click is not None
        if on_click is None:
            self.cursor = pygame.SYSTEM_CURSOR_ARROW

    def handle_event(self, event):
        return self.on_click is not None and super().handle_event(event)

    def draw(self, surface):
        if self.ring and self.on_click and self.enabled and (self.hovered or self.focused):
            r = self.rect.inflate(self.s(6), self.s(6))
            pygame.draw.rect(surface, style.SELECT if self.focused and not self.hovered else theme.ACCENT, r,
                             max(2, self.s(2)), border_radius=self.s(self.radius))


class Chip(Button):
    """A choice chip: a colour (swatch with its shape) or a number."""

    def __init__(self, label, on_click, kind="number", value=None, tooltip=None, patterns=True):
        super().__init__(label, on_click, style="secondary", tooltip=tooltip, size=theme.TEXT)
        self.kind, self.value, self.patterns = kind, value, patterns

    def _colours(self):
        fill, border, ink = super()._colours()
        return fill, theme.ACCENT if self._glow > 0.5 else border, ink

    def draw(self, surface):
        r, ink = self.draw_face(surface, radius=self.rect.h // 2)
        size = self.s(theme.TEXT)
        if self.kind == "colour" and self.value in cards.FAMILIES:
            d = r.h - self.s(8)
            sw = style.colour_swatch(self.value, d, self.patterns)
            text = theme.text(self.label, size, ink, bold=True)
            total = d + self.s(6) + text.get_width()
            x = r.centerx - total // 2
            surface.blit(sw, (x, r.centery - d // 2))
            surface.blit(text, text.get_rect(midleft=(x + d + self.s(6), r.centery)))
        else:
            theme.blit_text(surface, self.label, self.s(theme.TEXT_L), ink, r.center, "center", bold=True)


class IconButton(Button):
    """A button with a small icon (▶▶, change token …) before its label."""

    def __init__(self, label, on_click=None, icon=None, **kw):
        super().__init__(label, on_click, **kw)
        self.icon = icon

    def draw(self, surface):
        if not self.icon:
            return super().draw(surface)
        r, ink = self.draw_face(surface, radius=self.s(theme.RADIUS_S))
        size = self.s(self.size)
        d = min(r.h - self.s(10), self.s(18))
        img = style.icon(self.icon, d, ink)
        label = style.fit_text(self.label, size, r.w - d - self.s(16), bold=True) if self.label else ""
        text = theme.text(label, size, ink, bold=True) if label else None
        total = d + (self.s(5) + text.get_width() if text else 0)
        x = r.centerx - total // 2
        surface.blit(img, (x, r.centery - d // 2))
        if text:
            surface.blit(text, text.get_rect(midleft=(x + d + self.s(5), r.centery)))
