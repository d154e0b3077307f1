"""Seat neutrality (tests/seat_relabel.py): every Art Decko agent decides, and judges a position and
every first action, the same from any seat number.

Art Decko's seat 1 always starts (the state has no start player), so its rotation renames the
players and moves the round's boundary with them: the player about to act keeps its round and
its place in the cycle of turns, but sits at another place in the round. Positions after the
end is triggered are not rotated (which seats still play then depends on where the round ends).
Its starting Gold cards are marked with their seat, so actions naming them are renamed too.
"""

import pytest
from seat_relabel import AGENTS, Relabel, by_seat, check_agent, positions, rotated, rotations, seat_map, valued

import game.art_decko.ai.levels  # noqa: F401 — the levels register themselves with the agents
from game.art_decko.ai import search as ad_search
from game.engine.actions import Action

GAME = "art-decko"
CASES = [(2, 3, 6, 9), (3, 4, 6, 11), (4, 5, 6, 13)]     # (players, seed, positions, every)


def _art_decko(game, st, k):
    assert st.end_trigger is None and not st.is_over, "positions after the end trigger are not rotated"
    n, d = st.num_players, st.data
    new = seat_map(n, k)
    # The starting Gold cards belong to their seat (a tile counts them): seat q's i-th 1-Gold is
    # seat q + k's i-th 1-Gold after the renaming, and so on.
    code = {}
    for q in range(n):
        for value, ids in d.starting_pool[q].items():
            for a, b in zip(ids, d.starting_pool[new[q]][value]):
                code[d.cards[a].code] = d.cards[b].code

    def cards(codes):
        return [code.get(c, c) for c in codes]

    data = st.to_data()
    for key in ("deck", "cadmium", "cadmium_deck", "sienna", "boxed", "public"):
        data[key] = cards(data[key])
    for key in ("galleries", "played"):
        data[key] = [cards(x) for x in data[key]]
    for key in ("hands", "draws", "discards", "dealt", "scores"):
        data[key] = rotated([cards(x) if key != "scores" else x for x in data[key]], k)
    data["museum"] = [[[code.get(c, c), new[o]] for c, o in m] for m in data["museum"]]
    data["exhibitor"] = [o if o < 0 else new[o] for o in data["exhibitor"]]
    if data["plan"] is not None:
        plan = data["plan"]
        plan[2] = code.get(plan[2], plan[2])
        plan[6] = code.get(plan[6], plan[6])
        plan[7] = [[code.get(c, c), u] for c, u in plan[7]]
    sets = d.starting_default if not st.options["starting_gold"] else st.options["starting_gold"]
    ones = sets.split("-")
    data["options"] = dict(data["options"], starting_gold="-".join(rotated(ones[:n], k) + ones[n:]))
    data["turn"] = (st.round - 1) * n + new[st.current]
    return game.from_data(data, d), lambda a: Action(a[0], *(code.get(x, x) for x in a[1:]))


RELABEL = Relabel(_art_decko, lambda st: st.num_players)

@pytest.fixture(scope="module", params=CASES, ids=lambda c: f"{c[0]}p")
def states(request):
    players, seed, count, every = request.param
    return positions(RELABEL, GAME, players, seed, count, every)


@pytest.mark.parametrize("name", AGENTS)
def test_every_agent_decides_the_same_from_every_seat(states, name):
    check_agent(RELABEL, GAME, states, name)


def test_art_decko_judges_a_position_and_every_first_action_the_same_from_every_seat():
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        for st in positions(RELABEL, GAME, players, seed, 8, 5):
            for ev in (ad_search.MEDIUM_EVAL, ad_search.HARD_EVAL):
                d = st.decision()
                planned = [(a, v) for v, a, _ in ad_search.action_values(st, d.player, d.options, ev.value,
                                                                          ad_search.rounds_left(st))] \
                    if d.kind == "action" else []
                for k, n, other, rename in rotations(RELABEL, GAME, st):
                    assert by_seat(ev.win_values(st), k, n) == [round(x, 9) for x in ev.win_values(other)]
                    if planned:
                        od = other.decision()
                        theirs = [(a, v) for v, a, _ in ad_search.action_values(
                            other, od.player, od.options, ev.value, ad_search.rounds_left(other))]
                        assert valued(planned, rename) == valued(theirs)
