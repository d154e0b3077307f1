"""Game-agnostic core shared by both games.

- :mod:`game.engine.rng` — the one seeded random generator a game draws from;
- :mod:`game.engine.actions` — actions, their text form, pending decisions;
- :mod:`game.engine.errors` — the errors a player or a data file can meet;
- :mod:`game.engine.yamldata` — safe YAML loading with line numbers and validation;
- :mod:`game.engine.saves` — atomic save files;
- :mod:`game.engine.state` — the contract every game state follows.
"""
