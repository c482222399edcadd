<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anthropic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Google Gemini</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ollama (on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <source>Add a provider to start: choose “Add provider…”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
