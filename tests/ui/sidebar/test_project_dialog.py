"""The Project dialog, opened from the list as a person would, saving into the store."""

from __future__ import annotations

from desktop_app.providers.parameters import Parameters
from desktop_app.store.projects import ProjectStore
from desktop_app.ui.sidebar.project_dialog import UNSET_TEMPERATURE
from desktop_app.ui.window.main_window import MainWindow
from desktop_app.workspaces import INHERIT, WorkspaceChoice


def test_edit_saves_every_field_and_keeps_parameters_it_does_not_show(qtbot, harness, tmp_path):
    projects = ProjectStore(harness.database)
    project_id = projects.create(
        "River", parameters_json=Parameters(temperature=0.3, top_p=0.7).to_json()
    )
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.sidebar.refresh()
    window.sidebar.menus.edit(project_id)
    dialog = window.sidebar.menus.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.temperature.value() == 0.3
    assert dialog.temperature.text() != "Model's default"
    dialog.name.setText("  Delta  ")
    dialog.instructions.setPlainText("Answer as a hydrologist.")
    dialog.model.setText("m-2")
    dialog.max_tokens.setValue(512)
    dialog.workspace.setText(str(tmp_path / "delta"))
    dialog.accept()
    saved = projects.get(project_id)
    assert (saved.name, saved.instructions, saved.model) == (
        "Delta",
        "Answer as a hydrologist.",
        "m-2",
    )
    assert Parameters.from_json(saved.parameters_json) == Parameters(
        temperature=0.3, top_p=0.7, max_output_tokens=512
    )
    assert saved.workspace_choice == WorkspaceChoice.at(tmp_path / "delta")
    assert window.sidebar.model.title_at(window.sidebar.model.row_of(project_id)) == "Delta"

    window.sidebar.menus.edit(project_id)  # the default again, and the folder cleared
    dialog = window.sidebar.menus.dialog
    dialog.temperature.setValue(UNSET_TEMPERATURE)
    assert dialog.temperature.text() == "Model's default"
    dialog.workspace.clear()
    dialog.accept()
    saved = projects.get(project_id)
    assert Parameters.from_json(saved.parameters_json).temperature is None
    assert saved.workspace_choice == INHERIT


def test_the_project_dialog_chooses_the_knowledge_bases_its_conversations_search(
    qtbot, harness, tmp_path, monkeypatch
):
    from PySide6.QtCore import Qt

    from desktop_app.knowledge.base import KnowledgeBase
    from desktop_app.store.knowledge.links import KnowledgeLinks

    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    for name in ("notes", "papers"):
        KnowledgeBase.create(tmp_path / "data" / "knowledge", name, [tmp_path], "none").close()
    links = KnowledgeLinks(harness.database)
    project_id = ProjectStore(harness.database).create("River")
    links.set_project(project_id, ["papers"])
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.sidebar.refresh()
    window.sidebar.menus.edit(project_id)
    dialog = window.sidebar.menus.dialog
    items = [dialog.bases.item(row) for row in range(dialog.bases.count())]
    assert [(i.text(), i.checkState()) for i in items] == [
        ("notes", Qt.CheckState.Unchecked),
        ("papers", Qt.CheckState.Checked),
    ]
    items[0].setCheckState(Qt.CheckState.Checked)
    items[1].setCheckState(Qt.CheckState.Unchecked)
    dialog.accept()
    assert links.of_project(project_id) == ["notes"]


def test_with_no_knowledge_base_the_dialog_says_how_to_make_one(
    qtbot, harness, tmp_path, monkeypatch
):
    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    project_id = ProjectStore(harness.database).create("River")
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.sidebar.refresh()
    window.sidebar.menus.edit(project_id)
    dialog = window.sidebar.menus.dialog
    assert dialog.bases_caption.isVisible() and dialog.no_bases.isVisible()
    assert "Knowledge bases…" in dialog.no_bases.text() and not dialog.bases.isVisible()
    dialog.reject()
