"""What every table animation shares: easing curves and a delayed, timed progress."""

from __future__ import annotations


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


class Timed:
    """Something that runs for ``duration`` seconds after ``delay``; the animator adds to ``age``."""

    def __init__(self, duration: float, delay: float = 0.0) -> None:
        self.duration, self.delay = max(0.01, duration), delay
        self.age = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.delay + self.duration

    def progress(self) -> float | None:
        """0 → 1 over the run, or None before it starts."""
        if self.age < self.delay:
            return None
        return min(1.0, (self.age - self.delay) / self.duration)
