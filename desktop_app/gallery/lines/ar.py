"""The gallery in Arabic."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""إليك **الفرز بالدمج** في Python. إنه فرز *مستقر*: العناصر المتساوية تحتفظ بترتيبها.

{code}

| الخوارزمية | المتوسط | أسوأ حالة | مستقر |
|---|---|---|---|
| الفرز بالدمج | $O(n \log n)$ | $O(n \log n)$ | نعم |
| الفرز السريع | $O(n \log n)$ | $O(n^2)$ | لا |
| الفرز بالإدراج | $O(n^2)$ | $O(n^2)$ | نعم |

يأتي زمن تشغيله من العلاقة التكرارية

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> نصيحة: للقوائم القصيرة، الدالة المدمجة `sorted()` في Python أسرع من أي فرز مكتوب يدويًا.
"""

LINES = Lines(
    reasoning_prompt="فكّر جيدًا: أيهما أكبر، 9.11 أم 9.9؟",
    reasoning=(
        "أولًا الجزءان الصحيحان: كلاهما 9. ثم الكسور: 0.11 مقابل 0.9، أي 0.90. بعدد الأرقام "
        "نفسه، 90 جزءًا من مئة أكثر من 11 جزءًا من مئة، إذن 9.9 هو الأكبر. من الأخطاء الشائعة "
        "أن يُقرأ 11 أكبر من 9 لأن فيه أرقامًا أكثر"
    ),
    answer_prompt="أرني الفرز بالدمج في Python وكيف يُقارن بغيره.",
    answer_reasoning="فرز مستقر بتعقيد O(n log n)؛ جدول يقارنه بغيره.",
    answer=with_code(_ANSWER),
    tool_prompt="احفظ قائمة مشترياتي في notes/todo.txt",
    tool_note="سأكتب القائمة في notes/todo.txt. سيسألك Arroyo أولًا.",
    tool_content="خبز\nتفاح\nقهوة\n",
    truncated_prompt="اشرح كيف يقسّم الفرز بالدمج القائمة.",
    error_prompt="لخّص الإجابة الأخيرة في سطر واحد.",
)
