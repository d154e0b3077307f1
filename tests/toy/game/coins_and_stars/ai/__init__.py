"""The agents of Coins and Stars (:mod:`.agents`)."""
