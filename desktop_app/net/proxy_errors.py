"""A proxy that refused a request is named as the culprit, never the provider.

A refusal comes two ways: as the answer to ``CONNECT`` (an https request's tunnel: each stack
raises its own exception, with the status in its text), or as the answer to a plain-HTTP
request (407 is then the proxy's, whatever server was asked). The message names the proxy by
``host:port`` only: its user name and password never appear in an error.
"""

from __future__ import annotations

import re

import httpx

from desktop_app.errors import ErrorKind
from desktop_app.net.errors import ProviderError, http_error
from desktop_app.net.proxies import ProxyOptions, current_proxy
from desktop_app.providers.requests import HttpRequest

_SAID = {
    403: "refused the connection (403)",
    407: "needs a user name and password, or refused the ones given (407)",
}
# "407, message=..." (aiohttp), "Tunnel connection failed: 407 ..." (http.client),
# "407 Proxy Authentication Required" (httpcore).
_STATUS = re.compile(r"(?:^|Tunnel connection failed: )(\d{3})\b")


def proxy_error(address: str, status: int | None) -> ProviderError:
    if status is None:
        what = "could not be reached"
    else:
        what = _SAID.get(status, f"could not carry the request ({status})")
    return ProviderError(ErrorKind.PROXY, f"the proxy {address} {what}", status=status)


def proxy_failure(
    exc: BaseException, url: str, options: ProxyOptions | None = None
) -> ProviderError | None:
    """The proxy's refusal or absence behind ``exc``, or None when the proxy is not to blame.
    ``options``: those the request used (default: those in force)."""
    route = (options or current_proxy()).route(url)
    if route is None:
        return None
    status = None
    for link in (exc, exc.__cause__):
        found = _STATUS.search(str(link or ""))
        if found is not None:
            status = int(found.group(1))
            break
    tunnel = "Tunnel connection failed" in str(exc)
    if not isinstance(exc, httpx.ProxyError) and not tunnel and not _refused(exc):
        return None
    return proxy_error(route.address, status)


def _refused(exc: BaseException) -> bool:
    """A connection refused while a proxy was in use: the proxy's port, the only one dialled
    (the proxy itself connects to the server, and says so with a status when it cannot)."""
    return isinstance(exc, ConnectionRefusedError) or (
        isinstance(exc, httpx.ConnectError)
        and any(words in str(exc) for words in ("Connection refused", "connection attempts failed"))
    )


def status_error(
    status: int, body: bytes, headers: dict[str, str], request: HttpRequest
) -> ProviderError:
    """``http_error``, except that a 407 through a proxy is the proxy's."""
    route = current_proxy().route(request.url)
    if status == 407 and route is not None:
        return proxy_error(route.address, status)
    return http_error(status, body, headers, request.secrets)
