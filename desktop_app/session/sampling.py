"""Sampling answered by the person's current provider: an MCP server's request (already
confirmed by the person) sent as one model turn without tools; the answer's text goes back."""

from __future__ import annotations

from desktop_app.generation.parts import StopReason
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.mcp.sampling import SamplingAnswer, SamplingRequest
from desktop_app.net.transports import Transport
from desktop_app.net.turn import TurnRunner
from desktop_app.providers.requests import Endpoint, stream_request


def sampling_prompt(request: SamplingRequest) -> Prompt:
    """The server's messages as a conversation; a role other than the assistant's is the
    user's (the spec has only these two)."""
    messages = tuple(
        Message("assistant" if item.role == "assistant" else "user", item.text)
        for item in request.messages
    )
    return Prompt(messages=messages, system=request.system_prompt)


async def sample(
    endpoint: Endpoint, transport: Transport, request: SamplingRequest
) -> SamplingAnswer:
    result = await TurnRunner(transport, wire=endpoint.wire).run(
        stream_request(endpoint, sampling_prompt(request)), lambda _event: None
    )
    turn = result.turn
    if turn.error is not None and not turn.answer:
        # The server hears that it failed (an internal error), never the provider's words.
        raise RuntimeError("the model gave no answer")
    stop = "maxTokens" if turn.stop_reason is StopReason.LENGTH else "endTurn"
    return SamplingAnswer(turn.answer, turn.model or endpoint.model, stop)
