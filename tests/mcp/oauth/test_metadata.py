"""Well-known URL order and resource matching (pure)."""

from desktop_app.mcp.oauth.metadata import (
    authorization_server_metadata_urls,
    parse_authorization_server,
    protected_resource_metadata_urls,
    resource_covers,
)


def test_protected_resource_locations_in_order():
    assert protected_resource_metadata_urls("https://h.test/a/mcp", "https://h.test/m") == [
        "https://h.test/m",
        "https://h.test/.well-known/oauth-protected-resource/a/mcp",
        "https://h.test/.well-known/oauth-protected-resource",
    ]
    assert protected_resource_metadata_urls("https://h.test/") == [
        "https://h.test/.well-known/oauth-protected-resource"
    ]


def test_authorization_server_locations_in_order():
    assert authorization_server_metadata_urls("https://as.test/t1") == [
        "https://as.test/.well-known/oauth-authorization-server/t1",
        "https://as.test/.well-known/openid-configuration/t1",
        "https://as.test/t1/.well-known/openid-configuration",
    ]
    assert authorization_server_metadata_urls("https://as.test") == [
        "https://as.test/.well-known/oauth-authorization-server",
        "https://as.test/.well-known/openid-configuration",
    ]


def test_a_resource_stands_for_its_own_path_and_below():
    assert resource_covers("https://h.test/mcp", "https://h.test/mcp")
    assert resource_covers("https://h.test", "https://h.test/mcp")
    assert not resource_covers("https://h.test/mc", "https://h.test/mcp")
    assert not resource_covers("https://other.test/mcp", "https://h.test/mcp")
    assert not resource_covers("http://h.test/mcp", "https://h.test/mcp")


def test_defaults_of_authorization_server_metadata():
    parsed = parse_authorization_server(
        {"issuer": "i", "authorization_endpoint": "a", "token_endpoint": "t"}
    )
    assert parsed is not None
    assert parsed.token_endpoint_auth_methods == ("client_secret_basic",)
    assert parsed.code_challenge_methods == ()
    assert parse_authorization_server({"issuer": "i"}) is None
