"""Which turns fit the window, where sending starts, and how a long tool result is shortened."""

from __future__ import annotations

from desktop_app.generation.context_fit import (
    TOOL_RESULT_SEND_LIMIT,
    Entry,
    Overflow,
    corrected,
    estimate,
    input_budget,
    learnt_ratio,
    plan,
    shorten_result,
)
from desktop_app.generation.prompt import Message


def _turns(count: int, tokens: int = 100) -> list[Entry]:
    """``count`` turns of a question and an answer, ids 1, 2, 3..."""
    entries = []
    for turn in range(count):
        entries.append(Entry(2 * turn + 1, tokens, True))
        entries.append(Entry(2 * turn + 2, tokens, False))
    return entries


def test_everything_is_sent_when_it_fits():
    result = plan(_turns(3), 1_000, Overflow.OMIT_OLDEST)
    assert (result.sent, result.total, result.cut, result.blocked) == (600, 600, False, False)


def test_an_unknown_window_sends_everything():
    assert not plan(_turns(50), 0, Overflow.ASK).blocked


def test_the_oldest_turns_are_left_out_from_a_turn_start():
    result = plan(_turns(10), 650, Overflow.OMIT_OLDEST)
    assert result.first_id == 15  # the last three turns (600 tokens) fit, four do not
    assert result.sent == 600 and result.total == 2_000


def test_the_system_prompt_counts_against_the_budget():
    assert plan(_turns(10), 650, Overflow.OMIT_OLDEST, system_tokens=100).first_id == 17


def test_the_newest_turn_is_sent_even_when_it_alone_is_too_long():
    result = plan(
        [Entry(1, 10, True), Entry(2, 10, False), Entry(3, 900, True)], 500, Overflow.OMIT_OLDEST
    )
    assert result.first_id == 3


def test_a_tool_round_is_never_split_from_its_call():
    entries = [
        Entry(1, 100, True),
        Entry(2, 100, False),
        Entry(3, 300, False),
        Entry(4, 100, False),
        Entry(5, 100, True),
        Entry(6, 100, False),
    ]
    # the tool result (id 3) alone would fit with the last turn, but sending starts at a turn
    assert plan(entries, 550, Overflow.OMIT_OLDEST).first_id == 5


def test_ask_blocks_and_sends_nothing():
    result = plan(_turns(10), 650, Overflow.ASK)
    assert result.blocked and result.first_id is None


def test_summarise_asks_for_a_summary_of_what_is_left_out():
    result = plan(_turns(10), 650, Overflow.SUMMARISE)
    assert (result.summarise_through, result.first_id) == (14, 15)


def test_a_stored_summary_is_sent_in_place_of_what_it_covers():
    result = plan(_turns(10), 650, Overflow.SUMMARISE, summary_through=14, summary_tokens=40)
    assert result.summary_used and not result.cut and result.sent == 640


def test_a_summary_that_no_longer_covers_enough_asks_for_a_new_one():
    result = plan(_turns(12), 650, Overflow.SUMMARISE, summary_through=14, summary_tokens=40)
    assert result.summarise_through == 18 and result.first_id == 19


def test_a_clear_context_mark_starts_afresh():
    result = plan(_turns(10), 650, Overflow.ASK, cleared_after=16)
    assert not result.blocked and result.total == 400


def test_a_long_tool_result_keeps_its_head_and_tail_and_says_what_was_cut():
    text = "H" * 20_000 + "T" * 20_000
    short = shorten_result(text)
    assert len(short) <= TOOL_RESULT_SEND_LIMIT + 200
    assert short.startswith("HHH") and short.endswith("TTT")
    assert "characters of this tool result were cut" in short and "40,000" in short
    assert shorten_result("small") == "small"


def test_estimates_budget_and_ratio():
    assert estimate(Message("user", "x" * 300)) == 104
    assert input_budget(128_000, 16_384) == 111_616
    assert input_budget(1_000, None) == 750
    assert input_budget(None, 100) == 0
    assert corrected(100, 1.5) == 150
    assert learnt_ratio(150, 100) == 1.5
    assert learnt_ratio(10_000, 100) == 4.0
    assert learnt_ratio(0, 100) is None


def test_sizes_alone_give_the_same_estimate_as_the_text():
    from desktop_app.generation.context_fit import sized

    assert sized("user", 300, 0, 0) == estimate(Message("user", "x" * 300))
    assert sized("assistant", 0, 0, 0) == 0  # stopped before its first word: not sent
    assert sized("tool", 100_000, 0, 0) < 100_000 // 3  # sent shortened
    assert sized("user", 0, 0, 2) == 2_004
