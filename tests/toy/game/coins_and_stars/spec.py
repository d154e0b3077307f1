"""Coins and Stars' entry in the registry, as every game's ``spec.py`` is: importing it registers
the game (:func:`game.games.discover` does, for a package in a folder of ``game.__path__``) and adds
it to the features it has — the lab, the checks, the data texts its catalogs must hold.

Every dotted name is built from this package's own name, so the package works under whatever
name it is dropped in as.
"""

from __future__ import annotations

from typing import Any

from game.games import ON_OFF, Choice, Field, GameInfo, register
from game.tools.lab import LABS, LabSpec
from game.tools.soak import CHECKS, ChecksSpec
from game.tools.translations import DATA_TEXTS

PACKAGE = __name__.rpartition(".")[0]


def toy_setup(seed: int) -> dict[str, Any]:
    """The soak's set-up: two players."""
    return {"players": 2, "seed": seed}


def data_texts() -> list[str]:
    """Every name and sentence a player reads from the game's data: the cards' names and log lines."""
    from .data import load_data
    return [text for card in load_data().cards.values() for text in (card.name, card.played)]


TOY = register(GameInfo(
    id="coins-and-stars", title="Coins and Stars", package=PACKAGE, data_folder="coins_and_stars",
    min_players=2, max_players=3,
    fields=(Field("short", "Short game", "Four-card decks instead of six", ON_OFF, False),),
    table=f"{PACKAGE}.ui.table:ToyTable",
    agent_modules=(f"{PACKAGE}.ai.agents",),
    app_levels=("easy",),
    rules=f"{PACKAGE}.ui.rules:RULES",
    score_word="points",
))
LABS.add(TOY.id, LabSpec(variants=(Choice("long", "Six cards"), Choice("short", "Four cards")),
                         variant_setup=lambda v: {"options": {"short": v == "short"}},
                         unit="option", pick_prompt="Pick at least one option.",
                         blurb="AI players try each deck size."))
CHECKS.add(TOY.id, ChecksSpec(policy=f"{PACKAGE}.ai.agents:random_policy", soak=(("toy", toy_setup),),
                              sample_games=(({"seed": 1}, (("A", "easy"), ("B", "random"))),),
                              app_games=(({}, (("A", "human"), ("B", "easy"))),)))
DATA_TEXTS.add(TOY.id, f"{PACKAGE}.spec:data_texts")
