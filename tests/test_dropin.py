"""A new game drops in as ONE package plus its data folder (docs/adding-a-game.md): the toy game
(tests/toy/: ``game/coins_and_stars/`` and ``data/coins_and_stars/``) copied into a folder laid out
like the app's, with no shared file touched, is found by the registry and its features, plays from
the command line, speaks French from its own catalog, and is gone again once taken out. Its set-up
scene and its clickable table: tests/ui/test_ui_dropin.py; its own rules: beside it."""

import json
import os
import sys

from dropin import TOY_ID, TOY_PACKAGE, TOY_SOURCE, dropped_in
from test_games import SHARED, _python_files, game_id_literals

from game import games, main
from game.engine import i18n
from game.engine.actions import Action
from game.tools.lab import LABS
from game.tools.soak import CHECKS
from game.tools.translations import DATA_TEXTS, data_keys, data_messages, marked_messages, rules_messages

FEATURES = (LABS, CHECKS, DATA_TEXTS)     # those the toy registers with


def test_the_dropped_in_game_is_registered_with_its_features_and_its_data_beside_it(toy_game):
    assert games.game_ids()[-1] == toy_game.id == TOY_ID
    assert all(f.get(toy_game.id) is not None for f in FEATURES)
    data = games.data_path(toy_game)
    assert os.path.isfile(os.path.join(data, "cards.yaml")) and os.path.isfile(os.path.join(data, "locale", "fr.po"))
    assert toy_game.module().check_data() == []


def test_taking_it_out_leaves_the_registry_and_every_feature_as_they_were(tmp_path):
    before = games.game_ids()
    with dropped_in(TOY_SOURCE, TOY_PACKAGE, str(tmp_path), TOY_ID) as spec:
        assert games.game_ids() == before + [spec.id]
    assert games.game_ids() == before and all(f.get(TOY_ID) is None for f in FEATURES)
    assert str(tmp_path / "game") not in sys.modules["game"].__path__
    assert not [m for m in sys.modules if m.startswith("game." + TOY_PACKAGE)]


def test_no_shared_file_names_the_dropped_in_game(toy_game):
    """Nothing outside its package and data folder had to change: shared code spells neither its id
    nor its folder (the same check as every game's, now that it is registered)."""
    found = [f"{path}:{line}" for part in SHARED for path in _python_files(*part)
             for line, _ in game_id_literals(path)]
    assert not found


def test_the_command_line_simulates_the_dropped_in_game(toy_game, capsys):
    assert main.main(["simulate", "--game", TOY_ID, "--games", "4", "--agents", "easy,random",
                      "--option", "short=true", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["completed"] == 4 and sum(report["wins"].values()) == 4


def test_every_text_of_the_dropped_in_game_is_in_its_french_catalog(toy_game):
    """Its code's messages, its data's names and log lines and its rules' blocks: all in
    data/coins_and_stars/locale/fr.po, which registering the game reads."""
    package = os.path.dirname(str(toy_game.module().__file__))
    wanted = [(c, m) for c, m, _f, _l in marked_messages([package])]
    wanted += data_keys(data_messages(toy_game)) + [(None, t) for t in rules_messages(toy_game)]
    lab = LABS.of(toy_game.id)
    wanted += [(None, t) for f in toy_game.fields for t in (f.label, f.help)]
    wanted += [(None, t) for t in (lab.blurb, lab.pick_prompt, *(c.label for c in lab.variants))]
    assert {(None, "Play a card"), (None, "Star"), (None, "{name} plays a coin."), (None, "Short game")} <= set(wanted)
    i18n.set_language("fr")
    problems = [p for p in i18n.problems("fr", wanted) if "coins_and_stars" in p or "no catalog holds" in p]
    assert not problems, problems
    assert i18n.tr(i18n.M("{name} plays a star.", name="Ada")) == "Ada joue une étoile."
    st = toy_game.module().new_game(players=2, seed=4)
    reason = st.why_not(Action("play", "star"))
    assert reason is not None and i18n.tr(reason).startswith(("Étoile coûte", "Vous n’avez aucune carte Étoile"))
