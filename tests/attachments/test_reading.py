"""Files on disk become attachments: what they are from their bytes, limits before reading."""

from __future__ import annotations

import pytest

from desktop_app.attachments import reading
from desktop_app.attachments.reading import PdfMode, read_attachment
from desktop_app.attachments.words import terminal_words
from desktop_app.generation.attachment import AttachmentError, AttachmentKind, AttachmentProblem
from tests.attachments.files import pdf, png


def test_a_code_file_is_inlined_text_with_its_name(tmp_path):
    path = tmp_path / "main.py"
    path.write_text("print('hola')\n", encoding="utf-8")
    attachment = read_attachment(path)
    assert attachment.kind is AttachmentKind.TEXT
    assert attachment.name == "main.py"
    assert attachment.text == "print('hola')\n"


def test_an_image_is_known_by_its_bytes_not_its_name(tmp_path):
    path = tmp_path / "photo.txt"
    path.write_bytes(png())
    attachment = read_attachment(path)
    assert (attachment.kind, attachment.media_type) == (AttachmentKind.IMAGE, "image/png")
    assert attachment.data == png()


def test_a_pdf_gives_its_text_by_default_and_itself_natively(tmp_path):
    path = tmp_path / "informe.pdf"
    path.write_bytes(pdf("Primera pagina", "Segunda pagina"))
    as_text = read_attachment(path)
    assert as_text.kind is AttachmentKind.TEXT
    assert as_text.text == "Primera pagina\n\nSegunda pagina"
    native = read_attachment(path, pdf=PdfMode.NATIVE)
    assert (native.kind, native.media_type) == (AttachmentKind.DOCUMENT, "application/pdf")
    assert native.data == path.read_bytes()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (pdf(""), AttachmentProblem.PDF_NO_TEXT),
        (b"%PDF-1.4\nnot really", AttachmentProblem.PDF_UNREADABLE),
        (b"\x00\x01\x02binary", AttachmentProblem.UNSUPPORTED),
        ("café".encode("latin-1"), AttachmentProblem.UNSUPPORTED),
        (b"BM" + b"\x00" * 40, AttachmentProblem.UNSUPPORTED),  # a BMP and nothing to convert it
    ],
)
def test_files_that_cannot_go_say_why(tmp_path, content, problem):
    path = tmp_path / "archivo"
    path.write_bytes(content)
    with pytest.raises(AttachmentError) as caught:
        read_attachment(path)
    assert caught.value.kind is problem
    assert caught.value.name == "archivo"
    assert terminal_words(caught.value).startswith("archivo ")


def test_size_limits_are_checked_before_the_file_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", 100)
    path = tmp_path / "big.log"
    path.write_bytes(b"x" * 101)
    monkeypatch.setattr(type(path), "read_bytes", lambda self: pytest.fail("read whole"))
    with pytest.raises(AttachmentError) as caught:
        read_attachment(path)
    assert caught.value.kind is AttachmentProblem.TOO_LARGE
    assert "100 bytes" in terminal_words(caught.value)


def test_inlined_text_has_its_own_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(reading, "MAX_TEXT_BYTES", 10)
    path = tmp_path / "notes.md"
    path.write_text("una nota demasiado larga", encoding="utf-8")
    with pytest.raises(AttachmentError) as caught:
        read_attachment(path)
    assert caught.value.kind is AttachmentProblem.TOO_LARGE


def test_a_missing_file_or_a_folder_is_not_found(tmp_path):
    for path in (tmp_path / "nada.txt", tmp_path):
        with pytest.raises(AttachmentError) as caught:
            read_attachment(path)
        assert caught.value.kind is AttachmentProblem.NOT_FOUND


def test_an_image_fitter_is_used_and_its_refusal_is_an_unreadable_image(tmp_path):
    path = tmp_path / "foto.png"
    path.write_bytes(png())
    seen = []

    def fitter(data, fit):
        seen.append((data, fit.max_edge))
        return b"\xff\xd8\xffsmaller", "image/jpeg"

    fitted = read_attachment(path, fit_image=fitter)
    assert (fitted.data, fitted.media_type) == (b"\xff\xd8\xffsmaller", "image/jpeg")
    assert seen == [(png(), 1568)]  # the strictest wire's edge: any provider can take it later
    with pytest.raises(AttachmentError) as caught:
        read_attachment(path, fit_image=lambda data, fit: None)
    assert caught.value.kind is AttachmentProblem.IMAGE_UNREADABLE
