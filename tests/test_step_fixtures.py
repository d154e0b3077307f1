"""Every registered game replays its recorded games (tests/data/steps/, written by
tests/step_fixtures.py) with the same decisions, options in order, events, log lines, saves and
``why_not`` answers: the proof that a change to the step machinery changed no behaviour."""

import json
import os

import pytest
from step_fixtures import DIGITS, PARTS, first_difference, fixture_path, play, replay

from game import games


@pytest.mark.parametrize("game_id", games.game_ids())
def test_recorded_games_replay_the_same(game_id):
    path = fixture_path(game_id)
    assert os.path.exists(path), f"no recorded games for {game_id}: run python tests/step_fixtures.py {game_id}"
    with open(path, encoding="utf-8") as f:
        recorded = json.load(f)
    assert recorded["games"], "a fixture with no game proves nothing"
    difference = first_difference(recorded, replay(recorded))
    assert difference is None, difference


@pytest.mark.parametrize("part", PARTS)
def test_a_changed_part_is_found_where_it_changed(part):
    spec = games.spec(games.game_ids()[0])
    recorded = {"game": spec.id, "games": [play(spec.id, spec.min_players, 5, limit=12)]}
    assert first_difference(recorded, replay(recorded)) is None
    changed = json.loads(json.dumps(recorded))
    digests, at = changed["games"][0]["digests"], 5 * DIGITS
    digests[part] = digests[part][:at] + ("0" if digests[part][at] != "0" else "1") + digests[part][at + 1:]
    action = recorded["games"][0]["actions"][5]
    where = f"{spec.id}, {spec.min_players} seats, seed 5"
    assert first_difference(changed, replay(recorded)) == \
        f"{where}: part {part!r} differs first at decision 5 (before action {action!r})"
