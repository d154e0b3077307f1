"""The Art Decko table sees the game only as the seat at the screen may: through its controller's
observation, decision and ``why_not`` and the events of each move, never the state."""

import ast
import pathlib

import pygame
from test_ui_ad_table import Builder, click_button, click_spot, game_state, open_table
from ui_helpers import run

import game.art_decko.ui as ad_ui
from game.art_decko.invariants import check_invariants
from game.art_decko.ui.table import ArtDeckoTable
from game.engine.session import Session
from game.games import AGENTS, game_module
from game.ui.play.controller import GameController

UI = pathlib.Path(ad_ui.__file__).parent


def test_no_table_module_reads_the_state():
    for path in sorted(UI.rglob("*.py")):
        source = path.read_text()
        for word in ("controller.state", "session.state"):
            assert word not in source, f"{path.name} reads {word}"
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ImportFrom):
                assert node.module != "game.art_decko.state", f"{path.name} imports the state"


class Screened:
    """A controller (or its session) with the state out of reach: reading it fails the test."""

    def __init__(self, inner):
        object.__setattr__(self, "_inner", inner)

    def __getattr__(self, name):
        assert name != "state", "the table read the state"
        value = getattr(self._inner, name)
        return Screened(value) if name == "session" else value

    def __setattr__(self, name, value):
        setattr(self._inner, name, value)


def test_the_table_plays_from_the_controller_without_the_state(app):
    app.settings.animation_speed = "instant"
    session = Session(game_module("art-decko"), {"seed": 5}, [("Ada", "human"), ("Bruno", "greedy")],
                      agents=AGENTS)
    table = ArtDeckoTable(app, Screened(GameController(session, app.settings)))
    app.push(table)
    run(app, 2)
    for _ in range(3):                                  # Ada haggles through two turns, Bruno plays his
        while session.decision is not None and session.decision.player == 0:
            d = session.decision
            if d.kind == "action":
                click_spot(app, table, ("hand", session.state.data.code_to_id[d.options[0][1]]))
                click_button(app, table.b_haggle)
            else:
                click_button(app, table.b_draw)
        for _ in range(200):
            if session.decision is None or session.decision.player == 0:
                break
            table.controller.wait_for_ai()
            run(app, 1, dt=0.5)
    assert session.state.round == 4 and check_invariants(session.state) == []
    assert app.errors == []


def test_the_projection_of_another_player_shows_only_what_the_viewer_may_see(app):
    """The figure beside each player ("≈ N at end") once came from the whole state, so it told
    the viewer the genres of the paintings another player holds unseen."""
    t = Builder(players=2, seed=1)
    t.rating("pop_art", 40)                             # a Pop Art painting now scores far more
    t.turn(0)
    s = t.s
    secret = next(c for c in s.hands[1] if not s.public >> c & 1)
    vp = s.data.painting_vp
    swap = next(c for c in s.deck if vp[s.ratings[s.data.cards[c].genre]] != vp[s.ratings[s.data.cards[secret].genre]])
    twin = s.clone()                                    # the same but for that one unseen painting
    twin.hands[1][twin.hands[1].index(secret)] = swap
    twin.deck[twin.deck.index(swap)] = secret
    twin.dealt = tuple(tuple(swap if c == secret else c for c in d) for d in twin.dealt)
    assert check_invariants(twin) == [] and twin.observation(0) == s.observation(0)
    assert twin.final_breakdown(1)["total"] != s.final_breakdown(1)["total"]
    shown = []
    for state in (s, twin):
        table = open_table(app, state)
        shown.append((table.frame().projected, table._spot_keys[("player", 1)].tooltip))
        app.pop(table)
    assert shown[0] == shown[1]
    assert "you have not seen" in shown[0][1]
    assert app.errors == []


def test_the_scoring_breakdown_is_drawn_from_the_final_observation(app):
    session = Session(game_module("art-decko"), {"seed": 3}, [("Ada", "greedy"), ("Bruno", "greedy")],
                      agents=AGENTS)
    while not session.over:
        session.apply(session.ai_decide(session.ai_request()))
    table = open_table(app, session.state)
    view = table.controller.model().observation
    surface = pygame.Surface((700, 520))
    used = table.draw_breakdown(surface, surface.get_rect(), view, ["Ada", "Bruno"], 1.0)
    assert 0 < used.h <= 520
    assert [b.total for b in view.projected] == [b["total"] for b in game_state(table).final] and app.errors == []
