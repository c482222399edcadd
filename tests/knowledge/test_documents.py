"""Each extractor on a real file made here, through the whole index."""

import io

import docx
import pytest
from odf.opendocument import OpenDocumentText
from odf.text import H, P
from pypdf import PdfWriter
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.knowledge.embedders import DemoEmbedder
from desktop_app.knowledge.sources import SkipReason


def _pdf_with_text(words: str, password: str | None = None) -> bytes:
    writer = PdfWriter()
    page = writer.add_blank_page(612, 792)
    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
        }
    )
    page[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})}
    )
    if words:
        stream = DecodedStreamObject()
        stream.set_data(f"BT /F1 12 Tf 72 700 Td ({words}) Tj ET".encode())
        page[NameObject("/Contents")] = writer._add_object(stream)
    if password:
        writer.encrypt(password)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _docx() -> bytes:
    document = docx.Document()
    document.add_heading("Glaciers", 1)
    document.add_paragraph("Glaciers carve U-shaped valleys as they grind downhill.")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _odt() -> bytes:
    document = OpenDocumentText()
    document.text.addElement(H(outlinelevel=1, text="Lighthouses"))
    document.text.addElement(P(text="A Fresnel lens throws the lighthouse beam far out to sea."))
    out = io.BytesIO()
    document.write(out)
    return out.getvalue()


HTML = """<html><head><style>p{color:red}</style><script>var hidden = 1;</script></head>
<body><h1>Origami</h1><p>Folding paper cranes is a <b>patient</b> art.</p></body></html>"""


@pytest.fixture
def indexed(tmp_path):
    files = tmp_path / "files"
    files.mkdir()
    (files / "ice.docx").write_bytes(_docx())
    (files / "light.odt").write_bytes(_odt())
    (files / "rivers.pdf").write_bytes(_pdf_with_text("Rivers deposit silt in wide deltas"))
    (files / "locked.pdf").write_bytes(_pdf_with_text("Secret words", password="pw"))
    (files / "scan.pdf").write_bytes(_pdf_with_text(""))
    (files / "paper.html").write_text(HTML)
    (files / "broken.docx").write_bytes(b"PK not really a zip")
    KnowledgeBase.create(tmp_path / "kb", "docs", [files], "demo").close()
    with KnowledgeBase.open(tmp_path / "kb", "docs", DemoEmbedder()) as base:
        *_, last = base.index()
        yield base, {s.path.name: s for s in last.skipped}


@pytest.mark.parametrize(
    ("query", "name", "heading"),
    [
        ("glaciers valleys", "ice.docx", ("Glaciers",)),
        ("Fresnel lens", "light.odt", ("Lighthouses",)),
        ("silt deltas", "rivers.pdf", ()),
        ("paper cranes", "paper.html", ("Origami",)),
    ],
)
def test_each_format_gives_its_text_and_headings(indexed, query, name, heading):
    base, _ = indexed
    best = base.search(query, limit=1)[0]
    assert best.path.name == name
    assert best.headings == heading


def test_html_scripts_and_styles_are_not_text(indexed):
    base, _ = indexed
    assert all("hidden" not in hit.text for hit in base.search("var hidden color red"))


def test_documents_without_text_are_listed_with_a_reason(indexed):
    _, skipped = indexed
    assert skipped["locked.pdf"].reason is SkipReason.ENCRYPTED
    assert skipped["scan.pdf"].reason is SkipReason.NO_TEXT
    assert skipped["broken.docx"].reason is SkipReason.DAMAGED
