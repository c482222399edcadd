"""A cited answer in the window: a project with instructions and a knowledge base, the model
searching it (search_knowledge, scripted in the simulator) and answering with [1]; the mark is a
link, and a click on it opens the passage panel on the right file, heading and text."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.knowledge.embedders import DemoEmbedder
from desktop_app.net.transports import ChunkedTransport
from desktop_app.session.assembly import ToolChoices, assemble_loop
from desktop_app.session.knowledge import turn_knowledge
from desktop_app.simulator.demo import DEMO_MODEL, demo_simulator
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.knowledge.links import KnowledgeLinks
from desktop_app.store.projects import ProjectStore
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.dialogs.inspector_dialog import InspectorDialog
from tests.net.helpers import endpoint_for, model_bodies, queue
from tests.ui.window_harness import opened_windows, wait_until


@pytest.fixture
def tides(tmp_path, monkeypatch):
    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "tides.md").write_text(
        "# Tides\n\n## Spring tides\n\nSpring tides come when the sun and the moon line up.\n",
        encoding="utf-8",
    )
    (folder / "bees.md").write_text("# Bees\n\nBees dance to say where flowers are.\n", "utf-8")
    knowledge = tmp_path / "data" / "knowledge"
    KnowledgeBase.create(knowledge, "notes", [folder], "demo").close()
    with KnowledgeBase.open(knowledge, "notes", DemoEmbedder()) as base:
        for _ in base.index():
            pass
    return folder


def with_knowledge(harness, monkeypatch):
    """The harness's window, its turns assembled as the app assembles them (bases included)."""
    plain = harness.services

    def services():
        def make_loop(conversation_id, confirmer):
            endpoint = endpoint_for(harness.simulator, harness.wire, harness.model)
            transport = ChunkedTransport()
            harness.transports.append(transport)
            knowledge = turn_knowledge(harness.database, conversation_id, endpoint, None)
            return assemble_loop(
                endpoint=endpoint,
                transport=transport,
                tools=ToolChoices(workspace=None, knowledge=knowledge),
                database=harness.database,
                ledger=OperationLedger(harness.database),
                confirmer=confirmer,
                conversation_id=conversation_id,
            )

        return replace(plain(), make_loop=make_loop)

    monkeypatch.setattr(harness, "services", services)


def click_mark(view: MessageView, href: str) -> None:
    """Clicks the middle of the link ``href`` in the answer, as a person would."""
    document = view.answer.document()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position() + 1)
                rect = view.answer.cursorRect(cursor)
                point = QPoint(rect.center().x(), rect.center().y())
                QTest.mouseClick(view.answer.viewport(), Qt.MouseButton.LeftButton, pos=point)
                return
            fragments += 1
        block = block.next()
    raise AssertionError(f"no link {href} in {view.answer.toHtml()}")


def test_a_project_answer_cites_a_passage_that_opens_in_the_panel(
    qtbot, qloop, harness, simulator, tides, monkeypatch
):
    with_knowledge(harness, monkeypatch)
    projects = ProjectStore(harness.database)
    project = projects.create("Sea", instructions="Answer in one sentence.")
    KnowledgeLinks(harness.database).set_project(project, ["notes"])
    call = ScriptedCall(name="search_knowledge", arguments={"query": "spring tides moon"})
    harness.model = queue(
        simulator,
        Scenario(script=Script(tool_calls=(call,), finish="tool_calls")),
        Scenario(script=Script(answer="They come when the sun and moon line up [1], not [7].")),
    )
    with opened_windows(harness, qloop) as open_window:
        window = open_window((1000, 700))
        window.services.inspector.enabled = True
        window.projects.new_conversation(project)
        window.composer.setPlainText("When are spring tides?")
        window.send()
        page = window.current_page
        qloop.run_until_complete(wait_until(lambda: not page.busy))
        bodies = model_bodies(simulator, harness.model)
        system = next(m["content"] for m in bodies[0]["messages"] if m["role"] == "system")
        assert "Answer in one sentence." in system  # the project's instructions
        assert "search_knowledge" in json.dumps(bodies[0]["tools"])
        (card,) = page.findChildren(ToolCard)
        said = " ".join(label.text() for label in card.findChildren(QLabel) if label.isVisible())
        assert "the model and the knowledge bases are on this computer" in said
        assert "cannot be undone" not in said  # a search changes nothing
        view = page.findChildren(MessageView)[-1]
        html = view.answer.toHtml()
        assert 'href="cite:1"' in html and "cite:7" not in html  # [7] names no passage
        click_mark(view, "cite:1")
        panel = page.citations.panel
        assert panel is not None and panel.isVisible()
        assert panel.path.text() == str((tides / "tides.md").resolve())
        assert panel.heading.text() == "Tides › Spring tides"
        assert "sun and the moon line up" in panel.text.toPlainText()
        assert panel.windowTitle() == "Passage [1]"
        panel.close()
        answer = window.services.conversations.messages(page.conversation_id)[-1]
        run = window.services.inspector.run_of(answer.generation_id)
        inspector = InspectorDialog(run)
        qtbot.addWidget(inspector)
        shown = inspector.transcript().split("\n=== Model turn 1")[0]
        assert shown.splitlines()[:2] == [
            "=== Passages retrieved for this answer ===",
            f"[1] {(tides / 'tides.md').resolve()} › Tides › Spring tides",
        ]


def test_the_offline_demo_searches_a_project_base_and_cites_it(
    qtbot, qloop, harness, tides, monkeypatch
):
    """No key, no scripted model: the Demo itself calls search_knowledge for a question the
    welcome doesn't cover, and its answer's marks open the passages."""
    with demo_simulator("en") as demo:
        harness.simulator, harness.model = demo, DEMO_MODEL
        with_knowledge(harness, monkeypatch)
        projects = ProjectStore(harness.database)
        project = projects.create("Sea")
        KnowledgeLinks(harness.database).set_project(project, ["notes"])
        with opened_windows(harness, qloop) as open_window:
            window = open_window((1000, 700))
            window.projects.new_conversation(project)
            window.composer.setPlainText("When do spring tides come?")
            window.send()
            page = window.current_page
            qloop.run_until_complete(wait_until(lambda: not page.busy))
            assert len(page.findChildren(ToolCard)) == 1  # one search, no question asked
            view = page.findChildren(MessageView)[-1]
            assert "Spring tides come when the sun and the moon line up. [1]" in (
                view.answer.toPlainText()
            )
            click_mark(view, "cite:1")
            panel = page.citations.panel
            assert panel is not None and panel.path.text() == str((tides / "tides.md").resolve())
            panel.close()
