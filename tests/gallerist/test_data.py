"""The data tables hold the component counts of the spec (1.1) and load cleanly."""

from collections import Counter

from game import gallerist as g


def test_component_counts():
    d = g.load_data()
    assert len(d.artists) == 16 and Counter(a.studio for a in d.artists) == Counter({s: 2 for s in range(8)})
    assert len(d.artist_bonuses) == 10
    assert len(d.works) * 4 == 32
    assert sum(tokens for _, tokens, _ in d.promotion) == 20
    assert sorted(d.reputation) == list(range(1, 21)) and len(d.reputation_spaces) == 6
    assert len(d.contracts) == 20 and len(d.curators) == 4 and len(d.dealers) == 4
    assert sum(d.setup["visitors_printed"]) == 40 and d.setup["tickets_printed"] * 3 == 60
    assert d.assistants == 10 and len(d.hiring) == 8
    assert d.ladder == (0, 5, 8, 11, 14, 17, 20)
    assert len(d.solo_im_order) == 14 and len(set(d.solo_im_order)) == 14


def test_reconstructed_values_are_marked():
    import os
    for name in ("solo.yaml", "setup.yaml"):
        text = open(os.path.join(g.load_data().folder, name), encoding="utf-8").read()
        assert "# recon" in text
    solo = open(os.path.join(g.load_data().folder, "solo.yaml"), encoding="utf-8").read()
    assert all("# recon" in line for line in solo.splitlines() if "title:" in line)


def test_new_game_refuses_bad_set_up_values():
    import pytest
    for bad in ({"players": 5}, {"players": 0}, {"players": 2, "options": {"short": True}}):
        with pytest.raises(ValueError):
            g.new_game(**bad)
    assert g.new_game(players=3, seed=1, options={}).num_players == 3
