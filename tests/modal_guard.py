"""Modal dialogs wait for a person; in a test nobody is there, so one opened unasked would hang
the whole run. Every blocking dialog entry point answers at once instead, and the test fails."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

Yes = QMessageBox.StandardButton.Yes
Ok = QMessageBox.StandardButton.Ok

# Entry point -> the answer given in the person's place. "Yes" to a question lets a window
# that is closing with a turn under way stop it and close, so the run goes on to the next test.
_ANSWERS: tuple[tuple[type, str, Any], ...] = (
    (QMessageBox, "question", Yes),
    (QMessageBox, "warning", Ok),
    (QMessageBox, "critical", Ok),
    (QMessageBox, "information", Ok),
    (QInputDialog, "getText", ("", False)),
    (QInputDialog, "getMultiLineText", ("", False)),
    (QFileDialog, "getOpenFileName", ("", "")),
    (QFileDialog, "getOpenFileNames", ([], "")),
    (QFileDialog, "getSaveFileName", ("", "")),
    (QFileDialog, "getExistingDirectory", ""),
)


def _title(args: tuple[Any, ...]) -> str:
    return next((arg for arg in args if isinstance(arg, str)), "?")


@contextmanager
def answering_modal_dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    opened: list[str] = []

    def answer_with(name: str, answer: Any) -> Callable[..., Any]:
        def answered(*args: Any, **kwargs: Any) -> Any:
            opened.append(f"{name}({_title(args)!r})")
            return answer

        return answered

    for owner, name, answer in _ANSWERS:
        monkeypatch.setattr(owner, name, staticmethod(answer_with(name, answer)))

    def exec_answered(dialog: QDialog) -> int:
        opened.append(f"{type(dialog).__name__}.exec({dialog.windowTitle()!r})")
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QDialog, "exec", exec_answered)
    yield opened
