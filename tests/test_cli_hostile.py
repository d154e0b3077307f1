"""Odd command-line arguments (issue 16, case 14): a one-line error naming the argument, exit 2."""

import os

import pytest

from game.main import main


def run(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err.strip().splitlines()
    return code, err[-1] if err else ""


@pytest.mark.parametrize("argv,named", [
    (["simulate", "--patrons", "no/such/file.yaml"], "--patrons"),
    (["tournament", "--patrons", "no/such/file.yaml"], "--patrons"),
    (["simulate", "--patrons", "mix:9=nobody"], "--patrons"),
    (["bench", "--memory", "-1"], "--memory"),
    (["bench", "--soak", "-1"], "--soak"),
    (["bench", "--runs", "0"], "--runs"),
    (["bench", "--fuzz-home", "-2"], "--fuzz-home"),
    (["tournament", "--solo-table", "--game", "art-decko"], "--solo-table"),
    (["tournament", "--budget", "nan"], "--budget"),
    (["tournament", "--budget", "inf"], "--budget"),
    (["tournament", "--budget", "-1"], "--budget"),
    (["tournament", "--workers", "0"], "--workers"),
    (["simulate", "--players", "0"], "--players"),
    (["simulate", "--players", "-3"], "--players"),
    (["simulate", "--games", "-1"], "--games"),
    (["simulate", "--max-rounds", "-5"], "--max-rounds"),
    (["simulate", "--solo", "normal", "--players", "3"], "--solo"),
    (["simulate", "--game", "art-decko", "--patrons", "parisians"], "--patrons"),
    (["tournament", "--game", "art-decko", "--patrons", "parisians"], "--patrons"),
    (["lab", "--sets", ","], "--sets"),
    (["lab", "--games", "0"], "--games"),
    (["--size=-5x-5"], "--size"),
    (["--size", "0x0"], "--size"),
    (["--size", "big"], "--size"),
])
def test_a_bad_argument_is_one_line_naming_it_with_exit_status_2(argv, named, capsys):
    code, last = run(argv, capsys)
    assert code == 2
    assert named in last and "Traceback" not in last
    assert "python -m game.ui" not in last


def test_a_bad_custom_set_file_is_named_in_the_error(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: [broken\n")
    code, last = run(["simulate", "--games", "1", "--patrons", str(bad)], capsys)
    assert code == 2 and "bad.yaml" in last and "--patrons" in last


def test_workers_beyond_the_cores_are_capped():
    from game.tools.cliargs import workers
    assert workers("100000") == (os.cpu_count() or 1)


@pytest.mark.parametrize("argv", [
    ["--game", "the-gallerist"],
    ["--seed", "3"],
    ["--game", "the-gallerist", "--seats", "human,,medium"],
    ["--game", "the-gallerist", "--seats", ","],
])
def test_a_quick_start_without_whole_seats_is_one_sentence_with_exit_status_2(argv, capsys, monkeypatch):
    """Issue 29: ``--game`` without ``--seats`` opened the menu and ``human,,medium`` started 2 seats."""
    import game.ui.app
    monkeypatch.setattr(game.ui.app, "run_app", lambda *a, **k: pytest.fail("the app opened"))
    code, last = run(argv, capsys)
    assert code == 2 and "--seats" in last and last.count(". ") == 0
