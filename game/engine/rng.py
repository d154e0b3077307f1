"""A small seeded random generator whose whole state is one integer.

The standard library's Mersenne Twister carries 625 words of state; copying it
on every ``clone()`` would dominate the AI's search. SplitMix64 is tiny, fast
enough for shuffles and draws, and gives the same numbers on every platform and
Python version, so a seed plus an action log replays a game exactly.
"""

from __future__ import annotations

from typing import Any, MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64. ``Rng(seed)``; ``state`` is a plain int, so it serialises."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = int(seed) & _MASK

    def next64(self) -> int:
        """Next 64-bit unsigned integer."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def random(self) -> float:
        """Uniform float in ``[0, 1)``."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher–Yates shuffle in place: position i swaps with ``randrange(i + 1)``.

        The generator is inlined (same numbers as calling :meth:`randrange`): the AI's
        determinisation shuffles every hidden zone thousands of times a second."""
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _MASK - (_MASK + 1) % n
            while True:
                s = (s + 0x9E3779B97F4A7C15) & _MASK
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z <= limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = s

    def fork(self) -> Rng:
        """An independent generator seeded from this one (for agents, determinisation)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        return Rng(self.state)
