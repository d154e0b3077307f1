"""A third game added through the registry alone: simulate, tournament, the CLI, saves and the
soak driver all run it with no change to shared code (the set-up scene: tests/ui/test_ui_toygame.py)."""

import json

import pytest

import main
from game import games
from game.engine.actions import Action
from game.engine.contract import GameState
from game.engine.errors import SaveError
from game.engine.session import Session
from game.tools.simulate import simulate
from game.tools.soak import play_checked
from game.tools.tournament import tournament
from toygame.spec import TOY


@pytest.fixture
def toy():
    games.register(TOY)
    yield TOY.module()
    games.unregister(TOY.id)


def test_the_toy_state_follows_the_declared_contract(toy):
    st = toy.new_game(players=2, seed=4)
    assert isinstance(st, GameState)
    seat = st.decision().player
    star = Action("play", "star")                      # nobody has money at the start
    assert st.why_not(star) == ("A star costs 1 money; you have 0." if "star" in st.hands[seat]
                                else "You hold no star.")
    assert all(st.why_not(a) is None for a in st.legal_actions())
    assert st.score_breakdown(seat) == [("stars", 0)]


def test_simulate_plays_the_toy_game(toy, capsys):
    report = simulate(toy, ["easy", "random"], 2, 6, seed=1, progress=False)
    assert report["completed"] == 6 and sum(report["wins"].values()) == pytest.approx(6)
    assert main.main(["simulate", "--game", TOY.id, "--games", "3", "--agents", "easy,random",
                      "--option", "short=true", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["completed"] == 3


def test_the_cli_refuses_an_option_the_toy_game_lacks(toy, capsys):
    assert main.main(["simulate", "--game", TOY.id, "--games", "1", "--option", "gold_tiles=false"]) == 2
    assert "Coins and Stars has no option 'gold_tiles'; its options: short" in capsys.readouterr().err


def test_tournament_plays_the_toy_game(toy, capsys):
    report = tournament(TOY.id, ["easy", "random"], 2, 4, 1, workers=1, progress=False)
    assert report["completed"] == 4 and report["agent"]["easy"]["games"] == 4
    assert main.main(["tournament", "--game", TOY.id, "--agents", "easy,random", "--games", "2",
                      "--workers", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


def test_save_and_load_replay_the_toy_game(toy, tmp_path):
    s = Session(toy, {"seed": 3, "options": {"short": True}}, [("Ann", "easy"), ("Ben", "random")],
                agents=games.make_agent)
    for _ in range(4):
        s.apply(s.ai_decide(s.ai_request()))
    path = str(tmp_path / "toy.json")
    s.save(path)
    loaded = Session.load(path, {TOY.id: toy}, agents=games.make_agent, check_setup=games.check_setup)
    assert loaded.state.to_data() == s.state.to_data() and loaded.actions == s.actions
    loaded.apply(loaded.ai_decide(loaded.ai_request()))

    data = json.loads(open(path, encoding="utf-8").read())
    data["setup"]["options"]["short"] = "yes"          # a hand-edited save
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="option short cannot be 'yes'"):
        Session.load(str(bad), {TOY.id: toy}, check_setup=games.check_setup)


def test_the_soak_driver_checks_the_toy_games_invariants(toy):
    for seed in range(5):
        make_setup = dict(TOY.checks.soak)["toy"]
        st, log, errors = play_checked(toy, make_setup(seed))
        assert not errors and st.is_over and log
