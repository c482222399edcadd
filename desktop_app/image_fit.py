"""Images fitted to a wire's limits with Qt's ``QImage``, which is safe off the window's thread
(the window and ``arroyo ask`` both call ``fit_image`` from a worker)."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage

from desktop_app.attachments.reading import image_type
from desktop_app.providers.attachment_parts import ImageFit

_QUALITIES = (85, 70, 55, 40)  # JPEG qualities tried in turn until the image is small enough
_SHRINK = 0.75  # then the edge shrinks by this much, a bounded number of times
_SHRINKS = 6


def fit_image(data: bytes, fit: ImageFit) -> tuple[bytes, str] | None:
    """The image as it is when every wire takes it within ``fit``; else re-encoded (PNG when it
    has transparency, else JPEG) and scaled down until it fits. None: not an image Qt reads."""
    image = QImage.fromData(data)
    if image.isNull():
        return None
    media_type = image_type(data[:16])
    longest = max(image.width(), image.height())
    if media_type is not None and longest <= fit.max_edge and len(data) <= fit.max_bytes:
        return data, media_type
    edge = min(longest, fit.max_edge)
    encoded = b""
    for _ in range(_SHRINKS):
        scaled = image.scaled(
            edge,
            edge,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        if image.hasAlphaChannel():
            encoded = _encode(scaled, "PNG", -1)
            if len(encoded) <= fit.max_bytes:
                return encoded, "image/png"
        else:
            for quality in _QUALITIES:
                encoded = _encode(scaled, "JPEG", quality)
                if len(encoded) <= fit.max_bytes:
                    return encoded, "image/jpeg"
        edge = max(1, int(edge * _SHRINK))
    return encoded, "image/png" if image.hasAlphaChannel() else "image/jpeg"


def _encode(image: QImage, image_format: str, quality: int) -> bytes:
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide takes the format as str at run time, though its stubs say bytes.
    image.save(buffer, image_format, quality)  # type: ignore[call-overload]
    buffer.close()
    return bytes(array.data())
