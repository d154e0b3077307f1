"""The table model (game/ui/play/model.py): built for a seat, it survives a trip through bytes
unchanged, keeps its messages, and refuses damaged or oversized bytes with one sentence."""

import msgspec
import pytest

from game.engine.i18n import M, Mn, said
from game.engine.session import Session
from game.games import AGENTS, all_specs, game_module
from game.ui.play.model import (
    MAX_MODEL_BYTES,
    TableModel,
    build_table_model,
    decode,
    encode,
    observation_type,
    said_as,
    text,
)

GAMES = [s.id for s in all_specs()]


def _played(game_id, moves=40):
    game = game_module(game_id)
    spec = next(s for s in all_specs() if s.id == game_id)
    seats = [(f"P{i}", "greedy") for i in range(max(2, spec.min_players))]
    session = Session(game, {"seed": 7}, seats, agents=AGENTS)
    events = []
    for _ in range(moves):
        if session.over:
            break
        events = session.apply(session.ai_decide(session.ai_request()))
    return session, events


@pytest.mark.parametrize("game_id", GAMES)
def test_a_model_comes_back_from_bytes_as_it_was(game_id):
    session, events = _played(game_id)
    seat = session.decision.player if session.decision else 0
    session.seats[seat].player = "human"
    model = build_table_model(session, seat, events)
    assert model.decision is None or model.decision.options      # the person to act sees their options
    back = decode(encode(model), observation_type(session.game))
    assert back == model
    if session.decision is not None:                               # nobody sees another seat's options
        other = (seat + 1) % len(session.seats)
        session.seats[other].player = "human"
        assert build_table_model(session, other).decision.options == ()


def test_a_message_keeps_its_words_across_the_trip():
    m = M("{who} buys {card}.", who="Ann", card=Mn("{n} card", "{n} cards", 3, n=3))
    back = said_as(msgspec.json.decode(msgspec.json.encode(text(m)), type=type(text(m))))
    assert back == m and back.msgid == m.msgid and back.kwargs["card"].plural == "{n} cards"
    assert said_as(text(said("déjà dit"))) == "déjà dit" and type(said_as(text(said("x")))).__name__ == "Said"


@pytest.mark.parametrize("data, words", [
    (b"", "cannot be read"), (b"{\"game\": 1}", "cannot be read"), (b"\x00" * 10, "cannot be read"),
    (b"[" * 100_000, "cannot be read"), (b" " * (MAX_MODEL_BYTES + 1), "more than"),
])
def test_damaged_bytes_are_refused_in_one_sentence(data, words):
    with pytest.raises(ValueError, match=words):
        decode(data)


def test_a_model_is_frozen():
    session, _ = _played(GAMES[0], 2)
    model = build_table_model(session, 0)
    assert isinstance(model, TableModel)
    with pytest.raises(AttributeError):
        model.round = 9


def test_the_model_module_imports_no_pygame():
    import subprocess
    import sys
    code = "import game.ui.play.model, sys; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_cased_reason_keeps_its_case_in_every_language():
    from game.engine.i18n import Cased
    m = M("{reason}.", reason=Cased("you have already moved this turn", upper=True))
    back = said_as(msgspec.json.decode(msgspec.json.encode(text(m)), type=type(text(m))))
    assert back == m == "You have already moved this turn."
    assert isinstance(back.kwargs["reason"], Cased) and back.kwargs["reason"].upper


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_goes_as_the_games_one_notation_and_comes_back(game_id):
    """A model's options are actions in their text form (``buy 5``), read back by the engine's
    ``parse_action``: the one notation saves and logs use too."""
    from game.engine.actions import parse_action
    session, _ = _played(game_id, moves=0)
    seen = 0
    while not session.over and seen < 100:
        seat = session.decision.player
        session.seats[seat].player = "human"
        options = build_table_model(session, seat).decision.options
        assert [parse_action(o.action) for o in options] == list(session.decision.options)
        session.seats[seat].player = "greedy"
        session.apply(session.ai_decide(session.ai_request()))
        seen += 1
    assert seen == 100
