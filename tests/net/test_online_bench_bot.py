"""The online bench's bots play from what a client receives: the seat's model as bytes, with no
state behind it. Each game's ``random`` AI must finish a game that way, for the bench run by CI
(``bench --online``) measures nothing if a bot cannot choose from its model."""

import msgspec
import pytest

from game.engine.actions import parse_action
from game.engine.rng import Rng
from game.engine.session import Session
from game.games import AGENTS, all_specs, game_module, make_agent
from game.net.bench import bot_choice
from game.net.server import encode_payload

GAMES = [s.id for s in all_specs()]
MOVES = 3000


@pytest.mark.parametrize("game_id", GAMES)
def test_a_random_bot_finishes_a_game_from_its_model_bytes(game_id):
    spec = next(s for s in all_specs() if s.id == game_id)
    seats = [(f"Bot {i + 1}", "human") for i in range(max(2, spec.min_players))]
    session = Session(game_module(game_id), {"seed": 1000}, seats, agents=AGENTS)
    bots = [make_agent(game_id, "random") for _ in seats]
    rngs = [Rng(10 + i) for i in range(len(seats))]
    events: list = []
    for _ in range(MOVES):
        if session.over:
            break
        seat = session.seat_to_act()
        model = msgspec.json.decode(encode_payload(session, seat, events))
        assert model["decision"]["options"], "the seat to act is given its options"
        events = session.apply(parse_action(bot_choice(bots[seat], model, rngs[seat])))
    assert session.over
