"""Wayland: the desktop's GlobalShortcuts portal (``org.freedesktop.portal.GlobalShortcuts``)
over the session bus, with jeepney (pure Python; keyring brings it on Linux already).

A session is created, the shortcut bound under the id ``quick-ask`` with the chosen keys as its
preferred trigger (the desktop may ask the person, or choose others), and each ``Activated``
signal for it is a press. Tested against a stand-in portal on a private bus; desktops whose
portal has no GlobalShortcuts (most before 2024) refuse at once, and the Settings name
``arroyo quick`` for a system shortcut instead."""

from __future__ import annotations

import itertools
import logging
import os
import threading
from collections.abc import Callable
from typing import Any

from desktop_app.hotkeys.errors import GrabError, GrabProblem
from desktop_app.hotkeys.keys import Chord, Modifier

BUS_NAME = "org.freedesktop.portal.Desktop"
OBJECT = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.GlobalShortcuts"
SHORTCUT_ID = "quick-ask"
SESSION_SECONDS = 5.0  # a session is made at once, on the GUI thread
ANSWER_SECONDS = 120.0  # binding: the desktop may ask the person to confirm the keys
# The XDG shortcuts specification's names for the modifiers.
MODIFIERS = {
    Modifier.CTRL: "CTRL",
    Modifier.ALT: "ALT",
    Modifier.SHIFT: "SHIFT",
    Modifier.META: "LOGO",
}
_tokens = itertools.count(1)
log = logging.getLogger(__name__)


def trigger(chord: Chord) -> str:
    from desktop_app.hotkeys.x11 import keysym_name  # the same key names: X keysyms

    names = sorted(MODIFIERS[modifier] for modifier in chord.modifiers)
    return "+".join([*names, keysym_name(chord.key)])


def _token() -> str:
    return f"arroyo{os.getpid()}_{next(_tokens)}"


class PortalGrab:
    def __init__(
        self, chord: Chord, on_press: Callable[[], None], description: str = "Quick ask"
    ) -> None:
        try:
            from jeepney import DBusAddress, MatchRule, new_method_call
            from jeepney.bus_messages import message_bus
            from jeepney.io.blocking import open_dbus_connection
        except ImportError as exc:
            raise GrabError(GrabProblem.UNAVAILABLE, str(exc)) from None
        self._new_method_call = new_method_call
        try:
            self._connection = open_dbus_connection(bus="SESSION")
        except (OSError, KeyError, ValueError) as exc:  # no session bus
            raise GrabError(GrabProblem.UNAVAILABLE, type(exc).__name__) from None
        self._portal = DBusAddress(OBJECT, bus_name=BUS_NAME, interface=INTERFACE)
        self._match_rule = MatchRule
        self._message_bus = message_bus
        try:

            def session_options(token: str) -> tuple[Any, ...]:
                names = {"handle_token": ("s", token), "session_handle_token": ("s", _token())}
                return (names,)

            results = self._request("CreateSession", "a{sv}", session_options, SESSION_SECONDS)
            self._session = str(results["session_handle"][1])
            activated = MatchRule(
                type="signal", interface=INTERFACE, member="Activated", path=OBJECT
            )
            self._connection.send_and_get_reply(message_bus.AddMatch(activated), timeout=10)
        except GrabError:
            self._connection.close()
            raise
        except Exception as exc:  # the portal or its GlobalShortcuts is not there: a D-Bus error
            self._connection.close()
            raise GrabError(GrabProblem.UNAVAILABLE, type(exc).__name__) from None
        self._activated = activated
        self._on_press = on_press
        self._shortcut = {
            "description": ("s", description),
            "preferred_trigger": ("s", trigger(chord)),
        }
        self._stopping = threading.Event()
        # Binding may wait on the person (the desktop asks to confirm): never on the GUI thread.
        self._thread = threading.Thread(target=self._bind_and_read, name="global shortcut")
        self._thread.daemon = True
        self._thread.start()

    def _bind_and_read(self) -> None:
        try:
            self._request(
                "BindShortcuts", "oa(sa{sv})sa{sv}",
                lambda token: (self._session, [(SHORTCUT_ID, self._shortcut)], "",
                               {"handle_token": ("s", token)}),
                ANSWER_SECONDS,
            )  # fmt: skip
        except Exception as exc:  # declined, refused, or the bus went away
            log.warning("the portal did not bind the global shortcut: %s", exc)
            return
        self._read()

    def _request(
        self,
        method: str,
        signature: str,
        body: Callable[[str], tuple[Any, ...]],
        seconds: float,
    ) -> dict:
        """Calls a portal method that answers later, on a Request object's Response signal."""
        token = _token()
        sender = (self._connection.unique_name or "").lstrip(":").replace(".", "_")
        path = f"{OBJECT}/request/{sender}/{token}"
        rule = self._match_rule(
            type="signal", interface="org.freedesktop.portal.Request", member="Response", path=path
        )
        self._connection.send_and_get_reply(self._message_bus.AddMatch(rule))
        with self._connection.filter(rule) as responses:
            call = self._new_method_call(self._portal, method, signature, body(token))
            reply = self._connection.send_and_get_reply(call, timeout=10)
            if reply.header.message_type.name == "error":
                raise GrabError(GrabProblem.UNAVAILABLE, method)
            response = self._connection.recv_until_filtered(responses, timeout=seconds)
        code, results = response.body
        if code != 0:  # 1: the person declined; 2: the desktop refused
            raise GrabError(GrabProblem.TAKEN if code == 1 else GrabProblem.UNAVAILABLE, method)
        return dict(results)

    def _read(self) -> None:
        with self._connection.filter(self._activated) as signals:
            while not self._stopping.is_set():
                try:
                    signal = self._connection.recv_until_filtered(signals, timeout=0.2)
                except TimeoutError:
                    continue
                except Exception:  # the bus went away: no more presses
                    return
                session, shortcut_id = signal.body[0], signal.body[1]
                if session == self._session and shortcut_id == SHORTCUT_ID:
                    self._on_press()

    def stop(self) -> None:
        if self._stopping.is_set():
            return
        self._stopping.set()
        self._thread.join(5)
        from jeepney import DBusAddress

        session = DBusAddress(
            self._session, bus_name=BUS_NAME, interface="org.freedesktop.portal.Session"
        )
        try:
            self._connection.send(self._new_method_call(session, "Close"))
        finally:
            self._connection.close()
