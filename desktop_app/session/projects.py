"""What a project gives its conversations, the same for the window and ``arroyo ask``: its
instructions before each one's own system prompt, and its defaults copied into a new one."""

from __future__ import annotations

from collections.abc import Sequence

from desktop_app.config.assistants import Assistant
from desktop_app.providers.parameters import Parameters
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.projects import Project, ProjectStore


def system_prompt(project: Project | None, own: str) -> str:
    """The project's instructions first (they frame the whole conversation), then the
    conversation's own system prompt; either may be empty."""
    instructions = project.instructions.strip() if project is not None else ""
    return "\n\n".join(part for part in (instructions, own.strip()) if part)


def start_in(
    conversations: ConversationStore,
    conversation_id: str,
    project: Project,
    assistants: Sequence[Assistant] = (),
    current_provider: str = "",
) -> None:
    """``conversation_id`` joins ``project`` and takes its defaults: its assistant's system
    prompt, provider, model and parameters, then the project's own model and parameters over
    them; a model named without a provider is ``current_provider``'s. Values are copied:
    editing the project later changes no conversation already begun."""
    ProjectStore(conversations.database).move((conversation_id,), project.id)
    assistant = next((a for a in assistants if a.name == project.assistant), None)
    provider, model = current_provider, ""
    parameters = Parameters()
    if assistant is not None:
        conversations.set_system_prompt(conversation_id, assistant.system_prompt)
        provider = assistant.provider_id or provider
        model, parameters = assistant.model, assistant.parameters
    if project.provider_id:
        provider = project.provider_id
    if project.model:
        model = project.model
    if project.parameters_json:
        parameters = parameters.overridden_by(Parameters.from_json(project.parameters_json))
    if provider and model:
        conversations.set_provider(conversation_id, provider, model)
    if parameters != Parameters():
        conversations.set_parameters(conversation_id, parameters.to_json())
