"""The index: incremental by content hash, resumable file by file, bounded, and intact after a
full disk; vectors rebuilt when the model changes."""

import errno
import os
import sqlite3

import pytest

from desktop_app.knowledge import vectors as vectors_module
from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.knowledge.embedders import DemoEmbedder
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem
from desktop_app.knowledge.sources import SkipReason

TOPICS = ["tides and the moon", "honeybees dancing", "sourdough starter", "volcanic ash"]


@pytest.fixture
def folder(tmp_path):
    files = tmp_path / "files"
    files.mkdir()
    for number, topic in enumerate(TOPICS):
        (files / f"{number}.md").write_text(f"# Note {number}\n\nThis note is about {topic}.\n")
    return files


def _base(tmp_path, folder, embedder=None, spec="demo"):
    kb = tmp_path / "kb"
    if not (kb / "notes.sqlite3").exists():
        KnowledgeBase.create(kb, "notes", [folder], spec).close()
    return KnowledgeBase.open(kb, "notes", embedder if embedder is not None else DemoEmbedder())


def _last(base, **options):
    *_, last = base.index(**options)
    return last


def test_nothing_changed_means_nothing_read_again(tmp_path, folder):
    with _base(tmp_path, folder) as base:
        assert _last(base).files_changed == 4
        again = _last(base)
    assert (again.files_changed, again.chunks, again.files_done) == (0, 0, 4)


def test_only_the_changed_file_is_indexed_again_even_after_a_restart(tmp_path, folder):
    with _base(tmp_path, folder) as base:
        _last(base)
    (folder / "1.md").write_text("# Note 1\n\nNow about glaciers instead.\n")
    os.utime(folder / "2.md")  # touched, same content: hashed, not rebuilt
    (folder / "3.md").unlink()
    with _base(tmp_path, folder) as base:  # a new process: compared at index time
        last = _last(base)
        assert last.files_changed == 1
        assert base.search("glaciers", 1)[0].path.name == "1.md"
        assert not [hit for hit in base.search("volcanic ash") if hit.path.name == "3.md"]
        assert all("honeybees" not in hit.text for hit in base.search("honeybees"))
        assert base.info().files == 3


def test_a_paused_index_resumes_without_redoing_finished_files(tmp_path, folder):
    with _base(tmp_path, folder) as base:
        done = []

        def pause() -> bool:
            return len(done) >= 2

        for progress in base.index(should_pause=pause):
            done[:] = range(progress.files_done)
        assert progress.paused and progress.files_done == 2
        assert base.info().files == 2  # committed one by one
        resumed = _last(base)
    assert resumed.files_changed == 2
    assert resumed.finished


def test_progress_says_files_bytes_and_time_left(tmp_path, folder):
    ticks = iter(range(100))
    with _base(tmp_path, folder) as base:
        from desktop_app.knowledge.indexer import run_index

        steps = list(run_index(base.store, clock=lambda: float(next(ticks))))
    middle = steps[2]
    assert middle.files_total == 4 and 0 < middle.bytes_done < middle.bytes_total
    assert middle.seconds_left is not None and middle.seconds_left > 0
    assert steps[-1].seconds_left == 0


def test_a_file_deleted_while_indexing_is_skipped_with_a_reason(tmp_path, folder):
    with _base(tmp_path, folder) as base:

        def delete_the_next() -> bool:
            (folder / "2.md").unlink(missing_ok=True)
            return False

        last = _last(base, should_pause=delete_the_next)
    reasons = {skip.path.name: skip.reason for skip in last.skipped}
    assert reasons["2.md"] is SkipReason.VANISHED
    assert last.finished


def test_a_huge_file_is_refused_unread_and_binaries_are_listed(tmp_path, folder):
    with open(folder / "huge.txt", "wb") as huge:
        huge.truncate(2 * 1024**3)  # 2 GB, sparse
    (folder / "image.bin").write_bytes(b"\x89PNG\x00\x00binary")
    with _base(tmp_path, folder) as base:
        last = _last(base)
    reasons = {skip.path.name: skip for skip in last.skipped}
    assert reasons["huge.txt"].reason is SkipReason.TOO_LARGE
    assert "2048 MB" in reasons["huge.txt"].detail
    assert reasons["image.bin"].reason is SkipReason.BINARY


def test_a_full_database_disk_says_so_and_keeps_the_files_done(tmp_path, folder):
    with _base(tmp_path, folder) as base:
        _last(base)
        (folder / "big.md").write_text(
            "# Big\n\n" + "\n\n".join(f"para {i} " * 40 for i in range(400))
        )
        pages = base.store.db.connection.execute("PRAGMA page_count").fetchone()[0]
        base.store.db.connection.execute(f"PRAGMA max_page_count = {pages + 2}")
        with pytest.raises(KnowledgeError) as caught:
            _last(base)
        assert caught.value.kind is KnowledgeProblem.DISK_FULL
        assert base.info().files == 4
        assert base.search("honeybees", 1)[0].path.name == "1.md"


def test_a_full_disk_for_vectors_keeps_the_index_intact(tmp_path, folder, monkeypatch):
    with _base(tmp_path, folder) as base:
        _last(base)
        (folder / "new.md").write_text("# New\n\nGlaciers.\n")

        def full(*args, **kwargs):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(vectors_module.VectorFile, "append", full)
        with pytest.raises(KnowledgeError) as caught:
            _last(base)
        assert caught.value.kind is KnowledgeProblem.DISK_FULL
        assert base.info().files == 4
        monkeypatch.undo()
        assert _last(base).files_changed == 1  # the next run picks it up
        assert base.search("glaciers", 1)[0].path.name == "new.md"


def test_a_new_embedding_model_rebuilds_the_vectors_never_mixing(tmp_path, folder):
    with _base(tmp_path, folder, DemoEmbedder(dimension=64)) as base:
        _last(base)
        assert base.store.vector_model.endswith(":64")
    with _base(tmp_path, folder, DemoEmbedder(dimension=128)) as base:
        assert base._nearest("tides") == []  # another model's vectors are not searched
        last = _last(base)
        assert last.files_changed == 0  # text untouched, vectors made again
        assert base.store.vector_model.endswith(":128")
        assert base.store.vectors is not None and base.store.vectors.dimension == 128
        assert base.store.vectors.rows() == 4  # the old rows are gone
        assert base._nearest("tides")[0][0] > 0


def test_full_text_only_needs_no_embedder(tmp_path, folder):
    KnowledgeBase.create(tmp_path / "kb", "plain", [folder], "none").close()
    with KnowledgeBase.open(tmp_path / "kb", "plain") as base:
        _last(base)
        assert base.search("sourdough", 1)[0].path.name == "2.md"
        assert not (tmp_path / "kb" / "plain.vectors").exists()


def test_fts_syntax_in_a_query_is_taken_as_words(tmp_path, folder):
    with _base(tmp_path, folder) as base:
        _last(base)
        assert base.search('tides" OR NEAR(( * -', 1)[0].path.name == "0.md"


def test_the_index_is_one_sqlite_file_apart_from_the_main_database(tmp_path, folder):
    with _base(tmp_path, folder) as base:
        _last(base)
    connection = sqlite3.connect(tmp_path / "kb" / "notes.sqlite3")
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    connection.close()
    assert {"files", "chunks", "chunks_fts", "meta"} <= tables


def test_two_indexers_of_one_base_never_run_at_once(tmp_path, folder):
    with _base(tmp_path, folder) as first, _base(tmp_path, folder) as second:
        running = first.index()
        next(running)
        with pytest.raises(KnowledgeError) as caught:
            next(second.index())
        assert caught.value.kind is KnowledgeProblem.BUSY
        list(running)
        assert _last(second).finished  # free again once the first is done


def test_vectors_a_crash_cut_off_are_made_again(tmp_path, folder):
    with _base(tmp_path, folder) as base:
        _last(base)
        vectors = base.store.vector_path
    size = vectors.stat().st_size
    with open(vectors, "r+b") as file:  # the last row and a half never reached the disk
        file.truncate(size - size // 4 - 10)
    with _base(tmp_path, folder) as base:
        last = _last(base)
        assert last.files_changed == 0
        assert base.store.vectors is not None and base.store.vectors.rows() == 4
        owners = base._owner_map()
        assert sorted(owners[owners >= 0].tolist()) == sorted(set(owners[owners >= 0].tolist()))
        assert (owners >= 0).sum() == 4


def test_a_root_that_is_not_there_keeps_its_files_in_the_index(tmp_path, folder):
    with _base(tmp_path, folder) as base:
        _last(base)
        folder.rename(tmp_path / "unplugged")
        last = _last(base)
        assert [skip.reason for skip in last.skipped] == [SkipReason.MISSING]
        assert base.info().files == 4
        (tmp_path / "unplugged").rename(folder)
        (folder / "0.md").unlink()
        _last(base)
        assert base.info().files == 3  # a file gone from a root that is there goes
