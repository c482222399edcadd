"""A row of attachments as small tiles: an image's thumbnail, a file's name. Shown in the
composer before sending (each with a remove button) and under the person's sent message."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPalette, QPixmap
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.generation.attachment import Attachment, AttachmentKind
from desktop_app.store.attachments import AttachmentStore
from desktop_app.ui.theme.icons import Icon, pixmap

FILE_ICON = 32  # pixels: a text file's drawing, as tall as the tile's picture

THUMBNAIL = 64  # pixels, the longest edge of an image's tile
OBJECT_NAME = "attachmentTile"


def tile(attachment: Attachment, remove: Callable[[], None] | None = None) -> QWidget:
    """One attachment; ``remove``: a button that takes it out of the composer."""
    widget = QWidget()
    widget.setObjectName(OBJECT_NAME)
    layout = QVBoxLayout(widget)
    layout.setContentsMargins(2, 2, 2, 2)
    pdf = attachment.media_type == "application/pdf"
    picture = QLabel() if pdf or attachment.kind is AttachmentKind.IMAGE else FilePicture()
    picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
    if attachment.kind is AttachmentKind.IMAGE:
        image = QPixmap()
        image.loadFromData(attachment.data)
        picture.setPixmap(
            image.scaled(
                THUMBNAIL,
                THUMBNAIL,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )
    elif pdf:
        picture.setText("PDF")
        picture.setFixedSize(THUMBNAIL, THUMBNAIL // 2)
    layout.addWidget(picture)
    name = QLabel()
    name.setTextFormat(Qt.TextFormat.PlainText)  # a file's name is never markup
    name.setText(attachment.name if len(attachment.name) <= 24 else attachment.name[:23] + "…")
    name.setToolTip(attachment.name)
    layout.addWidget(name)
    widget.setAccessibleName(attachment.name)
    if remove is not None:
        button = QToolButton()
        button.setText("×")
        button.setAccessibleName(attachment.name)
        button.clicked.connect(lambda _checked=False: remove())
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        widget.setProperty("removeButton", button)
    return widget


class FilePicture(QLabel):
    """A text file's tile: the icon set's drawing of a page (a pictograph such as U+1F4C4 is
    missing from many fonts and shows as a box), in the text colour, again on a theme switch."""

    def __init__(self) -> None:
        super().__init__()
        self.setFixedSize(THUMBNAIL, THUMBNAIL // 2)
        self._paint()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.DevicePixelRatioChange):
            self._paint()
        super().changeEvent(event)

    def _paint(self) -> None:
        colour = self.palette().color(QPalette.ColorRole.WindowText).name()
        self.setPixmap(pixmap(Icon.FILE, colour, FILE_ICON, self.devicePixelRatioF()))


class AttachmentRow(QWidget):
    """The attachments of a sent message, under it, on the person's side (the right, where
    their message is): on the left they would read as the answer's."""

    def __init__(self, attachments: tuple[Attachment, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.attachments = attachments
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addStretch(1)
        for attachment in attachments:
            layout.addWidget(tile(attachment))


def show_under(
    messages: QBoxLayout, built: dict[int, QWidget], attachments: AttachmentStore
) -> None:
    """Each stored message built that carries files gets their row under it (once)."""
    found = attachments.of_messages(built)
    for message_id, files in found.items():
        bubble = built[message_id]
        index = messages.indexOf(bubble)
        below = messages.itemAt(index + 1)
        if index < 0 or (below is not None and isinstance(below.widget(), AttachmentRow)):
            continue
        messages.insertWidget(index + 1, AttachmentRow(files, bubble.parentWidget()))
