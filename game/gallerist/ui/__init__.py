"""The Gallerist's table scene (:class:`~game.gallerist.ui.table.GalleristTable`) and its parts:
the frame model (``model``), captions, layout, painters (``paint_board``, ``paint_players``),
effects from events, the scoring screens (``scorecard``) and the rules reference (``rules``)."""
