from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette

from desktop_app.ui.theme import ThemeManager, syntax
from desktop_app.ui.theme.tokens import Theme


@dataclass
class FakeSystem:
    """What the platform reports: its colour scheme and whether it asks for high contrast."""

    scheme: Qt.ColorScheme = Qt.ColorScheme.Light
    high_contrast: bool = False


@pytest.fixture
def system() -> FakeSystem:
    return FakeSystem()


@pytest.fixture
def themes(qapp, system):
    """A theme manager on the test application, reading ``system``; afterwards the palette,
    the stylesheet and the code colours are as they were."""
    palette_before = QPalette(qapp.palette())
    sheet_before = qapp.styleSheet()
    manager = ThemeManager(
        qapp, scheme=lambda: system.scheme, high_contrast=lambda: system.high_contrast
    )
    yield manager
    manager.stop_following()
    qapp.setStyleSheet(sheet_before)
    qapp.setPalette(palette_before)
    syntax.use(Theme.LIGHT)
    manager.deleteLater()
    qapp.processEvents()
