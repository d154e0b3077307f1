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


def test_waiting_for_the_seats_does_not_spin_once_one_has_finished(monkeypatch):
    """The bench waits for every seat's run; a seat whose game ended first must not turn that wait
    into a busy loop (it did: the bots' process spent 104 s of CPU on a 196 s run, taking a core
    from the server whose latency it measures)."""
    import asyncio

    from game.net import bench

    calls = []
    real_wait = asyncio.wait

    async def counted(*args, **kwargs):
        calls.append(1)
        return await real_wait(*args, **kwargs)

    async def scenario():
        monkeypatch.setattr(bench.asyncio, "wait", counted)
        finished = asyncio.ensure_future(asyncio.sleep(0))
        slow = asyncio.ensure_future(asyncio.sleep(0.3))
        await finished
        runs = [bench.SeatRun("g", 0), bench.SeatRun("g", 1)]
        await bench._until_done(runs, [finished, slow], asyncio.get_running_loop().time() + 60)

    asyncio.run(scenario())
    assert len(calls) <= 3
