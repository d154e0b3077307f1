"""The Art Decko table (pygame-ce).

- ``table.ArtDeckoTable(app, controller)`` — the game scene (a ``game.ui.play.table.TableScene``);
  ``ArtDeckoTable.draw_breakdown(surface, rect, observation, names, scale)`` is the game-over hook.
  The table reads the game only through the controller (the observation of the seat shown, the
  decision, ``why_not``) and the events of each move: ``board.Board`` is that observation
  decoded, ``captions.TableView`` adds what the player has picked, ``geometry.Geometry`` places it.
- ``breakdown.draw_breakdown(surface, rect, observation, names, scale)`` — the end-of-game scoring
  table; ``breakdown.breakdown_rows(observation, names)`` gives the same figures as plain rows.
- ``paintings.render_painting / render_gold / render_card / render_back`` — card faces, cached.
- ``artworks.artwork(genre_id, motif, title)`` — the fifteen generated paintings (one module per
  genre, sharing ``artworks.brush``).
- ``style`` — genre glyphs and colours, markers, ribbons, cost tokens, coins.
- ``bench.ad_frame_bench()`` — frame times of a 4-player table at 1600×900.

Imports are left to the submodules, so loading the package does not start pygame.
"""
