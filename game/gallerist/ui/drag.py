"""Tickets by drag: press on a visitor, release where it goes.

A ticket executive action moves one visitor: Plaza → your lobby, your lobby → your gallery,
another lobby → Plaza. :func:`drop_action` says which legal ``ticket`` option a drag from the
piece ``source`` (a key of :mod:`game.gallerist.table_view`) released at ``point`` stands for.
Clicking the visitor takes the same option, so the drag is a second way, never the only one.
"""

from __future__ import annotations

from game.engine.actions import Action
from game.gallerist.data import COLOURS
from game.gallerist.ui.layout import Layout
from game.gallerist.ui.model import Frame, Key


def _zone(lay: Layout, point: tuple[int, int]) -> Key | None:
    """Which zone ``point`` is over: ``("plaza",)``, ``("lobby", p)``, ``("gallery", p)`` or None."""
    for key, rect in lay.pieces.items():
        if key[0] in ("plaza", "lobby", "gallery") and rect.collidepoint(point):
            return (key[0],) if key[0] == "plaza" else (key[0], key[1])
    return None


def drop_action(frame: Frame, lay: Layout, source: Key, point: tuple[int, int]) -> Action | None:
    """The ``ticket`` option a drag from ``source`` to ``point`` takes, or None."""
    zone = _zone(lay, point)
    if zone is None:
        return None
    me = frame.player
    for a in frame.options_at(source):
        if a[0] != "ticket" or len(a) < 3:
            continue
        src = a[2]
        dest = ("lobby", me) if src == "plaza" else ("gallery", me) if src == "lobby" else ("plaza",)
        if zone == dest and source[-1] == COLOURS.index(a[1]):
            return a
    return None


def draggable(frame: Frame, key: Key) -> bool:
    """Whether a drag may start on ``key`` (a visitor with a ticket option)."""
    return any(a[0] == "ticket" and len(a) == 3 for a in frame.options_at(key))
