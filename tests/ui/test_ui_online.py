"""Play online from the app, headless, with real events on real scenes: a game is hosted in the
app on a free loopback port, a second client joins its remote seat, the lobby shows both, the host
starts it, moves are clicked on the table drawn from the server's models, the game is left and
found in Your games; a wrong code, a wrong address and an unreachable server each get one sentence.

The game is the first one of the registry whose table draws from the model alone (the one check
the host makes), so no game is named here. Every wait is on a condition, with a deadline."""

from __future__ import annotations

import gc
import json
import queue
import time
from typing import Any, Callable

import pygame
import pytest
from ui_helpers import click, run

from game.engine.actions import parse_action
from game.games import all_specs
from game.net import appnet
from game.net.bench import free_port
from game.ui.online import mygames
from game.ui.online.scenes import HostScene, JoinScene, LobbyScene, OnlineMenu, YourGamesScene, table_check
from game.ui.online.table import NotOnline, OnlinePause, OnlineTable


def until(app: Any, done: Callable[[], bool], what: str, seconds: float = 15.0) -> None:
    """Run frames until ``done()``; fail naming ``what`` past the deadline."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise AssertionError(f"no {what} within {seconds} s")
        run(app)
        time.sleep(0.005)           # let the network thread run between frames


def model_game(app: Any) -> str:
    """A game whose table the host can put online (its table draws from the model alone)."""
    for g in all_specs():
        try:
            table_check(app, g.id, {"seed": 3}, [("Ada", "human"), ("Bruno", "remote")], 0)
        except NotOnline:
            continue
        return g.id
    pytest.skip("no game's table draws from the model alone yet")


def widget_click(app: Any, widget: Any) -> None:
    click(app, widget.rect.center)


class Bot:
    """The remote seat, played by a second client of the server: its first option each turn."""

    def __init__(self, url: str, code: str) -> None:
        game, token = appnet.read_invite(code)
        self.link = appnet.SeatLink(url, game, token).open()
        self.model: Any = None
        self.frame: Any = None
        self.sent = -1

    def step(self) -> None:
        while True:
            try:
                item = self.link.inbox.get_nowait()
            except queue.Empty:
                break
            if isinstance(item, appnet.Received):
                self.frame, self.model = item.frame, item.model
        m, f = self.model, self.frame
        if m is not None and f.started and not f.over and m.turn == f.seat and self.sent != f.seq \
                and m.decision.options:
            self.sent = f.seq
            self.link.act(f.seq, m.decision.options[0].action)


def test_a_hosted_game_is_joined_started_played_and_found_in_your_games(app: Any) -> None:
    app.settings.animation_speed = "instant"
    online = app.top.online
    widget_click(app, online)
    assert isinstance(app.top, OnlineMenu)
    widget_click(app, app.top.host)
    host = app.top
    assert isinstance(host, HostScene)
    game_id = model_game(app)
    host.choices["game"] = game_id
    host.choices["seats"] = [["Ada", "human"], ["Bruno", "remote"]]
    host._build()
    port = free_port()
    click(app, host.port.rect.center)
    for _ in range(5):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=str(port)))
    run(app)
    assert host.port_text == str(port)
    widget_click(app, host.go)
    until(app, lambda: isinstance(app.top, LobbyScene), "lobby")
    lobby = app.top
    entry = lobby.entry
    assert entry.hosted_port == port and entry.seat == 0 and entry.invites[1]
    assert lobby.address_text() == f"127.0.0.1:{port}"

    until(app, lambda: lobby.info is not None, "the lobby's first answer")
    assert lobby.rows[1][1].visible and lobby.rows[1][0].visible    # Hand to AI, Copy code: Bruno is away
    bot = Bot(f"http://127.0.0.1:{port}", entry.invites[1])
    connected = lambda: [s.connected for s in lobby._seats()] == [True, True]  # noqa: E731
    until(app, connected, "lobby showing both seats connected")
    assert lobby.start.visible and not lobby.rows[1][1].visible
    widget_click(app, lobby.start)
    until(app, lambda: isinstance(app.top, OnlineTable), "table once started")
    table = app.top
    assert gc.get_freeze_count() > 0        # set aside from the cycle collector, as a local table is
    c = table.controller
    sounds: list[str] = []
    app.play_sound = sounds.append

    moves = 0
    while moves < 6:
        def progress() -> bool:
            bot.step()
            return c.human_to_act is not None or table.overlay_open() or c.session.over
        until(app, progress, "a turn for the host's seat")
        if c.session.over:
            break
        if table.overlay_open():            # a card over the table waits for a click
            click(app, (app.size[0] // 2, app.size[1] // 2))
            continue
        before = c.model().moves
        option = next(o for o in c.model().decision.options)
        for _ in range(3):          # a piece holding several options opens them in a bar first
            points = table.clicks_for(parse_action(option.action))
            assert points, f"the table shows no place for {option.action}"
            for point in points:
                click(app, point)
            if c.sent is not None or c.model().moves > before:
                break
        heard = len(sounds)
        until(app, lambda before=before: c.model().moves > before, "the server's model after the host's move")
        assert c.model().seat == 0 and c.frame.seq == c.model().moves
        run(app)
        if c.human_to_act is not None:      # still the host's turn: no "turn" sound for its own move
            assert "turn" not in sounds[heard:]
            assert pygame.display.get_caption()[0] == "Your turn — Vernissage"
        moves += 1
    assert moves == 6 and bot.frame.seq >= c.frame.seq - 1
    assert "turn" in sounds or c.human_to_act is None
    assert app.errors == []

    # Esc → the pause menu → Leave: Your games lists the game, with whose turn it is
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run(app)
    assert isinstance(app.top, OnlinePause)
    widget_click(app, app.top.buttons[-1])
    assert isinstance(app.top, YourGamesScene)
    mine = app.top
    assert [g.game for g in mine.games] == [entry.game]
    until(app, lambda: mine.games[0].started and not mine.pending, "the game's state in Your games")
    assert mine.turn_text(mine.games[0]) in ("Your turn", "Bruno's turn")
    assert app.errors == []
    bot.link.close()


def test_joining_with_a_wrong_code_or_address_says_so_in_one_sentence(app: Any) -> None:
    app.top.online.on_click()
    widget_click(app, app.top.join)
    join = app.top
    assert isinstance(join, JoinScene)

    def attempt(address: str, code: str) -> str:
        join.address.value, join.code.value, join.error = address, code, None
        widget_click(app, join.go)
        until(app, lambda: join.error is not None, "an error line")
        return join.error

    assert "host:port" in attempt("no such:host:x", "0123456789abcdef.AAAAAAAAAAAAAAAAAAAAAAAA")
    assert "not an invite code" in attempt("127.0.0.1:8765", "hello")
    port = free_port()           # nothing listens there
    assert "cannot be reached" in attempt(f"127.0.0.1:{port}", "0123456789abcdef.AAAAAAAAAAAAAAAAAAAAAAAA")
    server = appnet.net().submit(appnet.host(free_port(), False)).result(10)
    assert "no such game" in attempt(f"127.0.0.1:{server.port}", "0123456789abcdef.AAAAAAAAAAAAAAAAAAAAAAAA")
    made = appnet.net().submit(appnet.create_game(server.url, model_game(app), [
        {"name": "Ada", "player": "human"}, {"name": "Bruno", "player": "human"}], {"seed": 1})).result(10)
    assert "opens no seat" in attempt(f"127.0.0.1:{server.port}", made["game"] + ".BBBBBBBBBBBBBBBBBBBBBBBB")
    # the right code: the lobby, waiting for the host
    attempt_code = appnet.invite_code(made["game"], made["seats"][1]["token"])
    join.address.value, join.code.value, join.error = f"127.0.0.1:{server.port}", attempt_code, None
    widget_click(app, join.go)
    until(app, lambda: isinstance(app.top, LobbyScene), "the lobby")
    lobby = app.top
    until(app, lambda: lobby.info is not None, "the lobby's answer")
    assert lobby.status() == "Waiting for the host to start the game." and not lobby.start.visible
    assert [g.seat for g in mygames.load()] == [1]
    assert app.errors == []


def test_your_games_reads_a_damaged_list_as_empty_and_keeps_it_aside(home: Any) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / mygames.FILE).write_text('{"not": "a list"}')
    assert mygames.load() == []
    entry = mygames.MyGame(address="http://127.0.0.1:1", game="0123456789abcdef", rules=all_specs()[0].id)
    mygames.remember(entry)
    assert [g.game for g in mygames.load()] == [entry.game]
    kept = [p for p in home.iterdir() if p.name.startswith("online-games-unreadable-")]
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == {"not": "a list"}
    (home / mygames.FILE).write_text(json.dumps([{"address": "x", "game": "bad"}, {"game": 3},
                                                 {"address": "http://h:1", "game": "fedcba9876543210",
                                                  "rules": all_specs()[0].id, "seat": 99}]))
    assert mygames.load() == []


def test_the_host_hands_an_absent_seat_to_an_ai_and_gives_it_back_with_a_new_code(app: Any) -> None:
    server = appnet.net().submit(appnet.host(free_port(), False)).result(10)
    made = appnet.net().submit(appnet.create_game(server.url, model_game(app), [
        {"name": "Ada", "player": "human"}, {"name": "Bruno", "player": "human"}], {"seed": 1})).result(10)
    old = appnet.invite_code(made["game"], made["seats"][1]["token"])
    entry = mygames.MyGame(address=server.url, game=made["game"], rules=model_game(app), seat=None,
                           host_token=made["host"], names=["Ada", "Bruno"], invites=["", old])
    lobby = LobbyScene(app, entry)
    app.push(lobby)
    copy, hand, give = lobby.rows[1]
    until(app, lambda: hand.visible, "Hand to AI for the absent seat")
    assert copy.visible and not give.visible
    widget_click(app, hand)
    until(app, lambda: give.visible, "the seat played by an AI")
    assert lobby._seats()[1].player != "human" and not hand.visible and not copy.visible and entry.invites[1] == ""
    widget_click(app, give)
    until(app, lambda: copy.visible, "the seat given back to a person")
    new = entry.invites[1]
    assert new and new != old and [g.invites for g in mygames.load()] == [["", new]]
    game, token = appnet.read_invite(new)
    assert appnet.net().submit(appnet.lobby(server.url, game, token)).result(10).seats[1].player == "human"
    assert app.errors == []


def test_the_lobby_offers_start_only_while_its_server_answers(app: Any) -> None:
    """A host's lobby showed "Start the game" while its server could not be reached (a start that
    could only fail): it shows it once the server answers, and not while its last answer failed."""
    server = appnet.net().submit(appnet.host(free_port(), False)).result(10)
    made = appnet.net().submit(appnet.create_game(server.url, model_game(app), [
        {"name": "Ada", "player": "human"}, {"name": "Bruno", "player": "human"}], {"seed": 3})).result(10)
    # the game waits in its lobby on a server the app cannot reach (nothing listens at that port)
    entry = mygames.MyGame(address=f"http://127.0.0.1:{free_port()}", game=made["game"], rules=model_game(app),
                           seat=None, host_token=made["host"], names=["Ada", "Bruno"])
    lobby = LobbyScene(app, entry)
    app.push(lobby)
    until(app, lambda: bool(lobby.error), "the lobby saying the server cannot be reached")
    assert not lobby.start.visible
    entry.address = server.url                  # reached now (as a server back up would be)
    lobby.since_poll = 1e9
    until(app, lambda: lobby.start.visible, "Start once the server answers")
    assert app.errors == []


def test_a_table_whose_server_goes_away_says_so_and_rejoins_when_it_is_back(app: Any) -> None:
    from game.ui.online.table import connection_line
    app.settings.animation_speed = "instant"
    port = free_port()
    server = appnet.net().submit(appnet.host(port, False)).result(10)
    made = appnet.net().submit(appnet.create_game(server.url, model_game(app), [
        {"name": "Ada", "player": "human"}, {"name": "Bruno", "player": "human"}], {"seed": 2})).result(10)
    appnet.net().submit(appnet.start_game(server.url, made["game"], made["host"])).result(10)
    entry = mygames.MyGame(address=server.url, game=made["game"], rules=model_game(app), seat=0,
                           token=made["seats"][0]["token"], host_token=made["host"], names=["Ada", "Bruno"],
                           hosted_port=port)
    app.push(LobbyScene(app, entry))            # Your games' Resume: the game is started, so the table opens
    until(app, lambda: isinstance(app.top, OnlineTable), "the table")
    c = app.top.controller
    assert connection_line(c) is None
    appnet.net().submit(server.stop()).result(10)
    until(app, lambda: c.state == "reconnecting", "the connection lost")
    assert connection_line(c) == "Connection lost: reconnecting…" and c.human_to_act is None
    appnet.net().submit(appnet.host(port, False)).result(10)
    until(app, lambda: c.state == "connected", "the seat rejoined", seconds=20)
    assert connection_line(c) is None and c.frame.seq == 0 and app.errors == []


@pytest.mark.parametrize("game_id", [g.id for g in all_specs()])
def test_the_result_card_says_who_won_and_the_final_scores_as_a_local_game_does(app: Any, game_id: str) -> None:
    """The card over an online table at the end, drawn from the last model a seat receives, says
    what the local end screen says of the same game: the headline, the ranking with the scores,
    the tie-break, trigger and rounds (it said only "Game over" where the state set no result)."""
    import msgspec
    from net.test_online_server import finished_session

    from game.net import protocol as p
    from game.net.server import seat_model
    from game.ui.online.table import OnlineController, OnlineOver, online_table
    from game.ui.play import gameover
    from game.ui.play.model import decode, encode, observation_type
    session = finished_session(game_id)
    data = encode(seat_model(session, 1, []))
    frame = p.Model(p.PROTOCOL_VERSION, len(session.actions), 1, None, True, msgspec.Raw(data))
    controller = OnlineController(None, game_id, app.settings, frame, decode(data, observation_type(session.game)))
    table = online_table(app, controller)
    app.push(table)
    run(app)
    if not isinstance(app.top, OnlineOver):
        table.open_results()
    run(app)
    card = app.top
    assert isinstance(card, OnlineOver)
    summary, names = session.state.summary(), ["Ann", "Bob"]
    assert card.headline() == gameover.headline(summary, names) != "Game over"
    assert card.ranking() == gameover.ranking(summary, names)
    assert card.subline() == gameover.subline(game_id, summary, (session.state.result or {}).get("tiebreak"))
    assert app.errors == []


class _Link(appnet.SeatLink):
    """A seat's link, never opened, that keeps the moves it is asked to send; the test plays the server."""

    def __init__(self) -> None:
        super().__init__("http://127.0.0.1:9", "0123456789abcdef", "t" * 22)
        self.acts: list[tuple[int, str]] = []

    def act(self, seq: int, action: str) -> None:
        self.acts.append((seq, action))

    def close(self) -> None:
        pass


def test_moves_submitted_in_a_row_are_sent_one_after_another(app: Any) -> None:
    """A table may make several moves of one click (Art Decko's Draw after cards marked to
    discard): online, the second was refused with NotYourTurnError (an error dialog) while the
    first was on its way; each now waits for the one before to be stored, and is dropped if the
    table the server sends next no longer offers it."""
    import msgspec

    from game.engine.rng import Rng
    from game.engine.session import Session
    from game.games import AGENTS, game_ids, game_module
    from game.net import protocol as p
    from game.net.server import seat_model
    from game.tools.soak import policy_of
    from game.ui.online.table import OnlineController
    from game.ui.play.model import decode, encode, observation_type

    def position() -> tuple[str, Session, Any, Any]:
        """A game and a position where one seat decides twice in a row (its two moves)."""
        for game_id in game_ids():
            session = Session(game_module(game_id), {"seed": 3}, [("Ann", "human"), ("Bob", "human")], agents=AGENTS)
            policy, rng = policy_of(game_id), Rng(5)
            for _ in range(300):
                d = session.decision
                first = policy(session.state, d, rng)
                after = session.state.clone()
                after.apply(first)
                nd = after.decision()
                if nd is not None and nd.player == d.player:
                    return game_id, session, first, policy(after, nd, rng)
                session.apply(first)
        pytest.skip("no game where a seat decides twice in a row")

    game_id, session, first, second = position()
    seat, seq = session.decision.player, len(session.actions)
    kind = observation_type(session.game)

    def received(moved: bool, events: list[Any]) -> appnet.Received:
        data = encode(seat_model(session, seat, events))
        frame = p.Model(p.PROTOCOL_VERSION, len(session.actions), seat, session.decision.player, session.over,
                        msgspec.Raw(data), moved=moved, ack=moved)
        return appnet.Received(frame, decode(data, kind))

    link = _Link()
    start = received(False, [])
    c = OnlineController(link, game_id, app.settings, start.frame, start.model)  # type: ignore[arg-type]
    c.submit(first)
    c.submit(second)                       # raised NotYourTurnError before
    assert link.acts == [(seq, str(first))]
    link.inbox.put(received(True, session.apply(first)))
    c.poll()
    assert link.acts == [(seq, str(first)), (seq + 1, str(second))] and c.sent == second
    c.submit(first)                        # queued behind the second, which the server refuses
    link.inbox.put(appnet.Refused("illegal"))
    c.poll()
    assert c.sent is None and c.queued == [] and len(link.acts) == 2


def test_resuming_a_finished_game_hosted_here_starts_its_server_first(app: Any) -> None:
    """Your games starts this app's server only for a hosted game going on: Resume on a finished
    one said its own server "cannot be reached … that its host has Vernissage open"; it now
    starts the server, then opens the game (its end)."""
    app.settings.animation_speed = "instant"
    port = free_port()
    server = appnet.net().submit(appnet.host(port, False)).result(10)
    made = appnet.net().submit(appnet.create_game(server.url, model_game(app), [
        {"name": "Ada", "player": "human"}, {"name": "Bruno", "player": "human"}], {"seed": 2})).result(10)
    appnet.net().submit(appnet.start_game(server.url, made["game"], made["host"])).result(10)
    mygames.remember(mygames.MyGame(address=server.url, game=made["game"], rules=model_game(app), seat=0,
                                    token=made["seats"][0]["token"], host_token=made["host"],
                                    names=["Ada", "Bruno"], hosted_port=port, over=True))
    appnet.net().submit(server.stop()).result(10)      # the app was closed since
    mine = YourGamesScene(app)
    app.push(mine)
    run(app)
    assert appnet.hosted() is None
    assert mine.rows[0][0].label == "See the result"      # not "Resume": the game is over
    widget_click(app, mine.rows[0][0])
    until(app, lambda: isinstance(app.top, OnlineTable) or bool(getattr(app.top, "error", None)), "the game")
    assert isinstance(app.top, OnlineTable) and app.errors == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_games_problem_in_your_games_keeps_left_of_its_buttons(app: Any, monkeypatch: Any, language: str) -> None:
    """At 960×540 in French a game's problem ("Le serveur … est injoignable : vérifiez l'adresse…")
    ran under its Resume button: it now keeps left of the row's buttons, a size smaller or on two
    lines."""
    from ui_helpers import drawn_texts, letters

    app.set_language(language)
    mygames.remember(mygames.MyGame(address=f"http://127.0.0.1:{free_port()}", game="0123456789abcdee",
                                    rules=model_game(app), seat=1, token="B" * 22, names=["Ada", "Bruno"],
                                    started=True, to_act=1))
    post_resize = pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))
    pygame.event.post(post_resize)
    run(app)
    mine = YourGamesScene(app)
    app.push(mine)
    until(app, lambda: bool(mine.problems), "the game's problem")
    resume, forget = mine.rows[0]
    top, bottom = mine.s(110), mine.s(110) + mine.s(74)           # the first row
    drawn = [(s, r) for s, r in drawn_texts(app, monkeypatch)
             if top <= r.centery <= bottom and r.left >= mine.s(260)
             and not resume.rect.contains(r) and not forget.rect.contains(r)]
    assert drawn and sum(len(str(s)) for s, _ in drawn) > 40, "the problem is shown"
    assert all(not letters(r).colliderect(resume.rect) and r.right <= resume.rect.left for _, r in drawn), \
        [(s, tuple(r)) for s, r in drawn]
    assert app.errors == []
