"""The side-by-side view stacks its columns when the row would cut them."""

from __future__ import annotations

import pytest

from desktop_app.agent.events import TextDelta
from desktop_app.generation.channels import Channel, TextChannel
from desktop_app.ui.chat.side.view import STACK_BELOW, SideBySideView

MODELS = ["arroyo-sim-mini", "arroyo-sim-1", "gpt-4.1-mini", "claude-sonnet-4"]


def _ended(qtbot, qapp, width: int, models: list[str]) -> SideBySideView:
    view = SideBySideView()
    qtbot.addWidget(view)
    view.resize(width, 600)
    view.show()
    for column in view.start("A question", models):
        for _ in column.finish("An answer."):  # "Use this answer" shown: the columns widen
            pass
    qtbot.waitUntil(lambda: _settled(view), timeout=5000)  # the layouts a pass at a time
    return view


def _settled(view: SideBySideView) -> bool:
    """Every column's least width counts its buttons, "Use this answer" included."""
    return all(
        c.minimumSizeHint().width() > c.use_button.sizeHint().width() + c.stop_button.width()
        for c in view.columns
    )


@pytest.mark.parametrize("code", ["en", "es"])
def test_columns_that_do_not_fit_side_by_side_stack(qtbot, qapp, language, code):
    language.apply(code)
    view = _ended(qtbot, qapp, 1000, MODELS)
    needs = sum(column.minimumSizeHint().width() for column in view.columns)
    assert needs > 1000 > STACK_BELOW  # the case: four columns cut in a row this wide
    qtbot.waitUntil(lambda: view.stacked, timeout=5000)
    qapp.processEvents()
    assert not view._stack_scroll.horizontalScrollBar().isVisible()
    assert all(c.width() >= c.minimumSizeHint().width() for c in view.columns)  # none cut


def test_columns_that_fit_stay_side_by_side(qtbot, qapp):
    view = _ended(qtbot, qapp, 1000, MODELS[:2])
    qapp.processEvents()
    assert not view.stacked
    wide = _ended(qtbot, qapp, 1800, MODELS)
    qapp.processEvents()
    assert not wide.stacked
    assert not wide._stack_scroll.horizontalScrollBar().isVisible()


def test_a_frame_arms_the_next_and_a_frame_with_nothing_new_paints_nothing(qtbot):
    """One timer for every column, armed again as each frame that painted ends (text read in
    between waits for that frame); a timeout that finds nothing new paints nothing."""
    view = SideBySideView(interval_ms=300)
    qtbot.addWidget(view)
    view.show()
    first, second = view.start("A question", MODELS[:2])
    channel = TextChannel(Channel.ANSWER)
    view.on_event(0, TextDelta(channel.append("Hola")))
    qtbot.waitUntil(lambda: view.frames == 1, timeout=3000)
    assert (first.paints, second.paints) == (1, 0)
    assert view._timer.isActive()  # the next frame, armed before any new text
    view.on_event(0, TextDelta(channel.append(" mundo")))
    qtbot.waitUntil(lambda: view.frames == 2, timeout=3000)
    assert first.answer.toPlainText() == "Hola mundo"
    qtbot.waitUntil(lambda: not view._timer.isActive(), timeout=3000)
    assert (view.frames, first.paints, second.paints) == (2, 2, 0)  # nothing new: no frame
