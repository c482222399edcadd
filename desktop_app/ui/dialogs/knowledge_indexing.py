"""One knowledge base being indexed off the window's thread. The index is a generator that
commits a file at a time (``knowledge.indexer``): it runs whole on one worker thread (its
SQLite connection stays on the thread that opened it) and each step's progress is handed to the
window's thread. Pause asks the generator to stop after the file it is on; the next run starts
at the first file not committed, in this session or after a restart."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.knowledge.embedders import Embedder
from desktop_app.knowledge.problems import KnowledgeError
from desktop_app.session.knowledge_library import IndexState, KnowledgeLibrary

if TYPE_CHECKING:  # the indexer (and its folder walker) loads with the first run
    from desktop_app.knowledge.indexer import Progress


class IndexJob(QObject):
    progressed = Signal(object)  # Progress, on the window's thread
    ended = Signal(object)  # IndexState: PAUSED, INDEXED or FAILED
    failed = Signal(str)

    def __init__(self, library: KnowledgeLibrary, name: str, parent: QObject | None = None):
        super().__init__(parent)
        self.library = library
        self.name = name
        self.last: Progress | None = None
        self._pause = threading.Event()
        self._active = False
        self.task: asyncio.Future[None] | None = None
        # What a paused run leaves the base as: PAUSED (the person paused it), or INDEXED for
        # the window's own look again, which the next look finishes.
        self.paused_state = IndexState.PAUSED

    @property
    def running(self) -> bool:
        """Until ``ended`` is emitted (its listeners see the run over)."""
        return self._active

    def start(self) -> None:
        self._pause.clear()
        self._active = True
        self.task = asyncio.ensure_future(self._run())

    def pause(self) -> None:
        self._pause.set()

    async def stop(self) -> None:
        """Pauses and waits for the file being indexed to be committed (the window closing)."""
        self.pause()
        if self.task is not None:
            await asyncio.shield(self.task)

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        library, name = self.library, self.name

        def report(progress: Progress) -> None:
            self.last = progress
            self.progressed.emit(progress)

        def drive(embedder: Embedder | None) -> IndexState:
            state = IndexState.INDEXED
            with KnowledgeBase.open(library.folder, name, embedder) as base:
                for progress in base.index(self._pause.is_set):
                    loop.call_soon_threadsafe(report, progress)
                    if progress.paused:
                        state = self.paused_state
            return state

        try:
            library.set_state(name, IndexState.INDEXING)
            embedder = await asyncio.to_thread(library.embedder, name)
            state = await asyncio.to_thread(drive, embedder)
        except (KnowledgeError, OSError) as exc:
            library.set_state(name, IndexState.FAILED)
            self._active = False
            self.failed.emit(str(exc))
            self.ended.emit(IndexState.FAILED)
            return
        library.set_state(name, state)
        self._active = False
        self.ended.emit(state)


def progress_parts(progress: Progress) -> tuple[int, int, int, int | None]:
    """Files done, files in all, chunks written, seconds left (None: not known yet)."""
    left = progress.seconds_left
    known = left is not None and not progress.finished
    return (
        progress.files_done,
        progress.files_total,
        progress.chunks,
        round(left) if known and left is not None else None,
    )


JobFactory = Callable[[KnowledgeLibrary, str], IndexJob]
