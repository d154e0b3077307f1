"""`python main.py check-data` checks every Learn to play lesson: the file loads (text present and
short), and its moves replay legally on its game, each problem named by file, line and field."""

import shutil

import pytest

from game import main
from game.engine.errors import DataError
from game.engine.resources import DATA_ROOT
from game.games import AGENTS, all_specs, spec
from game.tools.lessons import LESSONS as LESSON_FILES, check_lessons, lesson_files, lesson_for, replay

LESSONS = LESSON_FILES.games()


def test_every_game_in_the_registry_has_a_lesson_and_all_of_them_replay():
    assert {g.id for g in LESSONS} == {g.id for g in all_specs()}
    assert check_lessons(LESSONS) == []


@pytest.mark.parametrize("game", LESSONS, ids=lambda g: g.id)
def test_a_replayed_lesson_makes_every_move_it_asks_for(game):
    lesson = lesson_for(game)
    session = replay(game.module(), lesson, AGENTS)
    human = next(i for i, (_, player) in enumerate(lesson.seats) if player == "human")
    mine = [str(a) for a, seat in zip(session.actions, session.actors) if seat == human]
    assert mine == [m for step in lesson.steps if step.do for m in (*step.also, step.do)]


def _broken(tmp_path, game_id, old, new):
    """A copy of the data folder whose lesson of ``game_id`` has ``old`` replaced by ``new``;
    returns (data root, the lesson file, the 1-based line of the change)."""
    root = tmp_path / "data"
    shutil.copytree(DATA_ROOT, root)
    path = root / spec(game_id).data_folder / lesson_files(spec(game_id))[0]
    text = path.read_text()
    assert old in text
    line = text[:text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1))
    return root, path, line


def test_check_data_names_the_file_line_and_field_of_an_illegal_move(tmp_path, capsys):
    root, path, line = _broken(tmp_path, "avant-carde", "do: play rb.r1\n", "do: play rb.r3\n")
    assert main.main(["check-data", str(root)]) == 1
    out = capsys.readouterr().out
    assert f"Avant Carde: {path}:{line}: field 'steps[2].do': expected a legal move at this step" in out
    assert "found 'play rb.r3'" in out and "play rb.r1" in out          # the legal moves are listed
    assert "Art Decko: data OK" in out


def test_check_data_names_a_move_that_is_not_even_an_action_and_a_missing_text(tmp_path, capsys):
    root, path, line = _broken(tmp_path, "the-gallerist", "do: start sales", "do: 'start the game'")
    assert main.main(["check-data", str(root)]) == 1
    assert f"{path}:{line}: field 'steps[1].do': expected a legal move" in capsys.readouterr().out
    root, path, line = _broken(tmp_path / "b", "art-decko", "  - title: Welcome\n", "  - titel: Welcome\n")
    assert main.main(["check-data", str(root)]) == 1
    assert f"{path}:{line}: field 'steps[0].titel'" in capsys.readouterr().out


def test_a_step_says_one_rule_and_has_a_short_title(tmp_path):
    root, path, line = _broken(tmp_path, "avant-carde", "  - title: Welcome\n", "  - title: " + "W" * 40 + "\n")
    with pytest.raises(DataError) as e:
        lesson_for(spec("avant-carde"), str(root))
    assert e.value.field == "steps[0].title" and e.value.line == line and "at most 32 characters" in str(e.value)
    root, path, line = _broken(tmp_path / "b", "avant-carde", "say: \"The white 1", "say: \"" + "x" * 300)
    with pytest.raises(DataError) as e:
        lesson_for(spec("avant-carde"), str(root))
    assert e.value.field.endswith(".say") and e.value.line == line
    root, path, line = _broken(tmp_path / "c", "art-decko", '    also: ["discard c18"]\n', "")
    errors = check_lessons([spec("art-decko")], str(root))
    assert len(errors) == 1 and "field 'steps[" in errors[0] and ".do'" in errors[0]   # the hand no longer matches
