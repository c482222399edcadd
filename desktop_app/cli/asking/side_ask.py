"""``arroyo ask --model A --model B``: each model asked in turn, each answer printed under a
line naming its model and stored as a version of one turn (``session/side_by_side.py``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from desktop_app.agent.events import AgentEvent, ToolShared
from desktop_app.providers.model_info import about
from desktop_app.session.side_by_side import ModelChoice, SideBySideTurn
from desktop_app.wire.terminal_text import strip_control_sequences

if TYPE_CHECKING:
    from desktop_app.agent.confirmations import Confirmer
    from desktop_app.agent.loop import AgentLoop
    from desktop_app.generation.attachment import Attachment
    from desktop_app.session.chat_session import ChatSession


class _ColumnPrinter:
    """Passes each column's events to a view of its own, after a line naming its model."""

    def __init__(
        self, out: TextIO, models: tuple[str, ...], view: Callable[[], Callable[[AgentEvent], None]]
    ) -> None:
        self.out = out
        self.models = models
        self._view = view
        self._current: int | None = None
        self._shown: Callable[[AgentEvent], None] | None = None

    def __call__(self, index: int, event: AgentEvent) -> None:
        if index != self._current:
            if self._current is not None:
                self.out.write("\n")
            self.out.write(f"── {strip_control_sequences(self.models[index])} ──\n")
            self._current, self._shown = index, self._view()
        assert self._shown is not None
        self._shown(event)
        if isinstance(event, ToolShared):  # the same call of another model's answer ran once
            other = strip_control_sequences(event.model)
            self.out.write(f"  (shared with {other}: it ran once for both)\n")
        self.out.flush()


async def ask_each(
    session: ChatSession,
    make_loop: Callable[[str, Confirmer], AgentLoop],
    provider: str,
    models: tuple[str, ...],
    prompt: str,
    confirmer: Confirmer,
    attachments: tuple[Attachment, ...],
    *,
    out: TextIO,
    view: Callable[[], Callable[[AgentEvent], None]],
) -> int:
    """0 when every model answered completely; 1 when any failed (each said under its name)."""

    def column_loop(conversation_id: str, choice: ModelChoice, confirm: Confirmer) -> AgentLoop:
        loop = make_loop(conversation_id, confirm)
        endpoint = loop.endpoint
        loop.endpoint = dataclasses.replace(
            endpoint, model=choice.model, model_info=about(choice.model)
        )
        return loop

    printer = _ColumnPrinter(out, models, view)
    turn = SideBySideTurn(
        session,
        column_loop,
        [ModelChoice(provider, model) for model in models],
        lambda choice: confirmer,
        printer,
    )
    columns = await turn.ask(prompt, attachments, together=False)
    for column in columns:
        if column.problem is not None and column.result is None:
            out.write(f"── {strip_control_sequences(column.choice.model)} ──\n")
            out.write(f"Failed: {strip_control_sequences(str(column.problem))}\n")
    out.write("\n")
    return 0 if all(column.ok for column in columns) else 1
