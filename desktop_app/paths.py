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
