"""Translation: gettext ``.po`` catalogs read at load, one language at a time, English = the msgids.

Where the catalogs live: the shell's in ``data/locale/<lang>.po``, each game's in
``data/<game>/locale/<lang>.po`` (the registry adds a game's folder when the game registers, so a
game package brings its own catalog). All the catalogs of a language are merged into one table
keyed by ``(msgctxt, msgid)``; two catalogs may not give one key two translations (:func:`problems`
says so), so a word that differs between games takes a context (:func:`pgettext`).

How text is marked (docs/translation.md):

- ``_("Load game")``: translated now (use it where the text is made just before it is shown);
- ``N_("Patrons")``: marked only (a constant made at import: a label, a choice); the screen
  translates it when it draws it (:func:`tr`);
- ``M("{who} buys {card}.", who=name, card=M("a {colour} {number}", ...))``: a message made by the
  rules (a log line, a why-not reason). It *is* its English text (a ``str``), so the rules, saves
  and tests read it as before; :func:`tr` says it in the current language when it is shown, its
  text arguments too (a name read from the data, a label: looked up whole; numbers stay).
  Plural messages: ``Mn("{n} card", "{n} cards", n, n=n)``.

Switching language (:func:`set_language`) applies at once: whatever is drawn next is translated
then. Listeners (:func:`on_change`) drop caches of drawn text.
"""

from __future__ import annotations

import dataclasses
import locale
import os
import re
import string
from typing import Any, Callable, Iterable, Mapping

from game.engine import resources

DATA_ROOT = resources.DATA_ROOT
SHELL_DOMAIN = "shell"
LANGUAGES = {"en": "English", "fr": "Français"}     # code -> the language's own name
DEFAULT = "en"
MAX_CATALOG_BYTES = 4_000_000


class CatalogError(ValueError):
    """A catalog that cannot be read: the file, the line and what is wrong."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}, line {line}: {message}")
        self.path, self.line, self.message = path, line, message


@dataclasses.dataclass
class Entry:
    """One message of a catalog."""

    msgid: str
    context: str | None
    plural: str | None
    strings: list[str]          # msgstr, or msgstr[0..n-1]
    fuzzy: bool
    line: int
    path: str


@dataclasses.dataclass
class Catalog:
    """One ``.po`` file: its header's plural rule and its entries by ``(context, msgid)``."""

    path: str
    nplurals: int
    plural: Callable[[int], int]
    entries: dict[tuple[str | None, str], Entry]


# ---- reading a .po file ------------------------------------------------------------------------

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


def _unquote(token: str, path: str, line: int) -> str:
    if len(token) < 2 or not (token.startswith('"') and token.endswith('"')):
        raise CatalogError(path, line, f"expected a quoted string, found {token[:40]!r}")
    out, body, i = [], token[1:-1], 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if i + 1 >= len(body) or body[i + 1] not in _ESCAPES:
                raise CatalogError(path, line, f"unknown escape in {token[:40]!r}")
            out.append(_ESCAPES[body[i + 1]])
            i += 2
            continue
        if ch == '"':
            raise CatalogError(path, line, f"an unescaped quote in {token[:40]!r}")
        out.append(ch)
        i += 1
    return "".join(out)


_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(.*)$")


def parse_po(text: str, path: str = "<catalog>") -> Catalog:
    """The catalog in ``text`` (the contents of a ``.po`` file); CatalogError names the line."""
    entries: dict[tuple[str | None, str], Entry] = {}
    fields: dict[str, str] = {}
    fuzzy = False
    start = 0
    last: str | None = None

    def flush() -> None:
        nonlocal fuzzy, last
        if "msgid" in fields:
            if "msgstr" in fields and any(k.startswith("msgstr[") for k in fields):
                raise CatalogError(path, start, "both msgstr and msgstr[n]")
            if "msgid_plural" in fields:
                forms = sorted((int(k[7:-1]), v) for k, v in fields.items() if k.startswith("msgstr["))
                if [i for i, _ in forms] != list(range(len(forms))) or not forms:
                    raise CatalogError(path, start, "a plural message needs msgstr[0], msgstr[1]…")
                strings = [v for _, v in forms]
            else:
                if "msgstr" not in fields:
                    raise CatalogError(path, start, "msgid without msgstr")
                strings = [fields["msgstr"]]
            key = (fields.get("msgctxt"), fields["msgid"])
            if key in entries:
                raise CatalogError(path, start, f"msgid {fields['msgid'][:60]!r} appears twice")
            entries[key] = Entry(fields["msgid"], fields.get("msgctxt"), fields.get("msgid_plural"),
                                 strings, fuzzy, start, path)
        elif fields:
            raise CatalogError(path, start, "an entry without msgid")
        fields.clear()
        fuzzy, last = False, None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                continue                    # an obsolete entry: ignored
            if any(k.startswith("msgstr") for k in fields):
                flush()
            if line.startswith("#,") and "fuzzy" in [f.strip() for f in line[2:].split(",")]:
                fuzzy = True
            if not fields:
                start = number
            continue
        if line.startswith('"'):
            if last is None:
                raise CatalogError(path, number, "a continued string with nothing before it")
            fields[last] += _unquote(line, path, number)
            continue
        m = _KEYWORD.match(line)
        if not m:
            raise CatalogError(path, number, f"cannot read {line[:60]!r}")
        key = m.group(1)
        if key in ("msgctxt", "msgid") and any(k.startswith("msgstr") for k in fields):
            flush()
        if not fields:
            start = number
        if key in fields:
            raise CatalogError(path, number, f"{key} twice in one entry")
        fields[key] = _unquote(m.group(3).strip(), path, number)
        last = key
    flush()
    header = entries.pop((None, ""), None)
    nplurals, plural = _plural_rule(header.strings[0] if header else "", path, header.line if header else 1)
    for e in entries.values():
        if e.plural is not None and len(e.strings) != nplurals:
            raise CatalogError(path, e.line, f"{len(e.strings)} plural forms where the header says {nplurals}")
    return Catalog(path, nplurals, plural, entries)


# ---- the header's plural rule (a C expression in n) ----------------------------------------------

_PLURAL = re.compile(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+);?")
_C_TOKEN = re.compile(r"\s*(\d+|n|&&|\|\||==|!=|<=|>=|[<>!?:%()*/+-])")
_BINARY = [("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%")]
_OPS: dict[str, Callable[[int, int], int]] = {
    "||": lambda a, b: int(bool(a or b)), "&&": lambda a, b: int(bool(a and b)),
    "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b), "<": lambda a, b: int(a < b),
    ">": lambda a, b: int(a > b), "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": lambda a, b: a // b if b else 0, "%": lambda a, b: a % b if b else 0,
}
Rule = Callable[[int], int]


MAX_RULE_LENGTH = 400      # characters: the longest real rule (Arabic's) has some 150
MAX_RULE_DEPTH = 30        # nested brackets, ternaries and negations: real rules nest a few


class _RuleParser:
    """A C expression in ``n`` (the Plural-Forms rule) as a Python function, never eval'd. Its
    length and nesting are bounded, so a hostile rule is refused with its line, never a
    RecursionError while it is read or evaluated."""

    def __init__(self, expr: str, path: str, line: int) -> None:
        self.expr, self.path, self.line = expr, path, line
        if len(expr) > MAX_RULE_LENGTH:
            raise CatalogError(path, line, f"the plural rule is longer than {MAX_RULE_LENGTH} characters")
        self.depth = 0
        self.tokens: list[str] = []
        pos = 0
        while pos < len(expr.rstrip()):
            m = _C_TOKEN.match(expr, pos)
            if m is None:
                raise CatalogError(path, line, f"cannot read the plural rule {expr!r}")
            self.tokens.append(m.group(1))
            pos = m.end()
        self.i = 0

    def fail(self) -> Any:
        raise CatalogError(self.path, self.line, f"cannot read the plural rule {self.expr!r}")

    def peek(self) -> str | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, token: str | None = None) -> str:
        t = self.peek()
        if t is None or token is not None and t != token:
            self.fail()
        self.i += 1
        return str(t)

    def parse(self) -> Rule:
        rule = self.ternary()
        if self.peek() is not None:
            self.fail()
        return rule

    def deeper(self) -> None:
        self.depth += 1
        if self.depth > MAX_RULE_DEPTH:
            raise CatalogError(self.path, self.line, f"the plural rule nests deeper than {MAX_RULE_DEPTH} levels")

    def ternary(self) -> Rule:
        self.deeper()
        test = self.binary(0)
        if self.peek() != "?":
            self.depth -= 1
            return test
        self.take("?")
        yes = self.ternary()
        self.take(":")
        no = self.ternary()
        self.depth -= 1
        return lambda n: yes(n) if test(n) else no(n)

    def binary(self, level: int) -> Rule:
        if level == len(_BINARY):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in _BINARY[level]:
            op = _OPS[self.take()]
            right = self.binary(level + 1)
            left = (lambda a, b, f: lambda n: f(a(n), b(n)))(left, right, op)
        return left

    def unary(self) -> Rule:
        t = self.take()
        if t == "!":
            self.deeper()
            inner = self.unary()
            self.depth -= 1
            return lambda n: int(not inner(n))
        if t == "(":
            inner = self.ternary()
            self.take(")")
            return inner
        if t == "n":
            return lambda n: n
        if t.isdigit():
            value = int(t)
            return lambda n: value
        return self.fail()


def _plural_rule(header: str, path: str, line: int) -> tuple[int, Rule]:
    """``(nplurals, n -> form index)`` from a header's Plural-Forms (English's rule if none)."""
    m = _PLURAL.search(header)
    if not m:
        return 2, lambda n: int(n != 1)
    if not 1 <= int(m.group(1)) <= MAX_PLURALS:
        raise CatalogError(path, line, f"nplurals is not between 1 and {MAX_PLURALS}")
    return int(m.group(1)), _RuleParser(m.group(2), path, line).parse()


MAX_PLURALS = 6            # the most any language has (Arabic)


def read_catalog(path: str) -> Catalog:
    """The catalog at ``path``: a regular file of UTF-8 text (CatalogError otherwise)."""
    try:
        if not os.path.isfile(path):
            raise CatalogError(path, 0, "is not a regular file")
        with open(path, "rb") as fh:
            raw = fh.read(MAX_CATALOG_BYTES + 1)
    except OSError as exc:
        raise CatalogError(path, 0, f"cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_CATALOG_BYTES:
        raise CatalogError(path, 0, f"is larger than {MAX_CATALOG_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise CatalogError(path, line, f"is not UTF-8 text (byte {exc.start})") from None
    return parse_po(text, path)


# ---- the catalogs of the app and its games --------------------------------------------------------

_folders: dict[str, str] = {SHELL_DOMAIN: os.path.join(DATA_ROOT, "locale")}
_language = DEFAULT
_table: dict[tuple[str | None, str], Entry] = {}
_plural: Callable[[int], int] = lambda n: int(n != 1)    # noqa: E731
_listeners: list[Callable[[], None]] = []
_load_errors: list[CatalogError] = []


def add_catalogs(domain: str, folder: str) -> None:
    """Read ``folder/<lang>.po`` too for ``domain`` (a game id); the current language reloads."""
    _folders[domain] = folder
    if _language != DEFAULT:
        _load(_language)


def remove_catalogs(domain: str) -> None:
    """Forget ``domain``'s catalogs (a game taken out of the registry)."""
    if domain != SHELL_DOMAIN and _folders.pop(domain, None) is not None and _language != DEFAULT:
        _load(_language)


def catalog_paths(language: str) -> dict[str, str]:
    """Each domain's catalog file for ``language``, where it exists."""
    out = {}
    for domain, folder in _folders.items():
        path = os.path.join(folder, f"{language}.po")
        if os.path.exists(path):
            out[domain] = path
    return out


def _load(language: str) -> None:
    global _table, _plural
    table: dict[tuple[str | None, str], Entry] = {}
    plural: Callable[[int], int] = lambda n: int(n != 1)    # noqa: E731
    _load_errors.clear()
    for path in catalog_paths(language).values():
        try:
            cat = read_catalog(path)
        except CatalogError as exc:
            _load_errors.append(exc)
            continue
        plural = cat.plural
        for key, entry in cat.entries.items():
            if not entry.fuzzy and all(entry.strings) and not entry_problems(entry):
                table.setdefault(key, entry)
    _table, _plural = table, plural


def load_errors() -> list[CatalogError]:
    """Why a catalog of the current language could not be read (its messages stay English)."""
    return list(_load_errors)


def load_notice() -> Msg | None:
    """What the player is told when a catalog of the language in force could not be read and is
    said in English as a whole (None: every catalog was read): the first such file, by its path
    in the data folder, and its line. Said at start and in Settings, under Language."""
    if not _load_errors:
        return None
    first, n = _load_errors[0], len(_load_errors)
    path = os.path.relpath(first.path, os.path.dirname(DATA_ROOT))
    return Mn("A translation file could not be read ({file}, line {line}), so its texts are shown in English.",
              "{n} translation files could not be read ({file}, line {line}, and others), so their texts are "
              "shown in English.", n, n=n, file=said(path if not path.startswith("..") else os.path.basename(path)),
              line=first.line)


def set_language(language: str) -> str:
    """Speak ``language`` from now on (an unknown code: English); returns the code in force."""
    global _language, _table
    language = language if language in LANGUAGES else DEFAULT
    if language != _language or (language != DEFAULT and not _table):
        _language = language
        if language == DEFAULT:
            _table = {}
            _load_errors.clear()
        else:
            _load(language)
        for listener in list(_listeners):
            listener()
    return _language


def language() -> str:
    """The code of the language in force ("en", "fr")."""
    return _language


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener()`` after every change of language (a drawn-text cache clears itself)."""
    if listener not in _listeners:
        _listeners.append(listener)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the OS's own
    setting), if the app speaks it; English otherwise."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            candidates.extend(value.split(":") if name == "LANGUAGE" else [value])
            if name != "LANGUAGE":
                break
    if not candidates and environ is None:
        try:
            candidates.append(locale.getlocale()[0] or "")
        except ValueError:
            pass
    for value in candidates:
        code = value.split(".")[0].split("@")[0].split("_")[0].lower()
        if code in ("c", "posix"):
            return DEFAULT
        if code in LANGUAGES:
            return code
    return DEFAULT


# ---- looking messages up ---------------------------------------------------------------------------

def gettext(msgid: str) -> str:
    """``msgid`` in the current language (itself when untranslated)."""
    entry = _table.get((None, msgid))
    return entry.strings[0] if entry else msgid


_ = gettext


def pgettext(context: str, msgid: str) -> str:
    """``msgid`` in ``context`` (a game's own sense of a word) in the current language."""
    entry = _table.get((context, msgid)) or _table.get((None, msgid))
    return entry.strings[0] if entry else msgid


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` of a plural message in the current language."""
    entry = _table.get((None, singular))
    if entry is None or entry.plural is None:
        return singular if n == 1 else plural
    index = _plural(n)
    return entry.strings[index] if 0 <= index < len(entry.strings) else entry.strings[-1]


def N_(msgid: str) -> str:
    """Mark ``msgid`` for the catalogs without translating it (it is translated where it is drawn)."""
    return msgid


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with its plural for the catalogs without translating it: the pair
    :func:`Mn` takes where it is drawn."""
    return singular, plural


class Msg(str):
    """A message to be said in the language in force when shown; its ``str`` value is the English.

    Made by :func:`M`, :func:`Mn` and :func:`L`; ``a + b`` of messages (or of a message and text)
    is a message too, so a sentence built in steps stays translatable."""

    msgid: str
    plural: str | None
    number: int                 # the count a plural message is for
    kwargs: dict[str, Any]
    parts: tuple[Any, ...]      # a concatenation: its pieces (then msgid is "")
    context: str | None

    def __add__(self, other: Any) -> Msg:
        if not isinstance(other, str):
            return NotImplemented
        return _concat(self, other)

    def __radd__(self, other: Any) -> Msg:
        if not isinstance(other, str):
            return NotImplemented
        return _concat(other, self)


def _new(english: str, msgid: str, plural: str | None, count: int, kwargs: dict[str, Any],
         parts: tuple[Any, ...] = (), context: str | None = None) -> Msg:
    m = Msg(english)
    m.msgid, m.plural, m.number, m.kwargs, m.parts, m.context = msgid, plural, count, kwargs, parts, context
    return m


def message(english: str, msgid: str, plural: str | None = None, count: int = 0,
            kwargs: dict[str, Any] | None = None, parts: tuple[Any, ...] = (), context: str | None = None) -> Msg:
    """A message rebuilt from its parts (as :class:`Msg` holds them): one read back from bytes."""
    return _new(english, msgid, plural, count, kwargs or {}, parts, context)


def _concat(a: str, b: str) -> Msg:
    def pieces(s: str) -> tuple[Any, ...]:
        return s.parts if isinstance(s, Msg) and s.parts else (s,)
    parts = pieces(a) + pieces(b)
    return _new(str.__add__(str(a), str(b)), "", None, 0, {}, parts)


def join(separator: str, items: Iterable[str]) -> str:
    """``separator.join(items)`` that stays a message: each item is said on its own when shown (a
    list of names, of sentences). The empty string when there are no items."""
    out: str = ""
    for i, item in enumerate(items):
        out = item if i == 0 else _concat(_concat(out, separator), item)
    return out if isinstance(out, Msg) or not out else _concat(out, "")


def M(msgid: str, **kwargs: Any) -> Msg:
    """A message ``msgid`` with ``{name}`` placeholders filled from ``kwargs`` (see :func:`tr`)."""
    return _new(msgid.format(**kwargs) if kwargs else msgid, msgid, None, 0, kwargs)


def Mn(singular: str, plural: str, count: int, **kwargs: Any) -> Msg:
    """A plural message: the form for ``count``, placeholders filled from ``kwargs``."""
    english = singular if count == 1 else plural
    return _new(english.format(**kwargs), singular, plural, count, kwargs)


def Mp(context: str, msgid: str, **kwargs: Any) -> Msg:
    """A message with a context (a word a game uses in its own sense)."""
    return _new(msgid.format(**kwargs) if kwargs else msgid, msgid, None, 0, kwargs, context=context)


def L(text: str) -> Msg:
    """A name or text read from the data (a card, a patron): translated by its English words."""
    return _new(text, text, None, 0, {})


class Cased:
    """A message's words with their first letter made upper or lower case where they are said, in
    the language in force (a reason turned into a sentence, a question inside another): an
    argument of a message (``M("{reason}.", reason=Cased(why, upper=True))``)."""

    def __init__(self, text: str, upper: bool) -> None:
        self.text, self.upper = text, upper

    def __format__(self, spec: str) -> str:
        words = tr(self.text)
        return (words[:1].upper() if self.upper else words[:1].lower()) + words[1:]


class Said(str):
    """Text already in the language in force (a translated line, a piece of one): :func:`tr`
    leaves it as it is, so a word cut out of a French line is never looked up as English."""


def said(text: str) -> Said:
    """``text`` marked as already said (see :class:`Said`)."""
    return text if isinstance(text, Said) else Said(text)


# How each language writes a decimal number's separators: (decimal point, thousands); English's
# are Python's own.
NUMBER_MARKS = {"fr": (",", "\u202f")}


# Words a language elides before a vowel, where a placeholder's text follows them: French "de {who}"
# with Ada is "d’Ada", "le {tile}" with Atelier "l’Atelier" (the catalog cannot know the name).
ELISION = {"fr": re.compile(r"\b([Dd]e|[Qq]ue|[Ll][ea]) \{(\w+)\}")}
VOWELS = "aeiouàâäéèêëîïôöûùüœæ"


def _elided(pattern: str, args: Mapping[str, Any]) -> str:
    """``pattern`` with the language's elisions made before the text ``args`` fill in."""
    rule = ELISION.get(_language)
    if rule is None or "{" not in pattern:
        return pattern

    def elide(m: re.Match[str]) -> str:
        value = args.get(m.group(2))
        if isinstance(value, str) and value and value[0].lower() in VOWELS:
            return m.group(1)[:-1] + "’{" + m.group(2) + "}"
        return m.group(0)
    return rule.sub(elide, pattern)


def _marked(text: str) -> str:
    """A number Python formatted (``.`` and ``,``) with the marks of the language in force."""
    point, thousands = NUMBER_MARKS.get(_language, (".", ","))
    return text.replace(",", "\0").replace(".", point).replace("\0", thousands)


class _Decimal(float):
    """A float argument of a message, formatted with the language's marks ("{v:.1f}" → "7,5")."""

    def __format__(self, spec: str) -> str:
        return _marked(format(float(self), spec))


class _Integer(int):
    """An int argument of a message: its thousands as the language groups them ("{n:,}" → "12 345")."""

    def __format__(self, spec: str) -> str:
        return _marked(format(int(self), spec))


def number(value: float, spec: str = "") -> str:
    """``value`` formatted by ``spec`` with the marks of the language in force ("2,6" in French);
    for a number made into text now and shown at once."""
    return format(_Decimal(value), spec)


def error_text(exc: BaseException) -> str:
    """An error's sentence in the current language: its message when it was raised with one
    (``SaveError(M(...))``), else its text as it is."""
    first = exc.args[0] if len(exc.args) == 1 else None
    return tr(first) if isinstance(first, str) else str(exc)


def tr(text: Any) -> str:
    """What the player reads for ``text`` in the current language: a :class:`Msg` said anew (its
    text arguments too), any other text looked up whole (itself when it is no msgid)."""
    if not isinstance(text, str):
        return str(text)
    if _language == DEFAULT or isinstance(text, Said):
        return text
    if isinstance(text, Msg):
        if text.parts:
            return "".join(tr(p) for p in text.parts)
        if text.plural is not None:
            pattern = ngettext(text.msgid, text.plural, text.number)
        elif text.context is not None:
            pattern = pgettext(text.context, text.msgid)
        else:
            pattern = gettext(text.msgid)
        if not text.kwargs:
            return pattern
        # Arguments that are text are said too (a name from the data, a label); a number with a
        # fraction is written as the language writes it ("7,5" in French).
        args = {k: tr(v) if isinstance(v, str) else _Decimal(v) if type(v) is float
                else _Integer(v) if type(v) is int else v for k, v in text.kwargs.items()}
        try:
            return _elided(pattern, args).format(**args)
        except Exception:  # noqa: BLE001 — a broken translation: the English, never a crash
            return str.__str__(text)
    return gettext(text)


def untranslated(text: Any, names: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` no catalog of the language in force translates: a message's msgid and,
    inside it, each text argument (``names``: words that stay as they are, such as players')."""
    if not isinstance(text, str) or isinstance(text, Said) or text in names or not re.search("[A-Za-z]{2}", text):
        return []                       # no words: a number, a card's code ("R5b")
    if not isinstance(text, Msg):
        return [] if (None, text) in _table else [text]
    if text.parts:
        return [w for p in text.parts for w in untranslated(p, names)]
    key = (text.context, text.msgid)
    out = [] if key in _table or (None, text.msgid) in _table or not re.search(
        "[A-Za-z]", _BRACES.sub("", text.msgid)) else [text.msgid]
    for value in text.kwargs.values():
        out.extend(untranslated(value, names))
    return out


# ---- checking the catalogs -------------------------------------------------------------------------

_BRACES = re.compile(r"\{[^{}]*\}")
_PERCENT = re.compile(r"%(?:\([A-Za-z_]+\))?[-#0+]*\d*(?:\.\d+)?[sdifr%]")


def placeholders(text: str) -> list[str]:
    """The ``{name}`` and ``%d``-style placeholders in ``text``, sorted."""
    names = []
    try:
        for _lit, field, spec, conv in string.Formatter().parse(text):
            if field is not None:
                names.append("{" + field + (("!" + conv) if conv else "") + ((":" + spec) if spec else "") + "}")
    except ValueError:
        names.extend(_BRACES.findall(text))
    return sorted(names + [p for p in _PERCENT.findall(text) if p != "%%"])


_NBSP = "\u00a0\u202f"


def _short(text: str) -> str:
    return text if len(text) <= 60 else text[:57] + "..."


MAX_GROWTH, MAX_EXTRA = 4, 400   # a translation is at most 4 times its English plus 400 characters
_UNSHOWN = re.compile("[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")


def entry_problems(e: Entry) -> list[str]:
    """What makes a translated entry unsafe to show, one phrase each (none: it is used): a
    placeholder the English does not have (an index, an attribute, another name, a width: each
    would crash or hang the format), a control character (a NUL), or a length far beyond the
    English's (a 1 MB msgstr took the menu's first frame past 50 s). The check refuses such an
    entry; at run time it is left out, so that message alone is said in English."""
    out = []
    english = [e.msgid] + ([e.plural] if e.plural is not None else [])
    # A plural form may leave the count out ("une carte" for n == 1).
    want = set(placeholders(english[-1])) | set(placeholders(english[0]))
    longest = max(len(t) for t in english)
    for s in e.strings:
        got = placeholders(s)
        if set(got) - want or (e.plural is None and sorted(got) != placeholders(e.msgid)):
            out.append(f"placeholders {[_short(g) for g in got][:6]} differ from {placeholders(e.msgid)}")
        bad = _UNSHOWN.search(s)
        if bad:
            out.append(f"the control character U+{ord(bad.group()):04X} in the translation")
        if len(s) > MAX_GROWTH * longest + MAX_EXTRA:
            out.append(f"a translation of {len(s)} characters for an English text of {longest}")
    return out


def typography_problems(msgstr: str) -> list[str]:
    """French typography: a non-breaking space (U+00A0 or U+202F) before ``: ; ! ?`` and inside
    « », and none of the ordinary kind there."""
    out = []
    for i, ch in enumerate(msgstr):
        before = msgstr[i - 1] if i else ""
        after = msgstr[i + 1] if i + 1 < len(msgstr) else ""
        if ch in ";!?" and before and before not in _NBSP and not before.isspace() and before not in "!?":
            if not (ch == "?" and before == "("):       # "(?)" is a sign, not punctuation
                out.append(f"no non-breaking space before {ch!r}")
        if ch == ":" and before and before not in _NBSP and (after == "" or after.isspace()):
            out.append("no non-breaking space before ':'")
        if ch in ":;!?" and before == " ":
            out.append(f"an ordinary space before {ch!r} (use U+00A0 or U+202F)")
        if ch == "«" and after not in _NBSP:
            out.append("no non-breaking space after '«'")
        if ch == "»" and before not in _NBSP:
            out.append("no non-breaking space before '»'")
    return out


def problems(language: str, wanted: Iterable[tuple[str | None, str]] = (),
             typography: bool = True) -> list[str]:
    """Everything wrong with ``language``'s catalogs, one sentence each: unreadable files, empty or
    fuzzy translations, placeholders that differ, two translations of one message, French
    typography, and each ``(context, msgid)`` of ``wanted`` that no catalog holds."""
    out: list[str] = []
    seen: dict[tuple[str | None, str], Entry] = {}
    for _domain, path in sorted(catalog_paths(language).items()):
        try:
            cat = read_catalog(path)
        except CatalogError as exc:
            out.append(str(exc))
            continue
        for key, e in cat.entries.items():
            where = f"{e.path}, line {e.line}"
            short = _short(e.msgid)
            if e.fuzzy:
                out.append(f"{where}: {short!r} is marked fuzzy")
            if not all(e.strings):
                out.append(f"{where}: {short!r} has no translation")
                continue
            wrong = entry_problems(e)
            out.extend(f"{where}: {short!r}: {p}" for p in wrong)
            for s in e.strings if typography and language == "fr" and not wrong else ():
                out.extend(f"{where}: {short!r}: {p}" for p in typography_problems(s))
            if key in seen and seen[key].strings != e.strings:
                out.append(f"{where}: {short!r} is translated differently in {seen[key].path}, "
                           f"line {seen[key].line} (give one a msgctxt)")
            seen.setdefault(key, e)
    for key in wanted:
        # A message with a context may be held without it (pgettext falls back to that entry).
        if key not in seen and (key[0] is None or (None, key[1]) not in seen):
            ctx = f" (context {key[0]!r})" if key[0] else ""
            out.append(f"no {language} translation of {key[1]!r}{ctx}")
    return out


def catalog_keys(language: str) -> set[tuple[str | None, str]]:
    """Every ``(context, msgid)`` the readable catalogs of ``language`` hold."""
    keys: set[tuple[str | None, str]] = set()
    for path in catalog_paths(language).values():
        try:
            keys.update(read_catalog(path).entries)
        except CatalogError:
            pass
    return keys
