"""The settings window (``dialog.SettingsDialog``), one class per page (Qt's translation
contexts are class names). Nothing is imported here: the window's start imports the sync page's
runner from this package, and the whole dialog is imported only when it is first opened."""
