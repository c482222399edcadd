"""Which hosts and addresses a model-chosen URL may reach: pure classification, no network."""

from __future__ import annotations

import ipaddress

import httpx
import pytest

from desktop_app.net.address_policy import (
    AllowList,
    HostRefusedError,
    Refusal,
    check_address,
    embedded_ipv4,
    literal_address,
    refusal_for,
)


def host_of(url: str) -> str:
    return httpx.URL(url).host  # the host exactly as httpx hands it on


@pytest.mark.parametrize(
    "url",
    [
        "http://127.1/",
        "http://2130706433/",
        "http://0x7f000001/",
        "http://0x7f.1/",
        "http://0/",
        "http://127.0.0.1./",
        "http://1.2.3.4.5/",
        "http://0177.0.0.1./",  # httpx rejects 0177.0.0.1, but not with a trailing dot
        "http://017700000001/",
        "http://93.184.215.014./",  # a leading zero is octal to getaddrinfo
    ],
)
def test_every_unusual_numeric_spelling_is_refused_before_resolving(url: str):
    with pytest.raises(HostRefusedError) as refused:
        literal_address(host_of(url))
    assert refused.value.refusal is Refusal.ODD_SPELLING
    assert "unusual spelling" in str(refused.value)


@pytest.mark.parametrize(
    ("host", "address"),
    [
        ("127.0.0.1", "127.0.0.1"),
        ("0.0.0.0", "0.0.0.0"),
        ("::1", "::1"),
        ("::ffff:127.0.0.1", "::ffff:7f00:1"),
        ("93.184.215.14", "93.184.215.14"),
    ],
)
def test_usual_spellings_give_their_address(host: str, address: str):
    assert literal_address(host) == ipaddress.ip_address(address)


@pytest.mark.parametrize(
    "host", ["example.org", "xn--bcher-kva.example", "a-b.c_d.test", "localhost."]
)
def test_names_are_left_to_the_resolver(host: str):
    assert literal_address(host) is None


@pytest.mark.parametrize(
    ("host", "refusal"),
    [
        ("127.0.0.1%2e", Refusal.BAD_HOST),
        ("fe80::1%25eth0", Refusal.BAD_HOST),
        ("exa mple.org", Refusal.BAD_HOST),
        ("-start.example", Refusal.BAD_HOST),
        ("", Refusal.BAD_HOST),
    ],
)
def test_hosts_no_name_has_are_refused(host: str, refusal: Refusal):
    with pytest.raises(HostRefusedError) as refused:
        literal_address(host)
    assert refused.value.refusal is refusal


REFUSED = [
    ("127.0.0.1", Refusal.LOOPBACK),
    ("127.0.0.2", Refusal.LOOPBACK),
    ("127.255.255.254", Refusal.LOOPBACK),
    ("::1", Refusal.LOOPBACK),
    ("0.0.0.0", Refusal.UNSPECIFIED),
    ("0.1.2.3", Refusal.UNSPECIFIED),
    ("::", Refusal.UNSPECIFIED),
    ("10.0.0.5", Refusal.PRIVATE),
    ("172.16.0.1", Refusal.PRIVATE),
    ("172.31.255.255", Refusal.PRIVATE),
    ("192.168.1.1", Refusal.PRIVATE),
    ("fd00::1", Refusal.PRIVATE),
    ("fc00::1", Refusal.PRIVATE),
    ("fec0::1", Refusal.PRIVATE),
    ("100.64.0.1", Refusal.SHARED),
    ("100.127.255.254", Refusal.SHARED),
    ("169.254.169.254", Refusal.LINK_LOCAL),
    ("fe80::1", Refusal.LINK_LOCAL),
    ("fe80::1%2", Refusal.LINK_LOCAL),
    ("224.0.0.1", Refusal.MULTICAST),
    ("239.255.255.250", Refusal.MULTICAST),
    ("ff02::1", Refusal.MULTICAST),
    ("255.255.255.255", Refusal.BROADCAST),
    ("240.0.0.1", Refusal.RESERVED),
    ("192.0.2.1", Refusal.RESERVED),
    ("198.18.0.1", Refusal.RESERVED),
    ("2001:db8::1", Refusal.RESERVED),
    # IPv6 spellings of IPv4 addresses: judged by the IPv4 address inside.
    ("::ffff:127.0.0.1", Refusal.LOOPBACK),
    ("::ffff:10.0.0.1", Refusal.PRIVATE),
    ("::ffff:169.254.169.254", Refusal.LINK_LOCAL),
    ("::127.0.0.1", Refusal.LOOPBACK),  # IPv4-compatible, deprecated
    ("::ffff:0:127.0.0.1", Refusal.LOOPBACK),  # IPv4-translated
    ("64:ff9b::127.0.0.1", Refusal.LOOPBACK),  # NAT64
    ("64:ff9b::10.1.2.3", Refusal.PRIVATE),
    ("64:ff9b:1::1", Refusal.PRIVATE),  # NAT64 for local use
    ("2002:7f00:1::", Refusal.LOOPBACK),  # 6to4 of 127.0.0.1
    ("2002:a9fe:a9fe::1", Refusal.LINK_LOCAL),  # 6to4 of 169.254.169.254
]


@pytest.mark.parametrize(("address", "refusal"), REFUSED)
def test_refused_kinds(address: str, refusal: Refusal):
    assert refusal_for(ipaddress.ip_address(address)) is refusal


PUBLIC = [
    "93.184.215.14",
    "1.1.1.1",
    "2606:4700:4700::1111",
    "::ffff:93.184.215.14",
    "64:ff9b::93.184.215.14",
]


@pytest.mark.parametrize("address", PUBLIC)
def test_public_addresses_pass(address: str):
    assert refusal_for(ipaddress.ip_address(address)) is None
    check_address(ipaddress.ip_address(address), address)  # does not raise


def test_embedded_ipv4_forms():
    mapped = ipaddress.IPv6Address("::ffff:1.2.3.4")
    assert embedded_ipv4(mapped) == ipaddress.IPv4Address("1.2.3.4")
    assert embedded_ipv4(ipaddress.IPv6Address("2606:4700::1")) is None
    assert embedded_ipv4(ipaddress.IPv6Address("::1")) is None  # loopback in its own right


def test_a_refusal_names_the_host_the_address_came_from():
    with pytest.raises(HostRefusedError) as refused:
        check_address(ipaddress.ip_address("127.0.0.3"), "evil.test")
    assert str(refused.value) == (
        "127.0.0.3 (the address of evil.test) is this computer (loopback); fetch_url only "
        "reaches public internet addresses."
    )
    assert refused.value.address == ipaddress.ip_address("127.0.0.3")


def test_the_allow_list_takes_names_addresses_and_networks():
    allowed = AllowList.parse(["Intranet.Test.", " 127.0.0.1 ", "10.0.0.0/8", "[::1]", ""])
    assert allowed.allows_name("intranet.test") and allowed.allows_name("intranet.test.")
    assert not allowed.allows_name("other.test")
    assert allowed.allows_address(ipaddress.ip_address("127.0.0.1"))
    assert not allowed.allows_address(ipaddress.ip_address("127.0.0.2"))
    assert allowed.allows_address(ipaddress.ip_address("10.20.30.40"))
    assert allowed.allows_address(ipaddress.ip_address("::1"))
    assert AllowList.parse([]) == AllowList()
