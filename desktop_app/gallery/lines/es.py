"""The gallery in Spanish."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""Aquí tienes una **ordenación por mezcla** en Python. Es *estable*: los elementos
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

LINES = Lines(
    reasoning_prompt="Piénsalo bien: ¿qué es mayor, 9,11 o 9,9?",
    reasoning=(
        "Primero las partes enteras: las dos son 9. Luego los decimales: 0,11 frente a "
        "0,9, que es 0,90. Con el mismo número de cifras, 90 centésimas son más que 11 "
        "centésimas, así que 9,9 es el mayor. Un error común es leer 11 como mayor que 9 "
        "porque tiene más cifras"
    ),
    answer_prompt="Enséñame una ordenación por mezcla en Python y compárala con otras.",
    answer_reasoning="Una ordenación estable O(n log n); una tabla la compara.",
    answer=with_code(_ANSWER),
    tool_prompt="Guarda mi lista de la compra en notes/todo.txt",
    tool_note="Escribiré la lista en notes/todo.txt. Arroyo te pregunta antes.",
    tool_content="Pan\nManzanas\nCafé\n",
    truncated_prompt="Explica cómo divide una lista la ordenación por mezcla.",
    error_prompt="Resume la última respuesta en una línea.",
)
