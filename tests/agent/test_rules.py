"""Permission rules against attempts to stretch them: each attempt is a real call through the
tool round, on real files and a real SQLite file. A call a rule does not cover is put to the
person (who says no here); nothing it names is touched."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_app.agent.confirmations import Decision
from desktop_app.agent.executor import NO_LONGER_COVERED
from desktop_app.agent.tool_round import DENIED
from desktop_app.store.actions.ledger import Approval
from desktop_app.store.actions.rules import LimitKind
from desktop_app.store.database import Database
from tests.agent.rules_harness import RuleRound


@pytest.fixture
def rr(tmp_path: Path) -> Iterator[RuleRound]:
    workspace = tmp_path / "workspace"
    (workspace / "notes").mkdir(parents=True)
    (workspace / "notes" / "a.txt").write_text("nota", encoding="utf-8")
    (workspace / "secret.txt").write_text("secreto", encoding="utf-8")
    (workspace / "private").mkdir()
    (workspace / "private" / "key.txt").write_text("clave", encoding="utf-8")
    database = Database(tmp_path / "arroyo.sqlite3")
    yield RuleRound(workspace, database)
    database.close()


def notes_rule(rr: RuleRound, tool: str = "read_file", **limits):
    folder = os.path.realpath(rr.workspace / "notes")
    return rr.rules.add(tool=tool, kind=LimitKind.PATH, value=folder, **limits)


def test_a_path_rule_lets_a_read_under_its_folder_run_without_asking_and_says_so(rr):
    rule = notes_rule(rr)
    output, is_error = rr.settle(rr.call("read_file", path="notes/a.txt"))
    assert not is_error and "nota" in output
    assert rr.person.asked == []
    (operation,) = rr.operations()
    assert operation["rule_id"] == rule.id and operation["approval"] == Approval.SETTING.value
    assert "files under" in operation["rule_words"]
    assert rr.ledger.all_operations()[0].approval is Approval.RULE


@pytest.mark.parametrize(
    "path",
    ["notes/../secret.txt", "notes/../private/key.txt", "./secret.txt", "notesX/a.txt"],
)
def test_dot_dot_and_look_alike_folders_are_not_under_the_rule(rr, path):
    (rr.workspace / "notesX").mkdir()
    (rr.workspace / "notesX" / "a.txt").write_text("x", encoding="utf-8")
    notes_rule(rr)
    output, is_error = rr.settle(rr.call("read_file", path=path))
    assert (output, is_error) == (DENIED, True)
    assert len(rr.person.asked) == 1  # asked, not let through


def test_an_absolute_path_never_matches_even_when_it_names_the_folder(rr):
    notes_rule(rr)
    absolute = str(rr.workspace / "notes" / "a.txt")
    assert (
        rr.book.match(
            "read_file",
            "read_file",
            {"path": absolute},
            rr.registry.context,
            rr.conversation_id,
            leaves_machine=False,
        )
        is None
    )


def test_a_link_made_before_the_call_that_leaves_the_folder_does_not_match(rr):
    notes_rule(rr)
    (rr.workspace / "notes" / "out.txt").symlink_to(rr.workspace / "secret.txt")
    (rr.workspace / "notes" / "up").symlink_to(rr.workspace / "private")
    for path in ("notes/out.txt", "notes/up/key.txt"):
        output, _ = rr.settle(rr.call("read_file", path=path))
        assert output == DENIED
    assert len(rr.person.asked) == 2


def test_a_folder_swapped_for_a_link_between_the_check_and_the_run_is_not_written(rr):
    notes_rule(rr, tool="write_file")
    confirm = rr.ledger.confirm

    def confirm_then_swap(**intent):
        operation = confirm(**intent)
        shutil.rmtree(rr.workspace / "notes")  # the attacker's move, after the rule matched
        (rr.workspace / "notes").symlink_to(rr.workspace / "private")
        return operation

    rr.ledger.confirm = confirm_then_swap  # type: ignore[method-assign]
    output, is_error = rr.settle(rr.call("write_file", path="notes/key.txt", content="pwned"))
    assert is_error and output == NO_LONGER_COVERED
    assert (rr.workspace / "private" / "key.txt").read_text(encoding="utf-8") == "clave"
    assert rr.executor.runs == 0 and rr.person.asked == []


@pytest.mark.parametrize(
    "url",
    [
        "http://ex\u0430mple.com/",  # a Cyrillic a
        "https://example.com@evil.test/",
        "https://example.com.evil.test/",
        "https://example.com:8443/",
        "https://evil.test/?example.com",
    ],
)
def test_a_host_rule_admits_only_its_own_host(rr, url):
    rr.rules.add(tool="fetch_url", kind=LimitKind.HOST, value="example.com")
    seen = rr.book.match(
        "fetch_url",
        "fetch_url",
        {"url": url},
        rr.registry.context,
        rr.conversation_id,
        leaves_machine=True,
    )
    assert seen is None


def test_a_host_rule_matches_its_host_however_it_is_cased_or_ported(rr):
    rule = rr.rules.add(tool="fetch_url", kind=LimitKind.HOST, value="example.com")
    for url in ("https://EXAMPLE.com/a", "http://example.com:80/", "https://example.com./"):
        found = rr.book.match(
            "fetch_url",
            "fetch_url",
            {"url": url},
            rr.registry.context,
            rr.conversation_id,
            leaves_machine=True,
        )
        assert found == rule, url


@pytest.mark.parametrize(
    "host",
    [
        "127.0.0.1",
        "[::1]",
        "10.0.0.8",
        "169.254.169.254",
        "[::ffff:127.0.0.1]",
        "localhost",
        "192.168.1.1",
        "printer.local",
    ],
)
def test_no_rule_ever_admits_this_computer_or_a_local_network(rr, host):
    # Written into the database by hand: refused when loaded, and the URL never matches.
    _insert(rr, "fetch_url", "host", host)
    usable, refused = rr.book.sound("fetch_url")
    assert usable == [] and len(refused) == 1 and "local network" in refused[0]
    found = rr.book.match(
        "fetch_url",
        "fetch_url",
        {"url": f"http://{host}/"},
        rr.registry.context,
        rr.conversation_id,
        leaves_machine=True,
    )
    assert found is None


def _insert(rr: RuleRound, tool: str, kind: str, value: str, **columns) -> None:
    names = ", ".join(["tool", "limit_kind", "limit_value", "created_at", *columns])
    marks = ", ".join("?" * (4 + len(columns)))
    with rr.database.transaction() as connection:
        connection.execute(
            f"INSERT INTO permission_rules ({names}) VALUES ({marks})",
            (tool, kind, value, 0, *columns.values()),
        )


@pytest.mark.parametrize("value", ["/", "", "notes", "/tmp/../"])
def test_a_rule_edited_by_hand_to_admit_everything_is_refused_when_loaded(rr, value):
    _insert(rr, "read_file", "path", value)
    usable, refused = rr.book.sound()
    assert usable == []
    (sentence,) = refused
    assert sentence.startswith("Permission rule") and "read_file" in sentence
    output, _ = rr.settle(rr.call("read_file", path="secret.txt"))
    assert output == DENIED and len(rr.person.asked) == 1


def test_an_expired_rule_asks_again(rr):
    notes_rule(rr, expires_at=rr.clock.now + 60)
    rr.clock.advance(61)
    output, _ = rr.settle(rr.call("read_file", path="notes/a.txt"))
    assert output == DENIED and len(rr.person.asked) == 1


def test_a_counted_rule_allows_exactly_its_count_then_asks(rr):
    notes_rule(rr, calls_left=2)
    outputs = [rr.settle(rr.call("read_file", path="notes/a.txt"))[0] for _ in range(3)]
    assert ["nota" in output for output in outputs] == [True, True, False]
    assert outputs[2] == DENIED and len(rr.person.asked) == 1
    assert rr.rules.live() == []  # used up: gone


def test_a_rule_used_up_after_it_matched_is_not_spent_twice_and_the_person_decides(rr):
    rule = notes_rule(rr, calls_left=1)
    confirm = rr.ledger.confirm

    def spent_elsewhere_first(**intent):
        with rr.database.transaction() as connection:  # another window took the last call
            connection.execute(
                "UPDATE permission_rules SET calls_left = 0 WHERE id = ?", (rule.id,)
            )
        return confirm(**intent)

    rr.ledger.confirm = spent_elsewhere_first  # type: ignore[method-assign]
    output, _ = rr.settle(rr.call("read_file", path="notes/a.txt"))
    assert output == DENIED and len(rr.person.asked) == 1
    assert rr.operations() == []  # nothing was recorded as allowed by the spent rule


def test_a_program_rule_matches_the_resolved_program_not_the_command_line(rr):
    ls = shutil.which("ls")
    assert ls is not None
    rr.rules.add(tool="run_command", kind=LimitKind.PROGRAM, value=os.path.realpath(ls))
    context = rr.registry.context

    def match(argv):
        return rr.book.match(
            "run_command",
            "run_command",
            {"argv": argv},
            context,
            rr.conversation_id,
            leaves_machine=True,
        )

    assert match(["ls", "-l"]) is not None
    assert match([ls]) is not None
    assert match(["ls; rm -rf ~"]) is None
    assert match(["sh", "-c", "ls; rm -rf ~"]) is None
    (rr.workspace / "ls").write_text("#!/bin/sh\necho fake\n", encoding="utf-8")
    (rr.workspace / "ls").chmod(0o755)
    assert match(["./ls"]) is None  # another program with the same name


def test_a_rule_for_a_shell_is_refused_when_loaded(rr):
    _insert(rr, "run_command", "program", "/bin/sh")
    usable, refused = rr.book.sound()
    assert usable == [] and "runs whatever it is told" in refused[0]


def test_the_narrow_choice_in_the_question_makes_a_rule_for_the_calls_folder(rr):
    rr.person.answers.append(Decision.ALLOW_FOLDER_FOR_AN_HOUR)
    call = rr.call("read_file", path="notes/a.txt")
    output, _ = rr.settle(call)
    assert "nota" in output
    (request,) = rr.person.asked
    assert [offer.shown for offer in request.offers] == ["notes/"]
    (rule,) = rr.rules.live()
    assert rule.value == os.path.realpath(rr.workspace / "notes")
    assert rule.expires_at == rr.clock.now + 3600
    rr.settle(rr.call("read_file", path="notes/a.txt"))  # now without asking
    assert len(rr.person.asked) == 1
    rr.clock.advance(3601)
    rr.settle(rr.call("read_file", path="notes/a.txt"))  # an hour later: asked again
    assert len(rr.person.asked) == 2


def test_a_once_only_question_never_makes_a_rule(rr):
    from dataclasses import replace

    from desktop_app.agent.confirmations import ConfirmationRequest

    call = rr.call("read_file", path="notes/a.txt")
    tool = rr.registry.tools["read_file"]
    request = ConfirmationRequest.for_call(call, tool, rr.registry.context)
    assert request.offered(Decision.ALLOW_FOLDER_FOR_AN_HOUR) is not None
    once = replace(request, once_only=True)
    assert once.offered(Decision.ALLOW_FOLDER_FOR_AN_HOUR) is None


def test_a_command_offers_its_program_for_the_conversation_but_never_a_shell(rr):
    from desktop_app.agent.rules import Offer, offers_for

    context = rr.registry.context
    (offer,) = offers_for("run_command", {"argv": ["ls", "-l"]}, context)
    assert offer.offer is Offer.PROGRAM_IN_CONVERSATION and offer.shown == "ls"
    assert offers_for("run_command", {"argv": ["sh", "-c", "ls"]}, context) == ()
    assert offers_for("run_command", {"argv": ["ls; rm -rf ~"]}, context) == ()
    rr.person.answers.append(Decision.ALLOW_PROGRAM_IN_CONVERSATION)
    output, is_error = rr.settle(rr.call("run_command", argv=["ls"]))
    assert not is_error and "notes" in output
    (rule,) = rr.rules.live()
    assert rule.conversation_id == rr.conversation_id and rule.expires_at is None
    rr.settle(rr.call("run_command", argv=["ls", "notes"]))  # the same program: not asked
    assert len(rr.person.asked) == 1
    rr.settle(rr.call("run_command", argv=["cat", "secret.txt"]))  # another program: asked
    assert len(rr.person.asked) == 2
