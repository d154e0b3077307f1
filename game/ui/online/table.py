"""The table of a game played on a server: the game's own table, drawn from the models the
server sends for this seat.

:class:`OnlineController` stands where a local table has its
:class:`~game.ui.play.controller.GameController`: it answers what a table reads (its
:meth:`~OnlineController.model`, whose turn, the log) from the last
:class:`~game.ui.play.model.TableModel` received, and sends the moves the table submits to the
server, which alone applies them. Any game whose table draws from the model alone plays online
(:func:`online_table`; a table that asks for more is refused with one sentence). No rules run
here and no network I/O: :class:`~game.net.appnet.SeatLink` does that on its own thread.

The table is the game's table class with :class:`OnlineTable` mixed in: the server's frames
read each frame, the connection's state across the top, the window title and the "turn" sound
when the seat is to play, a pause menu of its own (no save, no undo: the server keeps the game).
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.state import Event
from game.games import load_object, spec
from game.net import protocol as p
from game.net.appnet import OnlineError, Received, Refused, SeatLink, Status
from game.ui import theme
from game.ui.app import TITLE
from game.ui.play.controller import NotYourTurnError
from game.ui.play.gameover import draw_ranking, headline, ranking, subline
from game.ui.play.model import TableModel, said_as
from game.ui.scenes.modal import ModalScene
from game.ui.widgets import Button


class _Seat:
    """A seat as a table reads it from its session."""

    def __init__(self, name: str, human: bool) -> None:
        self.name, self.human = name, human
        self.player = "human" if human else "ai"


class RemoteSession:
    """What a table reads of its session when the game is on a server: the rules package (its id,
    for the rules and the sounds), the seats, the moves played, whether it is over."""

    save_problem = None
    autosave_path = None

    def __init__(self, game: Any) -> None:
        self.game = game
        self.over = False
        self.actions: range = range(0)
        self.seats: list[_Seat] = []
        self.setup: dict[str, Any] = {}

    def follow(self, model: TableModel[Any], over: bool) -> None:
        self.over = over
        self.actions = range(model.moves)
        self.seats = [_Seat(s.name, s.human) for s in model.seats]


class _Line:
    """A game log line as the log view reads it."""

    __slots__ = ("round", "seat", "text", "index", "event")

    def __init__(self, round: int, seat: int | None, text: str, index: int | None, event: str | None) -> None:
        self.round, self.seat, self.text, self.index, self.event = round, seat, text, index, event


class OnlineController:
    """A seat's table fed by a server: ``frame`` and ``model`` the first ones received."""

    thinking = False
    hint = None
    hint_thinking = False
    hints_offered = False
    can_undo = False
    needs_handoff = None

    def __init__(self, link: SeatLink | None, game_id: str, settings: Any, frame: p.Model,
                 model: TableModel[Any]) -> None:
        self.link, self.settings = link, settings
        self.session = RemoteSession(spec(game_id).module())
        self.errors: list[str] = []
        self.frame, self._model = frame, model
        self.viewer = frame.seat
        self.session.follow(model, frame.over)
        self.sent: Action | None = None       # the move sent, until the server answers it
        self.queued: list[Action] = []        # moves submitted while it was on its way, in order
        self.changed = False                  # a model came that follows no move: redraw it
        self.state = "connected"              # or "reconnecting", "failed"
        self.problem: OnlineError | None = None
        self.refused: str | None = None       # the code of the last frame the server refused
        self.entry: Any = None                # its entry in Your games (game.ui.online.mygames.MyGame)

    # ---- what a table reads ----------------------------------------------------------------
    def model(self) -> TableModel[Any]:
        return self._model

    @property
    def seat_shown(self) -> int:
        return self.viewer

    @property
    def humans(self) -> list[int]:
        return [self.viewer]

    @property
    def started(self) -> bool:
        return self.frame.started

    @property
    def human_to_act(self) -> int | None:
        """This seat, when it is its turn and no move of it is on its way."""
        if (self.sent is None and self.state == "connected" and self.frame.started and not self.frame.over
                and self._model.turn == self.viewer):
            return self.viewer
        return None

    @property
    def round(self) -> int:
        return self._model.round

    def result(self) -> dict[str, Any] | None:
        r = self._model.result
        return None if r is None else {"winners": list(r.winners), "reason": r.reason,
                                       "tiebreak": None if r.tiebreak is None else said_as(r.tiebreak)}

    def summary(self) -> dict[str, Any]:
        """What the game-over screen reads of the game (``GameState.summary``'s keys), from the
        model's result: a server may be anyone's, so winners out of the seats' range are left
        out, scores that are not one per seat are none, and an end trigger the game does not
        name is not shown."""
        m, r = self._model, self._model.result
        if r is None:
            return {"winners": [], "scores": [], "rounds": m.round, "completed": False}
        seats = len(m.seats)
        game = spec(self.session.game.GAME_ID)
        words = load_object(game.end_words) if game.end_words else {}
        out: dict[str, Any] = {"winners": sorted({w for w in r.winners if 0 <= w < seats}),
                               "scores": list(r.scores) if len(r.scores) == seats else [],
                               "rounds": m.round, "completed": True}
        if r.headline is not None:
            out["headline"] = said_as(r.headline)
        if any(t in words for t in r.trigger):
            out["end_trigger"] = [t for t in r.trigger if t in words]
        if r.note is not None:
            out["end_note"] = said_as(r.note)
        return out

    def visible_log(self) -> list[_Line]:
        return [_Line(e.round, e.seat, said_as(e.text), e.index, e.event) for e in self._model.log]

    # ---- moves -------------------------------------------------------------------------------
    def submit(self, action: Action) -> list[Event]:
        """Send the move; the table changes when the server's model comes back (its events then)."""
        if self.human_to_act is None:
            if self.sent is not None and self.state == "connected":
                # A table that makes several moves of one click (marked cards, then the turn's
                # end) submits them in a row: each waits for the one before to be stored.
                self.queued.append(action)
                return []
            raise NotYourTurnError(action, None)
        self._send(action)
        return []

    def _send(self, action: Action) -> None:
        self.sent = action
        if self.link is not None:
            self.link.act(self.frame.seq, str(action))

    def _send_queued(self) -> None:
        """After this seat's move is stored: the next move the table queued, if the new model
        still offers it to this seat (else the queue is dropped: the table shows what is now)."""
        if not self.queued:
            return
        action, decision = self.queued.pop(0), self._model.decision
        offered = {o.action for o in decision.options} if decision is not None else set()
        if self.human_to_act is not None and str(action) in offered:
            self._send(action)
        else:
            self.queued.clear()

    def undo(self) -> bool:
        return False

    def why_no_undo(self) -> str:
        return "Undo is not offered online."

    def accept_handoff(self) -> None:
        pass

    def ask_hint(self) -> bool:
        return False

    def poll(self) -> list[tuple[int | None, Action | None, list[Event]]]:
        """What the server sent since the last frame: the moves, each ``(seat, action, events)``
        (the action only for this seat's own move); a model after no move sets :attr:`changed`."""
        moves: list[tuple[int | None, Action | None, list[Event]]] = []
        if self.link is None:
            return moves
        while (item := self.link.next_item()) is not None:
            if isinstance(item, Received):
                mover = self._model.turn
                own = item.frame.ack and self.sent is not None
                action = self.sent if own else None
                self.frame, self._model = item.frame, item.model
                self.session.follow(item.model, item.frame.over)
                if item.frame.moved:
                    if own or item.frame.ack:
                        self.sent = None
                    moves.append((mover, action, list(item.model.events)))
                    if item.frame.ack:
                        self._send_queued()
                else:
                    self.sent = None        # a refused move, a rejoin: the table as it stands
                    self.queued.clear()
                    self.changed = True
            elif isinstance(item, Status):
                self.state, self.problem = item.state, item.error
                if item.state != "connected":
                    self.sent = None
                    self.queued.clear()
                self.changed = True
            elif isinstance(item, Refused):
                self.refused = item.code
                self.sent = None
                self.queued.clear()
                self.changed = True
        return moves

    def shutdown(self) -> None:
        if self.link is not None:
            self.link.close()


def connection_line(controller: OnlineController) -> str | None:
    """The band across the top of an online table, or None when all is well."""
    if controller.state == "reconnecting":
        return M("Connection lost: reconnecting…")
    if controller.state == "failed":
        return problem_text(controller.problem) if controller.problem else M("The connection is lost.")
    if not controller.started:
        return M("Waiting for the host to start the game.")
    return None


def problem_text(error: OnlineError) -> str:
    """One sentence for what went wrong online."""
    i = error.info
    address = i.get("address", "")
    words = {
        "unreachable": M("The server at {address} cannot be reached: check the address, and that its host "
                         "has Vernissage open.", address=address),
        "not_vernissage": M("The server at {address} is not a Vernissage server.", address=address),
        "address": M("“{address}” is not a server address: type it as host:port, e.g. 192.168.1.20:8765.",
                     address=i.get("address", "")),
        "code": M("That is not an invite code: paste the whole code the host gave you."),
        "token": M("That invite code opens no seat of this game: ask the host for yours."),
        "unknown": M("There is no such game on that server."),
        "rules": M("The server at {address} plays a game this app does not have.", address=address),
        "replaced": M("This seat is played elsewhere now: from another window, or the host handed it to an AI."),
        "port": M("Port {port} is in use on this computer: choose another.", port=i.get("port", 0)),
        "listen": M("The server cannot listen on port {port}: choose another.", port=i.get("port", 0)),
        "store": M("This user folder's online games are in use by another Vernissage window."),
        "setup": M("The server does not offer that set-up."),
        "rate": M("The server is busy: try again in a minute."),
    }
    if error.code == "version":
        if i.get("newer"):
            return M("That server runs a newer Vernissage (online protocol {theirs}, this app {ours}): "
                     "update the app to play there.", theirs=i.get("theirs", 0), ours=i.get("ours", 0))
        return M("That server runs an older Vernissage (online protocol {theirs}, this app {ours}): "
                 "its host must update it.", theirs=i.get("theirs", 0), ours=i.get("ours", 0))
    return words.get(error.code, M("The server could not do that; try again later."))


REFUSALS = {
    "turn": "It is not your turn.",
    "stale": "Another move came first: here is the table now.",
    "illegal": "The server refused that move.",
    "over": "This game is over.",
    "waiting": "The host has not started the game yet.",
    "rate": "Too many moves at once: slow down.",
}


class OnlineTable:
    """Mixed in before a game's table class (:func:`online_table`)."""

    controller: OnlineController

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        c = self.controller
        if c.sent is not None:
            # A move of ours on its way keeps the turn ours: the "turn" sound is for a turn
            # coming back from the others, not for each of our own moves acknowledged.
            self._human_turn = True
        if c.changed:
            c.changed = False
            if c.refused is not None:
                self.notice = (REFUSALS.get(c.refused, "The server refused that."), 3.0)
                c.refused = None
            self.refresh()  # type: ignore[attr-defined]
            self.app.dirty = True  # type: ignore[attr-defined]
        mine = c.human_to_act is not None or c.sent is not None
        caption = M("Your turn — {title}", title=TITLE) if mine else TITLE
        if caption != getattr(self, "_caption", None):
            self._caption = caption
            pygame.display.set_caption(str(caption))

    def wake_in(self) -> float | None:
        """Frames while something moves; else ten times a second, to read the server's frames."""
        if self.animating or (self._over_timer is not None and self._over_timer != float("inf")):  # type: ignore[attr-defined]
            return 0
        return 0.1

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        line = connection_line(self.controller)
        if line:
            s = lambda v: theme.px(v, self.scale)  # type: ignore[attr-defined]  # noqa: E731
            w, h = theme.font(s(theme.TEXT_S), bold=True).size(line)
            band = pygame.Rect(0, 0, min(surface.get_width() - s(16), w + s(28)), h + s(12))
            band.midtop = (surface.get_width() // 2, s(6))
            theme.round_rect(surface, band, theme.ACCENT_DARK, s(6))
            theme.blit_text(surface, line, s(theme.TEXT_S), theme.SURFACE, band.center, "center", bold=True)

    def open_pause(self) -> None:
        self.app.push(OnlinePause(self.app, self))  # type: ignore[attr-defined]

    def open_recap(self) -> None:
        self.notice = (M("The recap of other players' moves is not offered online yet: the log shows them."), 3.0)

    def open_results(self) -> None:
        if self.controller.session.over:
            self.app.push(OnlineOver(self.app, self))  # type: ignore[attr-defined]

    def leave(self) -> None:
        """Back to *Your games*: the game stays on its server."""
        from game.ui.online.scenes import YourGamesScene
        self.controller.shutdown()
        pygame.display.set_caption(TITLE)
        self.app.go_home()  # type: ignore[attr-defined]
        self.app.push(YourGamesScene(self.app))  # type: ignore[attr-defined]


@functools.cache
def _online_class(game_id: str) -> type:
    table = load_object(spec(game_id).table)
    return type(f"Online{table.__name__}", (OnlineTable, table), {})  # i18n: not shown


class NotOnline(Exception):
    """This game's table does not draw from the table model alone: it cannot be played online."""


def online_table(app: Any, controller: OnlineController, size: tuple[int, int] | None = None) -> Any:
    """The online table of the controller's game; NotOnline when the game's table reads more than
    the model (it asks the controller for what only a local game has). ``size``: lay it out and
    draw it once off screen at that size (the host's check, before a game is created)."""
    try:
        table = _online_class(controller.session.game.GAME_ID)(app, controller)
        if size is not None:
            table.on_resize(size, theme.ui_scale(size))
            table.draw_table(pygame.Surface(size))
    except AttributeError:
        raise NotOnline() from None
    return table


class OnlinePause(ModalScene):
    """Over an online table: Resume, the seats (the lobby), Rules, Settings, Leave."""

    arrow_focus = True

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        from game.ui.scenes.rules import RulesScene
        from game.ui.scenes.settings import SettingsScene
        self.table = table
        game_id = table.controller.session.game.GAME_ID
        self.buttons = [
            self.ui.add(Button("Resume", self.cancel, style="primary")),
            self.ui.add(Button("Seats", self._seats, tooltip="Who is connected; the host can hand an "
                                                            "absent seat to an AI")),
            self.ui.add(Button("Rules", lambda: app.push(RulesScene(app, tab=game_id)))),
            self.ui.add(Button("Settings", lambda: app.push(SettingsScene(app)))),
            self.ui.add(Button("Leave the table", self._leave, style="quiet",
                               tooltip="The game stays on its server: Your games resumes it")),
        ]
        self.ui.set_focus(self.buttons[0], keyboard=False)
        app.play_sound("open")

    def _seats(self) -> None:
        from game.ui.online.scenes import LobbyScene, entry_of
        entry = entry_of(self.table.controller)
        if entry is not None:
            self.app.push(LobbyScene(self.app, entry, watching=True))

    def _leave(self) -> None:
        self.table.leave()

    def layout(self) -> None:
        w, h = self.size
        pad, bw, bh, gap = self.s(28), self.s(300), self.s(theme.BUTTON_H), self.s(10)
        title_h = theme.font(self.s(theme.HEADING), bold=True).get_linesize()
        self.panel = pygame.Rect(0, 0, bw + 2 * pad, pad + title_h + self.s(theme.GAP)
                                 + len(self.buttons) * (bh + gap) - gap + pad)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.top + pad + title_h + self.s(theme.GAP)
        for b in self.buttons:
            b.place((self.panel.left + pad, y, bw, bh), self.scale)
            y += bh + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.blit_text(surface, "Paused", self.s(theme.HEADING), theme.INK,
                        (self.panel.centerx, self.panel.top + self.s(28)), "midtop", bold=True)


class OnlineOver(ModalScene):
    """The end of an online game, as a local game's end screen says it (from the final model):
    who won, how the end came, the ranking with the final scores, the game's own scoring
    breakdown when its table draws one; and the way back."""

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.look = self.ui.add(Button("Look at the table", lambda: app.pop(self), style="quiet"))
        self.back = self.ui.add(Button("Your games", table.leave, style="primary"))
        app.play_sound("chime")

    def headline(self) -> str:
        c = self.table.controller
        return headline(c.summary(), c.model().names)

    def subline(self) -> str:
        """How the game ended (the tie-break, the trigger, the rounds); nothing before the end."""
        c = self.table.controller
        summary = c.summary()
        if not summary["completed"]:
            return ""
        return subline(c.session.game.GAME_ID, summary, (c.result() or {}).get("tiebreak"))

    def ranking(self) -> list[tuple[int, str, int, bool]]:
        """Seats by final score, best first (none when the model carries no scores)."""
        c = self.table.controller
        summary = c.summary()
        return ranking(summary, c.model().names) if summary["scores"] else []

    def layout(self) -> None:
        w, h = self.size
        pw, ph = min(w - self.s(40), self.s(1100)), min(h - self.s(40), self.s(640))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw, bh = self.s(220), self.s(theme.BUTTON_H)
        y = self.panel.bottom - self.s(24) - bh
        self.look.place((self.panel.centerx - bw - self.s(8), y, bw, bh), self.scale)
        self.back.place((self.panel.centerx + self.s(8), y, bw, bh), self.scale)

    def draw_content(self, surface: pygame.Surface) -> None:
        top = self.panel.top + self.s(24)
        r = theme.blit_text(surface, self.headline(), self.s(theme.TITLE), theme.INK,
                            (self.panel.centerx, top), "midtop", bold=True)
        model = self.table.controller.model()
        sub = self.subline()
        if model.result is None and model.log:     # no result in the model: the game's last words say it
            sub = said_as(model.log[-1].text)
        if sub:
            r = theme.blit_text(surface, sub, self.s(theme.TEXT), theme.INK_SOFT,
                                (self.panel.centerx, r.bottom + self.s(6)), "midtop")
        area = pygame.Rect(self.panel.left + self.s(24), r.bottom + self.s(16), self.panel.w - self.s(48),
                           self.look.rect.top - r.bottom - self.s(32))
        rows = self.ranking()
        breakdown = self.table.draw_breakdown
        if rows:
            width = min(self.s(340), area.w // 3) if breakdown is not None else min(area.w, self.s(520))
            rank = pygame.Rect(area.left if breakdown is not None else area.centerx - width // 2, area.top, width,
                               min(area.h, self.s(60) + len(rows) * self.s(40)))
            draw_ranking(surface, rank, self.scale, rows, self.table.seat_colour,
                         spec(self.table.controller.session.game.GAME_ID).score_word,
                         alone=len(model.seats) == 1)
            area = pygame.Rect(rank.right + self.s(16), area.top, area.right - rank.right - self.s(16), area.h)
        if breakdown is not None:
            breakdown(surface, area, model.observation, model.names, self.scale)
