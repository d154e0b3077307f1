"""What every test folder shares: the games' situation builders (avant_carde/ac_helpers.py,
art_decko/ad_helpers.py) are importable from everywhere, so the table-scene tests build the same
exact situations as the engine tests, by the same import; so is :mod:`dropin`, and ``toy_game``
drops the toy game (tests/toy/: its package and its data folder) into the app for a test."""

import os
import sys

import pytest

_HERE = os.path.dirname(__file__)
for _folder in ("avant_carde", "art_decko", ""):
    sys.path.insert(0, os.path.join(_HERE, _folder))

from dropin import TOY_ID, TOY_PACKAGE, TOY_SOURCE, dropped_in  # noqa: E402

# The app speaks English in the tests whatever the machine's locale (a test of the language setting
# or of French screens removes this, or sets it, itself).
os.environ["VERNISSAGE_LANG"] = "en"


WORKERS = 2     # CI has two cores


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    """The suite on two worker processes when pytest-xdist is installed (requirements-dev.txt), as
    if ``-n 2`` were given; in one process otherwise, so that `python -m pytest` runs after
    `pip install -r requirements.txt` alone. A ``-n`` given, ``--pdb`` or a worker keep theirs."""
    if config.pluginmanager.hasplugin("xdist") and config.getoption("numprocesses", None) is None \
            and not config.getoption("usepdb", False) and not hasattr(config, "workerinput"):
        config.option.numprocesses = WORKERS


@pytest.fixture(autouse=True)
def _english_after():
    """Every test starts and ends in English (a French test leaves no French behind)."""
    from game.engine import i18n
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def toy_game(tmp_path):
    """Coins and Stars dropped in as ``game.coins_and_stars`` with its data folder (:func:`dropin.dropped_in`);
    its info."""
    with dropped_in(TOY_SOURCE, TOY_PACKAGE, str(tmp_path / "more_games"), TOY_ID) as spec:
        yield spec
