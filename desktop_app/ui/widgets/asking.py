"""Awaiting a dialog's answer without blocking the asyncio loop: ``open()``, not ``exec()``.
Cancelling the awaiting task withdraws the question (the dialog is rejected)."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QDialog


async def answer_of(dialog: QDialog) -> int:
    """The dialog's result code once the person closes it; the dialog is deleted after."""
    future: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def finished(result: int) -> None:
        if not future.done():
            future.set_result(result)

    dialog.finished.connect(finished)
    dialog.open()
    try:
        return await future
    finally:
        if dialog.isVisible():
            dialog.finished.disconnect(finished)
            dialog.reject()
        dialog.deleteLater()
