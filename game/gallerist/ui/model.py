"""The frame model of The Gallerist table: what one seat may see, as plain data.

:func:`build_frame` turns ``observation(seat)`` (the only secrecy filter) and the pending
decision into a :class:`Frame`. The painter draws a frame and nothing else; the table asks
it which board piece each legal option concerns (:attr:`Frame.targets`).

The frame keeps a *public state*: the state rebuilt from the observation with every hidden
pile left empty (:func:`game.gallerist.view.public_state`; the counts are kept apart), so the
engine's own helpers (stars, sale value, promotion level …) answer questions about what the
seat sees without the table ever touching hidden state.

Every legal option is put on one *key* — the piece it concerns — or, when no piece
stands for it (pass, end, a payment split …), in :attr:`Frame.bar`, the row of buttons:

====================  ==============================================
key                   options
====================  ==============================================
``("loc", L)``        ``start``/``move`` to L; ``from`` L (an assistant there)
``("studio", S)``     ``discover``/``buy``/``promote``/``artist`` S
``("im", R, C)``      ``rep``/``offer`` at row R (1..7), column C
``("pile", K)``       ``take`` K (a contract pile, 1..4); ``("deck",)`` ``draw``
``("display",)``      ``sign``
``("hire", N)``       ``hire`` N
``("wall", P, W)``    ``sell`` … W (one per matching contract slot)
``("slot", P, K)``    ``contract`` K (executive) and ``slot`` K (placing a contract)
``("rep", P, K)``     ``space`` K
``("plaza", C)``      ``ticket C plaza``; ``visitor C`` from the Plaza
``("bag", C)``        ``visitor C`` from the bag (where the engine takes it)
``("lobby", P, C)``   ``ticket C lobby|P``; ``out C`` from a lobby
``("gallery", P, C)`` ``out C`` from a gallery
``("office", C)``     ``ticket C`` (gain), ``pile C``
``("desk", P)``       ``from desk``; ``("ko",)`` ``from ko``
``("easel", N)``      ``easel N shown|sold``
====================  ==============================================
"""

from dataclasses import dataclass, field

from game.engine.actions import Action
from game.gallerist.board import EMPTY, MEDIA, STUDIOS
from game.gallerist.data import COLOURS, LOCATIONS
from game.gallerist.view import public_state


@dataclass
class Frame:
    """One seat's view of the table at one moment."""

    seat: int                          # whose observation this is
    names: list                        # seat names (Lacerda is "Lacerda")
    pub: object                        # the public state (hidden piles empty)
    obs: dict = field(default_factory=dict)      # the observation it was built from (the layers' keys)
    deck: int = 0                      # contracts in the face-down deck
    stacks: list = field(default_factory=list)   # face-down works per type
    bonus_hidden: list = field(default_factory=list)   # 1 where a studio hides a bonus tile
    player: int | None = None          # who decides now (None: game over)
    kind: str = ""                     # the decision's kind
    prompt: str = ""
    mine: bool = False                 # the viewer decides now
    targets: dict = field(default_factory=dict)   # key -> [Action]
    bar: list = field(default_factory=list)       # options with no piece of their own
    over: bool = False

    @property
    def solo(self):
        return bool(self.pub.solo)

    def options_at(self, key):
        return self.targets.get(key, [])


def option_key(kind, action, player, pub=None):
    """The board piece an option concerns (see the module table), or None for the bar.
    ``pub``: the public state, which says where a visitor bonus takes its visitor from."""
    k = action[0]
    if k in ("start", "move"):
        return None if len(action) > 2 else ("loc", LOCATIONS.index(action[1]))
    if k in ("discover", "buy", "promote", "artist"):
        return ("studio", STUDIOS.index(action[1]))
    if k in ("rep", "offer"):
        return ("im", action[1], action[2])
    if k == "take":
        return ("pile", action[1])
    if k == "draw":
        return ("deck",)
    if k == "sign" and len(action) == 1:
        return ("display",)
    if k == "hire":
        return ("hire", action[1])
    if k == "sell":
        return ("wall", player, action[2])
    if k in ("contract", "slot"):
        return ("slot", player, action[1])
    if k == "space":
        return ("rep", player, action[1])
    if k == "ticket":
        c = COLOURS.index(action[1])
        if len(action) == 2:
            return ("office", c)
        src = action[2]
        if src == "plaza":
            return ("plaza", c)
        return ("lobby", player if src == "lobby" else src, c)
    if k == "visitor":
        return visitor_key(pub, player, COLOURS.index(action[1]))
    if k == "out":
        where = "gallery" if kind == "gallery_out" else "lobby"
        return (where, player, COLOURS.index(action[1]))
    if k == "pile":
        return ("office", COLOURS.index(action[1]))
    if k == "from":
        src = action[1]
        if src == "desk":
            return ("desk", player)
        if src == "ko":
            return ("ko",)
        return ("loc", LOCATIONS.index(src))
    if k == "easel":
        return ("easel", action[1])
    return None


def visitor_key(pub, player, c):
    """The piece a pending visitor bonus takes colour ``c`` from: the engine's own source
    (:meth:`~game.gallerist.state.GalleristState.visitor_sources`), the Plaza or the bag."""
    task = pub.stack[-1] if pub is not None and pub.stack else None
    if task is None or task["kind"] != "visitor":
        return ("plaza", c)
    return (dict(pub.visitor_sources(player, task["bonus"])).get(c, "plaza"), c)


# For a decision below a turn: the kind of piece that answers it and the action it stands for.
ANSWERS = {
    "start": ("loc", lambda key: Action("start", LOCATIONS[key[1]])),
    "easel": ("easel", lambda key: Action("easel", key[1], "shown")),
    "artist": ("studio", lambda key: Action("artist", STUDIOS[key[1]])),
    "ticket": ("office", lambda key: Action("ticket", COLOURS[key[1]])),
    "visitor": ("plaza", lambda key: Action("visitor", COLOURS[key[1]])),
    "pile": ("office", lambda key: Action("pile", COLOURS[key[1]])),
    "space": ("rep", lambda key: Action("space", key[2])),
    "lobby_out": ("lobby", lambda key: Action("out", COLOURS[key[2]])),
    "gallery_out": ("gallery", lambda key: Action("out", COLOURS[key[2]])),
    "slot": ("slot", lambda key: Action("slot", key[2])),
    "sign": ("pile", lambda key: Action("take", key[1])),
}


def candidate(frame, key):
    """The action the piece ``key`` stands for in the viewer's pending decision, legal or not,
    so that the engine can say why it is not a choice (the controller's ``why_not``); None for a piece
    that takes no part in that decision. The inverse of :func:`option_key`."""
    if not frame.mine:
        return None
    pub, p, kind, what = frame.pub, frame.player, frame.kind, key[0]
    if kind in ("turn", "ko"):
        return _turn_candidate(pub, p, kind, key)
    if kind == "source" and what in ("desk", "loc"):
        return Action("from", "desk" if what == "desk" else LOCATIONS[key[1]])
    if kind == "visitor" and what == "bag":
        return Action("visitor", COLOURS[key[1]])
    piece, make = ANSWERS.get(kind, (None, None))
    if what != piece or (what in ("rep", "lobby", "gallery", "slot") and key[1] != p):
        return None
    return make(key)


def _turn_candidate(pub, p, kind, key):
    """A turn's (or a kicked-out decision's) action for ``key``: a move, a location action,
    or an executive action."""
    what = key[0]
    here = pub.kicked_out_at if kind == "ko" else pub.gallerist_at(p)
    if what == "loc":
        return Action("move", LOCATIONS[key[1]]) if kind == "turn" else None
    if what == "studio":
        s = STUDIOS[key[1]]
        if here == MEDIA:
            return Action("promote", s)
        return Action("buy" if pub.discovered(key[1]) else "discover", s)
    if what == "im":
        return Action("rep" if key[1] <= 4 else "offer", key[1], key[2])
    if what == "hire":
        return Action("hire", key[1])
    if what in ("display", "pile", "deck"):
        return Action("sign")
    if what == "wall" and key[1] == p:
        slot = next((k for k, card in enumerate(pub.contracts[p]) if card != EMPTY), 0)
        return Action("sell", slot + 1, key[2])
    if what == "slot" and key[1] == p:
        return Action("contract", key[2])
    if what == "plaza":
        return Action("ticket", COLOURS[key[1]], "plaza")
    if what == "lobby":
        return Action("ticket", COLOURS[key[2]], "lobby" if key[1] == p else key[1])
    return None


def sort_options(decision, pub):
    """Split a decision's options into board targets and bar options."""
    targets, bar = {}, []
    for a in decision.options:
        key = option_key(decision.kind, a, decision.player, pub)
        if key is None:
            bar.append(a)
        else:
            targets.setdefault(key, []).append(a)
    return targets, bar


def build_frame(state_obs, decision, viewer, names, human_seats=()):
    """The frame for ``viewer`` from its observation and the pending decision.

    ``human_seats``: the seats a person plays; options are offered only when the viewer
    is the one to decide."""
    pub = public_state(state_obs)
    f = Frame(seat=viewer, names=list(names), pub=pub, obs=state_obs, deck=state_obs["contract_deck"],
              stacks=list(state_obs["work_stacks"]), bonus_hidden=list(state_obs["artist_bonus_hidden"]),
              over=pub.phase == "over")
    if decision is None:
        return f
    f.player, f.kind, f.prompt = decision.player, decision.kind, decision.prompt
    f.mine = decision.player == viewer and viewer in human_seats
    if f.mine:
        f.targets, f.bar = sort_options(decision, pub)
    return f

