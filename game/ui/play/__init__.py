"""Playing a game in the app: the controller (session + AI thread + hot-seat), the table base,
the set-up and game-over scenes, and the wiring of the menu's hooks."""
