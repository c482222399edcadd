"""Every character of every catalog's translations is drawn by an installed font: laid out in
the window's font, with Qt's fallback, no character comes out as the missing-glyph box. On
Debian the fonts come from fonts-dejavu-core (Latin, Cyrillic), fonts-noto-core (Arabic) and
fonts-noto-cjk (Chinese, Japanese, Korean); .ci/run installs them."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from PySide6.QtGui import QGlyphRun, QTextLayout
from PySide6.QtWidgets import QApplication

from tests.support import REPO
from tests.translation_rules import TRANSLATED

_spec = importlib.util.spec_from_file_location(
    "update_translations", REPO / "translations" / "update.py"
)
update = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = update
_spec.loader.exec_module(update)

PACKAGE = {"ar": "fonts-noto-core", "zh_CN": "fonts-noto-cjk", "ja": "fonts-noto-cjk"}
PACKAGE |= {"ko": "fonts-noto-cjk"}


def characters(language: str) -> list[str]:
    texts = (t for m in update.read(update.catalog_path(language)) for t in m.translations)
    return sorted({c for text in texts for c in text if c.isprintable() and not c.isspace()})


def drawn(character: str) -> bool:
    """Whether the window's font, or a font Qt falls back to, has a glyph for the character."""
    layout = QTextLayout(character, QApplication.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = layout.glyphRuns(-1, -1, QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphIndexes)
    glyphs = [g for run in runs for g in QGlyphRun.glyphIndexes(run)]
    return bool(glyphs) and 0 not in glyphs


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_character_of_the_catalog_has_a_font(qapp, language):
    found = characters(language)
    assert len(found) > 20
    missing = [f"{c!r} (U+{ord(c):04X})" for c in found if not drawn(c)]
    package = PACKAGE.get(language, "fonts-dejavu-core")
    assert missing == [], (
        f"no installed font draws {len(missing)} character(s) of arroyo_{language}.ts: "
        f"{', '.join(missing[:20])}; install the Debian package {package}"
    )


def test_a_character_no_font_has_is_found_missing(qapp):
    assert drawn("ж") and drawn("日") and drawn("ب")
    assert not drawn("\u0378")  # unassigned: no font has it
