"""Many files: the indexer's Python memory does not grow with their number (the files found wait
in SQLite, not in lists), and the files left out are listed up to a cap, the rest counted."""

import collections
import tracemalloc

from desktop_app.knowledge import indexer
from desktop_app.knowledge.base import KnowledgeBase


def _folder(path, files):
    """``files`` one-line notes in ten folders, so each folder grows with the number too."""
    for number in range(files):
        sub = path / f"part{number % 10}"
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"note{number:05}.md").write_text(f"Note {number} is short.\n")
    return path


def _peak(base):
    """The Python heap's peak growth while the base is indexed, and the last progress."""
    tracemalloc.start()
    try:
        start, _ = tracemalloc.get_traced_memory()
        (last,) = collections.deque(base.index(), maxlen=1)  # each progress let go at the next
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak - start, last


def _measured(tmp_path, files):
    folder = _folder(tmp_path / f"files-{files}", files)
    kb = tmp_path / f"kb-{files}"
    KnowledgeBase.create(kb, "many", [folder], "none").close()
    with KnowledgeBase.open(kb, "many", None) as base:
        first, done = _peak(base)
        assert (done.files_done, done.files_changed, done.finished) == (files, files, True)
        again, done = _peak(base)
        assert (done.files_done, done.files_changed, done.finished) == (files, 0, True)
        left = base.store.db.connection.execute(
            "SELECT name FROM sqlite_temp_master WHERE type = 'table' AND name = 'walked'"
        ).fetchall()
    assert left == []  # the files found are let go once the run ends
    return first, again


def test_python_memory_does_not_grow_with_the_number_of_files(tmp_path):
    _measured(tmp_path, 10)  # what happens once (imports, compiled patterns) happens here
    first_small, again_small = _measured(tmp_path, 1_000)
    first_large, again_large = _measured(tmp_path, 10_000)
    # Before, every file found and every file's record were held at once: ten times the files
    # took about ten times the memory (some 1 KB a file).
    assert first_large < 1.5 * first_small, (first_small, first_large)
    assert again_large < 1.5 * again_small, (again_small, again_large)


def test_files_left_out_are_listed_up_to_a_cap_and_the_rest_counted(tmp_path):
    folder = tmp_path / "files"
    folder.mkdir()
    hidden = indexer.SKIPPED_KEPT + 5  # more than a page of names: read in order across pages
    for number in range(hidden):
        (folder / f".hidden{number:05}").write_text("x")
    (folder / "note.md").write_text("# A note\n\nIt is indexed.\n")
    KnowledgeBase.create(tmp_path / "kb", "notes", [folder], "none").close()
    with KnowledgeBase.open(tmp_path / "kb", "notes", None) as base:
        for _ in range(2):  # a second run lists the same, not twice as many
            *_, last = base.index()
            assert last.files_done == 1
            assert len(last.skipped) == indexer.SKIPPED_KEPT
            assert last.skipped_more == 5
            names = [skipped.path.name for skipped in last.skipped]
            assert names == [f".hidden{number:05}" for number in range(indexer.SKIPPED_KEPT)]
