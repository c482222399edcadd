"""The application icon: PNGs rendered from the SVG, the Windows and macOS containers, and the
window's icon and desktop id."""

from __future__ import annotations

import struct

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QImage

from desktop_app import APP_ID, icons
from tests.packaging.helpers import PACKAGING, load_script


@pytest.fixture(scope="module")
def render_icons():
    return load_script(PACKAGING / "render_icons.py")


@pytest.mark.parametrize("size", icons.SIZES)
def test_each_png_is_its_size_a_rounded_square_on_transparency(size, qapp):
    image = QImage(str(icons.png(size)))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0  # the rounded corner
    assert image.pixelColor(size // 2, size // 4).alpha() == 255  # inside the square


@pytest.mark.parametrize("size", [16, 512])
def test_the_committed_pngs_are_what_the_svg_renders_now(size, qapp, render_icons):
    """Fails when the SVG was changed without running packaging/render_icons.py."""
    fresh = QImage.fromData(render_icons.render_png(icons.SVG, size))
    committed = QImage(str(icons.png(size)))
    assert (fresh.width(), fresh.height()) == (committed.width(), committed.height())
    # Qt's rasteriser rounds differently on other machines (a channel off by one at the edges of
    # a curve), so each channel may differ by 1; an edited SVG moves far more than that.
    channels = [
        bytes(image.convertToFormat(QImage.Format.Format_ARGB32).constBits())
        for image in (fresh, committed)
    ]
    worst = max(abs(a - b) for a, b in zip(*channels, strict=True))
    assert worst <= 1


def test_the_ico_holds_the_committed_pngs(render_icons):
    data = icons.ICO.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(render_icons.ICO_SIZES))
    for index, size in enumerate(render_icons.ICO_SIZES):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert width == height == (size % 256) and (planes, bits) == (1, 32)
        assert data[offset : offset + length] == icons.png(size).read_bytes()
    assert offset + length == len(data)


def test_the_icns_holds_the_committed_pngs(render_icons):
    data = icons.ICNS.read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    entries, position = {}, 8
    while position < len(data):
        kind, length = (
            data[position : position + 4],
            struct.unpack_from(">I", data, position + 4)[0],
        )
        entries[kind] = data[position + 8 : position + length]
        position += length
    assert position == len(data)
    assert list(entries) == [kind for kind, _ in render_icons.ICNS_TYPES]
    for kind, size in render_icons.ICNS_TYPES:
        image = QImage.fromData(entries[kind])
        assert (image.width(), image.height()) == (size, size), kind
        if size in icons.SIZES:
            assert entries[kind] == icons.png(size).read_bytes()


def test_the_app_names_itself_and_shows_the_icon(qapp):
    from desktop_app.launch import identify

    before = (qapp.applicationName(), QGuiApplication.desktopFileName(), qapp.windowIcon())
    try:
        identify(qapp)
        assert qapp.applicationName() == "Arroyo"
        assert QGuiApplication.desktopFileName() == APP_ID
        sizes = qapp.windowIcon().availableSizes()
        assert {QSize(size, size) for size in icons.SIZES} <= set(sizes)
        assert not qapp.windowIcon().pixmap(QSize(32, 32)).isNull()
    finally:
        qapp.setApplicationName(before[0])
        QGuiApplication.setDesktopFileName(before[1])
        qapp.setWindowIcon(before[2])
