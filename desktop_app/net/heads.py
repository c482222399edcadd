"""What a response's status line and headers say before any of its body is read.

A 200 is not always a stream: a captive portal or a wrong address answers with a web page, a
server that ignored ``stream: true`` with one complete JSON reply, a misconfigured proxy with a
redirect (sometimes to itself). Each gets its own code, never "the answer was cut off".
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from urllib.parse import urljoin, urlsplit

from desktop_app.net.errors import ErrorKind, ProviderError, scrub
from desktop_app.providers.requests import HttpRequest

MAX_REDIRECTS = 5

_PAGE_TYPES = frozenset({"text/html", "application/xhtml+xml"})


def media_type(headers: Mapping[str, str]) -> str:
    return headers.get("content-type", "").split(";", 1)[0].strip().lower()


class BodyForm(Enum):
    STREAM = "stream"
    COMPLETE = "complete"  # one JSON reply: read whole, then fed as the stream it stands for


COMPLETE = BodyForm.COMPLETE


def check_head(status: int, headers: Mapping[str, str], request: HttpRequest) -> BodyForm:
    """Raises ``ProviderError`` for a successful-looking head that cannot start a stream, and
    says whether the body is a stream or one complete JSON reply. ``headers``: lower-case
    names. Error statuses (400 and above) are the caller's: they need the body for the
    provider's message."""
    if 300 <= status < 400:
        location = headers.get("location")
        target = urljoin(request.url, location) if location else None
        where = "?"
        if target:
            parts = urlsplit(target)
            # The host and path only: a user:password@ part of the location is never repeated.
            where = scrub(f"{parts.hostname or '?'}{parts.path}", request.secrets)
        message = f"the server redirected the request to {where}"
        raise ProviderError(ErrorKind.REDIRECTED, message, status=status, location=target)
    media = media_type(headers)
    if media in _PAGE_TYPES:
        message = "the server answered with a web page, not a stream"
        raise ProviderError(ErrorKind.WEB_PAGE, message, status=status)
    if media == "application/json" or media.endswith("+json"):
        return BodyForm.COMPLETE
    return BodyForm.STREAM


def not_streamed(status: int) -> ProviderError:
    """A complete reply that is not the wire's answer object: nothing in it can be shown."""
    message = "the server did not stream its reply, and the reply is not an answer"
    return ProviderError(ErrorKind.NOT_STREAMED, message, status=status)


def redirect_target(request: HttpRequest, error: ProviderError) -> str | None:
    """Where a redirect may be followed to: the same scheme, host and port only (the request
    carries a key, which must not go anywhere the person did not configure)."""
    if error.kind is not ErrorKind.REDIRECTED or not error.location:
        return None
    old, new = urlsplit(request.url), urlsplit(error.location)
    try:
        same = (old.scheme, old.hostname, old.port) == (new.scheme, new.hostname, new.port)
    except ValueError:  # a port that is not a number
        return None
    return error.location if same and not new.username else None
