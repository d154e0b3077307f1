"""Seat neutrality (tests/seat_relabel.py): every Avant Carde agent decides, and judges a position,
the same from any seat number (positions without pending powers)."""

import pytest
from seat_relabel import AGENTS, Relabel, by_seat, check_agent, positions, rotated, rotations, seat_map

import game.avant_carde.ai.levels  # noqa: F401 — the levels register themselves with the agents
from game.avant_carde.ai.search import AvantCardeSearch

GAME = "avant-carde"
CASES = [(2, 8, 3, 7), (3, 9, 3, 11), (4, 10, 2, 13)]    # (players, seed, positions, every)


def _avant_carde(game, st, k):
    assert not st.tasks and st.phase in ("play", "buy"), "only positions without pending powers are rotated"
    n = len(st.players)
    new = seat_map(n, k)
    data = st.to_data()
    data["players"] = rotated(data["players"], k)
    data["snapshot"] = rotated(data["snapshot"], k) if data["snapshot"] else data["snapshot"]
    data["first"] = new[st.first]
    data["queue"] = [new[q] for q in data["queue"]]
    data["buys"] = [[new[q], s] for q, s in data["buys"]]
    data["gems"] = sorted(new[q] for q in data["gems"])
    return game.State.from_data(data, st.data), lambda action: action


RELABEL = Relabel(_avant_carde, lambda st: len(st.players))

@pytest.fixture(scope="module", params=CASES, ids=lambda c: f"{c[0]}p")
def states(request):
    players, seed, count, every = request.param
    return positions(RELABEL, GAME, players, seed, count, every)


@pytest.mark.parametrize("name", AGENTS)
def test_every_agent_decides_the_same_from_every_seat(states, name):
    check_agent(RELABEL, GAME, states, name)


def test_avant_carde_judges_a_position_the_same_from_every_seat():
    adapter = AvantCardeSearch()
    for players, seed in ((2, 8), (3, 9)):
        for st in positions(RELABEL, GAME, players, seed, 4, 5):
            for k, n, other, _ in rotations(RELABEL, GAME, st):
                assert by_seat(adapter.evaluate(st), k, n) == [round(x, 9) for x in adapter.evaluate(other)]
