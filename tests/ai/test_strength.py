"""The levels' measured strength: each game's data/<game>/strength.yaml is what docs/ai.md's "Level
strength" tables show, the set-up screen's level hint is worded from it, and a damaged file is
refused with one sentence naming file, line and field."""

import os
import re
import shutil

import pytest

from game import main
from game.ai.strength import (
    STRENGTHS,
    Figure,
    Strength,
    how_often,
    level_hint,
    load_strength,
    setup_level_hint,
    strength_figures,
    wilson,
)
from game.engine.errors import DataError
from game.games import all_specs, spec

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = os.path.join(ROOT, "docs", "ai.md")
MEASURED = STRENGTHS.games()


def _docs_tables():
    """``{game id: [row cells]}`` from docs/ai.md's marked tables."""
    text = open(DOCS, encoding="utf-8").read()
    tables = {}
    for game_id, body in re.findall(r"<!-- level-strength: (\S+) -->\n(.*?)<!-- /level-strength -->", text, re.S):
        rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in body.strip().splitlines()[2:]]
        tables[game_id] = rows
    return tables


def _figure_cells(f):
    lo, hi = f.interval()
    wins = f"{f.wins:g}"
    return [f.level, f.against, f.variant, str(f.games), wins,
            f"{100 * f.rate:.1f}% ({100 * lo:.1f}–{100 * hi:.1f}%)"]


def test_every_game_keeps_its_figures_and_docs_shows_the_same_numbers():
    assert MEASURED == all_specs()                   # every game of the app measures its levels
    tables = _docs_tables()
    for game in MEASURED:
        figures = strength_figures(game)
        assert figures is not None and figures.figures
        assert tables.get(game.id) == [_figure_cells(f) for f in figures.figures], game.id
        for f in figures.figures:
            assert f"--games {f.games} " in f.command + " " and f"--agents {f.level},{f.against}" in f.command


def test_the_words_follow_the_interval():
    def fig(wins, games):
        return Figure("hard", "medium", "all", games, wins, "cmd")

    assert how_often(fig(253.5, 400), "Medium") == "about 6 games in 10 against Medium"
    assert how_often(fig(364, 400), "Medium") == "about 9 games in 10 against Medium"
    assert how_often(fig(204.5, 400), "Medium") == "about as often as Medium"      # the interval holds 50%
    assert how_often(fig(862, 1600), "Medium") == "a little more often than Medium"   # 53.9%, clear of 50%
    assert how_often(fig(100, 400), "Medium") == "about 3 games in 10 against Medium"
    assert how_often(fig(399, 400), "Medium") == "almost every game against Medium"
    lo, hi = wilson(65, 100)
    assert round(lo, 4) == 0.5525 and round(hi, 4) == 0.7364


def test_a_set_without_a_figure_names_every_measured_set_grouped_by_its_words():
    figures = tuple(Figure("hard", "medium", variant, 400, wins, "c") for variant, wins in
                    (("tokyoites", 253.5), ("new_yorkers", 204), ("parisians", 241), ("londoners", 150)))
    strength = Strength("patrons", 2, figures)
    labels = {"tokyoites": "Tokyoites", "new_yorkers": "New Yorkers", "parisians": "Parisians",
              "londoners": "Londoners"}
    assert level_hint(strength, ["human", "hard"], {"patrons": "random"}, labels) == (
        "In two-player games Hard wins about 6 games in 10 against Medium with Tokyoites and Parisians; "
        "with New Yorkers about as often as Medium; with Londoners about 4 games in 10.")
    assert level_hint(strength, ["human", "hard"], {"patrons": "tokyoites"}, labels) == (
        "In two-player games Hard wins about 6 games in 10 against Medium with Tokyoites.")
    assert level_hint(strength, ["human", "easy"], {"patrons": "tokyoites"}, labels) == ""


@pytest.mark.parametrize("game", MEASURED, ids=lambda g: g.id)
def test_the_hint_is_worded_from_the_file_and_follows_a_new_figure(game, tmp_path):
    """Each row's figure gives the hint's words for its set; a copy of the data whose figure says
    otherwise changes the words (the hint is never written by hand)."""
    figures = strength_figures(game)
    labels = {str(c.value): c.label for c in game.field(figures.field).choices} if figures.field else {}
    for f in figures.figures:
        values = {figures.field: f.variant} if figures.field else {}
        hint = setup_level_hint(game, figures, ["human", f.level], values)
        words = how_often(f, f.against.title())
        assert hint.startswith(f"In two-player games {f.level.title()} wins {words}")
        assert not figures.field or hint.endswith(f"with {labels[f.variant]}.")
    root = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), root)
    path = root / game.data_folder / STRENGTHS.of(game.id)
    first = figures.figures[0]
    text = path.read_text(encoding="utf-8")
    changed = re.sub(r"wins: [0-9.]+", f"wins: {first.games * 9 // 10}", text, count=1)
    path.write_text(changed, encoding="utf-8")
    again = strength_figures(game, str(root))
    values = {figures.field: first.variant} if figures.field else {}
    assert "about 9 games in 10 against Medium" in setup_level_hint(game, again, ["human", "hard"], values)


@pytest.mark.parametrize("old,new,field,expected", [
    ("    against: medium", "    against: oracle", "pairs[0].against", "expected one of easy, medium, hard"),
    ("        games: ", "        gams: ", "pairs[0].rows[0].gams", "expected one of the keys"),
    ("        wins: ", "        wins: -", "pairs[0].rows[0].wins", "expected a number of wins from 0 to"),
    ("players: 2", "players: two", "players", "expected an integer"),
])
def test_a_damaged_strength_file_is_named_by_check_data_and_gives_no_hint(tmp_path, capsys, old, new, field, expected):
    game = spec("avant-carde")
    root = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), root)
    path = root / game.data_folder / STRENGTHS.of(game.id)
    text = path.read_text(encoding="utf-8")
    assert old in text
    line = text[:text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        strength_figures(game, str(root))
    message = str(err.value)
    assert message.startswith(f"{path}:{line}: field '{field}'") and expected in message and "\n" not in message
    assert main.main(["check-data", str(root)]) == 1
    out = capsys.readouterr().out
    assert f"Avant Carde: {message}" in out and "Art Decko: data OK" in out


def test_a_strength_file_that_is_a_folder_or_names_no_field_of_the_game_is_refused(tmp_path):
    path = tmp_path / "strength.yaml"
    path.mkdir()
    with pytest.raises(DataError, match="a readable regular file"):
        load_strength(path, ("easy", "medium", "hard"))
    path.rmdir()
    path.write_text("field: colour\nplayers: 2\npairs: []\n", encoding="utf-8")
    with pytest.raises(DataError, match="field 'field': expected a set-up field"):
        load_strength(path, ("easy", "medium", "hard"), lambda name: None)
    path.write_text("players: 2\npairs: []\n", encoding="utf-8")
    with pytest.raises(DataError, match="at least one pair of levels"):
        load_strength(path, ("easy", "medium", "hard"))
