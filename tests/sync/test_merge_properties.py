"""The merge core under random interleavings of two and three devices: every device ends in
the same state, and no edit is lost (it is the current text, a concurrent version, or history)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.sync.changes import Change, Kind, decode, encode
from desktop_app.sync.merge import Intake, Replica, collectable, materialize

MESSAGES = ["m1", "m2", "m3"]
CONVERSATIONS = ["c1", "c2"]
PROJECTS = ["p1", "p2"]
FACTS = ["f1", "f2"]

step = st.tuples(
    st.sampled_from(
        ["add", "edit", "delete", "restore", "rename", "cdelete", "prename", "pmove", "pdelete"]
        + ["fact", "fdelete"]
        + ["sync"] * 3
    ),
    st.integers(0, 2),  # which device
    st.integers(0, 2),  # which object / which peer
    st.integers(0, 10_000),  # a text
)


def _run(devices: int, steps, seed: int):
    replicas = [Replica(f"dev{i}") for i in range(devices)]
    texts: dict[str, set[str]] = {}
    rng = random.Random(seed)
    for action, who, which, number in steps:
        replica = replicas[who % devices]
        message = MESSAGES[which % len(MESSAGES)]
        conversation = CONVERSATIONS[which % len(CONVERSATIONS)]
        text = f"{replica.device}:{number}"
        if action == "add":
            replica.make(Kind.MESSAGE_ADD, message, {"content": text, "conversation": "c1"})
            texts.setdefault(message, set()).add(text)
        elif action == "edit":
            replica.make(Kind.MESSAGE_EDIT, message, {"content": text})
            texts.setdefault(message, set()).add(text)
        elif action == "delete":
            replica.make(Kind.MESSAGE_DELETE, message)
        elif action == "restore":
            replica.make(Kind.MESSAGE_RESTORE, message)
        elif action == "rename":
            replica.make(Kind.CONVERSATION, conversation, {"title": text})
        elif action == "cdelete":
            replica.make(Kind.CONVERSATION_DELETE, conversation)
        elif action == "prename":  # a project created or renamed (created_at: it exists)
            project = PROJECTS[which % len(PROJECTS)]
            replica.make(Kind.PROJECT, project, {"name": text, "created_at": 1.0})
        elif action == "pmove":  # a conversation moved into a project
            project = PROJECTS[number % len(PROJECTS)]
            replica.make(Kind.CONVERSATION, conversation, {"project_id": project})
        elif action == "pdelete":
            replica.make(Kind.PROJECT_DELETE, PROJECTS[which % len(PROJECTS)])
        elif action == "fact":  # a fact remembered or edited (created_at: it exists)
            replica.make(Kind.MEMORY, FACTS[which % len(FACTS)], {"text": text, "created_at": 1.0})
        elif action == "fdelete":
            replica.make(Kind.MEMORY_DELETE, FACTS[which % len(FACTS)])
        else:  # one peer hands part of its log to another, shuffled (any arrival order)
            peer = replicas[which % devices]
            log = peer.log()
            part = rng.sample(log, rng.randint(0, len(log)))
            replica.receive(part)
    return replicas, texts


def _converge(replicas, seed: int) -> None:
    rng = random.Random(seed)
    everything = [c for r in replicas for c in r.log()]
    for replica in replicas:
        shuffled = everything[:]
        rng.shuffle(shuffled)
        report = replica.receive(shuffled)
        assert report.waiting == 0


@settings(max_examples=150, deadline=None)
@given(st.lists(step, max_size=40), st.integers(0, 1000), st.sampled_from([2, 3]))
def test_every_device_converges_and_nothing_is_lost(steps, seed, devices):
    replicas, texts = _run(devices, steps, seed)
    _converge(replicas, seed)
    states = [r.state() for r in replicas]
    assert all(s == states[0] for s in states)
    for message, written in texts.items():
        state = states[0][message]
        kept = {state.text(), *(t for _, t in state.conflicts), *state.history}
        assert written <= kept
    for fact in FACTS:  # the last edit of a fact no deletion had seen keeps it
        ops = replicas[0].objects.get(fact, [])
        deletes = [op for op in ops if op.kind is Kind.MEMORY_DELETE]
        unseen = [
            op
            for op in ops
            if op.kind is Kind.MEMORY and deletes and not any(d.saw(op) for d in deletes)
        ]
        if unseen:
            assert not states[0][fact].deleted
        elif deletes:
            assert states[0][fact].deleted


def _pair():
    a, b = Replica("a"), Replica("b")
    add = a.make(Kind.MESSAGE_ADD, "m", {"content": "first"})
    b.receive([add])
    return a, b


def test_concurrent_edits_of_one_message_keep_both_as_versions():
    a, b = _pair()
    a.make(Kind.MESSAGE_EDIT, "m", {"content": "from a"})
    b.make(Kind.MESSAGE_EDIT, "m", {"content": "from b"})
    a.receive(b.log())
    b.receive(a.log())
    state = a.state()["m"]
    assert state == b.state()["m"]
    assert {state.text(), *(t for _, t in state.conflicts)} == {"from a", "from b"}
    assert state.history == ("first",)


def test_a_deletion_wins_over_what_it_saw_and_a_concurrent_edit_stays_restorable():
    a, b = _pair()
    b.make(Kind.MESSAGE_EDIT, "m", {"content": "seen"})
    a.receive(b.log())
    a.make(Kind.MESSAGE_DELETE, "m")
    b.make(Kind.MESSAGE_EDIT, "m", {"content": "concurrent"})
    a.receive(b.log())
    b.receive(a.log())
    state = a.state()["m"]
    assert state.deleted and b.state()["m"].deleted
    assert "concurrent" in {state.text(), *(t for _, t in state.conflicts)}
    a.make(Kind.MESSAGE_RESTORE, "m")
    assert not a.state()["m"].deleted


def test_a_restore_that_had_not_seen_a_later_delete_does_not_undo_it():
    a, b = _pair()
    a.make(Kind.MESSAGE_DELETE, "m")
    b.make(Kind.MESSAGE_RESTORE, "m")  # concurrent: had not seen the delete
    a.receive(b.log())
    assert a.state()["m"].deleted


def test_a_gap_and_a_replay_are_reported_and_the_change_after_the_gap_waits():
    a = Replica("a")
    changes = [a.make(Kind.MESSAGE_ADD, f"m{i}", {"content": str(i)}) for i in range(4)]
    other = Intake()
    report = other.receive([changes[0], changes[2], changes[3]])
    assert [c.counter for c in report.applied] == [1]
    assert report.gaps == [("a", 2, 3)]
    assert report.waiting == 2
    again = other.receive([changes[0], changes[1]])
    assert again.replays == [("a", 1)]
    assert [c.counter for c in again.applied] == [2, 3, 4]


def test_a_change_waits_for_what_its_device_had_seen():
    a, b = _pair()
    reply = b.make(Kind.MESSAGE_EDIT, "m", {"content": "reply"})
    c = Replica("c")
    report = c.receive([reply])
    assert report.applied == [] and report.waiting == 1
    report = c.receive(a.log())
    assert len(report.applied) == 2


def test_tombstones_are_kept_until_every_known_device_has_seen_them():
    a, b = _pair()
    delete = a.make(Kind.MESSAGE_DELETE, "m")
    ops = a.objects["m"]
    assert not collectable(ops, {"a": a.intake.vector, "b": b.intake.vector})
    b.receive([delete])
    assert collectable(ops, {"a": a.intake.vector, "b": b.intake.vector})


def test_a_restored_object_keeps_its_changes_in_every_snapshot():
    a, b = _pair()
    a.make(Kind.MESSAGE_DELETE, "m")
    a.make(Kind.MESSAGE_RESTORE, "m")
    b.receive(a.log())
    assert not collectable(a.objects["m"], {"a": a.intake.vector, "b": b.intake.vector})


def test_changes_round_trip_through_a_segment():
    a = Replica("a")
    made = [a.make(Kind.CONVERSATION, "c", {"title": "é", "created_at": 1.5})]
    assert decode(encode(made)) == made
    assert materialize("c", made).fields["title"] == "é"
    assert isinstance(made[0], Change)
