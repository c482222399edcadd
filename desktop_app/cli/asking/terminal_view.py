"""What ``arroyo ask`` shows of a turn: the agent's events written to a terminal, redacted and
stripped of control sequences."""

from __future__ import annotations

from typing import TextIO

from desktop_app.agent.events import (
    AgentEvent,
    ReasoningDelta,
    SessionEnd,
    TextDelta,
    ToolExecutionEnd,
    ToolExecutionStart,
    ToolProgress,
    TurnEnd,
)
from desktop_app.generation.outcome import AgentStop, TurnOutcome, TurnStatus
from desktop_app.net.redaction import Redactor, StreamRedactor
from desktop_app.wire.terminal_text import ControlSequenceFilter, strip_control_sequences

DIM, RESET = "\x1b[2m", "\x1b[0m"


class TerminalView:
    """Writes the agent's events to a terminal. Every text is redacted against the keys in use,
    then stripped of control sequences; streamed text goes through one ``_ShownStream`` per
    channel, since a key or a sequence may be cut between two deltas. Only this view's own
    dimming reaches the terminal as escape sequences."""

    def __init__(self, out: TextIO, *, color: bool, secrets: tuple[str, ...] = ()) -> None:
        self.out = out
        self.color = color
        self.in_reasoning = False
        self.redact = Redactor(secrets)
        self._answer = _ShownStream(self.redact)
        self._reasoning = _ShownStream(self.redact)

    def _clean(self, text: str) -> str:
        return strip_control_sequences(self.redact(text))

    def __call__(self, event: AgentEvent) -> None:
        dim, reset = (DIM, RESET) if self.color else ("", "")
        match event:
            case ReasoningDelta(delta=delta):
                if not self.in_reasoning:
                    self.out.write(f"{dim}[reasoning] ")
                    self.in_reasoning = True
                self.out.write(f"{dim}{self._reasoning.feed(delta)}{reset}")
            case TextDelta(delta=delta):
                if self.in_reasoning:
                    self.out.write(f"{dim}{self._reasoning.finish()}{reset}\n\n")
                    self.in_reasoning = False
                self.out.write(self._answer.feed(delta))
            case ToolExecutionStart(description=description):
                self._end_streams()
                self.out.write(f"\n[tool] {self._clean(description)}\n")
            case ToolProgress(progress=done, total=total, message=message):
                of = f"/{total:g}" if total is not None else ""
                self.out.write(f"[tool] progress {done:g}{of} {self._clean(message)}\n")
            case ToolExecutionEnd(
                name=name, error=error, output=output, replayed=replayed, unknown=unknown
            ):
                note = " (recorded result, not run again)" if replayed else ""
                state = "outcome unknown" if unknown else "failed" if error else "done"
                shown = self._clean(output)[:200]
                self.out.write(f"[tool] {self._clean(name)} {state}{note}: {shown}\n")
            case TurnEnd(usage=usage):
                self._end_streams()
                if usage is None:
                    return
                self.out.write(
                    f"\n{dim}[tokens in {usage.input_tokens}, out {usage.output_tokens}]{reset}\n"
                )
            case SessionEnd(outcome=TurnOutcome(status=status, cause=cause, message=message)):
                self._end_streams()
                detail = f": {self._clean(message)}" if message else ""
                said = ENDINGS[cause] if isinstance(cause, AgentStop) else ENDINGS[status]
                self.out.write(f"\n[{status}: {said}{detail}]\n")
            case _:
                return
        self.out.flush()

    def _end_streams(self) -> None:
        """A turn's streamed text is over: what was held back is shown, and a sequence it left
        unfinished is dropped."""
        dim, reset = (DIM, RESET) if self.color else ("", "")
        reasoning = self._reasoning.finish()
        self.out.write(f"{dim}{reasoning}{reset}" if reasoning else "")
        self.out.write(self._answer.finish())


class _ShownStream:
    """One streamed channel on its way to the terminal: keys redacted (a key split across
    deltas is held back until it is known), then control sequences stripped."""

    def __init__(self, redact: Redactor) -> None:
        self._redactor = StreamRedactor(redact)
        self._filter = ControlSequenceFilter()

    def feed(self, delta: str) -> str:
        return self._filter.feed(self._redactor.feed(delta))

    def finish(self) -> str:
        return self._filter.feed(self._redactor.finish()) + self._filter.flush()


ENDINGS: dict[TurnStatus | AgentStop, str] = {
    TurnStatus.COMPLETED: "the answer is complete",
    TurnStatus.INCOMPLETE: "the model stopped early (length or filter); the answer is partial",
    TurnStatus.TRUNCATED: "the answer was cut off",
    TurnStatus.FAILED: "the provider reported an error",
    TurnStatus.CANCELLED: "stopped",
    AgentStop.MAX_TURNS: "too many model turns",
    AgentStop.INTERNAL_ERROR: "something went wrong inside Arroyo",
    AgentStop.INTERRUPTED: "the answer was interrupted",
    AgentStop.PARKED: "paused: tool calls are waiting for an approval",
}
