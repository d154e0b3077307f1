"""Safe YAML loading that remembers line numbers, and a small validator on top.

Only ``yaml.SafeLoader`` is used, so no data file, save or custom set can run
code. Mappings and lists come back as :class:`LMap` and :class:`LList`, plain
``dict``/``list`` subclasses that also know the line of each entry, so every
:class:`~game.engine.errors.DataError` can name file, line and field.

Hostile files are bounded: a file is read only if it is a regular file of at most 2 MB,
merge keys (``<<: [*a, *a]`` nested forty deep would expand to 2^40 entries) may expand to
at most :data:`MAX_ENTRIES` mapping entries in all, and every string is cleaned of control
characters and lone surrogates (:func:`~game.engine.safefile.clean_text`) as it is built.
"""

from __future__ import annotations

import errno
import os
import re
from typing import Any, Collection, Hashable, NoReturn, TypeVar, overload

import yaml

from game.engine.errors import DataError
from game.engine.i18n import N_, M, said
from game.engine.safefile import clean_text, read_bytes

MAX_BYTES = 2 * 1024 * 1024  # a data or custom file is a few KB; refuse anything absurd
MAX_ENTRIES = 200_000        # mapping entries built in one file, merges included (the data has ~5,000)

T = TypeVar("T")
D = TypeVar("D")


class LMap(dict[Any, Any]):
    """A mapping from YAML with ``line`` (1-based) and ``key_lines`` per key."""

    line = 0
    key_lines: dict[Any, int] | None = None


class LList(list[Any]):
    """A list from YAML with ``line`` and ``item_lines``."""

    line = 0
    item_lines: list[int] | None = None


class _Loader(yaml.SafeLoader):
    """SafeLoader that builds LMap/LList, refuses duplicate keys and bounds merge expansion."""

    entries = 0

    def flatten_mapping(self, node: yaml.MappingNode) -> None:
        super().flatten_mapping(node)
        self.entries += len(node.value)
        if self.entries > MAX_ENTRIES:
            raise DataError(self.name, node.start_mark.line + 1, "(merge)",
                            f"at most {MAX_ENTRIES:,} entries once merge keys (<<) are expanded",
                            "more (merge keys nested too deep)")


def _construct_map(loader: _Loader, node: yaml.MappingNode) -> LMap:
    out = LMap()
    out.line = node.start_mark.line + 1
    out.key_lines = {}
    loader.flatten_mapping(node)
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise DataError(loader.name, key_node.start_mark.line + 1, "(key)",
                            "a plain key", "a mapping or list used as a key") from None
        if key in out:
            raise DataError(loader.name, key_node.start_mark.line + 1, str(key),
                            "each key once", "a duplicate key")
        out[key] = loader.construct_object(value_node, deep=True)
        out.key_lines[key] = key_node.start_mark.line + 1
    return out


def _construct_list(loader: _Loader, node: yaml.SequenceNode) -> LList:
    out = LList(loader.construct_object(n, deep=True) for n in node.value)
    out.line = node.start_mark.line + 1
    out.item_lines = [n.start_mark.line + 1 for n in node.value]
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_map)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_list)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SCALAR_TAG,
                        lambda loader, node: clean_text(loader.construct_scalar(node)))


def load_text(text: str, name: str | os.PathLike[str]) -> Any:
    """Parse YAML text; any syntax problem becomes a DataError with its line."""
    loader = None
    try:
        loader = _Loader(text)          # reads the first chunk: may already refuse a character
        loader.name = str(name)
        return loader.get_single_data()
    except DataError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        raise DataError(name, line, "(syntax)", "valid YAML", _unquoted(exc.problem or "a syntax error")) from None
    except yaml.YAMLError:            # the reader refused a character (a control character, a BOM inside)
        raise DataError(name, 0, "(syntax)", "valid YAML", N_("a character YAML does not allow")) from None
    except (RecursionError, ValueError, OverflowError, MemoryError) as exc:
        raise DataError(name, 0, "(syntax)", "valid YAML", type(exc).__name__) from None
    finally:
        if loader is not None:
            loader.dispose()


_QUOTED = re.compile(r"(?:(?<=\s)|^)'([^']*)'(?=$|[\s,;.)])")


def _quoted_part(match: re.Match[str]) -> str:
    """A quoted part of a parser's message: kept when it is one character (',' ':' say what to
    fix), an escape such as '\\t', or a kind of token ('<scalar>'); the file's own words (an
    alias name, a tag, a key) become '…'."""
    text = match.group(1)
    keep = len(text) <= 1 or (text.startswith("\\") and len(text) <= 6) or (text.startswith("<") and text.endswith(">"))
    return match.group(0) if keep else "'\u2026'"


def _unquoted(problem: str) -> str:
    """The parser's words, on one line, without the file's (see :func:`_quoted_part`)."""
    return _QUOTED.sub(_quoted_part, " ".join(problem.split()))


def load_file(path: str | os.PathLike[str]) -> Any:
    """Read and parse one YAML file (UTF-8, at most 2 MB)."""
    try:
        raw = read_bytes(path, MAX_BYTES)
    except OSError as exc:
        if exc.errno == errno.EFBIG:
            raise DataError(path, 0, "(file)", M("at most {n} bytes", n=MAX_BYTES), N_("a larger file")) from None
        raise DataError(path, 0, "(file)", "a readable regular file", exc.strerror or str(exc)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(path, 0, "(file)", N_("UTF-8 text"), M("a bad byte at offset {n}", n=exc.start)) from None
    return load_text(text, path)


_MISSING = object()
# A key a message may name: a word of the schema, or a typo of one. Any other (a line of a file
# that is not data at all, read as a key) is "(a key)": messages never quote a file's text.
_NAME = re.compile(r"[A-Za-z0-9_-]{1,32}")
_TYPE_NAMES: dict[type, str] = {int: N_("an integer"), str: N_("a string"), bool: N_("true or false"),
                                dict: N_("a mapping"), list: N_("a list")}


def _describe(value: Any) -> str:
    if value is None:
        return N_("nothing")
    if isinstance(value, bool):
        return f"{value}".lower()
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return N_("an empty string") if not value.strip() else N_("a string")     # never the file's words
    if isinstance(value, dict):
        return N_("a mapping")
    if isinstance(value, list):
        return N_("a list")
    return type(value).__name__


class Node:
    """A located value being validated: ``path`` of the file, ``field`` path inside it.

    ``node.get("cost", int, lo=1)`` returns the checked value or raises a DataError
    naming file, line, field, what was expected and what was found.
    """

    def __init__(self, path: str | os.PathLike[str], value: Any, field: str = "", line: int = 0) -> None:
        self.path = str(path)
        self.value = value
        self.field = field
        self.line = line or getattr(value, "line", 0)

    def fail(self, expected: str, found: object = _MISSING, field: str | None = None,
             line: int | None = None) -> NoReturn:
        shown = _describe(self.value) if found is _MISSING else found
        raise DataError(self.path, self.line if line is None else line,
                        field or self.field or "(top)", expected, shown)

    def _sub(self, key: Hashable) -> str:
        name = str(key) if _NAME.fullmatch(str(key)) else "(a key)"
        return f"{self.field}.{name}" if self.field else name

    def expect(self, kind: type) -> Node:
        if kind is int and (isinstance(self.value, bool) or not isinstance(self.value, int)):
            self.fail(N_("an integer"))
        if kind is not int and not isinstance(self.value, kind):
            self.fail(_TYPE_NAMES.get(kind, kind.__name__))
        return self

    def child(self, key: Hashable, kind: type | None = None, default: Any = _MISSING) -> Node:
        """The entry ``key`` of this mapping as a Node (missing key → error unless default)."""
        self.expect(dict)
        line = (self.value.key_lines or {}).get(key, self.line) if isinstance(self.value, LMap) else self.line
        if key not in self.value:
            if default is not _MISSING:
                return Node(self.path, default, self._sub(key), self.line)
            self.fail(N_("this key to be present"), N_("it missing"), field=self._sub(key))
        node = Node(self.path, self.value[key], self._sub(key), line)
        return node.expect(kind) if kind else node

    @overload
    def get(self, key: Hashable, kind: type[T], *, lo: int | None = None, hi: int | None = None,
            choices: Collection[Any] | None = None) -> T: ...

    @overload
    def get(self, key: Hashable, kind: type[T], default: D, lo: int | None = None, hi: int | None = None,
            choices: Collection[Any] | None = None) -> T | D: ...

    def get(self, key: Hashable, kind: type[Any], default: Any = _MISSING, lo: int | None = None,
            hi: int | None = None, choices: Collection[Any] | None = None) -> Any:
        """A checked scalar: type, optional range, optional set of choices."""
        node = self.child(key, None, default)
        if default is not _MISSING and node.value is default:
            return default
        node.expect(kind)
        v = node.value
        if kind is int and ((lo is not None and v < lo) or (hi is not None and v > hi)):
            node.fail(M("an integer between {lo} and {hi}", lo=lo, hi=hi) if lo is not None and hi is not None
                      else M("an integer of at least {lo}", lo=lo) if lo is not None
                      else M("an integer of at most {hi}", hi=hi))
        if kind is str and not v.strip():
            node.fail(N_("a non-empty string"))
        if choices is not None and v not in choices:
            node.fail(M("one of {choices}", choices=said(", ".join(str(c) for c in choices))))
        return v

    def items(self) -> list[tuple[Any, Node]]:
        """(key, Node) pairs of a mapping."""
        self.expect(dict)
        return [(k, self.child(k)) for k in self.value]

    def elements(self) -> list[Node]:
        """Nodes of a list, each with its own line."""
        self.expect(list)
        lines = getattr(self.value, "item_lines", None) or [self.line] * len(self.value)
        out = []
        for i, v in enumerate(self.value):
            out.append(Node(self.path, v, f"{self.field}[{i}]", lines[i]))
        return out

    def only_keys(self, allowed: Collection[str]) -> None:
        """Refuse unknown keys (usually typos) with the line of the first one; the field names
        the key when it is a name (a typo is found by it), never the value under it."""
        self.expect(dict)
        for k in self.value:
            if k not in allowed:
                line = (getattr(self.value, "key_lines", None) or {}).get(k, self.line)
                keys = said(", ".join(sorted(allowed)))
                raise DataError(self.path, line, self._sub(k), M("one of the keys {keys}", keys=keys),
                                N_("an unknown key"))
