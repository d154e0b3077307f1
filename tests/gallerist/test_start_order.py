"""The start-location orders the lab compares at 3 and 4 players (rulings Q7): the rules'
order stays the game's; the lab plays the alternatives through the ``start_order`` option and
counts seats in turn order (the summary's ``turn_order``)."""

import pytest

from game import gallerist as g
from game.gallerist.setup import START_ORDERS, place_order
from game.gallerist.spec import lab_setup
from game.tools.lab import in_turn_order, outcome_game, summarise_outcomes


def placing(players, seed, order=None):
    s = g.new_game(players, seed=seed, options={"start_order": order} if order else None)
    seats = []
    while s.phase == "place":
        d = s.decision()
        seats.append(d.player)
        s.apply(d.options[0])
    return s.start_player, seats


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_order_places_every_seat_once_as_it_says(players):
    for seed in range(1, 6):
        first, seats = placing(players, seed)
        assert seats == [(first - 1 - i) % players for i in range(players)]          # the rules: the start player last
        first, seats = placing(players, seed, "start-first")
        assert seats[0] == first and seats[1:] == [(first - 1 - i) % players for i in range(players - 1)]
        first, seats = placing(players, seed, "clockwise")
        assert seats == [(first + i) % players for i in range(players)]


def test_the_orders_differ_from_3_players_and_are_two_at_2():
    assert place_order(1, 2, "start-first") == place_order(1, 2, "clockwise") == [1, 0] != place_order(1, 2)
    assert len({tuple(place_order(0, 4, o)) for o in START_ORDERS}) == 3


def test_an_unknown_order_or_option_is_refused_and_the_lab_variants_map_to_the_option():
    with pytest.raises(ValueError, match="start_order"):
        g.new_game(3, seed=1, options={"start_order": "random"})
    with pytest.raises(ValueError, match="no such rule option"):
        g.new_game(3, seed=1, options={"short": True})
    assert lab_setup("standard") == {}
    assert lab_setup("clockwise") == {"options": {"start_order": "clockwise"}}
    with pytest.raises(KeyError):
        lab_setup("reverse")


def test_the_lab_counts_the_gallerist_seats_in_turn_order():
    assert in_turn_order({"winners": [2], "scores": [5, 6, 9], "turn_order": [2, 0, 1]}) == ([0], [9, 5, 6])
    assert in_turn_order({"winners": [1], "scores": [5, 6]}) == ([1], [5, 6])           # no turn order: as it is
    result = outcome_game(("the-gallerist", "standard", ("greedy", "greedy", "greedy"), 3))
    state_first = g.new_game(3, seed=3).start_player
    report = summarise_outcomes([result], 3)
    assert len(result["scores"]) == 3 and sum(report["seat_win_rates"]) == pytest.approx(1.0)
    # seat 1 of the lab is the start player: its score is the start player's
    from game.tools.tournament import play_timed
    state, _ = play_timed(g, ("greedy",) * 3, 3, {})
    assert state.start_player == state_first and result["scores"][0] == state.money[state_first]
