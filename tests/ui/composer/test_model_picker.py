"""The model picker and the conversation's parameters, in the real window over the simulator."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.providers.parameters import Parameters
from desktop_app.store.database import Database
from desktop_app.ui.window.main_window import MainWindow
from tests.providers.sdk_types import validate_body
from tests.ui.window_harness import wait_until


def open_app(tmp_path, simulator) -> tuple[Application, Database]:
    settings = ProviderSettings(tmp_path / "settings.json")
    if not settings.providers:
        entry = settings.add_preset("openai-compatible")
        settings.update(entry.id, base_url=simulator.url + "/v1", model="arroyo-sim-1")
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    application.keys[settings.providers[0].id] = None  # no key: none needed
    return application, database


def sent_to(simulator, before: int) -> list:
    return [r for r in simulator.requests[before:] if r.method == "POST"]


def test_the_chosen_model_and_parameters_are_sent_and_kept(tmp_path, qtbot, qloop, simulator):
    application, database = open_app(tmp_path, simulator)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        picker = window.chat.model_picker
        assert picker.combo.currentText() == "arroyo-sim-1"  # the provider's model at first
        # Opening the list asks the provider once; the models arrive in it.
        picker.combo.showPopup()
        picker.combo.hidePopup()
        qloop.run_until_complete(picker.wait_idle())
        names = [picker.combo.itemText(i) for i in range(picker.combo.count())]
        assert names == ["arroyo-sim-1", "arroyo-sim-mini"]
        picker.combo.setCurrentIndex(1)
        picker.combo.activated.emit(1)
        picker.panel.temperature.setValue(0.3)
        picker.panel.max_output_tokens.setValue(500)
        before = len(simulator.requests)
        window.composer.setPlainText("Hola")
        window.send()
        page = window.current_page
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        (request,) = sent_to(simulator, before)
        body = validate_body("openai-chat", request.body)
        assert body["model"] == "arroyo-sim-mini"
        assert body["temperature"] == 0.3 and body["max_tokens"] == 500
        assert "top_p" not in body and "reasoning_effort" not in body
        conversation_id = page.conversation_id
        # The simulator reports usage: the meter shows what the conversation fills now.
        assert picker.meter.format().startswith("Context: ") and "~" not in picker.meter.format()
    finally:
        application.close()
        database.close()

    # After a restart the conversation still has its model and parameters.
    application, database = open_app(tmp_path, simulator)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        window.chat.show_conversation(conversation_id)
        picker = window.chat.model_picker
        assert picker.combo.currentText() == "arroyo-sim-mini"
        assert picker.panel.parameters() == Parameters(temperature=0.3, max_output_tokens=500)
        assert picker.meter.format().startswith("Context: ~")  # estimated from its text
    finally:
        application.close()
        database.close()


def test_a_combination_the_model_refuses_is_stopped_before_sending(
    tmp_path, qtbot, qloop, simulator
):
    application, database = open_app(tmp_path, simulator)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        picker = window.chat.model_picker
        line = picker.combo.lineEdit()
        line.setText("o3-mini")  # typed: a reasoning model the table knows
        line.editingFinished.emit()
        picker.panel.temperature.setValue(0.5)
        before = len(simulator.requests)
        window.composer.setPlainText("Hola")
        window.send()
        page = window.current_page
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        shown = " ".join(label.text() for label in page._view.findChildren(QLabel))
        assert "does not accept a temperature or top-p" in shown
        assert sent_to(simulator, before) == []  # nothing left the computer
        # Cleared, it goes.
        picker.panel.temperature.setValue(picker.panel.temperature.minimum())
        window.composer.setPlainText("Hola")
        window.send()
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        (request,) = sent_to(simulator, before)
        assert request.body["model"] == "o3-mini" and "temperature" not in request.body
    finally:
        application.close()
        database.close()


def test_a_listing_that_fails_says_why(tmp_path, qtbot, qloop):
    settings = ProviderSettings(tmp_path / "settings.json")
    entry = settings.add_preset("openai-compatible")
    settings.update(entry.id, base_url="http://127.0.0.1:9/v1", model="m")  # nothing listens
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    application.keys[entry.id] = None
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        picker = window.chat.model_picker
        picker.refresh_button.click()
        qloop.run_until_complete(picker.wait_idle())
        assert not picker.note.isHidden()
        assert "cannot be reached" in picker.note.text()
        assert picker.combo.currentText() == "m"  # the typed model stays usable
    finally:
        application.close()
        database.close()


def test_only_the_wires_fields_are_offered(tmp_path, qtbot, simulator):
    application, database = open_app(tmp_path, simulator)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        panel = window.chat.model_picker.panel
        form = panel._form
        panel.show_parameters("anthropic", Parameters(), effective_max=64_000)
        assert not form.isRowVisible(panel.temperature)  # Anthropic's wire takes none
        assert form.isRowVisible(panel.thinking_budget)
        assert not form.isRowVisible(panel.reasoning_effort)
        # The value sent is shown as numbers are written where the person is.
        shown = QLocale().toString(64_000)
        assert panel.max_output_tokens.specialValueText() == f"Default ({shown})"
        # Each field is labelled with what it sets.
        assert form.labelForField(panel.thinking_budget).text() == "Thinking budget"
        panel.show_parameters("gemini", Parameters(thinking_budget=0))
        assert form.isRowVisible(panel.thinking_level) and form.isRowVisible(panel.top_p)
        assert panel.parameters() == Parameters(thinking_budget=0)  # 0: thinking off, kept
    finally:
        application.close()
        database.close()
