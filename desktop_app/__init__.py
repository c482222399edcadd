"""Arroyo, a desktop client for large language models."""

__version__ = "0.1.0"

# One reverse-DNS id for the desktop entry, the AppStream metainfo, the window's app id and the
# macOS bundle, so that a desktop can tie the running window to its launcher and icon.
APP_ID = "io.github.arroyo.Arroyo"
