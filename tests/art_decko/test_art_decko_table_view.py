"""What Art Decko's table is given: its action notation (one way to write and read an action), the
seat's typed view, the options and reasons by target worked out in one pass, and what another seat
may see of a planned action."""

import pytest

import game.art_decko as art_decko
from game.art_decko.ai.agents import RandomArtDeckoAgent
from game.art_decko.notation import ARGS, format_action, parse
from game.art_decko.steps import BOOK
from game.art_decko.table_view import ArtDeckoView, table_choices
from game.engine.rng import Rng
from game.engine.session import Seat
from game.ui.play.model import decode, encode, model_of


def positions(seed=3, players=3, every=7, limit=400):
    """States along a game of random players (a fresh copy every ``every`` actions)."""
    state = art_decko.new_game(players, seed)
    agent, rng = RandomArtDeckoAgent(), Rng(seed)
    for n in range(limit):
        if state.is_over:
            return
        if n % every == 0:
            yield state.clone()
        state.apply(agent.choose(art_decko, None, state.decision(), rng))


def test_every_option_is_written_and_read_back_the_same():
    kinds = set()
    for state in positions():
        for action in state.decision().options:
            text = format_action(action)
            assert text == str(action) and parse(text) == action and format_action(parse(text)) == text
            kinds.add(action.kind)
    assert {"haggle", "acquire", "pay", "confirm", "discard", "done"} <= kinds


def test_the_steps_take_the_notations_arguments():
    for kind in ("action", "marker", "exhibitor", "pay", "discard"):
        for name, k in BOOK[kind].kinds.items():
            assert k.args == ARGS[name]


@pytest.mark.parametrize("text", ["", " ", "buy c1", "haggle", "haggle c1 c2", "haggle 12", "acquire teal",
                                  "show c1 Poetic", "marker gray\x00", "pay c1 ", "x" * 1000, "confirm now",
                                  "acquire teal c1; rm", "bonus none none"])
def test_text_that_is_not_an_action_is_refused_in_one_sentence(text):
    with pytest.raises(ValueError) as e:
        parse(text)
    assert "\n" not in str(e.value) and len(str(e.value)) < 200


def test_the_options_by_target_are_the_decisions_and_the_reasons_are_why_not():
    checked = 0
    for state in positions(every=3, limit=200):
        d = state.decision()
        options, reasons = table_choices(state, d.player, ["A", "B", "C"])
        assert [a for _, a, _, _ in options] == list(d.options)        # the same options, in order
        targets = {t for t, *_ in options}
        assert not targets & set(reasons)
        for target, reason in reasons.items():
            assert reason and isinstance(reason, str)
            checked += 1
        # a hand card that cannot pay, an unaffordable painting: the engine's own words
        for (kind, args), action, verdict in BOOK[d.kind].judged(state):
            assert verdict == state.why_not(action)
    assert checked > 50


def test_a_planned_action_shows_its_kind_and_place_to_others_and_nothing_of_its_card():
    state = next(s for s in positions(every=1) if s.phase == "plan" and s.plan.stage == "pay")
    planner, other = state.current, (state.current + 1) % state.num_players
    seats = [Seat(f"P{i}") for i in range(state.num_players)]
    mine = model_of(art_decko, state, planner, seats)
    theirs = model_of(art_decko, state, other, seats)
    assert mine.decision.kind == "pay" and theirs.decision.kind == "action"
    assert theirs.observation.plan.kind == state.plan.kind and theirs.observation.plan.card == -1
    title = state.data.cards[state.plan.card].title.encode()
    assert title in encode(mine) and title not in encode(theirs)      # the planner's prompt names it
    # the seat's view of a state rebuilt from what it sees is the very same
    again = art_decko.determinize(state.observation(other), Rng(5))
    assert encode(model_of(art_decko, again, other, seats)) == encode(theirs)


def test_the_view_goes_through_bytes_unchanged():
    for state in positions(every=25):
        model = model_of(art_decko, state, 0, [Seat("A"), Seat("B"), Seat("C")])
        assert decode(encode(model), ArtDeckoView) == model
