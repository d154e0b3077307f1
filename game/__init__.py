"""Vernissage: art-market deckbuilding games (Avant Carde, Art Decko)."""
