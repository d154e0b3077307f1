"""Command-line flags shared by the commands that start games (simulate, tournament).

Every flag comes from the registry: ``--game`` lists the registered games, and each set-up
field of a game (:class:`~game.games.Field`) becomes ``--NAME`` or an ``--option NAME=VALUE``
item, checked against the field's allowed values once the game is known.
"""

from __future__ import annotations

from argparse import Namespace
from typing import TYPE_CHECKING

from game.games import all_specs, game_ids, spec

if TYPE_CHECKING:
    from argparse import ArgumentParser, _ArgumentGroup
    from collections.abc import Mapping
    from typing import Any

    from game.games import Field


def setup_flag_fields() -> dict[str, Field]:
    """The set-up fields given as their own flag (``--patrons``, ``--solo`` …) across all games,
    by name (the first game's field, for the flag's help)."""
    fields: dict[str, Field] = {}
    for game in all_specs():
        for f in game.fields:
            if not f.option and f.shown_when is None:
                fields.setdefault(f.name, f)
    return fields


def add_game_flags(parser: ArgumentParser | _ArgumentGroup) -> None:
    """``--game``, ``--option KEY=VALUE`` and a flag per set-up field, the allowed values in the help."""
    parser.add_argument("--game", default=game_ids()[0], choices=game_ids())
    for name, f in setup_flag_fields().items():
        values = "|".join([str(c.value) for c in f.choices] + ([f.open_hint] if f.open else []))
        parser.add_argument(f"--{name}", default=None, help=f"{f.help} ({values})")
    options = sorted({f"{f.name}=" + "|".join(str(c.value).lower() for c in f.choices)
                      for game in all_specs() for f in game.fields if f.option})
    parser.add_argument("--option", action="append", metavar="KEY=VALUE",
                        help="rule option: " + ", ".join(options))


def setup_from_args(args: Namespace) -> dict[str, Any]:
    """The chosen game's ``new_game`` keywords from the parsed flags. ValueError if one is not the
    game's, or if a solo-only choice (``--solo``) comes with more than one seat (``--players``)."""
    flags = {name: getattr(args, name, None) for name in setup_flag_fields()}
    game = spec(args.game)
    setup = game.setup_from_cli(flags, args.option or [])
    players = getattr(args, "players", None)
    if game.solo_only(setup) and players not in (None, 1):
        raise ValueError(f"argument --solo: a solo game has one seat, not --players {players}")
    return setup


def describe_setup(setup: Mapping[str, Any]) -> str:
    """A set-up in a few words for a report's heading ("default" when empty)."""
    items = [f"{k} {v}" for k, v in setup.items() if k != "options"]
    items += [f"{k}={v}" for k, v in setup.get("options", {}).items()]
    return ", ".join(items) or "default"


SEAT_NAMES = ("Ada", "Bruno", "Clara", "Dmitri", "Esme")


def quick_start_flags(args: Namespace) -> list[str]:
    """The quick-start flags given on the command line (``--game``, ``--seed``, ``--option`` and
    the set-up flags), which only mean something with ``--seats``."""
    names = ["game", "seed", "option", *setup_flag_fields()]
    return [f"--{name}" for name in names if getattr(args, name, None) is not None]


def seats_from_args(game_id: str, text: str) -> list[tuple[str, str]]:
    """``[(name, player)]`` for ``--seats human,medium,hard``: each item ``human`` or one of the
    AI levels the app offers for the game, as many as the game seats. ValueError naming
    ``--seats`` and what is allowed otherwise. Seats are named Ada, Bruno, Clara… in order."""
    game = spec(game_id)
    allowed = ["human", *game.app_levels]
    players = [p.strip().lower() for p in text.split(",")]
    if "" in players:
        raise ValueError(f"argument --seats: {text!r} has an empty seat; give one item per seat, "
                         f"each one of {', '.join(allowed)}")
    for p in players:
        if p not in allowed:
            raise ValueError(f"argument --seats: {p!r} is not one of {', '.join(allowed)}")
    if not game.min_players <= len(players) <= game.max_players:
        raise ValueError(f"argument --seats: {game.title} seats {game.min_players} to "
                         f"{game.max_players} players, not {len(players)}")
    return [(SEAT_NAMES[i], p) for i, p in enumerate(players)]
