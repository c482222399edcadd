"""The gallery in Japanese."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""Python による**マージソート**です。*安定*なので、等しい要素は元の順序を保ちます。

{code}

| アルゴリズム | 平均 | 最悪 | 安定 |
|---|---|---|---|
| マージソート | $O(n \log n)$ | $O(n \log n)$ | はい |
| クイックソート | $O(n \log n)$ | $O(n^2)$ | いいえ |
| 挿入ソート | $O(n^2)$ | $O(n^2)$ | はい |

実行時間は次の漸化式から導かれます。

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> ヒント: 短いリストなら、Python 組み込みの `sorted()` のほうが手書きのどのソートより速いです。
"""

LINES = Lines(
    reasoning_prompt="よく考えて: 9.11 と 9.9 はどちらが大きい?",
    reasoning=(
        "まず整数部分: どちらも 9。次に小数部分: 0.11 と 0.9、つまり 0.90。桁数をそろえると "
        "90 は 11 より大きいので、9.9 のほうが大きい。桁が多いからといって 11 を 9 より大きいと"
        "読んでしまうのがよくある間違い"
    ),
    answer_prompt="Python のマージソートを見せて、他のソートと比べて。",
    answer_reasoning="安定な O(n log n) のソート。表で他と比べる。",
    answer=with_code(_ANSWER),
    tool_prompt="買い物リストを notes/todo.txt に保存して",
    tool_note="リストを notes/todo.txt に書き込みます。Arroyo が先に確認します。",
    tool_content="パン\nりんご\nコーヒー\n",
    truncated_prompt="マージソートがリストをどう分割するか説明して。",
    error_prompt="直前の回答を一行で要約して。",
)
