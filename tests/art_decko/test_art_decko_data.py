"""The YAML data: the shipped files load, and every kind of mistake names file, line and field."""

import os
import shutil

import pytest

from game.art_decko import check_data, load_data
from game.art_decko.data import DEFAULT_FOLDER
from game.engine.errors import DataError


def test_shipped_data_is_valid_and_complete():
    assert check_data() == []
    d = load_data()
    assert load_data() is d                                   # the default folder is cached
    assert [g.colour for g in d.genres] == ["yellow", "orange", "green", "pink", "blue"]
    assert sum(c.is_painting for c in d.cards) == 75
    assert len({(c.genre, c.title) for c in d.cards if c.is_painting}) == 15
    gold = [c for c in d.cards if not c.is_painting]
    assert sorted(c.value for c in gold if c.seat < 0) == [3] * 12 + [5] * 10
    dealt = [d.cards[c].value for seat in d.starting_sets() for c in seat]
    assert sorted(dealt) == [1] * 9 + [2] * 11                 # any allocation deals the box's 20
    assert d.starting_sets() == d.starting_gold and d.starting_default == "3-2-2-2"
    assert len(d.tiles) == 16 and sum(t.kind == "gold" for t in d.tiles) == 3
    assert sorted(d.starting_tokens + d.regular_tokens) == sorted(
        list(range(1, 12)) + [12, 12, 13, 13, 14, 14, 15, 15, 16])
    assert sum(len(e.vp) for e in d.exhibitions) == 19
    assert len({c.code for c in d.cards}) == len(d.cards)
    assert d.painting_gold[38] == 4 and d.painting_gold[44] == 5 and d.gold_ratio[14] == 5


def test_every_value_says_where_it_comes_from():
    """Each line giving a value (ids and player-facing texts aside) is marked rulebook or
    reconstructed, so an owner of the game knows what to check."""
    for name in sorted(os.listdir(DEFAULT_FOLDER)):
        # the Learn to play lesson (a script of moves), the levels' measured strength (tournament
        # figures, game/ai/strength.py) and locale/ (the catalogs) hold no rules values
        if name in ("tutorial.yaml", "strength.yaml") or not name.endswith(".yaml"):
            continue
        with open(os.path.join(DEFAULT_FOLDER, name), encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                body = line.split("#")[0].strip().lstrip("- ")
                key, _, value = body.partition(":")
                if value.strip() and key not in ("id", "text"):
                    assert "# rulebook" in line or "# reconstructed" in line, f"{name}:{n}"


@pytest.fixture
def folder(tmp_path):
    target = tmp_path / "art_decko"
    shutil.copytree(DEFAULT_FOLDER, target)
    return target


def edit(folder, name, old, new, count=1):
    """Replace ``old`` by ``new`` in a data file; return the 1-based line of the change."""
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    line = text[:text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return line


def error(folder):
    with pytest.raises(DataError) as info:
        load_data(str(folder))
    return info.value


@pytest.mark.parametrize("name, old, new, field, expected", [
    ("bonus_tiles.yaml", "scorer: gold_majority", "scorer: gold_magic",
     "tiles[15].scorer", "one of"),
    ("museum.yaml", "cost: 6  ", "cost: six", "exhibitions[0].cost", "an integer"),
    ("board.yaml", "    increase: 3                     # reconstructed\n", "",
     "galleries[1].increase", "this key to be present"),
    ("board.yaml", "    limit: 3                        # rulebook: refilled to 3\n",
     "    limit: 3\n    colour: red\n", "galleries[0].colour", "one of the keys"),
    ("rules.yaml", "hand_size: 5", "hand_size: 0", "hand_size", "an integer between 1 and 20"),
    ("bonus_tiles.yaml", "params: {genre: art_nouveau,", "params: {genre: cubism,",
     "tiles[0].params.genre", "one of art_nouveau"),
    ("bonus_tiles.yaml", "awards: [6, 3, 2]}", "awards: [2, 3, 6]}", "tiles[0].params.awards",
     "highest first"),
    ("bonus_tiles.yaml", "params: {vp_each: 2}", "params: {vp_each: 2, genre: pop_art}",
     "tiles[10].params.genre", "one of the keys"),
    ("market.yaml", "  - from: 20", "  - from: 5", "rows[2].from", "more than 10"),
    ("gold.yaml", "  - value: 5", "  - value: 4", "bank_cards[0].value", "a value a bank sells"),
    ("gold.yaml", "adds_face: true", "adds_face: yes please", "abilities[0].adds_face", "true or false"),
    ("gold.yaml", 'default: "3-2-2-2"', 'default: "3-3-2-2"', "starting_gold.default", "adding up to 9"),
    ("museum.yaml", "vp: [5, 4, 3]", "vp: [3, 4, 5]", "exhibitions[0].vp", "highest first"),
    ("paintings.yaml", "id: renaissance", "id: art_nouveau", "genres[1].id", "a unique id"),
])
def test_each_mistake_names_its_line_and_field(folder, name, old, new, field, expected):
    line = edit(folder, name, old, new)
    if field == "galleries[1].increase":
        line -= 3                       # a missing key: the line of its mapping
    if field == "galleries[0].colour":
        line += 1                       # the unknown key's own line
    exc = error(folder)
    assert exc.path.endswith(name) and exc.field == field
    assert exc.line == line, (exc.line, line)
    assert expected in exc.expected
    assert f"{name}:{line}: field '{field}'" in str(exc)


@pytest.mark.parametrize("name, old, new, field, expected, found", [
    ("paintings.yaml", "      - Iris Window\n", "", "genres[0].titles", "3 titles", "2"),
])
def test_wrong_counts_point_at_the_list(folder, name, old, new, field, expected, found):
    edit(folder, name, old, new)
    exc = error(folder)
    assert (exc.field, exc.expected, exc.found) == (field, expected, found)
    text = (folder / name).read_text().splitlines()
    assert exc.line and text[exc.line - 1].strip().startswith(("-", field.split(".")[-1]))


def test_a_missing_tile_is_a_wrong_count(folder):
    path = folder / "bonus_tiles.yaml"
    text = path.read_text()
    path.write_text(text[:text.index("  - id: gold_bug")])
    exc = error(folder)
    tiles_line = text.splitlines().index("tiles:") + 1
    assert (exc.field, exc.expected, exc.found, exc.line) == ("tiles", "16 bonus tiles", "15", tiles_line)


def test_syntax_errors_duplicate_keys_and_missing_files(folder):
    edit(folder, "rules.yaml", "ribbons: 10", "ribbons: [10")
    assert error(folder).field == "(syntax)"
    shutil.copy(os.path.join(DEFAULT_FOLDER, "rules.yaml"), folder / "rules.yaml")
    line = edit(folder, "rules.yaml", "ribbons: 10", "ribbons: 10\nribbons: 9")
    exc = error(folder)
    assert (exc.field, exc.line, exc.expected) == ("ribbons", line + 1, "each key once")
    os.remove(folder / "rules.yaml")
    assert error(folder).field == "(file)"


def test_check_data_collects_one_message_per_broken_file(folder):
    edit(folder, "museum.yaml", "cost: 6  ", "cost: six")
    edit(folder, "paintings.yaml", "copies: 5", "copies: -1")
    messages = check_data(str(folder))
    assert len(messages) == 2
    assert any("museum.yaml" in m and "exhibitions[0].cost" in m for m in messages)
    assert any("paintings.yaml" in m and "copies" in m for m in messages)
    assert check_data(DEFAULT_FOLDER) == []


def test_a_corrected_folder_loads_with_its_values(folder):
    edit(folder, "board.yaml", "cost: 8                         # reconstructed", "cost: 9")
    d = load_data(str(folder))
    assert d.location("sienna").cost == 9 and load_data().location("sienna").cost == 8
