"""The Gallerist's agents: the levels, their search and evaluation (no pygame)."""
