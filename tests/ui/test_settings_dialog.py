"""The settings window: providers and keys (a fake keyring: never the system's), the connection
test against the local simulator, tools, and the standing permissions in a real database."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QListWidget,
    QPushButton,
    QWidget,
)

from desktop_app.secrets import SecretsError
from desktop_app.simulator.server import Simulator
from desktop_app.store.database import Database
from desktop_app.store.grants import GrantStore
from desktop_app.ui.settings_dialog import SettingsDialog
from desktop_app.ui.settings_model import ProviderSettings
from desktop_app.ui.startup_problems import load_settings
from tests.net.helpers import TEST_KEY


@dataclass
class FakeSecrets:
    """Stands in for ``desktop_app.secrets``: records every call, optionally fails."""

    stored: dict[str, str] = field(default_factory=dict)
    calls: list[tuple] = field(default_factory=list)
    fail_with: SecretsError | None = None

    async def get_key_async(self, provider: str, *, timeout: float = 10.0) -> str | None:
        self.calls.append(("get", provider, timeout))
        if self.fail_with is not None:
            raise self.fail_with
        return self.stored.get(provider)

    async def set_key_async(self, provider: str, key: str, *, timeout: float = 10.0) -> None:
        self.calls.append(("set", provider, timeout))
        if self.fail_with is not None:
            raise self.fail_with
        self.stored[provider] = key

    def delete_key(self, provider: str) -> None:
        self.calls.append(("delete", provider))
        if self.fail_with is not None:
            raise self.fail_with
        self.stored.pop(provider, None)


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "settings.json"


@pytest.fixture
def fake_secrets() -> FakeSecrets:
    return FakeSecrets()


@pytest.fixture
def window(qapp):
    """The main window stand-in: the dialog is its child, as in the app. Not handed to qtbot,
    which would delete it (and the dialogs) before their work is wound down."""
    widget = QWidget()
    widget.show()
    yield widget
    widget.close()
    widget.deleteLater()
    qapp.processEvents()


@pytest.fixture
def database(tmp_path: Path):
    db = Database(tmp_path / "arroyo.sqlite3")
    yield db
    db.close()


@pytest.fixture
def open_dialog(qtbot, qloop, window, settings_path, fake_secrets):
    """Opens settings windows; each is closed (its keyring and network work cancelled and
    finished) before the loop is checked for leftovers."""
    opened: list[SettingsDialog] = []

    def make(**options) -> SettingsDialog:
        options.setdefault("secrets", fake_secrets)
        options.setdefault("session_keys", {})
        settings = options.pop("settings", None) or ProviderSettings(settings_path)
        dialog = SettingsDialog(settings, parent=window, key_timeout=2.0, **options)
        opened.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        settle(qloop, dialog)
        return dialog

    yield make
    for dialog in opened:
        dialog.reject()
        qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 5))


def settle(qloop, dialog: SettingsDialog) -> None:
    qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 10))


def click(qtbot, button: QPushButton) -> None:
    QApplication.processEvents()  # widgets added to a shown window appear on the next round
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_into(qtbot, field: QLineEdit, text: str) -> None:
    field.setFocus()
    field.clear()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)  # Enter finishes the field


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# -- providers ------------------------------------------------------------------------------------


def test_a_provider_edited_in_the_window_is_in_the_file(qtbot, qloop, open_dialog, settings_path):
    dialog = open_dialog()
    assert dialog.empty_hint.isVisible() and not dialog.editor.isVisible()
    entry = dialog.add_provider("openai-compatible")
    assert dialog.focusWidget() is dialog.name_edit
    type_into(qtbot, dialog.name_edit, "My server")
    type_into(qtbot, dialog.base_url_edit, "http://gpu.local:8000/v1")
    type_into(qtbot, dialog.model_combo.lineEdit(), "qwen3")
    dialog.transport_combo.setCurrentIndex(dialog.transport_combo.findData("diff"))
    dialog.transport_combo.activated.emit(dialog.transport_combo.currentIndex())
    dialog.reasoning_check.setChecked(False)
    assert dialog.isVisible()  # Enter in a field never closed the window
    ollama = dialog.add_provider("ollama")
    assert dialog.providers_list.count() == 2

    saved = ProviderSettings(settings_path)
    mine = saved.get(entry.id)
    assert (mine.label, mine.base_url, mine.model, mine.transport, mine.show_reasoning) == (
        "My server", "http://gpu.local:8000/v1", "qwen3", "diff", False)  # fmt: skip
    assert saved.get(ollama.id).base_url == "http://localhost:11434/v1"

    again = open_dialog(settings=saved)
    again.select_provider(entry.id)
    assert again.name_edit.text() == "My server"
    assert again.base_url_edit.text() == "http://gpu.local:8000/v1"
    assert again.model_combo.currentText() == "qwen3"
    assert again.transport_combo.currentData() == "diff"
    assert not again.reasoning_check.isChecked()


def test_moving_to_another_provider_keeps_what_was_typed(open_dialog, settings_path):
    settings = ProviderSettings(settings_path)
    first = settings.add_preset("ollama")
    second = settings.add_preset("lmstudio")
    dialog = open_dialog(settings=settings)
    dialog.name_edit.setText("Renamed")  # typed, not yet finished with Enter or Tab
    dialog.providers_list.setCurrentRow(1)
    assert dialog.current_entry().id == second.id
    assert dialog.name_edit.text() == "LM Studio"
    assert ProviderSettings(settings_path).get(first.id).label == "Renamed"
    texts = [dialog.providers_list.item(row).text() for row in range(2)]
    assert texts == ["Renamed (Ollama)", "LM Studio"]


def test_a_change_that_cannot_be_saved_is_said(qtbot, open_dialog, tmp_path):
    folder = tmp_path / "gone"
    dialog = open_dialog(settings=ProviderSettings(folder / "settings.json"))
    folder.write_text("")  # the settings folder is now a file: nothing can be written
    assert dialog.add_provider("ollama") is None
    assert dialog.error_label.isVisible()
    assert "could not be read or written" in dialog.error_label.text()
    assert dialog.providers_list.count() == 0


def test_the_presets_on_offer(open_dialog):
    dialog = open_dialog()
    offered = [action.data() for action in dialog.add_menu.actions()]
    assert {"ollama", "lmstudio", "openai-compatible", "openai", "anthropic", "gemini"} <= set(offered)
    dialog.add_menu.actions()[offered.index("lmstudio")].trigger()
    assert dialog.current_entry().base_url == "http://localhost:1234/v1"


def test_a_saved_key_goes_to_the_keyring_only(qtbot, qloop, open_dialog, fake_secrets,
                                             settings_path):  # fmt: skip
    dialog = open_dialog()
    entry = dialog.add_provider("openai-compatible")
    settle(qloop, dialog)
    assert dialog.key_edit.echoMode() == QLineEdit.EchoMode.Password
    dialog.key_edit.setFocus()
    qtbot.keyClicks(dialog.key_edit, TEST_KEY)
    click(qtbot, dialog.save_key_button)
    settle(qloop, dialog)

    assert fake_secrets.stored == {entry.id: TEST_KEY}
    assert ("set", entry.id, 2.0) in fake_secrets.calls  # with the window's timeout
    assert dialog.key_edit.text() == ""
    assert "stored" in dialog.key_status.text()
    text = settings_path.read_text(encoding="utf-8")
    assert TEST_KEY not in text and TEST_KEY[-12:] not in text

    # Shown again later: "stored", and the key is never put back into the field.
    again = open_dialog(settings=ProviderSettings(settings_path))
    again.select_provider(entry.id)
    settle(qloop, again)
    assert again.key_edit.text() == ""
    assert "stored" in again.key_status.text()
    assert "stored" in again.key_edit.placeholderText()
    assert again.remove_key_button.isEnabled()


def test_without_a_keyring_the_key_can_be_kept_for_the_session(qtbot, qloop, open_dialog,
                                                               fake_secrets, settings_path):  # fmt: skip
    fake_secrets.fail_with = SecretsError("unavailable", "No system keyring is available.")
    session_keys: dict[str, str] = {}
    dialog = open_dialog(session_keys=session_keys)
    entry = dialog.add_provider("anthropic")
    settle(qloop, dialog)
    assert "cannot be read" in dialog.key_status.text()
    dialog.key_edit.setText(TEST_KEY)
    click(qtbot, dialog.save_key_button)
    settle(qloop, dialog)

    assert "No system keyring" in dialog.key_status.text()
    assert "never writes keys to a file" in dialog.key_status.text()
    click(qtbot, dialog.session_key_button)
    assert session_keys == {entry.id: TEST_KEY}
    assert dialog.key_edit.text() == ""
    assert "this session only" in dialog.key_status.text()
    assert not dialog.session_key_button.isVisible()
    assert fake_secrets.stored == {}
    for file in settings_path.parent.iterdir():
        if file.is_file():
            assert TEST_KEY.encode() not in file.read_bytes()


def test_removing_a_provider_removes_its_key(qtbot, qloop, open_dialog, fake_secrets,
                                            settings_path):  # fmt: skip
    settings = ProviderSettings(settings_path)
    kept = settings.add_preset("openai")
    gone = settings.add_preset("gemini")
    fake_secrets.stored = {kept.id: "k1", gone.id: "k2"}
    session_keys = {gone.id: "k3"}
    dialog = open_dialog(settings=settings, session_keys=session_keys)
    dialog.select_provider(gone.id)
    click(qtbot, dialog.remove_button)
    settle(qloop, dialog)
    assert ("delete", gone.id) in fake_secrets.calls
    assert fake_secrets.stored == {kept.id: "k1"}
    assert session_keys == {}
    assert [e.id for e in ProviderSettings(settings_path).providers] == [kept.id]
    assert dialog.current_entry().id == kept.id


# -- test connection --------------------------------------------------------------------------


def test_test_connection_lists_the_simulators_models(qtbot, qloop, open_dialog):
    dialog = open_dialog()
    dialog.add_provider("openai-compatible")
    with Simulator() as sim:
        type_into(qtbot, dialog.base_url_edit, sim.url + "/v1")
        dialog.key_edit.setText(TEST_KEY)  # typed, not saved yet: the test uses it
        click(qtbot, dialog.test_button)
        settle(qloop, dialog)
        requests = list(sim.requests)
    assert dialog.test_status.text() == "Connected: 2 models"
    models = [dialog.model_combo.itemText(i) for i in range(dialog.model_combo.count())]
    assert models == ["arroyo-sim-1", "arroyo-sim-mini"]
    assert [r.path for r in requests] == ["/v1/models"]
    assert {k.lower(): v for k, v in requests[0].headers.items()}["authorization"] == (
        f"Bearer {TEST_KEY}"
    )
    assert dialog.test_button.isEnabled()


def test_test_connection_to_a_closed_port_says_why(qtbot, qloop, open_dialog):
    dialog = open_dialog()
    dialog.add_provider("lmstudio")
    port = closed_port()
    type_into(qtbot, dialog.base_url_edit, f"http://127.0.0.1:{port}/v1")
    click(qtbot, dialog.test_button)
    settle(qloop, dialog)
    text = dialog.test_status.text()
    assert text.startswith("Could not connect: cannot reach 127.0.0.1:")
    assert "Check the address" in text
    assert "Connected" not in text


def test_closing_the_window_cancels_a_running_test(qtbot, qloop, open_dialog):
    started = asyncio.Event()

    async def never_answers(endpoint):
        started.set()
        await asyncio.sleep(60)
        return []

    dialog = open_dialog(list_models=never_answers)
    dialog.add_provider("ollama")
    click(qtbot, dialog.test_button)
    qloop.run_until_complete(asyncio.wait_for(started.wait(), 5))
    task = dialog.last_task
    dialog.reject()
    qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 5))
    assert task.cancelled()


# -- tools ----------------------------------------------------------------------------------------


def test_tool_settings_are_saved(qtbot, open_dialog, settings_path, tmp_path):
    dialog = open_dialog()
    dialog.tabs.setCurrentIndex(1)
    assert not dialog.commands_check.isChecked()
    assert dialog.read_only_check.isChecked()
    for check in (dialog.commands_check, dialog.read_only_check):  # by keyboard
        check.setFocus()
        qtbot.keyClick(check, Qt.Key.Key_Space)
    workspace = tmp_path / "work"
    workspace.mkdir()
    type_into(qtbot, dialog.workspace_edit, str(tmp_path / "missing"))
    assert "does not exist" in dialog.workspace_status.text()
    type_into(qtbot, dialog.workspace_edit, str(workspace))
    assert dialog.workspace_status.text() == ""
    dialog.tabs.setCurrentIndex(2)
    dialog.display_combo.setCurrentIndex(dialog.display_combo.findData("whole"))
    dialog.display_combo.activated.emit(dialog.display_combo.currentIndex())

    app = ProviderSettings(settings_path).app
    assert app.allow_commands is True
    assert app.allow_read_only_without_asking is False
    assert app.workspace == workspace
    assert app.display_policy == "whole"
    assert app.language is None


def test_grants_are_listed_and_revoked(qtbot, open_dialog, database):
    store = GrantStore(database, clock=lambda: 1_700_000_000.0)
    everywhere = store.grant("read_file", None)
    here = store.grant("write_file", "conversation-1")
    dialog = open_dialog(grants=store, conversation_title={"conversation-1": "Trip"}.get)
    dialog.tabs.setCurrentIndex(1)
    assert sorted(dialog.revoke_buttons) == [everywhere.id, here.id]
    assert "Trip" in dialog.revoke_buttons[here.id].accessibleName()
    assert "every conversation" in dialog.revoke_buttons[everywhere.id].accessibleName()

    click(qtbot, dialog.revoke_buttons[here.id])
    assert [g.id for g in store.list()] == [everywhere.id]
    assert sorted(dialog.revoke_buttons) == [everywhere.id]
    dialog.revoke(here.id)  # already gone (a double click): not an error
    click(qtbot, dialog.revoke_buttons[everywhere.id])
    assert store.list() == []
    assert dialog.revoke_buttons == {}


# -- the window as a whole ----------------------------------------------------------------------


def test_every_input_and_button_has_an_accessible_name_and_takes_the_focus(open_dialog, database):
    settings_dialog = open_dialog(grants=GrantStore(database))
    settings_dialog.add_provider("openai")
    GrantStore(database).grant("write_file", None)
    settings_dialog._refresh_grants()
    kinds = (QPushButton, QLineEdit, QComboBox, QCheckBox, QListWidget)
    widgets = [w for kind in kinds for w in settings_dialog.findChildren(kind)]
    assert len(widgets) > 15
    for widget in widgets:
        assert widget.accessibleName(), widget
        assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus, widget.accessibleName()


def test_a_damaged_settings_file_is_kept_or_moved_aside_by_choice(qapp, tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{not json")
    asked = []
    assert load_settings(path, start_fresh=lambda error: asked.append(error) or False) is None
    assert path.read_bytes() == b"{not json"
    assert asked[0].kind == "corrupt"
    settings = load_settings(path, start_fresh=lambda error: True)
    assert settings is not None and settings.providers == ()
    assert (tmp_path / "settings.json.broken").read_bytes() == b"{not json"
