"""Errors a player, a save file or a data file can meet. Each carries a message fit to show."""


class VernissageError(Exception):
    """Base of every error the app reports to a person instead of a traceback."""


class IllegalActionError(VernissageError, ValueError):
    """An action that the pending decision does not allow. The state is left unchanged."""

    def __init__(self, action, decision, legal):
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

    def __init__(self, path, line, field, expected, found):
        self.path, self.line, self.field = str(path), line, field
        self.expected, self.found = expected, found
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: field '{field}': expected {expected}, found {found}")


class SaveError(VernissageError):
    """A save file that cannot be loaded: corrupt, from another version, or another game."""
