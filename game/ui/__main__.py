"""``python -m game.ui``: open Vernissage at the main menu."""

import sys

from game.ui import run_app

sys.exit(run_app(sys.argv[1:]))
