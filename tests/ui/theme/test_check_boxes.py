"""Check boxes drawn by the application's style: the edge in the ``border`` role, a checked box
filled with the ``accent``, in every theme (the platform's style drew the dark theme's edge in
a shade of the window colour, nearly invisible)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox

from desktop_app.ui.theme.palette import build_palette
from desktop_app.ui.theme.style import AppStyle
from desktop_app.ui.theme.tokens import COLOURS, Theme


def colours_drawn(box: QCheckBox) -> set[str]:
    image = box.grab().toImage()
    return {
        QColor(image.pixel(x, y)).name()
        for x in range(image.width())
        for y in range(image.height())
    }


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_a_check_box_wears_the_themes_border_and_accent(qtbot, theme):
    style = AppStyle()
    colours = COLOURS[theme]
    box = QCheckBox("Run without asking")
    qtbot.addWidget(box)
    box.setStyle(style)
    box.setPalette(build_palette(colours))
    box.resize(box.sizeHint())
    assert colours.border in colours_drawn(box)
    box.setChecked(True)
    drawn = colours_drawn(box)
    assert colours.accent in drawn
    assert colours.on_accent in drawn  # the tick


def test_the_style_scales_its_check_boxes_and_icons(qtbot):
    style = AppStyle()
    box = QCheckBox("Run without asking")
    qtbot.addWidget(box)
    box.setStyle(style)
    plain = box.sizeHint()
    style.scale = 2.0
    assert style.pixelMetric(style.PixelMetric.PM_IndicatorWidth) > 0
    assert box.style().pixelMetric(
        style.PixelMetric.PM_SmallIconSize
    ) == 2 * AppStyle().pixelMetric(style.PixelMetric.PM_SmallIconSize)
    box.setStyle(style)  # polished again at the new scale
    assert box.sizeHint().height() >= plain.height()
