"""The end of the game: the auction of the Art of International Renown (the owners of the best
offers take an easel work each, counted as exhibited or sold) and the final scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.i18n import M, Mn
from game.engine.steps import Events, Task
from game.gallerist.board import LACERDA, act
from game.gallerist.steps import BOOK, GalleristStep, PhaseStep

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

HOW = ("shown", "sold")


def start_auction(st: GalleristState, events: Events) -> None:
    """Rank the owners of offers (most offered, then the best single offer, then seat order
    from the first player; Lacerda last): the first ones take an easel work each."""
    offers = st.offer_totals()
    seat_order = {p: (p - st.start_player) % st.num_players for p in st.players}
    seat_order[LACERDA] = 99
    ranked = sorted(offers, key=lambda o: (-offers[o][0], -offers[o][1], seat_order[o]))
    st.auction_queue = ranked[:len(st.easels)]
    st.phase = "auction"
    events.append({"type": "auction", "order": ranked})
    lacerda_easels(st, events)


def lacerda_easels(st: GalleristState, events: Events) -> None:
    """Lacerda takes the first easel work left whenever its offer comes first."""
    while st.auction_queue and st.auction_queue[0] == LACERDA:
        st.auction_queue.pop(0)
        work = st.easels.pop(0)
        st.easel_picks.append([LACERDA, work, 0])
        events.append({"type": "lacerda_easel", "work": work})


def score(st: GalleristState, events: Events) -> None:
    """The final scoring: each seat's money becomes its total, and the game is over."""
    from game.gallerist.scoring import final_scoring
    st.final = final_scoring(st)
    for p in st.players:
        events.append({"type": "final_scoring", "player": p, "money": [st.money[p], st.final[p]["total"]],
                       "influence": [st.influence[p], st.final[p]["influence_after"]], "parts": dict(st.final[p])})
        st.money[p] = st.final[p]["total"]
        st.influence[p] = st.final[p]["influence_after"]
    st.phase = "over"
    events.append({"type": "game_over", "winners": st.winners(),
                   "scores": [st.final[p]["total"] for p in st.players],
                   "headline": st.summary().get("headline")})


@BOOK.step("easel")
class Easel(PhaseStep):
    """The first owner in the auction's order takes an easel work: ``easel N shown|sold``."""

    takes = frozenset({"easel"})
    question = M("Take an Art of International Renown work: exhibited or sold?")
    when = M("only in the auction after the final round")

    def whose(self, st: GalleristState) -> int:
        return st.auction_queue[0]

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("easel", i + 1, how) for i in range(len(st.easels)) for how in HOW]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        n = len(st.easels)
        if len(action) == 3 and 1 <= action[1] <= n and action[2] in HOW:
            return None
        return Mn("only {n} easel work is left", "only {n} easel works are left", n, n=n)

    def elsewhere(self, home: GalleristStep | None) -> str:
        return M("the game is at its auction: take an easel work")

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p, how = task["player"], action[2]
        st.cause = str(action)
        work = st.easels.pop(action[1] - 1)
        st.easel_picks.append([p, work, 1 if how == "shown" else 0])
        st.auction_queue.pop(0)
        events.append({"type": "easel", "player": p, "work": work, "as": how})
        lacerda_easels(st, events)
