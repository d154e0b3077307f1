"""UI sounds: synthesised without numpy, silent (never crashing) without an audio device."""

import pygame

from game.ui import sound
from game.ui.sound import Sounds


def test_sounds_are_synthesised_and_play():
    pygame.init()
    s = Sounds(enabled=True)
    if not s.available:  # a machine without any audio driver: nothing else to check
        return
    for name in sound.VOICES:
        s.play(name)
    samples = sound.synthesise("click", 22050, 2)
    assert len(samples) % 2 == 0 and max(samples) > 1000


def test_no_mixer_means_silence_not_a_crash(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    s = Sounds(enabled=True)
    assert not s.available
    s.play("click")


def test_sound_off_plays_nothing(monkeypatch):
    pygame.init()
    s = Sounds(enabled=False)
    played = []
    s._bank = {"click": type("Fake", (), {"play": lambda self: played.append(1)})()}
    s.play("click")
    s.enabled = True
    s.play("click")
    assert played == [1]
