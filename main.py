"""Vernissage from a checkout: ``python main.py [COMMAND ...]`` is the installed ``vernissage``
command (the command line itself is game/main.py; ``python main.py --help`` lists it)."""

import sys

from game.main import entry

if __name__ == "__main__":
    sys.exit(entry())
