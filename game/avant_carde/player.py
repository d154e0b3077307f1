"""One seat of Avant Carde: its zones, awards and change token, and what it did this round."""

from __future__ import annotations

from typing import Any

from game.avant_carde.board import Entry


class Player:
    """One seat: its zones, awards and change token, and what it did this round."""

    __slots__ = ("hand", "deck", "discard", "line", "awards", "change_token", "tag",
                 "pending", "money", "made", "buries", "spent_change_token", "designer", "schmoozer",
                 "hoarders", "copies", "used", "once", "imitated", "forged", "watchers",
                 "first_four", "made_last")

    def __init__(self, tag: str) -> None:
        self.hand: list[int] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.line: list[Entry] = []
        self.awards = 0
        self.change_token = False
        self.tag = tag
        self.made_last = 0   # money made in this player's last buy turn (tie-break)
        self.reset_round()

    def reset_round(self) -> None:
        self.pending = 0        # $ from patrons' powers this round (play powers' is paid when the buy turn starts)
        self.money = 0          # $ left to spend in the buy turn
        self.made = 0           # $ made this buy turn (awards count this)
        self.buries = 0
        self.spent_change_token = False
        self.designer = 0       # Designer 6s in effect
        self.schmoozer = 0      # Schmoozer 5s in effect
        self.hoarders: list[list[Any]] = []              # [colour, count] per Hoarder 7
        self.copies: list[tuple[str, int]] = []     # (power id, source card) buy powers gained by copying
        self.used: set[str] = set()                 # keys of buy powers already used (a card's code or "copyN")
        self.once: set[str] = set()                 # once-per-turn power ids already used
        self.imitated: set[int] = set()             # cards copied by Impersonators this turn
        self.forged: set[int] = set()               # indices of opponents' buys copied by Forgers
        self.watchers = 0       # Forgers waiting for an opponent's buy later this round
        self.first_four: int | None = None          # the first printed 4 face up in the line (Journalist)

    def copy(self) -> Player:
        q = Player.__new__(Player)
        q.hand, q.deck, q.discard, q.line = self.hand[:], self.deck[:], self.discard[:], self.line[:]
        q.awards, q.change_token, q.tag, q.made_last = self.awards, self.change_token, self.tag, self.made_last
        q.pending, q.money, q.made, q.buries = self.pending, self.money, self.made, self.buries
        q.spent_change_token, q.designer, q.schmoozer = self.spent_change_token, self.designer, self.schmoozer
        q.hoarders = [h[:] for h in self.hoarders]
        q.copies = self.copies[:]
        q.used, q.once, q.imitated, q.forged = set(self.used), set(self.once), set(self.imitated), set(self.forged)
        q.watchers, q.first_four = self.watchers, self.first_four
        return q

    def find(self, card: int) -> int:
        """Index of ``card`` in the line, or -1."""
        for i, e in enumerate(self.line):
            if e.card == card:
                return i
        return -1
