"""Hostile files and arguments given to the commands (issue 27): every case ends in one line that
names the argument or the file and says what was wrong — exit status 2 (1 for check-data), no
traceback, no hang, never a word of what is in the file."""

import os
import shutil
import threading

import pytest

from game import main
from game.engine.session import MAX_SEED

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SECRET = "root:$6$SECRETHASH:19000:0:99999:7:::"


def run(argv, capsys, seconds=60):
    """``main(argv)`` in a thread (so a hang fails the test instead of stopping the run):
    ``(exit status, the lines of stderr, stdout)``."""
    outcome = []

    def call():
        try:
            outcome.append(main.main(argv))
        except SystemExit as exc:
            outcome.append(exc.code)
        except BaseException as exc:  # noqa: BLE001 — a traceback is what these tests look for
            outcome.append(exc)
    t = threading.Thread(target=call, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"{argv} did not answer within {seconds}s"
    captured = capsys.readouterr()
    assert not isinstance(outcome[0], BaseException), f"{argv} raised {outcome[0]!r}"
    return outcome[0], captured.err.strip().splitlines(), captured.out


def one_line(code, err, named, expected=2):
    assert code == expected
    assert len(err) == 1, err
    assert named in err[0] and "Traceback" not in err[0]
    assert SECRET not in err[0] and "SECRETHASH" not in err[0]
    return err[0]


@pytest.fixture
def shadow(tmp_path):
    """A file that is not a patron set at all, with a line that must never be printed."""
    path = tmp_path / "shadow"
    path.write_text(SECRET + "\ndaemon:*:19000:0:99999:7:::\n")
    return str(path)


# ---- case 4: a seed the engine cannot store is refused where it is parsed ---------------------------

@pytest.mark.parametrize("argv", [
    ["--seed", str(MAX_SEED)],
    ["--seed", str(10 ** 26)],
    ["--seed", str(-MAX_SEED)],
    ["simulate", "--games", "1", "--seed", str(10 ** 26)],
    ["tournament", "--games", "1", "--seed", str(MAX_SEED)],
    ["lab", "--games", "1", "--seed", str(MAX_SEED)],
    ["train", "--game", "avant-carde", "--games", "2", "--seed", str(2 ** 64)],
])
def test_a_seed_a_save_cannot_hold_is_refused_with_one_line(argv, capsys):
    one_line(*run(argv, capsys)[:2], "--seed")


def test_the_largest_seed_a_save_holds_is_accepted():
    args = main.build_parser().parse_args(["--seed", str(MAX_SEED - 1)])
    assert args.seed == MAX_SEED - 1


# ---- case 7: one parser for worker counts and budgets, bench included --------------------------------

@pytest.mark.parametrize("command", [["bench", "--soak", "1"], ["tournament"], ["lab"], ["train", "--game", "x"]])
def test_every_commands_workers_are_capped_at_the_cores(command):
    for many in ("100000", str(10 ** 30)):
        args = main.build_parser().parse_args(command + ["--workers", many])
        assert args.workers == (os.cpu_count() or 1)


@pytest.mark.parametrize("argv,named", [
    (["bench", "--soak", "1", "--workers", "0"], "--workers"),
    (["bench", "--soak", "1", "--workers", "many"], "--workers"),
    (["tournament", "--budget", "1e300"], "--budget"),
    (["tournament", "--budget", "601"], "--budget"),
    (["tournament", "--iterations", str(10 ** 12)], "--iterations"),
    (["simulate", "--games", str(10 ** 30)], "--games"),
    (["tournament", "--players", str(10 ** 9)], "--players"),
    (["bench", "--monkey", "9" * 5000], "--monkey"),
])
def test_counts_and_budgets_have_an_upper_bound_checked_at_parse_time(argv, named, capsys):
    line = one_line(*run(argv, capsys)[:2], named)
    assert len(line) < 300                       # a 5,000-digit value is not printed back whole


# ---- cases 8 and 13: a file that is not a patron set -------------------------------------------------

@pytest.mark.parametrize("kind", ["device", "folder", "a list", "not yaml", "shadow"])
def test_lab_set_of_a_file_that_is_no_patron_set_is_one_line_naming_it(kind, tmp_path, shadow, capsys):
    path = {"device": os.devnull, "folder": str(tmp_path), "shadow": shadow}.get(kind)
    if path is None:
        path = str(tmp_path / "bad.yaml")
        with open(path, "w") as f:
            f.write("[1, 2]\n" if kind == "a list" else SECRET + "\n  - : [\n")
    code, err, out = run(["lab", "--games", "1", "--set", path, "--out", str(tmp_path / "out")], capsys)
    one_line(code, err, os.path.basename(path.rstrip("/")))
    assert SECRET not in out


def test_lab_checks_its_out_folder_before_playing(tmp_path, capsys, monkeypatch):
    from game.tools import lab
    monkeypatch.setattr(lab, "run_lab", lambda *a, **k: pytest.fail("games were played"))
    one_line(*run(["lab", "--games", "1", "--out", os.devnull], capsys)[:2], "--out")
    (tmp_path / "file").write_text("x")
    one_line(*run(["lab", "--games", "1", "--out", str(tmp_path / "file")], capsys)[:2], "--out")


def test_train_checks_its_out_file_before_training_and_never_replaces_a_device(capsys, monkeypatch):
    from game.tools import train
    monkeypatch.setattr(train, "train_weights", lambda *a, **k: pytest.fail("games were played"))
    one_line(*run(["train", "--game", "avant-carde", "--games", "2", "--out", os.devnull], capsys)[:2], "--out")
    assert not os.path.isfile(os.devnull)


def test_train_names_the_games_that_have_a_learned_evaluation():
    """In a fresh process, where no game's agents were imported before (the trainers register then)."""
    import subprocess
    import sys
    command = [sys.executable, os.path.join(ROOT, "main.py"), "train", "--game", "art-decko", "--games", "2"]
    done = subprocess.run(command,
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    line = one_line(done.returncode, done.stderr.strip().splitlines(), "art-decko")
    assert "avant-carde" in line and "none" not in line


# ---- case 9: lab --resume of a damaged partial run ---------------------------------------------------

@pytest.mark.parametrize("content", ["fifo", "folder", "[1, 2]", "{not json",
                                     '{"key": 1, "results": [{"rounds": "x"}]}',
                                     "same key, damaged results", "\udcff"])
def test_lab_resume_of_a_damaged_partial_run_is_one_line(content, tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    partial = out / "lab-partial.json"
    argv = ["lab", "--games", "2", "--sets", "new_yorkers", "--agents", "random", "--players", "2",
            "--out", str(out), "--resume", "--workers", "1"]
    if content == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("FIFOs are POSIX")
        os.mkfifo(partial)
    elif content == "folder":
        partial.mkdir()
    elif content == "same key, damaged results":
        key = {"game": "avant-carde", "sets": ["new_yorkers"], "games": 2, "agents": ["random"], "players": 2,
               "seed": 1}
        import json
        partial.write_text(json.dumps({"key": key, "results": [{"rounds": 3, "winners": "abc", "scores": 7}]}))
    else:
        partial.write_text(content, errors="surrogateescape")
    one_line(*run(argv, capsys, seconds=30)[:2], "lab-partial.json")


# ---- case 10: a damaged learned-weights file ------------------------------------------------------------

@pytest.fixture
def weights_folder(tmp_path, monkeypatch):
    """The folder hard-learned reads its weights from, pointed at a copy the test damages."""
    from game.avant_carde.ai import model
    folder = tmp_path / "ac"
    folder.mkdir()
    monkeypatch.setattr(model, "DATA_DIR", str(folder))
    monkeypatch.setattr(model, "_loaded", {})
    shutil.copy(os.path.join(ROOT, "data", "avant_carde", model.WEIGHTS_FILE), folder)
    return folder / model.WEIGHTS_FILE


@pytest.mark.parametrize("damage", ["nan", "a list", "bad yaml", "missing", "fifo", "secret"])
@pytest.mark.parametrize("command", [["simulate", "--games", "1", "--agents", "hard-learned,random"],
                                     ["tournament", "--games", "1", "--agents", "hard-learned,random",
                                      "--workers", "1"]])
def test_a_damaged_weights_file_is_one_line_naming_it(damage, command, weights_folder, capsys):
    text = weights_folder.read_text()
    first = text.split("weights:\n")[1].splitlines()[0].split(":")[0].strip()
    if damage == "missing":
        weights_folder.unlink()
    elif damage == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("FIFOs are POSIX")
        weights_folder.unlink()
        os.mkfifo(weights_folder)
    else:
        edits = {"nan": f"  {first}: .nan", "a list": f"  {first}: [1, 2]", "bad yaml": f"  {first}: [1, 2",
                 "secret": f"  {first}: {SECRET}"}
        lines = text.splitlines()
        lines[lines.index(next(line for line in lines if line.strip().startswith(first + ":")))] = edits[damage]
        weights_folder.write_text("\n".join(lines) + "\n")
    one_line(*run(command, capsys)[:2], weights_folder.name)


# ---- case 12: a ladder of one agent --------------------------------------------------------------------

@pytest.mark.parametrize("agents", ["random", "random,random"])
def test_a_ladder_needs_two_different_agents(agents, capsys):
    one_line(*run(["tournament", "--ladder", "--agents", agents, "--games", "1"], capsys)[:2], "--agents")


# ---- case 13: data files: unknown keys in every game, no content in any message -------------------------

def test_the_gallerists_data_files_refuse_unknown_top_level_keys(tmp_path, capsys):
    root = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), root)
    bomb = "lol0: &a [lol, lol, lol]\n" + "".join(f"lol{i}: &a{i} [*a, *a, *a]\n" for i in range(1, 9))
    with open(root / "gallerist" / "artists.yaml", "a") as f:
        f.write(bomb.replace("&a ", "&a0 ").replace("*a,", "*a0,").replace("*a]", "*a0]"))
    assert main.main(["check-data", str(root)]) == 1
    out = capsys.readouterr().out
    assert "The Gallerist: " in out and "artists.yaml" in out and "unknown key" in out
    assert "The Gallerist: data OK" not in out


def test_a_data_error_never_quotes_a_value_from_the_file(tmp_path):
    from game.engine.errors import DataError
    from game.engine.yamldata import Node, load_text
    for text in ("SECRETHASH in a line\n", SECRET + "\n"):      # a string; a mapping whose key is the line
        node = Node("x.yaml", load_text(text, "x.yaml"))
        with pytest.raises(DataError) as err:
            node.expect(list)
        assert "SECRETHASH" not in str(err.value) and "SECRETHASH" not in err.value.plain()
        with pytest.raises(DataError) as err:
            node.expect(dict).only_keys({"name"}) if isinstance(node.value, dict) else node.get("name", str)
        assert "SECRETHASH" not in str(err.value)
    with pytest.raises(DataError) as err:
        load_text("a: *SECRETALIAS\n", "y.yaml")
    assert "SECRETALIAS" not in str(err.value)
