"""Fuzzing saves and data files, and killing a process while it saves.

Each run reports how many cases it tried and the ones that broke the rule:

- **saves**: a truncated, bit-flipped, wrong-version, wrong-game, hand-edited or hostile save
  (Infinity, 1e400, NaN, seats that are not seats, NUL and lone surrogates in names, unknown AI
  levels, string or 5,000-digit seeds, deep nesting) must load with names a font can draw, or
  raise :class:`SaveError` — never another exception;
- **data**: a mutated data file or custom patron set (merge-key bombs and escaped NULs and
  surrogates among the mutations) must load with clean text or raise :class:`DataError`
  naming file and field — never another exception, never a hang;
- **kill**: a process killed at a random moment while autosaving after every move must leave
  an autosave that loads;
- **home**: :func:`hostile_home` fills a user folder with hostile files of every kind (FIFOs,
  folders, symlink loops, broken links, huge sparse files, random bytes, all of the above as
  saves, settings, remembered set-ups and custom sets; file names that are not UTF-8, 30 to 40
  saves, seat names of 20,000+ characters, odd things at the lock file's path), and
  :func:`hostile_data` a data folder of damaged lessons and learned weights;
  ``game/ui/fuzzhome.py`` then opens every scene on them and continues a game.
"""

from __future__ import annotations

import copy
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from typing import TYPE_CHECKING, Any

from game.ai.learning import data_errors as learned_data_errors
from game.engine import i18n
from game.engine.errors import DataError, SaveError
from game.engine.resources import DATA_ROOT, code_root
from game.engine.safefile import MAX_NAME, clean_text
from game.engine.session import Session
from game.games import AGENTS, all_specs, check_setup, game_ids, game_module, load_object
from game.tools.lessons import lesson_files
from game.tools.soak import CHECKS

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence

    from game.engine.contract import GamePackage
    from game.games import GameInfo

# ---- saves ----------------------------------------------------------------------------------------

def _sample_saves(tmp: str, specs: Sequence[GameInfo]) -> list[str]:
    """Real saves mid-game: each game's sample games (its :class:`~game.tools.soak.ChecksSpec`), as text."""
    texts: list[str] = []
    for game_id, setup, seats in [(g.id, setup, seats) for g in specs for setup, seats in CHECKS.of(g.id).sample_games]:
        s = Session(game_module(game_id), setup, seats, agents=AGENTS)
        for _ in range(60):
            if s.over:
                break
            request = s.ai_request()
            assert request is not None      # every seat of a sample game is an AI
            s.apply(s.ai_decide(request))
        path = os.path.join(tmp, f"{game_id}-{len(texts)}.json")
        s.save(path)
        with open(path, encoding="utf-8") as f:
            texts.append(f.read())
    return texts


def _mutate_json(data: Any, rng: random.Random) -> Any:
    """A hand edit: change, delete or retype one value somewhere in the save."""
    data = copy.deepcopy(data)
    node, key = data, None
    for _ in range(rng.randint(1, 6)):
        if isinstance(node, dict) and node:
            key = rng.choice(list(node))
        elif isinstance(node, list) and node:
            key = rng.randrange(len(node))
        else:
            break
        if isinstance(node[key], (dict, list)) and rng.random() < 0.7:
            node = node[key]
            key = None
        else:
            break
    if key is None:
        if isinstance(node, dict) and node:
            key = rng.choice(list(node))
        elif isinstance(node, list) and node:
            key = rng.randrange(len(node))
        else:
            return data
    choice = rng.randrange(7)
    if choice == 0 and isinstance(node, dict):
        del node[key]
    elif choice == 1:
        node[key] = rng.choice([None, True, -1, 10 ** 30, 3.5, "", "x" * 1000, [], {}, "buy 7", "ob.w1"])
    elif choice == 2 and isinstance(node[key], int) and not isinstance(node[key], bool):
        node[key] += rng.choice([-1, 1, 7, -1000])
    elif choice == 3 and isinstance(node[key], str):
        node[key] = node[key][::-1] or "?"
    elif choice == 4 and isinstance(node[key], list):
        rng.shuffle(node[key])
    elif choice == 5 and isinstance(node, list):
        node.append(copy.deepcopy(node[key]))
    else:
        node[key] = "ünïcödé ✓ 名前"
    return data


def _set_in(path: tuple[str | int, ...], value: object) -> Callable[[Any], None]:
    """An edit setting ``data[path[0]][path[1]]…`` (missing steps are skipped)."""
    def edit(data: Any) -> None:
        node = data
        for key in path[:-1]:
            node = node[key] if isinstance(node, dict) and key in node else (
                node[key] if isinstance(node, list) and isinstance(key, int) and key < len(node) else None)
            if node is None:
                return
        last = path[-1]
        if isinstance(node, dict):
            node[last] = value
        elif isinstance(node, list) and isinstance(last, int):
            node[last] = value
    return edit


# The hand edits that broke the app before (issue 16), as (name, edit of the parsed save).
HOSTILE_SAVE_EDITS = (
    ("seats: 5", _set_in(("seats",), 5)),
    ("seats of bare names", _set_in(("seats",), ["Ada"])),
    ("no seats", _set_in(("seats",), [])),
    ("infinite state seed", _set_in(("state", "seed"), float("inf"))),
    ("infinite set-up seed", _set_in(("setup", "seed"), float("inf"))),
    ("NaN set-up seed", _set_in(("setup", "seed"), float("nan"))),
    ("huge float seed", _set_in(("setup", "seed"), 1e300)),
    ("infinite barrier", _set_in(("barrier",), float("inf"))),
    ("negative barrier", _set_in(("barrier",), -3)),
    ("NUL in a name", _set_in(("seats", 0, "name"), "A\x00da")),
    ("lone surrogate in a name", _set_in(("seats", 0, "name"), "B\ud800b")),
    ("escape codes in a name", _set_in(("seats", 0, "name"), "\x1b[31mRed\x7f")),
    ("unknown AI level", _set_in(("seats", 0, "player"), "grandmaster")),
    ("seed as a string", _set_in(("setup", "seed"), "3")),
    ("seed of 64 bits", _set_in(("setup", "seed"), 2 ** 64)),
    ("set-up not a mapping", _set_in(("setup",), [1, 2])),
    ("patrons as a number", _set_in(("setup", "patrons"), 7)),
    ("embedded set without text", _set_in(("setup", "patrons"), {"file": "x.yaml"})),
    ("embedded set of junk", _set_in(("setup", "patrons"), {"file": "x.yaml", "yaml": "name: [\x00"})),
)


def _hostile_save(text: str, rng: random.Random) -> tuple[str, str]:
    """A save given one of :data:`HOSTILE_SAVE_EDITS`, or text no JSON-writer would make."""
    k = rng.randrange(len(HOSTILE_SAVE_EDITS) + 3)
    if k == len(HOSTILE_SAVE_EDITS):
        return "1e400 seed", text.replace('"seed":', '"seed":1e400,"x":', 1)
    if k == len(HOSTILE_SAVE_EDITS) + 1:
        return "5,000-digit seed", text.replace('"seed":', '"seed":' + "9" * 5000 + ',"x":', 1)
    if k == len(HOSTILE_SAVE_EDITS) + 2:
        return "deep nesting", text.replace('"actions":', '"actions":' + "[" * 50000 + "]" * 50000 + ',"y":', 1)
    name, edit = HOSTILE_SAVE_EDITS[k]
    data = json.loads(text)
    edit(data)
    return name, json.dumps(data)


def _save_cases(texts: Sequence[str], n: int, rng: random.Random) -> Iterator[tuple[str, str | bytes]]:
    for i in range(n):
        text = rng.choice(texts)
        kind = i % 6
        if kind == 5:
            yield _hostile_save(text, rng)
            continue
        if kind == 0:
            yield "truncated", text[: rng.randrange(len(text))]
        elif kind == 1:
            raw = bytearray(text.encode("utf-8"))
            for _ in range(rng.randint(1, 8)):
                k = rng.randrange(len(raw))
                raw[k] ^= 1 << rng.randrange(8)
            yield "bit-flipped", bytes(raw)
        elif kind == 2:
            data = json.loads(text)
            data["version"] = rng.choice([0, 2, -1, "1", None, 99])
            yield "wrong version", json.dumps(data)
        elif kind == 3:
            data = json.loads(text)
            data["game"] = rng.choice(["chess", "", None, 7] + [g for g in game_ids() if g != data["game"]])
            yield "wrong game", json.dumps(data)
        else:
            yield "hand-edited", json.dumps(_mutate_json(json.loads(text), rng))


def fuzz_saves(n: int, seed: int = 1, specs: Sequence[GameInfo] | None = None) -> dict[str, Any]:
    """Load ``n`` damaged saves made from the sample games of ``specs`` (default: every game);
    returns ``{"cases", "loaded", "refused", "failures"}``. Every game loads, as the app's would."""
    rng = random.Random(seed)
    games: dict[str, GamePackage] = {g.id: g.module() for g in all_specs()}
    out: dict[str, Any] = {"cases": 0, "loaded": 0, "refused": 0, "failures": []}
    with tempfile.TemporaryDirectory() as tmp:
        texts = _sample_saves(tmp, specs or all_specs())
        path = os.path.join(tmp, "case.json")
        for kind, content in _save_cases(texts, n, rng):
            with open(path, "wb") as f:
                f.write(content if isinstance(content, bytes) else content.encode("utf-8"))
            out["cases"] += 1
            try:
                session = Session.load(path, games, agents=AGENTS, check_setup=check_setup)
                out["loaded"] += 1
                if any(clean_text(s.name) != s.name or len(s.name) > MAX_NAME for s in session.seats):
                    out["failures"].append(f"{kind}: a seat name a table cannot draw in a frame")
            except SaveError as exc:
                if not str(exc):
                    out["failures"].append(f"{kind}: an empty message")
                out["refused"] += 1
            except Exception as exc:  # noqa: BLE001 — this is exactly what the fuzz looks for
                out["failures"].append(f"{kind}: {type(exc).__name__}: {exc}"[:300])
    return out


# ---- data files -------------------------------------------------------------------------------------

_VALUES = ["-1", "0", "99999999999999999999", "1e400", "null", "[]", "{}", "''", "yes", "~",
           "\"ünïcödé ✓\"", "&a [1]", "*a", "!!binary aGk=", "!!python/object/apply:os.system ['true']",
           "\"" + "x" * 5000 + "\"", "[1, [2, [3, [4]]]]", "-.inf", ".nan", "0x1F",
           "\"Na\\0me\"", "\"Sur\\ud800rogate\"", "\"\\e[31mred\\x7f\""]


def merge_bomb(depth: int, key: str = "x") -> str:
    """YAML whose merge keys (``<<: [*a, *a]`` nested ``depth`` deep) expand to 2**depth entries;
    755 bytes at depth 40."""
    node = "&a0 {k: 1}"
    for i in range(1, depth + 1):
        node = f"&a{i} {{<<: [{node}, *a{i - 1}]}}"
    return f"{key}: {node}\n"


def _mutate_yaml(text: str, rng: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    i = rng.randrange(len(lines))
    line = lines[i]
    choice = rng.randrange(8)
    if choice == 7:                                       # a merge-key bomb
        return text + merge_bomb(rng.randint(18, 40), "zz_bomb")
    if choice == 0 and ":" in line:                       # change a value
        head = line.split(":", 1)[0]
        lines[i] = f"{head}: {rng.choice(_VALUES)}\n"
    elif choice == 1:                                     # drop a line (a missing key)
        del lines[i]
    elif choice == 2:                                     # duplicate a line (a duplicate key)
        lines.insert(i, line)
    elif choice == 3:                                     # break the indentation
        lines[i] = (" " * rng.randint(1, 5)) + line
    elif choice == 4:                                     # truncate the file
        return "".join(lines)[: rng.randrange(len(text) + 1)]
    elif choice == 5 and ":" in line:                     # rename a key
        head, tail = line.split(":", 1)
        lines[i] = head.rstrip() + rng.choice(["x", "_", "é", "2"]) + ":" + tail
    else:                                                 # swap two lines
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return "".join(lines)


def _texts(obj: object, depth: int = 0) -> Iterator[str]:
    """Every string in a loaded data object (slots, attributes, mappings, sequences): what a
    screen may show of it."""
    if isinstance(obj, str):
        yield obj
    elif depth > 6 or obj is None or isinstance(obj, (bool, int, float)):
        return
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _texts(k, depth + 1)
            yield from _texts(v, depth + 1)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            yield from _texts(v, depth + 1)
    else:
        names = getattr(type(obj), "__slots__", ()) or list(getattr(obj, "__dict__", {}))
        for name in names:
            yield from _texts(getattr(obj, name, None), depth + 1)


def fuzz_data(n: int, seed: int = 1, time_limit: float = 5.0) -> dict[str, Any]:
    """Mutate data files and custom sets ``n`` times; every outcome must be OK or a DataError."""
    rng = random.Random(seed)
    folders = {g.data_folder: g for g in all_specs()}
    out: dict[str, Any] = {"cases": 0, "valid": 0, "refused": 0, "failures": []}
    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.join(tmp, "data")
        shutil.copytree(DATA_ROOT, root)
        files = []
        for dirpath, _, names in os.walk(root):
            files += [os.path.join(dirpath, f) for f in names if f.endswith(".yaml")]
        # only the data of registered games (a game still being built has no loader to call yet)
        files = sorted(f for f in files if os.path.relpath(f, root).split(os.sep)[0] in folders)
        originals = {f: open(f, encoding="utf-8").read() for f in files}
        for _ in range(n):
            target = rng.choice(files)
            mutated = _mutate_yaml(originals[target], rng)
            if rng.random() < 0.3:
                mutated = _mutate_yaml(mutated, rng)
            with open(target, "w", encoding="utf-8") as f:
                f.write(mutated)
            game_dir = os.path.relpath(target, root).split(os.sep)[0]
            game_spec = folders[game_dir]
            game = game_spec.module()
            custom = CHECKS.of(game_spec.id).custom_data
            out["cases"] += 1
            t = time.perf_counter()
            try:
                if custom and custom[0] in target and rng.random() < 0.5:
                    loaded = load_object(custom[1])(target)          # as a player's own file
                    errors = [f"{target}: text a font cannot draw"] if any(
                        clean_text(t) != t for t in _texts(loaded)) else []
                else:
                    folder = os.path.join(root, game_dir)
                    errors = game.check_data(folder) + learned_data_errors(game_spec.id, folder)
                if errors:
                    out["refused"] += 1
                    if not all(target in e for e in errors):
                        out["failures"].append(f"{target}: error without its file: {errors[0][:200]}")
                else:
                    out["valid"] += 1
            except DataError as exc:
                out["refused"] += 1
                if exc.path != target:
                    out["failures"].append(f"{target}: DataError names {exc.path}")
            except Exception as exc:  # noqa: BLE001
                out["failures"].append(f"{os.path.basename(target)}: {type(exc).__name__}: {exc}"[:300])
            if time.perf_counter() - t > time_limit:
                out["failures"].append(f"{os.path.basename(target)}: took {time.perf_counter() - t:.1f}s")
            with open(target, "w", encoding="utf-8") as f:
                f.write(originals[target])
        _fuzz_catalogs(root, max(1, n // 20), random.Random(seed + 1), time_limit, out)
    return out


# ---- damaged translation catalogs (issue 41) --------------------------------------------------------

CATALOG_DAMAGE = ("1 MB msgstr", "NUL", "escape", "index", "attribute", "unknown name", "width", "nested plural",
                  "long plural", "syntax error", "invalid UTF-8", "mutated")
_REFUSED_DAMAGE = set(CATALOG_DAMAGE) - {"mutated"}     # each of these the check must name


def _damaged_catalog(raw: bytes, kind: str, rng: random.Random) -> bytes:
    """A catalog's bytes with one damage of ``kind`` on a random entry (or its header)."""
    lines = raw.decode("utf-8").split("\n")
    entries = [i for i, line in enumerate(lines) if line.startswith('msgstr "') and i > 3]
    i = rng.choice(entries)
    body = {"1 MB msgstr": "x" * 1_000_000, "NUL": "\0", "escape": "\x1b[2J", "index": "{n[0]}",
            "attribute": "{x.attr}", "unknown name": "{unknown}", "width": "{n:>50000000}"}
    if kind in body:
        lines[i] = lines[i][:-1] + body[kind] + '"'
    elif kind == "nested plural":
        return raw.replace(b"plural=(n > 1);", b"plural=" + b"(" * 5000 + b"n" + b")" * 5000 + b";", 1)
    elif kind == "long plural":
        return raw.replace(b"plural=(n > 1);", b"plural=" + b"!" * 200 + b"n;", 1)
    elif kind == "syntax error":
        lines[i] = lines[i].replace('msgstr "', "msgstr ", 1)
    elif kind == "invalid UTF-8":
        return "\n".join(lines[:i]).encode() + b"\n" + lines[i].encode() + b"\xff\n" + "\n".join(lines[i + 1:]).encode()
    else:
        for _ in range(rng.randint(1, 4)):
            j = rng.randrange(len(lines))
            line = lines[j]
            k = rng.randrange(len(line) + 1)
            lines[j] = rng.choice([line[:k] + line[k + 1:], line[:k] + rng.choice('{}"\\ n[].:%') + line[k:],
                                   line + "\\", ""])
    return "\n".join(lines).encode("utf-8")


def _said_everything() -> None:
    """Every message of the catalogs in force said through ``tr``, each placeholder given a number
    (what a screen does with it): it must come back as text, never raise or hang."""
    import string
    for (context, msgid), entry in list(i18n._table.items()):
        try:
            names = {f.split(".")[0].split("[")[0] for text in (msgid, entry.plural or "")
                     for _, f, _, _ in string.Formatter().parse(text) if f}
        except ValueError:
            continue
        kwargs = {name: 1 for name in names if name.isidentifier()}
        try:                # the English itself, with numbers for every name (a nested width may want more)
            message = (i18n.Mn(msgid, entry.plural, 2, **kwargs) if entry.plural is not None else
                       i18n.Mp(context, msgid, **kwargs) if context is not None else i18n.M(msgid, **kwargs))
        except (KeyError, IndexError, ValueError):
            continue
        i18n.tr(message)


def _fuzz_catalogs(root: str, n: int, rng: random.Random, time_limit: float, out: dict[str, Any]) -> None:
    """Damage a French catalog ``n`` times (the recipes of issue 41 and random edits): the check
    must name the file and the line of what it refuses, and the app, speaking French, must say
    every message (a bad entry in English, a catalog that does not load in English as a whole,
    with its notice) without an exception or a hang."""
    catalogs = sorted(os.path.join(d, f) for d, _, names in os.walk(root) for f in names if f == "fr.po")
    originals = {c: open(c, "rb").read() for c in catalogs}
    folders, language = dict(i18n._folders), i18n.language()
    for domain, folder in folders.items():
        i18n._folders[domain] = os.path.join(root, os.path.relpath(folder, DATA_ROOT))
    out.update(catalog_cases=0, catalog_refused=0)
    try:
        for _ in range(n):
            target, kind = rng.choice(catalogs), rng.choice(CATALOG_DAMAGE)
            with open(target, "wb") as f:
                f.write(_damaged_catalog(originals[target], kind, rng))
            out["catalog_cases"] += 1
            t = time.perf_counter()
            try:
                found = [p for p in i18n.problems("fr", typography=False) if p.startswith(f"{target}, line ")]
                if found:
                    out["catalog_refused"] += 1
                elif kind in _REFUSED_DAMAGE:
                    out["failures"].append(f"{target}: {kind} not refused with its file and line")
                i18n.set_language("en")
                i18n.set_language("fr")
                _said_everything()
                if any(e.path == target for e in i18n.load_errors()) and i18n.load_notice() is None:
                    out["failures"].append(f"{target}: {kind}: a catalog that did not load, and no notice")
            except Exception as exc:  # noqa: BLE001
                out["failures"].append(f"{os.path.basename(target)}: {kind}: {type(exc).__name__}: {exc}"[:300])
            if time.perf_counter() - t > time_limit:
                out["failures"].append(f"{target}: {kind}: took {time.perf_counter() - t:.1f}s")
            with open(target, "wb") as f:
                f.write(originals[target])
    finally:
        i18n._folders.clear()
        i18n._folders.update(folders)
        i18n.set_language("en")
        i18n.set_language(language)


# ---- killed while saving ----------------------------------------------------------------------------

_WRITER = """
import sys
sys.path.insert(0, {root!r})
from game.engine.session import Session
from game.games import AGENTS, game_module
s = Session(game_module({game!r}), {{"seed": {seed}}}, [("A", "random"), ("B", "random")],
            autosave_path={path!r}, agents=AGENTS)
s.autosave()
print("ready", flush=True)
while True:
    if s.over:
        s = Session(game_module({game!r}), {{"seed": {seed} + len(s.actions)}},
                    [("A", "random"), ("B", "random")], autosave_path={path!r}, agents=AGENTS)
    s.apply(s.ai_decide(s.ai_request()))
"""


def kill_during_save(n: int, seed: int = 1) -> dict[str, Any]:
    """Kill an autosaving process ``n`` times at random moments; the autosave must always load."""
    rng = random.Random(seed)
    specs = all_specs()
    games: dict[str, GamePackage] = {g.id: g.module() for g in specs}
    out: dict[str, Any] = {"cases": 0, "loaded": 0, "failures": []}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "autosave.json")
        for i in range(n):
            writer = _WRITER.format(root=str(code_root()), game=specs[i % len(specs)].id, seed=i, path=path)
            proc = subprocess.Popen([sys.executable, "-c", writer], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            assert proc.stdout is not None           # stdout=PIPE
            proc.stdout.readline()                    # the first autosave is written
            time.sleep(rng.uniform(0.0, 0.25))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            out["cases"] += 1
            try:
                Session.load(path, games, agents=AGENTS, check_setup=check_setup)
                out["loaded"] += 1
            except Exception as exc:  # noqa: BLE001
                out["failures"].append(f"kill {i}: {type(exc).__name__}: {exc}"[:300])
            leftovers = [f for f in os.listdir(tmp) if f.startswith(".tmp-")]
            for f in leftovers:                        # a killed writer may leave its temp file
                os.unlink(os.path.join(tmp, f))
    return out


# ---- a hostile user folder ----------------------------------------------------------------------------

def _special(path: str, kind: str, rng: random.Random) -> bool:
    """Make ``path`` a file of ``kind`` that no reader may trust; False if this OS cannot."""
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            return False
        os.mkfifo(path)
    elif kind == "folder":
        os.makedirs(path)
    elif kind == "symlink loop":
        os.symlink(os.path.basename(path), path)
    elif kind == "broken link":
        os.symlink(path + ".gone", path)
    elif kind == "huge sparse file":
        with open(path, "wb") as f:
            f.truncate(64 * 1024 * 1024)
    elif kind == "random bytes":
        with open(path, "wb") as f:
            f.write(bytes(rng.randrange(256) for _ in range(rng.randint(1, 400))))
    elif kind == "empty":
        open(path, "wb").close()
    elif kind == "deep nesting":
        with open(path, "w", encoding="ascii") as f:
            f.write("[" * 100000 + "]" * 100000)
    return True


SPECIAL_KINDS = ("fifo", "folder", "symlink loop", "broken link", "huge sparse file", "random bytes",
                 "empty", "deep nesting")
_HOSTILE_SETTINGS = (
    {"player_name": "A\x00d\ud800a", "window_size": [1e400, -5]},
    {"player_name": "\x1b[2J" * 50, "ai_think_time": float("nan"), "animation_speed": ["fast"]},
    {"window_size": [0, 0], "fullscreen": "yes", "sound": None},
    {"language": "klingon", "hints": "yes", "hints_hot_seat": [1]},
    {"language": ["fr"], "hints": float("nan"), "hints_hot_seat": None, "player_name": "Ad\u202ea"},
    {"language": "fr\x00", "hints": 1e400},
)
# What the statistics file may hold instead of its records.
_HOSTILE_STATS = (
    {"records": [{"game": "a-game", "seats": "x"}]}, {"records": None}, [1, 2, 3],
    {"records": [{"key": "\ud800", "game": "chess", "hints": -5, "seats": [[None]]}] * 3},
    {"version": 999, "records": []},
)
_HOSTILE_SETUPS = (
    {"seats": [["A\x00da", "human"], ["B\ud800", "grandmaster"]]},
    {"seed": "abc"}, {"seed": "9" * 5000}, {"seed": " 12 "},
    {"game": "chess", "seats": [[1, 2]], "patrons": {"x": 1}, "picks": {"2": [1]}},
    {"seats": [["Ada", "human"]] * 40, "solo": "impossible", "gems": 7},
    {"seats": [["Ada", "human"], ["N" * 60_000, "medium"]]},
)
# What may sit at the lock file's path: the lock must hold and nothing may be written through it.
LOCK_SHAPES = ("fifo", "folder", "link to a save", "symlink loop", "random bytes", "another process's id")


def _text_file(path: str, text: str) -> None:
    with open(path, "w", encoding="utf-8", errors="surrogatepass") as f:
        f.write(text)


def hostile_home(folder: str, rng: random.Random, save_texts: list[str], patron_text: str) -> tuple[str, list[str]]:
    """Fill ``folder`` (a user folder) with hostile files; returns ``(good_save, descriptions)``.

    One good save (``saves/good.json``: the newest, or the oldest of 30 and more) must stay
    listed, loadable and unchanged; everything else is one of :data:`SPECIAL_KINDS` or a hostile
    save, setting, set-up or set, a kept game or review, the statistics, a file name that is not
    UTF-8, a seat name of 20,000+ characters, or one of :data:`LOCK_SHAPES` at the lock file's path."""
    made = []
    saves_dir = os.path.join(folder, "saves")
    sets_dir = os.path.join(folder, "patron_sets")
    os.makedirs(saves_dir)
    os.makedirs(sets_dir)

    def special_or(path: str, role: str, write: Callable[[str], str]) -> None:
        kind = rng.choice(SPECIAL_KINDS + ("content",) * 3)
        if kind != "content" and _special(path, kind, rng):
            made.append(f"{role}: {kind}")
        else:
            made.append(f"{role}: {write(path)}")

    def hostile_save(path: str) -> str:
        text = rng.choice(save_texts)
        kind, content = _hostile_save(text, rng) if rng.random() < 0.6 else (
            "hand-edited", json.dumps(_mutate_json(json.loads(text), rng)))
        _text_file(path, content)
        return kind

    for i in range(rng.randint(2, 7)):
        special_or(os.path.join(saves_dir, f"hostile-{i}.json"), "save", hostile_save)
    if rng.random() < 0.3:                          # a file name that is not UTF-8
        name = os.fsdecode(b"hostile-\xff%d.json" % rng.randrange(100))
        _text_file(os.path.join(saves_dir, name), rng.choice(save_texts) if rng.random() < 0.5 else "{")
        made.append("save: a file name that is not UTF-8")
    if rng.random() < 0.3:                          # seat names of 20,000 to 60,000 characters
        data = json.loads(rng.choice(save_texts))
        data["seats"][0]["name"] = "N" * rng.randint(20_000, 60_000)
        _text_file(os.path.join(saves_dir, "long-name.json"), json.dumps(data))
        made.append("save: a 20,000+ character name")
    many = rng.randint(30, 40) if rng.random() < 0.25 else 0
    for i in range(many):                           # more saves than a screen shows
        _text_file(os.path.join(saves_dir, f"many-{i}.json"), rng.choice(save_texts))
    if many:
        made.append(f"{many} more saves, the good one the oldest")
    if rng.random() < 0.4:
        made.append(f"lock: {_lock_shape(folder, rng)}")
    if rng.random() < 0.5:
        special_or(os.path.join(folder, "autosave.json"), "autosave", hostile_save)
    else:
        _text_file(os.path.join(folder, "autosave.json"), rng.choice(save_texts))
        made.append("autosave: good")

    def settings(path: str) -> str:
        _text_file(path, json.dumps(rng.choice(_HOSTILE_SETTINGS)))
        return "hostile values"
    special_or(os.path.join(folder, "settings.json"), "settings", settings)

    def setup(path: str) -> str:
        _text_file(path, json.dumps(rng.choice(_HOSTILE_SETUPS)))
        return "hostile values"
    special_or(os.path.join(folder, "setup.json"), "setup", setup)

    def custom_set(path: str) -> str:
        kind = rng.randrange(4)
        if kind == 0:
            _text_file(path, merge_bomb(rng.randint(20, 40)))
            return "merge-key bomb"
        if kind == 1:
            _text_file(path, patron_text.replace("name: ", 'name: "\\0\\ud800" #', 2))
            return "NUL and a surrogate in names"
        if kind == 2:
            _text_file(path, _mutate_yaml(patron_text, rng))
            return "mutated"
        _text_file(path, patron_text)
        return "valid"
    for i in range(rng.randint(1, 3)):
        special_or(os.path.join(sets_dir, f"set-{i}.yaml"), "custom set", custom_set)
    if rng.random() < 0.3:
        _special(os.path.join(folder, "logs"), rng.choice(("fifo", "random bytes")), rng)
        made.append("logs: not a folder")
    if rng.random() < 0.7:                          # finished games kept for the coach's review
        history = os.path.join(folder, "history")
        os.makedirs(history)
        for i in range(rng.randint(1, 4)):
            special_or(os.path.join(history, f"kept-{i}.json"), "kept game", hostile_save)
    elif rng.random() < 0.5:
        _special(os.path.join(folder, "history"), rng.choice(("fifo", "random bytes")), rng)
        made.append("history: not a folder")

    def statistics(path: str) -> str:
        _text_file(path, json.dumps(rng.choice(_HOSTILE_STATS)))
        return "hostile values"
    special_or(os.path.join(folder, "stats.json"), "statistics", statistics)

    good = os.path.join(saves_dir, "good.json")
    _text_file(good, save_texts[0])
    when = time.time() + (-3600 if many else 3600)  # the newest (the list shows it first), or the last of many
    os.utime(good, (when, when))
    return good, made


def _lock_shape(folder: str, rng: random.Random) -> str:
    """Put one of :data:`LOCK_SHAPES` at the user folder's lock file path; returns its name."""
    from game.engine.safefile import FolderLock
    path = os.path.join(folder, FolderLock.NAME)
    shape = rng.choice(LOCK_SHAPES)
    special = {"fifo": "fifo", "folder": "folder", "symlink loop": "symlink loop"}.get(shape, "random bytes")
    if shape == "link to a save":
        os.symlink(os.path.join(folder, "saves", "hostile-0.json"), path)
    elif shape == "another process's id":
        _text_file(path, str(os.getppid()))
    elif not _special(path, special, rng):
        shape = "random bytes"
        _special(path, shape, rng)
    return shape


def hostile_data(root: str, rng: random.Random) -> list[str]:
    """Fill ``root`` (a data folder the app reads its lessons from) with each game's lesson file and
    learned weights file, damaged or not: a special file, mutated YAML, for a lesson an unknown AI
    level, a seed no save holds or a scripted move made illegal, for weights a value that is not a
    number, or intact. Returns the descriptions."""
    from game.ai.learning import trained_games, trainer_for
    from game.engine.lesson import lesson_path
    made = []
    for game in all_specs():
        game.module()                               # registers its trainer, if it has one
        files = []
        for lesson in lesson_files(game):
            files.append(("lesson", lesson_path(game.data_folder, lesson, DATA_ROOT),
                          lesson_path(game.data_folder, lesson, root)))
        if game.id in trained_games():
            trainer = trainer_for(game.id)
            files.append(("weights", trainer.path(os.path.join(DATA_ROOT, game.data_folder)),
                          trainer.path(os.path.join(root, game.data_folder))))
        for role, source, target in files:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(source, encoding="utf-8") as f:
                text = f.read()
            kind = rng.choice(SPECIAL_KINDS + _DAMAGE[role])
            if kind in SPECIAL_KINDS:
                if not _special(target, kind, rng):
                    kind = "intact"
                    _text_file(target, text)
            else:
                _text_file(target, _damaged_text(text, kind, rng))
            made.append(f"{game.id} {role}: {kind}")
    return made


_DAMAGE = {"lesson": ("mutated", "unknown player", "huge seed", "illegal move", "intact"),
           "weights": ("mutated", "a weight not a number", "intact")}


def _damaged_text(text: str, kind: str, rng: random.Random) -> str:
    if kind == "mutated":
        return _mutate_yaml(text, rng)
    if kind == "a weight not a number":
        head, _, tail = text.partition("weights:\n")
        first, _, rest = tail.partition("\n")
        return f"{head}weights:\n{first.split(':')[0]}: {rng.choice(['.nan', '[1, 2]', '1e400', 'x'])}\n{rest}"
    if kind == "unknown player":
        return text.replace("greedy]", "grandmaster]", 1)
    if kind == "huge seed":
        return text.replace("seed: 1", "seed: 99999999999999999999999", 1)
    if kind == "illegal move":
        return text.replace("do: ", "do: pass ", 1)
    return text


def sample_saves() -> list[str]:
    """Real mid-game saves of each game, as text (see :func:`fuzz_saves`)."""
    with tempfile.TemporaryDirectory() as tmp:
        return _sample_saves(tmp, all_specs())
