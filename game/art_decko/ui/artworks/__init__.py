"""The fifteen paintings of Art Decko, painted by code in the manner of their genre.

Every genre has its own hand, recognisable without colour:

- **Art Nouveau** — an arched panel, a halo or leaded glass, whiplash curves and lilies;
- **Renaissance** — a stone arch, a chequered floor in one-point perspective, figures and halos;
- **Surrealism** — a low horizon, long shadows, melting clocks, floating eyes and clouds;
- **Pop Art** — flat colour, halftone dots, heavy black outlines, repeats;
- **Impressionism** — nothing but dabs of colour.

Each title has its own motif (the three titles of a genre are indexes 0, 1, 2). The same
title always gives the same picture: :func:`artwork` paints it once at a fixed size and
caches it; card faces scale it into their window.
"""

from __future__ import annotations

import functools
import random

import pygame
from pygame.typing import RectLike

from game.art_decko.ui.artworks import (
    art_nouveau,
    impressionism,
    pop_art,
    renaissance,
    surrealism,
)

ART_SIZE = (468, 486)     # the cached master (3 × the card's design window)

PAINTERS = {"art_nouveau": art_nouveau.paint, "renaissance": renaissance.paint, "surrealism": surrealism.paint,
            "pop_art": pop_art.paint, "impressionism": impressionism.paint}


@functools.lru_cache(maxsize=32)
def artwork(genre_id: str, motif: int, title: str) -> pygame.Surface:
    """The master picture of one painting (``ART_SIZE``), cached: genre id, title index 0–2, title."""
    surf = pygame.Surface(ART_SIZE)
    rnd = random.Random(f"art-decko:{genre_id}:{title}")
    painter = PAINTERS.get(genre_id, impressionism.paint)
    painter(surf, surf.get_rect(), rnd, motif % 3)
    return surf


def paint_into(surface: pygame.Surface, rect: RectLike, genre_id: str, motif: int, title: str) -> None:
    """Scale the master picture of a painting into ``rect`` of ``surface``."""
    r = pygame.Rect(rect)
    if r.w < 1 or r.h < 1:
        return
    surface.blit(pygame.transform.smoothscale(artwork(genre_id, motif, title), r.size), r)
