"""The gallery in German."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""Hier ist ein **Mergesort** in Python. Er ist *stabil*: Gleiche Elemente behalten ihre
Reihenfolge.

{code}

| Verfahren | Mittel | Schlechtester Fall | Stabil |
|---|---|---|---|
| Mergesort | $O(n \log n)$ | $O(n \log n)$ | ja |
| Quicksort | $O(n \log n)$ | $O(n^2)$ | nein |
| Insertionsort | $O(n^2)$ | $O(n^2)$ | ja |

Seine Laufzeit folgt aus der Rekursion

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> Tipp: Für kurze Listen ist Pythons eingebautes `sorted()` schneller als jede selbst
> geschriebene Sortierung.
"""

LINES = Lines(
    reasoning_prompt="Denk gründlich nach: Was ist größer, 9.11 oder 9.9?",
    reasoning=(
        "Zuerst die ganzen Teile: Beide sind 9. Dann die Nachkommastellen: 0.11 gegen 0.9, "
        "also 0.90. Mit gleich vielen Stellen sind 90 Hundertstel mehr als 11 Hundertstel, "
        "also ist 9.9 die größere Zahl. Ein häufiger Fehler ist, 11 für größer als 9 zu "
        "halten, weil es mehr Ziffern hat"
    ),
    answer_prompt="Zeig mir einen Mergesort in Python und wie er sich mit anderen vergleicht.",
    answer_reasoning="Eine stabile O(n log n)-Sortierung; eine Tabelle vergleicht sie.",
    answer=with_code(_ANSWER),
    tool_prompt="Speichere meine Einkaufsliste in notes/todo.txt",
    tool_note="Ich schreibe die Liste nach notes/todo.txt. Arroyo fragt dich vorher.",
    tool_content="Brot\nÄpfel\nKaffee\n",
    truncated_prompt="Erkläre, wie ein Mergesort eine Liste aufteilt.",
    error_prompt="Fasse die letzte Antwort in einer Zeile zusammen.",
)
