"""The Avant Carde table: the scene a player sees and clicks during a game of Avant Carde.

- :mod:`.table` — :class:`AvantCardeTable`, the scene (layout, input, decisions → controls);
- :mod:`.model` — what the viewer may see, and the pending decision turned into controls;
- :mod:`.layout` — where everything goes for a window size and a player count;
- :mod:`.draw` — the drawing of stacks, patron box, bank, player plates, lines, hand, panels;
- :mod:`.style` — seat colours, glows, mini cards, chips, cached small surfaces;
- :mod:`.controls` — the table's widgets (hotspots, chips, power buttons);
- :mod:`.anim` — card flights, flying awards and tokens, toasts, all from the events of apply.
"""


def __getattr__(name):
    if name == "AvantCardeTable":
        from game.ui.avant_carde.table import AvantCardeTable
        return AvantCardeTable
    raise AttributeError(name)
