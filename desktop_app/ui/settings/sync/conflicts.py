"""A setting changed on two devices at once: both values, and a button to keep each. The
value in use is the merge's deterministic choice until the person picks; the pick is sent as a
change that saw both, so every device ends with it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.ui.settings.page import BackgroundWork, fill, plain
from desktop_app.ui.settings.sync.runner import SyncRunner
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

# The settings that travel and the fields of a prompt or an assistant, in the person's words.
NAMES: dict[str, str] = {
    "display_policy": QT_TRANSLATE_NOOP("SettingConflicts", "How answers are shown"),
    "theme": QT_TRANSLATE_NOOP("SettingConflicts", "Theme"),
    "language": QT_TRANSLATE_NOOP("SettingConflicts", "Language"),
    "name": QT_TRANSLATE_NOOP("SettingConflicts", "Name"),
    "text": QT_TRANSLATE_NOOP("SettingConflicts", "Text"),
    "assistant": QT_TRANSLATE_NOOP("SettingConflicts", "Assistant"),
    "model": QT_TRANSLATE_NOOP("SettingConflicts", "Model"),
    "system_prompt": QT_TRANSLATE_NOOP("SettingConflicts", "System prompt"),
    "provider_id": QT_TRANSLATE_NOOP("SettingConflicts", "Provider"),
    "parameters": QT_TRANSLATE_NOOP("SettingConflicts", "Parameters"),
}


def say(word: str) -> str:
    known = NAMES.get(word)
    return QCoreApplication.translate("SettingConflicts", known) if known else word


class SettingConflicts(QGroupBox):
    def __init__(
        self, runner: SyncRunner, work: BackgroundWork, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.runner = runner
        self.work = work
        self.found: dict[str, list[object]] = {}
        self.rows = QVBoxLayout(self)
        self.choices: list[QPushButton] = []
        self.hide()
        self.retranslate()

    async def refresh(self) -> None:
        self.found = await self.runner.off_thread(self.runner.service.setting_conflicts)
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.choices = []
        for name, values in self.found.items():
            row = QWidget(self)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            label = self.runner.setting_label(name, say)
            line.addWidget(plain(QLabel(fill(self.tr("%1 was changed on two devices:"), label))))
            for value in values:
                button = QPushButton(fill(self.tr("Keep “%1”"), value), row)
                button.clicked.connect(
                    lambda _checked=False, n=name, v=value: self.work.start(self.choose(n, v))
                )
                line.addWidget(button)
                self.choices.append(button)
            line.addStretch(1)
            self.rows.addWidget(row)
        self.setVisible(bool(self.found))

    async def choose(self, name: str, value: object) -> None:
        self.runner.use_setting(name, value)
        await self.runner.off_thread(self.runner.service.choose_setting, name, value)
        self.runner.start(self.runner.sync_now())

    def retranslate(self) -> None:
        self.setTitle(self.tr("Changed on two devices"))
