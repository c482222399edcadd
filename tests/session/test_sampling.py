"""A sampling request the person confirmed, answered by the current provider (the simulator
over HTTP on 127.0.0.1): the server's messages and system prompt sent as one turn, no tools,
and the answer's text returned in the spec's shape."""

from __future__ import annotations

import pytest

from desktop_app.mcp.sampling import SamplingMessage, SamplingRequest
from desktop_app.net.transports import ChunkedTransport
from desktop_app.session.sampling import sample
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from tests.net.helpers import endpoint_for, model_bodies, queue


@pytest.mark.asyncio
async def test_the_servers_messages_go_to_the_model_and_its_answer_comes_back(simulator):
    model = queue(simulator, Scenario(script=Script(answer="Hola.")))
    request = SamplingRequest(
        server="asking",
        messages=(SamplingMessage("user", "Say hi"), SamplingMessage("assistant", "Hm?")),
        system_prompt="Be brief",
        max_tokens=20,
    )
    transport = ChunkedTransport()
    try:
        answer = await sample(endpoint_for(simulator, "openai-chat", model), transport, request)
    finally:
        await transport.aclose()
    assert answer.as_result()["content"] == {"type": "text", "text": "Hola."}
    assert answer.as_result()["role"] == "assistant"
    sent = model_bodies(simulator, model)[-1]
    assert [(m["role"], m["content"]) for m in sent["messages"]] == [
        ("system", "Be brief"),
        ("user", "Say hi"),
        ("assistant", "Hm?"),
    ]
    assert "tools" not in sent
