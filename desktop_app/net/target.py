"""Where a request may go: the base-URL rule, applied to every request before it leaves.

The settings and ``--base-url`` refuse a bad address when it is entered; this is the last
check, right before the connection, so an address from anywhere else (an old settings file, a
caller that built its own endpoint) cannot carry a key to ``htps://``, ``ftp://`` or
``user:key@host`` either.
"""

from __future__ import annotations

from desktop_app.net.errors import ErrorKind, ProviderError
from desktop_app.providers.base_url import BaseUrlError, CheckedUrl, check_base_url
from desktop_app.providers.requests import HttpRequest


def checked_target(request: HttpRequest) -> CheckedUrl:
    """The request's URL checked, or ``ProviderError(BAD_URL)`` before any connection."""
    try:
        return check_base_url(request.url)
    except BaseUrlError as exc:
        raise ProviderError(ErrorKind.BAD_URL, exc.message) from None
