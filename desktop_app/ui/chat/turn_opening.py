"""Opening a turn from the window: the loop, or the turn's view says why there is none (no
provider, no key, parameters the model is known to refuse). A key still being read is waited
for, once."""

from __future__ import annotations

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.loop import AgentLoop
from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.providers.parameter_checks import ParametersRefused
from desktop_app.session.chat_session import ChatSession
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.services import ProviderNotReady


async def open_turn(
    session: ChatSession, confirm: Confirmer, view: MessageView
) -> AgentLoop | None:
    """The loop for the turn; None when no provider can take it (the view says why). A key
    still being read is waited for, once."""
    for waited in (False, True):
        try:
            return session.open_turn(confirm)
        except ProviderNotReady as exc:
            if exc.ready is not None and not waited:  # e.g. the key is still being read
                await exc.ready()
                continue
            failed = TurnOutcome(TurnStatus.FAILED, exc.kind)
            view.finish(failed, "", "", needs_settings=True, code_values=exc.values)
            return None
        except ParametersRefused as exc:  # the way out is the conversation's parameters
            failed = TurnOutcome(TurnStatus.FAILED, exc.kind)
            view.finish(failed, "", "", code_values=exc.values)
            return None
        except ValueError as exc:  # the provider's settings cannot be used as they are
            failed = TurnOutcome(TurnStatus.FAILED, message=str(exc))
            view.finish(failed, "", "", needs_settings=True)
            return None
    return None
