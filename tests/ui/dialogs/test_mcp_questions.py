"""Each sampling request is shown before the model sees it: the system prompt and every
message as text (control characters made visible); "Decline" is the default."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop_app.mcp.sampling import SamplingMessage, SamplingRequest
from desktop_app.ui.dialogs.mcp_questions import SamplingQuestion, approve_sampling


@pytest.fixture
def window(qapp):
    widget = QWidget()
    widget.show()
    yield widget
    widget.close()
    widget.deleteLater()
    qapp.processEvents()


REQUEST = SamplingRequest(
    server="asking",
    messages=(SamplingMessage("user", "Say hi\nplease\u202e"),),
    system_prompt="Be brief",
    max_tokens=20,
)


def shown(qloop, window) -> SamplingQuestion:
    found: list[SamplingQuestion] = []

    async def wait() -> None:
        async with asyncio.timeout(10):
            while not found:
                found[:] = [w for w in window.findChildren(SamplingQuestion) if w.isVisible()]
                await asyncio.sleep(0.01)

    qloop.run_until_complete(wait())
    return found[0]


@pytest.mark.parametrize("click_yes", [True, False])
def test_a_sampling_request_is_shown_and_answered(qtbot, qloop, window, click_yes):
    answer = asyncio.ensure_future(approve_sampling(REQUEST, window))
    question = shown(qloop, window)
    assert "“asking”" in question.sentence.text()
    assert question.exact.toPlainText() == "[system] Be brief\n[user] Say hi\nplease\\u202e"
    assert question.no_button.isDefault()
    button = question.yes_button if click_yes else question.no_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert qloop.run_until_complete(asyncio.wait_for(answer, 10)) is click_yes
