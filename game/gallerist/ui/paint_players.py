"""The painter of the players' boards: the viewer's in full (walls, value ladder, lobby and
gallery, office and hiring queue, contracts, reputation spaces, goal cards), the others compact.
It draws a frame model in a layout and reads nothing else."""

from __future__ import annotations

from typing import Sequence

import pygame

from game.engine.i18n import M, Mn, Mp, said, tr
from game.gallerist.board import EMPTY, STUDIOS
from game.gallerist.data import TYPE_NAMES
from game.gallerist.log import ARTISTS_SHORT
from game.gallerist.ui import style
from game.gallerist.ui.captions import bonus_short, reputation_short
from game.gallerist.ui.layout import Layout
from game.gallerist.ui.model import Frame
from game.gallerist.ui.paint_board import contract_card, panel
from game.ui import theme


def draw_player(surface: pygame.Surface, frame: Frame, lay: Layout, owner: int, estimate: int) -> None:
    """``owner``'s board, in full for the layout's ``full`` seat, else compact; ``estimate``: its
    money at the end from public information."""
    paint = _full if owner == lay.full else _compact
    paint(surface, frame, lay, owner, lay.boards[owner], estimate)


def _header(surface: pygame.Surface, frame: Frame, p: int, rect: pygame.Rect, sc: float, active: bool,
            estimate: int) -> None:
    pub = frame.pub
    pad = theme.px(10, sc)
    col = style.seat_colour(p)
    cy = rect.top + theme.px(14, sc)
    theme.seat_marker(surface, p, (rect.left + pad + theme.px(6, sc), cy), theme.px(6, sc), col)
    x = rect.left + pad + theme.px(18, sc)
    r = style.fit_text(surface, frame.name(p), theme.px(14, sc), theme.INK, (x, cy), "midleft",
                       width=rect.w // 3, bold=True)
    if active:
        r = theme.blit_text(surface, "◀ to act", theme.px(11, sc), theme.ACCENT, (r.right + theme.px(6, sc), cy),
                            "midleft", bold=True)
    t = pub.tickets[p]
    facts = M("${money}   infl {infl}   tickets V{v} I{i} C{c}", money=pub.money[p], infl=pub.influence[p], v=t[0],
              i=t[1], c=t[2])
    fr = theme.blit_text(surface, facts, theme.px(12, sc), theme.INK, (rect.right - pad, cy), "midright", bold=True)
    note = theme.text(M("end ≈ ${n}", n=estimate), theme.px(10, sc), theme.INK_SOFT)
    if not frame.over and r.right + theme.px(8, sc) + note.get_width() < fr.left - theme.px(6, sc):
        surface.blit(note, note.get_rect(midleft=(r.right + theme.px(8, sc), cy)))


def _full(surface: pygame.Surface, frame: Frame, lay: Layout, p: int, rect: pygame.Rect, estimate: int) -> None:
    pub = frame.pub
    sc = lay.scale
    pc = lay.pieces
    d = frame.data
    panel(surface, rect, None, sc, fill=theme.SURFACE)
    _header(surface, frame, p, rect, sc, frame.player == p and not frame.over, estimate)
    f = theme.px(10, sc)
    # walls
    for wall in range(4):
        r = pc[("wall", p, wall + 1)]
        if wall < len(pub.walls[p]):
            s = pub.wall_studios[p][wall]
            style.work_tile(surface, r, pub.walls[p][wall], sc, label=("R" if s % 2 else "B"))
        else:
            locked = wall == 3 and not pub.masterpiece[p]
            theme.round_rect(surface, r, style.LOCKED if locked else style.SLOT, theme.px(5, sc))
            theme.blit_text(surface, M("locked") if locked else M("wall {n}", n=wall + 1), f, theme.INK_SOFT,
                            r.center, "center")
    # value ladder: the signature tokens of the works on the walls, at their artists' star level
    for k in range(7):
        r = pc[("ladder", k)]
        theme.round_rect(surface, r, style.SLOT, theme.px(3, sc))
        style.fit_text(surface, Mp("compact", "${n}", n=d.ladder[k]), f, theme.INK_SOFT, (r.centerx, r.top + 2),
                       "midtop", width=r.w)
        here = [s for s in pub.wall_studios[p] if pub.stars[s] == k]
        for i, s in enumerate(here):
            pygame.draw.circle(surface, style.ARTIST_EDGE[s % 2], (r.centerx, r.bottom - theme.px(8 + 10 * i, sc)),
                               theme.px(4, sc))
    lad = pc[("ladder", 0)]
    sold = len(pub.sold[p])
    theme.blit_text(surface, Mn("value ladder · sold {n}", "value ladder · sold {n}", sold, n=sold), f, theme.INK_SOFT,
                    (lad.left, lad.top - 1), "bottomleft")
    comm = pub.commission[p]
    ctext = (M("commission: {artist}", artist=ARTISTS_SHORT[STUDIOS[comm]]) if comm != EMPTY else M("commission: none"))
    style.fit_text(surface, ctext, f, theme.INK_SOFT, pc[("commission", p)].topleft, width=pc[("commission", p)].w)
    # lobby and gallery
    lob = pc[("lobby", p, 0)]
    theme.blit_text(surface, "Lobby", theme.px(12, sc), theme.INK, (lob.left - theme.px(48, sc), lob.centery),
                    "midleft", bold=True)
    gal = pc[("gallery", p, 0)]
    theme.blit_text(surface, "Gallery", theme.px(12, sc), theme.INK, (gal.left - theme.px(6, sc), gal.centery),
                    "midright", bold=True)

    for c in range(3):
        for key, zone in ((("lobby", p, c), pub.lobby[p]), (("gallery", p, c), pub.gallery[p])):
            r = pc[key]
            style.visitor(surface, c, (r.left + theme.px(10, sc), r.centery), theme.px(8, sc), zone[c])
    # office and hiring queue
    desk = pc[("desk", p)]
    theme.blit_text(surface, "Office", theme.px(12, sc), theme.INK, (desk.left, desk.top - 1), "bottomleft", bold=True)
    for i in range(d.desks):
        cx = desk.left + theme.px(12, sc) + i * theme.px(24, sc)
        pygame.draw.rect(surface, style.SLOT, (cx - theme.px(10, sc), desk.top, theme.px(20, sc), desk.h),
                         border_radius=theme.px(3, sc))
        if i < pub.desk_assistants[p]:
            style.piece(surface, p, True, (cx, desk.centery), theme.px(7, sc))
    q0 = pc[("queue", 0)]
    theme.blit_text(surface, "hiring queue (cost)", f, theme.INK_SOFT, (q0.left, q0.top - 1), "bottomleft")
    for i in range(len(d.hiring)):
        r = pc[("queue", i)]
        cost, bonus = d.hiring[i]
        hired = i < pub.hired[p]
        theme.round_rect(surface, r, style.SLOT if hired else theme.SURFACE, theme.px(3, sc))
        pygame.draw.rect(surface, theme.LINE, r, 1, border_radius=theme.px(3, sc))
        theme.blit_text(surface, Mp("compact", "${n}", n=cost), f, theme.INK_FAINT if hired else theme.INK,
                        (r.centerx, r.top + 1), "midtop", bold=not hired)
        if not hired:
            style.piece(surface, p, True, (r.centerx, r.bottom - theme.px(8, sc)), theme.px(5, sc))
        elif bonus != "none":
            theme.blit_text(surface, "✓", f, theme.INK_FAINT, (r.centerx, r.bottom - 1), "midbottom")
    # contracts
    for k in range(3):
        r = pc[("slot", p, k + 1)]
        card = pub.contracts[p][k]
        if card == EMPTY:
            theme.round_rect(surface, r, style.SLOT, theme.px(5, sc))
            style.fit_text(surface, M("slot {k} · {bonus}", k=k + 1, bonus=bonus_short(d.slot_tickets[k])), f,
                           theme.INK_SOFT, r.center, "center", width=r.w - theme.px(6, sc))
            continue
        _contract_row(surface, r, d.contracts[card], pub.contract_sides[p][k], pub.contract_assistants[p][k], p, sc)
    # reputation spaces
    for k in range(6):
        r = pc[("rep", p, k + 1)]
        tile = pub.reputation[p][k]
        theme.round_rect(surface, r, style.SLOT if tile == EMPTY else theme.SURFACE, theme.px(4, sc))
        pygame.draw.rect(surface, theme.LINE, r, 1, border_radius=theme.px(4, sc))
        if tile == EMPTY:
            words = said(tr(bonus_short(d.reputation_spaces[k])))
            first, _space, rest = (said(w) for w in words.partition(" "))
            if rest and theme.font(f, condensed=True).size(words)[0] > r.w - theme.px(4, sc):   # two lines
                style.fit_text(surface, first, f, theme.INK_SOFT, (r.centerx, r.top + 2), "midtop", width=r.w - 2)
                style.fit_text(surface, rest, f, theme.INK_SOFT, (r.centerx, r.bottom - 2), "midbottom", width=r.w - 2)
            else:
                style.fit_text(surface, words, f, theme.INK_SOFT, r.center, "center", width=r.w - theme.px(4, sc))
        else:
            worth, _slash, what = tr(reputation_short(d, tile)).partition("/")
            style.fit_text(surface, said(worth), f, theme.INK, (r.centerx, r.top + 2), "midtop", width=r.w - 2,
                           bold=True)
            style.fit_text(surface, said(what), f, theme.INK_SOFT, (r.centerx, r.bottom - 2), "midbottom",
                           width=r.w - 2)
    start = pub.start_tile[p]
    if start != EMPTY:
        r0 = pc[("rep", p, 1)]
        theme.blit_text(surface, M("starting tile {tile} (placed at 3 works)", tile=start), f, theme.INK_SOFT,
                        (r0.left, r0.top - 1), "bottomleft")
    # goal cards (only the viewer's own are in the observation)
    for goal, cards, curator in ((("curator", p), d.curators, True), (("dealer", p), d.dealers, False)):
        r = pc[goal]
        idx = (pub.curator if curator else pub.dealer)[p]
        theme.round_rect(surface, r, (236, 230, 246) if curator else (230, 240, 232), theme.px(5, sc))
        if idx is None:
            theme.blit_text(surface, M("Curator: hidden") if curator else M("Art Dealer: hidden"), f, theme.INK_SOFT,
                            r.center, "center")
            continue
        goals = said("  ".join(f"{_needs(g.needs)}→{tr(M('${n}', n=g.money))}" for g in cards[idx][1]))
        theme.blit_text(surface, M("Curator (exhibited)") if curator else M("Art Dealer (sold)"), f, theme.INK,
                        (r.left + theme.px(5, sc), r.top + 2), bold=True)
        style.fit_text(surface, goals, f, theme.INK, (r.left + theme.px(5, sc), r.bottom - 2), "bottomleft",
                       width=r.w - theme.px(10, sc))


def _needs(needs: Sequence[int]) -> str:
    return "".join(style.type_letter(t) * n for t, n in enumerate(needs))


def _contract_row(surface: pygame.Surface, r: pygame.Rect, contract: tuple[int, str], side: int, assisted: int, p: int,
                  sc: float) -> None:
    card = pygame.Rect(r.left, r.top, r.h * 6 // 5, r.h)          # wide enough for "assistant" at 960×540
    contract_card(surface, card, contract, sc, side)
    f = theme.px(10, sc)
    x = card.right + theme.px(6, sc)
    theme.blit_text(surface, TYPE_NAMES[contract[0]], f, theme.INK, (x, r.top + 2), bold=True)
    state = {0: "open", 1: "done · $ up", 2: "done · I up"}[side]
    theme.blit_text(surface, state, f, theme.INK_SOFT, (x, r.top + theme.px(16, sc)))
    if assisted:
        style.piece(surface, p, True, (r.right - theme.px(10, sc), r.bottom - theme.px(10, sc)), theme.px(6, sc))
        theme.blit_text(surface, "used", f, theme.INK_SOFT, (x, r.bottom - 2), "bottomleft")


def _compact(surface: pygame.Surface, frame: Frame, lay: Layout, q: int, rect: pygame.Rect, estimate: int) -> None:
    pub = frame.pub
    sc = lay.scale
    panel(surface, rect, None, sc, fill=theme.SURFACE)
    _header(surface, frame, q, rect, sc, frame.player == q and not frame.over, estimate)
    f = theme.px(10, sc)
    box = lay.pieces[("walls", q)]
    for wall in range(4):
        cell = pygame.Rect(box.left + wall * box.w // 4, box.top, box.w // 4 - theme.px(2, sc), box.h)
        if wall < len(pub.walls[q]):
            style.work_tile(surface, cell, pub.walls[q][wall], sc)
        else:
            theme.round_rect(surface, cell, style.SLOT, theme.px(3, sc))
    for zone, label in (("gallery", "Gallery"), ("lobby", "Lobby")):
        first = lay.pieces[(zone, q, 0)]
        theme.blit_text(surface, label, f, theme.INK, (first.left - theme.px(3, sc), first.centery), "midright",
                        bold=True)
        for c in range(3):
            r = lay.pieces[(zone, q, c)]
            style.visitor(surface, c, (r.left + theme.px(8, sc), r.centery), theme.px(7, sc),
                          getattr(pub, zone)[q][c], sign=False)   # "×2" does not fit beside the next at 960×540
