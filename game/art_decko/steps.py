"""Art Decko's pending steps, declared once in a :class:`~game.engine.steps.StepBook`.

Every decision is one of five steps: the ``action`` choice, the ``marker`` and ``exhibitor``
choices of a planned Show, the ``pay`` step of a planned action and the end-of-turn
``discard``. The pending step follows from the state's phase and plan (:func:`pending_task`),
so a half-planned action survives a save exactly as before. Between two decisions the course of
the turn (:mod:`game.art_decko.turn`: the clean-up, the end of a turn, the next one, the final
scoring) is four automatic steps, run by the engine's one loop (:func:`carry_on`): Art Decko's
stack is the one step its phase names, so the loop's stack is at most one deep. A step with no
option is skipped: an empty hand's actions are forfeited.

Each step names, per kind of action it takes (a :class:`~game.engine.steps.Kind`), the kind's
arguments, its one predicate (:mod:`game.art_decko.checks`) and what carries it out
(:mod:`game.art_decko.moves`), and lists its cases (a kind and decoded arguments) in the order the
decision offers them. Its options are the cases the predicates pass; ``why_not`` decodes the
action and asks the same predicate (:class:`~game.engine.steps.KindStep` does both). A kind
another step takes is "not possible now", and one of the action choice's kinds while an action
is being planned says to finish that first.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from game.art_decko import checks, moves, turn
from game.art_decko.checks import Position
from game.art_decko.notation import ARGS
from game.art_decko.payment import plan_cost, plan_total
from game.art_decko.phases import PH_CLEANUP, PH_END_TURN, PH_FINAL, PH_OVER, PH_PLAN, PH_START_TURN, act
from game.engine.actions import Action, Decision
from game.engine.i18n import L, M
from game.engine.steps import UNREAD, Case, Events, Kind, KindStep, Step, StepBook, Task, kind_table

if TYPE_CHECKING:
    from game.art_decko.records import ArtDeckoData
    from game.art_decko.state import ArtDeckoState

BOOK: StepBook[ArtDeckoState] = StepBook("art-decko", on_skip=turn.skipped)


def pending_task(st: ArtDeckoState) -> Task | None:
    """The step the game waits for (None once it is over): the phase, or the plan's stage."""
    if st.phase == PH_OVER:
        return None
    return {"kind": st.planned.stage if st.phase == PH_PLAN else st.phase, "player": st.current}


def carry_on(st: ArtDeckoState, events: Events) -> None:
    """After a move, the turn's automatic steps and the skipped ones, until a player has a choice
    to make or the game is over: the engine's loop, its stack refilled with the step the phase
    names whenever it is empty."""
    due: list[Task] = []

    def phase_step(state: ArtDeckoState, _: Events) -> bool:
        task = pending_task(state)
        if task is None:
            return False
        due.append(task)
        return True

    BOOK.run_auto(st, due, events, between=phase_step)


def task_of(decision: Decision) -> Task:
    """The step a decision asks for (its kind and player), to judge or carry out its answer."""
    return {"kind": decision.kind, "player": decision.player}


# ---- an action's arguments: written (codes and ids) and read (card ids and records) ------------

def _decode_arg(d: ArtDeckoData, what: str, word: Any) -> Any:
    if what == "card":
        return d.code_to_id.get(word, UNREAD)
    if what == "location":
        return d.locations_by_id.get(word, UNREAD)
    if what == "exhibition":
        return d.exhibitions_by_id.get(word, UNREAD)
    if what == "space":            # a New Exhibitor space by index, -1 for "none"
        space = d.exhibitor_spaces_by_id.get(word)
        return -1 if word == "none" else UNREAD if space is None else space.index
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


class ArtDeckoStep(KindStep["ArtDeckoState", Position]):
    """A step that judges and carries out actions by their kind (see :attr:`kinds`), on the
    :class:`~game.art_decko.checks.Position` the predicates read."""

    unreadable = checks.NOT_NOW

    def position(self, state: ArtDeckoState) -> Position:
        return Position(state)

    def write(self, state: ArtDeckoState, kind: Kind, args: tuple[Any, ...]) -> Action:
        return _WRITERS[kind.args](state.data, kind.name, args)

    def read(self, state: ArtDeckoState, shape: str, word: Any) -> Any:
        return _decode_arg(state.data, shape, word)

    def not_taken(self, state: ArtDeckoState, task: Task, action: Action) -> str:
        return checks.FINISH_FIRST if action[0] in ACTION_KINDS else checks.NOT_NOW


@BOOK.step("action")
class ChooseAction(ArtDeckoStep):
    kinds = kind_table(HAGGLE, ACQUIRE, SHOW)

    def prompt(self, state: ArtDeckoState, task: Task) -> str:
        return M("Action {n} of {total}: haggle, acquire or show.", n=state.actions_done + 1,
                 total=state.data.actions_per_turn)

    def cases(self, pos: Position) -> Iterator[Case]:
        d, st = pos.data, pos.st
        if not pos.hand:            # an empty hand cannot act: the step is skipped, its actions forfeited
            return
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
    kinds = kind_table(MARKER, CANCEL)

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
    kinds = kind_table(BONUS, CANCEL)

    def prompt(self, state: ArtDeckoState, task: Task) -> str:
        return M("First show: claim a New Exhibitor bonus?")

    def cases(self, pos: Position) -> Iterator[Case]:
        for space in pos.data.exhibitor_spaces:
            yield BONUS, (space.index,)
        yield BONUS, (-1,)
        yield CANCEL, ()


@BOOK.step("pay")
class Pay(ArtDeckoStep):
    kinds = kind_table(PAY, UNPAY, ABILITY, SECOND, CONFIRM, CANCEL)

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
    kinds = kind_table(DISCARD, DONE)

    def prompt(self, state: ArtDeckoState, task: Task) -> str:
        return M("Discard any cards, then done; you draw up to {n}.", n=state.data.hand_size)

    def cases(self, pos: Position) -> Iterator[Case]:
        for c in pos.hand:
            yield DISCARD, (c,)
        yield DONE, ()


# ---- the course of the turn between decisions (:mod:`game.art_decko.turn`) ---------------------

@BOOK.step(PH_CLEANUP)
class CleanUp(Step["ArtDeckoState"]):
    auto = True

    def run(self, state: ArtDeckoState, task: Task, events: Events) -> None:
        turn.clean_up(state, events)


@BOOK.step(PH_END_TURN)
class EndTurn(Step["ArtDeckoState"]):
    auto = True

    def run(self, state: ArtDeckoState, task: Task, events: Events) -> None:
        turn.end_turn(state, events)


@BOOK.step(PH_START_TURN)
class StartTurn(Step["ArtDeckoState"]):
    auto = True

    def run(self, state: ArtDeckoState, task: Task, events: Events) -> None:
        turn.start_turn(state, events)


@BOOK.step(PH_FINAL)
class FinalScoring(Step["ArtDeckoState"]):
    auto = True

    def run(self, state: ArtDeckoState, task: Task, events: Events) -> None:
        turn.finish_game(state, events)
