"""Paints a row of the conversation list: its group's name above it (on a group's first row),
the title on one line, and under a search the snippet with the matched words in bold.

The group name is in the palette's placeholder colour; hover and choice are painted by
``theme.rows`` (rounded shades from the tokens), the title in the text colour on either.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from desktop_app.store.conversations import MATCH_END, MATCH_START
from desktop_app.ui.sidebar.conversation_list import ConversationListModel
from desktop_app.ui.theme import SPACING
from desktop_app.ui.theme.icons import Icon, pixmap
from desktop_app.ui.theme.rows import paint_row_state

PADDING = SPACING.s  # pixels around the text of a row
HEADER_GAP = 6  # pixels above a group's name


def snippet_runs(snippet: str) -> list[tuple[str, bool]]:
    """The snippet as runs of (text, matched), the store's markers taken out."""
    runs: list[tuple[str, bool]] = []
    for number, piece in enumerate(snippet.split(MATCH_START)):
        matched, _, rest = piece.partition(MATCH_END) if number else ("", "", piece)
        if matched:
            runs.append((matched, True))
        if rest:
            runs.append((rest, False))
    return runs


class ConversationDelegate(QStyledItemDelegate):
    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        line = QFontMetrics(option.font).height()
        lines = 2 if index.data(ConversationListModel.SNIPPET_ROLE) else 1
        height = lines * line + 2 * PADDING + self._header_height(option, index)
        return QSize(option.rect.width(), height)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        header_height = self._header_height(option, index)
        painter.save()
        if header_height:
            self._paint_header(painter, option, index, header_height)
        row = option.rect.adjusted(0, header_height, 0, 0)
        paint_row_state(
            painter,
            row,
            selected=bool(option.state & QStyle.StateFlag.State_Selected),
            hovered=bool(option.state & QStyle.StateFlag.State_MouseOver),
        )
        painter.setPen(option.palette.color(QPalette.ColorRole.Text))
        text_rect = row.adjusted(PADDING, PADDING, -PADDING, -PADDING)
        metrics = QFontMetrics(option.font)
        if index.data(ConversationListModel.TEMPORARY_ROLE):  # its mark before the title
            side = metrics.height()
            colour = option.palette.color(QPalette.ColorRole.Text).name()  # #rrggbb
            ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
            painter.drawPixmap(text_rect.topLeft(), pixmap(Icon.TEMPORARY, colour, side, ratio))
            text_rect.setLeft(text_rect.left() + side + SPACING.xs)
        title = metrics.elidedText(
            str(index.data(Qt.ItemDataRole.DisplayRole) or ""),
            Qt.TextElideMode.ElideRight,
            text_rect.width(),
        )
        painter.setFont(option.font)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, title)
        snippet = str(index.data(ConversationListModel.SNIPPET_ROLE) or "")
        if snippet:
            line = QRect(text_rect)
            line.setTop(text_rect.top() + metrics.height())
            self._paint_snippet(painter, option.font, line, snippet)
        painter.restore()

    def _header_height(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> int:
        if not index.data(ConversationListModel.HEADER_ROLE):
            return 0
        return HEADER_GAP + QFontMetrics(_header_font(option.font)).height() + PADDING

    def _paint_header(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
        height: int,
    ) -> None:
        font = _header_font(option.font)
        painter.setFont(font)
        painter.setPen(option.palette.color(QPalette.ColorRole.PlaceholderText))
        rect = QRect(option.rect.left() + PADDING, option.rect.top() + HEADER_GAP, 0, 0)
        rect.setRight(option.rect.right() - PADDING)
        rect.setBottom(option.rect.top() + height - 1)
        painter.drawText(
            rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            str(index.data(ConversationListModel.HEADER_ROLE)),
        )

    def _paint_snippet(self, painter: QPainter, font: QFont, rect: QRect, snippet: str) -> None:
        """Run after run on one line; what does not fit is cut with an ellipsis."""
        bold = QFont(font)
        bold.setBold(True)
        x = rect.left()
        for text, matched in snippet_runs(snippet.replace("\n", " ")):
            run_font = bold if matched else font
            metrics = QFontMetrics(run_font)
            room = rect.right() - x
            if room <= 0:
                break
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
            painter.setFont(run_font)
            painter.drawText(
                QRect(x, rect.top(), room, rect.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                shown,
            )
            x += metrics.horizontalAdvance(shown)
            if shown != text:
                break


def _header_font(font: QFont) -> QFont:
    header = QFont(font)
    header.setBold(True)
    header.setPointSizeF(max(font.pointSizeF() * 0.85, 6.0))
    return header
