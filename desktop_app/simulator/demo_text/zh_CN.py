"""The Demo in Simplified Chinese."""

from desktop_app.simulator.demo_text.base import DemoScripts, KnowledgeLines, look_around, poem
from desktop_app.simulator.scripts import Script

SCRIPTS = DemoScripts(
    poem=poem(
        "一首关于河流的短诗：四行，平静，带一点流动感。",
        "溪流",
        (
            "一线清水寻着自己的路，",
            "绕过早已无话可说的石头；",
            "它把光从山丘带到大海，",
            "从不问自己该去何处。",
        ),
    ),
    think=Script(
        reasoning=(
            "把 9.11 和 9.9 当作小数比较，而不是版本号。把两者写成相同的小数位数：9.11 和 9.90。"
            "整数部分相同（9）。比较十分位：9.11 是 1，9.90 是 9。九个十分之一大于一个十分之一，"
            "所以 9.90 更大。验算：9.9 − 9.11 = 0.79，为正数。"
        ),
        answer=(
            "**9.9 更大。**\n\n"
            "写成两位小数就是 9.90 和 9.11：整数部分相同，而 9 个十分之一大于 1 个十分之一。"
            "两者之差是 9.9\u00a0−\u00a09.11\u00a0=\u00a00.79。\n\n"
            "（如果当作版本号，结果正好相反：9.11 在 9.9 之后。）"
        ),
    ),
    look_around=look_around(
        "要回答这个问题，我需要列出工作区文件夹。Arroyo 会先征求你的同意。",
        "我来看看你的工作区文件夹。",
    ),
    looked=Script(
        answer=(
            "这是工具返回的你的工作区文件夹：\n\n{listing}\n\n"
            "工具之所以运行，是因为你允许了；每个工具在行动前都会先询问，"
            "“设置 › 工具”中列出了哪些工具可以不经询问直接运行。"
        ),
    ),
    declined=Script(
        answer="你拒绝了，所以没有读取该文件夹：没有你的同意，什么都不会运行。想看的时候再问我就好。",
    ),
    welcome=Script(
        reasoning="对方正在离线试用 Arroyo。我应该说明这是什么，以及可以试些什么。",
        answer=(
            "你好！这条回答来自 Arroyo 的**本地模拟器**，而不是真正的模型。\n\n"
            "它通过真实的 HTTP 传来，格式与你选择的提供商相同，"
            "所以在输入密钥之前就能试用所有功能：\n\n"
            "- 与回答分开显示的推理，\n"
            "- 随时停止，\n"
            "- 总是先询问的工具调用（问问你的工作区文件夹里有什么）。\n"
        ),
    ),
    knowledge=KnowledgeLines(
        reasoning="用户问的问题可能在他们自己的文档里有答案。先搜索知识库。",
        searching="我来搜索你的文档。",
        found=(
            "你的文档是这样说的：\n\n{passages}\n\n演示只引用找到的段落"
            "；真正的模型会根据它们用自己的话回答。点击编号可打开对应段落。"
        ),
        nothing="你的文档里似乎没有提到这一点。换个说法试试，或确认知识库已建立索引。",
        declined="你拒绝了，所以没有搜索你的文档。随时可以再问。",
    ),
    poem_words=("诗",),
    folder_words=("文件夹",),
)
