"""Vernissage: art-market deckbuilding games on one computer.

    vernissage                        open the app (from a checkout: python main.py)
    vernissage simulate ...           AI-only games, headless, with a report
    vernissage check-data [DIR]       validate the YAML data (exit 1 on any error)
    vernissage bench [...]            speed benchmarks
    vernissage train [...]            fit a game's learned AI evaluation on self-play games
    vernissage review SAVE            judge every decision of a saved game (the coach)
    vernissage bundle                 build the standalone app into dist/vernissage/ (PyInstaller)
    vernissage serve [...]            the online server (loopback unless --host)
    vernissage --install-desktop-entry   put the app in a Linux desktop's menu

Run ``vernissage COMMAND --help`` for a command's options.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from typing import NoReturn

from game import __version__
from game.engine.errors import DataError, VernissageError
from game.engine.safefile import file_label, shown
from game.games import all_specs, game_ids, spec
from game.tools import cliargs
from game.tools.cli import add_game_flags, quick_start_flags, seats_from_args, setup_from_args
from game.ui.userdata import MIN_WINDOW


def _cmd_gui(args: argparse.Namespace) -> int:
    try:
        from game.ui.app import run_app
    except ImportError as exc:
        print(f"The desktop app is not available ({exc}).\n\n{__doc__}")
        return 1
    argv = (["--size", args.size] if args.size else []) + (["--fullscreen"] if args.fullscreen else [])
    start = None
    if args.seats is None and quick_start_flags(args):
        raise ValueError(f"argument --seats: {' '.join(quick_start_flags(args))} opens a table only "
                         f"with --seats, such as --seats human,medium")
    if args.seats is not None:         # quick start: straight to the table
        args.game = args.game or game_ids()[0]
        seats = seats_from_args(args.game, args.seats)
        args.players = len(seats)
        setup = setup_from_args(args)
        if args.seed is not None:
            setup["seed"] = args.seed
        start = (args.game, setup, seats)
    return run_app(argv, start=start)


def _cmd_simulate(args: argparse.Namespace) -> int:
    from game.tools.simulate import print_report, simulate
    game = spec(args.game).module()
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    setup = setup_from_args(args)
    players = 1 if spec(args.game).solo_only(setup) else (args.players or len(agents))
    report = simulate(game, agents, players, args.games, args.seed, args.max_rounds,
                      setup, progress=not args.json)
    print_report(report, args.json)
    return 0


def _cmd_check_data(args: argparse.Namespace) -> int:
    """Each game's data files, its Learn to play lesson (loaded, and its moves replayed), its learned
    weights and its levels' measured strength (the level hint's figures)."""
    from game.ai.learning import data_errors as learned_data_errors
    from game.ai.strength import strength_errors
    from game.tools.lessons import check_lessons
    failed, checked = False, 0
    for game_spec in all_specs():
        folder = None
        if args.dir:
            folder = os.path.join(args.dir, game_spec.data_folder)
            if not os.path.isdir(folder):
                continue
        game = game_spec.module()
        checked += 1
        errors = (game.check_data(folder) + check_lessons([game_spec], args.dir)
                  + learned_data_errors(game_spec.id, folder) + strength_errors(game_spec, args.dir))
        for e in errors:
            print(f"{game.TITLE}: {e}")
        failed |= bool(errors)
        if not errors:
            print(f"{game.TITLE}: data OK")
    if not args.dir:                # the translations: complete catalogs, no text round them
        from game.tools.translations import TRANSLATED, check
        for language in TRANSLATED:
            problems = check(language)
            for p in problems:
                print(f"translation ({language}): {p}")
            failed |= bool(problems)
            if not problems:
                print(f"translation ({language}): catalogs OK")
    if not checked:
        folders = " or ".join(f"{g.data_folder}/" for g in all_specs())
        print(f"error: {args.dir} holds no game data (expected a folder {folders} in it)")
        return 1
    return 1 if failed else 0


def register_app_hooks() -> None:
    """Let the headless commands use what only the app can draw (pygame lives in game/ui):
    bench's app runs (--ui, --monkey, --memory, --fuzz-home) and the lab's charts."""
    try:
        import game.ui.bench_runs
        import game.ui.lab_charts  # noqa: F401
    except ImportError:
        pass                        # no pygame: the engine benchmarks and the lab's figures still run


def _cmd_bench(args: argparse.Namespace) -> int:
    if args.online or args.fuzz_online:
        from game.net.bench import print_figures, run_fuzz_online, run_online_bench
        if args.online:
            figures = run_online_bench(args.games, args.kill_server, args.store, args.servers, args.pace)
            ok = figures["finished"] == figures["games"] and not (
                figures["lost_actions"] or figures["desyncs"] or figures["hidden_leaks"])
        else:
            figures = run_fuzz_online(args.fuzz_online)
            ok = not (figures["server_crashes"] or figures["other_games_disturbed"])
        print_figures(figures, args.json)
        return 0 if ok else 1
    from game.tools.bench import run_bench
    return run_bench(args)


def _cmd_serve(args: argparse.Namespace) -> int:
    from game.net.server import run_server
    from game.net.stores import StoreError, open_store
    try:
        store = open_store(args.store)
    except StoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        run_server(store, args.host, args.port)
    finally:
        store.close()
    return 0


class OneLineParser(argparse.ArgumentParser):
    """A bad argument is one line naming it (exit status 2), not the usage block before it:
    ``--help`` shows the usage. Every command's parser is one (subcommands inherit the class)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {shown(' '.join(message.split()), 400)}\n")


def _cmd_bundle(args: argparse.Namespace) -> int:
    from game.tools.bundle import build
    return build(args.dist, clean=not args.keep_build)


def build_parser(prog: str = "main.py") -> OneLineParser:
    parser = OneLineParser(prog=prog, description="Vernissage: art-market deckbuilding games.")
    parser.add_argument("--version", action="version", version=f"vernissage {__version__}")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop-entry", action="store_true",
                         help="add Vernissage to a Linux desktop's menu (a .desktop file and an icon in "
                              "$XDG_DATA_HOME), then exit")
    desktop.add_argument("--remove-desktop-entry", action="store_true",
                         help="take the desktop entry and its icon away again, then exit")
    parser.add_argument("--size", type=cliargs.window_size(MIN_WINDOW), help="window size for the app, e.g. 1600x900")
    parser.add_argument("--fullscreen", action="store_true", help="start the app in full screen")
    quick = parser.add_argument_group("quick start", "open straight at the table, e.g. "
                                      "--game the-gallerist --seats human,medium,hard")
    quick.add_argument("--seats", default=None, metavar="human,medium,...",
                       help="one item per seat: human or an AI level (easy, medium, hard)")
    quick.add_argument("--seed", type=cliargs.seed, default=None, help="the game's seed (default: a new one)")
    add_game_flags(quick)
    parser.set_defaults(game=None)     # a --game given without --seats is an error, not the menu
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play AI-only games headless and report the results")
    sim.add_argument("--players", type=cliargs.seats, default=None, help="seats (default: one per agent)")
    sim.add_argument("--agents", default="random,greedy", help="comma-separated agents, rotated over the seats")
    sim.add_argument("--games", type=cliargs.positive, default=100)
    sim.add_argument("--seed", type=cliargs.seed, default=1)
    add_game_flags(sim)
    sim.add_argument("--max-rounds", type=cliargs.positive, default=200,
                     help="end a runaway game (counted as not completed)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(func=_cmd_simulate)

    chk = sub.add_parser("check-data", help="validate the YAML data; exit 1 on any error")
    chk.add_argument("dir", nargs="?", default=None,
                     help="a data root holding a folder per game, e.g. "
                          f"{all_specs()[0].data_folder}/ (default: the built-in data/)")
    chk.set_defaults(func=_cmd_check_data)

    bench = sub.add_parser("bench", help="speed and soak benchmarks (figures for docs/performance.md)")
    bench.add_argument("--runs", type=cliargs.positive, default=5, help="repetitions; the median is reported")
    bench.add_argument("--soak", type=cliargs.count, default=0, metavar="N",
                       help="instead: N seeded games per configuration with invariants after every action")
    bench.add_argument("--fuzz-saves", type=cliargs.count, default=0, metavar="N", help="instead: load N damaged saves")
    bench.add_argument("--fuzz-data", type=cliargs.count, default=0, metavar="N",
                       help="instead: check N mutated data files")
    bench.add_argument("--fuzz-home", type=cliargs.count, default=0, metavar="N",
                       help="instead: open every scene on N user folders full of hostile files")
    bench.add_argument("--kill-saves", type=cliargs.count, default=0, metavar="N",
                       help="instead: kill an autosaving process N times and load what it left")
    bench.add_argument("--monkey", type=cliargs.count, default=0, metavar="N",
                       help="instead: N random events thrown at the app across every scene")
    bench.add_argument("--memory", type=cliargs.count, default=0, metavar="N",
                       help="instead: N AI-only games in one app session; memory growth")
    bench.add_argument("--ui", action="store_true",
                       help="instead: the app's frame times, start-up time, memory and idle CPU")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions, for a smoke test")
    bench.add_argument("--game", default=None, choices=game_ids(),
                       help="measure one game only (default: every game; speed, --soak and --fuzz-saves)")
    bench.add_argument("--workers", type=cliargs.workers, default=None,
                       help="processes for --soak and --coach (default: all cores)")
    bench.add_argument("--online", action="store_true",
                       help="instead: --games concurrent games of bot clients on a loopback server (docs/online.md)")
    bench.add_argument("--kill-server", action="store_true",
                       help="--online: kill the server (SIGKILL) mid-run and start it again")
    bench.add_argument("--store", default=None, metavar="URL",
                       help="--online: sqlite:PATH or postgresql://... (default: a new SQLite file)")
    bench.add_argument("--servers", type=cliargs.between(1, 8), default=1,
                       help="--online: server processes sharing the store (more than one: PostgreSQL)")
    bench.add_argument("--pace", type=cliargs.seconds, default=None, metavar="SECONDS",
                       help="--online: seconds each bot waits between its own moves (default 0.5, a fast human's)")
    bench.add_argument("--fuzz-online", type=cliargs.count, default=0, metavar="N",
                       help="instead: N hostile frames and connections beside a bot game")
    from game.tools.coach_bench import add_coach_flags
    add_coach_flags(bench)
    bench.set_defaults(func=_cmd_bench)

    bundle = sub.add_parser("bundle", help="build the standalone app (no Python needed) into dist/vernissage/")
    bundle.add_argument("--dist", default="dist", help="the folder that receives vernissage/ (default: dist)")
    bundle.add_argument("--keep-build", action="store_true",
                        help="keep PyInstaller's work folder (build/) for a faster next build")
    bundle.set_defaults(func=_cmd_bundle)
    serve = sub.add_parser("serve", help="the online server: HTTP lobby and WebSocket play (docs/online.md)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default: this computer only; put a TLS proxy in front "
                            "to open it to others, see the README)")
    serve.add_argument("--port", type=cliargs.between(1, 65535), default=8765)
    serve.add_argument("--store", default=None, metavar="URL",
                       help="sqlite:PATH or postgresql://USER@HOST/DB (default: online.sqlite3 in the user folder)")
    serve.set_defaults(func=_cmd_serve)

    from game.tools.lab import add_lab_parser
    from game.tools.review import add_review_parser
    from game.tools.tournament import add_tournament_parser
    from game.tools.train import add_train_parser
    add_tournament_parser(sub)
    add_train_parser(sub)
    add_lab_parser(sub)
    add_review_parser(sub)
    return parser


def one_sentence(exc: BaseException) -> str:
    """An error as the one line a command prints: a data file's problem in its plain form (the
    file by its name, never its content), every character printable, never a page long."""
    text = exc.plain() if isinstance(exc, DataError) else str(exc)
    if isinstance(exc, OSError) and exc.strerror:
        text = f"{file_label(exc.filename)}: {exc.strerror}" if exc.filename else exc.strerror
    return shown(" ".join(text.split()), 400)


def main(argv: list[str] | None = None, prog: str = "main.py") -> int:
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    if args.command in ("bench", "lab"):
        register_app_hooks()
    try:
        if args.install_desktop_entry or args.remove_desktop_entry:
            from game.tools.desktop import run as desktop_entry
            return desktop_entry(args.install_desktop_entry)
        return _cmd_gui(args) if args.command is None else args.func(args)
    except (ValueError, OSError, VernissageError) as exc:
        print(f"error: {one_sentence(exc)}", file=sys.stderr)
        return 2


def entry() -> int:
    """The one way in: ``vernissage`` (the installed command), ``python main.py`` and the standalone
    build's executable all start here; the usage names the command as it was typed."""
    multiprocessing.freeze_support()    # a standalone build's worker process (pools.py) runs its job here
    if getattr(sys, "frozen", False) and sys.argv[1:2] == ["-c"] and len(sys.argv) > 2:
        # The measurements' child interpreters (bench --ui's start-up and idle figures, bench
        # --kill-saves' writer) run as `python -c CODE ARGS`: a standalone build has no other Python.
        code, sys.argv = sys.argv[2], ["-c", *sys.argv[3:]]
        exec(compile(code, "<string>", "exec"), {"__name__": "__main__"})
        return 0
    return main(prog=os.path.basename(sys.argv[0]) or "vernissage")


if __name__ == "__main__":
    sys.exit(entry())
