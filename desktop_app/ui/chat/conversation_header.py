"""The strip above the conversation: the list's toggle in a narrow window, the conversation's
title, who answers, the conversation's own settings and the app's."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from desktop_app.ui.chat.conversation_options import ConversationOptions
from desktop_app.ui.theme import SPACING, TYPE_SCALE, TextSize, size
from desktop_app.ui.theme.icons import Icon, wear


class ElidedLabel(QLabel):
    """One line of plain text that ends in "…" when it does not fit, instead of widening the
    window; the whole text is its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("…") * 4, hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        room = self.contentsRect()
        shown = self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, room.width()
        )
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(room, int(self.alignment()), shown)


class ConversationHeader(QWidget):
    """``sidebar_toggle`` (shown by the window when it is narrow), ``title``, ``provider``,
    ``options_button`` with its popover ``options``, and ``settings_button``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sidebar_toggle = QToolButton(self)
        self.sidebar_toggle.setCheckable(True)
        self.sidebar_toggle.hide()
        self.title = ElidedLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        self._title_font()
        size(self.title, TextSize.SUBTITLE)  # under the theme's stylesheet, which the zoom redoes
        self.provider = QComboBox(self)
        self.provider.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.options = ConversationOptions(self)
        self.options_button = QToolButton(self)
        self.options_button.clicked.connect(lambda: self.options.open_below(self.options_button))
        self.settings_button = QPushButton(self)
        wear(self.settings_button, Icon.SETTINGS)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(SPACING.s)
        row.addWidget(self.sidebar_toggle)
        row.addWidget(self.title, 1)
        row.addWidget(self.provider)
        row.addWidget(self.options_button)
        row.addWidget(self.settings_button)

    def _title_font(self) -> None:
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * TYPE_SCALE.subtitle)
        font.setBold(True)
        self.title.setFont(font)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # zoomed: the title keeps its scale
            self._title_font()
        super().changeEvent(event)
