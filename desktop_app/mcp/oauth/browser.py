"""The default "open this URL" for signing in outside the window: the system browser.

The window passes its own opener (``QDesktopServices.openUrl``) instead; tests pass one that
follows the redirect over HTTP. ``webbrowser.open`` can block while it starts a browser, so it
runs off the event loop.
"""

from __future__ import annotations

import asyncio
import webbrowser

from desktop_app.mcp.oauth.errors import OAuthError, SignInProblem


async def open_in_system_browser(url: str) -> None:
    opened = await asyncio.to_thread(webbrowser.open, url, 2)
    if not opened:
        # No browser could be started (a server, a bare terminal): nobody can sign in here.
        raise OAuthError(SignInProblem.SIGN_IN_NEEDED, "no browser")
