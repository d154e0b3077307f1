"""Final scoring: the tile scorers one by one, tile activation, the gold marker move, ties."""

from types import SimpleNamespace

import pytest
from ad_helpers import activated

from game.art_decko import load_data, scoring

GENRES = ["Art Nouveau", "Renaissance", "Surrealism", "Pop Art", "Impressionism"]


def tally(owned=None, shown=None, gold=None, starting_gold=None, ratings=None, players=3):
    zero = [[0] * 5 for _ in range(players)]
    return SimpleNamespace(genre_names=GENRES, owned=owned or zero, shown=shown or zero,
                           gold=gold or [0] * players, starting_gold=starting_gold or [0] * players,
                           ratings=ratings or [0] * 5, gold_rating=0, players=range(players))


def vps(results):
    return [vp for vp, _ in results]


def award(scorer, t, **params):
    return vps(scoring.SCORERS[scorer].award(t, params))


def test_genre_majority_ranks_with_shared_places():
    # Purple 4, blue 2, gray 2, a fourth player none: 6 / 3 / 3 / 0 (rulebook example).
    t = tally(owned=[[0] * 5, [1, 0, 0, 0, 0], [0] * 5, [0] * 5],
              shown=[[4, 0, 0, 0, 0], [1, 0, 0, 0, 0], [2, 0, 0, 0, 0], [0] * 5], players=4)
    assert award("genre_majority", t, genre=0, awards=(6, 3, 2)) == [6, 3, 3, 0]
    t = tally(owned=[[5, 0, 0, 0, 0], [3, 0, 0, 0, 0], [1, 0, 0, 0, 0]])
    assert award("genre_majority", t, genre=0, awards=(6, 3, 2)) == [6, 3, 2]
    t = tally(owned=[[2, 0, 0, 0, 0], [2, 0, 0, 0, 0], [1, 0, 0, 0, 0]])
    assert award("genre_majority", t, genre=0, awards=(6, 3, 2)) == [6, 6, 3]


def test_genre_on_display_counts_only_shown_paintings():
    t = tally(owned=[[0, 0, 9, 0, 0]] * 3, shown=[[0, 0, 2, 0, 0], [0, 0, 3, 0, 0], [0, 0, 1, 0, 0]])
    assert award("genre_on_display", t, genre=2, vp_each=3) == [6, 9, 3]


def test_most_and_least_displayed_genres_count_ties_and_skip_absent_genres():
    shown = [[3, 1, 0, 0, 0], [0, 2, 1, 0, 0], [1, 0, 0, 0, 0]]   # totals 4, 3, 1, 0, 0
    t = tally(shown=shown)
    assert award("most_displayed_genre", t, vp_each=2) == [6, 0, 2]
    assert award("least_displayed_genre", t, vp_each=3) == [0, 3, 0]   # Surrealism, not the empty ones
    tied = tally(shown=[[2, 0, 0, 0, 1], [0, 2, 0, 0, 0], [0, 0, 0, 0, 0]])  # 2, 2 most; 1 least
    assert award("most_displayed_genre", tied, vp_each=2) == [4, 4, 0]
    assert award("least_displayed_genre", tied, vp_each=3) == [3, 0, 0]
    assert award("most_displayed_genre", tally(), vp_each=2) == [0, 0, 0]


def test_on_display_counts_every_shown_painting():
    t = tally(shown=[[1, 1, 1, 0, 0], [0] * 5, [0, 0, 0, 0, 4]])
    assert award("on_display", t, vp_each=1) == [3, 0, 4]


def test_money_money_money_rewards_every_player_tied_for_most_starting_gold():
    assert award("starting_gold_majority", tally(starting_gold=[3, 3, 1]), vp=4) == [4, 4, 0]
    assert award("starting_gold_majority", tally(starting_gold=[0, 0, 0]), vp=4) == [0, 0, 0]


def test_gold_bug_ranks_gold_owned():
    assert award("gold_majority", tally(gold=[14, 20, 14]), awards=(6, 3, 2)) == [3, 6, 3]
    assert award("gold_majority", tally(gold=[0, 5, 1]), awards=(6, 3, 2)) == [0, 6, 3]


@pytest.mark.parametrize("ratings, target", [
    ([52, 30, 10, 5, 0], 52),
    ([52, 52, 40, 30, 10], 40),          # a tie at the top: the next lower value
    ([60, 60, 40, 40, 20], 20),          # every higher value is shared
    ([45, 45, 45, 45, 45], 45),          # all equal: that value
    ([30, 30, 20, 20, 20], 20),          # nothing unique: the lowest
])
def test_as_good_as_gold_target(ratings, target):
    assert scoring.top_genre_rating(ratings) == target


def test_every_tile_of_the_data_has_a_scorer_that_runs():
    d = load_data()
    t = tally(owned=[[1, 2, 0, 0, 1], [0] * 5, [3, 0, 0, 0, 0]],
              shown=[[1, 0, 0, 1, 0], [0, 2, 0, 0, 0], [0] * 5], gold=[5, 9, 0],
              starting_gold=[2, 5, 1])
    for tile in d.tiles:
        results = scoring.SCORERS[tile.scorer].award(t, tile.params)
        assert len(results) == 3 and all(vp >= 0 and why for vp, why in results)


# ------------------------------------------------------------------ on a table


def _paint(t, taken, genre):
    taken.append(t.painting(genre, skip=taken))
    return taken[-1]


def test_without_a_full_exhibition_the_fullest_ones_score_their_tiles(table):
    t = table(players=2)
    taken = []
    assert activated(t.s) == []           # empty museum: no tile
    t.exhibition("poetic", shown=[(_paint(t, taken, "pop_art"), 0)], free=["gray", "gray"])
    t.exhibition("iconic", shown=[(_paint(t, taken, "surrealism"), 1)],
                 free=["gray", "gray", "gray"])
    t.exhibition("swatches", free=["pop_art", "pop_art", "renaissance", "renaissance"])
    assert activated(t.s) == [0, 4]
    t.exhibition("swatches", shown=[(_paint(t, taken, "pop_art"), 0), (_paint(t, taken, "pop_art"), 0)],
                 free=["renaissance", "renaissance"])
    assert activated(t.s) == [1]
    t.check()


def test_as_good_as_gold_moves_the_marker_before_gold_is_scored(table):
    t = table(players=2)
    s = t.s
    taken = []
    t.exhibition("poetic", shown=[(_paint(t, taken, "pop_art"), 0), (_paint(t, taken, "pop_art"), 1),
                                  (_paint(t, taken, "renaissance"), 1)])
    t.tiles("good_as_gold", "gold_bug", "money_money", "patron_arts", "monet_talks")
    for genre, rating in zip(["art_nouveau", "renaissance", "surrealism", "pop_art", "impressionism"],
                             [52, 52, 31, 12, 0]):
        t.rating(genre, rating)
    s.gold_rating = 5                                           # ratio 6 …
    t.check()
    gold_rating, breakdowns = scoring.final_scoring(s)
    assert gold_rating == 31                                    # … moved to 31: ratio 3
    assert all(b["gold"]["ratio"] == 3 for b in breakdowns)
    assert s.gold_rating == 5                                   # a projection changes nothing
    t.deck_size(0)
    t.quiet_turn()
    t.quiet_turn()
    assert s.is_over and s.gold_rating == 31


def test_tie_break_most_paintings_on_display_then_shared(table):
    t = table(players=3)
    s = t.s
    taken = []
    t.exhibition("poetic", shown=[(_paint(t, taken, "pop_art"), 1), (_paint(t, taken, "pop_art"), 1),
                                  (_paint(t, taken, "renaissance"), 2)])
    s.scores = [10, 20, 20]
    assert s.winners() == [1]
    s.scores = [20, 20, 20]
    assert s.winners() == [1]
    t.exhibition("swatches", shown=[(_paint(t, taken, "surrealism"), 2)],
                 free=["gray", "gray", "gray"])
    assert s.winners() == [1, 2]


def test_score_breakdown_adds_up_to_the_final_score(table):
    t = table(players=3)
    s = t.s
    t.deck_size(0)
    s.scores = [7, 0, 3]
    for _ in range(3):
        t.quiet_turn()
    assert s.is_over
    for p in range(3):
        b = s.final_breakdown(p)
        parts = sum(x["vp"] for x in b["paintings"]) + b["gold"]["vp"] + sum(x["vp"] for x in b["tiles"])
        assert b["total"] == b["before"] + parts == s.scores[p]
    assert s.final_breakdown(0)["before"] == 7
    assert s.score_breakdown(0)[0] == ("track", 7)
    for p in range(3):
        assert sum(vp for _, vp in s.score_breakdown(p)) == s.scores[p]
