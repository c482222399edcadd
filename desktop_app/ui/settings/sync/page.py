"""Settings, Sync: set sync up, or see how it goes (where, the last sync, each device), sync
now, pause, remove a device, settle a setting changed on two devices at once, and see the
recovery code again by proving the passphrase. The page shows; the runner and the service own
the state, and every storage or keyring call runs on the sync's thread."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.settings import ProviderSettings
from desktop_app.sync.engine import Phase
from desktop_app.sync.errors import SyncError, SyncProblem
from desktop_app.sync.service import DeviceInfo, SetupResult
from desktop_app.ui.settings.page import BackgroundWork, Phrases, SettingsPage, fill, plain
from desktop_app.ui.settings.sync.conflicts import SettingConflicts
from desktop_app.ui.settings.sync.recovery import RecoveryDialog
from desktop_app.ui.settings.sync.runner import RunState, SyncRunner
from desktop_app.ui.settings.sync.setup import SyncSetup
from desktop_app.ui.settings.sync.texts import describe

ShowCode = Callable[[QWidget, str], QWidget]


def show_code(parent: QWidget, code: str) -> QWidget:
    """The recovery code in a window-modal dialog that does not block the loop."""
    dialog = RecoveryDialog(code, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


class SyncPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        runner: SyncRunner,
        *,
        show_recovery: ShowCode = show_code,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(settings, work, parent)
        self._status: dict[str, object] = {}
        self.runner = runner
        self._show_recovery = show_recovery
        self.recovery_shown: QWidget | None = None
        self.devices: list[DeviceInfo] = []
        self.phrases = Phrases()
        self.stack = QStackedWidget(self)
        self.setup = SyncSetup(runner, work, self)
        self.setup.done.connect(self._set_up)
        self.status_view = QWidget(self)

        self.where = plain(QLabel(self.status_view))
        self.status = plain(QLabel(self.status_view))
        self.status.setObjectName("syncStatus")
        self.progress = QProgressBar(self.status_view)
        self.progress.hide()
        self.sync_button = QPushButton(self.status_view)
        self.pause_button = QPushButton(self.status_view)
        self.sync_button.clicked.connect(lambda: self.runner.start(self.runner.sync_now()))
        self.pause_button.clicked.connect(lambda: self.work.start(self._toggle_pause()))
        buttons = QHBoxLayout()
        buttons.addWidget(self.sync_button)
        buttons.addWidget(self.pause_button)
        buttons.addStretch(1)

        self.devices_box = QGroupBox(self.status_view)
        self.table = QTableWidget(0, 3, self.devices_box)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.remove_button = QPushButton(self.devices_box)
        self.remove_button.setEnabled(False)
        self.table.itemSelectionChanged.connect(self._selection)
        self.remove_button.clicked.connect(lambda: self.work.start(self._remove()))
        box = QVBoxLayout(self.devices_box)
        box.addWidget(self.table)
        box.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignLeading)

        self.conflicts = SettingConflicts(runner, work, self.status_view)
        self.code_box = QGroupBox(self.status_view)
        self.code_passphrase = QLineEdit(self.code_box)
        self.code_passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.code_button = QPushButton(self.code_box)
        self.unlock_button = QPushButton(self.code_box)  # where no keyring holds the key
        self.unlock_button.hide()
        self.unlock_button.clicked.connect(self._unlock)
        self.code_problem = plain(QLabel(self.code_box))
        self.code_problem.hide()
        self.code_button.clicked.connect(lambda: self.work.start(self._code_again()))
        code_row = QHBoxLayout(self.code_box)
        code_row.addWidget(self.code_passphrase, 1)
        code_row.addWidget(self.unlock_button)
        code_row.addWidget(self.code_button)
        code_row.addWidget(self.code_problem, 1)

        layout = QVBoxLayout(self.status_view)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.where, self.status, self.progress):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addWidget(self.conflicts)
        layout.addWidget(self.devices_box, 1)
        layout.addWidget(self.code_box)
        self.stack.addWidget(self.setup)
        self.stack.addWidget(self.status_view)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.stack)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll)

        runner.state_changed.connect(self._show_state)
        runner.step.connect(self._step)
        runner.finished.connect(self._synced)
        self.retranslate()
        self.work.start(self.refresh())

    # -- what the page shows ---------------------------------------------------------------

    async def refresh(self) -> None:
        """Reads the status (and the devices from the storage) on the sync's thread."""
        status = await self.runner.off_thread(self.runner.service.status)
        self.stack.setCurrentWidget(self.status_view if status.get("set_up") else self.setup)
        if not status.get("set_up"):
            return
        self._status = status
        self._show_state()
        try:
            self.devices = await self.runner.in_thread(self.runner.service.devices)
        except SyncError:
            return  # the status line says the storage is away
        self._fill_devices()
        await self.conflicts.refresh()

    def _show_state(self) -> None:
        status = self._status
        paused = bool(status.get("paused"))
        self.phrases.say(self.where.setText, lambda: self._where(status))
        self.phrases.say(self.status.setText, lambda: self._state_text(paused))
        self.sync_button.setEnabled(not self.runner.busy and not paused)
        problem = self.runner.problem
        self.unlock_button.setVisible(
            problem is not None
            and problem.kind in (SyncProblem.NO_PASSPHRASE, SyncProblem.WRONG_PASSPHRASE)
        )
        self.progress.setVisible(self.runner.busy and self.progress.maximum() > 0)
        self.phrases.say(
            self.pause_button.setText, lambda: self.tr("Res&ume") if paused else self.tr("Pa&use")
        )

    def _where(self, status: dict[str, object]) -> str:
        return fill(
            self.tr("Syncing through %1, as device %2."),
            f"\u2066{status.get('where', '')}\u2069",  # a path or address reads left to right
            str(status.get("device", ""))[:8],
        )

    def _state_text(self, paused: bool) -> str:
        runner = self.runner
        if runner.state is RunState.SYNCING:
            return self.tr("Syncing…")
        if runner.state is RunState.FAILED and runner.problem is not None:
            return fill(self.tr("Could not sync: %1 Trying again later."), describe(runner.problem))
        if paused:
            return self.tr("Paused: nothing is sent or received.")
        when = self._status.get("when")
        last = self._status.get("last")
        if not when or not isinstance(last, list):
            return self.tr("Not synced yet.")
        return fill(
            self.tr("Last sync %1: %2 changes sent, %3 received."),
            str(when).replace("T", " ")[:16],
            last[0],
            last[1],
        )

    def _step(self, phase: str, done: int, total: int) -> None:
        if total <= 0:
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        label = self.tr("Sending %v of %m changes") if phase == Phase.SEND.value else None
        self.progress.setFormat(label or self.tr("Reading %v of %m objects"))
        self.progress.setVisible(self.runner.busy)

    def _fill_devices(self) -> None:
        self.table.setRowCount(len(self.devices))
        for row, device in enumerate(self.devices):
            name = device.device[:8]
            if device.this_device:
                name = fill(self.tr("%1 (this device)"), name)
            when = (device.heard or "").replace("T", " ")[:16] or "—"
            for column, text in enumerate((name, str(device.segment), when)):
                item = QTableWidgetItem(text)
                item.setToolTip(device.device)
                self.table.setItem(row, column, item)
        self._selection()

    def _selected(self) -> DeviceInfo | None:
        rows = {index.row() for index in self.table.selectedIndexes()}
        return self.devices[rows.pop()] if len(rows) == 1 else None

    def _selection(self) -> None:
        chosen = self._selected()
        self.remove_button.setEnabled(chosen is not None and not chosen.this_device)

    # -- what the person does --------------------------------------------------------------

    def _synced(self, _report: object) -> None:
        self.work.start(self.refresh())

    def _set_up(self, result: SetupResult) -> None:
        if result.recovery_code:
            self.recovery_shown = self._show_recovery(self, result.recovery_code)
        self.work.start(self.refresh())
        self.runner.start(self.runner.sync_now())

    def _unlock(self) -> None:
        """The passphrase for this session's syncs, kept in memory only."""
        self.runner.passphrase = self.code_passphrase.text() or None
        self.code_passphrase.clear()
        self.runner.start(self.runner.sync_now())

    async def _toggle_pause(self) -> None:
        paused = bool(self._status.get("paused"))
        await self.runner.off_thread(self.runner.service.pause, not paused)
        await self.refresh()

    async def _remove(self) -> None:
        chosen = self._selected()
        if chosen is None:
            return
        await self.runner.off_thread(self.runner.service.forget_device, chosen.device)
        await self.refresh()

    async def _code_again(self) -> None:
        passphrase = self.code_passphrase.text()
        self.code_passphrase.clear()
        try:
            code = await self.runner.in_thread(
                lambda: self.runner.service.recovery_code_again(passphrase)
            )
        except SyncError as exc:
            self.code_problem.setText(describe(exc))
            self.code_problem.show()
            return
        self.code_problem.hide()
        self.recovery_shown = self._show_recovery(self, code)

    def retranslate(self) -> None:
        self.phrases.again()
        self.devices_box.setTitle(self.tr("Devices"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Device"), self.tr("Last segment read"), self.tr("Last heard from (UTC)")]
        )
        self.table.setAccessibleName(self.tr("Devices in the sync set"))
        self.remove_button.setText(self.tr("Remo&ve device"))
        self.remove_button.setToolTip(
            self.tr("What it wrote stays; old objects no longer wait for it")
        )
        self.sync_button.setText(self.tr("Sync &now"))
        self.code_box.setTitle(self.tr("Passphrase"))
        self.code_passphrase.setPlaceholderText(self.tr("Passphrase"))
        self.code_passphrase.setAccessibleName(self.tr("Passphrase"))
        self.code_button.setText(self.tr("Show the recovery &code"))
        self.unlock_button.setText(self.tr("Sync with this passphrase"))
        self.status.setAccessibleName(self.tr("Sync status"))
