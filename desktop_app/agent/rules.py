"""The agent's side of permission rules: which rule (if any) lets a call act without asking,
which narrow rules the question may offer for a call, and a rule in words.

A rule is loaded, checked (``rule_limits.problem``) and only then compared; a row that fails
the check (edited by hand to admit ``/``, say) is refused with the reason and allows nothing.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from desktop_app.agent import rule_limits
from desktop_app.agent.tools import ToolContext
from desktop_app.store.actions.rules import LimitKind, Rule, RuleStore

log = logging.getLogger(__name__)

HOUR = 3600.0


class Offer(StrEnum):
    """The narrow permissions the question can offer, as its answers (``Decision`` values)."""

    FOLDER_FOR_AN_HOUR = "allow_folder_for_an_hour"
    HOST_FOR_AN_HOUR = "allow_host_for_an_hour"
    PROGRAM_IN_CONVERSATION = "allow_program_in_conversation"


@dataclass(frozen=True, slots=True)
class RuleOffer:
    offer: Offer
    kind: LimitKind
    value: str  # normalised, as the rule will hold it
    shown: str  # as the person reads it: "notes/", "example.com", "git"


def offers_for(tool: str, arguments: dict[str, Any], context: ToolContext) -> tuple[RuleOffer, ...]:
    """The narrow rules that would cover this call (none for other tools, or when the call's
    folder is the workspace itself: that is no narrower than the tool)."""
    kind = rule_limits.TOOL_LIMITS.get(tool)
    seen = rule_limits.touched(tool, arguments, context) if kind is not None else None
    if kind is None or not seen:
        return ()
    if kind is LimitKind.PATH:
        root = os.path.realpath(context.workspace)
        folder = seen if tool == "list_directory" else os.path.dirname(seen)
        if folder == root or not folder.startswith(root.rstrip(os.sep) + os.sep):
            return ()
        shown = os.path.relpath(folder, root).replace(os.sep, "/") + "/"
        return (RuleOffer(Offer.FOLDER_FOR_AN_HOUR, kind, folder, shown),)
    if kind is LimitKind.HOST:
        return (RuleOffer(Offer.HOST_FOR_AN_HOUR, kind, seen, seen),)
    name = rule_limits.program_name(seen)
    if rule_limits.problem(kind, seen) is not None:
        return ()  # a shell or the like: never offered
    return (RuleOffer(Offer.PROGRAM_IN_CONVERSATION, kind, seen, name),)


class RuleBook:
    """Rules as the agent uses them: loaded from the store, checked, matched."""

    def __init__(self, store: RuleStore) -> None:
        self.store = store

    def sound(self, tool: str | None = None) -> tuple[list[Rule], list[str]]:
        """The live rules that may be used, and a sentence for each refused one."""
        usable, refused = [], []
        for rule, reason in self.judged(tool):
            if reason is None:
                usable.append(rule)
            else:
                refused.append(f"Permission rule {rule.id} ({rule.tool}) is not used: {reason}.")
        return usable, refused

    def judged(self, tool: str | None = None) -> list[tuple[Rule, str | None]]:
        """Each live rule with why it is refused (None: it is used), oldest first."""
        return [
            (rule, rule_limits.problem(rule.kind, rule.value)) for rule in self.store.live(tool)
        ]

    def match(
        self,
        scope: str,
        tool: str,
        arguments: dict[str, Any],
        context: ToolContext,
        conversation_id: str,
        *,
        leaves_machine: bool,
    ) -> Rule | None:
        """The oldest sound rule that covers this call here, or None: the person is asked.
        ``scope`` is the tool's grant scope (an MCP tool's names its definition)."""
        rules, refused = self.sound(scope)
        for sentence in refused:
            log.warning("%s", sentence)
        seen = rule_limits.touched(tool, arguments, context)
        for rule in rules:
            if rule.conversation_id not in (None, conversation_id):
                continue
            if fits(rule, tool, seen, leaves_machine=leaves_machine):
                return rule
        return None

    def still_fits(
        self, rule: Rule, tool: str, arguments: dict[str, Any], context: ToolContext
    ) -> bool:
        """Judged again right before the run: a link swapped in since no longer matches."""
        seen = rule_limits.touched(tool, arguments, context)
        return fits(rule, tool, seen, leaves_machine=False)

    def add_offer(self, offer: RuleOffer, scope: str, conversation_id: str) -> Rule:
        """The rule the person chose in the question."""
        if offer.offer is Offer.PROGRAM_IN_CONVERSATION:
            return self.store.add(
                tool=scope, kind=offer.kind, value=offer.value, conversation_id=conversation_id
            )
        return self.store.add(
            tool=scope, kind=offer.kind, value=offer.value, expires_at=self.store.now() + HOUR
        )


def fits(rule: Rule, tool: str, seen: str | None, *, leaves_machine: bool) -> bool:
    kind = LimitKind(rule.kind)
    expected = rule_limits.TOOL_LIMITS.get(tool, LimitKind.NONE)
    if kind is LimitKind.NONE:
        # No limit on the arguments: like a grant, a tool that may send data off the computer
        # is covered only within one conversation.
        return not leaves_machine or rule.conversation_id is not None
    return kind is expected and rule_limits.fits(kind, rule.value, seen)


def words(rule: Rule) -> str:
    """The rule in English (the ledger's record, ``arroyo activity``)."""
    limit = {
        LimitKind.PATH: lambda: f"files under {rule.value}",
        LimitKind.HOST: lambda: f"the host {rule.value}",
        LimitKind.PROGRAM: lambda: f"the program {rule.value}",
        LimitKind.NONE: lambda: "every call",
    }[LimitKind(rule.kind)]()
    parts = [f"rule {rule.id}: {rule.tool}, {limit}"]
    if rule.conversation_id is not None:
        parts.append("in one conversation")
    if rule.calls_left is not None:
        parts.append(f"{rule.calls_left} calls left")
    if rule.expires_at is not None:
        parts.append(f"until {datetime.fromtimestamp(rule.expires_at):%Y-%m-%d %H:%M}")
    if rule.until_quit is not None:
        parts.append("until Arroyo quits")
    return ", ".join(parts)
