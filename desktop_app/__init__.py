"""Arroyo, a desktop client for large language models."""

__version__ = "0.1.0"

# One reverse-DNS id for the desktop entry, the AppStream metainfo, the window's app id and the
# macOS bundle, so that a desktop can tie the running window to its launcher and icon.
APP_ID = "io.github.arroyo.Arroyo"

import sys as _sys

# httpx imports its own command-line tool (and with it rich, click and pygments' console code)
# whenever those happen to be installed: half a second of start-up for something never used.
# A ``None`` entry makes that optional import fail at once; httpx then skips its CLI.
_sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
