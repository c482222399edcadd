"""The gallery in English."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""Here is a **merge sort** in Python. It is *stable*: equal items keep their order.

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

LINES = Lines(
    reasoning_prompt="Think it through: which is larger, 9.11 or 9.9?",
    reasoning=(
        "Compare the whole parts first: both are 9. Then the decimals: 0.11 against 0.9, "
        "which is 0.90. Written with the same number of digits, 90 hundredths is more "
        "than 11 hundredths, so 9.9 is the larger number. A common slip is to read 11 "
        "as larger than 9 because it has more digits"
    ),
    answer_prompt="Show me a merge sort in Python and how it compares to other sorts.",
    answer_reasoning="A stable O(n log n) sort; a table compares it, the recurrence shows why.",
    answer=with_code(_ANSWER),
    tool_prompt="Save my shopping list in notes/todo.txt",
    tool_note="I will write the list to notes/todo.txt. Arroyo asks you first.",
    tool_content="Bread\nApples\nCoffee\n",
    truncated_prompt="Explain how a merge sort splits a list.",
    error_prompt="Summarise the last answer in one line.",
)
