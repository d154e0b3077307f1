"""The words of Avant Carde's options at the table: each option's label and what it does (its tip),
for :func:`game.avant_carde.table_view.table_choices`. Every text is a whole message."""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.i18n import M

VERB_LABEL = {"trash": "Trash", "conceal": "Conceal", "unveil": "Unveil", "copy": "Copy", "discard": "Discard"}


def variant_label(suffix: str | None) -> str:
    """A 4's way to be played: "As printed", "As 3", "As blue", "Also 5"."""
    if suffix is None:
        return "As printed"
    if suffix.startswith("odd"):
        return M("Also {value}", value=suffix[3:])
    if suffix.startswith("n"):
        return M("As {value}", value=suffix[1:])
    return M("As {suffix}", suffix=suffix)


def option_words(kind: str, a: Action, bar: bool = False) -> tuple[str, str | None]:
    """``(label, tip)`` of the option ``a`` of a decision of ``kind``; ``bar``: the words of a
    free card's button in the bar (its stack offers it too)."""
    k = a.kind
    if k == "play":
        return variant_label(a[2] if len(a) > 2 else None), None
    if k in VERB_LABEL and len(a) > 1:
        return VERB_LABEL[k], None
    if k == "stop":
        return "Stop playing", "End your line; the rest of your hand goes to your discard pile."
    if k == "end":
        return "End turn", "Leftover money is lost; awards are taken now."
    if k == "buy":
        return M("Buy for ${value}", value=a[1]), None
    if k == "bury":
        return "Bury", None
    if k == "use":
        return "Use", None
    if k == "change":
        return "Spend change token  +$1", "Return your change token for +$1 this turn."
    if k == "colour":
        return a[1].capitalize(), None
    if k == "number":
        return str(a[1]), M("Make the card a {value} for the rest of the turn.", value=a[1])
    if k == "odd":
        return f"+{a[1]}", M("The card also counts as a {value}, for matching and for other powers.", value=a[1])
    if k == "skip":
        return "Skip", "Do not use this power."
    if k == "draw":
        return ("Draw & conceal it" if kind == "hipster" else "Draw a card"), None
    if k == "money":
        return "+$1 in buy turn", None
    if k == "unveil":
        return "Unveil a card", None
    if k == "forge":
        return M("Take the top {n} free", n=a[1]), None
    if k == "future":
        return "Wait for a later buy", ("When an opponent buys later this round, you may take the next card "
                                        "of that stack free.")
    if k == "take":
        if len(a) > 1:
            return (M("Take a {n}", n=a[1]) if bar else M("Take the top {n} free", n=a[1])), None
        return "Take it free", None
    if k == "pass":
        return "Let it go", None
    return str(a), None
