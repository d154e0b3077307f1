"""The toy game's own tests, beside it (not copied when it is dropped in): a game added by dropping
in its package and its data folder (tests/conftest.py, ``toy_game``) is found by the registry, and
simulate, tournament, the CLI, saves, replays and the soak driver all run it with no change to
shared code; its rules come from its data and run as steps (its set-up scene, table and French:
tests/test_dropin.py, tests/ui/test_ui_dropin.py; the contract every game follows:
tests/test_contract.py)."""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING

import pytest

from game import games, main
from game.engine.actions import Action
from game.engine.errors import SaveError
from game.engine.session import Session
from game.engine.state import GameState
from game.tools.simulate import simulate
from game.tools.soak import CHECKS, play_checked
from game.tools.tournament import tournament

if TYPE_CHECKING:
    from pathlib import Path
    from types import ModuleType


@pytest.fixture
def toy(toy_game: games.GameInfo) -> ModuleType:
    return toy_game.module()


def test_the_dropped_in_package_is_found_and_named_by_its_place(toy_game: games.GameInfo, toy: ModuleType) -> None:
    assert toy_game.package == "game.coins_and_stars" and toy.__name__ == "game.coins_and_stars"
    assert games.game_ids()[-1] == toy_game.id and toy_game.table == "game.coins_and_stars.ui.table:ToyTable"
    assert games.data_path(toy_game).endswith(os.path.join("more_games", "data", "coins_and_stars"))
    assert toy_game.rules_text().startswith("# Coins and Stars")
    assert set(toy_game.app_levels) <= set(games.agent_names(toy_game.id))


def test_the_toy_state_follows_the_contract(toy: ModuleType) -> None:
    st = toy.new_game(players=2, seed=4)
    assert issubclass(type(st), GameState)
    seat = st.decision().player
    star = Action("play", "star")                      # nobody has money at the start
    assert st.why_not(star) == ("Star costs $1; you have $0." if "star" in st.hands[seat]
                                else "You hold no Star.")
    assert all(st.why_not(a) is None for a in st.legal_actions())
    assert st.score_breakdown(seat) == [("stars", 0)]


def test_simulate_plays_the_toy_game(toy: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    report = simulate(toy, ["easy", "random"], 2, 6, seed=1, progress=False)
    assert report["completed"] == 6 and sum(report["wins"].values()) == pytest.approx(6)
    assert main.main(["simulate", "--game", "coins-and-stars", "--games", "3", "--agents", "easy,random",
                      "--option", "short=true", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["completed"] == 3


def test_the_cli_refuses_an_option_the_toy_game_lacks(toy: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["simulate", "--game", "coins-and-stars", "--games", "1", "--option", "gold_tiles=false"]) == 2
    assert "Coins and Stars has no option 'gold_tiles'; its options: short" in capsys.readouterr().err


def test_tournament_plays_the_toy_game(toy: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    report = tournament("coins-and-stars", ["easy", "random"], 2, 4, 1, workers=1, progress=False)
    assert report["completed"] == 4 and report["agent"]["easy"]["games"] == 4
    assert main.main(["tournament", "--game", "coins-and-stars", "--agents", "easy,random", "--games", "2",
                      "--workers", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


def test_save_load_and_replay_the_toy_game(toy: ModuleType, tmp_path: Path) -> None:
    s = Session(toy, {"seed": 3, "options": {"short": True}}, [("Ann", "easy"), ("Ben", "random")],
                agents=games.AGENTS)
    for _ in range(4):
        request = s.ai_request()
        assert request is not None
        s.apply(s.ai_decide(request))
    path = str(tmp_path / "toy.json")
    s.save(path)
    loaded = Session.load(path, {"coins-and-stars": toy}, agents=games.AGENTS, check_setup=games.check_setup)
    assert loaded.state.to_data() == s.state.to_data() and loaded.actions == s.actions
    replayed = toy.new_game(players=2, **s.setup)
    for a in s.actions:
        replayed.apply(a)
    assert replayed.to_data() == s.state.to_data()
    request = loaded.ai_request()
    assert request is not None
    loaded.apply(loaded.ai_decide(request))

    data = json.loads(open(path, encoding="utf-8").read())
    data["setup"]["options"]["short"] = "yes"          # a hand-edited save
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="its set-up is not one this game offers"):
        Session.load(str(bad), {"coins-and-stars": toy}, check_setup=games.check_setup)


def test_the_soak_driver_checks_the_toy_games_invariants(toy_game: games.GameInfo, toy: ModuleType) -> None:
    for seed in range(5):
        make_setup = dict(CHECKS.of(toy_game.id).soak)["toy"]
        st, log, errors = play_checked(toy, make_setup(seed))
        assert not errors and st.is_over and log


def test_a_turn_is_a_play_step_then_an_automatic_draw(toy: ModuleType) -> None:
    st = toy.new_game(players=2, seed=4)
    seat = st.decision().player
    d = st.decision()
    assert d.kind == "play" and set(d.options) <= {Action("play", "coin"), Action("play", "star"), Action("pass")}
    events = st.apply(d.options[0])
    assert [e["type"] for e in events] == [d.options[0].kind, "draw"]     # the draw step ran without asking
    assert st.decision().kind == "play" and st.decision().player != seat and len(st.hands[seat]) == 2
    assert st.to_data()["stack"] == [{"kind": "play", "player": st.decision().player}]


def test_the_cards_come_from_the_data_and_a_damaged_file_is_named(toy: ModuleType, toy_game: games.GameInfo,
                                                                  tmp_path: Path) -> None:
    data = toy.state.load_data()
    assert data.deck(short=True) == ["coin", "coin", "star", "star"] and data.cards["star"].cost == 1
    folder = tmp_path / "broken"
    folder.mkdir()
    text = open(os.path.join(games.data_path(toy_game), "cards.yaml"), encoding="utf-8").read()
    (folder / "cards.yaml").write_text(text.replace("points: 2", "points: many"), encoding="utf-8")
    [error] = toy.check_data(str(folder))
    assert "cards.yaml" in error and "cards.star.points" in error and "an integer" in error
    assert toy.check_data() == []
