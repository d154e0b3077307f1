"""The progress bar of the long command-line runs (simulate, tournament, lab, bench)."""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import TextIO


class Progress:
    """A one-line progress bar on stderr, shown only when a run takes longer than a moment."""

    def __init__(self, total: int, label: str = "games", stream: TextIO | None = None, delay: float = 1.0) -> None:
        # sys.stderr is looked up now, not at import: it may have been replaced since (tests capture it).
        self.total, self.label, self.stream, self.delay = total, label, stream or sys.stderr, delay
        self.start = time.perf_counter()
        self.shown = False
        self.written: int | None = None     # the count last written

    def update(self, done: int) -> None:
        """Show ``done`` of the total. It may be called again with the same count (a run that
        polls): a terminal's line then refreshes its times; a log gets no repeated line."""
        elapsed = time.perf_counter() - self.start
        if elapsed < self.delay and done < self.total:
            return
        if not self.stream.isatty() and (done == self.written or done < self.total and done % max(1, self.total // 20)):
            return
        width = 30
        filled = int(width * done / max(1, self.total))
        eta = elapsed / max(1, done) * (self.total - done)
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} {self.label}"
                          f"  {elapsed:.0f}s, ~{eta:.0f}s left ")
        self.stream.flush()
        self.shown, self.written = True, done

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
