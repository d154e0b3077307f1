"""The turn: where the gallerists start, a player's turn (move, a location action, an executive
action), the kicked-out player's answer, and what happens between turns (pieces home, the
intermediate scoring, the end triggered, Lacerda's turn in the solitaire)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.steps import NOT_A_CHOICE, Events, Task
from game.gallerist import executive, locations
from game.gallerist.auction import start_auction
from game.gallerist.board import (
    EMPTY,
    KO,
    LACERDA,
    LOCATION_OF_ACTION,
    act,
    assistant,
    gallerist,
    is_assistant,
    marks_below,
    owner_of,
)
from game.gallerist.bonuses import influence_bonus, money_bonus
from game.gallerist.data import LOCATION_NAMES, LOCATIONS
from game.gallerist.locations import Actor, turn_actor
from game.gallerist.pieces import send_home
from game.gallerist.solo import kick_lacerda, lacerda_turn
from game.gallerist.steps import BOOK, GalleristStep, PhaseStep

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

TURN_ACTIONS = frozenset(LOCATION_OF_ACTION) | {"move", "pass", "end", "contract"}
MOVES = [act("move", loc, *leave) for loc in LOCATIONS for leave in ((), ("leave",))]
STARTS = [act("start", loc) for loc in LOCATIONS]
PASS, END = [act("pass")], [act("end")]


@BOOK.step("start")
class Start(PhaseStep):
    """Set-up: each gallerist in turn chooses a free location and takes its starting tile."""

    takes = frozenset({"start"})
    question = M("Choose where your gallerist starts (you take its starting tile).")
    settled = M("the gallerists have already taken their places")

    def whose(self, st: GalleristState) -> int:
        return st.place_order[0]

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return STARTS

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        loc = LOCATIONS.index(action[1])
        if st.spaces[loc] != EMPTY:
            return M("another gallerist already starts at the {location}", location=LOCATION_NAMES[loc])
        return None

    def elsewhere(self, home: GalleristStep | None) -> str:
        return M("first every gallerist chooses where it starts")

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p = task["player"]
        st.cause = str(action)
        loc = LOCATIONS.index(action[1])
        st.spaces[loc] = gallerist(p)
        tile = st.location_tiles[loc]
        st.location_tiles[loc] = EMPTY
        st.start_tile[p] = tile
        events.append({"type": "start", "player": p, "location": LOCATIONS[loc], "tile": tile})
        st.place_order.pop(0)
        if not st.place_order:        # the starting tiles left go to the box; the first turn begins
            left = [t for t in st.location_tiles if t != EMPTY]
            if left:
                events.append({"type": "tiles_boxed", "tiles": left,
                               "locations": [LOCATIONS[k] for k, t in enumerate(st.location_tiles) if t != EMPTY]})
            st.reputation_boxed += left
            st.location_tiles = [EMPTY] * 4
            st.phase = "move"
            events.append({"type": "turn", "player": st.current, "round": st.round})


class TurnActions(PhaseStep):
    """What a turn and a kicked-out decision share: they answer the turn's actions, and an
    action of a later step is said to come then."""

    def answers(self, action: Action) -> bool:
        return action[0] in TURN_ACTIONS or (action[0] == "ticket" and len(action) == 3)

    def elsewhere(self, home: GalleristStep | None) -> str:
        return M("that comes {when}", when=home.when) if home is not None and home.when else NOT_A_CHOICE


@BOOK.step("turn")
class Turn(TurnActions):
    """A player's turn: ``move`` (an executive action may come first), then a location action of
    where it went or ``pass``, then ``end`` (the executive action still possible)."""

    def whose(self, st: GalleristState) -> int:
        return st.current

    def prompt(self, st: GalleristState, task: Task) -> str:
        if st.phase == "move":
            return M("Move your gallerist (an executive action may come first).")
        if st.phase == "act":
            return M("Take an action of the {location}, or pass.",
                     location=LOCATION_NAMES[st.gallerist_at(task["player"])])
        return M("End your turn (or take your executive action).")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        p = task["player"]
        if st.phase == "move":
            out = MOVES
        elif st.phase == "act":
            out = locations.candidates(st, turn_actor(st, p), st.gallerist_at(p)) + PASS
        else:
            out = END
        return out + executive.candidates(st, p) if check_executive_left(st) is None else out

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        p, kind, phase = task["player"], action[0], st.phase
        if executive.is_executive(action):
            return check_executive_left(st) or executive.check(st, p, action, False)
        if kind == "move":
            return check_move(st, p, action) if phase == "move" else M("you have already moved this turn")
        if kind == "pass":
            if phase == "act":
                return None
            return (M("move first (pass instead of the location action)") if phase == "move"
                    else M("you have already taken or passed your location action: end your turn"))
        if kind == "end":
            return None if phase == "post" else M("move first, then take or pass a location action")
        loc = LOCATION_OF_ACTION[kind]
        if phase == "move":
            return M("a location action comes right after your move")
        if phase == "post":
            return M("you have already taken or passed your location action this turn")
        if st.gallerist_at(p) != loc:
            return M("that action belongs to the {location}, and your gallerist is elsewhere",
                     location=LOCATION_NAMES[loc])
        return locations.check(st, turn_actor(st, p), action)

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p, kind = task["player"], action[0]
        st.cause = str(action)
        if executive.is_executive(action):
            st.executive_used = 1
            executive.start(st, p, action, events)
        elif kind == "move":
            move(st, p, LOCATIONS.index(action[1]), len(action) > 2, events)
            st.phase = "act"
        elif kind == "pass":
            st.phase = "post"
            events.append({"type": "forgo", "player": p})
        elif kind == "end":
            finish_turn(st)
        else:
            st.phase = "post"
            locations.start(st, p, action, events)


@BOOK.step("ko")
class KickedOut(TurnActions):
    """The player kicked out this turn: an action of the location it left (its influence down to
    the previous star mark first), an executive action, or ``pass``."""

    def whose(self, st: GalleristState) -> int:
        return st.kicked_out_owner()

    def prompt(self, st: GalleristState, task: Task) -> str:
        return M("Kicked out of the {location}: a location action (influence to the previous star mark), an "
                 "executive action, or pass.", location=LOCATION_NAMES[st.kicked_out_at])

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        p = task["player"]
        out = PASS + locations.candidates(st, kicked_out_actor(st, p), st.kicked_out_at)
        return out + executive.candidates(st, p)

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        p, kind = task["player"], action[0]
        instead = M("kicked out of the {location}, you may take one of its actions, an executive action, or pass",
                    location=LOCATION_NAMES[st.kicked_out_at])
        if kind == "pass":
            return None
        if kind in ("move", "end"):
            return instead
        if executive.is_executive(action):
            return executive.check(st, p, action, True)
        if LOCATION_OF_ACTION[kind] != st.kicked_out_at:
            return instead
        if st.influence[p] == 0:
            return M("a kicked-out location action costs influence down to the previous star mark, "
                     "and you have none")
        return locations.check(st, kicked_out_actor(st, p), action)

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p = task["player"]
        st.cause = "kicked out: " + str(action)  # i18n: not shown
        st.phase = "ko_done"
        if executive.is_executive(action):
            events.append({"type": "ko_action", "player": p, "what": "executive"})
            executive.start(st, p, action, events)
        elif action[0] == "pass":
            events.append({"type": "ko_pass", "player": p})
        else:
            lowered = kicked_out_actor(st, p).influence
            events.append({"type": "ko_action", "player": p, "what": "location",
                           "influence": [st.influence[p], lowered]})
            st.influence[p] = lowered
            locations.start(st, p, action, events)


def check_executive_left(st: GalleristState) -> str | None:
    """Why no executive action is left this turn (None: one is)."""
    return M("you have already taken your executive action this turn") if st.executive_used else None


def kicked_out_actor(st: GalleristState, p: int) -> Actor:
    """``p`` acting kicked out: its influence as lowered to the previous star mark (0 stays 0),
    its kicked-out assistant available."""
    marks = marks_below(st.data.star_marks, st.influence[p])
    return Actor(p, marks[-1] if marks else 0, True)


def check_move(st: GalleristState, p: int, action: Action) -> str | None:
    """Why ``p`` cannot move as ``move LOC [leave]`` in its move phase, or None."""
    here = st.gallerist_at(p)
    if LOCATIONS.index(action[1]) == here:
        return M("your gallerist must move to another location")
    if len(action) > 2:
        if here < 0:
            return M("an assistant can only be left at a location your gallerist leaves")
        if not (here < 4 and st.desk_assistants[p] > 0 and action[2] == "leave" and len(action) == 3):
            return M("leaving an assistant needs one on a desk")
    return None


def move(st: GalleristState, p: int, dest: int, leave: bool, events: Events) -> None:
    """``p``'s gallerist moves to ``dest`` (leaving an assistant from its desk where it was):
    a piece of another player there is kicked out to the KO space, its own goes home, and
    Lacerda is kicked out by its own rule."""
    here = st.gallerist_at(p)
    if here >= 0:
        st.spaces[here] = EMPTY
        if leave:
            st.desk_assistants[p] -= 1
            st.spaces[here] = assistant(p)
    events.append({"type": "move", "player": p, "to": LOCATIONS[dest], "leave": bool(leave),
                   "from": LOCATIONS[here] if here >= 0 else "gallery"})
    piece = st.spaces[dest]
    if piece != EMPTY:
        owner = owner_of(piece)
        if owner == p:
            st.spaces[dest] = EMPTY
            send_home(st, piece, events, space=dest)
        elif owner == LACERDA:
            kick_lacerda(st, p, dest, piece, events)
        else:
            st.spaces[KO + dest] = piece
            st.kicked_out_at = dest
            events.append({"type": "kick", "player": owner, "location": LOCATIONS[dest],
                           "piece": "assistant" if is_assistant(piece) else "gallerist"})
    st.spaces[dest] = gallerist(p)


def finish_turn(st: GalleristState) -> None:
    """The active player is done; the kicked-out player (if any) decides next."""
    if st.kicked_out_at >= 0 and not st.final_round and st.kicked_out_owner() != LACERDA:
        st.phase = "ko"
        return
    st.phase = "ko_done"


def after_kick_out(st: GalleristState, events: Events) -> None:
    """Between turns: the kicked-out piece goes home, the intermediate scoring and the end are
    checked, Lacerda takes its turn (solitaire), then the next turn or the auction."""
    loc = st.kicked_out_at
    if loc >= 0:
        piece = st.spaces[KO + loc]
        st.spaces[KO + loc] = EMPTY
        st.kicked_out_at = -1
        if piece != EMPTY:
            send_home(st, piece, events, space=KO + loc)
    intermediate_scoring(st, events)
    check_end(st, events)
    if st.solo and not st.lacerda_moved and st.final_round_from < 0:
        lacerda_turn(st, events)
        finish_turn(st)
        return
    st.lacerda_moved = 0
    if st.last_turn >= 0 and st.turn >= st.last_turn:
        start_auction(st, events)
        return
    st.turn += 1
    st.executive_used = 0
    st.phase = "move"
    events.append({"type": "turn", "player": st.current, "round": st.round, "final": st.final_round})


def intermediate_scoring(st: GalleristState, events: Events) -> None:
    """The first time a box-office pile is empty: a $ and an I bonus for everyone."""
    if st.intermediate_done or min(st.box_office) > 0:
        return
    st.intermediate_done = 1
    events.append({"type": "intermediate"})
    for p in st.players:
        money_bonus(st, p, events)
        influence_bonus(st, p, events)


def check_end(st: GalleristState, events: Events) -> None:
    """Two end conditions (solitaire: the box office empty), or the safeguard of the last
    round, trigger the end: finish the round, then one final round (solitaire: one turn)."""
    if st.final_round_from >= 0:
        return
    held = st.end_conditions()
    per_round = 1 if st.solo else st.num_players
    if st.solo:
        held = [h for h in held if h == "box_office"]
        reached = len(held) >= 1
    else:
        reached = len(held) >= 2
    rounds_done = (st.turn + 1) // per_round
    if not reached and (st.turn + 1) % per_round == 0 and rounds_done >= st.data.setup["max_rounds"]:
        held, reached = ["safeguard"], True
    if not reached:
        return
    st.end_trigger = held
    if st.solo:
        st.final_round_from = st.last_turn = st.turn + 1
    else:
        r = st.turn // st.num_players
        st.final_round_from = (r + 1) * st.num_players
        st.last_turn = (r + 2) * st.num_players - 1
    events.append({"type": "end_triggered", "conditions": held, **({"solo": True} if st.solo else {})})
