"""The shape of the package: steps declared once in the book, no class over 500 lines, and a
table that sees only the view."""

import ast
from pathlib import Path

import pytest

from game.engine.rng import Rng
from game.gallerist import new_game
from game.gallerist.steps import BOOK, GalleristStep

PACKAGE = Path(__file__).resolve().parents[2] / "game" / "gallerist"


def modules(folder=PACKAGE):
    return [(path, ast.parse(path.read_text())) for path in sorted(folder.rglob("*.py"))]


def test_no_class_is_over_500_lines():
    sizes = {f"{path.name}:{node.name}": node.end_lineno - node.lineno + 1 for path, tree in modules()
             for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    assert max(sizes.values()) <= 500, sorted(sizes.items(), key=lambda kv: -kv[1])[:3]


def test_nothing_is_dispatched_by_a_name_built_from_strings():
    built = [f"{path.name}:{node.lineno}" for path, tree in modules() for node in ast.walk(tree)
             if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "getattr" and len(node.args) > 1
             and not isinstance(node.args[1], (ast.Constant, ast.Name))]
    assert built == []


@pytest.mark.parametrize("players,seed", [(1, 2), (3, 4)])
def test_every_decision_and_step_of_a_game_is_a_step_of_the_book(players, seed):
    assert all(isinstance(step, GalleristStep) for step in BOOK.steps.values())
    s, rng = new_game(players, seed), Rng(seed)
    while (d := s.decision()) is not None:
        assert d.kind in BOOK and all(task["kind"] in BOOK for task in s.stack)
        s.apply(d.options[rng.randrange(len(d.options))])


def test_the_table_imports_no_state_and_reads_none():
    """The table reads the controller's observation, decision and why_not, never a state."""
    found = []
    for path, tree in modules(PACKAGE / "ui"):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "game.gallerist.state":
                found.append(f"{path.name}:{node.lineno} imports the state module")
            if (isinstance(node, ast.Attribute) and node.attr == "state"
                    and isinstance(node.value, (ast.Name, ast.Attribute))
                    and (getattr(node.value, "id", None) or getattr(node.value, "attr", None)) in (
                        "controller", "session", "c")):
                found.append(f"{path.name}:{node.lineno} reads {ast.unparse(node)}")
    assert found == []


def test_the_state_declares_a_typed_attribute_for_every_saved_field_in_save_order():
    # mypy reads the annotations, the save reads FIELDS: a field added to one only would be unchecked
    # or unsaved.
    from game.gallerist.save_format import FIELDS
    from game.gallerist.state import GalleristState
    declared = [name for name in GalleristState.__annotations__ if name not in ("data", "_decision")]
    assert declared == [name for name, _ in FIELDS]
    assert set(GalleristState.__slots__) == {"data", "_decision", *declared}
