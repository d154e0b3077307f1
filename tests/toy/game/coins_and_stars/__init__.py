"""Coins and Stars: a toy game that proves a game plugs in by dropping in one package and its
data folder, as docs/adding-a-game.md says.

Two card types. Each player shuffles a deck of coins and stars and holds two cards. On your
turn you play one card from your hand: a **coin** gives you 1 money; a **star** costs 1 money
and scores 2 points. With only stars in hand and no money you must **pass** (a star goes to
your played cards unscored). You then draw a card. When every hand is empty the game ends; most
points wins (ties share the win). The option ``short`` deals 4-card decks instead of 6. The
cards, the decks and the hand size are data (``data/coins_and_stars/cards.yaml``), its words are
in its catalogs (``data/coins_and_stars/locale/``).

It is laid out as every game is: the rules here (:mod:`.state`, a turn being two steps of a
``StepBook``; :mod:`.view`, :mod:`.invariants`, :mod:`.data`), its agents in ``ai/``, its table in
``ui/`` (its hand is clicked to play), and ``spec.py``, which registers it. Every import inside the
package is relative and every dotted name in its spec is built from the package's own name, so it
works under whatever name it is dropped into ``game/`` as. It is not part of the app: the tests
copy it and its data folder into a folder laid out like the app's (``game/`` and ``data/``) and
take them out again (tests/dropin.py; tests/conftest.py, ``toy_game``).
"""

from .state import GAME_ID, MAX_PLAYERS, MIN_PLAYERS, TITLE, ToyState, new_game
from .view import check_data, describe, describe_event, determinize, fresh_future, observation, reveals

State = ToyState
from_data = ToyState.from_data

__all__ = ["GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "State", "ToyState", "new_game", "from_data",
           "observation", "determinize", "fresh_future", "describe", "describe_event", "reveals", "check_data"]
