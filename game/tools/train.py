"""``python main.py train``: fit a game's learned evaluation on self-play games, on all cores.

    train --game avant-carde --games 600 --seed 1 --workers 2 [--out PATH]

The games are seeded ``seed + g`` and each worker's results come back in game order, so a
seed gives the same weights whatever ``--workers``. The weights go to the game's data
folder (``data/avant_carde/hard_eval.yaml``) unless ``--out`` names another file; the
command prints how well the fitted model predicts held-out games against the hand-made
evaluation.
"""

from __future__ import annotations

import argparse
import functools
from typing import TYPE_CHECKING

from game.ai.learning import trainer_for
from game.engine.saves import write_atomic
from game.games import all_specs, game_module
from game.tools import cliargs
from game.tools.tournament import run_games

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from game.ai.learning import Weights


def train_weights(game_id: str, games: int, seed: int, workers: int | None = 1, progress: bool = False) -> Weights:
    """The fitted :class:`~game.ai.learning.Weights` for ``game_id`` (nothing is written)."""
    game_module(game_id)                  # imports the game's agents, which register its trainer
    trainer = trainer_for(game_id)
    run = functools.partial(_run, workers=workers, progress=progress)
    return trainer.train(games, seed, run)


def _run(play: Callable[[Any], Any], jobs: Sequence[Any], workers: int | None, progress: bool) -> list[Any]:
    return run_games(jobs, workers, progress, play=play)


def run_train_command(args: argparse.Namespace) -> int:
    for game in all_specs():              # every game's agents, which register the trainers
        game.module()
    trainer = trainer_for(args.game)
    out = args.out or trainer.path(None)
    cliargs.output_file(out, "--out")     # before the self-play games, not after
    weights = train_weights(args.game, args.games, args.seed, args.workers, progress=True)
    write_atomic(out, weights.to_yaml(trainer.title))
    print(f"{trainer.title}: wrote {out}")
    for key, value in weights.trained.items():
        print(f"  {key}: {value}")
    return 0


def add_train_parser(sub: argparse._SubParsersAction[Any]) -> argparse.ArgumentParser:
    """Register ``train`` on the main parser's subcommands."""
    p = sub.add_parser("train", help="fit a game's learned evaluation on self-play games")
    p.add_argument("--game", required=True, help="the game (one that has a learned evaluation)")
    p.add_argument("--games", type=cliargs.positive, default=600, help="self-play games")
    p.add_argument("--seed", type=cliargs.seed, default=1)
    p.add_argument("--workers", type=cliargs.workers, default=None, help="processes (default: all cores)")
    p.add_argument("--out", default=None, help="where to write the weights (default: the game's data folder)")
    p.set_defaults(func=run_train_command)
    return p
