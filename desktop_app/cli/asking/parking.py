"""``arroyo ask --park`` and ``--resume``: a turn that pauses where a tool call needs a yes.

With ``--park`` nobody is asked: each call that needs a yes is kept in the parked calls
(``store.actions.parked``) with its validated arguments and the question's words, the
conversation is saved with the round that asked for them (its calls without results), and the
command exits with ``PARKED``, printing their ids. ``arroyo approvals`` answers them;
``--resume`` settles the round through the ledger (an approved call runs once, a denied one is
told to the model as a refusal), and the model goes on. A call still unanswered pauses the turn
again.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.loop import SessionResult
from desktop_app.errors import ArroyoError
from desktop_app.generation.outcome import AgentStop
from desktop_app.generation.prompt import Prompt
from desktop_app.locks import FileLock
from desktop_app.session.chat_session import ChatSession
from desktop_app.store import worker
from desktop_app.store.actions.ledger import idempotency_key
from desktop_app.store.actions.parked import ParkedCall, ParkedCalls, ParkedState
from desktop_app.store.database import Database
from desktop_app.wire.terminal_text import strip_control_sequences
from desktop_app.workspaces import INHERIT, WorkspaceChoice

PARKED = 3  # exit status: the turn waits for answers (``arroyo approvals``)
BUSY = 4  # exit status: another ``--resume`` of the conversation is under way
_NOTHING = 2  # exit status: the conversation has no paused turn

_DECISIONS = {ParkedState.APPROVED: Decision.ALLOW_ONCE, ParkedState.DENIED: Decision.DENY}


class NoResume(ArroyoError):
    """``--resume`` found nothing to go on with; the message says why."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class ParkingConfirmer:
    """Asks nobody: an answered call gets its answer, any other is parked (``Decision.PARK``)."""

    parked: ParkedCalls
    conversation_id: str
    waiting: list[ParkedCall] = field(default_factory=list)

    async def __call__(self, request: ConfirmationRequest) -> Decision:
        call = request.call
        key = idempotency_key(
            self.conversation_id, request.generation_id, call.call_id, call.canonical_arguments
        )
        row = await worker.run(
            self.parked.park,
            key=key,
            conversation_id=self.conversation_id,
            generation_id=request.generation_id,
            tool_call_id=call.call_id,
            tool=request.tool_name,
            arguments=call.canonical_arguments,
            description=request.description,
            details=request.details,
            intent_json=request.intent.to_json() if request.intent is not None else None,
            sends_off=request.sends_data_off_machine,
            read_only=request.read_only,
            workspace=request.workspace,
        )
        if row.state in _DECISIONS:
            return _DECISIONS[row.state]
        self.waiting.append(row)
        return Decision.PARK


def workspace_choice(
    given: Path | None, database: Database, resuming: bool, conversation: str | None
) -> WorkspaceChoice:
    """``--workspace`` as this turn's choice. A resumed turn without it works in the folder
    its calls were asked about (their paths were shown relative to it)."""
    if given is not None:
        return WorkspaceChoice.at(given.resolve())
    if resuming and conversation is not None:
        calls = ParkedCalls(database).of_conversation(conversation)
        folders = [Path(c.workspace) for c in calls if c.workspace and Path(c.workspace).is_dir()]
        if folders:
            return WorkspaceChoice.at(folders[-1])
    return INHERIT


def is_paused(prompt: Prompt) -> bool:
    """The conversation ends with a round whose calls have no results yet."""
    last = prompt.messages[-1] if prompt.messages else None
    return last is not None and last.role == "assistant" and bool(last.tool_calls)


async def resume(
    session: ChatSession, confirmer: ParkingConfirmer, database: Database
) -> SessionResult:
    """The paused turn goes on, one resume at a time per conversation (two at once would
    both write what the model says next; the ledger alone keeps the calls from running twice)."""
    conversation = session.conversation_id
    name = hashlib.sha256(conversation.encode()).hexdigest()[:16]
    try:
        with FileLock(database.path.parent / f".resume-{name}.lock", timeout=0):
            prompt = await session.history()
            if not is_paused(prompt):
                raise NoResume(
                    f"Conversation {conversation} has no paused turn to resume.", _NOTHING
                )
            return await session.run_turn(session.open_turn(confirmer), prompt)
    except TimeoutError:
        raise NoResume(
            f"Conversation {conversation} is being resumed by another command; nothing was run "
            "here.",
            BUSY,
        ) from None


def report(
    result: SessionResult, confirmer: ParkingConfirmer, out: TextIO, err: TextIO
) -> int | None:
    """A paused turn: its waiting calls' ids, one a line, and how to answer them; the exit
    status ``PARKED``. ``None`` when the turn did not pause."""
    if result.outcome.cause is not AgentStop.PARKED:
        return None
    for call in confirmer.waiting:
        out.write(call.key + "\n")
    out.flush()
    count = len(confirmer.waiting)
    err.write(
        f"{count} tool call{'s' * (count != 1)} wait{'s' * (count == 1)} for your approval: "
        "answer with `arroyo approvals approve ID` or `arroyo approvals deny ID` "
        "(`arroyo approvals list` shows them), then go on with "
        f"`arroyo ask --resume {strip_control_sequences(confirmer.conversation_id)}`.\n"
    )
    err.flush()
    return PARKED
