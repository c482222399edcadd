"""The Demo in English."""

from dataclasses import replace

from desktop_app.simulator.demo_text.base import DemoScripts, KnowledgeLines, look_around, poem
from desktop_app.simulator.scripts import WELCOME, Script

SCRIPTS = DemoScripts(
    poem=poem(
        "A short poem about a river: four lines, calm, with some movement.",
        "Arroyo",
        (
            "A thread of water finds its way,",
            "past stones that have no more to say;",
            "it carries light from hill to sea,",
            "and never asks where it should be.",
        ),
    ),
    think=Script(
        reasoning=(
            "Compare 9.11 and 9.9 as decimal numbers, not as versions. Write both with the same "
            "number of decimal places: 9.11 and 9.90. The whole parts are equal (9). Compare the "
            "tenths: 1 in 9.11, 9 in 9.90. Nine tenths is more than one tenth, so 9.90 is larger. "
            "Check: 9.9 - 9.11 = 0.79, which is positive."
        ),
        answer=(
            "**9.9 is larger.**\n\n"
            "Written with two decimals they are 9.90 and 9.11: the whole parts are equal and "
            "9 tenths beat 1 tenth. The difference is 9.9\u00a0−\u00a09.11\u00a0=\u00a00.79.\n\n"
            "(As version numbers it would be the other way round: 9.11 comes after 9.9.)"
        ),
    ),
    look_around=look_around(
        "To answer, I need to list the workspace folder. Arroyo will ask first.",
        "Let me look at your workspace folder.",
    ),
    looked=Script(
        answer=(
            "Your workspace folder, as the tool returned it:\n\n{listing}\n\nThe tool ran "
            "because you allowed it; every tool asks before it acts, and Settings › Tools says "
            "which ones may run without asking."
        ),
    ),
    declined=Script(
        answer=(
            "You declined, so the folder was not read: nothing runs without your say. Ask "
            "again whenever you want to see it."
        ),
    ),
    welcome=replace(
        WELCOME,
        answer=WELCOME.answer.replace(
            "ask first.", "ask first (ask what is in your workspace folder)."
        ),
    ),
    knowledge=KnowledgeLines(
        reasoning=(
            "The person asks something their own documents may answer. Search the "
            "knowledge base first."
        ),
        searching="Let me search your documents.",
        found=(
            "Here is what your documents say about it:\n\n{passages}\n\nThe Demo only "
            "quotes the passages it found; a real model answers from them in its "
            "own words. Each number opens its passage."
        ),
        nothing=(
            "None of your documents seems to speak of this. Try other words, or "
            "check that the knowledge base is indexed."
        ),
        declined=(
            "You declined, so your documents were not searched. Ask again whenever you want."
        ),
    ),
    poem_words=("poem",),
    folder_words=("folder", "workspace"),
)
