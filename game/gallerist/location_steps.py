"""The automatic steps of the location actions: an artist discovered, a work's fame and the
work hung (the next one revealed, the starting tile placed at three works), assistants hired,
and the fame of a promotion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.steps import Events, Task
from game.gallerist.board import EMPTY, STUDIOS, C
from game.gallerist.pieces import hire_one
from game.gallerist.spending import add_fame
from game.gallerist.steps import BOOK, AutoStep, new_task
from game.gallerist.supply import draw_bag

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


@BOOK.step("discovered")
class Discovered(AutoStep):
    """The artist of ``studio`` turns face up at its initial fame (a Collector waiting at the
    studio goes to the Plaza); the discoverer takes its commission."""

    def run(self, st: GalleristState, task: Task, events: Events) -> None:
        p, s = task["player"], task["studio"]
        collector = st.studio_collectors[s]
        st.fame[s] = st.studio_artist(s).fame
        events.append({"type": "commission", "player": p, "studio": STUDIOS[s], "fame": st.fame[s],
                       "collector": collector})
        if collector:
            st.studio_collectors[s] = 0
            st.plaza[C] += 1
        st.signatures[s] -= 1
        st.commission[p] = s


@BOOK.step("buy_fame")
class BuyFame(AutoStep):
    """The artist of a bought ``work`` gains its fame, plus 1 per Collector in the gallery."""

    def run(self, st: GalleristState, task: Task, events: Events) -> None:
        p = task["player"]
        add_fame(st, p, task["studio"], st.data.works[task["work"] % 8].fame + st.gallery[p][C], events)


@BOOK.step("bought")
class Bought(AutoStep):
    """The bought ``work`` hangs on the next wall (its signature from the studio, or the
    commission used); the next work of its type is revealed with visitors from the bag on its
    ticket tile; at three works the starting tile goes to a reputation space."""

    def run(self, st: GalleristState, task: Task, events: Events) -> None:
        p, s, work = task["player"], task["studio"], task["work"]
        t = s // 2
        events.append({"type": "hang", "player": p, "work": work, "studio": STUDIOS[s], "wall": len(st.walls[p]) + 1,
                       "by_commission": task["by_commission"]})
        st.walls[p].append(work)
        st.wall_studios[p].append(s)
        if task["by_commission"]:
            st.commission[p] = EMPTY
        else:
            st.signatures[s] -= 1
        st.face_up_works[t] = EMPTY
        if st.work_stacks[t]:
            st.face_up_works[t] = nxt = st.work_stacks[t].pop()
            for _ in range(st.data.works[nxt % 8].ticket_count):
                c = draw_bag(st)
                if c >= 0:
                    st.face_up_visitors[t][c] += 1
            events.append({"type": "reveal_work", "work": nxt, "visitors": st.face_up_visitors[t][:]})
        if st.start_tile[p] != EMPTY and len(st.walls[p]) >= 3:
            tile = st.start_tile[p]
            st.start_tile[p] = EMPTY
            if EMPTY in st.reputation[p]:
                events.append({"type": "start_tile_due", "player": p, "tile": tile})
                st.stack.append(new_task("lobby_out", p))
                st.stack.append(new_task("space", p, tile=tile, start=1))
            else:
                events.append({"type": "start_tile_boxed", "player": p, "tile": tile})
                st.reputation_boxed.append(tile)


@BOOK.step("hire")
class Hire(AutoStep):
    """``count`` assistants hired (after their price is paid)."""

    def run(self, st: GalleristState, task: Task, events: Events) -> None:
        for _ in range(task["count"]):
            hire_one(st, task["player"], events)


@BOOK.step("promotion_fame")
class PromotionFame(AutoStep):
    """A promoted artist (not a Celebrity) gains 1 fame plus 1 per Collector, then more for
    influence."""

    def run(self, st: GalleristState, task: Task, events: Events) -> None:
        p, s = task["player"], task["studio"]
        if not st.is_celebrity(s):
            add_fame(st, p, s, 1 + st.gallery[p][C], events)
            st.stack.append(new_task("fame", p, studio=s, fame_needed=-1))
