"""The core says what went wrong as an enum member; these tables say it to the person, in their
language.

One table per vocabulary, keyed by its members: how a turn ended (``TurnOutcome``: its cause,
else its status), a provider's base URL, notices about keys, and the files read at start-up.
The provider's own message is never translated: it is shown beside the sentence, as the
provider's words.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from desktop_app.errors import ErrorKind, FileProblem, NotReady
from desktop_app.generation.outcome import AgentStop, Cause, TurnEnding, TurnOutcome, TurnStatus
from desktop_app.generation.parts import StopReason
from desktop_app.providers.base_url import BaseUrlProblem
from desktop_app.ui.parameter_problems import PARAMETER_PROBLEMS
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

_CONTEXT = "Problems"


@dataclass(frozen=True, slots=True)
class Problem:
    sentence: str  # in the person's language
    offers_settings: bool  # the way out is in Settings (a key, a model, an address)


class Notice(StrEnum):
    CLEARTEXT_KEY = "base_url.cleartext"  # keys to this address travel unencrypted
    KEY_MOVED = "settings.key_moved"  # a key found in a base URL moved to the keyring
    KEY_NOT_MOVED = "settings.key_not_moved"  # ... and one that could not be


class FileRole(StrEnum):
    SETTINGS = "settings"
    DATABASE = "database"


# Each table: member -> (English source text, whether Settings is the way out). Texts may hold
# %1, %2...
# Why a turn ended (``TurnOutcome.cause``): the provider's error, how the stream ended, why
# the model or the agent stopped, why no provider could take it (the keyring too), which
# parameters the model refuses.
_CAUSES: dict[Cause, tuple[str, bool]] = {
    ErrorKind.BAD_KEY: (
        QT_TRANSLATE_NOOP("Problems", "The provider did not accept the API key."),
        True,
    ),
    ErrorKind.FORBIDDEN: (
        QT_TRANSLATE_NOOP("Problems", "This API key is not allowed to do this."),
        True,
    ),
    ErrorKind.UNKNOWN_MODEL: (
        QT_TRANSLATE_NOOP(
            "Problems", "The provider does not know this model, or the base URL is wrong."
        ),
        True,
    ),
    ErrorKind.BAD_REQUEST: (
        QT_TRANSLATE_NOOP("Problems", "The provider refused the request."),
        False,
    ),
    ErrorKind.TOO_LARGE: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The conversation is too long for this model. "
            "Start a new conversation or shorten your message.",
        ),
        False,
    ),
    ErrorKind.RATE_LIMITED: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The provider is receiving too many requests from you. Wait a moment and try again.",
        ),
        False,
    ),
    ErrorKind.OVERLOADED: (
        QT_TRANSLATE_NOOP(
            "Problems", "The provider is overloaded right now. Try again in a moment."
        ),
        False,
    ),
    ErrorKind.SERVER_ERROR: (
        QT_TRANSLATE_NOOP("Problems", "The provider's server had a problem."),
        False,
    ),
    ErrorKind.CONNECTION: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The server cannot be reached. Check the address, and that the server is running.",
        ),
        True,
    ),
    ErrorKind.TLS: (
        QT_TRANSLATE_NOOP("Problems", "The secure connection to the server failed."),
        True,
    ),
    ErrorKind.TIMEOUT: (QT_TRANSLATE_NOOP("Problems", "The server did not answer in time."), False),
    ErrorKind.CONNECT_TIMEOUT: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The server could not be reached in time. "
            "Check the address, and that the server is "
            "running.",
        ),
        True,
    ),
    ErrorKind.WEB_PAGE: (
        QT_TRANSLATE_NOOP(
            "Problems", "The server answered with a web page, not a stream. Check the base URL."
        ),
        True,
    ),
    ErrorKind.NOT_STREAMED: (
        QT_TRANSLATE_NOOP("Problems", "The server did not stream its answer."),
        True,
    ),
    ErrorKind.REDIRECTED: (
        QT_TRANSLATE_NOOP(
            "Problems", "The server sent the request to another address. Check the base URL."
        ),
        True,
    ),
    ErrorKind.TOO_MANY_REDIRECTS: (
        QT_TRANSLATE_NOOP("Problems", "Too many redirects. Check the base URL."),
        True,
    ),
    ErrorKind.BAD_URL: (
        QT_TRANSLATE_NOOP(
            "Problems", "The provider's base URL cannot be used. Correct it in Settings."
        ),
        True,
    ),
    ErrorKind.PROXY: (QT_TRANSLATE_NOOP("Problems", "The request did not pass the proxy."), True),
    TurnEnding.CUT_OFF: (QT_TRANSLATE_NOOP("Problems", "The answer was cut off."), False),
    TurnEnding.IDLE: (
        QT_TRANSLATE_NOOP("Problems", "The answer was cut off: nothing more arrived for too long."),
        False,
    ),
    TurnEnding.DROPPED: (
        QT_TRANSLATE_NOOP("Problems", "The answer was cut off: the connection dropped."),
        False,
    ),
    TurnEnding.STREAM_ERROR: (
        QT_TRANSLATE_NOOP("Problems", "The provider reported an error while answering."),
        False,
    ),
    TurnEnding.REQUEST_FAILED: (QT_TRANSLATE_NOOP("Problems", "The request failed."), False),
    TurnEnding.REPLY_TOO_LARGE: (
        QT_TRANSLATE_NOOP("Problems", "The answer was stopped: it grew larger than the limit."),
        False,
    ),
    StopReason.LENGTH: (
        QT_TRANSLATE_NOOP("Problems", "The answer stopped early (length limit)."),
        False,
    ),
    StopReason.CONTENT_FILTER: (
        QT_TRANSLATE_NOOP("Problems", "The provider's content filter stopped the answer."),
        False,
    ),
    StopReason.ERROR: (
        QT_TRANSLATE_NOOP("Problems", "The answer stopped early because of an error."),
        False,
    ),
    StopReason.OTHER: (QT_TRANSLATE_NOOP("Problems", "The answer stopped early."), False),
    AgentStop.MAX_TURNS: (
        QT_TRANSLATE_NOOP("Problems", "Stopped: the model kept calling tools without answering."),
        False,
    ),
    AgentStop.INTERRUPTED: (QT_TRANSLATE_NOOP("Problems", "This answer was interrupted."), False),
    AgentStop.PARKED: (QT_TRANSLATE_NOOP("Problems", "Paused: waiting for your approval."), False),
    AgentStop.INTERNAL_ERROR: (
        QT_TRANSLATE_NOOP(
            "Problems", "Something went wrong inside Arroyo. The answer was stopped."
        ),
        False,
    ),
    NotReady.NO_PROVIDER: (QT_TRANSLATE_NOOP("Problems", "Choose a provider in Settings."), True),
    NotReady.NO_KEY: (
        QT_TRANSLATE_NOOP("Problems", "No key is stored for %1. Add one in Settings."),
        True,
    ),
    NotReady.NO_MODEL: (
        QT_TRANSLATE_NOOP("Problems", "Choose a model for %1 in Settings."),
        True,
    ),
    NotReady.PROVIDER_REMOVED: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This conversation's provider, %1, was removed. Choose another provider above.",
        ),
        False,
    ),
    NotReady.KEYRING_UNAVAILABLE: (
        QT_TRANSLATE_NOOP("Problems", "No system keyring can be used on this computer."),
        False,
    ),
    NotReady.KEYRING_LOCKED: (
        QT_TRANSLATE_NOOP("Problems", "The system keyring is locked. Unlock it and try again."),
        False,
    ),
    NotReady.KEYRING_TIMEOUT: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The system keyring did not answer in time. It may be waiting for you to unlock it.",
        ),
        False,
    ),
    NotReady.KEYRING_FAILED: (
        QT_TRANSLATE_NOOP("Problems", "The system keyring failed unexpectedly."),
        False,
    ),
    NotReady.KEY_BEING_READ: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The key is still being read from the system keyring. Try again in a moment.",
        ),
        False,
    ),
    **PARAMETER_PROBLEMS,  # the model refuses the conversation's parameters
}

# What a turn's status says when its cause has nothing more to say (or is a newer version's).
_STATUSES: dict[TurnStatus, tuple[str, bool]] = {
    TurnStatus.TRUNCATED: (QT_TRANSLATE_NOOP("Problems", "The answer was cut off."), False),
    TurnStatus.INCOMPLETE: (
        QT_TRANSLATE_NOOP("Problems", "The answer stopped early (length limit)."),
        False,
    ),
    TurnStatus.FAILED: (QT_TRANSLATE_NOOP("Problems", "The answer could not be completed."), False),
    TurnStatus.CANCELLED: (QT_TRANSLATE_NOOP("Problems", "Stopped."), False),
}

# A provider's base URL, refused at save.
_BASE_URLS: dict[BaseUrlProblem, tuple[str, bool]] = {
    BaseUrlProblem.EMPTY: (
        QT_TRANSLATE_NOOP("Problems", "The base URL is not a valid address."),
        True,
    ),
    BaseUrlProblem.MALFORMED: (
        QT_TRANSLATE_NOOP("Problems", "The base URL is not a valid address."),
        True,
    ),
    BaseUrlProblem.INVISIBLE: (
        QT_TRANSLATE_NOOP(
            "Problems", "The base URL holds spaces, line breaks or other invisible characters."
        ),
        True,
    ),
    BaseUrlProblem.SCHEME: (
        QT_TRANSLATE_NOOP("Problems", "The base URL must start with http:// or https://."),
        True,
    ),
    BaseUrlProblem.NO_HOST: (QT_TRANSLATE_NOOP("Problems", "The base URL names no server."), True),
    BaseUrlProblem.USERINFO: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The base URL holds a user name or key "
            "before the server name. Put the key in the key "
            "field: it is kept in the system keyring.",
        ),
        True,
    ),
}

# Warnings and what was done with keys found in older settings.
_NOTICES: dict[Notice, tuple[str, bool]] = {
    Notice.CLEARTEXT_KEY: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "Keys sent to this address travel "
            "unencrypted (plain http to another computer). "
            "Use https if the server offers it.",
        ),
        False,
    ),
    Notice.KEY_MOVED: (
        QT_TRANSLATE_NOOP(
            "Problems", "The key written in the base URL of %1 was moved to the system keyring."
        ),
        False,
    ),
    Notice.KEY_NOT_MOVED: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The base URL of %1 held a key. It "
            "could not be moved to the system keyring "
            "(%2), so it is used for this session "
            "only.",
        ),
        False,
    ),
}

# Files read at start-up (``SettingsError.kind`` and ``DatabaseError.kind``).
_FILES: dict[tuple[FileRole, FileProblem], tuple[str, bool]] = {
    (FileRole.SETTINGS, FileProblem.CORRUPT): (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The settings file %1 is damaged or is "
            "not an Arroyo settings file (%2). It was left "
            "exactly as it was.",
        ),
        False,
    ),
    (FileRole.SETTINGS, FileProblem.NEWER_VERSION): (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The settings file %1 was written "
            "by a newer version of Arroyo. It was left "
            "exactly as it was.",
        ),
        False,
    ),
    (FileRole.SETTINGS, FileProblem.UNAVAILABLE): (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The settings file %1 could not be read or written (%2). The change was not saved.",
        ),
        False,
    ),
    (FileRole.DATABASE, FileProblem.CORRUPT): (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The database %1 is damaged or is not an "
            "Arroyo database (%2). Nothing was changed or "
            "replaced: the file is exactly as it was.",
        ),
        False,
    ),
    (FileRole.DATABASE, FileProblem.NEWER_VERSION): (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The database %1 was written by a "
            "newer version of Arroyo. Nothing was changed "
            "or replaced: the file is exactly as it "
            "was.",
        ),
        False,
    ),
    (FileRole.DATABASE, FileProblem.UNAVAILABLE): (
        QT_TRANSLATE_NOOP(
            "Problems", "The database %1 could not be opened (%2). Nothing was replaced or deleted."
        ),
        False,
    ),
}


def _fill(text: str, values: tuple[object, ...]) -> str:
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", str(value))
    return text


def said(entry: tuple[str, bool], values: tuple[object, ...]) -> Problem:
    source, offers_settings = entry
    return Problem(_fill(QCoreApplication.translate(_CONTEXT, source), values), offers_settings)


def problem(key: Cause | BaseUrlProblem | Notice, *values: object) -> Problem:
    """The problem ``key`` names, in the current language; ``values`` fill its ``%1``, ``%2``."""
    match key:
        case BaseUrlProblem():
            return said(_BASE_URLS[key], values)
        case Notice():
            return said(_NOTICES[key], values)
        case _:
            return said(_CAUSES[key], values)


def turn_problem(outcome: TurnOutcome, *values: object) -> Problem | None:
    """What to say about a turn that ended so; ``None`` for a completed one. A cause with
    words says why; otherwise the status says how it ended."""
    match outcome:
        case TurnOutcome(status=TurnStatus.COMPLETED):
            return None
        case TurnOutcome(cause=cause) if cause is not None and cause in _CAUSES:
            return said(_CAUSES[cause], values)
        case TurnOutcome(status=status):
            return said(_STATUSES[status], ())


def keyring_problem(kind: str) -> str:
    """``kind``: a ``KeyringProblem``; one this version does not know reads as unavailable."""
    try:
        cause = NotReady(f"keyring.{kind}")
    except ValueError:
        cause = NotReady.KEYRING_UNAVAILABLE
    return problem(cause).sentence


def file_problem(file: FileRole, kind: FileProblem, path: object, detail: str) -> str:
    return said(_FILES[(file, kind)], (path, detail or "?")).sentence
