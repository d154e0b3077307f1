"""The app shell's scenes: main menu, settings, rules, hand-off curtain, pause menu, dialogs."""
