"""Saves written before the engines were made alike (commit a6f4dfb) still load and play on.

The files in tests/data/old_saves were made by the code of that commit
(tests/data/old_saves/make_old_saves.py): Avant Carde's change token was then saved as
``token``/``spent_token`` (save version 1), and Art Decko saved cards by id, with no version.
The Gallerist saves were made by the code of commit 6fc39ba (make_gallerist_saves.py), before its
state's fields were renamed and its saves got a version. art_decko_2p_box_gold.json was made by the
code of commit 797b24a (make_art_decko_gold_save.py), when a set-up naming no starting Gold dealt
the box's split (3-2-2-2), before the default became 1-1-3-4. gallerist_4p.json was made by the code
of commit eaa4251 (make_gallerist_4p_save.py), before the rule option ``seat_dollars`` that the app
deals at 4 players.
"""

import json
import random
from pathlib import Path

import pytest

from game.engine import saves
from game.engine.actions import parse_action
from game.engine.contract import hooks_of
from game.engine.session import Session
from game.games import check_setup, game_module

OLD = Path(__file__).parent / "data" / "old_saves"
SAVES = ["avant_carde_3p_change_token.json", "avant_carde_solo.json", "art_decko_3p.json",
         "art_decko_2p_box_gold.json", "gallerist_3p.json", "gallerist_solo.json", "gallerist_4p.json"]


def _without_patron_texts(d):
    """State data minus Avant Carde's patron set, whose texts were reworded since (the saved set
    keeps its own words; a replay takes today's)."""
    return {k: v for k, v in d.items() if k != "patrons"}


def _replay(save):
    game = game_module(save["game"])
    st = game.new_game(players=len(save["seats"]), **hooks_of(game).loaded_setup(save["setup"]))
    for a in save["actions"]:
        st.apply(parse_action(a))
    return st


def _play_on(st, moves, seed):
    rnd = random.Random(seed)
    for _ in range(moves):
        d = st.decision()
        if d is None:
            break
        st.apply(rnd.choice(d.options))
    return st


@pytest.mark.parametrize("name", SAVES)
def test_an_old_saved_state_loads_as_the_position_its_actions_replay_to_and_plays_on(name):
    save = saves.load(OLD / name)
    game = game_module(save["game"])
    loaded = game.from_data(save["state"])
    replayed = _replay(save)
    assert _without_patron_texts(loaded.to_data()) == _without_patron_texts(replayed.to_data())
    _play_on(loaded, 60, 5)
    _play_on(replayed, 60, 5)
    assert _without_patron_texts(loaded.to_data()) == _without_patron_texts(replayed.to_data())
    again = game.from_data(json.loads(json.dumps(loaded.to_data())))   # and saves in today's form
    assert again.to_data() == loaded.to_data()


def test_an_old_avant_carde_save_keeps_who_holds_and_who_spent_a_change_token():
    save = saves.load(OLD / "avant_carde_3p_change_token.json")
    assert save["state"]["version"] == 1 and "token" in save["state"]["players"][0]
    st = game_module("avant-carde").from_data(save["state"])
    assert [(p.change_token, p.spent_change_token) for p in st.players] == [
        (False, True), (True, False), (True, False)]
    assert ("change_token", 1) in st.score_breakdown(0)
    assert [p["change_token"] for p in st.observation(1)["players"]] == [False, True, True]


def test_an_old_art_decko_save_holds_card_ids_and_loads_them_as_the_same_cards():
    save = saves.load(OLD / "art_decko_3p.json")
    assert "version" not in save["state"] and isinstance(save["state"]["hands"][0][0], int)
    st = game_module("art-decko").from_data(save["state"])
    assert st.hands == save["state"]["hands"] and st.public == int(save["state"]["public"], 16)
    assert isinstance(st.to_data()["hands"][0][0], str)


@pytest.mark.parametrize("name", ["gallerist_3p.json", "gallerist_solo.json"])
def test_an_old_gallerist_save_holds_the_short_names_and_loads_them_under_the_full_ones(name):
    save = saves.load(OLD / name)
    old = save["state"]
    assert "version" not in old and {"infl", "cside", "casst", "lac_supply"} <= set(old)
    assert isinstance(old["stack"][0], list)                 # a task was [kind, player, *args]
    st = game_module("the-gallerist").from_data(old)
    assert (st.influence, st.contract_sides, st.contract_assistants) == (old["infl"], old["cside"], old["casst"])
    assert (st.lacerda_at, st.lacerda_supply, st.num_players) == (old["lac_loc"], old["lac_supply"], old["n"])
    kind, player = old["stack"][-1][:2]
    assert (st.stack[-1]["kind"], st.stack[-1]["player"]) == (kind, player)
    data = st.to_data()
    assert data["version"] == 2 and "infl" not in data and data["influence"] == old["infl"]


@pytest.mark.parametrize("name", SAVES)
def test_an_old_save_loads_in_a_session_and_plays_on(name):
    save = saves.load(OLD / name)
    game = game_module(save["game"])
    s = Session.load(OLD / name, {save["game"]: game})
    before = s.state.to_data()
    rng = random.Random(7)
    for _ in range(20):
        if s.over:
            break
        s.apply(rng.choice(s.decision.options))
    assert s.state.to_data() != before           # the game went on from the saved position


def _starting_gold(setup, players):
    """Each seat's starting Gold (card values) in a new game of ``setup``."""
    st = game_module("art-decko").new_game(players=players, **setup)
    cards = st.data.cards
    return [sorted(cards[c].value for c in st.hands[p] + st.draws[p] if cards[c].genre < 0) for p in range(players)]


@pytest.mark.parametrize("name", ["art_decko_3p.json", "art_decko_2p_box_gold.json"])
def test_an_art_decko_save_naming_no_starting_gold_loads_with_the_box_split(name, tmp_path):
    save = saves.load(OLD / name)
    players, seed = len(save["seats"]), save["setup"]["seed"]
    assert "starting_gold" not in save["setup"].get("options", {})
    assert _starting_gold({"seed": seed}, players) != _starting_gold(
        {"seed": seed, "options": {"starting_gold": "3-2-2-2"}}, players)      # today's default deals otherwise
    game = game_module("art-decko")
    s = Session.load(OLD / name, {"art-decko": game})       # replays to the saved position: the box's deal
    assert s.state.options["starting_gold"] == "" == game.from_data(save["state"]).options["starting_gold"]
    # Saved again, it names the split it deals, and loads the same.
    s.save(tmp_path / "again.json")
    assert saves.load(tmp_path / "again.json")["setup"]["options"]["starting_gold"] == ""
    assert Session.load(tmp_path / "again.json", {"art-decko": game}).state.to_data() == s.state.to_data()


def test_a_new_art_decko_save_names_the_default_starting_gold_it_deals(tmp_path):
    game = game_module("art-decko")
    s = Session(game, {"seed": 11}, [("Ann", "human"), ("Ben", "human")])
    assert s.setup["options"]["starting_gold"] == "1-1-3-4" == s.state.options["starting_gold"]
    s.apply(s.decision.options[0])
    s.save(tmp_path / "new.json")
    assert saves.load(tmp_path / "new.json")["setup"]["options"]["starting_gold"] == "1-1-3-4"
    assert Session.load(tmp_path / "new.json", {"art-decko": game}).state.to_data() == s.state.to_data()


def test_a_gallerist_save_naming_no_seat_dollars_loads_as_the_rules_as_printed():
    """The app now deals the later seats more money at 4 players; a save from before names no
    option, and replays (to its recorded position) with every seat's $10."""
    save = saves.load(OLD / "gallerist_4p.json")
    assert save["setup"] == {"seed": 12} and len(save["seats"]) == 4
    game = game_module("the-gallerist")
    s = Session.load(OLD / "gallerist_4p.json", {"the-gallerist": game}, check_setup=check_setup)
    assert s.setup == {"seed": 12}
    assert game.new_game(players=4, **s.setup).money == [10] * 4
