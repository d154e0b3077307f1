"""Avant Carde rules, pure Python: set-up, the play and buy phases, the 24 patron powers, solo.

    >>> from game import avant_carde as ac
    >>> st = ac.new_game(players=3, seed=7)
    >>> d = st.decision()            # who decides what, and the legal options
    >>> events = st.apply(d.options[0])

See :mod:`game.avant_carde.state` for the state machine and
:mod:`game.avant_carde.powers` for the powers.
"""

from game.avant_carde.data import BUILTIN_SETS, check_data, load_data
from game.avant_carde.patronsets import portable_setup
from game.avant_carde.setup import SOLO_LEVELS, new_game
from game.avant_carde.state import AvantCardeState
from game.avant_carde.view import describe, describe_event, determinize, observation, reveals

GAME_ID = "avant-carde"
TITLE = "Avant Carde"
MIN_PLAYERS = 1
MAX_PLAYERS = 5
State = AvantCardeState
from_data = AvantCardeState.from_data

__all__ = ["GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "BUILTIN_SETS", "SOLO_LEVELS",
           "State", "AvantCardeState", "new_game", "from_data", "load_data", "check_data",
           "observation", "determinize", "describe", "describe_event", "reveals", "portable_setup"]
