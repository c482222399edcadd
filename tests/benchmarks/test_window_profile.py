"""The profile's arithmetic: which samples count, which piece each goes to, the README table."""

from benchmarks import readme, window_profile

LOOP = [
    "main (benchmarks/window_load.py:9)",
    "_QEventLoop.run_until_complete (qasync/__init__.py:1)",
]
DRAW = "MessageView._paint_answer (desktop_app/ui/chat/answer/message_view.py:4)"
# The window thread's samples in order: the window's first drawing and the view being built
# come before the answer's first frame, and are not counted.
SAMPLES = [
    [*LOOP, "ConversationPage._add_message_view (desktop_app/ui/chat/conversation_page.py:2)"],
    [*LOOP, "QWidgetRepaintManager::paintAndFlush (libQt6Widgets.so.6)"],
    # Markdown calling Pygments: the innermost known frame wins.
    *[[*LOOP, DRAW, "highlight (pygments/__init__.py:5)", "0x7f00 (libc.so.6)"]] * 6,
    # The document's layout, under the document edit that caused it.
    *[
        [
            *LOOP,
            "AnswerDocument.apply (desktop_app/ui/chat/answer/answer_document.py:7)",
            "QTextDocumentPrivate::finishEdit (libQt6Gui.so.6)",
            "QTextDocumentLayout::doLayout (libQt6Gui.so.6)",
            "QTextLine::layout_helper (x)",
        ]
    ]
    * 3,
    [*LOOP, "AnswerDocument.apply (desktop_app/ui/chat/answer/answer_document.py:7)"],
    # Waiting: for the OS, and for the interpreter's lock.
    *[[*LOOP, "g_main_context_iteration (glib)", "poll (libc.so.6)"]] * 40,
    *[
        [
            *LOOP,
            "QTimer::timeout (Qt)",
            "Shiboken::GilState::GilState (s)",
            "pthread_cond_timedwait (libc.so.6)",
            "0x7f01 (libc.so.6)",
        ]
    ]
    * 5,
    *[[*LOOP, "QCoreApplication::notifyInternal2 (libQt6Core.so.6)"]] * 2,
    [*LOOP, DRAW],  # the last frame
    [*LOOP, "QWidgetRepaintManager::paintAndFlush (libQt6Widgets.so.6)"],  # after the turn
]


def test_busy_samples_of_the_turn_go_to_their_innermost_piece_and_waits_are_left_out():
    busy, waiting = window_profile.shares(window_profile.the_turn(SAMPLES))
    assert waiting == 45
    assert busy == {
        "Pygments: highlighting code": 6,
        "Qt: laying out the answer's document": 3,
        "Qt: importing the new HTML into the document": 1,
        "Delivery to the view (page, tracker, scheduler)": 1,  # the last frame, itself
        window_profile.OTHER: 2,
    }


def test_speedscope_samples_are_read_in_order_with_frames_named_as_in_the_pieces():
    speedscope = {
        "shared": {
            "frames": [
                {
                    "name": "_QEventLoop.run_until_complete",
                    "file": "/x/qasync/__init__.py",
                    "line": 1,
                },
                {
                    "name": "QTextDocumentLayout::doLayout",
                    "file": "/x/lib/libQt6Gui.so.6",
                    "line": 0,
                },
                {"name": "_worker", "file": "/x/desktop_app/store/database.py", "line": 3},
            ]
        },
        "profiles": [
            {"samples": [[2], [2]]},  # the store's thread: not the window's
            {"samples": [[0, 1], [0]]},
        ],
    }
    assert window_profile.window_samples(speedscope) == [
        [
            "_QEventLoop.run_until_complete (/x/qasync/__init__.py:1)",
            "QTextDocumentLayout::doLayout (libQt6Gui.so.6)",
        ],
        ["_QEventLoop.run_until_complete (/x/qasync/__init__.py:1)"],
    ]


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
