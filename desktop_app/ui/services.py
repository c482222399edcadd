"""What the window needs from the rest of the app, handed over by the composition root."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.loop import AgentLoop
from desktop_app.config.memory import MemoryChoice
from desktop_app.errors import ArroyoError, NotReady
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.names import Wire
from desktop_app.net.inspection import Inspector
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.generations import GenerationStore

if TYPE_CHECKING:
    from desktop_app.config.assistants import Assistant
    from desktop_app.config.settings import ProviderSettings
    from desktop_app.session.model_choices import ModelChoices
    from desktop_app.session.side_by_side import ModelChoice
    from desktop_app.session.workspace import Workspaces


class ProviderNotReady(ArroyoError, ValueError):
    """No provider can take a turn. ``kind`` says why, in words the window chooses
    (``desktop_app.ui.problems``); ``values`` fill its placeholders.
    ``ready``, when given, returns once it may be ready (a key still being read): a send waits
    for it and tries once more."""

    def __init__(
        self, kind: NotReady, *values: object, ready: Callable[[], Awaitable[None]] | None = None
    ) -> None:
        super().__init__(kind.value)
        self.kind: NotReady = kind
        self.values = values
        self.ready = ready


@dataclass(slots=True)
class Services:
    conversations: ConversationStore
    generations: GenerationStore
    # Builds the agent loop for one turn of a conversation, with the current provider choice.
    # Raises ProviderNotReady (a ValueError) when no provider is usable.
    make_loop: Callable[[str, Confirmer], AgentLoop]
    provider_names: Callable[[], list[str]]
    choose_provider: Callable[[str], None]
    open_settings: Callable[[], None]
    # A side-by-side column's loop: the conversation, the column's model, its confirmer.
    make_column_loop: Callable[[str, ModelChoice, Confirmer], AgentLoop] | None = None
    display_policy: Callable[[], DisplayPolicy] = lambda: DisplayPolicy.WORDS
    # The providers' keys the app holds: an export takes them out of what it writes.
    keys_in_use: Callable[[], list[str]] = lambda: []
    # The requests and streams recorded while the person has inspection on (View menu).
    inspector: Inspector = field(default_factory=Inspector)
    # The operation ledger: a tool card whose outcome was unknown shows how the person settled
    # it (Mark as done, Run again). None: those are not offered.
    ledger: OperationLedger | None = None
    # The wire and model a conversation's next turn goes to, when known: attachments a model
    # is known not to read are refused before anything is sent.
    model_of_turn: Callable[[str], tuple[Wire, str] | None] = lambda conversation_id: None
    # The current provider's models, what is known of each, and each turn's endpoint.
    models: ModelChoices | None = None
    # The assistants a new conversation may start from, as the settings hold them now.
    assistants: Callable[[], tuple[Assistant, ...]] = lambda: ()
    # The window's name (the provider list's label) of a settings entry; None: no such entry.
    provider_label: Callable[[str], str | None] = lambda provider_id: None
    # Whether the entry so labelled is the Demo: the first-start welcome says what the Demo is,
    # and names any other provider instead.
    is_demo: Callable[[str], bool] = lambda label: True
    # Why a conversation's next message cannot be sent now (the model shown for it given when
    # the window shows one); None: it can.
    send_blocker: Callable[[str, str | None], ProviderNotReady | None] = lambda cid, model: None
    # Each conversation's workspace folder (the composer's chip); None: no chip.
    workspaces: Workspaces | None = None
    # The settings file, for a backup to keep and a restore to add to; None: not offered.
    settings: ProviderSettings | None = None
    # The context window and output limit of the model a conversation's next turn goes to;
    # None: as the model listing and the curated table say (``ui.chat.context.page``).
    context_limits: Callable[[str], tuple[int | None, int | None]] | None = None

    def memory_choice(self) -> MemoryChoice:
        """The person's memory choice as the settings hold it now (off without settings)."""
        return self.settings.app.memory if self.settings is not None else MemoryChoice()
