"""Seat neutrality (tests/seat_relabel.py): every agent of The Gallerist decides, and judges a
position, the same from any seat number (positions between actions, after the start locations)."""

import pytest
from seat_relabel import (
    AGENTS,
    HARD_ITERATIONS,
    Relabel,
    by_seat,
    check_agent,
    positions,
    rotated,
    rotations,
    seat_map,
    valued,
)

import game.gallerist.ai.levels  # noqa: F401 — the levels register themselves with the agents
from game.ai.base import make_agent
from game.engine.actions import Action
from game.engine.rng import Rng
from game.gallerist.ai import search as gal_search
from game.games import game_module

GAME = "the-gallerist"
CASES = [(2, 6, 3, 17), (3, 7, 3, 19), (4, 12, 2, 23)]   # (players, seed, positions, every)


def _piece(new, piece):
    """A board piece (``owner * 2`` + 1 for an assistant) with its owner renamed."""
    return piece if piece < 0 else new[piece >> 1] * 2 + (piece & 1)


PER_SEAT = ("money", "influence", "tickets", "curator", "dealer", "hired", "desk_assistants", "assistants_boxed",
            "commission", "walls", "wall_studios", "sold", "reputation", "start_tile", "gallery", "lobby", "contracts",
            "contract_sides", "contract_assistants")


def _gallerist(game, st, k):
    assert not st.solo and not st.stack and not st.auction_queue and not st.easel_picks and not st.place_order, \
        "only positions between actions, after the start locations, are rotated"
    n = st.num_players
    new = seat_map(n, k)
    data = st.to_data()
    for key in PER_SEAT:
        data[key] = rotated(data[key], k)
    data["start_player"] = new[st.start_player]
    data["spaces"] = [_piece(new, p) for p in data["spaces"]]
    data["market_assistants"] = [[o if o < 0 else new[o] for o in row] for row in data["market_assistants"]]
    # ``ticket COLOUR SEAT`` takes a visitor from another seat's lobby.
    return game.from_data(data, st.data), lambda a: Action(*a[:2], new[a[2]]) if a[0] == "ticket" and \
        len(a) == 3 and isinstance(a[2], int) else a


RELABEL = Relabel(_gallerist, lambda st: st.num_players)

@pytest.fixture(scope="module", params=CASES, ids=lambda c: f"{c[0]}p")
def states(request):
    players, seed, count, every = request.param
    return positions(RELABEL, GAME, players, seed, count, every)


@pytest.mark.parametrize("name", AGENTS)
def test_every_agent_decides_the_same_from_every_seat(states, name):
    check_agent(RELABEL, GAME, states, name)


def _judged_alike_from_every_seat(st):
    """Medium's evaluation and its ranked moves, seen from each seat of ``st`` relabelled."""
    ev = gal_search.MEDIUM_EVAL
    planned = [(a, v) for v, a in gal_search.ranked(st, st.decision(), ev)]
    for k, n, other, rename in rotations(RELABEL, GAME, st):
        assert by_seat(ev.worth(st), k, n) == [round(x, 9) for x in ev.worth(other)]
        theirs = [(a, v) for v, a in gal_search.ranked(other, other.decision(), ev)]
        assert valued(planned, rename) == valued(theirs)


def test_the_gallerist_judges_a_position_the_same_from_every_seat():
    for players, seed in ((2, 6), (3, 7)):
        for st in positions(RELABEL, GAME, players, seed, 4, 13):
            _judged_alike_from_every_seat(st)


# The later seats' starting money the app deals at 4 players (docs/rulings-gallerist.md, "Seats at 3
# and 4 players"): the seats then differ from the start, so the same checks run on such a game.
SEAT_DOLLARS = {"seat_dollars": 1}


@pytest.fixture(scope="module")
def evened():
    return positions(RELABEL, GAME, 4, 12, 2, 23, SEAT_DOLLARS)


@pytest.mark.parametrize("name", [a for a in AGENTS if a != "hard"])
def test_with_the_later_seats_money_every_agent_decides_the_same_from_every_seat(evened, name):
    """Hard is left out for its time (about 10 s a 4-player position here); it plans with
    medium's evaluation, which the test below holds to the same with this option."""
    check_agent(RELABEL, GAME, evened, name)


def test_with_the_later_seats_money_the_gallerist_judges_a_position_the_same_from_every_seat(evened):
    states = evened
    assert len({tuple(st.money) for st in states}) == 2 and len(set(states[0].money)) > 1
    for st in states:
        _judged_alike_from_every_seat(st)


@pytest.mark.parametrize("name", ("easy", "medium", "hard"))
def test_no_place_in_the_gallerist_placing_order_always_takes_the_same_start_location(name):
    """Medium's plan values every start location alike; the tie once went to the first free
    location in the board's order, so a seat's place in the placing order fixed its start: the
    start player (placing last) always began at the International Market at 4 players, the Media
    Center at 3 (docs/ai.md, "Fair seats at 3 and 4 players")."""
    g = game_module("the-gallerist")
    for players, options in ((3, None), (4, None), (4, SEAT_DOLLARS)):
        started = set()
        for seed in range(8):
            st = g.new_game(players=players, seed=seed, options=options)
            agent = make_agent("the-gallerist", name, **({"iterations": HARD_ITERATIONS} if name == "hard" else {}))
            while st.place_order:
                d = st.decision()
                action = agent.choose(g, st.observation(d.player), d, Rng(31 * seed + d.player))
                if d.player == st.start_player:
                    started.add(action[1])
                st.apply(action)
        assert len(started) >= 3, f"{name}'s start player at {players} players ({options}) always starts at {started}"
