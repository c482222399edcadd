"""Quick ask wired to the main window: the ask box, the tray icon and the global shortcut; and
the window kept in the tray when closed, if the person chose so (Settings, General).

The window's own Quit (its menu, Ctrl+Q) and the tray's Quit really quit, with the usual
question about answers still arriving; closing the window otherwise hides it to the tray."""

from __future__ import annotations

import logging
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QSystemTrayIcon

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.hotkeys.mechanism import GrabProblem
from desktop_app.ui.chat.conversation_page import ConversationPage
from desktop_app.ui.quick.box import QuickAskBox
from desktop_app.ui.quick.shortcut import GlobalShortcut
from desktop_app.ui.quick.tray import TrayIcon
from desktop_app.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)


class QuickAsk(QObject):
    def __init__(
        self,
        window: MainWindow,
        settings: ProviderSettings,
        icon: QIcon,
        *,
        tray_available: Callable[[], bool] = QSystemTrayIcon.isSystemTrayAvailable,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self._quitting = False
        conversations = window.services.conversations
        self.box = QuickAskBox(window.services, lambda: conversations.create(""))
        self.box.open_requested.connect(self.open_in_window)
        self.box.page_started.connect(self._follow)
        self.tray: TrayIcon | None = None
        if tray_available():
            self.tray = TrayIcon(
                icon,
                new_conversation=self.new_conversation,
                quick_ask=self.box.open_box,
                show_or_hide=self.show_or_hide,
                quit_app=self.quit,
                parent=self,
            )
            self.tray.show()
        self.shortcut = GlobalShortcut(self)
        self.shortcut.pressed.connect(self.toggle_box)
        quit_action = window.commands["quit"]
        quit_action.triggered.disconnect()  # it closed the window, which may now only hide it
        quit_action.triggered.connect(self.quit)
        window.installEventFilter(self)
        window.destroyed.connect(self._gone)
        self.apply_settings()

    def apply_settings(self) -> None:
        """What the Settings say now: the global shortcut is registered again if it changed,
        and the status bar says when it cannot be."""
        text = self.settings.app.quick_shortcut
        problem = self.shortcut.apply(text)
        if problem is None:
            return
        sentences = {
            GrabProblem.TAKEN: self.tr(
                "The global shortcut %1 is in use by another program: choose another in Settings."
            ),
            GrabProblem.UNKNOWN_KEY: self.tr("The global shortcut %1 cannot be registered here."),
            GrabProblem.UNAVAILABLE: self.tr(
                "Global shortcuts are not available here; the command arroyo quick opens the "
                "quick ask box."
            ),
        }
        self.window.statusBar().showMessage(sentences[problem].replace("%1", text))

    # -- the box --------------------------------------------------------------------------------

    def toggle_box(self) -> None:
        if self.box.isVisible() and self.box.isActiveWindow():
            self.box.hide()
        else:
            self.box.open_box()

    def _follow(self, page: ConversationPage) -> None:
        """The window's list shows the box's conversation once its first message is saved."""
        page.prompt_saved.connect(self.window.sidebar.refresh_order)
        page.busy_changed.connect(self._answer_ended)

    def _answer_ended(self, busy: bool) -> None:
        if not busy:
            self.window.sidebar.refresh_order()

    def open_in_window(self, page: ConversationPage) -> None:
        if not self.window.chat.adopt_page(page):
            page.deleteLater()  # the window had the conversation open already: its page stays
        self.show_window()
        self.window.search.clear()
        self.window.sidebar.refresh(select=page.conversation_id)

    # -- the window -----------------------------------------------------------------------------

    def new_conversation(self) -> None:
        self.show_window()
        self.window.new_conversation()

    def show_or_hide(self) -> None:
        minimized = bool(self.window.windowState() & Qt.WindowState.WindowMinimized)
        if self.window.isVisible() and not minimized:
            self.window.hide()
        else:
            self.show_window()

    def show_window(self) -> None:
        window = self.window
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()

    def quit(self) -> None:
        """Really quits: the window closes (asking about answers still arriving), and with it
        Arroyo, even while it is hidden in the tray."""
        self._quitting = True
        hidden = self.window.isHidden()
        if not self.window.close():
            self._quitting = False  # the person chose to let an answer finish
            return
        if hidden:  # a hidden window's close does not count as the last one closing
            app = QApplication.instance()
            if isinstance(app, QApplication):
                app.lastWindowClosed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        language = event.type() == QEvent.Type.LanguageChange
        if watched is self.window and language and self.tray is not None:
            self.tray.retranslate()
        if watched is not self.window or event.type() != QEvent.Type.Close:
            return False
        if not self._quitting and self.tray is not None and self.settings.app.keep_in_tray:
            event.ignore()
            self.window.hide()
            self._first_notice()
            return True
        if not self._stop_box_answer():
            event.ignore()
            return True
        self.box.hide()  # a window still shown would keep Arroyo from quitting
        self.shortcut.release()
        if self.tray is not None:
            self.tray.close()
        return False  # the window asks about its own answers, and closes

    def _stop_box_answer(self) -> bool:
        page = self.box.page
        if page is None or not page.busy:
            return True
        answer = QMessageBox.question(
            self.window,
            self.tr("Quit Arroyo?"),
            self.tr("An answer is still arriving in the quick ask box. Quit and stop it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            self._quitting = False
            return False
        page.stop()
        return True

    def _first_notice(self) -> None:
        if self.tray is None or self.settings.app.tray_notice_shown:
            return
        self.tray.notice(
            self.tr("Arroyo is still running"),
            self.tr(
                "Arroyo is in the tray: click its icon to bring the window back, "
                "or choose Quit Arroyo in its menu."
            ),
        )
        try:
            self.settings.update_app(tray_notice_shown=True)
        except SettingsError as exc:  # said again next time: nothing is lost
            log.warning("the tray notice was not remembered: %s", exc.kind)

    def _gone(self) -> None:
        self.shortcut.release()
        if shiboken6.isValid(self.box):  # at the interpreter's exit it may have gone first
            self.box.deleteLater()
