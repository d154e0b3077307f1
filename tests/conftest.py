"""The games' situation builders (avant_carde/ac_helpers.py, art_decko/ad_helpers.py) are
importable from every test folder, so the table-scene tests build the same exact situations
as the engine tests, by the same import."""

import os
import sys

_HERE = os.path.dirname(__file__)
for _folder in ("avant_carde", "art_decko"):
    sys.path.insert(0, os.path.join(_HERE, _folder))
