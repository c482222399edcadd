"""The product's words are the same everywhere in a language: where an English text says
conversation, tool, workspace, provider or Demo, its translation uses the glossary's word
(translations/GLOSSARY.tsv), in one of the forms given there."""

from __future__ import annotations

import importlib.util
import re
import sys

import pytest

from tests.support import REPO
from tests.translation_rules import TRANSLATED, glossary, without_accelerator

_spec = importlib.util.spec_from_file_location(
    "update_translations", REPO / "translations" / "update.py"
)
update = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = update
_spec.loader.exec_module(update)

TERMS = glossary(REPO / "translations" / "GLOSSARY.tsv")


def test_the_glossary_checks_the_main_terms_in_every_language():
    assert {term.name for term in TERMS} >= {"conversation", "tool", "workspace", "provider"}
    for term in TERMS:
        assert set(term.words) == set(TRANSLATED) and all(map(all, term.words.values()))


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_use_the_glossary_words(language):
    stray = []
    checked = 0
    for message in update.read(update.catalog_path(language)):
        # a placeholder such as {tool} is a name filled in later, not the word
        source = re.sub(r"\{[a-z_]+\}", "", without_accelerator(message.source))
        for term in TERMS:
            if not term.pattern.search(source):
                continue
            for translation in message.translations:
                checked += 1
                said = without_accelerator(translation).casefold()
                if not any(word in said for word in term.words[language]):
                    stray.append(f"{term.name}: {message.source!r} -> {translation!r}")
    assert checked > 100
    assert stray == [], f"not in the glossary's words ({len(stray)}): " + "; ".join(stray[:10])


def test_a_translation_with_another_word_is_found():
    conversation = next(term for term in TERMS if term.name == "conversation")
    assert conversation.pattern.search("Rename conversation")
    assert not any(word in "gespräch umbenennen" for word in conversation.words["de"])
