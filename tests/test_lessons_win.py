"""Several lessons per game, a lesson that starts from a prepared position (its ``prefix``,
replayed through the engine), and The Gallerist's "Learn to win", which plays on to the final
scoring (issue 29)."""

import shutil

import pytest

from game import main
from game.engine.errors import DataError
from game.engine.lesson import DEFAULT_NAME, load_lesson
from game.engine.resources import DATA_ROOT
from game.games import AGENTS, all_specs, spec
from game.tools.lessons import check_lessons, lesson_files, lesson_for, replay, start

WIN = 1         # The Gallerist's second lesson


def _copy(tmp_path, old, new):
    """A data folder whose Learn to win has ``old`` replaced by ``new``; (root, file, 1-based line)."""
    root = tmp_path / "data"
    shutil.copytree(DATA_ROOT, root)
    path = root / "gallerist" / lesson_files(spec("the-gallerist"))[WIN]
    text = path.read_text()
    assert old in text
    line = text[:text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1))
    return root, path, line


def test_the_gallerist_offers_learn_to_play_then_learn_to_win():
    game = spec("the-gallerist")
    assert lesson_files(game) == ("tutorial.yaml", "learn_to_win.yaml")
    assert [lesson_for(game, index=i).name for i in range(2)] == [DEFAULT_NAME, "Learn to win"]
    assert lesson_for(game, index=2) is None
    others = [g for g in all_specs() if g.id != "the-gallerist"]
    assert all(lesson_files(g) == ("tutorial.yaml",) for g in others)


def test_check_data_replays_every_lesson_of_every_game():
    assert check_lessons(all_specs()) == []


def test_learn_to_win_starts_from_its_prefix_and_plays_to_the_final_scoring():
    game = spec("the-gallerist")
    lesson = lesson_for(game, index=WIN)
    assert len(lesson.prefix) > 50
    first = start(game.module(), lesson, AGENTS)
    assert [str(a) for a in first.actions] == list(lesson.prefix)
    assert first.state.round == 16 and not first.over
    session = replay(game.module(), lesson, AGENTS)
    mine = [str(a) for a in session.actions[len(lesson.prefix):]]
    assert mine == [step.do for step in lesson.steps if step.do]
    assert session.over
    final = session.state.final[0]
    assert final["title"] == "Apprentice" and final["total"] == session.state.money[0]
    # every part the final steps read is on the card: eight parts, the total, the title
    lines = [step.point[1] for step in lesson.steps if step.point and step.point[0] == "final" and len(step.point) > 1]
    assert lines == sorted(lines) and set(lines) == {1, 2, 3, 4, 5, 6, 7, 8, 10}


def test_the_lesson_teaches_each_part_of_winning():
    """Hire and promote, a sale against a contract, the Market's tile and offer, an assistant
    left behind and kicked out, intermediate and final scoring: each is a move or a step."""
    lesson = lesson_for(spec("the-gallerist"), index=WIN)
    moves = [step.do for step in lesson.steps if step.do]
    for kind in ("hire", "promote", "sell", "rep", "offer", "easel"):
        assert any(m.split()[0] == kind for m in moves), kind
    assert "move media leave" in moves
    titles = [step.title for step in lesson.steps]
    assert "Kicked out" in titles and "Intermediate scoring" in titles and "The final scoring" in titles


def test_an_illegal_move_in_the_prefix_is_named_by_file_line_and_field(tmp_path, capsys):
    root, path, line = _copy(tmp_path, '"move market", "offer 6 A"', '"move market", "offer 5 B"')
    assert main.main(["check-data", str(root)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:{line}: field 'prefix[2]': expected a legal move" in out and "found 'offer 5 B'" in out
    assert "Avant Carde: data OK" in out


def test_a_stale_prefix_leaves_the_steps_illegal_and_check_data_says_where(tmp_path):
    root, path, line = _copy(tmp_path, '"move sales", "sell 2 3", "contract 2"]', '"move sales", "sell 2 3"]')
    errors = check_lessons([spec("the-gallerist")], str(root))
    assert len(errors) == 1 and str(path) in errors[0] and "field 'steps[1].do'" in errors[0]


def test_a_lesson_name_is_short_and_the_prefix_a_list_of_moves(tmp_path):
    root, path, line = _copy(tmp_path, "name: Learn to win\n", "name: " + "W" * 30 + "\n")
    with pytest.raises(DataError) as e:
        load_lesson("the-gallerist", str(path))
    assert e.value.field == "name" and e.value.line == line
    root, path, line = _copy(tmp_path / "b", "prefix: [", "prefix: [[1], ")
    with pytest.raises(DataError) as e:
        load_lesson("the-gallerist", str(path))
    assert e.value.field == "prefix[0]"
