"""The key service the Providers page stands on, without Qt: the real ``desktop_app.secrets``
over keyring backends that keep keys in this process (never the system's keyring)."""

from __future__ import annotations

import asyncio

import keyring
import pytest

from desktop_app import secrets as keyring_secrets
from desktop_app.secrets import SecretsError
from desktop_app.secrets_service import KeyService, KeyState
from tests.keyrings import Memory, Missing

KEY = "sk-service-test-0123456789abcdef"


@pytest.fixture
def memory():
    previous = keyring.get_keyring()
    backend = Memory()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture
def no_keyring():
    previous = keyring.get_keyring()
    keyring.set_keyring(Missing())
    yield
    keyring.set_keyring(previous)


def run(coroutine):
    return asyncio.run(coroutine)


def test_a_key_is_unknown_until_asked_then_stored_or_none(memory):
    service = KeyService(timeout=5)
    memory.set_password(keyring_secrets.service(), "openai", KEY)
    assert service.state("openai") is KeyState.UNKNOWN and not service.known("openai")
    assert run(service.check("openai")) is KeyState.STORED
    assert run(service.check("anthropic")) is KeyState.NONE
    assert service.has_key("openai") and not service.has_key("anthropic")


def test_a_saved_key_is_in_the_keyring_only_and_replaces_a_session_key(memory):
    session_keys = {"openai": "sk-typed-earlier"}
    service = KeyService(session_keys=session_keys, timeout=5)
    run(service.save("openai", KEY))
    assert memory.entries[(keyring_secrets.service(), "openai")] == KEY
    assert session_keys == {} and service.state("openai") is KeyState.STORED


def test_removing_takes_it_from_the_keyring_and_the_session(memory):
    service = KeyService(timeout=5)
    run(service.save("openai", KEY))
    service.keep_for_session("openai", "sk-other")
    assert run(service.remove("openai")) is True
    assert (keyring_secrets.service(), "openai") not in memory.entries
    assert service.state("openai") is KeyState.NONE and service.session_keys == {}
    # Nothing stored: removing again leaves the keyring alone.
    assert run(service.remove("openai")) is False


def test_without_a_keyring_a_key_is_kept_for_the_session_only(no_keyring):
    session_keys: dict[str, str] = {}
    service = KeyService(session_keys=session_keys, timeout=5)
    with pytest.raises(SecretsError) as refused:
        run(service.save("openai", KEY))
    assert KEY not in str(refused.value)
    assert service.state("openai") is KeyState.UNKNOWN
    service.keep_for_session("openai", KEY)
    assert session_keys == {"openai": KEY} and service.state("openai") is KeyState.SESSION
    assert run(service.key_for_test("openai")) == KEY


def test_a_connection_test_takes_the_typed_key_first_and_goes_without_when_none(no_keyring):
    service = KeyService(timeout=5)
    assert run(service.key_for_test("ollama", "sk-typed")) == "sk-typed"
    assert run(service.key_for_test("ollama")) is None  # no keyring: tested without a key


def test_forgetting_an_entry_drops_what_was_known(memory):
    service = KeyService(session_keys={"srv": KEY}, timeout=5)
    run(service.check("other"))
    service.forget("srv")
    service.forget("other")
    assert service.state("srv") is KeyState.UNKNOWN and service.state("other") is KeyState.UNKNOWN
