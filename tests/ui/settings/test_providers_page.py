"""The Providers page: providers and keys (a fake keyring: never the system's) and the connection
test against the local simulator."""

from __future__ import annotations

import asyncio

from desktop_app.config.settings import ProviderSettings
from desktop_app.secrets import SecretsError
from desktop_app.simulator.server import Simulator
from tests.net.helpers import TEST_KEY
from tests.ui.providers_driver import ProvidersDriver
from tests.ui.settings.conftest import click, closed_port, settle, type_into


def test_a_provider_edited_in_the_window_is_in_the_file(qtbot, qloop, open_dialog, settings_path):
    dialog = open_dialog()
    assert dialog.providers.empty_hint.isVisible() and not dialog.providers.editor.isVisible()
    entry = dialog.providers.add_provider("openai-compatible")
    assert dialog.focusWidget() is dialog.providers.base_url_edit  # it has no usual address
    type_into(qtbot, dialog.providers.name_edit, "My server")
    type_into(qtbot, dialog.providers.base_url_edit, "http://gpu.local:8000/v1")
    type_into(qtbot, dialog.providers.model_combo.lineEdit(), "qwen3")
    dialog.providers.transport_combo.setCurrentIndex(
        dialog.providers.transport_combo.findData("diff")
    )
    dialog.providers.transport_combo.activated.emit(dialog.providers.transport_combo.currentIndex())
    dialog.providers.reasoning_check.setChecked(False)
    assert dialog.isVisible()  # Enter in a field never closed the window
    ollama = dialog.providers.add_provider("ollama")
    assert dialog.providers.providers_list.count() == 2

    saved = ProviderSettings(settings_path)
    mine = saved.get(entry.id)
    assert (mine.label, mine.base_url, mine.model, mine.transport, mine.show_reasoning) == (
        "My server",
        "http://gpu.local:8000/v1",
        "qwen3",
        "diff",
        False,
    )
    assert saved.get(ollama.id).base_url == "http://localhost:11434/v1"

    again = open_dialog(settings=saved)
    again.providers.select_provider(entry.id)
    assert again.providers.name_edit.text() == "My server"
    assert again.providers.base_url_edit.text() == "http://gpu.local:8000/v1"
    assert again.providers.model_combo.currentText() == "qwen3"
    assert again.providers.transport_combo.currentData() == "diff"
    assert not again.providers.reasoning_check.isChecked()


def test_moving_to_another_provider_keeps_what_was_typed(open_dialog, settings_path):
    settings = ProviderSettings(settings_path)
    first = settings.add_preset("ollama")
    second = settings.add_preset("lmstudio")
    dialog = open_dialog(settings=settings)
    dialog.providers.name_edit.setText("Renamed")  # typed, not yet finished with Enter or Tab
    dialog.providers.providers_list.setCurrentRow(1)
    assert dialog.providers.current_entry().id == second.id
    assert dialog.providers.name_edit.text() == "LM Studio"
    assert ProviderSettings(settings_path).get(first.id).label == "Renamed"
    texts = [dialog.providers.providers_list.item(row).text() for row in range(2)]
    assert texts == ["Renamed (Ollama)", "LM Studio"]


def test_a_change_that_cannot_be_saved_is_said(qtbot, open_dialog, tmp_path):
    folder = tmp_path / "gone"
    dialog = open_dialog(settings=ProviderSettings(folder / "settings.json"))
    folder.write_text("")  # the settings folder is now a file: nothing can be written
    assert dialog.providers.add_provider("ollama") is None
    assert dialog.error_label.isVisible()
    assert "could not be read or written" in dialog.error_label.text()
    assert dialog.providers.providers_list.count() == 0


def test_the_presets_on_offer(open_dialog):
    dialog = open_dialog()
    offered = [action.data() for action in dialog.providers.add_menu.actions()]
    assert offered[-1] == "demo"  # a removed Demo can be added back
    assert {"ollama", "lmstudio", "openai-compatible", "openai", "anthropic", "gemini"} <= set(
        offered
    )
    dialog.providers.add_menu.actions()[offered.index("lmstudio")].trigger()
    assert dialog.providers.current_entry().base_url == "http://localhost:1234/v1"


def test_a_saved_key_goes_to_the_keyring_only(
    qtbot, qloop, open_dialog, fake_secrets, settings_path
):
    page = ProvidersDriver(qtbot, qloop, open_dialog())
    entry = page.add("openai-compatible")
    page.type_key(TEST_KEY)
    page.save_key()

    assert fake_secrets.stored == {entry.id: TEST_KEY}
    assert ("set", entry.id, 2.0) in fake_secrets.calls  # with the window's timeout
    assert page.key_field_text() == ""
    assert "stored" in page.key_status()
    text = settings_path.read_text(encoding="utf-8")
    assert TEST_KEY not in text and TEST_KEY[-12:] not in text

    # Shown again later: "stored", and the key is never put back into the field.
    again = ProvidersDriver(qtbot, qloop, open_dialog(settings=ProviderSettings(settings_path)))
    again.select(entry.id)
    assert again.key_field_text() == ""
    assert "stored" in again.key_status()
    assert "stored" in again.key_placeholder()
    assert again.can_remove_key()


def test_a_removed_key_leaves_the_keyring(qtbot, qloop, open_dialog, fake_secrets, settings_path):
    settings = ProviderSettings(settings_path)
    entry = settings.add_preset("openai")
    fake_secrets.stored = {entry.id: TEST_KEY}
    page = ProvidersDriver(qtbot, qloop, open_dialog(settings=settings))
    page.select(entry.id)
    page.remove_key()
    assert fake_secrets.stored == {}
    assert page.key_status() == "Key removed."
    assert not page.can_remove_key()


def test_without_a_keyring_the_key_can_be_kept_for_the_session(
    qtbot, qloop, open_dialog, fake_secrets, settings_path
):
    fake_secrets.fail_with = SecretsError("unavailable", "No system keyring is available.")
    session_keys: dict[str, str] = {}
    page = ProvidersDriver(qtbot, qloop, open_dialog(session_keys=session_keys))
    entry = page.add("anthropic")
    assert "cannot be read" in page.key_status()
    page.type_key(TEST_KEY)
    page.save_key()

    assert "No system keyring" in page.key_status()
    assert "never writes keys to a file" in page.key_status()
    page.keep_key_for_session()
    assert session_keys == {entry.id: TEST_KEY}
    assert page.key_field_text() == ""
    assert "this session only" in page.key_status()
    assert not page.session_key_offered()
    assert fake_secrets.stored == {}
    for file in settings_path.parent.iterdir():
        if file.is_file():
            assert TEST_KEY.encode() not in file.read_bytes()


def test_removing_a_provider_removes_its_key(
    qtbot, qloop, open_dialog, fake_secrets, settings_path
):
    settings = ProviderSettings(settings_path)
    kept = settings.add_preset("openai")
    gone = settings.add_preset("gemini")
    fake_secrets.stored = {kept.id: "k1", gone.id: "k2"}
    session_keys = {gone.id: "k3"}
    dialog = open_dialog(settings=settings, session_keys=session_keys)
    page = ProvidersDriver(qtbot, qloop, dialog)
    page.select(gone.id)
    page.remove()
    assert ("delete", gone.id) not in fake_secrets.calls  # not while Undo is offered
    dialog.reject()  # closing the window makes the removal final
    settle(qloop, dialog)
    assert ("delete", gone.id) in fake_secrets.calls
    assert fake_secrets.stored == {kept.id: "k1"}
    assert session_keys == {}
    assert [e.id for e in ProviderSettings(settings_path).providers] == [kept.id]
    assert dialog.providers.current_entry().id == kept.id


# -- test connection --------------------------------------------------------------------------


def test_test_connection_lists_the_simulators_models(qtbot, qloop, open_dialog):
    page = ProvidersDriver(qtbot, qloop, open_dialog())
    page.add("openai-compatible")
    with Simulator() as sim:
        page.type_base_url(sim.url + "/v1")
        page.type_key(TEST_KEY)  # typed, not saved yet: the test uses it
        status = page.test_connection()
        requests = list(sim.requests)
    assert status == "Connected: 2 models. Chose arroyo-sim-1."  # none was set: one is chosen
    assert page.models_listed() == ["arroyo-sim-1", "arroyo-sim-mini"]
    assert [r.path for r in requests] == ["/v1/models"]
    assert {k.lower(): v for k, v in requests[0].headers.items()}["authorization"] == (
        f"Bearer {TEST_KEY}"
    )


def test_test_connection_to_a_closed_port_says_why(qtbot, qloop, open_dialog):
    dialog = open_dialog()
    dialog.providers.add_provider("lmstudio")
    port = closed_port()
    type_into(qtbot, dialog.providers.base_url_edit, f"http://127.0.0.1:{port}/v1")
    click(qtbot, dialog.providers.test_button)
    settle(qloop, dialog)
    text = dialog.providers.test_status.text()
    said, detail = text.split("\n")
    assert said == (
        "Could not connect: The server cannot be reached. Check the address, and "
        "that the server is running."
    )
    assert detail.startswith("cannot reach 127.0.0.1:")  # our own detail, kept as it is
    assert "Connected" not in text


def test_closing_the_window_cancels_a_running_test(qtbot, qloop, open_dialog):
    started = asyncio.Event()

    async def never_answers(endpoint):
        started.set()
        await asyncio.sleep(60)
        return []

    dialog = open_dialog(list_models=never_answers)
    dialog.providers.add_provider("ollama")
    click(qtbot, dialog.providers.test_button)
    qloop.run_until_complete(asyncio.wait_for(started.wait(), 5))
    task = dialog.last_task
    dialog.reject()
    qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 5))
    assert task.cancelled()
