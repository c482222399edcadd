"""What the app says at start-up when its data or settings cannot be opened, and the ways out
it offers. A file that is really damaged: start fresh, keeping the old file beside the new one.
A file that could not be opened for now (disk full, I/O error, locked by another program):
Retry or Quit, never Start fresh, since the file itself is healthy. Nothing is done without
asking."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QPushButton, QWidget

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.errors import FileProblem
from desktop_app.names import ProviderKind
from desktop_app.store.database import Database, DatabaseError, backup_and_start_fresh
from desktop_app.store.startup import open_store
from desktop_app.ui.problems import FileRole, file_problem


class StartupChoice(Enum):
    START_FRESH = "start_fresh"
    RETRY = "retry"
    QUIT = "quit"


def choices_for(kind: FileProblem) -> tuple[StartupChoice, ...]:
    """ "unavailable" says nothing about the file's health: only trying again can help."""
    if kind == FileProblem.UNAVAILABLE:
        return (StartupChoice.RETRY, StartupChoice.QUIT)
    return (StartupChoice.START_FRESH, StartupChoice.QUIT)


def _button_texts(choice: StartupChoice) -> tuple[str, str, str]:
    """(text, accessible name, accessible description), in the current language."""
    translate = QCoreApplication.translate
    if choice is StartupChoice.START_FRESH:
        return (
            translate("StartupProblems", "Start fresh (keep a copy)"),
            translate("StartupProblems", "Start fresh and keep a copy of the damaged file"),
            translate("StartupProblems", "The damaged file is kept beside the new one"),
        )
    if choice is StartupChoice.RETRY:
        retry = translate("StartupProblems", "Retry")
        return retry, retry, translate("StartupProblems", "Tries to open the file again")
    quit_text = translate("StartupProblems", "Quit")
    description = translate("StartupProblems", "Closes Arroyo and leaves the file as it is")
    return quit_text, quit_text, description


def problem_box(
    title: str,
    problem: str,
    way_out: str,
    choices: tuple[StartupChoice, ...],
    parent: QWidget | None = None,
) -> tuple[QMessageBox, dict[QAbstractButton, StartupChoice]]:
    """The question, not yet asked: Quit (the last choice) is the default and Escape."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(problem)
    box.setInformativeText(way_out)
    buttons: dict[QAbstractButton, StartupChoice] = {}
    last: QPushButton | None = None
    for choice in choices:
        quits = choice is StartupChoice.QUIT
        role = QMessageBox.ButtonRole.RejectRole if quits else QMessageBox.ButtonRole.AcceptRole
        text, name, description = _button_texts(choice)
        button = box.addButton(text, role)
        button.setAccessibleName(name)
        button.setAccessibleDescription(description)
        buttons[button] = choice
        last = button
    if last is not None:
        box.setDefaultButton(last)
    return box, buttons


def ask_choice(
    title: str,
    problem: str,
    way_out: str,
    choices: tuple[StartupChoice, ...],
    parent: QWidget | None = None,
) -> StartupChoice:
    box, buttons = problem_box(title, problem, way_out, choices, parent)
    box.exec()
    return buttons.get(box.clickedButton(), StartupChoice.QUIT)


def ask_start_fresh(title: str, problem: str, way_out: str, parent: QWidget | None = None) -> bool:
    """Puts the problem to the person; True when they choose to start fresh (Quit is default)."""
    choices = (StartupChoice.START_FRESH, StartupChoice.QUIT)
    return ask_choice(title, problem, way_out, choices, parent) is StartupChoice.START_FRESH


def describe_settings_error(error: SettingsError) -> str:
    """The settings file's problem in the person's language."""
    return file_problem(FileRole.SETTINGS, error.kind, error.path, error.detail)


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
        if exc.kind == FileProblem.UNAVAILABLE:
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
            "StartupProblems",
            "You can start with fresh settings. The damaged file is kept "
            "beside it, with “.broken” added to its name. Keys in the system keyring are not "
            "affected.",
        ),
        parent,
    )


def ask_about_database(error: DatabaseError) -> StartupChoice:
    """Retry or Quit when the file could not be opened for now (disk full, I/O error, locked);
    Start fresh or Quit only when the file itself is damaged or too new."""
    if error.kind == FileProblem.UNAVAILABLE:
        way_out = QApplication.translate(
            "Application",
            "Nothing was changed. Free some disk space, or close the program "
            "that is using the file, then try again.",
        )
    else:
        way_out = QApplication.translate(
            "Application",
            "You can start with a fresh database. The current file is kept beside it as a backup.",
        )
    return ask_choice(
        QApplication.translate("Application", "Arroyo's data cannot be opened"),
        file_problem(FileRole.DATABASE, error.kind, error.path, error.detail),
        way_out,
        choices_for(error.kind),
    )


def open_database(
    path: Path, ask: Callable[[DatabaseError], StartupChoice] = ask_about_database
) -> Database | None:
    """The store, or None when the person chose to quit. A healthy file is never moved aside:
    Start fresh is honoured only for a file that is damaged or too new."""
    while True:
        try:
            return open_store(path)
        except DatabaseError as exc:
            choice = ask(exc)
            if choice is StartupChoice.QUIT:
                return None
            if choice is StartupChoice.START_FRESH and exc.kind != "unavailable":
                backup_and_start_fresh(path)


def open_settings_file(path: Path) -> ProviderSettings | None:
    try:
        settings = load_settings(path)
    except SettingsError as exc:  # the folder itself cannot be read or written
        QMessageBox.critical(
            None,
            QApplication.translate("Application", "Settings cannot be read"),
            describe_settings_error(exc),
        )
        return None
    if settings is not None and not settings.providers:  # first start: works before any key
        settings.add_preset(ProviderKind.DEMO)
    return settings
