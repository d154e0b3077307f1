"""PNG bar charts of a lab report, drawn with pygame on plain Surfaces (no window needed).

Importing this module registers :func:`write_charts` with :func:`game.tools.lab.register_chart_writer`,
so the headless lab draws charts when pygame is there without importing the UI itself
(``main.py`` imports this for ``lab``; the app's lab scene imports it). Variants are labelled as
the game's :class:`~game.tools.lab.LabSpec` words them; after the game length, the charts are the
outcomes' (score spread, seats, end triggers) or those the game's measure draws
(:attr:`~game.tools.lab.Measure.charts`).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from types import ModuleType
    from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")    # keep stdout clean for --json
import pygame

from game.engine.i18n import M, number, tr
from game.engine.resources import ASSETS_ROOT
from game.games import load_object
from game.tools import labstats
from game.tools.lab import LABS, register_chart_writer
from game.tools.lab_html import variant_labels

FONT_FILE = os.path.join(ASSETS_ROOT, "fonts", "DejaVuSans.ttf")
WIDTH, HEIGHT = 900, 520
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 70, 20, 60, 130
BACKGROUND, INK, GRID, GRID_INK = (250, 248, 242), (40, 40, 48), (215, 212, 204), (140, 138, 132)
BAR, BAR_NEGATIVE, REFERENCE = (70, 110, 170), (190, 90, 70), (200, 60, 60)


def write_charts(report: dict[str, Any], out_dir: str) -> list[str]:
    """Draw the lab's charts into ``out_dir``; returns the file paths. Their words and numbers are
    said in the app's language, as the report around them is."""
    pygame.font.init()
    fonts = _fonts(pygame)
    results = report["results"]
    sets = list(results)
    words = variant_labels(report)
    labels = [words[s] for s in sets]
    paths = []

    def save(name: str, title: str, labels: Sequence[str], values: Sequence[float | None], unit: str,
             reference: float | None = None) -> None:
        path = os.path.join(out_dir, name)
        surface = _bar_chart(pygame, fonts, title, labels, values, unit, reference)
        pygame.image.save(surface, path)
        paths.append(path)

    save("rounds.png", "Game length (rounds)", labels, [results[s]["rounds_mean"] for s in sets], "rounds")
    measure = LABS.of(report["game"]).measure
    (load_object(measure.charts) if measure.charts else outcome_charts)(report, labels, save)
    return paths


def outcome_charts(report: dict[str, Any], labels: Sequence[str], save: Callable[..., None]) -> None:
    """The outcomes measure's charts: the spread of final scores, and per variant its seats' win
    rates and how its games ended. ``save(file, title, labels, values, unit, reference=None)``
    draws one chart."""
    results = report["results"]
    sets = list(results)
    players = report["players"]
    save("vp_spread.png", "Spread of final VP (sd)", labels, [results[s]["vp_sd"] for s in sets], "VP")
    for s, label in zip(sets, labels):
        r = results[s]
        save(f"seats_{file_part(s)}.png", M("{label}: win rate per seat (fair: {value:.0f}%)",
                                            label=label, value=100 / players),
             [M("seat {n}", n=i + 1) for i in range(players)], [100 * w for w in r["seat_win_rates"]], "%",
             reference=100 / players)
        save(f"triggers_{file_part(s)}.png", M("{label}: how games ended", label=label), list(r["end_triggers"]),
             [100 * v for v in r["end_triggers"].values()], "%")


def file_part(variant: str) -> str:
    """A variant as part of a file name: a custom file's name without its folder, a mix's
    letters and digits ("mix:2=tokyoites,…" -> "mix-2-tokyoites-…")."""
    base = os.path.splitext(os.path.basename(variant))[0] if os.sep in variant or "/" in variant else variant
    return "".join(ch if ch.isalnum() or ch in "_-" else "-" for ch in base)[:60]


def _fonts(pygame: ModuleType) -> dict[str, Any]:
    def font(size: float) -> Any:
        if os.path.exists(FONT_FILE):
            return pygame.font.Font(FONT_FILE, size)
        return pygame.font.Font(None, int(size * 1.4))
    return {"title": font(20), "label": font(12), "value": font(11)}


def _bar_chart(pygame: ModuleType, fonts: dict[str, Any], title: str, labels: Sequence[str],
               values: Sequence[float | None], unit: str, reference: float | None = None) -> pygame.Surface:
    """One bar chart; negative values hang below a zero line; a value of None (a figure with not
    enough games) has no bar, only the words, so it never reads as a measured 0."""
    surface = pygame.Surface((WIDTH, HEIGHT))
    surface.fill(BACKGROUND)
    surface.blit(fonts["title"].render(tr(title), True, INK), (MARGIN_LEFT, 18))
    top, bottom = MARGIN_TOP, HEIGHT - MARGIN_BOTTOM
    left, right = MARGIN_LEFT, WIDTH - MARGIN_RIGHT
    known = [v for v in values if v is not None]
    lo = min(0.0, min(known, default=0.0))
    hi = max(0.0, max(known, default=0.0), reference or 0.0)
    if hi - lo < 1e-9:
        hi = lo + 1.0
    hi += (hi - lo) * 0.08

    def y_of(v: float) -> float:
        return bottom - (v - lo) / (hi - lo) * (bottom - top)

    for k in range(6):
        tick = lo + (hi - lo) * k / 5
        y = y_of(tick)
        pygame.draw.line(surface, GRID, (left, y), (right, y))
        text = fonts["value"].render(number(tick, ".3g"), True, INK)
        surface.blit(text, (left - 8 - text.get_width(), y - text.get_height() // 2))
    unit_text = fonts["value"].render(tr(unit), True, INK)
    surface.blit(unit_text, (8, top - 22))
    zero = y_of(0.0)
    pygame.draw.line(surface, INK, (left, zero), (right, zero), 2)
    n = max(1, len(values))
    slot = (right - left) / n
    width = max(4, int(slot * 0.6))
    for i, (label, v) in enumerate(zip(labels, values)):
        x = left + slot * i + (slot - width) / 2
        name = pygame.transform.rotate(fonts["label"].render(tr(label), True, INK), 35)
        surface.blit(name, (x + width / 2 - name.get_width() + 8, bottom + 8))
        if v is None:
            words = pygame.transform.rotate(fonts["value"].render(tr(labstats.NOT_ENOUGH), True, GRID_INK), 90)
            surface.blit(words, (x + width / 2 - words.get_width() / 2, zero - 6 - words.get_height()))
            continue
        y = y_of(v)
        rect = pygame.Rect(int(x), int(min(y, zero)), width, max(1, int(abs(zero - y))))
        pygame.draw.rect(surface, BAR if v >= 0 else BAR_NEGATIVE, rect)
        value = fonts["value"].render(number(v, ".2f"), True, INK)
        surface.blit(value, (x + width / 2 - value.get_width() / 2, (y - 16) if v >= 0 else (y + 3)))
    if reference is not None:
        y = y_of(reference)
        for x in range(left, right, 12):
            pygame.draw.line(surface, REFERENCE, (x, y), (x + 6, y), 2)
    return surface


register_chart_writer(write_charts)
