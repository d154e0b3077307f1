"""The frame model: everything the Art Decko painter draws, gathered once per frame.

The table builds a :class:`Frame` (a plain dataclass) before each draw; the painter reads
only the frame, never the table, so what is drawn is a function of this one value.
"""

from dataclasses import dataclass, field, replace

from game.art_decko.records import ArtDeckoData
from game.art_decko.table_view import ArtDeckoView
from game.art_decko.ui.layout import Layout
from game.ui import theme


@dataclass
class Frame:
    L: Layout
    board: ArtDeckoView               # what the seat at the screen sees (its table model's view)
    data: ArtDeckoData                # the game's cards, places and tracks
    scale: float
    patterns: bool
    seats: list
    viewer: int | None
    humans: int
    thinking: bool
    age: float
    version: int
    my_turn: bool
    selected: int | None
    paid: dict
    discard_marks: frozenset
    opts: frozenset                   # the targets of the viewer's options
    side_kind: str
    status: tuple
    prompt: tuple
    plan_words: str
    payment_notes: list
    selected_notes: list
    marker_buttons: list              # [(button, marker)]
    top_buttons_left: int
    hand_cards: list                  # [(card, rect)]
    ability_chips: list               # [(card, rect)]
    gallery_cards: list               # per gallery: [(card, rect)]
    bank_cards: list                  # per bank: [(card, rect)]
    shown_cards: list                 # per exhibition: [(card, owner, rect)]
    shown_areas: list                 # per exhibition: the rect its paintings sit in
    plan_where: dict                  # {"show": e or None, "acquire": location or None}
    spots: dict                       # {key: (enabled, acts)} of every spot
    hovered: tuple | None
    ratings: list                     # the moving rating markers (floats)
    gold: float
    scores: list
    anim: object
    draw_log: object                  # draw_log(surface, rect): the log's drawing
    log_key: tuple                    # changes whenever the log shows something new
    marks: dict = field(default_factory=dict)   # {key: chosen / second / selected}
    projected: list = field(default_factory=list)   # per seat: "≈ 76 at end"

    def s(self, value):
        return theme.px(value, self.scale)

    def without_hover(self):
        """This frame as the cached base layer draws it: nothing pointed at."""
        return replace(self, hovered=None)

    def spot_state(self, key):
        """How to mark the thing under ``key``: chosen, second, selected, legal, hover, disabled, or None."""
        mark = self.marks.get(key)
        if mark is not None:
            return mark
        spot = self.spots.get(key)
        if spot is None:
            return None
        enabled, acts = spot
        kind = key[0]
        if not enabled:
            return "disabled" if kind == "hand" else None
        if not acts or kind == "hand":
            return "hover" if (self.hovered == key and acts) else None
        return "hover" if self.hovered == key else "legal"

    def target_state(self, key):
        spot = self.spots.get(key)
        if spot is None or spot != (True, True):
            return None
        return "hover" if self.hovered == key else "legal"

    def exhibition_target(self, e):
        if self.marks.get(("exhibition", e)) == "chosen":
            return "chosen"
        return self.target_state(("exhibition", e))
