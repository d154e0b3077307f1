"""Play online: the menu (Host, Join, Your games), hosting, joining, the lobby and *Your games*.

Every request goes through :mod:`game.net.appnet` on its own thread: a scene holds the future of
what it asked and looks at it each frame (``wake_in`` 0.1 s while one is out), so the window
never waits on the network.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from functools import partial
from typing import Any

import msgspec
import pygame

from game.engine.i18n import M, Mn, join
from game.engine.safefile import MAX_NAME, clean_text
from game.engine.session import Session
from game.games import AGENTS, spec
from game.net import appnet, protocol as p
from game.net.appnet import OnlineError, Received, SeatLink, Status
from game.ui import theme
from game.ui.online import mygames
from game.ui.online.mygames import MyGame
from game.ui.online.table import NotOnline, OnlineController, online_table, problem_text
from game.ui.play.launch import free_last_table, set_table_aside
from game.ui.play.model import build_table_model, decode, encode, observation_type
from game.ui.play.setup import NewGameScene
from game.ui.scene import Scene
from game.ui.text import blit_fitted, shorten, wrap, wrap_at_most
from game.ui.widgets import Button, TextInput, Toggle

REMOTE = "remote"           # a seat of the host's set-up played by a person on another computer
LOBBY_POLL = 1.0            # seconds between two looks at who is connected


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; whether it could be."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError):
        return False


class Page(Scene):
    """A page of Play online: a title, a Back button, an error line, and the futures it waits on."""

    heading = "Play online"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.error: str | None = None
        self.note: str | None = None
        self.pending: dict[str, concurrent.futures.Future[Any]] = {}
        self.back = self.ui.add(Button("Back", self.go_back, style="quiet"))

    def go_back(self) -> None:
        self.app.pop(self)

    def escape(self) -> bool:
        self.go_back()
        return True

    def ask(self, name: str, future: concurrent.futures.Future[Any]) -> None:
        self.pending[name] = future

    def answers(self) -> list[tuple[str, Any, OnlineError | None]]:
        """The requests answered since the last frame: (name, result, error)."""
        done: list[tuple[str, Any, OnlineError | None]] = []
        for name, future in list(self.pending.items()):
            if future.done():
                del self.pending[name]
                try:
                    done.append((name, future.result(), None))
                except OnlineError as exc:
                    done.append((name, None, exc))
                except concurrent.futures.CancelledError:
                    pass
        return done

    def fail(self, error: OnlineError) -> None:
        self.error = problem_text(error)
        self.app.play_sound("error")
        self.app.dirty = True

    def wake_in(self) -> float | None:
        own = super().wake_in()
        return 0.1 if own is None else min(own, 0.1)

    def place_back(self) -> None:
        w, h = self.size
        self.back.place((self.s(theme.GAP_L), h - self.s(80), self.s(200), self.s(theme.BUTTON_H)), self.scale)

    def draw_page(self, surface: pygame.Surface) -> int:
        """The paper, the heading, the error or note line; the y under the heading."""
        w, h = self.size
        surface.blit(theme.paper(self.size), (0, 0))
        r = theme.blit_text(surface, self.heading, self.s(theme.TITLE), theme.INK,
                            (self.s(theme.GAP_L), self.s(14)), bold=True)
        line = self.error or self.note
        if line:
            (x, y), anchor = self.line_spot()
            size = self.s(theme.TEXT)
            for part in wrap_at_most(line, theme.font(size, bold=True), w - x - self.s(theme.GAP_L), 2):
                y = theme.blit_text(surface, part, size, theme.ACCENT if self.error else theme.INK_SOFT,
                                    (x, y), anchor, bold=True).bottom
        return r.bottom

    def line_spot(self) -> tuple[tuple[int, int], str]:
        """Where the error (or note) line is drawn: above the bottom buttons by default."""
        return (self.s(theme.GAP_L), self.size[1] - self.s(150)), "topleft"


# ---- the menu -------------------------------------------------------------------------------------
class OnlineMenu(Page):
    """Host a game, join one, or go back to one of Your games."""

    arrow_focus = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.host = self.ui.add(Button("Host a game", lambda: app.push(HostScene(app)), style="primary",
                                       tooltip="Your computer serves the game; friends join with a code"))
        self.join = self.ui.add(Button("Join a game", lambda: app.push(JoinScene(app)),
                                       tooltip="The host's address and your invite code"))
        self.mine = self.ui.add(Button("Your games", lambda: app.push(YourGamesScene(app)),
                                       tooltip="Online games you play: whose turn it is; resume one"))

    def layout(self) -> None:
        x, y = self.s(theme.GAP_L), self.s(130)
        for b in (self.host, self.join, self.mine):
            b.place((x, y, self.s(300), self.s(theme.BUTTON_H)), self.scale)
            y += self.s(theme.BUTTON_H + 12)
        self.place_back()

    def draw(self, surface: pygame.Surface) -> None:
        top = self.draw_page(surface)
        theme.blit_text(surface, "Play with friends on other computers, each at their own screen.",
                        self.s(theme.TEXT), theme.INK_SOFT, (self.s(theme.GAP_L), top + self.s(8)))
        super().draw(surface)


# ---- hosting ----------------------------------------------------------------------------------------
class HostScene(NewGameScene):
    """The set-up of a game to host: each seat is you, a remote player or an AI; the port, and
    whether other computers may connect."""

    title = "Host a game online"
    start_label = "Host game"

    def __init__(self, app: Any, game_id: str | None = None) -> None:
        known = [g.hosted_port for g in mygames.load() if g.hosted_port]
        self.port_text = str(known[0] if known else appnet.DEFAULT_PORT)
        self.public = bool(next((g.public for g in mygames.load() if g.hosted_port), False))
        self.pending: concurrent.futures.Future[Any] | None = None
        self.made: tuple[str, dict[str, Any], list[tuple[str, str]], int, bool] | None = None
        super().__init__(app, self._host, game_id)

    def seat_choices(self) -> list[Any]:
        from game.games import Choice
        mine = super().seat_choices()
        you = Choice("human", "You", "You play this seat, at this computer")
        remote = Choice(REMOTE, "Remote player", "A friend joins this seat with its invite code")
        return [you, remote] + mine[1:]

    def _build(self) -> None:
        super()._build()
        self.port = self.ui.add(TextInput(self.port_text, self._set_port, max_len=5, allowed="0123456789",
                                          tooltip="The port the server listens on (1024-65535)"))
        self.reach = self.ui.add(Toggle(self.public, self._set_public,
                                        tooltip="Off: only this computer can connect (to try it out)"))
        self.options += [("Port", self.port), ("Other computers", self.reach)]
        if self.size != (0, 0):
            self.layout()

    def _hint(self) -> str | None:
        return M("Each remote player joins with the address and the invite code the lobby shows; "
                 "turn Other computers on for players who are not at this computer.")

    def _set_port(self, value: str) -> None:
        self.port_text = value
        self.error = None

    def _set_public(self, value: bool) -> None:
        self.public = value

    def _host(self, app: Any, game: Any, setup: dict[str, Any], seats: list[tuple[str, str]]) -> None:
        if self.pending is not None:
            return
        yours = [i for i, (_, player) in enumerate(seats) if player == "human"]
        if len(yours) > 1:
            self.error = M("Only one seat is yours: make the others remote players or AIs.")
            return
        port = int(self.port_text) if self.port_text.isdigit() else 0
        if not 1024 <= port <= 65535:
            self.error = M("Choose a port from 1024 to 65535.")
            return
        game_id = game.GAME_ID
        try:
            table_check(app, game_id, setup, seats, yours[0] if yours else 0)
        except NotOnline:
            self.error = M("{title} cannot be played online yet.", title=spec(game_id).title)
            return
        on_server = [{"name": name, "player": "human" if player in ("human", REMOTE) else player}
                     for name, player in seats]
        self.made = (game_id, setup, seats, port, self.public)
        self.pending = appnet.net().submit(_host_and_create(port, self.public, game_id, on_server, setup))
        self.app.dirty = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pending is None or not self.pending.done() or self.made is None:
            return
        future, self.pending = self.pending, None
        try:
            made = future.result()
        except OnlineError as exc:
            self.error = problem_text(exc)
            self.app.play_sound("error")
            return
        game_id, setup, seats, port, public = self.made
        tokens = {s["seat"]: s["token"] for s in made["seats"]}
        you = next((i for i, (_, player) in enumerate(seats) if player == "human"), None)
        entry = MyGame(address=f"http://127.0.0.1:{port}", game=made["game"], rules=game_id, seat=you,
                       token=tokens.get(you) if you is not None else None, host_token=made["host"],
                       names=[name for name, _ in seats], hosted_port=port, public=public,
                       invites=[appnet.invite_code(made["game"], tokens[i]) if player == REMOTE else ""
                                for i, (_, player) in enumerate(seats)])
        mygames.remember(entry)
        self.app.replace(LobbyScene(self.app, entry))

    def wake_in(self) -> float | None:
        return 0.1 if self.pending is not None else super().wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.pending is not None:
            theme.blit_text(surface, "Starting the server…", self.s(theme.TEXT_S), theme.INK_SOFT,
                            (self.size[0] // 2, self.size[1] - self.s(110)), "midbottom", bold=True)


async def _host_and_create(port: int, public: bool, game_id: str, seats: list[dict[str, str]],
                           setup: dict[str, Any]) -> dict[str, Any]:
    server = await appnet.host(port, public)
    return await appnet.create_game(server.url, game_id, seats, setup)


def table_check(app: Any, game_id: str, setup: dict[str, Any], seats: list[tuple[str, str]], seat: int) -> None:
    """NotOnline unless this game's table draws from the model the server would send: its table
    is made from that model, once, off screen (no game is created)."""
    players = [(name, "human" if player in ("human", REMOTE) else player) for name, player in seats]
    session = Session(spec(game_id).module(), setup, players, agents=AGENTS)
    data = encode(build_table_model(session, seat))
    frame = p.Model(p.PROTOCOL_VERSION, 0, seat, session.seat_to_act(), False, msgspec.Raw(data))
    model = decode(data, observation_type(session.game))
    online_table(app, OnlineController(None, game_id, app.settings, frame, model), size=app.size)


# ---- joining ---------------------------------------------------------------------------------------
class JoinScene(Page):
    """The host's address and an invite code."""

    heading = "Join a game"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.address = self.ui.add(TextInput("", self._edited, max_len=100, placeholder="192.168.1.20:8765",
                                             tooltip="The address the host's screen shows"))
        self.code = self.ui.add(TextInput("", self._edited, max_len=90, on_submit=lambda v: self._join(),
                                          placeholder="Paste your invite code (Ctrl+V)",
                                          tooltip="The code the host gave you for your seat"))
        self.go = self.ui.add(Button("Join", self._join, style="primary"))
        self.link: SeatLink | None = None

    def _edited(self, value: str) -> None:
        self.error = None

    def _join(self) -> None:
        if self.link is not None:
            return
        try:
            url = appnet.server_url(self.address.value)
            game, token = appnet.read_invite(self.code.value)
        except OnlineError as exc:
            self.fail(exc)
            return
        self.error, self.note = None, M("Joining…")
        self.link = SeatLink(url, game, token).open()

    def update(self, dt: float) -> None:
        super().update(dt)
        link = self.link
        while link is not None and (item := link.next_item()) is not None:
            if isinstance(item, Status) and item.state == "failed":
                self.link, self.note = None, None
                self.fail(item.error or OnlineError("unreachable"))
                return
            if isinstance(item, p.Welcome):
                entry = MyGame(address=link.url, game=link.game, rules=item.game_id, seat=item.seat,
                               token=link.token, names=[shown_name(s.name) for s in item.seats][:8])
                mygames.remember(entry)
                self.app.replace(LobbyScene(self.app, entry, link=link))
                return

    def layout(self) -> None:
        x, w = self.s(theme.GAP_L), min(self.s(720), self.size[0] - 2 * self.s(theme.GAP_L))
        h = self.s(theme.BUTTON_H)
        self.address.place((x, self.s(170), w, h), self.scale)
        self.code.place((x, self.s(270), w, h), self.scale)
        self.go.place((x, self.s(350), self.s(200), h), self.scale)
        self.place_back()

    def line_spot(self) -> tuple[tuple[int, int], str]:
        return (self.s(theme.GAP_L), self.go.rect.bottom + self.s(24)), "topleft"

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface)
        x = self.s(theme.GAP_L)
        theme.blit_text(surface, "Server address", self.s(theme.TEXT), theme.INK,
                        (x, self.address.rect.top - self.s(8)), "bottomleft", bold=True)
        theme.blit_text(surface, "Invite code", self.s(theme.TEXT), theme.INK,
                        (x, self.code.rect.top - self.s(8)), "bottomleft", bold=True)
        super().draw(surface)

    def handle_event(self, event: Any) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            for box in (self.address, self.code):
                if box.focused:
                    box.insert(paste_text())
                    return
        super().handle_event(event)


def shown_name(name: str) -> str:
    """A seat's name as a server sent it, made safe to draw and keep (a server may be anyone's)."""
    return clean_text(name)[:MAX_NAME]


def paste_text() -> str:
    """The clipboard's text ("" when there is none, or no clipboard)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        return (pygame.scrap.get_text() or "").strip()
    except (pygame.error, AttributeError):
        return ""


# ---- the lobby -------------------------------------------------------------------------------------
def seat_player_label(game_id: str, player: str, mine: bool) -> str:
    if mine:
        return "You"
    if player == "human":
        return "Remote player"
    return spec(game_id).player_choices_label(player)


class LobbyScene(Page):
    """Who sits where and who is connected; the host's invite codes and Start. Opens the table
    once the game is started (``watching``: over a table already open, it only shows the seats)."""

    heading = "Game lobby"

    def __init__(self, app: Any, entry: MyGame, link: SeatLink | None = None, watching: bool = False) -> None:
        super().__init__(app)
        self.entry, self.watching = entry, watching
        self.info: appnet.LobbyInfo | None = None
        self.reached = False                 # the server's last lobby answer came (not an error)
        self.since_poll = LOBBY_POLL
        self.link = None if watching or entry.token is None else (
            link or SeatLink(entry.address, entry.game, entry.token).open())
        self.first: Received | None = None
        self.start = self.ui.add(Button("Start the game", self._start, style="primary"))
        self.copy_address = self.ui.add(Button("Copy", lambda: self._copy(self.address_text()), size=theme.TEXT_S))
        self.rows: list[tuple[Button, Button, Button]] = []
        levels = spec(entry.rules).app_levels
        level = "medium" if "medium" in levels else levels[0]
        for seat in range(len(entry.names)):
            copy = self.ui.add(Button("Copy code", partial(self._copy_code, seat), size=theme.TEXT_S))
            hand = self.ui.add(Button("Hand to AI", partial(self._hand, seat, level), size=theme.TEXT_S,
                                      tooltip="An AI plays this seat from now on"))
            give = self.ui.add(Button("Give to a person", partial(self._hand, seat, "human"),
                                      size=theme.TEXT_S, tooltip="A new invite code for this seat"))
            self.rows.append((copy, hand, give))
        self.note = M("Connecting…")
        self._refresh_buttons()

    @property
    def is_host(self) -> bool:
        return self.entry.host_token is not None

    def address_text(self) -> str:
        e = self.entry
        if e.hosted_port:
            return appnet.reachable_address(e.hosted_port, e.public)
        return appnet.shown_address(e.address)

    def _code(self, seat: int) -> str:
        return self.entry.invites[seat] if seat < len(self.entry.invites) else ""

    def _copy_code(self, seat: int) -> None:
        self._copy(self._code(seat))

    def _copy(self, text: str) -> None:
        self.note = M("Copied.") if copy_text(text) else M("No clipboard here: select and copy the text by hand.")
        self.app.dirty = True

    def go_back(self) -> None:
        if self.link is not None:
            self.link.close()
        self.app.pop(self)

    def _start(self) -> None:
        if self.entry.host_token and "start" not in self.pending:
            self.ask("start", appnet.net().submit(appnet.start_game(self.entry.address, self.entry.game,
                                                                    self.entry.host_token)))

    def _hand(self, seat: int, player: str) -> None:
        """The host hands ``seat`` to the AI ``player``, or to a person (``human``: a new code)."""
        if not self.entry.host_token or "hand" in self.pending:
            return
        self.ask("hand", appnet.net().submit(appnet.hand_seat(self.entry.address, self.entry.game,
                                                              self.entry.host_token, seat, player)))

    def _handed(self, answer: dict[str, Any]) -> None:
        """Keep the seat's new invite code (none for an AI); a strange answer keeps none."""
        seat, token = answer.get("seat"), answer.get("token")
        if not isinstance(seat, int) or not 0 <= seat < len(self.entry.names):
            return
        invites = (self.entry.invites + [""] * len(self.entry.names))[:len(self.entry.names)]
        try:
            invites[seat] = appnet.invite_code(*appnet.read_invite(appnet.invite_code(self.entry.game, str(token))))
        except OnlineError:
            invites[seat] = ""
        self.entry.invites = invites
        mygames.remember(self.entry)

    def _seats(self) -> list[appnet.LobbySeat]:
        return list(self.info.seats) if self.info else []

    def _refresh_buttons(self) -> None:
        seats = self._seats()
        started = bool(self.info and self.info.started)
        # Start only once the server answered, and not while its last answer failed: a start
        # offered to a server that cannot be reached could only fail.
        self.start.visible = self.is_host and self.reached and not started and not self.watching
        for seat, (copy, hand, give) in enumerate(self.rows):
            known = seat < len(seats) and seat != self.entry.seat
            remote = known and seats[seat].player == "human"
            connected = known and seats[seat].connected
            copy.visible = self.is_host and remote and bool(self._code(seat))
            hand.visible = self.is_host and remote and not connected
            give.visible = self.is_host and known and not remote
        self.copy_address.visible = self.is_host

    def update(self, dt: float) -> None:
        super().update(dt)
        self.since_poll += dt
        token = self.entry.host_token or self.entry.token
        if self.since_poll >= LOBBY_POLL and "lobby" not in self.pending and token:
            self.since_poll = 0.0
            self.ask("lobby", appnet.net().submit(appnet.lobby(self.entry.address, self.entry.game, token)))
        for name, result, error in self.answers():
            if name == "lobby":
                self.reached = error is None
            if error is not None:
                self.fail(error)
            elif name == "lobby":
                self.info, self.error = result, None
                if self.note == M("Connecting…"):
                    self.note = None
                mygames.update(self.entry, result)
            elif name == "hand":
                self._handed(result)
                self.since_poll = LOBBY_POLL
            elif name == "start":
                self.since_poll = LOBBY_POLL
            self._refresh_buttons()
            self.layout()
        self._read_link()

    def _read_link(self) -> None:
        link = self.link
        while link is not None and (item := link.next_item()) is not None:
            if isinstance(item, Status) and item.state == "failed":
                self.fail(item.error or OnlineError("unreachable"))
                self.link = None
                return
            if isinstance(item, Received):
                if item.frame.started:
                    self._open_table(link, item)
                    return

    def _open_table(self, link: SeatLink, first: Received) -> None:
        free_last_table()
        controller = OnlineController(link, self.entry.rules, self.app.settings, first.frame, first.model)
        try:
            table = online_table(self.app, controller)
        except NotOnline:
            link.close()
            self.link = None
            self.error = M("{title} cannot be played online yet.", title=spec(self.entry.rules).title)
            return
        controller.entry = self.entry
        mygames.remember(self.entry)
        self.link = None
        self.app.replace(table)
        set_table_aside()

    def headline(self) -> str:
        return M("{title} · server {address}", title=spec(self.entry.rules).title, address=self.address_text())

    def layout(self) -> None:
        w, h = self.size
        x = self.s(theme.GAP_L)
        bh = self.s(34)
        text_w = theme.font(self.s(theme.TEXT_L), bold=True).size(self.headline())[0]
        self.copy_address.place((x + text_w + self.s(16), self.s(96), self.s(110), bh), self.scale)
        for seat, (copy, hand, give) in enumerate(self.rows):
            y = self._row_y(seat)
            right = w - x - self.s(10)
            for button, width in ((give, 200), (hand, 180), (copy, 170)):      # the visible ones, from the right
                if button.visible:
                    button.place((right - self.s(width), y + self.s(18), self.s(width), bh), self.scale)
                    right -= self.s(width + 10)
        self.start.place((w - x - self.s(240), h - self.s(80), self.s(240), self.s(theme.BUTTON_H)), self.scale)
        self.place_back()

    def _row_y(self, seat: int) -> int:
        return self.s(160) + seat * self.s(78)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface)
        w = self.size[0]
        x = self.s(theme.GAP_L)
        theme.blit_text(surface, self.headline(), self.s(theme.TEXT_L), theme.INK,
                        (x, self.s(96) + self.s(17)), "midleft", bold=True)
        seats = self._seats()
        fs = self.s(theme.TEXT_S)
        for seat, name in enumerate(self.entry.names):
            y = self._row_y(seat)
            row = pygame.Rect(x, y, w - 2 * x, self.s(70))
            theme.round_rect(surface, row, theme.SURFACE, self.s(8))
            pygame.draw.circle(surface, theme.SEATS[seat % len(theme.SEATS)], (x + self.s(20), y + self.s(22)),
                               self.s(8))
            info = seats[seat] if seat < len(seats) else None
            player = info.player if info is not None else ""
            theme.blit_text(surface, name, self.s(theme.TEXT), theme.INK, (x + self.s(40), y + self.s(22)),
                            "midleft", bold=True)
            who = seat_player_label(self.entry.rules, player, seat == self.entry.seat) if player else "…"
            if player == "human":
                state = M("connected") if info is not None and info.connected else M("not connected")
                who = M("{who} · {state}", who=who, state=state)
            theme.blit_text(surface, who, fs, theme.INK_SOFT, (x + self.s(260), y + self.s(22)), "midleft")
            code = self._code(seat) if self.is_host and player == "human" and seat != self.entry.seat else ""
            if code:
                theme.blit_text(surface, M("Invite code: {code}", code=code), fs, theme.INK,
                                (x + self.s(40), y + self.s(52)), "midleft")
        if self.info is not None:
            y = self._row_y(len(self.entry.names)) + self.s(8)
            for line in wrap(self.status(), theme.font(self.s(theme.TEXT)), w - 2 * x):
                y = theme.blit_text(surface, line, self.s(theme.TEXT), theme.INK, (x, y)).bottom
        super().draw(surface)

    def status(self) -> str:
        info = self.info
        names = self.entry.names
        if info is None:
            return ""
        if info.over:
            return "The game is over."
        if not info.started:
            if self.is_host:
                return M("Send each remote player the address and their code; start when you are ready "
                         "(a seat can join later, or be handed to an AI).")
            return M("Waiting for the host to start the game.")
        to_act = info.to_act
        if to_act is not None and to_act < len(names):
            return M("Game under way: {name} to play.", name=names[to_act])
        return M("Game under way.")


def entry_of(controller: Any) -> MyGame | None:
    """The *Your games* entry of the game an online table plays."""
    return getattr(controller, "entry", None)


# ---- Your games -------------------------------------------------------------------------------------
ROWS_SHOWN = 6


class YourGamesScene(Page):
    """The online games of this player, most recent first, each with whose turn it is."""

    heading = "Your games"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.games = mygames.load()
        self.first = 0
        self.problems: dict[tuple[str, str], str] = {}
        self.rows: list[tuple[Button, Button]] = []
        self.resuming: MyGame | None = None       # a game to open once this app's server is up
        for i in range(ROWS_SHOWN):
            resume = self.ui.add(Button("Resume", partial(self._resume, i), style="primary", size=theme.TEXT_S))
            forget = self.ui.add(Button("Forget", partial(self._forget, i), style="quiet", size=theme.TEXT_S,
                                        tooltip="Take it off this list (the game stays on its server)"))
            self.rows.append((resume, forget))
        self._start_hosting()
        self._ask_all()
        self._refresh_buttons()

    def _start_hosting(self) -> None:
        """The server this app hosts its games on, started again for a game still going on."""
        hosted = next((g for g in self.games if g.hosted_port and not g.over), None)
        if hosted is not None and hosted.hosted_port:
            self.ask("host", appnet.net().submit(appnet.host(hosted.hosted_port, hosted.public)))

    def _ask_all(self) -> None:
        for g in self.games:
            token = g.host_token or g.token
            if token and not g.over:
                self.ask(f"{g.address} {g.game}", appnet.net().submit(
                    _lobby_after_host(self.pending.get("host"), g.address, g.game, token)))

    def _shown(self) -> list[MyGame]:
        return self.games[self.first:self.first + ROWS_SHOWN]

    def _resume(self, i: int) -> None:
        shown = self._shown()
        if i >= len(shown):
            return
        g = shown[i]
        if g.hosted_port and appnet.hosted() is None:
            # A game hosted here whose server is not up (the list starts it only for a game going
            # on): start it first, then open the game (a finished one shows its end).
            self.resuming = g
            if "host" not in self.pending:
                self.ask("host", appnet.net().submit(appnet.host(g.hosted_port, g.public)))
            return
        self.app.push(LobbyScene(self.app, g))

    def _forget(self, i: int) -> None:
        shown = self._shown()
        if i < len(shown):
            mygames.forget(shown[i])
            self.games = mygames.load()
            self.first = max(0, min(self.first, len(self.games) - ROWS_SHOWN))
            self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        shown = self._shown()
        for i, (resume, forget) in enumerate(self.rows):
            resume.visible = forget.visible = i < len(shown)
            if i < len(shown):
                # a finished game is not resumed: its button opens its result
                resume.label = "See the result" if shown[i].over else "Resume"
            if i < len(shown) and shown[i].token is None and shown[i].host_token is None:
                resume.disable("No seat of this game is yours")

    def on_reveal(self) -> None:
        self.games = mygames.load()
        self._refresh_buttons()
        self._ask_all()

    def handle_event(self, event: Any) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(self.first - event.y, len(self.games) - ROWS_SHOWN))
            self._refresh_buttons()
            self.app.dirty = True
            return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        for name, result, error in self.answers():
            if name == "host":
                resuming, self.resuming = self.resuming, None
                if error is not None:
                    self.fail(error)
                elif resuming is not None:
                    self.app.push(LobbyScene(self.app, resuming))
                continue
            g = next((g for g in self.games if f"{g.address} {g.game}" == name), None)
            if g is None:
                continue
            if error is not None:
                self.problems[g.key] = problem_text(error)
            else:
                self.problems.pop(g.key, None)
                mygames.update(g, result)
            self.app.dirty = True

    def layout(self) -> None:
        w = self.size[0]
        x = self.s(theme.GAP_L)
        for i, (resume, forget) in enumerate(self.rows):
            y = self.s(110) + i * self.s(84)
            resume.place((w - x - self.s(270), y + self.s(18), self.s(130), self.s(38)), self.scale)
            forget.place((w - x - self.s(130), y + self.s(18), self.s(120), self.s(38)), self.scale)
        self.place_back()

    def turn_text(self, g: MyGame) -> str:
        if g.key in self.problems:
            return self.problems[g.key]
        if g.over:
            return "Game over"
        if not g.started:
            return "Waiting for the host to start the game."
        if g.to_act is not None and g.to_act == g.seat:
            return "Your turn"
        if g.to_act is not None and g.to_act < len(g.names):
            return M("{name}'s turn", name=g.names[g.to_act])
        return "…"

    def draw(self, surface: pygame.Surface) -> None:
        top = self.draw_page(surface)
        w = self.size[0]
        x = self.s(theme.GAP_L)
        if not self.games:
            theme.blit_text(surface, "No online game yet: host one, or join one with an invite code.",
                            self.s(theme.TEXT), theme.INK_SOFT, (x, top + self.s(24)))
        fs = self.s(theme.TEXT_S)
        for i, g in enumerate(self._shown()):
            y = self.s(110) + i * self.s(84)
            row = pygame.Rect(x, y, w - 2 * x, self.s(74))
            mine = g.to_act is not None and g.to_act == g.seat and g.started and not g.over
            theme.round_rect(surface, row, theme.ACCENT_SOFT if mine else theme.SURFACE, self.s(8))
            theme.blit_text(surface, spec(g.rules).title, self.s(theme.TEXT), theme.INK,
                            (x + self.s(16), y + self.s(20)), "midleft", bold=True)
            # whose turn, or why the game cannot be reached: kept left of the row's buttons (a long
            # problem ran under Resume at 960×540 in French), a size smaller, then cut
            status = pygame.Rect(x + self.s(260), y + self.s(3), row.right - self.s(282) - x - self.s(260), self.s(34))
            blit_fitted(surface, self.turn_text(g), self.s(theme.TEXT), theme.ACCENT_DARK if mine else theme.INK,
                        status, bold=mine, align="left")
            names = M("Players: {names}", names=join(", ", g.names))
            where = (M("hosted here, port {port}", port=g.hosted_port) if g.hosted_port
                     else M("on {address}", address=appnet.shown_address(g.address)))
            line = M("{players} · {where}", players=names, where=where)
            theme.blit_text(surface, shorten(line, theme.font(fs), row.w - self.s(300)), fs, theme.INK_SOFT,
                            (x + self.s(16), y + self.s(52)), "midleft")
        if len(self.games) > ROWS_SHOWN:
            n = len(self.games) - ROWS_SHOWN
            theme.blit_text(surface, Mn("{n} more: scroll with the wheel.", "{n} more: scroll with the wheel.", n, n=n),
                            fs, theme.INK_SOFT, (w // 2, self.s(110) + ROWS_SHOWN * self.s(84)), "midtop")
        super().draw(surface)


async def _lobby_after_host(hosting: concurrent.futures.Future[Any] | None, url: str, game: str,
                            token: str) -> appnet.LobbyInfo:
    """A game's lobby answer, asked once the app's own server (when it is starting) is up."""
    if hosting is not None:
        try:
            await asyncio.wrap_future(hosting)
        except OnlineError:
            pass
    return await appnet.lobby(url, game, token)
