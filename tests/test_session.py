"""The game session: log, undo back to the last reveal, autosave, save/load by replay."""

import json
import os

import pytest

from game.engine.errors import IllegalActionError, SaveError
from game.engine.session import Session
from game.games import AGENTS, game_module

ac = game_module("avant-carde")
GAMES = {"avant-carde": ac}


def new(tmp_path=None, seats=(("Ada", "human"), ("Bob", "human")), **setup):
    setup.setdefault("seed", 4)
    path = str(tmp_path / "autosave.json") if tmp_path else None
    return Session(ac, setup, seats, autosave_path=path, agents=AGENTS)


def first_play(s):
    return next(a for a in s.decision.options if a.kind == "play")


def test_log_describes_actions_and_events():
    s = new()
    s.apply(first_play(s))
    s.apply("stop")
    texts = [entry.text for entry in s.log]
    assert texts[0].startswith(("Ada plays", "Bob plays"))
    assert any("stops" in t for t in texts)


def test_undo_goes_back_within_the_turn_but_not_past_a_reveal():
    s = new(patrons="new_yorkers")
    seat = s.seat_to_act()
    # A starter card (1, 2, 11-14) draws nothing: its play reveals nothing and can be undone.
    plain = [a for a in s.decision.options if a.kind == "play" and "." in a[1]]
    assert len(plain) >= 2
    before = s.state.to_data()
    s.apply(plain[0])
    assert s.seat_to_act() == seat and s.can_undo()
    assert s.undo()
    assert s.state.to_data() == before and not s.actions
    assert not s.can_undo()
    s2 = new(patrons="new_yorkers", seed=9)
    s2.apply("stop")                      # the other seat now acts: no undo for anyone
    assert not s2.can_undo()


def test_draw_is_a_barrier_for_undo():
    s = new(seed=11)
    # Play until some action draws a card.
    for _ in range(200):
        d = s.decision
        events = s.apply(d.options[0])
        if any(e["type"] == "draw" for e in events) and s.seat_to_act() == d.player:
            assert not s.can_undo()
            return
    pytest.skip("no draw happened in this game")


def test_history_holds_the_scores_at_the_end_of_every_round_and_the_final_totals():
    """The game-over chart: one point per round, each the scores when that round ended (issue 15.2)."""
    s = Session(game_module("avant-carde"), {"seed": 3}, [("Ada", "greedy"), ("Bob", "greedy")], agents=AGENTS)
    ended = [[0, [0, 0]]]
    while not s.over:
        before = s.state.round
        s.apply(s.ai_decide(s.ai_request()))
        if s.state.round != before or s.over:
            ended.append([before, s.state.summary()["scores"]])
    assert s.history == ended
    assert [r for r, _ in s.history] == list(range(s.state.round + 1))
    assert s.history[-1][1] == s.state.summary()["scores"]


def test_autosave_then_load_gives_the_same_game(tmp_path):
    s = new(tmp_path)
    for _ in range(40):
        s.apply(s.decision.options[0])
    loaded = Session.load(str(tmp_path / "autosave.json"), GAMES)
    assert loaded.state.to_data() == s.state.to_data()
    assert [str(a) for a in loaded.actions] == [str(a) for a in s.actions]
    assert [entry.text for entry in loaded.log] == [entry.text for entry in s.log]


def test_corrupt_and_foreign_saves_give_clear_errors(tmp_path):
    s = new(tmp_path)
    s.apply(s.decision.options[0])
    path = str(tmp_path / "autosave.json")
    data = json.load(open(path))
    bad = tmp_path / "bad.json"
    bad.write_text(open(path).read()[:50])
    with pytest.raises(SaveError, match="damaged"):
        Session.load(str(bad), GAMES)
    data["actions"].append("buy 7")
    bad.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        Session.load(str(bad), GAMES)
    data = json.load(open(path))
    data["game"] = "chess"
    bad.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not know"):
        Session.load(str(bad), GAMES)


def test_ai_seats_decide_from_requests():
    s = new(seats=(("Ada", "greedy"), ("Bot", "random")))
    while not s.over and s.state.round < 60:
        req = s.ai_request()
        assert req is not None
        s.apply(s.ai_decide(req))
    assert s.over
    assert s.history[-1][1] == s.state.summary()["scores"]
    assert not os.path.exists("autosave.json")


def test_an_art_decko_session_plays_to_the_end_and_reloads(tmp_path):
    ad = game_module("art-decko")
    s = Session(ad, {"seed": 3}, (("Ann", "greedy"), ("Ben", "random"), ("Cy", "greedy")),
                autosave_path=str(tmp_path / "auto.json"), agents=AGENTS)
    steps = 0
    while not s.over and steps < 5000:
        s.apply(s.ai_decide(s.ai_request()))
        steps += 1
    assert s.over and s.log[-1].text.endswith("the game!")
    loaded = Session.load(str(tmp_path / "auto.json"), {"art-decko": ad})
    assert loaded.state.to_data() == s.state.to_data()


def test_the_log_keeps_each_seats_play_phase_secret_until_the_reveal():
    s = new(seed=21)
    first = s.seat_to_act()
    other = 1 - first
    while s.seat_to_act() == first and s.state.phase == "play":
        plays = [a for a in s.decision.options if a.kind == "play"]
        s.apply(plays[0] if plays else s.decision.options[-1])
    mine = [entry.text for entry in s.visible_log(first)]
    theirs = [entry.text for entry in s.visible_log(other)]
    names = {first: s.seats[first].name, other: s.seats[other].name}
    assert any(t.startswith(f"{names[first]} plays") for t in mine)
    assert not any(t.startswith(names[first]) for t in theirs)     # not a word of the first line
    assert not any(t.startswith(names[first]) for t in [entry.text for entry in s.visible_log(None)])
    while s.state.phase == "play":
        s.apply(s.decision.options[-1])                               # everyone else stops
    assert [entry.text for entry in s.visible_log(other)] == [entry.text for entry in s.log]


def test_an_art_decko_payment_is_one_log_line_naming_the_cards_paid():
    ad = game_module("art-decko")
    s = Session(ad, {"seed": 4}, (("Ann", "greedy"), ("Ben", "greedy")), agents=AGENTS)
    toggles = confirms = 0
    while not s.over and confirms < 6:
        d = s.state.decision()
        action = s.ai_decide(s.ai_request())
        before = len(s.log)
        if action[0] == "confirm":
            names = [s.state.data.card_name(c) for c, _ in s.state.plan.paid]
        s.apply(action)
        mine = [line.text for line in s.log[before:] if line.seat == d.player]
        if action[0] in ("pay", "unpay", "ability"):
            toggles += 1
            assert not any(text.startswith("Ann ") or text.startswith("Ben ") for text in mine)
        elif action[0] == "confirm":
            confirms += 1
            assert mine[0].startswith(("Ann pays", "Ben pays")) and all(n in mine[0] for n in names)
    assert toggles and confirms == 6


class CountingAgents:
    """The registry's agents, counting what a session asks of them."""

    def __init__(self, names=None):
        self.made, self._names = [], names

    def make(self, game_id, name, **kwargs):
        self.made.append((game_id, name))
        return AGENTS.make(game_id, name, **kwargs)

    def names(self, game_id):
        return AGENTS.names(game_id) if self._names is None else self._names


def test_ai_seats_get_their_agents_from_the_agents_the_session_was_given():
    agents = CountingAgents()
    s = Session(ac, {"seed": 2}, (("Ada", "greedy"), ("Bob", "greedy")), agents=agents)
    for _ in range(6):
        s.apply(s.ai_decide(s.ai_request()))
    assert agents.made == [("avant-carde", "greedy")] * 2          # one agent per AI seat, made once


def test_a_session_without_agents_plays_humans_and_says_why_an_ai_cannot_move():
    s = Session(ac, {"seed": 2}, (("Ada", "human"), ("Bob", "greedy")))
    while s.ai_request() is None:
        s.apply(s.decision.options[0])
    with pytest.raises(RuntimeError, match="seat 1 is played by 'greedy', but this session was given no agents"):
        s.ai_decide(s.ai_request())


def test_a_save_may_name_only_the_players_its_loader_knows(tmp_path):
    s = new(tmp_path, seats=(("Ada", "human"), ("Bob", "greedy")))
    s.apply(s.decision.options[0])
    path = str(tmp_path / "autosave.json")
    assert Session.load(path, GAMES, agents=CountingAgents()).seats[1].player == "greedy"
    with pytest.raises(SaveError, match="a seat is not a name and one of human, random"):
        Session.load(path, GAMES, agents=CountingAgents(names=["random"]))
    assert Session.load(path, GAMES).seats[1].player == "greedy"      # no agents given: no AI moves either


def _everything(s, path):
    """What an illegal move must leave as it was: the state, the action log, the game log, the autosave."""
    return (s.state.to_data(), list(s.actions), list(s.actors), [line.to_data() for line in s.log], s.barrier,
            [h[:] for h in s.history], open(path, encoding="utf-8").read())


def test_an_illegal_action_raises_the_states_error_and_changes_nothing(tmp_path):
    s = new(tmp_path)
    for _ in range(5):
        s.apply(s.decision.options[0])
    path = str(tmp_path / "autosave.json")
    before = _everything(s, path)
    for bad in ("buy 99", "play nothing", "use 1 2 3", "stop now"):
        with pytest.raises(IllegalActionError) as err:
            s.apply(bad)
        assert err.value.legal == list(s.decision.options)     # the state's own error, its options
        assert _everything(s, path) == before
    s.apply(s.decision.options[0])                              # the game goes on
    assert len(s.actions) == 6


def test_the_session_refuses_through_the_state_alone(monkeypatch):
    """The session does not look at the options itself: a state that accepts an action the
    options do not list is obeyed, and one that refuses a listed option is not overruled."""
    s = new()
    listed = s.decision.options[0]
    calls = []
    real = type(s.state).apply

    def judging(state, action):
        calls.append(action)
        return real(state, action)
    monkeypatch.setattr(type(s.state), "apply", judging)
    s.apply(listed)
    assert calls == [listed]
    with pytest.raises(IllegalActionError):
        s.apply("buy 99")
    assert calls[-1] == ("buy", 99)                             # asked once, by the session, of the state


def test_describe_reads_the_position_before_the_move(monkeypatch):
    s = new()
    seen = []
    real = ac.describe

    def describe(state, seat, action, names):
        seen.append(state.to_data())
        return real(state, seat, action, names)
    before = s.state.to_data()
    monkeypatch.setattr(ac, "describe", describe)
    s.apply(s.decision.options[0])
    assert seen == [before]


def test_a_failing_describe_leaves_the_game_as_it_was(monkeypatch):
    s = new()
    before = s.state.to_data()

    def broken(state, seat, action, names):
        raise KeyError("a rules bug")
    monkeypatch.setattr(ac, "describe", broken)
    with pytest.raises(KeyError):
        s.apply(s.decision.options[0])
    assert s.state.to_data() == before and not s.actions and not s.log
