"""The frame of The Gallerist table: its :class:`~game.ui.play.model.TableModel`, as the table reads it.

:func:`build_frame` reads a model and nothing else: the seat's view
(:class:`~game.gallerist.table_view.GalleristView`), the pending decision with each option on the
board piece it concerns (its target, :func:`game.gallerist.table_view.target`, read back here as
the piece's key: ``"im.5.A"`` -> ``("im", 5, "A")``) and the reasons the other pieces of the
decision cannot act now, and what each piece is. Options no piece stands for go to
:attr:`Frame.bar`, the row of buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action, parse_action
from game.gallerist.board import LACERDA
from game.gallerist.data import GalleristData, load_data
from game.gallerist.table_view import GalleristView
from game.ui.play.model import TableModel, said_as

Key = tuple[Any, ...]


@dataclass
class Frame:
    """One seat's view of the table at one moment."""

    seat: int                          # whose view this is
    names: list[str]                   # seat names (Lacerda is "Lacerda")
    pub: GalleristView                 # the seat's view
    data: GalleristData                # the game's content (cards, tiles, tracks)
    player: int | None = None          # who decides now (None: game over)
    kind: str = ""                     # the decision's kind
    prompt: str = ""
    mine: bool = False                 # the viewer decides now
    targets: dict[Key, list[Action]] = field(default_factory=dict)   # key -> the options on that piece
    bar: list[Action] = field(default_factory=list)                  # options with no piece of their own
    reasons: dict[Key, str] = field(default_factory=dict)            # key -> why that piece cannot act now
    words: dict[Action, tuple[str, str | None]] = field(default_factory=dict)   # option -> (label, tip)
    tips: dict[Key, str] = field(default_factory=dict)               # key -> what that piece is
    humans: tuple[bool, ...] = ()      # which seats a person plays
    over: bool = False

    @property
    def solo(self) -> bool:
        return self.pub.solo

    @property
    def deck(self) -> int:
        return self.pub.contract_deck

    @property
    def stacks(self) -> tuple[int, ...]:
        return self.pub.work_stacks

    @property
    def bonus_hidden(self) -> tuple[int, ...]:
        return self.pub.artist_bonus_hidden

    def name(self, owner: int) -> str:
        """The name of a seat, or of Lacerda (the solitaire's bot owns pieces too)."""
        return "Lacerda" if owner == LACERDA else self.names[owner]

    def options_at(self, key: Key) -> list[Action]:
        return self.targets.get(key, [])

    def label(self, action: Action) -> str:
        """The words on the button of ``action``."""
        return self.words[action][0]

    def tip(self, action: Action) -> str:
        """What ``action`` costs and gives."""
        label, tip = self.words[action]
        return tip if tip is not None else label


def key_of(target: str) -> Key:
    """A target's piece key (:func:`game.gallerist.table_view.target` read back)."""
    return tuple(int(x) if x.lstrip("-").isdigit() else x for x in target.split("."))


def build_frame(model: TableModel[Any]) -> Frame:
    """The frame of ``model``; options are offered only when its seat is a person's, deciding now."""
    pub = model.observation
    humans = tuple(s.human for s in model.seats)
    f = Frame(seat=model.seat, names=model.names, pub=pub, data=load_data(), humans=humans,
              over=pub.phase == "over", tips={key_of(t): said_as(tip) for t, tip in model.tips.items()})
    d = model.decision
    if d is None:
        return f
    f.player, f.kind, f.prompt = d.player, d.kind, said_as(d.prompt)
    f.mine = d.player == model.seat and humans[model.seat]
    if f.mine:
        for o in d.options:
            action = parse_action(o.action)
            f.words[action] = (said_as(o.label), None if o.tip is None else said_as(o.tip))
            if o.target:
                f.targets.setdefault(key_of(o.target), []).append(action)
            else:
                f.bar.append(action)
        f.reasons = {key_of(t): said_as(r) for t, r in model.reasons.items()}
    return f
