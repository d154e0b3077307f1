"""Render every Avant Carde card face, the back, the card states and the icons to one PNG, to look at them.

    python -m game.avant_carde.ui.cardsheet OUT.png [--width 180] [--no-patterns]
"""

import argparse

import pygame

from game.avant_carde.ui import faces
from game.ui import cards, icons, theme

FACES = ([(1, "white"), (2, "gray")] + [(n, c) for n in range(1, 8) for c in ("orange", "red", "blue", "purple")]
         + [(11, "orange"), (12, "red"), (13, "blue"), (14, "purple")])
STATES = ({"concealed": True}, {"highlighted": True}, {"dimmed": True}, {"patterns": False})
COLUMNS = 8


def timing(number: int) -> str | None:
    """A plausible patron timing for the sheet (New Yorkers: 2 and 3 buy, 4–7 play)."""
    return "buy" if number in (2, 3) else ("play" if 4 <= number <= 7 else None)


def sheet(width: int, patterns: bool = True) -> pygame.Surface:
    """The whole sheet as a surface."""
    w, h = cards.card_size(width)
    pad = max(8, width // 12)
    tiles = [faces.render_card(n, c, f"{c[0].upper()}{n}a", (w, h), patron_timing=timing(n), patterns=patterns)
             for n, c in FACES]
    code = "B5b"  # i18n: not shown
    tiles += [faces.render_card(5, "blue", code, (w, h), patron_timing="play", **state) for state in STATES]
    rows = -(-len(tiles) // COLUMNS)
    icon = w // 2
    out = pygame.Surface((COLUMNS * (w + pad) + pad, rows * (h + pad) + icon + 2 * pad))
    out.blit(theme.paper(out.get_size()), (0, 0))
    for i, tile in enumerate(tiles):
        out.blit(tile, (pad + (i % COLUMNS) * (w + pad), pad + (i // COLUMNS) * (h + pad)))
    x, y = pad, pad + rows * (h + pad)
    for name in icons.NAMES:
        out.blit(icons.render_icon(name, icon), (x, y))
        x += icon + pad
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.avant_carde.ui.cardsheet",
                                     description=(__doc__ or "").splitlines()[0])
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--width", type=int, default=180, help="card width in pixels (default 180)")
    parser.add_argument("--no-patterns", action="store_true", help="draw cards without colour-blind patterns")
    args = parser.parse_args(argv)
    pygame.image.save(sheet(args.width, not args.no_patterns), args.out)
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
