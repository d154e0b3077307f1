"""Avant Carde rules, pure Python: set-up, the play and buy phases, the 24 patron powers, solo.

    >>> from game import avant_carde as ac
    >>> st = ac.new_game(players=3, seed=7)
    >>> d = st.decision()            # who decides what, and the legal options
    >>> events = st.apply(d.options[0])

The pieces, one concern each: :mod:`.board` (the stateless vocabulary the rules and the table
share), :mod:`.steps` (the one book of pending steps), :mod:`.state` (the state and the dispatch
through the steps), :mod:`.play` and :mod:`.buy` (the phases and their one rule per kind of
action), :mod:`.rounds` (the round's course, awards, the end), :mod:`.powers` (the 24 powers),
:mod:`.effects`, :mod:`.savedata`, :mod:`.view` (what a seat may see, and the log's words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.avant_carde.data import BUILTIN_SETS, check_data, load_data
from game.avant_carde.patronsets import portable_setup
from game.avant_carde.setup import SOLO_LEVELS, new_game
from game.avant_carde.state import AvantCardeState
from game.avant_carde.table_view import table_choices, table_tips, view_of as table_observation
from game.avant_carde.view import (
    Determinizer,
    describe,
    describe_event,
    determinize,
    fresh_future,
    observation,
    reveals,
)

if TYPE_CHECKING:
    from typing import Any

GAME_ID = "avant-carde"
TITLE = "Avant Carde"
MIN_PLAYERS = 1
MAX_PLAYERS = 5
State = AvantCardeState
from_data = AvantCardeState.from_data

_WORDS = ("name", "short", "text", "solo_short", "solo_text")


def position(data: dict[str, Any]) -> dict[str, Any]:
    """A state's data without the patrons' words: what a save must replay to. Texts may be
    reworded between versions of the app; which power each number calls may not."""
    patrons = data.get("patrons")
    if not isinstance(patrons, dict):
        return data
    kept = {k: v for k, v in patrons.items() if k not in _WORDS}
    if isinstance(patrons.get("patrons"), dict):
        kept["patrons"] = {n: {k: v for k, v in p.items() if k not in _WORDS} if isinstance(p, dict) else p
                           for n, p in patrons["patrons"].items()}
    return dict(data, patrons=kept)

__all__ = ["GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "BUILTIN_SETS", "SOLO_LEVELS",
           "State", "AvantCardeState", "new_game", "from_data", "load_data", "check_data",
           "observation", "determinize", "fresh_future", "Determinizer", "describe", "describe_event", "reveals",
           "portable_setup", "position", "table_observation", "table_choices", "table_tips"]
