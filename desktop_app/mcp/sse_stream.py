"""An HTTP response body read as server-sent events, with the project's own SSE framing."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx

from desktop_app.wire.sse import SseEvent, SseParser


class SseReader:
    """Events of one response; remembers the last event id and the server's ``retry``
    across reconnections (the values a resumed stream starts from)."""

    def __init__(self, last_event_id: str | None = None, retry_ms: int | None = None) -> None:
        self.last_event_id = last_event_id
        self.retry_ms = retry_ms

    async def events(self, response: httpx.Response) -> AsyncIterator[SseEvent]:
        parser = SseParser()
        async for text in response.aiter_text():
            for event in parser.feed(text):
                self._remember(parser)
                yield event
            self._remember(parser)
        parser.finish()  # an event cut by the end of the body is not an event

    def _remember(self, parser: SseParser) -> None:
        if parser.last_event_id is not None:
            self.last_event_id = parser.last_event_id
        if parser.retry_ms is not None:
            self.retry_ms = parser.retry_ms
