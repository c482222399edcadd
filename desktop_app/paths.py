"""Where Arroyo keeps its data: the platform's standard folders, unless told otherwise.

The data folder is chosen in this order (``chosen_data_dir``):

1. ``ARROYO_DATA_DIR``, for tests and profiles the person starts by hand;
2. portable mode: a marker file (``PORTABLE_MARKERS``) beside the app makes ``data/`` beside it
   the data folder, so a copy on a USB stick carries everything with it;
3. the pointer a data-folder move writes (``location_file``): one line naming the folder;
4. the platform's standard data folder.
"""

from __future__ import annotations

import enum
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP = "arroyo"
PORTABLE_MARKERS = ("arroyo-portable", "portable.txt")
PORTABLE_DATA = "data"
LOCATION_NAME = "location"


class DataSource(enum.Enum):
    ENVIRONMENT = "environment"
    PORTABLE = "portable"
    MOVED = "moved"  # a move's pointer
    DEFAULT = "default"


@dataclass(frozen=True, slots=True)
class DataFolder:
    path: Path
    source: DataSource


def app_dir() -> Path:
    """The folder the app runs from: beside the executable of a frozen bundle, the project
    root from source; ``ARROYO_APP_DIR`` overrides both (tests)."""
    override = os.environ.get("ARROYO_APP_DIR")
    if override:
        return Path(override)
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parent.parent


def portable_data_dir(folder: Path) -> Path | None:
    """``data/`` beside the app when a portable marker sits in ``folder``, else None."""
    if any((folder / marker).is_file() for marker in PORTABLE_MARKERS):
        return folder / PORTABLE_DATA
    return None


def location_file() -> Path:
    """The pointer a move writes, in the platform's config folder (not in the data folder:
    it has to be found before the data folder is known)."""
    override = os.environ.get("ARROYO_CONFIG_DIR")
    base = Path(override) if override else Path(platformdirs.user_config_dir(APP, appauthor=False))
    return base / LOCATION_NAME


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def read_location(location: Path) -> Path | None:
    """The folder the pointer names; None when there is none or it is unreadable or empty
    (a damaged pointer falls back to the default rather than stopping the app)."""
    try:
        text = location.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return Path(text) if text and Path(text).is_absolute() else None


def chosen_data_dir(
    *,
    environ: Mapping[str, str] | None = None,
    application: Path | None = None,
    location: Path | None = None,
    default: Path | None = None,
) -> DataFolder:
    """The data folder and why it is that one; each source injectable for tests."""
    variables = os.environ if environ is None else environ
    override = variables.get("ARROYO_DATA_DIR")
    if override:
        return DataFolder(Path(override), DataSource.ENVIRONMENT)
    portable = portable_data_dir(application if application is not None else app_dir())
    if portable is not None:
        return DataFolder(portable, DataSource.PORTABLE)
    moved = read_location(location if location is not None else location_file())
    if moved is not None:
        return DataFolder(moved, DataSource.MOVED)
    return DataFolder(default if default is not None else default_data_dir(), DataSource.DEFAULT)


def data_dir() -> Path:
    return chosen_data_dir().path


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
    if chosen_data_dir().source in (DataSource.ENVIRONMENT, DataSource.PORTABLE):
        return data_dir() / "Workspace"
    documents = os.environ.get("XDG_DOCUMENTS_DIR") or platformdirs.user_documents_dir()
    return Path(documents).expanduser() / WORKSPACE_FOLDER
