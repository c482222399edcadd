"""One MCP session: the handshake, requests with timeouts and cancellation, and what the
server may ask of the client (ping, roots, elicitation; sampling is declined)."""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app import __version__
from desktop_app.mcp import protocol
from desktop_app.mcp.elicitation import ElicitationRequest, Elicitor, decline_all
from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.protocol import Message
from desktop_app.mcp.sampling import USER_REJECTED, Sampler, SamplingDeclined, SamplingRequest
from desktop_app.mcp.transport import Transport

log = logging.getLogger(__name__)

Progress = Callable[[float, float | None, str | None], None]  # progress, total, message
_MAX_PAGES = 100  # a server that keeps returning cursors is not listed forever
_JSON_RPC_FIELDS = frozenset({"jsonrpc", "id", "method", "params", "result", "error"})


@dataclass(frozen=True, slots=True)
class ServerInfo:
    protocol_version: str
    name: str
    version: str
    capabilities: dict[str, Any] = field(default_factory=dict)
    instructions: str = ""


class McpSession:
    def __init__(
        self,
        transport: Transport,
        *,
        server: str = "server",
        roots: Sequence[Path] = (),
        elicitor: Elicitor = decline_all,
        request_timeout: float = 60.0,
        on_tools_changed: Callable[[], None] | None = None,
        sampler: Sampler | None = None,
        on_lost: Callable[[McpError], None] | None = None,
    ) -> None:
        self.transport = transport
        self.server = server
        self.roots = tuple(roots)
        self.elicitor = elicitor
        self.request_timeout = request_timeout
        self.on_tools_changed = on_tools_changed
        self.sampler = sampler  # None: sampling is not offered, and refused if asked anyway
        self.on_lost = on_lost  # the transport broke (not a close asked by this client)
        self.info: ServerInfo | None = None
        self._ids = itertools.count(1)
        self._pending: dict[Any, asyncio.Future[Message]] = {}
        self._progress: dict[Any, Progress] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._dead: McpError | None = None
        self._closing = False
        self._handlers: dict[str, Callable[[dict[str, Any]], Awaitable[dict[str, Any]]]] = {
            "ping": self._pong,
            "elicitation/create": self._elicit,
            "sampling/createMessage": self._sample,
        }
        if self.roots:  # no folder to offer: roots/list is not a method this client has
            self._handlers["roots/list"] = self._list_roots

    # -- life --------------------------------------------------------------------------------

    @property
    def alive(self) -> bool:
        """False once the transport broke or the session was closed: a request would fail."""
        return self._dead is None

    async def initialize(self, *, timeout: float | None = None) -> ServerInfo:
        await self.transport.start(self._deliver, self._fail)
        capabilities: dict[str, Any] = {"elicitation": {"form": {}}}
        # Roots are declared only with a folder to offer. A server told of roots (even of none)
        # replaces the folders it was configured with by them (the reference filesystem server
        # does); one never told keeps its own. They do not change during a session: a new
        # workspace folder means a new session.
        if self.roots:
            capabilities["roots"] = {}
        if self.sampler is not None:
            capabilities["sampling"] = {}
        answer = await self.request(
            "initialize",
            {
                "protocolVersion": protocol.LATEST_VERSION,
                "capabilities": capabilities,
                "clientInfo": {"name": "arroyo", "title": "Arroyo", "version": __version__},
            },
            timeout=timeout,
        )
        version = str(answer.get("protocolVersion", ""))
        if version not in protocol.SUPPORTED_VERSIONS:
            raise McpError(
                McpProblem.VERSION,
                f"{self.server} speaks MCP {version or '(none given)'}; this client speaks "
                + ", ".join(protocol.SUPPORTED_VERSIONS),
            )
        self.transport.negotiated(version)
        server_info = answer.get("serverInfo") or {}
        self.info = ServerInfo(
            protocol_version=version,
            name=str(server_info.get("name", "")),
            version=str(server_info.get("version", "")),
            capabilities=dict(answer.get("capabilities") or {}),
            instructions=str(answer.get("instructions") or ""),
        )
        await self.notify("notifications/initialized")
        return self.info

    async def close(self) -> None:
        self._closing = True
        self._fail(None, McpError(McpProblem.CLOSED, f"the session with {self.server} was closed"))
        for task in list(self._tasks):
            task.cancel()
        await self.transport.close()

    # -- what the client asks ----------------------------------------------------------------

    async def request(
        self,
        method: str,
        params: dict[str, Any] | None = None,
        *,
        timeout: float | None = None,
        on_progress: Progress | None = None,
    ) -> dict[str, Any]:
        if self._dead is not None:
            raise self._dead
        request_id = next(self._ids)
        if on_progress is not None:
            params = dict(params or {})
            params["_meta"] = {**params.get("_meta", {}), "progressToken": request_id}
            self._progress[request_id] = on_progress
        answer: asyncio.Future[Message] = asyncio.get_running_loop().create_future()
        self._pending[request_id] = answer
        limit = self.request_timeout if timeout is None else timeout
        try:
            async with asyncio.timeout(limit):
                await self.transport.send(protocol.request(request_id, method, params))
                message = await answer
        except TimeoutError:
            await self._cancel(request_id, "timed out")
            raise McpError(
                McpProblem.TIMEOUT, f"{self.server} did not answer {method} within {limit:g} s"
            ) from None
        except asyncio.CancelledError:
            await asyncio.shield(self._cancel(request_id, "stopped by the person"))
            raise
        finally:
            self._pending.pop(request_id, None)
            self._progress.pop(request_id, None)
        if "error" in message:
            problem = message["error"] if isinstance(message["error"], dict) else {}
            raise McpError(
                McpProblem.REMOTE,
                f"{self.server} answered {method} with an error: {problem.get('message', '')}",
                code=problem.get("code"),
            )
        value = message.get("result")
        return value if isinstance(value, dict) else {}

    async def notify(self, method: str, params: dict[str, Any] | None = None) -> None:
        await self.transport.send(protocol.notification(method, params))

    async def ping(self, *, timeout: float = 10.0) -> None:
        await self.request("ping", timeout=timeout)

    async def list_tools(self) -> list[dict[str, Any]]:
        tools: list[dict[str, Any]] = []
        cursor: str | None = None
        for _page in range(_MAX_PAGES):
            answer = await self.request("tools/list", {"cursor": cursor} if cursor else None)
            tools += [tool for tool in answer.get("tools") or [] if isinstance(tool, dict)]
            cursor = answer.get("nextCursor")
            if not cursor:
                break
        return tools

    async def call_tool(
        self,
        name: str,
        arguments: dict[str, Any],
        *,
        timeout: float | None = None,
        on_progress: Progress | None = None,
    ) -> dict[str, Any]:
        params = {"name": name, "arguments": arguments}
        return await self.request("tools/call", params, timeout=timeout, on_progress=on_progress)

    async def _cancel(self, request_id: int, reason: str) -> None:
        if self._dead is not None:
            return
        try:
            async with asyncio.timeout(5):
                await self.notify(
                    "notifications/cancelled", {"requestId": request_id, "reason": reason}
                )
        except (McpError, TimeoutError, OSError) as exc:
            log.info("could not tell %s about the cancellation: %s", self.server, exc)

    # -- what the server sends -----------------------------------------------------------------

    def _deliver(self, message: Message) -> None:
        """Takes one message from the transport; never raises, so that whatever a server sends,
        the transport's reader goes on and later answers still arrive."""
        try:
            problem = protocol.malformed(message)
            if problem is None:
                self._take(message)
            else:
                self._refuse(message, problem)
        except Exception as exc:  # a case nobody foresaw: this message is lost, not the session
            log.warning(
                "%s: a message from the server could not be handled (%s); it was dropped",
                self.server,
                type(exc).__name__,
            )

    def _take(self, message: Message) -> None:
        if protocol.is_response(message):
            waiting = self._pending.get(message["id"])
            if waiting is not None and not waiting.done():
                waiting.set_result(message)
        elif protocol.is_request(message):
            self._spawn(self._answer(message))
        elif protocol.is_notification(message):
            self._notice(message["method"], message.get("params") or {})

    def _refuse(self, message: Message, problem: str) -> None:
        """A malformed message is logged by its shape only (its values may hold secrets). A
        request with an id it can be answered under gets Invalid Request, as JSON-RPC requires;
        anything else (a notification, a response) is dropped: there is no one to answer."""
        fields = sorted(key for key in message if key in _JSON_RPC_FIELDS)
        others = len(message) - len(fields)  # counted, not named: a name may be anything
        shape = ", ".join(fields) + (f" and {others} other fields" if others else "")
        log.warning("%s sent a malformed message (%s; fields: %s)", self.server, problem, shape)
        if "method" in message and protocol.usable_id(message.get("id")):
            reply = protocol.error(
                message["id"], protocol.INVALID_REQUEST, f"Invalid Request: {problem}"
            )
            self._spawn(self._send_reply(reply))

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _send_reply(self, reply: Message) -> None:
        try:
            await self.transport.send(reply)
        except McpError as exc:
            log.info("could not answer %s: %s", self.server, exc)

    def _fail(self, request_id: Any, problem: McpError) -> None:
        if request_id is not None:
            waiting = self._pending.get(request_id)
            if waiting is not None and not waiting.done():
                waiting.set_exception(problem)
            return
        if self._dead is None:
            self._dead = problem
            if not self._closing and self.on_lost is not None:
                self.on_lost(problem)  # before the waiting calls wake: the state is told first
        for waiting in self._pending.values():
            if not waiting.done():
                waiting.set_exception(problem)

    def _notice(self, method: str, params: dict[str, Any]) -> None:
        if method == "notifications/progress":
            report = self._progress.get(params.get("progressToken"))
            if report is not None:
                total = params.get("total")
                report(float(params.get("progress", 0)), total, params.get("message"))
        elif method == "notifications/tools/list_changed" and self.on_tools_changed:
            self.on_tools_changed()

    async def _answer(self, message: Message) -> None:
        handler = self._handlers.get(message["method"])
        if handler is None:
            reply = protocol.error(
                message["id"], protocol.METHOD_NOT_FOUND, f"{message['method']} is not supported"
            )
        else:
            try:
                reply = protocol.result(message["id"], await handler(message.get("params") or {}))
            except SamplingDeclined:
                reply = protocol.error(message["id"], USER_REJECTED, "User rejected the request")
            except Exception as exc:
                log.warning("answering %s failed: %s", message["method"], type(exc).__name__)
                reply = protocol.error(message["id"], protocol.INTERNAL_ERROR, type(exc).__name__)
        try:
            await self.transport.send(reply)
        except McpError as exc:
            log.info("could not answer %s: %s", message["method"], exc)

    async def _pong(self, params: dict[str, Any]) -> dict[str, Any]:
        return {}

    async def _list_roots(self, params: dict[str, Any]) -> dict[str, Any]:
        return {
            "roots": [{"uri": root.resolve().as_uri(), "name": root.name} for root in self.roots]
        }

    async def _elicit(self, params: dict[str, Any]) -> dict[str, Any]:
        schema = params.get("requestedSchema")
        request = ElicitationRequest(
            self.server, str(params.get("message", "")), schema if isinstance(schema, dict) else {}
        )
        answer = await self.elicitor(request)
        return answer.as_result(request)

    async def _sample(self, params: dict[str, Any]) -> dict[str, Any]:
        if self.sampler is None:
            raise SamplingDeclined
        answer = await self.sampler(SamplingRequest.from_params(self.server, params))
        return answer.as_result()
