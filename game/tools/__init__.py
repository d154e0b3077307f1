"""Headless tools behind ``main.py``'s subcommands: simulate, check-data, bench."""
