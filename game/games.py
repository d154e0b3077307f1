"""The games the app knows, by id, and the agents registered for them."""

import importlib

GAMES = {"avant-carde": "game.avant_carde", "art-decko": "game.art_decko"}
_AGENT_MODULES = {"avant-carde": ("game.ai.avant_carde_agents", "game.ai.avant_carde_levels"),
                  "art-decko": ("game.ai.art_decko_agents", "game.ai.art_decko_levels")}


def game_module(game_id):
    """The rules package for ``game_id`` (ValueError listing the known ids otherwise)."""
    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}")
    module = importlib.import_module(GAMES[game_id])
    for agents in _AGENT_MODULES[game_id]:
        importlib.import_module(agents)
    return module
