"""Choosing and framing the notes a new conversation is given (pure functions)."""

from __future__ import annotations

from desktop_app.providers.parameters import estimated_tokens
from desktop_app.session.memory_notes import (
    HEADING,
    Fact,
    neutralised,
    notes_block,
    quoted,
    ranked,
    within_budget,
)

OLD, MIDDLE, NEW = (
    Fact("Has two cats", 1.0),
    Fact("Codes in Rust daily", 2.0),
    Fact("Lives in Oslo", 3.0),
)


def texts(facts):
    return [fact.text for fact in facts]


def test_without_a_first_message_the_newest_come_first():
    assert texts(ranked([OLD, NEW, MIDDLE], "")) == [
        "Lives in Oslo",
        "Codes in Rust daily",
        "Has two cats",
    ]


def test_words_shared_with_the_first_message_come_first_then_the_newest():
    order = ranked([OLD, MIDDLE, NEW], "My cats hate RUST? and cats")
    assert texts(order) == ["Codes in Rust daily", "Has two cats", "Lives in Oslo"]


def test_short_words_and_case_do_not_count_as_overlap():
    assert texts(ranked([OLD, NEW], "in IN a")) == ["Lives in Oslo", "Has two cats"]


def test_everything_fits_a_large_budget():
    assert texts(within_budget([OLD, MIDDLE, NEW], "", 1000)) == texts(
        ranked([OLD, MIDDLE, NEW], "")
    )


def test_a_budget_below_the_heading_gives_nothing():
    assert within_budget([OLD], "", estimated_tokens(len(HEADING)) - 1) == []
    assert within_budget([OLD], "", 0) == []


def test_over_the_budget_the_most_relevant_are_kept_and_a_long_one_is_passed_over():
    long = Fact("Rust " + "x" * 400, 4.0)
    heading = estimated_tokens(len(HEADING))
    room = (
        heading
        + estimated_tokens(len(quoted(MIDDLE.text)) + 1)
        + estimated_tokens(len(quoted(OLD.text)) + 1)
    )
    kept = within_budget([OLD, MIDDLE, NEW, long], "rust cats", room)
    assert texts(kept) == ["Codes in Rust daily", "Has two cats"]


def test_quotes_markup_and_line_breaks_are_neutralised():
    text = neutralised('say "hi"\n<b>`x`</b> \u201cq\u201d \\ end')
    assert '"' not in text and "<" not in text and ">" not in text and "`" not in text
    assert "\n" not in text and "\\" not in text and "\u201c" not in text
    assert text.startswith("say 'hi'")


def test_the_block_frames_each_fact_as_a_quoted_line_under_the_heading():
    assert notes_block([NEW, OLD]) == f'{HEADING}\n- "Lives in Oslo"\n- "Has two cats"'
    assert notes_block([]) == ""
