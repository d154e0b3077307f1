"""The shared layers carry type hints and mypy checks them; pyproject.toml agrees with requirements.txt.

The shared layers are what every game and tool stands on: the engine, the registry, the agents'
base and the search. A function there is *annotated* when its return and every parameter (but
``self`` or ``cls``) have a type; at least 90% of them must be. ``python -m mypy`` (CI) then
checks them with the settings in pyproject.toml, which must name every one of these modules.
"""

from __future__ import annotations

import ast
import fnmatch
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = sorted(ROOT.glob("game/engine/*.py")) + [ROOT / p for p in
                                                   ("game/games.py", "game/ai/base.py", "game/ai/search.py")]
MIN_ANNOTATED = 0.90


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _module(path: Path) -> str:
    """``game/engine/rng.py`` -> ``game.engine.rng`` (a package's ``__init__.py`` -> the package)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


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


def test_the_shared_layers_are_annotated():
    total, missing = 0, []
    for path in SHARED:
        n, lacking = unannotated(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
        total += n
        missing += lacking
    share = 1 - len(missing) / total
    assert share >= MIN_ANNOTATED, (f"{share:.1%} of the shared layers' {total} functions are annotated, "
                                    f"below {MIN_ANNOTATED:.0%}; without types:\n" + "\n".join(missing))


def test_mypy_checks_every_shared_module_strictly():
    mypy = _pyproject()["tool"]["mypy"]
    listed = [ROOT / f for f in mypy["files"]]
    strict = [p for o in mypy.get("overrides", []) if o.get("disallow_untyped_defs")
              for p in ([o["module"]] if isinstance(o["module"], str) else o["module"])]

    def is_strict(module: str) -> bool:
        return any(module == p.removesuffix(".*") or fnmatch.fnmatchcase(module, p) for p in strict)

    checked = {path for f in listed for path in ([f] if f.is_file() else f.rglob("*.py"))}
    assert [str(p.relative_to(ROOT)) for p in SHARED if p not in checked] == []
    assert [str(p.relative_to(ROOT)) for p in sorted(checked) if not is_strict(_module(p))] == []
    assert mypy.get("check_untyped_defs") and mypy.get("warn_unused_ignores")


def test_pyproject_dependencies_are_the_requirements():
    project = _pyproject()["project"]
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
