"""The 24 patron powers, registered by id, and the steps they raise.

:mod:`.base` holds the registry and what powers share; :mod:`.common` the steps several powers
use; each set's module (:mod:`.new_yorkers`, :mod:`.tokyoites`, :mod:`.parisians`,
:mod:`.londoners`) its six powers and their steps. Importing this package registers them all.
"""

from game.avant_carde.powers import common, londoners, new_yorkers, parisians, tokyoites  # noqa: F401 — registers
from game.avant_carde.powers.base import POWERS, Power, invoke, powers_for_number

__all__ = ["POWERS", "Power", "invoke", "powers_for_number"]
