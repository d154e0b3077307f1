"""The painter of the main board: artist colony, locations, International Market, contracts,
Plaza and box office, easels and the influence track, a region at a time (:data:`PAINTERS`). It
draws a frame model in a layout and reads nothing else."""

from __future__ import annotations

from typing import Callable

import pygame

from game.engine.i18n import M, Mn, join, said, tr
from game.gallerist.board import EMPTY, KO
from game.gallerist.data import COLUMNS, LOCATION_NAMES, TYPE_NAMES
from game.gallerist.ui import style
from game.gallerist.ui.captions import bonus_short, reputation_short
from game.gallerist.ui.layout import Layout
from game.gallerist.ui.model import Frame
from game.ui import theme

LOCATION_ACTIONS = ((M("Sign contract"), M("Sell work")), (M("Discover artist"), M("Buy work")),
                    (M("Hire assistants"), M("Promote artist")), (M("Reputation tile"), M("Auction offer")))


def panel(surface: pygame.Surface, rect: pygame.Rect, title: str | None, scale: float,
          fill: style.Colour = style.BOARD) -> None:
    theme.draw_panel(surface, rect, scale, fill=fill, radius=theme.RADIUS, elevation=0.5)
    if title:
        theme.blit_text(surface, title, theme.px(13, scale), theme.INK_SOFT,
                        (rect.left + theme.px(10, scale), rect.top + theme.px(5, scale)), bold=True)


def _colony(surface: pygame.Surface, frame: Frame, lay: Layout, sc: float) -> None:
    pub = frame.pub
    panel(surface, lay.regions["colony"], "ARTISTS COLONY", sc)
    f = theme.px(11, sc)
    for t in range(4):
        r = lay.pieces[("work", t)]
        work = pub.face_up_works[t]
        if work != EMPTY:
            style.work_tile(surface, r, work, sc, label=f"+{frame.data.works[work % 8].fame}★")
        else:
            theme.round_rect(surface, r, style.SLOT, theme.px(5, sc))
        theme.blit_text(surface, M("{type} · {n} left", type=TYPE_NAMES[t], n=frame.stacks[t]), f, theme.INK_SOFT,
                        (r.left, r.top - theme.px(2, sc)), "bottomleft")
        vr = lay.pieces[("visitors", t)]
        x = vr.left + theme.px(10, sc)
        for c in range(3):
            for _ in range(pub.face_up_visitors[t][c]):
                style.visitor(surface, c, (x, vr.top + theme.px(14, sc)), theme.px(7, sc))
                x += theme.px(20, sc)
        if work != EMPTY:
            tk = frame.data.works[work % 8].tickets
            txt = M("tickets: 2 colours") if tk == "pair" else M("tickets: {letters}", letters=" ".join(
                "/".join(style.VISITOR_LETTER[c] for c in allowed) for allowed in tk))
            style.fit_text(surface, txt, f, theme.INK_SOFT, (vr.left + theme.px(4, sc), vr.top + theme.px(30, sc)),
                           width=vr.w - theme.px(4, sc))
        for s in (2 * t, 2 * t + 1):
            _artist(surface, frame, s, lay.pieces[("studio", s)], sc)


def _artist(surface: pygame.Surface, frame: Frame, s: int, r: pygame.Rect, sc: float) -> None:
    pub = frame.pub
    edge = style.ARTIST_EDGE[s % 2]
    found = pub.discovered[s]
    theme.round_rect(surface, r, theme.SURFACE if found else style.SLOT, theme.px(6, sc))
    pygame.draw.rect(surface, edge, r, max(2, theme.px(2, sc)), border_radius=theme.px(6, sc))
    if s % 2:
        pygame.draw.rect(surface, edge, r.inflate(-theme.px(6, sc), -theme.px(6, sc)), 1,
                         border_radius=theme.px(4, sc))
    p = theme.px(6, sc)
    head = said(f"{'R' if s % 2 else 'B'} · {style.type_letter(s // 2)}")
    theme.blit_text(surface, head, theme.px(11, sc), edge, (r.left + p, r.top + p), bold=True)
    star = pub.stars[s] if found else 0
    fame = pub.fame[s] if found else pub.start_fame[s]
    theme.blit_text(surface, str(fame), theme.px(26, sc), theme.INK if found else theme.INK_FAINT,
                    (r.left + p, r.top + theme.px(20, sc)), bold=True)
    if found and pub.celebrity[s]:      # in place of the word "fame" (beside the studio's letters it ran over them)
        theme.blit_text(surface, M("CELEBRITY"), theme.px(10, sc), theme.GOLD, (r.left + p, r.top + theme.px(50, sc)),
                        bold=True)
    else:
        theme.blit_text(surface, M("fame"), theme.px(10, sc), theme.INK_SOFT, (r.left + p, r.top + theme.px(50, sc)))
    # stars: five small marks, filled up to the level
    for i in range(5):
        cx = r.left + p + theme.px(6, sc) + i * theme.px(17, sc)
        cy = r.top + theme.px(72, sc)
        filled = found and star > i
        _star(surface, (cx, cy), theme.px(6, sc), theme.GOLD if filled else theme.LINE)
    promo = pub.promotion[s]
    theme.blit_text(surface, M("promo {n}", n=promo), theme.px(10, sc), theme.INK_SOFT,
                    (r.left + p, r.bottom - p), "bottomleft")
    # signature tokens left at the studio
    for i in range(pub.signatures[s]):
        pygame.draw.circle(surface, edge, (r.right - p - theme.px(5, sc) - i * theme.px(12, sc),
                                           r.bottom - p - theme.px(5, sc)), theme.px(5, sc))
    if found:
        theme.blit_text(surface, M("${n}", n=pub.sale_value[s]), theme.px(13, sc), theme.INK,
                        (r.right - p, r.top + theme.px(24, sc)), "topright", bold=True)
    elif frame.bonus_hidden and frame.bonus_hidden[s]:
        tile = pygame.Rect(0, 0, theme.px(18, sc), theme.px(18, sc))     # the face-down bonus tile
        tile.topright = (r.right - p, r.top + theme.px(24, sc))
        theme.round_rect(surface, tile, theme.NIGHT, theme.px(3, sc))
        theme.blit_text(surface, "?", theme.px(12, sc), theme.WHITE, tile.center, "center", bold=True)


def _star(surface: pygame.Surface, centre: style.Point, r: float, colour: style.Colour) -> None:
    from game.ui.icons import star_points
    pygame.draw.polygon(surface, colour, star_points(centre[0], centre[1], r, r * 0.45, 5))


def _locations(surface: pygame.Surface, frame: Frame, lay: Layout, sc: float) -> None:
    pub = frame.pub
    plan = pub.lacerda_plan
    panel(surface, lay.regions["locations"], M("LOCATIONS"), sc)
    for loc in range(4):
        r = lay.pieces[("loc", loc)]
        theme.round_rect(surface, r, style.LOCATION_TINT[loc], theme.px(8, sc))
        pygame.draw.rect(surface, theme.LINE, r, 1, border_radius=theme.px(8, sc))
        p = theme.px(8, sc)
        theme.blit_text(surface, LOCATION_NAMES[loc], theme.px(13, sc), theme.INK, (r.left + p, r.top + p // 2 + 2),
                        bold=True)
        room = lay.pieces[("space", loc)].left - r.left - p - theme.px(3, sc)
        for i, txt in enumerate(LOCATION_ACTIONS[loc]):
            style.fit_text(surface, M("• {action}", action=txt), theme.px(11, sc), theme.INK_SOFT,
                           (r.left + p, r.top + theme.px(28 + 16 * i, sc)), width=room)
        if plan is not None and plan.to == loc:       # the solitaire: where Lacerda goes next
            style.fit_text(surface, "▶ Lacerda next", theme.px(11, sc), theme.ACCENT,
                           (r.left + p, r.bottom - theme.px(4, sc)), "bottomleft", width=room, bold=True)
        tile = pub.location_tiles[loc]
        if tile != EMPTY:
            theme.blit_text(surface, M("tile {tile}", tile=tile), theme.px(10, sc), theme.INK_SOFT,
                            (r.left + p, r.bottom - theme.px(4, sc)), "bottomleft")
        for key, space, label in ((("space", loc), loc, M("here")), (("kospace", loc), KO + loc, M("KO"))):
            sr = lay.pieces[key]
            theme.round_rect(surface, sr, theme.SURFACE, theme.px(5, sc))
            pygame.draw.rect(surface, theme.LINE, sr, 1, border_radius=theme.px(5, sc))
            theme.blit_text(surface, label, theme.px(9, sc), theme.INK_FAINT, (sr.centerx, sr.bottom - 1), "midbottom")
            occupant = pub.occupants[space]          # None where the space is empty
            if occupant is not None:
                owner, assistant = occupant
                style.piece(surface, owner, assistant, (sr.centerx, sr.centery - theme.px(4, sc)),
                            theme.px(10, sc))


def _market(surface: pygame.Surface, frame: Frame, lay: Layout, sc: float) -> None:
    pub = frame.pub
    d = frame.data
    reg = lay.regions["market"]
    panel(surface, reg, "INTERNATIONAL MARKET", sc)
    f = theme.px(11, sc)
    for col in range(3):
        r = lay.pieces[("im", 1, COLUMNS[col])]
        need = "+".join(style.VISITOR_LETTER["vic".index(x)] if x != "any" else tr(M("any")) for x in d.columns[col][2])
        closed = not pub.column_open[col]
        style.fit_text(surface, M("{column} · +{n} infl · {need}", column=COLUMNS[col], n=d.columns[col][1],
                                  need=need), f,
                       theme.INK_FAINT if closed else theme.INK_SOFT, (r.centerx, r.top - theme.px(3, sc)), "midbottom",
                       width=r.w - theme.px(4, sc), bold=True)
    for row in range(7):
        r0 = lay.pieces[("im", row + 1, "A")]
        label = (TYPE_NAMES[d.reputation_rows[row]] if row < 4 else
                 M("offer {worth} · ${price}", worth=d.auction_rows[row - 4][0], price=d.auction_rows[row - 4][1]))
        style.fit_text(surface, label, f, theme.INK_SOFT, (reg.left + theme.px(8, sc), r0.centery), "midleft",
                       width=r0.left - reg.left - theme.px(10, sc))
        for col in range(3):
            r = lay.pieces[("im", row + 1, COLUMNS[col])]
            closed = not pub.column_open[col]
            theme.round_rect(surface, r, style.LOCKED if closed else theme.SURFACE, theme.px(4, sc))
            pygame.draw.rect(surface, theme.LINE, r, 1, border_radius=theme.px(4, sc))
            owner = pub.market_assistants[row][col]
            if row < 4 and pub.market_tiles[row][col] != EMPTY:
                style.fit_text(surface, reputation_short(d, pub.market_tiles[row][col]), theme.px(10, sc), theme.INK,
                               (r.left + theme.px(4, sc), r.centery), "midleft", width=r.w - theme.px(6, sc))
            elif row >= 4 and owner == EMPTY:
                bonus = d.auction_rows[row - 4][2][col]
                style.fit_text(surface, bonus_short(bonus), theme.px(10, sc), theme.INK_SOFT,
                               (r.left + theme.px(4, sc), r.centery), "midleft", width=r.w - theme.px(6, sc))
            if owner != EMPTY:
                style.piece(surface, owner, True, (r.right - theme.px(12, sc), r.centery), theme.px(7, sc))


def _contracts(surface: pygame.Surface, frame: Frame, lay: Layout, sc: float) -> None:
    pub = frame.pub
    panel(surface, lay.regions["contracts"], M("CONTRACTS"), sc)
    r = lay.pieces[("deck",)]
    theme.round_rect(surface, r, theme.NIGHT, theme.px(5, sc))
    theme.blit_text(surface, str(frame.deck), theme.px(16, sc), theme.WHITE, r.center, "center", bold=True)
    theme.blit_text(surface, M("deck"), theme.px(10, sc), theme.INK_SOFT, (r.centerx, r.bottom + 1), "midtop")
    for k in range(4):
        r = lay.pieces[("pile", k + 1)]
        pile = pub.contract_piles[k]
        if not pile:
            theme.round_rect(surface, r, style.SLOT, theme.px(5, sc))
            continue
        contract_card(surface, r, frame.data.contracts[pile[-1]], sc)
        if len(pile) > 1:
            theme.blit_text(surface, f"{len(pile)}", theme.px(10, sc), theme.INK_SOFT, (r.centerx, r.bottom + 1),
                            "midtop")


def contract_card(surface: pygame.Surface, r: pygame.Rect, contract: tuple[int, str], sc: float, side: int = 0) -> None:
    """A contract: its art type (colour and letter) and its bonus; ``side`` 1/2 when turned."""
    ctype, bonus = contract
    theme.round_rect(surface, r, theme.SURFACE, theme.px(5, sc))
    band = pygame.Rect(r.left, r.top, r.w, max(4, r.h // 3))
    theme.round_rect(surface, band, style.TYPE_COLOUR[ctype], theme.px(5, sc))
    theme.blit_text(surface, style.type_letter(ctype), theme.px(12, sc), theme.WHITE, band.center, "center", bold=True)
    pygame.draw.rect(surface, style.TYPE_COLOUR[ctype], r, 1, border_radius=theme.px(5, sc))
    words = tr({1: M("$ side"), 2: M("I side")}.get(side) or bonus_short(bonus))
    size = theme.px(10, sc)
    line = theme.font(size).get_height()
    step = max(theme.px(12, sc), line - 2)
    y = band.bottom + theme.px(3, sc)
    for part in words.split(" ")[:2]:
        if y + line - 1 > r.bottom:         # a small card shows what fits; its tooltip says it all
            break
        style.fit_text(surface, said(part), size, theme.INK, (r.centerx, y), "midtop", width=r.w - 2)
        y += step


def _plaza(surface: pygame.Surface, frame: Frame, lay: Layout, sc: float) -> None:
    pub = frame.pub
    panel(surface, lay.regions["plaza"], "PLAZA · BOX OFFICE · BAG", sc)
    f = theme.px(10, sc)
    for c in range(3):
        r = lay.pieces[("plaza", c)]
        style.visitor(surface, c, (r.left + theme.px(14, sc), r.centery), theme.px(8, sc), pub.plaza[c])
        o = lay.pieces[("office", c)]
        theme.round_rect(surface, o, theme.SURFACE, theme.px(4, sc))
        pygame.draw.rect(surface, style.VISITOR[c], o, max(1, theme.px(2, sc)), border_radius=theme.px(4, sc))
        style.fit_text(surface, said(f"{style.VISITOR_LETTER[c]}: {pub.box_office[c]}"), f, theme.INK, o.center,
                       "center",
                       width=o.w - theme.px(6, sc), bold=True)
        b = lay.pieces[("bag", c)]
        theme.blit_text(surface, M("bag {letter} {n}", letter=style.VISITOR_LETTER[c], n=pub.bag[c]), f, theme.INK_SOFT,
                        b.center, "center")
    r = lay.pieces[("office", 0)]
    theme.blit_text(surface, "box office (tickets left)", f, theme.INK_FAINT, (r.left, r.top - 1), "bottomleft")


def _easels(surface: pygame.Surface, frame: Frame, lay: Layout, sc: float) -> None:
    pub = frame.pub
    reg = lay.regions["easels"]
    panel(surface, reg, "AUCTION EASELS · LACERDA" if pub.solo else "AUCTION EASELS", sc)
    for k in range(4):
        r = lay.pieces[("easel", k + 1)]
        if k < len(pub.easels):
            style.work_tile(surface, r, pub.easels[k], sc)
        else:
            pygame.draw.rect(surface, theme.LINE, r, 1, border_radius=theme.px(5, sc))
    f = theme.px(10, sc)
    y = reg.top + theme.px(90, sc)
    offers = pub.offers
    # each name said as the table says it (a default seat name is translated)
    shown = join(", ", [join(" ", [frame.name(o), str(v[0])]) for o, v in sorted(offers.items())])
    text = M("Offers: {offers}", offers=shown) if shown else M("Offers: none yet")
    room = reg.w - theme.px(20, sc)
    style.fit_text(surface, text, f, theme.INK_SOFT, (reg.left + theme.px(10, sc), y), width=room)
    if pub.solo:
        theme.blit_text(surface, Mn("Lacerda: {n} assistant in supply", "Lacerda: {n} assistants in supply",
                                           pub.lacerda_supply, n=pub.lacerda_supply), f, theme.INK_SOFT,
                        (reg.left + theme.px(10, sc), y + theme.px(16, sc)))
    promo = " ".join(f"L{i + 1}:{x}" for i, x in enumerate(pub.promotion_supply))
    style.fit_text(surface, M("Promotion tokens {tokens}", tokens=promo), f, theme.INK_SOFT,
                   (reg.left + theme.px(10, sc), y + theme.px(32, sc)), width=room)


def _track(surface: pygame.Surface, frame: Frame, lay: Layout, sc: float) -> None:
    pub = frame.pub
    r = lay.regions["track"]
    d = frame.data
    theme.round_rect(surface, r, theme.SURFACE, theme.px(6, sc))
    pygame.draw.rect(surface, theme.LINE, r, 1, border_radius=theme.px(6, sc))
    top = d.influence_max
    label_w = theme.px(64, sc)
    label = theme.blit_text(surface, "Influence", theme.px(11, sc), theme.INK_SOFT,
                            (r.left + theme.px(6, sc), r.centery), "midleft", bold=True)
    cell = (r.w - label_w - theme.px(6, sc)) / (top + 1)
    for x in range(top + 1):
        cx = r.left + label_w + int((x + 0.5) * cell)
        money = x in d.money_marks
        starm = x in d.star_marks
        col = theme.GOLD if starm else (theme.INK_SOFT if money else theme.LINE)
        pygame.draw.line(surface, col, (cx, r.top + theme.px(4, sc)), (cx, r.top + theme.px(10 if money else 7, sc)),
                         max(1, theme.px(2 if starm else 1, sc)))
        if x % 5 == 0:
            below = theme.blit_text(surface, str(x), theme.px(9, sc), theme.INK_FAINT, (cx, r.top + theme.px(11, sc)),
                                    "midtop").bottom
    radius = theme.px(6, sc)
    wanted = {p: r.left + label_w + int((pub.influence[p] + 0.5) * cell) for p in range(pub.num_players)}
    y = r.bottom - theme.px(8, sc)
    # markers moved aside stay clear of the label and inside the track (all on 0, or on 35)
    placed = side_by_side(wanted, 2 * radius + 1, label.right + radius + 2, r.right - radius - theme.px(4, sc))
    for p, x in placed.items():
        if x != wanted[p]:              # moved aside: a line to its space, from under its number if it has one
            top = below if pub.influence[p] % 5 == 0 else r.top + theme.px(10, sc)
            pygame.draw.line(surface, style.seat_colour(p), (wanted[p], top), (x, y - radius), 1)
        style.piece(surface, p, True, (x, y), radius)


def side_by_side(wanted: dict[int, int], gap: int, lo: int | None = None, hi: int | None = None) -> dict[int, int]:
    """``{marker: x}`` for markers wanted at ``{marker: x}``, none nearer its neighbour than
    ``gap``: the markers on one space centred on it side by side, then each pushed right of the
    one before it where they would still overlap; none left of ``lo``, then none right of ``hi``
    (pushed back left, in turn)."""
    groups: dict[int, list[int]] = {}
    for marker, x in wanted.items():
        groups.setdefault(x, []).append(marker)
    out: dict[int, int] = {}
    right = None if lo is None else lo - gap
    for x in sorted(groups):
        members = groups[x]
        first = x - (len(members) - 1) * gap // 2
        if right is not None:
            first = max(first, right + gap)
        for i, marker in enumerate(members):
            out[marker] = first + i * gap
        right = out[members[-1]]
    if hi is not None:
        limit = hi
        for marker in sorted(out, key=lambda m: out[m], reverse=True):
            out[marker] = min(out[marker], limit)
            limit = out[marker] - gap
    return out


# Each region of the main board (a key of ``Layout.regions``) and the painter that draws it.
Painter = Callable[[pygame.Surface, Frame, Layout, float], None]
PAINTERS: dict[str, Painter] = {"colony": _colony, "locations": _locations, "market": _market, "contracts": _contracts,
            "plaza": _plaza, "easels": _easels, "track": _track}
