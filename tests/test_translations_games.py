"""Every line the rules of The Gallerist and Art Decko write for a player — log lines, prompts,
why-not reasons — is said in French, in games played to the end (random legal moves)."""

import random

import pytest

from game.engine import i18n
from game.engine.i18n import Cased
from game.games import game_module

NAMES = ("Ada", "Bruno", "Clara", "Dmitri")


def _missing(text, names):
    """The words of ``text`` no French catalog holds, inside a reason made a sentence too."""
    out = i18n.untranslated(text, names)
    if isinstance(text, i18n.Msg):
        for value in text.kwargs.values():
            if isinstance(value, Cased):
                out += _missing(value.text, names)
    return out


def _play(game_id, setup, policy, describe, describe_event, players, moves=30000):
    """Play one game with ``policy``; every prompt, every refusal of an action seen earlier in the
    game and every log line that has words no French catalog holds."""
    i18n.set_language("fr")
    game = game_module(game_id)
    st = game.new_game(players=players, **setup)
    names = list(NAMES[:players])
    rng, seen, missing = random.Random(3), [], set()
    for _ in range(moves):
        d = st.decision()
        if d is None:
            break
        missing.update(_missing(d.prompt, names))
        seen.extend(a for a in d.options if a not in seen)
        for action in rng.sample(seen, min(12, len(seen))):      # what a refused move says
            reason = st.why_not(action, d.player)
            if reason is not None:
                missing.update(_missing(reason, names))
        action = policy(st, d, rng)
        missing.update(_missing(describe(st, d.player, action, names), names))
        for event in st.apply(action):
            missing.update(_missing(describe_event(event, names), names))
    assert st.decision() is None, "the game did not finish"
    return missing


@pytest.mark.parametrize("players, seed", [(1, 4), (2, 5), (4, 6)])
def test_every_gallerist_log_line_prompt_and_reason_is_said_in_french(players, seed):
    from game.gallerist.log import describe, describe_event
    from game.gallerist.spec import soak_policy
    missing = _play("the-gallerist", {"seed": seed}, soak_policy, describe, describe_event, players)
    assert not missing, sorted(missing)


@pytest.mark.parametrize("players, seed, options", [(2, 5, {}), (3, 6, {"gold_tiles": False}), (4, 7, {})])
def test_every_art_decko_log_line_prompt_and_reason_is_said_in_french(players, seed, options):
    from game.art_decko.spec import soak_policy
    from game.art_decko.view import describe, describe_event
    missing = _play("art-decko", {"seed": seed, "options": options}, soak_policy, describe, describe_event, players)
    assert not missing, sorted(missing)
