"""The settings window, one class per page (Qt's translation contexts are class names)."""

from desktop_app.ui.settings.dialog import SettingsDialog

__all__ = ["SettingsDialog"]
