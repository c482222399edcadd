"""Which proxy carries a request: the person's choice (Settings, General, Network), read one
way for every stack.

Three modes: the system's (``HTTP_PROXY``, ``HTTPS_PROXY``, ``ALL_PROXY`` minus ``NO_PROXY``, as
httpx reads them), none, or one proxy typed in. ``proxy_options`` turns the saved choice and the
password (from the keyring, never from the file) into ``ProxyOptions``: pure, no network. Every
client is then built by ``desktop_app.net.clients`` from those options, so no stack can bypass
the proxy (or use it) without a word.

A typed-in proxy is not used for loopback addresses (127.0.0.1, localhost, ::1) unless the
person says so: local servers such as Ollama are never behind the company's proxy.
"""

from __future__ import annotations

import base64
import ipaddress
import urllib.request
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any
from urllib.parse import quote, unquote, urlsplit


class ProxyMode(StrEnum):
    SYSTEM = "system"
    NONE = "none"
    MANUAL = "manual"


class ProxyScheme(StrEnum):
    HTTP = "http"
    HTTPS = "https"


LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")


@dataclass(frozen=True, slots=True, kw_only=True)
class ProxyConfig:
    """The choice as the settings file holds it. The password is in the keyring
    (``PROXY_SECRET_ID``), never here."""

    mode: ProxyMode = ProxyMode.SYSTEM
    scheme: ProxyScheme = ProxyScheme.HTTP
    host: str = ""
    port: int = 8080
    username: str = ""
    bypass_loopback: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "mode", ProxyMode(self.mode))
        object.__setattr__(self, "scheme", ProxyScheme(self.scheme))
        if (
            not isinstance(self.host, str)
            or any(c in self.host for c in "/@ \t")
            or (":" in self.host and not _is_ipv6(self.host))
        ):
            raise ValueError("proxy host must be a host name or an address")
        if isinstance(self.port, bool) or not isinstance(self.port, int):
            raise ValueError("proxy port must be a number")
        if not 1 <= self.port <= 65535:
            raise ValueError("proxy port must be between 1 and 65535")
        if not isinstance(self.username, str):
            raise ValueError("proxy username must be text")
        if not isinstance(self.bypass_loopback, bool):
            raise ValueError("bypass_loopback must be true or false")
        if self.mode is ProxyMode.MANUAL and not self.host:
            raise ValueError("a manual proxy needs a host")

    def to_json(self) -> dict[str, Any]:
        return {
            "mode": str(self.mode),
            "scheme": str(self.scheme),
            "host": self.host,
            "port": self.port,
            "username": self.username,
            "bypass_loopback": self.bypass_loopback,
        }

    @classmethod
    def from_json(cls, value: Any) -> ProxyConfig:
        if not isinstance(value, dict):
            raise ValueError("proxy is not an object")
        known = {"mode", "scheme", "host", "port", "username", "bypass_loopback"}
        return cls(**{k: v for k, v in value.items() if k in known})

    @property
    def address(self) -> str:
        """``host:port`` as error messages name the proxy (never with the user or password)."""
        host = f"[{self.host}]" if _is_ipv6(self.host) else self.host
        return f"{host}:{self.port}"


# The keyring entry holding a manual proxy's password.
PROXY_SECRET_ID = "network-proxy"


@dataclass(frozen=True, slots=True)
class ProxyRoute:
    """One proxy for one request: its URL without credentials, and those apart."""

    url: str
    username: str = ""
    password: str = field(default="", repr=False)

    @property
    def address(self) -> str:
        return urlsplit(self.url).netloc

    @property
    def authorization(self) -> str | None:
        """The ``Proxy-Authorization`` header value (Basic), or None without a user."""
        if not self.username:
            return None
        pair = f"{self.username}:{self.password}".encode()
        return "Basic " + base64.b64encode(pair).decode("ascii")

    @property
    def url_with_credentials(self) -> str:
        """For httpx's own proxy transport only: it reads them from the URL. Never shown."""
        if not self.username:
            return self.url
        parts = urlsplit(self.url)
        user = quote(self.username, safe="") + ":" + quote(self.password, safe="")
        return f"{parts.scheme}://{user}@{parts.netloc}"


@dataclass(frozen=True, slots=True)
class ProxyOptions:
    """How every client connects, from ``proxy_options``."""

    mode: ProxyMode = ProxyMode.SYSTEM
    manual: ProxyRoute | None = None
    bypass_loopback: bool = True

    def route(self, url: str) -> ProxyRoute | None:
        """The proxy for a request to ``url``, or None to connect directly."""
        host = urlsplit(url).hostname or ""
        if self.mode is ProxyMode.NONE:
            return None
        if self.mode is ProxyMode.MANUAL:
            if self.bypass_loopback and is_loopback(host):
                return None
            return self.manual
        return _environment_route(url)

    @property
    def trust_env(self) -> bool:
        """Whether httpx's own stack reads the environment's proxies itself."""
        return self.mode is ProxyMode.SYSTEM


DIRECT = ProxyOptions(ProxyMode.NONE)


def proxy_options(config: ProxyConfig, password: str = "") -> ProxyOptions:
    """The options every client is built with, from the saved choice and the keyring's
    password. Pure: the environment is read later, per request, in ``SYSTEM`` mode."""
    if config.mode is not ProxyMode.MANUAL:
        return ProxyOptions(config.mode, None, config.bypass_loopback)
    route = ProxyRoute(
        f"{config.scheme}://{config.address}",
        config.username,
        password if config.username else "",
    )
    return ProxyOptions(ProxyMode.MANUAL, route, config.bypass_loopback)


def is_loopback(host: str) -> bool:
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _is_ipv6(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).version == 6
    except ValueError:
        return False


def _environment_route(url: str) -> ProxyRoute | None:
    """``http_proxy``, ``https_proxy``, ``all_proxy``, minus ``no_proxy``."""
    parts = urlsplit(url)
    if urllib.request.proxy_bypass(parts.hostname or ""):
        return None
    proxies = urllib.request.getproxies()
    proxy = proxies.get(parts.scheme) or proxies.get("all")
    if not proxy:
        return None
    proxy = proxy if "://" in proxy else f"http://{proxy}"
    found = urlsplit(proxy)
    host = found.hostname or ""
    netloc = f"[{host}]" if ":" in host else host
    if found.port:
        netloc += f":{found.port}"
    return ProxyRoute(
        f"{found.scheme}://{netloc}", unquote(found.username or ""), unquote(found.password or "")
    )


# The options in force: set by the app from the settings (``apply_proxy``), read by
# ``desktop_app.net.clients`` when a client is built or a request routed. The environment's
# proxies until the settings say otherwise, as before this setting existed.
_current: list[ProxyOptions] = [ProxyOptions()]


def current_proxy() -> ProxyOptions:
    return _current[0]


def apply_proxy(options: ProxyOptions) -> None:
    _current[0] = options


def proxy_for(url: str) -> str | None:
    """The proxy URL (without credentials) the current options pick for ``url``."""
    route = current_proxy().route(url)
    return route.url if route is not None else None
