"""HTTP answers of authorization servers, read with a byte cap before anything is parsed.

A metadata document, a registration answer or a token answer is a few kilobytes. The body is
read as it streams, and reading stops (the connection is closed) as soon as it passes the cap:
a server sending hundreds of megabytes, or an endless chunked body, costs at most the cap plus
one chunk. A declared ``Content-Length`` over the cap is refused before the first byte.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncGenerator
from dataclasses import dataclass
from typing import Any

import httpx

# Metadata is a few kilobytes; anything much larger is not a metadata document.
MAX_DOCUMENT_BYTES = 256 * 1024
# A registration or token answer holds a few identifiers and tokens.
MAX_ANSWER_BYTES = 64 * 1024


class Unread:
    """The body was not read: it was larger than the cap."""


TOO_LARGE = Unread()


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    # The parsed JSON; ``None`` when the body is not JSON; ``TOO_LARGE`` when it was over the cap.
    document: object


def _declared_length(response: httpx.Response) -> int | None:
    try:
        return int(response.headers["content-length"])
    except (KeyError, ValueError):
        return None


async def read_capped(response: httpx.Response, limit: int) -> bytes | None:
    """The body, or ``None`` as soon as it is known to be over ``limit`` bytes."""
    declared = _declared_length(response)
    if declared is not None and declared > limit:
        return None
    body = bytearray()
    # Closed explicitly: an async generator left to the garbage collector is finalised
    # outside the loop (see the event loop's asyncgen hooks).
    chunks = response.aiter_bytes()
    assert isinstance(chunks, AsyncGenerator)
    async with contextlib.aclosing(chunks):
        async for chunk in chunks:
            body += chunk
            if len(body) > limit:
                return None
    return bytes(body)


async def json_answer(
    http: httpx.AsyncClient, method: str, url: str, *, limit: int, **request: Any
) -> Answer:
    """One request; its JSON answer read within ``limit`` bytes. Raises ``httpx.HTTPError``."""
    async with http.stream(method, url, **request) as response:
        body = await read_capped(response, limit)
        status = response.status_code
    if body is None:
        return Answer(status, TOO_LARGE)
    try:
        return Answer(status, json.loads(body))
    except ValueError:  # not JSON, or not UTF-8
        return Answer(status, None)
