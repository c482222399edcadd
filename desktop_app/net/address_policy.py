"""Which addresses a URL the model chose may reach: the public internet only, unless the person
allowed a host. Pure classification; resolving and connecting live in ``url_policy`` and
``pinned``.

The refused kinds are spelled out in tables rather than left to ``ipaddress``'s ``is_global``
alone, so a refusal names its reason, and so a change in a Python version's idea of "global"
cannot quietly open a range. ``is_global`` is the last word only for what no table names.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from enum import StrEnum

from desktop_app.errors import ArroyoError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


class Refusal(StrEnum):
    """Why a target is not reached. The first group is about the address, the second about
    how the host was written or found."""

    LOOPBACK = "loopback"  # this computer
    PRIVATE = "private"  # a local network (RFC 1918, unique local IPv6)
    SHARED = "shared"  # carrier-grade NAT (100.64.0.0/10): a provider's own network
    LINK_LOCAL = "link_local"  # the local link (169.254/16, fe80::/10): cloud metadata lives here
    MULTICAST = "multicast"
    UNSPECIFIED = "unspecified"  # 0.0.0.0 and ::, which reach this computer when connected to
    BROADCAST = "broadcast"
    RESERVED = "reserved"  # reserved, documentation, benchmarking and other special ranges
    NOT_PUBLIC = "not_public"  # anything else ``ipaddress`` says is not globally reachable
    ODD_SPELLING = "odd_spelling"  # 127.1, 2130706433, 0x7f000001, 0177.0.0.1, 0...
    BAD_HOST = "bad_host"  # characters no host name has, IPv6 zone ids
    UNRESOLVED = "unresolved"  # the name has no address


_V4 = ipaddress.IPv4Network
_V6 = ipaddress.IPv6Network

# Most specific first: the first network that contains the address names the reason.
_IPV4_REFUSED: tuple[tuple[ipaddress.IPv4Network, Refusal], ...] = (
    (_V4("0.0.0.0/32"), Refusal.UNSPECIFIED),
    (_V4("255.255.255.255/32"), Refusal.BROADCAST),
    (_V4("0.0.0.0/8"), Refusal.UNSPECIFIED),  # "this network": Linux connects it locally
    (_V4("127.0.0.0/8"), Refusal.LOOPBACK),
    (_V4("10.0.0.0/8"), Refusal.PRIVATE),
    (_V4("172.16.0.0/12"), Refusal.PRIVATE),
    (_V4("192.168.0.0/16"), Refusal.PRIVATE),
    (_V4("100.64.0.0/10"), Refusal.SHARED),
    (_V4("169.254.0.0/16"), Refusal.LINK_LOCAL),
    (_V4("224.0.0.0/4"), Refusal.MULTICAST),
    (_V4("192.0.0.0/24"), Refusal.RESERVED),  # IETF protocol assignments
    (_V4("192.0.2.0/24"), Refusal.RESERVED),  # documentation
    (_V4("198.51.100.0/24"), Refusal.RESERVED),  # documentation
    (_V4("203.0.113.0/24"), Refusal.RESERVED),  # documentation
    (_V4("198.18.0.0/15"), Refusal.RESERVED),  # benchmarking
    (_V4("192.88.99.0/24"), Refusal.RESERVED),  # 6to4 relays, deprecated
    (_V4("240.0.0.0/4"), Refusal.RESERVED),
)
_IPV6_REFUSED: tuple[tuple[ipaddress.IPv6Network, Refusal], ...] = (
    (_V6("::/128"), Refusal.UNSPECIFIED),
    (_V6("::1/128"), Refusal.LOOPBACK),
    (_V6("fc00::/7"), Refusal.PRIVATE),  # unique local addresses
    (_V6("fec0::/10"), Refusal.PRIVATE),  # site-local, deprecated but still routed locally
    (_V6("fe80::/10"), Refusal.LINK_LOCAL),
    (_V6("ff00::/8"), Refusal.MULTICAST),
    (_V6("64:ff9b:1::/48"), Refusal.PRIVATE),  # NAT64 for local use
    (_V6("100::/64"), Refusal.RESERVED),  # discard
    (_V6("2001:db8::/32"), Refusal.RESERVED),  # documentation
    (_V6("2001::/23"), Refusal.RESERVED),  # IETF protocol assignments (Teredo among them)
)
# IPv6 forms that carry an IPv4 address inside: the IPv4 address is judged too.
_IPV4_COMPATIBLE = _V6("::/96")  # deprecated ::a.b.c.d
_IPV4_TRANSLATED = _V6("::ffff:0:0:0/96")  # SIIT ::ffff:0:a.b.c.d
_NAT64 = _V6("64:ff9b::/96")  # the well-known NAT64 prefix

_LABEL = r"[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?"
_HOST_NAME = re.compile(rf"^(?:{_LABEL}\.)*{_LABEL}\.?$")
_NUMERIC_LABEL = re.compile(r"^(?:[0-9]+|0x[0-9a-f]*)$")
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"  # decimal, no leading zero
_DOTTED_QUAD = re.compile(rf"^(?:{_OCTET}\.){{3}}{_OCTET}$")


class HostRefusedError(ArroyoError, ValueError):
    """A host or address that is not reached, with the reason as a code."""

    def __init__(self, refusal: Refusal, message: str, address: IPAddress | None = None) -> None:
        super().__init__(message)
        self.kind: Refusal = refusal
        self.refusal = refusal
        self.address = address


def literal_address(host: str) -> IPAddress | None:
    """The address a host spells, ``None`` for a name to resolve. ``host`` is as httpx gives
    it (lower case, IPv6 without brackets, international names in punycode).

    Only the usual spellings are accepted: a last label that is a number makes the whole host
    an IPv4 address for browsers and for ``getaddrinfo`` alike (``127.1``, ``2130706433``,
    ``0x7f000001``, ``0177.0.0.1``, ``0``), and those spellings are refused rather than
    decoded, so no parser difference can ever decide where a request goes."""
    if not host:
        raise HostRefusedError(Refusal.BAD_HOST, "The URL has no host.")
    if ":" in host:
        if "%" in host:
            raise HostRefusedError(
                Refusal.BAD_HOST,
                f"The host {host} carries an IPv6 zone (%...), which names a local network "
                "interface.",
            )
        try:
            return ipaddress.IPv6Address(host)
        except ValueError:
            message = f"The host [{host}] is not an IPv6 address."
            raise HostRefusedError(Refusal.BAD_HOST, message) from None
    if not _HOST_NAME.match(host):
        raise HostRefusedError(Refusal.BAD_HOST, f"The host {host} is not a valid host name.")
    last = host.removesuffix(".").rsplit(".", 1)[-1]
    if not _NUMERIC_LABEL.match(last):
        return None
    if _DOTTED_QUAD.match(host):
        return ipaddress.IPv4Address(host)
    raise HostRefusedError(
        Refusal.ODD_SPELLING,
        f"The host {host} is a numeric address in an unusual spelling; only the usual dotted "
        "form (like 93.184.215.14) is accepted.",
    )


def embedded_ipv4(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address carries (mapped, compatible, translated, NAT64, 6to4,
    Teredo's client), which is where a connection to it may really go."""
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]
    low = ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    if address in _NAT64 or address in _IPV4_TRANSLATED:
        return low
    if address in _IPV4_COMPATIBLE and int(address) > 1:  # not :: or ::1, which are their own
        return low
    return None


def refusal_for(address: IPAddress) -> Refusal | None:
    """Why this address is not reached, or ``None`` for a public address."""
    if isinstance(address, ipaddress.IPv6Address):
        if address.scope_id:
            return Refusal.LINK_LOCAL
        inner = embedded_ipv4(address)
        if inner is not None and (inner_refusal := refusal_for(inner)) is not None:
            return inner_refusal
        table: tuple[tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, Refusal], ...]
        table = _IPV6_REFUSED
    else:
        table = _IPV4_REFUSED
    for network, refusal in table:
        if address in network:
            return refusal
    return None if address.is_global else Refusal.NOT_PUBLIC


_SAID = {
    Refusal.LOOPBACK: "is this computer (loopback)",
    Refusal.PRIVATE: "is on a private network",
    Refusal.SHARED: "is in the carrier-grade NAT range, a provider's own network",
    Refusal.LINK_LOCAL: "is link-local (the local network segment, where cloud metadata lives)",
    Refusal.MULTICAST: "is a multicast address",
    Refusal.UNSPECIFIED: "is the unspecified address, which reaches this computer",
    Refusal.BROADCAST: "is the broadcast address",
    Refusal.RESERVED: "is in a reserved range",
    Refusal.NOT_PUBLIC: "is not a public internet address",
}


def check_address(address: IPAddress, host: str) -> None:
    """Raises ``HostRefusedError`` when ``address`` (found for ``host``) is not public."""
    refusal = refusal_for(address)
    if refusal is None:
        return
    shown = host if _spells(host, address) else f"{address} (the address of {host})"
    raise HostRefusedError(
        refusal,
        f"{shown} {_SAID[refusal]}; fetch_url only reaches public internet addresses.",
        address,
    )


def _spells(host: str, address: IPAddress) -> bool:
    try:
        return ipaddress.ip_address(host) == address
    except ValueError:
        return False


@dataclass(frozen=True, slots=True)
class AllowList:
    """Hosts the person let ``fetch_url`` reach although they are not public: host names
    (matched exactly, without a trailing dot), addresses, or networks like ``10.0.0.0/8``."""

    names: frozenset[str] = frozenset()
    networks: tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...] = ()

    @classmethod
    def parse(cls, entries: tuple[str, ...] | list[str]) -> AllowList:
        names: set[str] = set()
        networks = []
        for entry in entries:
            text = entry.strip().lower().removeprefix("[").removesuffix("]")
            if not text:
                continue
            try:
                networks.append(ipaddress.ip_network(text, strict=False))
            except ValueError:
                names.add(text.removesuffix("."))
        return cls(frozenset(names), tuple(networks))

    def allows_name(self, host: str) -> bool:
        return host.removesuffix(".") in self.names

    def allows_address(self, address: IPAddress) -> bool:
        return any(
            address in network for network in self.networks if network.version == address.version
        )
