"""Tool grants: one per (tool, scope), a conversation's or everyone's."""

from __future__ import annotations

import pytest

from desktop_app.store.actions.grants import Grant, GrantScope, GrantStore
from desktop_app.store.database import Database


@pytest.fixture
def grants(db: Database, clock) -> GrantStore:
    return GrantStore(db, clock=clock)


def test_a_grant_for_one_conversation(grants: GrantStore, clock):
    grant = grants.grant("read_file", "conv_a")
    assert grant == Grant(
        id=grant.id, tool="read_file", conversation_id="conv_a", created_at=clock.now
    )
    assert grants.allows("read_file", "conv_a")
    assert not grants.allows("read_file", "conv_b")
    assert not grants.allows("read_file", None)
    assert not grants.allows("write_file", "conv_a")


def test_a_grant_for_every_conversation(grants: GrantStore):
    grants.grant("read_file", None)
    assert grants.allows("read_file", "conv_a")
    assert grants.allows("read_file", "conv_b")
    assert grants.allows("read_file", None)
    assert not grants.allows("write_file", "conv_a")


def test_granting_again_is_idempotent_per_scope(grants: GrantStore, clock):
    first = grants.grant("read_file", "conv_a")
    everywhere = grants.grant("read_file", None)
    clock.advance(10)
    assert grants.grant("read_file", "conv_a") == first
    assert grants.grant("read_file", None) == everywhere
    other = grants.grant("read_file", "conv_b")
    assert grants.list() == [first, everywhere, other]


def test_revoke(grants: GrantStore):
    local = grants.grant("read_file", "conv_a")
    everywhere = grants.grant("read_file", None)
    grants.revoke(everywhere.id)
    assert grants.allows("read_file", "conv_a")
    assert not grants.allows("read_file", "conv_b")
    grants.revoke(local.id)
    grants.revoke(local.id)  # already gone: not an error
    assert not grants.allows("read_file", "conv_a")
    assert grants.list() == []


def test_grants_survive_reopening(open_db, clock):
    first = GrantStore(open_db(), clock=clock)
    grant = first.grant("fetch_url", None)
    assert GrantStore(open_db(), clock=clock).list() == [grant]


def test_scopes_say_which_grants_apply_here(grants: GrantStore):
    assert grants.scopes("read_file", "conv_a") == frozenset()
    grants.grant("read_file", "conv_b")
    assert grants.scopes("read_file", "conv_a") == frozenset()
    grants.grant("read_file", "conv_a")
    assert grants.scopes("read_file", "conv_a") == {GrantScope.THIS_CONVERSATION}
    grants.grant("read_file", None)
    assert grants.scopes("read_file", "conv_a") == {
        GrantScope.THIS_CONVERSATION,
        GrantScope.EVERY_CONVERSATION,
    }
    grants.revoke_everywhere("read_file")
    assert grants.scopes("read_file", "conv_a") == {GrantScope.THIS_CONVERSATION}
    assert [g.conversation_id for g in grants.list()] == ["conv_b", "conv_a"]
    grants.revoke_everywhere("read_file")  # already off: not an error
