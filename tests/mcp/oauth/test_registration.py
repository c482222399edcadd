"""Which client ID is used, and how it proves itself at the token endpoint."""

import base64

import pytest

from desktop_app.mcp.oauth import (
    OAuthError,
    PreRegisteredClient,
    SignInOptions,
    SignInProblem,
    TokenEndpointAuth,
)
from tests.mcp.oauth.helpers import call, make_auth

METADATA_URL = "https://arroyo.example/oauth/client.json"


@pytest.mark.asyncio
@pytest.mark.parametrize("method", ["none", "client_secret_basic", "client_secret_post"])
async def test_dynamic_registration_uses_the_method_the_server_supports(world_with, method):
    world = world_with(auth_methods=[method])

    response = await call(make_auth(world), world)

    assert response.status_code == 200
    [registration] = world.log.registrations
    assert registration["token_endpoint_auth_method"] == method
    assert registration["redirect_uris"][0].startswith("http://127.0.0.1:")
    [(form, authorization)] = world.log.token_requests
    assert authorization.startswith("Basic ") == (method == "client_secret_basic")
    assert ("client_secret" in form) == (method == "client_secret_post")
    assert form.get("client_id", "client-1") == "client-1"


@pytest.mark.asyncio
async def test_pre_registered_client_with_basic_and_no_registration(world_with):
    world = world_with(
        registration=False,
        auth_methods=["client_secret_basic"],
        pre_registered={"my client": "s3cret:x"},
    )
    client = PreRegisteredClient(client_id="my client", client_secret="s3cret:x")

    response = await call(make_auth(world, options=SignInOptions(pre_registered=client)), world)

    assert response.status_code == 200
    assert world.log.registrations == []
    [(form, authorization)] = world.log.token_requests
    # RFC 6749 section 2.3.1: form-encoded parts, so a space and a colon survive.
    assert base64.b64decode(authorization[6:]) == b"my+client:s3cret%3Ax"
    assert "client_secret" not in form
    assert world.log.authorizations[0]["client_id"] == "my client"


@pytest.mark.asyncio
async def test_pre_registered_client_with_post(world_with):
    world = world_with(auth_methods=["client_secret_post"], pre_registered={"app": "pw"})
    client = PreRegisteredClient(client_id="app", client_secret="pw")

    response = await call(make_auth(world, options=SignInOptions(pre_registered=client)), world)

    assert response.status_code == 200
    [(form, authorization)] = world.log.token_requests
    assert authorization == ""
    assert (form["client_id"], form["client_secret"]) == ("app", "pw")


@pytest.mark.asyncio
async def test_wrong_pre_registered_secret_is_a_refused_token(world_with):
    world = world_with(auth_methods=["client_secret_basic"], pre_registered={"app": "right"})
    client = PreRegisteredClient(
        client_id="app", client_secret="wrong", auth_method=TokenEndpointAuth.CLIENT_SECRET_BASIC
    )

    with pytest.raises(OAuthError) as caught:
        await call(make_auth(world, options=SignInOptions(pre_registered=client)), world)

    assert caught.value.kind is SignInProblem.TOKEN_REFUSED
    assert "wrong" not in str(caught.value) and "right" not in str(caught.value)


@pytest.mark.asyncio
async def test_client_id_metadata_document_when_the_server_supports_it(world_with):
    world = world_with(cimd_supported=True)
    options = SignInOptions(client_metadata_url=METADATA_URL)

    response = await call(make_auth(world, options=options), world)

    assert response.status_code == 200
    assert world.log.registrations == []
    assert world.log.authorizations[0]["client_id"] == METADATA_URL


@pytest.mark.asyncio
async def test_metadata_document_unsupported_falls_back_to_registration(world_with):
    world = world_with(cimd_supported=False)
    options = SignInOptions(client_metadata_url=METADATA_URL)

    response = await call(make_auth(world, options=options), world)

    assert response.status_code == 200
    assert len(world.log.registrations) == 1
    assert world.log.authorizations[0]["client_id"] == "client-1"


@pytest.mark.asyncio
async def test_no_way_to_get_a_client_id(world_with):
    world = world_with(registration=False)

    with pytest.raises(OAuthError) as caught:
        await call(make_auth(world), world)

    assert caught.value.kind is SignInProblem.NO_CLIENT_REGISTRATION
    assert world.log.authorizations == []
