"""The keyring token store: one entry per server, and nothing in it this version cannot read."""

import keyring
import pytest

from desktop_app.mcp.oauth import KeyringTokenStore, SavedSignIn, TokenEndpointAuth, TokenSet
from desktop_app.mcp.oauth.registration import ClientRegistration
from desktop_app.mcp.oauth.store import KEY_PREFIX, dumps, loads
from desktop_app.secrets import service
from tests.keyrings import Memory

SAVED = SavedSignIn(
    issuer="http://127.0.0.1:1/t",
    token_endpoint="http://127.0.0.1:1/t/token",
    resource="http://127.0.0.1:2/mcp",
    registration=ClientRegistration(
        client_id="c", client_secret="sec", auth_method=TokenEndpointAuth.CLIENT_SECRET_POST
    ),
    tokens=TokenSet(access_token="acc", refresh_token="ref", expires_at=5.0, scope=("a", "b")),
)


@pytest.fixture
def memory_keyring():
    previous = keyring.get_keyring()
    backend = Memory()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.mark.asyncio
async def test_round_trip_through_the_keyring(memory_keyring):
    store = KeyringTokenStore()

    await store.save("http://127.0.0.1:2/mcp", SAVED)

    assert list(memory_keyring.entries) == [(service(), KEY_PREFIX + "http://127.0.0.1:2/mcp")]
    assert await store.load("http://127.0.0.1:2/mcp") == SAVED
    await store.clear("http://127.0.0.1:2/mcp")
    assert await store.load("http://127.0.0.1:2/mcp") is None
    await store.clear("http://127.0.0.1:2/mcp")  # nothing stored is already the wanted state


def test_unreadable_entries_are_none():
    assert loads(dumps(SAVED)) == SAVED
    assert loads("{") is None
    assert loads('{"issuer": "x"}') is None
