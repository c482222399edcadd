"""Render desktop_app/icons/arroyo.svg into the PNG sizes, arroyo.ico and arroyo.icns.

Run as ``uv run python packaging/render_icons.py`` after changing the SVG, and commit the results.
Qt's own ICO and ICNS writers store a single image per file, so the two containers are written
here: both are short headers followed by the PNGs themselves.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app import icons  # noqa: E402

# Windows reads PNG-compressed entries since Vista; an ICO entry cannot be larger than 256.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS picks entries by type code; the @2x codes reuse the next size up.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def render_png(svg: Path, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def ico(pngs: dict[int, bytes]) -> bytes:
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    directory, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = size if size < 256 else 0  # 0 stands for 256
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + directory + images


def icns(entries: list[tuple[bytes, bytes]]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - Qt wants one for painting
    needed = set(icons.SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    rendered = {size: render_png(icons.SVG, size) for size in sorted(needed)}
    for size in icons.SIZES:
        icons.png(size).write_bytes(rendered[size])
        print(icons.png(size).relative_to(ROOT))
    icons.ICO.write_bytes(ico({size: rendered[size] for size in ICO_SIZES}))
    print(icons.ICO.relative_to(ROOT))
    icons.ICNS.write_bytes(icns([(kind, rendered[size]) for kind, size in ICNS_TYPES]))
    print(icons.ICNS.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
