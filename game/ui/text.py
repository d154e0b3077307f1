"""Text layout: word wrapping, and a tiny markup for long reference texts.

Markup, one block per line group:

- ``# Title`` and ``## Heading`` (headings become scroll anchors);
- ``- item`` bullets; ``| a | b |`` table rows (the first row is the header);
- blank lines separate paragraphs; ``**bold**`` works inside paragraphs, bullets and cells;
- ``{play}`` and ``{buy}`` inline the patron timing icons (⚡ and ▶▶, drawn, not glyphs).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from game.engine.i18n import said, tr
from game.engine.markup import parse
from game.ui import icons, theme

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

ICON_TOKEN = re.compile(r"\{(play|buy)\}")

STYLE = {  # block kind -> (design size, bold, colour, space above, space below)
    "h1": (26, True, theme.INK, 4, 10),
    "h2": (19, True, theme.ACCENT_DARK, 22, 6),
    "p": (16, False, theme.INK, 0, 10),
    "li": (16, False, theme.INK, 0, 5),
    "table": (15, False, theme.INK, 2, 12),
}


def shorten(s: str, fnt: pygame.font.Font, width: int) -> str:
    """``s`` (said in the language in force) cut to fit ``width`` for ``fnt``, ending in "…"."""
    s = said(tr(s))
    if fnt.size(s)[0] <= width:
        return s
    return said(s[:_fitting(s, fnt, width, "…")].rstrip() + "…")


def _fitting(s: str, fnt: pygame.font.Font, width: int, tail: str = "") -> int:
    """The length of the longest prefix of ``s`` that, followed by ``tail``, fits ``width`` for
    ``fnt`` (at least 1), found by halving: a 20,000-character word is cut in a few measures, not
    one character at a time. No prefix longer than ``width`` characters is tried: no glyph a
    player reads is narrower than a pixel, so those never fit, and measuring them is the cost."""
    lo, hi = 1, max(1, min(len(s), width))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fnt.size(said(s[:mid] + tail))[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def wrap(s: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap of ``s`` (said in the language in force) for ``fnt`` into lines no wider
    than ``width`` (long words are cut); the lines are :class:`~game.engine.i18n.Said`."""
    lines: list[str] = []
    for para in tr(s).split("\n"):
        line = ""
        for word in para.split(" "):
            trial = said(f"{line} {word}" if line else word)
            if fnt.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(said(line))
            while len(word) > 1:
                cut = _fitting(word, fnt, width)
                if cut == len(word):
                    break
                lines.append(said(word[:cut]))
                word = word[cut:]
            line = word
        lines.append(said(line))
    return lines


def wrap_at_most(s: str, fnt: pygame.font.Font, width: int, limit: int) -> list[str]:
    """:func:`wrap` into at most ``limit`` lines: what does not fit joins the last line, cut with
    "…" (:func:`shorten`), so no word is silently dropped."""
    lines = wrap(s, fnt, width)
    if len(lines) <= limit:
        return lines
    return lines[:limit - 1] + [shorten(said(" ".join(lines[limit - 1:])), fnt, width)]


def fit(s: str, size: int, width: int, height: int, bold: bool = False) -> tuple[int, list[str]]:
    """``(type size, lines)`` of ``s`` (said in the language in force) in a box ``width`` × ``height``:
    a size or two smaller first (down to 80%), then two lines when the box holds them, else one
    line cut with "…" (:func:`wrap_at_most`). The one way a label is fitted to its box."""
    s = said(tr(s))
    smallest = max(theme.MIN_FONT_PX, round(size * 0.8))
    while size > smallest and theme.font(size, bold=bold).size(s)[0] > width:
        size -= 1
    fnt = theme.font(size, bold=bold)
    if fnt.size(s)[0] <= width:
        return size, [s]
    return size, wrap_at_most(s, fnt, width, 2 if height >= 2 * fnt.get_linesize() else 1)


def blit_fitted(surface: pygame.Surface, s: str, size: int, colour: tuple[int, ...], rect: pygame.Rect,
                bold: bool = False, align: str = "center", inset: int = 0) -> list[str]:
    """``s`` fitted to ``rect`` (:func:`fit`, ``inset`` px kept free on each side) and drawn centred
    on it, or from its left with ``align="left"``; returns the lines drawn."""
    size, lines = fit(s, size, rect.w - 2 * inset, rect.h, bold)
    step = theme.font(size, bold=bold).get_linesize()
    for i, line in enumerate(lines):
        dy = (2 * i - len(lines) + 1) * step // 2
        if align == "left":
            theme.blit_text(surface, line, size, colour, (rect.left + inset, rect.centery + dy), "midleft", bold=bold)
        else:
            theme.blit_text(surface, line, size, colour, (rect.centerx, rect.centery + dy), "center", bold=bold)
    return lines


def _words(s: str) -> list[list[tuple[str, bool]]]:
    """Words of text with ``**bold**`` runs, each as ``[(text, bold), ...]`` (a run may end mid-word)."""
    words: list[list[tuple[str, bool]]] = []
    current: list[tuple[str, bool]] = []
    bold = False
    for i, run in enumerate(s.split("**")):
        bold = i % 2 == 1
        for j, part in enumerate(run.split(" ")):
            if j > 0 and current:
                words.append(current)
                current = []
            if part:
                current.append((part, bold))
    if current:
        words.append(current)
    return words


def _word_image(word: str, fnt: pygame.font.Font, colour: theme.Colour) -> pygame.Surface:
    """A word as one image; ``{play}`` / ``{buy}`` tokens become icons sized to the text."""
    parts = [said(p) for p in ICON_TOKEN.split(word)]
    if len(parts) == 1:
        return fnt.render(parts[0], True, colour)
    icon = round(fnt.get_ascent() * 0.82)
    images = [(icons.render_icon(p, icon, colour), fnt.get_ascent() - icon) if i % 2
              else (fnt.render(p, True, colour), 0) for i, p in enumerate(parts) if p]
    out = pygame.Surface((sum(img.get_width() + 1 for img, _ in images), fnt.get_linesize()), pygame.SRCALPHA)
    x = 0
    for img, y in images:  # icons sit on the baseline
        out.blit(img, (x, y))
        x += img.get_width() + 1
    return out


def _join(images: Sequence[pygame.Surface]) -> pygame.Surface:
    """Images side by side on one line."""
    out = pygame.Surface((sum(i.get_width() for i in images), max(i.get_height() for i in images)), pygame.SRCALPHA)
    x = 0
    for img in images:
        out.blit(img, (x, 0))
        x += img.get_width()
    return out


def render_rich(s: str, size: int, colour: theme.Colour, width: int, bold: bool = False) -> list[pygame.Surface]:
    """Wrap text with inline bold and icons into line surfaces no wider than ``width``."""
    regular, strong = theme.font(size, bold=bold), theme.font(size, bold=True)
    space = regular.size(said(" "))[0]
    lines: list[list[tuple[int, pygame.Surface]]] = []
    current: list[tuple[int, pygame.Surface]] = []
    x = 0
    for word in _words(tr(s)):
        pieces = [_word_image(text, strong if (is_bold or bold) else regular, colour) for text, is_bold in word]
        img = pieces[0] if len(pieces) == 1 else _join(pieces)
        w = img.get_width()
        if current and x + space + w > width:
            lines.append(current)
            current, x = [], 0
        if current:
            x += space
        current.append((x, img))
        x += w
    lines.append(current)
    height = regular.get_linesize()
    surfaces = []
    for words in lines:
        right = max((x + img.get_width() for x, img in words), default=1)
        line = pygame.Surface((max(1, min(right, width)), height), pygame.SRCALPHA)
        for x, img in words:
            line.blit(img, (x, 0))
        surfaces.append(line)
    return surfaces


class Document:
    """Markup laid out for one width and scale: line images, their positions, and heading anchors."""

    def __init__(self, markup: str, width: int, scale: float) -> None:
        self.items: list[tuple[pygame.Surface, int, int]] = []
        self.anchors: list[tuple[str, int]] = []    # (heading text, y)
        self.height = 0
        self._layout(parse(markup), width, scale)

    def _layout(self, blocks: Sequence[tuple[str, Any]], width: int, scale: float) -> None:
        y = 0
        payload: Any                   # a block's text, or a table's rows of cell texts
        for kind, payload in blocks:   # each block is one message of the catalogs
            payload = [[said(tr(c)) for c in row] for row in payload] if kind == "table" else said(tr(payload))
            size, bold, colour, above, below = STYLE[kind]
            size = theme.px(size, scale)
            y += theme.px(above, scale) if self.items else 0
            if kind == "h2":
                self.anchors.append((payload, y))
            if kind == "table":
                y = self._table(payload, size, y, width, scale)
            elif kind == "li":
                indent = theme.px(22, scale)
                dot = theme.px(3, scale)
                lines = render_rich(payload, size, colour, width - indent)
                cy = y + lines[0].get_height() // 2 + 1
                self.items.append((_dot(dot), indent // 2 - dot, cy - dot))
                for line in lines:
                    self.items.append((line, indent, y))
                    y += line.get_height()
            else:
                for line in render_rich(payload, size, colour, width, bold):
                    self.items.append((line, 0, y))
                    y += line.get_height()
                if kind == "h1":
                    rule = pygame.Surface((width, max(1, theme.px(2, scale))))
                    rule.fill(theme.LINE)
                    self.items.append((rule, 0, y + theme.px(4, scale)))
                    y += theme.px(8, scale)
            y += theme.px(below, scale)
        self.height = y

    def _table(self, rows: Sequence[Sequence[str]], size: int, y: int, width: int, scale: float) -> int:
        pad = theme.px(10, scale)
        cols = max(len(r) for r in rows)
        natural = [0] * cols
        for r in rows:
            for i, cell in enumerate(r):
                natural[i] = max(natural[i], theme.font(size, bold=True).size(said(cell.replace("**", "")))[0])
        total = sum(natural) + pad * 2 * cols
        widths = [n + 2 * pad for n in natural]
        if total > width:  # shrink every column in proportion; cells then wrap
            widths = [max(pad * 3, w * width // total) for w in widths]
        line_h = theme.font(size).get_linesize()
        for ri, row in enumerate(rows):
            cells = [render_rich(c, size, theme.INK, widths[i] - 2 * pad, bold=(ri == 0))
                     for i, c in enumerate(row)]
            h = max(len(c) for c in cells) * line_h + pad
            band = pygame.Surface((sum(widths), h), pygame.SRCALPHA)
            band.fill(theme.SURFACE_SUNK if ri == 0 else ((0, 0, 0, 0) if ri % 2 else (*theme.PAPER, 255)))
            x = 0
            for i, lines in enumerate(cells):
                for li, img in enumerate(lines):
                    band.blit(img, (x + pad, pad // 2 + li * line_h))
                x += widths[i]
            self.items.append((band, 0, y))
            y += h
        return y


def _dot(radius: int) -> pygame.Surface:
    img = pygame.Surface((radius * 2 + 1, radius * 2 + 1), pygame.SRCALPHA)
    pygame.draw.circle(img, theme.ACCENT, (radius, radius), radius)
    return img
