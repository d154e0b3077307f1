"""The online protocol refuses every frame of the wrong size, shape, type or version before use."""

from __future__ import annotations

import json

import pytest

from game.net import protocol as p

V = p.PROTOCOL_VERSION
GAME = "0123456789abcdef"
TOKEN = "A" * 32


def test_frames_round_trip():
    for frame in (p.Hello(V, GAME, TOKEN), p.Act(V, 3, "buy 5"), p.Ping(V)):
        assert p.decode_client(p.encode(frame)) == frame


HOSTILE = [
    ("", "malformed"),
    ("not json", "malformed"),
    ("[" * 2000 + "]" * 2000, "malformed"),
    ('{"t":"act","v":1,"seq":NaN,"action":"buy 1"}', "malformed"),
    ('{"t":"act","v":1,"seq":-1,"action":"buy 1"}', "malformed"),
    ('{"t":"act","v":1,"seq":' + "9" * 300 + ',"action":"buy 1"}', "malformed"),
    ('{"t":"act","v":1,"seq":1,"action":"buy\\u0000 1"}', "malformed"),
    ('{"t":"act","v":1,"seq":1,"action":""}', "malformed"),
    ('{"t":"act","v":1,"seq":1,"action":"buy 1","extra":1}', "malformed"),
    ('{"t":"hello","v":1,"game":"../../etc","token":"' + TOKEN + '"}', "malformed"),
    ('{"t":"hello","v":1,"game":"' + GAME + '","token":"short"}', "malformed"),
    ('{"t":"model","v":1}', "malformed"),
    ('{"t":"act","v":true,"seq":1,"action":"buy 1"}', "malformed"),
    (json.dumps({"t": "act", "v": 1, "seq": 1, "action": "x" * 5000}), "too_big"),
    ('{"t":"act","v":0,"seq":1,"action":"buy 1"}', "version"),
    ('{"t":"future","v":2,"shape":"unknown"}', "version"),
]


@pytest.mark.parametrize("text,code", HOSTILE, ids=[f"{code}-{i}" for i, (_, code) in enumerate(HOSTILE)])
def test_hostile_frames_are_refused_with_a_code(text, code):
    with pytest.raises(p.FrameError) as refused:
        p.decode_client(text)
    assert refused.value.code == code
    assert str(refused.value).endswith(".") and "\n" not in str(refused.value)


def test_an_older_client_is_told_to_update_in_one_sentence():
    sentence = p.version_problem(V - 1)
    assert sentence is not None and "update" in sentence and sentence.count(". ") == 0
    assert p.version_problem(V) is None
    assert "update" in (p.version_problem(V + 1) or "")


def test_server_frames_are_checked_too():
    with pytest.raises(p.FrameError):
        p.decode_server(b'{"t":"welcome","v":1}')
    with pytest.raises(p.FrameError):
        p.decode_server(b" " * (p.MAX_SERVER_FRAME + 1))
