"""The profile's arithmetic: which samples count, which piece each goes to, the README table."""

from benchmarks import readme, window_profile

LOOP = "main (benchmarks/window_load.py:9);_QEventLoop.run_until_complete (qasync/__init__.py:1)"
RAW = "\n".join(
    [
        # Markdown calling Pygments: the innermost known frame wins.
        f"{LOOP};_paint_answer (desktop_app/ui/chat/answer/markdown.py:3);"
        "highlight (pygments/__init__.py:5);0x7f00 (libc.so.6) 6",
        # The document's layout, under the document edit that caused it.
        f"{LOOP};AnswerDocument.apply (desktop_app/ui/chat/answer/answer_document.py:7);"
        "QTextDocumentPrivate::finishEdit (libQt6Gui.so.6);"
        "QTextDocumentLayout::doLayout (libQt6Gui.so.6);QTextLine::layout_helper (x) 3",
        f"{LOOP};AnswerDocument.apply (desktop_app/ui/chat/answer/answer_document.py:7) 1",
        # Waiting: for the OS, and for the interpreter's lock.
        f"{LOOP};g_main_context_iteration (glib);poll (libc.so.6) 40",
        f"{LOOP};QTimer::timeout (Qt);Shiboken::GilState::GilState (s);"
        "pthread_cond_timedwait (libc.so.6);0x7f01 (libc.so.6) 5",
        # Another thread, and the window before the turn: not counted.
        "_bootstrap (threading.py:1);_worker (desktop_app/store/database.py:3) 9",
        "main (benchmarks/window_load.py:9);warm_up (desktop_app/launch.py:2) 7",
        f"{LOOP};QCoreApplication::notifyInternal2 (libQt6Core.so.6) 2",
    ]
)


def test_busy_samples_of_the_turn_go_to_their_innermost_piece_and_waits_are_left_out():
    busy, waiting = window_profile.shares(RAW)
    assert waiting == 45
    assert busy == {
        "Pygments: highlighting code": 6,
        "Qt: laying out the answer's document": 3,
        "Qt: importing the new HTML into the document": 1,
        window_profile.OTHER: 2,
    }


def test_the_readme_says_where_the_time_goes_from_the_profile_between_its_markers():
    pieces = [{"name": f"piece {i}", "samples": 20 - i, "share": (20 - i) / 155} for i in range(12)]
    meta = {"rate": 5000.0, "code": "abc", "samples_per_second": 200, "busy_samples": 155}
    block = readme.render_profile({"meta": meta, "pieces": pieces})
    assert "| piece 0 | 12.9 % |" in block
    assert "| piece 9 | 7.1 % |" in block and "piece 10 |" not in block
    assert "| 2 smaller pieces | 12.3 % |" in block  # 10 and 9 samples of 155
    before = f"intro\n{readme.PROFILE_BEGIN}\nold\n{readme.PROFILE_END}\nafter"
    after = readme.replace(before, block, readme.PROFILE_BEGIN, readme.PROFILE_END)
    assert "old" not in after and after.startswith("intro\n") and after.endswith("\nafter")
