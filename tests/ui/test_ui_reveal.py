"""The other players' lines are turned over card by card at the reveal, at the animation speed,
the buy turn's money is counted onto the plate, and AI moves wait for both."""

from test_ui_ac_helpers import open_game, pick, rng
from ui_helpers import run

from game.avant_carde.ui.draw import Painter
from game.ui.play import controller as controller_module


def test_lines_are_revealed_card_by_card_and_the_ai_waits(app, monkeypatch):
    monkeypatch.setattr(controller_module, "AI_PACE", 0.0)
    table = open_game(app, (("Ada", "human"), ("Bob", "greedy"), ("Cy", "greedy")), seed=5, speed="normal")
    c = table.controller
    r = rng(3)
    for _ in range(400):                        # Ada plays her line; the AIs play theirs
        if c.state.phase == "buy":
            break
        if c.human_to_act is not None:
            table.submit_action(pick(c.state, r))
        else:
            c.wait_for_ai()
        run(app, 1, dt=0.02)
    assert c.state.phase == "buy"
    run(app, 1, dt=0.0)
    others = [p for p in (1, 2) if table.places.lines.get(p)]
    assert others
    total = sum(len(table.places.lines[p]) for p in others)
    hidden = [k for k in table.hidden if k[0] == "line" and k[1] in others]
    assert len(hidden) == total                 # every card of the others face down at first
    assert table.hold_ai
    actions = len(c.session.actions)
    seen = []
    for _ in range(400):
        seen.append(sum(1 for k in table.hidden if k[0] == "line" and k[1] in others))
        if not seen[-1]:
            break
        if table.hold_ai:
            assert len(c.session.actions) == actions        # no AI move while lines turn over
        c.wait_for_ai()
        run(app, 1, dt=0.05)
    # the count fell one card at a time (at this frame rate), down to none
    assert seen[-1] == 0 and len(set(seen)) >= min(total, 4)
    assert sorted(seen, reverse=True) == seen
    assert not app.errors


def test_money_counts_up_on_the_plate():
    class SV:
        status, money = "buying", 7
    assert Painter.status_word(SV(), 3) == "Buying · $4 left"
    assert Painter.status_word(SV()) == "Buying · $7 left"
