"""Reputation tiles: the space a tile taken goes to (its bonus), and the lobby visitor that goes
to the Plaza when a tile is taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.steps import Events, Task
from game.gallerist.board import EMPTY, act
from game.gallerist.data import COLOURS
from game.gallerist.steps import BOOK, GalleristStep, colour_name, new_task

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


@BOOK.step("space")
class Space(GalleristStep):
    """The reputation space ``tile`` goes to: an empty one, whose bonus follows."""

    takes = frozenset({"space"})
    question = M("Which reputation space for the tile?")
    when = M("only when you place a reputation tile")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("space", k) for k in range(1, 7)]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        k = action[1]
        free = 1 <= k <= 6 and st.reputation[task["player"]][k - 1] == EMPTY
        return None if free else M("reputation space {k} is taken", k=k)

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p, tile = task["player"], task["tile"]
        k = action[1] - 1
        st.reputation[p][k] = tile
        events.append({"type": "reputation", "player": p, "tile": tile, "space": k + 1,
                       "start": bool(task.get("start"))})
        st.stack.append(new_task("bonus", p, bonus=st.data.reputation_spaces[k]))


@BOOK.step("lobby_out")
class LobbyOut(GalleristStep):
    """A visitor of the lobby goes to the Plaza."""

    takes = frozenset({"out"})
    question = M("Which lobby visitor goes to the Plaza?")
    when = M("only when a visitor must go to the Plaza")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("out", c) for c in COLOURS]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        c = COLOURS.index(action[1])
        return None if st.lobby[task["player"]][c] > 0 else M("no {colour} is in your lobby",
                                                                               colour=colour_name(action[1]))

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p = task["player"]
        c = COLOURS.index(action[1])
        st.lobby[p][c] -= 1
        st.plaza[c] += 1
        events.append({"type": "to_plaza", "player": p, "colour": action[1], "from": "lobby"})
