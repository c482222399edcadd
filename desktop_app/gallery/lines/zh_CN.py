"""The gallery in Simplified Chinese."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""这是用 Python 写的**归并排序**。它是*稳定的*：相等的元素保持原有顺序。

{code}

| 算法 | 平均 | 最坏情况 | 稳定 |
|---|---|---|---|
| 归并排序 | $O(n \log n)$ | $O(n \log n)$ | 是 |
| 快速排序 | $O(n \log n)$ | $O(n^2)$ | 否 |
| 插入排序 | $O(n^2)$ | $O(n^2)$ | 是 |

它的运行时间来自递推式

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> 提示：对于短列表，Python 内置的 `sorted()` 比任何手写排序都快。
"""

LINES = Lines(
    reasoning_prompt="仔细想想：9.11 和 9.9 哪个更大？",
    reasoning=(
        "先比较整数部分：都是 9。再比较小数部分：0.11 对 0.9，也就是 0.90。位数相同时，"
        "90 个百分之一多于 11 个百分之一，所以 9.9 更大。常见的错误是因为 11 位数更多，"
        "就以为它比 9 大"
    ),
    answer_prompt="用 Python 写一个归并排序，并和其他排序算法比较一下。",
    answer_reasoning="一种稳定的 O(n log n) 排序；用表格和其他算法比较。",
    answer=with_code(_ANSWER),
    tool_prompt="把我的购物清单保存到 notes/todo.txt",
    tool_note="我会把清单写入 notes/todo.txt。Arroyo 会先征求你的同意。",
    tool_content="面包\n苹果\n咖啡\n",
    truncated_prompt="解释归并排序如何拆分一个列表。",
    error_prompt="用一行概括上一个回答。",
)
