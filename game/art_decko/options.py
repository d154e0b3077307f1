"""Art Decko's game id and its set-up options, with their check."""

from __future__ import annotations

from typing import Any

GAME_ID = "art-decko"
# The starting Gold every new game deals unless told otherwise — the app's set-up, the command
# line, the lab and the tournaments alike: the split measured closest to fair with AI players
# (later seats, which win more, get more 1-Golds; docs/rulings-art-decko.md, §18). ``""`` names
# the box's split, the data's ``starting_gold.default`` (3-2-2-2): what a save made before this
# default holds, or implies when it names none (:func:`game.art_decko.saving.loaded_setup`).
FAIR_ALLOCATION = "1-1-3-4"
BOX_ALLOCATION = ""
OPTIONS = {"gold_tiles": True, "starting_gold": FAIR_ALLOCATION}


def check_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """Options merged over the defaults; unknown names or wrong types raise ValueError."""
    merged = dict(OPTIONS)
    for key, value in (options or {}).items():
        if key not in OPTIONS:
            raise ValueError(f"unknown Art Decko option {key!r}; known: {', '.join(OPTIONS)}")
        if not isinstance(value, type(OPTIONS[key])):
            raise ValueError(f"option {key!r} must be {type(OPTIONS[key]).__name__}")
        merged[key] = value
    return merged
