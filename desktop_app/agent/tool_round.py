"""The tool part of a model turn: each call the model asked for is answered, after asking the
person where needed, by running it once (through the ledger) or by saying why it did not run."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Awaitable, Callable

from desktop_app.agent.confirmations import ConfirmationRequest, Confirmer, Decision
from desktop_app.agent.events import EventBus, ToolExecutionEnd, ToolExecutionStart, ToolProgress
from desktop_app.agent.executor import Execution, ToolExecutor
from desktop_app.agent.rules import RuleBook, words
from desktop_app.agent.shared_calls import Seat
from desktop_app.agent.tools import (
    AsksOncePerConversation,
    Tool,
    ToolRegistry,
    always_asks,
    grant_scope,
    progress_sink,
    sends_data_off_machine,
)
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.generation.tool_validation import (
    InvalidToolCall,
    ValidatedToolCall,
    canonical_json,
)
from desktop_app.store import worker
from desktop_app.store.actions.grants import GrantScope, GrantStore
from desktop_app.store.actions.ledger import Approval, OperationStatus
from desktop_app.store.actions.rules import Rule, RuleSpentError
from desktop_app.store.generations import GenerationStore

DENIED = "The person declined this action. It did not run."
PARKED = "Waiting for the person's approval. It has not run."
NOT_RUN = "Not run: the person stopped the turn before this action's turn came."
NO_CHANGE = "Nothing was written: {path} already holds exactly this content. Nothing to do."
STOPPED = (
    "Stopped by the person while it ran: whether it took effect is not known. It was not run again."
)


class ToolRound:
    """Settles the tool calls of one assistant message into the tool messages that answer them."""

    def __init__(
        self,
        *,
        registry: ToolRegistry,
        executor: ToolExecutor,
        confirmer: Confirmer,
        grants: GrantStore,
        generations: GenerationStore,
        conversation_id: str,
        bus: EventBus,
        redact: Callable[[str], str],
        allow_read_only_without_asking: bool,
        rules: RuleBook | None = None,
    ) -> None:
        self.registry = registry
        self.executor = executor
        self.confirmer = confirmer
        self.grants = grants
        self.generations = generations
        self.conversation_id = conversation_id
        self.bus = bus
        self.redact = redact
        self.allow_read_only_without_asking = allow_read_only_without_asking
        self.rules = rules  # None: no permission rules (they are neither matched nor made)
        # The answers of the round being settled, as they come: a turn stopped midway keeps
        # them, and answers the calls left with NOT_RUN or STOPPED (``answer_the_rest``).
        self.answered: list[Message] = []
        self._verdicts: list[ValidatedToolCall | InvalidToolCall] = []
        self._stopped: str | None = None  # the call that was running when Stop came
        self._ran: dict[str, tuple[str, bool]] = {}  # call id -> output, is_error
        # Calls of the round left waiting for an answer (``Decision.PARK``): the turn pauses.
        self.parked: list[str] = []
        self.seat: Seat | None = None  # side by side: this column's place at the shared turn

    async def settle_calls(
        self, verdicts: list[ValidatedToolCall | InvalidToolCall], generation_id: str
    ) -> list[Message]:
        results = self.answered = []
        self._verdicts = verdicts
        self._ran = {}
        self._stopped = None
        self.parked = []
        settled: dict[tuple[str, str], tuple[str, bool]] = {}
        for verdict in verdicts:
            if isinstance(verdict, ValidatedToolCall):
                # The same call id twice in one message is a duplicated event, not a second
                # request: it is answered with the first one's result and runs once.
                intent = (verdict.call_id, verdict.canonical_arguments)
                if intent in settled:
                    output, is_error = settled[intent]
                    results.append(_answer(verdict, output, is_error))
                    continue
            if isinstance(verdict, InvalidToolCall):
                output, is_error = verdict.message_for_model(), True
                self.bus.emit(ToolExecutionEnd(verdict.call_id, verdict.name, output, True, 0.0))
            else:
                output, is_error = await self._settle(verdict, generation_id)
                settled[(verdict.call_id, verdict.canonical_arguments)] = (output, is_error)
            results.append(_answer(verdict, output, is_error))
        return results

    def answer_the_rest(self) -> list[Message]:
        """After Stop: the round's answers so far, then one for each call left: the call that
        was running is unknown (it may have acted), those after it did not run. Every call of
        the stored round has its answer, as every wire requires."""
        answered = {message.tool_call_id for message in self.answered}
        rest = []
        for verdict in self._verdicts:
            if verdict.call_id in answered:
                continue
            answered.add(verdict.call_id)
            if verdict.call_id in self._ran:  # it ran to its end just before the Stop
                output, is_error = self._ran[verdict.call_id]
                rest.append(_answer(verdict, output, is_error))
                continue
            output = STOPPED if verdict.call_id == self._stopped else NOT_RUN
            unknown = output is STOPPED
            self.bus.emit(
                ToolExecutionEnd(verdict.call_id, verdict.name, output, True, 0.0, unknown=unknown)
            )
            rest.append(_answer(verdict, output, True))
        return [*self.answered, *rest]

    async def finish_pending(self, prompt: Prompt) -> Prompt:
        """A session resumed after an interruption may end with tool calls that have no
        results yet. They are settled first, through the ledger, so what already ran is
        not run again."""
        if not prompt.messages:
            return prompt
        last = prompt.messages[-1]
        if last.role != "assistant" or not last.tool_calls or last.generation_id is None:
            return prompt
        verdicts: list[ValidatedToolCall | InvalidToolCall] = []
        for record in last.tool_calls:
            call = ToolCall(
                key=record.call_id,
                id=record.call_id,
                name=record.name,
                arguments_raw=canonical_json(record.arguments),
                arguments=record.arguments,
                valid_json=True,
                complete=True,
            )
            verdicts.append(self.registry.validate(call, fallback_id=record.call_id))
        results = await self.settle_calls(verdicts, last.generation_id)
        # Still waiting for an answer: the round stays as it was, without results.
        return prompt if self.parked else prompt.followed_by(*results)

    async def _settle(self, call: ValidatedToolCall, generation_id: str) -> tuple[str, bool]:
        tool = self.registry.tools[call.name]
        context = self.registry.context
        # Built off the event loop's thread: a diff preview reads and compares files.
        request = await asyncio.to_thread(ConfirmationRequest.for_call, call, tool, context)
        request = dataclasses.replace(request, generation_id=generation_id)
        already_done = await worker.run(
            self.executor.ledger.get,
            self.executor.key_for(
                call, conversation_id=self.conversation_id, generation_id=generation_id
            ),
        )
        asked_at = time.monotonic()
        # A call already in the ledger was allowed then; its row keeps why (nothing runs again).
        approval = Approval.ASKED
        shared = self.seat is not None and self.seat.shares(tool, call)
        if already_done is None and request.unchanged and request.intent is not None and not shared:
            # Nothing would change: nothing to ask and nothing to run; the card and the model
            # are told so. (Not when another column ran the same call: that run is why nothing
            # would change, and each column is asked, then shares it.)
            output = NO_CHANGE.format(path=dict(request.intent.values).get("path", ""))
            self.bus.emit(
                ToolExecutionStart(call.call_id, call.name, request.description, request.intent)
            )
            self.bus.emit(ToolExecutionEnd(call.call_id, call.name, output, False, 0.0))
            return output, False
        rule: Rule | None = None
        if already_done is None:
            standing = await worker.run(self._allowed_without_asking, tool, call)
            if standing is not None:
                approval, rule = standing
            else:
                answer = await self._ask(request, tool)
                if answer is Decision.PARK:
                    self.parked.append(call.call_id)
                    return PARKED, True
                if answer is Decision.DENY:
                    self.bus.emit(ToolExecutionEnd(call.call_id, call.name, DENIED, True, 0.0))
                    return DENIED, True
        confirmed_at = time.monotonic()
        self.bus.emit(
            ToolExecutionStart(
                call.call_id, call.name, request.description, request.intent, approval
            )
        )

        def report(done: float, total: float | None, message: str | None) -> None:
            self.bus.emit(ToolProgress(call.call_id, call.name, done, total, message or ""))

        reporting = progress_sink.set(report)
        runs_before = self.executor.runs
        try:
            try:
                execution = await self._run(tool, call, generation_id, approval, rule)
            except RuleSpentError:
                # Used up, expired or revoked since it matched: nothing ran; the person decides.
                answer = await self._ask(request, tool)
                if answer is Decision.PARK:
                    self.parked.append(call.call_id)
                    return PARKED, True
                if answer is Decision.DENY:
                    self.bus.emit(ToolExecutionEnd(call.call_id, call.name, DENIED, True, 0.0))
                    return DENIED, True
                execution = await self._run(tool, call, generation_id, Approval.ASKED, None)
        except asyncio.CancelledError:
            if self.executor.runs > runs_before:  # the tool had begun: it may have acted
                self._stopped = call.call_id
            raise
        finally:
            progress_sink.reset(reporting)
        # Kept at once: a Stop from here on answers this call with what it did (``_ran``).
        self._ran[call.call_id] = (execution.output, execution.is_error)
        self.bus.emit(
            ToolExecutionEnd(
                call.call_id,
                call.name,
                self.redact(execution.output),
                execution.is_error,
                execution.duration,
                execution.replayed,
                unknown=execution.status is OperationStatus.UNKNOWN,
            )
        )
        await worker.run(
            self.generations.record_telemetry,
            generation_id,
            time_to_confirmation=confirmed_at - asked_at,
            time_to_execution=time.monotonic() - confirmed_at,
        )
        return execution.output, execution.is_error

    async def _ask(self, request: ConfirmationRequest, tool: Tool) -> Decision:
        """Puts the question; keeps the standing permission an answer chose. Says ALLOW_ONCE
        for any yes, PARK when the call waits for a later answer, DENY otherwise."""
        decision = await self.confirmer(request)
        if decision is Decision.PARK:
            return decision
        offer = request.offered(decision)
        if offer is not None:
            book = self.rules
            if book is not None:
                await worker.run(book.add_offer, offer, grant_scope(tool), self.conversation_id)
            return Decision.ALLOW_ONCE
        once_for_all = isinstance(tool, AsksOncePerConversation) and decision is Decision.ALLOW_ONCE
        in_conversation = decision is Decision.ALLOW_TOOL_IN_CONVERSATION and not request.once_only
        if in_conversation or once_for_all:
            await worker.run(self.grants.grant, grant_scope(tool), self.conversation_id)
        allowed = decision in (Decision.ALLOW_ONCE, Decision.ALLOW_TOOL_IN_CONVERSATION)
        return Decision.ALLOW_ONCE if allowed else Decision.DENY

    async def _run(
        self,
        tool: Tool,
        call: ValidatedToolCall,
        generation_id: str,
        approval: Approval,
        rule: Rule | None,
    ) -> Execution:
        def execute() -> Awaitable[Execution]:
            return self._execute(call, generation_id, approval, rule)

        if self.seat is None:
            return await execute()
        # Side by side: an identical call of another column runs once for both.
        execution, _ = await self.seat.run_once(tool, call, execute)
        return execution

    async def _execute(
        self, call: ValidatedToolCall, generation_id: str, approval: Approval, rule: Rule | None
    ) -> Execution:
        book = self.rules
        context = self.registry.context
        recheck = (
            (lambda: book.still_fits(rule, call.name, call.arguments, context))
            if rule is not None and book is not None
            else None
        )
        return await self.executor.execute(
            call,
            conversation_id=self.conversation_id,
            generation_id=generation_id,
            approval=approval,
            rule=(rule.id, words(rule)) if rule is not None else None,
            recheck=recheck,
        )

    def _allowed_without_asking(
        self, tool: Tool, call: ValidatedToolCall
    ) -> tuple[Approval, Rule | None] | None:
        """Why the tool may act without a question here, or None: the person is asked.

        "Run without asking" (a grant in every conversation, or ``arroyo ask
        --allow-read-only`` for what only looks at this computer) never covers a tool that may
        carry data off the computer, whatever the database holds: a fetch changes nothing here,
        yet its URL can carry what was read to anyone. Only a permission the person gave in
        this conversation, from the question itself, lets such a tool skip asking. A tool
        that always asks (remember) is asked about whatever the database holds.
        """
        if always_asks(tool):
            return None
        stays_here = not sends_data_off_machine(tool)
        if stays_here and isinstance(tool, AsksOncePerConversation) and tool.needs_no_question():
            return Approval.SETTING, None
        if stays_here and tool.read_only and self.allow_read_only_without_asking:
            return Approval.SETTING, None
        scopes = self.grants.scopes(grant_scope(tool), self.conversation_id)
        if stays_here and GrantScope.EVERY_CONVERSATION in scopes:
            return Approval.SETTING, None
        if GrantScope.THIS_CONVERSATION in scopes:
            return Approval.CONVERSATION, None
        # A rule is narrower than any of the above: it covers this call's folder, host or
        # program only, judged on the call after normalisation (``agent.rule_limits``).
        rule = (
            self.rules.match(
                grant_scope(tool),
                call.name,
                call.arguments,
                self.registry.context,
                self.conversation_id,
                leaves_machine=not stays_here,
            )
            if self.rules is not None
            else None
        )
        return (Approval.RULE, rule) if rule is not None else None


def _answer(verdict: ValidatedToolCall | InvalidToolCall, output: str, is_error: bool) -> Message:
    """The tool message that answers ``verdict``'s call."""
    return Message(
        "tool", output, tool_call_id=verdict.call_id, tool_name=verdict.name, is_error=is_error
    )
