"""The one way the measurement tools (tournament, lab, soak) start worker processes.

Every pool uses the "spawn" start method: each worker is a fresh interpreter that imports
what its jobs need. "fork" would copy the parent as it is, and a process that already runs
threads (the app's frame loop, its AI and lab threads, pygame's own) can be copied while one
of them holds a lock — the forked worker then waits on that lock forever and the run hangs.
A fresh interpreter holds no locks, so a pool may be started from any thread. The price is
the workers' imports (about a second each), paid once per pool.

Jobs and job functions must therefore be picklable and defined at module level, and a
worker sees only what importing them sets up: environment variables (such as
``$VERNISSAGE_HOME``) are inherited, registrations made at run time in the parent are not.
Each worker also imports the parent's main script (``main.py`` guards its top level with
``if __name__ == "__main__":``); a script without that guard would run again in every worker.
"""

import multiprocessing as mp
import multiprocessing.pool
import os

START_METHOD = "spawn"


def process_pool(workers: int) -> multiprocessing.pool.Pool:
    """A pool of ``workers`` fresh worker processes, never more than the machine's cores (the
    command line caps ``--workers`` the same way: :func:`game.tools.cliargs.workers`). Use it
    as a context manager: leaving the ``with`` block, normally or by an exception, terminates
    the workers."""
    return mp.get_context(START_METHOD).Pool(max(1, min(workers, os.cpu_count() or 1)))
