"""The online commands refuse a bad store or port in one line, before starting anything."""

from __future__ import annotations

import pytest

from game.main import main


@pytest.mark.parametrize("argv,named", [
    (["serve", "--store", "mysql://somewhere"], "sqlite:PATH or postgresql://"),
    (["serve", "--store", "sqlite:"], "needs a file name"),
    (["bench", "--online", "--servers", "2", "--games", "1"], "need a PostgreSQL store"),
])
def test_a_bad_store_is_one_line(argv, named, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert named in err and err.count("\n") == 1


@pytest.mark.parametrize("argv", [["serve", "--port", "0"], ["serve", "--port", "70000"],
                                  ["bench", "--online", "--servers", "9"]])
def test_a_bad_number_is_refused_at_parse_time(argv, capsys):
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2 and capsys.readouterr().err.count("\n") == 1


def test_the_server_runs_without_pygame():
    """A server machine need not have pygame: game/net reaches game/ui only for the table model."""
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    code = "import sys, game.net.server, game.net.bench; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0
