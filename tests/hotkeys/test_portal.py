"""The Wayland GlobalShortcuts portal, against a stand-in portal on a private session bus
(dbus-daemon, which .ci/run installs): the shortcut is bound with the chosen keys, and the
portal's Activated signal is a press; with no portal, the grab says it is unavailable."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from jeepney import DBusAddress, HeaderFields, MessageType, new_method_return, new_signal
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection

from desktop_app.hotkeys import portal
from desktop_app.hotkeys.errors import GrabError, GrabProblem
from desktop_app.hotkeys.keys import parse
from desktop_app.hotkeys.portal import PortalGrab

SESSION = "/org/freedesktop/portal/desktop/session/1_1/arroyo"


@pytest.fixture
def session_bus(monkeypatch) -> Iterator[str]:
    if shutil.which("dbus-daemon") is None:
        pytest.fail(
            "dbus-daemon is not installed (Debian package dbus-daemon; .ci/run installs it)"
        )
    runtime = tempfile.mkdtemp()
    bus = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
        stdout=subprocess.PIPE,
        text=True,
        env={"PATH": os.environ.get("PATH", ""), "XDG_RUNTIME_DIR": runtime},
    )
    address = bus.stdout.readline().strip()
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", address)
    yield address
    bus.terminate()
    bus.wait(10)
    bus.stdout.close()
    shutil.rmtree(runtime, ignore_errors=True)


class StandInPortal:
    """Answers CreateSession and BindShortcuts as the portal does (a Request's Response
    signal), then sends Activated until told to stop."""

    def __init__(self, address: str) -> None:
        self.connection = open_dbus_connection(bus=address)
        self.connection.send_and_get_reply(message_bus.RequestName(portal.BUS_NAME))
        self.triggers: list[str] = []
        self.bound = threading.Event()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while not self.stopping.is_set():
            try:
                message = self.connection.receive(timeout=0.1)
            except TimeoutError:
                if self.bound.is_set():
                    activated = DBusAddress(portal.OBJECT, interface=portal.INTERFACE)
                    body = (SESSION, portal.SHORTCUT_ID, 0, {})
                    self.connection.send(new_signal(activated, "Activated", "osta{sv}", body))
                continue
            if message.header.message_type != MessageType.method_call:
                continue
            member = message.header.fields[HeaderFields.member]
            if member not in ("CreateSession", "BindShortcuts"):
                self.connection.send(new_method_return(message))
                continue
            options = message.body[0] if member == "CreateSession" else message.body[3]
            sender = message.header.fields[HeaderFields.sender].lstrip(":").replace(".", "_")
            path = f"{portal.OBJECT}/request/{sender}/{options['handle_token'][1]}"
            self.connection.send(new_method_return(message, "o", (path,)))
            results = {"session_handle": ("s", SESSION)} if member == "CreateSession" else {}
            if member == "BindShortcuts":
                self.triggers += [s[1]["preferred_trigger"][1] for s in message.body[1]]
            request = DBusAddress(path, interface="org.freedesktop.portal.Request")
            self.connection.send(new_signal(request, "Response", "ua{sv}", (0, results)))
            if member == "BindShortcuts":
                self.bound.set()

    def close(self) -> None:
        self.stopping.set()
        self.thread.join(5)
        self.connection.close()


@contextmanager
def stand_in_portal(address: str) -> Iterator[StandInPortal]:
    server = StandInPortal(address)
    try:
        yield server
    finally:
        server.close()


def test_the_portal_binds_the_keys_and_its_activation_is_a_press(session_bus):
    with stand_in_portal(session_bus) as server:
        pressed = threading.Event()
        grab = PortalGrab(parse("Ctrl+Alt+K"), pressed.set)
        try:
            assert pressed.wait(10)
        finally:
            grab.stop()
        assert server.triggers == ["ALT+CTRL+k"]


def test_without_a_portal_the_grab_is_unavailable(session_bus):
    with pytest.raises(GrabError) as raised:
        PortalGrab(parse("Ctrl+Alt+K"), lambda: None)
    assert raised.value.problem is GrabProblem.UNAVAILABLE
