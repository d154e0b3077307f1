"""Animations from the Art Decko engine's events: cards fly, places pulse, scores float up.

:func:`animate_events` reads only the events, the layout, the geometry (where each seat sits)
and who views; it starts animations on an :class:`~game.art_decko.ui.anim.Animator` and changes
nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.art_decko.records import ArtDeckoData
from game.art_decko.ui import paintings
from game.art_decko.ui.anim import Animator
from game.art_decko.ui.geometry import Geometry
from game.art_decko.ui.layout import Layout
from game.art_decko.ui.paint_base import LEGAL, SELECT
from game.engine.i18n import M
from game.ui import theme
from game.ui.play.model import Event

# What each animated event must carry; an event from another seat, as a server sends it, comes
# without the fields that name a card.
NAMED: dict[str, tuple[str, ...]] = {"acquire": ("location", "cards"), "show": ("exhibition", "card"),
                                     "haggle": ("card",), "refill": ("gallery", "card")}


def animate_events(anim: Animator, L: Layout, d: ArtDeckoData, geo: Geometry, viewer: int | None, patterns: bool,
                   events: Sequence[Event]) -> None:
    """Start the animations for ``events`` (one action's events, in order) on ``anim``; the cards
    of ``viewer`` (the seat at the screen) fly from and to its hand."""
    s = L.s
    gw, gh = L.card("gallery")
    genres = [g.id for g in d.genres]

    def face(code: str) -> pygame.Surface:
        return paintings.render_card(d, d.code_to_id[code], (gw, gh), patterns=patterns)

    def at(centre: tuple[int, int], size: tuple[int, int] = (gw, gh)) -> pygame.Rect:
        r = pygame.Rect((0, 0), size)
        r.center = centre
        return r

    delay = 0.0
    for e in events:
        t = e["type"]
        if any(field not in e for field in NAMED.get(t, ())):
            continue        # another seat's event as a server sends it, without the cards it names
        if t == "acquire":
            loc = d.locations_by_id[e["location"]]
            src = L.galleries[loc.index] if loc.is_gallery else L.banks[loc.index - len(L.galleries)]
            start = at((src.centerx, src.top + s(78)))
            end = seat_target(L, geo, e["player"])
            for code in e["cards"]:
                anim.fly(face(code), start, end, delay, arc=s(40))
                delay += 0.08
        elif t == "show":
            r = L.exhibitions[d.exhibitions_by_id[e["exhibition"]].index]
            end = at((r.centerx, r.top + s(146)), L.card("mini"))
            anim.fly(face(e["card"]), seat_source(L, geo, viewer, e["player"]), end, delay, arc=s(60))
            anim.pulse(r, SELECT, delay + 0.3, s(3))
        elif t == "haggle":
            anim.fly(face(e["card"]), seat_source(L, geo, viewer, e["player"]), seat_target(L, geo, e["player"]),
                     delay, arc=s(20))
        elif t == "draw" and e["player"] == viewer and viewer is not None:
            deck = at(L.cards.midright)
            for i, code in enumerate(e.get("cards", [])):
                anim.fly(face(code), deck, pygame.Rect(L.cards.left + L.cards.w // 2, L.cards.top + s(20), gw, gh),
                         delay + 0.1 * i, arc=s(30))
        elif t == "refill":
            gal = L.galleries[d.locations_by_id[e["gallery"]].index]
            anim.fly(face(e["card"]), at(L.supply.center), at((gal.centerx, gal.top + s(78))), delay, arc=s(30))
            delay += 0.05
        elif t == "cadmium":
            anim.pulse(L.banks[0], SELECT, delay, s(2))
        elif t == "score":
            gain = e["to"] - e["from"]
            if gain:
                row = geo.player_row(e["player"])
                anim.floater(M("+{n} VP", n=gain), (row.right - s(120), row.centery - s(4)), theme.ACCENT_DARK,
                             s(18), delay + 0.25, rise=s(26))
        elif t == "cost_token":
            r = L.galleries[d.locations_by_id[e["gallery"]].index]
            anim.pulse(pygame.Rect(r.right - s(38), r.top + s(2), s(34), s(34)), theme.ACCENT, delay)
        elif t == "exhibitor":
            anim.pulse(L.exhibitor[d.exhibitor_spaces_by_id[e["space"]].index], SELECT, delay)
        elif t == "rating":
            anim.pulse(geo.lane_rect(genres.index(e["genre"])), LEGAL, delay + 0.1, s(2))
        elif t == "gold_rating":
            anim.pulse(geo.lane_rect(5), LEGAL, delay + 0.1, s(2))
        elif t == "end_triggered":
            anim.floater("Last round!", L.museum.center, theme.ACCENT, s(30), delay, rise=s(30))


def seat_source(L: Layout, geo: Geometry, viewer: int | None, p: int) -> pygame.Rect:
    """Where a seat's cards fly from: the hand for the viewer, else the seat's row."""
    gw, gh = L.card("gallery")
    r = pygame.Rect(0, 0, gw, gh)
    r.center = L.cards.center if p == viewer else geo.player_row(p).center
    return r


def seat_target(L: Layout, geo: Geometry, p: int) -> pygame.Rect:
    """Where a seat's bought or spent cards land: its action spaces."""
    sw, sh = L.card("space")
    r = pygame.Rect(0, 0, sw, sh)
    row = geo.player_row(p)
    r.center = (row.left + L.s(280), row.centery)
    return r
