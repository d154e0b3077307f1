"""UI and game sounds, synthesised at start-up (no files): soft clicks, chimes and table cues.

The table cues — ``card`` (a card laid or drawn), ``coin`` (money gained or spent), ``shuffle``
(a discard pile shuffled into a deck), ``award`` (awards or points scored), ``turn`` (your
turn begins) and ``refused`` (a move that is not allowed) — are named by each game's table
from the engine's events (see :func:`cues`). Audio is optional: without a mixer (no device,
no driver) every call is a no-op. ``volume`` (0..1) scales them all.
"""

from __future__ import annotations

import array
import functools
import math
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from game.engine.state import Event

# name -> list of (frequency Hz, start s, duration s, volume 0..1): short, quiet, wooden.
VOICES: dict[str, list[tuple[float, float, float, float]]] = {
    "click": [(880, 0.0, 0.045, 0.22)],
    "toggle": [(660, 0.0, 0.04, 0.18)],
    "open": [(523.25, 0.0, 0.09, 0.16), (783.99, 0.045, 0.12, 0.14)],
    "close": [(783.99, 0.0, 0.07, 0.14), (523.25, 0.04, 0.1, 0.12)],
    "chime": [(659.25, 0.0, 0.35, 0.14), (987.77, 0.08, 0.4, 0.1)],
    "error": [(220, 0.0, 0.16, 0.2), (196, 0.09, 0.2, 0.18)],
    "card": [(1760, 0.0, 0.025, 0.12), (1174.66, 0.012, 0.04, 0.1)],
    "coin": [(2093, 0.0, 0.12, 0.12), (2637, 0.035, 0.16, 0.1)],
    "shuffle": [(1400 + 90 * k, 0.03 * k, 0.022, 0.08) for k in range(8)],
    "award": [(523.25, 0.0, 0.3, 0.13), (659.25, 0.07, 0.3, 0.12), (783.99, 0.14, 0.45, 0.12)],
    "turn": [(587.33, 0.0, 0.22, 0.12), (880, 0.1, 0.3, 0.1)],
    "refused": [(185, 0.0, 0.12, 0.2)],
}


def cues(events: Iterable[Event], table: Mapping[str, str]) -> list[str]:
    """The sounds for the engine's ``events`` (plain dicts) by the table's ``table``
    (``{event type: sound name}``), each sound once, in the order first met."""
    out = []
    for e in events:
        name = table.get(str(e.get("type")))
        if name and name not in out:
            out.append(name)
    return out


@functools.lru_cache(maxsize=None)
def synthesise(name: str, rate: int, channels: int) -> array.array[int]:
    """16-bit samples for the named sound: decaying sine partials (a mallet-like pluck)."""
    voices = VOICES[name]
    length = max(start + dur for _, start, dur, _ in voices)
    n = int(length * rate) + 1
    mix = [0.0] * n
    for freq, start, dur, vol in voices:
        first = int(start * rate)
        count = int(dur * rate)
        attack = max(1, int(0.004 * rate))
        for i in range(count):
            env = min(1.0, i / attack) * math.exp(-5.5 * i / count)
            t = i / rate
            mix[first + i] += vol * env * (math.sin(2 * math.pi * freq * t)
                                           + 0.25 * math.sin(4 * math.pi * freq * t))
    samples = array.array("h")
    for v in mix:
        s = int(max(-1.0, min(1.0, v)) * 32767)
        samples.extend([s] * channels)
    return samples


class Sounds:
    """The app's sounds; ``play`` does nothing when sound is off or audio is missing."""

    def __init__(self, enabled: bool = True, volume: float = 1.0) -> None:
        self.enabled = enabled
        self.volume = volume
        self._bank: dict[str, pygame.mixer.Sound] = {}
        self._volumes: dict[str, float] = {}        # the volume each sound was last set to (1.0 when made)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            mode = pygame.mixer.get_init()
        except (pygame.error, TypeError):
            return  # no audio device or driver: stay silent
        if mode is None:
            return
        rate, size, channels = mode
        if size != -16:
            return
        for name in VOICES:
            try:
                self._bank[name] = pygame.mixer.Sound(buffer=synthesise(name, rate, channels))
            except pygame.error:
                pass

    @property
    def available(self) -> bool:
        return bool(self._bank)

    def play(self, name: str) -> None:
        if self.enabled and self.volume > 0 and name in self._bank:
            try:
                if self._volumes.get(name, 1.0) != self.volume:
                    self._bank[name].set_volume(self.volume)
                    self._volumes[name] = self.volume
                self._bank[name].play()
            except pygame.error:
                pass
