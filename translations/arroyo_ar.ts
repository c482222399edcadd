<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>حول Arroyo</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>عميل سطح مكتب لنماذج اللغة الكبيرة.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>برنامج حر بموجب رخصة %1.</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>تُحفظ محادثاتك وإعداداتك في:</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>مجلد البيانات</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>&amp;فتح مجلد البيانات</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>فتح مجلد البيانات</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>النشاط</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>التصفية بكلمات من الإجراء أو النتيجة</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>تصفية</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;من</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;إلى</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>ت&amp;صدير…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>يحفظ الإجراءات المعروضة بتنسيق CSV أو JSON</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>كل الأدوات</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>الأداة</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>كل النتائج</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>لم تنفّذ أي أداة شيئًا بعد.</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%1 من %2 إجراء</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>تصدير النشاط</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>لم يُحفظ: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>لم يُحفظ أي إجراء (%n) في %1</numerusform>
            <numerusform>حُفظ إجراء واحد (%n) في %1</numerusform>
            <numerusform>حُفظ إجراءان (%n) في %1</numerusform>
            <numerusform>حُفظت %n إجراءات في %1</numerusform>
            <numerusform>حُفظ %n إجراءً في %1</numerusform>
            <numerusform>حُفظ %n إجراء في %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>متى</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>الأداة</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>إجراء</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>سبب التشغيل</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>المدة</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>المحادثة</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>وافقت عليه</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>مسموح في هذه المحادثة</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>إعدادك (الإعدادات › الأدوات)</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>قاعدة إذن</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>غير مسجّل</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>مرفوض</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>تم التراجع عنه</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>(محادثة محذوفة)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 ث</translation>
    </message>
</context>
<context>
    <name>AddBaseDialog</name>
    <message>
        <source>Add a knowledge base</source>
        <translation>إضافة قاعدة معرفة</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>المصادر</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>البحث بـ</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>إضافة مجلد…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>إضافة ملفات…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>الكلمات فقط (بحث في النص الكامل)</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>الكلمات ومتجهات الإصدار التجريبي (دون اتصال)</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>تضمينات من {provider}</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>يجد المقاطع التي تحتوي كلمات السؤال. لا يغادر شيء هذا الحاسوب.</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>تعمل متجهات الإصدار التجريبي دون اتصال وهي بسيطة: تجد المقاطع التي تشترك في كلمات مع السؤال، لا المقاطع التي تقول المعنى نفسه بكلمات أخرى. لا يغادر شيء هذا الحاسوب.</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>يعمل {provider} على هذا الحاسوب أو شبكته: تبقى الملفات هنا.</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>الفهرسة باستخدام {provider} ترسل كل مقطع من هذه الملفات إلى {provider}.</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>يكتب…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>تم</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>متوقف</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>غير مكتملة</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>فشل</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>نسخ</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>نُسخ</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>إيقاف</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>إيقاف هذه الإجابة</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>استخدام هذه الإجابة</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>يتابع بهذه الإجابة ونموذجها؛ وتبقى الأخرى إصدارات</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>إجابة %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>الإجابة</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>الاستدلال</translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation>%1 دولار</translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation>أول رمز بعد %1 ث</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>%1 ث إجمالًا</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>لا رموز مدخلة (%n)</numerusform>
            <numerusform>رمز مدخل واحد (%n)</numerusform>
            <numerusform>رمزان مدخلان (%n)</numerusform>
            <numerusform>%n رموز مدخلة</numerusform>
            <numerusform>%n رمزًا مدخلًا</numerusform>
            <numerusform>%n رمز مدخل</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>لا رموز مخرجة (%n)</numerusform>
            <numerusform>رمز مخرج واحد (%n)</numerusform>
            <numerusform>رمزان مخرجان (%n)</numerusform>
            <numerusform>%n رموز مخرجة</numerusform>
            <numerusform>%n رمزًا مخرجًا</numerusform>
            <numerusform>%n رمز مخرج</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 رمز/ث</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation>المظهر</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>السمة</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>ألوان النافذة؛ تتغير فورًا</translation>
    </message>
    <message>
        <source>System</source>
        <translation>النظام</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>فاتح</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>داكن</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>ال&amp;سمة:</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation>تعذر بدء Arroyo</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>لم يتغير شيء. أفرغ بعض المساحة على القرص، أو أغلق البرنامج الذي يستخدم الملف، ثم حاول مرة أخرى.</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>يمكنك البدء بقاعدة بيانات جديدة. يبقى الملف الحالي بجانبها نسخةً احتياطية.</translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>تعذر فتح بيانات Arroyo</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>تعذرت قراءة الإعدادات</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>محادثة بلا عنوان</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>في «%1»، بانتظار الرد منذ %2</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>موافقة…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>يعرض الإجراء كما يعرضه التأكيد، ثم يسجّل إجابتك</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>رفض</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>لا موافقات بانتظار (%n)</numerusform>
            <numerusform>موافقة واحدة بانتظارك (%n)</numerusform>
            <numerusform>موافقتان بانتظارك (%n)</numerusform>
            <numerusform>%n موافقات بانتظارك</numerusform>
            <numerusform>%n موافقة بانتظارك</numerusform>
            <numerusform>%n موافقة بانتظارك</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>استدعاءات أدوات تركها arroyo ask متوقف مؤقتًا بانتظار إجابتك</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>موافقات بانتظارك</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>استدعاءات أدوات تركها arroyo ask متوقف مؤقتًا بانتظار إجابتك. لا يُشغَّل شيء هنا: يتابع arroyo ask --resume الدور ويشغّل ما وافقت عليه مرة واحدة.</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>لا يوجد استدعاء أداة ينتظر موافقتك.</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>تمت الموافقة. يشغّله arroyo ask --resume %1.</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>تم الرفض. يُبلغ arroyo ask --resume %1 النموذج.</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>سبقت الموافقة على هذا الاستدعاء في مكان آخر؛ لم تُسجَّل إجابتك.</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>سبق رفض هذا الاستدعاء في مكان آخر؛ لم تُسجَّل إجابتك.</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>لم يعد هذا الاستدعاء بانتظار الرد.</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>الم&amp;ساعد:</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>اختر واحدًا…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>المساعد</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>يبدأ هذه المحادثة بتعليمات المساعد ونموذجه</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>المختار في النافذة</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>المساعد %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>يحتاج كل مساعد إلى اسم خاص به.</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>يحتاج المساعد إلى اسم.</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>المساعدون</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>إ&amp;ضافة</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>إضافة مساعد</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>حذف المساعد</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>الا&amp;سم:</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>&amp;موجّه النظام:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>الم&amp;زود:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>الن&amp;موذج:</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>الافتراضي لدى المزود</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>المزود</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>من يجيب في محادثة بدأت من هذا المساعد</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>إرفاق ملفات</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>نصوص وشيفرات وصور وملفات PDF؛ يمكنك أيضًا إفلاتها أو لصقها</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>إرفاق ملفات: نصوص وشيفرات وصور وملفات PDF؛ يمكنك أيضًا إفلاتها أو لصقها</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>ملفات PDF كمستندات</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>إرسال ملفات PDF كما هي إلى النماذج التي تقرؤها، بدلًا من نصها</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>صورة ملصقة</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>يُسأل عن كل إجراء أولًا. لا تشغّل دون سؤال إلا الأدوات التي تثق بأنها تتصرف وحدها: يُتخطى السؤال، لا الفحوص.</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>التشغيل دون سؤال</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>كل أداة، وما يمكنها فعله، وهل يجوز لها التصرف دون سؤال</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>تشغيل %1 دون سؤال</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 تسأل دائمًا: يمكنها إرسال بيانات إلى خارج هذا الحاسوب.</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>أداة من خادم MCP «%1»: لا يرى Arroyo ما تقرؤه أو تغيره أو ترسله.</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>ترى أسماء الملفات وأحجامها في مجلد العمل؛ لا تغير شيئًا.</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>تقرأ أي ملف في مجلد العمل وتعطي نصه للنموذج (وبالتالي لمزودك)؛ لا تغير شيئًا.</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>تنشئ الملفات وتستبدلها في مجلد العمل؛ ما تستبدله يضيع.</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>ترسل طلبًا إلى أي عنوان ويب يختاره النموذج؛ قد يحمل العنوان وحده ما قرأه النموذج.</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>تشغّل البرامج في مجلد العمل؛ يمكن لبرنامج أن يغير ملفاتك ويصل إلى الشبكة.</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>لا يرى Arroyo ما تقرؤه هذه الأداة أو تغيره أو ترسله.</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>تعذرت قراءة الأذونات: %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>تعذر تغيير الإذن: %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>نسخ كل شيء احتياطيًا</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>الاستعادة من نسخة احتياطية</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>حُفظت النسخة الاحتياطية في %1.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>لم تُستعد أي محادثة (%n).</numerusform>
            <numerusform>استُعيدت محادثة واحدة (%n).</numerusform>
            <numerusform>استُعيدت محادثتان (%n).</numerusform>
            <numerusform>استُعيدت %n محادثات.</numerusform>
            <numerusform>استُعيدت %n محادثة.</numerusform>
            <numerusform>استُعيدت %n محادثة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>لم يكن أي منها موجودًا (%n).</numerusform>
            <numerusform>واحدة كانت موجودة هنا من قبل (%n).</numerusform>
            <numerusform>اثنتان كانتا موجودتين هنا من قبل (%n).</numerusform>
            <numerusform>%n كانت موجودة هنا من قبل.</numerusform>
            <numerusform>%n كانت موجودة هنا من قبل.</numerusform>
            <numerusform>%n كانت موجودة هنا من قبل.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>أدخل في الإعدادات مفاتيح المزودين (%n).</numerusform>
            <numerusform>أدخل في الإعدادات مفتاح المزود الواحد (%n).</numerusform>
            <numerusform>أدخل في الإعدادات مفتاحَي المزودَين (%n).</numerusform>
            <numerusform>أدخل في الإعدادات مفاتيح %n مزودين.</numerusform>
            <numerusform>أدخل في الإعدادات مفاتيح %n مزودًا.</numerusform>
            <numerusform>أدخل في الإعدادات مفاتيح %n مزود.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>قواعد المعرفة لهذه المحادثة</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>يمكن للنموذج البحث في هذه القواعد في هذه المحادثة، وفي قواعد مشروعها.</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>لا توجد قاعدة معرفة بعد: أضف واحدة من «قواعد المعرفة…».</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>المزود والنموذج</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>من يجيب في هذه النافذة</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>اختر مزودًا</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>المزودون والمفاتيح والأدوات واللغة</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>المحادثات</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>إظهار المحادثات</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>يُظهر قائمة المحادثات أو يخفيها</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>عنوان المحادثة</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>خيارات</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>إعدادات المحادثة</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>موجّه النظام وطريقة ظهور الإجابات، لهذه المحادثة</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>موجّه ال&amp;نظام:</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>تعليمات يتلقاها النموذج قبل كل رسالة في هذه المحادثة</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>موجّه النظام لهذه المحادثة</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>موجّه النظام</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>إ&amp;ظهار الإجابات:</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>كيف تظهر الإجابات في هذه المحادثة</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>كلمة بكلمة، أو جملًا كاملة فقط، أو الإجابة كاملة في النهاية</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>كما في الإعدادات</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>كلمة بكلمة</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>جملة بجملة</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>الإجابة كاملة دفعة واحدة</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>ما زالت الملفات المرفقة قيد القراءة…</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>خيارات الرسالة</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>معاملات النموذج وطريقة إرسال ملفات PDF</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>اسأل عن أي شيء (Enter للإرسال، Shift+Enter: سطر جديد)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>الموجّهات</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>فراغات الموجّه</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>الرسالة</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Enter أو Ctrl+Enter للإرسال؛ Shift+Enter يبدأ سطرًا جديدًا</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>إرسال</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>يرسل الرسالة إلى النموذج</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>إيقاف الإجابة</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>يوقف الإجابة الجاري كتابتها (Escape)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>إيقاف</translation>
    </message>
</context>
<context>
    <name>ConfirmTitles</name>
    <message>
        <source>List {folder}</source>
        <translation>عرض محتويات {folder}</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>عرض محتويات {name} في {folder}</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>قراءة {name} في {folder}</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>إنشاء {name} في {folder}</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>كتابة {name} في {folder}</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>تعديل {name} في {folder}</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>ترك {name} في {folder} كما هو</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>تشغيل `{command}` في {folder}</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>جلب {url}</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>التراجع عن تغيير {name} في {folder}</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>التراجع عن إنشاء {name} في {folder}</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>التراجع عن تغييرات الملفات في هذا الدور</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>تذكّر معلومة عنك</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>استخدام {tool} من خادم MCP {server}</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>استخدام الأداة {tool}</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>السماح بهذا الإجراء؟</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>تطلب أداة أن تتصرف؛ لا يحدث شيء ما لم تسمح بذلك</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>إجراء</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>يطلبه %1</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>الأداة</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>ما سيحدث</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>ما يمكن للأداة فعله</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>ترسل هذه الأداة بيانات عبر الشبكة إلى خارج هذا الحاسوب.</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>هذه الأداة تقرأ فقط؛ لا تغير شيئًا.</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>يمكن لهذه الأداة تغيير أشياء على هذا الحاسوب.</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>خادم MCP %1: %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>الوسائط</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>القيم التي ستستخدمها الأداة، كما فُحصت تمامًا</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>الوسائط:</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>التفاصيل:</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>تفاصيل التغيير</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>ما سيتغير، سطرًا بسطر</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>رفض</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>لا تتصرف الأداة (الافتراضي)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>السماح مرة واحدة</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>تتصرف الأداة هذه المرة</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>السماح بهذه الأداة دائمًا في هذه المحادثة</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>تتصرف الأداة الآن ولاحقًا في هذه المحادثة دون سؤال</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · خادم MCP %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(بلا وصف)</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>مُسح السياق هنا: الرسائل السابقة لا تُرسل</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>الرسائل السابقة لا تُرسل</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>لم تعد تتسع في نافذة سياق النموذج</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>إزالة علامة مسح السياق</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>لم تعد هذه المحادثة تتسع في نافذة سياق النموذج (نحو %1 من %2 رمز). لم يُرسل شيء: اختر ما يُرسل.</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>إسقاط الرسائل الأقدم</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>تلخيص الرسائل الأقدم</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>مسح السياق هنا</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>مشروع، مطوي</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>مشروع، مفتوح</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>المشاريع المؤرشفة، مطوية</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>المشاريع المؤرشفة، مفتوحة</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>قواعد المعرفة…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>المحادثة</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>رسائلك والإجابات، بالترتيب</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>رسالتك</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>إظهار الرسائل الأقدم</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>يحمّل الرسائل التي تسبق أول رسالة معروضة</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>إظهار الرسائل الأحدث</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>من فضلك تابع من حيث توقفت تمامًا.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>البحث في المحادثات</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>يُظهر المحادثات التي يحتوي عنوانها أو إجاباتها على الكلمات</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>المحادثات</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 يعيد تسمية المحادثة المختارة؛ Delete يحذفها</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>محادثة جديدة</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>يبدأ محادثة فارغة</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>مشروع جديد</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>يجمع المشروع محادثات ذات تعليمات وإعدادات افتراضية مشتركة</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>لا نتائج</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>مؤقتة</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>المثبتة</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>اليوم</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>أمس</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>آخر 7 أيام</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>أقدم</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>إعادة تسمية المحادثة</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>العنوان:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>المشاريع</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>المؤرشفة</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>واجه Arroyo مشكلة</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>واجه Arroyo مشكلة؛ حُفظ تقرير.</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>يبقى التقرير على هذا الحاسوب. لا يحتوي على رسائل أو مفاتيح أو ملفات.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>فتح المجلد</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>هذا المجلد هو مجلد البيانات أو داخله أو يحتويه.</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>هذا المجلد ليس فارغًا. اختر مجلدًا فارغًا أو جديدًا.</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>لا يمكن الكتابة في هذا المجلد.</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>لا توجد مساحة فارغة كافية هناك (%1).</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>نافذة أخرى من Arroyo تفتح البيانات.</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>فشل النسخ (%1)؛ لم يتغير شيء.</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>مجلد البيانات القديم لم يعد موجودًا أو ليس لهذا الملف الشخصي.</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>نقل مجلد البيانات إلى</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>سيُنقل مجلد البيانات إلى %1 في المرة القادمة التي يبدأ فيها Arroyo: أغلقه ثم شغّله من جديد. يبقى المجلد القديم حتى تزيله.</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>مجلد البيانات القديم ما زال في %1؛ أزله عندما تتأكد أن كل شيء هنا.</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>إزالة %1 وكل ما فيه؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>مجلد البيانات</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>&amp;نقل…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>ينسخ المحادثات والملفات والإعدادات إلى مجلد آخر عند البدء التالي</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>نقل مجلد البيانات</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>عن مجلد البيانات</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>إلغاء النقل</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>إزالة المجلد القديم…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>إزالة مجلد البيانات القديم</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>لم يُنقل مجلد البيانات</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>يحفظ Arroyo بياناته الآن في %1. يبقى المجلد القديم، %2، حتى تزيله (الإعدادات، عام).</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>نُسخت البيانات إلى %1. اضبط ARROYO_DATA_DIR على هذا المجلد لاستخدامها؛ المجلد القديم، %2، محفوظ.</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>نُقل مجلد البيانات</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 يسأل</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>اعتذار</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>مطلوب: %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>تصدير المحادثة</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>استيراد محادثات</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>صادرات Arroyo أو ChatGPT ‏(*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>صُدّرت إلى %1.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>لم تُستورد أي محادثة (%n).</numerusform>
            <numerusform>استُوردت محادثة واحدة (%n).</numerusform>
            <numerusform>استُوردت محادثتان (%n).</numerusform>
            <numerusform>استُوردت %n محادثات.</numerusform>
            <numerusform>استُوردت %n محادثة.</numerusform>
            <numerusform>استُوردت %n محادثة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>لم يكن أي منها موجودًا (%n).</numerusform>
            <numerusform>واحدة كانت موجودة هنا من قبل (%n).</numerusform>
            <numerusform>اثنتان كانتا موجودتين هنا من قبل (%n).</numerusform>
            <numerusform>%n كانت موجودة هنا من قبل.</numerusform>
            <numerusform>%n كانت موجودة هنا من قبل.</numerusform>
            <numerusform>%n كانت موجودة هنا من قبل.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>تصدير خوادم MCP</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>تُكتب قيم المتغيرات والترويسات كعناصر نائبة مثل ${API_TOKEN}.</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>تضمين القيم: سيحتوي الملف على رموزك المميزة كنص صريح</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>البحث في هذه المحادثة</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>النتيجة السابقة (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>النتيجة التالية (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>لا نتائج</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 من %2</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>الانتقال إلى الأحدث</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>يمرر إلى أحدث رسالة ويتابع الإجابة من جديد</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>كيف تظهر الإجابات</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>كلمة بكلمة، أو جملًا كاملة فقط، أو الإجابة كاملة في النهاية</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>كلمة بكلمة</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>جملة بجملة</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>الإجابة كاملة دفعة واحدة</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>لغة النافذة؛ تتغير فورًا</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>افتراضي النظام</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>إ&amp;ظهار الإجابات:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ال&amp;لغة:</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>أذونات أخرى بالتصرف دون سؤال:</translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation>أذونات دائمة</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>الأدوات التي سمحت لها بالتصرف دون سؤال، لكل منها زر إبطال</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>تعذرت قراءة الأذونات: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>لا شيء.</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2، منذ %3</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>إبطال</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>إبطال: %1، %2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>ستسأل الأداة مرة أخرى قبل أن تتصرف</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>في كل المحادثات</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>في المحادثة «%1»</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>في محادثة واحدة (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>تعذر إبطال الإذن: %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>استيراد خوادم MCP</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>الصق كتلة mcpServers (أو servers) من Claude Desktop أو Cursor أو Claude Code أو VS Code أو Windsurf، أو اختر ملفها. تذهب القيم إلى حلقة مفاتيح النظام.</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>الخوادم المراد استيرادها</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>ا&amp;ختيار ملف…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>ا&amp;ستيراد</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>تعذرت قراءة %1: %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>هذا ليس كائن JSON من نوع mcpServers أو servers.</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>لم يُعثر فيه على أي خادم.</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>المفتش</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>طلبات هذه الإجابة وتدفقاتها</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>نسخ الكل</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>المقاطع المسترجعة لهذه الإجابة</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>دور النموذج %1، المحاولة %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>توقف التسجيل هنا: بلغ هذا الدور 2 ميبيبايت.</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>لم تُفهرس بعد</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>توقفت أثناء الفهرسة</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>متوقفة مؤقتًا</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>محدّثة</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>فشلت الفهرسة</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>قواعد المعرفة</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>المصادر</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>الملفات</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>المقاطع</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>البحث بـ</translation>
    </message>
    <message>
        <source>State</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>إضافة…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>إعادة الفهرسة</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>المستبعد، مع السبب:</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>لا توجد قاعدة معرفة بعد. «إضافة…» تنشئ واحدة من مجلداتك وملفاتك؛ ثم يبحث فيها مشروع أو محادثة، وتستشهد الإجابات بما وجدته.</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>الكلمات فقط</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>الكلمات ومتجهات الإصدار التجريبي</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>استئناف</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>إضافة قاعدة معرفة</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>سيتوقف مؤقتًا بعد الملف الجاري قراءته…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>إزالة {name}</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>هل تريد إزالة قاعدة المعرفة {name}؟ لن تُمس الملفات التي فهرستها.</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>فُهرس %n ملف من {total}، وكُتب {chunks} مقطعًا</numerusform>
            <numerusform>فُهرس %n ملف من {total}، وكُتب {chunks} مقطعًا</numerusform>
            <numerusform>فُهرس %n ملفان من {total}، وكُتب {chunks} مقطعًا</numerusform>
            <numerusform>فُهرست %n ملفات من {total}، وكُتب {chunks} مقطعًا</numerusform>
            <numerusform>فُهرس %n ملفًا من {total}، وكُتب {chunks} مقطعًا</numerusform>
            <numerusform>فُهرس %n ملف من {total}، وكُتب {chunks} مقطعًا</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>بقي نحو %n ثانية</numerusform>
            <numerusform>بقيت نحو %n ثانية</numerusform>
            <numerusform>بقيت نحو %n ثانيتين</numerusform>
            <numerusform>بقيت نحو %n ثوانٍ</numerusform>
            <numerusform>بقيت نحو %n ثانية</numerusform>
            <numerusform>بقيت نحو %n ثانية</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>و%n ملف آخر</numerusform>
            <numerusform>و%n ملف آخر</numerusform>
            <numerusform>و%n ملفان آخران</numerusform>
            <numerusform>و%n ملفات أخرى</numerusform>
            <numerusform>و%n ملفًا آخر</numerusform>
            <numerusform>و%n ملف آخر</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>متوقفة مؤقتًا. يتابع الاستئناف من الملف التالي.</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>استخدام %1، الموجود على هذا الحاسوب</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>يضيفه كمزود ويتحدث إليه</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation>محادثة &amp;جديدة</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>يبدأ محادثة فارغة</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>ال&amp;بحث في المحادثة</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>يبحث عن كلمات في هذه المحادثة</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>البحث عن ال&amp;تالي</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>ينتقل إلى النتيجة التالية</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>البحث عن ال&amp;سابق</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>ينتقل إلى النتيجة السابقة</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>البحث في ال&amp;محادثات</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>ينتقل إلى حقل البحث</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>ت&amp;ثبيت أو إلغاء التثبيت</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>يُبقي المحادثة المختارة في الأعلى</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>م&amp;شروع جديد…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>ينشئ مشروعًا: محادثات ذات تعليمات مشتركة</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;قواعد المعرفة…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>يضيف المجلدات التي يمكن للنموذج البحث فيها ويفهرسها</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>قواعد المعرفة لهذه الم&amp;حادثة…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>يختار قواعد المعرفة التي تبحث فيها هذه المحادثة</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>&amp;نقل إلى مشروع…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>ينقل المحادثة المختارة إلى مشروع</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>إعادة ت&amp;سمية…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>يعيد تسمية المحادثة المختارة</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>يحذف المحادثة المختارة؛ يمكن التراجع عن ذلك لبضع ثوانٍ</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>ال&amp;تراجع عن الحذف</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>يعيد المحادثة المحذوفة</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>ت&amp;صدير…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>يحفظ المحادثة المختارة بصيغة Markdown أو JSON</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>ا&amp;ستيراد…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>يضيف محادثات من صادرات Arroyo أو ChatGPT</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>&amp;نسخ كل شيء احتياطيًا…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>يحفظ كل محادثة والإعدادات، بلا مفاتيح، في ملف واحد</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>ال&amp;استعادة من نسخة احتياطية…</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>يضيف ما تحويه نسخة احتياطية ولا يملكه Arroyo بعد</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>الإ&amp;عدادات…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>المزودون والمفاتيح والأدوات واللغة</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>إ&amp;نهاء</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>يغلق Arroyo</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>إر&amp;سال</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>يرسل الرسالة إلى النموذج</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>إي&amp;قاف</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>يوقف الإجابة الجاري كتابتها</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>&amp;كتابة رسالة</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>ينتقل إلى مربع الرسالة</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>ال&amp;نشاط…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>كل إجراء نفّذته الأدوات في كل محادثة، وسبب تشغيله</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>ال&amp;محادثة</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>الر&amp;سالة</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>التراجع عن الحذف</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>حُذفت «%1». يتراجع %2 في القائمة عن ذلك.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>إنهاء Arroyo؟</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>ما زالت إجابة تصل. هل تريد الإنهاء وإيقافها؟</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>خوادم الأدوات (MCP). تُعرض أدواتها على النموذج، ويُسأل عن كل استدعاء.</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>خوادم MCP</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>إ&amp;ضافة…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>ت&amp;حرير…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>إ&amp;زالة</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>إعادة ال&amp;تشغيل</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>ا&amp;ستيراد…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>ت&amp;صدير…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>م&amp;فعّل</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>م&amp;راجعة التغييرات…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>سجل الخادم</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>معطّل</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>متصل: لا أدوات (%n)</numerusform>
            <numerusform>متصل: أداة واحدة (%n)</numerusform>
            <numerusform>متصل: أداتان (%n)</numerusform>
            <numerusform>متصل: %n أدوات</numerusform>
            <numerusform>متصل: %n أداة</numerusform>
            <numerusform>متصل: %n أداة</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>فشل: %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>لم يبدأ: لم يُؤكَّد تشغيله الأول</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>متوقف</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>الأدوات محظورة، راجِعها</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>لم يتغير شيء (%n)، راجِع</numerusform>
            <numerusform>تغيّرت واحدة (%n)، راجِعها</numerusform>
            <numerusform>تغيّرت اثنتان (%n)، راجِعهما</numerusform>
            <numerusform>تغيّرت %n، راجِعها</numerusform>
            <numerusform>تغيّرت %n، راجِعها</numerusform>
            <numerusform>تغيّرت %n، راجِعها</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>لا خادم بعد: أضف واحدًا أو استوردها.</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>لا يمكن قراءة ما وافقت عليه من هذا الخادم: أدواته محظورة.</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>تغيّرت طريقة تشغيله منذ موافقتك: أدواته محظورة.</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>لم تتغير أي أداة منذ موافقتك (%n)</numerusform>
            <numerusform>تغيّرت أداة واحدة منذ موافقتك (%n)</numerusform>
            <numerusform>تغيّرت أداتان منذ موافقتك (%n)</numerusform>
            <numerusform>تغيّرت %n أدوات منذ موافقتك</numerusform>
            <numerusform>تغيّرت %n أداة منذ موافقتك</numerusform>
            <numerusform>تغيّرت %n أداة منذ موافقتك</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>تعذّر حفظ الموافقة في الإعدادات.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>تعذرت كتابة %1: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>يستطيع Arroyo أن يتذكر معلومات قصيرة عنك للمحادثات اللاحقة. يسأل النموذج في كل مرة ويعرض النص تمامًا كما سيُحفظ؛ وتتلقى المحادثات الجديدة هذه المعلومات كملاحظات مقتبسة. المحادثات المؤقتة لا تتذكر شيئًا ولا تتلقى شيئًا أبدًا.</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>تذكّر المعلومات التي أوافق عليها</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>متوقف: لا يستطيع النموذج تذكر أي شيء ولا تصل أي معلومة إلى الموجّه</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>مشتركة بين كل محادثة</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>منفصلة لكل مشروع (خارج المشاريع: مشتركة)</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>&amp;نطاق المعلومات:</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>أين تنطبق المعلومات</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>&amp;تذكّر المعلومات التي أوافق عليها</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>مشتركة بين كل المحادثات، أو محفوظة في المشروع الذي قيلت فيه</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>ميزانية ال&amp;رموز للمعلومات في الموجّه:</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>ميزانية الرموز للمعلومات</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>عند تجاوزها، تُقدَّم أولًا المعلومات الأقرب إلى الرسالة الأولى</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>المعلومات المحفوظة:</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>&amp;حذف الكل…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>حذف كل المعلومات</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>عن الذاكرة</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>المعلومات المحفوظة</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>يمكن تعديل كل معلومة هنا أو فتح المحادثة التي قيلت فيها أو حذفها</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>تعذّرت قراءة المعلومات: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>لا شيء بعد.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>معلومة</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>محادثة بلا عنوان</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · من «%2»</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>فتح المحادثة «%1»</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>حذف المعلومة: %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>المعلومة سطر واحد من النص؛ لم تُغيَّر.</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>حذف المعلومات المحفوظة (%n)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف المعلومة المحفوظة (%n)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف المعلومتين المحفوظتين (%n)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف %n معلومات محفوظة؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف %n معلومة محفوظة؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>حذف %n معلومة محفوظة؟ لا يمكن التراجع عن ذلك.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>نسخ</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>ينسخ رسالتك إلى الحافظة</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>تحرير</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>تحرير رسالتك وإرسالها مرة أخرى</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>إعادة التوليد</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>يسأل النموذج مرة أخرى</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>فحص</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>يُظهر الطلب كما أُرسل والتدفق كما وصل</translation>
    </message>
    <message>
        <source>More</source>
        <translation>المزيد</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>مزيد من الإجراءات لهذه الرسالة</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>مسح السياق هنا</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>التفرع من هنا</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>الإصدار السابق</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>الإصدار التالي</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>الإصدار %1 من %2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>تحرير رسالتك</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>إرسال</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation>كيف انتهت الإجابة</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>إعادة المحاولة</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>يسأل النموذج مرة أخرى</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>متابعة</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>يطلب من النموذج المتابعة من حيث توقف</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>يفتح نافذة الإعدادات</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>نسخ</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>نُسخ</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>الإجابة</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>إجابة النموذج مع استدلاله</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>إظهار استدلال النموذج أو إخفاؤه</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>يطوي أو يبسط ما فكر فيه النموذج قبل الإجابة</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>الاستدلال</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>ما فكر فيه النموذج</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>نص الإجابة</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>النص الكامل للإجابة</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>الرفض</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>إحصاءات هذه الإجابة</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>نسخ الإجابة بصيغة Markdown</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>ينسخ الإجابة كاملة إلى الحافظة</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>الإجابة مكتملة.</translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>فكّر أقل من ثانية</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>فكّر %n ث</numerusform>
            <numerusform>فكّر %n ث</numerusform>
            <numerusform>فكّر %n ث</numerusform>
            <numerusform>فكّر %n ث</numerusform>
            <numerusform>فكّر %n ث</numerusform>
            <numerusform>فكّر %n ث</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>يفكر… %n ث</numerusform>
            <numerusform>يفكر… %n ث</numerusform>
            <numerusform>يفكر… %n ث</numerusform>
            <numerusform>يفكر… %n ث</numerusform>
            <numerusform>يفكر… %n ث</numerusform>
            <numerusform>يفكر… %n ث</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>المحادثات الطويلة والعناوين</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>إسقاط أقدم الرسائل</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>تلخيص الرسائل الأقدم</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>التوقف والسؤال</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>بعد تجاوز نافذة سياق النموذج</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>ما ترسله محادثة جديدة حين لا تعود تتسع في نافذة النموذج</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>بعد &amp;تجاوز نافذة سياق النموذج:</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>نموذج المحادثة نفسها</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>الملخصات &amp;يكتبها:</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>النموذج الذي يكتب الملخصات</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>&amp;دع نموذجًا يكتب العنوان بعد الإجابة الأولى</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>دع نموذجًا يكتب العنوان بعد الإجابة الأولى</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>العناوين ي&amp;كتبها:</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>النموذج الذي يكتب العناوين</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>الملخص أو العنوان طلب إضافي إلى النموذج: يكلّف رموزًا مثل الرسالة، ويذهب نص المحادثة إلى مزود ذلك النموذج.</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>يُحدَّد نموذج آخر بمعرّفه لدى مزود المحادثة</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>النموذج الذي تتحدث إليه هذه المحادثة؛ يمكن كتابة غيره</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>تحديث</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>تحديث النماذج</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>السياق المستخدم</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>أُرسل %1 من %2 رمز</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>السياق: %1 / %2 رمز</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>السياق: %1 رمز</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>الرموز: %1</translation>
    </message>
</context>
<context>
    <name>NarrowChoices</name>
    <message>
        <source>Allow for files under %1 for an hour</source>
        <translation>السماح للملفات ضمن %1 لمدة ساعة</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>تعمل هذه الأداة دون سؤال على ملفات هذا المجلد لمدة ساعة</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>السماح لـ %1 لمدة ساعة</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>تصل هذه الأداة إلى مضيف الويب هذا دون سؤال لمدة ساعة</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>السماح بـ %1 في هذه المحادثة</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>يعمل هذا البرنامج دون سؤال في هذه المحادثة</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>أدخل اسم مضيف الوكيل أو عنوانه لاستخدامه.</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>تعذّر حفظ كلمة مرور الوكيل في حلقة مفاتيح النظام.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>جارٍ الاختبار…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>فشل الاختبار: %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>يعمل: وصلت إجابة.</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>إعدادات الوكيل في النظام</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>بلا وكيل</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>هذا الوكيل</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>الوكيل</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>الوكيل الذي تمر عبره الاتصالات بالمزودين وخوادم MCP</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>الو&amp;كيل:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>ال&amp;نوع:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>الم&amp;ضيف:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>المن&amp;فذ:</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>اسم الم&amp;ستخدم:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>كلمة الم&amp;رور:</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>نوع الوكيل</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP أو HTTPS: كيفية الوصول إلى الوكيل نفسه</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>مضيف الوكيل</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>منفذ الوكيل</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>اسم مستخدم الوكيل</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>كلمة مرور الوكيل</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>محفوظة في حلقة مفاتيح النظام</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>الاتصال بهذا الحاسوب مباشرة</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>يُوصَل إلى عناوين هذا الحاسوب (localhost و127.0.0.1 و::1)، مثل عنوان Ollama، دون الوكيل ما لم تُلغِ تحديد هذا الخيار. إعدادات النظام هي المتغيرات HTTP_PROXY وHTTPS_PROXY وNO_PROXY.</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>العناوين التي لا تمر عبر الوكيل</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>نتيجة الاختبار</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>ا&amp;ختبار</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>اختبار الوكيل</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>يجلب عنوان ويب عبر الوكيل كما هو مكتوب هنا</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>متفرعة من %1</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>يفتح المحادثة التي تفرعت منها هذه</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>بعد &amp;تجاوز نافذة سياق النموذج:</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>ما يُرسل حين لا تعود هذه المحادثة تتسع في نافذة النموذج</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>إسقاط أقدم الرسائل أو تلخيصها أو السؤال في كل مرة</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>كما في الإعدادات</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>إسقاط أقدم الرسائل</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>تلخيص الرسائل الأقدم</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>التوقف والسؤال</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>مسح السياق هنا</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>تبدأ الرسالة التالية من جديد: الرسائل السابقة لا تُرسل</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation>درجة الحرارة</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation>الحد الأقصى لرموز الإخراج</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>جهد الاستدلال</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>ميزانية التفكير</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>مستوى التفكير</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>الافتراضي</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>الافتراضي (%1)</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>Passage [{number}]</source>
        <translation>المقطع [{number}]</translation>
    </message>
    <message>
        <source>The passage&apos;s text</source>
        <translation>نص المقطع</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>فتح الملف</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>«%1» ليس سعرًا: اكتب بالدولار، مثل 2.50.</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>تكلفة كل نموذج بالدولار الأمريكي لكل مليون رمز، كما يذكرها مزوده. تُظهر الإجابة تكلفتها حين يكون لنموذجها السعران كلاهما.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>الإدخال ($ لكل مليون)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>الإخراج ($ لكل مليون)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>الأسعار</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>إ&amp;ضافة</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>إضافة سعر</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>حذف السعر</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>تعذرت قراءة %1: إنه مفقود أو غير قابل للقراءة.</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 أكبر من أن يُرفق (الحد %2).</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 ليس نصًا ولا صورة ولا PDF.</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>يبدو %1 صورةً لكن تعذر فتحه.</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>ما زال %1 كبيرًا جدًا حتى بعد تصغيره (الحد: %2).</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 ملف PDF تتعذر قراءته (تالف أو مقفل).</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>لا يحتوي %1 على نص يمكن استخراجه (مسح ضوئي؟). أرسل ملفات PDF كمستندات بدلًا من ذلك.</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>لا يقرأ %2 الصور. اختر نموذجًا آخر؛ لم يُرسل شيء.</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>لا يقرأ %2 المستندات. أرسل نص ملف PDF، أو اختر نموذجًا آخر؛ لم يُرسل شيء.</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>يجب أن تكون درجة الحرارة بين 0 و%1.</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>يجب أن تكون Top-p بين 0 و1.</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>يكتب هذا النموذج %1 رمزًا على الأكثر في الإجابة الواحدة. اخفض الحد الأقصى لرموز الإخراج.</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>لا يقبل نموذج الاستدلال هذا درجة حرارة ولا top-p. امسحهما من معاملات المحادثة.</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>يجب ألا تقل ميزانية التفكير عن %1 رمز وأن تكون أقل من الحد الأقصى لرموز الإخراج (%2).</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>اختر لهذا النموذج مستوى تفكير أو ميزانية تفكير، لا الاثنين معًا.</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>هذا النموذج لا يستدل. امسح إعداد الاستدلال من معاملات المحادثة، أو اختر نموذجًا آخر.</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>يقرر هذا النموذج بنفسه مقدار التفكير: لا يأخذ ميزانية تفكير. امسح ميزانية التفكير من معاملات المحادثة.</translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>لم يقبل المزود مفتاح API.</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>لا يُسمح لمفتاح API هذا بفعل ذلك.</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>لا يعرف المزود هذا النموذج، أو أن عنوان URL الأساسي خاطئ.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>رفض المزود الطلب.</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>المحادثة أطول من أن يحتملها هذا النموذج. ابدأ محادثة جديدة أو اختصر رسالتك.</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>يتلقى المزود طلبات كثيرة جدًا منك. انتظر لحظة ثم حاول مرة أخرى.</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>المزود مثقل بالطلبات الآن. حاول مرة أخرى بعد لحظة.</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>واجه خادم المزود مشكلة.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>تعذر الوصول إلى الخادم. تحقق من العنوان ومن أن الخادم يعمل.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>فشل الاتصال الآمن بالخادم.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>لم يُجب الخادم في الوقت المحدد.</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>تعذر الوصول إلى الخادم في الوقت المحدد. تحقق من العنوان ومن أن الخادم يعمل.</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>أجاب الخادم بصفحة ويب، لا بتدفق. تحقق من عنوان URL الأساسي.</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>لم يبث الخادم إجابته كتدفق.</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>أرسل الخادم الطلب إلى عنوان آخر. تحقق من عنوان URL الأساسي.</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>عمليات إعادة توجيه كثيرة جدًا. تحقق من عنوان URL الأساسي.</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>لا يمكن استخدام عنوان URL الأساسي للمزود. صححه في الإعدادات.</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>لم يمرّ الطلب عبر الوكيل.</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>انقطعت الإجابة.</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>انقطعت الإجابة: لم يصل شيء لمدة طويلة جدًا.</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>انقطعت الإجابة: انقطع الاتصال.</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>أبلغ المزود عن خطأ أثناء الإجابة.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>فشل الطلب.</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>أُوقفت الإجابة: تجاوز حجمها الحد.</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>توقفت الإجابة مبكرًا (حد الطول).</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>أوقف مرشح المحتوى لدى المزود الإجابة.</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>توقفت الإجابة مبكرًا بسبب خطأ.</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>توقفت الإجابة مبكرًا.</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>أُوقفت: ظل النموذج يستدعي الأدوات دون أن يجيب.</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>قُطعت هذه الإجابة.</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>متوقف مؤقتًا: بانتظار موافقتك.</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>حدث خطأ ما داخل Arroyo. أُوقفت الإجابة.</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>اختر مزودًا في الإعدادات.</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>لا يوجد مفتاح محفوظ لـ %1. أضف واحدًا في الإعدادات.</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>اختر نموذجًا لـ %1 في الإعدادات.</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>أُزيل مزود هذه المحادثة، %1. اختر مزودًا آخر في الأعلى.</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>لا يمكن استخدام أي حلقة مفاتيح للنظام على هذا الحاسوب.</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>حلقة مفاتيح النظام مقفلة. افتحها ثم حاول مرة أخرى.</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>لم تُجب حلقة مفاتيح النظام في الوقت المحدد. ربما تنتظر أن تفتح قفلها.</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>فشلت حلقة مفاتيح النظام على نحو غير متوقع.</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>ما زال المفتاح يُقرأ من حلقة مفاتيح النظام. حاول مرة أخرى بعد لحظة.</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>تعذر إكمال الإجابة.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>أُوقفت.</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>عنوان URL الأساسي ليس عنوانًا صالحًا.</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>يحتوي عنوان URL الأساسي على مسافات أو فواصل أسطر أو محارف أخرى غير مرئية.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>يجب أن يبدأ عنوان URL الأساسي بـ http:// أو https://.</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>لا يذكر عنوان URL الأساسي أي خادم.</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>يحتوي عنوان URL الأساسي على اسم مستخدم أو مفتاح قبل اسم الخادم. ضع المفتاح في حقل المفتاح: يُحفظ في حلقة مفاتيح النظام.</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>تنتقل المفاتيح المرسلة إلى هذا العنوان دون تشفير (http عادي إلى حاسوب آخر). استخدم https إن كان الخادم يوفره.</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>نُقل المفتاح المكتوب في عنوان URL الأساسي لـ %1 إلى حلقة مفاتيح النظام.</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>احتوى عنوان URL الأساسي لـ %1 على مفتاح. تعذر نقله إلى حلقة مفاتيح النظام (%2)، لذا يُستخدم في هذه الجلسة فقط.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>ملف الإعدادات %1 تالف أو ليس ملف إعدادات Arroyo ‏(%2). تُرك كما كان تمامًا.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>كتب ملفَّ الإعدادات %1 إصدارٌ أحدث من Arroyo. تُرك كما كان تمامًا.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>تعذرت قراءة ملف الإعدادات %1 أو الكتابة فيه (%2). لم يُحفظ التغيير.</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>قاعدة البيانات %1 تالفة أو ليست قاعدة بيانات Arroyo ‏(%2). لم يُغيَّر أو يُستبدل شيء: الملف كما كان تمامًا.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>كتب قاعدةَ البيانات %1 إصدارٌ أحدث من Arroyo. لم يُغيَّر أو يُستبدل شيء: الملف كما كان تمامًا.</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>تعذر فتح قاعدة البيانات %1 ‏(%2). لم يُستبدل أو يُحذف شيء.</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>فشل الخادم</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>تعذر بدء أمره</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>توقف الخادم</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>كتب الخادم شيئًا ليس MCP</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>لم يُجب الخادم في الوقت المحدد</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>يتحدث الخادم إصدارًا من MCP لا يتحدثه Arroyo</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>أجاب الخادم برمز حالة HTTP ‏%1</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>تعذر الوصول إلى الخادم</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>تعذرت قراءة الملف أو الكتابة فيه (%1).</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>الملف أكبر مما يقرؤه الاستيراد.</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>هذا الملف ليس من صادرات Arroyo ولا ChatGPT.</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>الملف تالف (%1). لم يُستورد شيء.</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>صدّر هذا الملفَ إصدارٌ أحدث من Arroyo.</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>لم تعد المحادثة موجودة.</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>المشروع</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>الا&amp;سم:</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>ال&amp;تعليمات:</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>الم&amp;ساعد:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>الن&amp;موذج:</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>در&amp;جة الحرارة:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>الحد الأ&amp;قصى لرموز الإخراج:</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>مجلد ال&amp;عمل:</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>تُقال للنموذج قبل موجّه النظام الخاص بكل محادثة</translation>
    </message>
    <message>
        <source>None</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>نموذج المزود</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>افتراضي النموذج</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>مجلد العمل الافتراضي</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;اختيار…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>&amp;قواعد المعرفة:</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>لا شيء بعد: المحادثة › قواعد المعرفة… تنشئ واحدة من ملفاتك.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>مجلد العمل</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>نقل إلى مشروع</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>بلا مشروع</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>مشروع جديد…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>محادثة جديدة في المشروع</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>تعديل المشروع…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>إعادة تسمية…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>إلغاء التثبيت</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>التثبيت في الأعلى</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>تصدير…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>استعادة</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>أرشفة</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>مشروع جديد</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>إعادة تسمية المشروع</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>الاسم:</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>تصدير المشروع</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>صُدّرت إلى %1.</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>استيراد الموجّهات</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>الموجّهات (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>تصدير الموجّهات</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1 (مرفق مع Arroyo)</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>ما في المحادثة نفسها</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>يُسأل عنه عند الاستخدام: %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>اكتب {{name}} حيث يجب ملء شيء عند الاستخدام.</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>الموجّه %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>يحتاج كل موجّه إلى اسم خاص به.</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>يحتاج الموجّه إلى اسم.</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 ليس ملف موجّهات يستطيع Arroyo قراءته (%2). لم يتغيّر شيء.</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>تعذّرت كتابة الموجّهات: %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>الموجّهات</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>إ&amp;ضافة</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>إضافة موجّه</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>حذف الموجّه</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>ا&amp;ستيراد…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>ت&amp;صدير…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>ا&amp;لاسم:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>ال&amp;نص:</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>المساع&amp;د:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>الن&amp;موذج:</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>نموذج المحادثة</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>المساعد</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>بتعليمات من تُكتب الإجابة عند استخدام هذا الموجّه</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>اسم المزود</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>الاسم المعروض في قائمة المزودين</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>نوع المزود</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>عنوان URL الأساسي</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>عنوان واجهة API لدى المزود؛ فارغ للعنوان المعتاد</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>اكتب اسم نموذج، أو اختبر الاتصال لسردها</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>طريقة نقل التدفق</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>كيف تُقرأ الإجابة من الشبكة</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>مقاطع: النص كما يصل</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>لقطات: مقارنة كل تحديث بسابقه</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>أي واجهات API لدى المزود تجيب</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI:</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>إظهار ا&amp;ستدلال النموذج</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>إظهار استدلال النموذج</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>يُظهر ما يفكر فيه النموذج قبل أن يجيب، حين يفصح عنه</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>ا&amp;ختبار الاتصال</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>اختبار الاتصال</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>يتصل بالمزود ويسرد نماذجه</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>نتيجة اختبار الاتصال</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>الا&amp;سم:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>النوع:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>عنوان &amp;URL الأساسي:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>الن&amp;موذج:</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>طريقة الن&amp;قل:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>م&amp;فتاح API:</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1 (المعتاد)</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>يعمل العرض التجريبي داخل Arroyo: لا شيء للاتصال به.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>أدخل عنوان URL الأساسي للخادم أولًا.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>جارٍ الاتصال…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>تعذر الاتصال (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>متصل: لا نماذج (%n). اختير %1.</numerusform>
            <numerusform>متصل: نموذج واحد (%n). اختير %1.</numerusform>
            <numerusform>متصل: نموذجان (%n). اختير %1.</numerusform>
            <numerusform>متصل: %n نماذج. اختير %1.</numerusform>
            <numerusform>متصل: %n نموذجًا. اختير %1.</numerusform>
            <numerusform>متصل: %n نموذج. اختير %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>متصل: لا نماذج (%n)</numerusform>
            <numerusform>متصل: نموذج واحد (%n)</numerusform>
            <numerusform>متصل: نموذجان (%n)</numerusform>
            <numerusform>متصل: %n نماذج</numerusform>
            <numerusform>متصل: %n نموذجًا</numerusform>
            <numerusform>متصل: %n نموذج</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>تعذر الاتصال: %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>مفتاح API</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>يُحفظ المفتاح في حلقة مفاتيح النظام، لا في ملف أبدًا</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>&amp;حفظ المفتاح</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>حفظ المفتاح في حلقة مفاتيح النظام</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>يحفظ المفتاح المكتوب في حلقة مفاتيح النظام</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>إ&amp;زالة المفتاح</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>إزالة المفتاح المحفوظ</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>يزيل مفتاح هذا المزود من حلقة مفاتيح النظام</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>إظهار المفتاح المكتوب</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>يُظهر المفتاح المكتوب في الحقل أو يخفيه</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>حالة المفتاح</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>الا&amp;حتفاظ لهذه الجلسة فقط</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>الاحتفاظ بالمفتاح لهذه الجلسة فقط</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>يُبقي المفتاح في الذاكرة حتى يُغلق Arroyo</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>إظهار</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>إخفاء المفتاح</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>إظهار المفتاح كما كُتب</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>الصق مفتاح API</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>اختياري: معظم الخوادم المحلية لا تحتاج إلى مفتاح</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>يُحتفظ بالمفتاح لهذه الجلسة فقط؛ ويُنسى عند إغلاق Arroyo.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>محفوظ لهذه الجلسة فقط</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>المفتاح: محفوظ في حلقة مفاتيح النظام.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>محفوظ — اكتب مفتاحًا جديدًا لاستبداله</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>لا مفتاح محفوظ.</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>جارٍ فحص حلقة مفاتيح النظام…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>لا مفتاح محفوظ: قد لا يحتاج هذا الخادم إلى مفتاح.</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>تتعذر قراءة حلقة مفاتيح النظام: %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>جارٍ حفظ المفتاح في حلقة مفاتيح النظام…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>حُفظ المفتاح في حلقة مفاتيح النظام.</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>لم يُحفظ المفتاح: %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>لا يكتب Arroyo المفاتيح في ملف أبدًا. يمكنك الاحتفاظ بالمفتاح في الذاكرة لهذه الجلسة فقط.</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>تعذرت إزالة مفتاح «%1» من حلقة مفاتيح النظام: %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>أُزيل المفتاح.</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>العرض التجريبي (محاكٍ دون اتصال)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>خادم متوافق مع OpenAI</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>خادم متوافق مع Anthropic</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>خادم llama.cpp</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>المزودون</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>المزودون الذين أعددتهم؛ اختر واحدًا لتحريره</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>إ&amp;ضافة مزود…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>إضافة مزود</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>يفتح قائمة بأنواع المزودين</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>أنواع المزودين</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>إ&amp;زالة المزود</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>إزالة المزود</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>يزيل المزود المختار ومفتاحه المحفوظ</translation>
    </message>
    <message>
        <source>OpenAI</source>
        <translation>OpenAI</translation>
    </message>
    <message>
        <source>Anthropic</source>
        <translation>Anthropic</translation>
    </message>
    <message>
        <source>Google Gemini</source>
        <translation>Google Gemini</translation>
    </message>
    <message>
        <source>Ollama (on this computer)</source>
        <translation>Ollama (على هذا الحاسوب)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (على هذا الحاسوب)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>نقطة نهاية متوافقة مع OpenAI</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>نقطة نهاية متوافقة مع Anthropic</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>خادم llama.cpp (على هذا الحاسوب)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (على هذا الحاسوب)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <source>Add a provider to start: choose “Add provider…”.</source>
        <translation>أضف مزودًا للبدء: اختر «إضافة مزود…».</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>لا مزود بعد</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>يستخدم برنامج آخر الاختصار العام %1: اختر غيره في الإعدادات.</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>لا يمكن تسجيل الاختصار العام %1 هنا.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>الاختصارات العامة غير متاحة هنا؛ يفتح الأمر arroyo quick مربع السؤال السريع.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>إنهاء Arroyo؟</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>ما زالت إجابة تصل في مربع السؤال السريع. هل تريد الخروج وإيقافها؟</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>ما زال Arroyo يعمل</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo في علبة النظام: انقر أيقونته لإعادة النافذة، أو اختر الخروج من Arroyo في قائمته.</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>سؤال سريع — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>اسأل عن أي شيء ثم اضغط Enter</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>السؤال</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>فتح في Arroyo</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>يفتح هذه المحادثة في النافذة الرئيسية</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>يخفي Esc هذا المربع؛ المحادثة محفوظة.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>لم يُختر نموذج</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>النموذج الذي يجيب: %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>سؤال سريع</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>إبقاء Arroyo في علبة النظام عند إغلاق النافذة</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>لا يعرض سطح المكتب هذا أيقونات في علبة النظام.</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>&amp;الاختصار العام:</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>الاختصار العام لمربع السؤال السريع</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>مسح</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>مسح الاختصار العام</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>اضغط المفاتيح التي تفتح مربع السؤال السريع من أي تطبيق. يفتحه الأمر arroyo quick أيضًا.</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>في Wayland تسجّل بوابة الاختصارات في سطح المكتب المفاتيح، وقد تطلب منك تأكيدها. إن لم تكن في سطح المكتب هذه البوابة، فاربط الأمر arroyo quick بمفتاح في إعدادات لوحة المفاتيح فيه.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>الاختصارات العامة غير متاحة هنا. يفتح الأمر arroyo quick مربع السؤال السريع.</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>أين يعمل الاختصار العام</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>رمز الاسترداد</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>احفظ هذا الرمز في مكان آمن بعيدًا عن هذا الحاسوب. به ينضم جهاز إلى المجموعة حتى لو نُسيت عبارة المرور. لا يُعرض مرة أخرى إلا بعبارة المرور.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;نسخ</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>لقد &amp;حفظته</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>التراجع عن الإزالة</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>يعيد المزود المُزال</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>مزود مُزال</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>إزالة المزود</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>إزالة “%1”؟</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>يُحذف مفتاحه المحفوظ أيضًا. تحتفظ المحادثات التي استخدمته برسائلها وتطلب مزودًا آخر.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>إزالة</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>أُزيل “%1”.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>مراجعة تغييرات %1</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>لا يمكن قراءة ما وافقت عليه من خادم MCP ‏«%1» (%2). أدواته محظورة حتى توافق عليها كما هي الآن.</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>تغيّر خادم MCP ‏«%1» منذ موافقتك. إلى أن توافق على التغيير، لا تُعرض الأدوات المذكورة هنا على النموذج. الأوصاف من الخادم: اقرأها على أنها ادعاءاته.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>التغييرات</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>كما وافقت عليه</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>كما هو الآن</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;موافقة</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>إ&amp;بقاء الحظر</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>تغيّرت طريقة التشغيل</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>تغيّرت الأداة %1</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>الأداة %1 جديدة</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>الأداة %1 لم تعد موجودة</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(غير موجود)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>الأمر: %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>الوسائط: %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>المتغيرات: %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>الإصدار غير معروف</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>الحزمة: %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>مخطط الإدخال</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>التعليقات التوضيحية</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>حقول أخرى</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>قواعد الأذونات: تعمل الأداة دون سؤال، ضمن حدّ معيّن.</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>قواعد الأذونات</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>كل قاعدة، وما تشمله، والاستدعاءات المتبقية، وموعد انتهائها، وزر إبطال</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>تعذّرت قراءة قواعد الأذونات: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>لا شيء.</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>الملفات ضمن %1</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>مضيف الويب %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>البرنامج %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>كل استدعاء</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1، في محادثة واحدة</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>حتى الخروج من Arroyo</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>بلا تاريخ انتهاء</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>حتى %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 لـ %2</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — مرفوضة، لا تسمح بشيء: %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>إبطال</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>إبطال: %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>ستسأل الأداة مرة أخرى قبل أن تتصرف</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>أي عدد من الاستدعاءات</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>الاستدعاءات المتبقية: </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>الاستدعاءات المتبقية: %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>كم استدعاءً إضافيًا تسمح به القاعدة؛ 0: بلا حد</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>لمدة ساعة من الآن</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>لمدة يوم من الآن</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>لمدة أسبوع من الآن</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>حتى تاريخ معيّن…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>تنتهي: %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>تاريخ الانتهاء: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>تعذّر تغيير قاعدة الإذن: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>تعذّر إبطال قاعدة الإذن: %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>خادم MCP يسأل النموذج</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>يريد خادم MCP «%1» أن يجيب النموذج عن هذا:</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>إرسال إلى النموذج</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>اعتذار</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>فتح الإعدادات</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>خادم MCP</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>الا&amp;سم:</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>الأ&amp;مر أو العنوان:</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time، أو https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>ال&amp;متغيرات أو الترويسات:</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>NAME=value واحد في كل سطر: متغيرات بيئة لأمر، وترويسات HTTP لعنوان. تذهب القيم إلى حلقة مفاتيح النظام؛ القيمة الفارغة تُبقي المحفوظة.</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>م&amp;فعّل</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>السماح له بسؤال ال&amp;نموذج (يُسأل عن كل طلب أولًا)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>أعطِ الخادم اسمًا لا يحمله خادم آخر.</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>اكتب الأمر الذي يبدأ الخادم، أو عنوانه.</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>طريقة عرض الإجابات</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>السمة</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>النص</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>المساعد</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>النموذج</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>موجّه النظام</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>المزود</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>المعاملات</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>تغيّر %1 على جهازين:</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>إبقاء «%1»</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>تغيّر على جهازين</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>حدث خطأ ما (%1).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>صفحات الإعدادات</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>المزودون والأدوات والإعدادات العامة؛ Ctrl+Tab للتنقل بينها</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>ال&amp;مزودون</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>الم&amp;ساعدون</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>الموجّ&amp;هات</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>الأ&amp;سعار</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>الأ&amp;دوات</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>خوادم &amp;MCP</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;عام</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>ال&amp;شبكة</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>ال&amp;ذاكرة</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>الم&amp;زامنة</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>مشكلة</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>ما تعذر فعله</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>يغلق الإعدادات؛ التغييرات محفوظة بالفعل</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>إغلاق الإعدادات</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>إرسال الرسالة</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>بدء سطر جديد</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>إيقاف الإجابة أو إغلاق البحث</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>الأمر</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>جنبًا إلى جنب: رسالة واحدة، عدة نماذج</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>إجابات جنبًا إلى جنب</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>لا تُعرف نماذج أخرى بعد</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>الإجابة بنموذج واحد</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ نموذج</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ %n نموذج</numerusform>
            <numerusform>+ %n نموذج</numerusform>
            <numerusform>+ %n نموذجان</numerusform>
            <numerusform>+ %n نماذج</numerusform>
            <numerusform>+ %n نموذجًا</numerusform>
            <numerusform>+ %n نموذج</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>الإجابة جنبًا إلى جنب</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>يضيف حتى ثلاثة نماذج تجيب عن الرسالة التالية، كل منها في عمود</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>الاتصال بخادم MCP «%1» لأول مرة؟ سيُوصل إليه على:</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>بدء خادم MCP «%1» لأول مرة؟ سيُشغَّل هذا الأمر:</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>مُمرَّر من حلقة المفاتيح: %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>خادم MCP جديد</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>بدء</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>عدم البدء</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>البدء من جديد (مع الاحتفاظ بنسخة)</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>البدء من جديد والاحتفاظ بنسخة من الملف التالف</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>يبقى الملف التالف بجانب الملف الجديد</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>إعادة المحاولة</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>يحاول فتح الملف مرة أخرى</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>إنهاء</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>يغلق Arroyo ويترك الملف كما هو</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>تعذرت قراءة الإعدادات</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>يمكنك البدء بإعدادات جديدة. يبقى الملف التالف بجانبه، مع إضافة «.broken» إلى اسمه. لا تتأثر المفاتيح في حلقة مفاتيح النظام.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>جارٍ الاتصال…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>في انتظار الخادم…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>جارٍ تحميل النموذج…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>يكتب…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>يفكر…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>إعادة المحاولة بعد %1 ث (المحاولة %2 من %3)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>في انتظار موافقتك</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>جارٍ تنفيذ الإجراء…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>في انتظار اختيارك</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>جارٍ تلخيص الرسائل الأقدم…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>تجاوز حد الطلبات، إعادة المحاولة بعد %1 ث (المحاولة %2 من %3)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>ملخص الرسائل السابقة، يُرسل بدلًا منها</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>الإصدار %1 من %2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>تحرير</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>تحرير الملخص</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>حفظ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>ملخص</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>عبارة المرور خاطئة: لا تفتح مجموعة المزامنة الموجودة هناك.</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>تغيّر كائن في التخزين.</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>كائن في التخزين مقطوع.</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>يحوي التخزين مجموعة مزامنة أخرى غير هذه.</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>المزامنة غير مُعدّة.</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>لا توجد هناك مجموعة مزامنة للانضمام إليها.</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>تعذّر الوصول إلى التخزين.</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>لا تحفظ أي حلقة مفاتيح النظام المفتاح: أدخل عبارة المرور أدناه للمزامنة في هذه الجلسة.</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>لا يستطيع هذا الجهاز إزالة نفسه.</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>يحتوي التخزين بالفعل على كائن آخر باسم يكتبه هذا الجهاز.</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>ا&amp;ستئناف</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>إي&amp;قاف مؤقت</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>المزامنة عبر %1، بصفة الجهاز %2.</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>جارٍ المزامنة…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>تعذّرت المزامنة: %1 ستُعاد المحاولة لاحقًا.</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>متوقفة مؤقتًا: لا يُرسل شيء ولا يُستقبل.</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>لم تتم المزامنة بعد.</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>آخر مزامنة %1: أُرسل %2 تغييرًا، واستُقبل %3.</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>إرسال %v من %m تغييرًا</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>قراءة %v من %m كائنًا</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1 (هذا الجهاز)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>الأجهزة</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>الجهاز</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>آخر مقطع مقروء</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>آخر ما وصل منه (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>الأجهزة في مجموعة المزامنة</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>إ&amp;زالة الجهاز</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>يبقى ما كتبه؛ ولم تعد الكائنات القديمة تنتظره</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>زامن ال&amp;آن</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>عبارة المرور</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>إظهار &amp;رمز الاسترداد</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>زامن بعبارة المرور هذه</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>حالة المزامنة</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>مجلد المزامنة</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>تنتقل محادثاتك وبعض الإعدادات مشفّرة عبر تخزين تملكه؛ ولا تغادر عبارة المرور هذا الحاسوب أبدًا.</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>مجلد</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>خادم WebDAV</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>حاوية S3</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>ال&amp;مجلد:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>ال&amp;عنوان:</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>نقطة نهاية S&amp;3:</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>الت&amp;خزين:</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>ال&amp;حاوية:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ال&amp;مستخدم:</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>م&amp;عرّف مفتاح الوصول:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>كلمة الم&amp;رور:</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>المفتاح ال&amp;سري:</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>رمز الا&amp;سترداد:</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>&amp;عبارة المرور:</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>عبارة المرور م&amp;جددًا:</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>إنشاء مجموعة مزامنة &amp;جديدة</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>الان&amp;ضمام إلى مجموعة المزامنة هناك</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>لديّ رمز الاسترداد بدلًا من عبارة المرور</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>إ&amp;عداد المزامنة</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;اختيار…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>حدّد مكان التخزين.</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>سمِّ الحاوية.</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>أدخل عبارة المرور.</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>اختر عبارة مرور من 8 أحرف على الأقل.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>عبارتا المرور مختلفتان.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>المزامنة: %1 ستُعاد المحاولة لاحقًا.</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>تمت المزامنة من جديد.</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>مؤقتة</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>لا يُحفظ شيء من هذه المحادثة.</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>حفظ هذه المحادثة</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>يبقيها مع رسائلها محادثةً عادية</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>إغلاق المحادثة المؤقتة</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>محادثة مؤقتة &amp;جديدة</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>محادثة لا تُحفظ أبدًا</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>حفظ هذه المحادثة</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>يبقي المحادثة المؤقتة</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>إغلاق المحادثة المؤقتة</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>ينسى المحادثة المؤقتة</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>انتظر حتى تنتهي الإجابة ثم احفظ.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>حُفظت.</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>أتريد تجاهل هذه المحادثة المؤقتة؟</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>رسائلها لا تُحفظ في أي مكان ولا يمكن استعادتها.</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>عند الخروج تُنسى المحادثات المؤقتة ورسائلها.</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>محادثة مؤقتة</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>تجاهل</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>في انتظار موافقتك</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>قيد التشغيل</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>تم</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>مرفوض</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>فشل</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>غير صالح، أُعيد إلى النموذج</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>غير معروف: قُطع أثناء تشغيله</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>مستورد: لم يُشغَّل هنا قط</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>لم يُشغَّل: أُوقف الدور قبله</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>محظورة: تغيّرت هذه الأداة منذ موافقتك؛ راجع التغيير في الإعدادات › خوادم MCP</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>نُفّذ دون سؤال: النموذج وقواعد المعرفة على هذا الحاسوب</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>شُغّل دون سؤال: سمحت بهذه الأداة في هذه المحادثة</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>شُغّل دون سؤال: إعدادك في الإعدادات › الأدوات</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>شُغّل دون سؤال: قاعدة إذن في الإعدادات › الأدوات</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 من %2</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>مشترك مع %1: شُغّل مرة واحدة للاثنين</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>استدعاء أداة</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>إظهار الوسائط والنتيجة</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>وضع علامة تم</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>التشغيل مرة أخرى</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>التراجع عن تغييرات الملفات في هذا الدور</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>الوسائط</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>سرد مجلد العمل</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>سرد المجلد {path}</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>قراءة {path}</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>قراءة {path} (بحد أقصى {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>إنشاء {path} ‏({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>كتابة {path} ‏({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>استبدال في {path}: {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>تشغيل: {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>جلب {url} ‏(GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>لا تغيير: {path} يحتوي هذا المحتوى بالضبط</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>استعادة الإصدار السابق من {path} ({size})</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>إزالة {path} الذي أنشأته الأداة</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>التراجع عن تغييرات هذا الدور على هذه الملفات، الأخير أولًا: {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>تذكّر للمحادثات اللاحقة: {fact}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n بايت</numerusform>
            <numerusform>%n بايت</numerusform>
            <numerusform>%n بايت</numerusform>
            <numerusform>%n بايت</numerusform>
            <numerusform>%n بايت</numerusform>
            <numerusform>%n بايت</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>New conversation</source>
        <translation>محادثة جديدة</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>سؤال سريع…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>إظهار Arroyo أو إخفاؤه</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>الخروج من Arroyo</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
</context>
<context>
    <name>UndoCalls</name>
    <message>
        <source>Changes made by this tool cannot be undone by Arroyo</source>
        <translation>لا يستطيع Arroyo التراجع عن التغييرات التي أجرتها هذه الأداة</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>تم التراجع: استُعيد الإصدار السابق.</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>لم يتم التراجع: تغيّر الملف بعد هذا الإجراء؛ لم يُغيَّر شيء.</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>لم يتم التراجع: أصبح المسار الآن مجلدًا أو رابطًا؛ لم يُغيَّر شيء.</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>لم يتم التراجع: تعذّرت استعادة الملف.</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>لم يعد التراجع متاحًا: أُزيل الإصدار السابق لإبقاء المخزن ضمن حده</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>لم يعد التراجع متاحًا: أُزيل الإصدار السابق بعد انقضاء مدة الاحتفاظ به</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>لم يعد التراجع متاحًا: الإصدار السابق مفقود</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>تم التراجع عن تغييرات الملفات في هذا الدور.</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>توقف عند {path}: تغيّر بعد هذا الدور. تم التراجع عن التغييرات التي بعده؛ وبقي هو وما قبله كما هي.</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>لم يُشغَّل مرة أخرى: هذه الأداة غير متاحة الآن.</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>لم يُشغَّل مرة أخرى: لم تعد وسائطه تناسب الأداة.</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>يتوفر Arroyo أحدث</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>فتح صفحة الإصدار</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>تعذّر الوصول إلى العنوان</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>لم يُجب العنوان في الوقت المحدد</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>أجاب العنوان بالخطأ %1</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>الإجابة ليست وصفًا لإصدار</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>الإجابة لا تذكر أي إصدار</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>العنوان ليس عنوان http(s)</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>تعذّر التحقق من التحديثات: %1.</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>يتوفر Arroyo %1 (هذا هو %2).</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>جارٍ التحقق…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1 هو أحدث إصدار.</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>التحديثات</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>التحقق من وجود Arroyo أحدث مرة في اليوم</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>يسأل عنوان الإصدارات أدناه؛ لا يُنزَّل أي شيء ولا يُثبَّت</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>&amp;عنوان الإصدارات:</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>عنوان الإصدارات</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>التحقق من التحديثات</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>ما وجده التحقق من التحديثات</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>تحقّق ال&amp;آن</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>التحقق من التحديثات الآن</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>فتح صفحة الإصدار</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>ما الجديد</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>م&amp;ساعدة</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>ت&amp;كبير</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>يكبّر النص</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ت&amp;صغير</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>يصغّر النص</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>الحجم ال&amp;فعلي</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>النص بحجم النظام</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>ت&amp;سجيل الطلبات للفحص</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>يحتفظ بطلب كل إجابة وتدفقها في الذاكرة حتى يُغلق Arroyo، لزر الفحص الخاص بها</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>ا&amp;ختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>يسرد مفاتيح كل أمر</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>&amp;حول Arroyo</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>الإصدار والرخصة ومكان حفظ بياناتك</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>مرحبًا بك في Arroyo</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>أنت تتحدث مع %1. جرّب أحد هذه الاقتراحات، أو اكتب رسالتك في الأسفل.</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>أنت تتحدث إلى العرض التجريبي: نموذج يؤدي دوره على هذا الحاسوب، دون مفتاح ودون شبكة. جرّب أحد هذه الاقتراحات لترى إجابة تتدفق، واستدلال النموذج، وأداة تسألك قبل أن تتصرف. أضف مزودك الخاص في الإعدادات حين تكون مستعدًا.</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>محادثة جديدة</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>اكتب رسالة في الأسفل، أو ابدأ بأحد هذه الاقتراحات.</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>اكتب قصيدة قصيرة عن نهر</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>فكّر جيدًا: أيهما أكبر، 9.11 أم 9.9؟</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>ماذا يوجد في مجلد العمل الخاص بي؟</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>يرسل هذه الرسالة</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>مجلد أدوات الملفات لهذه المحادثة</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>أدوات الملفات متوقفة</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>أدوات الملفات متوقفة في هذه المحادثة.</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>تعمل أدوات الملفات في {folder}</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>مجلد العمل</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>لتشغيلها، اختر مجلدًا أو المجلد الافتراضي من الزر.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>اختيار مجلد آخر…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>استخدام الافتراضي ({folder})</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>إيقاف أدوات الملفات في هذه المحادثة</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>مجلد العمل</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>المجلد الوحيد الذي يجوز للأدوات القراءة منه والكتابة فيه</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>المجلد الذي يجوز للأدوات القراءة منه والكتابة فيه</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>ا&amp;ختيار…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>اختيار مجلد العمل</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>يفتح أداة اختيار مجلد</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>حالة مجلد العمل</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>السماح بتشغيل الأ&amp;وامر (يسأل دائمًا أولًا)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>السماح بتشغيل الأوامر</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>يتيح للأدوات تشغيل البرامج في مجلد العمل؛ يُعرض عليك كل أمر أولًا</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>مجلد ال&amp;عمل:</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>هذا المجلد غير موجود.</translation>
    </message>
</context>
</TS>
