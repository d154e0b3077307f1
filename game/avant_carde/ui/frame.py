"""The frame model: everything the painter draws, gathered from the table once per drawn frame.

The :class:`~game.avant_carde.ui.draw.Painter` reads only a :class:`Frame` — the view (what the
viewer may see), the places (where things go), the captions (pure functions of the view) and
the few input states the drawing shows (hover, chooser, drag) — never the table itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.avant_carde.ui import captions, model
from game.avant_carde.ui.anim import Toast
from game.avant_carde.ui.places import Places
from game.ui import theme


@dataclass
class Frame:
    size: tuple[int, int]
    scale: float
    L: Any                      # layout.Layout (its optional areas are checked where they are drawn)
    places: Places
    view: model.TableView
    prompt: model.Prompt | None
    patterns: bool
    hidden: dict[tuple[Any, ...], int]   # things still flying to their place (see anim.Animator.hidden)
    hover_key: Any
    chooser: dict[str, Any] | None       # the open chooser's panel, title, labels, or None
    drop_hint: Any              # the slot a dragged card would take, or None
    drag_code: str | None       # the card being dragged (not drawn in the hand), or None
    log_open: bool
    set_name: str
    patron_rows: list[tuple[int, str, str, str, str, bool]]
    active_patrons: set[int]
    buying: bool                # the viewer is in its buy turn
    bury_visible: bool
    status: str
    action_texts: tuple[str, list[str], str]
    line_caption: str
    picker_caption: str
    money: Any                  # captions.money_figures(...) or None
    new_cards: frozenset[str]   # hand cards drawn since the viewer last acted (highlighted)
    draw_log: Callable[..., Any]   # draw_log(surface, rect, lines): the game log in a rect
    status_right: int = 0       # where the top bar's status line must end: the leftmost button it has
    toasts: list[Toast] = field(default_factory=list)

    def s(self, v: float) -> int:
        return theme.px(v, self.scale)


def build(t: Any) -> Frame:
    """The :class:`Frame` of table ``t`` now."""
    v = t.view
    names = t.names()
    humans = t.humans()
    active = captions.asking_patron(v, v.decision)
    return Frame(
        size=t.size, scale=t.scale, L=t.L, places=t.places, view=v, prompt=t.prompt, patterns=t.patterns,
        hidden=t.hidden, hover_key=t.hover_key, chooser=t.chooser, drop_hint=t.drag.hint,
        drag_code=t.drag.code if t.drag.dragging else None, log_open=t.log_open, set_name=v.set_name,
        patron_rows=model.patron_rows(v), active_patrons={active.number} if active is not None else set(),
        buying=t.viewer_buying(), bury_visible=t.bury_visible(),
        status=captions.status_line(v, names, humans),
        action_texts=t.action_texts(),
        line_caption=captions.line_caption(v) if v.viewer is not None else "",
        picker_caption=captions.picker_caption(t.prompt, bool(t.places.lines.get(v.viewer))),
        money=captions.money_figures(v) if t.places.money is not None else None,
        new_cards=frozenset(t.new_cards), draw_log=t.draw_log, toasts=t.anim.toasts,
        status_right=t.status_right())
