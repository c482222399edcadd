"""The workspace chip beside the composer: which folder this conversation's file tools work in,
and a menu to choose another one, go back to the default, or turn file tools off.

The choice belongs to the conversation (``session.workspace.Workspaces``, kept in the store);
this widget only shows it and passes the person's choice on. With file tools off, a line says
how to turn them on again.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from desktop_app.session.workspace import Workspaces
from desktop_app.ui.theme.icons import Icon, wear
from desktop_app.workspaces import INHERIT, OFF, WorkspaceChoice

_LONGEST = 24  # characters of a folder's name shown before it is shortened to its last parts


def short_name(folder: Path, home: Path | None = None) -> str:
    """A folder as the chip says it: the home folder as ~, a long path by its last two parts."""
    home = home if home is not None else Path.home()
    shown = folder.as_posix()
    if folder == home:
        shown = "~"
    elif folder.is_relative_to(home):
        shown = "~/" + folder.relative_to(home).as_posix()
    if len(shown) > _LONGEST and len(folder.parts) > 2:
        shown = "…/" + "/".join(folder.parts[-2:])
    return shown


class WorkspaceChip(QWidget):
    """``changed`` says the conversation's choice was changed by the person."""

    changed = Signal()

    def __init__(self, workspaces: Workspaces | None, parent: QWidget | None = None) -> None:
        """Without ``workspaces`` (a window built without them) the chip stays hidden."""
        super().__init__(parent)
        self.workspaces = workspaces
        self.conversation_id = ""
        self.button = QToolButton()
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        wear(self.button, Icon.FOLDER)
        # The folder icon says it opens choices; Qt's menu arrow would sit on the name's end.
        self.button.setStyleSheet("QToolButton::menu-indicator { image: none; width: 0px; }")
        self.menu = QMenu(self.button)
        self.choose_action = QAction(self.menu)
        self.choose_action.triggered.connect(self.choose_folder)
        self.default_action = QAction(self.menu)
        self.default_action.triggered.connect(lambda: self.choose(INHERIT))
        self.off_action = QAction(self.menu)
        self.off_action.triggered.connect(lambda: self.choose(OFF))
        self.menu.addActions([self.choose_action, self.default_action, self.off_action])
        self.button.setMenu(self.menu)
        self.hint = QLabel()  # how to turn file tools on, shown while they are off
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button)
        row.addWidget(self.hint, 1)
        row.addStretch()  # the chip keeps to the left when the hint is hidden
        self.setVisible(workspaces is not None)
        self.retranslate()

    def show_conversation(self, conversation_id: str) -> None:
        self.conversation_id = conversation_id
        self.retranslate()

    def choose(self, choice: WorkspaceChoice) -> None:
        if self.workspaces is None or not self.conversation_id:
            return
        self.workspaces.choose(self.conversation_id, choice)
        self.retranslate()
        self.changed.emit()

    def choose_folder(self) -> None:
        if self.workspaces is None:
            return
        current = self.workspaces.effective(self.conversation_id) or self.workspaces.default()
        picked = QFileDialog.getExistingDirectory(
            self, self.tr("Folder for this conversation's file tools"), str(current)
        )
        if picked:  # an empty answer: the dialog was cancelled
            self.choose(WorkspaceChoice.at(Path(picked)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The chip's words for the conversation's choice as it is now."""
        self.button.setAccessibleName(self.tr("Workspace folder"))
        if self.workspaces is None:
            return
        choice = self.workspaces.choice(self.conversation_id)
        folder = self.workspaces.effective(self.conversation_id)
        default = self.workspaces.default()
        if folder is None:
            text = self.tr("File tools off")
            tip = self.tr("File tools are turned off in this conversation.")
        else:
            text = short_name(folder)
            tip = self.tr("File tools work in {folder}").format(folder=folder)
        self.button.setText(text)
        self.button.setToolTip(tip)
        self.button.setAccessibleDescription(tip)
        self.hint.setText(
            self.tr("To turn them on, choose a folder or the default from the button.")
        )
        self.hint.setVisible(folder is None)
        self.choose_action.setText(self.tr("Choose another folder…"))
        self.default_action.setText(
            self.tr("Use the default ({folder})").format(folder=short_name(default))
        )
        self.default_action.setEnabled(not choice.inherits)
        self.off_action.setText(self.tr("Turn file tools off for this conversation"))
        self.off_action.setEnabled(not choice.off)
