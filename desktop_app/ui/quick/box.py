"""The quick ask box: a small window above the others, centred on the screen with the cursor.
A question typed there starts a conversation, saved like any other; the answer streams below
it in the chat's own page (``ConversationPage``), so it is drawn as the chat draws it.

The box holds one conversation at a time: an opening starts afresh (the last one is in the
list already) unless its answer is still arriving, and "Open in Arroyo" hands the page, its
answer perhaps still arriving, to the main window."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCursor, QGuiApplication, QKeySequence, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from desktop_app.ui.chat.conversation_page import ConversationPage
from desktop_app.ui.services import Services
from desktop_app.ui.theme.stylesheet import TextRole, mark
from desktop_app.ui.theme.tokens import SPACING

WIDTH, ANSWER_HEIGHT = 640, 360


class QuickAskBox(QWidget):
    """``open_requested(page)``: "Open in Arroyo" was pressed; the page is the window's now.
    ``page_started(page)``: a question went, from a page the window's list should follow."""

    open_requested = Signal(object)
    page_started = Signal(object)
    painted = Signal()  # the first paint after each opening

    def __init__(self, services: Services, start: Callable[[], str]) -> None:
        """``start()`` makes the conversation a first question goes to (a service's)."""
        super().__init__(None, Qt.WindowType.Tool | Qt.WindowType.WindowStaysOnTopHint)
        self.setObjectName("quick_ask")
        # Closed or hidden, the box never ends Arroyo: the window (or the tray) does.
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.services = services
        self._start = start
        self.page: ConversationPage | None = None
        self.painted_at = 0.0  # perf_counter of the first paint after the last opening
        self._awaiting_paint = False
        self.question = QLineEdit(self)
        self.question.returnPressed.connect(self.ask)
        self.model_chip = QLabel(self)
        mark(self.model_chip, TextRole.MUTED)
        self.open_button = QPushButton(self)
        self.open_button.clicked.connect(self.open_in_window)
        self.open_button.setEnabled(False)
        self.hint = QLabel(self)
        mark(self.hint, TextRole.MUTED)
        top = QHBoxLayout()
        top.addWidget(self.question, 1)
        top.addWidget(self.model_chip)
        bottom = QHBoxLayout()
        bottom.addWidget(self.hint, 1)
        bottom.addWidget(self.open_button)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(SPACING.l, SPACING.l, SPACING.l, SPACING.l)
        self._layout.setSpacing(SPACING.s)
        self._layout.addLayout(top)
        self._layout.addLayout(bottom)
        hide = QAction(self)
        hide.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        hide.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        hide.triggered.connect(self.hide)
        self.addAction(hide)
        self.setFixedWidth(WIDTH)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Quick ask — Arroyo"))
        self.question.setPlaceholderText(self.tr("Ask anything, then press Enter"))
        self.question.setAccessibleName(self.tr("Question"))
        self.open_button.setText(self.tr("Open in Arroyo"))
        self.open_button.setAccessibleName(self.tr("Open in Arroyo"))
        self.open_button.setToolTip(self.tr("Opens this conversation in the main window"))
        self.hint.setText(self.tr("Esc hides this box; the conversation is saved."))
        self._show_model()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_model(self) -> None:
        """The model the question goes to: the conversation's, else the current provider's."""
        conversation_id = self.page.conversation_id if self.page is not None else ""
        turn = self.services.model_of_turn(conversation_id)
        model = turn[1] if turn is not None and turn[1] else self.tr("no model chosen")
        self.model_chip.setText(model)
        self.model_chip.setToolTip(self.tr("The model that answers: %1").replace("%1", model))

    # -- opening ------------------------------------------------------------------------------

    def open_box(self) -> None:
        """In front, centred on the screen where the cursor is, the question focused; afresh
        unless an answer is still arriving in it."""
        if self.page is None or not self.page.busy:
            self.release_page()
            self.question.clear()
        self._show_model()
        self.adjustSize()
        screen = QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()
        area = screen.availableGeometry()
        # Centred as it will be once an answer shows below the question (it grows downwards).
        top = area.center().y() - (self.height() + ANSWER_HEIGHT) // 2
        self.move(area.center().x() - self.width() // 2, max(area.top(), top))
        self._awaiting_paint = True
        self.show()
        self.raise_()
        self.activateWindow()
        self.question.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._awaiting_paint:
            self._awaiting_paint = False
            self.painted_at = time.perf_counter()
            self.painted.emit()

    # -- asking ---------------------------------------------------------------------------------

    def ask(self) -> None:
        text = self.question.text().strip()
        if not text or (self.page is not None and self.page.busy):
            return
        if self.page is None:
            self.page = ConversationPage(self._start(), self.services)
            self.page.setMinimumHeight(ANSWER_HEIGHT)
            self._layout.insertWidget(1, self.page, 1)
            self.page.show()  # now, not on the next turn of the loop: the answer starts at once
            self.open_button.setEnabled(True)
            self.page_started.emit(self.page)
        if self.page.send(text):
            self.question.clear()
        self._show_model()
        self.adjustSize()

    def open_in_window(self) -> None:
        page = self.page
        if page is None:
            return
        self._layout.removeWidget(page)
        page.setMinimumHeight(0)
        self.page = None
        self.open_button.setEnabled(False)
        self.hide()
        self.open_requested.emit(page)

    def release_page(self) -> None:
        """The last conversation leaves the box (it is saved); a page still answering goes
        once its answer has ended."""
        page, self.page = self.page, None
        self.open_button.setEnabled(False)
        if page is None:
            return
        self._layout.removeWidget(page)
        page.hide()
        if page.busy:
            page.busy_changed.connect(lambda busy, p=page: busy or p.deleteLater())
        else:
            page.deleteLater()
