"""The window's import, export and backup commands."""
