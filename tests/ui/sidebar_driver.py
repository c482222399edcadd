"""Reads the window's conversation list the way a person sees it, without its widget types."""

from __future__ import annotations

from desktop_app.ui.window.main_window import MainWindow


class SidebarDriver:
    def __init__(self, window: MainWindow) -> None:
        self.sidebar = window.sidebar

    def titles(self) -> list[str]:
        return [self.sidebar.model.title_at(row) for row in range(self.sidebar.count())]

    def ids(self) -> list[str]:
        return [self.sidebar.model.id_at(row) for row in range(self.sidebar.count())]

    def count(self) -> int:
        return self.sidebar.count()

    def current_title(self) -> str | None:
        row = self.sidebar.conversations.currentIndex().row()
        return self.sidebar.model.title_at(row) if row >= 0 else None
