"""The rulings of issue 17 and the texts players read: each says what the engine does.

The "may" checks derive which powers can be declined from the power registry itself (each
power is run in a situation where it has something to choose), never from a hand-made list.
"""

import re

import pytest
from ac_helpers import _take, arrange, do, game, options, play_line, stack_top, stop_all

from game import avant_carde as ac
from game.avant_carde.board import NUMBERS, Entry
from game.avant_carde.data import BUILTIN_SETS, load_data, load_patron_set
from game.avant_carde.powers import invoke
from game.avant_carde.state import AvantCardeState
from game.avant_carde.steps import SKIP, STEPS
from game.avant_carde.ui.rules import RULES as AVANT_CARDE
from game.engine.errors import DataError

JUNK = ["ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"]


def hand(*cards):
    cards = list(cards)
    return cards + [j for j in JUNK if j not in cards][: 7 - len(cards)]


def two_player(patrons, h0, deck0=None):
    st = game(players=2, patrons=patrons, tags=["ob", "rp"])
    arrange(st, 0, hand=h0, deck=deck0)
    return st


def draws(events):
    return [e["count"] for e in events if e["type"] == "draw"]


# ---- the Philosopher's odd number counts "as well as a 4", for other powers too -----------------

def test_philosophers_odd_number_counts_as_a_five_for_the_critic():
    st = two_player("mix:4=londoners", hand("B4a", "B7a"), deck0=["ob.b2", "ob.g2", "ob.b1"])
    events = do(st, "play B4a odd5", "play B7a")
    assert draws(events) == [2]                       # a "5" came before this 7


def test_philosophers_odd_number_counts_as_a_five_for_the_investor():
    st = two_player("mix:4=londoners,6=tokyoites", hand("B4a", "B6a"))
    play_line(st, 0, "play B4a odd5", "play B6a")
    stop_all(st)
    do(st, "use B6a", "trash B4a")
    assert st.players[0].money == 2 + 2


def test_philosophers_odd_number_shares_a_number_for_the_eccentric():
    st = two_player("mix:3=new_yorkers,4=londoners,7=londoners", hand("R3a", "R4a", "R7a"))
    play_line(st, 0, "play R3a", "play R4a odd3", "play R7a")
    stop_all(st)
    do(st, "use R7a", "conceal R4a")                  # the 4-as-3 shares a number with the 3
    assert st.players[0].money == 3 + 2


# ---- the Tokyoites' Schmoozer example cannot be reproduced -----------------------------------

@pytest.mark.parametrize("sevens,colour_step,drawn", [("tokyoites", ("colour blue",), []),
                                                      ("new_yorkers", (), [3])])
def test_schmoozer_example_seven_draws_neither_two_with_the_hoarder_nor_the_critic(sevens, colour_step, drawn):
    # "You play a 5 then a 3. You discard 1 and draw 2. Then you play a 7 and draw 2."
    st = two_player(f"mix:3=tokyoites,5=tokyoites,7={sevens}", hand("B5a", "B3a", "B7a"),
                    deck0=["ob.b2", "ob.g2", "ob.b1", "ob.o2", "ob.o1", "ob.b13"])
    assert draws(do(st, "play B5a", "play B3a", "discard ob.w1")) == [2]
    # The Hoarder draws nothing as its 7 is played (its colour needs a second card); the
    # Critic draws 1, +1 for the 5 before, +1 for the Schmoozer.
    assert draws(do(st, "play B7a", *colour_step)) == drawn


# ---- the Investor and a concealed 5-7 -----------------------------------------------------------

def test_investor_pays_one_dollar_for_a_concealed_five():
    st = two_player("mix:2=parisians,6=tokyoites", hand("B2a", "B5a", "B6a"))
    play_line(st, 0, "play B2a", "conceal B5a", "play B6a")
    stop_all(st)
    assert st.players[0].money == 2
    do(st, "use B6a", "trash B5a")
    assert st.players[0].money == 3                   # a concealed card shows no number


# ---- solo: most 2s is compared with the top cards as they are now --------------------------------

def test_solo_most_twos_follows_the_top_cards_so_a_bury_can_switch_a_power_on():
    st = game(players=1, patrons="new_yorkers", seed=3, tags=["ob"], solo="normal")
    for n, code in ((2, "R2a"), (4, "R4a"), (5, "B5a"), (6, "O6a"), (7, "P7a")):
        stack_top(st, n, [code])
    stack_top(st, 3, ["B3a", "R3a"])                  # R3a on top, B3a under it
    arrange(st, 0, hand=["B2a", "B2b", "ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"])
    play_line(st, 0, "play B2a", "play B2b")
    assert st.twos_needed(0) == 3 and "use B2a" not in options(st)     # three red tops
    do(st, "bury 3")
    assert st.twos_needed(0) == 2 and "use B2a" in options(st)         # now two red, two blue


# ---- a copied Parisian Thief under the Trendoid conceals again ------------------------------------

def test_trendoid_copying_a_parisian_thief_reruns_its_conceal_but_not_its_once_per_turn_unveil():
    st = two_player("mix:2=parisians", hand("B2a", "B6a", "ob.o1", "ob.w1"))
    do(st, "play B2a", "conceal ob.o1", "play B6a", "copy B2a")
    assert st.decision().kind == "conceal"            # "copying a 2 does nothing" holds for New Yorkers only
    play_line(st, 0, "conceal ob.w1")
    stop_all(st)
    do(st, "use B2a", "unveil ob.o1")
    assert "use copy1" not in options(st)             # the unveil is still once per turn


# ---- the Eccentric: 3 3 7, conceal a 3, +$2 ----------------------------------------------------
# Pinned by test_ac_patrons.py::test_eccentric_example_3_3_7 (the concealed card is counted).


# ---- texts: the solo variants --------------------------------------------------------------------

@pytest.mark.parametrize("sid", BUILTIN_SETS)
def test_a_solo_game_shows_solo_texts_that_speak_of_no_opponent_and_no_rival_2s(sid):
    st = ac.new_game(players=1, seed=1, patrons=sid)
    for pat in st.pset.patrons.values():
        for words in (pat.short, pat.text):
            assert "opponent" not in words and "nobody played" not in words, (pat.name, words)


def test_the_solo_forger_and_impersonator_name_the_card_under_the_token():
    solo = ac.new_game(players=1, seed=1, patrons="parisians").pset
    multi = ac.new_game(players=2, seed=1, patrons="parisians").pset
    for n in (3, 5):
        assert "token" in solo[n].short and "under the first player token" in solo[n].text
        assert "opponent" in multi[n].short and "token" not in multi[n].text


def test_a_solo_save_keeps_its_solo_texts():
    st = ac.new_game(players=1, seed=1, patrons="parisians")
    again = AvantCardeState.from_data(st.to_data())
    assert again.pset[5].short == st.pset[5].short == load_data().sets["parisians"][5].solo_short


def test_a_custom_sets_solo_text_is_checked_like_its_text(tmp_path):
    src = open(load_data().folder + "/patrons/parisians.yaml").read()
    path = tmp_path / "long.yaml"
    path.write_text(src.replace('solo_short: "May take the card under the token free."',
                                'solo_short: "' + "x" * 61 + '"'))
    with pytest.raises(DataError) as err:
        load_patron_set(str(path))
    assert "solo_short" in str(err.value) and "at most 60" in str(err.value)


# ---- texts: the Futurist's order and the Snob's lost power ---------------------------------------

def _reference_line(number, name):
    short_name = name[4:] if name.startswith("The ") else name
    lines = [ln for ln in AVANT_CARDE.splitlines() if ln.startswith(f"- **{number} {short_name}**")]
    assert len(lines) == 1, (number, name)
    return lines[0]


def test_the_futurists_texts_follow_the_engine_trash_or_conceal_then_the_last_card_check():
    pat = load_data().sets["londoners"][5]
    prompt = STEPS["futurist"].prompt(None, {})
    for words in (pat.short, pat.text, _reference_line(5, pat.name), prompt):
        low = words.lower()
        hide = re.search("conceal|face down", low).start()
        assert low.index("trash") < hide < low.index("last"), words


def test_the_snobs_texts_say_its_unused_power_is_lost_when_trashed():
    pat = load_data().sets["new_yorkers"][3]
    assert "unused power is lost" in pat.text and "before you trash" in pat.text
    assert "unused power is lost" in AVANT_CARDE


# ---- texts: "may" exactly where the engine offers to decline ----------------------------------

def _situation(sid, number):
    """Seat 0 in its buy turn with something for any power to choose: cards in hand, deck and
    discard, a line with face-up 5 and 7, a concealed card and this number's card last; seat 1
    (still to buy) has face-up 2, 5, 6 in its line. Returns the state and the source card."""
    st = game(players=2, patrons=sid, tags=["ob", "rp"])
    arrange(st, 0, hand=["ob.b2", "ob.o2"], deck=["ob.g2", "ob.b1"], discard=["ob.w1"])
    lines = {0: [("O5a", True), ("O7a", True), ("ob.o1", False), (f"B{number}a", True)],
             1: [("R2a", True), ("R5a", True), ("R6a", True)]}
    for seat, cards in lines.items():
        for code, up in cards:
            cid = st.data.by_code[code]
            _take(st, cid)
            c = st.data.cards[cid]
            st.players[seat].line.append(Entry(cid, c.number, c.colour, up=up))
    st.phase, st.queue, st.tasks = "buy", [0, 1], []
    st.players[0].money = st.players[0].made = 2
    return st, st.data.by_code[f"B{number}a"]


def _first_decision(sid, number, part):
    """The first decision the power of ``sid``'s ``number`` raises when its ``part`` runs, or None."""
    st, src = _situation(sid, number)
    invoke(st, 0, st.pset[number].power, part, src)
    st._decision = None
    st._advance([])
    d = st.decision()
    return None if d.kind == "buy" else d


def _choices(sid, number):
    """``"none"`` (the power just happens), ``"may"`` (its choice can be declined) or ``"must"``."""
    timing = load_data().sets[sid][number].timing
    found = [_first_decision(sid, number, part) for part in ("play", "buy") if part in timing]
    asked = [d for d in found if d is not None]
    if not asked:
        return "none"
    for d in asked:
        if SKIP in d.options:
            assert "?" in d.prompt, d.prompt                 # a question is asked where "no" is an answer
    return "may" if any(SKIP in d.options for d in asked) else "must"


PATRONS = [(sid, n) for sid in BUILTIN_SETS for n in NUMBERS]


@pytest.mark.parametrize("sid,number", PATRONS)
def test_every_patrons_texts_name_the_same_choices_as_its_power(sid, number):
    kind = _choices(sid, number)
    pat = load_data().sets[sid][number]
    solo = pat.for_solo()
    texts = {"short": pat.short, "text": pat.text, "solo short": solo.short, "solo text": solo.text,
             "rules reference": _reference_line(number, pat.name)}
    for where, words in texts.items():
        says_may = re.search(r"\bmay\b", words, re.I) is not None
        assert says_may == (kind == "may"), f"{pat.name} ({kind}): {where} {words!r}"
        if kind == "must":
            assert " or " in words, f"{pat.name}: {where} names no alternative"


def test_the_registry_derivation_sees_both_kinds_of_power():
    kinds = {(sid, n): _choices(sid, n) for sid, n in PATRONS}
    assert kinds[("new_yorkers", 5)] == "must"        # the Dealer: draw or +$1
    assert kinds[("new_yorkers", 7)] == "none"        # the Critic just draws
    assert kinds[("tokyoites", 6)] == "may"           # the Investor can be declined
    assert kinds[("parisians", 4)] == "may"           # the Conservator too


def test_the_odd_number_chips_tip_says_it_counts_for_other_powers_too():
    from game.avant_carde.table_words import option_words
    st = two_player("mix:4=londoners", hand("B4a", "B6a"))
    do(st, "play B4a odd5", "play B6a", "copy B4a")     # a copied Philosopher asks afterwards
    d = st.decision()
    tips = [option_words(d.kind, a)[1] for a in d.options if a.kind == "odd"]
    assert tips and all("other powers" in tip for tip in tips)
