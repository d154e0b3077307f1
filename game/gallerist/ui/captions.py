"""The texts the Gallerist table makes itself, as pure functions of the frame (no pygame); the
words of its options and pieces come worded by the rules in its table model
(:mod:`game.gallerist.table_words`).

- :func:`status` — the line at the top: round, who decides, what;
- :func:`end_conditions` — the three end conditions and how close each is;
- :func:`bonus_short`, :func:`reputation_short` — a bonus or a reputation tile in a few characters.
"""

from __future__ import annotations

from typing import Sequence

from game.engine.i18n import N_, M, Mn, Mp, tr
from game.gallerist.data import LOCATION_NAMES, GalleristData
from game.gallerist.table_view import GalleristView
from game.gallerist.table_words import artist_name
from game.gallerist.ui.model import Frame

BONUS_SHORT = {"none": "—", "infl": M("I bonus"), "dollar": M("$ bonus"), "fame": M("fame bonus"),
               "visitor": M("visitor"), "ticket_any": M("any ticket"), "ticket_v": M("VIP ticket"),
               "ticket_i": M("Inv. ticket"), "pair": M("2 tickets"), "assistant": M("assistant"),
               "contract": M("contract"), "vi_plaza": M("V/I visitor"), "bag_any": M("bag visitor")}
# A tile's condition in a few letters: the words fit a player board's reputation space at 960×540
# (the tile's tooltip and the rules legend say it whole); a word that means more elsewhere takes
# the "reputation tile" context, so its short French form ("Collect.") stays on the tiles.
REPUTATION_SHORT = {
    "influence_thirds": M("3 infl."), "collectors": Mp("reputation tile", "Collector"), "vips": M("VIP"),
    "investors": Mp("reputation tile", "Investor"),
    "visitors": M("visitor"), "visitor_sets": M("V+I+C set"), "reputation_tiles": M("rep. tile"),
    "auction_assistants": M("offer"), "assistants_out_of_queue": M("assistant"), "promoted_artists": M("promo 4+"),
    "works_acquired": M("work"), "works_sold": M("sale"), "works_exhibited": M("exhibit"),
    "types_acquired": M("type"), "photos_acquired": M("photo"), "paintings_acquired": M("painting"),
    "digitals_acquired": M("digital"), "sculptures_acquired": M("sculpture"), "famous_artists": M("15+ fame"),
    "masterpieces_exhibited": M("masterp.")}
def bonus_short(bonus: str) -> str:
    """A bonus in one or two words (on tiles, spaces and contracts)."""
    return BONUS_SHORT.get(bonus, str(bonus).replace("_", " "))


def reputation_short(data: GalleristData, tile: int) -> str:
    """A reputation tile in a few characters: ``$2+1i/sculpture``."""
    what, money, infl = data.reputation[tile]
    if infl:
        return M("${money}+{infl}i/{what}", money=money, infl=infl, what=REPUTATION_SHORT.get(what, what))
    return M("${money}/{what}", money=money, what=REPUTATION_SHORT.get(what, what))


def money_text(n: int) -> str:
    return M("${n}", n=n)


def _and(names: Sequence[str]) -> str:
    out = names[0]
    for name in names[1:]:
        out = out + M(" and ") + name
    return out


def status(frame: Frame) -> str:
    """The top line: the round and who decides what (or the result)."""
    pub = frame.pub
    if frame.over:
        best = max(pub.money[p] for p in range(pub.num_players))
        won = [frame.names[p] for p in range(pub.num_players) if pub.money[p] == best]
        return Mn("Game over — {who} wins with ${money}.", "Game over — {who} win with ${money}.", len(won),
                  who=_and(won), money=best)
    rnd = M("Round {n} · final round", n=pub.round) if pub.final_round else M("Round {n}", n=pub.round)
    p = frame.player
    assert p is not None            # a game not over has a decision
    who = frame.name(p)
    if frame.kind == "ko":
        mark = [m for m in frame.data.star_marks if m < pub.influence[p]]
        loc = LOCATION_NAMES[pub.kicked_out_at]
        if mark:
            return M("{round} · {who} was kicked out of the {location}: an action there (influence "
                     "{before}→{after}), a ticket or contract, or pass.", round=rnd, who=who, location=loc,
                     before=pub.influence[p], after=mark[-1])
        return M("{round} · {who} was kicked out of the {location}: an action there, a ticket or contract, or pass.",
                 round=rnd, who=who, location=loc)
    if frame.mine:
        return M("{round} · {prompt}", round=rnd, prompt=step_prompt(frame))
    return deciding(frame, rnd, who)


# What another seat (an AI, another human) decides, said of them: the prompts speak to the
# player who decides ("Move your gallerist"), and the watching player is not the one asked.
_DECIDING = {
    "start": N_("{round} · {who} is choosing where their gallerist starts."),
    "move": N_("{round} · {who} is moving their gallerist."),
    "end": N_("{round} · {who} is ending their turn (an executive action may come first)."),
    "easel": N_("{round} · {who} is choosing whether their Art of International Renown work is exhibited or sold."),
    "artist": N_("{round} · {who} is choosing which artist gains fame (fame bonus)."),
    "ticket": N_("{round} · {who} is choosing a ticket colour."),
    "pair": N_("{round} · {who} is choosing two ticket colours."),
    "visitor": N_("{round} · {who} is choosing which visitor comes into their gallery."),
    "pile": N_("{round} · {who} is choosing which box-office pile loses a ticket."),
    "sign": N_("{round} · {who} is choosing between drawing 4 new contracts and taking one from a pile."),
    "slot": N_("{round} · {who} is choosing a contract slot."),
    "gallery_out": N_("{round} · {who} is choosing which visitor of their gallery goes to the Plaza."),
    "side": N_("{round} · {who} is choosing which side of the contract goes up (money or influence)."),
    "tickets": N_("{round} · {who} may spend another ticket."),
    "source": N_("{round} · {who} is choosing which assistant to use."),
    "space": N_("{round} · {who} is choosing a reputation space for the tile."),
    "lobby_out": N_("{round} · {who} is choosing which lobby visitor goes to the Plaza."),
}


def deciding(frame: Frame, rnd: str, who: str) -> str:
    """The top line while another seat decides: who, and what, in the third person."""
    pub, p = frame.pub, frame.player
    task = pub.stack[-1] if pub.stack else None
    if frame.kind == "pay" and task is not None:
        return M("{round} · {who} is paying ${cost} and choosing how much of it comes from influence.",
                 round=rnd, who=who, cost=task["cost"])
    if frame.kind == "fame" and task is not None:
        return M("{round} · {who} may spend influence for more fame for {artist}.", round=rnd, who=who,
                 artist=artist_name(task["studio"]))
    kind = frame.kind
    if kind == "turn" and p is not None:
        if pub.phase == "act":
            return M("{round} · {who} is choosing an action of the {location}, or passing.", round=rnd, who=who,
                     location=LOCATION_NAMES[pub.gallerist_at[p]])
        kind = "move" if pub.phase == "move" else "end"
    if kind in _DECIDING:
        return M(_DECIDING[kind], round=rnd, who=who)
    return M("{round} · {who} is deciding.", round=rnd, who=who)


def step_prompt(frame: Frame) -> str:
    """The question of the pending decision, in the table's words where the engine's prompt
    names its internal cause."""
    pub = frame.pub
    task = pub.stack[-1] if pub.stack else None
    if frame.kind == "pay" and task is not None:
        return M("Pay ${cost}: how much of it from influence? (each step down to a $ mark is $1)", cost=task["cost"])
    if frame.kind == "fame" and task is not None:
        return M("Spend influence for fame for {artist}? (each step down to a star mark is 1 fame)",
                 artist=artist_name(task["studio"]))
    return M("{question}", question=Before(frame.prompt, " (")) if frame.kind != "turn" else frame.prompt


class Before:
    """The words of a message, said in the language in force, up to ``stop`` (a question without
    its cause)."""

    def __init__(self, text: str, stop: str) -> None:
        self.text, self.stop = text, stop

    def __format__(self, spec: str) -> str:
        return tr(self.text).split(self.stop)[0]


def end_conditions(pub: GalleristView) -> list[tuple[str, float, bool]]:
    """``[(label, progress, held)]`` for the three end conditions (two of them end the game)."""
    piles = pub.box_office
    empty = sum(1 for x in piles if x == 0)
    out: list[tuple[str, float, bool]] = [
        (M("Box office empty: {empty}/3 piles ({left} left)", empty=empty, left="/".join(str(x) for x in piles)),
         empty / 3, sum(piles) == 0),
        (M("Celebrities: {n}/2", n=pub.celebrities), min(1.0, pub.celebrities / 2), pub.celebrities >= 2),
        (Mn("Bag empty: {n} visitor left", "Bag empty: {n} visitors left", sum(pub.bag),
            n=sum(pub.bag)), 1 - min(1.0, sum(pub.bag) / 12), sum(pub.bag) == 0)]
    return out


def end_gauges(pub: GalleristView) -> list[str]:
    """The three end conditions' short labels, under their gauges at the top."""
    empty = sum(1 for x in pub.box_office if x == 0)
    return [M("Box office: {empty}/3 piles", empty=empty), M("Celebrities: {n}/2", n=pub.celebrities),
            Mn("Bag: {n} visitor", "Bag: {n} visitors", sum(pub.bag), n=sum(pub.bag))]


def end_summary(pub: GalleristView) -> str:
    """One line: when the game ends, or how close it is."""
    if pub.final_round_from >= 0 and pub.solo:
        return M("Final turn: Lacerda moves no more")
    if pub.final_round_from >= 0:
        return M("Final round") if pub.final_round else M("End triggered: finish this round, then one final round")
    if pub.solo:
        return M("Ends when the three box-office piles are empty")
    return M("Ends when two conditions hold")
