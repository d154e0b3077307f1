"""The rules screen's text for Coins and Stars (markup, as :mod:`game.ui.text` reads it; each block
is a message of the game's catalogs)."""

RULES = """# Coins and Stars
- Each player shuffles a deck of coins and stars and holds two cards.
- On your turn, play a card from your hand (click it), then draw a card.
- A **coin** gives 1 money; a **star** costs 1 money and scores 2 points.
- With only stars in hand and no money, you pass: a star goes to your played cards, unscored.
- When every hand is empty, the most points wins.
"""
