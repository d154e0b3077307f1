"""The table of Coins and Stars (:mod:`.table`) and its rules text (:mod:`.rules`)."""
