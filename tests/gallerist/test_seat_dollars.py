"""The rule option ``seat_dollars`` (docs/rulings-gallerist.md, "Seats at 3 and 4 players"): the
later seats in turn order start with more money, and nothing else changes; the app offers it at
4 players, on by default; the engine's default, and every save made without it, is the rules as
printed."""

import json
import random

import pytest

from game import gallerist as g
from game.engine import saves
from game.engine.errors import SaveError
from game.engine.session import Session
from game.gallerist.setup import SEAT_DOLLARS_MAX
from game.gallerist.spec import lab_setup
from game.games import AGENTS, check_setup, spec


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("step", [1, 2])
def test_the_later_seats_start_with_step_dollars_more_per_place_and_nothing_else_changes(players, step):
    for seed in (1, 7, 1001):
        printed = g.new_game(players, seed=seed).to_data()
        evened = g.new_game(players, seed=seed, options={"seat_dollars": step}).to_data()
        assert [k for k in printed if printed[k] != evened[k]] == ["money"]
        first = printed["start_player"]
        in_turn_order = [evened["money"][(first + k) % players] for k in range(players)]
        assert in_turn_order == [printed["money"][0] + k * step for k in range(players)]


def test_no_option_and_zero_are_the_rules_as_printed():
    assert g.new_game(4, seed=3).to_data() == g.new_game(4, seed=3, options={"seat_dollars": 0}).to_data()
    assert len(set(g.new_game(4, seed=3).money)) == 1


def test_a_damaged_value_is_refused_with_one_sentence():
    for bad in (True, False, -1, SEAT_DOLLARS_MAX + 1, 1.0, float("nan"), "1", None, [1], {"a": 1}, 10 ** 5000,
                "\x00" * 100_000):
        with pytest.raises(ValueError) as caught:
            g.new_game(4, seed=1, options={"seat_dollars": bad})
        assert str(caught.value) == f"The Gallerist's seat_dollars is a whole number from 0 to {SEAT_DOLLARS_MAX}"


def test_the_lab_variants_map_to_the_option():
    assert lab_setup("seat-dollars-1") == {"options": {"seat_dollars": 1}}
    assert lab_setup("seat-dollars-2") == {"options": {"seat_dollars": 2}}


def test_the_app_offers_it_at_four_players_only_on_by_default_and_checks_saved_values():
    info = spec("the-gallerist")
    assert info.setup_from_values(info.defaults(), 4) == {"options": {"seat_dollars": 1}}
    assert info.setup_from_values({"seat_dollars": 0}, 4) == {"options": {"seat_dollars": 0}}
    for players in (1, 2, 3):
        assert info.setup_from_values(info.defaults(), players) == {}
    assert info.setup_from_cli({}, ["seat_dollars=1"]) == {"options": {"seat_dollars": 1}}
    assert info.setup_from_cli({}, []) == {}                  # the command line plays the rules as printed
    check_setup("the-gallerist", {"seed": 1, "options": {"seat_dollars": 1}})
    with pytest.raises(ValueError):
        check_setup("the-gallerist", {"seed": 1, "options": {"seat_dollars": 3}})


def _played(options, moves=80):
    seats = [("Ada", "human"), ("Bo", "human"), ("Cy", "human"), ("Di", "human")]
    setup = {"seed": 21, **({"options": options} if options else {})}
    session = Session(g, setup, seats, agents=AGENTS)
    rnd = random.Random(4)
    for _ in range(moves):
        session.apply(rnd.choice(session.decision.options))
    return session


def test_a_save_with_the_option_replays_to_the_same_position_and_one_without_it_as_printed(tmp_path):
    for options in ({"seat_dollars": 1}, None):
        session = _played(options)
        path = tmp_path / "game.json"
        session.save(str(path))
        loaded = Session.load(str(path), {g.GAME_ID: g}, agents=AGENTS, check_setup=check_setup)
        assert loaded.setup == session.setup and loaded.state.to_data() == session.state.to_data()
        assert loaded.actions == session.actions
    # The position depends on the option: a save whose set-up lost it no longer replays to its state.
    session = _played({"seat_dollars": 1}, moves=1)
    data = json.loads(json.dumps(session.to_save()))
    del data["setup"]["options"]
    saves.save(tmp_path / "lost.json", g.GAME_ID, data)
    with pytest.raises(SaveError, match="does not replay"):
        Session.load(str(tmp_path / "lost.json"), {g.GAME_ID: g}, agents=AGENTS, check_setup=check_setup)
