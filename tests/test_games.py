"""The game registry: the games' info and the features' registrations (what the CLI and the set-up
scene build from a game's fields: beside each game, e.g. tests/avant_carde/test_ac_spec.py), and the
rules of the layout it makes possible — each game one package (``game/<game>/`` with ``ai/``, ``ui/`` and
``spec.py``), no line of shared code naming a game, game/tools never importing a UI, pygame only
in UI packages."""

import ast
import os

import pytest

from game import games
from game.ai.base import agent_names

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_lookups_follow_the_registry_in_tab_order():
    """Every game package registers one game: the lookups list them in tab order and name them all
    when an id is unknown (a game dropped in is listed too: tests/test_dropin.py)."""
    known = games.all_specs()
    assert len({g.id for g in known}) == len(known) == len(game_packages())
    assert [(g.order, g.title) for g in known] == sorted((g.order, g.title) for g in known)
    for g in known:
        rules = games.game_module(g.id)
        assert games.spec(g.id) is g and rules.GAME_ID == g.id
        assert (rules.MIN_PLAYERS, rules.MAX_PLAYERS) == (g.min_players, g.max_players)
    with pytest.raises(ValueError, match=f"unknown game 'chess'; known: {', '.join(games.game_ids())}"):
        games.spec("chess")
    with pytest.raises(ValueError, match="already registered"):
        games.register(known[0])


def test_a_features_registrations_hold_one_entry_per_game_and_go_with_it():
    gadget: games.Registrations[str] = games.Registrations("gadget")
    first, *others = games.all_specs()
    gadget.add(first.id, "one")
    assert gadget.of(first.id) == "one" and gadget.games() == [first]
    with pytest.raises(ValueError, match="already has a gadget"):
        gadget.add(first.id, "two")
    for g in others:
        assert gadget.get(g.id) is None
        with pytest.raises(ValueError, match=f"{g.title} has no gadget"):
            gadget.of(g.id)
    gadget.remove(first.id)
    assert gadget.games() == []


@pytest.mark.parametrize("game_id", games.game_ids())
def test_the_app_offers_human_then_easy_medium_hard(game_id):
    spec = games.spec(game_id)
    assert [c.label for c in spec.player_choices()] == ["Human", "AI · Easy", "AI · Medium", "AI · Hard"]
    spec.module()
    assert set(spec.app_levels) <= set(agent_names(game_id))


# ---- the layout ---------------------------------------------------------------------------------

def _python_files(*parts):
    top = os.path.join(ROOT, *parts)
    if top.endswith(".py"):
        yield top
        return
    for folder, _, names in os.walk(top):
        yield from (os.path.join(folder, n) for n in sorted(names) if n.endswith(".py"))


def _game_words():
    """Every registered game's id and data folder name: what a branch on a game would spell."""
    return {w for g in games.all_specs() for w in (g.id, g.data_folder)}


def game_packages():
    """The folders of game packages: those under game/ with a ``spec.py``."""
    top = os.path.join(ROOT, "game")
    return sorted(d for d in os.listdir(top) if os.path.isfile(os.path.join(top, d, "spec.py")))


SHARED = (("game", "ui"), ("game", "tools"), ("game", "engine"), ("game", "ai"), ("game", "games.py"),
          ("game", "main.py"), ("main.py",))


def game_id_literals(path):
    """``(line, text)`` of each string in ``path`` that is a game's id or folder name."""
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    words = _game_words()
    return sorted((n.lineno, n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant) and n.value in words)


def test_no_shared_module_names_a_game():
    found = []
    for path in [p for part in SHARED for p in _python_files(*part)]:
        found += [f"{os.path.relpath(path, ROOT)}:{line}: {text!r}" for line, text in game_id_literals(path)]
    assert not found, "game ids in shared code (ask the registry instead):\n" + "\n".join(found)


def test_every_game_is_one_package_with_its_ai_and_ui():
    packages = game_packages()
    assert {g.package for g in games.all_specs()} == {f"game.{p}" for p in packages}
    for p in packages:
        for sub in ("ai", "ui"):
            assert os.path.isfile(os.path.join(ROOT, "game", p, sub, "__init__.py")), f"game/{p}/{sub}/ is missing"
    stray = [os.path.relpath(path, ROOT) for part in SHARED for path in _python_files(*part)
             if any(part in os.path.relpath(path, ROOT).split(os.sep)[1:] or
                    os.path.basename(path).startswith(p + "_") for p in packages)]
    assert not stray, "per-game files outside their game's package:\n" + "\n".join(stray)


def test_the_id_check_finds_a_branch_on_a_game(tmp_path):
    branch = tmp_path / "branch.py"
    branch.write_text('GAME = "art-decko"\nif game_id == "avant-carde":\n    folder = "art_decko"\n')
    assert game_id_literals(str(branch)) == [(1, "art-decko"), (2, "avant-carde"), (3, "art_decko")]


def imports_of(path):
    """Every module ``path`` imports, and every string naming a ``game.`` module (importlib)."""
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    names = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Import):
            names += [a.name for a in n.names]
        elif isinstance(n, ast.ImportFrom) and n.module:
            names += [n.module] + [f"{n.module}.{a.name}" for a in n.names]
        elif isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value.startswith("game."):
            names.append(n.value.split(":")[0])
    return names


def test_game_tools_imports_nothing_from_game_ui():
    found = [f"{os.path.relpath(p, ROOT)}: {name}" for p in _python_files("game", "tools")
             for name in imports_of(p) if name == "game.ui" or name.startswith("game.ui.")]
    assert not found, "\n".join(found)


def test_the_engine_imports_nothing_above_it():
    """game/engine is the bottom layer: it imports neither the registry, the agents, the UI nor any
    game — not even lazily inside a function (``imports_of`` walks every node) — so nothing it
    needs from above can hide a cycle; the session gets its agents from its caller."""
    above = ("game.games", "game.ai", "game.ui") + tuple(f"game.{p}" for p in game_packages())
    found = [f"{os.path.relpath(p, ROOT)}: {name}" for p in _python_files("game", "engine")
             for name in imports_of(p) if name in above or name.startswith(tuple(a + "." for a in above))]
    assert not found, "the engine importing what stands above it:\n" + "\n".join(found)


def test_the_layer_check_sees_an_import_inside_a_function(tmp_path):
    lazy = tmp_path / "lazy.py"
    lazy.write_text("def agent_for(seat):\n    from game.games import make_agent\n    return make_agent\n")
    assert "game.games" in imports_of(str(lazy))


def test_shared_code_imports_no_game_package():
    """Shared code reaches a game only through the registry (its spec's dotted names)."""
    prefixes = tuple(f"game.{p}" for p in game_packages())
    found = [f"{os.path.relpath(path, ROOT)}: {name}" for part in SHARED for path in _python_files(*part)
             for name in imports_of(path) if name in prefixes or name.startswith(tuple(p + "." for p in prefixes))]
    assert not found, "shared code importing a game:\n" + "\n".join(found)


def test_the_shared_table_pieces_read_no_state():
    """game/ui/play reads a game through its GameController (the table model, observation,
    decision, why_not, summary …): only the controller and the one builder of a table model
    (model.py, which a server imports too) touch ``.state``."""
    found = []
    for path in _python_files("game", "ui", "play"):
        if os.path.basename(path) in ("controller.py", "model.py"):
            continue
        tree = ast.parse(open(path, encoding="utf-8").read(), path)
        found += [f"{os.path.relpath(path, ROOT)}:{n.lineno}" for n in ast.walk(tree)
                  if isinstance(n, ast.Attribute) and n.attr == "state"]
    assert not found, "reading the state around the controller:\n" + "\n".join(found)


def test_shared_code_asks_no_game_whether_it_has_a_hook():
    """Every optional hook has its default in the contract (GameState, TableScene, PackageHooks):
    shared code calls it, and never asks ``getattr``/``hasattr`` for one by name."""
    hooks = {"portable_setup", "position", "simultaneous", "clicks_for", "draw_breakdown", "guide_keep_clear",
             "result", "handoff_note", "why_not", "hold_ai", "animating"}
    found = []
    for part in SHARED:
        for path in _python_files(*part):
            if path == os.path.join(ROOT, "game", "engine", "contract.py"):
                continue                   # where a package's hooks get their defaults, once
            tree = ast.parse(open(path, encoding="utf-8").read(), path)
            found += [f"{os.path.relpath(path, ROOT)}:{n.lineno}: {n.args[1].value}" for n in ast.walk(tree)
                      if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                      and n.func.id in ("getattr", "hasattr") and len(n.args) >= 2
                      and isinstance(n.args[1], ast.Constant) and n.args[1].value in hooks]
    assert not found, "\n".join(found)


def test_pygame_is_imported_only_under_ui_packages():
    """pygame belongs to game/ui (the shell) and each game's ui/ subpackage, nowhere else."""
    found = []
    for path in _python_files("game"):
        parts = os.path.relpath(path, ROOT).split(os.sep)
        if parts[1] == "ui" or (len(parts) > 3 and parts[1] in game_packages() and parts[2] == "ui"):
            continue
        found += [f"{os.path.relpath(path, ROOT)}: {name}" for name in imports_of(path)
                  if name == "pygame" or name.startswith("pygame.")]
    assert not found, "\n".join(found)



def _classes(path):
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    return [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]


def test_no_class_in_game_passes_500_lines():
    long = [f"{os.path.relpath(p, ROOT)}: {c.name} ({c.end_lineno - c.lineno + 1} lines)"
            for p in _python_files("game") for c in _classes(p) if c.end_lineno - c.lineno + 1 > 500]
    assert not long, "\n".join(long)


def test_no_table_module_imports_a_rules_state_or_reads_the_state():
    """A table sees the controller's observation, decision and why_not, and the events: never a state."""
    found = []
    for package in game_packages():
        for path in _python_files("game", package, "ui"):
            rel = os.path.relpath(path, ROOT)
            found += [f"{rel}: imports {name}" for name in imports_of(path)
                      if name.startswith(f"game.{package}.state")]
            source = open(path, encoding="utf-8").read()
            found += [f"{rel}: reads {word}" for word in ("controller.state", "session.state")
                      if word in source]
    assert not found, "\n".join(found)


def test_no_dispatch_by_a_name_built_from_strings():
    """Steps and agents dispatch through tables of functions (game/engine/steps.py), never getattr on a
    name pieced together at run time."""
    found = []
    for path in _python_files("game"):
        for n in ast.walk(ast.parse(open(path, encoding="utf-8").read(), path)):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "getattr"
                    and len(n.args) >= 2 and isinstance(n.args[1], (ast.BinOp, ast.JoinedStr))):
                found.append(f"{os.path.relpath(path, ROOT)}:{n.lineno}")
    assert not found, "\n".join(found)


def test_a_thread_reading_the_registry_while_another_fills_it_waits_for_every_game():
    """An online table's network thread read the registry while the app's thread was still importing
    the games, and found it half filled (a joining window crashed). Run in a fresh interpreter, where
    nothing is discovered yet; the first spec's import is held until the second thread has asked."""
    import subprocess
    import sys
    from pathlib import Path
    code = '''
import importlib, threading
from game import games
inside, asked = threading.Event(), threading.Event()
real = importlib.import_module
def held(name, *a):
    if name.endswith(".spec") and not inside.is_set():
        inside.set()
        asked.wait(2)
    return real(name, *a)
games.importlib.import_module = held
filler = threading.Thread(target=games.discover)
filler.start()
inside.wait(5)
reader = []
t = threading.Thread(target=lambda: reader.append(games.game_ids()))
t.start()
t.join(0.5)
asked.set()
t.join(5)
filler.join(5)
print(len(reader[0]), len(games.game_ids()))
'''
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=60)
    seen, every = done.stdout.split()
    assert int(every) >= 3 and seen == every, done.stdout + done.stderr


def test_a_field_with_player_counts_is_offered_and_set_up_at_those_counts_only():
    field = games.Field("extra", "Extra", "", (games.Choice(1, "One"), games.Choice(0, "None")), 1,
                        player_counts=(4,))
    info = games.GameInfo(id="toy", title="Toy", package="toy", data_folder="toy", min_players=2, max_players=4,
                          fields=(field,), table="", agent_modules=(), rules="")
    assert [n for n in range(1, 5) if field.offered(n, {})] == [4]
    assert info.setup_from_values({"extra": 0}, 4) == {"options": {"extra": 0}}
    assert info.setup_from_values({"extra": 1}, 3) == {}
