"""The window names the Demo in the person's language; the entry's label stays its identity."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QApplication

from desktop_app.names import ProviderKind
from desktop_app.providers.presets import PRESETS
from desktop_app.ui.window.main_window import MainWindow

DEMO = PRESETS[ProviderKind.DEMO].label  # as the settings file stores it
MINE = "My server"


def test_the_demo_is_named_in_spanish_and_chosen_by_its_label(qtbot, harness, language):
    chosen: list[str] = []
    labels = [DEMO, MINE]
    services = dataclasses.replace(
        harness.services(), provider_names=lambda: list(labels), choose_provider=chosen.append
    )
    window = MainWindow(services)
    qtbot.addWidget(window)
    combo = window.chat.provider
    assert combo.itemText(0) == "Demo (offline simulator)"
    assert chosen == [DEMO]

    language.apply("es")
    QApplication.processEvents()  # LanguageChange is posted
    assert combo.itemText(0) == "Demo (simulador sin conexión)"
    assert combo.itemText(1) == MINE  # a label the person wrote is shown as written

    combo.setCurrentIndex(1)
    combo.setCurrentIndex(0)
    assert chosen[-2:] == [MINE, DEMO]  # the identity, never the translated text

    labels.insert(0, "Another")  # the settings changed: the list is read again
    window.chat.reload_providers()
    assert window.chat.chosen_provider() == DEMO
    assert combo.currentText() == "Demo (simulador sin conexión)"
    assert chosen[-1] == DEMO


def test_the_side_by_side_menu_names_the_demo_in_the_persons_language(qapp, language):
    from types import SimpleNamespace

    from desktop_app.ui.composer.side_models import model_options

    entries = [
        SimpleNamespace(id="demo", label=DEMO, effective_model="arroyo-sim-1"),
        SimpleNamespace(id="mine", label=MINE, effective_model="local-7b"),
    ]
    services = SimpleNamespace(models=None, settings=SimpleNamespace(providers=entries))
    language.apply("es")
    options = model_options(services)
    assert [shown for shown, _ in options] == [
        "Demo (simulador sin conexión) · arroyo-sim-1",
        "My server · local-7b",  # a label the person wrote is shown as written
    ]
    assert [choice.provider_id for _, choice in options] == ["demo", "mine"]  # the identity
