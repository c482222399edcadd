"""Fetching a web page: GET only, http and https only, with size and time limits."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from desktop_app.agent.builtin.common import (
    _MAX_REDIRECTS,
    _decode,
    _error,
    _looks_binary,
    _visible,
)
from desktop_app.agent.tools import Intent, PolicyError, ToolContext, ToolOutcome

# -- fetch_url --------------------------------------------------------------------------------


def _checked_url(raw: str) -> httpx.URL:
    if any(ch.isspace() or not ch.isprintable() for ch in raw):
        raise PolicyError(f"The URL {_visible(raw)} contains spaces or invisible characters.")
    try:
        url = httpx.URL(raw)
    except (httpx.InvalidURL, ValueError) as exc:
        raise PolicyError(f"The URL {raw} is not valid ({exc}).") from exc
    if url.scheme not in ("http", "https"):
        which = f"{url.scheme}:" if url.scheme else "a URL without a scheme"
        raise PolicyError(f"Only http and https URLs can be fetched, not {which} ({raw}).")
    if not url.host:
        raise PolicyError(f"The URL {raw} has no host.")
    if url.userinfo:
        raise PolicyError(
            f"The URL {url.copy_with(username=None, password=None)} carries a user name or "
            "password (user:pass@); this tool does not send credentials."
        )
    return url


class FetchUrl:
    name: str = "fetch_url"
    summary: str = (
        "Fetch a web page or file over http or https (GET) and return its status, content type "
        "and text. Large responses are cut."
    )
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "url": {"type": "string", "minLength": 1, "description": "An http or https URL."}
        },
        "required": ["url"],
        "additionalProperties": False,
    }
    read_only: bool = True

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        _checked_url(str(arguments.get("url", "")))

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return self.intent(arguments, context).english()

    def intent(self, arguments: dict[str, Any], context: ToolContext) -> Intent:
        # The URL as it will be requested (host in punycode): what a look-alike cannot fake.
        return Intent("fetch_url", (("url", _checked_url(str(arguments.get("url", "")))),))

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        return None  # a GET changes nothing there is to reconcile

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        try:
            url = _checked_url(str(arguments.get("url", "")))
        except PolicyError as exc:
            return _error(str(exc))
        try:
            # httpx's timeout bounds each wait; this bounds the whole, against a slow drip.
            async with asyncio.timeout(context.fetch_timeout):
                return await self._fetch(url, context)
        except (TimeoutError, httpx.TimeoutException):
            return _error(
                f"Fetching {url} did not finish within {context.fetch_timeout:g} seconds."
            )
        except httpx.HTTPError as exc:
            return _error(f"Fetching {url} failed: {str(exc) or type(exc).__name__}.")

    @staticmethod
    async def _fetch(url: httpx.URL, context: ToolContext) -> ToolOutcome:
        # Redirects are followed here, not by httpx, so each target passes the same policy
        # before anything is sent to it.
        async with httpx.AsyncClient(
            trust_env=True, follow_redirects=False, timeout=context.fetch_timeout
        ) as client:
            for hop in range(_MAX_REDIRECTS + 1):
                async with client.stream("GET", url) as response:
                    if response.is_redirect:
                        if hop == _MAX_REDIRECTS:
                            return _error(
                                f"Fetching stopped after {_MAX_REDIRECTS} redirects (at {url})."
                            )
                        location = response.headers["location"]
                        try:
                            url = _checked_url(str(response.url.join(location)))
                        except (PolicyError, httpx.InvalidURL, ValueError) as exc:
                            return _error(
                                f"{url} redirected to {_visible(location)}, which is not "
                                f"followed: {exc}"
                            )
                        continue
                    body, cut = await _read_capped(response, context.max_fetch_bytes)
                    return _fetched(url, response, body, cut)
        raise AssertionError("unreachable: the loop returns")  # pragma: no cover


async def _read_capped(response: httpx.Response, limit: int) -> tuple[bytes, bool]:
    kept = bytearray()
    async for chunk in response.aiter_bytes():
        room = limit - len(kept)
        if len(chunk) > room:
            kept += chunk[:room]
            return bytes(kept), True  # stop reading: leaving the stream closes the connection
        kept += chunk
    return bytes(kept), False


def _fetched(url: httpx.URL, response: httpx.Response, body: bytes, cut: bool) -> ToolOutcome:
    content_type = response.headers.get("content-type", "(none)")
    lines = [
        f"GET {url}",
        f"Status: {response.status_code} {response.reason_phrase}".rstrip(),
        f"Content-Type: {_visible(content_type)}",
    ]
    if cut:
        lines.append(f"[Cut: only the first {len(body)} bytes of the response were read.]")
    if _looks_binary(body):
        lines.append(f"The response looks binary ({len(body)} bytes); its content is not shown.")
        return ToolOutcome("\n".join(lines), is_error=True)
    text = _decode(body, response.charset_encoding or "utf-8", complete=not cut)
    return ToolOutcome("\n".join(lines) + "\n\n" + text)


