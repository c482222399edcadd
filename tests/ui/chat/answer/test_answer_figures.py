"""The figures under an answer write every number as the window's language does."""

from __future__ import annotations

from desktop_app.ui.chat.answer.answer_figures import AnswerFigures

STATS = {"duration": 3.0, "input_tokens": 31, "output_tokens": 123456}


def test_counts_and_times_use_the_same_digits_in_arabic(qapp, language):
    language.apply("ar")
    text = AnswerFigures().text(STATS)
    assert "٣١" in text and "31" not in text  # as the seconds beside them
    assert "٣٫٠" in text
    assert not any(digit in text for digit in "0123456789")


def test_a_large_count_has_its_thousands_separator(qapp, language):
    language.apply("en")
    assert "123,456\u00a0tokens\u00a0out" in AnswerFigures().text(STATS)
    language.apply("de")
    assert "123.456" in AnswerFigures().text(STATS)
