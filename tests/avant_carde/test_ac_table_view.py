"""Avant Carde's side of the table model: the notation reads back every option it writes, and
``table_choices`` puts every option on a piece (or the bar) with the engine's reasons for the rest."""

import random

from game import avant_carde as ac
from game.avant_carde.notation import format_action, parse, parse_each
from game.avant_carde.table_view import table_choices, target_of, view_of


def _positions(players, seed, every=3, moves=400):
    """Positions of a game played at random (quick), every ``every`` moves."""
    st, rnd = ac.new_game(players=players, seed=seed), random.Random(seed)
    for n in range(moves):
        d = st.decision()
        if d is None:
            return
        if n % every == 0:
            yield st
        st.apply(rnd.choice(d.options))


def test_the_notation_reads_back_every_option_of_whole_games():
    seen = set()
    for players, seed in ((2, 3),):
        for st in _positions(players, seed, every=1):
            options = st.decision().options
            assert [parse(format_action(a)) for a in options] == list(options)
            assert parse_each(map(format_action, options)) == list(options)
            seen |= {a.kind for a in options}
    assert {"play", "stop", "buy", "bury", "end"} <= seen


def test_every_option_has_its_target_and_the_reasons_are_the_engines():
    checked = reasons = 0
    for st in _positions(2, 8, every=2):
        d = st.decision()
        options, why = table_choices(st, d.player, ["A", "B"])
        assert {a for _, a, _, _ in options} == set(d.options)
        assert all(t == target_of(a) or (t == "" and a.kind in ("forge", "take")) for t, a, _, _ in options)
        assert not set(why) & {t for t, *_ in options if t}         # a piece that acts gives no reason
        for t, reason in why.items():
            kind, _, key = t.partition(".")
            wanted = {"card": "play", "stack": "buy", "bury": "bury", "use": "use"}[kind]
            arg = int(key) if key.isdigit() else key
            assert reason == st.why_not(parse(f"{wanted} {arg}"), d.player), t     # why_not's own words
            reasons += 1
        checked += 1
    assert checked > 20 and reasons > 20


def test_the_view_of_a_seat_shows_no_other_hand():
    for st in _positions(2, 5, every=25):
        for seat in range(2):
            view = view_of(st.observation(seat))
            assert [c.code for c in view.hand] == [st.code(c) for c in st.players[seat].hand]
            others = {st.code(c) for q, p in enumerate(st.players) if q != seat for c in p.hand}
            shown = {c.code for c in view.hand} | {c.code for s in view.seats for c in s.line or () if c.code}
            assert not others & shown - {st.code(c) for c in st.players[seat].hand}
