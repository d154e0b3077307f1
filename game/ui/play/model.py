"""The table model: everything a game's table draws, for one seat, as one typed frozen value.

A table draws a :class:`TableModel` and nothing else: the seat's observation (the game's own typed
view of it, its ``table_observation`` hook); the pending decision, with its options each on the
target (the key of the piece) it concerns and the reasons, by target, why the other pieces of the
decision cannot act now (the ``table_choices`` hook, worked out once per decision, when the seat is
a person's and decides now); what each piece is (``table_tips``); the seats, the log lines the seat
may read, the last move's events, the round and the result.

:func:`build_table_model` (over :func:`model_of`) is the one place a model is made. It reads the
seat's observation, so nothing hidden from that seat can get into it; the options and reasons are
the seat's own (its options, the engine's why-not words). :func:`encode` and
:func:`decode` carry a model over bytes (JSON, validated on the way back, size-capped), so a
table on another machine draws what the local one draws. This module imports no pygame: a
server imports it.

Messages stay messages across the trip (:class:`Text`): the far side says them in its own
language, as the local table does.
"""

from __future__ import annotations

from typing import Any, Callable, Generic, Iterable, Sequence, TypeVar, get_type_hints

import msgspec

from game.engine.contract import hooks_of
from game.engine.i18n import Cased, Msg, Said, message, said

# A table takes the type of a move's events from here, with the model that carries them.
from game.engine.state import Event as Event

MAX_MODEL_BYTES = 8_000_000     # a model larger than this is refused unread (a whole game's log is ~200 kB)

View = TypeVar("View")  # i18n: not shown


class Text(msgspec.Struct, frozen=True, omit_defaults=True):
    """A text a player reads, as :class:`~game.engine.i18n.Msg` holds it (``id`` None: plain text,
    looked up whole when shown; ``said``: already in the language in force; ``case``: 1 or -1, a
    :class:`~game.engine.i18n.Cased` argument, its first letter made upper or lower case)."""

    en: str
    id: str | None = None
    plural: str | None = None
    n: int = 0
    args: dict[str, Text | bool | int | float | None] = {}
    parts: tuple[Text, ...] = ()
    ctx: str | None = None
    said: bool = False
    case: int = 0

    def __str__(self) -> str:
        return self.en


# The Text of each message converted lately, by the message's id (with the message, which keeps
# the id its own): a message is never changed once made, and a game's words reuse many (its names
# of things, a piece's tip that did not change since the last model), so most of a model's words
# are looked up instead of converted again. Bounded: emptied when full.
_converted: dict[int, tuple[Msg, Text]] = {}
MAX_CONVERTED = 2048


def text(value: str) -> Text:
    """The :class:`Text` of a message or of plain text."""
    kept = _converted.get(id(value))
    if kept is not None and kept[0] is value:
        return kept[1]
    if isinstance(value, Msg):
        if len(_converted) >= MAX_CONVERTED:
            _converted.clear()
        t = _text(value)
        _converted[id(value)] = (value, t)
        return t
    return _text(value)


def _text(value: str) -> Text:
    if isinstance(value, Said):
        return Text(str.__str__(value), said=True)
    if isinstance(value, Msg):
        return Text(str.__str__(value), value.msgid, value.plural, value.number,
                    {k: _arg(v) for k, v in value.kwargs.items()}, tuple(text(p) for p in value.parts),
                    value.context)
    return Text(str(value))


def _arg(value: Any) -> Text | bool | int | float | None:
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, Cased):
        return msgspec.structs.replace(text(value.text), case=1 if value.upper else -1)
    return text(value if isinstance(value, str) else str(value))


# The other way, the same: the message of each Text said lately, by the Text's id (a table reads
# the tips of a model again after every move, most of them the same Text objects as before).
_said: dict[int, tuple[Text, str]] = {}


def said_as(t: Text) -> str:
    """The message (or plain text) a :class:`Text` stands for, as the rules made it."""
    kept = _said.get(id(t))
    if kept is not None and kept[0] is t:
        return kept[1]
    if len(_said) >= MAX_CONVERTED:
        _said.clear()
    words = _said_as(t)
    _said[id(t)] = (t, words)
    return words


def _said_as(t: Text) -> str:
    if t.said:
        return said(t.en)
    if t.id is None:
        return t.en
    args = {k: _said_arg(v) if isinstance(v, Text) else v for k, v in t.args.items()}
    return message(t.en, t.id, t.plural, t.n, args, tuple(said_as(p) for p in t.parts), t.ctx)


def _said_arg(t: Text) -> Any:
    return Cased(said_as(msgspec.structs.replace(t, case=0)), t.case > 0) if t.case else said_as(t)


class Option(msgspec.Struct, frozen=True):
    """One option of the pending decision: the piece it concerns (``target``, "" for none), the
    action in the game's notation, its label, and what it costs and gives (``tip``)."""

    target: str
    action: str
    label: Text
    tip: Text | None = None


class Pending(msgspec.Struct, frozen=True):
    """The pending decision: who decides, its kind and prompt; its options only when the seat
    shown is a person's and the one to decide (another seat's options are that seat's business).
    In a phase all seats play at once (``state.simultaneous``) another seat's decision shows only
    who decides: its kind and prompt would tell what it played."""

    player: int
    kind: str
    prompt: Text
    options: tuple[Option, ...] = ()
    source: str | None = None


class SeatView(msgspec.Struct, frozen=True):
    """A seat: its name, whether a person plays it, and who (``"human"`` or the AI's name, as a
    table names an AI's level)."""

    name: str
    human: bool
    player: str = ""


class LogEntry(msgspec.Struct, frozen=True):
    """One line of the game log the seat may read (``index``: the action that wrote it; ``event``:
    the type of the event it words, None for the action's own line)."""

    round: int
    seat: int | None
    text: Text
    index: int | None = None
    event: str | None = None


class Result(msgspec.Struct, frozen=True):
    """How the game ended: the winners, what ended it (the game's word), how a tie was broken;
    what the game-over screen shows from the state's ``summary()``: the final ``scores`` (one per
    seat), the game's own ``headline`` for the result (a solitaire's), the ``trigger`` names of
    what ended it and its ``note`` on the end."""

    winners: tuple[int, ...]
    reason: str | None = None
    tiebreak: Text | None = None
    scores: tuple[int, ...] = ()
    headline: Text | None = None
    trigger: tuple[str, ...] = ()
    note: Text | None = None


class TableModel(msgspec.Struct, Generic[View], frozen=True):
    """What a table draws for ``seat`` of the game ``game``."""

    game: str
    seat: int
    observation: View
    decision: Pending | None
    reasons: dict[str, Text]
    tips: dict[str, Text]           # what each piece is, by target
    seats: tuple[SeatView, ...]
    log: tuple[LogEntry, ...]
    events: tuple[dict[str, Any], ...]
    moves: int                      # actions played so far (the last move's log lines have index moves - 1)
    round: int
    result: Result | None

    @property
    def turn(self) -> int | None:
        """Whose decision is pending (None: the game is over)."""
        return self.decision.player if self.decision is not None else None

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def options_at(self, target: str) -> list[Option]:
        """The options on ``target`` (the bar's: "")."""
        return [o for o in self.decision.options if o.target == target] if self.decision else []

    def last_move_lines(self) -> list[LogEntry]:
        """The log lines the last move wrote (its own, then those of what followed)."""
        return [line for line in self.log if line.index == self.moves - 1]

    def reason_at(self, target: str) -> str | None:
        """Why the piece ``target`` cannot act now (None: it can, or it takes no part)."""
        reason = self.reasons.get(target)
        return said_as(reason) if reason is not None else None


def log_entry(line: Any) -> LogEntry:
    """A line of the game log (:class:`~game.engine.session.LogLine`) as a model holds it."""
    return LogEntry(line.round, line.seat, text(line.text), line.index, line.event)


def build_table_model(session: Any, seat: int, events: Iterable[Event] = (),
                      entry: Callable[[Any], LogEntry] = log_entry) -> TableModel[Any]:
    """The model of ``session`` (a :class:`~game.engine.session.Session`) for ``seat``, after a
    move whose ``events`` these are; ``entry`` makes a log line's entry (a caller that builds
    models again and again keeps the entries of the lines it has seen)."""
    return model_of(session.game, session.state, seat, session.seats,
                    [entry(line) for line in session.visible_log(seat)], events, len(session.actions))


def model_of(game: Any, state: Any, seat: int, seats: Sequence[Any], log: Iterable[LogEntry] = (),
             events: Iterable[Event] = (), moves: int = 0) -> TableModel[Any]:
    """The model of ``state`` (of the rules package ``game``) for ``seat``: ``seats`` as the session's
    (``name``, ``human``), ``log`` the entries of the lines that seat may read (:func:`log_entry`),
    ``moves`` the actions played."""
    hooks = hooks_of(game)
    d = state.decision()
    pending, reasons = None, {}
    if d is not None:
        options: tuple[Option, ...] = ()
        if d.player == seat and seats[seat].human:
            choices, why = hooks.table_choices(state, seat, [s.name for s in seats])
            options = tuple(Option(target, str(action), text(label), None if tip is None else text(tip))
                            for target, action, label, tip in choices)
            reasons = {target: text(r) for target, r in why.items()}
        if d.player == seat:
            pending = Pending(d.player, d.kind, text(d.prompt), options, d.source)
        elif state.simultaneous:
            # a phase all seats play at once: what another seat is deciding is its own business
            pending = Pending(d.player, "", Text(""))
        else:
            kind, prompt = hooks.table_pending(state, d, seat)
            pending = Pending(d.player, kind, text(prompt), options, d.source)
    result = state.result
    summary = state.summary() if result is not None else {}
    trigger = summary.get("end_trigger") or ()
    view = hooks.table_observation(state.observation(seat))
    names = [s.name for s in seats]
    return TableModel(
        game=game.GAME_ID, seat=seat, observation=view, decision=pending, reasons=reasons,
        tips={target: text(tip) for target, tip in hooks.table_tips(view, names).items()},
        seats=tuple(SeatView(s.name, s.human, s.player) for s in seats),
        log=tuple(log),
        events=tuple(events), moves=moves, round=state.round,
        result=None if result is None else Result(
            tuple(result["winners"]), None if result.get("reason") is None else str(result["reason"]),
            None if result.get("tiebreak") is None else text(result["tiebreak"]),
            tuple(summary["scores"]), None if summary.get("headline") is None else text(summary["headline"]),
            (trigger,) if isinstance(trigger, str) else tuple(trigger),
            None if summary.get("end_note") is None else text(summary["end_note"])))


def _plain(value: Any) -> Any:
    if isinstance(value, str):          # a message inside an event goes as its English text
        return str.__str__(value)
    raise NotImplementedError(f"{type(value).__name__} is no part of a table model")


_encoder = msgspec.json.Encoder(enc_hook=_plain)


def encode(model: TableModel[Any]) -> bytes:
    """The model as bytes (JSON)."""
    return _encoder.encode(model)


def observation_type(game: Any) -> Any:
    """The type of the observation a game's tables draw (``game``: its rules package): what its
    ``table_observation`` hook says it returns."""
    return get_type_hints(hooks_of(game).table_observation).get("return", Any)


def decode(data: bytes, observation: Any = Any) -> TableModel[Any]:
    """The model ``data`` holds, its observation read as the type ``observation`` (the game's typed
    view); ValueError with one sentence for anything damaged, of the wrong shape or too large."""
    if len(data) > MAX_MODEL_BYTES:
        raise ValueError(f"a table model of {len(data)} bytes is more than the {MAX_MODEL_BYTES} accepted")
    try:
        return msgspec.json.decode(data, type=TableModel[observation])
    except msgspec.DecodeError as e:
        raise ValueError(f"the table model cannot be read: {e}") from None

