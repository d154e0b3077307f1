"""Avant Carde's notation for actions: the one text form saves, logs and table models hold
(``"play R4a n3"``, ``"buy 5"``, ``"use copy1"``), read back by :func:`parse`. An action's
arguments are card codes, stack numbers, power keys, colours and variant suffixes; numbers read back
as ints, so :func:`parse` of :func:`format_action` gives the action again (tests check every option
of whole games)."""

from __future__ import annotations

from typing import Iterable

from game.engine.actions import Action, parse_action


def format_action(action: Action) -> str:
    """The text form of ``action``."""
    return str(action)


def parse(text: str) -> Action:
    """The action whose text form is ``text`` (ValueError for an empty text)."""
    return parse_action(text)


def parse_each(texts: Iterable[str]) -> list[Action]:
    """:func:`parse` of each of ``texts`` (a decision's options, read in one call)."""
    return [parse_action(t) for t in texts]
