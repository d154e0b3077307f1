"""Issue #29: the log accounts for every change, in the order it happened, in the board's words."""

import re

import pytest

from game import gallerist as g
from game.engine import i18n
from game.engine.actions import parse_action
from game.engine.rng import Rng
from game.gallerist.board import C
from game.gallerist.ledger import tally, unaccounted
from game.gallerist.spec import soak_policy
from game.tools.soak import play_checked

NAMES = ["Ada", "Bruno", "Cleo", "Dana"]


def lines(events, players=2):
    return [line for line in (g.describe_event(e, NAMES[:players]) for e in events) if line]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_replaying_the_logged_changes_gives_every_public_quantity_after_every_action(players):
    for seed in range(3):
        s, rng = g.new_game(players, seed=seed), Rng(seed)
        while not s.is_over:
            before = tally(s)
            events = s.apply(soak_policy(s, s.decision(), rng))
            assert unaccounted(before, events, tally(s), NAMES[:players]) == []


def test_the_soak_counts_what_the_log_leaves_out():
    gaps: list[str] = []
    play_checked(g, {"players": 2, "seed": 3}, unaccounted=gaps)
    assert gaps == []


def test_a_change_without_its_event_is_unaccounted():
    s = g.new_game(2, seed=1)
    before = tally(s)
    s.money[0] += 1
    assert unaccounted(before, [], tally(s), NAMES[:2]) == [f"money/0: {s.money[0] - 1} logged, {s.money[0]} real"]


def test_tickets_from_hiring_and_from_a_contract_slot_have_lines(blank):
    t = blank()
    s = t.s
    t.turn_of(0, at="media")
    s.money[0] = 20
    events = t.do("hire 2")                   # the second hire brings an Investor ticket
    while s.decision().kind != "turn":
        events += s.apply(s.decision().options[0])
    assert "Ada takes an Investor ticket from the box office." in lines(events)
    assert sum("hires an assistant onto a desk" in line for line in lines(events)) == 2
    t.turn_of(0, at="sales")
    events = t.do("sign", "take 1", "slot 2")   # an empty slot 2: a VIP ticket
    assert "Ada takes a VIP ticket from the box office." in lines(events)


def test_lacerda_moves_before_it_kicks_out_and_leaving_an_assistant_is_said():
    s = g.new_game(1, seed=1)
    s.apply(parse_action("start media"))
    s.apply(parse_action("move sales leave"))
    s.apply(parse_action("pass"))
    events = s.apply(parse_action("end"))           # Lacerda: opposite the Sales Office, the Media Center
    said = lines(events, 1)
    moved = next(i for i, line in enumerate(said) if line.startswith("Lacerda moves"))
    kicked = next(i for i, line in enumerate(said) if "kicked out" in line)
    assert moved < kicked
    s.apply(parse_action("pass"))
    s.apply(parse_action("move colony"))
    s.apply(parse_action("pass"))
    events = s.apply(parse_action("end"))
    assert any(line.startswith("Lacerda moves from the Media Center") and "leaving an assistant" in line
               for line in lines(events, 1))


def test_the_starting_tile_is_named_when_it_is_placed(blank):
    t = blank()
    s = t.s
    t.discover("pab", fame=1)
    t.discover("scb", fame=1)
    t.hang(0, "pab")
    t.hang(0, "scb")
    t.visitor("v", "lobby", 0)
    t.turn_of(0, at="colony")
    s.money[0] = 30
    events = t.do("buy dib")
    while s.decision().kind != "turn":
        events += s.apply(s.decision().options[0])
    said = lines(events)
    assert any("has acquired 3 works: the starting tile" in line for line in said)
    assert any("places the starting tile" in line for line in said)
    assert not any("places the reputation tile" in line for line in said)


def test_an_auction_offer_reads_as_the_board_labels_its_row():
    line = g.describe(None, 0, parse_action("offer 6 B"), ["Ada", "Bruno"])
    assert "offer 3 · $3, column B" in line and "row 6" not in line


def test_the_fame_bonus_states_its_size_and_why(blank):
    t = blank()
    s = t.s
    t.discover("pab", fame=3)
    s.stack = [{"kind": "artist", "player": 0}]
    s._decision = None
    assert "1 per Collector" in s.decision().prompt
    events = s.clone().apply(parse_action("artist pab"))
    assert any("+0 fame: no Collector" in line for line in lines(events))
    t.visitor("c", "gallery", 0)
    s.stack = [{"kind": "artist", "player": 0}]
    s._decision = None
    assert "+1 fame" in s.decision().prompt
    events = s.apply(parse_action("artist pab"))
    assert any("+1 fame, 1 per Collector" in line for line in lines(events))
    assert s.gallery[0][C] == 1


SECOND_PERSON = {"en": re.compile(r"\b(you|your)\b", re.I),
                 "fr": re.compile(r"\b(vous|votre|vos|(?!chez\b|assez\b)\w+ez)\b", re.I)}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_log_tells_of_every_player_in_the_third_person(language):
    """Seen in the French game: the log told the watching player of an AI's starting tile '…par
    œuvre numérique que vous avez acquise' and of its promotion bonus '…dans votre galerie' (a
    tile's or a bonus's words, written to the player who reads their own). No log line of a
    game speaks to the reader."""
    i18n.set_language(language)
    try:
        for players, seed in ((1, 0), (3, 1), (4, 2)):
            s, rng = g.new_game(players, seed=seed), Rng(seed)
            while not s.is_over:
                for e in s.apply(soak_policy(s, s.decision(), rng)):
                    line = g.describe_event(e, NAMES[:players])
                    assert not (line and SECOND_PERSON[language].search(i18n.tr(line))), i18n.tr(line)
    finally:
        i18n.set_language("en")
