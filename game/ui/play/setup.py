"""The new-game scene: which game, the seats (human or an AI level, with names), the game's own
set-up fields (patrons, rule options, solo difficulty …, as its :class:`~game.games.GameInfo`
declares them), an optional seed. The last choices are remembered, per game."""

from __future__ import annotations

import functools
import json
import os
import random
from typing import TYPE_CHECKING

import pygame

from game.ai.strength import setup_level_hint, strength_figures
from game.engine.errors import DataError, VernissageError
from game.engine.i18n import M, Mn, error_text, join
from game.engine.paths import data_dir
from game.engine.safefile import clean_text, read_bytes
from game.engine.saves import write_atomic
from game.games import Choice, all_specs, game_ids, spec
from game.ui import theme
from game.ui.scene import Scene
from game.ui.text import wrap
from game.ui.widgets import Button, Cycle, Tabs, TextInput, Toggle, WidgetGroup

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from game.games import Field, GameInfo
    from game.ui.app import App
    from game.ui.widgets import Widget

SETUP_FILE = "setup.json"
SETUP_MAX_BYTES = 64 * 1024       # a few hundred bytes in practice
SEED_DIGITS = 9                   # the seed box takes at most this many digits
DEFAULT_NAMES = ["Ada", "Bruno", "Clara", "Dmitri", "Esme"]


def _defaults() -> dict[str, Any]:
    return {
        "game": game_ids()[0],
        "seats": [["Ada", "human"], ["Bruno", "medium"], ["Clara", "medium"]],
        "seed": "",
        "fields": {g.id: g.defaults() for g in all_specs()},
    }


def load_choices() -> dict[str, Any]:
    """The remembered choices, each field checked (a damaged file gives defaults).

    A field's value is kept if it has exactly its default's type; whether it is still offered
    (a custom set file may be gone) is checked when the scene shows it."""
    choices = _defaults()
    try:
        saved = json.loads(read_bytes(os.path.join(data_dir(), SETUP_FILE), SETUP_MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):     # UnicodeDecodeError is a ValueError
        return choices
    if not isinstance(saved, dict):
        return choices
    for key in ("game", "seats", "seed"):
        if isinstance(saved.get(key), type(choices[key])):
            choices[key] = saved[key]
    seats = [[clean_text(x) for x in s] for s in choices["seats"] if isinstance(s, list) and len(s) == 2
             and all(isinstance(x, str) for x in s)][:5]
    choices["seats"] = seats or _defaults()["seats"]
    seed = choices["seed"].strip()
    choices["seed"] = seed if seed.isdigit() and seed.isascii() and len(seed) <= SEED_DIGITS else ""
    if choices["game"] not in game_ids():
        choices["game"] = game_ids()[0]
    fields = saved.get("fields")
    remembered = fields if isinstance(fields, dict) else {}
    for game_id, values in choices["fields"].items():
        kept = remembered.get(game_id)
        mine = kept if isinstance(kept, dict) else {}
        for name, default in values.items():
            # the exact type: a remembered true is no number of dollars (bool is an int subclass)
            if type(mine.get(name)) is type(default):
                values[name] = clean_text(mine[name]) if isinstance(mine[name], str) else mine[name]
    return choices


def seat_the_player(seats: Sequence[Sequence[str]], name: str) -> list[list[str]]:
    """``seats`` with the player's ``name`` (Settings → Your name) on the first human seat.

    Any other seat of that name (an AI called "Bruno" when the player is Bruno) takes the
    first default name no seat uses, so names stay distinct. No human seat: unchanged."""
    named = [list(s) for s in seats]
    first = next((i for i, (_, player) in enumerate(named) if player == "human"), None)
    if first is None or not name:
        return named
    named[first][0] = name
    for i, seat in enumerate(named):
        if i != first and seat[0].strip().casefold() == name.casefold():
            used = {s[0].strip().casefold() for s in named}
            # at most five seats, one of them the player's: a default name is always free
            seat[0] = next(n for n in DEFAULT_NAMES if n.casefold() not in used)
    return named


def save_choices(choices: dict[str, Any]) -> None:
    try:
        write_atomic(os.path.join(data_dir(), SETUP_FILE), json.dumps(choices))
    except OSError:
        pass        # remembering choices is a convenience; never block a game for it


class NewGameScene(Scene):
    """Choose and start a game. ``start(game, setup, seats)`` is called with the choices;
    ``game_id``: the game whose tab opens (else the last one chosen). A subclass may say its own
    ``title`` and ``start_label`` and offer its own :meth:`seat_choices`."""

    title = "New game"
    start_label = "Start game"

    def __init__(self, app: App, start: Callable[..., object], game_id: str | None = None) -> None:
        super().__init__(app)
        self.start = start
        self.choices = load_choices()
        if game_id is not None:
            self.choices["game"] = game_id
        self.choices["seats"] = seat_the_player(self.choices["seats"], app.settings.shown_player_name)
        self.error: str | None = None
        self._build()

    # ---- the choices -------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.choices["game"]

    @property
    def spec(self) -> GameInfo:
        return spec(self.game_id)

    @property
    def values(self) -> dict[str, Any]:
        """The current game's set-up field values, by field name."""
        return self.choices["fields"].setdefault(self.game_id, self.spec.defaults())

    @property
    def limits(self) -> tuple[int, int]:
        return self.spec.min_players, self.spec.max_players

    # ---- widgets -----------------------------------------------------------------------------
    def _build(self) -> None:
        self.ui = WidgetGroup(feedback=self.app.play_sound)
        c = self.choices
        lo, hi = self.limits
        while len(c["seats"]) < lo:
            c["seats"].append([DEFAULT_NAMES[len(c["seats"])], "medium"])
        del c["seats"][hi:]
        self.tabs = self.ui.add(Tabs([(g.id, g.title) for g in all_specs()], self.game_id, self._set_game))
        seat_choices = self.seat_choices()
        players = [(c.value, c.label) for c in seat_choices]
        self.seat_about = {c.value: c.about for c in seat_choices}
        try:    # the levels' measured strength, for the level hint (a damaged file: no hint)
            self.strength = strength_figures(self.spec)
        except DataError:
            self.strength = None
        valid = {v for v, _ in players}
        # a seat whose player this game does not offer: Medium, else the game's first AI level
        fallback = "medium" if "medium" in valid else players[min(1, len(players) - 1)][0]
        self.seat_rows = []
        for i, (name, player) in enumerate(c["seats"]):
            if player not in valid:
                player = c["seats"][i][1] = fallback
            name_box = self.ui.add(TextInput(name, functools.partial(self._set_name, i), max_len=16,
                                             placeholder=DEFAULT_NAMES[i], tooltip="Seat name"))
            who = self.ui.add(Cycle(players, player, functools.partial(self._set_player, i),
                                    tooltip=self._seat_tip(player)))
            remove = self.ui.add(Button("Remove", functools.partial(self._remove, i), style="quiet"))
            if len(c["seats"]) <= lo:
                remove.disable(Mn("{title} needs at least {lo} player.",
                                  "{title} needs at least {lo} players.", lo, title=self.spec.title, lo=lo))
            self.seat_rows.append((name_box, who, remove))
        self.add_seat = self.ui.add(Button("Add a seat", self._add))
        if len(c["seats"]) >= hi:
            self.add_seat.disable(M("At most {hi} players.", hi=hi))
        self.options = [(f.label, self._field_widget(f)) for f in self.spec.fields
                        if f.offered(len(c["seats"]), self.values)]
        self.seed = self.ui.add(TextInput(c["seed"], lambda v: self._set("seed", v), max_len=9,
                                          allowed="0123456789", placeholder="random",
                                          tooltip="The same seed and moves give the same game"))
        self.options.append(("Seed", self.seed))
        self.back = self.ui.add(Button("Back", lambda: self.app.pop(self), style="quiet"))
        self.go = self.ui.add(Button(self.start_label, self._start, style="primary"))
        if self.size != (0, 0):
            self.layout()

    def seat_choices(self) -> list[Choice]:
        """What a seat can be: the game's player choices (Human, then its AI levels)."""
        return self.spec.player_choices()

    def _field_widget(self, field: Field) -> Widget:
        """A switch or a list to cycle through for one set-up field; a remembered value that
        is no longer offered (a custom set file removed) falls back to the default."""
        values = self.values
        if field.toggle:
            return self.ui.add(Toggle(bool(values.get(field.name, field.default)),
                                      lambda v: self._set_field(field, v), tooltip=field.help))
        choices = [(ch.value, ch.label) for ch in field.all_choices()]
        if values.get(field.name) not in {v for v, _ in choices}:
            values[field.name] = field.default
        return self.ui.add(Cycle(choices, values[field.name], lambda v: self._set_field(field, v),
                                 tooltip=field.help))

    # ---- changes -----------------------------------------------------------------------------
    def _set(self, key: str, value: Any) -> None:
        self.choices[key] = value
        self.error = None

    def _set_game(self, game: str) -> None:
        self.choices["game"] = game
        self._build()

    def _set_name(self, i: int, value: str) -> None:
        self.choices["seats"][i][0] = value

    def _set_player(self, i: int, value: str) -> None:
        self.choices["seats"][i][1] = value
        self.seat_rows[i][1].tooltip = self._seat_tip(value)

    def _seat_tip(self, player: str) -> str:
        """The seat chooser's tooltip: what the chosen player is (each AI level described)."""
        return self.seat_about.get(player) or "Human, or an AI and its level"

    def _set_field(self, field: Field, value: Any) -> None:
        """Set a field; rebuild when another field is offered only for some of its values."""
        old = self.values.get(field.name)
        self.values[field.name] = value
        self.error = None
        if any(f.shown_when and f.shown_when[0] == field.name
               and (f.shown_when[1] == value) != (f.shown_when[1] == old) for f in self.spec.fields):
            self._build()

    def _add(self) -> None:
        seats = self.choices["seats"]
        used = {s[0] for s in seats}
        name = next((n for n in DEFAULT_NAMES if n not in used), M("Player {len}", len=len(seats) + 1))
        seats.append([name, "medium"])
        self._build()

    def _remove(self, i: int) -> None:
        del self.choices["seats"][i]
        self._build()

    def setup(self) -> tuple[str, dict[str, Any], list[tuple[str, str]]]:
        """``(game_id, setup dict, seats)`` for the current choices."""
        c = self.choices
        seats = [((name.strip() or DEFAULT_NAMES[i]), player) for i, (name, player) in enumerate(c["seats"])]
        seed = int(c["seed"]) if c["seed"].strip() else random.randrange(1, 10 ** 9)
        setup = {"seed": seed, **self.spec.setup_from_values(self.values, len(seats))}
        return self.game_id, setup, seats

    def _start(self) -> None:
        game_id, setup, seats = self.setup()
        save_choices(self.choices)
        try:
            self.start(self.app, spec(game_id).module(), setup, seats)
        except (ValueError, OSError, VernissageError) as exc:   # e.g. a custom set file with an error
            self.error = error_text(exc)
            self.app.play_sound("error")

    # ---- layout and drawing ------------------------------------------------------------------
    def layout(self) -> None:
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

    def escape(self) -> bool:
        self.app.pop(self)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(theme.paper(self.size), (0, 0))
        theme.blit_text(surface, self.title, self.s(theme.TITLE), theme.INK, (self.left.left, self.s(14)), bold=True)
        theme.blit_text(surface, "Seats", self.s(theme.TEXT_L), theme.INK, (self.left.left, self.left.top), bold=True)
        theme.blit_text(surface, "Options", self.s(theme.TEXT_L), theme.INK, (self.right.left, self.right.top),
                        bold=True)
        for i, (name_box, _, _) in enumerate(self.seat_rows):
            pygame.draw.circle(surface, theme.SEATS[i], (self.left.left + self.s(10), name_box.rect.centery), self.s(7))
        for label, widget in self.options:
            theme.blit_text(surface, label, self.s(theme.TEXT), theme.INK_SOFT,
                            (self.right.left, widget.rect.centery), "midleft")
        hint = self._hint()
        if hint:  # wrapped inside the seats column: the options column starts just right of it
            size = self.s(theme.TEXT_S)
            x, y = self.left.left + self.s(28), self.add_seat.rect.bottom + self.s(16)
            for line in wrap(hint, theme.font(size), self.left.right - x):
                y = theme.blit_text(surface, line, size, theme.INK_SOFT, (x, y)).bottom
        if self.error:
            theme.blit_text(surface, self.error[:160], self.s(theme.TEXT_S), theme.ACCENT,
                            (w // 2, h - self.s(110)), "midbottom")
        super().draw(surface)

    def _hint(self) -> str | None:
        seats = self.choices["seats"]
        humans = sum(1 for _, p in seats if p == "human")
        if len(seats) == 1:
            return self.spec.solo_hint or None
        lines = (["Hot-seat: pass the mouse when the game asks; the screen between turns hides your secrets."]
                 if humans > 1 else [])
        if self.spec.seat_hint:
            lines.append(self.spec.seat_hint)
        level = setup_level_hint(self.spec, self.strength, [p for _, p in seats], self.values)
        if level:
            lines.append(level)
        return join(" ", lines) or None
