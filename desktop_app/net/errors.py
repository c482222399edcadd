"""The errors a turn can meet on the way to the provider, as the app's own types.

Foreign exceptions (httpx, http.client, ssl, socket) are mapped here, at the edge, into
``ProviderError`` with a kind the UI turns into words and an action for the person. The
message is the provider's own when it sent one; it never contains a key.
"""

from __future__ import annotations

import email.utils
import json
import time
from collections.abc import Iterable
from enum import StrEnum
from typing import Any

from desktop_app.errors import ArroyoError, ErrorKind
from desktop_app.net.redaction import redact


class Action(StrEnum):
    """What the person can do about it."""

    OPEN_SETTINGS = "open_settings"
    CHOOSE_MODEL = "choose_model"
    SHORTEN = "shorten"
    RETRY = "retry"
    CHECK_CONNECTION = "check_connection"


_ACTIONS = {
    ErrorKind.BAD_KEY: Action.OPEN_SETTINGS,
    ErrorKind.FORBIDDEN: Action.OPEN_SETTINGS,
    ErrorKind.UNKNOWN_MODEL: Action.CHOOSE_MODEL,
    ErrorKind.BAD_REQUEST: Action.RETRY,
    ErrorKind.TOO_LARGE: Action.SHORTEN,
    ErrorKind.RATE_LIMITED: Action.RETRY,
    ErrorKind.OVERLOADED: Action.RETRY,
    ErrorKind.SERVER_ERROR: Action.RETRY,
    ErrorKind.CONNECTION: Action.CHECK_CONNECTION,
    ErrorKind.CONNECT_TIMEOUT: Action.CHECK_CONNECTION,
    ErrorKind.TLS: Action.CHECK_CONNECTION,
    ErrorKind.TIMEOUT: Action.RETRY,
    ErrorKind.WEB_PAGE: Action.OPEN_SETTINGS,
    ErrorKind.NOT_STREAMED: Action.OPEN_SETTINGS,
    ErrorKind.REDIRECTED: Action.OPEN_SETTINGS,
    ErrorKind.TOO_MANY_REDIRECTS: Action.OPEN_SETTINGS,
    ErrorKind.BAD_URL: Action.OPEN_SETTINGS,
    ErrorKind.PROXY: Action.OPEN_SETTINGS,
}

_STATUS_KINDS = {
    401: ErrorKind.BAD_KEY,
    403: ErrorKind.FORBIDDEN,
    404: ErrorKind.UNKNOWN_MODEL,
    413: ErrorKind.TOO_LARGE,
    429: ErrorKind.RATE_LIMITED,
    503: ErrorKind.OVERLOADED,
    529: ErrorKind.OVERLOADED,
}

# Transient: worth retrying automatically (the policy decides when and how often). A timeout is
# not: it already cost the whole limit, and four of them were four minutes before a dead server
# was reported. The person can still try again.
RETRYABLE = frozenset(
    {ErrorKind.RATE_LIMITED, ErrorKind.OVERLOADED, ErrorKind.SERVER_ERROR, ErrorKind.CONNECTION}
)


class ProviderError(ArroyoError):
    """The turn could not reach the model, or the model's server refused it."""

    def __init__(
        self,
        kind: ErrorKind,
        message: str,
        *,
        status: int | None = None,
        retry_after: float | None = None,
        location: str | None = None,
    ) -> None:
        super().__init__(message)
        self.kind: ErrorKind = kind
        self.message = message
        self.status = status
        self.retry_after = retry_after
        self.location = location  # where a redirect pointed

    @property
    def described(self) -> str:
        """The message with the HTTP status and kind: a proxy's terse "No connected db." is
        never all the person sees of a failed request."""
        if self.status is None:
            return self.message
        return f"{self.message} (HTTP {self.status}, {self.kind.value})"

    @property
    def action(self) -> Action:
        return _ACTIONS[self.kind]

    @property
    def retryable(self) -> bool:
        return self.kind in RETRYABLE

    def __repr__(self) -> str:
        return f"ProviderError({self.kind.value}, status={self.status}, {self.message!r})"


def kind_for_status(status: int) -> ErrorKind:
    if status in _STATUS_KINDS:
        return _STATUS_KINDS[status]
    return ErrorKind.SERVER_ERROR if status >= 500 else ErrorKind.BAD_REQUEST


def provider_message(body: bytes, status: int) -> str:
    """The provider's own words from an error body, in any of the usual shapes."""
    text = body.decode("utf-8", "replace").strip()
    try:
        value: Any = json.loads(text) if text else None
    except ValueError:
        value = _first_sse_object(text)
    message = None
    if isinstance(value, list) and value:  # Gemini sometimes wraps the error in a list
        value = value[0]
    if isinstance(value, dict):
        error = value.get("error", value)
        if isinstance(error, dict):
            message = error.get("message") or error.get("detail")
        elif isinstance(error, str):
            message = error
        message = message or value.get("message") or value.get("detail")
    if not message:
        message = text[:300] if text and not text.startswith("<") else f"HTTP {status}"
    return str(message)


def _first_sse_object(text: str) -> Any:
    """An error body framed as SSE (``data: {"error": ...}`` then ``data: [DONE]``), as some
    proxies send it when a stream fails to start: the first event holding a JSON object."""
    for line in text.splitlines()[:_SSE_LINES_READ]:
        if not line.startswith("data:"):
            continue
        try:
            value = json.loads(line[5:].strip())
        except ValueError:
            continue
        if isinstance(value, dict):
            return value
    return None


_SSE_LINES_READ = 50  # the error is in the first event; the body is at most 64 KiB anyway


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """``Retry-After`` as seconds (a number or an HTTP date), or ``None``."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def http_error(
    status: int, body: bytes, headers: dict[str, str], secrets: Iterable[str] = ()
) -> ProviderError:
    message = scrub(provider_message(body, status), secrets)
    retry_after = parse_retry_after(headers.get("retry-after"))
    return ProviderError(kind_for_status(status), message, status=status, retry_after=retry_after)


def scrub(text: str, secrets: Iterable[str]) -> str:
    """Some servers echo the key back in their error text ("Incorrect API key provided: sk-...")."""
    return redact(text, secrets)
