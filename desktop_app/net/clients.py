"""Every HTTP client the app makes is built here, with the proxy options in force.

One place, so a new client cannot forget the person's proxy choice (``tests/net`` checks that no
other module constructs one). httpx's own stack gets the proxy as mounts (a manual proxy) or
reads the environment itself (the system's); a client over another stack (aiohttp, a pinned
backend) gets ``trust_env=False`` and that stack routes each request with
``ProxyOptions.route``.
"""

from __future__ import annotations

import typing

import httpx

from desktop_app.net.proxies import ProxyMode, ProxyOptions, current_proxy, is_loopback

if typing.TYPE_CHECKING:
    import aiohttp

# The loopback hosts a manual proxy leaves alone (unless told not to), as httpx mount patterns.
_LOOPBACK_PATTERNS = ("all://localhost", "all://127.0.0.1", "all://[::1]")


def http_client(
    *,
    proxy: ProxyOptions | None = None,
    transport: httpx.AsyncBaseTransport | None = None,
    **options: typing.Any,
) -> httpx.AsyncClient:
    """An httpx client. ``proxy``: the options to use (default: those in force); ``transport``:
    a stack that routes requests itself, so httpx must not add a proxy of its own."""
    if transport is not None:
        return httpx.AsyncClient(transport=transport, trust_env=False, **options)
    chosen = proxy if proxy is not None else current_proxy()
    return httpx.AsyncClient(trust_env=chosen.trust_env, mounts=_mounts(chosen), **options)


def _mounts(options: ProxyOptions) -> dict[str, httpx.AsyncBaseTransport | None]:
    if options.mode is not ProxyMode.MANUAL or options.manual is None:
        return {}
    route = options.manual
    proxied = httpx.AsyncHTTPTransport(proxy=httpx.Proxy(route.url_with_credentials))
    mounts: dict[str, httpx.AsyncBaseTransport | None] = {"all://": proxied}
    if options.bypass_loopback:
        mounts.update(dict.fromkeys(_LOOPBACK_PATTERNS))  # None: the client's direct transport
    return mounts


def aiohttp_session(**options: typing.Any) -> aiohttp.ClientSession:
    """An aiohttp session that never reads the environment: its requests are routed one by one
    (``aiohttp_transport``), with the options in force at that moment."""
    import aiohttp  # off the launch path (see ``transports.warm_up``)

    return aiohttp.ClientSession(trust_env=False, **options)


__all__ = ["aiohttp_session", "http_client", "is_loopback"]
