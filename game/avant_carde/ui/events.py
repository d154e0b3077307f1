"""Animations derived from the events of ``apply``: which flight, pulse or toast each event gets.

``animate(stage, events, old)`` runs after the table has laid out the new state (``stage``: what
the animations need of it, :class:`Stage`); ``old`` holds the rects of the state before the move
(where a played card left the hand, where a bought card left its stack). Private events (a draw)
animate only for the seat that may see them.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Sequence

import pygame

from game.avant_carde.table_view import LineCard
from game.avant_carde.ui import anim as A, captions, catalog, layout as lay, style
from game.avant_carde.ui.layout import Layout
from game.avant_carde.ui.model import TableView, timing_of
from game.avant_carde.ui.places import Places, PlateRects
from game.engine.contract import Event
from game.engine.i18n import M, Mn, join
from game.ui import theme


class Stage(NamedTuple):
    """What the animations of a move need of the table: its animator, the view and where things are
    now (``places``, ``L``), design px to pixels (``s``) and whether cards show their patterns."""

    anim: A.Animator
    view: TableView
    places: Places
    L: Layout | None
    s: Callable[[float], int]
    patterns: bool

    def names(self) -> list[str]:
        return [sv.name for sv in self.view.seats]

    def _timing(self, number: int) -> str | None:
        return timing_of(self.view, number)


# The events whose animation shows the card they name.
CARD_EVENTS = frozenset({"play", "conceal", "unveil", "change", "buy", "take", "bury", "trash"})


def animate(stage: Stage, events: Sequence[Event], old: Places) -> None:
    """Start the animations for ``events`` on the table's ``stage``."""
    an = stage.anim
    new = stage.places
    v = stage.view
    names = stage.names()
    s = stage.s
    viewer = v.viewer
    award_delay = 0.0
    reveal_after = 0.0      # the reveal waits while a drawn card that ended the line is shown
    for e in events:
        t = e["type"]
        if t in CARD_EVENTS and "card" not in e:
            continue        # another seat's event as a server sends it, without the card it names
        p: Any = e.get("player")     # a seat, for the events that concern one
        if t == "play" or (t == "conceal" and e.get("from") == "hand"):
            code = e["card"]
            target_list = new.lines.get(p)
            if not target_list:
                continue
            idx = next((i for i in range(len(target_list) - 1, -1, -1) if target_list[i][0].code == code), None)
            if idx is None:
                idx = len(target_list) - 1 if t == "conceal" else None
            if idx is None:
                continue
            lc, target = target_list[idx]
            start = old.hand_rect(code) if p == viewer else None
            if start is None:
                pr = new.plates.get(p)
                start = _pile(stage, pr.deck) if pr else None
            img = _line_image(stage, lc, target, own=p == viewer)
            if start is not None:
                an.fly(img, start, target, hide=("line", p, idx), arc=s(30))
        elif t == "conceal":
            r = new.line_rect(p, e["card"])
            an.pulse(r, style.SELECT)
        elif t == "unveil":
            r = new.line_rect(p, e["card"])
            an.pulse(r, style.GLOW)
        elif t == "change":
            r = new.line_rect(p, e["card"])
            an.pulse(r, style.GLOW)
        elif t in ("buy", "take"):
            card = catalog.face(e["card"])
            start = old.stacks.get(card.number) or new.stacks.get(card.number)
            pr = new.plates.get(p)
            if pr is None or start is None:
                continue
            end = _pile(stage, pr.discard)
            img = _face(stage, card, start.w)
            an.fly(img, start, end, arc=s(60))
            an.pulse(pr.rect, style.seat_colour(p), delay=0.3)
        elif t == "bury":
            n = e["stack"]
            r = old.stacks.get(n)
            card = catalog.face(e["card"])
            if r is not None:
                img = _face(stage, card, r.w)
                an.fly(img, r, r.move(0, s(50)), fade_out=True)
        elif t == "trash":
            r = old.line_rect(p, e["card"])
            if r is None:
                pr = old.plates.get(p)
                r = None if pr is None else pygame.Rect(pr.discard.centerx - s(13), pr.discard.centery - s(18),
                                                        s(26), s(36))
            card = catalog.face(e["card"])
            if r is not None:
                img = style.mini_card(card.number, card.colour, r.size, stage.patterns)
                an.fly(img, r, r.move(0, -s(60)), fade_out=True)
        elif t == "awards":
            pr = new.plates.get(p)
            if pr is not None:
                d = s(30)
                img = style.icon("award", d)
                for k in range(min(e["count"], 8)):
                    an.fly(img, new.awards_pile, pygame.Rect(pr.awards.left, pr.awards.top, pr.awards.h, pr.awards.h),
                           kind="icon", delay=award_delay + k * A.STAGGER, hide=("awards", p), arc=s(80))
                award_delay += 0.2
            n = e["count"]
            an.toast(Mn("{value} earns {n} award (made ${made})",
                        "{value} earns {n} awards (made ${made})", n, value=names[p], n=n, made=e['made']), tone="big")
            if e.get("stack_emptied") and not v.solo:
                an.toast("The Awards stack is empty: this is the last round!", tone="big")
        elif t == "take_change_token":
            pr = new.plates.get(p)
            if pr is not None:
                an.fly(style.icon("change", s(24)), new.token_supply, pr.token, kind="icon",
                       delay=award_delay + 0.15, hide=("token", p), arc=s(60))
        elif t == "gain" and e.get("reason") == "change token":
            pr = old.plates.get(p)
            if pr is not None:
                an.fly(style.icon("change", s(24)), pr.token, new.token_supply, kind="icon", arc=s(50))
        elif t == "gems":
            for k, q in enumerate(e["players"]):
                pr = new.plates.get(q)
                if pr is not None:
                    an.fly(style.icon("gem", s(24)), new.gem_supply, pr.gem, kind="icon", delay=0.3 + k * 0.1,
                           arc=s(40))
        elif t == "draw" and p == viewer and p is not None:
            pr = new.plates.get(p)
            for k, code in enumerate(e.get("cards", [])):
                dest = new.hand_rect(code)
                if dest is None or pr is None:
                    continue
                card = catalog.face(code)
                img = _face(stage, card, dest.w)
                an.fly(img, _pile(stage, pr.deck), dest, delay=k * 0.06, hide=("hand", code), arc=s(20))
        elif t == "discard_hand" and p == viewer and p is not None:
            pr = new.plates.get(p)
            for k, code in enumerate(e.get("cards", [])):
                if pr is None:
                    continue
                r = old.hand_rect(code)
                card = catalog.face(code)
                if r is None:        # drawn in this move, never in the hand on screen: shown big before it goes
                    reveal_after = max(reveal_after, show_drawn(stage, card, pr, k))
                    continue
                an.fly(_face(stage, card, r.w), r, _pile(stage, pr.discard), delay=k * 0.04, arc=s(40))
        elif t == "stop" and e.get("forced") and p == viewer:
            drawn = drawn_cards(events, viewer)
            if drawn:
                words = join(M(" and "), [_card_words(c) for c in drawn])
                an.toast(M("You drew {words}: nothing in your hand matches, so your line is done.",
                           words=words), tone="big")
            else:
                an.toast("No card in your hand matches: your line is done.")
        elif t == "reveal":
            an.toast("Every line is revealed: buy turns begin", tone="big")
            reveal_lines(stage, viewer, after=reveal_after)
        elif t == "buy_turn":
            count_money(stage, p, e["money"])
        elif t == "round" and not v.solo:      # solo: you always play first
            an.toast(M("Round {round}: {value} plays first", round=e['round'], value=names[e['first']]))
        elif t == "token":
            last = " (the last round)" if e["section"] == "extras" else ""
            an.toast(M("The first player token moves onto the {section_words}{last}",
                       section_words=captions.section_words(e['section']), last=last))
        elif t == "forger_waits":
            an.toast(M("{value}'s Forger waits for a later buy", value=names[p]))
        elif t == "game_over":
            winners = e.get("winners", [])
            if winners:
                an.toast(Mn("{names} wins!", "{names} win!", len(winners),
                            names=join(" & ", [names[w] for w in winners])), tone="big")
            else:
                an.toast("The gallery wins.", tone="big")

REVEAL_STEP = 0.25      # seconds between two cards turned over at the reveal (times the speed)
COIN_STEP = 0.08        # seconds between two dollars counted onto a plate
DRAWN_SHOWN = 1.6       # seconds a drawn card that ended the line stays in view (times the speed)


def show_drawn(stage: Stage, card: catalog.Face, plate: PlateRects, k: int) -> float:
    """A card drawn by a power that ended the line (it never reaches the hand): it flies from the
    deck to the middle of the viewer's line area, stays there big, then goes to the discard pile.
    Returns when it is gone (seconds, before the speed factor), for the reveal to wait."""
    an, s = stage.anim, stage.s
    L = stage.L
    assert L is not None, "a move animates on a laid out table"
    area = L.own_line if L.own_line is not None else L.top
    big = pygame.Rect(0, 0, s(110), round(s(110) * lay.CARD_RATIO))
    big.center = (area.centerx + k * s(124), area.centery)
    img = _face(stage, card, big.w)
    hide = ("drawn", card.code)
    start = k * 0.15
    an.fly(img, _pile(stage, plate.deck), big, delay=start, hide=hide, arc=s(30))
    an.hold(img, big, DRAWN_SHOWN, delay=start + A.CARD_FLIGHT, hide=hide)
    an.fly(img, big, _pile(stage, plate.discard), delay=start + A.CARD_FLIGHT + DRAWN_SHOWN, hide=hide, arc=s(30))
    return start + 2 * A.CARD_FLIGHT + DRAWN_SHOWN


def reveal_lines(stage: Stage, viewer: int | None, after: float = 0.0) -> None:
    """The other players' lines, turned over card by card, seat after seat in table order
    (``after`` seconds from now)."""
    k = after / REVEAL_STEP
    for p, placed in sorted(stage.places.lines.items()):
        if p == viewer:
            continue
        for idx, (lc, rect) in enumerate(placed):
            img = _line_image(stage, lc, rect, own=False)
            stage.anim.fly(img, rect.move(0, -stage.s(18)), rect, delay=k * REVEAL_STEP, hide=("line", p, idx))
            k += 1


def count_money(stage: Stage, p: int, money: int) -> None:
    """The money of a buy turn counted onto the plate a dollar at a time (the figure rises as they land)."""
    pr = stage.places.plates.get(p)
    if pr is None:
        return
    coin = theme.font(stage.s(18), bold=True).render("$", True, theme.ACCENT_DARK)
    for k in range(min(money, 20)):
        stage.anim.fly(coin, pr.awards, pr.status, kind="icon", delay=k * COIN_STEP, hide=("money", p))


def drawn_cards(events: Sequence[Event], seat: int | None) -> list[str]:
    """Codes of the cards ``seat`` drew in these events by a power (not the new round's hand)."""
    return [c for e in events if e["type"] == "draw" and e.get("player") == seat
            and e.get("reason") not in ("new round", "set-up") for c in e.get("cards", [])]


def _card_words(code: str) -> str:
    card = catalog.face(code)
    return f"a {card.colour} {card.number}"


def _pile(stage: Stage, rect: pygame.Rect) -> pygame.Rect:
    """A small card-shaped rect on a plate's deck or discard label (where flights start or end)."""
    r = pygame.Rect(0, 0, stage.s(26), round(stage.s(26) * lay.CARD_RATIO))
    r.center = rect.center
    return r

def _face(stage: Stage, card: catalog.Face, width: int) -> pygame.Surface:
    """A card's face at ``width``, as the table draws it."""
    return style.card_face(card.number, card.colour, card.code, width, stage._timing(card.number), stage.patterns)


def _line_image(stage: Stage, lc: LineCard, rect: pygame.Rect, own: bool) -> pygame.Surface:
    if rect.w < stage.s(56) or not lc.up:
        if lc.up:
            return style.mini_card(lc.printed_number, lc.printed_colour, rect.size, stage.patterns)
        return style.mini_card(None, None, rect.size, stage.patterns, True, lc.tint,
                               lc.code if own and lc.code else None)
    return style.card_face(lc.printed_number, lc.printed_colour, lc.code, rect.w, lc.timing, stage.patterns)

