"""A page of stored messages painted as the turns happened: each round's reasoning and text in
order, each tool call as a card with the state it ended in, each answer with its mark and its
statistics. A checkpoint left by a crash (a draft without an outcome) reopens as interrupted,
with Retry and Continue."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from PySide6.QtWidgets import QWidget

from desktop_app.agent.tools import Intent
from desktop_app.generation.outcome import AgentStop, TurnOutcome, TurnStatus
from desktop_app.session.turn_record import ToolState, shared_key
from desktop_app.store.actions.ledger import Approval
from desktop_app.store.conversations import StoredMessage
from desktop_app.ui.chat.answer.answer_origin import show_origin
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.tool_card import ToolCard


class Flow(Protocol):
    """Where the widgets go, in order: the conversation page."""

    def add_user(self, text: str) -> QWidget: ...
    def add_view(self) -> MessageView: ...
    def add_card(self, card: ToolCard) -> None: ...
    def built(self, message_id: int, widget: QWidget) -> None: ...


class IndexedFlow:
    """A page's layout filled from the index ``at`` on; each stored message's widget is
    remembered in ``built`` (search hits open at it)."""

    def __init__(
        self,
        at: int,
        add_user: Callable[[str, int], QWidget],
        add_view: Callable[[int], MessageView],
        add_card: Callable[[ToolCard, int], None],
        built: dict[int, QWidget],
    ) -> None:
        self._at = at
        self._add_user, self._add_view, self._add_card = add_user, add_view, add_card
        self._built = built

    def _next(self) -> int:
        self._at += 1
        return self._at - 1

    def add_user(self, text: str) -> QWidget:
        return self._add_user(text, self._next())

    def add_view(self) -> MessageView:
        return self._add_view(self._next())

    def add_card(self, card: ToolCard) -> None:
        self._add_card(card, self._next())

    def built(self, message_id: int, widget: QWidget) -> None:
        self._built[message_id] = widget


def _approval(result: StoredMessage | None) -> Approval | None:
    """Why a stored call ran; None when unknown (stored before it was kept, or altered)."""
    value = result.tool_approval if result else None
    return Approval(value) if value in set(Approval) else None


def _state_of(result: StoredMessage | None) -> ToolState:
    if result is None:
        return ToolState.UNKNOWN  # the app stopped before the call had a result
    if result.tool_state:
        return ToolState(result.tool_state)
    return ToolState.FAILED if result.is_error else ToolState.DONE  # stored before states


# The stored results of tool calls by call id, for calls whose result is not in the page.
# The stored results of these call ids, the first of each after the message id given.
ResultLookup = Callable[[list[str], int], Mapping[str, StoredMessage]]


def _results(
    messages: Sequence[StoredMessage], lookup: ResultLookup
) -> dict[tuple[int, int], StoredMessage]:
    """Each call's result, by the id of the message that asked and the call's place in it.
    A round's results follow it, in its calls' order; matching by call id alone would be
    wrong, since ids repeat across rounds (many servers number them from 1) and even within
    one. The last round's results may lie past the end of the page: they are looked up."""
    results: dict[tuple[int, int], StoredMessage] = {}
    asker, waiting = 0, dict[str, list[int]]()  # the round's unanswered places, by call id
    for message in messages:
        if message.role == "tool" and waiting.get(message.tool_call_id or ""):
            results[(asker, waiting[message.tool_call_id or ""].pop(0))] = message
        elif message.role != "tool":
            asker, waiting = message.id, {}
            for place, call in enumerate(json.loads(message.tool_calls_json or "[]")):
                waiting.setdefault(call["id"], []).append(place)
    if unanswered := [call_id for call_id, places in waiting.items() if places]:
        found = lookup(unanswered, asker)
        for call_id in unanswered:
            if call_id in found:
                results[(asker, waiting[call_id][0])] = found[call_id]
    return results


def _shared_calls(messages: Sequence[StoredMessage]) -> dict[str, str]:
    """Side by side: the calls that ran once for two columns, as their answers keep them."""
    shared: dict[str, str] = {}
    for message in messages:
        if (
            message.role == "assistant"
            and message.stats_json
            and "shared_calls" in message.stats_json
        ):
            shared.update(json.loads(message.stats_json).get("shared_calls") or {})
    return shared


def paint(messages: Sequence[StoredMessage], flow: Flow, lookup: ResultLookup) -> None:
    results = _results(messages, lookup)
    shared = _shared_calls(messages)
    for message in messages:
        if message.role == "user":
            flow.built(message.id, flow.add_user(message.content))
        elif message.role == "assistant" and message.tool_calls_json:
            if message.content or message.reasoning:
                view = flow.add_view()
                view.settle_round(message.content, message.reasoning, message.reasoning_seconds)
                flow.built(message.id, view)
            for place, call in enumerate(json.loads(message.tool_calls_json)):
                result = results.get((message.id, place))
                card = ToolCard(
                    call["id"],
                    call["name"],
                    call.get("arguments") or {},
                    state=_state_of(result),
                    action=result.tool_action if result else None,
                    intent=Intent.from_json(result.tool_intent_json) if result else None,
                    approval=_approval(result),
                    result=result.content if result else "",
                    generation_id=message.generation_id,
                )
                if other := shared.get(shared_key(message.generation_id or "", call["id"])):
                    card.set_shared(other)
                flow.add_card(card)
        elif message.role == "assistant":
            view = flow.add_view()
            _paint_answer(message, view)
            flow.built(message.id, view)


def _paint_answer(message: StoredMessage, view: MessageView) -> None:
    """Painted as it ended: an answer cut at the length limit stays incomplete, with Continue.
    Answers stored before outcomes were kept count as completed."""
    outcome = TurnOutcome.stored(message.outcome, message.outcome_code)
    if message.draft and message.outcome is None:  # a checkpoint: the app stopped meanwhile
        outcome = TurnOutcome(TurnStatus.TRUNCATED, AgentStop.INTERRUPTED)
    stats = json.loads(message.stats_json) if message.stats_json else None
    view.finish(
        outcome,
        message.content,
        message.reasoning,
        stats=stats,
        quiet=True,
        thought=message.reasoning_seconds,
    )
    show_origin(view, view.answer, stats, written_at=message.created_at)


def add_interrupted(
    page: Sequence[StoredMessage], interrupted: list[str], add_view: Callable[[], MessageView]
) -> None:
    """Views for the turns (generation ids) the app stopped in the middle of, with nothing
    stored to show for them; a checkpoint's draft (in ``page``) already shows its text with
    the same marks."""
    drafted = {m.generation_id for m in page if m.draft}
    for generation_id in interrupted:
        if generation_id not in drafted:
            add_view().finish(TurnOutcome(TurnStatus.TRUNCATED, AgentStop.INTERRUPTED), "", "")
