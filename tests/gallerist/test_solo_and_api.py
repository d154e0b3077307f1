"""Solitaire against Lacerda; observation, saves, replay, data errors; random games."""

import json
import shutil

import pytest

from game import gallerist as g
from game.engine.actions import parse_action
from game.engine.errors import DataError, SaveError
from game.engine.rng import Rng
from game.gallerist.board import EMPTY, KO, LACERDA, assistant, gallerist
from game.gallerist.invariants import check_invariants
from game.gallerist.save_format import SAVE_VERSION
from game.gallerist.state import GalleristState


def solo(start="sales", seed=1):
    s = g.new_game(1, seed=seed)
    s.apply(parse_action(f"start {start}"))
    return s


def test_solo_lacerda_goes_opposite_then_clockwise_leaving_assistants():
    s = solo()
    s.apply(parse_action("move colony"))
    s.apply(parse_action("pass"))
    s.apply(parse_action("end"))
    assert s.spaces[3] == gallerist(LACERDA)      # opposite the colony: the market
    assert s.market_assistants == [[EMPTY] * 3 for _ in range(7)]   # no IM assistant on its first turn
    s.apply(parse_action("move media"))
    s.apply(parse_action("pass"))
    s.apply(parse_action("end"))
    assert s.spaces[0] == gallerist(LACERDA) and s.spaces[3] == assistant(LACERDA)
    assert s.lacerda_supply == 9


def test_lacerda_arriving_at_the_market_places_an_assistant_in_its_order():
    s = solo(start="colony")
    s.spaces[2] = gallerist(LACERDA)                # as if Lacerda had come to the media center
    s.lacerda_at, s.lacerda_home = 2, 0
    s._decision = None
    tile = s.market_tiles[0][0]
    s.apply(parse_action("move sales"))
    s.apply(parse_action("pass"))
    s.apply(parse_action("end"))
    assert s.spaces[3] == gallerist(LACERDA) and s.spaces[2] == assistant(LACERDA)
    assert s.market_assistants[0][0] == LACERDA and tile in s.reputation_boxed   # (1, A) first; its tile discarded
    assert s.lacerda_supply == 8


def test_kicking_lacerda_removes_a_ticket_from_the_largest_pile_and_at_the_market_places():
    s = solo()
    s.apply(parse_action("move colony"))
    s.apply(parse_action("pass"))
    s.apply(parse_action("end"))                  # Lacerda at the market
    s.box_office[1] += 1
    s.ticket_supply[1] -= 1
    rep = s.market_tiles[0][0]
    s.apply(parse_action("move market"))
    assert s.box_office[1] == 10 and s.ticket_supply[1] == 10
    assert s.market_assistants[0][0] == LACERDA and rep in s.reputation_boxed
    assert s.lacerda_home == 1


def test_lacerda_kicks_the_player_who_decides_after_its_turn():
    s = solo(start="media")
    s.apply(parse_action("move sales leave"))     # assistant left at the media center
    s.apply(parse_action("pass"))
    s.apply(parse_action("end"))                  # Lacerda: opposite sales = media
    assert s.spaces[KO + 2] == assistant(0)
    d = s.decision()
    assert d.kind == "ko" and d.player == 0
    s.apply(parse_action("pass"))
    assert s.desk_assistants[0] == 2 and s.phase == "move"


def test_solo_ends_one_turn_after_the_box_office_empties():
    s = solo()
    for c in range(3):
        s.ticket_supply[c] += s.box_office[c]
        s.box_office[c] = 0
    s.intermediate_done = 1
    s.apply(parse_action("move colony"))
    s.apply(parse_action("pass"))
    s.apply(parse_action("end"))
    assert s.end_trigger == ["box_office"] and s.lacerda_at == -1   # Lacerda stopped at once
    s.apply(parse_action("move media"))
    s.apply(parse_action("pass"))
    s.apply(parse_action("end"))
    assert s.is_over and "title" in s.summary()


def test_observation_hides_exactly_the_secrets():
    s = g.new_game(3, seed=5)
    obs = s.observation(1)
    assert obs["curator"][1] == s.curator[1] and obs["curator"][0] is None and obs["dealer"][2] is None
    assert obs["contract_deck"] == len(s.contract_deck) and obs["rng"] == 0
    assert obs["work_stacks"] == [len(x) for x in s.work_stacks]
    assert all(b == EMPTY for b in obs["artist_bonus"]) and sum(obs["artist_bonus_hidden"]) == 7
    assert obs["bag"] == s.bag and obs["plaza"] == s.plaza and obs["contract_piles"] == s.contract_piles
    full = s.to_data()
    public = set(full) - {"curator", "dealer", "contract_deck", "work_stacks", "works_boxed", "artist_bonus",
                          "bonuses_boxed", "reputation_boxed", "rng"}
    assert all(obs[k] == full[k] for k in public)
    det = g.determinize(obs, Rng(3))
    assert not check_invariants(det)
    assert det.curator[1] == s.curator[1] and det.decision().options == s.decision().options


def test_save_load_through_json_and_replay_give_the_same_state():
    s = g.new_game(4, seed=11)
    rng = Rng(2)
    log = []
    for _ in range(300):
        d = s.decision()
        if d is None:
            break
        a = d.options[rng.randrange(len(d.options))]
        log.append(str(a))
        s.apply(a)
    back = g.from_data(json.loads(json.dumps(s.to_data())))
    assert back.to_data() == s.to_data() and back.decision().options == s.decision().options
    again = g.new_game(4, seed=11)
    for a in log:
        again.apply(parse_action(a))
    assert again.to_data() == s.to_data()
    c = s.clone()
    c.apply(c.decision().options[0])
    assert back.to_data() == s.to_data()


def test_a_save_carries_its_version_and_the_full_names_and_an_unknown_version_is_refused():
    s = g.new_game(2, seed=3)
    s.apply(s.decision().options[0])
    d = s.to_data()
    assert d["version"] == SAVE_VERSION == 2 and g.from_data == GalleristState.from_data
    assert {"influence", "contract_sides", "contract_assistants", "num_players"} <= set(d)
    assert not {"infl", "cside", "casst", "n"} & set(d)
    with pytest.raises(SaveError, match="version 3"):
        g.from_data(dict(d, version=3))


def test_data_error_names_file_line_and_field(tmp_path):
    folder = tmp_path / "gallerist"
    shutil.copytree(g.load_data().folder, folder)
    path = folder / "promotion.yaml"
    text = path.read_text().replace("bonus: infl}", "bonus: influence}")
    path.write_text(text)
    with pytest.raises(DataError) as err:
        g.load_data(str(folder))
    msg = str(err.value)
    assert "promotion.yaml:4" in msg and "levels[1].bonus" in msg and "one of" in msg
    assert g.check_data(str(folder)) and g.check_data() == []


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_invariants_and_end(players):
    for seed in range(10):
        s = g.new_game(players, seed=seed)
        rng = Rng(seed * 31 + players)
        steps = 0
        while s.decision() is not None:
            d = s.decision()
            s.apply(d.options[rng.randrange(len(d.options))])
            steps += 1
            problems = check_invariants(s)
            assert not problems, (seed, steps, problems)
            if steps % 25 == 0 and s.decision() is not None:     # what an AI rebuilds is sound too
                seat = s.decision().player
                det = g.determinize(s.observation(seat), Rng(steps))
                assert not check_invariants(det), (seed, steps)
                assert det.decision().options == s.decision().options
            assert steps < 20000
        assert s.final is not None and len(s.summary()["scores"]) == players
        for p in range(players):
            parts = s.score_breakdown(p)
            assert len(parts) == 8 and sum(v for _, v in parts) == s.summary()["scores"][p]


def test_half_resolved_action_survives_save_and_clone(blank):
    t = blank()
    s = t.s
    t.discover("pab", fame=4)
    t.turn_of(0, at="colony")
    t.do("buy pab")
    assert s.stack and s.decision().kind == "pay"
    back = g.from_data(json.loads(json.dumps(s.to_data())))
    copy = s.clone()
    for st in (s, back, copy):
        while st.stack:
            st.apply(st.decision().options[-1])
    assert back.to_data() == s.to_data() == copy.to_data()


def test_why_not_explains_in_one_sentence(blank):
    t = blank()
    s = t.s
    t.turn_of(0, phase="move", at="sales")
    assert s.why_not(parse_action("move media")) is None
    assert s.why_not(parse_action("move sales")) == "Your gallerist must move to another location."
    assert s.why_not(parse_action("hire 1")) == "A location action comes right after your move."
    t.do("move media")
    assert s.why_not(parse_action("discover pab")).startswith("That action belongs to the Artists Colony")
    s.money[0], s.influence[0] = 0, 0
    s._decision = None
    assert s.why_not(parse_action("hire 1")).startswith("Not now:")


CANDIDATES = [parse_action(a) for a in (
    "move sales", "move market leave", "pass", "end", "buy pab", "discover dir", "sign", "sell 1 1",
    "hire 2", "promote phb", "rep 1 A", "offer 7 C", "ticket v plaza", "contract 2", "pay 1",
    "fame 2", "visitor c", "space 6", "slot 3", "take 4", "draw", "easel 1 shown", "start media")]


def test_illegal_actions_raise_and_change_nothing_anywhere():
    from game.engine.errors import IllegalActionError
    for players in (1, 3):
        s = g.new_game(players, seed=9)
        rng = Rng(4)
        for step in range(400):
            d = s.decision()
            if d is None:
                break
            if step % 9 == 0:
                before = s.to_data()
                for a in CANDIDATES:
                    if a not in d.options:
                        with pytest.raises(IllegalActionError):
                            s.apply(a)
                        assert s.why_not(a)
                assert s.to_data() == before
            s.apply(d.options[rng.randrange(len(d.options))])


def test_log_lines_put_an_before_investor():
    from game.gallerist.log import describe_event
    assert describe_event({"type": "gain_ticket", "player": 0, "colour": "i", "from": "box_office"},
                          ["Ada"]) == "Ada takes an Investor ticket from the box office."


def test_paying_nothing_in_influence_is_no_log_line_of_zero_steps(blank):
    """Issue #19: no "pays with 0 influence steps" / "spends 0 influence steps"."""
    t = blank()
    s = t.s
    t.discover("pab", fame=4)
    t.turn_of(0, at="colony")
    s.money[0], s.influence[0] = 10, 10
    t.do("buy pab")
    assert s.decision().kind == "pay"
    assert g.describe(s, 0, parse_action("pay 0")) is None     # the payment's event says it
    assert g.describe(s, 0, parse_action("fame 0")) is None
    paid = [e for e in s.clone().apply(parse_action("pay 0")) if e["type"] == "pay"]
    assert [g.describe_event(e, ["Ada", "Bruno"]) for e in paid] == ["Ada pays $4."]
    paid = [e for e in s.clone().apply(parse_action("pay 1")) if e["type"] == "pay"]
    assert [g.describe_event(e, ["Ada", "Bruno"]) for e in paid] == [
        "Ada pays $3 and 1 influence step (influence 10→8)."]
    for players, seed in ((1, 2), (3, 4)):
        s, rng = g.new_game(players, seed), Rng(seed)
        while (d := s.decision()) is not None:
            a = d.options[rng.randrange(len(d.options))]
            lines = [g.describe(s, d.player, a)] + [g.describe_event(e, ["A", "B", "C"]) for e in s.apply(a)]
            assert not any(" 0 influence" in line for line in lines if line)


def test_the_solitaire_result_is_the_title_reached_against_lacerda():
    """Issue #19: a solitaire is won by reaching a title (spec 3.13), not by being alone."""
    s, rng = g.new_game(1, seed=2), Rng(2)
    while (d := s.decision()) is not None:
        events = s.apply(d.options[rng.randrange(len(d.options))])
    part = s.final[0]
    assert s.winners() == ([0] if part["title"] else [])
    over = next(e for e in events if e["type"] == "game_over")
    assert g.describe_event(over, ["Ada"]) == s.summary()["headline"] + "."
    s.final[0] = dict(part, total=65, title="")
    assert s.winners() == [] and s.summary()["winners"] == []
    assert s.summary()["headline"] == "Lacerda wins: $65, no title"
    s.final[0] = dict(part, total=134, title="Gallerist")
    assert s.winners() == [0]
    assert s.summary()["headline"] == "You reach the title Gallerist ($134)"
