"""Screen readers name a button or label by what it shows: the text, without its mnemonic."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QLabel


def named_as_shown(*widgets: QAbstractButton | QLabel) -> None:
    for widget in widgets:
        text = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        widget.setAccessibleName(text)
