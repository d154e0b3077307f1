"""The Art Decko table (pygame-ce).

- ``table.ArtDeckoTable(app, controller)`` — the game scene (a ``game.ui.play.table.TableScene``);
  ``ArtDeckoTable.draw_breakdown(surface, rect, view, names, scale)`` is the game-over hook.
  The table draws its controller's table model (:class:`~game.ui.play.model.TableModel`: the
  seat's :class:`~game.art_decko.table_view.ArtDeckoView`, the options and reasons by target, the
  seats, the log) and animates the events of each move: ``captions.TableView`` adds what the
  player has picked, ``geometry.Geometry`` places it, ``spots`` makes the clickable spots.
- ``breakdown.draw_breakdown(surface, rect, view, names, scale)`` — the end-of-game scoring
  table; ``breakdown.breakdown_rows(view, names)`` gives the same figures as plain rows.
- ``paintings.render_painting / render_gold / render_card / render_back`` — card faces, cached;
  ``warm.FaceWarmer`` paints the ones the table may draw ahead, between moves.
- ``artworks.artwork(genre_id, motif, title)`` — the fifteen generated paintings (one module per
  genre, sharing ``artworks.brush``).
- ``style`` — genre glyphs and colours, markers, ribbons, cost tokens, coins.
- ``bench.ad_frame_bench()`` — frame times (wall clock and CPU) of a 4-player table at 1600×900,
  every frame and the frames after a move.

Imports are left to the submodules, so loading the package does not start pygame.
"""
