"""Opening a turn from the window: the loop, or the turn's view says why there is none (no
provider, no key). A key still being read is waited for, once."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.loop import AgentLoop
from desktop_app.session.chat_session import ChatSession
from desktop_app.ui.message_view import MessageView


async def open_turn(
    session: ChatSession, confirm: Confirmer, view: MessageView
) -> AgentLoop | None:
    """The loop for the turn; None when no provider can take it (the view says why). A key
    still being read is waited for, once."""
    for waited in (False, True):
        try:
            return session.open_turn(confirm)
        except ValueError as exc:
            ready: Callable[[], Awaitable[None]] | None = getattr(exc, "ready", None)
            if ready is not None and not waited:
                await ready()
                continue
            code, values = getattr(exc, "code", ""), getattr(exc, "values", ())
            view.finish(
                "failed",
                "",
                "",
                message="" if code else str(exc),
                needs_settings=True,
                code=code,
                code_values=values,
            )
            return None
    return None
