"""Every state of the gallery, in every language, at 800x600: no text is cut short, nothing
sticks out or scrolls sideways, and Arabic is laid out from the right."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop_app.config.languages import CODES
from desktop_app.gallery.scenes import Shot
from desktop_app.gallery.shots import SMALL, Selection, take
from desktop_app.ui.theme import ThemeChoice
from tests.ui.geometry import problems


def test_every_state_fits_at_800x600_in_every_language(tmp_path, qapp):
    found: dict[str, list[str]] = {}
    directions: dict[str, set[Qt.LayoutDirection]] = {}

    def inspect(name: str, window: QWidget, dialog: QWidget | None) -> None:
        language = name.split("-")[-2]
        directions.setdefault(language, set()).add(window.layoutDirection())
        for top in (window, dialog):
            if top is not None and (said := problems(top)):
                found[name] = said

    chosen = Selection(themes=(ThemeChoice.LIGHT,), sizes=(SMALL,))
    written = take(tmp_path / "shots", chosen, inspect=inspect)

    assert len(written) == len(Shot) * len(CODES)
    assert found == {}
    assert directions.pop("ar") == {Qt.LayoutDirection.RightToLeft}
    assert all(seen == {Qt.LayoutDirection.LeftToRight} for seen in directions.values())
