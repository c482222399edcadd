"""The conversation list's view: a QListView whose drag carries the chosen conversations with
a picture of their title only (the default picture would carry a group's name painted above a
row, and the row's hover shade)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import QListView

from desktop_app.ui.theme.rows import drag_picture


class ConversationView(QListView):
    def startDrag(self, supportedActions: Qt.DropAction) -> None:
        model = self.model()
        dragged = [
            index
            for index in self.selectedIndexes()
            if model.flags(index) & Qt.ItemFlag.ItemIsDragEnabled
        ]
        if not dragged:
            return
        drag = QDrag(self)
        drag.setMimeData(model.mimeData(dragged))
        title = str(dragged[0].data(Qt.ItemDataRole.DisplayRole) or "")
        width = max(self.viewport().width() * 3 // 4, 1)
        picture = drag_picture(title, self.font(), self.palette(), width)
        drag.setPixmap(picture)
        drag.setHotSpot(picture.rect().center())
        drag.exec(Qt.DropAction.MoveAction, Qt.DropAction.MoveAction)
