"""A small client for embedding endpoints: OpenAI-compatible ``/v1/embeddings`` (OpenAI, LM
Studio, llama.cpp, vLLM, Ollama's ``/v1``), Gemini's ``batchEmbedContents`` and Ollama's
``/api/embed``. Texts go in batches; a 429 is retried after its Retry-After (bounded, with an
injected sleep); any other refusal is a ``KnowledgeError`` naming the provider's words, and the
index keeps everything committed before it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import httpx

from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem
from desktop_app.net.clients import http_client
from desktop_app.net.redaction import Redactor

RETRIES = 4
MAX_WAIT = 30.0  # seconds: a longer Retry-After is not waited for
TIMEOUT = httpx.Timeout(60.0, connect=10.0)


class EmbeddingWire(StrEnum):
    OPENAI = "openai"
    GEMINI = "gemini"
    OLLAMA = "ollama"


def _openai(base: str, model: str, texts: Sequence[str]) -> tuple[str, dict[str, Any]]:
    return f"{base}/embeddings", {"model": model, "input": list(texts)}


def _gemini(base: str, model: str, texts: Sequence[str]) -> tuple[str, dict[str, Any]]:
    name = model if model.startswith("models/") else f"models/{model}"
    body = {"requests": [{"model": name, "content": {"parts": [{"text": t}]}} for t in texts]}
    return f"{base}/{name}:batchEmbedContents", body


def _ollama(base: str, model: str, texts: Sequence[str]) -> tuple[str, dict[str, Any]]:
    return f"{base.removesuffix('/v1')}/api/embed", {"model": model, "input": list(texts)}


def _openai_vectors(reply: Any) -> list[list[float]]:
    items = sorted(reply["data"], key=lambda item: item.get("index", 0))
    return [item["embedding"] for item in items]


def _gemini_vectors(reply: Any) -> list[list[float]]:
    return [item["values"] for item in reply["embeddings"]]


def _ollama_vectors(reply: Any) -> list[list[float]]:
    return list(reply["embeddings"])


_REQUESTS = {
    EmbeddingWire.OPENAI: _openai,
    EmbeddingWire.GEMINI: _gemini,
    EmbeddingWire.OLLAMA: _ollama,
}
_VECTORS = {
    EmbeddingWire.OPENAI: _openai_vectors,
    EmbeddingWire.GEMINI: _gemini_vectors,
    EmbeddingWire.OLLAMA: _ollama_vectors,
}


def _headers(wire: EmbeddingWire, key: str | None) -> dict[str, str]:
    if not key:
        return {}
    if wire is EmbeddingWire.GEMINI:
        return {"x-goog-api-key": key}
    return {"authorization": f"Bearer {key}"}


@dataclass
class HttpEmbedder:
    wire: EmbeddingWire
    base_url: str
    model: str
    api_key: str | None = None
    batch: int = 64
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    transport: httpx.AsyncBaseTransport | None = None
    waits: list[float] = field(default_factory=list)  # the waits for rate limits, in order

    @property
    def key(self) -> str:
        return f"{self.wire.value}:{self.model}"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Blocking: for the indexer's thread (it runs its own short event loop)."""
        return asyncio.run(self.embed_async(texts))

    async def embed_async(self, texts: Sequence[str]) -> list[list[float]]:
        vectors: list[list[float]] = []
        async with http_client(transport=self.transport, timeout=TIMEOUT) as client:
            for first in range(0, len(texts), self.batch):
                vectors.extend(await self._one_batch(client, texts[first : first + self.batch]))
        return vectors

    async def _one_batch(
        self, client: httpx.AsyncClient, texts: Sequence[str]
    ) -> list[list[float]]:
        url, body = _REQUESTS[self.wire](self.base_url.rstrip("/"), self.model, texts)
        redact = Redactor([self.api_key] if self.api_key else [])
        for attempt in range(RETRIES + 1):
            try:
                response = await client.post(
                    url, json=body, headers=_headers(self.wire, self.api_key)
                )
            except httpx.HTTPError as exc:
                raise KnowledgeError(
                    KnowledgeProblem.EMBEDDING_UNREACHABLE, redact(f"{type(exc).__name__}: {exc}")
                ) from None
            if response.status_code == 429 and attempt < RETRIES:
                wait = _retry_after(response.headers.get("retry-after"), attempt)
                if wait <= MAX_WAIT:
                    self.waits.append(wait)
                    await self.sleep(wait)
                    continue
            if response.status_code == 429:
                raise KnowledgeError(
                    KnowledgeProblem.EMBEDDING_RATE_LIMITED,
                    "the provider still limits the rate after retrying; index again later",
                )
            if response.status_code != 200:
                raise KnowledgeError(
                    KnowledgeProblem.EMBEDDING_REFUSED,
                    redact(f"HTTP {response.status_code}: {_message(response)}"),
                )
            return _checked(self.wire, response, len(texts))
        raise AssertionError("unreachable")


def _retry_after(value: str | None, attempt: int) -> float:
    try:
        return max(0.0, float(value)) if value else min(2.0**attempt, MAX_WAIT)
    except ValueError:
        return min(2.0**attempt, MAX_WAIT)  # an HTTP date: back off as if none was given


def _message(response: httpx.Response) -> str:
    try:
        reply = response.json()
    except ValueError:
        return response.text[:200]
    error = reply.get("error") if isinstance(reply, dict) else None
    if isinstance(error, dict):
        return str(error.get("message", ""))[:300]
    return str(error or reply)[:300]


def _checked(wire: EmbeddingWire, response: httpx.Response, count: int) -> list[list[float]]:
    try:
        vectors = _VECTORS[wire](response.json())
        if len(vectors) != count or not all(isinstance(v, list) and v for v in vectors):
            raise ValueError(f"{len(vectors)} vectors for {count} texts")
        if len({len(v) for v in vectors}) != 1:
            raise ValueError("vectors of different lengths")
        return [[float(x) for x in v] for v in vectors]
    except (ValueError, KeyError, TypeError) as exc:
        raise KnowledgeError(KnowledgeProblem.EMBEDDING_MALFORMED, str(exc)) from None
