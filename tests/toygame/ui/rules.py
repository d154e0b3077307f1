"""The rules screen's text for Coins and Stars (markup, as :mod:`game.ui.text` reads it)."""

RULES = """# Coins and Stars
- A **coin** gives 1 money; a **star** costs 1 money and scores 2 points.
"""
