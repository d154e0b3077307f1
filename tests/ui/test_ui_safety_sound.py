"""The safety prompt before ending a buy turn that could still do something, and the sound cues."""

import json

from test_ui_ac_helpers import open_game, rng, to_buy_turn
from ui_helpers import click, run

from game.avant_carde.ui.model import build_view
from game.avant_carde.ui.safety import end_turn_warning
from game.engine.actions import Action
from game.ui import sound
from game.ui.play.model import model_of
from game.ui.scenes.dialogs import Dialog
from game.ui.userdata import Settings


def buy_turn_with_something_left(app, table, r):
    """On to a buy turn of the human in which ending now would leave a buy or a power unused."""
    for _ in range(40):
        to_buy_turn(app, table, r)
        if end_turn_warning(table.view, table.view.decision.options):
            return
        table.submit_action(Action("end"))
        run(app)
    raise AssertionError("no buy turn with money left")


def button(dialog, label):
    return next(b for b in dialog.buttons if b.label == label)


def test_ending_a_buy_turn_with_money_left_asks_once_and_dont_ask_again_sticks(app, home):
    table = open_game(app, (("Ada", "human"), ("Bob", "greedy")), seed=3)
    c = table.controller
    r = rng(5)
    buy_turn_with_something_left(app, table, r)
    n = len(c.session.actions)
    table.submit_action(Action("end"))
    dialog = app.top
    assert isinstance(dialog, Dialog) and dialog.title == "End the buy turn?"
    assert dialog.message == end_turn_warning(table.view, c.state.decision().options)
    assert len(c.session.actions) == n                  # nothing happened yet
    click(app, button(dialog, "Keep buying").rect.center)
    assert app.top is table and len(c.session.actions) == n
    table.submit_action(Action("end"))                   # asked once this turn: now it ends
    assert app.top is table and str(c.session.actions[n]) == "end"
    buy_turn_with_something_left(app, table, r)
    n = len(c.session.actions)
    table.submit_action(Action("end"))
    click(app, button(app.top, "Don't ask again").rect.center)
    assert str(c.session.actions[n]) == "end"
    assert app.settings.confirm_end_turn is False
    assert json.loads((home / "settings.json").read_text())["confirm_end_turn"] is False
    buy_turn_with_something_left(app, table, r)
    table.submit_action(Action("end"))
    assert app.top is table and not app.errors


def test_warning_words():
    from tests.follow.helpers import play, session
    s = play(session(seats=(("Ada", "human"), ("Bob", "greedy")), seed=3),
             until=lambda s: s.state.phase == "buy" and any(a.kind == "buy" for a in s.decision.options))
    d = s.decision
    view = build_view(model_of(s.game, s.state, d.player, s.seats), d.player)
    text = end_turn_warning(view, d.options)
    assert text.startswith(f"You still have ${s.state.players[d.player].money}: enough for the ")
    assert end_turn_warning(view, [Action("end")]) is None


def test_settings_fields_are_read_defensively():
    assert Settings.from_data({"volume": float("nan"), "confirm_end_turn": "no"}) == Settings()
    assert Settings.from_data({"volume": 7, "confirm_end_turn": False}).volume == 1.0
    assert Settings.from_data({"volume": 0.25}).volume == 0.25
    assert Settings().sound is True and Settings().confirm_end_turn is True


def test_cues_from_events():
    events = [{"type": "play"}, {"type": "draw"}, {"type": "reshuffle"}, {"type": "awards"}, {"type": "play"}]
    table = {"play": "card", "draw": "card", "reshuffle": "shuffle", "awards": "award"}
    assert sound.cues(events, table) == ["card", "shuffle", "award"]
    assert all(name in sound.VOICES for name in ("card", "coin", "shuffle", "award", "turn", "refused"))


def test_tables_sound_their_cues_and_a_refused_move(app):
    assert app.settings.sound is False                  # off in tests
    played = []
    app.play_sound = played.append
    table = open_game(app, (("Ada", "human"), ("Bob", "greedy")), seed=3)
    to_buy_turn(app, table, rng(6))
    assert "card" in played and "turn" in played
    played.clear()
    stack = next((spot for spot in table.controls.stack_spots.values() if not spot.enabled), None)
    assert stack is not None, "every stack affordable: pick another seed"
    click(app, stack.rect.center)
    assert "refused" in played
    played.clear()
    table.submit_action(Action("play", "nonsense"))
    assert played == ["refused"] and not app.errors


def test_volume_is_applied():
    s = sound.Sounds(enabled=True, volume=0.5)
    calls = []

    class Fake:
        def set_volume(self, v):
            calls.append(v)

        def play(self):
            calls.append("play")

    s._bank = {"coin": Fake()}
    s.play("coin")
    s.play("coin")
    assert calls == [0.5, "play", "play"]
    s.volume = 0
    s.play("coin")
    assert calls == [0.5, "play", "play"]


def test_a_power_of_several_cards_is_named_once():
    from types import SimpleNamespace
    view = SimpleNamespace(patrons={3: SimpleNamespace(power="curator", name="The Curator")},
                           powers=[("c1", "curator", None), ("c2", "curator", None), ("c3", "curator", None)],
                           seats=[SimpleNamespace(money=0)], viewer=0)
    options = [Action("use", "c1"), Action("use", "c2"), Action("use", "c3"), Action("end")]
    assert end_turn_warning(view, options) == "Not used yet: The Curator."
