"""The composer card in the real window: its buttons inside it, its menu holding the
parameters and the PDF choice, its context meter a label, not a button."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QToolButton

from desktop_app.ui.composer.card import CARD_NAME
from desktop_app.ui.window.main_window import MainWindow
from tests.ui.composer.test_model_picker import open_app
from tests.ui.window_harness import wait_until


def test_the_card_holds_the_box_and_its_buttons(tmp_path, qtbot, qloop, simulator):
    application, database = open_app(tmp_path, simulator)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        window.show()
        card = window.chat.card
        assert card.objectName() == CARD_NAME  # drawn as one rounded card by the stylesheet
        inside = (
            window.composer,
            window.send_button,
            window.stop_button,
            window.chat.attachments.attach_button,
            window.chat.model_picker.combo,
            card.menu_button,
            card.meter,
        )
        assert all(card.isAncestorOf(widget) for widget in inside)
        for button in (window.send_button, window.stop_button, card.menu_button):
            assert isinstance(button, QToolButton) and button.toolButtonStyle() == (
                Qt.ToolButtonStyle.ToolButtonIconOnly
            )
            assert button.accessibleName() and button.toolTip()
        assert window.send_button.accessibleName() == "Send"  # the names the window had
        assert window.stop_button.accessibleName() == "Stop the answer"
        assert window.composer.accessibleName() == "Message"
        # Further chips go in the chips row, after the model.
        assert card.chips.chips()[0] is window.chat.model_picker

        # The context meter says, it does not act.
        meter = card.meter
        assert isinstance(meter, QLabel) and not isinstance(meter, QAbstractButton)
        assert meter.focusPolicy() == Qt.FocusPolicy.NoFocus
        assert meter.format().startswith("Context: ")
        assert meter.text() in meter.toolTip()
        picker = window.chat.model_picker
        picker._estimate = 57  # a conversation guessed at 57 tokens, its window unknown
        picker._show_meter()
        assert re.fullmatch(r"~\S+ (tokens|/ \S+)", meter.text()), meter.text()  # never bare
    finally:
        database.close()


def test_the_menu_holds_the_parameters_and_the_pdf_choice(tmp_path, qtbot, qloop, simulator):
    application, database = open_app(tmp_path, simulator)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        window.show()
        card, strip = window.chat.card, window.chat.attachments
        panel = window.chat.model_picker.panel
        assert not panel.isVisible() and not strip.pdf_as_documents.isVisible()
        assert not card.isAncestorOf(strip.pdf_as_documents)  # in the menu, not the card
        qtbot.mouseClick(card.menu_button, Qt.MouseButton.LeftButton)
        qloop.run_until_complete(wait_until(card.menu.isVisible))
        assert panel.isVisible() and strip.pdf_as_documents.isVisible()
        assert card.menu.isAncestorOf(panel) and card.menu.isAncestorOf(strip.pdf_as_documents)
        qtbot.keyClick(card.menu, Qt.Key.Key_Escape)
        assert not card.menu.isVisible()
    finally:
        database.close()
