"""The root of every error Arroyo raises on purpose."""

from __future__ import annotations

from enum import StrEnum


class ArroyoError(Exception):
    """An error the app raises on purpose: ``kind`` says what went wrong, as a member of the
    subclass's own enum, so the window and the terminal choose their words from it (never
    from the message text)."""

    kind: StrEnum
