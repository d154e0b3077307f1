"""Art Decko's registry entry: its set-up fields offer exactly what its engine accepts, and the
command line, the set-up scene and save loading build and check set-ups from them."""

import pytest

from game import games
from game.art_decko.state import OPTIONS

GAME = "art-decko"


def test_the_gold_tiles_option_says_the_rulebook_leaves_them_out_of_a_first_game():
    gold = games.spec(GAME).field("gold_tiles")
    assert "rulebook leaves them out of a first game" in gold.help and gold.default is True


def test_the_option_schema_offers_exactly_what_the_engine_accepts():
    ad = {f.name: {c.value for c in f.choices} for f in games.spec(GAME).fields if f.option}
    assert set(ad) == set(OPTIONS) and ad["gold_tiles"] == {True, False}
    new_game = games.spec(GAME).module().new_game
    for allocation in ad["starting_gold"] - {""}:                  # every offered split is allowed
        new_game(players=4, seed=1, options={"starting_gold": allocation})


def test_the_command_line_refuses_an_option_of_another_game():
    with pytest.raises(ValueError, match="Art Decko has no option 'gems'; its options: gold_tiles"):
        games.spec(GAME).setup_from_cli({}, ["gems=rulebook"])


def test_the_setup_scene_deals_the_fairest_starting_gold():
    # The set-up screen deals the starting-gold split measured fairest (docs/rulings-art-decko.md, §18).
    assert games.spec(GAME).setup_from_values({"gold_tiles": False}, 2) == {
        "options": {"gold_tiles": False, "starting_gold": "1-1-3-4"}}


def test_a_saved_setup_must_be_one_the_game_offers():
    with pytest.raises(ValueError, match="Art Decko has no set-up choice 'patrons'"):
        games.check_setup(GAME, {"seed": 1, "patrons": "parisians"})
    with pytest.raises(ValueError, match="Art Decko option gold_tiles cannot be 'no'"):
        games.check_setup(GAME, {"options": {"gold_tiles": "no"}})
