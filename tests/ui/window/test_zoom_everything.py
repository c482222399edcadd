"""Zoom reaches every part of the window at once, under the real theme (its stylesheet and its
style): the sidebar, the composer, the buttons and the open conversation, live; and the zoom
comes back at the next start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QStyle, QTextBrowser

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.theme import AppStyle, ThemeChoice, ThemeManager
from desktop_app.ui.window.main_window import MainWindow
from desktop_app.ui.window.responsive import NARROW_WIDTH
from desktop_app.ui.window.window_state import WindowMemory
from desktop_app.ui.window.zoom import FACTOR, LARGEST
from tests.net.helpers import queue
from tests.ui.window_harness import wait_until


@pytest.fixture
def themed(qapp):
    """The theme and style the app runs with; afterwards the application is as it was."""
    palette, sheet, style_name = QPalette(qapp.palette()), qapp.styleSheet(), qapp.style().name()
    base = qapp.font()
    style = AppStyle()
    manager = ThemeManager(
        qapp, scheme=lambda: Qt.ColorScheme.Light, high_contrast=lambda: False, style=style
    )
    manager.apply(ThemeChoice.LIGHT)
    yield style
    manager.stop_following()
    qapp.setFont(base)
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setStyle(style_name)
    manager.deleteLater()
    qapp.processEvents()


def sizes(window: MainWindow) -> dict[str, float]:
    page = window.current_page
    assert page is not None
    answers = page.findChildren(QTextBrowser)
    assert answers
    return {
        "sidebar": window.conversations.font().pointSizeF(),
        "search": window.search.font().pointSizeF(),
        "composer": window.composer.font().pointSizeF(),
        "button": window.send_button.font().pointSizeF(),
        "conversation": answers[0].font().pointSizeF(),
        "title": window.chat.header.title.font().pointSizeF(),
    }


def test_zoom_grows_every_part_of_the_window_alike(
    themed, qtbot, qapp, qloop, harness, simulator, tmp_path
):
    memory = WindowMemory(tmp_path / "window.ini")
    window = MainWindow(harness.services(), memory)
    qtbot.addWidget(window)
    window.show()
    harness.model = queue(simulator, Scenario(script=Script(answer="Hola"), events_per_second=400))
    window.composer.setPlainText("Una pregunta")
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    qapp.processEvents()
    before = sizes(window)
    assert before["title"] > before["composer"]  # a heading, larger than the text
    heading = window.chat.welcome.heading.font().pointSizeF()
    icon = qapp.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
    indicator = qapp.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)

    window.commands["zoom_in"].trigger()
    window.commands["zoom_in"].trigger()
    qapp.processEvents()

    after = sizes(window)
    factor = FACTOR**2
    assert after == pytest.approx({part: size * factor for part, size in before.items()}, rel=0.02)
    assert themed.scale == pytest.approx(factor)
    assert window.chat.welcome.heading.font().pointSizeF() == pytest.approx(heading * factor, 0.02)
    assert qapp.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) > icon
    assert qapp.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) > indicator
    assert f"padding: {round(8 * factor)}px" in qapp.styleSheet()  # the tokens' paddings

    window.close()
    window.view_help.zoom.reset()
    qapp.processEvents()
    assert window.composer.font().pointSizeF() == pytest.approx(before["composer"])
    again = MainWindow(harness.services(), memory)
    qtbot.addWidget(again)
    again.show()
    qapp.processEvents()
    assert again.view_help.zoom.steps == 2
    assert again.composer.font().pointSizeF() == pytest.approx(before["composer"] * factor, 0.02)
    assert again.send_button.font().pointSizeF() == pytest.approx(before["button"] * factor, 0.02)
    again.view_help.zoom.reset()
    qloop.run_until_complete(harness.close_transports())


@pytest.mark.parametrize("code", ["en", "es"])
def test_zoomed_in_the_window_still_folds_its_list_to_get_narrow(
    themed, qtbot, qapp, harness, language, code
):
    """Zoomed in, the list beside the conversation can need more than ``NARROW_WIDTH``: the
    list folds away while both still fit, or the window could never get narrow enough to fold
    it (913 px at two steps in the app, 900 px the fold)."""
    language.apply(code)
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.view_help.zoom.set_steps(LARGEST)
        qapp.processEvents()
        assert window.sidebar.isVisible()
        both = window.minimumSizeHint().width()
        assert both > NARROW_WIDTH  # the case: beside the list, the conversation needs more

        window.resize(both, 900)  # as narrow as the list beside the conversation allows
        qapp.processEvents()
        assert not window.sidebar.isVisible()
        assert window.chat.header.sidebar_toggle.isVisible()
        alone = window.minimumSizeHint().width()
        assert alone < both
        # The new least size climbs the layouts a pass of the loop at a time.
        qtbot.waitUntil(lambda: window.minimumSize().width() == alone, timeout=5000)
        window.resize(alone, 900)
        qapp.processEvents()
        assert window.width() == alone  # narrower than the list beside the conversation allows

        window.chat.header.sidebar_toggle.click()  # unfolded here, it stays, the window wider
        qtbot.waitUntil(lambda: window.width() >= both, timeout=5000)
        qapp.processEvents()
        assert window.sidebar.isVisible()
        window.chat.header.sidebar_toggle.click()
        assert not window.sidebar.isVisible()

        window.resize(1600, 900)
        qapp.processEvents()
        assert window.sidebar.isVisible()
    finally:
        window.view_help.zoom.reset()
        qapp.processEvents()
