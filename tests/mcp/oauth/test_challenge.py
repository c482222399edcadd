"""Reading the WWW-Authenticate challenge (pure)."""

from desktop_app.mcp.oauth.challenge import BearerChallenge, parse_challenge


def test_all_parameters_quoted_and_bare():
    header = (
        'Bearer error="insufficient_scope", scope="a b", '
        'resource_metadata="http://127.0.0.1/.well-known/x", error_description="no"'
    )
    assert parse_challenge(header) == BearerChallenge(
        error="insufficient_scope",
        scope=("a", "b"),
        resource_metadata="http://127.0.0.1/.well-known/x",
    )
    assert parse_challenge("Bearer error=invalid_token").error == "invalid_token"


def test_bearer_after_another_scheme_and_escapes():
    header = 'Basic realm="x", Bearer scope="s\\"q", realm="y"'
    assert parse_challenge(header).scope == ('s"q',)


def test_nothing_usable():
    assert parse_challenge(None) == BearerChallenge()
    assert parse_challenge("") == BearerChallenge()
    assert parse_challenge('Basic realm="x"') == BearerChallenge()
    assert parse_challenge("Bearer") == BearerChallenge()
    assert not parse_challenge("Bearer").insufficient_scope
