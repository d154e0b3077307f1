"""The agent machinery every game shares (each game's own agents live in its package's ``ai/``).
Every agent decides from a seat's observation only."""
