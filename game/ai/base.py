"""The agent interface shared by both games, and the registry of agents by name.

An agent is asked ``choose(game, observation, decision, rng)``:

- ``game`` — the game's rules module (``game.avant_carde`` or ``game.art_decko``),
  which offers ``determinize(observation, rng)`` to build a full state that agrees
  with everything the seat has seen (hidden cards resampled);
- ``observation`` — plain data from ``state.observation(seat)``;
- ``decision`` — the pending :class:`~game.engine.actions.Decision` (its options are
  the legal actions);
- ``rng`` — the agent's own :class:`~game.engine.rng.Rng`, never the game's.

It returns one of ``decision.options``. Agents never see the true state.
"""

_REGISTRY = {}


class Agent:
    """Base class. Subclasses set ``name`` and ``games`` and implement ``choose``."""

    name = ""
    games = ()

    def choose(self, game, observation, decision, rng):
        raise NotImplementedError


def register(cls):
    """Class decorator: make an agent available by ``(game_id, name)``."""
    for g in cls.games:
        _REGISTRY[(g, cls.name)] = cls
    return cls


def make_agent(game_id, name, **kwargs):
    """A new agent instance; unknown names raise a ValueError listing the known ones."""
    try:
        cls = _REGISTRY[(game_id, name)]
    except KeyError:
        known = sorted(n for g, n in _REGISTRY if g == game_id)
        raise ValueError(f"unknown agent {name!r} for {game_id}; known: {', '.join(known)}") from None
    return cls(**kwargs)


def agent_names(game_id):
    return sorted(n for g, n in _REGISTRY if g == game_id)


class SlipAgent(Agent):
    """An easy level: a ``steady`` agent that, at a ``mistake_rate`` share of the decisions
    :meth:`may_slip` allows, decides as the ``careless`` one would instead. Subclasses set both
    (agent classes) and may narrow :meth:`may_slip`."""

    steady = careless = Agent

    def __init__(self, mistake_rate=0.2):
        self.mistake_rate = mistake_rate
        self.steady_agent, self.careless_agent = self.steady(), self.careless()

    def may_slip(self, decision):
        """Whether a careless choice is a believable mistake here (every decision by default)."""
        return True

    def choose(self, game, obs, decision, rng):
        if self.may_slip(decision) and rng.random() < self.mistake_rate:
            return self.careless_agent.choose(game, obs, decision, rng)
        return self.steady_agent.choose(game, obs, decision, rng)
