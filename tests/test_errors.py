"""Every exception class of the app is an ``ArroyoError`` whose kind is an enum member."""

import importlib
import inspect
import pkgutil
from enum import Enum
from pathlib import Path

import desktop_app
from desktop_app.errors import ArroyoError, BrokenRule, ContractError, ErrorKind, FileProblem
from desktop_app.net.errors import ProviderError
from desktop_app.store.database import DatabaseError
from desktop_app.wire.sse import SseProtocolError


def _exception_classes() -> list[type[BaseException]]:
    found = []
    for module_info in pkgutil.walk_packages(desktop_app.__path__, "desktop_app."):
        if module_info.name.endswith("__main__"):
            continue
        module = importlib.import_module(module_info.name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, BaseException) and value.__module__ == module.__name__:
                found.append(value)
    return found


# Run alone by ``python -I -S`` with the standard library only, so it cannot import ArroyoError;
# its one exception never leaves it (it ends a wait when Arroyo is gone).
STANDALONE = {"desktop_app.agent.builtin.keeper"}


def test_every_exception_class_is_an_arroyo_error():
    classes = [c for c in _exception_classes() if c.__module__ not in STANDALONE]
    assert len(classes) >= 12  # the walk found them
    assert [c.__qualname__ for c in classes if not issubclass(c, ArroyoError)] == []


def test_kinds_are_enum_members():
    assert ProviderError(ErrorKind.TIMEOUT, "slow").kind is ErrorKind.TIMEOUT
    assert isinstance(DatabaseError(FileProblem.CORRUPT, Path("x.db")).kind, Enum)
    error = SseProtocolError("too long", limit=10)
    assert isinstance(error, ContractError)
    assert error.kind is BrokenRule.SSE_PROTOCOL
