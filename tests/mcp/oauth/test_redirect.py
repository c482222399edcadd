"""The loopback redirect: only this sign-in's state counts, a refusal and a person who never
comes back are clear errors."""

import httpx
import pytest

from desktop_app.mcp.oauth import OAuthError, SignInOptions, SignInProblem
from desktop_app.mcp.oauth.redirect import LoopbackRedirect
from tests.mcp.oauth.helpers import Browser, call, make_auth


@pytest.mark.asyncio
async def test_a_callback_with_another_state_is_ignored(world_with):
    world = world_with()
    browser = Browser()

    async def forged_then_real(url: str) -> None:
        redirect = httpx.URL(url).params["redirect_uri"]
        async with httpx.AsyncClient() as stranger:
            forged = await stranger.get(redirect, params={"code": "forged", "state": "other"})
        assert forged.status_code == 400
        await browser(url)

    response = await call(make_auth(world, opener=forged_then_real), world)

    assert response.status_code == 200
    [(form, _)] = world.log.token_requests
    assert form["code"] != "forged"


@pytest.mark.asyncio
async def test_the_person_saying_no(world_with):
    world = world_with(deny=True)

    with pytest.raises(OAuthError) as caught:
        await call(make_auth(world), world)

    assert caught.value.kind is SignInProblem.AUTHORIZATION_REFUSED
    assert world.log.token_requests == []


@pytest.mark.asyncio
async def test_nobody_comes_back_from_the_browser(world_with):
    world = world_with()

    async def browser_left_open(url: str) -> None:
        pass

    options = SignInOptions(timeout=0.2)
    auth = make_auth(world, opener=browser_left_open, options=options)
    with pytest.raises(OAuthError) as caught:
        await call(auth, world)

    assert caught.value.kind is SignInProblem.SIGN_IN_TIMED_OUT


@pytest.mark.asyncio
async def test_other_paths_and_methods_are_not_callbacks():
    async with LoopbackRedirect() as listener:
        listener.expect("s")
        base = listener.redirect_uri.rsplit("/", 1)[0]
        async with httpx.AsyncClient() as client:
            assert (await client.get(base + "/favicon.ico")).status_code == 404
            assert (await client.post(listener.redirect_uri)).status_code == 405
            done = await client.get(listener.redirect_uri, params={"code": "c1", "state": "s"})
        assert done.status_code == 200
        assert await listener.wait_for_code(5.0) == "c1"
        assert listener.redirect_uri.startswith("http://127.0.0.1:")
