"""Where Arroyo keeps its data: the platform's standard folders."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "arroyo"


def data_dir() -> Path:
    override = os.environ.get("ARROYO_DATA_DIR")  # tests and portable installs
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))


def database_path() -> Path:
    return data_dir() / "arroyo.sqlite3"


def settings_path() -> Path:
    return data_dir() / "settings.json"


WORKSPACE_FOLDER = "Arroyo"  # the default workspace's name, under the person's documents


def default_workspace() -> Path:
    """The folder file tools work in when nothing else was chosen. Worked out, not created
    (``workspaces.opened`` creates it when first used): ``ARROYO_WORKSPACE_DIR`` when set
    (tests), inside the data folder when that was moved (tests and portable installs keep
    everything together), else Arroyo under the person's documents folder (XDG's on Linux)."""
    override = os.environ.get("ARROYO_WORKSPACE_DIR")
    if override:
        return Path(override)
    if os.environ.get("ARROYO_DATA_DIR"):
        return data_dir() / "Workspace"
    documents = os.environ.get("XDG_DOCUMENTS_DIR") or platformdirs.user_documents_dir()
    return Path(documents).expanduser() / WORKSPACE_FOLDER
