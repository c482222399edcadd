"""The window's frame: the main window, its menus and commands, zoom, the
single-instance guard, the Qt-driven asyncio loop, and what the window remembers between runs."""
