"""``KnowledgeBase``: the service the terminal (and later the window) uses. Bases live in
``<data>/knowledge/NAME.sqlite3`` with their vectors beside them, apart from the conversations'
database.

    base = KnowledgeBase.open(folder, "notes", embedder)
    for progress in base.index(): ...      # cheap when nothing changed
    hits = base.search("tides and the moon", limit=5)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_app.knowledge.embedders import Embedder
from desktop_app.knowledge.fusion import FULL_TEXT_WEIGHT, RRF_K, VECTOR_WEIGHT, fuse
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem
from desktop_app.knowledge.store import Store

# numpy and the folder walker load when a base is first searched or indexed, not with the
# window: the search tool and the knowledge dialog import this module as the app starts.
if TYPE_CHECKING:
    from desktop_app.knowledge import indexer
    from desktop_app.knowledge.numeric import np

CANDIDATES = 50  # from each of full-text and vectors, before fusion
_NAME = re.compile(r"^[\w][\w .-]{0,63}$", re.UNICODE)


@dataclass(frozen=True, slots=True)
class Hit:
    path: Path  # absolute, resolved
    start: int  # character offsets into the file's text (the extracted text for documents)
    end: int
    headings: tuple[str, ...]
    text: str
    score: float


@dataclass(frozen=True, slots=True)
class BaseInfo:
    name: str
    roots: tuple[Path, ...]
    embeddings: str
    files: int
    skipped: int
    chunks: int


def index_path(folder: Path, name: str) -> Path:
    if not _NAME.match(name) or name.strip() != name:
        raise KnowledgeError(
            KnowledgeProblem.BAD_NAME, f"{name!r}: letters, digits, - _ . and spaces"
        )
    return folder / f"{name}.sqlite3"


def _no_such(name: str) -> str:
    return f"no knowledge base named {name!r} (arroyo kb list shows them)"


class KnowledgeBase:
    def __init__(self, name: str, store: Store) -> None:
        self.name = name
        self.store = store
        self._owners: np.ndarray | None = None
        self._owners_generation = ""

    @classmethod
    def create(
        cls, folder: Path, name: str, roots: Sequence[Path], embeddings: str
    ) -> KnowledgeBase:
        path = index_path(folder, name)
        if path.exists():
            raise KnowledgeError(
                KnowledgeProblem.ALREADY_EXISTS, f"a knowledge base named {name!r} exists"
            )
        folder.mkdir(parents=True, exist_ok=True)
        store = Store(path, None)
        resolved = [str(Path(root).expanduser().resolve()) for root in roots]
        with store.db.transaction() as connection:
            store.db.put(connection, "name", name)
            store.db.put(connection, "roots", json.dumps(resolved))
            store.db.put(connection, "embeddings", embeddings)
        return cls(name, store)

    @classmethod
    def open(cls, folder: Path, name: str, embedder: Embedder | None = None) -> KnowledgeBase:
        path = index_path(folder, name)
        if not path.exists():
            raise KnowledgeError(KnowledgeProblem.NO_SUCH_BASE, _no_such(name))
        return cls(name, Store(path, embedder))

    @staticmethod
    def names(folder: Path) -> list[str]:
        return sorted(path.stem for path in folder.glob("*.sqlite3")) if folder.is_dir() else []

    @staticmethod
    def remove(folder: Path, name: str) -> None:
        path = index_path(folder, name)
        if not path.exists():
            raise KnowledgeError(KnowledgeProblem.NO_SUCH_BASE, _no_such(name))
        path.with_suffix(".lock").unlink(missing_ok=True)
        for suffix in ("-wal", "-shm"):
            Path(str(path) + suffix).unlink(missing_ok=True)
        path.with_suffix(".vectors").unlink(missing_ok=True)
        path.unlink()

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> KnowledgeBase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def embeddings(self) -> str:
        """The embedding spec chosen when the base was added (see ``embedders``)."""
        return self.store.db.get("embeddings", "none")

    def info(self) -> BaseInfo:
        files, skipped, chunks = self.store.db.counts()
        roots = tuple(self.store.roots())
        return BaseInfo(self.name, roots, self.embeddings, files, skipped, chunks)

    def index(self, should_pause: Callable[[], bool] = lambda: False) -> Iterator[indexer.Progress]:
        """Brings the index up to date with the files, one committed file at a time."""
        from desktop_app.knowledge import indexer

        return indexer.run_index(self.store, should_pause)

    def search(self, query: str, limit: int = 10) -> list[Hit]:
        """Full-text (BM25) and vector ranks fused by weighted reciprocal rank fusion (see
        ``fusion``: the vectors weigh more); full-text alone when the base has no vectors or no
        embedder was given. Blocking (the query may be sent to an embedding provider): the window
        calls it off its thread, as it runs ``index``."""
        full_text = self.store.db.full_text(query, CANDIDATES)
        nearest = [chunk for chunk, _ in self._nearest(query)]
        fused = dict(fuse([full_text, nearest], [FULL_TEXT_WEIGHT, VECTOR_WEIGHT], RRF_K)[:limit])
        best = list(fused)
        stored = self.store.db.chunks(best)
        return [
            Hit(
                Path(stored[c].path),
                stored[c].start,
                stored[c].end,
                stored[c].headings,
                stored[c].text,
                round(fused[c], 6),
            )
            for c in best
            if c in stored
        ]

    def search_full_text(self, query: str, limit: int = 10) -> list[Hit]:
        """BM25 alone, for comparison and for a base without vectors."""
        ids = self.store.db.full_text(query, limit)
        stored = self.store.db.chunks(ids)
        return [
            Hit(Path(s.path), s.start, s.end, s.headings, s.text, 0.0)
            for s in (stored[i] for i in ids if i in stored)
        ]

    def _nearest(self, query: str) -> list[tuple[int, float]]:
        store = self.store
        embedder = store.embedder
        if embedder is None or store.vector_model != embedder.key:
            return []  # vectors of another model (or none yet): full text until re-indexed
        dimension = int(store.db.get("dimension", "0"))
        if not dimension:
            return []
        if store.vectors is None or store.vectors.dimension != dimension:
            from desktop_app.knowledge.vectors import VectorFile

            store.vectors = VectorFile(store.vector_path, dimension)
        (vector,) = embedder.embed([query])
        from desktop_app.knowledge.numeric import np

        return store.vectors.nearest(np.asarray(vector), self._owner_map(), CANDIDATES)

    def _owner_map(self) -> np.ndarray:
        """Row -> chunk id (-1: no chunk), reloaded when the index changed, in any process."""
        from desktop_app.knowledge.numeric import np

        generation = self.store.db.get("generation", "0")
        if self._owners is None or generation != self._owners_generation:
            assert self.store.vectors is not None
            rows = self.store.vectors.rows()
            owners = np.full(rows, -1, dtype=np.int64)
            pairs = self.store.db.owners(rows)
            if pairs:
                table = np.asarray(pairs, dtype=np.int64)
                owners[table[:, 0]] = table[:, 1]
            self._owners, self._owners_generation = owners, generation
        return self._owners
