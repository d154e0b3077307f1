"""The new-game scene: which game, the seats (human or an AI level, with names), the patrons
and rule options, solo difficulty, an optional seed. The last choices are remembered."""

import json
import os
import random

import pygame

from game.engine.errors import VernissageError
from game.engine.safefile import clean_text, read_bytes
from game.engine.saves import write_atomic
from game.games import GAMES, game_module
from game.ui import theme
from game.ui.scene import Scene
from game.ui.userdata import data_dir
from game.ui.widgets import Button, Cycle, Tabs, TextInput, Toggle, WidgetGroup

SETUP_FILE = "setup.json"
SETUP_MAX_BYTES = 64 * 1024       # a few hundred bytes in practice
SEED_DIGITS = 9                   # the seed box takes at most this many digits
DEFAULT_NAMES = ["Ada", "Bruno", "Clara", "Dmitri", "Esme"]
AI_ORDER = ["easy", "medium", "hard", "greedy", "random"]
AI_LABELS = {"easy": "AI · Easy", "medium": "AI · Medium", "hard": "AI · Hard",
             "greedy": "AI · Greedy", "random": "AI · Random"}
SET_LABELS = {"new_yorkers": "New Yorkers", "tokyoites": "Tokyoites", "parisians": "Parisians",
              "londoners": "Londoners"}


def _defaults():
    return {
        "game": "avant-carde",
        "seats": [["Ada", "human"], ["Bruno", "medium"], ["Clara", "medium"]],
        "patrons": "new_yorkers", "picks": {str(n): "new_yorkers" for n in range(2, 8)},
        "gems": "rulebook", "tiebreak": "rulebook", "beginner_shuffle": False,
        "solo": "normal", "gold_tiles": True, "seed": "",
    }


def load_choices():
    """The remembered choices, each field checked (a damaged file gives defaults)."""
    choices = _defaults()
    try:
        saved = json.loads(read_bytes(os.path.join(data_dir(), SETUP_FILE), SETUP_MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):     # UnicodeDecodeError is a ValueError
        return choices
    if not isinstance(saved, dict):
        return choices
    for key, default in list(choices.items()):
        value = saved.get(key)
        if isinstance(value, type(default)):
            choices[key] = value
    seats = [[clean_text(x) for x in s] for s in choices["seats"] if isinstance(s, list) and len(s) == 2
             and all(isinstance(x, str) for x in s)][:5]
    choices["seats"] = seats or _defaults()["seats"]
    seed = choices["seed"].strip()
    choices["seed"] = seed if seed.isdigit() and seed.isascii() and len(seed) <= SEED_DIGITS else ""
    if choices["game"] not in GAMES:
        choices["game"] = "avant-carde"
    return choices


def save_choices(choices):
    try:
        write_atomic(os.path.join(data_dir(), SETUP_FILE), json.dumps(choices))
    except OSError:
        pass        # remembering choices is a convenience; never block a game for it


class NewGameScene(Scene):
    """Choose and start a game. ``start(game, setup, seats)`` is called with the choices."""

    def __init__(self, app, start):
        super().__init__(app)
        self.start = start
        self.choices = load_choices()
        self.error = None
        self._build()

    # ---- the choices -------------------------------------------------------------------------
    @property
    def game_id(self):
        return self.choices["game"]

    @property
    def limits(self):
        g = game_module(self.game_id)
        return g.MIN_PLAYERS, g.MAX_PLAYERS

    def _player_options(self):
        from game.ai.base import agent_names
        game_module(self.game_id)
        known = agent_names(self.game_id)
        levels = [a for a in AI_ORDER if a in known] + [a for a in known if a not in AI_ORDER]
        return [("human", "Human")] + [(a, AI_LABELS.get(a, f"AI · {a.title()}")) for a in levels]

    def _patron_options(self):
        from game.avant_carde.patronsets import list_custom_sets
        opts = [(sid, label) for sid, label in SET_LABELS.items()]
        opts += [("random", "Random mix"), ("pick", "Pick per number")]
        for path, name in list_custom_sets():
            if not name.startswith("error:"):
                opts.append((path, f"Custom: {name}"))
        return opts

    # ---- widgets -----------------------------------------------------------------------------
    def _build(self):
        self.ui = WidgetGroup(feedback=self.app.play_sound)
        c = self.choices
        lo, hi = self.limits
        while len(c["seats"]) < lo:
            c["seats"].append([DEFAULT_NAMES[len(c["seats"])], "medium"])
        del c["seats"][hi:]
        self.tabs = self.ui.add(Tabs([(g, game_module(g).TITLE) for g in GAMES], self.game_id, self._set_game))
        players = self._player_options()
        valid = {v for v, _ in players}
        self.seat_rows = []
        for i, (name, player) in enumerate(c["seats"]):
            if player not in valid:
                player = c["seats"][i][1] = "medium" if "medium" in valid else "human"
            name_box = self.ui.add(TextInput(name, lambda v, i=i: self._set_name(i, v), max_len=16,
                                             placeholder=DEFAULT_NAMES[i], tooltip="Seat name"))
            who = self.ui.add(Cycle(players, player, lambda v, i=i: self._set_player(i, v),
                                    tooltip="Human, or an AI and its level"))
            remove = self.ui.add(Button("Remove", lambda i=i: self._remove(i), style="quiet"))
            if len(c["seats"]) <= lo:
                remove.disable(f"{game_module(self.game_id).TITLE} needs at least {lo} "
                               f"player{'s' if lo > 1 else ''}.")
            self.seat_rows.append((name_box, who, remove))
        self.add_seat = self.ui.add(Button("Add a seat", self._add))
        if len(c["seats"]) >= hi:
            self.add_seat.disable(f"At most {hi} players.")
        self.options = []
        if self.game_id == "avant-carde":
            self._build_avant_carde()
        else:
            self.options.append(("Gold bonus tiles", self.ui.add(Toggle(
                c["gold_tiles"], lambda v: self._set("gold_tiles", v),
                tooltip="Leave them out for a first game: fewer things to track"))))
        self.seed = self.ui.add(TextInput(c["seed"], lambda v: self._set("seed", v), max_len=9,
                                          allowed="0123456789", placeholder="random",
                                          tooltip="The same seed and moves give the same game"))
        self.options.append(("Seed", self.seed))
        self.back = self.ui.add(Button("Back", lambda: self.app.pop(self), style="quiet"))
        self.go = self.ui.add(Button("Start game", self._start, style="primary"))
        if self.size != (0, 0):
            self.layout()

    def _build_avant_carde(self):
        c = self.choices
        solo = len(c["seats"]) == 1
        patrons = self._patron_options()
        if c["patrons"] not in {v for v, _ in patrons}:
            c["patrons"] = "new_yorkers"
        self.options.append(("Patrons", self.ui.add(Cycle(patrons, c["patrons"], self._set_patrons,
                                                          tooltip="Which patron set calls on the numbers 2-7"))))
        if c["patrons"] == "pick":
            from game.avant_carde.data import load_data
            data = load_data()
            for n in range(2, 8):
                opts = [(sid, data.sets[sid][n].name) for sid in SET_LABELS]
                self.options.append((f"Patron {n}", self.ui.add(Cycle(
                    opts, c["picks"].get(str(n), "new_yorkers"), lambda v, n=n: self._set_pick(n, v),
                    tooltip=f"The patron of the {n}s"))))
        if solo:
            self.options.append(("Difficulty", self.ui.add(Cycle(
                [("easy", "Easy · 8 awards"), ("normal", "Normal · 12 awards"),
                 ("hard", "Hard · 16 awards"), ("expert", "Expert · 20 awards")],
                c["solo"], lambda v: self._set("solo", v),
                tooltip="Take every award within nine rounds"))))
        else:
            self.options.append(("Hidden Gems", self.ui.add(Cycle(
                [("rulebook", "1, or 2 with 4-5 players"), ("instructions", "Always 1")], c["gems"],
                lambda v: self._set("gems", v), tooltip="How many Hidden Gems go to the players behind"))))
            self.options.append(("Tie-break", self.ui.add(Cycle(
                [("rulebook", "Most money this round"), ("instructions", "Holding a change token")],
                c["tiebreak"], lambda v: self._set("tiebreak", v), tooltip="Who wins a tie on awards"))))
        self.options.append(("Beginners' shuffle", self.ui.add(Toggle(
            c["beginner_shuffle"], lambda v: self._set("beginner_shuffle", v),
            tooltip="Every round, shuffle all your cards together before drawing 7"))))

    # ---- changes -----------------------------------------------------------------------------
    def _set(self, key, value):
        self.choices[key] = value
        self.error = None

    def _set_game(self, game):
        self.choices["game"] = game
        self._build()

    def _set_name(self, i, value):
        self.choices["seats"][i][0] = value

    def _set_player(self, i, value):
        self.choices["seats"][i][1] = value

    def _set_patrons(self, value):
        rebuild = (value == "pick") != (self.choices["patrons"] == "pick")
        self.choices["patrons"] = value
        if rebuild:
            self._build()

    def _set_pick(self, n, value):
        self.choices["picks"][str(n)] = value

    def _add(self):
        seats = self.choices["seats"]
        used = {s[0] for s in seats}
        name = next((n for n in DEFAULT_NAMES if n not in used), f"Player {len(seats) + 1}")
        seats.append([name, "medium"])
        self._build()

    def _remove(self, i):
        del self.choices["seats"][i]
        self._build()

    def setup(self):
        """``(game_id, setup dict, seats)`` for the current choices."""
        c = self.choices
        seats = [((name.strip() or DEFAULT_NAMES[i]), player) for i, (name, player) in enumerate(c["seats"])]
        seed = int(c["seed"]) if c["seed"].strip() else random.randrange(1, 10 ** 9)
        setup = {"seed": seed}
        if self.game_id == "avant-carde":
            patrons = c["patrons"]
            if patrons == "pick":
                patrons = "mix:" + ",".join(f"{n}={c['picks'].get(str(n), 'new_yorkers')}" for n in range(2, 8))
            setup["patrons"] = patrons
            setup["options"] = {"beginner_shuffle": c["beginner_shuffle"]}
            if len(seats) == 1:
                setup["solo"] = c["solo"]
            else:
                setup["options"].update(gems=c["gems"], tiebreak=c["tiebreak"])
        else:
            setup["options"] = {"gold_tiles": c["gold_tiles"]}
        return self.game_id, setup, seats

    def _start(self):
        game_id, setup, seats = self.setup()
        save_choices(self.choices)
        try:
            self.start(self.app, game_module(game_id), setup, seats)
        except (ValueError, OSError, VernissageError) as exc:   # e.g. a custom set file with an error
            self.error = str(exc)
            self.app.play_sound("error")

    # ---- layout and drawing ------------------------------------------------------------------
    def layout(self):
        w, h = self.size
        g = self.s(theme.GAP_L)
        col_w = min(self.s(560), (w - 3 * g) // 2)
        self.left = pygame.Rect((w - 2 * col_w - g) // 2, self.s(120), col_w, h - self.s(220))
        self.right = pygame.Rect(self.left.right + g, self.left.top, col_w, self.left.height)
        row_h, gap = self.s(theme.BUTTON_H), self.s(10)
        self.tabs.place((self.left.left, self.s(64), self.s(360), self.s(44)), self.scale)
        y = self.left.top + self.s(48)
        for name_box, who, remove in self.seat_rows:
            x = self.left.left + self.s(28)
            name_w = self.s(170)
            name_box.place((x, y, name_w, row_h), self.scale)
            who.place((x + name_w + gap, y, col_w - name_w - self.s(28) - self.s(110) - 2 * gap, row_h), self.scale)
            remove.place((self.left.right - self.s(110), y, self.s(110), row_h), self.scale)
            y += row_h + gap
        self.add_seat.place((self.left.left + self.s(28), y + gap, self.s(170), row_h), self.scale)
        y = self.right.top + self.s(48)
        label_w = self.s(170)
        # Many options (a patron per number) share the room above the Start button.
        room = h - self.s(100) - y
        step = min(row_h + gap, room // max(1, len(self.options)))
        opt_h = max(self.s(28), step - self.s(6))
        for _, widget in self.options:
            widget.place((self.right.left + label_w, y, col_w - label_w, opt_h), self.scale)
            y += step
        bw = self.s(200)
        self.go.place((w // 2 + gap, h - self.s(80), bw, row_h), self.scale)
        self.back.place((w // 2 - gap - bw, h - self.s(80), bw, row_h), self.scale)

    def escape(self):
        self.app.pop(self)
        return True

    def draw(self, surface):
        w, h = self.size
        surface.blit(theme.paper(self.size), (0, 0))
        theme.blit_text(surface, "New game", self.s(theme.TITLE), theme.INK, (self.left.left, self.s(14)), bold=True)
        theme.blit_text(surface, "Seats", self.s(theme.TEXT_L), theme.INK, (self.left.left, self.left.top), bold=True)
        theme.blit_text(surface, "Options", self.s(theme.TEXT_L), theme.INK, (self.right.left, self.right.top), bold=True)
        for i, (name_box, _, _) in enumerate(self.seat_rows):
            pygame.draw.circle(surface, theme.SEATS[i], (self.left.left + self.s(10), name_box.rect.centery), self.s(7))
        for label, widget in self.options:
            theme.blit_text(surface, label, self.s(theme.TEXT), theme.INK_SOFT,
                            (self.right.left, widget.rect.centery), "midleft")
        hint = self._hint()
        if hint:
            theme.blit_text(surface, hint, self.s(theme.TEXT_S), theme.INK_SOFT,
                            (self.left.left + self.s(28), self.add_seat.rect.bottom + self.s(16)))
        if self.error:
            theme.blit_text(surface, self.error[:160], self.s(theme.TEXT_S), theme.ACCENT,
                            (w // 2, h - self.s(110)), "midbottom")
        super().draw(surface)

    def _hint(self):
        seats = self.choices["seats"]
        humans = sum(1 for _, p in seats if p == "human")
        if self.game_id == "avant-carde" and len(seats) == 1:
            return "One seat: the solo game against the gallery."
        if humans > 1:
            return "Hot-seat: pass the mouse when the game asks; the screen hides the last hand."
        return None
