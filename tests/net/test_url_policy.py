"""The URL policy with an injected resolver, and the pinned client against real loopback servers.
The network guard makes any connection outside loopback, and any real DNS query, impossible."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from desktop_app.net.address_policy import HostRefusedError, Refusal
from desktop_app.net.pinned import PinnedBackend, pinned_client
from desktop_app.net.url_policy import CheckedTarget, UrlPolicy, system_resolver
from tests.net.loopback_web import FakeResolver, NetworkGuard, network_guard, resolver, webs

__all__ = ["network_guard", "resolver"]  # fixtures, used by name


def check(policy: UrlPolicy, url: str) -> CheckedTarget:
    return asyncio.run(policy.check(httpx.URL(url)))


@pytest.mark.parametrize(
    ("name", "answers", "refusal"),
    [
        ("evil.test", ["127.0.0.3"], Refusal.LOOPBACK),
        ("intranet.test", ["10.0.0.5"], Refusal.PRIVATE),
        ("home.test", ["192.168.1.1"], Refusal.PRIVATE),
        ("cgnat.test", ["100.64.0.1"], Refusal.SHARED),
        ("metadata.test", ["169.254.169.254"], Refusal.LINK_LOCAL),
        ("ula.test", ["fd12:3456::1"], Refusal.PRIVATE),
        ("link6.test", ["fe80::1"], Refusal.LINK_LOCAL),
        ("mapped.test", ["::ffff:127.0.0.1"], Refusal.LOOPBACK),
        ("zero.test", ["0.0.0.0"], Refusal.UNSPECIFIED),
        ("group.test", ["239.1.2.3"], Refusal.MULTICAST),
        # One public answer does not excuse a local one: whichever were used, it is refused.
        ("mixed.test", ["93.184.215.14", "127.0.0.1"], Refusal.LOOPBACK),
    ],
)
def test_names_resolving_to_local_addresses_are_refused(
    name: str,
    answers: list[str],
    refusal: Refusal,
    resolver: FakeResolver,
    network_guard: NetworkGuard,
):
    resolver.answers[name] = [answers]
    with pytest.raises(HostRefusedError) as refused:
        check(UrlPolicy.of((), resolver), f"http://{name}:8080/x")
    assert refused.value.refusal is refusal
    assert f"(the address of {name})" in str(refused.value)
    assert resolver.calls == [name] and network_guard.attempts == []


def test_a_public_answer_is_checked_and_kept_for_the_connection(resolver: FakeResolver):
    answers = ("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c")
    resolver.answers["example.test"] = [answers]
    target = check(UrlPolicy.of((), resolver), "https://Example.Test/page")
    url = httpx.URL("https://example.test/page")
    assert target == CheckedTarget(url, "example.test", 443, answers)


def test_an_unknown_name_is_reported_as_unresolved(resolver: FakeResolver):
    with pytest.raises(HostRefusedError) as refused:
        check(UrlPolicy.of((), resolver), "http://nowhere.test/")
    assert refused.value.refusal is Refusal.UNRESOLVED
    assert str(refused.value) == (
        "The host nowhere.test could not be resolved (Name or service not known)."
    )


def test_the_system_resolver_answers_addresses_as_text():
    # A numeric host needs no DNS: getaddrinfo answers it itself.
    assert asyncio.run(system_resolver("127.0.0.1", 80))[0] == "127.0.0.1"


@pytest.mark.parametrize(
    ("allowed", "url", "passes"),
    [
        (("127.0.0.1",), "http://127.0.0.1:1/", True),
        (("127.0.0.1",), "http://127.0.0.2:1/", False),
        (("127.0.0.0/8",), "http://127.0.0.2:1/", True),
        (("intranet.test",), "http://intranet.test:1/", True),
        (("intranet.test",), "http://other.test:1/", False),
        (("127.0.0.1",), "http://127.1:1/", False),  # an odd spelling stays refused
    ],
)
def test_the_allow_list(allowed, url, passes, resolver: FakeResolver):
    resolver.answers.update({"intranet.test": [["127.0.0.1"]], "other.test": [["127.0.0.1"]]})
    policy = UrlPolicy.of(allowed, resolver)
    if passes:
        assert check(policy, url).addresses
    else:
        with pytest.raises(HostRefusedError):
            check(policy, url)


# -- the pinned client ------------------------------------------------------------------------


async def _get(backend: PinnedBackend, url: str) -> httpx.Response:
    async with pinned_client(backend, timeout=5) as client:
        response = await client.get(url)
        await response.aread()
        return response


def test_the_connection_goes_to_the_checked_address_and_keeps_the_name(
    resolver: FakeResolver, network_guard: NetworkGuard
):
    with webs("127.0.0.1", "127.0.0.2") as (checked, other):
        # A DNS server that changes its mind: 127.0.0.1 to the check, 127.0.0.2 afterwards.
        resolver.answers["rebind.test"] = [["127.0.0.1"], ["127.0.0.2"]]
        policy = UrlPolicy.of(("127.0.0.1",), resolver)
        url = f"http://rebind.test:{checked.port}/page"

        async def fetch() -> httpx.Response:
            backend = PinnedBackend()
            backend.pin(await policy.check(httpx.URL(url)))
            return await _get(backend, url)

        response = asyncio.run(fetch())
    assert response.text == "hello from 127.0.0.1"
    assert checked.requests == [("/page", f"rebind.test:{checked.port}")]
    assert other.connections == 0
    assert resolver.calls == ["rebind.test"]  # resolved once, by the policy; never again
    assert network_guard.blocked == []


def test_a_host_that_was_not_checked_is_not_connected_to(network_guard: NetworkGuard):
    with webs("127.0.0.1") as (server,), pytest.raises(httpx.ConnectError, match="not checked"):
        asyncio.run(_get(PinnedBackend(), f"{server.url}/"))
    assert server.connections == 0 and network_guard.attempts == []


def test_environment_proxies_are_ignored(
    monkeypatch: pytest.MonkeyPatch, network_guard: NetworkGuard
):
    with webs("127.0.0.1", "127.0.0.4") as (server, proxy):
        for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "all_proxy"):
            monkeypatch.setenv(name, proxy.url)
        for name in ("NO_PROXY", "no_proxy"):
            monkeypatch.delenv(name, raising=False)

        async def fetch() -> httpx.Response:
            backend = PinnedBackend()
            backend.pin(await UrlPolicy.of(("127.0.0.1",)).check(httpx.URL(server.url)))
            return await _get(backend, f"{server.url}/")

        response = asyncio.run(fetch())
        assert response.status_code == 200 and server.connections == 1
        assert proxy.connections == 0

        async def trusting() -> httpx.Response:  # what the environment would have done
            async with httpx.AsyncClient(trust_env=True) as client:
                return await client.get(f"{server.url}/")

        assert asyncio.run(trusting()).text == "hello from 127.0.0.4"
        assert proxy.connections == 1 and server.connections == 1


def _ipv6_loopback() -> bool:
    import socket

    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
    except OSError:
        return False
    return True


@pytest.mark.skipif(not _ipv6_loopback(), reason="this machine has no IPv6 loopback")
def test_an_allowed_ipv6_address_is_pinned_and_reached(network_guard: NetworkGuard):
    with webs("::1") as (server,):

        async def fetch() -> httpx.Response:
            backend = PinnedBackend()
            backend.pin(await UrlPolicy.of(("::1",)).check(httpx.URL(server.url)))
            return await _get(backend, f"{server.url}/six")

        response = asyncio.run(fetch())
    assert response.text == "hello from ::1"
    assert server.requests == [("/six", f"[::1]:{server.port}")]
