"""The safety prompt before ending an Avant Carde buy turn that could still do something.

:func:`end_turn_warning` is the pure question (None when there is nothing left to do);
:class:`EndTurnGuard` asks it once per buy turn — "End turn", "Keep buying", or "Don't ask
again" (which turns the Settings switch off) — unless the player switched it off.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from game.avant_carde.ui.model import Decided, TableView
from game.engine.actions import Action
from game.engine.i18n import L, M, Mn, join
from game.ui.scenes.dialogs import Dialog


def end_turn_warning(view: TableView, options: Sequence[Action]) -> str | None:
    """Why ending the buy turn now may be a mistake, in words, or None: a card still affordable
    (money unspent) or a buy power still usable. ``view``: the table's view of its viewer buying;
    ``options``: the viewer's pending decision's."""
    stacks = sorted({a[1] for a in options if a.kind == "buy"})
    uses = {a[1] for a in options if a.kind == "use"}
    names = {pat.power: pat.name for pat in view.patrons.values()}
    # Each Curator in play lists its use, but it is one power: named once.
    powers = list(dict.fromkeys(names.get(pid, pid) for key, pid, _ in view.powers if key in uses))
    parts: list[str] = []
    if stacks and view.viewer is not None:          # options are the viewer's own
        which = join(L(" or "), [M("the {n}s", n=n) for n in stacks])
        parts.append(M("You still have ${money}: enough for {which}.",
                       money=view.seats[view.viewer].money, which=which))
    if powers:
        parts.append("Not used yet: " + join(", ", powers) + ".")
    return join(" ", parts) or None


class EndTurnGuard:
    """Holds back an ``end`` action once per buy turn while :func:`end_turn_warning` has something
    to say and the setting ``confirm_end_turn`` is on."""

    def __init__(self, app: Any, go_on: Callable[[], None]) -> None:
        """``app``: where the prompt shows and whose settings say whether to ask; ``go_on``: the
        decision's primary option taken after all (Stop playing, End turn)."""
        self.app, self.go_on = app, go_on
        self.asked: tuple[Any, ...] | None = None    # (round, seat) of the buy turn already asked about

    def allows(self, action: Action, v: TableView) -> bool:
        """True if ``action`` may go ahead now (``v``: the table's view); otherwise the prompt is
        shown and False."""
        d = v.decision
        if action.kind not in ("end", "stop") or d is None or not self.app.settings.confirm_end_turn:
            return True
        if action.kind == "stop":
            return self._allows_stop(v, d)
        turn = (v.round, v.viewer)
        warning = end_turn_warning(v, d.options)
        if warning is None or self.asked == turn:
            return True
        self.asked = turn
        self.app.push(Dialog(self.app, "End the buy turn?", warning,
                             [("Don't ask again", self._never, "quiet"), ("Keep buying", None, "secondary"),
                              ("End turn", self.go_on, "primary")]))
        return False

    def _allows_stop(self, v: TableView, d: Decided) -> bool:
        """Stop playing ends the line for the round: asked once a round while a card still matches."""
        cards = {a[1] for a in d.options if a.kind == "play"}
        turn = (v.round, v.viewer, "stop")
        if not cards or self.asked == turn:
            return True
        self.asked = turn
        self.app.push(Dialog(self.app, "Stop playing?",
                             Mn("{n} card in your hand still matches your line: it would add $1 to your buy turn.",
                                "{n} cards in your hand still match your line: each would add $1 to your buy turn.",
                                len(cards), n=len(cards)),
                             [("Don't ask again", self._never, "quiet"), ("Keep playing", None, "secondary"),
                              ("Stop playing", self.go_on, "primary")]))
        return False

    def _never(self) -> None:
        """Don't ask again: the setting off, and the move made."""
        settings = self.app.settings
        settings.confirm_end_turn = False
        settings.save()
        self.go_on()
