"""The starting-gold allocation rule option: any split of the box's nine 1-Golds over the sets."""

import pytest

from game.art_decko import new_game
from game.art_decko.data import load_data
from game.art_decko.records import allowed_allocations, parse_allocation
from game.games import spec
from game.tools.lab import LABS


def _dealt_values(state, seat):
    d = state.data
    cards = state.hands[seat] + state.draws[seat]
    return sorted(d.cards[c].value for c in cards if d.cards[c].genre < 0)


def test_the_box_allows_140_allocations_of_nine_ones_over_four_sets():
    allowed = allowed_allocations()
    assert len(allowed) == len(set(allowed)) == 140
    assert "3-2-2-2" in allowed and "5-4-0-0" in allowed and "2-2-2-2" not in allowed


@pytest.mark.parametrize("bad", ["2-2-2-2", "3-2-2", "6-3-0-0", "a-b-c-d", ""])
def test_an_allocation_the_cards_do_not_allow_is_refused(bad):
    with pytest.raises(ValueError, match="adding up to 9"):
        parse_allocation(bad)
    with pytest.raises(ValueError):
        new_game(players=4, seed=1, options={"starting_gold": bad or "x"})


def test_the_option_deals_each_seat_its_set():
    s = new_game(players=4, seed=3, options={"starting_gold": "2-2-2-3"})
    assert [_dealt_values(s, p) for p in range(4)] == [[1, 1, 2, 2, 2]] * 3 + [[1, 1, 1, 2, 2]]
    box = new_game(players=4, seed=3, options={"starting_gold": ""})
    assert [_dealt_values(box, p) for p in range(4)] == [[1, 1, 1, 2, 2]] + [[1, 1, 2, 2, 2]] * 3
    default = new_game(players=4, seed=3)
    assert [_dealt_values(default, p) for p in range(4)] == [[1, 2, 2, 2, 2]] * 2 + [[1, 1, 1, 2, 2],
                                                                                    [1, 1, 1, 1, 2]]
    # the spare cards keep their seat, so "starting Gold still owned" counts them
    d = load_data()
    assert all(d.cards[c].seat == p for p, seat in enumerate(d.starting_sets("0-0-4-5")) for c in seat)


def test_the_registry_and_the_lab_offer_allocations():
    field = next(f for f in spec("art-decko").fields if f.name == "starting_gold")
    # One default everywhere: the set-up screen's is the rules' (the command line, the lab, the
    # tournaments), the split measured fairest; the box's is a choice.
    assert field.default == "1-1-3-4" == new_game(players=2, seed=1).options["starting_gold"]
    assert "" in {c.value for c in field.choices}
    assert field.parse("2-3-2-2") == "2-3-2-2" and field.parse("4-1-2-2") == "4-1-2-2"
    with pytest.raises(ValueError):
        field.parse("4-4-4-4")
    assert LABS.of("art-decko").variant_setup("1-2-3-3") == {"options": {"starting_gold": "1-2-3-3"}}
    with pytest.raises(KeyError):
        LABS.of("art-decko").variant_setup("9-0-0-0")
