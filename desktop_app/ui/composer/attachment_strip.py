"""The composer's attachments: files picked, dropped or pasted, read off the window's thread
and shown as tiles until the message is sent.

Nothing is lost on a refusal: a file that cannot go says why and the others stay; a model known
to read no images keeps the message and its files in the composer (``refusal``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QMimeData, QObject, Signal
from PySide6.QtGui import QDropEvent, QGuiApplication, QImage, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_app.attachments.reading import PdfMode, attachment_of, read_attachment
from desktop_app.generation.attachment import Attachment, AttachmentError
from desktop_app.image_fit import fit_image
from desktop_app.names import Wire
from desktop_app.providers.attachment_parts import check_sendable
from desktop_app.ui.composer.attachment_problems import attachment_problem
from desktop_app.ui.composer.attachment_thumbnails import tile
from desktop_app.ui.theme.icon_buttons import icon_button, name
from desktop_app.ui.theme.icons import Icon


class AttachmentStrip(QWidget):
    changed = Signal()  # files came or went, or reading them started or ended

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.files: list[Attachment] = []
        self._reading: set[asyncio.Future[None]] = set()
        self._last: asyncio.Future[None] | None = None
        # The composer card lays out Attach (in its foot) and the PDF choice (in its menu).
        self.attach_button = icon_button(Icon.ATTACH)
        self.attach_button.clicked.connect(lambda _checked=False: self.pick())
        self.pdf_as_documents = QCheckBox()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.hide()
        self._tiles = QHBoxLayout()
        self._tiles.setContentsMargins(0, 0, 0, 0)
        controls = QHBoxLayout()
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addLayout(self._tiles)
        controls.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(controls)
        layout.addWidget(self.problem)
        self.retranslate()

    def retranslate(self) -> None:
        name(
            self.attach_button,
            self.tr("Attach files"),
            self.tr("Text, code, images and PDFs; you can also drop or paste them"),
        )
        self.attach_button.setToolTip(
            self.tr("Attach files: text, code, images and PDFs; you can also drop or paste them")
        )
        self.pdf_as_documents.setText(self.tr("PDFs as documents"))
        self.pdf_as_documents.setAccessibleName(self.tr("PDFs as documents"))
        self.pdf_as_documents.setToolTip(
            self.tr("Send PDFs as they are to models that read them, instead of their text")
        )

    @property
    def reading(self) -> bool:
        return bool(self._reading)

    # -- files coming in -----------------------------------------------------------------------

    def pick(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Attach files"))
        self.add_paths([Path(path) for path in paths])

    def add_paths(self, paths: list[Path]) -> None:
        mode = PdfMode.NATIVE if self.pdf_as_documents.isChecked() else PdfMode.TEXT
        for path in paths:
            self._read(partial(read_attachment, path, pdf=mode, fit_image=fit_image))

    def add_image(self, image: QImage, name: str) -> None:
        """A pasted or dropped image (no file): kept as PNG, then fitted like a file's."""
        data = _png(image)
        self._read(partial(attachment_of, name, data, fit_image=fit_image))

    def _read(self, read: Callable[[], Attachment]) -> None:
        self.problem.hide()
        # Read at once, added in the order they came (after the ones before them).
        future = asyncio.ensure_future(self._add(read, self._last))
        self._last = future
        self._reading.add(future)
        future.add_done_callback(self._read_done)
        self.changed.emit()

    async def _add(
        self, read: Callable[[], Attachment], before: asyncio.Future[None] | None
    ) -> None:
        try:  # decoding and scaling an image or a PDF takes a while: not on this thread
            attachment = await asyncio.to_thread(read)
        except AttachmentError as error:
            attachment, problem = None, attachment_problem(error)
        if before is not None:
            await asyncio.wait([before])
        if attachment is None:
            self.say(problem)
            return
        self.files.append(attachment)
        self._show()

    def _read_done(self, future: asyncio.Future[None]) -> None:
        self._reading.discard(future)
        self.changed.emit()

    # -- sending -----------------------------------------------------------------------------

    def refusal(self, model_of_turn: tuple[Wire, str] | None) -> str | None:
        """Why these files cannot go to the model of the next turn; None: they can (or the
        model is not known yet: the server is asked, and its refusal said)."""
        if model_of_turn is None:
            return None
        wire, model = model_of_turn
        try:
            check_sendable(model, tuple(self.files), wire)
        except AttachmentError as error:
            return attachment_problem(error)
        return None

    def take(self) -> tuple[Attachment, ...]:
        """The files, for the message being sent; the strip is empty after."""
        files, self.files = tuple(self.files), []
        self.problem.hide()
        self._show()
        return files

    def say(self, sentence: str) -> None:
        self.problem.setText(sentence)
        self.problem.show()

    def remove(self, attachment: Attachment) -> None:
        self.files = [file for file in self.files if file is not attachment]
        self._show()

    def tiles(self) -> list[QWidget]:
        """The tiles shown, in order (one per file)."""
        items = (self._tiles.itemAt(index) for index in range(self._tiles.count()))
        return [widget for item in items if item is not None and (widget := item.widget())]

    def _show(self) -> None:
        while self._tiles.count():
            item = self._tiles.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for attachment in self.files:
            self._tiles.addWidget(tile(attachment, partial(self.remove, attachment)))
        self.changed.emit()

    # -- the composer: drops and pastes ---------------------------------------------------------

    def watch(self, composer: QPlainTextEdit) -> None:
        """Files and images dropped on the composer, or pasted into it, come here; text
        goes on into the composer as before."""
        self._composer = composer
        composer.installEventFilter(self)
        composer.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.matches(QKeySequence.StandardKey.Paste):
                return self.take_mime(QGuiApplication.clipboard().mimeData())
        elif event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if isinstance(event, QDropEvent) and _has_files(event.mimeData()):
                event.acceptProposedAction()
                return True
        elif (
            event.type() == QEvent.Type.Drop
            and isinstance(event, QDropEvent)
            and self.take_mime(event.mimeData())
        ):
            event.acceptProposedAction()
            return True
        return super().eventFilter(watched, event)

    def take_mime(self, mime: QMimeData | None) -> bool:
        """Takes the files or the image ``mime`` carries; False: none, it is text for the
        composer."""
        if mime is None or not _has_files(mime):
            return False
        paths = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
        if paths:
            self.add_paths(paths)
        else:
            self.add_image(QImage(mime.imageData()), self.tr("pasted image") + ".png")
        return True


def _has_files(mime: QMimeData | None) -> bool:
    if mime is None:
        return False
    return mime.hasImage() or any(url.isLocalFile() for url in mime.urls())


def _png(image: QImage) -> bytes:
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(array.data())
