"""The translation checks of ``check-data`` and the tests: complete catalogs, and no text shown to a
player that goes round them (docs/translation.md).

- :func:`marked_messages`: the messages the code marks (``_``, ``N_``, ``M``, ``Mn``, ``Mp``,
  ``L``, ``ngettext``, ``pgettext``, ``tr`` with a literal), which the catalogs must hold;
- :func:`unmarked_text`: an AST scan of the screens' code (``game/ui`` and each translated game's
  ``ui/``) for literals that read as text a player sees but that no catalog holds, and for texts
  built with f-strings, ``%`` or ``.format`` outside the catalogs;
- :func:`data_messages`: the names and texts a game's data and lesson show (:data:`DATA_TEXTS`);
- :func:`check`: all of them for one language, one sentence per problem.

This module reads source files; it imports nothing of the UI (game/tools never does).
"""

from __future__ import annotations

import ast
import os
import re
from typing import Any, Iterable, Iterator

from game.engine import i18n, markup
from game.engine.resources import code_root
from game.games import Registrations

# A game's data texts: dotted ``() -> list[str]``, every name and text a player reads from the
# game's data (its lesson and rules text are found without it); each must be in the game's catalogs
# (data/<data_folder>/locale/<lang>.po, docs/translation.md). A game without an entry shows none.
DATA_TEXTS: Registrations[str] = Registrations("data texts")

ROOT = str(code_root())       # the folder holding the game package, whose sources are scanned
TRANSLATED = ("fr",)        # the languages every message must have

# Calls whose first argument is a message (its msgid).
MARKERS = {"_": 0, "N_": 0, "Nn_": 0, "M": 0, "Mn": 0, "L": 0, "ngettext": 0, "gettext": 0, "tr": 0,
           "Mp": 1, "pgettext": 1}
# Calls whose literal arguments no player reads (logs, errors for developers, keys, files).
QUIET_CALLS = {"print", "write_log", "getattr", "setattr", "hasattr", "play_sound", "pop",
               "setdefault", "startswith", "endswith", "split", "replace", "strip", "rstrip",
               "lstrip", "partition", "rpartition", "format_exc", "warn", "debug", "info", "warning",
               "error", "exception", "load_object", "import_module", "environ", "getenv", "open",
               "Path", "path", "isinstance", "spaced_text_raw", "said", "Said", "encode", "decode",
               "fromkeys", "namedtuple", "field", "dataclass", "cache", "lru_cache", "index",
               "count", "find", "rfind", "sub", "match", "search", "compile", "fullmatch", "findall",
               "strftime", "struct", "pack", "unpack", "mark", "parametrize", "render_icon", "icon",
               "set_cursor", "key_code", "name", "Rect", "Color", "Surface", "font", "Font", "SysFont",
               "add_argument", "ArgumentParser", "add_parser", "add_argument_group", "set_caption"}
# Files still to be translated (they change in another branch now): scanned when this empties.
NOT_YET: set[str] = set()
# Modules of the screens' packages that show a player nothing: measurement and robustness runs.
NOT_SHOWN = ("fuzzhome.py", "uibench.py", "bench_runs.py", "soak.py", "bench.py",
             # a game's data loading (check-data's words, the command line's), its invariants and
             # save format (for tests and developers); its agents (the coach's words: a later pass)
             "data.py", "data_files.py", "invariants.py", "savedata.py", "save_format.py", "saving.py",
             os.path.join("ai", ""))
# A line ending in this comment holds no text a player reads (a crash report, a log line).
QUIET_LINE = "# i18n: not shown"
# A markup literal (a rules text) starting on a line ending in this comment, or on the line after it:
# each of its blocks is a message.
MARKUP_LINE = "# i18n: markup"

_IDENT = re.compile(r"[A-Za-z0-9_.\-/\\:%{}#+*=<>|@&^~\[\]()!?,$']*")
_FILE = re.compile(r".*\.(py|yaml|yml|json|png|ttf|txt|po|html|csv|wav|ogg)$")


def looks_like_text(s: str) -> bool:
    """Whether a literal reads as words a player sees (not a key, an identifier, a path, a format)."""
    t = s.strip()
    if len(re.findall(r"[A-Za-z]", t)) < 2 or _FILE.match(t):
        return False
    if " " not in t:
        if t.islower() or re.search(r"[_0-9]", t):         # a key ("midleft"), a constant ("K_RETURN")
            return False
        if not re.search(r"[a-z]", t) and len(t) <= 3:   # "OK" is text; "W", "AI" signs stay
            return t in ("OK",)
        if "_" in t or "." in t and not t.endswith((".", "…")) or "/" in t or "=" in t:
            return False
    return True


def _files(folders: Iterable[str]) -> Iterator[str]:
    for folder in folders:
        base = os.path.join(ROOT, folder)
        if os.path.isfile(base):
            yield base
            continue
        for dirpath, _dirs, names in os.walk(base):
            for name in sorted(names):
                if name.endswith(".py"):
                    yield os.path.join(dirpath, name)


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def marked_messages(folders: Iterable[str]) -> list[tuple[str | None, str, str, int]]:
    """``(context, msgid, file, line)`` of every message marked in the Python files under ``folders``."""
    out = []
    for path in _files(folders):
        tree = ast.parse(open(path, encoding="utf-8").read(), path)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) in MARKERS:
                i = MARKERS[_call_name(node)]
                args = node.args
                text = args[i] if len(args) > i else None
                if isinstance(text, ast.Constant) and isinstance(text.value, str):
                    context = args[0]
                    ctx = context.value if i == 1 and isinstance(context, ast.Constant) \
                        and isinstance(context.value, str) else None
                    if text.value:
                        out.append((ctx, text.value, os.path.relpath(path, ROOT), node.lineno))
    return out


def _docstrings(tree: ast.AST) -> set[int]:
    """Strings standing alone as statements: docstrings, and the notes under an attribute."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}


def _quiet(tree: ast.AST) -> set[int]:
    """Nodes under a call no player reads, a raise, a subscript key, a comparison or an
    ``__all__``: their literals are not text shown."""
    ids: set[int] = set()

    def under(node: ast.AST) -> None:
        for sub in ast.walk(node):
            ids.add(id(sub))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and (_call_name(node) in QUIET_CALLS or _call_name(node) in MARKERS):
            for a in node.args:
                under(a)
            for k in node.keywords:
                under(k.value)
        elif isinstance(node, ast.Raise) and node.exc is not None:
            under(node.exc)
        elif isinstance(node, ast.Subscript):
            under(node.slice)
        elif isinstance(node, ast.Compare):
            under(node)
        elif isinstance(node, ast.Assert):
            under(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns is not None:
            under(node.returns)
        elif isinstance(node, ast.arg) and node.annotation is not None:
            under(node.annotation)
        elif isinstance(node, ast.AnnAssign):
            under(node.annotation)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            under(node.value)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    under(key)
    return ids


def _plain_join(node: ast.AST) -> str | None:
    """The separator if ``node`` is ``"sep".join(...)`` (str.join, whose result is plain text), else None."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "join" \
            and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str):
        return node.func.value.value
    return None


# Calls that draw the text they are given: a lowercase word passed to one is shown, not a key.
DRAWN_BY = {"text", "blit_text", "pill", "fit_text", "chip", "badge"}
# pygame's rect anchors, passed to the same calls beside the text
ANCHORS = {"topleft", "midtop", "topright", "midleft", "center", "midright", "bottomleft", "midbottom",
           "bottomright"}


def _text(node: ast.AST) -> bool:
    """Whether ``node`` is a literal that reads as words (its edge punctuation aside)."""
    return isinstance(node, ast.Constant) and isinstance(node.value, str) \
        and looks_like_text(node.value.strip(" ·.:;,—!()"))


def _holds_message(tree: ast.AST, aug: ast.AugAssign) -> bool:
    """Whether the name ``aug`` adds text to was last set, in the same function, to a message
    (``M(...)``, ``Mn``, ``Mp``): a message glued to text stays a message whose parts are said apart."""
    target = ast.unparse(aug.target)
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and fn.lineno <= aug.lineno <= (fn.end_lineno or 0):
            last = None
            for n in ast.walk(fn):
                if isinstance(n, ast.Assign) and n.lineno < aug.lineno and any(ast.unparse(t) == target
                                                                              for t in n.targets):
                    if last is None or n.lineno > last.lineno:
                        last = n
            if last is None:
                return False
            values = [last.value.body, last.value.orelse] if isinstance(last.value, ast.IfExp) else [last.value]
            return all(isinstance(v, ast.Call) and _call_name(v) in ("M", "Mn", "Mp") for v in values)
    return False


def _module_texts(tree: ast.Module) -> dict[str, str]:
    """The module's constants that hold text: ``NAME = "..."`` or ``NAME = N_("...")``."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            if isinstance(value, ast.Call) and _call_name(value) == "N_" and len(value.args) == 1:
                value = value.args[0]
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                out[node.targets[0].id] = value.value
    return out


def _literal(node: ast.AST, constants: dict[str, str]) -> str:
    """The text of a string literal, or of a module constant named by ``node``; "" otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return constants.get(node.id, "") if isinstance(node, ast.Name) else ""


def _text_plus_plain(node: ast.BinOp) -> bool:
    """Whether ``node`` glues text a player reads to plain text made by str.join or an f-string."""
    def is_text(s: ast.AST) -> bool:
        if isinstance(s, ast.IfExp):
            return is_text(s.body) or is_text(s.orelse)
        return _text(s)
    sides = (node.left, node.right)
    text = any(is_text(s) for s in sides)
    plain = any(_plain_join(s) is not None or isinstance(s, ast.JoinedStr)
                or isinstance(s, ast.BinOp) and isinstance(s.op, ast.Add) and _text_plus_plain(s) for s in sides)
    return text and plain


def unmarked_text(folders: Iterable[str], known: set[str], skip: Iterable[str] = ()) -> list[str]:
    """Each text literal under ``folders`` that a player may read but no catalog holds (``known``:
    the msgids), and each text built by an f-string, ``%`` or ``.format`` outside the catalogs."""
    skip = {os.path.normpath(s) for s in skip}
    out: list[str] = []
    for path in _files(folders):
        rel = os.path.relpath(path, ROOT)
        inside = rel.split(os.sep, 1)[-1]        # below game/: a game's "ai/" is left out, game/ai/review.py is not
        if rel in skip or os.path.basename(rel) in NOT_SHOWN or any(
                part.endswith(os.sep) and os.sep + part in inside for part in NOT_SHOWN):
            continue
        source = open(path, encoding="utf-8").read()
        lines = source.splitlines()
        silent = {i for i, line in enumerate(lines, 1) if line.rstrip().endswith(QUIET_LINE)}
        marked = {j for i, line in enumerate(lines, 1) if line.rstrip().endswith(MARKUP_LINE) for j in (i, i + 1)}
        tree = ast.parse(source, path)
        docs, quiet = _docstrings(tree), _quiet(tree)
        constants = _module_texts(tree)
        for node in ast.walk(tree):
            if id(node) in quiet or id(node) in docs or getattr(node, "lineno", 0) in silent:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.lineno in marked:
                out.extend(f"{rel}:{node.lineno}: markup block no catalog holds: {block[:70]!r}"
                           for block in markup.texts(node.value) if looks_like_text(block) and block not in known)
                continue
            if isinstance(node, ast.JoinedStr):      # "{} wins" reads as text; "{}s", "{} {}" do not
                words = "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)
                if looks_like_text(words.replace("{}", "").strip()) or (
                        re.search(r"[A-Za-z]{2}", words) and re.search(r"\{\} [A-Za-z]|[A-Za-z] \{\}", words)) or (
                        # a word the catalogs translate ("+{}VP"): a unit too short to read as text alone;
                        # not a key ("fame/{}", "gallerist-{}")
                        not re.search(r"[/_]|[A-Za-z]-|-[A-Za-z]", words)
                        and any(w in known for w in re.findall(r"[A-Za-z]{2,}", words))):
                    out.append(f"{rel}:{node.lineno}: text built by an f-string: "
                               f"{ast.unparse(node)[:70]} (use M(...) or _(...).format)")
                for v in node.values:
                    quiet.update(id(s) for s in ast.walk(v))
            elif isinstance(node, ast.Call) and re.search(r"[A-Za-z]{2}", _plain_join(node) or ""):
                out.append(f"{rel}:{node.lineno}: a list joined with a word: {ast.unparse(node)[:70]} "
                           "(use i18n.join with a message as the separator)")
                separator = _plain_join(node)
                quiet.update(id(n) for n in ast.walk(node) if isinstance(n, ast.Constant) and n.value == separator)
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and _text_plus_plain(node):
                # "Winner: " + ", ".join(names): plain text glued to a message is looked up whole, and
                # found nowhere (a message glued to a message stays one: i18n.join, Msg + text)
                out.append(f"{rel}:{node.lineno}: text built with +: {ast.unparse(node)[:70]} "
                           "(use M(...) or i18n.join)")
                quiet.update(id(side) for side in (node.left, node.right) if isinstance(side, ast.Constant))
            elif isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add) and _text(node.value) \
                    and not _holds_message(tree, node):
                # phase += " · final round" where phase is plain text: looked up whole, and found nowhere
                out.append(f"{rel}:{node.lineno}: text built with +=: {ast.unparse(node)[:70]} (use M(...))")
                quiet.add(id(node.value))
            elif isinstance(node, ast.Call) and _call_name(node) in DRAWN_BY:
                # a word handed straight to a drawing call ("new", "empty"): shown as it is
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value not in known \
                            and arg.value not in ANCHORS and re.fullmatch(r"[a-z][a-z ]*[a-z]", arg.value):
                        out.append(f"{rel}:{node.lineno}: a word drawn that no catalog holds: {arg.value!r}")
                        quiet.add(id(arg))
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant) \
                    and isinstance(node.left.value, str) and looks_like_text(node.left.value):
                out.append(f"{rel}:{node.lineno}: text built with %: {node.left.value[:60]!r}")
                quiet.add(id(node.left))
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format" \
                    and looks_like_text(_literal(node.func.value, constants)):
                # "{name} is playing…".format(...), or WAITING.format(...) of such a constant: English
                # text, looked up whole (with the name in it) and found nowhere
                out.append(f"{rel}:{node.lineno}: text built with .format outside the catalogs: "
                           f"{_literal(node.func.value, constants)[:60]!r} (use _(...).format or M(...))")
                quiet.add(id(node.func.value))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and looks_like_text(node.value) \
                    and node.value not in known:
                out.append(f"{rel}:{node.lineno}: text no catalog holds: {node.value[:70]!r}")
    return out


def data_messages(spec: object) -> list[str]:
    """The names and texts a game's data and its lessons show (its entry in :data:`DATA_TEXTS` and
    every lesson)."""
    from game.games import GameInfo, load_object
    from game.tools.lessons import lesson_files
    assert isinstance(spec, GameInfo)
    texts: list[str] = []
    named = DATA_TEXTS.get(spec.id)
    if named:
        texts.extend(load_object(named)())
    from game.engine.errors import DataError
    from game.engine.lesson import lesson_path, load_lesson
    for file in lesson_files(spec):
        try:
            lesson = load_lesson(spec.id, lesson_path(spec.data_folder, file))
        except (DataError, OSError):
            continue                # check-data's lesson check says what is wrong with it
        for step in lesson.steps:
            texts.extend((step.title, step.say))
        texts.extend((lesson.title, lesson.finish, lesson.name))
    return [t for t in texts if t and re.search(r"[A-Za-z]", t)]


def data_keys(texts: Iterable[str]) -> list[tuple[str | None, str]]:
    """The catalog keys ``(context, msgid)`` of data texts: a name said in a sense of its own (a
    message made by ``Mp``, such as Avant Carde's patron names) keeps its context."""
    return [(getattr(t, "context", None) if isinstance(t, i18n.Msg) else None, str(t)) for t in texts]


# The coach's reasons (a hint's, a review's), shown at the table and in the review.
REVIEW_WORDS = os.path.join("game", "ai", "review.py")


def ui_folders(translated_games: Iterable[str]) -> list[str]:
    """The code to scan: the shell's screens (``game/ui``), the registry's words (``game/games.py``)
    and each translated game's package: its screens, its set-up words, and the rules' log lines,
    prompts and why-not reasons (its data loading, invariants, saves and agents aside: NOT_SHOWN)."""
    return [os.path.join("game", "ui"), os.path.join("game", "games.py"), REVIEW_WORDS] + [
        os.path.join("game", g) for g in translated_games]


def translated_games() -> list[object]:
    """The specs of the games that bring a catalog (``data/<game>/locale/*.po``)."""
    from game.games import all_specs
    return [s for s in all_specs()
            if os.path.isdir(os.path.join(i18n.DATA_ROOT, s.data_folder, "locale"))]


def check(language: str = "fr") -> list[str]:
    """Every problem of ``language``'s translation, one sentence each (empty: complete)."""
    from game.games import GameInfo
    games = [g for g in translated_games() if isinstance(g, GameInfo)]
    code = ["game"]
    wanted: set[tuple[str | None, str]] = {(c, m) for c, m, _f, _l in marked_messages(code)
                                           if re.search(r"[A-Za-z]{2}", re.sub(r"\{[^{}]*\}", "", m))}
    for g in games:
        wanted.update(data_keys(data_messages(g)))
        wanted.update((None, t) for t in rules_messages(g))
    out = i18n.problems(language, sorted(wanted, key=lambda k: (k[0] or "", k[1])))
    out.extend(counted_without_plurals(language, code))
    out.extend(developer_paths(language))
    known = {m for _c, m in i18n.catalog_keys(language)}
    out.extend(unmarked_text(ui_folders(g.package.split(".")[-1] for g in games), known, NOT_YET))
    return out


def _plurals(folders: Iterable[str]) -> dict[str, str]:
    """``{singular: plural}`` of every count marked in the Python files under ``folders`` (``Mn``, ``ngettext``)."""
    plurals: dict[str, str] = {}
    for path in _files(folders):
        for node in ast.walk(ast.parse(open(path, encoding="utf-8").read(), path)):
            if isinstance(node, ast.Call) and _call_name(node) in ("Mn", "ngettext", "Nn_") and len(node.args) >= 2:
                singular, plural = node.args[:2]
                if isinstance(singular, ast.Constant) and isinstance(plural, ast.Constant):
                    plurals[str(singular.value)] = str(plural.value)
    return plurals


def _catalog_entries(language: str) -> Iterator[Any]:
    """Every entry of ``language``'s catalogs that load (one that does not is said by
    ``i18n.problems``)."""
    for path in sorted(i18n.catalog_paths(language).values()):
        try:
            entries = i18n.read_catalog(path).entries
        except i18n.CatalogError:
            continue
        yield from entries.values()


def counted_without_plurals(language: str, folders: Iterable[str]) -> list[str]:
    """Each count the code says with plural forms whose catalog entry has none: ``ngettext`` then
    answers in English ("1 tickets" was a plain entry a count reached)."""
    counted = _plurals(folders)
    return [f"{e.path}, line {e.line}: {e.msgid[:60]!r} is a count (Mn): give it msgid_plural and "
            "msgstr[0], msgstr[1]" for e in _catalog_entries(language) if e.msgid in counted and e.plural is None]


# A file of the source tree named in a text a player reads ("docs/rulings-art-decko.md, §18"): the
# player has no such file; the text says the ruling itself.
DEVELOPER_PATH = re.compile(r"\b(?:docs|game|data|tests)/[\w./-]+|\b[\w-]+\.(?:md|py)\b")


def developer_paths(language: str) -> list[str]:
    """Each catalog entry whose English or translation names a file of the source tree."""
    out = []
    for e in _catalog_entries(language):
        found = [m.group(0) for s in (e.msgid, *e.strings) for m in DEVELOPER_PATH.finditer(s)]
        if found:
            out.append(f"{e.path}, line {e.line}: {e.msgid[:60]!r} shows the player a developer's file "
                       f"({found[0]}): say the rule itself")
    return out


def rules_messages(spec: object) -> list[str]:
    """The blocks of a game's rules scene (headings, paragraphs, items, table cells): one message each."""
    from game.games import GameInfo
    assert isinstance(spec, GameInfo)
    try:
        text = spec.rules_text()
    except ImportError:
        return []
    return [t for t in markup.texts(text) if looks_like_text(t)]


def missing_entries(language: str = "fr", folders: Iterable[str] | None = None) -> dict[str, list[str]]:
    """What the catalogs of ``language`` still lack, as ``.po`` entries with an empty msgstr to fill
    in, by the catalog file each belongs in (a game's code and data: its own; the rest: the shell's).
    ``folders``: the screens' code to scan (default: :func:`ui_folders` of the translated games)."""
    from game.games import GameInfo
    games = [g for g in translated_games() if isinstance(g, GameInfo)]
    known = i18n.catalog_keys(language)
    plurals = _plurals(["game"])
    found: dict[tuple[str | None, str], str] = {}
    for ctx, msgid, file, line in marked_messages(["game"]):
        if re.search(r"[A-Za-z]{2}", re.sub(r"\{[^{}]*\}", "", msgid)):
            found.setdefault((ctx, msgid), f"{file}:{line}")
    for g in games:
        for key in data_keys(data_messages(g)) + data_keys(rules_messages(g)):
            found.setdefault(key, os.path.join("data", g.data_folder))
    scanned = ui_folders(g.package.split(".")[-1] for g in games) if folders is None else folders
    for problem in unmarked_text(scanned, {m for _c, m in known}, NOT_YET):
        where, _, rest = problem.partition(": text no catalog holds: ")
        if rest:            # the scan shows 70 characters: the whole literal is read again from the file
            file, _, line_text = where.partition(":")
            for node in ast.walk(ast.parse(open(os.path.join(ROOT, file), encoding="utf-8").read())):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.lineno == int(line_text) \
                        and node.value[:70] == ast.literal_eval(rest):
                    found.setdefault((None, node.value), where)
    out: dict[str, list[str]] = {}
    for (ctx, msgid), ref in found.items():
        if (ctx, msgid) in known or (ctx is not None and (None, msgid) in known):
            continue
        homes = {g.data_folder: (os.path.join("game", g.package.split(".")[-1]), os.path.join("data", g.data_folder))
                 for g in games}
        folder = next((os.path.join(i18n.DATA_ROOT, f, "locale") for f, starts in homes.items()
                       if ref.startswith(starts)), os.path.join(i18n.DATA_ROOT, "locale"))
        lines = [f"#: {ref}"] + ([f"msgctxt {_po(ctx)}"] if ctx else []) + [f"msgid {_po(msgid)}"]
        if msgid in plurals:
            lines += [f"msgid_plural {_po(plurals[msgid])}", 'msgstr[0] ""', 'msgstr[1] ""']
        else:
            lines.append('msgstr ""')
        out.setdefault(os.path.join(folder, f"{language}.po"), []).append("\n".join(lines))
    return out


def _po(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


if __name__ == "__main__":      # python -m game.tools.translations [LANG]: the entries still to translate
    import sys
    for catalog, entries in missing_entries(sys.argv[1] if len(sys.argv) > 1 else "fr").items():
        print(f"# ---- {os.path.relpath(catalog, ROOT)}: {len(entries)} to translate\n")
        print("\n\n".join(entries) + "\n")
