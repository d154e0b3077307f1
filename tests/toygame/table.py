"""A bare table for Coins and Stars: the shared table scene, drawing only the game log."""

from game.ui.play.table import TableScene


class ToyTable(TableScene):
    def draw_table(self, surface):
        surface.fill((236, 230, 214))
        self.draw_log(surface, (10, 10, 400, 300))
