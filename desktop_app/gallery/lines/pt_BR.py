"""The gallery in Brazilian Portuguese."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""Aqui está um **merge sort** em Python. Ele é *estável*: itens iguais mantêm a ordem.

{code}

| Algoritmo | Médio | Pior caso | Estável |
|---|---|---|---|
| Merge sort | $O(n \log n)$ | $O(n \log n)$ | sim |
| Quicksort | $O(n \log n)$ | $O(n^2)$ | não |
| Ordenação por inserção | $O(n^2)$ | $O(n^2)$ | sim |

O tempo de execução vem da recorrência

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> Dica: para listas curtas, o `sorted()` embutido do Python é mais rápido que qualquer
> ordenação escrita à mão.
"""

LINES = Lines(
    reasoning_prompt="Pense com calma: qual é maior, 9.11 ou 9.9?",
    reasoning=(
        "Primeiro as partes inteiras: as duas são 9. Depois os decimais: 0.11 contra 0.9, "
        "que é 0.90. Com o mesmo número de dígitos, 90 centésimos são mais que 11 "
        "centésimos, então 9.9 é o maior. Um erro comum é achar 11 maior que 9 porque tem "
        "mais dígitos"
    ),
    answer_prompt="Mostre um merge sort em Python e como ele se compara a outras ordenações.",
    answer_reasoning="Uma ordenação estável O(n log n); uma tabela a compara com outras.",
    answer=with_code(_ANSWER),
    tool_prompt="Salve minha lista de compras em notes/todo.txt",
    tool_note="Vou gravar a lista em notes/todo.txt. O Arroyo pergunta antes.",
    tool_content="Pão\nMaçãs\nCafé\n",
    truncated_prompt="Explique como um merge sort divide uma lista.",
    error_prompt="Resuma a última resposta em uma linha.",
)
