"""The one step loop of every game (:meth:`game.engine.steps.StepBook.run_auto`), branch by branch:
automatic steps run, steps with no option dropped (the skip hook told), a single option resolved
only where the book says choices are forced, the between-steps hook called only on an empty stack
until it says it moved nothing; and the module's examples hold."""

import doctest

from game.engine import steps
from game.engine.actions import Action
from game.engine.steps import Step, StepBook


def toy_book(**declared):
    """A book with an automatic ``deal`` step (two coins) and a ``spend`` choice (1 to all coins)."""
    book = StepBook("toy", **declared)

    @book.step("deal")
    class Deal(Step):
        auto = True

        def run(self, st, task, events):
            st["coins"] += 2
            events.append({"type": "deal", "player": task["player"]})

    @book.step("spend")
    class Spend(Step):
        def options(self, st, task):
            return [Action("spend", n) for n in range(1, st["coins"] + 1)]

        def resolve(self, st, task, action, events):
            st["coins"] -= action[1]
            events.append({"type": "spend", "coins": action[1]})

    return book


SPEND, DEAL = {"kind": "spend", "player": 1}, {"kind": "deal", "player": 1}


def test_the_module_examples_hold():
    assert doctest.testmod(steps).failed == 0


def test_automatic_steps_run_until_a_choice():
    st, stack, events = {"coins": 0}, [dict(SPEND), dict(DEAL), dict(DEAL)], []
    toy_book().run_auto(st, stack, events)
    assert (st, stack, events) == ({"coins": 4}, [SPEND], [{"type": "deal", "player": 1}] * 2)


def test_a_step_with_no_option_is_dropped_and_the_hook_told():
    told = []
    book = toy_book(on_skip=lambda st, task, events: told.append((st["coins"], task["kind"])))
    st, stack, events = {"coins": 0}, [dict(DEAL), dict(SPEND)], []
    book.run_auto(st, stack, events)          # spend: dropped (no coin yet); then the deal runs
    assert told == [(0, "spend")] and events == [{"type": "deal", "player": 1}] and stack == []
    events = []
    toy_book().run_auto({"coins": 0}, [dict(SPEND)], events)      # no hook: dropped silently
    assert events == []
    events = []
    toy_book(on_skip=steps.skipped).run_auto({"coins": 0}, [dict(SPEND)], events)
    assert events == [{"type": "skipped", "player": 1, "step": "spend"}]


def test_a_single_option_resolves_only_where_choices_are_forced():
    st, stack, events = {"coins": 1}, [dict(SPEND)], []
    toy_book().run_auto(st, stack, events)
    assert (st, stack, events) == ({"coins": 1}, [SPEND], [])
    toy_book(forced=True).run_auto(st, stack, events)
    assert (st, stack, events) == ({"coins": 0}, [], [{"type": "spend", "coins": 1}])


def test_between_steps_is_asked_on_an_empty_stack_until_it_moves_nothing():
    calls = []

    def between(st, events):
        calls.append(len(events))
        if st["coins"] < 4:           # a new round: a deal step, run before between is asked again
            stack.append(dict(DEAL))
            return True
        return False

    st, stack, events = {"coins": 0}, [], []
    toy_book().run_auto(st, stack, events, between=between)
    assert st == {"coins": 4} and calls == [0, 1, 2] and stack == []
    calls.clear()
    stack.append(dict(SPEND))
    toy_book().run_auto(st, stack, events, between=between)         # a choice is due: not asked
    assert calls == [] and stack == [SPEND]


def test_the_decision_of_a_task():
    d = toy_book().decision({"coins": 2}, dict(SPEND))
    assert (d.player, d.kind, d.prompt, d.source) == (1, "spend", "", None)
    assert d.options == (Action("spend", 1), Action("spend", 2))


def test_a_book_that_does_not_force_asks_only_whether_a_step_has_an_option():
    class Quick(Step):
        def has_option(self, st, task):
            return st["coins"] > 0

        def options(self, st, task):
            raise AssertionError("the loop listed every option")

    book = StepBook("toy")
    book.step("spend")(Quick)
    stack = [dict(SPEND)]
    book.run_auto({"coins": 1}, stack, [])
    assert stack == [SPEND]
    book.run_auto({"coins": 0}, stack, [])
    assert stack == []


def test_a_kind_step_judges_reads_and_dispatches_by_kind():
    """Options, ``why_not`` and the move of a KindStep all come from its kinds: an action of an unknown
    kind gets the step's ``not_taken`` reason, one whose arguments cannot be read its ``unreadable``."""
    took = []
    take = steps.Kind("take", ("n",), lambda st, n: None if n <= st["coins"] else "Too many.",
                      lambda st, a, ev: took.append(a[1]))

    class Coins(steps.KindStep):
        kinds = steps.kind_table(take)
        unreadable = "Unreadable."

        def cases(self, st):
            return [(take, (n,)) for n in (1, 2, 3)]

        def write(self, st, kind, args):
            return Action(kind.name, *args)

        def read(self, st, shape, word):
            return word if isinstance(word, int) else steps.UNREAD

        def not_taken(self, st, task, action):
            return "Not here."

    step, st = Coins(), {"coins": 2}
    assert step.options(st, {}) == [Action("take", 1), Action("take", 2)] and step.has_option(st, {})
    assert [reason for _, _, reason in step.judged(st)] == [None, None, "Too many."]
    assert step.check(st, {}, Action("give", 1)) == "Not here."
    assert step.check(st, {}, Action("take", "x")) == step.check(st, {}, Action("take")) == "Unreadable."
    step.resolve(st, {}, Action("take", 2), [])
    assert took == [2] and not step.has_option({"coins": 0}, {})
