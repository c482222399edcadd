"""Adding a knowledge base: each way of searching says what it means and who gets the files."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from desktop_app.config.settings import ProviderSettings
from desktop_app.session.knowledge_library import KnowledgeLibrary
from desktop_app.ui.dialogs.knowledge_add import AddBaseDialog


def dialog_for(qtbot, tmp_path) -> AddBaseDialog:
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai")
    settings.add_preset("ollama")
    dialog = AddBaseDialog(KnowledgeLibrary(tmp_path / "knowledge", settings).sources())
    qtbot.addWidget(dialog)
    return dialog


def choose(dialog: AddBaseDialog, text: str) -> None:
    dialog.source.setCurrentIndex(dialog.source.findText(text))


def test_each_source_says_where_the_files_go(qtbot, tmp_path):
    dialog = dialog_for(qtbot, tmp_path)
    assert dialog.spec() == "demo"  # offline and free, chosen first
    assert "share words with the question" in dialog.note.text()
    assert "Nothing leaves this computer" in dialog.note.text()
    choose(dialog, "Embeddings from OpenAI")
    assert dialog.note.text() == (
        "Indexing with OpenAI sends every passage of these files to OpenAI."
    )
    assert dialog.spec() == "openai:text-embedding-3-small"
    dialog.model.setText("text-embedding-3-large")
    assert dialog.spec() == "openai:text-embedding-3-large"
    choose(dialog, "Embeddings from Ollama")
    assert "files stay here" in dialog.note.text()
    assert dialog.spec() == "ollama:nomic-embed-text"  # its own model, not the one typed before
    choose(dialog, "Words only (full-text search)")
    assert dialog.spec() == "none" and dialog.model.isHidden()


def test_ok_waits_for_a_name_and_a_source(qtbot, tmp_path):
    dialog = dialog_for(qtbot, tmp_path)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.name.setText("notes")
    assert not ok.isEnabled()
    dialog.add_path(tmp_path)
    assert ok.isEnabled() and dialog.chosen_paths() == [tmp_path]
