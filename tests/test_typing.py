"""Every module of ``game/`` carries type hints and mypy checks it strictly; pyproject.toml agrees
with requirements.txt.

A function is *annotated* when its return and every parameter (but ``self`` or ``cls``) have a
type; at least 90% of ``game/``'s functions must be. ``python -m mypy`` (CI) then checks the whole
package (``files = ["game"]``) with the strict settings in pyproject.toml, for every module.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MIN_ANNOTATED = 0.90
STRICT = ("disallow_untyped_defs", "disallow_incomplete_defs", "disallow_untyped_decorators",
          "disallow_any_generics", "check_untyped_defs", "warn_unused_ignores")


def _pyproject() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _mypy() -> dict[str, object]:
    tool = _pyproject()["tool"]
    assert isinstance(tool, dict)
    return tool["mypy"]


def game_modules() -> list[Path]:
    """Every module of ``game/``."""
    return sorted((ROOT / "game").rglob("*.py"))


def unannotated(source: str, name: str) -> tuple[int, list[str]]:
    """How many functions the module ``source`` defines (methods and nested ones too), and
    ``name:line function`` of each that misses a parameter's or the return's type."""
    functions = sorted((n for n in ast.walk(ast.parse(source))
                        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))), key=lambda n: n.lineno)
    missing = []
    for f in functions:
        a = f.args
        params = a.posonlyargs + a.args
        if params and params[0].arg in ("self", "cls"):
            params = params[1:]
        params += a.kwonlyargs + [p for p in (a.vararg, a.kwarg) if p is not None]
        if f.returns is None or any(p.annotation is None for p in params):
            missing.append(f"{name}:{f.lineno} {f.name}")
    return len(functions), missing


def test_the_annotation_count_sees_parameters_returns_and_skips_self():
    source = ("def typed(a: int, *rest: str, key: int = 0, **more: int) -> int: ...\n"
              "def no_return(a: int): ...\n"
              "def bare_param(a, b: int) -> None: ...\n"
              "def bare_star(*rest) -> None: ...\n"
              "class C:\n"
              "    def method(self, a: int) -> None:\n"
              "        def inner(x): ...\n"
              "    @classmethod\n"
              "    def make(cls) -> 'C': ...\n")
    total, missing = unannotated(source, "sample.py")
    assert total == 7
    assert [m.rsplit(" ", 1)[1] for m in missing] == ["no_return", "bare_param", "bare_star", "inner"]


def test_game_is_annotated():
    total, missing = 0, []
    for path in game_modules():
        n, lacking = unannotated(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
        total += n
        missing += lacking
    share = 1 - len(missing) / total
    assert share >= MIN_ANNOTATED, (f"{share:.1%} of game/'s {total} functions are annotated, "
                                    f"below {MIN_ANNOTATED:.0%}; without types:\n" + "\n".join(missing))


def test_mypy_checks_all_of_game_strictly():
    """mypy reads the whole package, with every strict setting for every module: no per-module
    override turns one off, no module is left out, and none is read without its errors reported."""
    mypy = _mypy()
    assert mypy["files"] == ["game"]
    assert [flag for flag in STRICT if mypy.get(flag) is not True] == []
    loosened = [o["module"] for o in mypy.get("overrides", [])
                if any(o.get(flag) is False for flag in STRICT) or o.get("ignore_errors")]
    assert loosened == []
    assert "exclude" not in mypy
    assert mypy.get("follow_imports", "normal") == "normal"


def test_pyproject_dependencies_are_the_requirements():
    project = _pyproject()["project"]
    assert isinstance(project, dict)
    declared = project["dependencies"] + [d for group in project["optional-dependencies"].values() for d in group]
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    required = [line for line in (re.sub(r"#.*", "", line).strip() for line in lines) if line]
    assert sorted(declared, key=str.lower) == sorted(required, key=str.lower)


def test_every_requirement_is_pinned():
    """An install, a CI run and the standalone build get the versions that were tested."""
    for name in ("requirements.txt", "requirements-dev.txt"):
        lines = (ROOT / name).read_text(encoding="utf-8").splitlines()
        loose = [line for line in (re.sub(r"#.*", "", line).strip() for line in lines)
                 if line and not re.fullmatch(r"[A-Za-z0-9_.\-]+(\[[A-Za-z0-9_,\-]+\])?==[0-9][0-9A-Za-z.+!\-]*", line)]
        assert loose == [], f"{name}: not pinned with =="
    assert re.fullmatch(r"hatchling==[0-9.]+", " ".join(_pyproject()["build-system"]["requires"]))
