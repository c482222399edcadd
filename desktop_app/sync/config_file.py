"""Where a data folder keeps its sync's configuration, and whether it has one: read without
loading the sync itself (its engine, its storages, its cryptography), which the window loads
only once sync is set up or first opened."""

from __future__ import annotations

from pathlib import Path

CONFIG_FILE = "sync.json"


def is_set_up(folder: Path) -> bool:
    """Whether sync was set up for the data folder ``folder`` (its configuration is there)."""
    return (folder / CONFIG_FILE).is_file()
