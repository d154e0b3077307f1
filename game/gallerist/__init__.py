"""The Gallerist: the rules engine (pure Python, no pygame).

    >>> from game import gallerist as g
    >>> st = g.new_game(players=2, seed=7)
    >>> d = st.decision()            # who decides what, and the legal options
    >>> events = st.apply(d.options[0])

:mod:`game.gallerist.state` explains the decision kinds and the action notation,
:mod:`game.gallerist.save_format` every field of the state; :mod:`game.gallerist.scoring` the
final scoring; :mod:`game.gallerist.view` what a seat may see. ``players=1`` is the solitaire
against the neutral gallerist Lacerda.

For search agents (the API a ``SearchAdapter`` needs):

- ``state.clone()`` — independent copy (about 40 µs); ``state.decision()`` — who decides
  (``player``), what step (``kind``: ``turn``, ``ko``, ``pay``, ``fame`` …), a prompt naming
  the action that raised it, and ``options``; ``state.apply(action)`` — events;
  ``state.is_over``;
- turn structure: ``state.turn`` (turns played, from 0), ``state.round``, ``state.current``
  (whose turn), ``state.phase``; a new turn starts when ``decision().kind == "turn"`` and
  ``phase == "move"``; the steps of one action stay with the same player until the
  ``turn``/``ko`` decision comes back;
- evaluation: ``state.score_breakdown(seat)`` projects the final money as labelled parts,
  :func:`game.gallerist.scoring.final_scoring` gives every part in detail,
  ``state.summary()`` gives money, rounds, winners;
  :func:`game.gallerist.ai.agents.position_value` is the greedy agent's judgement;
- hidden information: ``determinize(observation, rng)`` builds a full state agreeing with
  one seat's observation.
"""

from game.gallerist.data import check_data, load_data
from game.gallerist.log import describe, describe_choice, describe_event, reveals
from game.gallerist.setup import MAX_PLAYERS, MIN_PLAYERS, new_game
from game.gallerist.state import GAME_ID, GalleristState
from game.gallerist.table_view import table_choices, table_tips, view_of as table_observation
from game.gallerist.view import determinize, fresh_future, observation

TITLE = "The Gallerist"
State = GalleristState
from_data = GalleristState.from_data

__all__ = ["GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "new_game", "from_data", "load_data",
           "check_data", "observation", "determinize", "fresh_future", "describe", "describe_choice", "describe_event",
           "reveals", "table_observation", "table_choices", "table_tips",
           "State", "GalleristState"]  # i18n: not shown
