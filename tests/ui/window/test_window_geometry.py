"""At 800x600, in English and in Spanish, nothing scrolls sideways, sticks out or is clipped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from desktop_app.agent.builtin import WriteFile
from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.tools import ToolContext
from desktop_app.config.settings import ProviderSettings
from desktop_app.generation.channels import Channel
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.database import Database
from desktop_app.sync.service import SyncService
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from desktop_app.ui.dialogs.help_dialogs import AboutDialog, ShortcutsDialog
from desktop_app.ui.settings.dialog import SettingsDialog
from desktop_app.ui.settings.sync.runner import SyncRunner
from desktop_app.ui.window.main_window import MainWindow
from desktop_app.ui.window.window_state import (
    ScreenFit,
    available_area,
    fit_to_screen,
    frame_margins,
)
from tests.net.helpers import queue
from tests.ui.geometry import problems
from tests.ui.settings.conftest import FakeSecrets
from tests.ui.window.test_accessibility import Update
from tests.ui.window_harness import wait_until

SMALL = (800, 600)
FINISHED = Script(
    reasoning="Pienso en ello un momento antes de contestar.",
    answer="Una respuesta con **negrita** y una lista:\n\n- uno\n- dos\n",
    input_tokens=123456,
    output_tokens=654321,
)


@pytest.fixture(params=["en", "es"])
def small_window(request, qtbot, qloop, harness, language):
    language.apply(request.param)
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(*SMALL)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for page in window._pages.values():
        page.stop()
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in window._pages.values())))
    qloop.run_until_complete(harness.close_transports())


def settle(qapp) -> None:
    for _ in range(3):
        qapp.processEvents()


def test_an_empty_window_fits(small_window, qapp):
    settle(qapp)
    assert small_window.width() <= SMALL[0]
    assert problems(small_window) == []


def test_the_list_unfolded_in_a_small_window_leaves_the_conversation_whole(small_window, qapp):
    toggle = small_window.chat.header.sidebar_toggle
    assert toggle.isVisible()  # 800 px is narrow: the list is folded behind the toggle
    toggle.click()
    settle(qapp)
    assert small_window.sidebar.isVisible()
    assert problems(small_window) == []


def test_a_finished_answer_with_its_statistics_fits(small_window, qapp, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=FINISHED, events_per_second=400))
    small_window.composer.setPlainText("Una pregunta")
    small_window.send()
    page = small_window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    settle(qapp)
    assert problems(small_window) == []


def test_a_cut_off_answer_with_retry_fits(small_window, qapp, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=FINISHED, drop_terminal=True))
    small_window.composer.setPlainText("Una pregunta")
    small_window.send()
    page = small_window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    settle(qapp)
    assert problems(small_window) == []


def test_a_long_title_does_not_widen_the_sidebar(small_window, qapp, harness):
    conversations = small_window.services.conversations
    conversations.create("Un título muy, muy largo " * 8)
    small_window.sidebar.refresh()
    settle(qapp)
    assert problems(small_window) == []


def test_a_failed_answer_with_its_buttons_fits(small_window, qapp, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(status=401))
    small_window.composer.setPlainText("Una pregunta")
    small_window.send()
    page = small_window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    settle(qapp)
    assert problems(small_window) == []


def test_an_answer_being_written_fits(small_window, qapp):
    page = small_window.current_page
    page._add_user_bubble("Una pregunta " * 30)
    view = page._add_message_view()
    view.apply(Update(Channel.REASONING, "Pienso en ello " * 40))
    qapp.processEvents()
    assert view.reasoning_text.isVisibleTo(small_window)  # thinking: the block is open
    settle(qapp)
    assert problems(small_window) == []
    view.release()


def test_the_conversation_settings_fit(small_window, qapp):
    header = small_window.chat.header
    header.options_button.click()
    settle(qapp)
    options = header.options
    assert options.isVisible()
    assert problems(options) == []
    assert options.frameGeometry().right() <= small_window.frameGeometry().right()
    options.close()


# -- every dialog ------------------------------------------------------------------------------


def fits_small_screen(dialog: QWidget, qapp) -> list[str]:
    """Shown at most 800x600, as on such a screen: what does not fit."""
    dialog.show()
    dialog.resize(dialog.size().boundedTo(QSize(*SMALL)))
    settle(qapp)
    size = dialog.size()
    outside = [] if size.width() <= SMALL[0] and size.height() <= SMALL[1] else [f"{size}"]
    return outside + problems(dialog)


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_settings_dialog_fits_on_every_page(code, qtbot, qloop, qapp, tmp_path, language):
    language.apply(code)
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai")
    settings.add_preset("ollama")
    database = Database(tmp_path / "grants.sqlite3")
    # Every page the app shows, Memory and Sync included (ten did not fit a row of tabs).
    sync = SyncRunner(SyncService(tmp_path, database))
    try:
        GrantStore(database).grant("write_file", None)
        dialog = SettingsDialog(
            settings, GrantStore(database), secrets=FakeSecrets(), session_keys={}, sync=sync
        )
        qtbot.addWidget(dialog)
        qloop.run_until_complete(dialog.wait_idle())
        assert dialog.sync is not None and dialog.memory is not None
        for index in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(index)
            assert fits_small_screen(dialog, qapp) == [], dialog.tabs.tabText(index)
        dialog.reject()
        qloop.run_until_complete(dialog.wait_idle())
    finally:
        sync.close()
        database.close()


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_confirmation_fits(code, qtbot, qapp, tmp_path, language):
    language.apply(code)
    (tmp_path / "notes.txt").write_text("old line\n")
    call = ValidatedToolCall(
        "call_1", "write_file", {"path": "notes.txt", "content": "new line\n" * 40}
    )
    request = ConfirmationRequest.for_call(call, WriteFile(), ToolContext(workspace=tmp_path))
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    assert fits_small_screen(dialog, qapp) == []


def test_the_help_windows_fit(small_window, qtbot, qapp, tmp_path):
    about = AboutDialog(tmp_path / "a folder with a rather long name" / "arroyo")
    qtbot.addWidget(about)
    assert fits_small_screen(about, qapp) == []
    sheet = ShortcutsDialog(small_window.commands.values())
    qtbot.addWidget(sheet)
    assert fits_small_screen(sheet, qapp) == []


# -- the window on the screen it opens on ------------------------------------------------------

# 1440x900 at 2x device scale: what Qt's logical pixels leave the window.
SCALED_SCREEN = QSize(720, 450)


@pytest.fixture
def screen_fit(qapp):
    fit = ScreenFit()
    qapp.installEventFilter(fit)
    yield fit
    qapp.removeEventFilter(fit)


def test_the_window_with_its_title_bar_opens_inside_the_screen(screen_fit, qtbot, harness):
    """Before the window manager frames it, the frame is unknown: fitting the bare window to
    the screen put the title bar on top and the composer's bottom and Stop below the edge."""
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(4000, 3000)  # as left on a larger screen
    assert frame_margins(window).height() > 0  # a title bar is reckoned with, framed or not
    window.show()
    area = available_area(window)
    frame = frame_margins(window)
    assert window.frameGeometry().top() >= area.top()
    assert window.height() + frame.height() <= area.height()
    assert window.width() + frame.width() <= area.width()


def test_a_window_moved_in_before_it_is_framed_leaves_room_for_its_title_bar(qtbot, harness):
    """Seen at 2x with a window left higher on a larger screen: placed at the screen's top
    before the window manager framed it, the window itself sat there and its title bar went
    above the screen's edge (X11 puts the frame around the position given to the window)."""
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.move(-500, -500)
    reckoned = frame_margins(window)  # not framed yet: a title bar and a border assumed
    fit_to_screen(window)  # as the window is about to be shown
    area = available_area(window)
    assert window.geometry().top() >= area.top() + reckoned.height() - reckoned.width() // 2
    assert window.geometry().left() >= area.left() + reckoned.width() // 2


def test_the_window_can_be_as_small_as_a_2x_screen(small_window):
    needs = small_window.minimumSizeHint() + frame_margins(small_window)
    assert needs.width() <= SCALED_SCREEN.width()
    assert needs.height() <= SCALED_SCREEN.height()


def test_on_a_short_window_the_welcome_scrolls_instead_of_cutting_text(small_window, qapp):
    small_window.resize(SCALED_SCREEN - frame_margins(small_window))
    settle(qapp)
    welcome = small_window.chat.welcome
    assert welcome.isVisible()
    squeezed = [
        label.text()
        for label in (welcome.heading, welcome.body)
        if label.height() < label.heightForWidth(label.width())
    ]
    assert squeezed == []
    assert welcome.area.verticalScrollBar().maximum() > 0  # the rest is reached by scrolling
    for button in welcome.suggestions:
        assert button.height() >= button.minimumSizeHint().height()
