"""The data folder's identity: a random id made once and kept in the folder itself.

The system keyring is one for the whole account, shared by every data folder on the computer
(``ARROYO_DATA_DIR`` profiles, a portable copy), so each folder names its keyring entries after
this id (``desktop_app.secrets``). An id in a file rather than the folder's path: a moved or
renamed folder keeps its keys, and a copy of a folder is the same profile.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
from pathlib import Path

ID_FILE = "profile-id"
_VALID = re.compile(r"[0-9a-f]{32}")


def profile_id(folder: Path) -> str:
    """The id kept in ``folder``, made (and the folder with it) on first use."""
    path = folder / ID_FILE
    with contextlib.suppress(FileNotFoundError):
        text = path.read_text(encoding="ascii", errors="replace").strip()
        if _VALID.fullmatch(text):
            return text
        # Written atomically, so a damaged file was edited by hand: a new id replaces it (its
        # keys, if any, stay in the keyring under the old name, unreachable but not lost).
        path.unlink()
    return _created(folder, path)


def _created(folder: Path, path: Path) -> str:
    """A new id, written to a temporary file and then linked into place: a crash leaves no half
    file, and when two processes start together the first link wins and both read its id."""
    folder.mkdir(parents=True, exist_ok=True)
    temporary = folder / f".{ID_FILE}.{secrets.token_hex(8)}.tmp"
    try:
        with open(temporary, "x", encoding="ascii") as file:
            file.write(secrets.token_hex(16) + "\n")
            file.flush()
            os.fsync(file.fileno())
        try:
            os.link(temporary, path)  # fails when the file exists: never replaces another's id
        except FileExistsError:
            pass
        except OSError:  # no hard links (FAT on a USB stick): a rename, almost as safe
            if not path.exists():
                os.replace(temporary, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()
    return path.read_text(encoding="ascii").strip()
