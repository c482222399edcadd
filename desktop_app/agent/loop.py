"""The agent loop: call the model, stream, validate, ask, execute, feed results back."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.events import (
    AssistantMessage,
    DraftCleared,
    EventBus,
    ReasoningDelta,
    RetryWait,
    SessionEnd,
    TextDelta,
    TurnEnd,
    TurnPhase,
    TurnStart,
)
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.rules import RuleBook
from desktop_app.agent.shared_calls import Seat
from desktop_app.agent.tool_round import DENIED, ToolRound
from desktop_app.agent.tools import ToolRegistry
from desktop_app.generation.assembler import AssembledTurn
from desktop_app.generation.channels import Channel, joined
from desktop_app.generation.limits import SizeLimits
from desktop_app.generation.outcome import AgentStop, TurnEnding, TurnOutcome, TurnStatus
from desktop_app.generation.prompt import Message, Prompt, ToolCallRecord, ToolDeclaration
from desktop_app.generation.states import GenerationEvent
from desktop_app.generation.tool_validation import ValidatedToolCall, arguments_as_sent
from desktop_app.net.deadlines import TimeLimits
from desktop_app.net.errors import scrub
from desktop_app.net.inspection import Inspector, RunRecording
from desktop_app.net.redaction import Redactor
from desktop_app.net.transports import Transport
from desktop_app.net.turn import (
    ContentUpdated,
    PhaseChanged,
    RetryScheduled,
    TurnEvent,
    TurnRunner,
)
from desktop_app.net.turn import DraftCleared as TurnDraftCleared
from desktop_app.providers.requests import Endpoint, stream_request
from desktop_app.store import worker
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.rules import RuleStore
from desktop_app.store.generations import GenerationStore

log = logging.getLogger(__name__)

__all__ = ["DENIED", "PARKED", "AgentLoop", "SessionResult"]

_STATUS_EVENTS = {
    TurnStatus.COMPLETED: GenerationEvent.TERMINAL,
    TurnStatus.INCOMPLETE: GenerationEvent.CUT_SHORT,
    TurnStatus.TRUNCATED: GenerationEvent.FAIL,
    TurnStatus.FAILED: GenerationEvent.FAIL,
    TurnStatus.CANCELLED: GenerationEvent.CANCEL,
}

# A turn that ended so lets the loop go on to the tools it asked for; any other ends the session.
_GOES_ON = frozenset({TurnStatus.COMPLETED, TurnStatus.INCOMPLETE})


@dataclass(frozen=True, slots=True)
class SessionResult:
    outcome: TurnOutcome
    prompt: Prompt  # the conversation including this session's messages
    last_turn: AssembledTurn | None


# A turn the person stopped, wherever it was (a request, a tool, a store write).
_STOPPED = TurnOutcome(TurnStatus.CANCELLED, TurnEnding.CANCELLED)
# A turn paused at a round whose calls wait for the person's answer: the round is kept without
# results, and a later run settles it first (``ToolRound.finish_pending``).
PARKED = TurnOutcome(TurnStatus.COMPLETED, AgentStop.PARKED)


class AgentLoop:
    def __init__(
        self,
        *,
        endpoint: Endpoint,
        transport: Transport,
        registry: ToolRegistry,
        executor: ToolExecutor,
        confirmer: Confirmer,
        grants: GrantStore,
        generations: GenerationStore,
        conversation_id: str,
        bus: EventBus | None = None,
        max_turns: int = 8,
        allow_read_only_without_asking: bool = False,
        runner_factory: Callable[[], TurnRunner] | None = None,
        size_limits: SizeLimits | None = None,
        time_limits: TimeLimits | None = None,
        system_note: str = "",
        rules: RuleBook | None = None,
    ) -> None:
        self.endpoint = endpoint
        self.system_note = system_note  # said after the system prompt (file tools turned off)
        # For a model without tools: the question -> passages of the person's files (blocking).
        self.prompt_passages: Callable[[str], str] | None = None
        self.transport = transport
        self.registry = registry
        self.executor = executor
        self.confirmer = confirmer
        self.grants = grants
        # The person's permission rules live beside their grants (one database).
        self.rules = rules or RuleBook(RuleStore(grants.database))
        self.generations = generations
        self.conversation_id = conversation_id
        self.bus = bus or EventBus()
        self.max_turns = max_turns
        self._runner_factory = runner_factory or (
            lambda: TurnRunner(
                self.transport,
                wire=self.endpoint.wire,
                size_limits=size_limits,
                time_limits=time_limits,
            )
        )
        self._runner: TurnRunner | None = None
        # While the person has inspection on, each model turn's request and stream are kept
        # there (in memory), under the answer this run writes.
        self.inspector: Inspector | None = None
        self.recording: RunRecording | None = None  # the last run's, when inspection was on
        self._task: asyncio.Task | None = None
        self._aborted = False
        self._last_outcome: TurnOutcome | None = None
        self._generation_id: str | None = None  # the turn under way, to fail if the loop breaks
        # The history up to a round whose tool calls are being settled: Stop keeps that round,
        # each call answered (``ToolRound.answer_the_rest``), so it is stored and shown.
        self._settling: Prompt | None = None
        # What is shown of a tool's result never holds the provider's key (a file it read, a
        # command's output); the model gets the result as it is. A window redacts the streamed
        # text with it too (the key stays here).
        self.redact = Redactor((endpoint.api_key,) if endpoint.api_key else ())
        self._tools = ToolRound(
            registry=registry,
            executor=executor,
            confirmer=confirmer,
            grants=grants,
            generations=generations,
            conversation_id=conversation_id,
            bus=self.bus,
            redact=self.redact,
            allow_read_only_without_asking=allow_read_only_without_asking,
            rules=self.rules,
        )

    def share_calls(self, seat: Seat) -> None:
        """Side by side: identical tool calls of this loop and the other columns' run once."""
        self._tools.seat = seat

    @property
    def allow_read_only_without_asking(self) -> bool:
        """Listing and reading files without a question (held by the tool round that asks)."""
        return self._tools.allow_read_only_without_asking

    @allow_read_only_without_asking.setter
    def allow_read_only_without_asking(self, allowed: bool) -> None:
        self._tools.allow_read_only_without_asking = allowed

    def on(self, listener):
        return self.bus.on(listener)

    def abort(self) -> None:
        """Stop everything now: the request, or the tool that is running."""
        self._aborted = True
        if self._runner is not None:
            self._runner.stop()
        if self._task is not None and not self._task.done():
            self._task.cancel()

    async def run(self, prompt: Prompt) -> SessionResult:
        self._task = asyncio.current_task()
        last: AssembledTurn | None = None
        self.recording = self.inspector.start_run() if self.inspector is not None else None
        try:
            prompt = await self._with_passages(self._with_tools(prompt))
            prompt = await self._tools.finish_pending(prompt)
            if self._tools.parked:
                return self._end(PARKED, prompt, None)
            for turn in range(1, self.max_turns + 1):
                if self._aborted:
                    return self._end(_STOPPED, prompt, last)
                last, prompt, more = await self._one_turn(turn, prompt)
                outcome = self._last_outcome or TurnOutcome(last.status)
                if not more or outcome.status not in _GOES_ON:
                    return self._end(outcome, prompt, last)
            stopped = f"stopped after {self.max_turns} model turns"
            usage = last.usage if last else None
            return self._end(
                TurnOutcome(TurnStatus.FAILED, AgentStop.MAX_TURNS, stopped, usage), prompt, last
            )
        except asyncio.CancelledError:
            if not self._aborted:
                raise
            current = asyncio.current_task()
            if current is not None:
                current.uncancel()
            if self._settling is not None:
                prompt = self._settling.followed_by(*self._tools.answer_the_rest())
            # Stopped wherever it was (a request, a tool, a store write): ended as cancelled.
            return self._end(_STOPPED, prompt, None)
        except Exception as exc:
            # A store, a tool or a confirmer that raised something unforeseen: the turn ends
            # with an error the window shows, never one left "streaming" forever.
            detail = scrub(f"{type(exc).__name__}: {exc}", self._secrets())
            # Where it broke, but not the exception's own text unscrubbed (it may hold a key).
            where = "".join(traceback.format_tb(exc.__traceback__))
            log.error("the agent loop broke: %s\n%s", detail, where)
            self._fail_generation()
            self._runner = None  # its transport ended with the exception: nothing to stop
            failed = TurnOutcome(TurnStatus.FAILED, AgentStop.INTERNAL_ERROR, detail)
            return self._end(failed, prompt, last)

    def _secrets(self) -> tuple[str, ...]:
        key = self.endpoint.api_key
        return (key,) if key else ()

    def _fail_generation(self) -> None:
        generation_id, self._generation_id = self._generation_id, None
        if generation_id is None:
            return
        try:
            self.generations.apply(generation_id, GenerationEvent.FAIL)
        except Exception:
            log.warning("could not mark generation %s as failed", generation_id, exc_info=True)

    # -- one model turn ------------------------------------------------------------------------

    async def _one_turn(self, turn: int, prompt: Prompt) -> tuple[AssembledTurn, Prompt, bool]:
        generation_id = await worker.run(
            self.generations.create,
            self.conversation_id,
            settings={
                "wire": self.endpoint.wire,
                "model": self.endpoint.model,
                "base_url": self.endpoint.root,
            },
        )
        self._generation_id = generation_id
        self.bus.emit(TurnStart(turn, generation_id))
        runner = self._runner = self._runner_factory()
        if self.recording is not None:
            assert self.inspector is not None  # a recording is only made by it
            runner.recording = self.inspector.turn(self.recording, generation_id)
        first_fragment: concurrent.futures.Future[object] | None = None

        def on_turn_event(event: TurnEvent) -> None:
            nonlocal first_fragment
            if isinstance(event, PhaseChanged):
                self.bus.emit(TurnPhase(event.phase))
            elif isinstance(event, RetryScheduled):
                coming = event.attempt + 1  # the event names the attempt that failed
                of = runner.retry.max_attempts
                self.bus.emit(RetryWait(coming, of, event.delay, event.error.kind))
            elif isinstance(event, TurnDraftCleared):
                self.bus.emit(DraftCleared())
            elif isinstance(event, ContentUpdated):
                if first_fragment is None:
                    # A callback cannot await; the database thread still runs it before the
                    # writes that follow, and its failure is raised once the stream is over.
                    first_fragment = worker.submit(
                        self.generations.apply, generation_id, GenerationEvent.FRAGMENT
                    )
                emit = self.bus.emit
                # Thousands a second, read a few dozen at a time: each read's run of one
                # channel is one delta, so every listener runs once per read, not per event.
                for update in joined(event.updates):
                    channel = update.source.channel
                    if channel is Channel.ANSWER:
                        emit(TextDelta(update))
                    elif channel is Channel.REASONING:
                        emit(ReasoningDelta(update))

        request = stream_request(self.endpoint, prompt)
        result = await runner.run(request, on_turn_event)
        self._runner = None
        self._last_outcome = result.outcome
        if first_fragment is not None:
            await worker.settled(first_fragment)
        assembled = result.turn
        await worker.run(self.generations.bind_response, generation_id, assembled.response_id)
        await worker.run(self.generations.apply, generation_id, _STATUS_EVENTS[assembled.status])
        self._generation_id = None  # settled: what follows (tools) no longer fails it
        await worker.run(
            self.generations.record_telemetry,
            generation_id,
            time_to_first_fragment=result.timings.get("first_fragment"),
            time_to_terminal=result.timings.get("body_end"),
            ending=result.ending.value,
            stop_reason=assembled.stop_reason.value if assembled.stop_reason else None,
            raw_stop_reason=assembled.raw_stop_reason,
            invalid_utf8=assembled.invalid_utf8,
        )
        self.bus.emit(TurnEnd(turn, assembled.status, assembled.usage))
        if assembled.status is not TurnStatus.COMPLETED:
            # Cut short, truncated, failed or cancelled: nothing of it becomes history or runs.
            if assembled.status is TurnStatus.INCOMPLETE:
                prompt = prompt.followed_by(
                    Message("assistant", assembled.answer, generation_id=generation_id)
                )
            return assembled, prompt, False

        started = time.monotonic()
        verdicts = [
            self.registry.validate(call, fallback_id=f"{generation_id}:{index}")
            for index, call in enumerate(assembled.tool_calls)
        ]
        await worker.run(self.generations.apply, generation_id, GenerationEvent.VALIDATE)
        await worker.run(
            self.generations.record_telemetry,
            generation_id,
            time_to_validation=time.monotonic() - started,
        )
        records = tuple(
            ToolCallRecord(v.call_id, v.name, v.arguments, call.signature)
            if isinstance(v, ValidatedToolCall)
            else ToolCallRecord(v.call_id, v.name, arguments_as_sent(call), call.signature)
            for v, call in zip(verdicts, assembled.tool_calls)
        )
        assistant = Message(
            "assistant", assembled.answer, tool_calls=records, generation_id=generation_id
        )
        self.bus.emit(
            AssistantMessage(
                assembled.answer,
                assembled.reasoning,
                tuple(
                    {
                        "id": r.call_id,
                        "name": r.name,
                        "arguments": r.arguments,
                        "valid": isinstance(v, ValidatedToolCall),
                    }
                    for r, v in zip(records, verdicts)
                ),
                generation_id,
            )
        )
        await worker.run(self.generations.apply, generation_id, GenerationEvent.CONFIRM)
        prompt = prompt.followed_by(assistant)
        if not verdicts:
            return assembled, prompt, False
        self._settling = prompt
        results = await self._tools.settle_calls(verdicts, generation_id)
        self._settling = None
        if self._tools.parked:
            self._last_outcome = PARKED
            return assembled, prompt, False
        if any(not r.is_error for r in results):
            await worker.run(self.generations.apply, generation_id, GenerationEvent.EXECUTE)
        return assembled, prompt.followed_by(*results), True

    async def _with_passages(self, prompt: Prompt) -> Prompt:
        last = prompt.messages[-1] if prompt.messages else None
        if self.prompt_passages is None or last is None or last.role != "user":
            return prompt
        note = await asyncio.to_thread(self.prompt_passages, last.text)
        if not note:
            return prompt
        system = f"{prompt.system}\n\n{note}" if prompt.system else note
        return Prompt(messages=prompt.messages, system=system, tools=prompt.tools)

    def _with_tools(self, prompt: Prompt) -> Prompt:
        declarations = tuple(
            ToolDeclaration(d["name"], d["description"], d["parameters"])
            for d in self.registry.declarations()
        )
        system = prompt.system
        if self.system_note:
            system = f"{system}\n\n{self.system_note}" if system else self.system_note
        return Prompt(messages=prompt.messages, system=system, tools=declarations)

    def _end(
        self, outcome: TurnOutcome, prompt: Prompt, last: AssembledTurn | None
    ) -> SessionResult:
        self.bus.emit(SessionEnd(outcome))
        return SessionResult(outcome, prompt, last)
