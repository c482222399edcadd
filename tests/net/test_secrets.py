"""A key never shows up in a log line, an error text, a URL or a result."""

from __future__ import annotations

import asyncio
import json
import logging
import select
import socket

import pytest

from desktop_app.generation.prompt import Prompt
from desktop_app.net.errors import ErrorKind
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import TurnEnding, TurnRunner
from desktop_app.providers.requests import Endpoint, stream_request
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from tests.net.helpers import TEST_KEY, TRANSPORT_NAMES, make_transport, run_turn

WIRES = ["openai-chat", "openai-responses", "anthropic", "gemini"]


@pytest.mark.parametrize("wire", WIRES)
def test_the_key_travels_in_a_header_and_never_in_the_url(wire):
    request = stream_request(Endpoint(wire=wire, model="m", api_key=TEST_KEY), Prompt.single("x"))
    assert TEST_KEY not in request.url
    assert TEST_KEY in "".join(request.headers.values())
    assert TEST_KEY not in repr(request) and TEST_KEY not in str(request.redacted_headers())
    assert request.secrets and all(TEST_KEY in s for s in request.secrets)


def test_the_simulator_received_the_key_where_each_provider_expects_it(simulator):
    expected = {
        "openai-chat": ("authorization", f"Bearer {TEST_KEY}"),
        "anthropic": ("x-api-key", TEST_KEY),
        "gemini": ("x-goog-api-key", TEST_KEY),
    }
    for wire, (header, value) in expected.items():
        before = len(simulator.requests)
        run_turn(simulator, "chunked", wire, Scenario())
        received = simulator.requests[before]
        assert received.headers.get(header) == value, wire
        assert TEST_KEY not in received.path
    anthropic = next(r for r in reversed(simulator.requests) if r.path.endswith("/messages"))
    assert anthropic.headers["anthropic-version"]


def test_no_log_line_or_error_text_of_any_failure_holds_the_key(simulator, caplog):
    echoing = f"Incorrect API key provided: {TEST_KEY}. You can find your key in settings."
    scenarios = [
        Scenario(status=401, error_message=echoing),
        Scenario(status=429, retry_after="0", error_message=f"limit for {TEST_KEY}"),
        Scenario(status=500),
        Scenario(script=Script(answer="x"), inband_error="openai"),
        Scenario(script=Script(answer="x"), cut_at=60),
        Scenario(script=Script(answer="ok")),
    ]
    texts = []
    with caplog.at_level(logging.DEBUG):
        for transport in TRANSPORT_NAMES:
            for wire in WIRES:
                for scenario in scenarios:
                    result, events = run_turn(
                        simulator,
                        transport,
                        wire,
                        scenario,
                        retry=RetryPolicy(max_attempts=2, base_delay=0),
                    )
                    texts += [repr(result), str(result.error_message), *map(repr, events)]
                    if result.provider_error is not None:
                        texts += [str(result.provider_error), repr(result.provider_error)]
    logged = [record.getMessage() for record in caplog.records]
    assert logged, "the run logged nothing: the check would prove nothing"
    assert any("[redacted]" in text for text in texts)  # the echoed key was caught
    for text in texts + logged:
        assert TEST_KEY not in text
        assert TEST_KEY[-12:] not in text


# -- keys echoed inside the stream, and addresses a key must not go to -------------------------

_ECHO = f"Incorrect API key provided: {TEST_KEY}. Also seen as {TEST_KEY[:16]}…"
# In-band error events as each wire sends them, the message echoing the key.
ECHOING_EVENTS = {
    "openai-chat": (
        "event: error\ndata: "
        + json.dumps(
            {
                "error": {
                    "message": _ECHO,
                    "type": "invalid_request_error",
                    "code": "invalid_api_key",
                }
            }
        )
        + "\n\n"
    ),
    "openai-responses": (
        "event: error\ndata: "
        + json.dumps(
            {
                "type": "error",
                "error": {
                    "type": "invalid_request_error",
                    "code": "invalid_api_key",
                    "message": _ECHO,
                },
            }
        )
        + "\n\n"
    ),
    "anthropic": (
        "event: error\ndata: "
        + json.dumps({"type": "error", "error": {"type": "authentication_error", "message": _ECHO}})
        + "\n\n"
    ),
    "gemini": (
        "data: "
        + json.dumps({"error": {"code": 401, "message": _ECHO, "status": "UNAUTHENTICATED"}})
        + "\r\n\r\n"
    ),
}


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_a_key_echoed_in_an_in_band_error_reaches_no_outcome_text(simulator, transport, wire):
    body = ECHOING_EVENTS[wire].encode()
    result, events = run_turn(
        simulator, transport, wire, Scenario(body=body), retry=RetryPolicy(max_attempts=1)
    )
    assert result.turn.error is not None, "the in-band error was not recognised"
    texts = [str(result.error_message), repr(result), *map(repr, events)]
    assert "[redacted]" in result.error_message
    assert "Incorrect API key provided" in result.error_message  # the provider's words stay
    for text in texts:
        assert TEST_KEY not in text and TEST_KEY[:16] not in text and TEST_KEY[-12:] not in text


def test_a_key_echoed_inside_the_answer_is_not_in_the_final_answer(simulator):
    script = Script(answer=f"[notice: request with key {TEST_KEY} was throttled]")
    result, _ = run_turn(simulator, "chunked", "openai-chat", Scenario(script=script))
    assert TEST_KEY not in result.turn.answer and "[redacted]" in result.turn.answer


BAD_ADDRESSES = [
    "htps://127.0.0.1:{port}/v1",
    "ftp://127.0.0.1:{port}/v1",
    "ws://127.0.0.1:{port}/v1",
    " http://127.0.0.1:{port}/v1",
    "http://127.0.0.1:{port}/v1\n",
    "http://user:" + TEST_KEY + "@127.0.0.1:{port}/v1",
]


@pytest.fixture
def listener():
    """A loopback socket nobody should connect to: ``accept`` tells whether anybody did."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        server.setblocking(False)
        yield server


def _connected(server: socket.socket) -> bool:
    try:
        connection, _ = server.accept()
    except BlockingIOError:
        return False
    connection.close()
    return True


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("address", BAD_ADDRESSES)
def test_a_bad_address_is_refused_before_any_connection(listener, transport, address):
    port = listener.getsockname()[1]
    endpoint = Endpoint(
        wire="openai-chat", model="m", base_url=address.format(port=port), api_key=TEST_KEY
    )
    request = stream_request(endpoint, Prompt.single("x"))

    async def go():
        runner_transport = make_transport(transport)
        try:
            runner = TurnRunner(
                runner_transport,
                wire="openai-chat",
                retry=RetryPolicy(max_attempts=3, base_delay=0),
            )
            return await runner.run(request, lambda event: None)
        finally:
            await runner_transport.aclose()

    result = asyncio.run(go())
    assert result.ending is TurnEnding.REQUEST_FAILED and result.attempts == 1
    assert result.provider_error.kind is ErrorKind.BAD_URL
    assert TEST_KEY not in result.provider_error.message
    assert not _connected(listener)  # nothing reached the port, not even a Basic-auth try


def test_the_listener_would_have_seen_a_connection(listener):
    """The check above can fail: a good address to the same port does connect."""
    port = listener.getsockname()[1]
    with socket.create_connection(("127.0.0.1", port), timeout=5):
        pass
    deadline = 50
    while not _connected(listener) and deadline:
        deadline -= 1
        select.select([listener], [], [], 0.1)
    assert deadline, "the connection was never seen"
