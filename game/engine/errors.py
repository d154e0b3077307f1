"""Errors a player, a save file or a data file can meet. Each carries a message fit to show."""

import os
from typing import Iterable

from game.engine.actions import Action, Decision
from game.engine.i18n import M, Msg, said


class VernissageError(Exception):
    """Base of every error the app reports to a person instead of a traceback."""


class IllegalActionError(VernissageError, ValueError):
    """An action that the pending decision does not allow. The state is left unchanged."""

    def __init__(self, action: Action, decision: Decision | str, legal: Iterable[Action]) -> None:
        self.action = action
        self.decision = decision
        self.legal = list(legal)
        shown = ", ".join(str(a) for a in self.legal[:12])
        if len(self.legal) > 12:
            shown += f", … ({len(self.legal)} in all)"
        super().__init__(
            f"illegal action {str(action)!r} for {decision}; legal: {shown or 'none'}"
        )


class DataError(VernissageError):
    """A data file (cards, patrons, boards, a custom set) that does not fit its schema."""

    def __init__(self, path: str | os.PathLike[str], line: int, field: str, expected: str, found: object) -> None:
        self.path, self.line, self.field = str(path), line, field
        self.expected, self.found = expected, found
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: field '{field}': expected {expected}, found {found}")

    def plain(self) -> str:
        """The problem as one sentence for a player, a message said in the player's language: the
        file by its name (a typed path can be long), the line, and what was expected there."""
        name = said(os.path.basename(self.path.rstrip("/\\")) or self.path)
        found = self.found if isinstance(self.found, Msg) else str(self.found).rstrip(".")
        if not isinstance(found, Msg) and found[1:2].islower():
            found = found[0].lower() + found[1:]        # the system's "No such file or directory"
        if self.field == "(file)" and self.expected == "a readable regular file":
            return M("{name} cannot be read: {found}.", name=name, found=found)
        if self.field == "(file)":
            return M("{name} cannot be used: expected {expected}, found {found}.", name=name,
                     expected=self.expected, found=found)
        if self.field == "(syntax)":
            return (M("{name} is not valid YAML at line {line}: {found}.", name=name, line=self.line, found=found)
                    if self.line else M("{name} is not valid YAML: {found}.", name=name, found=found))
        expected = self.expected
        if not isinstance(expected, Msg) and len(expected) > 70:   # a long list of allowed values: its start
            expected = said(expected[:70].rsplit(", ", 1)[0] + ", …")
        field = said(self.field)
        if self.line:
            return M("{name} at line {line}, field '{field}': expected {expected}, found {found}.", name=name,
                     line=self.line, field=field, expected=expected, found=found)
        return M("{name}, field '{field}': expected {expected}, found {found}.", name=name, field=field,
                 expected=expected, found=found)


class SaveError(VernissageError):
    """A save file that cannot be loaded: corrupt, from another version, or another game."""
