"""Projects in the window's list, driven as a person would: folding, dragging a conversation
onto a project, the menu's and the keyboard's Move to project, rename, archive and restore,
and a new conversation that takes its project's defaults."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from desktop_app.providers.parameters import Parameters
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.projects import ProjectStore
from desktop_app.ui.sidebar.conversation_list import ConversationListModel, RowKind
from desktop_app.ui.sidebar.rename_dialog import RenameDialog
from desktop_app.ui.window.main_window import MainWindow


def open_window(qtbot, harness) -> MainWindow:
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(1000, 700)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.sidebar.refresh()
    return window


def listed(window) -> list[tuple[str, str, str, int]]:
    """Each row as (kind, header, title, depth)."""
    model = window.sidebar.model
    return [
        (row.kind.value, row.header, row.title, row.depth)
        for row in (model.row_at(n) for n in range(model.rowCount()))
    ]


def setup(harness) -> tuple[ProjectStore, dict[str, str]]:
    conversations, projects = ConversationStore(harness.database), ProjectStore(harness.database)
    ids = {
        "river": projects.create("River"),
        "book": projects.create("Book"),
        "loose": conversations.create("Loose one"),
        "inside": conversations.create("Inside one"),
    }
    conversations.add_message(ids["loose"], "user", "a")
    conversations.add_message(ids["inside"], "user", "b")
    projects.move([ids["inside"]], ids["river"])
    return projects, ids


def test_projects_list_above_the_days_and_a_fold_is_remembered(qtbot, harness):
    projects, ids = setup(harness)
    window = open_window(qtbot, harness)
    assert listed(window) == [
        ("project", "Projects", "Book", 0),
        ("project", "", "River", 0),
        ("conversation", "", "Inside one", 1),
        ("conversation", "Today", "Loose one", 0),
    ]
    # The conversation open at start is the one marked in the list, not the first project.
    assert window.sidebar.current_id() == window.current_page.conversation_id == ids["inside"]
    river = window.sidebar.model.row_of(ids["river"])
    rect = window.conversations.visualRect(window.sidebar.model.index(river))
    qtbot.mouseClick(window.conversations.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert [row[2] for row in listed(window)] == ["Book", "River", "Loose one"]  # folded
    assert projects.get(ids["river"]).folded  # kept: the next start shows it folded
    description = Qt.ItemDataRole.AccessibleDescriptionRole
    assert window.sidebar.model.index(river).data(description) == "Project, folded"
    assert window.sidebar.selected_project() == ids["river"]
    # The conversation stays open, and the window still names it, not the project.
    assert window.current_page.conversation_id == ids["inside"]
    assert window.windowTitle().startswith("Inside one")
    again = open_window(qtbot, harness)
    assert [row[2] for row in listed(again)] == ["Book", "River", "Loose one"]


def test_a_conversation_dragged_onto_a_project_moves_into_it(qtbot, harness):
    projects, ids = setup(harness)
    window = open_window(qtbot, harness)
    model: ConversationListModel = window.sidebar.model
    dragged = model.index(model.row_of(ids["loose"]))
    assert model.flags(dragged) & Qt.ItemFlag.ItemIsDragEnabled
    data = model.mimeData([dragged])
    book = model.index(model.row_of(ids["book"]))
    assert model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, -1, book)
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, -1, -1, book)
    qtbot.waitUntil(lambda: projects.memberships().get(ids["loose"]) == ids["book"])
    qtbot.waitUntil(lambda: ("conversation", "", "Loose one", 1) in listed(window))
    assert listed(window)[:2] == [
        ("project", "Projects", "Book", 0),
        ("conversation", "", "Loose one", 1),
    ]
    # Dropped on a conversation in no project (or below the rows): out of its project.
    data = model.mimeData([model.index(model.row_of(ids["inside"]))])
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, -1, -1, QModelIndex())
    qtbot.waitUntil(lambda: ids["inside"] not in projects.memberships())


def test_the_archive_fold_takes_no_drop(qtbot, harness):
    projects, ids = setup(harness)
    projects.archive(ids["book"])
    window = open_window(qtbot, harness)
    model = window.sidebar.model
    archive = model.index(
        next(n for n in range(model.rowCount()) if model.row_at(n).kind is RowKind.ARCHIVE)
    )
    data = model.mimeData([model.index(model.row_of(ids["loose"]))])
    assert not model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, -1, archive)
    assert not model.dropMimeData(data, Qt.DropAction.MoveAction, -1, -1, archive)


def test_the_context_menus_move_to_project(qtbot, harness):
    projects, ids = setup(harness)
    window = open_window(qtbot, harness)
    menu = QMenu(window)
    move = window.sidebar.menus.add_move_menu(menu, [ids["inside"]])
    names = [action.text() for action in move.actions() if not action.isSeparator()]
    assert names == ["Book", "River", "No project", "New project…"]
    assert [a.isChecked() for a in move.actions()[:2]] == [False, True]  # where it is now
    move.actions()[0].trigger()
    assert projects.memberships()[ids["inside"]] == ids["book"]
    assert window.sidebar.current_id() == ids["inside"]  # still chosen, in its new place
    menu.deleteLater()


def test_ctrl_shift_m_opens_a_chooser_at_the_chosen_conversation(qtbot, harness):
    projects, ids = setup(harness)
    window = open_window(qtbot, harness)
    assert window.commands["move_to_project"].shortcut() == QKeySequence("Ctrl+Shift+M")
    window.sidebar.choose_row(window.sidebar.model.row_of(ids["loose"]))
    window.conversations.setFocus()
    qtbot.keyClick(
        window.conversations,
        Qt.Key.Key_M,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    chooser = window.sidebar.menus.chooser
    assert chooser is not None
    qtbot.waitUntil(chooser.isVisible)
    qtbot.keyClick(chooser, Qt.Key.Key_Down)  # from Book to River
    qtbot.keyClick(chooser, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: projects.memberships().get(ids["loose"]) == ids["river"])
    assert not chooser.isVisible()


def test_a_project_is_renamed_archived_and_restored(qtbot, harness):
    projects, ids = setup(harness)
    window = open_window(qtbot, harness)
    window.sidebar.choose_row(window.sidebar.model.row_of(ids["river"]))
    window.commands["rename"].trigger()  # F2 on a project renames the project
    dialog = window.findChild(RenameDialog)
    assert dialog is not None and dialog.field.text() == "River"
    dialog.field.setText("Delta")
    dialog.accept()
    assert projects.get(ids["river"]).name == "Delta"
    assert ("project", "", "Delta", 0) in listed(window)
    window.sidebar.menus.archive(ids["river"])
    rows = listed(window)
    assert ("project", "", "Delta", 0) not in rows and ("archive", "", "Archived", 0) in rows
    assert ("conversation", "", "Inside one", 1) not in rows  # hidden with its project
    archive = window.sidebar.model.row_of("archive")
    rect = window.conversations.visualRect(window.sidebar.model.index(archive))
    qtbot.mouseClick(window.conversations.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert ("project", "", "Delta", 1) in listed(window)  # under the open fold
    window.sidebar.menus.restore(ids["river"])
    assert listed(window)[:2] == [("project", "Projects", "Book", 0), ("project", "", "Delta", 0)]
    assert ("archive", "", "Archived", 0) not in listed(window)


def test_a_new_conversation_in_a_chosen_project_takes_its_defaults(qtbot, harness):
    projects, ids = setup(harness)
    projects.update(
        ids["book"],
        provider_id="sim",
        model="book-model",
        parameters_json=Parameters(temperature=0.4).to_json(),
    )
    projects.set_folded(ids["book"], True)
    window = open_window(qtbot, harness)
    window.sidebar.choose_row(window.sidebar.model.row_of(ids["book"]))
    window.commands["new_conversation"].trigger()
    conversation_id = window.sidebar.current_id()
    assert conversation_id is not None
    assert projects.memberships()[conversation_id] == ids["book"]
    stored = window.services.conversations.get(conversation_id)
    assert (stored.provider_id, stored.model) == ("sim", "book-model")
    assert Parameters.from_json(stored.parameters_json).temperature == 0.4
    assert ("conversation", "", "New conversation", 1) in listed(window)  # unfolded to show it
    # The project's "+" again: the empty one there is reused, not a second one made.
    window.sidebar.new_in_project.emit(ids["book"])
    assert window.sidebar.current_id() == conversation_id
    assert projects.members(ids["book"]) == [conversation_id]
    # Nothing chosen in a project: Ctrl+N's conversation is in none.
    window.sidebar.choose_row(window.sidebar.model.row_of(ids["loose"]))
    window.conversations.setFocus()
    sequence = QKeySequence(QKeySequence.StandardKey.New)[0]
    qtbot.keyClick(QApplication.focusWidget(), sequence.key(), sequence.keyboardModifiers())
    assert window.sidebar.current_id() not in projects.memberships()


def test_a_drop_event_on_the_list_view_moves_the_conversation(qtbot, harness):
    """The view's own drag and drop (as QDrag delivers it): enter, move, drop on a project."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

    projects, ids = setup(harness)
    window = open_window(qtbot, harness)
    view, model = window.conversations, window.sidebar.model
    assert view.dragEnabled() and view.acceptDrops()
    data = model.mimeData([model.index(model.row_of(ids["loose"]))])
    target = view.visualRect(model.index(model.row_of(ids["book"]))).center()
    point = QPointF(target)
    buttons, modifiers = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    move = Qt.DropAction.MoveAction
    enter = QDragEnterEvent(target, move, data, buttons, modifiers)
    QApplication.sendEvent(view.viewport(), enter)
    assert enter.isAccepted()
    QApplication.sendEvent(view.viewport(), QDragMoveEvent(target, move, data, buttons, modifiers))
    drop = QDropEvent(point, move, data, buttons, modifiers)
    QApplication.sendEvent(view.viewport(), drop)
    qtbot.waitUntil(lambda: projects.memberships().get(ids["loose"]) == ids["book"])


def test_the_drag_picture_is_one_row_of_title_without_the_group_name(qtbot, harness):
    from PySide6.QtGui import QFontMetrics

    from desktop_app.ui.theme.rows import drag_picture
    from desktop_app.ui.theme.tokens import SPACING

    setup(harness)
    window = open_window(qtbot, harness)
    view = window.conversations
    first = window.sidebar.model.index(0)  # "Book", under the "Projects" header
    picture = drag_picture("Loose one", view.font(), view.palette(), 200)
    assert picture.height() == QFontMetrics(view.font()).height() + 2 * SPACING.s
    assert picture.height() < view.visualRect(first).height()  # no header above it
    assert picture.width() == 200


def test_deleting_the_last_conversation_of_a_project_chooses_a_conversation(qtbot, harness):
    projects, ids = setup(harness)
    projects.move([ids["inside"]], ids["book"])  # Book, Inside one, River, Loose one
    window = open_window(qtbot, harness)
    window.sidebar.choose_row(window.sidebar.model.row_of(ids["inside"]))
    window.conversations.setFocus()
    window.commands["delete"].trigger()
    # The rows around it are projects' (Book, River): the next conversation is chosen.
    assert window.sidebar.current_id() == ids["loose"]
    assert window.current_page.conversation_id == ids["loose"]
    window.undo_delete()
    assert window.sidebar.current_id() == ids["inside"]


def test_right_click_offers_a_rows_own_menu(qtbot, harness):
    projects, ids = setup(harness)
    window = open_window(qtbot, harness)
    shown: list[QMenu] = []
    window.sidebar.menus.show = lambda menu, position: shown.append(menu)  # no nested loop
    view, model = window.conversations, window.sidebar.model

    def right_click(row_id: str) -> list[str]:
        point = view.visualRect(model.index(model.row_of(row_id))).center()
        view.customContextMenuRequested.emit(point)
        return [a.text() for a in shown[-1].actions() if not a.isSeparator()]

    assert right_click(ids["loose"]) == ["Pin to top", "Rename…", "Move to project"]
    assert right_click(ids["book"]) == [
        "New conversation in project",
        "Edit project…",
        "Rename…",
        "Export…",
        "Archive",
    ]
    projects.archive(ids["book"])
    window.sidebar.archive_open = True
    window.sidebar.refresh()
    assert right_click(ids["book"])[-1] == "Restore"
    for menu in shown:
        menu.deleteLater()
