"""The Art Decko table (pygame-ce).

- ``table.ArtDeckoTable(app, controller)`` — the game scene (a ``game.ui.play.table.TableScene``);
  ``ArtDeckoTable.draw_breakdown(surface, rect, state, names, scale)`` is the game-over hook.
- ``breakdown.draw_breakdown(surface, rect, state, names, scale)`` — the end-of-game scoring table;
  ``breakdown.breakdown_rows(state, names)`` gives the same figures as plain rows.
- ``paintings.render_painting / render_gold / render_card / render_back`` — card faces, cached.
- ``artworks.artwork(genre_id, motif, title)`` — the fifteen generated paintings.
- ``style`` — genre glyphs and colours, markers, ribbons, cost tokens, coins.
- ``bench.ad_frame_bench()`` — frame times of a 4-player table at 1600×900.

Imports are left to the submodules, so loading the package does not start pygame.
"""
