"""The core says what went wrong as a code; this table says it to the person, in their language.

One table for every problem the window shows: how a turn ended (the agent's ``SessionEnd.code``:
``ErrorKind`` values, ``TurnEnding`` values, ``StopReason`` values), a provider that is not ready,
the system keyring, and the files read at start-up. The provider's own message is never
translated: it is shown beside the sentence, as the provider's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from desktop_app.ui.parameter_problems import PARAMETER_PROBLEMS
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

_CONTEXT = "Problems"


@dataclass(frozen=True, slots=True)
class Problem:
    sentence: str  # in the person's language
    offers_settings: bool  # the way out is in Settings (a key, a model, an address)


# code -> (English source text, whether Settings is the way out). Texts may hold %1, %2...
_PROBLEMS: dict[str, tuple[str, bool]] = {
    # The provider's server answered with an error, or could not be reached (``ErrorKind``).
    "bad_key": (QT_TRANSLATE_NOOP("Problems", "The provider did not accept the API key."), True),
    "forbidden": (QT_TRANSLATE_NOOP("Problems", "This API key is not allowed to do this."), True),
    "unknown_model": (
        QT_TRANSLATE_NOOP(
            "Problems", "The provider does not know this model, or the base URL is wrong."
        ),
        True,
    ),
    "bad_request": (QT_TRANSLATE_NOOP("Problems", "The provider refused the request."), False),
    "too_large": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The conversation is too long for this model. "
            "Start a new conversation or shorten your message.",
        ),
        False,
    ),
    "rate_limited": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The provider is receiving too many requests from you. Wait a moment and try again.",
        ),
        False,
    ),
    "overloaded": (
        QT_TRANSLATE_NOOP(
            "Problems", "The provider is overloaded right now. Try again in a moment."
        ),
        False,
    ),
    "server_error": (QT_TRANSLATE_NOOP("Problems", "The provider's server had a problem."), False),
    "connection": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The server cannot be reached. Check the address, and that the server is running.",
        ),
        True,
    ),
    "tls": (QT_TRANSLATE_NOOP("Problems", "The secure connection to the server failed."), True),
    "timeout": (QT_TRANSLATE_NOOP("Problems", "The server did not answer in time."), False),
    "connect_timeout": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The server could not be reached in time. "
            "Check the address, and that the server is "
            "running.",
        ),
        True,
    ),
    "web_page": (
        QT_TRANSLATE_NOOP(
            "Problems", "The server answered with a web page, not a stream. Check the base URL."
        ),
        True,
    ),
    "not_streamed": (QT_TRANSLATE_NOOP("Problems", "The server did not stream its answer."), True),
    "redirected": (
        QT_TRANSLATE_NOOP(
            "Problems", "The server sent the request to another address. Check the base URL."
        ),
        True,
    ),
    "too_many_redirects": (
        QT_TRANSLATE_NOOP("Problems", "Too many redirects. Check the base URL."),
        True,
    ),
    "bad_url": (
        QT_TRANSLATE_NOOP(
            "Problems", "The provider's base URL cannot be used. Correct it in Settings."
        ),
        True,
    ),
    # How a streamed answer ended without finishing (``TurnEnding``).
    "cut_off": (QT_TRANSLATE_NOOP("Problems", "The answer was cut off."), False),
    "idle": (
        QT_TRANSLATE_NOOP("Problems", "The answer was cut off: nothing more arrived for too long."),
        False,
    ),
    "dropped": (
        QT_TRANSLATE_NOOP("Problems", "The answer was cut off: the connection dropped."),
        False,
    ),
    "stream_error": (
        QT_TRANSLATE_NOOP("Problems", "The provider reported an error while answering."),
        False,
    ),
    "request_failed": (QT_TRANSLATE_NOOP("Problems", "The request failed."), False),
    "reply_too_large": (
        QT_TRANSLATE_NOOP("Problems", "The answer was stopped: it grew larger than the limit."),
        False,
    ),
    # Why the model stopped early (``StopReason``), for an incomplete answer.
    "length": (QT_TRANSLATE_NOOP("Problems", "The answer stopped early (length limit)."), False),
    "content_filter": (
        QT_TRANSLATE_NOOP("Problems", "The provider's content filter stopped the answer."),
        False,
    ),
    "error": (
        QT_TRANSLATE_NOOP("Problems", "The answer stopped early because of an error."),
        False,
    ),
    "other": (QT_TRANSLATE_NOOP("Problems", "The answer stopped early."), False),
    # The agent and the window.
    "max_turns": (
        QT_TRANSLATE_NOOP("Problems", "Stopped: the model kept calling tools without answering."),
        False,
    ),
    "interrupted": (QT_TRANSLATE_NOOP("Problems", "This answer was interrupted."), False),
    "internal_error": (
        QT_TRANSLATE_NOOP(
            "Problems", "Something went wrong inside Arroyo. The answer was stopped."
        ),
        False,
    ),
    "no_provider": (QT_TRANSLATE_NOOP("Problems", "Choose a provider in Settings."), True),
    "no_key": (
        QT_TRANSLATE_NOOP("Problems", "No key is stored for %1. Add one in Settings."),
        True,
    ),
    # What a turn's outcome says when there is no code to say more.
    "truncated": (QT_TRANSLATE_NOOP("Problems", "The answer was cut off."), False),
    "incomplete": (
        QT_TRANSLATE_NOOP("Problems", "The answer stopped early (length limit)."),
        False,
    ),
    "failed": (QT_TRANSLATE_NOOP("Problems", "The answer could not be completed."), False),
    "cancelled": (QT_TRANSLATE_NOOP("Problems", "Stopped."), False),
    # The system keyring (``SecretsError.kind``).
    "keyring.unavailable": (
        QT_TRANSLATE_NOOP("Problems", "No system keyring can be used on this computer."),
        False,
    ),
    "keyring.locked": (
        QT_TRANSLATE_NOOP("Problems", "The system keyring is locked. Unlock it and try again."),
        False,
    ),
    "keyring.timeout": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The system keyring did not answer in time. It may be waiting for you to unlock it.",
        ),
        False,
    ),
    "keyring.failed": (
        QT_TRANSLATE_NOOP("Problems", "The system keyring failed unexpectedly."),
        False,
    ),
    "keyring.reading": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The key is still being read from the system keyring. Try again in a moment.",
        ),
        False,
    ),
    # A provider's base URL (``BaseUrlProblem``), refused at save; and a warning.
    "base_url.empty": (QT_TRANSLATE_NOOP("Problems", "The base URL is not a valid address."), True),
    "base_url.malformed": (
        QT_TRANSLATE_NOOP("Problems", "The base URL is not a valid address."),
        True,
    ),
    "base_url.invisible": (
        QT_TRANSLATE_NOOP(
            "Problems", "The base URL holds spaces, line breaks or other invisible characters."
        ),
        True,
    ),
    "base_url.scheme": (
        QT_TRANSLATE_NOOP("Problems", "The base URL must start with http:// or https://."),
        True,
    ),
    "base_url.no_host": (QT_TRANSLATE_NOOP("Problems", "The base URL names no server."), True),
    "base_url.userinfo": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The base URL holds a user name or key "
            "before the server name. Put the key in the key "
            "field: it is kept in the system keyring.",
        ),
        True,
    ),
    "base_url.cleartext": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "Keys sent to this address travel "
            "unencrypted (plain http to another computer). "
            "Use https if the server offers it.",
        ),
        False,
    ),
    # Keys found inside base URLs of older settings, moved out once at start.
    "settings.key_moved": (
        QT_TRANSLATE_NOOP(
            "Problems", "The key written in the base URL of %1 was moved to the system keyring."
        ),
        False,
    ),
    "settings.key_not_moved": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The base URL of %1 held a key. It "
            "could not be moved to the system keyring "
            "(%2), so it is used for this session "
            "only.",
        ),
        False,
    ),
    # Files read at start-up (``SettingsError.kind`` and ``DatabaseError.kind``).
    "settings.corrupt": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The settings file %1 is damaged or is "
            "not an Arroyo settings file (%2). It was left "
            "exactly as it was.",
        ),
        False,
    ),
    "settings.newer_version": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The settings file %1 was written "
            "by a newer version of Arroyo. It was left "
            "exactly as it was.",
        ),
        False,
    ),
    "settings.unavailable": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The settings file %1 could not be read or written (%2). The change was not saved.",
        ),
        False,
    ),
    "database.corrupt": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The database %1 is damaged or is not an "
            "Arroyo database (%2). Nothing was changed or "
            "replaced: the file is exactly as it was.",
        ),
        False,
    ),
    "database.newer_version": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The database %1 was written by a "
            "newer version of Arroyo. Nothing was changed "
            "or replaced: the file is exactly as it "
            "was.",
        ),
        False,
    ),
    "database.unavailable": (
        QT_TRANSLATE_NOOP(
            "Problems", "The database %1 could not be opened (%2). Nothing was replaced or deleted."
        ),
        False,
    ),
}

_PROBLEMS |= PARAMETER_PROBLEMS

# What an outcome says when its code is unknown (a tool's, or a newer core's).
_OUTCOME_FALLBACK = {
    "truncated": "truncated",
    "incomplete": "incomplete",
    "failed": "failed",
    "cancelled": "cancelled",
}


def _fill(text: str, values: tuple[object, ...]) -> str:
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", str(value))
    return text


def known(code: str) -> bool:
    return code in _PROBLEMS


def problem(code: str, *values: object) -> Problem:
    """The problem ``code`` in the current language; ``values`` fill its ``%1``, ``%2``."""
    source, offers_settings = _PROBLEMS[code]
    return Problem(_fill(QCoreApplication.translate(_CONTEXT, source), values), offers_settings)


def turn_problem(outcome: str, code: str = "", *values: object) -> Problem | None:
    """What to say about a turn that ended with ``outcome`` (and, if known, ``code``); ``None``
    for a completed one."""
    if outcome == "completed":
        return None
    # A keyring code too: a provider not ready because of the keyring says why, not "no key".
    if code in _PROBLEMS and not code.startswith(("settings.", "database.", "base_url.")):
        return problem(code, *values)
    fallback = _OUTCOME_FALLBACK.get(outcome)
    return problem(fallback) if fallback else None


def keyring_problem(kind: str) -> str:
    code = f"keyring.{kind}"
    return problem(code if code in _PROBLEMS else "keyring.unavailable").sentence


def file_problem(file: str, kind: str, path: object, detail: str) -> str:
    """``file``: "settings" or "database"; ``kind``: the error's kind."""
    return problem(f"{file}.{kind}", path, detail or "?").sentence
