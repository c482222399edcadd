"""The window in narrow sizes: under ``NARROW_WIDTH`` the list of conversations folds away
behind a toggle in the header, and the conversation takes the whole width. The list's width,
as the person dragged it, is kept while it is folded and between runs.

Zoomed in, the list beside the conversation can need more than ``NARROW_WIDTH``: the window
could then never get narrow enough to fold it. So the list folds, too, once the window is
within ``FOLD_MARGIN`` of the least width both need."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractButton, QSplitter, QWidget

NARROW_WIDTH = 900  # px: below this, a list beside the conversation leaves it too little room
SIDEBAR_WIDTH = 260  # px: the list's width until the person drags it
FOLD_MARGIN = 40  # px: the list folds a little before a drag would stop at that least width


# A zoom changes what the two need without a resize.
_LOOK_AGAIN = frozenset({QEvent.Type.Resize, QEvent.Type.FontChange})


class SidebarCollapse(QObject):
    """Watches ``window``'s width; shows the splitter's first widget (the list) beside the
    conversation when wide, and behind ``toggle`` (checkable, shown only then) when narrow."""

    def __init__(
        self,
        window: QWidget,
        splitter: QSplitter,
        toggle: QAbstractButton,
        sidebar_width: int = SIDEBAR_WIDTH,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._splitter = splitter
        sidebar = splitter.widget(0)
        assert sidebar is not None  # the list, before the conversation
        self._sidebar: QWidget = sidebar
        self._toggle = toggle
        self.sidebar_width = max(SIDEBAR_WIDTH // 2, sidebar_width)
        self.narrow: bool | None = None  # not known before the first resize
        splitter.splitterMoved.connect(self.note_width)
        toggle.toggled.connect(self._show_sidebar)
        window.installEventFilter(self)
        self._width_changed(window.width())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _LOOK_AGAIN and isinstance(watched, QWidget):
            self._width_changed(watched.width())
        return False

    def fold_width(self) -> int:
        """Below this width the list is folded."""
        conversation = self._splitter.widget(1)
        chrome = max(0, self._window.width() - self._splitter.width())  # what frames the two
        both = (
            self._sidebar.minimumSizeHint().width()
            + self._splitter.handleWidth()
            + (conversation.minimumSizeHint().width() if conversation else 0)
            + chrome
        )
        return max(NARROW_WIDTH, both + FOLD_MARGIN)

    def _width_changed(self, width: int) -> None:
        narrow = width < self.fold_width()
        if narrow == self.narrow:
            return
        self.narrow = narrow
        self._toggle.setVisible(narrow)
        self._toggle.setChecked(not narrow)
        self._show_sidebar(not narrow)

    def note_width(self, *_: object) -> None:
        """The list's width now, if it is shown (dragged, or about to be folded or saved)."""
        width = self._splitter.sizes()[0]
        if width > 0 and self._sidebar.isVisibleTo(self._sidebar.window()):
            self.sidebar_width = width

    def _show_sidebar(self, shown: bool) -> None:
        if not shown:
            self.note_width()
        self._sidebar.setVisible(shown)
        if shown:
            self.apply_width()

    def apply_width(self) -> None:
        """The list at the width it was last given, the conversation the rest."""
        total = self._splitter.width() - self._splitter.handleWidth()  # both shown: one handle
        if total > 0 and self._sidebar.isVisibleTo(self._sidebar.window()):
            # In a narrow window the list gives way first: the conversation keeps at least
            # what its composer needs, so nothing of it is pushed past the window's edge.
            conversation = self._splitter.widget(1)
            room = total - (conversation.minimumSizeHint().width() if conversation else 0)
            width = min(self.sidebar_width, total // 2, room)
            width = max(width, self._sidebar.minimumSizeHint().width())
            self._splitter.setSizes([width, total - width])

    def reveal(self) -> None:
        """The list is wanted (its search, a shortcut): unfolded if folded."""
        self._toggle.setChecked(True)
        self._show_sidebar(True)
