"""The Gallerist's state: its data, the questions the rules ask of it, and the step machine.

The steps themselves are registered in :data:`game.gallerist.steps.BOOK` by their modules
(turn, auction, executive, spending, bonuses, pieces, contracts, reputation, location steps);
this class finds the pending one, asks it for the decision, and resolves what needs nobody's
choice. Its fields are listed, with their meaning, in :mod:`game.gallerist.save_format`.

How a turn is driven:

- ``phase`` says where the turn stands: ``place`` (set-up: choose a start location),
  ``move`` (before moving; an executive action may come first), ``act`` (after moving:
  a location action, an executive action or ``pass``), ``post`` (after the location
  action: an executive action or ``end``), ``ko`` (the kicked-out player's choice),
  ``auction`` (end of game: easel works chosen), ``over``.
- ``stack`` holds the pending steps of the action under way, top last. A step that
  needs a choice gives the decision; one with a single option, or a fixed outcome,
  resolves at once; one with no option is skipped (a bonus that cannot be carried out).

Action notation (``kind arg …``); colours v/i/c, art types pa/sc/ph/di, studios
``pab``/``par`` … (type + blue/red), locations sales/colony/media/market:

- turn: ``start LOC``, ``move LOC``, ``move LOC leave``, ``pass``, ``end``;
- Colony: ``discover STUDIO``, ``buy STUDIO``; Sales: ``sign``, ``sell SLOT WALL``;
  Media: ``hire N``, ``promote STUDIO``; Market: ``rep ROW COL``, ``offer ROW COL``
  (rows 1..7, columns A/B/C);
- executive: ``ticket COLOUR plaza|lobby|SEAT``, ``contract SLOT``, then ``done``;
- steps: ``pay K`` (K influence steps used as money), ``fame K``, ``artist STUDIO``,
  ``ticket COLOUR`` / ``tickets C1 C2`` (gains), ``visitor COLOUR``, ``pile COLOUR``,
  ``from desk|LOC|ko``, ``space N``, ``out COLOUR``, ``side money|infl``, ``draw``,
  ``take PILE``, ``slot N``, ``easel N shown|sold``.
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Decision
from game.engine.errors import SaveError
from game.engine.i18n import M
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.steps import NOT_A_CHOICE, Events, Task

# Each of these modules registers its steps in the book.
from game.gallerist import auction, bonuses, contracts, executive, location_steps, pieces, reputation, spending, turn  # noqa: F401  # noqa: F401
from game.gallerist.board import (
    EMPTY,
    KO,
    LACERDA,
    C,
    I,
    V,
    assistant,
    collector_limit,
    gallerist,
    marks_below,
    owner_of,
)
from game.gallerist.data import COLOURS, LOCATIONS, GalleristData, load_data
from game.gallerist.save_format import (
    FIELDS,
    FLAT,
    FLAT_FIELDS,
    NESTED,
    NESTED_FIELDS,
    SCALAR_FIELDS,
    TASKS,
    to_data,
    upgrade,
)
from game.gallerist.steps import BOOK, PHASE_STEPS, PhaseStep, sentence

GAME_ID = "the-gallerist"
NOT_YOUR_TURN = M("Not your turn: another player is choosing.")


class GalleristState(GameState):
    """One game of The Gallerist. Build it with :func:`game.gallerist.new_game`, or from saved
    data with :meth:`from_data`."""

    game_id = GAME_ID
    __slots__ = ("data", "_decision") + tuple(f for f, _ in FIELDS)

    # The fields, in the order of save_format.FIELDS (a test holds them to it), typed for mypy:
    # annotations without values, so the slots stay the only storage.
    data: GalleristData
    _decision: Decision | None
    num_players: int
    solo: int
    rng: Rng
    start_player: int
    turn: int
    phase: str
    executive_used: int
    kicked_out_at: int
    place_order: list[int]
    intermediate_done: int
    end_trigger: list[str]
    final_round_from: int
    last_turn: int
    lacerda_at: int
    lacerda_home: int
    lacerda_supply: int
    lacerda_moved: int
    stack: list[Task]
    auction_queue: list[int]
    easel_picks: list[list[int]]
    money: list[int]
    influence: list[int]
    tickets: list[list[int]]
    curator: list[int | None]       # None: a card hidden from the seat (a state built from an observation)
    dealer: list[int | None]
    hired: list[int]
    desk_assistants: list[int]
    assistants_boxed: list[int]
    commission: list[int]
    walls: list[list[int]]
    wall_studios: list[list[int]]
    sold: list[list[int]]
    reputation: list[list[int]]
    start_tile: list[int]
    gallery: list[list[int]]
    lobby: list[list[int]]
    contracts: list[list[int]]
    contract_sides: list[list[int]]
    contract_assistants: list[list[int]]
    spaces: list[int]
    plaza: list[int]
    bag: list[int]
    visitors_boxed: list[int]
    studio_collectors: list[int]
    artist_tiles: list[int]
    fame: list[int]
    promotion_tokens: list[int]
    artist_bonus: list[str | int]       # a bonus id, or EMPTY once taken
    bonuses_used: list[str]
    bonuses_boxed: list[str]
    signatures: list[int]
    work_stacks: list[list[int]]
    face_up_works: list[int]
    face_up_visitors: list[list[int]]
    easels: list[int]
    works_boxed: list[int]
    promotion_supply: list[int]
    market_tiles: list[list[int]]
    market_assistants: list[list[int]]
    reputation_boxed: list[int]
    location_tiles: list[int]
    box_office: list[int]
    ticket_supply: list[int]
    contract_deck: list[int]
    contract_piles: list[list[int]]
    contract_discard: list[int]
    cause: str
    final: list[dict[str, Any]] | None

    # ------------------------------------------------------------------ questions

    @property
    def players(self) -> range:
        return range(self.num_players)

    @property
    def current(self) -> int:
        """The seat whose turn it is (the solo player during Lacerda's turn too)."""
        if self.solo:
            return 0
        return (self.start_player + self.turn) % self.num_players

    @property
    def round(self) -> int:
        """The round number, from 1 (solo: one round = your turn and Lacerda's)."""
        return self.turn // (1 if self.solo else self.num_players) + 1

    @property
    def final_round(self) -> bool:
        """Whether the turn under way belongs to the final round (no KO actions)."""
        return self.final_round_from >= 0 and self.turn >= self.final_round_from

    def owners(self) -> list[int]:
        """Seats plus Lacerda in solo: everything that can own assistants on the board."""
        return list(range(self.num_players)) + ([LACERDA] if self.solo else [])

    def gallerist_at(self, p: int) -> int:
        """Index of the space holding ``p``'s gallerist, or -1 if it is in its gallery."""
        code = gallerist(p)
        return self.spaces.index(code) if code in self.spaces else -1

    def kicked_out_owner(self) -> int:
        """The owner of the piece on the KO space (``kicked_out_at`` >= 0)."""
        return owner_of(self.spaces[KO + self.kicked_out_at])

    def studio_artist(self, s: int) -> Any:
        return self.data.artists[self.artist_tiles[s]]

    def discovered(self, s: int) -> bool:
        return self.fame[s] > 0

    def is_celebrity(self, s: int) -> bool:
        return self.fame[s] >= self.data.celebrity

    def promotion(self, s: int) -> int:
        return self.promotion_tokens[s] or self.studio_artist(s).promotion

    def stars(self, s: int) -> int:
        return self.studio_artist(s).star_level(self.fame[s], self.data.celebrity)

    def sale_value(self, s: int) -> int:
        return self.data.ladder[self.stars(s)]

    def collectors_ok(self, p: int) -> bool:
        """Whether one more Collector may enter ``p``'s gallery."""
        return self.gallery[p][C] < collector_limit(len(self.sold[p]))

    def has_masterpiece(self, p: int) -> bool:
        return any(self.is_celebrity(s) for s in self.wall_studios[p])

    def money_steps(self, influence: int) -> int:
        """How many steps down to a money mark ``influence`` allows (each is $1)."""
        return len(marks_below(self.data.money_marks, influence))

    def star_steps(self, influence: int) -> int:
        """How many steps down to a star mark ``influence`` allows (each is 1 fame)."""
        return len(marks_below(self.data.star_marks, influence))

    def can_pay(self, p: int, cost: int, influence: int) -> bool:
        """Whether ``p``'s money and the money steps of ``influence`` (its influence, or what
        counts of it: lowered for a kicked-out action, raised by a Market column) cover ``cost``."""
        return self.money[p] + self.money_steps(min(self.data.influence_max, influence)) >= cost

    def hire_cost(self, p: int, n: int) -> int:
        """What hiring ``p``'s next ``n`` assistants costs."""
        return sum(self.data.hiring[h][0] for h in range(self.hired[p], self.hired[p] + n))

    def tiles_held(self, p: int) -> int:
        return sum(1 for t in self.reputation[p] if t != EMPTY)

    def acquired_types(self, p: int) -> set[int]:
        return {w // 8 for w in self.walls[p]} | {w // 8 for w in self.sold[p]}

    def celebrities(self) -> int:
        return sum(1 for s in range(8) if self.is_celebrity(s))

    def end_conditions(self) -> list[str]:
        """The end conditions that hold now, by name."""
        out = []
        if sum(self.box_office) == 0:
            out.append("box_office")
        if self.celebrities() >= 2:
            out.append("celebrities")
        if sum(self.bag) == 0:
            out.append("bag")
        return out

    def column_open(self, col: int) -> bool:
        return col != 1 or self.data.setup["column_b_open"][self.num_players - 1]

    def lobby_meets(self, p: int, col: int) -> bool:
        """Whether ``p``'s lobby holds the visitors Market column ``col`` asks for."""
        lob = self.lobby[p]
        for need in self.data.columns[col][2]:
            if need == "any" and sum(lob) == 0:
                return False
            if need == "vi" and lob[V] + lob[I] == 0:
                return False
            if need in COLOURS and lob[COLOURS.index(need)] == 0:
                return False
        return True

    def visitor_sources(self, p: int, bonus: str) -> list[tuple[int, str]]:
        """(colour, from) pairs a visitor ``bonus`` may bring into ``p``'s gallery: from the
        Plaza while it holds an allowed colour (``bag_any``: always the bag), else the bag."""
        allowed = [V, I, C] if self.collectors_ok(p) else [V, I]
        if bonus == "vi_plaza":
            allowed = [c for c in allowed if c != C]
        if bonus != "bag_any":
            plaza = [c for c in allowed if self.plaza[c] > 0]
            if plaza:
                return [(c, "plaza") for c in plaza]
        return [(c, "bag") for c in allowed if self.bag[c] > 0]

    def assistant_sources(self, p: int, kicked_out: bool) -> list[str]:
        """Where ``p`` may take an available assistant from: desk, a location, and during its
        kicked-out action (``kicked_out``) the KO space."""
        out = ["desk"] if self.desk_assistants[p] > 0 else []
        code = assistant(p)
        spaces = self.spaces
        if code in spaces:                  # most of the time none stands on the board
            out += [LOCATIONS[loc] for loc in range(4) if spaces[loc] == code]
            if kicked_out and self.kicked_out_at >= 0 and spaces[KO + self.kicked_out_at] == code:
                out.append("ko")
        return out

    def offer_totals(self) -> dict[int, tuple[int, int]]:
        """Auction offers per owner: (total, best single offer)."""
        out: dict[int, tuple[int, int]] = {}
        for r in range(3):
            worth = self.data.auction_rows[r][0]
            for col in range(3):
                o = self.market_assistants[4 + r][col]
                if o != EMPTY:
                    tot, best = out.get(o, (0, 0))
                    out[o] = (tot + worth, max(best, worth))
        return out

    # ------------------------------------------------------------------ copying and saving

    def clone(self) -> GalleristState:
        s = GalleristState.__new__(GalleristState)
        s.data = self.data
        s._decision = self._decision
        for name in SCALAR_FIELDS:
            setattr(s, name, getattr(self, name))
        for name in FLAT_FIELDS:          # the stack's tasks are shared: never changed once pushed
            setattr(s, name, getattr(self, name)[:])
        for name in NESTED_FIELDS:
            setattr(s, name, [x[:] for x in getattr(self, name)])
        s.rng = self.rng.copy()
        return s

    def to_data(self) -> dict[str, Any]:
        """Plain JSON-safe data; :meth:`from_data` rebuilds this exact state."""
        return to_data(self)

    @classmethod
    def from_data(cls, d: dict[str, Any], data: Any = None, check: bool = True) -> GalleristState:
        """Rebuild a state from :meth:`to_data` of any save version (a dict, e.g. read from JSON).
        A damaged or inconsistent dict raises :class:`~game.engine.errors.SaveError`;
        ``check=False`` skips the consistency checks (a state rebuilt from an observation)."""
        try:
            if d.get("game") != GAME_ID:
                raise SaveError(f"not a game of The Gallerist: {d.get('game')!r}")
            d = upgrade(d)
            s = cls.__new__(cls)
            s.data = data or load_data()
            s._decision = None
            for name, shape in FIELDS:
                v = d[name]
                if name == "rng":
                    v = Rng(int(v))
                elif shape == TASKS:
                    v = [dict(t) for t in v]
                elif shape == FLAT:
                    v = list(v)
                elif shape == NESTED:
                    v = [list(x) for x in v]
                setattr(s, name, v)
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise SaveError(f"The Gallerist game data is damaged ({type(exc).__name__}: {exc}).") from None
        if check:
            from game.gallerist.invariants import check_invariants
            problems = check_invariants(s)
            if problems:
                raise SaveError("The Gallerist game data is inconsistent: " + "; ".join(problems[:3]))
        return s

    # ------------------------------------------------------------------ the step machine

    def pending_task(self) -> Task | None:
        """The step waiting now: the top of the stack, else the phase's own decision (None
        once over)."""
        if self.stack:
            return self.stack[-1]
        kind = PHASE_STEPS.get(self.phase)
        if kind is None:
            return None
        step = BOOK[kind]
        assert isinstance(step, PhaseStep)
        return {"kind": kind, "player": step.whose(self)}

    def decision(self) -> Decision | None:
        d = self._decision
        if d is None and self.phase != "over":
            task = self.pending_task()
            assert task is not None
            d = self._decision = BOOK.decision(self, task)
        return d

    def _apply(self, decision: Decision, action: Action) -> Events:
        events: Events = []
        task = self.stack.pop() if self.stack else self.pending_task()
        assert task is not None
        BOOK.resolve(self, task, action, events)
        self._run(events)
        self._decision = None
        return events

    def _run(self, events: Events) -> None:
        """Resolve steps that need nobody's choice, until a decision is due or the game ends."""
        BOOK.run_auto(self, self.stack, events, between=GalleristState._between_steps)

    def _between_steps(self, events: Events) -> bool:
        """The phase's moves once the stack is empty (:meth:`StepBook.run_auto`'s ``between``):
        True when the game moved on, False when the phase's decision is due or the game is over."""
        if self.phase == "post" and self.executive_used:
            turn.finish_turn(self)
            return True
        if self.phase == "ko_done":
            turn.after_kick_out(self, events)
            return True
        if self.phase == "ko":
            ko = self.pending_task()
            assert ko is not None
            if len(BOOK.options(self, ko)) == 1:
                events.append({"type": "ko_pass", "player": ko["player"], "nothing": True})
                self.phase = "ko_done"
                return True
        if self.phase == "auction" and not self.auction_queue:
            auction.score(self, events)
            return True
        return False

    def _why_not(self, decision: Decision, action: Action, seat: int | None) -> str:
        """The pending step's reason (:meth:`GameState.why_not`), as a sentence."""
        if seat is not None and seat != decision.player:
            return NOT_YOUR_TURN
        task = self.pending_task()
        assert task is not None
        try:
            reason = BOOK.why_not(self, task, action)
        except (ValueError, IndexError, TypeError, KeyError):     # arguments no action has
            reason = None
        if reason is None or reason == NOT_A_CHOICE:
            return M("That is not a choice of this decision ({prompt})", prompt=decision.prompt)
        return sentence(reason)

    # ------------------------------------------------------------------ results

    def winners(self) -> list[int]:
        """Most money; ties: most reputation tiles, then most works sold, then shared.
        Solitaire: the player wins by reaching a title against Lacerda (spec 3.13), so the
        final scoring decides ([0] or []; [] before it)."""
        if self.solo:
            return [0] if self.final is not None and self.final[0]["title"] else []
        key = {p: (self.money[p], self.tiles_held(p), len(self.sold[p])) for p in self.players}
        best = max(key.values())
        return [p for p in self.players if key[p] == best]

    @property
    def result(self) -> dict[str, Any] | None:
        """Once over: ``{"winners", "reason", "tiebreak"}``, as every game's ``result`` (the
        online table's result card reads it): ``reason`` the end conditions that triggered the
        end (a solitaire's: ``solo``), ``tiebreak`` how a tie for the most money was settled
        (None when nobody tied). Before the end: None. The scoring itself is in :attr:`final`."""
        if self.phase != "over":
            return None
        winners = self.winners()
        how = None
        if not self.solo:
            top = max(self.money)
            tied = [p for p in self.players if self.money[p] == top]
            if len(tied) > 1:
                tiles = max(self.tiles_held(p) for p in tied)
                by_tiles = [p for p in tied if self.tiles_held(p) == tiles]
                if len(winners) > 1:
                    how = M("the most reputation tiles, then works sold (still tied: shared win)")
                elif len(by_tiles) == 1:
                    how = M("the most reputation tiles")
                else:
                    how = M("the most reputation tiles, then works sold")
        return {"winners": winners, "reason": "solo" if self.solo else ",".join(self.end_trigger),
                "tiebreak": how}

    def summary(self) -> dict[str, Any]:
        """The shared figures; a finished solitaire adds its ``title`` and the ``headline``
        the game-over screen shows (:func:`~game.gallerist.scoring.solo_headline`). ``standing``
        is each seat's money if the game ended now from public information (the projection
        without goal cards until the end), which the game-over chart plots; ``turn_order`` the
        seats from the start player on (the lab counts its seat advantage by it)."""
        from game.gallerist.projection import public_totals
        over = self.phase == "over"
        out = {"winners": self.winners() if over else [], "scores": self.money[:],
               "standing": public_totals(self),
               "rounds": self.round, "completed": over, "end_trigger": self.end_trigger or None,
               "turn_order": [(self.start_player + i) % self.num_players for i in range(self.num_players)]}
        if self.solo and over and self.final is not None:
            from game.gallerist.scoring import solo_headline
            out["title"] = self.final[0]["title"]
            out["headline"] = solo_headline(self.final[0])
        return out

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """``seat``'s final money as ``(label, amount)`` pairs in scoring order that add up to
        it: the recorded final scoring once over, else a projection. The detailed parts (with
        the influence from reputation tiles, the final influence and the solo title) are in
        ``state.final`` and :func:`game.gallerist.scoring.final_scoring`."""
        from game.gallerist.scoring import PART_LABELS, PARTS, final_scoring
        part = self.final[seat] if self.final is not None else final_scoring(self)[seat]
        return [(PART_LABELS[k], part[k]) for k in PARTS]

    def observation(self, seat: int | None) -> dict[str, Any]:
        from game.gallerist.view import observation
        return observation(self, seat)
