"""Vernissage: art-market board games (Avant Carde, Art Decko, The Gallerist)."""

# The app's version: pyproject.toml reads it from here (the wheel's metadata), `vernissage --version` prints it.
__version__ = "0.1.0"
