"""What turns text into vectors for a knowledge base, chosen when the base is added and
written down as a spec: ``none`` (full-text only), ``demo`` (the offline hashed features), or
``PROVIDER:MODEL`` (a provider from Settings or a preset, through ``embeddings``).

The index records the model and dimension its vectors came from (``Embedder.key``): vectors of
two models are never mixed; a base whose model changed rebuilds its vectors."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from desktop_app.knowledge import demo_embedding


class Embedder(Protocol):
    @property
    def key(self) -> str:
        """The model, as recorded in the index: vectors of another key are rebuilt."""
        ...

    @property
    def batch(self) -> int:
        """How many texts one request takes."""
        ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...


@dataclass(frozen=True, slots=True)
class DemoEmbedder:
    dimension: int = demo_embedding.DIMENSION
    batch: int = 256

    @property
    def key(self) -> str:
        return f"demo:{demo_embedding.MODEL}:{self.dimension}"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return [demo_embedding.embed(text, self.dimension) for text in texts]


FULL_TEXT_ONLY = "none"
DEMO = "demo"
DEFAULT_SPEC = DEMO  # full text and the Demo's vectors: works offline, costs nothing


def parse_spec(spec: str) -> tuple[str, str]:
    """``(provider, model)``; ``("none", "")`` and ``("demo", "")`` for the built-in ones."""
    spec = spec.strip()
    if spec.lower() in (FULL_TEXT_ONLY, DEMO):
        return spec.lower(), ""
    provider, _, model = spec.partition(":")
    if not provider or not model:
        from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem

        raise KnowledgeError(
            KnowledgeProblem.BAD_EMBEDDINGS,
            f"{spec!r}: say none, demo, or PROVIDER:MODEL (as text-embedding-3-small)",
        )
    return provider, model
