"""Fetching a web page: GET only, http and https only, public addresses only (unless the person
allowed a host), with size and time limits.

Every hop, the first and each redirect, is resolved and checked by the network policy before
anything is sent to it, and the connection goes to the checked address and nowhere else
(``desktop_app.net.pinned``): a name cannot be checked as public and then connected as local.
"""

from __future__ import annotations

import asyncio
import codecs
from typing import Any

import httpx

from desktop_app.agent.builtin.common import (
    _MAX_REDIRECTS,
    _error,
    _looks_binary,
    _visible,
)
from desktop_app.agent.tools import Intent, PolicyError, ToolContext, ToolOutcome
from desktop_app.net.address_policy import HostRefusedError
from desktop_app.net.url_policy import UrlPolicy

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


def _policy(context: ToolContext) -> UrlPolicy:
    return UrlPolicy.of(context.fetch_allowed_hosts, context.resolver)


def _allowed_url(raw: str, context: ToolContext) -> httpx.URL:
    """The URL, when what can be known without the network allows it (the host's spelling,
    an address written in it); names are resolved and checked when the tool runs."""
    url = _checked_url(raw)
    try:
        _policy(context).check_spelling(url)
    except HostRefusedError as exc:
        raise PolicyError(f"Not fetching {url}: {exc}") from None
    return url


class FetchUrl:
    name: str = "fetch_url"
    summary: str = (
        "Fetch a web page or file over http or https (GET) and return its status, content type "
        "and text. Large responses are cut. Only public internet addresses can be reached."
    )
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "url": {"type": "string", "minLength": 1, "description": "An http or https URL."}
        },
        "required": ["url"],
        "additionalProperties": False,
    }
    read_only: bool = True  # nothing here changes...
    sends_data_off_machine: bool = True  # ...but the URL itself can carry anything away

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        _allowed_url(str(arguments.get("url", "")), context)

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return self.intent(arguments, context).english()

    def intent(self, arguments: dict[str, Any], context: ToolContext) -> Intent:
        # The URL as it will be requested (host in punycode): what a look-alike cannot fake.
        return Intent("fetch_url", (("url", _checked_url(str(arguments.get("url", "")))),))

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        return None  # a GET changes nothing there is to reconcile

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        try:
            url = _allowed_url(str(arguments.get("url", "")), context)
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
        from desktop_app.net.pinned import PinnedBackend, pinned_client  # httpcore: not at launch

        policy = _policy(context)
        backend = PinnedBackend()
        visited: list[httpx.URL] = []
        async with pinned_client(backend, timeout=context.fetch_timeout) as client:
            for _hop in range(_MAX_REDIRECTS + 1):
                visited.append(url)
                try:
                    backend.pin(await policy.check(url))
                except HostRefusedError as exc:
                    if len(visited) == 1:
                        return _error(f"Not fetching {url}: {exc}")
                    source = visited[-2]
                    return _error(f"{source} redirected to {url}, which is not followed: {exc}")
                async with client.stream("GET", url) as response:
                    if not response.is_redirect:
                        body, cut = await _read_capped(response, context.max_fetch_bytes)
                        return _fetched(url, response, body, cut)
                    location = response.headers["location"]
                    try:
                        url = _checked_url(str(response.url.join(location)))
                    except (PolicyError, httpx.InvalidURL, ValueError) as exc:
                        return _error(
                            f"{url} redirected to {_visible(location)}, which is not "
                            f"followed: {exc}"
                        )
                if url in visited:
                    chain = " -> ".join(str(u) for u in visited[visited.index(url) :] + [url])
                    return _error(f"Fetching stopped: the redirects go round in a loop ({chain}).")
        stopped = f"Fetching stopped after {_MAX_REDIRECTS} redirects"
        return _error(f"{stopped} (the next went to {url}).")


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
    if not body:
        lines.append("[The response has no body.]")
        return ToolOutcome("\n".join(lines))
    if _looks_binary(body):
        lines.append(f"The response looks binary ({len(body)} bytes); its content is not shown.")
        return ToolOutcome("\n".join(lines), is_error=True)
    text, note = _text(body, response.charset_encoding, complete=not cut)
    if note:
        lines.append(note)
    return ToolOutcome("\n".join(lines) + "\n\n" + text)


def _text(body: bytes, declared: str | None, *, complete: bool) -> tuple[str, str]:
    """The body as text, and a note when the declared charset could not be used. Some codec
    names Python knows are not text encodings at all (``base64``, ``zlib``...), and some fail
    part-way; either way the page is shown as UTF-8 and the note says why."""
    encoding, note = _usable_encoding(declared)
    try:
        text = codecs.getincrementaldecoder(encoding)(errors="replace").decode(body, final=complete)
        if isinstance(text, str):
            return text, note
        problem = "it does not give text"
    except Exception as exc:
        problem = str(exc) or type(exc).__name__
    fallback = codecs.getincrementaldecoder("utf-8")(errors="replace").decode(body, final=complete)
    note = f"[The response could not be decoded as {_visible(encoding)} ({problem}); it is "
    return fallback, note + "shown as UTF-8.]"


def _usable_encoding(declared: str | None) -> tuple[str, str]:
    if declared is None:
        return "utf-8", ""  # no charset: UTF-8 is the best guess, and not worth a note
    name = declared.strip()
    if not name:
        return "utf-8", "[The response declares an empty charset; it is shown as UTF-8.]"
    try:
        info = codecs.lookup(name)
    except LookupError:
        note = f"[The response declares the charset {_visible(name)}, which is not known;"
        return "utf-8", note + " it is shown as UTF-8.]"
    if not getattr(info, "_is_text_encoding", True):
        note = f"[The response declares {_visible(name)}, which is not a text charset;"
        return "utf-8", note + " it is shown as UTF-8.]"
    return info.name, ""
