"""Avant Carde's table is layout, paint and effects over its table model: its modules reach no
session or state, build and parse no action text, and import of the rules only the typed view,
the notation, the game's data (the card catalogue) and the board's vocabulary (numbers, sections)."""

import ast
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
UI = os.path.join(ROOT, "game", "avant_carde", "ui")
# What of the rules package a table module may import: the typed view, the notation, the card data,
# the board's constants; the bench and the patron lab's panel are harnesses around a table, not the table.
ALLOWED = {"game.avant_carde.table_view", "game.avant_carde.notation", "game.avant_carde.data",
           "game.avant_carde.board"}
HARNESSES = {"bench.py", "patronlab.py", "cardsheet.py"}


def _modules():
    for name in sorted(os.listdir(UI)):
        if name.endswith(".py") and name not in HARNESSES:
            yield name, open(os.path.join(UI, name), encoding="utf-8").read()


def test_the_table_reaches_no_session_no_state_and_writes_no_action():
    found = []
    for name, source in _modules():
        for pattern in (r"\.session\b", r"\.state\b", r"\b\w+State\b", r"\bfrom_data\b", r"\bparse_action\b",
                        r"\bAction\(", r"\bwhy_not\("):
            found += [f"{name}: {m.group(0)}" for m in re.finditer(pattern, source)]
    assert not found, found


def test_the_table_imports_of_the_rules_only_its_view_notation_data_and_vocabulary():
    found = []
    for name, source in _modules():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ImportFrom) and node.module:
                modules = [node.module] if node.module != "game.avant_carde" else \
                    [f"game.avant_carde.{a.name}" for a in node.names]
                found += [f"{name}: {m}" for m in modules
                          if m.startswith("game.avant_carde.") and not m.startswith("game.avant_carde.ui")
                          and m not in ALLOWED]
    assert not found, found
