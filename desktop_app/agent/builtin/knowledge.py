"""search_knowledge: the person's knowledge bases, searched for the model (read-only).

The passages come back framed as quoted data (``knowledge.framing``), numbered for citing. The
tool runs without a question only when nothing leaves this computer: the chat model and every
base's embedding source are local (the Demo, a server on this computer or its network). Else
the first call in a conversation asks, naming who receives the passages, and a yes counts for
the rest of that conversation."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_app.agent.tools import PolicyError, ToolContext, ToolOutcome
from desktop_app.knowledge.base import Hit, KnowledgeBase
from desktop_app.knowledge.embedders import Embedder
from desktop_app.knowledge.framing import CITE_HINT, Passage, frame
from desktop_app.knowledge.problems import KnowledgeError

DEFAULT_LIMIT = 5
MAX_LIMIT = 20


@dataclass(frozen=True, slots=True)
class KnowledgeAccess:
    """The bases a turn may search and where their contents would go."""

    folder: Path  # <data>/knowledge
    bases: tuple[str, ...]
    embedder_for: Callable[[str], Embedder | None]  # a base's spec -> its embedder
    chat_provider: str  # who receives the passages (the chat model's provider, by name)
    local: bool  # the chat model and every base's embedding source stay on this computer/LAN


class SearchKnowledge:
    name: str = "search_knowledge"
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "query": {
                "type": "string",
                "minLength": 1,
                "description": "What to look for, in words the passages would use.",
            },
            "limit": {
                "type": "integer",
                "minimum": 1,
                "maximum": MAX_LIMIT,
                "description": f"How many passages at most (default {DEFAULT_LIMIT}).",
            },
        },
        "required": ["query"],
        "additionalProperties": False,
    }
    read_only: bool = True
    asks_once_per_conversation: bool = True

    def __init__(self, access: KnowledgeAccess) -> None:
        self.access = access
        # One tool per turn (``assemble_loop``): a second search goes on numbering where the
        # first stopped, so each [n] of the answer names one passage.
        self._numbered = 0
        self.summary = (
            "Search the person's own files (knowledge bases: "
            + ", ".join(access.bases)
            + ") for passages about a question. "
            + CITE_HINT
        )

    @property
    def sends_data_off_machine(self) -> bool:
        return not self.access.local

    def needs_no_question(self) -> bool:
        return self.access.local

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        if not str(arguments.get("query", "")).strip():
            raise PolicyError("Say what to search for (query).")

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        bases = ", ".join(self.access.bases)
        said = f"Search the knowledge bases {bases} for {arguments['query']!r}"
        if self.access.local:
            return said
        provider = self.access.chat_provider
        return f"{said}; passages of your files will be sent to {provider}"

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        query = str(arguments["query"]).strip()
        limit = min(MAX_LIMIT, max(1, int(arguments.get("limit") or DEFAULT_LIMIT)))
        try:
            hits = await asyncio.to_thread(search_bases, self.access, query, limit)
        except KnowledgeError as exc:
            return ToolOutcome(f"The knowledge bases could not be searched: {exc}", is_error=True)
        passages = numbered(hits, first=self._numbered + 1)
        self._numbered += len(passages)
        return ToolOutcome(frame(passages))

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        return None


def search_bases(access: KnowledgeAccess, query: str, limit: int) -> list[Hit]:
    """The best ``limit`` hits over every base (by their fused scores); blocking."""
    hits: list[Hit] = []
    for name in access.bases:
        with KnowledgeBase.open(access.folder, name) as base:
            spec = base.embeddings
        with KnowledgeBase.open(access.folder, name, access.embedder_for(spec)) as base:
            hits.extend(base.search(query, limit))
    return sorted(hits, key=lambda hit: -hit.score)[:limit]


def numbered(hits: Sequence[Hit], first: int = 1) -> list[Passage]:
    return [
        Passage(number, str(hit.path), hit.headings, hit.text, hit.start, hit.end)
        for number, hit in enumerate(hits, first)
    ]


def prompt_passages(access: KnowledgeAccess, question: str, allowed: bool) -> str:
    """The best passages for a model without tools, put into its prompt: only when nothing
    leaves this computer or the person allowed the search in this conversation."""
    if not (access.local or allowed):
        return ""
    try:
        hits = search_bases(access, question, DEFAULT_LIMIT)
    except KnowledgeError:
        return ""
    return frame(numbered(hits)) + "\n\n" + CITE_HINT if hits else ""
