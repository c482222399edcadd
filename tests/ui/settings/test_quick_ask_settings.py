"""Quick ask on the General page: the tray switch and the global shortcut are saved; where no
global shortcut can be registered the page says so and offers `arroyo quick`."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from desktop_app.config.settings import ProviderSettings
from desktop_app.hotkeys.mechanism import Mechanism
from desktop_app.ui.settings.quick_ask import QuickAskSettings


def _box(qtbot, settings_path, mechanism=Mechanism.X11, tray=True) -> QuickAskSettings:
    box = QuickAskSettings(
        ProviderSettings(settings_path), mechanism=mechanism, tray_available=tray
    )
    qtbot.addWidget(box)
    return box


def test_the_tray_switch_and_the_shortcut_are_saved(qtbot, settings_path):
    box = _box(qtbot, settings_path)
    assert not box.keep_in_tray.isChecked()  # off by default
    assert box.shortcut.keySequence().isEmpty()  # no shortcut until one is chosen
    box.keep_in_tray.setChecked(True)
    box.shortcut.setKeySequence(QKeySequence("Ctrl+Alt+K"))
    box.commit()
    again = ProviderSettings(settings_path).app
    assert again.keep_in_tray and again.quick_shortcut == "Ctrl+Alt+K"
    box.clear_button.click()
    assert ProviderSettings(settings_path).app.quick_shortcut == ""


def test_wayland_names_the_portal_and_arroyo_quick_where_there_is_none(qtbot, settings_path):
    box = _box(qtbot, settings_path, Mechanism.WAYLAND)
    assert box.shortcut.isEnabled()  # the GlobalShortcuts portal, where the desktop has one
    assert "portal" in box.note.text() and "arroyo quick" in box.note.text()


def test_without_a_tray_the_switch_cannot_be_turned_on(qtbot, settings_path):
    box = _box(qtbot, settings_path, Mechanism.NONE, tray=False)
    assert not box.keep_in_tray.isEnabled()
    assert not box.shortcut.isEnabled()
    assert "not available" in box.note.text()
