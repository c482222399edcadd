"""Both transports honour the environment's proxy and one trust store, over real sockets: a
forward proxy and a TLS server whose certificate a test-made authority signed, all on 127.0.0.1.

httpx routes environment proxies through its own stack: a chunked transport built on another
one must still reach the proxy, and be the stack that carried the request there."""

from __future__ import annotations

import asyncio
import ssl

import pytest

from desktop_app.net.errors import ErrorKind
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import TurnEnding
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from tests.net.authority import Authority, make_authority
from tests.net.forward_proxy import ForwardProxy
from tests.net.helpers import TRANSPORT_NAMES, make_transport, queue, run_turn_async
from tests.net.raw_server import CHAT_END, RawServer, chat_event, run_raw_async, whole

ANSWER = "Hola por el proxy 🚀"
_PROXY_VARIABLES = ("http_proxy", "https_proxy", "all_proxy", "no_proxy")


@pytest.fixture
def clean_environment(monkeypatch):
    """No proxy or certificate settings of the machine running the tests."""
    for name in _PROXY_VARIABLES + ("SSL_CERT_FILE", "SSL_CERT_DIR"):
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)
    return monkeypatch


@pytest.fixture(scope="module")
def authority(tmp_path_factory) -> Authority:
    return make_authority(tmp_path_factory.mktemp("authority"))


class TlsRawServer(RawServer):
    """The raw server behind TLS, with a certificate for 127.0.0.1."""

    def __init__(self, respond, context: ssl.SSLContext) -> None:
        super().__init__(respond)
        self._tls = context

    @property
    def url(self) -> str:
        return "https" + super().url.removeprefix("http")

    def _serve(self, connection) -> None:
        connection.settimeout(10)
        try:
            secured = self._tls.wrap_socket(connection, server_side=True)
        except OSError:  # ssl.SSLError too: a client that did not trust us went away
            connection.close()
            return
        super()._serve(secured)


def _answer(connection, request, stopping) -> None:
    body = chat_event("Hola ") + chat_event("por el proxy 🚀") + CHAT_END
    connection.sendall(whole(200, "text/event-stream", body))


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
def test_an_environment_proxy_carries_the_stream(simulator, clean_environment, transport_name):
    model = queue(simulator, Scenario(script=Script(answer=ANSWER), chunk_size=5))

    async def go(transport):
        try:
            return await run_turn_async(simulator, transport, "openai-chat", model)
        finally:
            await transport.aclose()

    transport = make_transport(transport_name)
    with ForwardProxy() as proxy:
        clean_environment.setenv("HTTP_PROXY", proxy.url)
        result, _ = asyncio.run(go(transport))
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, ANSWER)
    # The proxy was asked for the provider's absolute URL: the request went through it...
    assert proxy.request_lines == [f"POST {simulator.url}/v1/chat/completions"]
    if transport_name == "chunked":
        # ... and it was aiohttp that carried it there, not httpx's own proxy transport.
        assert transport.carrier is not None and transport.carrier.requests_carried == 1


def test_no_proxy_sends_the_request_straight_to_the_server(simulator, clean_environment):
    model = queue(simulator, Scenario(script=Script(answer=ANSWER)))
    transport = make_transport("chunked")

    async def go():
        try:
            return await run_turn_async(simulator, transport, "openai-chat", model)
        finally:
            await transport.aclose()

    with ForwardProxy() as proxy:
        clean_environment.setenv("HTTP_PROXY", proxy.url)
        clean_environment.setenv("NO_PROXY", "127.0.0.1")
        result, _ = asyncio.run(go())
    assert result.turn.answer == ANSWER
    assert proxy.request_lines == []


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
def test_a_private_authority_in_ssl_cert_file_is_trusted_by_both_stacks(
    authority, clean_environment, transport_name
):
    clean_environment.setenv("SSL_CERT_FILE", str(authority.ca))
    with TlsRawServer(_answer, authority.server_context()) as server:
        result = asyncio.run(run_raw_async(server, make_transport(transport_name)))
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, ANSWER)


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
def test_without_the_authority_both_stacks_refuse_the_certificate(
    authority, clean_environment, transport_name
):
    with TlsRawServer(_answer, authority.server_context()) as server:
        transport = make_transport(transport_name)
        result = asyncio.run(run_raw_async(server, transport, retry=RetryPolicy(max_attempts=1)))
    assert result.provider_error.kind is ErrorKind.TLS
    assert server.requests == []  # refused during the handshake: no request was sent


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
def test_https_through_the_proxy_tunnel_with_a_private_authority(
    authority, clean_environment, transport_name
):
    clean_environment.setenv("SSL_CERT_FILE", str(authority.ca))
    transport = make_transport(transport_name)
    with (
        TlsRawServer(_answer, authority.server_context()) as server,
        ForwardProxy() as proxy,
    ):
        clean_environment.setenv("HTTPS_PROXY", proxy.url)
        result = asyncio.run(run_raw_async(server, transport))
        address = server.url.removeprefix("https://")
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, ANSWER)
    assert proxy.request_lines == [f"CONNECT {address}"]
    assert [request.path for request in server.requests] == ["/v1/chat/completions"]
    if transport_name == "chunked":
        assert transport.carrier.requests_carried == 1
