"""The translation catalogs hold every text the window shows, translated, and nothing else;
the compiled catalogs exist after installing the project, load, and translate."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from desktop_app.ui.language import LANGUAGES, LOCALE_DIR
from tests.support import REPO
from tests.translation_rules import (
    PLURAL_FORMS,
    TRANSLATED,
    may_equal_source,
    placeholders,
)

_spec = importlib.util.spec_from_file_location(
    "update_translations", REPO / "translations" / "update.py"
)
update = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = update  # dataclasses look their module up there
_spec.loader.exec_module(update)
sys.path.insert(0, str(REPO / "translations"))  # translate.py imports update.py beside it
_translate_spec = importlib.util.spec_from_file_location(
    "translate_catalogs", REPO / "translations" / "translate.py"
)
translate = importlib.util.module_from_spec(_translate_spec)
_translate_spec.loader.exec_module(translate)


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
        if message.numerus:  # the number of forms Qt's rules give the language
            assert len(message.translations) == PLURAL_FORMS[language], message
        for translation in message.translations:  # %1, %2, {path}, %n: the same, as often
            assert placeholders(translation) == placeholders(message.source), message


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_is_a_text_of_its_own(language):
    """A catalog copied from English (or left half done) fails: each text differs from its
    source, but for names, code and words the language shares with English."""
    copied = [
        message.source
        for message in update.read(update.catalog_path(language))
        for translation in message.translations
        if translation == message.source and not may_equal_source(language, message.source)
    ]
    assert copied == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalog_has_a_table_that_translates_all_of_it(language):
    """translations/tables/<lang>.json holds every translation the catalog has, so texts added
    later are filled by ``translations/translate.py`` from the table, and nothing is missing."""
    assert translate.missing_template(language) == {}
    table = translate.load_table(language)
    for message in update.read(update.catalog_path(language)):
        found = table.get(f"{message.context}::{message.source}", table.get(message.source))
        expected = list(message.translations) if message.numerus else message.translations[0]
        assert found == expected, message


@pytest.mark.parametrize(
    ("language", "counts"),
    [
        ("ru", {1: 0, 21: 0, 3: 1, 24: 1, 5: 2, 11: 2, 100: 2}),
        ("ar", {0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 11: 4, 99: 4, 100: 5, 102: 5}),
        ("de", {1: 0, 0: 1, 2: 1}),
        ("ja", {1: 0, 7: 0}),
    ],
)
def test_each_number_takes_its_plural_form(qapp, language, counts):
    translator = QTranslator()
    assert translator.load(f"arroyo_{language}", str(LOCALE_DIR))
    forms = next(
        m.translations
        for m in update.read(update.catalog_path(language))
        if m.source == "Connected: %n tools"
    )
    for number, form in counts.items():
        said = translator.translate("McpServersPage", "Connected: %n tools", "", number)
        assert said == forms[form], (number, said)


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
