"""The desktop window: PySide6 widgets on a qasync event loop."""
