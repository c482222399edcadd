"""The gallery in Korean."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""Python으로 작성한 **병합 정렬**입니다. *안정* 정렬이라 같은 값은 원래 순서를
유지합니다.

{code}

| 알고리즘 | 평균 | 최악 | 안정 |
|---|---|---|---|
| 병합 정렬 | $O(n \log n)$ | $O(n \log n)$ | 예 |
| 퀵 정렬 | $O(n \log n)$ | $O(n^2)$ | 아니요 |
| 삽입 정렬 | $O(n^2)$ | $O(n^2)$ | 예 |

실행 시간은 다음 점화식에서 나옵니다.

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> 팁: 짧은 리스트라면 Python 내장 `sorted()`가 직접 작성한 어떤 정렬보다 빠릅니다.
"""

LINES = Lines(
    reasoning_prompt="잘 생각해 봐: 9.11과 9.9 중 어느 쪽이 더 커?",
    reasoning=(
        "먼저 정수 부분: 둘 다 9. 다음은 소수 부분: 0.11과 0.9, 즉 0.90. 자릿수를 맞추면 "
        "90이 11보다 크므로 9.9가 더 큰 수다. 자릿수가 많다는 이유로 11을 9보다 크다고 "
        "읽는 것이 흔한 실수다"
    ),
    answer_prompt="Python 병합 정렬을 보여 주고 다른 정렬과 비교해 줘.",
    answer_reasoning="안정적인 O(n log n) 정렬. 표로 다른 정렬과 비교한다.",
    answer=with_code(_ANSWER),
    tool_prompt="내 장보기 목록을 notes/todo.txt에 저장해 줘",
    tool_note="목록을 notes/todo.txt에 쓰겠습니다. Arroyo가 먼저 물어봅니다.",
    tool_content="빵\n사과\n커피\n",
    truncated_prompt="병합 정렬이 리스트를 어떻게 나누는지 설명해 줘.",
    error_prompt="마지막 답변을 한 줄로 요약해 줘.",
)
