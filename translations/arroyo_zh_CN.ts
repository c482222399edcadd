<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>关于 Arroyo</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>面向大语言模型的桌面客户端。</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>以 %1 许可证发布的自由软件。</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>你的对话和设置保存在：</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>打开数据文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>打开数据文件夹</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>按操作或结果中的文字筛选</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>从(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>到(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>将显示的操作保存为 CSV 或 JSON</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>所有工具</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>所有结果</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>还没有工具执行过操作。</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%1 / %2 个操作</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>导出活动</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>已将 %n 个操作保存到 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>运行原因</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>对话内容</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>你批准了</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>在此对话中已允许</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>你的设置（设置 › 工具）</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>权限规则</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>（已删除的对话）</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>AddBaseDialog</name>
    <message>
        <source>Add a knowledge base</source>
        <translation>添加知识库</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>搜索方式</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>仅按词语（全文搜索）</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>词语加演示的向量（离线）</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>来自 {provider} 的嵌入</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>查找包含问题中词语的段落。没有任何内容离开这台电脑。</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>演示的向量离线工作，而且很简单：它们找到与问题有相同词语的段落，而不是换一种说法表达同一意思的段落。没有任何内容离开这台电脑。</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider} 运行在这台电脑或其网络上：文件留在这里。</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>使用 {provider} 建立索引会把这些文件的每个段落发送给 {provider}。</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>正在书写…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>不完整</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>停止此回答</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>使用此回答</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>以此回答及其模型继续；其他回答保留为版本</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>%1 的回答</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>推理</translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation>%1 美元</translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation>首个词元 %1 秒</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>共 %1 秒</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>输入 %n 个词元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>输出 %n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 词元/秒</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>窗口的颜色；立即生效</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation>Arroyo 无法启动</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>未做任何更改。请释放一些磁盘空间，或关闭正在使用该文件的程序，然后重试。</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>你可以从一个新的数据库开始。当前文件会作为备份保留在旁边。</translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>无法打开 Arroyo 的数据</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>无法读取设置</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>未命名对话</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>在“%1”中，自 %2 起等待</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>批准…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>像确认对话框一样显示该操作，然后记录你的回答</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>%n 项批准待处理</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>暂停的 arroyo ask 留待你回答的工具调用</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>待处理的批准</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>暂停的 arroyo ask 留待你回答的工具调用。这里不会运行任何东西：arroyo ask --resume 会继续该轮次，并只运行一次你批准的操作。</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>没有等待你批准的工具调用。</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>已批准。arroyo ask --resume %1 会运行它。</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>已拒绝。arroyo ask --resume %1 会告知模型。</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>此调用已在别处被批准；你的回答未被记录。</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>此调用已在别处被拒绝；你的回答未被记录。</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>此调用已不再等待。</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>助手(&amp;A)：</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>选择一个…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>用该助手的指令和模型开始这次对话</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>窗口中选择的那个</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>助手 %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>每个助手都需要一个独有的名称。</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>助手需要一个名称。</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>添加助手</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>删除该助手</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>系统提示词(&amp;P)：</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>提供商(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>提供商的默认模型</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>由该助手开始的对话由谁来回答</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>附加文件</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>文本、代码、图片和 PDF；也可以拖放或粘贴</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>附加文件：文本、代码、图片和 PDF；也可以拖放或粘贴</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>将 PDF 作为文档</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>把 PDF 原样发送给能读取它的模型，而不是发送其文本</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>粘贴的图片</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>每个操作都会先征求你的同意。只让你信任能自主行动的工具无需询问即可运行：跳过的是提问，检查照旧进行。</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>无需询问即运行</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>每个工具、它能做什么，以及能否无需询问就执行</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>无需询问即运行 %1</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 总是询问：它可能把数据发送到这台电脑之外。</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>MCP 服务器“%1”的工具：Arroyo 无法看到它读取、更改或发送了什么。</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>查看工作区文件夹中文件的名称和大小；不做任何更改。</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>读取工作区文件夹中的任意文件，并把其文本交给模型（也就交给了你的提供商）；不做任何更改。</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>在工作区文件夹中创建和覆盖文件；被覆盖的内容将丢失。</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>向模型选择的任意网址发送请求；仅网址本身就可能携带模型读到的内容。</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>在工作区文件夹中运行程序；程序可能更改你的文件并访问网络。</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>Arroyo 无法看到此工具读取、更改或发送了什么。</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>无法读取权限：%1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>无法更改权限：%1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>备份全部</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>从备份恢复</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>已备份到 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>已恢复 %n 个对话。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n 个早已存在。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>请在设置中输入 %n 个提供商的密钥。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>此对话的知识库</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>在此对话中，模型可以搜索这些知识库，以及其项目的知识库。</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>还没有知识库：请从“知识库…”添加一个。</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>提供商和模型</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>在此窗口中由谁回答</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>选择提供商</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>提供商、密钥、工具和语言</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>显示对话</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>显示或隐藏对话列表</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>对话标题</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>对话设置</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>本次对话的系统提示词和回答的显示方式</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>系统提示词(&amp;Y)：</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>模型在本次对话每条消息之前收到的指令</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>本次对话的系统提示词</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>显示回答(&amp;S)：</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>回答在本次对话中的显示方式</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>逐词、仅完整句子，或在结束时显示整个回答</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>与设置相同</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>逐词</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>逐句</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>一次显示整个回答</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>仍在读取附加的文件…</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>消息选项</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>模型的参数以及 PDF 的发送方式</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>随便问点什么（Enter 发送，Shift+Enter：换行）</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>提示词中的空白</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Enter 或 Ctrl+Enter 发送；Shift+Enter 换行</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>把消息发送给模型</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>停止回答</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>停止正在生成的回答（Esc）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
</context>
<context>
    <name>ConfirmTitles</name>
    <message>
        <source>List {folder}</source>
        <translation>列出 {folder}</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>列出 {folder} 中的 {name}</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>读取 {folder} 中的 {name}</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>在 {folder} 中创建 {name}</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>写入 {folder} 中的 {name}</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>修改 {folder} 中的 {name}</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>保持 {folder} 中的 {name} 不变</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>在 {folder} 中运行 `{command}`</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>获取 {url}</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>撤销对 {folder} 中 {name} 的更改</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>撤销在 {folder} 中创建 {name}</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>撤销本轮的文件更改</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>记住关于你的一条信息</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>使用 MCP 服务器 {server} 的 {tool}</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>使用工具 {tool}</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>允许此操作吗？</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>有工具请求执行操作；除非你允许，否则什么都不会发生</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>由 %1 请求</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>将会发生什么</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>该工具能做什么</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>此工具会通过网络把数据发送到这台电脑之外。</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>此工具只读取；不做任何更改。</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>此工具可以更改这台电脑上的内容。</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>MCP 服务器 %1：%2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>工具将使用的值，与检查时完全一致</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>详情：</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>更改详情</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>将会更改的内容，逐行列出</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>工具不执行（默认）</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>工具这次执行</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>在本次对话中始终允许此工具</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>工具现在及之后在本次对话中执行时不再询问</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · MCP 服务器 %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>（无描述）</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>已在此处清除上下文：之前的消息不会发送</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>之前的消息不会发送</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>它们已超出模型的上下文窗口</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>移除“清除上下文”标记</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>此对话已超出模型的上下文窗口（约 %1 / %2 词元）。未发送任何内容：请选择要发送的内容。</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>省略较早的消息</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>总结较早的消息</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>在此处清除上下文</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>项目，已折叠</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>项目，已展开</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>已归档的项目，已折叠</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>已归档的项目，已展开</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>知识库…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>对话内容</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>你的消息和回答，按顺序排列</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>你的消息</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>显示更早的消息</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>加载所显示的第一条之前的消息</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>显示更晚的消息</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>请从你停下的地方准确地继续。</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>显示标题或回答中包含这些词的对话</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 重命名所选对话；Delete 删除它</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>开始一个空白对话</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>项目将共享指令和默认设置的对话归在一起</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>没有匹配项</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>临时</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>已置顶</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>更早</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>已归档</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>Arroyo 遇到了问题</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>Arroyo 遇到了问题；已保存一份报告。</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>报告只保存在这台电脑上，不包含任何消息、密钥或文件。</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>该文件夹就是数据文件夹、位于其中或包含它。</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>该文件夹不是空的。请选择一个空的或新的文件夹。</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>无法写入该文件夹。</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>那里的可用空间不足（%1）。</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>另一个 Arroyo 窗口正在使用这些数据。</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>复制失败（%1）；没有做任何更改。</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>旧的数据文件夹已不存在，或不属于此配置。</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>将数据文件夹移动到</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>数据文件夹将在 Arroyo 下次启动时移动到 %1：请退出并重新启动。旧文件夹会一直保留，直到你删除它。</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>旧的数据文件夹仍在 %1；确认所有内容都已在此后即可删除。</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>删除 %1 及其中的所有内容？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>移动(&amp;V)…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>在下次启动时将对话、文件和设置复制到另一个文件夹</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>移动数据文件夹</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>关于数据文件夹</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>取消移动</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>删除旧文件夹…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>删除旧的数据文件夹</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>数据文件夹未移动</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>Arroyo 现在将数据保存在 %1。旧文件夹 %2 会一直保留，直到你删除它（设置 › 常规）。</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>数据已复制到 %1。将 ARROYO_DATA_DIR 设为该文件夹即可使用；旧文件夹 %2 已保留。</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>数据文件夹已移动</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 提问</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>谢绝</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>必填：%1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>导入对话</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Arroyo 或 ChatGPT 的导出文件 (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>已导入 %n 个对话。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n 个早已存在。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>导出 MCP 服务器</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>变量和请求头的值会写成占位符，例如 ${API_TOKEN}。</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>包含这些值：文件中会以明文保存你的令牌</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>在此对话中查找</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配（F3）</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>没有匹配项</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>跳到最新</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>滚动到最新消息并重新跟随回答</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>回答的显示方式</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>逐词、仅完整句子，或在结束时显示整个回答</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>逐词</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>逐句</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>一次显示整个回答</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>窗口的语言；立即生效</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>显示回答(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>其他无需询问即可执行的权限：</translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation>长期权限</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>你允许无需询问即可执行的工具，每个都带有“撤销”按钮</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>无法读取权限：%1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2，自 %3 起</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>撤销：%1，%2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>该工具在执行前会再次询问</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>在所有对话中</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>在对话“%1”中</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>在一个对话中（%1）</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>无法撤销权限：%1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>导入 MCP 服务器</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>粘贴 Claude Desktop、Cursor、Claude Code、VS Code 或 Windsurf 的 mcpServers（或 servers）配置块，或选择其文件。值会存入系统密钥环。</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>要导入的服务器</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>选择文件(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>这不是 mcpServers 或 servers 的 JSON 对象。</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>其中没有找到服务器。</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>此回答的请求和数据流</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>全部复制</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>为此回答检索到的段落</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>模型轮次 %1，第 %2 次尝试</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>记录到此为止：本轮已达 2 MiB。</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>尚未建立索引</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>建立索引时中断</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>已是最新</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>建立索引失败</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>段落</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>搜索方式</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>重新建立索引</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>被略过的文件及原因：</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>还没有知识库。“添加…”可用你的文件夹和文件建立一个；之后项目或对话会搜索它，回答会引用找到的内容。</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>仅按词语</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>词语加演示的向量</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>添加知识库</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>读完当前文件后暂停…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>移除 {name}</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>移除知识库 {name}？它索引的文件不会被改动。</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>已索引 {total} 个文件中的 %n 个，写入 {chunks} 个段落</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>大约还剩 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>以及另外 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>已暂停。继续将从下一个文件开始。</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>使用在这台电脑上找到的 %1</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>把它添加为提供商并与之对话</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation>新对话(&amp;N)</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>开始一个空白对话</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>在对话中查找(&amp;F)</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>在此对话中查找文字</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>查找下一个(&amp;X)</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>转到下一个匹配</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>转到上一个匹配</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>搜索对话(&amp;S)</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>转到搜索框</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>置顶或取消置顶(&amp;P)</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>把所选对话保持在顶部</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>新建项目(&amp;J)…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>新建项目：共享指令的对话</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>知识库(&amp;K)…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>添加并索引模型可以搜索的文件夹</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>此对话的知识库(&amp;V)…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>选择此对话搜索的知识库</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>移到项目(&amp;M)…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>将所选对话移到一个项目中</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>重命名所选对话</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>删除所选对话；几秒钟内可以撤销</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>撤销删除(&amp;U)</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>恢复已删除的对话</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>把所选对话保存为 Markdown 或 JSON</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>从 Arroyo 或 ChatGPT 的导出中添加对话</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>备份全部(&amp;B)…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>将所有对话和设置（不含密钥）保存到一个文件</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>从备份恢复(&amp;M)…</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>添加备份中有而 Arroyo 尚未有的内容</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>提供商、密钥、工具和语言</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>关闭 Arroyo</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>发送(&amp;S)</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>把消息发送给模型</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>停止正在生成的回答</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>写消息(&amp;W)</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>转到消息框</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>活动(&amp;A)…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>每个对话中工具执行的每个操作，以及运行原因</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>对话(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>消息(&amp;M)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>已删除“%1”。在列表中按 %2 可撤销。</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>退出 Arroyo？</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>回答仍在传输中。要退出并停止它吗？</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>工具服务器（MCP）。它们的工具会提供给模型，每次调用都会询问。</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>重新启动(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>已启用(&amp;N)</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>查看更改(&amp;V)…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>服务器日志</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>已停用</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>已连接：%n 个工具</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>未启动：首次启动未获确认</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>工具已阻止，请审核</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n 个已更改，请审核</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>还没有服务器：添加一个或导入。</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>你批准的该服务器信息无法读取：其工具已被阻止。</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>它的启动方式自你批准后已更改：其工具已被阻止。</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>%n 个工具自你批准后已更改</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>无法在设置中保存此批准。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>Arroyo 可以为之后的对话记住关于你的简短信息。模型每次都会询问，并按将要保存的原样显示文本；新对话会以引用笔记的形式收到这些信息。临时对话从不记忆，也从不收到这些信息。</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>记住我同意的信息</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>关闭：模型无法记住任何内容，也不会有信息进入提示词</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>所有对话共享</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>按项目分开（项目之外：共享）</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>信息范围(&amp;F)：</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>信息适用的范围</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>记住我同意的信息(&amp;A)</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>由所有对话共享，或保留在说出它们的项目中</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>提示词中信息的词元预算(&amp;B)：</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>信息的词元预算</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>超出时，优先提供与第一条消息最相关的信息</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>已记住的信息：</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>全部删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>删除所有信息</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>关于记忆</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>已记住的信息</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>每条信息都可以在此编辑、打开其来源或删除</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>无法读取这些信息：%1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>暂无。</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>未命名对话</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · 来自“%2”</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>打开对话“%1”</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>删除信息：%1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>一条信息只能是一行文本；未作更改。</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>删除全部 %n 条已记住的信息？此操作无法撤销。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>把你的消息复制到剪贴板</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>编辑你的消息并重新发送</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>再次询问模型</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>显示发送的请求和收到的数据流</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>此消息的更多操作</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>在此处清除上下文</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>从此处分支</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>上一个版本</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>下一个版本</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>第 %1 版，共 %2 版</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>编辑你的消息</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation>回答如何结束</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>再次询问模型</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>请模型从停下的地方继续</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>打开设置窗口</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>模型的回答及其推理</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>显示或隐藏模型的推理</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>折叠或展开模型在回答前的思考</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>模型的思考</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>回答文本</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>回答的文本</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>拒绝回答</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>此回答的统计信息</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>以 Markdown 复制回答</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>把整个回答复制到剪贴板</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>回答已完成。</translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>思考了不到一秒</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>思考了 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>正在思考… %n 秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>长对话和标题</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>省略最早的消息</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>总结较早的消息</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>停止并询问</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>超出模型的上下文窗口时</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>新对话超出模型窗口后发送什么</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>超出模型的上下文窗口时(&amp;P)：</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>对话自身的模型</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>摘要撰写者(&amp;B)：</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>撰写摘要的模型</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>第一次回答后让模型撰写标题(&amp;L)</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>第一次回答后让模型撰写标题</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>标题撰写者(&amp;T)：</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>撰写标题的模型</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>摘要或标题是向模型发出的又一次请求：它像消息一样消耗词元，并且对话的文本会发送给该模型的提供商。</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>其他模型按其 ID 指定，使用对话的提供商</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>此对话使用的模型；也可以输入其他模型</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>刷新模型</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>已用上下文</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>已发送 %1 / %2 词元</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>上下文：%1 / %2 个词元</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>上下文：%1 个词元</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个词元</translation>
    </message>
</context>
<context>
    <name>NarrowChoices</name>
    <message>
        <source>Allow for files under %1 for an hour</source>
        <translation>一小时内允许 %1 下的文件</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>一小时内，此工具对此文件夹中的文件操作无需询问</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>一小时内允许 %1</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>一小时内，此工具访问此网站主机无需询问</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>在本次对话中允许 %1</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>在本次对话中，此程序运行无需询问</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>请输入代理的主机名或地址以使用它。</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>无法将代理的密码保存到系统密钥环。</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>测试失败：%1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>可以使用：已收到回应。</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>系统的代理设置</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>不使用代理</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>此代理</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>与提供商和 MCP 服务器的连接经由哪个代理</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>代理(&amp;X)：</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>类型(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>用户名(&amp;U)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>代理类型</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP 或 HTTPS：如何连接代理本身</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>代理主机</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>代理端口</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>代理用户名</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>代理密码</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>保存在系统密钥环中</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>直接连接本机</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>本机上的地址（localhost、127.0.0.1、::1），例如 Ollama 的地址，不经过代理，除非取消勾选此项。系统的设置即 HTTP_PROXY、HTTPS_PROXY 和 NO_PROXY 变量。</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>哪些地址不经过代理</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>测试结果</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>测试(&amp;E)</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>测试代理</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>通过此处填写的代理获取一个网址</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>分支自 %1</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>打开此对话的来源对话</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>超出模型的上下文窗口时(&amp;P)：</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>此对话超出模型窗口后发送什么</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>省略最早的消息、总结它们，或每次都询问</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>与设置相同</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>省略最早的消息</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>总结较早的消息</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>停止并询问</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>在此处清除上下文</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>下一条消息重新开始：之前的消息不会发送</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation>最大输出词元数</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>推理强度</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>思考预算</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>思考等级</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>默认（%1）</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>Passage [{number}]</source>
        <translation>段落 [{number}]</translation>
    </message>
    <message>
        <source>The passage&apos;s text</source>
        <translation>段落的文本</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>“%1”不是价格：请写美元金额，例如 2.50。</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>每个模型的价格，以美元/百万词元计，按其提供商的标价。当回答所用模型的两项价格都有时，会显示该回答的费用。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>输入（美元/百万）</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>输出（美元/百万）</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>添加价格</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>删除价格</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>无法读取 %1：文件不存在或不可读。</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 太大，无法附加（上限为 %2）。</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 既不是文本，也不是图片或 PDF。</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1 看起来像图片，但无法打开。</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1 缩小后仍然太大（上限：%2）。</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 是无法读取的 PDF（已损坏或已加密）。</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>%1 中没有可提取的文本（是扫描件吗？）。请改为将 PDF 作为文档发送。</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2 不能读取图片。请选择其他模型；未发送任何内容。</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2 不能读取文档。请发送 PDF 的文本，或选择其他模型；未发送任何内容。</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>温度必须在 0 到 %1 之间。</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>Top-p 必须在 0 到 1 之间。</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>此模型一次回答最多写 %1 个词元。请降低最大输出词元数。</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>此推理模型不接受温度或 top-p。请在对话参数中清除它们。</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>思考预算至少为 %1 个词元，且必须小于最大输出词元数（%2）。</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>请为此模型选择思考等级或思考预算，不要两者都选。</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>此模型不进行推理。请在对话参数中清除推理设置，或选择其他模型。</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>此模型自行决定思考多少：不接受思考预算。请在对话参数中清除思考预算。</translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>提供商不接受该 API 密钥。</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>此 API 密钥无权执行此操作。</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>提供商不认识此模型，或基础 URL 有误。</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>提供商拒绝了请求。</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>对话对此模型来说太长了。请开始新对话或缩短你的消息。</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>提供商收到你的请求过多。请稍等片刻再试。</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>提供商目前负载过高。请稍后再试。</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>提供商的服务器出了问题。</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>无法连接服务器。请检查地址，并确认服务器正在运行。</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>与服务器的安全连接失败。</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>服务器未及时响应。</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>未能及时连接服务器。请检查地址，并确认服务器正在运行。</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>服务器返回的是网页而不是数据流。请检查基础 URL。</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>服务器没有以流式方式返回回答。</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>服务器把请求转到了另一个地址。请检查基础 URL。</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>重定向次数过多。请检查基础 URL。</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>提供商的基础 URL 无法使用。请在设置中更正。</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>请求未能通过代理。</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>回答被截断了。</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>回答被截断了：太长时间没有收到新内容。</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>回答被截断了：连接已断开。</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>提供商在回答时报告了错误。</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>请求失败。</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>回答已停止：超出了大小上限。</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>回答提前结束（长度上限）。</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>提供商的内容过滤器停止了回答。</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>回答因错误提前结束。</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>回答提前结束。</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>已停止：模型不断调用工具而不回答。</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>此回答被中断了。</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>已暂停：等待你的批准。</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>Arroyo 内部出错了。回答已停止。</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>请在设置中选择一个提供商。</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>%1 没有保存密钥。请在设置中添加。</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>请在设置中为 %1 选择模型。</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>此对话的提供商 %1 已被移除。请在上方选择其他提供商。</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>这台电脑上没有可用的系统密钥环。</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>系统密钥环已锁定。请解锁后重试。</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>系统密钥环未及时响应。它可能在等你解锁。</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>系统密钥环意外失败。</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>仍在从系统密钥环读取密钥。请稍后再试。</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>无法完成回答。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>基础 URL 不是有效地址。</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>基础 URL 中含有空格、换行或其他不可见字符。</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>基础 URL 必须以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>基础 URL 没有指明服务器。</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>基础 URL 在服务器名称前含有用户名或密钥。请把密钥填在密钥栏中：它会保存在系统密钥环里。</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>发送到此地址的密钥以未加密方式传输（以普通 http 发往另一台电脑）。如果服务器支持，请使用 https。</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>%1 的基础 URL 中写的密钥已移入系统密钥环。</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>%1 的基础 URL 中含有密钥。它无法移入系统密钥环（%2），因此仅在本次会话中使用。</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>设置文件 %1 已损坏或不是 Arroyo 的设置文件（%2）。它保持原样，未做改动。</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>设置文件 %1 是由更新版本的 Arroyo 写入的。它保持原样，未做改动。</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>无法读取或写入设置文件 %1（%2）。更改未保存。</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>数据库 %1 已损坏或不是 Arroyo 的数据库（%2）。没有更改或替换任何内容：文件保持原样。</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>数据库 %1 是由更新版本的 Arroyo 写入的。没有更改或替换任何内容：文件保持原样。</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>无法打开数据库 %1（%2）。没有替换或删除任何内容。</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>服务器出错</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>无法启动其命令</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>服务器已停止</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>服务器输出了非 MCP 的内容</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>服务器未及时响应</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>服务器使用的 MCP 版本 Arroyo 不支持</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>服务器返回了 HTTP 状态 %1</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>无法连接服务器</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>无法读取或写入文件（%1）。</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>文件超出了导入能读取的大小。</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>此文件既不是 Arroyo 的导出，也不是 ChatGPT 的导出。</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>文件已损坏（%1）。没有导入任何内容。</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>该文件由更新版本的 Arroyo 导出。</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>该对话已不存在。</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>指令(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>助手(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>温度(&amp;T)：</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>最大输出词元数(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>工作区文件夹(&amp;W)：</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>在每个对话自己的系统提示之前告诉模型</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>提供商的模型</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>模型默认值</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>默认工作区</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>选择(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>知识库(&amp;K)：</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>还没有：对话 › 知识库… 可用你的文件建立一个。</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>移到项目</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>无项目</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>新建项目…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>在项目中新建对话</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>编辑项目…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>取消置顶</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>置顶</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>归档</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>重命名项目</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>导出项目</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>导入提示词</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>提示词 (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>导出提示词</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1（Arroyo 自带）</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>对话自己的</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>使用时询问：%1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>在使用时需要填写内容的地方写 {{name}}。</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>提示词 %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>每个提示词都需要一个独有的名称。</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>提示词需要一个名称。</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 不是 Arroyo 能读取的提示词文件（%2）。没有做任何更改。</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>无法写入提示词：%1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>添加提示词</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>删除该提示词</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>文本(&amp;T)：</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>助手(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>对话的模型</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>使用此提示词时按谁的指示回答</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>提供商名称</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>显示在提供商列表中的名称</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>提供商类型</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>提供商 API 的地址；留空则使用默认地址</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>输入模型名称，或测试连接以列出模型</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>流式传输方式</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>如何从网络读取回答</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>分块：文本到达即显示</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>快照：将每次更新与上一次比较</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>由提供商的哪个 API 来回答</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>API(&amp;P)：</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>显示模型的推理(&amp;R)</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>显示模型的推理</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>在模型给出推理时，显示它在回答前的思考</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>连接提供商并列出其模型</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>连接测试结果</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>基础 URL(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>传输方式(&amp;A)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1（常用）</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>演示在 Arroyo 内部运行：无需连接任何地方。</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>请先输入服务器的基础 URL。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>无法连接（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>已连接：%n 个模型。已选择 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>已连接：%n 个模型</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>无法连接：%1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>密钥保存在系统密钥环中，从不写入文件</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>保存密钥(&amp;S)</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>把密钥保存到系统密钥环</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>把输入的密钥保存到系统密钥环</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>移除密钥(&amp;V)</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>移除已保存的密钥</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>从系统密钥环中移除此提供商的密钥</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>显示输入的密钥</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>显示或隐藏字段中输入的密钥</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>密钥状态</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>仅在本次会话中保留(&amp;K)</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>仅在本次会话中保留密钥</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>在 Arroyo 关闭前把密钥保存在内存中</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>隐藏密钥</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>按输入内容显示密钥</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>粘贴 API 密钥</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>可选：大多数本地服务器不需要密钥</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>密钥仅在本次会话中保留；Arroyo 关闭后即被遗忘。</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>仅在本次会话中保留</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>密钥：已保存在系统密钥环中。</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>已保存 — 输入新密钥即可替换</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>未保存密钥。</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>正在检查系统密钥环…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>未存储密钥：此服务器可能不需要密钥。</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>无法读取系统密钥环：%1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>正在把密钥保存到系统密钥环…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>密钥已保存到系统密钥环。</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>密钥未保存：%1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>Arroyo 从不把密钥写入文件。你可以仅在本次会话中把密钥保存在内存里。</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>无法从系统密钥环中移除“%1”的密钥：%2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>密钥已移除。</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>演示（离线模拟器）</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI 兼容服务器</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Anthropic 兼容服务器</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>llama.cpp 服务器</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>你设置的提供商；选择一个进行编辑</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>添加提供商(&amp;A)…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>添加提供商</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>打开提供商类型菜单</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>提供商类型</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>移除提供商(&amp;R)</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>移除提供商</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>移除所选提供商及其保存的密钥</translation>
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
        <translation>Ollama（在这台电脑上）</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio（在这台电脑上）</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI 兼容端点</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Anthropic 兼容端点</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>llama.cpp 服务器（在这台电脑上）</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM（在这台电脑上）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <source>Add a provider to start: choose “Add provider…”.</source>
        <translation>添加一个提供商即可开始：选择“添加提供商…”。</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>还没有提供商</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>全局快捷键 %1 已被其他程序占用：请在设置中另选一个。</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>无法在此注册全局快捷键 %1。</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>此处无法使用全局快捷键；命令 arroyo quick 可打开快速提问框。</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>退出 Arroyo？</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>快速提问框中仍有回答正在到达。要退出并停止它吗？</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>Arroyo 仍在运行</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo 在托盘中：点击其图标可恢复窗口，或在其菜单中选择“退出 Arroyo”。</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>快速提问 — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>随便问点什么，然后按 Enter</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>在 Arroyo 中打开</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>在主窗口中打开此对话</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>按 Esc 隐藏此框；对话已保存。</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>未选择模型</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>回答的模型：%1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>关闭窗口时将 Arroyo 保留在托盘中</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>此桌面不显示托盘图标。</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>全局快捷键(&amp;S)：</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>快速提问框的全局快捷键</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>清除全局快捷键</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>按下在任何应用中打开快速提问框的按键。命令 arroyo quick 也可打开它。</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>在 Wayland 上，桌面的快捷键门户会注册这些按键，并可能请你确认。若桌面没有此门户，请在其键盘设置中把命令 arroyo quick 绑定到一个按键。</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>此处无法使用全局快捷键。命令 arroyo quick 可打开快速提问框。</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>全局快捷键在何处可用</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>恢复代码</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>请把这个代码保存在安全的地方，不要放在这台电脑上。即使忘记了密码短语，设备也能凭它加入同步集。没有密码短语，它不会再次显示。</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>我已保存(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>撤销移除</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>恢复已移除的提供商</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>已移除的提供商</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>移除提供商</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>移除“%1”？</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>其存储的密钥也会一并删除。使用过它的对话会保留消息，并要求选择其他提供商。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>已移除“%1”。</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>查看 %1 的更改</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>你批准的 MCP 服务器“%1”信息无法读取（%2）。在你按当前状态批准之前，其工具将被阻止。</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>MCP 服务器“%1”自你批准后已更改。在你批准此更改之前，这里列出的工具不会提供给模型。描述来自服务器：请将其视为服务器自己的说法。</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>你批准时</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>批准(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>保持阻止(&amp;K)</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>启动方式已更改</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>工具 %1 已更改</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>工具 %1 是新的</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>工具 %1 已不存在</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>（不存在）</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>参数：%1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>变量：%1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>版本未知</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>软件包：%1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>输入架构</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>其他字段</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>权限规则：工具在限定范围内无需询问即可操作。</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>权限规则</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>每条规则、其涵盖范围、剩余调用次数、结束时间，以及撤销按钮</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>无法读取权限规则：%1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>%1 下的文件</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>网站主机 %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>程序 %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>所有调用</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1，在一个对话中</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>直到退出 Arroyo</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>无结束日期</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>直到 %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 用于 %2</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — 已拒绝，不允许任何操作：%2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>该工具在执行前会再次询问</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>不限调用次数</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>剩余调用次数：</translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>剩余调用次数：%1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>此规则还允许多少次调用；0：不限</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>从现在起一小时</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>从现在起一天</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>从现在起一周</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>直到某个日期…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>结束：%1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>结束日期：%1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>无法更改权限规则：%1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>无法撤销权限规则：%1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>MCP 服务器向模型提问</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>MCP 服务器“%1”希望模型回答：</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>发送给模型</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>谢绝</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>打开设置</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>命令或地址(&amp;C)：</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time，或 https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>变量或请求头(&amp;V)：</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>每行一个 NAME=value：命令用环境变量，地址用 HTTP 请求头。值会存入系统密钥环；留空则保留已保存的值。</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>启用(&amp;E)</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>允许它向模型提问(&amp;M)（每次请求都先询问）</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>请给服务器取一个与其他服务器都不同的名称。</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>请写出启动服务器的命令，或它的地址。</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>回答的显示方式</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1 在两台设备上被更改：</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>保留“%1”</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>在两台设备上被更改</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>出错了（%1）。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>提供商、工具和常规设置；Ctrl+Tab 在它们之间切换</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>提供商(&amp;P)</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>助手(&amp;S)</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>提示词(&amp;O)</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>价格(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>MCP 服务器(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>常规(&amp;G)</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>网络(&amp;K)</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>记忆(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>同步(&amp;Y)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>未能完成的操作</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>关闭设置；更改已保存</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>关闭设置</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>另起一行</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>停止回答或关闭查找</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>并排：一条消息，多个模型</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>并排的回答</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>尚不知道其他模型</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>只用一个模型回答</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ 模型</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ %n 个模型</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>并排回答</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>添加最多三个模型来回答下一条消息，每个一栏</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>首次连接 MCP 服务器“%1”吗？将通过以下地址访问：</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>首次启动 MCP 服务器“%1”吗？将运行以下命令：</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>从密钥环提供：%1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>新建 MCP 服务器</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>不启动</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>重新开始（保留副本）</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>重新开始并保留损坏文件的副本</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>损坏的文件会保留在新文件旁边</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>再次尝试打开该文件</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>关闭 Arroyo 并保持文件原样</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>无法读取设置</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>你可以用全新的设置开始。损坏的文件会保留在旁边，文件名后加上“.broken”。系统密钥环中的密钥不受影响。</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>正在等待服务器…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>正在加载模型…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>正在书写…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>正在思考…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>%1 秒后重试（第 %2 次，共 %3 次）</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>等待你的批准</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>正在执行操作…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>正在等待你的选择</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>正在总结较早的消息…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>请求受限，%1 秒后重试（第 %2 次，共 %3 次）</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>较早消息的摘要，代替它们发送</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>第 %1 版，共 %2 版</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>编辑摘要</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>密码短语错误：它打不开那里的同步集。</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>存储中的一个对象被更改过。</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>存储中的一个对象不完整。</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>该存储里是另一个同步集，不是这个。</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>尚未设置同步。</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>那里没有可加入的同步集。</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>无法连接到存储。</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>没有系统密钥环保存该密钥：请在下方输入密码短语，以便在本次会话中同步。</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>此设备不能移除自己。</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>存储中已有另一个对象使用了本设备要写入的名称。</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>暂停(&amp;U)</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>通过 %1 同步，设备编号 %2。</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>正在同步…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>无法同步：%1 稍后会再试。</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>已暂停：不发送也不接收任何内容。</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>尚未同步。</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>上次同步 %1：发送 %2 项更改，接收 %3 项。</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>正在发送第 %v 项，共 %m 项更改</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>正在读取第 %v 个，共 %m 个对象</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1（此设备）</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>最后读取的分段</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>最后收到消息（UTC）</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>同步集中的设备</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>移除设备(&amp;V)</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>它写下的内容会保留；旧对象不再等待它</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>立即同步(&amp;N)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>显示恢复代码(&amp;C)</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>用此密码短语同步</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>同步状态</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>同步文件夹</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>您的对话和少量设置经由您已有的存储加密传输；密码短语从不离开这台电脑。</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>WebDAV 服务器</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>S3 存储桶</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>地址(&amp;D)：</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>S3 端点(&amp;3)：</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>存储(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>存储桶(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>访问密钥 ID(&amp;I)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>秘密密钥(&amp;C)：</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>恢复代码(&amp;V)：</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>密码短语(&amp;H)：</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>再次输入密码短语(&amp;A)：</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>创建新的同步集(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>加入那里的同步集(&amp;J)</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>我用恢复代码代替密码短语</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>设置同步(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>选择(&amp;C)…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>请说明存储在哪里。</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>请填写存储桶名称。</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>请输入密码短语。</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>请选择至少 8 个字符的密码短语。</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>两次输入的密码短语不一致。</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>同步：%1 稍后会再试。</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>已重新同步。</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>临时</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>此对话的任何内容都不会保存。</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>保存此对话</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>连同消息一起保留，成为普通对话</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>关闭临时对话</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>新建临时对话(&amp;T)</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>永远不会保存的对话</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>保存此对话</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>保留临时对话</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>关闭临时对话</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>忘掉临时对话</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>请等回答结束后再保存。</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>要丢弃此临时对话吗？</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>它的消息不会保存在任何地方，也无法找回。</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>退出时会忘掉临时对话及其消息。</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>临时对话</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>等待你的批准</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>无效，已退回给模型</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>未知：运行中被中断</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>已导入：从未在此运行</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>未运行：本轮在此之前已停止</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>已阻止：此工具自你批准后已更改；请在“设置 › MCP 服务器”中查看更改</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>未询问即运行：模型和知识库都在这台电脑上</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>无需询问即运行：你在本次对话中允许了此工具</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>无需询问即运行：你在“设置 › 工具”中的设置</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>无需询问即运行：“设置 › 工具”中的一条权限规则</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>与 %1 共享：只为两者运行了一次</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>工具调用</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>显示参数和结果</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>标记为完成</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>再次运行</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>撤销本轮的文件更改</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>列出工作区文件夹</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>列出文件夹 {path}</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>读取 {path}</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>读取 {path}（最多 {limit}）</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>创建 {path}（{size}）</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>写入 {path}（{size}）</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>替换 {path}：{before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>运行：{command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>获取 {url}（GET）</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>无更改：{path} 已包含完全相同的内容</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>恢复 {path} 的先前版本（{size}）</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>删除由工具创建的 {path}</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>撤销本轮对这些文件的更改，从最后一个开始：{files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>为之后的对话记住：{fact}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>快速提问…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>显示或隐藏 Arroyo</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>退出 Arroyo</translation>
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
        <translation>Arroyo 无法撤销此工具所做的更改</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>已撤销：已恢复先前版本。</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>未撤销：此操作之后文件已被更改；未做任何更改。</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>未撤销：该路径现在是文件夹或链接；未做任何更改。</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>未撤销：无法恢复该文件。</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>无法再撤销：为使存储保持在限额内，先前版本已被删除</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>无法再撤销：先前版本超过存储保留期限后已被删除</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>无法再撤销：先前版本已丢失</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>本轮的文件更改已撤销。</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>在 {path} 处停止：它在本轮之后被更改过。之后的更改已撤销；它和之前的更改保持原样。</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>未再次运行：此工具现在不可用。</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>未再次运行：其参数已不再适用于该工具。</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>有更新的 Arroyo</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>打开发布页面</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>无法连接该地址</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>该地址未及时响应</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>该地址返回了错误 %1</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>响应不是版本说明</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>响应中没有版本号</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>该地址不是 http(s) 地址</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>无法检查更新：%1。</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>Arroyo %1 已发布（当前为 %2）。</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1 已是最新版本。</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>每天检查一次是否有更新的 Arroyo</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>询问下方的发布地址；不会下载或安装任何内容</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>发布地址(&amp;D)：</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>发布地址</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>检查更新</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>更新检查的结果</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>立即检查(&amp;N)</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>立即检查更新</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>打开发布页面</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>新内容</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>放大文字</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>缩小文字</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>以系统大小显示文字</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>为“检查”记录请求(&amp;R)</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>在 Arroyo 关闭前，把每个回答的请求和数据流保存在内存中，供其“检查”按钮使用</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>列出每个命令的按键</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>关于 Arroyo(&amp;A)</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>版本、许可证以及你的数据保存位置</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>欢迎使用 Arroyo</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>你正在与 %1 对话。试试以下任意一项，或在下方写下你自己的消息。</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>你正在与演示对话：一个在这台电脑上模拟的模型，无需密钥，也无需网络。试试下面的任意一项，看看回答如何流式出现、模型的推理，以及在执行前会先询问你的工具。准备好后，可在设置中添加你自己的提供商。</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>新的对话</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>在下方写一条消息，或从以下任意一项开始。</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>写一首关于河流的短诗</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>仔细想想：9.11 和 9.9 哪个更大？</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>我的工作区文件夹里有什么？</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>发送这条消息</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>此对话的文件工具所用的文件夹</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>文件工具已关闭</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>此对话中的文件工具已关闭。</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>文件工具在 {folder} 中工作</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>要开启它们，请通过按钮选择一个文件夹或默认文件夹。</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>选择其他文件夹…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>使用默认文件夹（{folder}）</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>在此对话中关闭文件工具</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>工具唯一可以读写的文件夹</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>工具可以读写的文件夹</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>选择(&amp;H)…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>选择工作区文件夹</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>打开文件夹选择器</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>工作区文件夹状态</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>允许运行命令(&amp;C)（总是先询问）</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>允许运行命令</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>允许工具在工作区中运行程序；每条命令都会先征求你的同意</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>工作区文件夹(&amp;W)：</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>此文件夹不存在。</translation>
    </message>
</context>
</TS>
