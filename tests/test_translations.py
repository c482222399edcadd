"""The translation catalogs hold every text the window shows, translated, and nothing else;
the compiled catalogs exist after installing the project, load, and translate."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from desktop_app.ui.language import LANGUAGES, LOCALE_DIR
from tests.support import REPO

_spec = importlib.util.spec_from_file_location(
    "update_translations", REPO / "translations" / "update.py"
)
update = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = update  # dataclasses look their module up there
_spec.loader.exec_module(update)


@pytest.fixture(scope="module")
def from_the_sources(tmp_path_factory) -> set[tuple[str, str, bool]]:
    """Every (context, source text, plural) that lupdate finds in the sources today."""
    scratch = tmp_path_factory.mktemp("lupdate") / "arroyo_xx.ts"
    update.lupdate([scratch])
    return {(m.context, m.source, m.numerus) for m in update.read(scratch)}


def test_the_sources_have_texts_to_translate(from_the_sources):
    contexts = {context for context, _, _ in from_the_sources}
    assert {
        "MainWindow",
        "MessageView",
        "ProvidersPage",
        "ConfirmationDialog",
        "Problems",
        "ToolIntents",
        "StartupProblems",
    } <= contexts
    assert len(from_the_sources) > 250


@pytest.mark.parametrize("language", [code for code, _ in LANGUAGES])
def test_every_text_is_in_the_catalog_translated_and_nothing_else(from_the_sources, language):
    catalog = update.catalog_path(language)
    messages = update.read(catalog)
    in_catalog = {(m.context, m.source, m.numerus) for m in messages}
    assert sorted(from_the_sources - in_catalog) == [], "missing: run translations/update.py"
    assert sorted(in_catalog - from_the_sources) == [], "obsolete: run translations/update.py"
    assert update.problems(catalog) == []
    for message in messages:
        if message.numerus:  # English and Spanish have two plural forms
            assert len(message.translations) == 2 and all("%n" in t for t in message.translations)
        for placeholder in ("%1", "%2", "%3", "{path}", "{size}", "{url}", "{command}"):
            if placeholder in message.source:
                assert all(placeholder in t for t in message.translations), (message, placeholder)


def test_english_translations_are_the_source_texts():
    for message in update.read(update.catalog_path("en")):
        if message.numerus:
            assert message.translations[1] == message.source
        else:
            assert message.translations == (message.source,)


@pytest.mark.parametrize("language", [code for code, _ in LANGUAGES])
def test_the_compiled_catalog_exists_after_install_and_loads(qapp, language):
    compiled = LOCALE_DIR / f"arroyo_{language}.qm"
    assert compiled.is_file(), "installing the project (uv sync) compiles the catalogs"
    translator = QTranslator()
    assert translator.load(str(compiled))
    assert translator.language().startswith(language)


def test_a_known_text_is_translated_with_its_plural_forms(qapp):
    spanish = QTranslator()
    assert spanish.load("arroyo_es", str(LOCALE_DIR))
    assert spanish.translate("ConversationSidebar", "New conversation") == "Conversación nueva"
    assert spanish.translate("AnswerFigures", "%n tokens in", "", 1) == "%n token de entrada"
    assert spanish.translate("AnswerFigures", "%n tokens in", "", 5) == "%n tokens de entrada"
    english = QTranslator()
    assert english.load("arroyo_en", str(LOCALE_DIR))
    assert english.translate("ToolIntents", "%n bytes", "", 1) == "%n byte"
    QCoreApplication.installTranslator(spanish)
    try:
        assert QCoreApplication.translate("Problems", "Stopped.") == "Detenida."
    finally:
        QCoreApplication.removeTranslator(spanish)


def test_the_catalogs_are_the_contract_with_the_bundle_build():
    """Packaging compiles translations/arroyo_<lang>.ts into desktop_app/locale/."""
    assert LOCALE_DIR == REPO / "desktop_app" / "locale"
    for code, _ in LANGUAGES:
        assert (REPO / "translations" / f"arroyo_{code}.ts").is_file()
    assert "*.qm" in (REPO / ".gitignore").read_text(encoding="utf-8").split()
