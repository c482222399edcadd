"""Where the client looks for metadata, in which order, and what it refuses."""

import pytest

from desktop_app.mcp.oauth import OAuthError, SignInProblem
from desktop_app.mcp.oauth.metadata import secure_enough
from tests.mcp.oauth.helpers import call, make_auth


def _asked(world, role):
    return [path for who, path in world.log.paths if who == role]


@pytest.mark.asyncio
async def test_metadata_from_the_challenge_and_the_whole_flow(world_with):
    world = world_with()
    auth = make_auth(world)

    response = await call(auth, world)

    assert response.status_code == 200
    # The challenge named the metadata: the root location is never tried.
    assert "/.well-known/oauth-protected-resource" not in _asked(world, "resource")
    assert _asked(world, "auth")[0] == "/.well-known/oauth-authorization-server"
    [authorization] = world.log.authorizations
    assert authorization["code_challenge_method"] == "S256"
    assert authorization["resource"] == world.mcp_url
    assert authorization["redirect_uri"].startswith("http://127.0.0.1:")
    [(form, _)] = world.log.token_requests
    assert form["resource"] == authorization["resource"]  # the server checked PKCE itself
    # The retried call carried the token the authorization server issued.
    assert world.log.mcp_calls[-1][1].startswith("access-")


@pytest.mark.asyncio
async def test_path_inserted_location_then_the_root(world_with):
    world = world_with(
        prm_path="/.well-known/oauth-protected-resource",
        prm_in_challenge=False,
        issuer_path="/tenant1",
        metadata_path="/.well-known/oauth-authorization-server/tenant1",
    )
    world.settings.prm_resource = world.resource_origin

    response = await call(make_auth(world), world)

    assert response.status_code == 200
    assert _asked(world, "resource")[:3] == [
        "/mcp",
        "/.well-known/oauth-protected-resource/mcp",
        "/.well-known/oauth-protected-resource",
    ]
    # An issuer with a path: path insertion first, and the root document never asked for.
    assert _asked(world, "auth")[0] == "/.well-known/oauth-authorization-server/tenant1"
    assert "/.well-known/oauth-authorization-server" not in _asked(world, "auth")
    assert world.log.authorizations[0]["resource"] == world.resource_origin


@pytest.mark.asyncio
async def test_openid_configuration_after_the_oauth_locations(world_with):
    world = world_with(
        prm_path="/custom/metadata.json",
        issuer_path="/tenant1",
        metadata_path="/tenant1/.well-known/openid-configuration",
    )

    response = await call(make_auth(world), world)

    assert response.status_code == 200
    assert _asked(world, "auth")[:3] == [
        "/.well-known/oauth-authorization-server/tenant1",
        "/.well-known/openid-configuration/tenant1",
        "/tenant1/.well-known/openid-configuration",
    ]


@pytest.mark.asyncio
async def test_openid_configuration_at_the_root(world_with):
    world = world_with(metadata_path="/.well-known/openid-configuration")

    response = await call(make_auth(world), world)

    assert response.status_code == 200
    assert _asked(world, "auth")[:2] == [
        "/.well-known/oauth-authorization-server",
        "/.well-known/openid-configuration",
    ]


@pytest.mark.asyncio
async def test_metadata_for_another_resource_is_refused(world_with):
    world = world_with(prm_resource="http://127.0.0.1:1/elsewhere")

    with pytest.raises(OAuthError) as caught:
        await call(make_auth(world), world)

    assert caught.value.kind is SignInProblem.RESOURCE_MISMATCH
    assert world.log.authorizations == []
    assert _asked(world, "auth") == []


@pytest.mark.asyncio
async def test_no_resource_metadata_means_the_2025_03_26_discovery(world_with):
    world = world_with(prm_path=None, legacy=True)

    response = await call(make_auth(world), world)

    assert response.status_code == 200
    assert _asked(world, "auth") == []
    assert _asked(world, "resource")[:4] == [
        "/mcp",
        "/.well-known/oauth-protected-resource/mcp",
        "/.well-known/oauth-protected-resource",
        "/.well-known/oauth-authorization-server",
    ]
    assert world.log.authorizations[0]["resource"] == world.mcp_url


@pytest.mark.asyncio
async def test_2025_03_26_default_endpoints_without_any_metadata(world_with):
    world = world_with(prm_path=None, legacy=True, legacy_metadata=False)

    response = await call(make_auth(world), world)

    assert response.status_code == 200
    assert "/register" in _asked(world, "resource")
    # The default endpoints are used with PKCE S256 all the same (the server checked it).
    assert world.log.authorizations[0]["code_challenge_method"] == "S256"


@pytest.mark.asyncio
async def test_no_s256_means_no_sign_in(world_with):
    world = world_with(code_challenge_methods=None)

    with pytest.raises(OAuthError) as caught:
        await call(make_auth(world), world)

    assert caught.value.kind is SignInProblem.PKCE_UNSUPPORTED
    assert world.log.authorizations == []


@pytest.mark.asyncio
async def test_a_cleartext_endpoint_on_another_computer_is_refused(world_with):
    # Never contacted: the refusal comes from reading the metadata, before any connection.
    world = world_with(token_endpoint="http://auth.example/token")

    with pytest.raises(OAuthError) as caught:
        await call(make_auth(world), world)

    assert caught.value.kind is SignInProblem.INSECURE_ENDPOINT
    assert world.log.authorizations == []
    assert world.log.registrations == []


def test_what_is_secure_enough():
    assert secure_enough("https://auth.example/token")
    assert secure_enough("http://127.0.0.1:8080/token")
    assert secure_enough("http://localhost/token")
    assert secure_enough("http://[::1]:9/token")
    assert not secure_enough("http://auth.example/token")
    assert not secure_enough("http://10.0.0.1/token")
    assert not secure_enough("ftp://127.0.0.1/token")
