"""The language changes while the app runs: the main window and an open settings window say
everything again in the new language, and back, without a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from desktop_app.config.settings import ProviderSettings
from desktop_app.ui.language import LANGUAGES, LanguageSwitcher, system_language
from desktop_app.ui.settings.dialog import SettingsDialog
from desktop_app.ui.window.main_window import MainWindow
from tests.ui.outcomes import ended
from tests.ui.settings.conftest import FakeSecrets
from tests.ui.sidebar_driver import SidebarDriver


@pytest.fixture
def window(qtbot, harness):
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def settings_dialog(qtbot, qloop, window, tmp_path, language):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("ollama")
    dialog = SettingsDialog(
        settings, session_keys={}, secrets=FakeSecrets(), on_language=language.apply, parent=window
    )
    dialog.show()
    qtbot.waitExposed(dialog)
    qloop.run_until_complete(dialog.wait_idle())
    yield dialog
    dialog.reject()
    qloop.run_until_complete(dialog.wait_idle())


def visible_texts(window: MainWindow) -> dict[str, str]:
    page = window.current_page
    return {
        "title": window.windowTitle(),
        "new": window.new_button.text(),
        "send": window.send_button.text(),
        "stop": window.stop_button.accessibleName(),
        "composer": window.composer.placeholderText(),
        "search": window.search.placeholderText(),
        "menu": window.menuBar().actions()[0].text(),
        "new action": window.commands["new_conversation"].text(),
        "conversation": SidebarDriver(window).titles()[0],  # untitled: named by the window
        "chat": page._scroll.accessibleName(),
    }


def choose_language(dialog: SettingsDialog, code: str) -> None:
    combo = dialog.general.language_combo
    combo.setCurrentIndex(combo.findData(code))
    combo.activated.emit(combo.currentIndex())
    QApplication.processEvents()  # Qt delivers LanguageChange to the windows as posted events


def test_switching_to_spanish_and_back_while_the_windows_are_open(
    window, settings_dialog, tmp_path
):
    english = visible_texts(window)
    assert english["new"] == "New conversation" and english["conversation"] == "New conversation"
    dialog = settings_dialog
    dialog.tabs.setCurrentIndex(2)

    choose_language(dialog, "es")
    spanish = visible_texts(window)
    assert spanish == {
        "title": "Conversación nueva — Arroyo",  # the open conversation names the window
        "new": "Conversación nueva",
        "send": "Enviar",
        "stop": "Detener la respuesta",
        "composer": "Pregunta lo que quieras (Intro envía; Mayús+Intro: línea nueva)",
        "search": "Buscar conversaciones",
        "menu": "&Conversación",
        "new action": "&Nueva conversación",
        "conversation": "Conversación nueva",
        "chat": "Conversación",
    }
    assert dialog.windowTitle() == "Ajustes"
    assert [dialog.tabs.tabText(i) for i in range(3)] == [
        "&Proveedores",
        "&Herramientas",
        "&General",
    ]
    assert dialog.general.language_combo.itemText(0) == "Predeterminado del sistema"
    assert dialog.providers.test_button.text() == "Probar cone&xión"
    assert dialog.providers.preset_label.text() == "Ollama (en este equipo)"
    assert dialog.providers.key_status.text() == "No hay ninguna clave guardada."  # state, again
    assert ProviderSettings(tmp_path / "settings.json").app.language == "es"
    assert QLocale().toString(1.5, "f", 1) == "1,5"  # numbers follow the language

    choose_language(dialog, "en")
    assert visible_texts(window) == english
    assert dialog.windowTitle() == "Settings"
    assert dialog.providers.key_status.text() == "No key stored."


def test_a_finished_answer_is_said_again_in_the_new_language(qtbot, language):
    from desktop_app.ui.chat.answer.message_view import MessageView

    view = MessageView()
    qtbot.addWidget(view)
    view.finish(
        ended("truncated", "cut_off"),
        "Half",
        "Thinking",
        stats={"duration": 2.5, "output_tokens": 1},
    )
    assert view.banner_label.text() == "The answer was cut off."
    language.apply("es")
    QApplication.processEvents()
    assert view.banner_label.text() == "Se cortó la respuesta."
    assert view.retry_button.text() == "Reintentar"
    assert view.footer.text() == "2,5\u00a0s\u00a0en\u00a0total · 1\u00a0token\u00a0de\u00a0salida"
    assert view.reasoning_toggle.text() == "Razonamiento"


def test_the_system_language_is_one_arroyo_speaks():
    assert system_language() in {code for code, _ in LANGUAGES}
    assert system_language(supported=()) == "en"


def test_a_language_without_a_catalog_falls_back_to_the_source_texts(qapp, tmp_path, caplog):
    switcher = LanguageSwitcher(qapp, locale_dir=tmp_path)
    try:
        assert switcher.apply("es") == "es"
        assert (
            QApplication.translate("ConversationSidebar", "New conversation") == "New conversation"
        )
        assert "no translation catalog" in caplog.text
    finally:
        switcher.clear()
