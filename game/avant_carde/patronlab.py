"""The lab's patron measure reads an Avant Carde game here (its spec's ``LabSpec.recorder``), so
the lab itself (:mod:`game.tools.lab`) reads no game's state: which patron powers each seat used,
the money made in each buy turn, and who bought first."""

from __future__ import annotations

from typing import Any


class PatronRecorder:
    """The patron figures of one lab game, from its first state and the events of every move."""

    def __init__(self, state: Any) -> None:
        self.first = state.first
        self.patrons = {}                                # power id -> [number, name, text] in this game
        for pat in state.pset.patrons.values():
            self.patrons[pat.power] = [pat.number, pat.name, pat.text]
        self.used: list[dict[str, int]] = [{} for _ in state.players]     # per seat: power id -> times used
        self.made: list[int] = []                        # money made in each buy turn

    def on_events(self, before: Any, decision: Any, action: Any, events: list[dict[str, Any]]) -> None:
        """Count a move's uses: ▶▶ powers from ``use`` events, ⚡ powers from the cards played (by
        their printed number's patron)."""
        for e in events:
            kind = e["type"]
            if kind == "use":
                pid = e["power"]
            elif kind == "play":
                pat = before.patron_of(before.data.by_code[e["card"]])
                if pat is None or "play" not in pat.timing:
                    continue
                pid = pat.power
            else:
                if kind == "end_turn":
                    self.made.append(e["made"])
                continue
            seat = e["player"]
            self.used[seat][pid] = self.used[seat].get(pid, 0) + 1

    def figures(self) -> dict[str, Any]:
        """``first``, ``made``, ``used`` and ``patrons``, as the lab's ``summarise_patrons`` reads them."""
        return {"first": self.first, "made": self.made, "used": self.used, "patrons": self.patrons}
