"""fetch_url and the network policy, end to end: real servers on loopback addresses that count
their connections, a fake resolver, and a guard that fails any connection outside loopback."""

from __future__ import annotations

import asyncio
import re
import socket
from pathlib import Path

import pytest

from desktop_app.agent.builtin import FetchUrl
from desktop_app.agent.tools import PolicyError, ToolContext, ToolOutcome
from tests.net.loopback_web import FakeResolver, NetworkGuard, network_guard, resolver, webs

__all__ = ["network_guard", "resolver"]  # fixtures, used by name


def fetch(url: str, context: ToolContext) -> ToolOutcome:
    return asyncio.run(FetchUrl().run({"url": url}, context))


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    return tmp_path


def context_for(workspace: Path, resolver: FakeResolver, *allowed: str) -> ToolContext:
    return ToolContext(workspace=workspace, resolver=resolver, fetch_allowed_hosts=allowed)


def _ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
    except OSError:
        return False
    return True


# -- the spellings of finding 1 ---------------------------------------------------------------

# Each is this computer; none may be reached, and none is even resolved: the spelling decides.
SPELLINGS = [
    ("http://127.1:{port}/", "numeric address in an unusual spelling"),
    ("http://2130706433:{port}/", "numeric address in an unusual spelling"),
    ("http://0x7f000001:{port}/", "numeric address in an unusual spelling"),
    ("http://0:{port}/", "numeric address in an unusual spelling"),
    ("http://0.0.0.0:{port}/", "0.0.0.0 is the unspecified address, which reaches this computer"),
    ("http://127.0.0.1:{port}/", "127.0.0.1 is this computer (loopback)"),
    ("http://127.0.0.2:{port}/", "127.0.0.2 is this computer (loopback)"),
    ("http://[::1]:{port}/", "::1 is this computer (loopback)"),
    ("http://[::ffff:127.0.0.1]:{port}/", "::ffff:127.0.0.1 is this computer (loopback)"),
    ("http://[::ffff:7f00:1]:{port}/", "::ffff:7f00:1 is this computer (loopback)"),
]


@pytest.mark.parametrize(("template", "reason"), SPELLINGS)
def test_every_spelling_of_this_computer_is_refused_before_any_connection(
    template: str,
    reason: str,
    workspace: Path,
    resolver: FakeResolver,
    network_guard: NetworkGuard,
):
    addresses = ["127.0.0.1", "127.0.0.2"] + (["::1"] if _ipv6_loopback() else [])
    with webs(*addresses) as servers:
        url = template.format(port=servers[0].port)
        context = context_for(workspace, resolver)
        # The model is told at validation, before any question to the person:
        with pytest.raises(PolicyError, match=re.escape(reason)):
            FetchUrl().check({"url": url}, context)
        outcome = fetch(url, context)  # and run checks again
        assert outcome.is_error and reason in outcome.output
        assert outcome.output.startswith("Not fetching http://")
    assert [server.connections for server in servers] == [0] * len(servers)
    assert network_guard.attempts == [] and resolver.calls == []


NAMES = [
    ("evil.test", "127.0.0.3", "127.0.0.3 (the address of evil.test) is this computer"),
    ("localhost", "127.0.0.1", "127.0.0.1 (the address of localhost) is this computer"),
    ("intranet.test", "10.1.2.3", "10.1.2.3 (the address of intranet.test) is on a private"),
    ("metadata.test", "169.254.169.254", "(the address of metadata.test) is link-local"),
    ("cgnat.test", "100.64.1.1", "carrier-grade NAT"),
    ("ula.test", "fd00::5", "fd00::5 (the address of ula.test) is on a private network"),
    ("link6.test", "fe80::1", "is link-local"),
]


@pytest.mark.parametrize(("name", "address", "reason"), NAMES)
def test_a_name_resolving_to_a_local_address_is_refused_before_any_connection(
    name: str,
    address: str,
    reason: str,
    workspace: Path,
    resolver: FakeResolver,
    network_guard: NetworkGuard,
):
    with webs("127.0.0.1", "127.0.0.3") as servers:
        resolver.answers[name] = [[address]]
        url = f"http://{name}:{servers[0].port}/collect?d=PIN%209876"
        context = context_for(workspace, resolver)
        FetchUrl().check({"url": url}, context)  # names are resolved when the tool runs
        outcome = fetch(url, context)
    assert outcome.is_error and reason in outcome.output
    assert [server.connections for server in servers] == [0, 0]
    assert network_guard.attempts == [] and resolver.calls == [name]


def test_a_redirect_to_another_local_address_is_refused_before_it_is_followed(
    workspace: Path, resolver: FakeResolver, network_guard: NetworkGuard
):
    with webs("127.0.0.1", "127.0.0.2", "127.0.0.3") as (start, second, third):
        target = f"http://127.0.0.2:{start.port}/collect"
        start.routes["/out"] = (302, {"Location": target}, b"")
        start.routes["/out-by-name"] = (302, {"Location": f"http://evil.test:{start.port}/"}, b"")
        resolver.answers["evil.test"] = [["127.0.0.3"]]
        context = context_for(workspace, resolver, "127.0.0.1")  # the first hop is allowed
        outcome = fetch(f"{start.url}/out", context)
        by_name = fetch(f"{start.url}/out-by-name", context)
    assert outcome == ToolOutcome(
        f"{start.url}/out redirected to {target}, which is not followed: 127.0.0.2 is this "
        "computer (loopback); fetch_url only reaches public internet addresses.",
        is_error=True,
    )
    assert "127.0.0.3 (the address of evil.test) is this computer" in by_name.output
    assert start.connections == 2 and second.connections == 0 and third.connections == 0
    assert network_guard.blocked == []


# -- what the person allowed ------------------------------------------------------------------


def test_an_allowed_name_is_fetched_from_its_checked_address_with_its_own_host_header(
    workspace: Path, resolver: FakeResolver, network_guard: NetworkGuard
):
    with webs("127.0.0.1") as (server,):
        resolver.answers["intranet.test"] = [["127.0.0.1"]]
        url = f"http://intranet.test:{server.port}/page"
        outcome = fetch(url, context_for(workspace, resolver, "intranet.test"))
    assert outcome == ToolOutcome(
        f"GET {url}\nStatus: 200 OK\nContent-Type: text/plain\n\nhello from 127.0.0.1"
    )
    assert server.requests == [("/page", f"intranet.test:{server.port}")]


def test_a_rebinding_name_is_connected_to_the_address_that_was_checked(
    workspace: Path, resolver: FakeResolver, network_guard: NetworkGuard
):
    with webs("127.0.0.1", "127.0.0.2") as (checked, other):
        # The DNS answer changes after the check: an unpinned connection would reach .2.
        resolver.answers["rebind.test"] = [["127.0.0.1"], ["127.0.0.2"]]
        context = context_for(workspace, resolver, "127.0.0.1")
        outcome = fetch(f"http://rebind.test:{checked.port}/", context)
    assert outcome.output.endswith("hello from 127.0.0.1")
    assert checked.connections == 1 and other.connections == 0
    assert resolver.calls == ["rebind.test"]


def test_environment_proxies_are_not_used(
    workspace: Path,
    resolver: FakeResolver,
    network_guard: NetworkGuard,
    monkeypatch: pytest.MonkeyPatch,
):
    with webs("127.0.0.1", "127.0.0.5") as (server, proxy):
        for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "all_proxy"):
            monkeypatch.setenv(name, proxy.url)
        for name in ("NO_PROXY", "no_proxy"):
            monkeypatch.delenv(name, raising=False)
        outcome = fetch(f"{server.url}/", context_for(workspace, resolver, "127.0.0.1"))
    assert outcome.output.endswith("hello from 127.0.0.1")
    assert server.connections == 1 and proxy.connections == 0


# -- redirect loops ---------------------------------------------------------------------------


def test_a_redirect_loop_is_reported_as_a_loop(
    workspace: Path, resolver: FakeResolver, network_guard: NetworkGuard
):
    with webs("127.0.0.1") as (server,):
        server.routes["/a"] = (302, {"Location": "/b"}, b"")
        server.routes["/b"] = (301, {"Location": f"{server.url}/a"}, b"")
        for step in range(7):
            server.routes[f"/chain{step}"] = (302, {"Location": f"/chain{step + 1}"}, b"")
        context = context_for(workspace, resolver, "127.0.0.1")
        loop = fetch(f"{server.url}/a", context)
        chain = fetch(f"{server.url}/chain0", context)
    assert loop == ToolOutcome(
        "Fetching stopped: the redirects go round in a loop "
        f"({server.url}/a -> {server.url}/b -> {server.url}/a).",
        is_error=True,
    )
    assert chain == ToolOutcome(
        f"Fetching stopped after 5 redirects (the next went to {server.url}/chain6).",
        is_error=True,
    )


# -- charsets ---------------------------------------------------------------------------------


UNKNOWN = (
    "[The response declares the charset x-no-such-charset, which is not known; it is shown as "
    "UTF-8.]"
)
EMPTY = "[The response declares an empty charset; it is shown as UTF-8.]"
NOT_TEXT = "[The response declares base64, which is not a text charset; it is shown as UTF-8.]"
NO_BOM = (
    "[The response could not be decoded as utf-16 (UTF-16 stream does not start with BOM); it is "
    "shown as UTF-8.]"
)
CHARSETS = [
    ("text/plain; charset=x-no-such-charset", b"caf\xc3\xa9", UNKNOWN, "café"),
    ("text/plain; charset=", b"caf\xc3\xa9", EMPTY, "café"),
    # Codecs Python knows that are not text encodings failed with an empty AssertionError.
    ("text/plain; charset=base64", b"caf\xc3\xa9", NOT_TEXT, "café"),
    ("text/plain; charset=zlib", b"plain", "which is not a text charset", "plain"),
    # Charsets that fail part-way instead of replacing what they cannot read.
    ("text/plain; charset=utf-16", b"hello", NO_BOM, "hello"),
    (
        "text/plain; charset=idna",
        b"caf\xc3\xa9 \xff",
        "(Unsupported error handling replace)",
        "café \ufffd",
    ),
    ("text/plain; charset=latin-1", b"caf\xe9", None, "café"),
]


@pytest.mark.parametrize(("content_type", "body", "note", "text"), CHARSETS)
def test_charset_trouble_is_said_in_words_and_the_text_still_shown(
    content_type: str,
    body: bytes,
    note: str | None,
    text: str,
    workspace: Path,
    resolver: FakeResolver,
    network_guard: NetworkGuard,
):
    with webs("127.0.0.1") as (server,):
        server.routes["/page"] = (200, {"Content-Type": content_type}, body)
        outcome = fetch(f"{server.url}/page", context_for(workspace, resolver, "127.0.0.1"))
    assert not outcome.is_error
    assert outcome.output.endswith("\n\n" + text)
    if note is None:
        assert "[" not in outcome.output
    else:
        assert note in outcome.output


def test_an_empty_body_says_so(
    workspace: Path, resolver: FakeResolver, network_guard: NetworkGuard
):
    with webs("127.0.0.1") as (server,):
        server.routes["/empty"] = (200, {"Content-Type": "text/html; charset=base64"}, b"")
        outcome = fetch(f"{server.url}/empty", context_for(workspace, resolver, "127.0.0.1"))
    assert outcome == ToolOutcome(
        f"GET {server.url}/empty\nStatus: 200 OK\nContent-Type: text/html; charset=base64\n"
        "[The response has no body.]"
    )
