"""Art Decko's game id and its set-up options, with their check."""

from __future__ import annotations

GAME_ID = "art-decko"
OPTIONS = {"gold_tiles": True, "starting_gold": ""}   # "": the data's default allocation


def check_options(options: dict | None) -> dict:
    """Options merged over the defaults; unknown names or wrong types raise ValueError."""
    merged = dict(OPTIONS)
    for key, value in (options or {}).items():
        if key not in OPTIONS:
            raise ValueError(f"unknown Art Decko option {key!r}; known: {', '.join(OPTIONS)}")
        if not isinstance(value, type(OPTIONS[key])):
            raise ValueError(f"option {key!r} must be {type(OPTIONS[key]).__name__}")
        merged[key] = value
    return merged
