"""Whether a conversation's next message can be sent, and if not why, before anything is sent:
the window disables Send and says so; the composition root refuses such a turn all the same."""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.config.file import ProviderEntry
from desktop_app.errors import NotReady
from desktop_app.session.model_choices import chosen_model
from desktop_app.store.conversations import Conversation

NotReadyWhy = tuple[NotReady, tuple[str, ...]]


def why_not_ready(
    entry: ProviderEntry | None,
    conversation: Conversation | None,
    exists: Callable[[str], bool],
    shown_model: str | None = None,
) -> NotReadyWhy | None:
    """None when a message can go. ``entry``: the provider chosen in the window (None: none);
    ``exists`` says whether a provider id is still in the settings; ``shown_model``: the model
    the window shows for the conversation, when it shows one (it may have been typed)."""
    if entry is None:
        gone = conversation.provider_id if conversation is not None else None
        if gone and not exists(gone):
            return NotReady.PROVIDER_REMOVED, (gone,)
        return NotReady.NO_PROVIDER, ()
    model = shown_model.strip() if shown_model is not None else ""
    if not model and not chosen_model(entry, conversation):
        return NotReady.NO_MODEL, (entry.label,)
    return None
