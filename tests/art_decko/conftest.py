"""The ``table`` fixture: Art Decko's situation builder (see ad_helpers.py)."""

import pytest
from ad_helpers import Table


@pytest.fixture
def table():
    """``table(players=2, seed=1, options=None)`` → a Table to arrange."""
    return Table
