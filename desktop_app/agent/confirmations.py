"""Asking the person before an action runs. Requests are built from validated calls only."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from desktop_app.agent.rules import Offer, RuleOffer, offers_for
from desktop_app.agent.tools import (
    FoldersShared,
    Intent,
    KnowsNoChange,
    PreviewsChanges,
    SharesFolders,
    StatesIntent,
    Tool,
    ToolContext,
    always_asks,
    sends_data_off_machine,
)
from desktop_app.generation.tool_validation import ValidatedToolCall


class Decision(StrEnum):
    DENY = "deny"  # the default, and what closing the question means
    ALLOW_ONCE = "allow_once"
    ALLOW_TOOL_IN_CONVERSATION = "allow_tool_in_conversation"
    # Nobody can answer now: the call waits for a later answer and the turn pauses at its
    # round (``arroyo ask --park``). Nothing runs.
    PARK = "park"
    # The narrow permissions (``agent.rules.Offer``): a rule made from the request's offer.
    ALLOW_FOLDER_FOR_AN_HOUR = Offer.FOLDER_FOR_AN_HOUR.value
    ALLOW_HOST_FOR_AN_HOUR = Offer.HOST_FOR_AN_HOUR.value
    ALLOW_PROGRAM_IN_CONVERSATION = Offer.PROGRAM_IN_CONVERSATION.value

    def offer(self) -> Offer | None:
        """The narrow permission this answer chose, if it chose one."""
        return Offer(self.value) if self.value in set(Offer) else None


@dataclass(frozen=True, slots=True)
class ConfirmationRequest:
    """What the person is asked about: the tool, what the tool says will happen, and the
    arguments as data. There is no field for the model's prose, by design."""

    call: ValidatedToolCall
    tool_name: str
    description: str
    arguments: tuple[tuple[str, Any], ...]
    read_only: bool
    details: str = ""  # e.g. a diff of the file that would change
    intent: Intent | None = None  # ``description`` as a code, when the tool gives one
    sends_data_off_machine: bool = False  # e.g. a fetch: its URL leaves this computer
    # An MCP tool: which folder its server was told about (its roots); None for other tools.
    folders_shared: FoldersShared | None = None
    workspace: str = ""  # the absolute folder a built-in tool's relative paths are in
    # An MCP tool: what its server says the tool does, one line (the server is in
    # ``folders_shared``).
    server_description: str = ""
    remote_name: str = ""  # the tool's name on its server, one line
    # The call would change nothing (a write of what the file already holds): it is not put
    # to the person at all, and the model is told so.
    unchanged: bool = False
    # A question about this one action only (an undo): no standing permission is offered.
    once_only: bool = False
    # The model round that asked for the call (set by the tool round): with the conversation
    # and the call, the intent's ledger key, which a parked call is kept under.
    generation_id: str = ""
    # The narrow permissions that would cover this call (files under its folder, its host,
    # its program), offered beside the broad ones unless ``once_only``.
    offers: tuple[RuleOffer, ...] = ()

    def offered(self, decision: Decision) -> RuleOffer | None:
        """The rule an answer chose, when this request offered it (never for once-only)."""
        chosen = decision.offer()
        if chosen is None or self.once_only:
            return None
        return next((offer for offer in self.offers if offer.offer is chosen), None)

    # Side by side: the model of the column that asks (each column's question names it).
    asked_for: str = ""

    @classmethod
    def for_call(
        cls, call: ValidatedToolCall, tool: Tool, context: ToolContext
    ) -> ConfirmationRequest:
        if not isinstance(call, ValidatedToolCall):  # the type is the gate
            raise TypeError("only a validated tool call can be put to the person")
        return cls(
            call=call,
            tool_name=tool.name,
            description=tool.describe(call.arguments, context),
            arguments=tuple(sorted(call.arguments.items())),
            read_only=tool.read_only,
            details=(
                tool.diff_preview(call.arguments, context)
                if isinstance(tool, PreviewsChanges)
                else ""
            ),
            intent=(
                tool.intent(call.arguments, context) if isinstance(tool, StatesIntent) else None
            ),
            sends_data_off_machine=sends_data_off_machine(tool),
            folders_shared=tool.folders_shared() if isinstance(tool, SharesFolders) else None,
            workspace=str(context.workspace),
            server_description=str(getattr(tool, "shown_description", "")),
            remote_name=str(getattr(tool, "shown_name", "")),
            unchanged=isinstance(tool, KnowsNoChange)
            and tool.changes_nothing(call.arguments, context),
            offers=offers_for(tool.name, call.arguments, context),
            once_only=always_asks(tool),  # remember: asked each time, no standing permission
        )


Confirmer = Callable[[ConfirmationRequest], Awaitable[Decision]]


async def deny_everything(request: ConfirmationRequest) -> Decision:
    """The confirmer when nobody can be asked (no terminal, no window): no means no."""
    return Decision.DENY
