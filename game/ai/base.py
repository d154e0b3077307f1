"""The agent interface every game's agents share, and the registry of agents by name.

An agent is asked ``choose(game, observation, decision, rng)``:

- ``game`` — the game's rules package (:class:`~game.engine.contract.GamePackage`),
  which offers ``determinize(observation, rng)`` to build a full state that agrees
  with everything the seat has seen (hidden cards resampled);
- ``observation`` — plain data from ``state.observation(seat)``;
- ``decision`` — the pending :class:`~game.engine.actions.Decision` (its options are
  the legal actions);
- ``rng`` — the agent's own :class:`~game.engine.rng.Rng`, never the game's.

It returns one of ``decision.options``. Agents never see the true state.
"""

from __future__ import annotations

from typing import Any, TypeVar

from game.engine.actions import Action, Decision
from game.engine.contract import GamePackage
from game.engine.rng import Rng

A = TypeVar("A", bound="Agent")

_REGISTRY: dict[tuple[str, str], type[Agent]] = {}


class Agent:
    """Base class. Subclasses set ``name`` and ``games`` and implement ``choose``."""

    name: str = ""
    games: tuple[str, ...] = ()

    def choose(self, game: GamePackage, observation: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        raise NotImplementedError


def register(cls: type[A]) -> type[A]:
    """Class decorator: make an agent available by ``(game_id, name)``."""
    for g in cls.games:
        _REGISTRY[(g, cls.name)] = cls
    return cls


def register_for(cls: type[Agent], game_id: str) -> None:
    """Make ``cls`` available by ``(game_id, cls.name)``: an agent shared by every game that
    offers it (the coach), registered by the game's spec rather than listed in ``games``."""
    _REGISTRY[(game_id, cls.name)] = cls


def make_agent(game_id: str, name: str, **kwargs: Any) -> Agent:
    """A new agent instance; unknown names raise a ValueError listing the known ones."""
    try:
        cls = _REGISTRY[(game_id, name)]
    except KeyError:
        known = sorted(n for g, n in _REGISTRY if g == game_id)
        raise ValueError(f"unknown agent {name!r} for {game_id}; known: {', '.join(known)}") from None
    return cls(**kwargs)


def agent_names(game_id: str) -> list[str]:
    return sorted(n for g, n in _REGISTRY if g == game_id)

