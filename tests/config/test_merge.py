"""The three-way merge of settings documents, as pure logic."""

from __future__ import annotations

from desktop_app.config.merge import merge


def document(*providers: dict, **app) -> dict:
    return {
        "version": 1,
        "providers": list(providers),
        "app": {"language": None, "allow_commands": False} | app,
    }


def entry(entry_id: str, **fields) -> dict:
    return {"id": entry_id, "label": entry_id, "model": ""} | fields


def test_only_what_this_process_changed_is_applied_over_the_file():
    base = document(entry("a"))
    mine = document(entry("a", label="Mine"), language="de")
    theirs = document(entry("a", model="llama"), entry("b"), allow_commands=True)
    assert merge(base, mine, theirs) == document(
        entry("a", label="Mine", model="llama"), entry("b"), language="de", allow_commands=True
    )


def test_removals_on_either_side_stand_unless_this_side_edited_the_entry():
    base = document(entry("a"), entry("b"), entry("c"))
    mine = document(entry("b"), entry("c", label="Edited"))  # removed a here
    theirs = document(entry("a"), entry("b", model="x"))  # removed c there
    merged = merge(base, mine, theirs)
    assert merged["providers"] == [entry("b", model="x"), entry("c", label="Edited")]


def test_nothing_changed_here_means_the_file_as_it_is():
    base = document(entry("a"))
    theirs = document(entry("b"), language="fr")
    assert merge(base, base, theirs) == theirs
