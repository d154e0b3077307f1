"""Coins and Stars: a toy third game that proves a game plugs in through the registry alone.

Two card types. Each player shuffles a deck of coins and stars and holds two cards. On your
turn you play one card from your hand: a **coin** gives you 1 money; a **star** costs 1 money
and scores 2 points. With only stars in hand and no money you must **pass** (a star goes to
your discard pile unscored). You then draw a card. When every hand is empty the game ends; most
points wins (ties share the win). The option ``short`` deals 4-card decks instead of 6.

The package follows :mod:`game.engine.contract` in full; :mod:`toygame.spec` registers it.
It is not part of the app: tests register it, and remove it again.
"""

from toygame.state import (GAME_ID, MAX_PLAYERS, MIN_PLAYERS, TITLE, ToyState, check_data, describe,
                           describe_event, determinize, from_data, new_game, reveals)

__all__ = ["GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "ToyState", "new_game", "from_data",
           "determinize", "describe", "describe_event", "reveals", "check_data"]
