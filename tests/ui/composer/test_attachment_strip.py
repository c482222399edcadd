"""Files in the window: picked, dropped or pasted into the composer, shown as tiles, sent with
the message, shown under it, and still there after a restart; a model known to read no images
keeps the message and its files in the composer."""

from __future__ import annotations

import base64

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QFontMetrics,
    QGuiApplication,
    QImage,
    QPalette,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QWidget

from desktop_app.names import Wire
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.composer.attachment_thumbnails import OBJECT_NAME as TILE
from desktop_app.ui.composer.attachment_thumbnails import AttachmentRow
from desktop_app.ui.window.main_window import MainWindow
from tests.attachments.files import pdf, png
from tests.net.helpers import queue
from tests.ui.window_harness import wait_until

ANSWER = Script(answer="Veo un punto rojo.")


def open_window(qtbot, services):
    window = MainWindow(services)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def files(tmp_path):
    folder = tmp_path / "files"
    folder.mkdir()
    (folder / "foto.png").write_bytes(png(8, 4))
    (folder / "informe.pdf").write_bytes(pdf("Ventas de marzo"))
    (folder / "main.py").write_text("print('hola')\n", encoding="utf-8")
    return [folder / "foto.png", folder / "informe.pdf", folder / "main.py"]


def attach(window, qloop, paths):
    strip = window.chat.attachments
    strip.add_paths(paths)
    qloop.run_until_complete(wait_until(lambda: not strip.reading))
    return strip


def finish(window, qloop, harness):
    for page in window._pages.values():
        page.stop()
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in window._pages.values())))
    qloop.run_until_complete(harness.close_transports())
    window.close()


def test_files_are_sent_shown_under_the_message_and_kept_after_a_restart(
    qtbot, qloop, harness, simulator, files
):
    harness.model = queue(simulator, Scenario(script=ANSWER))
    window = open_window(qtbot, harness.services())
    strip = attach(window, qloop, files)
    assert [f.name for f in strip.files] == ["foto.png", "informe.pdf", "main.py"]
    assert [tile.accessibleName() for tile in strip.tiles()] == [f.name for f in files]
    window.composer.setPlainText("¿Qué ves?")
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    assert strip.files == [] and window.composer.toPlainText() == ""
    [body] = [
        r.body
        for r in simulator.requests
        if isinstance(r.body, dict) and r.body.get("model") == harness.model
    ]
    content = body["messages"][0]["content"]
    assert content[0]["image_url"]["url"] == "data:image/png;base64," + base64.b64encode(
        png(8, 4)
    ).decode("ascii")
    assert "Ventas de marzo" in content[1]["text"] and "main.py" in content[2]["text"]
    [row] = page.findChildren(AttachmentRow)
    assert len(row.findChildren(QWidget, TILE)) == 3
    finish(window, qloop, harness)

    reopened = open_window(qtbot, harness.services())  # the same database: a restart
    conversation_id = page.conversation_id
    reopened.chat.show_conversation(conversation_id)
    [row] = reopened.current_page.findChildren(AttachmentRow)
    assert [a.name for a in row.attachments] == ["foto.png", "informe.pdf", "main.py"]
    finish(reopened, qloop, harness)


def test_a_model_without_vision_keeps_the_message_and_its_files(
    qtbot, qloop, harness, simulator, files
):
    services = harness.services()
    services.model_of_turn = lambda conversation_id: (Wire.OPENAI_CHAT, "gpt-3.5-turbo")
    window = open_window(qtbot, services)
    strip = attach(window, qloop, files[:1])
    window.composer.setPlainText("¿Qué ves?")
    requests_before = len(simulator.requests)
    window.send()
    assert strip.problem.isVisibleTo(window)
    assert "gpt-3.5-turbo does not read images" in strip.problem.text()
    assert window.composer.toPlainText() == "¿Qué ves?"
    assert [f.name for f in strip.files] == ["foto.png"]
    assert window.current_page is None or not window.current_page.busy
    assert len(simulator.requests) == requests_before  # nothing went out
    finish(window, qloop, harness)


def test_a_file_that_cannot_go_says_why_and_the_others_stay(qtbot, qloop, harness, tmp_path, files):
    window = open_window(qtbot, harness.services())
    (tmp_path / "scan.pdf").write_bytes(pdf(""))
    strip = attach(window, qloop, [files[2], tmp_path / "scan.pdf"])
    assert [f.name for f in strip.files] == ["main.py"]
    assert "scan.pdf has no text to extract" in strip.problem.text()
    # Removing a tile takes its file out.
    [tile] = strip.tiles()
    tile.property("removeButton").click()
    assert strip.files == []
    finish(window, qloop, harness)


def test_pick_drop_and_paste(qtbot, qloop, harness, files, monkeypatch):
    window = open_window(qtbot, harness.services())
    strip = window.chat.attachments
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *args, **kwargs: ([str(files[2])], "")
    )
    strip.attach_button.click()
    qloop.run_until_complete(wait_until(lambda: not strip.reading))
    assert [f.name for f in strip.files] == ["main.py"]

    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(files[0]))])
    viewport = window.composer.viewport()
    enter = QDragEnterEvent(
        QPoint(5, 5),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    assert QApplication.sendEvent(viewport, enter) and enter.isAccepted()
    drop = QDropEvent(
        QPointF(5, 5),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, drop)
    qloop.run_until_complete(wait_until(lambda: not strip.reading))
    assert [f.name for f in strip.files] == ["main.py", "foto.png"]

    image = QImage(3000, 1000, QImage.Format.Format_RGB32)
    image.fill(QColor(10, 200, 10))
    QGuiApplication.clipboard().setImage(image)
    window.composer.setFocus()
    QTest.keySequence(window.composer, "Ctrl+V")
    qloop.run_until_complete(wait_until(lambda: not strip.reading and len(strip.files) == 3))
    pasted = strip.files[2]
    assert pasted.name.endswith(".png") and pasted.media_type == "image/jpeg"
    scaled = QImage.fromData(pasted.data)
    assert (scaled.width(), scaled.height()) == (1568, 1568 * 1000 // 3000)  # shape kept
    assert window.composer.toPlainText() == ""  # the image did not paste as text
    QGuiApplication.clipboard().clear()
    finish(window, qloop, harness)


def test_the_files_of_a_sent_message_sit_on_its_side(qtbot, qloop, harness, simulator, files):
    harness.model = queue(simulator, Scenario(script=ANSWER))
    window = open_window(qtbot, harness.services())
    window.resize(1200, 800)
    attach(window, qloop, files)
    window.composer.setPlainText("¿Qué ves?")
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    [row] = page.findChildren(AttachmentRow)
    [bubble] = [w for w in page.findChildren(QWidget, "userBubble") if w.isVisible()]

    def right_edge(widget):
        return widget.mapToGlobal(QPoint(widget.width(), 0)).x()

    def left_edge(widget):
        return widget.mapToGlobal(QPoint(0, 0)).x()

    tiles = row.findChildren(QWidget, TILE)
    # The person's message is on the right; its files end where it ends, not under the answer.
    qloop.run_until_complete(
        wait_until(lambda: abs(max(right_edge(t) for t in tiles) - right_edge(bubble)) <= 8)
    )
    middle = left_edge(row) + row.width() // 2
    assert min(left_edge(t) for t in tiles) > middle
    finish(window, qloop, harness)


def test_a_text_file_tile_shows_a_drawn_page_not_a_missing_glyph(qtbot, qloop, harness, files):
    window = open_window(qtbot, harness.services())
    strip = attach(window, qloop, files)
    [text_tile] = [t for t in strip.tiles() if t.accessibleName() == "main.py"]
    picture = text_tile.findChildren(QLabel)[0]  # the picture above the name
    assert picture.pixmap() is not None and not picture.pixmap().isNull()
    shown = picture.pixmap().toImage()
    ink = {
        QColor.fromRgba(shown.pixel(x, y)).name()
        for y in range(shown.height())
        for x in range(shown.width())
        if QColor.fromRgba(shown.pixel(x, y)).alpha() == 255
    }
    assert ink == {picture.palette().color(QPalette.ColorRole.WindowText).name()}
    # Whatever the tiles say in words, the font has every character of it.
    metrics = QFontMetrics(picture.font())
    for label in (label for t in strip.tiles() for label in t.findChildren(QLabel)):
        assert all(metrics.inFontUcs4(ord(c)) for c in label.text()), label.text()
    finish(window, qloop, harness)
