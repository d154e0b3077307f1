"""Game-agnostic core every game shares; it imports nothing above it (no registry, agents, UI or game).

- :mod:`game.engine.rng` — the one seeded random generator a game draws from;
- :mod:`game.engine.actions` — actions, their text form, pending decisions;
- :mod:`game.engine.errors` — the errors a player or a data file can meet;
- :mod:`game.engine.yamldata` — safe YAML loading with line numbers and validation;
- :mod:`game.engine.saves` — atomic save files;
- :mod:`game.engine.state` — the contract every game state follows (:class:`GameState`);
- :mod:`game.engine.contract` — what a game's rules package exposes;
- :mod:`game.engine.steps` — a game's pending steps and its one legality predicate per action;
- :mod:`game.engine.session` — a game being played: seats, logs, undo, saves;
- :mod:`game.engine.i18n` — translation: the catalogs, ``tr()`` and the messages the rules make;
- :mod:`game.engine.markup` — the rules scenes' markup, read into blocks.
"""
