"""The system's language picks Arroyo's at first start, regional codes included."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from desktop_app.config.languages import CODES, best_match


@pytest.mark.parametrize(
    ("preferred", "chosen"),
    [
        (["pt-BR"], "pt_BR"),
        (["pt-PT", "en-US"], "pt_BR"),
        (["zh-Hans-CN"], "zh_CN"),
        (["zh-CN"], "zh_CN"),
        (["zh-Hant-TW", "ja-JP"], "ja"),
        (["de-AT"], "de"),
        (["ar-EG"], "ar"),
        (["ko-KR"], "ko"),
        (["nl-NL", "fr-CA"], "fr"),
        (["nl-NL"], "en"),
        ([], "en"),
    ],
)
def test_the_first_preferred_language_arroyo_speaks_is_chosen(preferred, chosen):
    assert best_match(preferred) == chosen


@pytest.mark.parametrize("code", CODES)
def test_every_code_is_a_locale_qt_knows(code):
    assert QLocale(code).name().startswith(code.split("_")[0])
    assert QLocale(code).language() != QLocale.Language.C
