<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>Об Arroyo</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>Настольный клиент для больших языковых моделей.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Свободная программа под лицензией %1.</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>Ваши беседы и настройки хранятся в папке:</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Папка данных</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>&amp;Открыть папку данных</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Открыть папку данных</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>Фильтр по словам в действии или результате</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;С</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;По</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>Сохраняет показанные действия в CSV или JSON</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Все инструменты</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Все результаты</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>Инструменты ещё ничего не делали.</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%1 из %2 действий</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>Экспорт действий</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>%n действие сохранено в %1</numerusform>
            <numerusform>%n действия сохранены в %1</numerusform>
            <numerusform>%n действий сохранено в %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>Почему выполнено</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Беседа</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>Вы одобрили</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>Разрешено в этой беседе</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>Ваша настройка (Настройки › Инструменты)</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>Правило разрешения</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Не записано</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Отказано</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>(удалённая беседа)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
</context>
<context>
    <name>AddBaseDialog</name>
    <message>
        <source>Add a knowledge base</source>
        <translation>Добавить базу знаний</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Искать по</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Добавить папку…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Добавить файлы…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>Только слова (полнотекстовый поиск)</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>Слова и векторы демо (офлайн)</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>Эмбеддинги от {provider}</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>Находит отрывки, в которых есть слова вопроса. Ничто не покидает этот компьютер.</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>Векторы демо работают офлайн и устроены просто: они находят отрывки, у которых есть общие слова с вопросом, а не отрывки, говорящие то же другими словами. Ничто не покидает этот компьютер.</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider} работает на этом компьютере или в его сети: файлы остаются здесь.</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>Индексирование с {provider} отправляет каждый отрывок этих файлов провайдеру {provider}.</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>Пишет…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Остановлен</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Не завершён</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>Остановить этот ответ</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>Использовать этот ответ</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>Продолжить с этим ответом и его моделью; остальные останутся версиями</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>Ответ %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Рассуждения</translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation>первый токен %1 с</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>всего %1 с</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>%n токен на входе</numerusform>
            <numerusform>%n токена на входе</numerusform>
            <numerusform>%n токенов на входе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>%n токен на выходе</numerusform>
            <numerusform>%n токена на выходе</numerusform>
            <numerusform>%n токенов на выходе</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 токенов/с</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation>Оформление</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>Цвета окна; меняются сразу</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Системная</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Тема:</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation>Arroyo не может запуститься</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>Ничего не изменено. Освободите место на диске или закройте программу, которая использует файл, и попробуйте снова.</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>Можно начать с новой базы данных. Текущий файл останется рядом как резервная копия.</translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>Не удаётся открыть данные Arroyo</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>Не удаётся прочитать настройки</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>Беседа без названия</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>В «%1», ждёт с %2</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>Подтвердить…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>Показывает действие, как окно подтверждения, затем записывает ваш ответ</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Запретить</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>%n подтверждение ждёт</numerusform>
            <numerusform>%n подтверждения ждут</numerusform>
            <numerusform>%n подтверждений ждут</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>Вызовы инструментов, которые приостановленный arroyo ask оставил для вашего ответа</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>Ожидающие подтверждения</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>Вызовы инструментов, которые приостановленный arroyo ask оставил для вашего ответа. Здесь ничего не выполняется: arroyo ask --resume продолжает ход и выполняет то, что вы подтвердили, ровно один раз.</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>Ни один вызов инструмента не ждёт вашего подтверждения.</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>Подтверждено. arroyo ask --resume %1 выполнит его.</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>Отклонено. arroyo ask --resume %1 сообщит об этом модели.</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>Этот вызов уже подтверждён в другом месте; ваш ответ не записан.</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>Этот вызов уже отклонён в другом месте; ваш ответ не записан.</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>Этот вызов больше не ждёт.</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Ассистент:</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>Выберите…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>Начинает эту беседу с инструкциями и моделью ассистента</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>Выбранная в окне</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>Ассистент %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>У каждого ассистента должно быть своё имя.</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>Ассистенту нужно имя.</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>Ассистенты</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>Добавить ассистента</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>Удалить ассистента</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>Системный &amp;промпт:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>П&amp;ровайдер:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>По умолчанию у провайдера</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Провайдер</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>Кто отвечает в беседе, начатой с этим ассистентом</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>Прикрепить файлы</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Текст, код, изображения и PDF; их также можно перетащить или вставить</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Прикрепить файлы: текст, код, изображения и PDF; их также можно перетащить или вставить</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>PDF как документы</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>Отправлять PDF как есть моделям, которые их читают, вместо их текста</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>вставленное изображение</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>Каждое действие сначала требует вашего согласия. Запускайте без вопроса только те инструменты, которым доверяете действовать самостоятельно: пропускается вопрос, но не проверки.</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>Запускать без вопроса</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>Каждый инструмент, что он умеет и может ли действовать без вопроса</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>Запускать %1 без вопроса</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 Всегда спрашивает: может отправить данные с этого компьютера.</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>Инструмент MCP-сервера «%1»: Arroyo не видит, что он читает, меняет или отправляет.</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>Видит имена и размеры файлов в рабочей папке; ничего не меняет.</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>Читает любой файл в рабочей папке и передаёт его текст модели (а значит, вашему провайдеру); ничего не меняет.</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>Создаёт и перезаписывает файлы в рабочей папке; перезаписанное теряется.</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>Отправляет запрос на любой веб-адрес, выбранный моделью; даже сам адрес может нести то, что модель прочитала.</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>Запускает программы в рабочей папке; программа может менять ваши файлы и выходить в сеть.</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>Arroyo не видит, что этот инструмент читает, меняет или отправляет.</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>Не удалось прочитать разрешения: %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>Не удалось изменить разрешение: %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>Сделать резервную копию всего</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Восстановить из резервной копии</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>Резервная копия сохранена в %1.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>Восстановлена %n беседа.</numerusform>
            <numerusform>Восстановлено %n беседы.</numerusform>
            <numerusform>Восстановлено %n бесед.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n уже была здесь.</numerusform>
            <numerusform>%n уже были здесь.</numerusform>
            <numerusform>%n уже были здесь.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>Введите в настройках ключ %n провайдера.</numerusform>
            <numerusform>Введите в настройках ключи %n провайдеров.</numerusform>
            <numerusform>Введите в настройках ключи %n провайдеров.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>Базы знаний этой беседы</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>В этой беседе модель может искать в этих базах и в базах её проекта.</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>Баз знаний пока нет: добавьте базу через «Базы знаний…».</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>Провайдер и модель</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>Кто отвечает в этом окне</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>Выберите провайдера</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Провайдеры, ключи, инструменты и язык</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Беседы</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>Показать беседы</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>Показывает или скрывает список бесед</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Название беседы</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры беседы</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Настройки беседы</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>Системный промпт и вид ответов в этой беседе</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>С&amp;истемный промпт:</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>Инструкции, которые модель получает перед каждым сообщением этой беседы</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>Системный промпт этой беседы</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Системный промпт</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Показывать ответы:</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>Как появляются ответы в этой беседе</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>По словам, только целыми предложениями или весь ответ в конце</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Как в настройках</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>По словам</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>По предложениям</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>Весь ответ сразу</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>Прикреплённые файлы ещё читаются…</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>Параметры сообщения</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>Параметры модели и способ отправки PDF</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>Спросите что угодно (Enter — отправить, Shift+Enter — новая строка)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Промпты</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>Пропуски промпта</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Enter или Ctrl+Enter отправляет; Shift+Enter начинает новую строку</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Отправляет сообщение модели</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Остановить ответ</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>Останавливает написание ответа (Escape)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
</context>
<context>
    <name>ConfirmTitles</name>
    <message>
        <source>List {folder}</source>
        <translation>Показать содержимое {folder}</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>Показать содержимое {name} в {folder}</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>Прочитать {name} в {folder}</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>Создать {name} в {folder}</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>Записать {name} в {folder}</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>Изменить {name} в {folder}</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>Оставить {name} в {folder} без изменений</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>Выполнить `{command}` в {folder}</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>Загрузить {url}</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>Отменить изменение {name} в {folder}</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>Отменить создание {name} в {folder}</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Отменить изменения файлов в этом ходе</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>Запомнить сведение о вас</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>Использовать {tool} MCP-сервера {server}</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>Использовать инструмент {tool}</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>Разрешить это действие?</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>Инструмент просит разрешения действовать; без вашего согласия ничего не произойдёт</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>Спрашивает %1</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>Что произойдёт</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>Что умеет инструмент</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>Этот инструмент отправляет данные по сети за пределы этого компьютера.</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>Этот инструмент только читает; он ничего не меняет.</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>Этот инструмент может что-то изменить на этом компьютере.</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>MCP-сервер %1: %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Аргументы</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>Значения, которые использует инструмент, ровно в проверенном виде</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Аргументы:</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>Подробности:</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>Подробности изменения</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>Что изменится, построчно</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Запретить</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>Инструмент не действует (по умолчанию)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Разрешить один раз</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>Инструмент действует в этот раз</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>Всегда разрешать этот инструмент в этой беседе</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>Инструмент действует сейчас и позже в этой беседе без вопроса</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · MCP-сервер %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(нет описания)</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>Контекст очищен здесь: предыдущие сообщения не отправляются</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>Предыдущие сообщения не отправляются</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>Они больше не помещаются в контекстное окно модели</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>Убрать отметку «Очистить контекст»</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>Эта беседа больше не помещается в контекстное окно модели (около %1 из %2 токенов). Ничего не отправлено: выберите, что отправить.</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>Пропустить более ранние сообщения</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>Кратко изложить более ранние сообщения</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Очистить контекст здесь</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>Проект, свёрнут</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>Проект, развёрнут</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>Проекты в архиве, свёрнуты</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>Проекты в архиве, развёрнуты</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>Базы знаний…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>Беседа</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>Ваши сообщения и ответы по порядку</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Ваше сообщение</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Показать более ранние сообщения</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>Загружает сообщения до первого показанного</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>Показать более поздние сообщения</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>Пожалуйста, продолжи ровно с того места, где остановился.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>Поиск по беседам</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>Показывает беседы, в названии или ответах которых есть эти слова</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Беседы</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 переименовывает выбранную беседу; Delete удаляет её</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Новая беседа</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Начинает пустую беседу</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Новый проект</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>Проект объединяет беседы с общими инструкциями и настройками по умолчанию</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Ничего не найдено</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>Временная</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Закреплённые</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Сегодня</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Вчера</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Ранее</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Переименовать беседу</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Проекты</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>В архиве</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>В Arroyo возникла проблема</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>В Arroyo возникла проблема; отчёт сохранён.</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>Отчёт остаётся на этом компьютере. В нём нет сообщений, ключей и файлов.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Открыть папку</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>Эта папка — папка данных, находится внутри неё или содержит её.</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>Эта папка не пуста. Выберите пустую или новую.</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>В эту папку нельзя записывать.</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>Там недостаточно свободного места (%1).</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>Другое окно Arroyo держит данные открытыми.</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>Копирование не удалось (%1); ничего не изменено.</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>Старой папки данных нет или она не от этого профиля.</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>Переместить папку данных в</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>Папка данных переместится в %1 при следующем запуске Arroyo: закройте его и запустите снова. Старая папка сохраняется, пока вы её не удалите.</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>Старая папка данных всё ещё в %1; удалите её, когда убедитесь, что всё на месте.</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>Удалить %1 со всем содержимым? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Папка данных</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>Пере&amp;местить…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>Копирует беседы, файлы и настройки в другую папку при следующем запуске</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>Переместить папку данных</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>О папке данных</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>Отменить перемещение</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>Удалить старую папку…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>Удалить старую папку данных</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>Папка данных не перемещена</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>Теперь Arroyo хранит данные в %1. Старая папка, %2, сохраняется, пока вы её не удалите (Настройки, Общие).</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>Данные скопированы в %1. Укажите эту папку в ARROYO_DATA_DIR, чтобы ими пользоваться; старая папка, %2, сохранена.</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>Папка данных перемещена</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 спрашивает</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>Обязательно: %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>Экспорт беседы</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Импорт бесед</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Экспорт Arroyo или ChatGPT (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Экспортировано в %1.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>Импортирована %n беседа.</numerusform>
            <numerusform>Импортировано %n беседы.</numerusform>
            <numerusform>Импортировано %n бесед.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n уже была здесь.</numerusform>
            <numerusform>%n уже были здесь.</numerusform>
            <numerusform>%n уже были здесь.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>Экспорт MCP-серверов</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>Значения переменных и заголовков записываются как заполнители, например ${API_TOKEN}.</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>Включить значения: в файле будут ваши токены открытым текстом</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>Найти в этой беседе</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Предыдущее совпадение (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Следующее совпадение (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Ничего не найдено</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>К последнему</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>Прокручивает к новейшему сообщению и снова следует за ответом</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>Как появляются ответы</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>По словам, только целыми предложениями или весь ответ в конце</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>По словам</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>По предложениям</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>Весь ответ сразу</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>Язык окна; меняется сразу</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Показывать ответы:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>Другие разрешения действовать без вопроса:</translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation>Постоянные разрешения</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>Инструменты, которым вы разрешили действовать без вопроса, у каждого — кнопка «Отозвать»</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>Не удалось прочитать разрешения: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2, с %3</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>Отозвать: %1, %2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>Инструмент снова будет спрашивать перед действием</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>во всех беседах</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>в беседе «%1»</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>в одной беседе (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>Не удалось отозвать разрешение: %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>Импорт MCP-серверов</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>Вставьте блок mcpServers (или servers) из Claude Desktop, Cursor, Claude Code, VS Code или Windsurf либо выберите его файл. Значения попадают в системную связку ключей.</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>Серверы для импорта</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>В&amp;ыбрать файл…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Импортировать</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>Это не JSON-объект mcpServers или servers.</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>В нём не найдено ни одного сервера.</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>Инспектор</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>Запросы и потоки этого ответа</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Копировать всё</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>Отрывки, найденные для этого ответа</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>Ход модели %1, попытка %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>Запись остановлена здесь: этот ход достиг 2 МиБ.</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>Ещё не проиндексирована</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>Остановлена во время индексирования</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>На паузе</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Актуальна</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>Индексирование не удалось</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Базы знаний</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Отрывки</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Искать по</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>Индексировать заново</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>Пропущено, с причиной:</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>Баз знаний пока нет. «Добавить…» создаёт базу из ваших папок и файлов; затем проект или беседа ищут в ней, а ответы ссылаются на найденное.</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>Только слова</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>Слова и векторы демо</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>Добавить базу знаний</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>Пауза после файла, который читается сейчас…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Удалить {name}</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>Удалить базу знаний {name}? Проиндексированные файлы не затрагиваются.</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>Проиндексирован %n файл из {total}, записано отрывков: {chunks}</numerusform>
            <numerusform>Проиндексировано %n файла из {total}, записано отрывков: {chunks}</numerusform>
            <numerusform>Проиндексировано %n файлов из {total}, записано отрывков: {chunks}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>осталась примерно %n секунда</numerusform>
            <numerusform>осталось примерно %n секунды</numerusform>
            <numerusform>осталось примерно %n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>и ещё %n файл</numerusform>
            <numerusform>и ещё %n файла</numerusform>
            <numerusform>и ещё %n файлов</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>На паузе. «Продолжить» начнёт со следующего файла.</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>Использовать %1, найденный на этом компьютере</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>Добавляет его как провайдера и подключается к нему</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation>&amp;Новая беседа</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Начинает пустую беседу</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>&amp;Найти в беседе</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>Ищет слова в этой беседе</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Найти &amp;далее</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>Переходит к следующему совпадению</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>Найти &amp;ранее</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>Переходит к предыдущему совпадению</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>&amp;Поиск по беседам</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>Переходит к полю поиска</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>За&amp;крепить или открепить</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>Держит выбранную беседу наверху</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>Новый про&amp;ект…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>Создаёт проект: беседы с общими инструкциями</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;Базы знаний…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>Добавляет и индексирует папки, в которых модель может искать</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>Базы знаний этой &amp;беседы…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>Выбирает базы знаний, в которых ищет эта беседа</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>&amp;Переместить в проект…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>Перемещает выбранную беседу в проект</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Переименовать…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>Переименовывает выбранную беседу</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>Удаляет выбранную беседу; несколько секунд это можно отменить</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Отменить удаление</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>Возвращает удалённую беседу</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>Сохраняет выбранную беседу в Markdown или JSON</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>Добавляет беседы из экспорта Arroyo или ChatGPT</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>&amp;Резервная копия всего…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>Сохраняет каждую беседу и настройки, без ключей, в один файл</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>Восстановить из резервной &amp;копии…</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>Добавляет то, что есть в резервной копии и чего ещё нет в Arroyo</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>На&amp;стройки…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Провайдеры, ключи, инструменты и язык</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>Закрывает Arroyo</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Отправить</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Отправляет сообщение модели</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>Останавливает написание ответа</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>&amp;Написать сообщение</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>Переходит к полю сообщения</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>&amp;Действия…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>Все действия инструментов во всех беседах и почему каждое выполнено</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>&amp;Беседа</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>&amp;Сообщение</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Отменить удаление</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>Беседа «%1» удалена. %2 в списке отменяет удаление.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Выйти из Arroyo?</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>Ответ ещё приходит. Выйти и остановить его?</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>Серверы инструментов (MCP). Их инструменты предлагаются модели, каждый вызов — с вашего согласия.</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP-серверы</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>&amp;Перезапустить</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>&amp;Включён</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>Проверить и&amp;зменения…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>Журнал сервера</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Отключён</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>Подключён: %n инструмент</numerusform>
            <numerusform>Подключён: %n инструмента</numerusform>
            <numerusform>Подключён: %n инструментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>Не запущен: первый запуск не подтверждён</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запускается…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Остановлен</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>инструменты заблокированы, проверьте</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n изменился, проверьте</numerusform>
            <numerusform>%n изменились, проверьте</numerusform>
            <numerusform>%n изменились, проверьте</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>Серверов пока нет: добавьте или импортируйте их.</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>То, что вы подтвердили для этого сервера, не читается: его инструменты заблокированы.</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>Запуск изменился после вашего подтверждения: его инструменты заблокированы.</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>%n инструмент изменился после вашего подтверждения</numerusform>
            <numerusform>%n инструмента изменились после вашего подтверждения</numerusform>
            <numerusform>%n инструментов изменились после вашего подтверждения</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>Подтверждение не удалось сохранить в настройках.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>Arroyo может запоминать короткие сведения о вас для следующих бесед. Модель каждый раз спрашивает и показывает текст ровно таким, каким он будет сохранён; новые беседы получают эти сведения как цитируемые заметки. Временные беседы никогда ничего не запоминают и ничего не получают.</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>Запоминать сведения, которые я одобряю</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>Выключено: модель ничего не может запомнить, и ни одно сведение не попадает в промпт</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>Общие для всех бесед</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>Отдельно для каждого проекта (вне проектов: общие)</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>&amp;Сведения:</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>Где действуют сведения</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>&amp;Запоминать сведения, которые я одобряю</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>Общие для всех бесед или хранятся в проекте, где были сказаны</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>&amp;Бюджет токенов на сведения в промпте:</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>Бюджет токенов на сведения</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>Сверх него первыми идут сведения, ближе всего к первому сообщению</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>Запомненные сведения:</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>&amp;Удалить все…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>Удалить все сведения</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>О памяти</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>Запомненные сведения</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>Каждое сведение можно изменить здесь, открыть там, где оно было сказано, или удалить</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>Не удалось прочитать сведения: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Пока нет.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Сведение</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Беседа без названия</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · из «%2»</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>Открыть беседу «%1»</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>Удалить сведение: %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>Сведение — это одна строка текста; оно не изменено.</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить %n запомненное сведение? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %n запомненных сведения? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %n запомненных сведений? Это нельзя отменить.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>Копирует ваше сообщение в буфер обмена</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>Изменить сообщение и отправить снова</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Сгенерировать заново</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Спрашивает модель ещё раз</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Исследовать</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>Показывает запрос в отправленном виде и поток в полученном</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Ещё</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>Другие действия с этим сообщением</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Очистить контекст здесь</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>Ответвить отсюда</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Предыдущая версия</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Следующая версия</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Версия %1 из %2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>Изменить сообщение</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation>Чем закончился ответ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Спрашивает модель ещё раз</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>Просит модель продолжить с места остановки</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>Открывает окно настроек</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>Ответ модели с её рассуждениями</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Показать или скрыть рассуждения модели</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>Сворачивает или разворачивает то, о чём модель думала перед ответом</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Рассуждения</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>О чём думала модель</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>Текст ответа</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>Сам текст ответа</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>Статистика этого ответа</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>Копировать ответ как Markdown</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>Копирует весь ответ в буфер обмена</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>Ответ полный.</translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>Думала меньше секунды</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>Думала %n с</numerusform>
            <numerusform>Думала %n с</numerusform>
            <numerusform>Думала %n с</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>Думает… %n с</numerusform>
            <numerusform>Думает… %n с</numerusform>
            <numerusform>Думает… %n с</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>Длинные беседы и названия</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Пропускать самые старые сообщения</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Кратко излагать более ранние сообщения</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Остановиться и спросить</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>Сверх контекстного окна модели</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>Что отправляет новая беседа, когда она больше не помещается в окно модели</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Св&amp;ерх контекстного окна модели:</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>Модель самой беседы</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>Краткие изложения &amp;пишет:</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>Модель, которая пишет краткие изложения</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>&amp;Позволить модели написать название после первого ответа</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>Позволить модели написать название после первого ответа</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>&amp;Названия пишет:</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>Модель, которая пишет названия</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>Краткое изложение или название — это ещё один запрос к модели: он стоит токенов, как сообщение, и текст беседы уходит провайдеру этой модели.</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>Другая модель указывается по её идентификатору у провайдера беседы</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>Модель, с которой идёт эта беседа; можно ввести другую</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>Обновить список моделей</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>Использованный контекст</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>Отправлено %1 из %2 токенов</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>Контекст: %1 / %2 токенов</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>Контекст: %1 токенов</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>токенов: %1</translation>
    </message>
</context>
<context>
    <name>NarrowChoices</name>
    <message>
        <source>Allow for files under %1 for an hour</source>
        <translation>Разрешить для файлов в %1 на час</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>Этот инструмент в течение часа работает с файлами этой папки без вопроса</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>Разрешить для %1 на час</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>Этот инструмент в течение часа обращается к этому веб-хосту без вопроса</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>Разрешить %1 в этой беседе</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>Эта программа запускается без вопроса в этой беседе</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>Введите имя хоста или адрес прокси, чтобы использовать его.</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>Не удалось сохранить пароль прокси в системной связке ключей.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>Проверка не удалась: %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>Работает: ответ пришёл.</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>Системные настройки прокси</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>Без прокси</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>Этот прокси</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Прокси</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>Через какой прокси идут соединения с провайдерами и MCP-серверами</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>Про&amp;кси:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>&amp;Тип:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Хост:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>П&amp;орт:</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>&amp;Имя пользователя:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Па&amp;роль:</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>Тип прокси</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP или HTTPS: как подключаться к самому прокси</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>Хост прокси</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>Порт прокси</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>Имя пользователя прокси</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>Пароль прокси</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>Хранится в системной связке ключей</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>Подключаться к этому компьютеру напрямую</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>Адреса этого компьютера (localhost, 127.0.0.1, ::1), например адрес Ollama, открываются без прокси, если не снять этот флажок. Системные настройки — это переменные HTTP_PROXY, HTTPS_PROXY и NO_PROXY.</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>Какие адреса идут мимо прокси</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Результат проверки</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>Пров&amp;ерить</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>Проверить прокси</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>Загружает веб-адрес через прокси, указанный здесь</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>Ответвлена от %1</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>Открывает беседу, от которой ответвлена эта</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Св&amp;ерх контекстного окна модели:</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>Что отправляется, когда эта беседа больше не помещается в окно модели</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>Пропускать самые старые сообщения, кратко излагать их или спрашивать каждый раз</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Как в настройках</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Пропускать самые старые сообщения</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Кратко излагать более ранние сообщения</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Остановиться и спросить</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Очистить контекст здесь</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>Следующее сообщение начинается заново: предыдущие сообщения не отправляются</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation>Макс. токенов на выходе</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>Усилие рассуждения</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>Бюджет размышлений</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>Уровень размышлений</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>По умолчанию (%1)</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>Passage [{number}]</source>
        <translation>Отрывок [{number}]</translation>
    </message>
    <message>
        <source>The passage&apos;s text</source>
        <translation>Текст отрывка</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Открыть файл</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>«%1» — не цена: укажите доллары, например 2.50.</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>Сколько стоит каждая модель, в долларах США за миллион токенов, по данным её провайдера. Ответ показывает стоимость, когда у его модели есть обе цены.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>Вход ($ за миллион)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>Выход ($ за миллион)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Цены</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>Добавить цену</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>Удалить цену</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>Не удаётся прочитать %1: файла нет или он недоступен для чтения.</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 слишком велик для вложения (предел — %2).</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 — не текст, не изображение и не PDF.</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1 похож на изображение, но не открывается.</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1 слишком велик даже после уменьшения (предел: %2).</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 — PDF, который не удаётся прочитать (повреждён или защищён).</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>В %1 нет текста для извлечения (скан?). Отправляйте такие PDF как документы.</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2 не читает изображения. Выберите другую модель; ничего не отправлено.</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2 не читает документы. Отправьте текст PDF или выберите другую модель; ничего не отправлено.</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>Температура должна быть от 0 до %1.</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>Top-p должен быть от 0 до 1.</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>Эта модель пишет не больше %1 токенов за один ответ. Уменьшите максимум токенов на выходе.</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>Эта рассуждающая модель не принимает температуру и top-p. Очистите их в параметрах беседы.</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>Бюджет размышлений должен быть не меньше %1 токенов и меньше максимума токенов на выходе (%2).</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>Выберите для этой модели уровень размышлений или бюджет размышлений, но не оба.</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>Эта модель не рассуждает. Очистите настройку рассуждений в параметрах беседы или выберите другую модель.</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>Эта модель сама решает, сколько думать: бюджет размышлений она не принимает. Очистите бюджет размышлений в параметрах беседы.</translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>Провайдер не принял API-ключ.</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>Этому API-ключу это не разрешено.</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>Провайдер не знает этой модели, или базовый URL неверен.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>Провайдер отклонил запрос.</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>Беседа слишком длинная для этой модели. Начните новую беседу или сократите сообщение.</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>Провайдер получает от вас слишком много запросов. Подождите немного и попробуйте снова.</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>Провайдер сейчас перегружен. Попробуйте чуть позже.</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>На сервере провайдера произошла ошибка.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>Сервер недоступен. Проверьте адрес и то, что сервер запущен.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>Не удалось установить защищённое соединение с сервером.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Сервер не ответил вовремя.</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>Не удалось вовремя связаться с сервером. Проверьте адрес и то, что сервер запущен.</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>Сервер ответил веб-страницей, а не потоком. Проверьте базовый URL.</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>Сервер не передал ответ потоком.</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>Сервер перенаправил запрос на другой адрес. Проверьте базовый URL.</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>Слишком много перенаправлений. Проверьте базовый URL.</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>Базовый URL провайдера нельзя использовать. Исправьте его в настройках.</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>Запрос не прошёл через прокси.</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>Ответ оборвался.</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>Ответ оборвался: слишком долго ничего не приходило.</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>Ответ оборвался: соединение разорвано.</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>Провайдер сообщил об ошибке во время ответа.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>Запрос не удался.</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>Ответ остановлен: он превысил предельный размер.</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>Ответ закончился раньше времени (предел длины).</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>Фильтр содержимого провайдера остановил ответ.</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>Ответ закончился раньше времени из-за ошибки.</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>Ответ закончился раньше времени.</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>Остановлено: модель вызывала инструменты, не отвечая.</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>Этот ответ был прерван.</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>Приостановлено: ждёт вашего подтверждения.</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>Внутри Arroyo что-то пошло не так. Ответ остановлен.</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>Выберите провайдера в настройках.</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>Для %1 не сохранён ключ. Добавьте его в настройках.</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>Выберите модель для %1 в настройках.</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>Провайдер этой беседы, %1, удалён. Выберите другого провайдера выше.</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>На этом компьютере нет пригодной системной связки ключей.</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>Системная связка ключей заблокирована. Разблокируйте её и попробуйте снова.</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>Системная связка ключей не ответила вовремя. Возможно, она ждёт, пока вы её разблокируете.</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>Системная связка ключей неожиданно дала сбой.</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>Ключ ещё читается из системной связки ключей. Попробуйте чуть позже.</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>Не удалось завершить ответ.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Остановлено.</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>Базовый URL не является корректным адресом.</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>В базовом URL есть пробелы, переводы строк или другие невидимые символы.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>Базовый URL должен начинаться с http:// или https://.</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>В базовом URL не указан сервер.</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>В базовом URL перед именем сервера стоит имя пользователя или ключ. Впишите ключ в поле ключа: он хранится в системной связке ключей.</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>Ключи, отправленные на этот адрес, передаются без шифрования (простой http на другой компьютер). Используйте https, если сервер его поддерживает.</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>Ключ, записанный в базовом URL %1, перенесён в системную связку ключей.</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>В базовом URL %1 был ключ. Его не удалось перенести в системную связку ключей (%2), поэтому он используется только в этом сеансе.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>Файл настроек %1 повреждён или не является файлом настроек Arroyo (%2). Он оставлен в точности как был.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>Файл настроек %1 записан более новой версией Arroyo. Он оставлен в точности как был.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>Не удалось прочитать или записать файл настроек %1 (%2). Изменение не сохранено.</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>База данных %1 повреждена или не является базой данных Arroyo (%2). Ничего не изменено и не заменено: файл в точности такой, как был.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>База данных %1 записана более новой версией Arroyo. Ничего не изменено и не заменено: файл в точности такой, как был.</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>Не удалось открыть базу данных %1 (%2). Ничего не заменено и не удалено.</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>сбой сервера</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>не удалось запустить его команду</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>сервер остановился</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>сервер вывел что-то, что не является MCP</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>сервер не ответил вовремя</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>сервер использует версию MCP, которую Arroyo не поддерживает</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>сервер ответил с HTTP-статусом %1</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>сервер недоступен</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>Не удалось прочитать или записать файл (%1).</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>Файл больше, чем может прочитать импорт.</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>Этот файл не является экспортом ни Arroyo, ни ChatGPT.</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>Файл повреждён (%1). Ничего не импортировано.</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>Файл экспортирован более новой версией Arroyo.</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>Этой беседы больше нет.</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>&amp;Инструкции:</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Ассистент:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>&amp;Температура:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>Ма&amp;ксимум токенов ответа:</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Рабочая папка:</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>Сообщаются модели перед системным промптом каждой беседы</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>Модель провайдера</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>По умолчанию модели</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>Рабочая папка по умолчанию</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>&amp;Базы знаний:</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>Пока нет: Беседа › Базы знаний… создаёт базу из ваших файлов.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Рабочая папка</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>Переместить в проект</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>Без проекта</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Новый проект…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>Новая беседа в проекте</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Изменить проект…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Открепить</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>Закрепить сверху</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>В архив</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Новый проект</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>Переименовать проект</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>Экспортировать проект</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Экспортировано в %1.</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>Импорт промптов</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>Промпты (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>Экспорт промптов</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1 (входит в Arroyo)</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>Как в беседе</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>Спрашивается при использовании: %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>Напишите {{name}} там, где при использовании нужно что-то подставить.</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>Промпт %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>У каждого промпта должно быть своё имя.</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>Промпту нужно имя.</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 — не файл промптов, который может прочитать Arroyo (%2). Ничего не изменено.</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>Не удалось записать промпты: %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Промпты</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>Добавить промпт</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>Удалить промпт</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>Им&amp;я:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Текст:</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>&amp;Ассистент:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>Модель беседы</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>Чьи инструкции отвечают, когда используется этот промпт</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>Имя провайдера</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>Имя, показанное в списке провайдеров</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>Тип провайдера</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Базовый URL</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>Адрес API провайдера; пусто — обычный</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>Введите имя модели или проверьте подключение, чтобы получить их список</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>Способ потоковой передачи</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>Как ответ читается из сети</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>Фрагментами: текст по мере поступления</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>Снимками: сравнивать каждое обновление с предыдущим</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>Какой из API провайдера отвечает</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI:</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>Показывать &amp;рассуждения модели</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>Показывать рассуждения модели</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>Показывает, что модель думает перед ответом, если она это сообщает</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Проверить подключение</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Проверить подключение</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>Подключается к провайдеру и получает список его моделей</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Результат проверки подключения</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Тип:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Базовый &amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>&amp;Передача:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;ключ:</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1 (обычная)</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>Демо работает внутри Arroyo: подключаться не к чему.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>Сначала введите базовый URL сервера.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>Не удалось подключиться (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>Подключено: %n модель. Выбрана %1.</numerusform>
            <numerusform>Подключено: %n модели. Выбрана %1.</numerusform>
            <numerusform>Подключено: %n моделей. Выбрана %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>Подключено: %n модель</numerusform>
            <numerusform>Подключено: %n модели</numerusform>
            <numerusform>Подключено: %n моделей</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Не удалось подключиться: %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>API-ключ</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>Ключ хранится в системной связке ключей, никогда в файле</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>&amp;Сохранить ключ</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>Сохранить ключ в системной связке ключей</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>Сохраняет введённый ключ в системной связке ключей</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>У&amp;далить ключ</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>Удалить сохранённый ключ</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>Удаляет ключ этого провайдера из системной связки ключей</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>Показать введённый ключ</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>Показывает или скрывает ключ, введённый в поле</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>Состояние ключа</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>&amp;Хранить только в этом сеансе</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>Хранить ключ только в этом сеансе</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>Держит ключ в памяти, пока Arroyo не закроется</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Скрыть ключ</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>Показать ключ как введён</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>Вставьте API-ключ</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>Необязательно: большинству локальных серверов ключ не нужен</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>Ключ хранится только в этом сеансе; он забудется, когда Arroyo закроется.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>хранится только в этом сеансе</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>Ключ: сохранён в системной связке ключей.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>сохранён — введите новый ключ, чтобы заменить его</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>Ключ не сохранён.</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>Проверка системной связки ключей…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>Ключ не сохранён: этому серверу он может быть не нужен.</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>Не удаётся прочитать системную связку ключей: %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>Ключ сохраняется в системной связке ключей…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>Ключ сохранён в системной связке ключей.</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>Ключ не сохранён: %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>Arroyo никогда не записывает ключи в файл. Можно хранить ключ в памяти только в этом сеансе.</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>Не удалось удалить ключ «%1» из системной связки ключей: %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>Ключ удалён.</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>Демо (офлайн-симулятор)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI-совместимый сервер</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Anthropic-совместимый сервер</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>Сервер llama.cpp</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>Провайдеры</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>Настроенные вами провайдеры; выберите один, чтобы изменить его</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>&amp;Добавить провайдера…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>Добавить провайдера</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>Открывает меню типов провайдеров</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>Типы провайдеров</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>&amp;Удалить провайдера</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Удалить провайдера</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>Удаляет выбранного провайдера и его сохранённый ключ</translation>
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
        <translation>Ollama (на этом компьютере)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (на этом компьютере)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI-совместимая точка доступа</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Anthropic-совместимая точка доступа</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>Сервер llama.cpp (на этом компьютере)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (на этом компьютере)</translation>
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
        <translation>Чтобы начать, добавьте провайдера: выберите «Добавить провайдера…».</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>Провайдеров пока нет</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>Глобальное сочетание клавиш %1 занято другой программой: выберите другое в настройках.</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>Глобальное сочетание клавиш %1 нельзя зарегистрировать здесь.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>Глобальные сочетания клавиш здесь недоступны; команда arroyo quick открывает окно быстрого вопроса.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Выйти из Arroyo?</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>В окно быстрого вопроса ещё приходит ответ. Выйти и остановить его?</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>Arroyo продолжает работать</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo в области уведомлений: щёлкните по значку, чтобы вернуть окно, или выберите «Выйти из Arroyo» в его меню.</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>Быстрый вопрос — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>Спросите что угодно и нажмите Enter</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>Открыть в Arroyo</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>Открывает эту беседу в главном окне</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>Esc скрывает это окно; беседа сохранена.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>модель не выбрана</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>Отвечающая модель: %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>Быстрый вопрос</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>Оставлять Arroyo в области уведомлений при закрытии окна</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>Этот рабочий стол не показывает значки в области уведомлений.</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>Глобальное &amp;сочетание:</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>Глобальное сочетание клавиш для окна быстрого вопроса</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>Очистить глобальное сочетание клавиш</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>Нажмите клавиши, которые откроют окно быстрого вопроса из любого приложения. Команда arroyo quick тоже его открывает.</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>В Wayland сочетание регистрирует портал сочетаний клавиш рабочего стола, который может попросить вас подтвердить его. Если такого портала нет, назначьте команду arroyo quick клавише в настройках клавиатуры рабочего стола.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>Глобальные сочетания клавиш здесь недоступны. Команда arroyo quick открывает окно быстрого вопроса.</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>Где работает глобальное сочетание клавиш</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>Код восстановления</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>Храните этот код в надёжном месте, не на этом компьютере. С ним устройство присоединится к набору, даже если кодовая фраза забыта. Без кодовой фразы он больше не показывается.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>Я его &amp;сохранил</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>Отменить удаление</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>Возвращает удалённого провайдера</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>Удалённый провайдер</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Удалить провайдера</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>Удалить «%1»?</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>Его сохранённый ключ тоже удаляется. Беседы, которые его использовали, сохранят свои сообщения и попросят выбрать другого провайдера.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>«%1» удалён.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>Изменения %1</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>То, что вы подтвердили для MCP-сервера «%1», не читается (%2). Его инструменты заблокированы, пока вы не подтвердите их в нынешнем виде.</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>MCP-сервер «%1» изменился после вашего подтверждения. Пока вы не подтвердите изменение, перечисленные здесь инструменты не предлагаются модели. Описания написаны сервером: читайте их как его утверждения.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Изменения</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>Как вы подтвердили</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>Как сейчас</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Подтвердить</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>&amp;Оставить заблокированными</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>Запуск изменился</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>Инструмент %1 изменился</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>Инструмент %1 новый</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>Инструмента %1 больше нет</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(не было)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Команда: %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>Аргументы: %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Переменные: %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>версия неизвестна</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>Пакет: %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>Схема входных данных</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Аннотации</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>Другие поля</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>Правила разрешений: инструмент действует без вопроса, в заданных пределах.</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>Правила разрешений</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>Каждое правило, что оно охватывает, сколько вызовов осталось, когда оно истекает, и кнопка «Отозвать»</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>Не удалось прочитать правила разрешений: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>файлы в %1</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>веб-хост %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>программа %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>любой вызов</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1, в одной беседе</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>до выхода из Arroyo</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>без даты окончания</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 для: %2</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — отклонено, ничего не разрешает: %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>Отозвать: %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>Инструмент снова будет спрашивать перед действием</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>любое число вызовов</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>осталось вызовов: </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>Осталось вызовов: %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>Сколько ещё вызовов разрешает правило; 0: без ограничения</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>на час с этого момента</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>на день с этого момента</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>на неделю с этого момента</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>до определённой даты…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>Истекает: %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>Дата окончания: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>Не удалось изменить правило разрешения: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>Не удалось отозвать правило разрешения: %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>MCP-сервер спрашивает модель</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>MCP-сервер «%1» хочет, чтобы модель ответила на это:</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>Отправить модели</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отклонить</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>Открыть настройки</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>MCP-сервер</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>&amp;Команда или адрес:</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time или https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>&amp;Переменные или заголовки:</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>По одному ИМЯ=значение в строке: переменные окружения для команды, HTTP-заголовки для адреса. Значения попадают в системную связку ключей; пустое значение сохраняет прежнее.</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Включён</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>Разрешить ему спрашивать &amp;модель (каждый запрос — с вашего согласия)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>Дайте серверу имя, которого нет ни у одного другого сервера.</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>Напишите команду, запускающую сервер, или его адрес.</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>Как показываются ответы</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Системный промпт</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Провайдер</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1 изменён на двух устройствах:</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>Оставить «%1»</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>Изменено на двух устройствах</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Что-то пошло не так (%1).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Страницы настроек</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>Провайдеры, инструменты и общие настройки; Ctrl+Tab переключает между ними</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>&amp;Провайдеры</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>&amp;Ассистенты</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>Промп&amp;ты</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>&amp;Цены</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>&amp;MCP-серверы</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Общие</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>С&amp;еть</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>Па&amp;мять</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>С&amp;инхронизация</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>Что не удалось сделать</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>Закрывает настройки; изменения уже сохранены</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>Закрыть настройки</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Отправить сообщение</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>Начать новую строку</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>Остановить ответ или закрыть поиск</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>Рядом: одно сообщение, несколько моделей</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>Ответы рядом</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>Другие модели пока неизвестны</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>Отвечать одной моделью</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ модель</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ %n модель</numerusform>
            <numerusform>+ %n модели</numerusform>
            <numerusform>+ %n моделей</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>Ответить рядом</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>Добавляет до трёх моделей, которые ответят на следующее сообщение, каждая в своём столбце</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>Подключиться к MCP-серверу «%1» впервые? Адрес подключения:</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>Запустить MCP-сервер «%1» впервые? Будет выполнена команда:</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>Передаётся из связки ключей: %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>Новый MCP-сервер</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>Не запускать</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>Начать заново (сохранить копию)</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>Начать заново и сохранить копию повреждённого файла</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>Повреждённый файл останется рядом с новым</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>Пытается снова открыть файл</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>Закрывает Arroyo и оставляет файл как есть</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>Не удаётся прочитать настройки</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>Можно начать с новыми настройками. Повреждённый файл останется рядом, к его имени добавится «.broken». Ключи в системной связке ключей не затрагиваются.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>Ожидание сервера…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Загрузка модели…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Пишет…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>Повтор через %1 с (попытка %2 из %3)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>Ждёт вашего подтверждения</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>Выполняется действие…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>Ожидание вашего выбора</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>Краткое изложение более ранних сообщений…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>Превышен лимит запросов, повтор через %1 с (попытка %2 из %3)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>Краткое изложение предыдущих сообщений, отправляется вместо них</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Версия %1 из %2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>Изменить краткое изложение</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Краткое изложение</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>Неверная кодовая фраза: она не открывает набор синхронизации в этом хранилище.</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>Объект в хранилище был изменён.</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>Объект в хранилище обрезан.</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>В хранилище другой набор синхронизации, не этот.</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>Синхронизация не настроена.</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>Там нет набора синхронизации, к которому можно присоединиться.</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>Хранилище недоступно.</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>Ключ не хранится ни в одной системной связке ключей: введите кодовую фразу ниже, чтобы синхронизировать в этом сеансе.</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>Это устройство не может удалить само себя.</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>В хранилище уже есть другой объект с именем, которое записывает это устройство.</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>Продолжить (&amp;u)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Приостановить (&amp;u)</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>Синхронизация через %1, как устройство %2.</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>Синхронизация…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>Не удалось синхронизировать: %1 Попробую позже.</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>Приостановлено: ничего не отправляется и не принимается.</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>Ещё не синхронизировано.</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>Последняя синхронизация %1: отправлено изменений %2, получено %3.</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>Отправка изменений: %v из %m</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>Чтение объектов: %v из %m</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1 (это устройство)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Устройства</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>Последний прочитанный сегмент</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>Последняя весть (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>Устройства в наборе синхронизации</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>Удалить устройство (&amp;v)</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>Написанное им остаётся; старые объекты больше его не ждут</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>Синхронизировать &amp;сейчас</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Кодовая фраза</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>Показать &amp;код восстановления</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>Синхронизировать с этой кодовой фразой</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>Состояние синхронизации</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>Папка синхронизации</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>Ваши беседы и некоторые настройки передаются в зашифрованном виде через ваше собственное хранилище; кодовая фраза никогда не покидает этот компьютер.</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>Сервер WebDAV</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>Бакет S3</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>А&amp;дрес:</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>Конечная точка S&amp;3:</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>Хранилище (&amp;o):</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>&amp;Бакет:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Пол&amp;ьзователь:</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>&amp;ID ключа доступа:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Па&amp;роль:</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>Се&amp;кретный ключ:</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>Код восстановления (&amp;v):</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>Кодовая &amp;фраза:</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>Кодовая фраза &amp;ещё раз:</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>Создать &amp;новый набор синхронизации</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>При&amp;соединиться к набору синхронизации там</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>У меня код восстановления вместо кодовой фразы</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>Настроить синхронизацию (&amp;e)</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>Укажите, где хранилище.</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>Укажите бакет.</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>Введите кодовую фразу.</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>Выберите кодовую фразу не короче 8 символов.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Две кодовые фразы не совпадают.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>Синхронизация: %1 Попробую позже.</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>Снова синхронизировано.</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>Временная</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>Ничего из этой беседы не сохраняется.</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Сохранить эту беседу</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>Оставляет её с сообщениями как обычную беседу</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Закрыть временную беседу</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>Новая &amp;временная беседа</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>Беседа, которая никогда не сохраняется</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Сохранить эту беседу</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>Оставляет временную беседу</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Закрыть временную беседу</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>Забывает временную беседу</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>Дождитесь конца ответа, затем сохраните.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Сохранено.</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>Отбросить эту временную беседу?</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>Её сообщения нигде не сохраняются, и вернуть их нельзя.</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>При выходе временные беседы и их сообщения забываются.</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>Временная беседа</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>Ждёт вашего подтверждения</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Запрещено</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>Некорректно, возвращено модели</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>Неизвестно: прервано во время выполнения</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>Импортировано: здесь не выполнялось</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>Не выполнено: ход остановлен раньше</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>Заблокирован: этот инструмент изменился после вашего подтверждения; проверьте изменение в «Настройки › MCP-серверы»</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>Выполнено без вопроса: модель и базы знаний на этом компьютере</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>Выполнено без вопроса: вы разрешили этот инструмент в этой беседе</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>Выполнено без вопроса: ваша настройка в «Настройки › Инструменты»</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>Выполнено без вопроса: правило разрешения в «Настройки › Инструменты»</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>Общий с %1: выполнен один раз для обоих</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>Вызов инструмента</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>Показать аргументы и результат</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>Отметить выполненным</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Выполнить снова</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Отменить изменения файлов в этом ходе</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Аргументы</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>Показать содержимое рабочей папки</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>Показать содержимое папки {path}</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>Прочитать {path}</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>Прочитать {path} (не больше {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>Создать {path} ({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>Записать {path} ({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>Заменить в {path}: {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>Выполнить: {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>Загрузить {url} (GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>Без изменений: {path} уже содержит именно это</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>Вернуть прежнюю версию {path} ({size})</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>Удалить {path}, созданный инструментом</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>Отменить изменения этих файлов в этом ходе, начиная с последнего: {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>Запомнить для следующих бесед: {fact}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n байт</numerusform>
            <numerusform>%n байта</numerusform>
            <numerusform>%n байт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>New conversation</source>
        <translation>Новая беседа</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>Быстрый вопрос…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>Показать или скрыть Arroyo</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>Выйти из Arroyo</translation>
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
        <translation>Arroyo не может отменить изменения, сделанные этим инструментом</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>Отменено: прежняя версия восстановлена.</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>Не отменено: файл изменился после этого действия; ничего не изменено.</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>Не отменено: путь теперь ведёт к папке или ссылке; ничего не изменено.</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>Не отменено: не удалось восстановить файл.</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>Отмена больше недоступна: прежняя версия удалена, чтобы хранилище не превышало свой предел</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>Отмена больше недоступна: прежняя версия удалена по истечении срока хранения</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>Отмена больше недоступна: прежняя версия отсутствует</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>Изменения файлов в этом ходе отменены.</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>Остановлено на {path}: файл изменился после этого хода. Более поздние изменения отменены; он и более ранние оставлены как есть.</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>Не выполнено повторно: этот инструмент сейчас недоступен.</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>Не выполнено повторно: его аргументы больше не подходят инструменту.</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>Вышел новый Arroyo</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Открыть страницу выпуска</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>адрес недоступен</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>адрес не ответил вовремя</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>адрес ответил ошибкой %1</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>ответ не описывает выпуск</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>в ответе нет версии</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>адрес не является адресом http(s)</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>Не удалось проверить обновления: %1.</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>Доступен Arroyo %1 (у вас %2).</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1 — последняя версия.</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Обновления</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>Раз в день проверять, нет ли нового Arroyo</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>Запрашивает адрес выпусков ниже; ничего не скачивается и не устанавливается</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>А&amp;дрес выпусков:</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>Адрес выпусков</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Проверить обновления</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>Что нашла проверка обновлений</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Проверить &amp;сейчас</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>Проверить обновления сейчас</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Открыть страницу выпуска</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>Что нового</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>Делает текст крупнее</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>Делает текст мельче</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Исходный размер</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>Текст системного размера</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>&amp;Записывать запросы для «Исследовать»</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>Хранит запрос и поток каждого ответа в памяти, пока Arroyo не закроется, для его кнопки «Исследовать»</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>Перечисляет клавиши всех команд</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>&amp;Об Arroyo</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>Версия, лицензия и место хранения ваших данных</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>Добро пожаловать в Arroyo</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>Вы говорите с %1. Попробуйте одно из этих или напишите своё ниже.</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>Вы говорите с Демо: моделью, которая разыгрывается на этом компьютере, без ключа и без сети. Попробуйте одно из предложений ниже, чтобы увидеть, как ответ приходит потоком, рассуждения модели и инструмент, который спрашивает вас перед действием. Когда будете готовы, добавьте своего провайдера в настройках.</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>Новая беседа</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>Напишите сообщение ниже или начните с одного из этих.</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>Напиши короткое стихотворение о реке</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>Подумай хорошенько: что больше, 9.11 или 9.9?</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>Что лежит в моей рабочей папке?</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>Отправляет это сообщение</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>Папка для файловых инструментов этой беседы</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>Файловые инструменты выключены</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>В этой беседе файловые инструменты выключены.</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>Файловые инструменты работают в {folder}</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Рабочая папка</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>Чтобы включить их, выберите папку или папку по умолчанию кнопкой.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Выбрать другую папку…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>Использовать папку по умолчанию ({folder})</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>Выключить файловые инструменты в этой беседе</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>Рабочая папка</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>Единственная папка, которую инструменты могут читать и изменять</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>Папка, которую инструменты могут читать и изменять</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Выбрать рабочую папку</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>Открывает выбор папки</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>Состояние рабочей папки</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>Разрешить выполнение &amp;команд (всегда спрашивает сначала)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>Разрешить выполнение команд</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>Позволяет инструментам запускать программы в рабочей папке; каждая команда сначала показывается вам</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Рабочая папка:</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>Эта папка не существует.</translation>
    </message>
</context>
</TS>
