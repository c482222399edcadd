"""The knowledge bases as the window lists them: each with its sources, counts, embedding
source and indexing state, and the embedding sources it may offer when adding one.

The state is kept in the base itself (``index_state``): a base paused in the window, closed and
reopened, is still paused, and its next run starts at the first file not yet committed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop_app.config.settings import ProviderSettings
from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.knowledge.embedders import DEMO, FULL_TEXT_ONLY, Embedder
from desktop_app.names import Wire
from desktop_app.providers.presets import PRESETS
from desktop_app.session.embedders import embedder_for
from desktop_app.session.knowledge import embedding_is_local, embedding_receiver
from desktop_app.store.knowledge.links import KnowledgeLinks

_STATE_KEY = "index_state"


class IndexState(StrEnum):
    NEW = "new"  # added, never indexed
    INDEXING = "indexing"  # a run began and has not ended (a crash, a quit while running)
    PAUSED = "paused"
    INDEXED = "indexed"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class BaseRow:
    name: str
    roots: tuple[Path, ...]
    files: int
    chunks: int
    skipped: int
    embeddings: str
    state: IndexState


@dataclass(frozen=True, slots=True)
class EmbeddingSource:
    spec: str  # none, demo, or ENTRY:MODEL
    label: str
    local: bool
    receiver: str  # who gets the passages when not local


# The embedding model offered first for a provider's wire (the person may name another).
DEFAULT_MODELS = {
    Wire.OPENAI_CHAT: "text-embedding-3-small",
    Wire.OPENAI_RESPONSES: "text-embedding-3-small",
    Wire.GEMINI: "gemini-embedding-001",
}
LOCAL_MODEL = "nomic-embed-text"


class KnowledgeLibrary:
    def __init__(self, folder: Path, settings: ProviderSettings | None = None) -> None:
        self.folder = folder
        self.settings = settings

    @property
    def settings_file(self) -> Path | None:
        return self.settings.path if self.settings is not None else None

    def names(self) -> list[str]:
        return KnowledgeBase.names(self.folder)

    def rows(self) -> list[BaseRow]:
        rows = []
        for name in self.names():
            with KnowledgeBase.open(self.folder, name) as base:
                info = base.info()
                # A base indexed from the terminal has no state written: its files say it.
                indexed = IndexState.INDEXED if info.files or info.skipped else IndexState.NEW
                state = base.store.db.get(_STATE_KEY, indexed)
            rows.append(
                BaseRow(
                    name,
                    info.roots,
                    info.files,
                    info.chunks,
                    info.skipped,
                    info.embeddings,
                    _state(state),
                )
            )
        return rows

    def add(self, name: str, paths: Sequence[Path], spec: str) -> None:
        embedder_for(spec, self.settings_file)  # a source that cannot embed is refused now
        KnowledgeBase.create(self.folder, name, paths, spec).close()

    def remove(self, name: str, links: KnowledgeLinks | None = None) -> None:
        KnowledgeBase.remove(self.folder, name)
        if links is not None:
            links.forget_base(name)

    def set_state(self, name: str, state: IndexState) -> None:
        with KnowledgeBase.open(self.folder, name) as base:
            db = base.store.db
            with db.transaction() as connection:
                db.put(connection, _STATE_KEY, state.value)

    def embedder(self, name: str) -> Embedder | None:
        with KnowledgeBase.open(self.folder, name) as base:
            spec = base.embeddings
        return embedder_for(spec, self.settings_file)

    def sources(self) -> list[EmbeddingSource]:
        """Full text only, the Demo's, and each provider from Settings that offers embeddings
        (with the usual model for its wire; the window lets the person name another)."""
        found = [
            EmbeddingSource(FULL_TEXT_ONLY, "", True, ""),
            EmbeddingSource(DEMO, "", True, ""),
        ]
        entries = self.settings.providers if self.settings is not None else ()
        for entry in entries:
            preset = PRESETS.get(entry.preset)
            if preset is None or preset.wire is Wire.ANTHROPIC or entry.preset == DEMO:
                continue
            url = entry.base_url or preset.base_url
            spec = f"{entry.id}:{DEFAULT_MODELS.get(preset.wire, LOCAL_MODEL)}"
            local = embedding_is_local(spec, self.settings_file)
            if local:
                spec = f"{entry.id}:{LOCAL_MODEL}"
            receiver = embedding_receiver(spec, self.settings_file) if url else entry.label
            found.append(EmbeddingSource(spec, entry.label, local, entry.label or receiver))
        return found


def _state(stored: str) -> IndexState:
    try:
        return IndexState(stored)
    except ValueError:
        return IndexState.NEW
