"""Images fitted with Qt's QImage: as they are when they fit, else scaled and re-encoded."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage

from desktop_app.image_fit import fit_image
from desktop_app.providers.attachment_parts import ImageFit
from tests.attachments.files import png


def encoded(image: QImage, image_format: str) -> bytes:
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, image_format)  # type: ignore[call-overload]
    buffer.close()
    return bytes(array.data())


def test_an_image_that_fits_is_sent_as_it_is():
    assert fit_image(png(40, 20), ImageFit(100, 10_000)) == (png(40, 20), "image/png")


def test_a_large_image_keeps_its_shape_and_transparency():
    image = QImage(900, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 128, 255, 100))
    fitted = fit_image(encoded(image, "PNG"), ImageFit(300, 1_000_000))
    assert fitted is not None
    data, media_type = fitted
    assert media_type == "image/png"
    back = QImage.fromData(data)
    assert (back.width(), back.height()) == (300, 100)
    assert back.hasAlphaChannel()


def test_an_image_over_the_size_is_shrunk_until_it_fits():
    image = QImage(1000, 1000, QImage.Format.Format_RGB32)
    for y in range(0, 1000, 2):  # stripes: hard to compress
        for x in range(0, 1000, 7):
            image.setPixelColor(x, y, QColor((x * 37) % 256, (y * 11) % 256, (x + y) % 256))
    original = encoded(image, "BMP")
    fitted = fit_image(original, ImageFit(1000, 40_000))
    assert fitted is not None
    data, media_type = fitted
    assert media_type == "image/jpeg" and len(data) <= 40_000


def test_what_qt_cannot_read_is_none():
    assert fit_image(b"\x89PNG\r\n\x1a\nbroken", ImageFit(100, 10_000)) is None
