"""Art Decko: the rules engine (pure Python, no pygame).

Start a game with :func:`new_game`; a state names its pending decision, lists the
legal actions and applies them (see :mod:`game.art_decko.state` for the decision
kinds and the action notation). :func:`determinize` builds a full state from one
seat's observation for the AIs; :func:`describe` puts an action into words.
"""

from game.art_decko.data import check_data, load_data
from game.art_decko.options import GAME_ID
from game.art_decko.saving import loaded_setup, portable_setup
from game.art_decko.setup import MAX_PLAYERS, MIN_PLAYERS, new_game
from game.art_decko.state import ArtDeckoState
from game.art_decko.table_view import table_choices, table_pending, view_of as table_observation
from game.art_decko.view import (
    describe,
    describe_choice,
    describe_event,
    determinize,
    fresh_future,
    observation,
    reveals,
)

TITLE = "Art Decko"
State = ArtDeckoState
from_data = ArtDeckoState.from_data

__all__ = ["GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "new_game", "from_data",
           "observation", "determinize", "fresh_future", "load_data", "check_data", "describe", "describe_choice",
           "describe_event", "reveals", "portable_setup", "loaded_setup", "table_observation", "table_choices",
           "table_pending", "State", "ArtDeckoState"]  # i18n: not shown
