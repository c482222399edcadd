"""The offline demo's own workspace folder."""

from __future__ import annotations

from pathlib import Path

from desktop_app.paths import data_dir


def demo_workspace() -> Path:
    """A small folder of the app's own for the offline demo's tool call to look at."""
    folder = data_dir() / "demo-workspace"
    folder.mkdir(parents=True, exist_ok=True)
    welcome = folder / "welcome.txt"
    if not welcome.exists():
        welcome.write_text(
            "This folder belongs to Arroyo's offline demo. Choose your own workspace folder in "
            "Settings to let tools work with your files.\n",
            encoding="utf-8",
        )
    return folder
