"""Fuzzing saves and data files, and killing a process while it saves.

Each run reports how many cases it tried and the ones that broke the rule:

- **saves**: a truncated, bit-flipped, wrong-version, wrong-game or hand-edited save must load
  or raise :class:`SaveError` — never another exception;
- **data**: a mutated data file or custom patron set must load or raise :class:`DataError`
  naming file and field — never another exception, never a hang;
- **kill**: a process killed at a random moment while autosaving after every move must leave
  an autosave that loads.
"""

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

from game.engine.errors import DataError, SaveError
from game.engine.session import Session
from game.games import all_specs, check_setup, game_ids, game_module, load_object, make_agent

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# ---- saves ----------------------------------------------------------------------------------------

def _sample_saves(tmp, specs):
    """Real saves mid-game: each game's sample games (its ``ChecksSpec``), as text."""
    texts = []
    for game_id, setup, seats in [(g.id, setup, seats) for g in specs for setup, seats in g.checks.sample_games]:
        s = Session(game_module(game_id), setup, seats, agents=make_agent)
        for _ in range(60):
            if s.over:
                break
            s.apply(s.ai_decide(s.ai_request()))
        path = os.path.join(tmp, f"{game_id}-{len(texts)}.json")
        s.save(path)
        with open(path, encoding="utf-8") as f:
            texts.append(f.read())
    return texts


def _mutate_json(data, rng):
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


def _save_cases(texts, n, rng):
    for i in range(n):
        text = rng.choice(texts)
        kind = i % 5
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


def fuzz_saves(n, seed=1, specs=None):
    """Load ``n`` damaged saves made from the sample games of ``specs`` (default: every game);
    returns ``{"cases", "loaded", "refused", "failures"}``. Every game loads, as the app's would."""
    rng = random.Random(seed)
    games = {g.id: g.module() for g in all_specs()}
    out = {"cases": 0, "loaded": 0, "refused": 0, "failures": []}
    with tempfile.TemporaryDirectory() as tmp:
        texts = _sample_saves(tmp, specs or all_specs())
        path = os.path.join(tmp, "case.json")
        for kind, content in _save_cases(texts, n, rng):
            mode = "wb" if isinstance(content, bytes) else "w"
            with open(path, mode, **({} if mode == "wb" else {"encoding": "utf-8"})) as f:
                f.write(content)
            out["cases"] += 1
            try:
                Session.load(path, games, check_setup=check_setup)
                out["loaded"] += 1
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
           "\"" + "x" * 5000 + "\"", "[1, [2, [3, [4]]]]", "-.inf", ".nan", "0x1F"]


def _mutate_yaml(text, rng):
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    i = rng.randrange(len(lines))
    line = lines[i]
    choice = rng.randrange(7)
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


def fuzz_data(n, seed=1, time_limit=5.0):
    """Mutate data files and custom sets ``n`` times; every outcome must be OK or a DataError."""
    rng = random.Random(seed)
    folders = {g.data_folder: g for g in all_specs()}
    out = {"cases": 0, "valid": 0, "refused": 0, "failures": []}
    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.join(tmp, "data")
        shutil.copytree(os.path.join(ROOT, "data"), root)
        files = []
        for dirpath, _, names in os.walk(root):
            files += [os.path.join(dirpath, f) for f in names if f.endswith(".yaml")]
        files.sort()
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
            custom = game_spec.checks.custom_data
            out["cases"] += 1
            t = time.perf_counter()
            try:
                if custom and custom[0] in target and rng.random() < 0.5:
                    load_object(custom[1])(target)         # as a player's own file
                    errors = []
                else:
                    errors = game.check_data(os.path.join(root, game_dir))
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
    return out


# ---- killed while saving ----------------------------------------------------------------------------

_WRITER = """
import sys
sys.path.insert(0, {root!r})
from game.engine.session import Session
from game.games import game_module, make_agent
s = Session(game_module({game!r}), {{"seed": {seed}}}, [("A", "random"), ("B", "random")],
            autosave_path={path!r}, agents=make_agent)
s.autosave()
print("ready", flush=True)
while True:
    if s.over:
        s = Session(game_module({game!r}), {{"seed": {seed} + len(s.actions)}},
                    [("A", "random"), ("B", "random")], autosave_path={path!r}, agents=make_agent)
    s.apply(s.ai_decide(s.ai_request()))
"""


def kill_during_save(n, seed=1):
    """Kill an autosaving process ``n`` times at random moments; the autosave must always load."""
    rng = random.Random(seed)
    specs = all_specs()
    games = {g.id: g.module() for g in specs}
    out = {"cases": 0, "loaded": 0, "failures": []}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "autosave.json")
        for i in range(n):
            proc = subprocess.Popen([sys.executable, "-c", _WRITER.format(root=ROOT, game=specs[i % len(specs)].id, seed=i, path=path)],
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            proc.stdout.readline()                    # the first autosave is written
            time.sleep(rng.uniform(0.0, 0.25))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            out["cases"] += 1
            try:
                Session.load(path, games, check_setup=check_setup)
                out["loaded"] += 1
            except Exception as exc:  # noqa: BLE001
                out["failures"].append(f"kill {i}: {type(exc).__name__}: {exc}"[:300])
            leftovers = [f for f in os.listdir(tmp) if f.startswith(".tmp-")]
            for f in leftovers:                        # a killed writer may leave its temp file
                os.unlink(os.path.join(tmp, f))
    return out
