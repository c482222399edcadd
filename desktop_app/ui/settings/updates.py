"""Updates on the General page: a switch (off until the person turns it on), the releases
address, Check now, and what the last check found. Notes are shown as plain text and the
release page opens in the browser; nothing is downloaded or run."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app import __version__
from desktop_app.config.settings import ProviderSettings
from desktop_app.ui.settings.page import BackgroundWork, Phrases, buddy, fill, plain
from desktop_app.upkeep import updates
from desktop_app.upkeep.updates import Release, UpdateCheckError, UpdateProblem

Check = Callable[[str, Path], Awaitable[Release]]
OpenUrl = Callable[[QUrl], object]


def update_problem(error: UpdateCheckError) -> str:
    """Why a check told nothing, in words (the window's start-up check says the same)."""
    texts = {
        UpdateProblem.NETWORK: lambda: QCoreApplication.translate(
            "UpdatesBox", "the address could not be reached"
        ),
        UpdateProblem.TIMEOUT: lambda: QCoreApplication.translate(
            "UpdatesBox", "the address did not answer in time"
        ),
        UpdateProblem.STATUS: lambda: fill(
            QCoreApplication.translate("UpdatesBox", "the address answered with error %1"),
            error.detail,
        ),
        UpdateProblem.NOT_JSON: lambda: QCoreApplication.translate(
            "UpdatesBox", "the answer is not a release description"
        ),
        UpdateProblem.NO_VERSION: lambda: QCoreApplication.translate(
            "UpdatesBox", "the answer names no version"
        ),
        UpdateProblem.BAD_ADDRESS: lambda: QCoreApplication.translate(
            "UpdatesBox", "the address is not an http(s) address"
        ),
    }
    return fill(
        QCoreApplication.translate("UpdatesBox", "Could not check for updates: %1."),
        texts[error.problem](),
    )


def available(release: Release) -> str:
    return fill(
        QCoreApplication.translate("UpdatesBox", "Arroyo %1 is available (this is %2)."),
        release.version,
        __version__,
    )


class UpdatesBox(QGroupBox):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        folder: Path,
        *,
        check: Check = updates.check_and_remember,
        open_url: OpenUrl = QDesktopServices.openUrl,
        apply: Callable[[Callable[[], object]], object] = lambda change: change(),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.work = work
        self.folder = folder
        self._check = check
        self._open_url = open_url
        self._apply = apply  # the page's: a file that cannot be written is said
        self._phrases = Phrases()
        self._page = ""
        app = settings.app
        self.enabled = QCheckBox(self)
        self.enabled.setChecked(app.check_updates)
        self.enabled.toggled.connect(lambda on: self._save(check_updates=on))
        self.address = QLineEdit(app.releases_url, self)
        self.address.editingFinished.connect(self.commit)
        self._address_caption = buddy(self, self.address)
        self.check_button = QPushButton(self)
        self.check_button.clicked.connect(self.check_now)
        self.status = plain(QLabel(self))
        self.status.hide()  # until there is something to say: no empty line in the box
        # The release's own words: plain text (never rendered), in a box of a few lines that
        # scrolls, so long notes do not push the page past a small screen.
        self.notes = QPlainTextEdit(self)
        self.notes.setReadOnly(True)
        self.notes.setMaximumHeight(self.fontMetrics().lineSpacing() * 6)
        self.notes.hide()
        self.page_button = QPushButton(self)
        self.page_button.clicked.connect(lambda: self._open_url(QUrl(self._page)))
        self.page_button.hide()
        form = QFormLayout()
        form.addRow(self._address_caption, self.address)
        row = QHBoxLayout()
        row.addWidget(self.enabled, 1)
        row.addWidget(self.check_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.notes)
        page_row = QHBoxLayout()
        page_row.addWidget(self.page_button)
        page_row.addStretch(1)
        layout.addLayout(page_row)
        self.retranslate()
        remembered = updates.last_problem(folder) if app.check_updates else None
        if remembered is not None:
            self._phrases.say(self.status.setText, lambda: update_problem(remembered))
            self.status.show()

    def _save(self, **changes: object) -> None:
        self._apply(lambda: self.settings.update_app(**changes))

    def commit(self) -> None:
        address = self.address.text().strip() or updates.DEFAULT_RELEASES_URL
        if address != self.settings.app.releases_url:
            self._save(releases_url=address)

    def check_now(self) -> None:
        self.commit()
        self.check_button.setEnabled(False)
        self._phrases.say(self.status.setText, lambda: self.tr("Checking…"))
        self.status.show()
        self.work.start(self._checked(self.settings.app.releases_url))

    async def _checked(self, url: str) -> None:
        try:
            release = await self._check(url, self.folder)
        except UpdateCheckError as exc:
            self.show_release(None, exc)
        else:
            self.show_release(release)
        finally:
            self.check_button.setEnabled(True)

    def show_release(self, release: Release | None, error: UpdateCheckError | None = None) -> None:
        newer = release is not None and updates.is_newer(release.version)
        if error is not None:
            self._phrases.say(self.status.setText, lambda: update_problem(error))
        elif release is not None and newer:
            self._phrases.say(self.status.setText, lambda: available(release))
        else:
            self._phrases.say(
                self.status.setText,
                lambda: fill(self.tr("Arroyo %1 is the latest version."), __version__),
            )
        self._page = release.page if release is not None and newer else ""
        self.notes.setPlainText(release.notes.strip() if release is not None and newer else "")
        self.notes.setVisible(bool(self.notes.toPlainText()))
        self.page_button.setVisible(bool(self._page))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Updates"))
        self.enabled.setText(self.tr("Check for a newer Arroyo once a day"))
        self.enabled.setAccessibleDescription(
            self.tr("Asks the releases address below; nothing is downloaded or installed")
        )
        self._address_caption.setText(self.tr("Releases a&ddress:"))
        self.address.setAccessibleName(self.tr("Releases address"))
        self.enabled.setAccessibleName(self.tr("Check for updates"))
        self.status.setAccessibleName(self.tr("What the update check found"))
        self.check_button.setText(self.tr("Check &now"))
        self.check_button.setAccessibleName(self.tr("Check for updates now"))
        self.page_button.setText(self.tr("Open the release page"))
        self.page_button.setAccessibleName(self.tr("Open the release page"))
        self.notes.setAccessibleName(self.tr("What is new"))
        self._phrases.again()
