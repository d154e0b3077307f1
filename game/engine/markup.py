"""The markup of long reference texts (the rules scenes), read into blocks: pure Python, so the
translation checks read the same blocks the screen lays out (game/ui/text.py draws them).

One block per line group: ``# Title`` and ``## Heading``; ``- item`` bullets; ``| a | b |`` table
rows (the first row is the header); blank lines separate paragraphs. Each block's text is one
message of the catalogs (docs/translation.md).
"""

from __future__ import annotations

from typing import Any


def parse(markup: str) -> list[tuple[str, Any]]:
    """Split markup into ``(kind, payload)`` blocks; a table's payload is its list of rows."""
    blocks: list[tuple[str, Any]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(("p", " ".join(para)))
            para.clear()

    for raw in markup.strip().splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            blocks.append(("h2", line[3:]))
        elif line.startswith("# "):
            flush()
            blocks.append(("h1", line[2:]))
        elif line.startswith("- "):
            flush()
            blocks.append(("li", line[2:]))
        elif line.startswith("|"):
            flush()
            cells = [c.strip() for c in line.strip("|").split("|")]
            if blocks and blocks[-1][0] == "table":
                blocks[-1][1].append(cells)
            else:
                blocks.append(("table", [cells]))
        else:
            para.append(line)
    flush()
    return blocks


def texts(markup: str) -> list[str]:
    """Every block's text (each table cell on its own), in order: the messages a rules text needs."""
    out: list[str] = []
    for kind, payload in parse(markup):
        if kind == "table":
            out.extend(cell for row in payload for cell in row)
        else:
            out.append(payload)
    return out
