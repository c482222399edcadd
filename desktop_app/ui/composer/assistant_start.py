"""Starting a conversation from an assistant: its system prompt, provider, model and parameters
are copied into the conversation's row, where they stay whatever becomes of the assistant."""

from __future__ import annotations

from desktop_app.config.assistants import Assistant
from desktop_app.session.chat_session import ChatSession
from desktop_app.store import worker
from desktop_app.ui.services import Services


async def apply_assistant(
    assistant: Assistant, session: ChatSession, services: Services
) -> str | None:
    """Writes the assistant's values on the database thread, in order with the session's other
    writes, and returns once they are stored. Returns the window's label of the assistant's
    provider (None: it names none, or one no longer set up; the window's stays, and so does
    the model, which would belong to another provider)."""
    conversation_id = session.conversation_id
    label = services.provider_label(assistant.provider_id) if assistant.provider_id else None
    writes = [
        worker.submit(
            services.conversations.set_system_prompt, conversation_id, assistant.system_prompt
        ),
        session.set_parameters(assistant.parameters),
    ]
    current = services.models.current() if services.models is not None else None
    if label is not None:
        writes.append(session.choose_model(assistant.provider_id, assistant.model))
    elif not assistant.provider_id and assistant.model and current is not None:
        writes.append(session.choose_model(current.id, assistant.model))
    for write in writes:
        await worker.settled(write)
    return label
