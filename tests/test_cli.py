"""The command line: every command's help prints (argparse formats help strings with %)."""

import pytest

from game import main


@pytest.mark.parametrize("argv", [["--help"], ["simulate", "--help"], ["check-data", "--help"], ["bench", "--help"],
                                  ["tournament", "--help"], ["lab", "--help"]])
def test_help_prints_for_every_command(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main.main(argv)
    assert exit_info.value.code == 0
    assert "usage: main.py" in capsys.readouterr().out


def test_bench_runs_the_apps_runs_through_what_the_app_registered(monkeypatch, capsys):
    import game.ui.bench_runs  # noqa: F401 — what main.py loads when pygame is there
    from game.tools import bench
    assert set(bench.RUNS) == {"ui", "monkey", "memory", "fuzz_home"}
    calls = []
    monkeypatch.setitem(bench.RUNS, "monkey", lambda args: calls.append(args.monkey) or 0)
    assert main.main(["bench", "--monkey", "3"]) == 0 and calls == [3]
    monkeypatch.setattr(bench, "RUNS", {})
    assert main.main(["bench", "--memory", "2"]) == 1
    assert "bench --memory needs the app (pygame-ce)" in capsys.readouterr().out
