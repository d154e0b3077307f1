"""Avant Carde's registry entry: its set-up fields offer exactly what its engine accepts, and the
command line, the set-up scene and save loading build and check set-ups from them."""

import pytest

from game import games
from game.avant_carde.setup import SOLO_LEVELS
from game.avant_carde.state import OPTION_VALUES

GAME = "avant-carde"


def test_the_option_schema_offers_exactly_what_the_engine_accepts():
    ac = games.spec(GAME)
    assert {f.name: {c.value for c in f.choices} for f in ac.fields if f.option} == \
        {k: set(v) for k, v in OPTION_VALUES.items()}
    assert [c.value for c in ac.field("solo").choices] == list(SOLO_LEVELS)


def test_command_line_flags_and_options_follow_the_schema():
    ac = games.spec(GAME)
    assert ac.setup_from_cli({"solo": "hard", "patrons": None}, ["gems=instructions", "beginner_shuffle=TRUE"]) == \
        {"solo": "hard", "options": {"gems": "instructions", "beginner_shuffle": True}}
    assert ac.setup_from_cli({"patrons": "mix:2=tokyoites"}, []) == {"patrons": "mix:2=tokyoites"}   # open
    assert ac.solo_only({"solo": "hard"}) and not ac.solo_only({"patrons": "parisians"})
    with pytest.raises(ValueError, match="solo must be one of easy, normal, hard, expert, not 'brutal'"):
        ac.setup_from_cli({"solo": "brutal"}, [])
    with pytest.raises(ValueError, match="KEY=VALUE"):
        ac.setup_from_cli({}, ["gems"])


def test_setup_values_become_new_game_keywords_for_the_seats():
    ac = games.spec(GAME)
    values = dict(ac.defaults(), patrons="pick", pick_3="tokyoites", solo="hard", gems="instructions")
    assert ac.setup_from_values(values, 1) == {
        "patrons": "mix:2=new_yorkers,3=tokyoites,4=new_yorkers,5=new_yorkers,6=new_yorkers,7=new_yorkers",
        "solo": "hard", "options": {"beginner_shuffle": False}}
    assert ac.setup_from_values(values, 3)["options"] == {"gems": "instructions", "tiebreak": "rulebook",
                                                          "beginner_shuffle": False}


def test_a_saved_setup_must_be_one_the_game_offers():
    games.check_setup(GAME, {"seed": 3, "patrons": "/my/set.yaml", "solo": "easy",
                             "options": {"beginner_shuffle": True}})
