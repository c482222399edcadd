"""The states the gallery shows, each brought about as a person would see it happen: a message
sent, the simulator answering with the state's script, and a wait until the window shows it.

Each scene is an async context manager that yields the dialog open over the window (or None)
once the state is on screen, and leaves the window ready for the next scene when it exits.
"""

from __future__ import annotations

import enum
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager

from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.gallery import scripts
from desktop_app.gallery.lines import LINES
from desktop_app.gallery.stage import MemorySecrets, Stage, fit, settle, until
from desktop_app.generation.outcome import TurnStatus
from desktop_app.simulator.scripts import Script, tokens
from desktop_app.store.actions.grants import GrantStore
from desktop_app.ui.chat.answer import math_images
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from desktop_app.ui.settings.dialog import SettingsDialog

_REASONING_SHOWN = 30  # reasoning words sent before the stream stalls
_THOUGHT_SECONDS = 4.0  # how long the model seems to have thought in the picture
_STALL_SECONDS = 600.0  # longer than any gallery run: the stream is stopped before


class Shot(enum.StrEnum):
    """A state of the window, as named in the pictures' file names."""

    WELCOME = "welcome"
    REASONING = "reasoning"
    ANSWER = "answer"
    TOOL = "tool"
    TRUNCATED = "truncated"
    ERROR = "error"
    SETTINGS_PROVIDERS = "settings-providers"
    SETTINGS_TOOLS = "settings-tools"
    SETTINGS_MCP = "settings-mcp"
    SETTINGS_GENERAL = "settings-general"
    SETTINGS_NETWORK = "settings-network"


# The states of the main window; the others are settings pages, a dialog over it.
MAIN_SHOTS = (Shot.WELCOME, Shot.REASONING, Shot.ANSWER, Shot.TOOL, Shot.TRUNCATED, Shot.ERROR)
SETTINGS_SHOTS = tuple(shot for shot in Shot if shot not in MAIN_SHOTS)

Scene = Callable[[Stage], AbstractAsyncContextManager[QWidget | None]]


@asynccontextmanager
async def welcome(stage: Stage) -> AsyncIterator[QWidget | None]:
    """The first start: nothing was ever written, the welcome lies over the empty page."""
    await until(stage.window.chat.welcome.isVisible, "the welcome")
    yield None


@asynccontextmanager
async def reasoning(stage: Stage) -> AsyncIterator[QWidget | None]:
    """The model thinking aloud: its reasoning arrives, then stops arriving half-way."""
    lines = LINES.get(stage.language, LINES["en"])
    script = scripts.reasoning_script(lines)
    # The role chunk, then one event per word of the reasoning.
    stage.answer_with(script, stall_after=1 + _REASONING_SHOWN, stall_seconds=_STALL_SECONDS)
    view = await stage.send(lines.reasoning_prompt)
    shown = "".join(tokens(script.reasoning)[:_REASONING_SHOWN])
    await until(lambda: view.reasoning_text.toPlainText() == shown, "the reasoning so far")
    zero = view.reasoning_toggle.text()
    stage.think_for(_THOUGHT_SECONDS)  # the label counts on the page's clock, once a second
    await until(lambda: view.reasoning_toggle.text() != zero, "the thinking time counted")
    try:
        yield None
    finally:
        page = stage.window.current_page
        if page is not None:
            page.stop()
        await stage.idle()


async def _finished(stage: Stage, prompt: str, status: TurnStatus) -> None:
    view = await stage.send(prompt)
    await stage.idle()
    await until(lambda: view.outcome is status, f"an answer that ended as {status.value}")


@asynccontextmanager
async def answer(stage: Stage) -> AsyncIterator[QWidget | None]:
    """A finished answer: reasoning folded, code, a table and math, the figures below."""
    lines = LINES.get(stage.language, LINES["en"])
    stage.answer_with(scripts.answer_script(lines))
    await _finished(stage, lines.answer_prompt, TurnStatus.COMPLETED)
    view = stage.views()[-1]

    def formulas_drawn() -> bool:
        named, drawn = math_images.formulas(view.answer.document())
        return named > 0 and drawn == named

    # Without the math renderer or SVG support (a bundle missing them), the shot fails here.
    await until(formulas_drawn, "every formula of the answer drawn")
    yield None


@asynccontextmanager
async def tool(stage: Stage) -> AsyncIterator[QWidget | None]:
    """A tool call's card, and the confirmation it waits on, open over the window."""
    lines = LINES.get(stage.language, LINES["en"])
    stage.answer_with(scripts.tool_script(lines))
    await stage.send(lines.tool_prompt)

    def open_dialog() -> ConfirmationDialog | None:
        found = [
            widget
            for widget in QApplication.topLevelWidgets()
            if isinstance(widget, ConfirmationDialog) and widget.isVisible()
        ]
        return found[0] if found else None

    await until(lambda: open_dialog() is not None, "the tool's confirmation")
    dialog = open_dialog()
    assert dialog is not None
    try:
        yield dialog
    finally:
        stage.answer_with(Script(answer="OK."))  # what the model says after the denial
        dialog.reject()
        await stage.idle()


@asynccontextmanager
async def truncated(stage: Stage) -> AsyncIterator[QWidget | None]:
    """An answer whose stream ended without its terminal signal: cut off, with Retry."""
    lines = LINES.get(stage.language, LINES["en"])
    stage.answer_with(scripts.truncated_script(lines), drop_terminal=True)
    await _finished(stage, lines.truncated_prompt, TurnStatus.TRUNCATED)
    yield None


@asynccontextmanager
async def error(stage: Stage) -> AsyncIterator[QWidget | None]:
    """The provider reports an error inside the stream: the turn failed, said in words."""
    lines = LINES.get(stage.language, LINES["en"])
    stage.answer_with(Script(answer=""), inband_error="openai")
    await _finished(stage, lines.error_prompt, TurnStatus.FAILED)
    yield None


def settings_page(index: int) -> Scene:
    @asynccontextmanager
    async def scene(stage: Stage) -> AsyncIterator[QWidget | None]:
        """A page of the settings window, its key state read (no "checking" placeholder)."""
        dialog = SettingsDialog(
            stage.settings,
            GrantStore(stage.database),
            secrets=MemorySecrets({"openai": "gallery-key"}),
            mcp=stage.application.mcp,
            parent=stage.window,
        )
        try:
            dialog.providers.select_provider("openai")
            dialog.tabs.setCurrentIndex(index)
            fit(dialog, stage.window)
            dialog.show()
            await dialog.wait_idle()
            await settle()
            yield dialog
        finally:
            dialog.close()
            dialog.deleteLater()

    return scene


SCENES: dict[Shot, Scene] = {
    Shot.WELCOME: welcome,
    Shot.REASONING: reasoning,
    Shot.ANSWER: answer,
    Shot.TOOL: tool,
    Shot.TRUNCATED: truncated,
    Shot.ERROR: error,
    Shot.SETTINGS_PROVIDERS: settings_page(0),
    Shot.SETTINGS_TOOLS: settings_page(1),
    Shot.SETTINGS_MCP: settings_page(2),
    Shot.SETTINGS_GENERAL: settings_page(3),
    Shot.SETTINGS_NETWORK: settings_page(4),
}
