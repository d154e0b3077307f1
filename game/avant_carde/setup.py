"""Setting up a new game of Avant Carde (solo or 2-5 players)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.avant_carde.data import load_data
from game.avant_carde.effects import draw
from game.avant_carde.patronsets import choose_patrons
from game.avant_carde.player import Player
from game.avant_carde.rounds import start_play_phase
from game.avant_carde.state import DEFAULT_OPTIONS, OPTION_VALUES, AvantCardeState

if TYPE_CHECKING:
    from typing import Any

    from game.avant_carde.data import GameData, PatronSet

SOLO_LEVELS = ("easy", "normal", "hard", "expert")


def new_game(players: int = 2, seed: int = 0, patrons: PatronSet | dict[str, Any] | str | None = "new_yorkers",
             options: dict[str, Any] | None = None, solo: str | None = None,
             data: GameData | None = None) -> AvantCardeState:
    """A new game, dealt and ready for the first play phase.

    ``players``: 1 (solo) to 5. ``solo``: easy|normal|hard|expert (one player only;
    default normal). ``options``: ``gems``, ``tiebreak`` (rulebook|instructions) and
    ``beginner_shuffle`` (bool). ``patrons``: see :mod:`game.avant_carde.patronsets`.
    Every random event (decks, stacks, first player, a random mix) comes from ``seed``.
    """
    data = data or load_data()
    if not isinstance(players, int) or not 1 <= players <= 5:
        raise ValueError(f"Avant Carde is for 1 to 5 players, not {players!r}")
    if players == 1:
        solo = solo or "normal"
    elif solo:
        raise ValueError("solo mode is for one player")
    if solo and solo not in SOLO_LEVELS:
        raise ValueError(f"solo difficulty must be one of {', '.join(SOLO_LEVELS)}, not {solo!r}")
    opts = dict(DEFAULT_OPTIONS)
    for key, value in (options or {}).items():
        if key not in OPTION_VALUES or value not in OPTION_VALUES[key]:
            raise ValueError(f"unknown option {key}={value!r}; options: "
                             + "; ".join(f"{k}: {'|'.join(map(str, v))}" for k, v in OPTION_VALUES.items()))
        opts[key] = value
    opts["solo"] = solo
    seed = int(seed)
    st = AvantCardeState._blank(data, None, opts, seed)
    st.pset = choose_patrons(data, patrons, st.rng)
    if solo:
        st.pset = st.pset.for_solo()    # texts about opponents and most 2s, as solo play reads them
    rules = data.rules

    tags = list(data.starter_decks)
    st.rng.shuffle(tags)
    st.stacks = {}
    for n, ids in sorted(data.stacks.items()):
        stack = list(ids)
        st.rng.shuffle(stack)
        st.stacks[n] = stack            # the top card is the last one
    if solo:
        st.awards_left, st.extras_left = rules["solo_difficulties"][solo], 0
    else:
        st.awards_left, st.extras_left = rules["player_counts"][players]
    st.change_supply = rules["change_tokens"]
    st.first = st.rng.randrange(players)
    for seat in range(players):
        p = Player(tags[seat])
        p.deck = list(data.starter_decks[tags[seat]])
        st.rng.shuffle(p.deck)
        st.players.append(p)
        draw(st, seat, rules["hand_size"], [], reason="set-up")
    start_play_phase(st, [])
    st._advance([])
    return st
