"""Avant Carde's entry in the registry: its set-up fields and table, and what it adds to each
feature — the lab (its patron sets and the patron measure), the checks and benches, the coach,
the lessons, the levels' strength and the data texts.

Importing this module registers the game (:func:`game.games.discover` does, at start-up). It
imports nothing of the rules or the UI at load: the callables below import what they need when
called, so the registry stays light and free of pygame.
"""

from __future__ import annotations

import os
import random
from typing import TYPE_CHECKING, Any, Callable, Mapping

from game.ai.review import COACHES, CONFIRM_PAIRS, Coach
from game.ai.strength import STRENGTHS
from game.avant_carde.patronlab import PATRONS
from game.engine.i18n import N_, M, Nn_
from game.games import ON_OFF, SEAT_MULTI, SEAT_SOLO, Choice, Field, GameInfo, register
from game.tools.bench import TABLE_BENCHES, BenchSpec
from game.tools.lab import LABS, LabSpec
from game.tools.lessons import LESSONS
from game.tools.soak import CHECKS, ChecksSpec
from game.tools.translations import DATA_TEXTS

if TYPE_CHECKING:
    from game.avant_carde.state import AvantCardeState
    from game.engine.actions import Action, Decision
    from game.engine.rng import Rng

AC_SETS = (Choice("new_yorkers", "New Yorkers"), Choice("tokyoites", "Tokyoites"),
           Choice("parisians", "Parisians"), Choice("londoners", "Londoners"))
_AC_NUMBERS = range(2, 8)


def _ac_check_patrons(text: str) -> None:
    """Refuse a patron choice that does not resolve now (a bad mix, a broken or missing file)."""
    from game.avant_carde.data import load_data
    from game.avant_carde.patronsets import choose_patrons
    from game.engine.errors import DataError
    from game.engine.rng import Rng
    try:
        choose_patrons(load_data(), text, Rng(0))
    except DataError as exc:
        raise ValueError(str(exc)) from None


def _ac_patrons(values: Mapping[str, Any]) -> str:
    """The patron choice as ``new_game`` reads it: "pick" becomes a per-number mix."""
    if values.get("patrons") != "pick":
        return values.get("patrons", "new_yorkers")
    return "mix:" + ",".join(f"{n}={values.get(f'pick_{n}', 'new_yorkers')}" for n in _AC_NUMBERS)


def _ac_custom_sets() -> tuple[Choice, ...]:
    """The player's own patron set files that load."""
    from game.avant_carde.patronsets import list_custom_sets
    return tuple(Choice(path, M("Custom: {name}", name=name)) for path, name in list_custom_sets()
                 if not name.startswith("error:"))


def _ac_lab_file(text: str) -> Choice:
    """A typed custom set file as a lab variant (ValueError: one sentence saying why not)."""
    from game.avant_carde.patronsets import open_custom_set
    path, pset = open_custom_set(text)
    return Choice(path, M("Custom: {name}", name=pset.name))


def _ac_lab_file_hint() -> str:
    from game.engine.paths import custom_sets_dir
    return (M("Type the path of a patron set file (~ is your home folder), or the name of a file in "
              "{custom_sets_dir} — the files there that load are already in the list on the left.",
              custom_sets_dir=custom_sets_dir()))


def _ac_lab_mix(values: Mapping[str, Any]) -> str:
    """The lab's per-number mix from the pick fields' values."""
    return _ac_patrons({**values, "patrons": "pick"})


def _ac_lab_label(value: str) -> str:
    """A mix by its sets' initials, number 2 to 7 ("Mix T·P·N·L·T·P"); a file by its set's name."""
    from game.avant_carde.data import load_data
    from game.avant_carde.patronsets import choose_patrons, parse_mix
    from game.engine.errors import DataError
    from game.engine.rng import Rng
    if value.startswith("mix:"):
        picks = parse_mix(value[4:])
        initials = {c.value: c.label[0] for c in AC_SETS}
        return M("Mix {initials}", initials="·".join(initials[picks.get(n, "new_yorkers")] for n in _AC_NUMBERS))
    try:
        return M("Custom: {name}", name=choose_patrons(load_data(), value, Rng(0)).name)
    except (DataError, ValueError):
        return os.path.basename(value)


def _ac_pick_choices(number: int) -> Callable[[], tuple[Choice, ...]]:
    def choices() -> tuple[Choice, ...]:
        from game.avant_carde.data import load_data
        sets = load_data().sets
        return tuple(Choice(c.value, sets[c.value][number].name) for c in AC_SETS)
    return choices


def _ac_variant(setup: Mapping[str, Any]) -> str:
    """The patron set of a set-up as the statistics name it."""
    patrons = str(setup.get("patrons", "new_yorkers"))
    for c in AC_SETS + (Choice("random", "Random mix"),):
        if c.value == patrons:
            return c.label
    return "Per-number mix" if patrons.startswith("mix:") else "Custom set"


def ac_setup(seed: int, patrons: str | None = None, solo: bool = False) -> dict[str, Any]:
    """A varied Avant Carde set-up for ``seed``: 2-5 players and every option value, or solo."""
    r = random.Random(seed)
    sets = tuple(c.value for c in AC_SETS) + ("random",)
    if solo:
        return {"players": 1, "seed": seed, "patrons": patrons or r.choice(sets),
                "solo": r.choice(("easy", "normal", "hard", "expert"))}
    return {"players": r.randint(2, 5), "seed": seed, "patrons": patrons or r.choice(sets),
            "options": {"gems": r.choice(("rulebook", "instructions")),
                        "tiebreak": r.choice(("rulebook", "instructions")),
                        "beginner_shuffle": r.random() < 0.25}}


def _ac_soak() -> tuple[tuple[str, Callable[[int], dict[str, Any]]], ...]:
    named = tuple((s, lambda seed, s=s: ac_setup(seed, patrons=s))
                  for s in [c.value for c in AC_SETS] + ["random"])
    return named + (("solo", lambda seed: ac_setup(seed, solo=True)), ("varied", ac_setup))


AVANT_CARDE = GameInfo(
    id="avant-carde", title="Avant Carde", package="game.avant_carde", data_folder="avant_carde",
    min_players=1, max_players=5,
    fields=(
        Field("patrons", "Patrons", "Which patron set calls on the numbers 2-7",
              AC_SETS + (Choice("random", "Random mix"), Choice("pick", "Pick per number")), "new_yorkers",
              option=False, more_choices=_ac_custom_sets, open=True, open_hint="mix:2=SET,...|PATH",
              check=_ac_check_patrons,
              compose=_ac_patrons),
        *(Field(f"pick_{n}", M("Patron {n}", n=n), M("The patron of the {n}s", n=n), AC_SETS, "new_yorkers",
                option=False, shown_when=("patrons", "pick"), choices_from=_ac_pick_choices(n))
          for n in _AC_NUMBERS),
        Field("solo", "Difficulty", "Take every award within nine rounds",
              (Choice("easy", "Easy · 8 awards"), Choice("normal", "Normal · 12 awards"),
               Choice("hard", "Hard · 16 awards"), Choice("expert", "Expert · 20 awards")), "normal",
              option=False, seats=SEAT_SOLO),
        Field("gems", "Hidden Gems", "How many Hidden Gems go to the players behind",
              (Choice("rulebook", "1, or 2 with 4-5 players"), Choice("instructions", "Always 1")), "rulebook",
              seats=SEAT_MULTI),
        Field("tiebreak", "Tie-break", "Who wins a tie on awards",
              (Choice("rulebook", "Most money this round"), Choice("instructions", "Holding a change token")),
              "rulebook", seats=SEAT_MULTI),
        Field("beginner_shuffle", "Beginners' shuffle",
              "Every round, shuffle all your cards together before drawing 7",
              ON_OFF, False),
    ),
    table="game.avant_carde.ui.table:AvantCardeTable",
    agent_modules=("game.avant_carde.ai.agents", "game.avant_carde.ai.levels"),
    rules="game.avant_carde.ui.rules:RULES",
    solo_hint="One seat: the solo game against the gallery.",
    score_word="awards",
    score_word_one="award",
    variant=("Patron set", _ac_variant),
    order=1,
)


def load_custom_patron_set(path: str) -> Any:
    """Load a player's own patron set file as the set-up scene would (DataError if bad)."""
    from game.avant_carde.data import load_patron_set
    return load_patron_set(path, "custom")


def soak_policy(st: AvantCardeState, d: Decision, rng: Rng) -> Action:
    """The soak driver: a uniformly random legal action, with the random agent's finishing rules
    (never stops while a card can be played, prefers powers and buys in the buy turn, stops
    trashing when its deck gets small), so games finish."""
    from game.avant_carde.ai.agents import MIN_CARDS
    opts = d.options
    if d.kind == "play" and len(opts) > 1:
        opts = opts[:-1]                           # the last play option is "stop"
    elif d.kind == "buy":
        opts = [o for o in opts if o.kind in ("use", "buy")] or opts
    elif any(o.kind == "trash" for o in opts):
        p = st.players[d.player]
        if len(p.hand) + len(p.deck) + len(p.discard) + len(p.line) <= MIN_CARDS:
            opts = [o for o in opts if o.kind != "trash"] or opts
    return opts[rng.randrange(len(opts))]


register(AVANT_CARDE)
LABS.add(AVANT_CARDE.id, LabSpec(
    variants=AC_SETS + (Choice("random", "Random mix"),),
    variant_setup=lambda value: {"patrons": value},
    measure=PATRONS, unit="set", pick_prompt="Pick at least one patron set.", title=N_("Patron lab"),
    blurb="AI players try each set; see how its patrons play out before you teach it.",
    off_by_default=("random",), more_variants=_ac_custom_sets,
    open_variant=_ac_lab_file, open_hint=_ac_lab_file_hint, mix_fields=tuple(f"pick_{n}" for n in _AC_NUMBERS),
    mix_variant=_ac_lab_mix, label_of=_ac_lab_label))
CHECKS.add(AVANT_CARDE.id, ChecksSpec(
    policy="game.avant_carde.spec:soak_policy",
    soak=_ac_soak(),
    sample_games=(({"seed": 3, "patrons": "parisians"}, (("Ada", "greedy"), ("Bob", "random"), ("Cy", "greedy"))),
                  ({"seed": 4, "solo": "normal"}, (("Ada", "greedy"),))),
    app_games=(({"patrons": "parisians"}, (("Ada", "human"), ("Bob", "greedy"), ("Cy", "random"))),
               ({"patrons": "londoners"}, (("Ada", "human"), ("Bob", "human"))),
               ({"patrons": "random", "solo": "normal"}, (("Ada", "human"),))),
    custom_data=("patrons", "game.avant_carde.spec:load_custom_patron_set")))
TABLE_BENCHES.add(AVANT_CARDE.id, BenchSpec(
    frames="game.avant_carde.ui.bench:frame_bench", report="game.avant_carde.ui.bench:report",
    idle_table="game.avant_carde.ui.bench:idle_table"))
COACHES.add(AVANT_CARDE.id, Coach(
    "game.avant_carde.ai.search:AvantCardeCoach",
    words=(("cards", Nn_("{n} dollar from the line's cards to buy with",
                               "{n} dollars from the line's cards to buy with")),
                 ("patrons", Nn_("{n} dollar from patrons to buy with",
                                 "{n} dollars from patrons to buy with")),
                 ("gem", Nn_("{n} dollar from the gem",
                             "{n} dollars from the gem")),
                 ("change_token", Nn_("{n} dollar from a change token",
                                      "{n} dollars from a change token"))),
    # The buy phase's look-ahead ends a round after the card is drawn, long before its worth shows:
    # its flags were mostly sound buys (docs/ai.md, "Flags played to the end").
    confirm=CONFIRM_PAIRS))
LESSONS.add(AVANT_CARDE.id, ("tutorial.yaml",))
STRENGTHS.add(AVANT_CARDE.id, "strength.yaml")
DATA_TEXTS.add(AVANT_CARDE.id, "game.avant_carde.spec:data_texts")



def data_texts() -> list[str]:
    """Every name and text a player reads from Avant Carde's data (DATA_TEXTS): the patron
    sets, their patrons' names and powers (solo wording too), the starter decks, the colours."""
    from game.avant_carde.data import load_data
    data = load_data()
    texts = list(data.colours) + list(data.deck_names.values())
    for pset in data.sets.values():
        texts.append(pset.name)
        for pat in pset.patrons.values():
            texts.extend(t for t in (pat.name, pat.short, pat.text, pat.solo_short, pat.solo_text) if t)
            if pat.name.startswith("The "):
                texts.append(pat.name[4:])      # the short name the table's patron list shows
    return texts
