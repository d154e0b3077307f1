"""Art Decko's pending steps, declared once in a :class:`~game.engine.steps.StepBook`.

Every decision is one of five steps: the ``action`` choice, the ``marker`` and ``exhibitor``
choices of a planned Show, the ``pay`` step of a planned action and the end-of-turn
``discard``. The pending step follows from the state's phase and plan (:func:`pending_task`),
so a half-planned action survives a save exactly as before.

Each step names, per kind of action it takes, the kind's arguments, its one predicate
(:mod:`game.art_decko.checks`) and what carries it out (:mod:`game.art_decko.moves`), and lists
its cases (a kind and decoded arguments) in the order the decision offers them. Its options are
the cases the predicates pass; ``why_not`` decodes the action and asks the same predicate. A kind
another step takes is "not possible now", and one of the action choice's kinds while an action
is being planned says to finish that first.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from game.art_decko import checks, moves
from game.art_decko.checks import Position
from game.art_decko.notation import ARGS
from game.art_decko.payment import plan_cost, plan_total
from game.art_decko.phases import PH_OVER, PH_PLAN, act
from game.engine.actions import Action, Decision
from game.engine.i18n import L, M
from game.engine.steps import Events, Step, StepBook, Task

if TYPE_CHECKING:
    from game.art_decko.records import ArtDeckoData
    from game.art_decko.state import ArtDeckoState

BOOK: StepBook[ArtDeckoState] = StepBook("art-decko")
Case = tuple["Kind", tuple[Any, ...]]
"""A candidate action before it is written: its kind and its decoded arguments."""  # i18n: not shown

_UNKNOWN = object()


def pending_task(st: ArtDeckoState) -> Task | None:
    """The step the game waits for (None once it is over): the phase, or the plan's stage."""
    if st.phase == PH_OVER:
        return None
    return {"kind": st.planned.stage if st.phase == PH_PLAN else st.phase, "player": st.current}


def task_of(decision: Decision) -> Task:
    """The step a decision asks for (its kind and player), to judge or carry out its answer."""
    return {"kind": decision.kind, "player": decision.player}


# ---- an action's arguments: written (codes and ids) and read (card ids and records) ------------

def _decode_arg(d: ArtDeckoData, what: str, word: Any) -> Any:
    if what == "card":
        return d.code_to_id.get(word, _UNKNOWN)
    if what == "location":
        return d.locations_by_id.get(word, _UNKNOWN)
    if what == "exhibition":
        return d.exhibitions_by_id.get(word, _UNKNOWN)
    if what == "space":            # a New Exhibitor space by index, -1 for "none"
        space = d.exhibitor_spaces_by_id.get(word)
        return -1 if word == "none" else _UNKNOWN if space is None else space.index
    return word                    # a marker: the predicate judges the word itself


# How a case is written as an action, by the kind's arguments (one function each: the options of
# every decision are written so, and the AIs ask for many decisions).
_WRITERS: dict[tuple[str, ...], Callable[[ArtDeckoData, str, tuple[Any, ...]], Action]] = {
    (): lambda d, name, args: act(name),
    ("card",): lambda d, name, args: act(name, d.cards[args[0]].code),
    ("location", "card"): lambda d, name, args: act(name, args[0].id, d.cards[args[1]].code),
    ("card", "exhibition"): lambda d, name, args: act(name, d.cards[args[0]].code, args[1].id),
    ("space",): lambda d, name, args: act(name, "none" if args[0] < 0 else d.exhibitor_spaces[args[0]].id),
    ("marker",): lambda d, name, args: act(name, args[0]),
}


class Kind(NamedTuple):
    """One kind of action a step takes: its name, what its arguments are, its predicate, its move."""

    name: str
    args: tuple[str, ...]          # "card", "location", "exhibition", "space" or "marker"
    check: Callable[..., str | None]
    resolve: Callable[[ArtDeckoState, Action, Events], None]

    def write(self, d: ArtDeckoData, args: tuple[Any, ...]) -> Action:
        """The action of this kind with (decoded) ``args``."""
        return _WRITERS[self.args](d, self.name, args)


# ---- every kind of action: its arguments, its predicate, its move ------------------------------

HAGGLE = Kind("haggle", ARGS["haggle"], checks.check_haggle, moves.haggle)
ACQUIRE = Kind("acquire", ARGS["acquire"], checks.check_acquire, moves.plan_acquire)
SHOW = Kind("show", ARGS["show"], checks.check_show, moves.plan_show)
MARKER = Kind("marker", ARGS["marker"], checks.check_marker, moves.choose_marker)
BONUS = Kind("bonus", ARGS["bonus"], checks.check_bonus, moves.choose_bonus)
PAY = Kind("pay", ARGS["pay"], checks.check_pay, moves.pay)
UNPAY = Kind("unpay", ARGS["unpay"], checks.check_unpay, moves.unpay)
ABILITY = Kind("ability", ARGS["ability"], checks.check_ability, moves.use_ability)
SECOND = Kind("second", ARGS["second"], checks.check_second, moves.toggle_second)
CONFIRM = Kind("confirm", ARGS["confirm"], checks.check_confirm, moves.confirm)
CANCEL = Kind("cancel", ARGS["cancel"], checks.check_cancel, moves.cancel)
DISCARD = Kind("discard", ARGS["discard"], checks.check_discard, moves.discard)
DONE = Kind("done", ARGS["done"], checks.check_done, moves.done)
ACTION_KINDS = (HAGGLE.name, ACQUIRE.name, SHOW.name)     # while planning: "finish that first"


def _kinds(*kinds: Kind) -> dict[str, Kind]:
    return {k.name: k for k in kinds}


class ArtDeckoStep(Step["ArtDeckoState"]):
    """A step that judges and carries out actions by their kind (see :attr:`kinds`)."""

    kinds: ClassVar[dict[str, Kind]] = {}

    def cases(self, pos: Position) -> Iterator[Case]:
        """Every action worth asking about, in the order the decision offers them."""
        return iter(())

    def candidates(self, state: ArtDeckoState, task: Task) -> list[Action]:
        d = state.data
        return [kind.write(d, args) for kind, args in self.cases(Position(state))]

    def options(self, state: ArtDeckoState, task: Task) -> list[Action]:
        pos, d = Position(state), state.data
        return [kind.write(d, args) for kind, args in self.cases(pos) if kind.check(pos, *args) is None]

    def judged(self, state: ArtDeckoState) -> list[tuple[Case, Action, str | None]]:
        """Every case of the step, in order, with its action and its predicate's verdict (None:
        an option), judged on one position: the options and every ``why_not`` in one pass."""
        pos, d = Position(state), state.data
        return [((kind, args), kind.write(d, args), kind.check(pos, *args)) for kind, args in self.cases(pos)]

    def check(self, state: ArtDeckoState, task: Task, action: Action) -> str | None:
        kind = self.kinds.get(action[0])
        if kind is None:
            return checks.FINISH_FIRST if action[0] in ACTION_KINDS else checks.NOT_NOW
        if len(action) != 1 + len(kind.args):
            return checks.NOT_NOW
        args = tuple(_decode_arg(state.data, what, word) for what, word in zip(kind.args, action[1:]))
        if _UNKNOWN in args:
            return checks.NOT_NOW
        return kind.check(Position(state), *args)

    def resolve(self, state: ArtDeckoState, task: Task, action: Action, events: Events) -> None:
        self.kinds[action[0]].resolve(state, action, events)


@BOOK.step("action")
class ChooseAction(ArtDeckoStep):
    kinds = _kinds(HAGGLE, ACQUIRE, SHOW)

    def prompt(self, state: ArtDeckoState, task: Task) -> str:
        return M("Action {n} of {total}: haggle, acquire or show.", n=state.actions_done + 1,
                 total=state.data.actions_per_turn)

    def cases(self, pos: Position) -> Iterator[Case]:
        d, st = pos.data, pos.st
        for c in pos.hand:
            yield HAGGLE, (c,)
        for loc in d.locations:
            for c in st.offer(loc):
                yield ACQUIRE, (loc, c)
        for c in pos.hand:
            for exh in d.exhibitions:
                yield SHOW, (c, exh)


@BOOK.step("marker")
class ChooseMarker(ArtDeckoStep):
    kinds = _kinds(MARKER, CANCEL)

    def prompt(self, state: ArtDeckoState, task: Task) -> str:
        d = state.data
        genre = d.genres[d.cards[state.planned.card].genre]
        return M("Take the {genre} invitation marker or a gray one?", genre=L(genre.name))

    def cases(self, pos: Position) -> Iterator[Case]:
        d = pos.data
        yield MARKER, (d.genres[d.cards[pos.st.planned.card].genre].id,)
        yield MARKER, ("gray",)
        yield CANCEL, ()


@BOOK.step("exhibitor")
class ChooseExhibitorBonus(ArtDeckoStep):
    kinds = _kinds(BONUS, CANCEL)

    def prompt(self, state: ArtDeckoState, task: Task) -> str:
        return M("First show: claim a New Exhibitor bonus?")

    def cases(self, pos: Position) -> Iterator[Case]:
        for space in pos.data.exhibitor_spaces:
            yield BONUS, (space.index,)
        yield BONUS, (-1,)
        yield CANCEL, ()


@BOOK.step("pay")
class Pay(ArtDeckoStep):
    kinds = _kinds(PAY, UNPAY, ABILITY, SECOND, CONFIRM, CANCEL)

    def prompt(self, state: ArtDeckoState, task: Task) -> str:
        d, plan = state.data, state.planned
        cost, total = plan_cost(d, state.tokens, plan), plan_total(d, state.ratings, plan)
        return M("Pay {cost} for {plan}: {total} so far.", cost=cost, plan=_plan_words(state), total=total)

    def cases(self, pos: Position) -> Iterator[Case]:
        plan = pos.st.planned
        for c in pos.hand:
            yield PAY, (c,)
            yield UNPAY, (c,)
            yield ABILITY, (c,)
        if plan.kind == "acquire" and pos.data.locations[plan.where].is_gallery:
            for c in pos.st.galleries[plan.where]:
                yield SECOND, (c,)
        yield CONFIRM, ()
        yield CANCEL, ()


def _plan_words(st: ArtDeckoState) -> str:
    """The planned action in words, for the payment prompt."""
    d, plan = st.data, st.planned
    if plan.kind == "show":
        return M("showing {card} at {place}", card=d.card_name(plan.card), place=L(d.exhibitions[plan.where].name))
    if plan.second >= 0:
        return M("{card} and {second} from {place}", card=d.card_name(plan.card), second=d.card_name(plan.second),
                 place=L(d.locations[plan.where].name))
    return M("{card} from {place}", card=d.card_name(plan.card), place=L(d.locations[plan.where].name))


@BOOK.step("discard")
class Discard(ArtDeckoStep):
    kinds = _kinds(DISCARD, DONE)

    def prompt(self, state: ArtDeckoState, task: Task) -> str:
        return M("Discard any cards, then done; you draw up to {n}.", n=state.data.hand_size)

    def cases(self, pos: Position) -> Iterator[Case]:
        for c in pos.hand:
            yield DISCARD, (c,)
        yield DONE, ()
