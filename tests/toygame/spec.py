"""The registry entry of Coins and Stars, as a third game would write it in game/games.py."""

from game.games import ON_OFF, ChecksSpec, Choice, Field, GameSpec, LabSpec

RULES = """# Coins and Stars
- A **coin** gives 1 money; a **star** costs 1 money and scores 2 points.
"""

TOY = GameSpec(
    id="coins-and-stars", title="Coins and Stars", package="toygame", data_folder="coins_and_stars",
    min_players=2, max_players=3,
    fields=(Field("short", "Short game", "Four-card decks instead of six",
                  ON_OFF, False),),
    table="toygame.table:ToyTable",
    agent_modules=("toygame.agents",),
    app_levels=("easy",),
    rules="toygame.spec:RULES",
    lab=LabSpec(variants=(Choice("long", "Six cards"), Choice("short", "Four cards")),
                variant_setup=lambda v: {"options": {"short": v == "short"}},
                measure="outcomes", unit="option", pick_prompt="Pick at least one option.",
                blurb="AI players try each deck size."),
    checks=ChecksSpec(policy="toygame.agents:random_policy", soak=(("toy", lambda seed: {"players": 2, "seed": seed}),),
                      sample_games=(({"seed": 1}, (("A", "easy"), ("B", "random"))),),
                      app_games=(({}, (("A", "human"), ("B", "easy"))),)),
)
