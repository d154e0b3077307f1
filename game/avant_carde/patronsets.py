"""Choosing the patrons for a game: a built-in set, a per-number mix, a random mix, or a custom file.

A *choice* is a short string, as the CLI and the set-up screen give it:

- ``new_yorkers`` | ``tokyoites`` | ``parisians`` | ``londoners`` — a built-in set;
- ``random`` — each number's patron drawn from a random built-in set (seeded);
- ``mix:2=londoners,3=tokyoites,...`` — a pick per number (numbers left out stay New Yorkers);
- a path to a YAML file, or the name of a file in the user's ``patron_sets`` folder — a custom set.
"""

import os

from game.avant_carde.data import BUILTIN_SETS, PATRON_NUMBERS, PatronSet, load_patron_set
from game.engine.errors import DataError
from game.engine.paths import custom_sets_dir


def mix(data, picks, name="Mixed patrons", set_id="mix"):
    """A set taking, for each number, the patron of the named built-in set."""
    patrons = {n: data.sets[picks.get(n, "new_yorkers")][n] for n in PATRON_NUMBERS}
    return PatronSet(set_id, name, patrons)


def random_mix(data, rng):
    picks = {n: BUILTIN_SETS[rng.randrange(len(BUILTIN_SETS))] for n in PATRON_NUMBERS}
    return mix(data, picks, "Random mix", "random")


def parse_mix(text):
    """``2=londoners,3=tokyoites`` → ``{2: "londoners", 3: "tokyoites"}`` (ValueError if malformed)."""
    picks = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        num, _, sid = part.partition("=")
        if not num.strip().isdigit() or int(num) not in PATRON_NUMBERS or sid.strip() not in BUILTIN_SETS:
            raise ValueError(f"bad mix entry {part!r}: expected N=SET with N in 2-7 and SET one of "
                             + ", ".join(BUILTIN_SETS))
        picks[int(num)] = sid.strip()
    return picks


def list_custom_sets():
    """Custom set files in the user's folder: ``[(path, name or error message)]``."""
    folder = custom_sets_dir()
    out = []
    if os.path.isdir(folder):
        for fn in sorted(os.listdir(folder)):
            if fn.endswith((".yaml", ".yml")):
                path = os.path.join(folder, fn)
                try:
                    out.append((path, load_patron_set(path, "custom").name))
                except DataError as exc:
                    out.append((path, f"error: {exc}"))
    return out


def choose_patrons(data, choice, rng):
    """Resolve a choice string to a PatronSet. Errors are DataError/ValueError with a clear message."""
    if isinstance(choice, PatronSet):
        return choice
    choice = (choice or "new_yorkers").strip()
    if choice in data.sets:
        return data.sets[choice]
    if choice == "random":
        return random_mix(data, rng)
    if choice.startswith("mix:"):
        return mix(data, parse_mix(choice[4:]))
    path = choice
    if not os.path.exists(path):
        candidate = os.path.join(custom_sets_dir(), choice)
        for p in (candidate, candidate + ".yaml"):
            if os.path.exists(p):
                path = p
                break
        else:
            raise ValueError(f"unknown patron set {choice!r}: use one of {', '.join(BUILTIN_SETS)}, "
                             "random, mix:2=SET,..., or the path of a custom set file")
    return load_patron_set(path, "custom")
