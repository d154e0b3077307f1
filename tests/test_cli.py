"""The command line: every command's help prints (argparse formats help strings with %)."""

import pytest

import main


@pytest.mark.parametrize("argv", [["--help"], ["simulate", "--help"], ["check-data", "--help"], ["bench", "--help"],
                                  ["tournament", "--help"], ["lab", "--help"]])
def test_help_prints_for_every_command(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main.main(argv)
    assert exit_info.value.code == 0
    assert "usage: main.py" in capsys.readouterr().out
