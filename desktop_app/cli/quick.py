"""``arroyo quick``: the quick ask box of the window open for this data folder, or a new window
with the box open. Only the word ``quick`` travels to the running window (see
``desktop_app.ui.window.single_instance``): the question is typed into the box itself."""

from __future__ import annotations

import argparse


def add_command(commands: argparse._SubParsersAction) -> None:
    commands.add_parser(
        "quick",
        help="open the quick ask box (starts Arroyo if it is not running)",
        description="Open Arroyo's quick ask box: a small window above the others where a "
        "question is answered and saved as a conversation. Bind it to a key in the "
        "desktop's own shortcut settings where Arroyo cannot register one (Wayland).",
    )
