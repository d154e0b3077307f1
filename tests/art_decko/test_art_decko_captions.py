"""The Art Decko table's words, without a window: the engine's ``why_not`` reasons and the
captions worked out from a :class:`~game.art_decko.ui.captions.TableView` (built, as the table
builds it, from one seat's table model)."""

import subprocess
import sys

import game.art_decko as art_decko
from game.art_decko.ui import captions
from game.engine.actions import parse_action
from game.engine.session import Seat
from game.ui.play.model import model_of


def view(t, selected=None, viewer=0):
    """The table's view for ``viewer``, as the table builds it: from its table model (its view, the
    decision's options and reasons if it is to act)."""
    s = t.s
    seats = [Seat("Ada", "human"), Seat("Bruno", "human")]
    v = captions.table_view(model_of(art_decko, s, viewer, seats), s.data, viewer)
    v.selected = selected
    return v


def test_the_captions_need_no_pygame():
    out = subprocess.run([sys.executable, "-c", "import sys, game.art_decko.ui.captions; "
                          "print('pygame' in sys.modules)"], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_why_not_is_none_for_a_legal_action_and_says_the_rule_otherwise(table):
    t = table()
    s = t.s
    shown = t.painting("pop_art")
    gold = t.gold(1)
    t.hand(0, shown, gold)
    t.exhibition("poetic", free=["pop_art", "renaissance", "surrealism"])
    t.turn(0)
    assert s.why_not(parse_action(f"haggle {t.code(gold)}")) is None
    assert s.why_not(parse_action(f"show {t.code(gold)} poetic")).startswith("Only paintings")
    reason = s.why_not(parse_action(f"show {t.code(shown)} poetic"))
    assert reason.startswith("Showing here costs 6: the rest of your hand pays at most 1")
    assert "New Exhibitor discount: 4" in reason
    assert s.why_not(parse_action("confirm")) == "Not possible now."


def test_why_not_for_a_second_buy_at_the_same_gallery(table):
    t = table()
    s = t.s
    cards = [t.painting("pop_art")]
    t.gallery("indigo", *cards, token=1)
    t.hand(0, t.gold(1), t.gold(2), t.gold(3))
    t.turn(0)
    s.acquired_from = (s.data.location("indigo").index,)
    s._decision = None
    assert "already bought at" in s.why_not(parse_action(f"acquire indigo {t.code(cards[0])}"))


def test_status_prompt_and_payment_notes(table):
    t = table()
    shown = t.painting("pop_art")
    t.rating("pop_art", 40)
    t.hand(0, shown, t.painting("pop_art", skip=[shown]), t.gold(1))
    t.exhibition("poetic", free=["pop_art", "renaissance", "surrealism"])
    t.turn(0)
    v = view(t)
    assert captions.status_line(v) == ("Your turn, Ada — action 1 of 2", "you")
    assert captions.prompt(view(t, selected=shown))[0].endswith(
        "Haggle with it, or click a green exhibition to show it.")
    assert captions.selected_notes(view(t, selected=shown))[1].startswith("Show: ")
    t.play(f"show {t.code(shown)} poetic", "bonus none")
    v = view(t)
    assert v.kind == "pay"
    assert captions.plan_words(v) == "Show at Poetic Patterns"
    assert captions.payment_notes(v)[0] == "6 more to pay."
    assert captions.status_line(view(t, viewer=1)) == ("Ada's turn", "ai")
