"""The Avant Carde table: the scene a player sees and clicks during a game of Avant Carde.

- :mod:`.table` — :class:`AvantCardeTable`, the scene: ties the parts together, input, frame loop;
- :mod:`.model` — the view (read from the seat's table model) and the decision turned into a prompt;
- :mod:`.captions` — every sentence and figure shown, as pure functions (no pygame);
- :mod:`.layout` / :mod:`.places` — where everything goes for a window size, a player count, a view;
- :mod:`.controls` — the clickable things (hotspots, chips, buttons), each carrying its action;
- :mod:`.drag` — dragging a hand card to the line;
- :mod:`.events` / :mod:`.anim` — card flights, flying awards and tokens, toasts, from the events of apply;
- :mod:`.frame` — the frame model the painters read; :mod:`.draw` (the cached layer) and
  :mod:`.overlays` (chooser, toasts, status line, thinking dots, log drawer) draw it;
- :mod:`.style` — seat colours, glows, mini cards, chips, cached small surfaces;
- :mod:`.breakdown` — the game-over scene's Avant Carde part.
"""

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "AvantCardeTable":
        from game.avant_carde.ui.table import AvantCardeTable
        return AvantCardeTable
    raise AttributeError(name)
