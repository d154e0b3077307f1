"""The Gallerist table's pure parts, without a window: which piece each option goes on, the
words on the buttons and previews (checked against what the engine then does), the status
line, the end conditions and the money estimate from public information."""

import random
import re

import pytest

from game import gallerist
from game.engine import i18n
from game.engine.actions import parse_action
from game.engine.session import Seat
from game.gallerist import table_words
from game.gallerist.scoring import final_scoring
from game.gallerist.steps import new_task
from game.gallerist.table_view import option_key
from game.gallerist.table_words import Asking
from game.gallerist.ui import captions
from game.gallerist.ui.model import build_frame
from game.gallerist.view import public_state
from game.ui.play.model import model_of

NAMES = ["Ada", "Bruno", "Clara", "Dora"]


def _game(seed=7, players=2):
    st = gallerist.new_game(players=players, seed=seed)
    for a in ("start colony", "start sales"):
        st.apply(parse_action(a))
    return st


def _finished(players, seed=7):
    """A game played to its end by random choices."""
    st = gallerist.new_game(players=players, seed=seed)
    rnd = random.Random(seed)
    while (d := st.decision()) is not None:
        st.apply(rnd.choice(d.options))
    return st


def _frame(st, seat=None):
    """The frame of ``seat`` (default: the one deciding), every seat a person's."""
    d = st.decision()
    seat = (d.player if d is not None else 0) if seat is None else seat
    return build_frame(model_of(gallerist, st, seat, [Seat(n) for n in NAMES[:st.num_players]]))


def _seen(f):
    """What the rules word a piece for: the frame's view."""
    return Asking(f.pub, f.seat, f.names, list(f.bonus_hidden))


def _asking(st, names=NAMES):
    """What the rules word an option for: the deciding seat's public state."""
    d = st.decision()
    obs = st.observation(d.player)
    return Asking(public_state(obs), d.player, names[:st.num_players], obs["artist_bonus_hidden"])


def test_each_option_goes_on_the_piece_it_concerns():
    assert option_key("turn", parse_action("move media"), 0) == ("loc", 2)
    assert option_key("turn", parse_action("move media leave"), 0) is None
    assert option_key("turn", parse_action("buy scb"), 0) == ("studio", 2)
    assert option_key("turn", parse_action("offer 6 B"), 1) == ("im", 6, "B")
    assert option_key("turn", parse_action("ticket v 1"), 0) == ("lobby", 1, 0)
    assert option_key("turn", parse_action("ticket c lobby"), 0) == ("lobby", 0, 2)
    assert option_key("turn", parse_action("ticket i plaza"), 0) == ("plaza", 1)
    assert option_key("gallery_out", parse_action("out v"), 1) == ("gallery", 1, 0)
    assert option_key("lobby_out", parse_action("out v"), 1) == ("lobby", 1, 0)
    assert option_key("turn", parse_action("sell 2 3"), 0) == ("wall", 0, 3)
    assert option_key("source", parse_action("from ko"), 0) == ("ko",)
    assert option_key("pay", parse_action("pay 2"), 0) is None


def test_every_option_is_offered_exactly_once_on_a_piece_or_in_the_bar():
    rnd = random.Random(3)
    for seed in range(3):
        st = gallerist.new_game(players=1 + seed, seed=seed)
        for _ in range(250):
            d = st.decision()
            if d is None:
                break
            f = _frame(st)
            offered = [a for acts in f.targets.values() for a in acts] + f.bar
            assert sorted(map(str, offered)) == sorted(map(str, d.options))
            for a in d.options:             # every option has words
                assert f.label(a) and f.tip(a)
            st.apply(rnd.choice(d.options))


def test_the_payment_buttons_say_what_the_engine_then_takes():
    st = _game()
    st.apply(parse_action("move colony"))
    st.apply(parse_action("buy scb"))
    f = _frame(st)
    assert [f.label(a) for a in f.bar] == [
        "Pay $3", "$2 + 1 infl. (10→8)", "$1 + 2 infl. (10→4)", "$0 + 3 infl. (10→1)"]
    st.apply(parse_action("pay 3"))
    assert (st.money[0], st.influence[0]) == (10, 1)


def test_the_status_line_names_who_decides_and_a_kicked_out_player():
    st = _game()
    assert captions.status(_frame(st)).startswith("Round 1 · Move your gallerist")
    assert captions.status(_frame(st, seat=1)) == "Round 1 · Ada is moving their gallerist."
    st.apply(parse_action("move colony"))
    st.apply(parse_action("pass"))
    st.apply(parse_action("end"))
    assert captions.status(_frame(st)) == ("Round 1 · Bruno was kicked out of the Artists Colony: an action there "
                                          "(influence 10→5), a ticket or contract, or pass.")


def test_the_frame_hides_the_other_players_cards():
    st = _game()
    f = _frame(st, seat=0)
    assert f.pub.curator[1] is None and f.pub.dealer[1] is None
    assert f.pub.curator[0] == st.curator[0]
    assert f.pub.contract_deck == f.deck == len(st.contract_deck) and not hasattr(f.pub, "contract_discard")
    assert not _frame(st, seat=1).targets        # not Bruno's decision: nothing to click


def test_end_conditions_say_how_close_each_is():
    st = _game()
    st.box_office = [0, 3, 0]
    rows = captions.end_conditions(_frame(st).pub)
    assert rows[0][0].startswith("Box office empty: 2/3 piles") and not rows[0][2]
    st.box_office = [0, 0, 0]
    assert captions.end_conditions(_frame(st).pub)[0][2]


def test_the_money_estimate_counts_only_visible_goal_cards():
    st = _game()
    f = _frame(st, seat=0)
    est = f.pub.projected
    parts = final_scoring(st)
    assert est[0] == parts[0]["total"]
    assert est[1] == parts[1]["total"] - parts[1]["curator"] - parts[1]["dealer"]


def test_the_breakdown_rows_add_up_to_the_final_money():
    st = _finished(2)
    rows = _frame(st).pub.score_rows
    assert [label for label, _ in rows][0] and len(rows) == 8
    assert [sum(v[p] for _, v in rows) for p in range(2)] == st.money
    assert not _frame(_game()).pub.score_rows             # none before the end


def test_a_move_and_a_kick_fly_from_where_the_pieces_were():
    from game.gallerist.ui.effects import Effects, event_flights
    st = _game()
    before = {p: st.gallerist_at(p) for p in range(2)}       # Ada at the Sales Office, Bruno at the Colony
    events = st.apply(parse_action("move colony"))
    flights = [f for e in events for f in event_flights(e, before.get)]
    assert flights == [(("piece", 0, False), ("space", 0), ("space", 1)),
                       (("piece", 1, False), ("space", 1), ("kospace", 1))]
    fx = Effects()
    fx.add(None, events, ["Ada", "Bruno"], 0, True, 1.0, "Ada moves.", before.get)
    assert len(fx.flights) == 2 and fx.banner is None        # a human's own move is not written over the board
    fx.update(5.0)
    assert not fx.busy


def test_reputation_tiles_say_what_they_pay_in_words():
    from game.gallerist.log import reputation_words
    assert reputation_words("influence_thirds", 1, 0) == "$1 per 3 influence"
    assert reputation_words("works_sold", 3, 1) == "$3 and 1 influence per work sold"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_reputation_tile_is_said_of_no_one_in_particular(language):
    """Seen in the French game: the log told of the AI's starting tile '(3 $ et 1 d'influence par
    œuvre numérique que vous avez acquise)', speaking to the watching player of the AI's works.
    A tile's words (the log, the tooltip, the legend) name no person."""
    from game.gallerist.data import load_data
    from game.gallerist.log import tile_words
    i18n.set_language(language)
    try:
        for tile in load_data().reputation:
            said = i18n.tr(tile_words(tile))
            assert said != str(tile_words(tile)) or language == "en", said
            assert not SECOND_PERSON[language].search(said), said
    finally:
        i18n.set_language("en")


def test_candidate_is_the_inverse_of_option_key_for_every_legal_option():
    from game.gallerist.table_view import candidate
    rnd = random.Random(3)
    st = _game(seed=11, players=3)
    seen = set()
    for _ in range(400):
        d = st.decision()
        if d is None:
            break
        f = _frame(st)
        for key, actions in f.targets.items():
            action = candidate(st, d, key)
            if action is None:
                continue
            seen.add(d.kind)
            # a glowing piece stands for one of its own options (a wall: a sale, with any contract)
            assert action in actions or (key[0] == "wall" and action[0] == "sell"), (d.kind, key, action)
        st.apply(rnd.choice(d.options))
    assert {"turn", "ko", "start", "ticket", "sign", "slot", "source"} <= seen, seen


def test_pieces_say_what_they_are():
    st = _game()
    f = _frame(st)
    assert f.tips.get(("office", 0)).startswith("Box office: ")
    assert f.tips.get(("slot", 0, 1)).startswith("Contract slot 1, empty; a contract placed here gives ")
    st.contracts[0][1], st.contract_sides[0][1] = 3, 1
    f = _frame(st)
    tip = f.tips.get(("slot", 0, 2))
    assert tip.startswith("Contract 2: ") and "fulfilled, money side up; its bonus: " in tip
    assert f.tips.get(("rep", 0, 1)).startswith("Reputation space 1. A tile placed here: ")
    hidden = next(s for s in range(8) if f.bonus_hidden[s] and not f.pub.discovered[s])
    assert "face down" in f.tips.get(("studio", hidden))


def test_the_final_scoring_puts_each_seat_marker_before_its_name(monkeypatch):
    import pygame

    from game.gallerist.ui.scorecard import draw_breakdown
    from game.ui import theme
    st = _finished(players=3)
    names = ["Player", "Bruno", "Clara"]
    drawn, marks = {}, []
    real_text, real_mark = theme.blit_text, theme.seat_marker

    def text(surface, s, *args, **kwargs):
        drawn[s] = rect = real_text(surface, s, *args, **kwargs)
        return rect

    def mark(surface, seat, centre, r, colour):
        marks.append((seat, centre, r))
        real_mark(surface, seat, centre, r, colour)

    monkeypatch.setattr(theme, "blit_text", text)
    monkeypatch.setattr(theme, "seat_marker", mark)
    draw_breakdown(pygame.Surface((600, 400)), pygame.Rect(0, 0, 600, 400), _frame(st).pub, names, 1.0)
    for seat, (x, y), r in marks[:3]:
        name = drawn[names[seat]]
        assert x + r < name.left and name.top <= y <= name.bottom, names[seat]


def test_the_solitaires_title_is_named_or_said_to_be_missing_with_the_next_one():
    from game.gallerist.ui.scorecard import solo_title
    st = gallerist.new_game(players=1, seed=4)
    rnd = random.Random(1)
    while st.decision() is not None:
        st.apply(rnd.choice(st.decision().options))
    total = st.final[0]["total"]
    titles = st.data.solo_titles
    words = solo_title(st.final)
    if st.final[0]["title"]:
        assert words.startswith(f"Title: {st.final[0]['title']}")
    else:
        assert words.startswith("No title (next: ") and total < titles[1][0]
    st.final[0]["title"], st.final[0]["total"] = "", 61
    assert solo_title(st.final) == f"No title (next: {titles[1][1]} from ${titles[1][0]})"


def test_a_visitor_glows_on_the_piece_the_engine_takes_it_from():
    """Issue #18: the contract bonus "visitor from the bag" takes a VIP from the bag even when
    the Plaza holds one; the option goes on the bag, and a Plaza visitor goes on the Plaza."""
    st = _game()
    p = st.decision().player
    st.bag[0] -= 1
    st.plaza[0] += 1                                 # a VIP waits in the Plaza
    for mode, where in (("bag_any", "bag"), ("visitor", "plaza")):
        st.stack, st._decision = [new_task("visitor", p, bonus=mode)], None
        f = _frame(st)
        targets, bar = f.targets, f.bar
        assert dict(st.visitor_sources(p, mode))[0] == where
        assert parse_action("visitor v") in targets[(where, 0)] and parse_action("visitor v") not in bar
        assert (("plaza" if where == "bag" else "bag"), 0) not in targets


def test_issue_29_tooltips_say_what_they_mean():
    """Closed column B is not a "taken" tile; the contract sides say what each pays; "an Investor"."""
    st = _game()                                   # 2 players: column B is closed
    f = _frame(st)
    tip = f.tips.get(("im", 1, "B"))
    assert "closed" in tip and "taken" not in tip
    a = _asking(st)
    side = parse_action("side money")
    assert table_words.preview(a, side) != table_words.option_label(a, side)
    assert "$ bonus" in table_words.preview(a, side)
    assert "I bonus" in table_words.preview(a, parse_action("side infl"))
    assert table_words.preview(a, parse_action("ticket i plaza")).startswith("Spend an Investor ticket: an Investor ")
    assert table_words.preview(a, parse_action("ticket v plaza")).startswith("Spend a VIP ticket: a VIP ")


def test_lacerdas_next_move_is_shown_on_the_board_and_in_words():
    """Issue #29: nothing showed where Lacerda goes next or what it will do there."""
    st = gallerist.new_game(players=1, seed=1)
    st.apply(parse_action("start colony"))
    f = _frame(st)
    assert "opposite your gallerist (now the International Market)" in table_words.lacerda_words(_seen(f))
    for a in ("move media", "pass", "end"):         # Lacerda goes opposite: the Sales Office
        st.apply(parse_action(a))
    f = _frame(st)
    words = table_words.lacerda_words(_seen(f))
    assert words.startswith("Lacerda moves next, after your turn: to the Artists Colony, leaving an assistant "
                            "at the Sales Office.")
    assert f.tips.get(("loc", 1)).endswith(words)
    assert "Lacerda" not in f.tips.get(("loc", 2))
    for a in ("move market", "pass", "end", "move media", "pass", "end", "pass"):   # Lacerda: colony, media
        st.apply(parse_action(a))
    words = table_words.lacerda_words(_seen(_frame(st)))
    assert "to the International Market" in words and "places an assistant on the Digital row, column A" in words
    assert table_words.lacerda_words(_seen(_frame(_game()))) is None


def test_an_investor_takes_an_in_the_choice_bar_and_the_log():
    """"Send a Investor", "A Investor comes into your gallery", "A Investor ticket goes…" read
    "an Investor" (seen taking Learn to win, issue 29)."""
    from game.gallerist.log import describe_event
    from game.games import AGENTS, spec
    from game.tools.lessons import lesson_for, start
    game = spec("the-gallerist")
    lesson = lesson_for(game, index=1)
    session = start(game.module(), lesson, AGENTS)
    moves = [step.do for step in lesson.steps if step.do]
    for move in moves[:moves.index("out i")]:
        session.apply(parse_action(move))
    a = _asking(session.state, ["Ada"])
    assert table_words.option_label(a, parse_action("out i")) == "Send an Investor to the Plaza"
    assert table_words.option_label(a, parse_action("out c")) == "Send a Collector to the Plaza"
    assert table_words.preview(a, parse_action("visitor i")) == "An Investor comes into your gallery."
    assert table_words.preview(a, parse_action("pile i")) == \
        "An Investor ticket moves from the box office to the supply."
    assert describe_event({"type": "pile", "colour": "i"}, ["Ada"]) == \
        "An Investor ticket goes from the box office to the supply."
    assert describe_event({"type": "pile", "colour": "v"}, ["Ada"]).startswith("A VIP ticket")


def test_the_art_type_letters_are_said_in_french_where_the_table_draws_them(monkeypatch):
    """Painting, Sculpture, Photography, Digital: P, S, Ph, D in English; in French (Peinture,
    Sculpture, Photographie, Art numérique) the digital type's letter is N, on a contract's band,
    a work's badge and a goal's needs; the visitor letters (V, I, C) stay."""
    import pygame

    from game.engine import i18n
    from game.gallerist.ui import paint_board, paint_players, style
    from game.games import spec
    from game.ui import theme
    spec("the-gallerist")                       # registered: its catalogs are read
    st = gallerist.new_game(players=2, seed=7)
    digital = next(c for c in st.data.contracts if c[0] == 3)
    drawn = []

    def record(surface, s, *args, **kwargs):
        drawn.append(i18n.tr(s))
        return pygame.Rect(0, 0, 1, 1)
    pygame.font.init()
    monkeypatch.setattr(theme, "blit_text", record)
    surface = pygame.Surface((200, 200))
    for lang, letter in (("en", "D"), ("fr", "N")):
        i18n.set_language(lang)
        drawn.clear()
        paint_board.contract_card(surface, pygame.Rect(0, 0, 60, 80), digital, 1.0)
        assert drawn[0] == letter
        assert paint_players._needs((1, 0, 0, 2)) == "P" + letter * 2
    assert [style.type_letter(t) for t in range(4)] == ["P", "S", "Ph", "N"]
    assert i18n.tr(style.VISITOR_LETTER[0]) == "V"


def test_counts_of_one_are_said_in_the_singular():
    """"Bag: 1 visitors", and in French "Les 1 contrats défaussés…" (seen in a play-through)."""
    from types import SimpleNamespace

    from game.engine import i18n
    from game.gallerist.log import EVENT_WORDS
    from game.gallerist.ui.captions import end_gauges
    from game.games import game_module
    game_module("the-gallerist")
    pub = SimpleNamespace(box_office=[1, 0, 2], bag=[1, 0, 0], celebrities=lambda: 0)
    assert i18n.tr(end_gauges(pub)[2]) == "Bag: 1 visitor"
    i18n.set_language("fr")
    try:
        assert i18n.tr(end_gauges(pub)[2]) == "Sac\u00a0: 1 visiteur"
        line = i18n.tr(EVENT_WORDS["reshuffle"]({"cards": 1}, "Ada"))
        assert line == "Le contrat défaussé est mélangé en une nouvelle pioche.", line
    finally:
        i18n.set_language("en")


# The player asked, spoken to: English "you", "your", French "vous", "votre", "vos", an imperative
# in -ez ("Choisissez", "Déplacez", "passez").
SECOND_PERSON = {"en": re.compile(r"\b(you|your)\b", re.I),
                 "fr": re.compile(r"\b(vous|votre|vos|(?!chez\b|assez\b)\w+ez)\b", re.I)}
KICKED_OUT = {"en": "{who} was kicked out", "fr": "Expulsion {of_who}"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_status_line_says_what_another_seat_decides_in_the_third_person(language):
    """Seen in the real app: while an AI decided, the status line told the watching player
    "Bruno is deciding: Move your gallerist…", the AI's prompt, spoken to the player who decides.
    Every decision of another seat in a game played to its end is a whole sentence about them
    (its name first), in each language."""
    i18n.set_language(language)
    try:
        st = gallerist.new_game(players=3, seed=4)
        rnd, kinds = random.Random(4), set()
        while (d := st.decision()) is not None:
            if (d.kind, st.phase, d.player) in kinds:      # a line of each kind of decision, of each seat
                st.apply(rnd.choice(d.options))
                continue
            kinds.add((d.kind, st.phase, d.player))
            who = NAMES[d.player]
            line = i18n.tr(captions.status(_frame(st, seat=(d.player + 1) % 3)))
            said = line.split(" · ", 2)[-1]         # after the round (and the final round's words)
            of_who = "d’Ada" if who == "Ada" else f"de {who}"
            assert said.startswith((who, KICKED_OUT[language].format(who=who, of_who=of_who))), line
            assert not SECOND_PERSON[language].search(said), line
            assert said != i18n.tr(captions.step_prompt(_frame(st))), line
            st.apply(rnd.choice(d.options))
        seen = {kind for kind, _, _ in kinds} | {phase for kind, phase, _ in kinds if kind == "turn"}
        assert {"start", "move", "act", "post", "ko", "pay", "fame", "ticket", "visitor", "easel"} <= seen, seen
    finally:
        i18n.set_language("en")
