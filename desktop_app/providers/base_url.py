"""The one rule for a provider's base URL, wherever it enters: the settings, ``--base-url``,
and every request either transport sends.

A key rides along with every request to this address, so the rule is strict: ``http`` or
``https`` only, a real host, no ``user:password@`` (a key written into the address would be
stored with the settings, printed in errors and sent as Basic auth), and nothing invisible:
whitespace and control characters are refused, never stripped, because a URL that differs
from what the person sees must not silently become another one. Pure: no resolution, no I/O.
"""

from __future__ import annotations

import ipaddress
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from urllib.parse import SplitResult, unquote, urlsplit, urlunsplit

from desktop_app.errors import ArroyoError

SCHEMES = frozenset({"http", "https"})
# Controls, format characters (zero-width, direction overrides) and every kind of space.
_INVISIBLE = frozenset({"Cc", "Cf", "Zs", "Zl", "Zp"})


class BaseUrlProblem(StrEnum):
    """Why an address was refused, as a code the window and the terminal put into words."""

    EMPTY = "empty"
    INVISIBLE = "invisible"  # whitespace or control characters, around it or inside
    SCHEME = "scheme"  # not http or https: htps://, ftp://, ws://, no scheme at all
    NO_HOST = "no_host"
    USERINFO = "userinfo"  # user:password@ before the host
    MALFORMED = "malformed"  # a port that is not a number, brackets that do not close...


# English, for the terminal and the logs; the window says it in the person's language.
_MESSAGES = {
    BaseUrlProblem.EMPTY: "The base URL is empty.",
    BaseUrlProblem.INVISIBLE: "The base URL holds spaces, line breaks or other invisible "
    "characters.",
    BaseUrlProblem.SCHEME: "The base URL must start with http:// or https://.",
    BaseUrlProblem.NO_HOST: "The base URL names no server.",
    BaseUrlProblem.USERINFO: "The base URL holds a user name or password before the server "
    "name; put the key in the key field instead (it is kept in the system keyring).",
    BaseUrlProblem.MALFORMED: "The base URL is not a valid address.",
}


class BaseUrlError(ArroyoError, ValueError):
    """The address was refused. The message never repeats the address: it may hold a key."""

    def __init__(self, problem: BaseUrlProblem) -> None:
        super().__init__(_MESSAGES[problem])
        self.kind: BaseUrlProblem = problem
        self.problem = problem
        self.message = _MESSAGES[problem]


@dataclass(frozen=True, slots=True)
class CheckedUrl:
    url: str
    # Plain http to a host that is not this computer: a key would cross the network readable.
    cleartext_to_remote: bool


def check_base_url(url: str) -> CheckedUrl:
    """``url`` if it passes the rule (unchanged), or ``BaseUrlError``."""
    if not url:
        raise BaseUrlError(BaseUrlProblem.EMPTY)
    if any(unicodedata.category(ch) in _INVISIBLE for ch in url):
        raise BaseUrlError(BaseUrlProblem.INVISIBLE)
    parts = _split(url)
    if parts.scheme.lower() not in SCHEMES:
        raise BaseUrlError(BaseUrlProblem.SCHEME)
    if "@" in parts.netloc:
        raise BaseUrlError(BaseUrlProblem.USERINFO)
    host = parts.hostname
    if not host:
        raise BaseUrlError(BaseUrlProblem.NO_HOST)
    try:
        parts.port  # noqa: B018 - urllib checks the port when it is read
    except ValueError:
        raise BaseUrlError(BaseUrlProblem.MALFORMED) from None
    cleartext = parts.scheme.lower() == "http" and not is_loopback_host(host)
    return CheckedUrl(url, cleartext)


def is_loopback_host(host: str) -> bool:
    """This computer, judged by the name alone (no lookup): ``localhost`` and its subdomains,
    127.0.0.0/8 and ::1 (also as an IPv4-mapped address)."""
    host = host.strip("[]").lower().rstrip(".")
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback


def split_userinfo(url: str) -> tuple[str, str | None]:
    """The address without ``user:password@``, and the password (or, with no password, the
    user name: ``https://sk-...@host`` is a key too). ``(url, None)`` when there is none."""
    try:
        parts = _split(url)
    except BaseUrlError:
        return url, None
    userinfo, at, host = parts.netloc.rpartition("@")
    if not at:
        return url, None
    user, colon, password = userinfo.partition(":")
    secret = unquote(password if colon and password else user)
    clean = urlunsplit(SplitResult(parts.scheme, host, parts.path, parts.query, parts.fragment))
    return clean, secret or None


def _split(url: str) -> SplitResult:
    try:
        return urlsplit(url)
    except ValueError:  # an unclosed "[", an invalid IPv6 literal
        raise BaseUrlError(BaseUrlProblem.MALFORMED) from None
