"""Run as a script: take the user-folder lock of ``argv[1]``, print what acquire() said, and hold
it until killed — the "other window" of the folder-lock tests."""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.engine.safefile import FolderLock

lock = FolderLock(sys.argv[1])
print(lock.acquire(), flush=True)
time.sleep(120)
