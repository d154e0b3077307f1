"""Seat relabelling for the seat-neutrality tests: the same position seen from other seat numbers.

``rotate(game, state, k)`` gives the position with every seat ``q`` renamed ``(q + k) % n``: the
players' belongings, owners and scores move with them, the start player is rotated with them,
and the round under way stays the round under way; and the renaming of actions that goes with it
(Art Decko's starting Gold cards are marked with their seat, so they are renamed too). A
seat-neutral agent must choose the same action, and judge the position the same, for seat ``q``
here and for seat ``(q + k) % n`` there.

Art Decko's seat 1 always starts (the state has no start player), so its rotation renames the
players and moves the round's boundary with them: the player about to act keeps its round and
its place in the cycle of turns, but sits at another place in the round. Positions after the
end is triggered are not rotated (which seats still play then depends on where the round ends).

:class:`KnownPosition` stands in for the rules module an agent is given: its determinization
hands back the position itself, so both labellings are judged on the same hidden cards (the
rules' samplers deal hidden cards seat by seat, which gives the other labelling another, equally
likely, sample from the same rng).
"""

from game.engine.actions import Action


def seat_map(n, k):
    """The renaming ``q -> (q + k) % n``, as a list."""
    return [(q + k) % n for q in range(n)]


def rotated(values, k):
    """A per-seat list with each seat's entry moved to its renamed seat."""
    n = len(values)
    return [values[(q - k) % n] for q in range(n)]


# --------------------------------------------------------------------- Art Decko


def _art_decko(game, st, k):
    assert st.end_trigger is None and not st.is_over, "positions after the end trigger are not rotated"
    n, d = st.num_players, st.data
    new = seat_map(n, k)
    # The starting Gold cards belong to their seat (a tile counts them): seat q's i-th 1-Gold is
    # seat q + k's i-th 1-Gold after the renaming, and so on.
    code = {}
    for q in range(n):
        for value, ids in d.starting_pool[q].items():
            for a, b in zip(ids, d.starting_pool[new[q]][value]):
                code[d.cards[a].code] = d.cards[b].code

    def cards(codes):
        return [code.get(c, c) for c in codes]

    data = st.to_data()
    for key in ("deck", "cadmium", "cadmium_deck", "sienna", "boxed", "public"):
        data[key] = cards(data[key])
    for key in ("galleries", "played"):
        data[key] = [cards(x) for x in data[key]]
    for key in ("hands", "draws", "discards", "dealt", "scores"):
        data[key] = rotated([cards(x) if key != "scores" else x for x in data[key]], k)
    data["museum"] = [[[code.get(c, c), new[o]] for c, o in m] for m in data["museum"]]
    data["exhibitor"] = [o if o < 0 else new[o] for o in data["exhibitor"]]
    if data["plan"] is not None:
        plan = data["plan"]
        plan[2] = code.get(plan[2], plan[2])
        plan[6] = code.get(plan[6], plan[6])
        plan[7] = [[code.get(c, c), u] for c, u in plan[7]]
    sets = d.starting_default if not st.options["starting_gold"] else st.options["starting_gold"]
    ones = sets.split("-")
    data["options"] = dict(data["options"], starting_gold="-".join(rotated(ones[:n], k) + ones[n:]))
    data["turn"] = (st.round - 1) * n + new[st.current]
    return game.from_data(data, d), lambda a: Action(a[0], *(code.get(x, x) for x in a[1:]))


# ---------------------------------------------------------------------- The Gallerist


def _piece(new, piece):
    """A board piece (``owner * 2`` + 1 for an assistant) with its owner renamed."""
    return piece if piece < 0 else new[piece >> 1] * 2 + (piece & 1)


PER_SEAT = ("money", "influence", "tickets", "curator", "dealer", "hired", "desk_assistants", "assistants_boxed",
            "commission", "walls", "wall_studios", "sold", "reputation", "start_tile", "gallery", "lobby", "contracts",
            "contract_sides", "contract_assistants")


def _gallerist(game, st, k):
    assert not st.solo and not st.stack and not st.auction_queue and not st.easel_picks and not st.place_order, \
        "only positions between actions, after the start locations, are rotated"
    n = st.num_players
    new = seat_map(n, k)
    data = st.to_data()
    for key in PER_SEAT:
        data[key] = rotated(data[key], k)
    data["start_player"] = new[st.start_player]
    data["spaces"] = [_piece(new, p) for p in data["spaces"]]
    data["market_assistants"] = [[o if o < 0 else new[o] for o in row] for row in data["market_assistants"]]
    # ``ticket COLOUR SEAT`` takes a visitor from another seat's lobby.
    return game.from_data(data, st.data), lambda a: Action(*a[:2], new[a[2]]) if a[0] == "ticket" and \
        len(a) == 3 and isinstance(a[2], int) else a


# ----------------------------------------------------------------------- Avant Carde


def _avant_carde(game, st, k):
    assert not st.tasks and st.phase in ("play", "buy"), "only positions without pending powers are rotated"
    n = len(st.players)
    new = seat_map(n, k)
    data = st.to_data()
    data["players"] = rotated(data["players"], k)
    data["snapshot"] = rotated(data["snapshot"], k) if data["snapshot"] else data["snapshot"]
    data["first"] = new[st.first]
    data["queue"] = [new[q] for q in data["queue"]]
    data["buys"] = [[new[q], s] for q, s in data["buys"]]
    data["gems"] = sorted(new[q] for q in data["gems"])
    return game.State.from_data(data, st.data), _same


SEATS = {"art-decko": lambda st: st.num_players, "the-gallerist": lambda st: st.num_players,
         "avant-carde": lambda st: len(st.players)}
ROTATE = {"art-decko": _art_decko, "the-gallerist": _gallerist, "avant-carde": _avant_carde}


def seat_count(st):
    """How many seats play in ``st``, whatever the game."""
    return SEATS[st.game_id](st)


def _same(action):
    return action


def rotate(game, st, k):
    """``(state, rename)``: ``st`` with every seat renamed ``(q + k) % n``, and the renaming of an
    action of ``st`` into the same action there (see the module docstring)."""
    return ROTATE[game.GAME_ID](game, st, k)


# ------------------------------------------------------------------ the known position


class _Sampler:
    """Avant Carde's ``Determinizer`` for a known position: every sample is the position."""

    def __init__(self, st, obs):
        self.st, self.obs = st, obs

    def sample(self, rng):
        rng.next64()            # one draw, as a sampler makes, so the agent's rng moves on alike
        return self.st.clone()


class KnownPosition:
    """The rules module ``game``, except that determinizing gives back ``state`` itself."""

    def __init__(self, game, state):
        self._game, self._state = game, state

    def __getattr__(self, name):
        return getattr(self._game, name)

    def determinize(self, obs, rng, data=None):
        rng.next64()
        return self._state.clone()

    def Determinizer(self, obs, data=None):     # the rules module's class name
        return _Sampler(self._state, obs)
