"""Baseline agents for The Gallerist: ``random`` and ``greedy``.

Both decide from the seat's observation only. ``greedy`` rebuilds a full state with
``determinize`` (hidden cards, stacks and bonus tiles drawn at random), tries every
legal option on a copy, lets the rest of its own step chain play out with the same
rule, and keeps the option whose result :func:`position_value` likes best.

:func:`position_value` is the one evaluation a search agent can reuse: the seat's
projected final money (:func:`game.gallerist.scoring.final_scoring`) plus small
credits for what has no money value yet (tickets, visitors, contracts, a commission).
"""

from game.ai.base import Agent, register

GAME = "the-gallerist"
CHAIN_LIMIT = 12          # own follow-up steps played out after a tried option


@register
class RandomAgent(Agent):
    """Uniform among the legal options, but never passes when something else is possible."""

    name = "random"
    games = (GAME,)

    def choose(self, game, obs, decision, rng):
        opts = [o for o in decision.options if o[0] != "pass"] or list(decision.options)
        return opts[rng.randrange(len(opts))]


def credits(s, seat):
    """Dollars for what ``seat`` holds that has no money value yet: tickets, visitors,
    contracts (more on the side not yet used), a commission, assistants on desks, the
    starting tile still to take."""
    extra = 1.5 * sum(s.tickets[seat]) + 2.0 * sum(s.gallery[seat]) + 0.8 * sum(s.lobby[seat])
    extra += sum(1.5 if s.cside[seat][k] == 0 else 1.0 for k in range(3) if s.contracts[seat][k] >= 0)
    extra += 4.0 if s.commission[seat] >= 0 else 0.0
    return extra + 1.0 * s.desks[seat] + (2.0 if s.start_tile[seat] < 0 else 0.0)


def position_value(state, seat):
    """How good ``state`` looks for ``seat`` (in dollars, higher is better)."""
    from game.gallerist.scoring import final_scoring
    return final_scoring(state)[seat]["total"] + credits(state, seat)


@register
class GreedyAgent(Agent):
    """Lookahead over the seat's own steps on a determinized state, scored by
    :func:`position_value`. A move is judged by the best location action it opens."""

    name = "greedy"
    games = (GAME,)

    def choose(self, game, obs, decision, rng):
        opts = list(decision.options)
        if len(opts) == 1:
            return opts[0]
        seat = decision.player
        base = game.determinize(obs, rng)
        scored = []
        for o in opts:
            if o[0] == "pass" and decision.kind == "turn":
                continue
            st = base.clone()
            st.apply(o)
            look = o[0] == "move"
            scored.append((self._settle(st, seat, look), o))
        if not scored:
            return opts[0]
        return max(scored, key=lambda x: x[0])[1]

    def _settle(self, st, seat, look_ahead):
        """Value after the seat's pending steps are played greedily; after a move, the value
        of the best next choice of the turn."""
        for _ in range(CHAIN_LIMIT):
            d = st.decision()
            if d is None or d.player != seat or d.kind == "ko":
                break
            if d.kind == "turn":
                if not look_ahead:
                    break
                look_ahead = False
                return max(self._settle(self._after(st, o), seat, False) for o in d.options)
            st.apply(max(d.options, key=lambda o: position_value(self._after(st, o), seat)))
        return position_value(st, seat)

    @staticmethod
    def _after(st, o):
        nxt = st.clone()
        nxt.apply(o)
        return nxt
