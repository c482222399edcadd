"""Knowledge bases in the window: indexing off the window's thread, paused, the window closed
and opened again (the app restarted), resumed without redoing the files already done; the
bases a conversation and a project search."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import Qt

from desktop_app.knowledge.embedders import DemoEmbedder
from desktop_app.session.knowledge_library import IndexState, KnowledgeLibrary
from desktop_app.store.knowledge.links import KnowledgeLinks
from tests.ui.window_harness import opened_windows, wait_until

FILES = 12


@pytest.fixture
def notes(tmp_path, monkeypatch):
    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "notes"
    folder.mkdir()
    for number in range(FILES):
        (folder / f"note-{number:02}.md").write_text(
            f"# Note {number}\n\nThe tide table for harbour {number} lists spring tides.\n",
            encoding="utf-8",
        )
    (folder / "photo.jpg").write_bytes(b"\xff\xd8\x00binary\x00")
    return folder


@dataclass(frozen=True)
class PausingEmbedder:
    """The Demo's vectors, pausing the window's run while the first file is embedded: the
    indexer looks at Pause between files, so exactly one file is done when it stops."""

    pause: object
    inner: DemoEmbedder = field(default_factory=DemoEmbedder)

    @property
    def key(self) -> str:
        return self.inner.key

    @property
    def batch(self) -> int:
        return self.inner.batch

    def embed(self, texts):
        self.pause()
        return self.inner.embed(texts)


def state_cell(dialog) -> str:
    return dialog.table.item(0, 5).text()


def test_indexing_pauses_and_resumes_after_a_restart_without_redoing_files(
    qtbot, qloop, harness, notes, monkeypatch
):
    with opened_windows(harness, qloop) as open_window:
        window = open_window()
        wiring = window.projects.knowledge
        wiring.library.add("notes", [notes], "demo")
        dialog = wiring.open_bases()
        assert dialog.table.rowCount() == 1 and state_cell(dialog) == "Not indexed yet"
        monkeypatch.setattr(
            KnowledgeLibrary, "embedder", lambda self, name: PausingEmbedder(dialog.job.pause)
        )
        dialog.index_button.click()
        assert dialog.pause_button.text() == "Pause"
        qloop.run_until_complete(wait_until(lambda: not dialog.job.running))
        assert state_cell(dialog) == "Paused"
        assert dialog.job.last.files_done == 1 and dialog.job.last.files_total == FILES + 1
        window.close()  # the app quits; the base stays paused on disk

        monkeypatch.setattr(KnowledgeLibrary, "embedder", lambda self, name: DemoEmbedder())
        again = open_window()
        dialog = again.projects.knowledge.open_bases()
        assert state_cell(dialog) == "Paused"
        assert dialog.pause_button.text() == "Resume" and dialog.pause_button.isEnabled()
        dialog.pause_button.click()
        qloop.run_until_complete(wait_until(lambda: not dialog.job.running))
        assert state_cell(dialog) == "Up to date"
        last = dialog.job.last
        assert last.finished and last.files_done == FILES + 1
        assert last.chunks == FILES - 1  # the note done before the restart is not redone
        assert "photo.jpg: a binary file" in dialog.left_out.item(0).text()
        assert dialog.table.item(0, 2).text() == str(FILES)
        assert dialog.progress.value() == dialog.progress.maximum() == FILES + 1
        dialog.close()


def test_a_conversation_chooses_its_bases(qtbot, qloop, harness, notes):
    with opened_windows(harness, qloop) as open_window:
        window = open_window()
        wiring = window.projects.knowledge
        wiring.library.add("notes", [notes], "none")
        wiring.library.add("other", [notes], "none")
        window.chat.header.options.knowledge_button.click()  # the conversation's options
        chooser = wiring.chooser
        assert chooser is not None and chooser.list.count() == 2
        chooser.list.item(1).setCheckState(Qt.CheckState.Checked)
        chooser.accept()
        conversation = window.sidebar.current_id()
        links = KnowledgeLinks(harness.database)
        assert links.of_conversation(conversation) == ["other"]
        assert links.for_turn(conversation) == ["other"]
        assert IndexState.NEW in {row.state for row in wiring.library.rows()}


def test_the_window_looks_again_and_indexes_only_what_changed(qtbot, qloop, harness, notes):
    with opened_windows(harness, qloop) as open_window:
        window = open_window()
        wiring = window.projects.knowledge
        assert wiring.timer.isActive() and wiring.timer.interval() == 120_000
        wiring.library.add("notes", [notes], "demo")
        dialog = wiring.open_bases()
        dialog.index_button.click()
        qloop.run_until_complete(wait_until(lambda: not dialog.job.running))
        dialog.close()
        qloop.run_until_complete(wait_until(lambda: wiring.dialog is None))
        (notes / "note-03.md").write_text("# Note 3\n\nNeap tides are weak.\n", encoding="utf-8")
        wiring.look_again()
        qloop.run_until_complete(wait_until(lambda: not wiring.background.running))
        last = wiring.background.last
        assert last.finished and last.files_changed == 1 and last.chunks == 1
        assert [row.state for row in wiring.library.rows()] == [IndexState.INDEXED]


def test_a_finished_run_frees_the_buttons_and_a_base_indexed_elsewhere_is_up_to_date(
    qtbot, qloop, harness, notes
):
    from desktop_app.knowledge.base import KnowledgeBase

    with opened_windows(harness, qloop) as open_window:
        wiring = open_window().projects.knowledge
        wiring.library.add("notes", [notes], "none")
        with KnowledgeBase.open(wiring.library.folder, "notes") as base:
            for _ in base.index():  # as arroyo kb index does: no state written
                pass
        dialog = wiring.open_bases()
        assert state_cell(dialog) == "Up to date"
        dialog.index_button.click()
        assert not dialog.index_button.isEnabled()
        qloop.run_until_complete(wait_until(lambda: not dialog.job.running))
        assert dialog.index_button.isEnabled() and dialog.remove_button.isEnabled()
        assert dialog.pause_button.text() == "Pause" and not dialog.pause_button.isEnabled()
        dialog.close()


def test_with_no_base_the_dialog_says_what_one_is_for(qtbot, qloop, harness, notes):
    with opened_windows(harness, qloop) as open_window:
        dialog = open_window().projects.knowledge.open_bases()
        assert dialog.table.rowCount() == 0
        assert dialog.status.text().startswith("No knowledge base yet.")
        dialog.library.add("notes", [notes], "none")
        dialog.refresh()
        assert dialog.table.rowCount() == 1 and not dialog.status.text().startswith("No ")
        dialog.close()


def test_files_left_out_past_the_cap_are_counted_in_the_last_row(
    qtbot, qloop, harness, notes, monkeypatch
):
    from desktop_app.knowledge import indexer

    monkeypatch.setattr(indexer, "SKIPPED_KEPT", 3)
    for number in range(4):
        (notes / f".hidden-{number}").write_text("x", encoding="utf-8")
    with opened_windows(harness, qloop) as open_window:
        wiring = open_window().projects.knowledge
        wiring.library.add("notes", [notes], "none")
        dialog = wiring.open_bases()
        dialog.index_button.click()
        qloop.run_until_complete(wait_until(lambda: not dialog.job.running))
        rows = [dialog.left_out.item(row).text() for row in range(dialog.left_out.count())]
        # Three hidden files listed; the fourth, then the photo (found binary when read), counted.
        assert [row.split(": ")[1] for row in rows[:3]] == ["hidden"] * 3
        assert rows[0].endswith(".hidden-0: hidden")
        assert rows[3:] == ["and 2 more files"]
        dialog.close()
