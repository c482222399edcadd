"""The window's commands in words: the menu text and the description each command shows (as
a tooltip and in the status bar), translated where the window shows them (context
``MainWindow``)."""

from __future__ import annotations

from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

COMMAND_TEXTS: dict[str, tuple[str, str]] = {
    "new_conversation": (
        QT_TRANSLATE_NOOP("MainWindow", "&New conversation"),
        QT_TRANSLATE_NOOP("MainWindow", "Starts an empty conversation"),
    ),
    "find": (
        QT_TRANSLATE_NOOP("MainWindow", "&Find in conversation"),
        QT_TRANSLATE_NOOP("MainWindow", "Finds words in this conversation"),
    ),
    "find_next": (
        QT_TRANSLATE_NOOP("MainWindow", "Find ne&xt"),
        QT_TRANSLATE_NOOP("MainWindow", "Goes to the next match"),
    ),
    "find_previous": (
        QT_TRANSLATE_NOOP("MainWindow", "Find pre&vious"),
        QT_TRANSLATE_NOOP("MainWindow", "Goes to the previous match"),
    ),
    "search": (
        QT_TRANSLATE_NOOP("MainWindow", "&Search conversations"),
        QT_TRANSLATE_NOOP("MainWindow", "Moves to the search field"),
    ),
    "pin": (
        QT_TRANSLATE_NOOP("MainWindow", "&Pin or unpin"),
        QT_TRANSLATE_NOOP("MainWindow", "Keeps the chosen conversation on top"),
    ),
    "new_project": (
        QT_TRANSLATE_NOOP("MainWindow", "New pro&ject…"),
        QT_TRANSLATE_NOOP("MainWindow", "Makes a project: conversations with shared instructions"),
    ),
    "knowledge_bases": (
        QT_TRANSLATE_NOOP("MainWindow", "&Knowledge bases…"),
        QT_TRANSLATE_NOOP("MainWindow", "Adds and indexes the folders the model may search"),
    ),
    "conversation_knowledge": (
        QT_TRANSLATE_NOOP("MainWindow", "Knowledge bases of this con&versation…"),
        QT_TRANSLATE_NOOP("MainWindow", "Chooses the knowledge bases this conversation searches"),
    ),
    "move_to_project": (
        QT_TRANSLATE_NOOP("MainWindow", "&Move to project…"),
        QT_TRANSLATE_NOOP("MainWindow", "Moves the chosen conversation into a project"),
    ),
    "rename": (
        QT_TRANSLATE_NOOP("MainWindow", "&Rename…"),
        QT_TRANSLATE_NOOP("MainWindow", "Renames the chosen conversation"),
    ),
    "delete": (
        QT_TRANSLATE_NOOP("MainWindow", "&Delete"),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Deletes the chosen conversation; it can be undone for a few seconds"
        ),
    ),
    "undo_delete": (
        QT_TRANSLATE_NOOP("MainWindow", "&Undo delete"),
        QT_TRANSLATE_NOOP("MainWindow", "Brings the deleted conversation back"),
    ),
    "export": (
        QT_TRANSLATE_NOOP("MainWindow", "&Export…"),
        QT_TRANSLATE_NOOP("MainWindow", "Saves the chosen conversation as Markdown or JSON"),
    ),
    "import": (
        QT_TRANSLATE_NOOP("MainWindow", "&Import…"),
        QT_TRANSLATE_NOOP("MainWindow", "Adds conversations from an Arroyo or ChatGPT export"),
    ),
    "backup": (
        QT_TRANSLATE_NOOP("MainWindow", "&Back up everything…"),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Saves every conversation and the settings, without keys, to one file"
        ),
    ),
    "restore": (
        QT_TRANSLATE_NOOP("MainWindow", "Restore fro&m backup…"),
        QT_TRANSLATE_NOOP("MainWindow", "Adds what a backup holds and Arroyo does not have yet"),
    ),
    "settings": (
        QT_TRANSLATE_NOOP("MainWindow", "Se&ttings…"),
        QT_TRANSLATE_NOOP("MainWindow", "Providers, keys, tools and language"),
    ),
    "quit": (
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        QT_TRANSLATE_NOOP("MainWindow", "Closes Arroyo"),
    ),
    "send": (
        QT_TRANSLATE_NOOP("MainWindow", "&Send"),
        QT_TRANSLATE_NOOP("MainWindow", "Sends the message to the model"),
    ),
    "stop": (
        QT_TRANSLATE_NOOP("MainWindow", "S&top"),
        QT_TRANSLATE_NOOP("MainWindow", "Stops the answer being written"),
    ),
    "focus_composer": (
        QT_TRANSLATE_NOOP("MainWindow", "&Write a message"),
        QT_TRANSLATE_NOOP("MainWindow", "Moves to the message box"),
    ),
    "activity": (
        QT_TRANSLATE_NOOP("MainWindow", "&Activity…"),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Every action tools took in every conversation, and why each ran"
        ),
    ),
}
