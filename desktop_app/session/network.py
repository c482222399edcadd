"""The proxy choice put in force: the settings' mode and fields with the keyring's password.

The password of a manual proxy is read off the GUI thread (``secrets``), so the choice applies at
once without it and again once it is read; a keyring that cannot be read leaves the proxy
without credentials, and the proxy's 407 says so. ``test_proxy`` fetches one address through
the options typed in, before they are saved, for the Settings page's Test button.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import httpx

from desktop_app.net.clients import http_client
from desktop_app.net.proxies import (
    PROXY_SECRET_ID,
    ProxyConfig,
    ProxyMode,
    ProxyOptions,
    apply_proxy,
    proxy_options,
)
from desktop_app.net.proxy_errors import proxy_error, proxy_failure
from desktop_app.secrets import SecretsError, get_key_async

log = logging.getLogger(__name__)

ReadSecret = Callable[[str], Awaitable[str | None]]
TEST_URL = "https://example.com/"  # any public address: the Test button only needs an answer


def needs_password(config: ProxyConfig) -> bool:
    return config.mode is ProxyMode.MANUAL and bool(config.username)


def apply_now(config: ProxyConfig, password: str = "") -> ProxyOptions:
    options = proxy_options(config, password)
    apply_proxy(options)
    return options


async def apply_saved(config: ProxyConfig, read_secret: ReadSecret = get_key_async) -> None:
    """Puts ``config`` in force, with its password once the keyring gave it."""
    apply_now(config)
    if not needs_password(config):
        return
    try:
        password = await read_secret(PROXY_SECRET_ID) or ""
    except SecretsError as exc:
        log.warning("the proxy's password could not be read: %s", exc.kind)
        return
    apply_now(config, password)


async def test_proxy(options: ProxyOptions, url: str = TEST_URL, timeout: float = 10.0) -> str:
    """Fetches ``url`` through ``options``. Returns "" when an answer came, else what failed,
    naming the proxy (never its password)."""
    route = options.route(url)
    try:
        async with http_client(proxy=options, timeout=timeout, follow_redirects=False) as client:
            response = await client.get(url)
    except httpx.HTTPError as exc:
        refused = proxy_failure_for(options, exc, url)
        return refused or f"{type(exc).__name__}"
    if response.status_code == 407 and route is not None:
        return proxy_error(route.address, 407).message
    return ""


def proxy_failure_for(options: ProxyOptions, exc: BaseException, url: str) -> str:
    route = options.route(url)
    if route is None:
        return ""
    found = proxy_failure(exc, url, options)
    return (
        found.message if found is not None else f"the proxy {route.address}: {type(exc).__name__}"
    )
