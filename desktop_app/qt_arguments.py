"""Qt's own command-line options, told apart from Arroyo's so both can be given at once.

``arroyo -style Fusion`` or ``arroyo -platform offscreen --screenshot out`` hand the Qt part to
``QApplication`` and the rest to Arroyo's parser, which would otherwise reject ``-style`` as an
unknown option. The lists are Qt's documented ones (QApplication and QGuiApplication); an
option may also be written ``-style=Fusion``, or with two dashes as Qt accepts.
"""

from __future__ import annotations

# Options followed by a value.
WITH_VALUE = frozenset(
    {
        "style",
        "stylesheet",
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "display",
        "geometry",
        "qmljsdebugger",
    }
)
# Options that stand alone.
FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync"})


def _qt_name(argument: str) -> str | None:
    """The Qt option's name without dashes or ``=value``; None when it is not one of Qt's."""
    if not argument.startswith("-") or argument in ("-", "--"):
        return None
    name = argument.lstrip("-").split("=", 1)[0]
    return name if name in WITH_VALUE or name in FLAGS else None


def split_qt_arguments(argv: list[str]) -> tuple[list[str], list[str]]:
    """``argv`` (without the program name) as (Qt's options, the rest), each in its order.

    After ``--`` nothing is taken for Qt: it is all Arroyo's (a prompt may say ``-reverse``)."""
    qt: list[str] = []
    rest: list[str] = []
    index = 0
    while index < len(argv):
        argument = argv[index]
        if argument == "--":
            rest.extend(argv[index:])
            break
        name = _qt_name(argument)
        if name is None:
            rest.append(argument)
        elif name in FLAGS or "=" in argument:
            qt.append(argument)
        else:
            qt.extend(argv[index : index + 2])  # the option and its value
            index += 1
        index += 1
    return qt, rest
