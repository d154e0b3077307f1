"""The Gallerist's entry in the registry: its seats, table and minimum window, and what it adds to
each feature (lab variants, checks and benches, coach, lessons, levels' strength, data texts).

Importing this module registers the game (:func:`game.games.discover` does, at start-up); the
callables below import the rules only when called.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game.ai.review import COACHES, CONFIRM_PAIRS, Coach
from game.ai.strength import STRENGTHS
from game.engine.actions import Action, Decision
from game.engine.i18n import N_, Nn_
from game.games import Choice, Field, GameInfo, register
from game.tools.bench import TABLE_BENCHES, BenchSpec
from game.tools.lab import LABS, LabSpec
from game.tools.lessons import LESSONS
from game.tools.soak import CHECKS, ChecksSpec
from game.tools.translations import DATA_TEXTS

if TYPE_CHECKING:
    from game.engine.rng import Rng
    from game.gallerist.state import GalleristState


def gallerist_setup(players: int) -> Callable[[int], dict[str, Any]]:
    """The Gallerist's soak set-up for ``players`` seats (1: the solitaire against Lacerda)."""
    return lambda seed: {"players": players, "seed": seed}


# The lab's variants with extra starting dollars for the later seats: ``seat_dollars`` by name.
SEAT_DOLLARS_VARIANTS = {"seat-dollars-1": 1, "seat-dollars-2": 2}


def lab_setup(variant: str) -> dict[str, Any]:
    """The set-up a lab variant plays: the standard game, another start-location order
    (:func:`game.gallerist.setup.place_order`) or extra starting dollars for the later seats
    (:data:`SEAT_DOLLARS_VARIANTS`). KeyError for an unknown variant."""
    if variant == "standard":
        return {}
    if variant in SEAT_DOLLARS_VARIANTS:
        return {"options": {"seat_dollars": SEAT_DOLLARS_VARIANTS[variant]}}
    if variant not in ("start-first", "clockwise"):
        raise KeyError(variant)
    return {"options": {"start_order": variant}}


GALLERIST = register(GameInfo(
    id="the-gallerist", title="The Gallerist", package="game.gallerist", data_folder="gallerist",
    min_players=1, max_players=4,
    # At 4 players the app deals the later seats' compensation measured to even the seats
    # (docs/rulings-gallerist.md, "Seats at 3 and 4 players"); the engine's default is the rules as printed.
    fields=(Field("seat_dollars", N_("Starting money"),
                  N_("Earlier players win more often at four players: with this, each player after the start "
                     "player starts with $1 more than the one before"),
                  (Choice(1, N_("+$1 per later seat")), Choice(0, N_("As in the rules"))), 1, player_counts=(4,)),),
    table="game.gallerist.ui.table:GalleristTable",
    agent_modules=("game.gallerist.ai.agents", "game.gallerist.ai.levels"),
    rules="game.gallerist.ui.rules:RULES",
    solo_hint=N_("One seat: the solitaire against the neutral gallerist Lacerda."),
    score_word="dollars",
    score_word_one="dollar",
    min_window=(960, 540),         # the board and four player boards are unreadable below it
    order=3,
    end_words="game.gallerist.log:END_CONDITIONS",
))
LABS.add(GALLERIST.id, LabSpec(
    variants=(Choice("standard", N_("Standard rules"),
                     N_("Start locations chosen anticlockwise from the last player, the start player last")),
              Choice("start-first", N_("Start player places first"),
                     N_("The start player chooses a start location first, then the others anticlockwise "
                        "from the last player")),
              Choice("clockwise", N_("Places in turn order"),
                     N_("Start locations chosen in turn order, the start player first")),
              Choice("seat-dollars-1", N_("Later seats +$1 each"),
                     N_("Each player after the start player starts with $1 more than the one before")),
              Choice("seat-dollars-2", N_("Later seats +$2 each"),
                     N_("Each player after the start player starts with $2 more than the one before"))),
    variant_setup=lab_setup,
    unit="option", pick_prompt=N_("Pick at least one option."),
    blurb=N_("AI players play the game; see game length, the start player's advantage (seat 1 plays first) "
             "and how games end."),
    off_by_default=("seat-dollars-2",)))
CHECKS.add(GALLERIST.id, ChecksSpec(
    policy="game.gallerist.spec:soak_policy",
    soak=tuple((f"gallerist-{'solo' if n == 1 else f'{n}p'}", gallerist_setup(n)) for n in range(1, 5)),
    sample_games=(({"seed": 6}, (("Ann", "greedy"), ("Ben", "random"))),  # i18n: not shown
                  ({"seed": 7}, (("Ann", "greedy"), ("Ben", "random"),  # i18n: not shown
                                 ("Cy", "greedy"), ("Di", "random"))),  # i18n: not shown
                  ({"seed": 8}, (("Ann", "greedy"),))),  # i18n: not shown
    app_games=(({}, (("Ann", "human"), ("Ben", "greedy"))),  # i18n: not shown
               ({}, (("Ann", "human"), ("Ben", "human"), ("Cy", "random"))),  # i18n: not shown
               ({}, (("Ann", "human"),))),  # i18n: not shown
    ledger="game.gallerist.ledger"))
TABLE_BENCHES.add(GALLERIST.id, BenchSpec(frames="game.gallerist.spec:bench_frames",
                                          report="game.gallerist.ui.bench:report"))
COACHES.add(GALLERIST.id, Coach(
    "game.gallerist.ai.search:GalleristCoach",
    words=(("Money in hand", Nn_("{n} dollar in hand by the next turn",
                                       "{n} dollars in hand by the next turn")),
                 ("International Market majorities",
                  Nn_("{n} dollar from International Market majorities at the end",
                      "{n} dollars from International Market majorities at the end")),
                 ("Reputation tiles", Nn_("{n} dollar from reputation tiles at the end",
                                          "{n} dollars from reputation tiles at the end")),
                 ("Exhibited works", Nn_("{n} dollar from exhibited works at the end",
                                         "{n} dollars from exhibited works at the end")),
                 ("Art of International Renown", Nn_("{n} dollar from art of international renown at the end",
                                                     "{n} dollars from art of international renown at the end")),
                 ("Curator card", Nn_("{n} dollar from the Curator card at the end",
                                      "{n} dollars from the Curator card at the end")),
                 ("Art Dealer card", Nn_("{n} dollar from the Art Dealer card at the end",
                                         "{n} dollars from the Art Dealer card at the end")),
                 ("Influence", Nn_("{n} dollar from influence at the end",
                                   "{n} dollars from influence at the end"))),
    # The look-ahead ends at the seat's next turn. Of its six flags in a medium game, five were
    # wrong by the game to the end, two of them badly reversed (docs/ai.md, "Flags played to the end").
    confirm=CONFIRM_PAIRS))
LESSONS.add(GALLERIST.id, ("tutorial.yaml", "learn_to_win.yaml"))
STRENGTHS.add(GALLERIST.id, "strength.yaml")
DATA_TEXTS.add(GALLERIST.id, "game.gallerist.spec:texts")


def bench_frames(quick: bool) -> dict[str, Any]:
    """``bench --ui``'s frame times of the table (:func:`game.gallerist.ui.bench.gallerist_frame_bench`)."""
    from game.gallerist.ui.bench import gallerist_frame_bench
    return gallerist_frame_bench(frames=100 if quick else 300, moves=15 if quick else 60,
                                 full_frames=20 if quick else 60, model_moves=60 if quick else None)


def texts() -> list[str]:
    """The names the game's data shows a player: the solitaire's titles (docs/translation.md)."""
    from game.gallerist.data import load_data
    return [title for _low, title in load_data().solo_titles if title]


def soak_policy(st: GalleristState, d: Decision, rng: Rng) -> Action:
    """The Gallerist ``random`` agent's policy (it needs nothing hidden)."""
    from game.gallerist.ai.agents import RandomAgent
    return RandomAgent().choose(None, None, d, rng)

