"""The MCP servers page, driven by clicks, with real servers as child processes: adding one
(values to the keyring, never the file), the first start confirmed from its exact command
line, states and logs shown, switching off and restarting, importing pasted and picked
configurations, exporting with placeholders unless the person opts in."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import shlex
import sys

import pytest
from PySide6.QtCore import Qt

from desktop_app.config.mcp_servers import remember_approval
from desktop_app.config.settings import ProviderSettings
from desktop_app.mcp.config import McpServerConfig, ServerKind, secret_id
from desktop_app.mcp.manager import ServerManager
from desktop_app.ui.dialogs.mcp_questions import StartQuestion, approve_start
from desktop_app.ui.settings.mcp.mcp_form import ServerForm
from desktop_app.ui.settings.mcp.mcp_transfer import ExportQuestion, ImportDialog
from tests.mcp.test_manager import SERVER, TOKEN, gone
from tests.ui.settings.mcp_driver import McpDriver

COMMAND = shlex.join([sys.executable, str(SERVER)])


@pytest.fixture
def mcp_dialog(open_dialog, qloop, qtbot, settings_path, fake_secrets, window):
    """Opens the settings window with a live server manager wired as the app wires it."""
    managers: list[ServerManager] = []

    def make(settings: ProviderSettings | None = None, **options):
        settings = settings or ProviderSettings(settings_path)
        manager = ServerManager(
            read_secret=fake_secrets.get_key_async,
            workspace=lambda: None,
            approve=lambda config: approve_start(config, window),
            remember=lambda config: remember_approval(settings, config),
        )
        managers.append(manager)
        manager.apply(settings.app.mcp_servers)
        dialog = open_dialog(settings=settings, mcp=manager, **options)
        return McpDriver(qtbot, qloop, dialog), settings, manager

    yield make
    for manager in managers:
        qloop.run_until_complete(asyncio.wait_for(manager.stop_all(), 20))


def test_a_server_added_by_clicks_starts_once_its_command_line_is_confirmed(
    mcp_dialog, tmp_path, fake_secrets, settings_path
):
    driver, _settings, manager = mcp_dialog()
    assert driver.page.status_label.text().startswith("No server yet")
    driver.click(driver.page.add_button)
    form = driver.opened(ServerForm)
    driver.qtbot.keyClicks(form.name_edit, "asking")
    driver.qtbot.keyClicks(form.launch_edit, COMMAND)
    child_file = tmp_path / "child.pid"
    form.values_edit.setPlainText(f"API_TOKEN={TOKEN}\nCHILD_PID_FILE={child_file}")
    driver.click(form.save_button)

    question = driver.opened(StartQuestion)
    assert question.exact.toPlainText().splitlines() == [
        COMMAND,
        "Given from the keyring: API_TOKEN, CHILD_PID_FILE",
    ]
    assert question.no_button.isDefault()
    assert not child_file.exists()  # nothing runs before the yes
    assert driver.row_of("asking") == "asking — Starting…"
    driver.click(question.yes_button)
    driver.wait_row("asking", "Connected")
    assert driver.row_of("asking") == "asking — Connected: 2 tools"

    assert fake_secrets.stored[secret_id("asking", "env", "API_TOKEN")] == TOKEN
    on_disk = settings_path.read_text()
    assert TOKEN not in on_disk and "API_TOKEN" in on_disk
    saved = ProviderSettings(settings_path).app.mcp_servers[0]
    assert not saved.needs_approval  # confirmed once: the next start does not ask
    assert driver.page.log_view.toPlainText() == "starting with token [secret]"

    # Switched off: the server and the child it started end.
    server_pid = manager.connected()[0].session.transport.process.pid
    child_pid = int(child_file.read_text())
    driver.tick(driver.page.enabled_check)
    driver.wait_row("asking", "Disabled")
    driver.run_until(lambda: gone(server_pid) and gone(child_pid), "the processes to end")
    assert not driver.page.restart_button.isEnabled()
    assert ProviderSettings(settings_path).app.mcp_servers[0].enabled is False

    driver.tick(driver.page.enabled_check)
    driver.wait_row("asking", "Connected")
    first = manager.connected()[0].session.transport.process.pid
    driver.click(driver.page.restart_button)
    driver.run_until(
        lambda: (
            manager.connected() and manager.connected()[0].session.transport.process.pid != first
        ),
        "a new process",
    )
    driver.wait_row("asking", "Connected")


def test_a_server_that_fails_shows_why_and_its_last_log_lines(
    mcp_dialog, settings_path, fake_secrets
):
    config = McpServerConfig(
        name="broken", command=sys.executable, args=(str(SERVER),), env_names=("API_TOKEN", "MODE")
    )
    fake_secrets.stored |= {
        secret_id("broken", "env", "API_TOKEN"): TOKEN,
        secret_id("broken", "env", "MODE"): "fail",
    }
    settings = ProviderSettings(settings_path)
    settings.update_app(mcp_servers=(dataclasses.replace(config, approved=config.fingerprint()),))
    driver, _settings, _manager = mcp_dialog(settings)
    driver.wait_row("broken", "Failed")
    assert driver.row_of("broken") == "broken — Failed: the server stopped"
    assert driver.page.log_view.toPlainText().splitlines() == [
        "starting with token [secret]",
        "cannot open the database",
    ]
    assert TOKEN not in driver.page.status_label.text()


CLAUDE_DESKTOP = {
    "mcpServers": {
        "asking": {"command": sys.executable, "args": [str(SERVER)], "env": {"API_TOKEN": TOKEN}},
        "remote": {
            "url": "https://remote.example.invalid/mcp",
            "headers": {"Authorization": "Bearer b-77"},
            "disabled": True,
        },
    }
}


def test_a_pasted_configuration_is_imported_with_its_values_in_the_keyring(
    mcp_dialog, fake_secrets, settings_path
):
    driver, _settings, manager = mcp_dialog()
    driver.click(driver.page.import_button)
    dialog = driver.opened(ImportDialog)
    dialog.text_edit.setPlainText("not json")
    driver.click(dialog.import_button)
    assert dialog.problem.isVisible() and dialog.isVisible()
    dialog.text_edit.setPlainText(json.dumps(CLAUDE_DESKTOP))
    driver.click(dialog.import_button)

    # The enabled one asks before its first start; the person says no.
    question = driver.opened(StartQuestion)
    assert question.exact.toPlainText().splitlines()[0] == COMMAND
    driver.click(question.no_button)
    driver.wait_row("asking", "Not started")
    assert driver.row_of("remote") == "remote — Disabled"
    assert fake_secrets.stored == {
        secret_id("asking", "env", "API_TOKEN"): TOKEN,
        secret_id("remote", "header", "Authorization"): "Bearer b-77",
    }
    on_disk = settings_path.read_text()
    assert TOKEN not in on_disk and "b-77" not in on_disk
    assert [s.name for s in ProviderSettings(settings_path).app.mcp_servers] == ["asking", "remote"]
    assert manager.connected() == []


def test_a_picked_file_is_imported_the_same_way(mcp_dialog, tmp_path, fake_secrets):
    picked = tmp_path / "mcp.json"
    picked.write_text(json.dumps({"servers": {"remote": CLAUDE_DESKTOP["mcpServers"]["remote"]}}))
    driver, settings, _manager = mcp_dialog(choose_import=lambda parent: picked)
    driver.click(driver.page.import_button)
    dialog = driver.opened(ImportDialog)
    driver.click(dialog.pick_button)
    assert "remote.example.invalid" in dialog.text_edit.toPlainText()
    driver.click(dialog.import_button)
    driver.settle()
    assert [s.url for s in settings.app.mcp_servers] == ["https://remote.example.invalid/mcp"]
    assert fake_secrets.stored == {secret_id("remote", "header", "Authorization"): "Bearer b-77"}


def test_export_writes_placeholders_unless_the_person_ticks_the_warning(
    mcp_dialog, tmp_path, fake_secrets, settings_path
):
    settings = ProviderSettings(settings_path)
    remote = McpServerConfig(
        name="remote",
        kind=ServerKind.HTTP,
        url="https://remote.example.invalid/mcp",
        header_names=("Authorization",),
        enabled=False,
    )
    settings.update_app(mcp_servers=(remote,))
    fake_secrets.stored[secret_id("remote", "header", "Authorization")] = "Bearer b-77"
    target = tmp_path / "out.json"
    driver, _settings, _manager = mcp_dialog(settings, choose_export=lambda parent: target)

    driver.click(driver.page.export_button)
    question = driver.opened(ExportQuestion)
    assert not question.include_check.isChecked()
    driver.click(question.save_button)
    driver.settle()
    written = json.loads(target.read_text())
    assert written["mcpServers"]["remote"]["headers"] == {"Authorization": "${Authorization}"}

    driver.click(driver.page.export_button)
    question = driver.opened(ExportQuestion)
    driver.tick(question.include_check)
    driver.click(question.save_button)
    driver.settle()
    written = json.loads(target.read_text())
    assert written["mcpServers"]["remote"]["headers"] == {"Authorization": "Bearer b-77"}


def test_editing_keeps_stored_values_and_removing_forgets_them(
    mcp_dialog, fake_secrets, settings_path
):
    settings = ProviderSettings(settings_path)
    config = McpServerConfig(
        name="off", command=sys.executable, args=(str(SERVER),), env_names=("A", "B"), enabled=False
    )
    settings.update_app(mcp_servers=(config,))
    fake_secrets.stored |= {
        secret_id("off", "env", "A"): "aaaa",
        secret_id("off", "env", "B"): "bbbb",
    }
    driver, settings, _manager = mcp_dialog(settings)
    driver.click(driver.page.edit_button)
    form = driver.opened(ServerForm)
    assert form.name_edit.isReadOnly()
    assert form.values_edit.toPlainText() == "A=\nB="  # names shown, values stay in the keyring
    form.values_edit.setPlainText("A=\nC=cccc")
    driver.click(form.save_button)
    driver.settle()
    assert settings.app.mcp_servers[0].env_names == ("A", "C")
    assert fake_secrets.stored == {
        secret_id("off", "env", "A"): "aaaa",
        secret_id("off", "env", "C"): "cccc",
    }
    driver.click(driver.page.remove_button)
    driver.settle()
    assert settings.app.mcp_servers == () and fake_secrets.stored == {}
    assert driver.rows() == []


def test_escape_in_the_start_question_means_no(qtbot, qloop, window):
    config = McpServerConfig(name="x", command="echo", args=("a b",))
    answer = asyncio.ensure_future(approve_start(config, window))
    driver_question: list[StartQuestion] = []

    async def wait() -> None:
        async with asyncio.timeout(10):
            while not driver_question:
                driver_question[:] = [
                    w for w in window.findChildren(StartQuestion) if w.isVisible()
                ]
                await asyncio.sleep(0.01)

    qloop.run_until_complete(wait())
    assert driver_question[0].exact.toPlainText() == "echo 'a b'"
    qtbot.keyClick(driver_question[0], Qt.Key.Key_Escape)
    assert qloop.run_until_complete(asyncio.wait_for(answer, 10)) is False


def test_every_focusable_widget_of_the_page_and_its_dialogs_has_a_name(mcp_dialog, settings_path):
    from desktop_app.mcp.elicitation import ElicitationRequest
    from desktop_app.ui.dialogs.elicitation_form import ElicitationDialog
    from tests.ui.dialogs.test_elicitation_form import FORM
    from tests.ui.window.test_accessibility import unnamed_focusable

    settings = ProviderSettings(settings_path)
    settings.update_app(mcp_servers=(McpServerConfig(name="off", command="x", enabled=False),))
    driver, _settings, _manager = mcp_dialog(settings)
    assert unnamed_focusable(driver.page) == []
    config = settings.app.mcp_servers[0]
    dialogs = [
        ServerForm(config, set(), driver.dialog),
        ImportDialog(lambda parent: None, driver.dialog),
        ExportQuestion(driver.dialog),
        StartQuestion(config, driver.dialog),
        ElicitationDialog(ElicitationRequest("off", "?", FORM), driver.dialog),
    ]
    for dialog in dialogs:
        assert unnamed_focusable(dialog) == [], type(dialog).__name__
        dialog.deleteLater()
