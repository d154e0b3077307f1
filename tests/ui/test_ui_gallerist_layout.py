"""The Gallerist table at the window sizes a player uses, down to 960×540: the regions do not
intersect, every piece lies in its region, and every text the board draws fits — inside its
region, over no other text, and into no piece it does not belong to."""

import pygame
import pytest
from test_ui_gallerist_table import open_table
from ui_helpers import drawn_texts, letters, post, run

from game.engine import i18n
from game.engine.session import Session
from game.gallerist.ui.layers import BaseLayer
from game.games import AGENTS, game_module
from game.ui import theme

SIZES = ((960, 540), (1280, 720), (1920, 1080))


def _played(names, seed, rounds, until=lambda decision: True):
    """A session whose seats are all played by the greedy AI to ``rounds``, then to a decision
    of seat 0 that passes ``until``; seat 0 is then human."""
    session = Session(game_module("the-gallerist"), {"seed": seed}, [(n, "greedy") for n in names], agents=AGENTS)
    while not session.over and (session.state.round < rounds or session.decision.player != 0
                                or not until(session.decision)):
        session.apply(session.ai_decide(session.ai_request()))
    session.seats[0].player = "human"
    return session


def layout_faults(table, texts):
    """Every way the drawn table breaks the rules of this module, in words (empty: none)."""
    lay = table.lay
    regions = {k: r for k, r in lay.regions.items() if k != "board"}      # "board" is boards[full]
    regions.update({("board", o): r for o, r in lay.boards.items()})
    faults = []
    names = list(regions)
    for i, a in enumerate(names):
        faults += [f"regions {a} and {b} intersect" for b in names[i + 1:] if regions[a].colliderect(regions[b])]
    faults += [f"piece {k} outside every region" for k, r in lay.pieces.items()
               if not any(reg.contains(r) for reg in regions.values())]
    texts = [(s, pygame.Rect(r)) for s, r in texts if s.strip()]
    for s, r in texts:
        if not any(reg.contains(r) for reg in regions.values()):
            faults.append(f"text {s!r} {tuple(r)} leaves its region")
        for k, piece in lay.pieces.items():
            line = letters(r)
            if line.colliderect(piece) and not piece.collidepoint(r.center) and not piece.contains(line):
                faults.append(f"text {s!r} {tuple(r)} spills into piece {k}")
    for i, (s, r) in enumerate(texts):
        for t, q in texts[i + 1:]:
            if letters(r).colliderect(letters(q)):
                faults.append(f"texts {s!r} {tuple(r)} and {t!r} {tuple(q)} overlap")
    faults += [f"text {s!r} {tuple(r)} is cut" for s, r in texts if s.endswith("…")]     # issue 29
    market, first_row = lay.regions["market"], lay.pieces[("im", 1, "A")]
    heads = sorted((r for s, r in texts if " · " in s and market.contains(r) and r.bottom <= first_row.top),
                   key=lambda r: r.left)
    faults += [f"market headers {tuple(a)} and {tuple(b)} run together" for a, b in zip(heads, heads[1:])
               if b.left - a.right < theme.px(8, lay.scale)]
    return faults


def _faults_at(app, table, size, monkeypatch):
    post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    run(app, 2)
    table._base = BaseLayer()                     # draw every region again, recording its texts
    return layout_faults(table, drawn_texts(app, monkeypatch))


@pytest.mark.parametrize("language", ("en", "fr"))
@pytest.mark.parametrize("names, seed, rounds", [
    (("Ada", "Bruno", "Clara", "Dmitri"), 3, 4),
    (("Ada", "Bruno"), 4, 5),
    (("Ada", "Bruno", "Clara"), 5, 6),
    (("Ada",), 4, 5),
])
def test_nothing_overlaps_or_is_clipped_from_960x540_to_1920x1080(app, monkeypatch, names, seed, rounds, language):
    app.set_language(language)                    # French runs about 20% longer
    table = open_table(app, session=_played(names, seed, rounds))
    for size in SIZES:
        faults = _faults_at(app, table, size, monkeypatch)
        assert not faults, "\n".join([str(size)] + faults)
    assert app.errors == []


def test_the_choice_bar_spells_out_the_moves_that_leave_an_assistant(app):
    from game.ui import theme
    leave = lambda d: any(len(a) == 3 and a[0] == "move" for a in d.options)     # noqa: E731
    table = open_table(app, session=_played(("Ada",), 4, 5, until=leave))
    assert any(b.ident[1].endswith("leave") for b in table.buttons)
    for size in SIZES[1:]:
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app, 2)
        for b in table.buttons:
            width = theme.font(b.s(b.size), bold=True).size(b.label)[0]
            assert width <= b.rect.w - b.s(12), (size, b.label)
    assert app.errors == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_long_status_wraps_onto_two_lines_instead_of_being_cut(app, monkeypatch, language):
    from test_ui_gallerist_table import _hot_seat, pass_curtain, take

    from game.gallerist.ui.captions import status
    app.set_language(language)
    table = _hot_seat(app)
    take(app, table, "move colony")                 # kicks Bruno out: his decision has the longest question
    take(app, table, "pass")
    take(app, table, "end")
    pass_curtain(app, "Bruno")
    for size in SIZES:
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app, 2)
        table._base = BaseLayer()
        top = table.lay.regions["top"]
        texts = [s for s, r in drawn_texts(app, monkeypatch) if top.contains(r) and r.left < top.centerx]
        assert " ".join(texts) == i18n.tr(status(table.frame)), size
    assert app.errors == []


def test_tooltips_grow_with_the_board_text(app):
    """Issue 29: at 1920×1080 the board's text grew and its pieces' tooltips stayed at 1280×720's size."""
    table = open_table(app)
    for size in SIZES:
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app, 2)
        assert table.spots and all(s.scale == max(1.0, table.lay.scale) for s in table.spots), size
    assert app.errors == []


def test_influence_markers_on_one_space_do_not_overlap(app, monkeypatch):
    """Issue 29: four markers on one influence space (all start on 10) were drawn 5 pixels apart, 12 wide."""
    from game.gallerist.ui import paint_board, style
    from game.gallerist.ui.paint_board import side_by_side
    table = open_table(app, seats=[(n, "human") for n in ("Ada", "Bruno", "Clara", "Dmitri")])
    drawn = []
    monkeypatch.setattr(style, "piece", lambda surface, owner, assistant, centre, r: drawn.append((centre, r)))
    paint_board.PAINTERS["track"](app.screen, table.frame, table.lay, table.lay.scale)
    xs = sorted(x for (x, _), _ in drawn)
    assert len(xs) == 4 and all(b - a >= 2 * drawn[0][1] for a, b in zip(xs, xs[1:]))
    placed = side_by_side({0: 100, 1: 100, 2: 100, 3: 108, 4: 300}, 13)
    xs = sorted(placed.values())
    assert all(b - a >= 13 for a, b in zip(xs, xs[1:]))
    assert placed[4] == 300 and sum(placed[p] for p in range(3)) == 300     # the three centred on their space


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_choice_bar_heading_stops_short_of_its_buttons(app, monkeypatch, language):
    """The bar's heading and hint ran under its first button in French at 1920×1080 (the moves that
    leave an assistant make the widest buttons); they are cut short of it now."""
    app.set_language(language)
    leave = lambda d: any(len(a) == 3 and a[0] == "move" for a in d.options)     # noqa: E731
    table = open_table(app, session=_played(("Ada",), 4, 5, until=leave))
    for size in SIZES:
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app, 2)
        table._base = BaseLayer()
        bar = table.lay.regions["bar"]
        buttons = [b.rect for b in table.buttons if b.rect.colliderect(bar)]
        assert buttons, size
        texts = [(s, pygame.Rect(r)) for s, r in drawn_texts(app, monkeypatch) if bar.contains(r)]
        # a button's own label lies inside it; any other text must keep out of every button
        over = [s for s, r in texts
                if not any(b.contains(r) for b in buttons) and any(r.colliderect(b) for b in buttons)]
        assert not over, (size, over)
    assert app.errors == []


def _every_tile_shown(app, monkeypatch, language):
    """Each of the 20 reputation tiles on the market and on Ada's board at the three sizes: the
    texts drawn in the market and on the board's reputation spaces, as ``(size, text, rect)``."""
    app.set_language(language)
    out = []
    for market, board in ((range(1, 13), range(1, 7)), (range(9, 21), range(7, 13)),
                          (range(1, 13), range(13, 19)), (range(9, 21), range(15, 21))):
        session = Session(game_module("the-gallerist"), {"seed": 1}, [("Ada", "human"), ("Bruno", "greedy")],
                          agents=AGENTS)
        tiles = iter(market)
        session.state.market_tiles = [[next(tiles) for _col in range(3)] for _row in range(4)]
        session.state.reputation[0][:6] = list(board)
        table = open_table(app, session=session)
        for size in SIZES:
            post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
            run(app, 2)
            table._base = BaseLayer()
            lay = table.lay
            places = [lay.regions["market"]] + [lay.pieces[("rep", 0, k)] for k in range(1, 7)]
            out += [(size, i18n.tr(s), pygame.Rect(r)) for s, r in drawn_texts(app, monkeypatch)
                    if any(p.contains(r) for p in places)]
        app.pop()
    return out


@pytest.mark.parametrize("language", ("en", "fr"))
def test_every_reputation_tile_reads_whole_on_the_market_and_the_boards(app, monkeypatch, language):
    """Issue 41, item 9: a reputation tile read "3$+1i /Collectionne…" on a player's board (and
    "3$+1i/Collection…" in a market cell at 960×540): each tile's worth and condition are read whole,
    in both languages, at the three sizes; the tooltip and the rules legend keep the long words."""
    texts = _every_tile_shown(app, monkeypatch, language)
    assert len({s for _size, s, _r in texts}) > 20
    cut = sorted({f"{s!r} at {size}" for size, s, _r in texts if s.endswith("…")})
    assert not cut, "\n".join(cut)
    assert app.errors == []


@pytest.mark.parametrize("language", ("en", "fr"))
def test_each_visitor_count_stays_beside_its_own_visitor(app, monkeypatch, language):
    """Seen in the French game at 960x540: on another player's board the lobby's last count ran
    over the board's edge ('×1'), and each count touched the next visitor; on the player's own
    board each count nearly did. A count reads inside its own space, at every size."""
    app.set_language(language)
    table = open_table(app, session=_played(("Ada", "Bruno", "Clara"), 5, 2))
    for size in SIZES:
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app)
        table._base = BaseLayer()
        spaces = [r for k, r in table.lay.pieces.items() if k[0] in ("lobby", "gallery")]
        counts = [(s, r) for s, r in drawn_texts(app, monkeypatch) if s.lstrip("×").isdigit()]
        seen = 0
        for s, r in counts:
            space = next((p for p in spaces if p.collidepoint(r.center)), None)
            if space is not None:
                seen += 1
                assert space.left <= r.left and r.right <= space.right, (size, s, tuple(r), tuple(space))
        assert seen == len(spaces), (size, seen)


def _track_drawn(app, table, monkeypatch):
    """Paint the influence track: its texts' rects, its lines and its markers' rects."""
    from game.gallerist.ui import paint_board
    texts, lines, markers = [], [], []
    real_text, real_line = theme.blit_text, pygame.draw.line

    def text(*args, **kwargs):
        texts.append(real_text(*args, **kwargs))
        return texts[-1]

    def line(surface, colour, a, b, width=1):
        lines.append((a, b))
        return real_line(surface, colour, a, b, width)

    def piece(surface, owner, assistant, c, r):
        markers.append(pygame.Rect(c[0] - r - 1, c[1] - r - 1, 2 * r + 3, 2 * r + 3))

    real_piece = paint_board.style.piece
    for owner, name, stand_in in ((theme, "blit_text", text), (pygame.draw, "line", line),
                                  (paint_board.style, "piece", piece)):
        monkeypatch.setattr(owner, name, stand_in)
    paint_board.PAINTERS["track"](app.screen, table.frame, table.lay, table.lay.scale)
    for owner, name, real in ((theme, "blit_text", real_text), (pygame.draw, "line", real_line),
                              (paint_board.style, "piece", real_piece)):
        monkeypatch.setattr(owner, name, real)
    return texts, lines, markers


@pytest.mark.parametrize("language", ("en", "fr"))
def test_influence_markers_moved_aside_keep_off_the_track_words(app, monkeypatch, language):
    """Seen in the French game at 1280x720: two markers on influence 0 were set side by side
    across the 'Influence' label (the square over its last letter) and their lines to the space
    crossed its number. Markers stay inside the track, clear of the label and the numbers, and
    their lines start under the numbers: all on 0, all on the top space, three on 15."""
    app.set_language(language)
    table = open_table(app, seats=[(n, "human") for n in ("Ada", "Bruno", "Clara")])
    state = table.controller.session.state
    top = state.data.influence_max
    for size in SIZES:
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app)
        for values in ((0, 0, 0), (top, top, top), (15, 15, 15)):
            state.influence[:] = values
            table.controller._model = None                # the position is the same: build its model again
            table.refresh()
            assert list(table.frame.pub.influence) == list(values) and app.size == size
            texts, lines, markers = _track_drawn(app, table, monkeypatch)
            track = table.lay.regions["track"]
            assert len(markers) == 3
            for m in markers:
                assert track.contains(m), (size, values, tuple(m), tuple(track))
                assert not any(m.colliderect(letters(t)) for t in texts), (size, values, tuple(m))
            connectors = [(a, b) for a, b in lines if a[0] != b[0]]          # the ticks are upright
            assert connectors, (size, values)
            for a, b in connectors:
                assert not any(letters(t).clipline(a, b) for t in texts), (size, values, a, b)


@pytest.mark.parametrize("language", ("en", "fr"))
def test_a_celebrity_artist_reads_whole(app, monkeypatch, language):
    """Seen in the French game at 960x540: a Celebrity's tag ('CÉLÉBRITÉ') was drawn over the
    studio's letters ('R · S') at the top of its card, at every size. Nothing overlaps on a board
    where every discovered artist is a Celebrity."""
    app.set_language(language)
    table = open_table(app, session=_played(("Ada", "Bruno"), 4, 1))
    state = table.controller.session.state
    famous = [s for s in range(8) if state.discovered(s)]
    for s in famous:
        state.fame[s] = state.data.celebrity
    table.controller._model = None                    # the position is the same: build its model again
    table.refresh()
    assert famous and all(table.frame.pub.celebrity[s] for s in famous)
    for size in SIZES:
        faults = _faults_at(app, table, size, monkeypatch)
        assert not faults, "\n".join([str(size)] + faults)
