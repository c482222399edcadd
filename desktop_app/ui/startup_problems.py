"""What the app says at start-up when its data or settings cannot be opened, and the way out
it offers: start fresh, keeping the old file beside the new one. Never done without asking."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.ui.settings_model import ProviderSettings, SettingsError


def _translate(text: str) -> str:
    return QCoreApplication.translate("StartupProblems", text)


def _fill(text: str, *values: object) -> str:
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", str(value))
    return text


def ask_start_fresh(title: str, problem: str, way_out: str, parent: QWidget | None = None) -> bool:
    """Puts the problem to the person; True when they choose to start fresh (Quit is default)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(problem)
    box.setInformativeText(way_out)
    fresh = box.addButton(_translate("Start fresh (keep a copy)"),
                          QMessageBox.ButtonRole.AcceptRole)  # fmt: skip
    quit_button = box.addButton(_translate("Quit"), QMessageBox.ButtonRole.RejectRole)
    fresh.setAccessibleName(_translate("Start fresh and keep a copy of the damaged file"))
    quit_button.setAccessibleName(_translate("Quit"))
    box.setDefaultButton(quit_button)
    box.exec()
    return box.clickedButton() is fresh


def describe_settings_error(error: SettingsError) -> str:
    """The settings file's problem in the person's language."""
    what = {
        "corrupt": _translate("The settings file %1 is damaged or is not an Arroyo settings "
                              "file (%2). It was left exactly as it was."),
        "newer_version": _translate("The settings file %1 was written by a newer version of "
                                    "Arroyo. It was left exactly as it was."),
        "unavailable": _translate("The settings file %1 could not be read or written (%2). "
                                  "The change was not saved."),
    }[error.kind]  # fmt: skip
    return _fill(what, error.path, error.detail)


def load_settings(
    path: Path,
    parent: QWidget | None = None,
    *,
    start_fresh: Callable[[SettingsError], bool] | None = None,
) -> ProviderSettings | None:
    """The settings, or, when the file cannot be used, the person's choice: start fresh (the
    old file kept as ``.broken``) or not (``None``; the caller quits, the file untouched)."""
    try:
        return ProviderSettings(path)
    except SettingsError as exc:
        if exc.kind == "unavailable":
            raise  # nothing to start fresh from: the folder itself is the problem
        ask = start_fresh or (lambda error: _ask_start_fresh(error, parent))
        if not ask(exc):
            return None
        settings, _kept = ProviderSettings.start_fresh(path)
        return settings


def _ask_start_fresh(error: SettingsError, parent: QWidget | None) -> bool:
    return ask_start_fresh(
        _translate("Settings cannot be read"),
        describe_settings_error(error),
        _translate("You can start with fresh settings. The damaged file is kept beside it, with "
                   "“.broken” added to its name. Keys in the system keyring are not affected."),
        parent,
    )  # fmt: skip
