"""Agents for both games. Every agent decides from a seat's observation only."""
