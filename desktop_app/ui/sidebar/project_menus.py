"""What the sidebar offers for projects: the context menus of a project's row and a
conversation's "Move to project", the chooser the keyboard opens (Ctrl+Shift+M), new project,
rename, archive and restore, the Project dialog. The store does the work; the list follows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QModelIndex, QObject, QPoint
from PySide6.QtWidgets import QListView, QMenu, QStyle, QWidget

from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.paths import data_dir
from desktop_app.store.knowledge.links import KnowledgeLinks
from desktop_app.store.projects import Project, ProjectStore
from desktop_app.ui.services import Services
from desktop_app.ui.sidebar.conversation_list import ConversationListModel, RowKind
from desktop_app.ui.sidebar.project_dialog import ProjectDialog, ProjectValues
from desktop_app.ui.sidebar.rename_dialog import RenameDialog


class Sidebar(Protocol):
    """What the menus need of the sidebar (``sidebar.ConversationSidebar``)."""

    services: Services
    projects: ProjectStore
    archive_open: bool
    model: ConversationListModel
    conversations: QListView

    def current_id(self) -> str | None: ...
    def choose_row(self, row: int) -> None: ...
    def toggle_pin(self) -> None: ...
    def rename_current(self) -> None: ...
    def refresh(self, *_: object, select: str | None = None) -> None: ...
    def window(self) -> QWidget: ...


class ProjectMenus(QObject):
    def __init__(
        self, sidebar: Sidebar, new_in: Callable[[str], None], export: Callable[[str], None]
    ) -> None:
        super().__init__()
        self.sidebar = sidebar
        self.store = sidebar.projects
        self._new_in = new_in
        self._export = export
        self.chooser: QMenu | None = None  # the one the keyboard opened, for tests to answer
        self.dialog: ProjectDialog | None = None

    # -- menus --------------------------------------------------------------------------------

    def context_menu(self, position: QPoint) -> None:
        """Right-click in the list: a conversation's menu (pin, rename, move to project) or a
        project's."""
        view = self.sidebar.conversations
        index = view.indexAt(position)
        if not index.isValid():
            return
        self.sidebar.choose_row(index.row())
        menu = QMenu(view)
        row = self.sidebar.model.row_at(index.row())
        if row.kind is RowKind.PROJECT:
            project = self.store.get(row.id)
            if project is not None:
                self.project_menu(menu, project)
        elif row.kind is RowKind.CONVERSATION:
            pin = self.tr("Unpin") if row.pinned else self.tr("Pin to top")
            menu.addAction(pin, self.sidebar.toggle_pin)
            menu.addAction(self.tr("Rename…"), self.sidebar.rename_current)
            self.add_move_menu(menu, [row.id])
        if menu.isEmpty():
            menu.deleteLater()
            return
        self.show(menu, position)

    def add_move_menu(self, menu: QMenu, conversation_ids: list[str]) -> QMenu:
        """``menu`` gains "Move to project": each project, "No project" when it is in one,
        and "New project…" (which takes it along)."""
        current = self.store.memberships().get(conversation_ids[0]) if conversation_ids else None
        move = menu.addMenu(self.tr("Move to project"))
        self._fill_move_menu(move, conversation_ids, current)
        return move

    def _fill_move_menu(self, menu: QMenu, ids: list[str], current: str | None) -> None:
        for project in self.store.list():
            action = menu.addAction(project.name)
            action.triggered.connect(lambda _checked=False, p=project.id: self.move(ids, p))
            action.setCheckable(True)
            action.setChecked(project.id == current)
        if current is not None:
            menu.addAction(self.tr("No project"), lambda: self.move(ids, None))
        menu.addSeparator()
        menu.addAction(self.tr("New project…"), lambda: self.new_project(ids))

    def open_chooser(self) -> QMenu | None:
        """The keyboard's "Move to project": a small menu at the chosen conversation's row."""
        conversation_id = self.sidebar.current_id()
        if conversation_id is None:
            return None
        if self.chooser is not None:
            self.chooser.deleteLater()
        self.chooser = QMenu(self.sidebar.conversations)
        self.chooser.setTitle(self.tr("Move to project"))
        current = self.store.memberships().get(conversation_id)
        self._fill_move_menu(self.chooser, [conversation_id], current)
        view = self.sidebar.conversations
        rect = view.visualRect(view.currentIndex())
        self.chooser.popup(view.viewport().mapToGlobal(rect.bottomLeft()))
        active = next((a for a in self.chooser.actions() if a.isChecked()), None)
        self.chooser.setActiveAction(active or self.chooser.actions()[0])
        return self.chooser

    def project_menu(self, menu: QMenu, project: Project) -> None:
        menu.addAction(
            self.tr("New conversation in project"),
            lambda: self._new_in(project.id),
        )
        menu.addAction(self.tr("Edit project…"), lambda: self.edit(project.id))
        menu.addAction(self.tr("Rename…"), lambda: self.rename(project.id))
        menu.addAction(self.tr("Export…"), lambda: self._export(project.id))
        menu.addSeparator()
        if project.archived:
            menu.addAction(self.tr("Restore"), lambda: self.restore(project.id))
        else:
            menu.addAction(self.tr("Archive"), lambda: self.archive(project.id))

    def show(self, menu: QMenu, position: QPoint) -> None:
        menu.exec(self.sidebar.conversations.viewport().mapToGlobal(position))
        menu.deleteLater()

    # -- what they do -------------------------------------------------------------------------

    def move(self, conversation_ids: list[str], project_id: str | None) -> None:
        self.store.move(conversation_ids, project_id)
        if project_id is not None:
            self.store.set_folded(project_id, False)  # what was moved in stays in sight
        self.sidebar.refresh(select=conversation_ids[0] if conversation_ids else None)

    def new_project(self, taking: list[str] | None = None) -> None:
        """Asks for a name; the project is made (with ``taking`` moved into it) and chosen."""

        def named(name: str) -> None:
            project_id = self.store.create(name)
            if taking:
                self.store.move(taking, project_id)
            self.sidebar.refresh(select=taking[0] if taking else project_id)

        self._ask_name(self.tr("New project"), "", named)

    def rename(self, project_id: str) -> None:
        project = self.store.get(project_id)
        if project is None:
            return

        def named(name: str) -> None:
            self.store.rename(project_id, name)
            self.sidebar.refresh(select=project_id)

        self._ask_name(self.tr("Rename project"), project.name, named)

    def _ask_name(self, caption: str, name: str, named: object) -> None:
        dialog = RenameDialog(
            self.sidebar.window(),
            caption=caption,
            label=self.tr("Name:"),
            title=name,
            renamed=named,  # type: ignore[arg-type]
        )
        dialog.open()

    def archive(self, project_id: str) -> None:
        self.store.archive(project_id)
        self.sidebar.refresh()

    def restore(self, project_id: str) -> None:
        self.store.restore(project_id)
        self.sidebar.refresh(select=project_id)

    def toggle_archive(self) -> None:
        self.sidebar.archive_open = not self.sidebar.archive_open
        self.sidebar.refresh()

    def fold(self, index: QModelIndex) -> None:
        """A click on a project's row folds or unfolds it; on "Archived", the archive."""
        if not index.isValid():
            return
        row = self.sidebar.model.row_at(index.row())
        if row.kind is RowKind.PROJECT:
            self.toggle_fold(row.id)
        elif row.kind is RowKind.ARCHIVE:
            self.toggle_archive()

    def fold_by_key(self, index: QModelIndex) -> None:
        """Enter on a project's row; a style that opens rows on a click did it already."""
        hint = QStyle.StyleHint.SH_ItemView_ActivateItemOnSingleClick
        view = self.sidebar.conversations
        if not view.style().styleHint(hint, None, view):
            self.fold(index)

    def toggle_fold(self, project_id: str) -> None:
        project = self.store.get(project_id)
        if project is not None:
            self.store.set_folded(project_id, not project.folded)
            self.sidebar.refresh(select=project_id)

    def edit(self, project_id: str) -> None:
        project = self.store.get(project_id)
        if project is None:
            return
        names = [assistant.name for assistant in self.sidebar.services.assistants()]

        def saved(values: ProjectValues) -> None:
            self.store.update(
                project_id,
                name=values.name,
                instructions=values.instructions,
                assistant=values.assistant,
                model=values.model,
                parameters_json=values.parameters_json,
            )
            self.store.set_workspace(project_id, values.workspace)
            links.set_project(project_id, values.knowledge)
            self.sidebar.refresh(select=project_id)

        links = KnowledgeLinks(self.sidebar.services.conversations.database)
        bases = KnowledgeBase.names(data_dir() / "knowledge")
        chosen = links.of_project(project_id)
        window = self.sidebar.window()
        self.dialog = ProjectDialog(window, project, names, saved, bases, chosen)
        self.dialog.finished.connect(self._dialog_closed)
        self.dialog.open()

    def _dialog_closed(self) -> None:
        self.dialog = None
