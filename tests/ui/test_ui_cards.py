"""Card faces, backs and icons: every combination renders, rendering is deterministic, colours differ without colour."""

import hashlib

import pygame
import pytest

from game.avant_carde.ui import faces
from game.ui import cards, icons

NUMBERS = (1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 14)
SIZES = ((90, 126), (180, 252))
MAIN = ("orange", "red", "blue", "purple")


def digest(surface):
    return hashlib.sha256(pygame.image.tobytes(surface, "RGBA")).hexdigest()


def grey(surface):
    """Luminance values of a surface, row by row."""
    w, h = surface.get_size()
    out = []
    for y in range(h):
        for x in range(w):
            r, g, b, a = surface.get_at((x, y))
            out.append(round((0.299 * r + 0.587 * g + 0.114 * b) * a / 255))
    return out


def structure(values):
    """Luminance with its mean removed: what is left is pattern and shape, not brightness."""
    mean = sum(values) / len(values)
    return [v - mean for v in values]


@pytest.mark.parametrize("size", SIZES)
def test_every_number_and_colour_renders(size):
    for number in NUMBERS:
        for colour in cards.COLOURS:
            timing = "play" if number in (4, 5, 6, 7) else ("buy" if number in (2, 3) else None)
            img = faces.render_card(number, colour, f"{colour}{number}", size, patron_timing=timing)
            assert img.get_size() == size
            assert img.get_at((size[0] // 2, size[1] // 2)).a == 255
            assert img.get_at((0, 0)).a < 40  # rounded corner


def test_the_same_arguments_give_identical_pixels():
    first = {(n, c, s): digest(faces.render_card(n, c, f"{c[0]}{n}a", s)) for n in (1, 5, 12) for c in MAIN
             for s in SIZES}
    faces.render_card.cache_clear()
    again = {(n, c, s): digest(faces.render_card(n, c, f"{c[0]}{n}a", s)) for n in (1, 5, 12) for c in MAIN
             for s in SIZES}
    assert first == again


def test_the_artwork_follows_the_code():
    a = faces.render_card(5, "red", "R5a", SIZES[1])
    b = faces.render_card(5, "red", "R5b", SIZES[1])
    assert digest(a) != digest(b)


def test_states_change_the_face():
    base = digest(faces.render_card(3, "blue", "B3a", SIZES[0]))
    for state in ({"highlighted": True}, {"dimmed": True}, {"patterns": False}, {"concealed": True},
                  {"patron_timing": "buy"}):
        assert digest(faces.render_card(3, "blue", "B3a", SIZES[0], **state)) != base, state


def test_a_concealed_card_shows_the_back():
    back = cards.render_card_back(SIZES[0])
    assert digest(faces.render_card(7, "purple", "P7a", SIZES[0], concealed=True)) == digest(back)
    assert digest(faces.render_card(2, "orange", "O2a", SIZES[0], concealed=True)) == digest(back)


@pytest.mark.parametrize("size", SIZES)
def test_colours_differ_in_greyscale(size):
    """Same number, same artwork: in greyscale, each pair of colours still differs clearly in pattern and shape."""
    looks = {c: structure(grey(faces.render_card(5, c, "same-art", size))) for c in MAIN}
    for i, a in enumerate(MAIN):
        for b in MAIN[i + 1:]:
            diff = sum(abs(x - y) for x, y in zip(looks[a], looks[b])) / len(looks[a])
            assert diff > 6, (a, b, diff)


def background(colour, size, **kw):
    """The empty top-right corner of a card: nothing there but the colour's background pattern."""
    img = faces.render_card(5, colour, "same-art", size, **kw)
    u = size[0] / 180
    return structure(grey(img.subsurface((round(128 * u), round(12 * u), round(40 * u), round(66 * u)))))


@pytest.mark.parametrize("size", SIZES)
def test_each_colour_has_its_own_visible_pattern(size):
    patches = {c: background(c, size) for c in MAIN}
    for c, p in patches.items():
        spread = (sum(v * v for v in p) / len(p)) ** 0.5
        assert spread > 4, (c, spread)  # the pattern shows in greyscale
    for i, a in enumerate(MAIN):
        for b in MAIN[i + 1:]:
            diff = sum(abs(x - y) for x, y in zip(patches[a], patches[b])) / len(patches[a])
            assert diff > 5, (a, b, diff)
    assert max(abs(v) for v in background("red", size, patterns=False)) < 1


def test_white_and_gray_are_told_apart_by_their_outline():
    white = structure(grey(faces.render_card(2, "white", "x", SIZES[1])))
    gray = structure(grey(faces.render_card(2, "gray", "x", SIZES[1])))
    assert sum(abs(x - y) for x, y in zip(white, gray)) / len(white) > 3


def test_patterns_off_removes_the_pattern_but_keeps_the_card():
    on = grey(faces.render_card(4, "red", "R4a", SIZES[1]))
    off = grey(faces.render_card(4, "red", "R4a", SIZES[1], patterns=False))
    changed = sum(1 for x, y in zip(on, off) if abs(x - y) > 10) / len(on)
    assert 0.1 < changed < 0.7


def test_unknown_colour_is_refused():
    with pytest.raises(ValueError):
        faces.render_card(3, "green", "G3", SIZES[0])


@pytest.mark.parametrize("name", icons.NAMES)
def test_icons_render_with_transparency(name):
    for size in (16, 48, 96):
        img = icons.render_icon(name, size)
        assert img.get_size() == (size, size)
        alphas = [img.get_at((x, y)).a for x in range(size) for y in range(size)]
        assert min(alphas) == 0 and max(alphas) > 200


def test_timing_icons_differ():
    assert digest(icons.render_icon("play", 32)) != digest(icons.render_icon("buy", 32))


def test_unknown_icon_is_refused():
    with pytest.raises(ValueError):
        icons.render_icon("trophy", 32)


@pytest.mark.parametrize("size", SIZES)
def test_the_palette_swatches_differ_in_greyscale_with_or_without_patterns(size):
    """The Settings preview shows the palette without a game's face: shapes alone still tell it apart."""
    for patterns in (True, False):
        looks = {c: structure(grey(cards.render_swatch(c, size, patterns=patterns))) for c in MAIN}
        for i, a in enumerate(MAIN):
            for b in MAIN[i + 1:]:
                assert sum(abs(x - y) for x, y in zip(looks[a], looks[b])) / len(looks[a]) > 6, (a, b, patterns)
