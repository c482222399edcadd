"""Tokens kept, refreshed before they run out or after a 401, and signing in again when the
refresh token is refused; a saved sign-in used by the next run without the browser."""

import asyncio
import logging

import pytest

from desktop_app.mcp.oauth import MemoryTokenStore, OAuthError, SignInProblem
from desktop_app.mcp.oauth.auth import McpOAuth
from desktop_app.mcp.oauth.metadata import canonical_resource
from desktop_app.secrets import KeyringProblem, SecretsError
from tests.mcp.oauth.helpers import Browser, call, make_auth


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def _no_browser_expected(url: str) -> None:
    raise AssertionError("the browser was opened")


@pytest.mark.asyncio
async def test_a_saved_sign_in_is_used_by_the_next_run(world_with):
    world = world_with()
    store = MemoryTokenStore()
    await call(make_auth(world, store=store), world)
    saved = store.entries[canonical_resource(world.mcp_url)]
    assert saved.tokens is not None and saved.tokens.access_token.startswith("access-")

    later = make_auth(world, store=store, opener=_no_browser_expected)
    response = await call(later, world)

    assert response.status_code == 200
    assert len(world.log.authorizations) == 1
    assert world.log.mcp_calls[-1][1] == saved.tokens.access_token


@pytest.mark.asyncio
async def test_an_expired_token_is_refreshed_before_use(world_with):
    world = world_with(token_lifetime=60)
    clock = Clock()
    auth = make_auth(world, clock=clock)
    await call(auth, world)
    first_token = world.log.mcp_calls[-1][1]

    clock.now += 3600
    response = await call(auth, world)

    assert response.status_code == 200
    form, _ = world.log.token_requests[-1]
    assert form["grant_type"] == "refresh_token"
    assert form["resource"] == world.mcp_url
    assert len(world.log.authorizations) == 1
    assert world.log.mcp_calls[-1][1] not in ("", first_token)
    # Sent only once, already refreshed: no 401 on the way.
    assert len(world.log.mcp_calls) == 3


@pytest.mark.asyncio
async def test_a_refused_token_is_refreshed_once(world_with):
    world = world_with()
    auth = make_auth(world)
    await call(auth, world)

    world.revoke_all()
    response = await call(auth, world)

    assert response.status_code == 200
    assert [form["grant_type"] for form, _ in world.log.token_requests] == [
        "authorization_code",
        "refresh_token",
    ]
    assert len(world.log.authorizations) == 1


@pytest.mark.asyncio
async def test_a_refused_refresh_token_means_signing_in_again(world_with):
    world = world_with(token_lifetime=60)
    clock = Clock()
    browser = Browser()
    auth = make_auth(world, clock=clock, opener=browser)
    await call(auth, world)

    world.settings.refuse_refresh = True
    clock.now += 3600
    response = await call(auth, world)

    assert response.status_code == 200
    assert len(browser.opened) == 2
    assert len(world.log.authorizations) == 2


@pytest.mark.asyncio
async def test_without_a_browser_the_state_is_sign_in_needed(world_with):
    world = world_with()
    auth = McpOAuth(world.mcp_url, store=MemoryTokenStore(), opener=None)

    with pytest.raises(OAuthError) as caught:
        await call(auth, world)

    assert caught.value.kind is SignInProblem.SIGN_IN_NEEDED
    assert not await auth.signed_in()
    # Said before any sign-in traffic: nothing reached the authorization server.
    assert [who for who, _ in world.log.paths] == ["resource"]


@pytest.mark.asyncio
async def test_sign_out_forgets_the_tokens(world_with):
    world = world_with()
    store = MemoryTokenStore()
    auth = make_auth(world, store=store)
    await call(auth, world)
    assert await auth.signed_in()

    await auth.sign_out()

    assert store.entries == {}
    assert not await auth.signed_in()


@pytest.mark.asyncio
async def test_tokens_appear_in_no_repr_and_no_error(world_with):
    world = world_with(auth_methods=["client_secret_post"])
    store = MemoryTokenStore()
    await call(make_auth(world, store=store), world)
    [saved] = store.entries.values()
    assert saved.tokens is not None

    shown = repr(saved)

    assert saved.tokens.access_token not in shown
    assert saved.tokens.refresh_token not in shown
    assert saved.registration.client_secret not in shown
    assert "secret-" in saved.registration.client_secret  # the check above can fail


@pytest.mark.asyncio
async def test_requests_refused_together_share_one_sign_in(world_with):
    world = world_with()
    browser = Browser()
    auth = make_auth(world, opener=browser)

    responses = await asyncio.gather(*(call(auth, world) for _ in range(3)))

    assert [r.status_code for r in responses] == [200, 200, 200]
    assert len(browser.opened) == 1
    assert len(world.log.authorizations) == 1


class LockedKeyringStore:
    """A keyring that stays locked: every read and write fails as ``secrets`` reports it."""

    async def load(self, server):
        raise SecretsError(KeyringProblem.LOCKED)

    async def save(self, server, saved):
        raise SecretsError(KeyringProblem.LOCKED)

    async def clear(self, server):
        raise SecretsError(KeyringProblem.LOCKED)


@pytest.mark.asyncio
async def test_a_locked_keyring_keeps_the_sign_in_for_this_session(world_with):
    world = world_with()
    browser = Browser()
    auth = McpOAuth(world.mcp_url, store=LockedKeyringStore(), opener=browser)

    assert (await call(auth, world)).status_code == 200
    assert (await call(auth, world)).status_code == 200

    assert auth.store_problem is KeyringProblem.LOCKED
    assert len(browser.opened) == 1


@pytest.mark.asyncio
async def test_no_secret_reaches_the_log(world_with, caplog):
    caplog.set_level(logging.DEBUG)
    world = world_with(auth_methods=["client_secret_post"], token_lifetime=60)
    clock = Clock()
    auth = make_auth(world, clock=clock)
    await call(auth, world)
    clock.now += 3600
    await call(auth, world)  # refreshed on the way

    secrets = [form["client_secret"] for form, _ in world.log.token_requests]
    secrets += [form["code_verifier"] for form, _ in world.log.token_requests if "code" in form]
    secrets += [token for _, token in world.log.mcp_calls if token]
    secrets += [
        form["refresh_token"] for form, _ in world.log.token_requests if "refresh_token" in form
    ]
    assert len(secrets) >= 5
    logged = caplog.text
    assert "signing in to" in logged  # the log was captured: the check below can fail
    assert [secret for secret in secrets if secret in logged] == []
