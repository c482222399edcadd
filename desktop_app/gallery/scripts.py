"""What the gallery's model says, in each language the window speaks: the person's prompts
and the simulator's scripts for every state the screenshots show."""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.simulator.demo import DEMO_MODEL
from desktop_app.simulator.scripts import Script, ScriptedCall


@dataclass(frozen=True, slots=True, kw_only=True)
class Lines:
    """One language's texts: a prompt per state and what the model answers to it."""

    reasoning_prompt: str
    reasoning: str
    answer_prompt: str
    answer_reasoning: str
    answer: str
    tool_prompt: str
    tool_note: str
    tool_content: str
    truncated_prompt: str
    error_prompt: str


# The code block both answers show: code is not translated.
_MERGE_SORT = """\
```python
def merge_sort(items: list[int]) -> list[int]:
    if len(items) <= 1:
        return items
    middle = len(items) // 2
    left, right = merge_sort(items[:middle]), merge_sort(items[middle:])
    merged = []
    while left and right:
        merged.append((left if left[0] <= right[0] else right).pop(0))
    return merged + left + right
```
"""


def _with_code(answer: str) -> str:
    return answer.replace("{code}", _MERGE_SORT.rstrip("\n"))


_ANSWER_EN = r"""Here is a **merge sort** in Python. It is *stable*: equal items keep their order.

{code}

| Algorithm | Average | Worst case | Stable |
|---|---|---|---|
| Merge sort | $O(n \log n)$ | $O(n \log n)$ | yes |
| Quicksort | $O(n \log n)$ | $O(n^2)$ | no |
| Insertion sort | $O(n^2)$ | $O(n^2)$ | yes |

Its running time follows from the recurrence

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> Tip: for short lists, Python's built-in `sorted()` is faster than any hand-written sort.
"""

_ANSWER_ES = r"""Aquí tienes una **ordenación por mezcla** en Python. Es *estable*: los elementos
iguales conservan su orden.

{code}

| Algoritmo | Promedio | Peor caso | Estable |
|---|---|---|---|
| Mezcla | $O(n \log n)$ | $O(n \log n)$ | sí |
| Quicksort | $O(n \log n)$ | $O(n^2)$ | no |
| Inserción | $O(n^2)$ | $O(n^2)$ | sí |

Su tiempo de ejecución sale de la recurrencia

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> Consejo: para listas cortas, `sorted()` de Python es más rápido que cualquier ordenación
> escrita a mano.
"""

LINES = {
    "en": Lines(
        reasoning_prompt="Think it through: which is larger, 9.11 or 9.9?",
        reasoning=(
            "Compare the whole parts first: both are 9. Then the decimals: 0.11 against 0.9, "
            "which is 0.90. Written with the same number of digits, 90 hundredths is more "
            "than 11 hundredths, so 9.9 is the larger number. A common slip is to read 11 "
            "as larger than 9 because it has more digits"
        ),
        answer_prompt="Show me a merge sort in Python and how it compares to other sorts.",
        answer_reasoning="A stable O(n log n) sort; a table compares it, the recurrence shows why.",
        answer=_with_code(_ANSWER_EN),
        tool_prompt="Save my shopping list in notes/todo.txt",
        tool_note="I will write the list to notes/todo.txt. Arroyo asks you first.",
        tool_content="Bread\nApples\nCoffee\n",
        truncated_prompt="Explain how a merge sort splits a list.",
        error_prompt="Summarise the last answer in one line.",
    ),
    "es": Lines(
        reasoning_prompt="Piénsalo bien: ¿qué es mayor, 9,11 o 9,9?",
        reasoning=(
            "Primero las partes enteras: las dos son 9. Luego los decimales: 0,11 frente a "
            "0,9, que es 0,90. Con el mismo número de cifras, 90 centésimas son más que 11 "
            "centésimas, así que 9,9 es el mayor. Un error común es leer 11 como mayor que 9 "
            "porque tiene más cifras"
        ),
        answer_prompt="Enséñame una ordenación por mezcla en Python y compárala con otras.",
        answer_reasoning="Una ordenación estable O(n log n); una tabla la compara.",
        answer=_with_code(_ANSWER_ES),
        tool_prompt="Guarda mi lista de la compra en notes/todo.txt",
        tool_note="Escribiré la lista en notes/todo.txt. Arroyo te pregunta antes.",
        tool_content="Pan\nManzanas\nCafé\n",
        truncated_prompt="Explica cómo divide una lista la ordenación por mezcla.",
        error_prompt="Resume la última respuesta en una línea.",
    ),
}


def reasoning_script(lines: Lines) -> Script:
    """Reasoning that stops arriving half-way (the scenario stalls): the block stays open."""
    return Script(reasoning=lines.reasoning, answer=lines.reasoning, model=DEMO_MODEL)


def answer_script(lines: Lines) -> Script:
    return Script(
        reasoning=lines.answer_reasoning,
        answer=lines.answer,
        model=DEMO_MODEL,
        input_tokens=31,
        output_tokens=284,
    )


def tool_script(lines: Lines) -> Script:
    call = ScriptedCall(
        name="write_file",
        arguments={"path": "notes/todo.txt", "content": lines.tool_content},
        call_id="gallery_1",
    )
    return Script(answer=lines.tool_note, tool_calls=(call,), finish="tool_calls", model=DEMO_MODEL)


def truncated_script(lines: Lines) -> Script:
    """The start of the finished answer: the connection ends before the terminal signal."""
    return Script(answer=lines.answer[:260], model=DEMO_MODEL)
