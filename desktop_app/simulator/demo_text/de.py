"""The Demo in German."""

from desktop_app.simulator.demo_text.base import DemoScripts, KnowledgeLines, look_around, poem
from desktop_app.simulator.scripts import Script

SCRIPTS = DemoScripts(
    poem=poem(
        "Ein kurzes Gedicht über einen Fluss: vier Zeilen, ruhig, mit etwas Bewegung.",
        "Arroyo",
        (
            "Ein Faden Wasser sucht den Weg,",
            "vorbei an Steinen, stumm und träg;",
            "er trägt das Licht vom Berg zum Meer",
            "und fragt nie, wohin, woher.",
        ),
    ),
    think=Script(
        reasoning=(
            "9.11 und 9.9 als Dezimalzahlen vergleichen, nicht als Versionen. Beide mit gleich "
            "vielen Nachkommastellen schreiben: 9.11 und 9.90. Die ganzen Teile sind gleich (9). "
            "Die Zehntel vergleichen: 1 in 9.11, 9 in 9.90. Neun Zehntel sind mehr als ein "
            "Zehntel, also ist 9.90 größer. Probe: 9.9 − 9.11 = 0.79, positiv."
        ),
        answer=(
            "**9.9 ist größer.**\n\n"
            "Mit zwei Nachkommastellen sind es 9.90 und 9.11: Die ganzen Teile sind gleich, und "
            "9 Zehntel schlagen 1 Zehntel. Der Unterschied ist "
            "9.9\u00a0−\u00a09.11\u00a0=\u00a00.79.\n\n"
            "(Als Versionsnummern wäre es umgekehrt: 9.11 kommt nach 9.9.)"
        ),
    ),
    look_around=look_around(
        "Um zu antworten, muss ich den Arbeitsordner auflisten. Arroyo fragt vorher.",
        "Ich sehe mir deinen Arbeitsordner an.",
    ),
    looked=Script(
        answer=(
            "Dein Arbeitsordner, wie das Werkzeug ihn geliefert hat:\n\n{listing}\n\n"
            "Das Werkzeug lief, weil du es erlaubt hast; jedes Werkzeug fragt, bevor es handelt, "
            "und Einstellungen › Werkzeuge zeigt, welche ohne Nachfrage laufen dürfen."
        ),
    ),
    declined=Script(
        answer=(
            "Du hast abgelehnt, also wurde der Ordner nicht gelesen: Nichts läuft ohne deine "
            "Zustimmung. Frag einfach wieder, wenn du ihn sehen möchtest."
        ),
    ),
    welcome=Script(
        reasoning="Die Person probiert Arroyo offline aus. Ich sage, was das ist und was sie "
        "ausprobieren kann.",
        answer=(
            "Hallo! Diese Antwort kommt vom **lokalen Simulator** von Arroyo, nicht von einem "
            "echten Modell.\n\n"
            "Sie kommt über echtes HTTP, im selben Format wie der Anbieter, den du gewählt hast, "
            "also kannst du alles ausprobieren, bevor du einen Schlüssel eingibst:\n\n"
            "- den Denkprozess, getrennt von der Antwort,\n"
            "- Stopp in jedem Moment,\n"
            "- Werkzeugaufrufe, die immer zuerst fragen (frag, was in deinem Arbeitsordner "
            "ist).\n"
        ),
    ),
    knowledge=KnowledgeLines(
        reasoning=(
            "Die Person fragt etwas, das ihre eigenen Dokumente beantworten "
            "könnten. Zuerst die Wissensdatenbank durchsuchen."
        ),
        searching="Ich durchsuche deine Dokumente.",
        found=(
            "Das sagen deine Dokumente dazu:\n\n{passages}\n\nDie Demo zitiert nur die "
            "gefundenen Passagen; ein echtes Modell antwortet daraus in eigenen "
            "Worten. Jede Nummer öffnet ihre Passage."
        ),
        nothing=(
            "Keines deiner Dokumente scheint davon zu sprechen. Versuche andere "
            "Wörter oder prüfe, ob die Wissensdatenbank indiziert ist."
        ),
        declined=(
            "Du hast abgelehnt, also wurden deine Dokumente nicht durchsucht. Frag "
            "wieder, wann immer du willst."
        ),
    ),
    poem_words=("gedicht",),
    folder_words=("ordner",),
)
