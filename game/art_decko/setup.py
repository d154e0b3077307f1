"""Setting up a game (rulebook "Setup", steps 1–11), every random choice from one seeded Rng."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.art_decko.data import load_data
from game.art_decko.options import check_options
from game.art_decko.phases import PH_ACTION
from game.art_decko.state import ArtDeckoState
from game.engine.rng import Rng

if TYPE_CHECKING:
    from typing import Any

    from game.art_decko.records import ArtDeckoData

MIN_PLAYERS, MAX_PLAYERS = 2, 4


def new_game(players: int = 2, seed: int = 0, options: dict[str, Any] | None = None,
             data: ArtDeckoData | None = None) -> ArtDeckoState:
    """A new game for ``players`` (2–4) seated 0…n-1, seat 0 starting.

    ``options``: ``{"gold_tiles": False}`` leaves the Gold bonus tiles out;
    ``{"starting_gold": "2-2-2-3"}`` deals the starting Gold by another allocation
    (1-Golds per numbered set, see :meth:`~game.art_decko.data.ArtDeckoData.starting_sets`).
    ``data``: an :class:`~game.art_decko.data.ArtDeckoData` (default: the repository's).
    """
    if not (isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise ValueError(f"Art Decko takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    num_players = players
    d = data or load_data()
    s = ArtDeckoState.__new__(ArtDeckoState)
    s.data, s.num_players, s.options = d, num_players, check_options(options)
    starting = d.starting_sets(s.options["starting_gold"])
    rng = s.rng = Rng(seed)
    n_galleries = len(d.galleries)

    # Banks: the 3-Gold deck shuffled with two cards face up; the 5-Gold stack.
    s.cadmium_deck = list(d.bank_cards[0])
    rng.shuffle(s.cadmium_deck)
    s.cadmium = [s.cadmium_deck.pop() for _ in range(min(d.banks[0].limit, len(s.cadmium_deck)))]
    s.sienna = list(d.bank_cards[1])

    # Cost tokens: the first orange token on the leftmost gallery, random others
    # in ascending order on the rest; every other token forms the supply.
    others = list(d.starting_tokens)
    others.remove(d.first_token)
    rng.shuffle(others)
    s.tokens = [d.first_token] + sorted(others[:n_galleries - 1])
    s.token_supply = sorted(others[n_galleries - 1:] + list(d.regular_tokens))
    s.tokens_removed = []

    s.ratings, s.gold_rating = [0] * len(d.genres), 0

    # Bonus tiles, one per exhibition.
    pool = [t.index for t in d.tiles if s.options["gold_tiles"] or t.kind != "gold"]
    rng.shuffle(pool)
    s.tiles = tuple(pool[:len(d.exhibitions)])

    # Invitation markers drawn from the bag one at a time onto the spaces.
    s.bag = [g for g in range(len(d.genres)) for _ in range(d.markers_per_genre)] + [d.gray] * d.gray_markers
    rng.shuffle(s.bag)
    s.invitations = [[s.bag.pop() for _ in exh.vp] for exh in d.exhibitions]
    s.vp_markers = [[] for _ in d.exhibitions]
    s.museum = [[] for _ in d.exhibitions]
    s.exhibitor = [-1] * len(d.exhibitor_spaces)

    # Paintings: three face up in every gallery, then each player's face-down five.
    s.deck = [c.id for c in d.cards if c.is_painting]
    rng.shuffle(s.deck)
    s.galleries = [[s.deck.pop() for _ in range(d.setup_paintings)] for _ in range(n_galleries)]
    s.dealt = tuple(tuple(s.deck.pop() for _ in range(d.dealt_paintings)) for _ in range(num_players))
    s.public = 0
    for c in [c for g in s.galleries for c in g] + s.cadmium + s.sienna + [
            c for seat in starting[:num_players] for c in seat]:
        s.public |= 1 << c

    # Players: dealt paintings shuffled with the seat's starting gold, then a hand of five.
    s.hands, s.draws, s.discards = [], [], [[] for _ in range(num_players)]
    for p in range(num_players):
        pile = list(s.dealt[p]) + list(starting[p])
        rng.shuffle(pile)
        s.hands.append([pile.pop() for _ in range(min(d.hand_size, len(pile)))])
        s.draws.append(pile)
    s.played, s.boxed = [[] for _ in range(d.actions_per_turn)], []
    s.scores = [0] * num_players
    s.turn, s.actions_done, s.acquired_from = 0, 0, ()
    s.phase, s.plan, s.end_trigger, s.final = PH_ACTION, None, None, None
    s._decision = None
    return s
