"""One knowledge base on disk: its SQLite index and its vector file, and the embedder its
vectors come from. Vectors of another model than the one recorded are dropped before any new
one is written, so two models' vectors never meet."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_app.knowledge.embedders import Embedder
from desktop_app.knowledge.index_db import IndexDatabase
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem, fail_on_disk

if TYPE_CHECKING:  # numpy comes with the first vectors, not with the window
    from desktop_app.knowledge.vectors import VectorFile


class Store:
    def __init__(self, index_path: Path, embedder: Embedder | None) -> None:
        self.db = IndexDatabase(index_path)
        self.vector_path = index_path.with_suffix(".vectors")
        self.embedder = embedder
        dimension = int(self.db.get("dimension", "0"))
        self.vectors: VectorFile | None = None
        if dimension:
            from desktop_app.knowledge.vectors import VectorFile

            self.vectors = VectorFile(self.vector_path, dimension)

    def close(self) -> None:
        if self.vectors is not None:
            self.vectors.close()
        self.db.close()

    def roots(self) -> list[Path]:
        return [Path(root) for root in json.loads(self.db.get("roots", "[]"))]

    @property
    def vector_model(self) -> str:
        return self.db.get("vector_model")

    def prepare_vectors(self) -> None:
        """Drops every vector when the embedder is not the one they came from, and the rows a
        crash left referenced past the file's end (those chunks get vectors again)."""
        wanted = self.embedder.key if self.embedder is not None else ""
        if self.vector_model != wanted:
            with self.db.transaction() as connection:
                self.db.drop_vectors(connection)
                self.db.put(connection, "vector_model", wanted)
                self.db.put(connection, "dimension", "0")
                self.db.bump(connection)
            if self.vectors is not None:
                self.vectors.clear()
            self.vector_path.unlink(missing_ok=True)
            self.vectors = None
        elif self.vectors is not None:
            with self.db.transaction() as connection:
                self.db.drop_vectors(connection, from_row=self.vectors.rows())

    def vectors_for(self, texts: Sequence[str]) -> list[int | None]:
        """The texts' rows in the vector file (embedded in batches); ``None`` each when this
        base is full-text only."""
        if self.embedder is None or not texts:
            return [None] * len(texts)
        vectors: list[list[float]] = []
        for first in range(0, len(texts), self.embedder.batch):
            vectors.extend(self.embedder.embed(list(texts[first : first + self.embedder.batch])))
        from desktop_app.knowledge.numeric import np
        from desktop_app.knowledge.vectors import VectorFile

        matrix = np.asarray(vectors, dtype=np.float32)
        if matrix.ndim != 2 or len(matrix) != len(texts):
            raise KnowledgeError(KnowledgeProblem.EMBEDDING_MALFORMED, "vectors of mixed sizes")
        if self.vectors is None:
            with self.db.transaction() as connection:
                self.db.put(connection, "dimension", str(matrix.shape[1]))
            self.vectors = VectorFile(self.vector_path, matrix.shape[1])
        elif matrix.shape[1] != self.vectors.dimension:
            raise KnowledgeError(
                KnowledgeProblem.EMBEDDING_MALFORMED,
                f"{matrix.shape[1]} dimensions where the index has {self.vectors.dimension}",
            )
        try:
            return list(self.vectors.append(matrix))
        except OSError as exc:
            raise fail_on_disk(exc) from None
