"""The online protocol: every frame between a client and the server, as typed msgspec messages.

A frame is one WebSocket text message holding one JSON object whose ``t`` names its kind. The
server reads nothing of a frame before it has checked its size (:data:`MAX_CLIENT_FRAME`) and
decoded it against :data:`ClientFrame`, the union of what a client may send: a frame of the wrong
shape, type or size is refused whole, with one :class:`Error` frame, before anything acts on it.

Every client frame carries the protocol version ``v``; a client of another version gets one
sentence telling it to update (:func:`version_problem`). ``docs/online.md`` describes the frames
and what each seat receives.
"""

from __future__ import annotations

from typing import Annotated, Final

import msgspec

PROTOCOL_VERSION: Final = 1
MAX_CLIENT_FRAME: Final = 4096          # bytes: a join or a move is far smaller
MAX_SERVER_FRAME: Final = 4 * 1024 * 1024   # what a client accepts (a seat's whole table)

GameId = Annotated[str, msgspec.Meta(pattern=r"^[0-9a-f]{16}$")]
Token = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_-]{22,64}$")]
Seq = Annotated[int, msgspec.Meta(ge=0, le=10_000_000)]
ActionText = Annotated[str, msgspec.Meta(min_length=1, max_length=200, pattern=r"^[A-Za-z0-9_.:\- ]+$")]
Version = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]


# ---- client -> server -----------------------------------------------------------------------
class Hello(msgspec.Struct, tag="hello", tag_field="t", frozen=True, forbid_unknown_fields=True):
    """Join or rejoin a seat: the game and the seat's secret token are all it takes."""
    v: Version
    game: GameId
    token: Token


class Act(msgspec.Struct, tag="act", tag_field="t", frozen=True, forbid_unknown_fields=True):
    """Play ``action`` on the position numbered ``seq`` (the last one the client received): a
    frame sent again, or one made on an older position, names a ``seq`` that is gone."""
    v: Version
    seq: Seq
    action: ActionText


class Ping(msgspec.Struct, tag="ping", tag_field="t", frozen=True, forbid_unknown_fields=True):
    v: Version


ClientFrame = Hello | Act | Ping


# ---- server -> client -----------------------------------------------------------------------
class SeatInfo(msgspec.Struct, frozen=True):
    name: str
    player: str                 # "human" (a remote seat) or an AI level
    connected: bool


class SeatSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A seat of a game to create (the lobby's ``POST /api/games``)."""
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
    player: Annotated[str, msgspec.Meta(min_length=1, max_length=20)]


class Welcome(msgspec.Struct, tag="welcome", tag_field="t", frozen=True):
    v: int
    game: str
    game_id: str                # the rules: "avant-carde", ...
    seat: int
    seats: list[SeatInfo]


class Model(msgspec.Struct, tag="model", tag_field="t", frozen=True):
    """What ``seat`` may see after action ``seq`` (0: the start): the table's model for that seat
    only, already encoded (see :mod:`game.net.server`'s ``seat_payload``). ``moved``: this frame
    follows action ``seq`` and carries its events (False: the table as it stands, on joining or
    after a refused move). ``ack``: that action was this client's, stored before this frame was sent.
    ``started``: False while the game waits in its lobby for the host to start it."""
    v: int
    seq: int
    seat: int
    to_act: int | None
    over: bool
    model: msgspec.Raw
    moved: bool = False
    ack: bool = False
    started: bool = True


class Error(msgspec.Struct, tag="error", tag_field="t", frozen=True):
    """One sentence for the player (``message``) and a stable ``code`` for programs."""
    v: int
    code: str
    message: str


class Pong(msgspec.Struct, tag="pong", tag_field="t", frozen=True):
    v: int


ServerFrame = Welcome | Model | Error | Pong


class _Versioned(msgspec.Struct):
    """Only the version of a frame: read first, so that a client of another version is told to
    update even when its frames have another shape."""
    v: Version


_version_decoder = msgspec.json.Decoder(_Versioned)
_client_decoder = msgspec.json.Decoder(ClientFrame)
_server_decoder = msgspec.json.Decoder(ServerFrame)
_encoder = msgspec.json.Encoder()


class FrameError(ValueError):
    """A frame refused before use; ``code`` says why (``too_big``, ``malformed``, ``version``)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def encode(frame: Hello | Act | Ping | Welcome | Model | Error | Pong) -> bytes:
    return _encoder.encode(frame)


def version_problem(v: int) -> str | None:
    """The sentence for a client of another protocol version, or None when it speaks ours."""
    if v == PROTOCOL_VERSION:
        return None
    if v < PROTOCOL_VERSION:
        return ("This server needs a newer Vernissage: please update the app to play on it "
                f"(online protocol {v}, the server speaks {PROTOCOL_VERSION}).")
    return (f"This server runs an older Vernissage (online protocol {PROTOCOL_VERSION}, yours "
            f"speaks {v}): ask its host to update it.")


def decode_client(data: str | bytes) -> Hello | Act | Ping:
    """A client's frame, checked for size, then shape and types, then version (FrameError)."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if len(raw) > MAX_CLIENT_FRAME:
        raise FrameError("too_big", f"A frame may hold at most {MAX_CLIENT_FRAME} bytes.")
    try:
        problem = version_problem(_version_decoder.decode(raw).v)
        if problem:
            raise FrameError("version", problem)
        return _client_decoder.decode(raw)
    except (msgspec.DecodeError, UnicodeDecodeError, RecursionError):
        raise FrameError("malformed", "That frame is not one of this protocol's messages.") from None


def decode_server(data: str | bytes) -> Welcome | Model | Error | Pong:
    """A server's frame, checked for size and shape (FrameError)."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if len(raw) > MAX_SERVER_FRAME:
        raise FrameError("too_big", "The server sent a frame too large to read.")
    try:
        return _server_decoder.decode(raw)
    except (msgspec.DecodeError, UnicodeDecodeError, RecursionError):
        raise FrameError("malformed", "The server sent a frame this app cannot read.") from None
