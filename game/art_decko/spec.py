"""Art Decko's entry in the registry: its set-up fields and table, and what it adds to each feature
(lab variants, checks and benches, coach, lesson, levels' strength, data texts).

Importing this module registers the game (:func:`game.games.discover` does, at start-up); the
callables below import the rules only when called.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.ai.review import COACHES, CONFIRM_PAIRS, Coach
from game.ai.strength import STRENGTHS
from game.engine.i18n import Nn_
from game.games import ON_OFF, Choice, Field, GameInfo, register
from game.tools.bench import TABLE_BENCHES, BenchSpec
from game.tools.lab import LABS, LabSpec
from game.tools.lessons import LESSONS
from game.tools.soak import CHECKS, ChecksSpec
from game.tools.translations import DATA_TEXTS

if TYPE_CHECKING:
    from game.art_decko.state import ArtDeckoState
    from game.engine.actions import Action, Decision
    from game.engine.rng import Rng

AD_RULES = {"standard": {"gold_tiles": True}, "no_gold_tiles": {"gold_tiles": False}}
# Every new game deals the split measured closest to fair with AI players, 1-1-3-4: the set-up
# screen's default is the rules' (game/art_decko/options.py, named again here so that the registry
# imports no rules; test_art_decko_starting_gold.py holds them equal). "" is the box's 3-2-2-2, what a
# save made before that default replays with.
FAIR_ALLOCATION, BOX_ALLOCATION = "1-1-3-4", ""
AD_ALLOCATIONS = (Choice(FAIR_ALLOCATION, "Evened for seat order (1-1-3-4)"),
                  Choice(BOX_ALLOCATION, "As the box deals (3-2-2-2)"),
                  Choice("2-2-2-3", "Weaker set last (2-2-2-3)"), Choice("2-3-2-2", "Weaker set second (2-3-2-2)"))


def ad_lab_setup(value: str) -> dict[str, Any]:
    """An Art Decko lab variant's set-up: a rules option name or a starting-gold allocation.

    ``"standard"``/``"no_gold_tiles"`` as :data:`AD_RULES`; ``"3-2-2-2"`` (1-Golds per numbered
    set) deals the starting Gold so, with the Gold tiles. KeyError for anything else."""
    if value in AD_RULES:
        return {"options": dict(AD_RULES[value])}
    from game.art_decko.records import parse_allocation
    try:
        parse_allocation(value)
    except ValueError:
        raise KeyError(value) from None
    return {"options": {"starting_gold": value}}


def check_allocation(text: str) -> None:
    """Refuse a starting-gold allocation the box's cards do not allow (ValueError)."""
    from game.art_decko.records import parse_allocation
    parse_allocation(text)


def ad_setup(seed: int) -> dict[str, Any]:
    """A varied Art Decko set-up: 2-4 players, with or without the Gold bonus tiles."""
    r = random.Random(seed)
    return {"players": r.randint(2, 4), "seed": seed, "options": {"gold_tiles": r.random() < 0.7}}


ART_DECKO = register(GameInfo(
    id="art-decko", title="Art Decko", package="game.art_decko", data_folder="art_decko",
    min_players=2, max_players=4,
    fields=(
        Field("gold_tiles", "Gold bonus tiles",
              "The rulebook leaves them out of a first game: fewer things to track",
              ON_OFF, True),
        Field("starting_gold", "Starting Gold",
              "How the nine 1-Golds split over the numbered sets (player 1 first); the other cards are 2-Golds",
              AD_ALLOCATIONS, FAIR_ALLOCATION, open=True, open_hint="1-Golds per set, e.g. 3-2-2-2",
              check=check_allocation),
    ),
    table="game.art_decko.ui.table:ArtDeckoTable",
    agent_modules=("game.art_decko.ai.agents", "game.art_decko.ai.levels"),
    rules="game.art_decko.ui.rules:RULES",
    seat_hint=("Later players win more often with the box's 3-2-2-2 Gold: the default here, 1-1-3-4, gives "
               "them more 1-Golds and evens the chances for AI players."),
    score_word="VP",
    score_word_one="VP",
    variant=("Gold tiles", lambda setup: "With Gold tiles" if setup.get("options", {}).get("gold_tiles", True)
             else "Without Gold tiles"),
    order=2,
    end_words="game.art_decko.view:END_TRIGGERS",
))
LABS.add(ART_DECKO.id, LabSpec(
    variants=(Choice("standard", "With Gold tiles"), Choice("no_gold_tiles", "Without Gold tiles"),
              Choice("2-2-2-3", "Starting Gold 2-2-2-3"), Choice("2-3-2-2", "Starting Gold 2-3-2-2"),
              Choice("1-3-2-3", "Starting Gold 1-3-2-3"), Choice("3-2-2-2", "Starting Gold 3-2-2-2")),
    variant_setup=ad_lab_setup,
    unit="option", pick_prompt="Pick at least one option.",
    blurb="AI players try each rules option; see game length, seat advantage and how games end.",
    off_by_default=("2-2-2-3", "2-3-2-2", "1-3-2-3", "3-2-2-2")))
CHECKS.add(ART_DECKO.id, ChecksSpec(
    policy="game.art_decko.spec:soak_policy",
    soak=(("art-decko", ad_setup),),
    sample_games=(({"seed": 5}, (("Ann", "greedy"), ("Ben", "random"))),),  # i18n: not shown
    app_games=(({}, (("Ann", "human"), ("Ben", "greedy"))),  # i18n: not shown
               ({"options": {"gold_tiles": False}},  # i18n: not shown
                (("Ann", "human"), ("Ben", "human"), ("Cy", "random"))))))  # i18n: not shown
TABLE_BENCHES.add(ART_DECKO.id, BenchSpec(frames="game.art_decko.spec:bench_frames",
                                          report="game.art_decko.ui.bench:report"))
COACHES.add(ART_DECKO.id, Coach(
    "game.art_decko.spec:coach_adapter",
    words=(("track", Nn_("{n} VP on the score track by the next turn",
                               "{n} VP on the score track by the next turn")),
                 ("paintings", Nn_("{n} VP from paintings owned, at the ratings of the next turn",
                                   "{n} VP from paintings owned, at the ratings of the next turn")),
                 ("gold", Nn_("{n} VP from gold, at the gold rating of the next turn",
                              "{n} VP from gold, at the gold rating of the next turn")),
                 ("tiles", Nn_("{n} VP from bonus tiles, as they would score at the next turn",
                               "{n} VP from bonus tiles, as they would score at the next turn"))),
    # The look-ahead ends at the seat's next turn: a show scores at once, a work bought pays
    # later. Its flags preferred shows by 8-31 points where the game to the end found at most 5.5
    # (docs/ai.md, "Flags played to the end").
    confirm=CONFIRM_PAIRS))
LESSONS.add(ART_DECKO.id, ("tutorial.yaml",))
STRENGTHS.add(ART_DECKO.id, "strength.yaml")
DATA_TEXTS.add(ART_DECKO.id, "game.art_decko.spec:texts")


def texts() -> list[str]:
    """Every name and text a player reads from the game's data (docs/translation.md): genres,
    painting titles, gold cards, abilities, galleries and banks (and their short names on the
    board), exhibitions and bonus tiles."""
    from game.art_decko.data import load_data
    d = load_data()
    out = [g.name for g in d.genres] + [t for g in d.genres for t in g.titles]
    out += sorted({c.title for c in d.cards if c.genre < 0})
    out += [w for a in d.abilities for w in (a.name, a.text)]
    out += [w for loc in d.locations for w in (loc.name, loc.name.replace("Gallery ", "").replace(" Bank", ""))]
    out += [e.name for e in d.exhibitions] + [w for t in d.tiles for w in (t.name, t.text)]
    return list(dict.fromkeys(out))


def coach_adapter() -> Any:
    """The coach's search: hard's adapter judging with medium's weights, the play it reviews
    (hard's own weights call medium's sound turns mistakes; docs/ai.md)."""
    from game.art_decko.ai.search import MEDIUM_EVAL, ArtDeckoSearch
    return ArtDeckoSearch(MEDIUM_EVAL)


def bench_frames(quick: bool) -> dict[str, Any]:
    """``bench --ui``'s frame times of the table (:func:`game.art_decko.ui.bench.ad_frame_bench`)."""
    from game.art_decko.ui.bench import ad_frame_bench
    return ad_frame_bench(frames=100 if quick else 300, moves=15 if quick else 60)


def soak_policy(st: ArtDeckoState, d: Decision, rng: Rng) -> Action:
    """The Art Decko ``random`` agent's policy (it needs nothing hidden)."""
    from game.art_decko.ai.agents import RandomArtDeckoAgent
    return RandomArtDeckoAgent().choose(None, None, d, rng)

