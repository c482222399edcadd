"""Which scope is asked for, step-up on insufficient_scope, and the limit on new sign-ins."""

import pytest

from desktop_app.mcp.oauth import MAX_AUTHORIZATIONS, OAuthError, SignInProblem
from tests.mcp.oauth.helpers import call, make_auth


@pytest.mark.asyncio
async def test_scope_from_the_challenge_wins(world_with):
    world = world_with(
        scope_in_challenge=True, needs={"tools/list": ["mcp:basic"]}, prm_scopes=["a", "b"]
    )

    response = await call(make_auth(world), world)

    assert response.status_code == 200
    assert world.log.authorizations[0]["scope"] == "mcp:basic"


@pytest.mark.asyncio
async def test_scopes_supported_when_the_challenge_has_none(world_with):
    world = world_with(prm_scopes=["mcp:basic", "mcp:read"])

    await call(make_auth(world), world)

    assert world.log.authorizations[0]["scope"] == "mcp:basic mcp:read"


@pytest.mark.asyncio
async def test_no_scope_parameter_when_nothing_names_one(world_with):
    world = world_with()

    await call(make_auth(world), world)

    assert "scope" not in world.log.authorizations[0]


@pytest.mark.asyncio
async def test_step_up_adds_the_new_scope_to_the_held_one(world_with):
    world = world_with(
        scope_in_challenge=True,
        needs={"tools/list": ["mcp:basic"], "tools/call": ["mcp:basic", "mcp:write"]},
    )
    auth = make_auth(world)

    assert (await call(auth, world, "tools/list")).status_code == 200
    assert (await call(auth, world, "tools/call")).status_code == 200

    assert [a["scope"] for a in world.log.authorizations] == ["mcp:basic", "mcp:basic mcp:write"]
    # The list call's token is still good for listing: no sign-in for it again.
    assert (await call(auth, world, "tools/list")).status_code == 200
    assert len(world.log.authorizations) == 2


@pytest.mark.asyncio
async def test_a_server_never_satisfied_is_given_up_on(world_with):
    world = world_with(scope_in_challenge=True, never_enough=True)

    with pytest.raises(OAuthError) as caught:
        await call(make_auth(world), world)

    assert caught.value.kind is SignInProblem.INSUFFICIENT_SCOPE
    assert len(world.log.authorizations) == MAX_AUTHORIZATIONS
    assert len(world.log.mcp_calls) == MAX_AUTHORIZATIONS + 1
