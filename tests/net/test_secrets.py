"""A key never shows up in a log line, an error text, a URL or a result."""

from __future__ import annotations

import logging

import pytest

from desktop_app.generation.prompt import Prompt
from desktop_app.net.retry import RetryPolicy
from desktop_app.providers.requests import Endpoint, stream_request
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from tests.net.helpers import TEST_KEY, TRANSPORT_NAMES, run_turn

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
                    result, events = run_turn(simulator, transport, wire, scenario,
                                              retry=RetryPolicy(max_attempts=2, base_delay=0))  # fmt: skip
                    texts += [repr(result), str(result.error_message), *map(repr, events)]
                    if result.provider_error is not None:
                        texts += [str(result.provider_error), repr(result.provider_error)]
    logged = [record.getMessage() for record in caplog.records]
    assert logged, "the run logged nothing: the check would prove nothing"
    assert any("[redacted]" in text for text in texts)  # the echoed key was caught
    for text in texts + logged:
        assert TEST_KEY not in text
        assert TEST_KEY[-12:] not in text
