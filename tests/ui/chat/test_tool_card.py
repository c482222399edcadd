"""The tool card's progress: the newest report painted at most once per interval, whatever
the rate; a busy bar when the total is not said; nothing once the call has ended."""

from __future__ import annotations

from desktop_app.session.turn_record import ToolState
from desktop_app.ui.chat.tool_card import PROGRESS_STEPS, ToolCard


def running_card(qtbot) -> ToolCard:
    card = ToolCard("c1", "note", {"text": "x"}, state=ToolState.RUNNING)
    qtbot.addWidget(card)
    return card


def test_a_burst_of_reports_is_painted_once_with_the_newest(qtbot):
    card = running_card(qtbot)
    for step in range(1, 1001):
        card.show_progress(step, 1000, f"step {step}")
    assert card.progress_paints == 0  # nothing painted while the reports arrive
    qtbot.waitUntil(lambda: card.progress_paints > 0, timeout=5000)
    assert card.progress_paints == 1
    assert card.progress_text == "1000 of 1000 — step 1000"
    assert card.progress_bar.value() == PROGRESS_STEPS


def test_without_a_total_the_bar_is_busy_and_the_count_and_message_show(qtbot):
    card = running_card(qtbot)
    card.show_progress(3, None, "copying")
    qtbot.waitUntil(lambda: card.progress_paints == 1, timeout=5000)
    assert (card.progress_bar.minimum(), card.progress_bar.maximum()) == (0, 0)
    assert card.progress_text == "3 — copying"


def test_the_end_clears_the_progress_and_later_reports_change_nothing(qtbot):
    card = running_card(qtbot)
    card.show_progress(1, 2, "half")
    card.set_state(ToolState.DONE, "noted")  # before the pending paint
    card.show_progress(2, 2, "late")
    assert card.progress_text == "" and card.progress_bar.isHidden()
    assert card.progress_paints == 0
