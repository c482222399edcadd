"""Running turns against the simulator from synchronous tests."""

from __future__ import annotations

import asyncio
import itertools

from desktop_app.generation.prompt import Prompt
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.transports import ChunkedTransport, SnapshotTransport
from desktop_app.net.turn import TurnEvent, TurnResult, TurnRunner
from desktop_app.providers.requests import Endpoint, stream_request
from desktop_app.simulator.scenarios import Scenario

TRANSPORT_NAMES = ["chunked", "diff"]
TEST_KEY = "sk-arroyo-test-9f8e7d6c5b4a"
_models = itertools.count()


def make_transport(name: str, **options):
    return {"chunked": ChunkedTransport, "diff": SnapshotTransport}[name](**options)


def endpoint_for(simulator, wire: str, model: str, key: str | None = TEST_KEY) -> Endpoint:
    root = simulator.url + ("/v1beta" if wire == "gemini" else "/v1")
    return Endpoint(wire=wire, model=model, base_url=root, api_key=key)


def model_bodies(simulator, model: str) -> list[dict]:
    """The JSON bodies the simulator received for ``model``, in order. The simulator serves the
    whole session, so its log also holds other tests' requests, some with no JSON body."""
    return [
        r.body
        for r in simulator.requests
        if isinstance(r.body, dict) and r.body.get("model") == model
    ]


def queue(simulator, *scenarios: Scenario) -> str:
    """A fresh model name with these scenarios queued for it."""
    model = f"test-model-{next(_models)}"
    if scenarios:
        simulator.queue(model, *scenarios)
    return model


async def run_turn_async(
    simulator,
    transport,
    wire: str,
    model: str,
    *,
    idle_timeout: float = 5.0,
    retry: RetryPolicy | None = None,
    key: str | None = TEST_KEY,
    **runner_options,
) -> tuple[TurnResult, list[TurnEvent]]:
    events: list[TurnEvent] = []
    runner = TurnRunner(
        transport,
        wire=wire,
        idle_timeout=idle_timeout,
        retry=retry or RetryPolicy(base_delay=0.01, max_delay=0.05),
        **runner_options,
    )
    request = stream_request(endpoint_for(simulator, wire, model, key), Prompt.single("Hola"))
    result = await runner.run(request, events.append)
    return result, events


def run_turn(
    simulator,
    transport_name: str,
    wire: str,
    *scenarios: Scenario,
    transport_options: dict | None = None,
    **options,
):
    """Queues ``scenarios`` under a fresh model and runs one turn through the named transport."""
    model = queue(simulator, *scenarios)

    async def go():
        transport = make_transport(transport_name, **(transport_options or {}))
        try:
            return await run_turn_async(simulator, transport, wire, model, **options)
        finally:
            await transport.aclose()

    return asyncio.run(go())
