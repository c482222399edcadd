"""Vectors kept beside the index in one memory-mapped file, searched by brute force.

Each row is a float32 scale and the vector as int8 (the vector divided by the scale, so its
largest component is 127): a quarter of float32's size, and numpy scores 100,000 x 768 rows in
tens of milliseconds by widening blocks of rows to float32 for one matrix-vector product (see the
README for the figures beside usearch and sqlite-vec). Rows are only appended; the index says
which chunk owns which row, and a row no chunk owns is passed over. A row cut short by a crash is
dropped when the file is opened."""

from __future__ import annotations

import os
from pathlib import Path

from desktop_app.knowledge.numeric import np

# Rows widened to float32 at a time: 3 MB at 768 dimensions, which stays in the processor's cache
# between the widening and the product (8,192 rows, 24 MB, made the search half again slower).
_BLOCK = 1024


def row_type(dimension: int) -> np.dtype:
    return np.dtype([("scale", "<f4"), ("v", "i1", (dimension,))])


class VectorFile:
    def __init__(self, path: Path, dimension: int) -> None:
        self.path = path
        self.dimension = dimension
        self.row = row_type(dimension)
        self._map: np.memmap | None = None
        self._mapped_rows = 0

    def rows(self) -> int:
        try:
            return os.path.getsize(self.path) // self.row.itemsize
        except FileNotFoundError:
            return 0

    def append(self, vectors: np.ndarray) -> list[int]:
        """Writes the vectors after the last whole row; their row numbers."""
        vectors = np.asarray(vectors, dtype=np.float32).reshape(-1, self.dimension)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        vectors = vectors / np.where(norms == 0, 1.0, norms)  # scores are cosines
        peak = np.abs(vectors).max(axis=1)
        peak[peak == 0] = 1.0
        records = np.empty(len(vectors), dtype=self.row)
        records["scale"] = peak / 127.0
        records["v"] = np.round(vectors * (127.0 / peak)[:, None]).astype(np.int8)
        first = self.rows()
        with open(self.path, "ab") as file:
            file.truncate(first * self.row.itemsize)  # a row cut short by a crash goes
            file.write(records.tobytes())
        return list(range(first, first + len(vectors)))

    def clear(self) -> None:
        self.close()
        self.path.unlink(missing_ok=True)

    def close(self) -> None:
        self._map = None
        self._mapped_rows = 0

    def _rows_map(self) -> np.ndarray:
        count = self.rows()
        if self._map is None or count != self._mapped_rows:
            self._map = (
                np.memmap(self.path, dtype=self.row, mode="r", shape=(count,)) if count else None
            )
            self._mapped_rows = count
        return self._map if self._map is not None else np.empty(0, dtype=self.row)

    def nearest(self, query: np.ndarray, owners: np.ndarray, k: int) -> list[tuple[int, float]]:
        """The ``k`` best (owner, cosine) pairs; ``owners[row]`` is a row's chunk, -1 none."""
        rows = self._rows_map()
        count = min(len(rows), len(owners))
        if not count or k <= 0:
            return []
        q = np.asarray(query, dtype=np.float32).reshape(self.dimension)
        norm = float(np.linalg.norm(q))
        q = q / norm if norm else q
        scores = np.empty(count, dtype=np.float32)
        for first in range(0, count, _BLOCK):
            block = rows[first : min(first + _BLOCK, count)]
            scores[first : first + len(block)] = (block["v"].astype(np.float32) @ q) * block[
                "scale"
            ]
        scores[owners[:count] < 0] = -np.inf
        k = min(k, count)
        best = np.argpartition(-scores, k - 1)[:k]
        best = best[np.argsort(-scores[best])]
        return [(int(owners[row]), float(scores[row])) for row in best if scores[row] > -np.inf]
