"""A main window wired to real parts: SQLite in tmp_path, the simulator over HTTP."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.loop import AgentLoop
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.mcp.tools import McpToolset
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.transports import ChunkedTransport
from desktop_app.net.turn import TurnRunner
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.actions.receipts import ReceiptStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from desktop_app.ui.chat.conversation_page import ConversationPage
from desktop_app.ui.services import Services
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import endpoint_for


@dataclass
class WindowHarness:
    database: Database
    simulator: object
    workspace: Path
    model: str = "arroyo-sim-1"
    wire: str = "openai-chat"
    transports: list = field(default_factory=list)
    settings_opened: int = 0
    runner_options: dict = field(default_factory=dict)  # a test's own retries, sleep, limits
    mcp: list = field(default_factory=list)  # started ServerConnections whose tools are offered

    def runner_settings(self) -> dict:
        return {"idle_timeout": 5, "retry": RetryPolicy(max_attempts=1), **self.runner_options}

    def services(self) -> Services:
        context = ToolContext(workspace=self.workspace)
        registry = ToolRegistry(context)
        registry.extend(builtin_tools(context))
        toolset = McpToolset(registry)
        for connection in self.mcp:
            toolset.install(connection)
        receipts = ReceiptStore(self.database)
        executor = ToolExecutor(registry, OperationLedger(self.database), receipts=receipts)

        def make_loop(conversation_id: str, confirmer: Confirmer) -> AgentLoop:
            transport = ChunkedTransport()
            self.transports.append(transport)
            return AgentLoop(
                endpoint=endpoint_for(self.simulator, self.wire, self.model),
                transport=transport,
                registry=registry,
                executor=executor,
                confirmer=confirmer,
                grants=GrantStore(self.database),
                generations=GenerationStore(self.database),
                conversation_id=conversation_id,
                runner_factory=lambda: TurnRunner(
                    transport, wire=self.wire, **self.runner_settings()
                ),
            )

        def open_settings() -> None:
            self.settings_opened += 1

        return Services(
            conversations=ConversationStore(self.database),
            generations=GenerationStore(self.database),
            make_loop=make_loop,
            provider_names=lambda: ["Demo"],
            choose_provider=lambda name: None,
            open_settings=open_settings,
            ledger=executor.ledger,
        )

    async def close_transports(self) -> None:
        for transport in self.transports:
            await transport.aclose()
        self.transports.clear()


async def wait_until(condition, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


@contextmanager
def opened_windows(harness: WindowHarness, qloop) -> Iterator[Callable[..., MainWindow]]:
    """Opens main windows on the harness's database (a second one is the app restarted), at a
    size when given (then shown and exposed before it returns); at the end each one's turns are
    stopped and waited for before it closes (a window closing with a turn under way would ask
    "Quit Arroyo?")."""
    opened: list[MainWindow] = []

    def open_window(size: tuple[int, int] | None = None) -> MainWindow:
        window = MainWindow(harness.services())
        if size is not None:
            window.resize(*size)
        window.show()
        if size is not None:
            QTest.qWaitForWindowExposed(window)
        opened.append(window)
        return window

    # A failing test still closes its windows: one left open takes the next tests down with it.
    try:
        yield open_window
    finally:
        for window in opened:
            for page in window._pages.values():
                page.stop()
            qloop.run_until_complete(
                wait_until(lambda w=window: not any(p.busy for p in w._pages.values()))
            )
            window.close()
            window.deleteLater()
        qloop.run_until_complete(harness.close_transports())


def wheel_up(page: ConversationPage, notches: int = 3) -> None:
    """Turns the mouse wheel up over the page, as a person scrolling back."""
    viewport = page._scroll.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    event = QWheelEvent(
        centre,
        QPointF(viewport.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)
