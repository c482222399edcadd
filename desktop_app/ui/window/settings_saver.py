"""Writes the settings once edits settle, not at every keystroke.

Each change of the settings would otherwise lock, merge, write and fsync the file on the
window's thread. Changes are kept in memory and written ``SAVE_PAUSE_MS`` after the last one
(still merged under the file's lock, ``settings_merge``), and at once when the settings window
closes or the app quits.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.ui.dialogs.startup_problems import describe_settings_error

SAVE_PAUSE_MS = 300


class SettingsSaver(QObject):
    failed = Signal(str)  # why a save could not be done, as a sentence for the person

    def __init__(
        self,
        settings: ProviderSettings,
        parent: QObject | None = None,
        pause_ms: int = SAVE_PAUSE_MS,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(pause_ms)
        self._pause.timeout.connect(self.flush)
        settings.on_change = self._pause.start  # each change starts the pause again

    @property
    def pending(self) -> bool:
        return self._pause.isActive()

    def flush(self) -> None:
        """Writes what changed now; a failure is kept (tried again at the next change or
        flush) and reported through ``failed``."""
        self._pause.stop()
        try:
            self.settings.flush()
        except SettingsError as exc:
            self.failed.emit(describe_settings_error(exc))

    def close(self) -> None:
        """The last write; later changes are written at once again."""
        self.flush()
        self.settings.on_change = None
