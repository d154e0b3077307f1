"""Worker processes start fresh (game/tools/pools.py): a pool started while another thread
holds a lock never hands its workers that lock held — the hang a forked pool gave when the
app's lab started one from its own thread."""

import os
import pathlib
import re
import threading

from game.tools.pools import process_pool

HELD = threading.Lock()     # stands for any lock a thread of the app may hold (logging, imports, pygame)


def _lock_is_free(_):
    """In a worker: whether this module's lock can be taken (a forked copy of a held lock never can)."""
    taken = HELD.acquire(timeout=3)
    if taken:
        HELD.release()
    return taken


def test_a_pool_started_while_a_thread_holds_a_lock_gives_its_workers_a_free_lock():
    holding, done = threading.Event(), threading.Event()

    def hold():
        with HELD:
            holding.set()
            done.wait()

    holder = threading.Thread(target=hold, daemon=True)
    holder.start()
    holding.wait()
    try:
        with process_pool(2) as pool:
            assert pool.map(_lock_is_free, range(2)) == [True, True]
    finally:
        done.set()
        holder.join()


def test_every_pool_of_the_tools_is_started_through_process_pool():
    tools = pathlib.Path(__file__).resolve().parent.parent / "game" / "tools"
    starts = re.compile(r"\bPool\(|get_context\(|set_start_method\(|\.Process\(")
    found = [f"{path.name}:{n}" for path in sorted(tools.glob("*.py")) if path.name != "pools.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if starts.search(line)]
    assert found == []
    assert os.path.exists(tools / "pools.py")
