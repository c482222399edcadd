"""Setting sync up: where the storage is (a folder, a WebDAV server, an S3 bucket), its
credential, and the passphrase (twice for a new set, once to join one). The credential and the
key go to the keyring through the service; nothing secret is kept in a field once done."""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.sync.errors import SyncError
from desktop_app.sync.service import SetupResult, SyncConfig
from desktop_app.ui.settings.page import BackgroundWork, buddy, plain
from desktop_app.ui.settings.sync.runner import SyncRunner
from desktop_app.ui.settings.sync.texts import describe

SHORTEST_PASSPHRASE = 8


class StorageKind(Enum):
    FOLDER = "folder"
    WEBDAV = "webdav"
    S3 = "s3"


class SyncSetup(QWidget):
    done = Signal(object)  # SetupResult

    def __init__(
        self, runner: SyncRunner, work: BackgroundWork, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.runner = runner
        self.work = work
        self.kind = QComboBox(self)
        for kind in StorageKind:
            self.kind.addItem("", kind)
        self.location = QLineEdit(self)
        self.bucket = QLineEdit(self)
        self.user = QLineEdit(self)
        self.secret = QLineEdit(self)
        self.secret.setEchoMode(QLineEdit.EchoMode.Password)
        self.new_set = QRadioButton(self)
        self.join_set = QRadioButton(self)
        self.new_set.setChecked(True)
        self._modes = QButtonGroup(self)
        self._modes.addButton(self.new_set)
        self._modes.addButton(self.join_set)
        self.passphrase = QLineEdit(self)
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.repeat = QLineEdit(self)
        self.repeat.setEchoMode(QLineEdit.EchoMode.Password)
        self.recovery = QCheckBox(self)
        self.set_up_button = QPushButton(self)
        self.problem = plain(QLabel(self))
        self.problem.setObjectName("syncSetupProblem")
        self.problem.hide()

        form = QFormLayout()
        self._labels = {
            field: buddy(self, field)
            for field in (
                self.kind,
                self.location,
                self.bucket,
                self.user,
                self.secret,
                self.passphrase,
                self.repeat,
            )
        }
        self.browse = QPushButton(self)  # a folder is chosen, not only typed
        self.browse.clicked.connect(self._choose_folder)
        where = QHBoxLayout()
        where.setContentsMargins(0, 0, 0, 0)
        where.addWidget(self.location, 1)
        where.addWidget(self.browse)
        for field, label in self._labels.items():
            if field is self.location:
                form.addRow(label, where)
            else:
                form.addRow(label, field)
        modes = QHBoxLayout()
        modes.addWidget(self.new_set)
        modes.addWidget(self.join_set)
        modes.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.intro = plain(QLabel(self))
        layout.addWidget(self.intro)
        layout.addLayout(modes)
        layout.addLayout(form)
        layout.addWidget(self.recovery)
        buttons = QHBoxLayout()
        buttons.addWidget(self.set_up_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(self.problem)
        layout.addStretch(1)

        self.kind.currentIndexChanged.connect(self._shown_fields)
        self.join_set.toggled.connect(self._shown_fields)
        self.recovery.toggled.connect(self._shown_fields)
        self.set_up_button.clicked.connect(lambda: self.work.start(self.submit()))
        self.retranslate()
        self._shown_fields()

    def chosen_kind(self) -> StorageKind:
        kind = self.kind.currentData()
        assert isinstance(kind, StorageKind)
        return kind

    def _shown_fields(self) -> None:
        kind = self.chosen_kind()
        remote = kind is not StorageKind.FOLDER
        for field, shown in (
            (self.bucket, kind is StorageKind.S3),
            (self.user, remote),
            (self.secret, remote),
            (self.repeat, not self.join_set.isChecked()),
        ):
            field.setVisible(shown)
            self._labels[field].setVisible(shown)
        self.recovery.setVisible(self.join_set.isChecked())
        self.browse.setVisible(kind is StorageKind.FOLDER)
        self.retranslate()

    def _choose_folder(self) -> None:
        start = self.location.text().strip() or str(Path.home())
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Sync folder"), start)
        if chosen:
            self.location.setText(chosen)

    def retranslate(self) -> None:
        self.intro.setText(
            self.tr(
                "Your conversations and a few settings travel encrypted through storage you "
                "have; the passphrase never leaves this computer."
            )
        )
        for index, text in enumerate(
            (self.tr("A folder"), self.tr("A WebDAV server"), self.tr("An S3 bucket"))
        ):
            self.kind.setItemText(index, text)
        kind = self.chosen_kind()
        where = {
            StorageKind.FOLDER: self.tr("&Folder:"),
            StorageKind.WEBDAV: self.tr("A&ddress:"),
            StorageKind.S3: self.tr("S&3 endpoint:"),
        }[kind]
        self._labels[self.kind].setText(self.tr("St&orage:"))
        self._labels[self.location].setText(where)
        self._labels[self.bucket].setText(self.tr("&Bucket:"))
        self._labels[self.user].setText(
            self.tr("&User:") if kind is StorageKind.WEBDAV else self.tr("Access key &ID:")
        )
        self._labels[self.secret].setText(
            self.tr("Pass&word:") if kind is StorageKind.WEBDAV else self.tr("Se&cret key:")
        )
        recovery = self.join_set.isChecked() and self.recovery.isChecked()
        self._labels[self.passphrase].setText(
            self.tr("Reco&very code:") if recovery else self.tr("Passp&hrase:")
        )
        self._labels[self.repeat].setText(self.tr("Passphrase &again:"))
        self.new_set.setText(self.tr("Create a &new sync set"))
        self.join_set.setText(self.tr("&Join the sync set there"))
        self.recovery.setText(self.tr("I have the recovery code instead of the passphrase"))
        self.set_up_button.setText(self.tr("S&et up sync"))
        self.browse.setText(self.tr("&Choose…"))

    def _config(self) -> SyncConfig:
        kind = self.chosen_kind()
        return SyncConfig(
            kind.value,
            self.location.text().strip(),
            bucket=self.bucket.text().strip() if kind is StorageKind.S3 else "",
            user=self.user.text().strip() if kind is not StorageKind.FOLDER else "",
        )

    def _refusal(self) -> str | None:
        """Why the form cannot be sent as it is, or None."""
        if not self.location.text().strip():
            return self.tr("Say where the storage is.")
        if self.chosen_kind() is StorageKind.S3 and not self.bucket.text().strip():
            return self.tr("Name the bucket.")
        if self.join_set.isChecked():
            return None if self.passphrase.text() else self.tr("Enter the passphrase.")
        if len(self.passphrase.text()) < SHORTEST_PASSPHRASE:
            return self.tr("Choose a passphrase of at least 8 characters.")
        if self.passphrase.text() != self.repeat.text():
            return self.tr("The two passphrases differ.")
        return None

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    async def submit(self) -> None:
        refusal = self._refusal()
        if refusal is not None:
            self._say(refusal)
            return
        self._say("")
        config = self._config()
        passphrase = self.passphrase.text()
        credential = self.secret.text() if self.chosen_kind() is not StorageKind.FOLDER else None
        joining, recovery = self.join_set.isChecked(), self.recovery.isChecked()
        self.set_up_button.setEnabled(False)
        try:
            result: SetupResult = await self.runner.in_thread(
                lambda: self.runner.service.setup(
                    config,
                    passphrase,
                    credential,
                    recovery=joining and recovery,
                    join=joining,
                )
            )
        except SyncError as exc:
            self._say(describe(exc))
            if joining:
                self.passphrase.selectAll()
                self.passphrase.setFocus()
            return
        finally:
            self.set_up_button.setEnabled(True)
        self.runner.passphrase = None if joining and recovery else passphrase  # no keyring
        for field in (self.passphrase, self.repeat, self.secret):
            field.clear()  # secrets leave the window once in the keyring
        self.done.emit(result)
