"""The app's side of online play reads a server's answers as hostile input: an answer of the wrong
shape, a game this app does not have or a server of another protocol each give one error code
(the screens word it), never a crash; addresses and invite codes are checked before any request."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp import web

from game.games import game_ids
from game.net import appnet
from game.net.appnet import OnlineError
from game.net.bench import free_port

GAME = "0123456789abcdef"
TOKEN = "A" * 32


def serve(answers: dict[str, Any]) -> tuple[str, web.AppRunner]:
    """A fake server on loopback answering each path with its JSON (on the app's network thread)."""
    async def start() -> tuple[str, web.AppRunner]:
        app = web.Application()
        for path, body in answers.items():
            async def answer(request: web.Request, body: Any = body) -> web.Response:
                return web.json_response(body)
            app.router.add_get(path, answer)
        runner = web.AppRunner(app)
        await runner.setup()
        port = free_port()
        await web.TCPSite(runner, "127.0.0.1", port).start()
        return f"http://127.0.0.1:{port}", runner
    return appnet.net().submit(start()).result(10)


def code_of(coro: Any) -> str:
    with pytest.raises(OnlineError) as caught:
        appnet.net().submit(coro).result(10)
    return caught.value.code


@pytest.mark.parametrize("lobby, code", [
    ({"seats": "many"}, "not_vernissage"),
    ({"game_id": game_ids()[0], "seq": -1, "to_act": None, "over": False, "seats": []}, "not_vernissage"),
    ({"game_id": game_ids()[0], "seq": 1, "to_act": 99, "over": False, "seats": []}, "not_vernissage"),
    ({"game_id": "chess", "seq": 1, "to_act": None, "over": False, "seats": []}, "rules"),
    ([1, 2, 3], "not_vernissage"),
])
def test_a_strange_lobby_answer_is_one_error(lobby: Any, code: str) -> None:
    url, runner = serve({f"/api/games/{GAME}": lobby})
    try:
        assert code_of(appnet.lobby(url, GAME, TOKEN)) == code
    finally:
        appnet.net().submit(runner.cleanup()).result(10)


def test_a_server_of_another_protocol_or_app_is_told_apart() -> None:
    url, runner = serve({"/api/version": {"protocol": 99, "app": "vernissage"}})
    try:
        with pytest.raises(OnlineError) as caught:
            appnet.net().submit(appnet.check_version(url)).result(10)
        assert caught.value.code == "version" and caught.value.info["newer"]
    finally:
        appnet.net().submit(runner.cleanup()).result(10)
    url, runner = serve({"/api/version": {"hello": "world"}})
    try:
        assert code_of(appnet.check_version(url)) == "not_vernissage"
    finally:
        appnet.net().submit(runner.cleanup()).result(10)


@pytest.mark.parametrize("address", ["", "host:port:x", "ftp://h:1", "h:99999", "http://u@h:1", "h:1/path", "\0"])
def test_an_address_that_is_none_is_refused_before_any_request(address: str) -> None:
    with pytest.raises(OnlineError):
        appnet.server_url(address)


def test_addresses_and_codes_read_as_players_type_them() -> None:
    assert appnet.server_url(" 192.168.1.20:8765 ") == "http://192.168.1.20:8765"
    assert appnet.server_url("example.org") == "http://example.org:8765"
    assert appnet.server_url("https://play.example.org") == "https://play.example.org:443"
    assert appnet.read_invite(appnet.invite_code(GAME, TOKEN)) == (GAME, TOKEN)
    for bad in ("", GAME, f"{GAME}.short", f"{GAME.upper()}.{TOKEN}", f"{GAME}.{TOKEN}é", "x" * 500):
        with pytest.raises(OnlineError):
            appnet.read_invite(bad)


def teardown_module() -> None:
    appnet.shutdown()
