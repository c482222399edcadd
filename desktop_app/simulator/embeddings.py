"""The simulator's embedding endpoints: OpenAI-compatible ``/v1/embeddings``, Gemini's
``:batchEmbedContents`` and Ollama's ``/api/embed``. The vectors are the Demo's hashed
features (``dimensions`` in an OpenAI request picks their length), so a knowledge base searched
through the simulator finds what the offline Demo finds. Faults come from the scenario queued
for the model, as for chat: ``REFUSED`` and ``RATE_LIMITED`` below."""

from __future__ import annotations

import json
from typing import Any

from desktop_app.knowledge import demo_embedding
from desktop_app.simulator.scenarios import Scenario

REFUSED = Scenario(status=400, error_message="This model does not make embeddings.")
RATE_LIMITED = Scenario(status=429, retry_after="1", error_message="Rate limit reached.")
MAX_DIMENSIONS = 4096


def embedding_wire(route: str) -> str | None:
    if route.endswith("/embeddings"):
        return "openai"
    if route.endswith(":batchEmbedContents"):
        return "gemini"
    if route.endswith("/api/embed"):
        return "ollama"
    return None


def model_of(wire: str, route: str, body: Any) -> str | None:
    if wire == "gemini":
        return route.rsplit("/", 1)[-1].split(":", 1)[0]
    return body.get("model") if isinstance(body, dict) else None


def embeddings_reply(wire: str, body: Any) -> tuple[int, bytes]:
    """The status and JSON body answering an embedding request."""
    if not isinstance(body, dict):
        return 400, b'{"error":{"message":"the body is not JSON"}}'
    if wire == "gemini":
        requests = body.get("requests") or []
        texts = [
            " ".join(str(part.get("text", "")) for part in r.get("content", {}).get("parts", []))
            for r in requests
        ]
    else:
        given = body.get("input")
        texts = [given] if isinstance(given, str) else list(given or [])
    if not texts or not all(isinstance(text, str) for text in texts):
        return 400, b'{"error":{"message":"input must be a string or a list of strings"}}'
    size = body.get("dimensions") or demo_embedding.DIMENSION
    size = max(1, min(int(size), MAX_DIMENSIONS))
    vectors = [demo_embedding.embed(text, size) for text in texts]
    if wire == "gemini":
        reply: dict[str, Any] = {"embeddings": [{"values": v} for v in vectors]}
    elif wire == "ollama":
        reply = {"model": body.get("model"), "embeddings": vectors}
    else:
        reply = {
            "object": "list",
            "model": body.get("model"),
            "data": [
                {"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)
            ],
            "usage": {"prompt_tokens": sum(len(t.split()) for t in texts), "total_tokens": 0},
        }
    return 200, json.dumps(reply).encode()
