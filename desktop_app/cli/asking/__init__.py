"""Asking a question from the terminal: the options of `arroyo ask`, the run, what the terminal
shows and asks, several models in turn, and turns parked for a later answer."""
