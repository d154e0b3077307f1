"""The GameController between a table and its session: a human move is the shown human's to make
(the one thing the controller checks), its legality is the state's alone, and a refused move
changes nothing — state, action log, game log, autosave."""

import pytest

from game.engine.actions import parse_action
from game.engine.errors import IllegalActionError
from game.engine.session import Session
from game.games import AGENTS, game_module
from game.ui.play.controller import GameController, NotYourTurnError
from game.ui.userdata import Settings

ac = game_module("avant-carde")


def controller(tmp_path, seats=(("Ada", "human"), ("Bob", "greedy"))):
    session = Session(ac, {"seed": 4}, seats, autosave_path=str(tmp_path / "autosave.json"), agents=AGENTS)
    session.autosave()
    return GameController(session, Settings())


def to_human_turn(c):
    while c.human_to_act is None:
        c.session.apply(c.session.ai_decide(c.session.ai_request()))


def everything(c):
    s = c.session
    return (s.state.to_data(), list(s.actions), [line.to_data() for line in s.log], s.barrier,
            open(s.autosave_path, encoding="utf-8").read())


def test_an_illegal_move_through_the_controller_raises_and_changes_nothing(tmp_path):
    c = controller(tmp_path)
    to_human_turn(c)
    c.submit(c.decision().options[0])
    to_human_turn(c)
    before = everything(c)
    for bad in ("buy 99", "play nothing", "stop now"):
        with pytest.raises(IllegalActionError) as err:
            c.submit(parse_action(bad))
        assert not isinstance(err.value, NotYourTurnError)
        assert everything(c) == before
    c.submit(c.decision().options[0])                          # the human plays on


def test_a_move_out_of_the_shown_humans_turn_is_refused_unchanged(tmp_path):
    c = controller(tmp_path, seats=(("Ada", "greedy"), ("Bob", "human")))
    while c.human_to_act is not None:                          # until the AI is to act
        c.submit(c.decision().options[-1])
    before = everything(c)
    with pytest.raises(NotYourTurnError, match="not the turn of the seat shown"):
        c.submit(c.decision().options[0])                      # a legal option, but the AI's
    assert everything(c) == before


def test_the_controller_leaves_legality_to_the_state(tmp_path, monkeypatch):
    """A legal option and an illegal move both reach the state's apply, once each: nothing
    between the table and the state judges a move."""
    c = controller(tmp_path)
    to_human_turn(c)
    asked = []
    real = type(c.session.state).apply

    def judging(state, action):
        asked.append(str(action))
        return real(state, action)
    monkeypatch.setattr(type(c.session.state), "apply", judging)
    legal = c.decision().options[0]
    c.submit(legal)
    to_human_turn(c)
    with pytest.raises(IllegalActionError):
        c.submit(parse_action("buy 99"))
    assert asked[0] == str(legal) and asked[-1] == "buy 99"


def test_a_faulty_agent_falls_back_to_the_first_option(tmp_path, monkeypatch):
    c = controller(tmp_path, seats=(("Ada", "greedy"), ("Bob", "greedy")))
    c.settings.animation_speed = "instant"
    monkeypatch.setattr(c.session, "ai_decide", lambda request: parse_action("buy 99"))
    expected = c.decision().options[0]
    for _ in range(100):
        moved = c.poll()
        if moved:
            break
        c.wait_for_ai()
    assert moved == [(moved[0][0], expected, moved[0][2])]
    assert c.errors == [f"agent of seat {moved[0][0]} chose an illegal buy 99"]
