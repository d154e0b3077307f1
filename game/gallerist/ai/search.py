"""The Gallerist planning for the ``medium`` and ``hard`` agents, and the hard agent's search adapter.

Everything here works on *determinized* states (``game.determinize(obs, rng)``): full
states that agree with the observation, hidden cards drawn from the agent's own rng, so a
decision depends on the observation and the rng only.

- **Evaluation** (:class:`Evaluation`) — each seat's projected final money
  (:func:`game.gallerist.scoring.final_scoring`) plus credits for what has no money value
  yet (:func:`credits`); medium adds the easel works its auction offers would win
  (:func:`auction_projection`) and a little for being able to act (:func:`liquidity`, a
  sale ready at the Sales Office counting as money), takes a penalty when its contracts
  block it (:func:`contracts_blocked`), counts the credits at half and lets them fade toward
  the end, and takes its own worth less the best rival's.
- **Plan** (:func:`plan_choice`) — every option tried on a copy, the seat's own follow-up
  steps played out with the one-step rule; after a move, the option is judged by the best
  location action it opens (a move that opens none loses ``idle``); a rival kicked out
  answers before the judgement (:func:`kick_cost`).
  Greedy is this plan with :data:`GREEDY_EVAL` (its own money, selfish); medium with
  :data:`MEDIUM_EVAL`.
- **Hard** (:class:`GalleristSearch` through the shared :class:`~game.ai.search.PairedSearch`) — only moves and
  kicked-out actions are searched (:func:`searched`), and only the options medium's plan ranks within
  ``SEARCH_GAP`` of its best; each is played out from the same determinizations as medium's
  choice, rollouts playing medium's plan for every seat's turn choices and the one-step rule
  for the steps, until the seat's next turn; the evaluation is squashed into a win chance, and
  medium's choice is left only for a paired lead that is significant.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, cast

from game.ai.search import SearchAdapter, favourite_priors
from game.engine.actions import Action, Decision
from game.engine.contract import GamePackage
from game.engine.rng import Rng
from game.engine.state import GameState
from game.gallerist.board import EMPTY, OPEN
from game.gallerist.scoring import easel_value, final_scoring

if TYPE_CHECKING:
    from game.gallerist.data import GalleristData
    from game.gallerist.state import GalleristState

Scored = list[tuple[float, Action]]
"""``[(value, option)]``, best first."""

END, PASS = Action("end"), Action("pass")
EXECUTIVE = frozenset({"ticket", "contract"})
CHAIN_LIMIT = 12          # own follow-up steps played out after a tried option
PRIOR_WEIGHT = 0.6        # share of the root prior that marks medium's choice (the paired search's favourite)
ROOT_WIDTH = 8            # root candidates searched at most (medium's choice among them)
SEARCH_GAP = 2.0          # dollars: only options planned this close to medium's best are searched
EVAL_SCALE = 8.0          # dollars: a lead this size is a ~73% win chance
GAME_TURNS = 16           # rounds over which the credits fade (a 2-player game lasts about 22)
LIQUID_MONEY, LIQUID_DESKS = 8, 2   # the dollars and desk assistants that keep a gallery able to act
FADE_FLOOR = 0.25         # the share of the credits kept until the final round


def credits(s: GalleristState, seat: int) -> float:
    """Dollars for what ``seat`` holds that has no money value yet: tickets, visitors,
    contracts (more on the side not yet used), a commission, assistants on desks, the
    starting tile still to take, influence beyond its end-of-game worth."""
    extra = 1.5 * sum(s.tickets[seat]) + 2.0 * sum(s.gallery[seat]) + 0.8 * sum(s.lobby[seat])
    extra += sum(1.5 if s.contract_sides[seat][k] == OPEN else 1.0 for k in range(3) if s.contracts[seat][k] >= 0)
    extra += 4.0 if s.commission[seat] >= 0 else 0.0
    extra += 1.0 * s.desk_assistants[seat] + (2.0 if s.start_tile[seat] < 0 else 0.0)
    return extra + 0.4 * s.influence[seat]          # influence buys money, fame and KO actions later


class Evaluation:
    """The weights of a position's judgement, the judgements made with them, and one habit of
    the plan that uses them.

    ``rival_weight`` — how much the best rival's worth counts against one's own (0: greedy's
    selfish view); ``credit`` — the share of greedy's credits for tickets, visitors,
    contracts and assistants that counts; ``fade`` — whether those credits shrink as the game
    nears its end (they turn into money only while it lasts); ``auction`` — whether the
    offers made in the International Market count for the easel works they would win
    (the final scoring counts the auction only once it is held); ``skim`` — whether a plan's
    look-ahead after a move leaves out the executive actions (see :func:`location_actions`);
    ``idle`` — dollars a move that leads to no location action loses (a wasted turn);
    ``liquidity`` — the weight of :func:`liquidity` (fading like the credits); ``blocked`` —
    dollars lost while :func:`contracts_blocked` holds (fading like the credits); ``market`` —
    the weight of :func:`market_presence` (fading like the credits).
    """

    __slots__ = ("rival_weight", "credit", "fade", "auction", "skim", "idle", "liquidity", "blocked", "market")

    def __init__(self, rival_weight: float, credit: float, fade: bool, auction: bool, skim: bool, idle: float,
                 liquidity: float, blocked: float, market: float) -> None:
        self.rival_weight, self.credit, self.fade, self.auction = rival_weight, credit, fade, auction
        self.skim, self.idle, self.liquidity, self.blocked = skim, idle, liquidity, blocked
        self.market = market

    def worth(self, st: GalleristState) -> list[float]:
        """Each seat's projected final money plus what the weights add to it (a list by seat)."""
        scored = final_scoring(st)
        if st.is_over:
            return [float(part["total"]) for part in scored]
        left = (progress_left(st) if self.fade else 1.0) * self.credit
        keep = progress_left(st)
        # The easel works are worth what their artists' fame will make them at the end: more
        # the earlier it is (the same fade as the credits, from double down to face value).
        won = auction_projection(st) if self.auction else {}
        grow = 1.0 + keep if self.auction else 1.0
        return [scored[seat]["total"] + grow * won.get(seat, 0) + left * credits(st, seat)
                + keep * (self.liquidity * liquidity(st, seat) - self.blocked * contracts_blocked(st, seat)
                          + self.market * market_presence(st, seat))
                for seat in st.players]

    def value(self, st: GalleristState, seat: int) -> float:
        """The planning value of ``st`` for ``seat``: own worth against the best rival's."""
        w = self.worth(st)
        rivals = [w[q] for q in st.players if q != seat]
        return w[seat] - self.rival_weight * max(rivals) if rivals else w[seat]

    def win_values(self, st: GalleristState) -> list[float]:
        """A value in [0, 1] per seat (solo: against the money a good game makes)."""
        if st.is_over and not st.solo:
            winners = st.winners()
            return [1.0 / len(winners) if s in winners else 0.0 for s in st.players]
        w = self.worth(st)
        if st.solo:
            return [_squash(w[0] - SOLO_PAR)]
        return [_squash(w[s] - max(w[q] for q in st.players if q != s)) for s in st.players]


SOLO_PAR = 60.0           # dollars: a solitaire total the search treats as an even result
# Tuned against greedy (docs/ai.md): the whole lead over the best rival counts, and the credits
# count half — greedy, selfish and counting them whole, keeps what it should invest or deny.
# The blocked-contracts penalty came from medium's lost games against random: it signed
# contracts matching none of its works until three blocked the Sales Office, spent its last
# dollar and influence, and then could only pass (a third of its turns, docs/ai.md).
# The grown easel works and ``market`` came from medium's games against easy (its own version with
# random slips), which took the International Market's majorities and auction from it (docs/ai.md).
MEDIUM_EVAL = Evaluation(rival_weight=1.0, credit=0.5, fade=True, auction=True, skim=True, idle=4.0,
                         liquidity=4.0, blocked=6.0, market=2.0)
GREEDY_EVAL = Evaluation(rival_weight=0.0, credit=1.0, fade=False, auction=False, skim=False, idle=0.0,
                         liquidity=0.0, blocked=0.0, market=0.0)
HARD_EVAL = MEDIUM_EVAL      # not tuned apart: hard's rollouts and leaves judge as medium does


def auction_projection(st: GalleristState) -> dict[int, int]:
    """``{owner: dollars}``: the easel works the offers would win if the auction were held
    now — the best offers first (as :func:`game.gallerist.auction.start_auction` ranks them), each
    taking the dearest work left."""
    if st.easel_picks or not st.easels:
        return {}
    offers = st.offer_totals()
    ranked = sorted(offers, key=lambda o: (-offers[o][0], -offers[o][1]))
    values = sorted((easel_value(st, w) for w in st.easels), reverse=True)
    return dict(zip(ranked, values))


def market_presence(st: GalleristState, seat: int) -> float:
    """``seat``'s assistants in the International Market, each weighted by its column's first
    majority prize over column A's (A 1, B 1.67, C 2.5): the majorities as they stand count
    only the present lead, which the rivals' later placements split; every assistant placed
    keeps counting toward the lead that is paid at the end."""
    columns = st.data.columns
    first = columns[0][3][0]
    return sum(columns[col][3][0] / first for row in st.market_assistants for col, owner in enumerate(row)
               if owner == seat)


def liquidity(st: GalleristState, seat: int) -> float:
    """Dollars for being able to act next turn: the first dollars in hand (a sale ready at the
    Sales Office counts as its money) and the first assistants on desks (a gallery with
    neither can only pass)."""
    money = st.money[seat] + ready_sale(st, seat)
    return 0.5 * min(money, LIQUID_MONEY) + 2.0 * min(st.desk_assistants[seat], LIQUID_DESKS)


def open_contract_types(st: GalleristState, seat: int) -> list[int]:
    """The art types of ``seat``'s unfulfilled contracts (a list, one per contract)."""
    cards, sides = st.contracts[seat], st.contract_sides[seat]
    return [st.data.contracts[c][0] for k, c in enumerate(cards) if c != EMPTY and sides[k] == 0]


def ready_sale(st: GalleristState, seat: int) -> int:
    """The dollars of the best sale ``seat`` could make at the Sales Office now: a work on its
    walls whose art type an unfulfilled contract asks for (0 if none)."""
    types = set(open_contract_types(st, seat))
    return max((st.sale_value(s) for s in st.wall_studios[seat] if s // 2 in types), default=0)


def contracts_blocked(st: GalleristState, seat: int) -> bool:
    """Whether ``seat``'s contracts block it: three unfulfilled, so no new one can be signed,
    and none matching a work on its walls, so none can be sold. Only buying a matching work
    (money) frees it."""
    types = open_contract_types(st, seat)
    return len(types) == 3 and not any(s // 2 in types for s in st.wall_studios[seat])


def progress_left(st: GalleristState) -> float:
    """The share of the credits a position keeps: 1 at the start, falling with the rounds to a
    quarter, 0 in the final round (what is not money by then never will be)."""
    if st.final_round:
        return 0.0
    return max(FADE_FLOOR, 1.0 - (st.round - 1) / GAME_TURNS)


def _squash(lead: float) -> float:
    return 1.0 / (1.0 + math.exp(-lead / EVAL_SCALE))


def after(st: GalleristState, action: Action) -> GalleristState:
    """A copy of ``st`` with ``action`` applied."""
    nxt = st.clone()
    nxt.apply(action)
    return nxt


def playable(decision: Decision) -> list[Action]:
    """The options worth judging: a turn is not passed while anything else is possible."""
    opts = [o for o in decision.options if not (o[0] == "pass" and decision.kind == "turn")]
    return opts or list(decision.options)


def settle(st: GalleristState, seat: int, evaluation: Evaluation, look_ahead: bool) -> float:
    """Value for ``seat`` after its pending steps are played with the one-step rule; after a
    move (``look_ahead``), the value of the best next choice of the turn."""
    for _ in range(CHAIN_LIMIT):
        d = st.decision()
        if d is None or d.player != seat or d.kind == "ko":
            break
        if d.kind == "turn":
            if not look_ahead:
                return evaluation.value(st, seat) + kick_cost(st, seat, d, evaluation)
            opts = location_actions(d) if evaluation.skim else d.options
            return max(settle(after(st, o), seat, evaluation, False) - (evaluation.idle if o == PASS else 0.0)
                       for o in opts)
        st.apply(one_step(st, d, evaluation))
    return evaluation.value(st, seat)


def location_actions(d: Decision) -> list[Action]:
    """A turn's options without the executive actions (they can still come after the location
    action, so a move's look-ahead skips them: half the work, little lost)."""
    return [o for o in d.options if o[0] not in EXECUTIVE] or list(d.options)


def kick_cost(st: GalleristState, seat: int, d: Decision, evaluation: Evaluation) -> float:
    """What the kicked-out action of a rival this turn kicked out costs ``seat`` (0 or less):
    the turn is ended, the rival answers with the one-step rule, and the value's change is
    the cost. Nothing for a selfish judge, or when no one was kicked out or the turn cannot
    simply end."""
    if not evaluation.rival_weight or st.kicked_out_at < 0 or st.final_round or END not in d.options:
        return 0.0
    x = after(st, END)
    before = evaluation.value(x, seat)
    for _ in range(CHAIN_LIMIT):
        k = x.decision()
        if k is None or k.kind == "turn" or k.player == seat:
            break
        x.apply(one_step(x, k, evaluation))
    return evaluation.value(x, seat) - before


def one_step(st: GalleristState, d: Decision, evaluation: Evaluation) -> Action:
    """The option whose immediate result ``evaluation`` likes best for the deciding seat."""
    opts = playable(d)
    if len(opts) == 1:
        return opts[0]
    return max(opts, key=lambda o: evaluation.value(after(st, o), d.player))


def ranked(st: GalleristState, d: Decision, evaluation: Evaluation) -> Scored:
    """``[(value, option)]`` best first: each option carried through the seat's own steps."""
    seat = d.player
    scored = [(settle(after(st, o), seat, evaluation, o[0] == "move"), i, o) for i, o in enumerate(playable(d))]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [(v, o) for v, _, o in scored]


def plan_choice(game: Any, obs: dict[str, Any], decision: Decision, rng: Rng, evaluation: Evaluation = MEDIUM_EVAL,
                draw_start: bool = False) -> Action:
    """Medium's move: the best option after the seat's own steps on a determinized state; a start
    location drawn among the best with ``draw_start`` (the levels: see :func:`drawn_start`; greedy,
    the baseline, keeps the first in the board's order)."""
    if len(decision.options) == 1:
        return decision.options[0]
    st = game.determinize(obs, rng)
    scored = ranked(st, decision, evaluation)
    return drawn_start(scored, rng) if draw_start and decision.kind == "start" else scored[0][1]


def drawn_start(scored: Scored, rng: Rng) -> Action:
    """A start location among those the plan values best, drawn with ``rng``. The plan tells start
    locations apart by nothing (the starting tile counts once placed, the location only for the first
    move), and the first in the board's order made each place in the placing order always take the
    same location: at 4 players the start player always started at the International Market
    (docs/ai.md, "Fair seats at 3 and 4 players")."""
    best = [o for v, o in scored if v >= scored[0][0] - 1e-9]
    return best[rng.randrange(len(best))]


def searched(decision: Decision) -> bool:
    """Whether hard searches ``decision``: where to move, and a kicked-out action — the choices
    a rival answers. The location action and its steps follow medium's plan for the move."""
    return decision.kind == "ko" or (decision.kind == "turn" and any(o[0] == "move" for o in decision.options))


class GalleristSearch(SearchAdapter):
    """The :class:`~game.ai.search.SearchAdapter` for The Gallerist (see the module docstring).
    ``searches_all``: every choice is searched, not only moves and kicked-out actions (the coach's)."""

    searches_all = False

    def __init__(self, evaluation: Evaluation = HARD_EVAL, rounds: int = 1) -> None:
        self.evaluation = evaluation
        self.rounds = rounds
        self.data: GalleristData | None = None

    # ``game`` is The Gallerist's package, whose determinize also takes the loaded data.
    def determinize(self, game: GamePackage, obs: dict[str, Any], rng: Rng) -> GameState:
        return cast(Any, game).determinize(obs, rng, self.data)

    def root_priors(self, game: GamePackage, obs: dict[str, Any], decision: Decision,
                    rng: Rng) -> dict[Action, float]:
        self.data = cast(Any, game).load_data()
        st = cast(Any, game).determinize(obs, rng, self.data)
        scored = ranked(st, decision, self.evaluation)
        best, favourite = scored[0]
        if decision.kind == "start":
            favourite = drawn_start(scored, rng)
        if not (self.searches_all or searched(decision)):
            return {favourite: 1.0}
        close = [o for v, o in scored[1:ROOT_WIDTH] if best - v <= SEARCH_GAP]
        return favourite_priors(favourite, close, PRIOR_WEIGHT)

    # The search hands back the states this adapter made: The Gallerist's.
    def rollout_action(self, state: GameState, decision: Decision, rng: Rng | None) -> Action:
        st = cast("GalleristState", state)
        if decision.kind == "turn":
            return ranked(st, decision, self.evaluation)[0][1]
        return one_step(st, decision, self.evaluation)

    def horizon(self, root_state: GameState, state: GameState) -> bool:
        # The seat's turn and every rival's answer to it: where the seat's next turn begins.
        root, st = cast("GalleristState", root_state), cast("GalleristState", state)
        return st.is_over or st.turn >= root.turn + self.rounds * root.num_players

    def evaluate(self, state: GameState) -> list[float]:
        return self.evaluation.win_values(cast("GalleristState", state))


class GalleristCoach(GalleristSearch):
    """The coach's search: hard's, but every choice of a turn is played out, the location action
    and how to pay as well as the move. With only the move searched, a hint's location action and
    payment were medium's plan on one sample, unjudged, and read with no reason."""

    searches_all = True


