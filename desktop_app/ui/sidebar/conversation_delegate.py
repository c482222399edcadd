"""Paints a row of the conversation list: its group's name above it (on a group's first row),
the title on one line, and under a search the snippet with the matched words in bold. A project's
row (and the "Archived" fold) has a fold arrow, a folder and its count; a project's also a "+"
(a new conversation in it) while the pointer is over it or it is chosen. A conversation in a
project is drawn one step in.

The group name is in the palette's placeholder colour; hover and choice are painted by
``theme.rows`` (rounded shades from the tokens), the title in the text colour on either.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from desktop_app.store.conversations import MATCH_END, MATCH_START
from desktop_app.ui.sidebar.conversation_list import ConversationListModel, ListRow, RowKind
from desktop_app.ui.theme import SPACING
from desktop_app.ui.theme.icons import Icon, pixmap
from desktop_app.ui.theme.rows import paint_fold_arrow, paint_row_state

PADDING = SPACING.s  # pixels around the text of a row
HEADER_GAP = 6  # pixels above a group's name
INDENT = SPACING.l  # pixels a conversation in a project is drawn in, per step


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
    new_in_project = Signal(str)  # the "+" of a project's row was clicked

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
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        paint_row_state(painter, row, selected=selected, hovered=hovered)
        listed = index.data(ConversationListModel.ROW_ROLE)
        if isinstance(listed, ListRow) and listed.kind is not RowKind.CONVERSATION:
            self._paint_fold(painter, option, row, listed, show_plus=selected or hovered)
            painter.restore()
            return
        painter.setPen(option.palette.color(QPalette.ColorRole.Text))
        text_rect = row.adjusted(PADDING, PADDING, -PADDING, -PADDING)
        metrics = QFontMetrics(option.font)
        if isinstance(listed, ListRow) and listed.depth:
            # In a project: the title starts where its project's name does.
            offset = INDENT * (listed.depth - 1) + _name_offset(metrics.height())
            text_rect.setLeft(text_rect.left() + offset)
        if index.data(ConversationListModel.TEMPORARY_ROLE):  # its mark before the title
            side = metrics.height()
            colour = option.palette.color(QPalette.ColorRole.Text).name()  # #rrggbb
            ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
            mark = _visual(option, QRect(text_rect.left(), text_rect.top(), side, side))
            painter.drawPixmap(mark.topLeft(), pixmap(Icon.TEMPORARY, colour, side, ratio))
            text_rect.setLeft(text_rect.left() + side + SPACING.xs)
        title = metrics.elidedText(
            str(index.data(Qt.ItemDataRole.DisplayRole) or ""),
            Qt.TextElideMode.ElideRight,
            text_rect.width(),
        )
        painter.setFont(option.font)
        painter.drawText(_visual(option, text_rect), _aligned(option, _LEADING), title)
        snippet = str(index.data(ConversationListModel.SNIPPET_ROLE) or "")
        if snippet:
            line = QRect(text_rect)
            line.setTop(text_rect.top() + metrics.height())
            self._paint_snippet(painter, option, line, snippet)
        painter.restore()

    def _paint_fold(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        row: QRect,
        listed: ListRow,
        *,
        show_plus: bool,
    ) -> None:
        """Fold arrow, folder, name, and on the right the count (and a project's "+")."""
        metrics = QFontMetrics(option.font)
        line = metrics.height()
        quiet = option.palette.color(QPalette.ColorRole.PlaceholderText)
        text = option.palette.color(QPalette.ColorRole.Text)
        inner = row.adjusted(PADDING + INDENT * listed.depth, PADDING, -PADDING, -PADDING)
        arrow = QRect(inner.left(), inner.top(), line // 2 + 2, line)
        mirrored = option.direction == Qt.LayoutDirection.RightToLeft
        paint_fold_arrow(
            painter, _visual(option, arrow), quiet, folded=listed.folded, mirrored=mirrored
        )
        icon_side = line - 2
        icon_left = arrow.right() + SPACING.xs
        ratio = painter.device().devicePixelRatioF()
        folder = pixmap(Icon.FOLDER, text.name(), icon_side, ratio)
        icon = _visual(option, QRect(icon_left, inner.top() + 1, icon_side, icon_side))
        painter.drawPixmap(icon.topLeft(), folder)
        right = inner.right()
        if show_plus and listed.kind is RowKind.PROJECT:
            plus_rect = plus_area(row, line)
            plus = pixmap(Icon.PLUS, text.name(), icon_side, ratio)
            at = _visual(option, QRect(plus_rect.left() + 1, inner.top() + 1, icon_side, icon_side))
            painter.drawPixmap(at.topLeft(), plus)
            right = plus_rect.left() - SPACING.xs
        painter.setFont(option.font)
        count = str(listed.count)
        count_width = metrics.horizontalAdvance(count)
        painter.setPen(quiet)
        count_rect = QRect(right - count_width, inner.top(), count_width, line)
        painter.drawText(_visual(option, count_rect), _aligned(option, _TRAILING), count)
        name_left = inner.left() + _name_offset(line)
        name_rect = QRect(name_left, inner.top(), count_rect.left() - SPACING.s - name_left, line)
        name = metrics.elidedText(listed.title, Qt.TextElideMode.ElideRight, name_rect.width())
        painter.setPen(text)
        painter.drawText(_visual(option, name_rect), _aligned(option, _LEADING), name)

    def editorEvent(
        self,
        event: QEvent,
        model: QAbstractItemModel,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        """A click on a project's "+" starts a conversation in it (and neither folds nor
        chooses the row)."""
        listed = index.data(ConversationListModel.ROW_ROLE)
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and isinstance(listed, ListRow)
            and listed.kind is RowKind.PROJECT
        ):
            row = option.rect.adjusted(0, self._header_height(option, index), 0, 0)
            line = QFontMetrics(option.font).height()
            plus = _visual(option, plus_area(row, line))
            if plus.contains(event.position().toPoint()):
                self.new_in_project.emit(listed.id)
                return True
        return super().editorEvent(event, model, option, index)

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
            _visual(option, rect),
            _aligned(option, _LEADING),
            str(index.data(ConversationListModel.HEADER_ROLE)),
        )

    def _paint_snippet(
        self, painter: QPainter, option: QStyleOptionViewItem, rect: QRect, snippet: str
    ) -> None:
        """Run after run on one line, in reading order (from the right in a right-to-left
        window); what does not fit is cut with an ellipsis."""
        font = option.font
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
            width = metrics.horizontalAdvance(shown)
            painter.drawText(
                _visual(option, QRect(x, rect.top(), width, rect.height())),
                _aligned(option, _LEADING),
                shown,
            )
            x += width
            if shown != text:
                break


# Rows are laid out left to right and mirrored as a whole in a right-to-left window: each part's
# rectangle through ``_visual``, text aligned to where its line starts or ends (``_aligned``: a
# painter does not mirror alignments by itself).
_LEADING = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
_TRAILING = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop


def _visual(option: QStyleOptionViewItem, rect: QRect) -> QRect:
    return QStyle.visualRect(option.direction, option.rect, rect)


def _aligned(option: QStyleOptionViewItem, alignment: Qt.AlignmentFlag) -> Qt.AlignmentFlag:
    return QStyle.visualAlignment(option.direction, alignment)


def _name_offset(line: int) -> int:
    """From a fold row's inner left edge to its name: the arrow, a gap, the folder, a gap."""
    return (line // 2 + 2) + SPACING.xs + (line - 2) + SPACING.s


def plus_area(row: QRect, line: int) -> QRect:
    """Where a project's "+" is: a square at the row's right end, a little wider than a line."""
    side = line + PADDING
    return QRect(row.right() - PADDING - side, row.top(), side + PADDING, row.height())


def _header_font(font: QFont) -> QFont:
    header = QFont(font)
    header.setBold(True)
    header.setPointSizeF(max(font.pointSizeF() * 0.85, 6.0))
    return header
