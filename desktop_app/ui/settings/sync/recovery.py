"""The recovery code, shown once when a set is made (or again to whom re-enters the
passphrase): with Copy, and closed only once the person says it is saved."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ui.settings.page import plain


class RecoveryDialog(QDialog):
    def __init__(self, code: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.explanation = plain(QLabel(self))
        self.code = plain(QLabel(code, self))
        self.code.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.copy_button = QPushButton(self)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(code))
        self.saved = QCheckBox(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setEnabled(False)
        self.saved.toggled.connect(self.close_button.setEnabled)
        buttons.rejected.connect(self._close_if_saved)
        self.setMinimumWidth(460)  # the code on one or two lines, not four
        layout = QVBoxLayout(self)
        layout.addWidget(self.explanation)
        layout.addWidget(self.code)
        layout.addWidget(self.copy_button)
        layout.addWidget(self.saved)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Recovery code"))
        self.explanation.setText(
            self.tr(
                "Keep this code somewhere safe, away from this computer. With it, a device "
                "joins the set even if the passphrase is forgotten. It is not shown again "
                "without the passphrase."
            )
        )
        self.copy_button.setText(self.tr("&Copy"))
        self.saved.setText(self.tr("I have &saved it"))
        self.close_button.setText(self.tr("Close"))

    def _close_if_saved(self) -> None:
        if self.saved.isChecked():
            self.accept()

    def reject(self) -> None:  # Escape and the title bar's close: only once it is saved
        self._close_if_saved()
