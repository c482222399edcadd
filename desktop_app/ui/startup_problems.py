"""What the app says at start-up when its data or settings cannot be opened, and the way out
it offers: start fresh, keeping the old file beside the new one. Never done without asking."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.ui.problems import file_problem
from desktop_app.ui.settings_model import ProviderSettings, SettingsError


def ask_start_fresh(title: str, problem: str, way_out: str, parent: QWidget | None = None) -> bool:
    """Puts the problem to the person; True when they choose to start fresh (Quit is default)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(problem)
    box.setInformativeText(way_out)
    fresh = box.addButton(QCoreApplication.translate(
        "StartupProblems", "Start fresh (keep a copy)"), QMessageBox.ButtonRole.AcceptRole)
    quit_button = box.addButton(QCoreApplication.translate(
        "StartupProblems", "Quit"), QMessageBox.ButtonRole.RejectRole)
    fresh.setAccessibleName(QCoreApplication.translate(
        "StartupProblems", "Start fresh and keep a copy of the damaged file"))
    fresh.setAccessibleDescription(QCoreApplication.translate(
        "StartupProblems", "The damaged file is kept beside the new one"))
    quit_button.setAccessibleName(QCoreApplication.translate(
        "StartupProblems", "Quit"))
    quit_button.setAccessibleDescription(QCoreApplication.translate(
        "StartupProblems", "Closes Arroyo and leaves the file as it is"))
    box.setDefaultButton(quit_button)
    box.exec()
    return box.clickedButton() is fresh


def describe_settings_error(error: SettingsError) -> str:
    """The settings file's problem in the person's language."""
    return file_problem("settings", error.kind, error.path, error.detail)


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
        QCoreApplication.translate("StartupProblems", "Settings cannot be read"),
        describe_settings_error(error),
        QCoreApplication.translate(
            "StartupProblems", "You can start with fresh settings. The damaged file is kept "
            "beside it, with “.broken” added to its name. Keys in the system keyring are not "
            "affected."),
        parent,
    )  # fmt: skip
