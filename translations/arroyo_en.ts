<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>About Arroyo</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>A desktop client for large language models.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Free software under the %1 licence.</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>Your conversations and settings are kept in:</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Data folder</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>&amp;Open the data folder</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Open the data folder</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>Activity</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>Filter by words in the action or result</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;From</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;To</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>Saves the actions shown as CSV or JSON</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>All tools</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>All results</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>No tool has acted yet.</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%1 of %2 actions</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>Export activity</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>Saved %n action to %1</numerusform>
            <numerusform>Saved %n actions to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>Why it ran</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>You approved it</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>Allowed in this conversation</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>Your setting (Settings › Tools)</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>A permission rule</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Not recorded</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refused</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Undone</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>(deleted conversation)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>AddBaseDialog</name>
    <message>
        <source>Add a knowledge base</source>
        <translation>Add a knowledge base</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Search by</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Add folder…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Add files…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>Words only (full-text search)</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>Words and the Demo&apos;s vectors (offline)</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>Embeddings from {provider}</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider} runs on this computer or its network: the files stay here.</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>Indexing with {provider} sends every passage of these files to {provider}.</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>Writing…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incomplete</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>Stop this answer</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>Use this answer</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>Goes on with this answer and its model; the others stay as versions</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>Answer of %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation>first token %1 s</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>%1 s in all</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>%n token in</numerusform>
            <numerusform>%n tokens in</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>%n token out</numerusform>
            <numerusform>%n tokens out</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation>Appearance</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>The colours of the window; they change at once</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>T&amp;heme:</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>Arroyo&apos;s data cannot be opened</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>You can start with a fresh database. The current file is kept beside it as a backup.</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>Settings cannot be read</translation>
    </message>
    <message>
        <source>Arroyo cannot start</source>
        <translation>Arroyo cannot start</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>Untitled conversation</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>In “%1”, waiting since %2</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>Approve…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>Shows the action as the confirmation does, then records your answer</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Deny</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>%n approval waiting</numerusform>
            <numerusform>%n approvals waiting</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>Tool calls a paused arroyo ask left for your answer</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>Approvals waiting</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>No tool call is waiting for your approval.</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>Approved. arroyo ask --resume %1 runs it.</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>Denied. arroyo ask --resume %1 tells the model.</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>This call was already approved elsewhere; your answer was not recorded.</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>This call was already denied elsewhere; your answer was not recorded.</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>This call is no longer waiting.</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Assistant:</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>Choose one…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>Starts this conversation with the assistant&apos;s instructions and model</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>The one chosen in the window</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>Assistant %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>Every assistant needs a name of its own.</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>An assistant needs a name.</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>Assistants</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>Add an assistant</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>Delete the assistant</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>System &amp;prompt:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>P&amp;rovider:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>The provider&apos;s default</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>Who answers a conversation started from this assistant</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>Attach files</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Text, code, images and PDFs; you can also drop or paste them</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Attach files: text, code, images and PDFs; you can also drop or paste them</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>PDFs as documents</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>Send PDFs as they are to models that read them, instead of their text</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>pasted image</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>Run without asking</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>Each tool, what it can do, and whether it may act without asking</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>Run %1 without asking</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 Always asks: it can send data off this computer.</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>Sees the names and sizes of the files in the workspace folder; changes nothing.</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>Creates and overwrites files in the workspace folder; what it overwrites is gone.</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>Runs programs in the workspace folder; a program can change your files and reach the network.</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>Arroyo cannot see what this tool reads, changes or sends.</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>The permissions could not be read: %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>The permission could not be changed: %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>Back up everything</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Restore from backup</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>Backed up to %1.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>Restored %n conversation.</numerusform>
            <numerusform>Restored %n conversations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n was already here.</numerusform>
            <numerusform>%n were already here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>Enter the key of %n provider in Settings.</numerusform>
            <numerusform>Enter the keys of %n providers in Settings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>Knowledge bases of this conversation</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>The model may search these bases in this conversation, and its project&apos;s.</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>There is no knowledge base yet: add one from Knowledge bases…</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>Provider and model</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>Who answers in this window</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>Choose a provider</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>Show the conversations</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>Shows or hides the list of conversations</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Conversation title</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Conversation settings</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>The system prompt and how answers appear, for this conversation</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>S&amp;ystem prompt:</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>System prompt for this conversation</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>System prompt</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>As in Settings</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Sentence by sentence</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>The whole answer at once</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>Still reading the attached files…</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>Instructions the model gets before every message of this conversation</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Show answers:</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>How answers appear in this conversation</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Word by word, whole sentences only, or the whole answer at the end</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Word by word</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Providers, keys, tools and language</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>Message options</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>The model&apos;s parameters and how PDFs are sent</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>Ask anything (Enter sends, Shift+Enter: new line)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>The prompt&apos;s blanks</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Sends the message to the model</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Stop the answer</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>Stops the answer being written (Escape)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
</context>
<context>
    <name>ConfirmTitles</name>
    <message>
        <source>List {folder}</source>
        <translation>List {folder}</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>List {name} in {folder}</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>Read {name} in {folder}</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>Create {name} in {folder}</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>Write {name} in {folder}</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>Change {name} in {folder}</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>Leave {name} in {folder} as it is</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>Run `{command}` in {folder}</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>Fetch {url}</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>Undo the change to {name} in {folder}</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>Undo the creation of {name} in {folder}</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Undo this turn&apos;s file changes</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>Remember a fact about you</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>Use {tool} of the MCP server {server}</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>Use the tool {tool}</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>Allow this action?</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>A tool asks to act; nothing happens unless you allow it</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>Asked by %1</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>What will happen</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>What the tool can do</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>This tool sends data over the network, off this computer.</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>This tool only reads; it changes nothing.</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>This tool can change things on this computer.</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>MCP server %1: %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>The values the tool will use, exactly as checked</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments:</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>Details:</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>Details of the change</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>What would change, line by line</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Deny</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>The tool does not act (the default)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Allow once</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>The tool acts this time</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>Always allow this tool in this conversation</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>The tool acts now and later in this conversation without asking</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · MCP server %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(no description)</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>Context cleared here: earlier messages are not sent</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>Earlier messages are not sent</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>They no longer fit the model&apos;s context window</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>Remove the Clear context mark</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>Leave out older messages</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>Summarise older messages</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Clear context here</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>Project, folded</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>Project, open</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>Archived projects, folded</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>Archived projects, open</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>Knowledge bases…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>Your messages and the answers, in order</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Your message</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Show earlier messages</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>Loads the messages before the first one shown</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>Show later messages</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>Please continue exactly where you stopped.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>Search conversations</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>Shows the conversations whose title or answers contain the words</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 renames the chosen conversation; Delete deletes it</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>New conversation</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Starts an empty conversation</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>New project</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>A project holds conversations with shared instructions and defaults</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>No matches</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>Temporary</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Pinned</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Today</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Yesterday</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>Previous 7 days</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Older</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Rename conversation</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Title:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projects</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archived</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>Arroyo hit a problem</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>Arroyo hit a problem; a report was saved.</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>The report stays on this computer. It holds no messages, keys or files.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>That folder is the data folder, inside it, or holds it.</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>That folder is not empty. Choose an empty or new one.</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>That folder cannot be written to.</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>There is not enough free space there (%1).</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>Another Arroyo window has the data open.</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>Copying failed (%1); nothing was changed.</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>The old data folder is gone or is not this one&apos;s.</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>Move the data folder to</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>The old data folder is still at %1; remove it once you are sure everything is here.</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>Remove %1 and everything in it? This cannot be undone.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Data folder</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>Mo&amp;ve…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>Copies the conversations, files and settings to another folder at the next start</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>Move the data folder</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>About the data folder</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>Cancel the move</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>Remove old folder…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>Remove the old data folder</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>The data folder was not moved</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>The data folder was moved</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 asks</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>Required: %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>Export conversation</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Import conversations</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Arroyo or ChatGPT exports (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exported to %1.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>Imported %n conversation.</numerusform>
            <numerusform>Imported %n conversations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n was already here.</numerusform>
            <numerusform>%n were already here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>Export MCP servers</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>Variable and header values are written as placeholders such as ${API_TOKEN}.</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>Include the values: the file will hold your tokens in plain text</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>Find in this conversation</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Previous match (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Next match (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>No matches</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>Jump to latest</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>Scrolls to the newest message and follows the answer again</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>How answers appear</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Word by word, whole sentences only, or the whole answer at the end</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Word by word</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Sentence by sentence</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>The whole answer at once</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>The language of the window; it changes at once</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Show answers:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Standing permissions</source>
        <translation>Standing permissions</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>Tools you allowed to act without asking, each with a Revoke button</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>The permissions could not be read: %1</translation>
    </message>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>Other permissions to act without asking:</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>None.</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2, since %3</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revoke</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>Revoke: %1, %2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>The tool will ask again before it acts</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>in every conversation</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>in the conversation “%1”</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>in one conversation (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>The permission could not be revoked: %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>Import MCP servers</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>Servers to import</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>C&amp;hoose file…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 could not be read: %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>This is not an mcpServers or servers JSON object.</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>No server was found in it.</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>Requests and streams of this answer</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copy all</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>Passages retrieved for this answer</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>Model turn %1, attempt %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>Recording stopped here: this turn reached 2 MiB.</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>Not indexed yet</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>Stopped while indexing</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Up to date</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>Indexing failed</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Knowledge bases</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Files</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Search by</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>Index again</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>Left out, with the reason:</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>Words only</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>Words and the Demo&apos;s vectors</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>Add a knowledge base</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>Pausing after the file being read…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Remove {name}</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>Remove the knowledge base {name}? The files it indexed are untouched.</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>%n file of {total} indexed, {chunks} passages written</numerusform>
            <numerusform>%n files of {total} indexed, {chunks} passages written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>about %n second left</numerusform>
            <numerusform>about %n seconds left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>and %n more file</numerusform>
            <numerusform>and %n more files</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>Paused. Resume goes on from the next file.</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>Use %1, found on this computer</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>Adds it as a provider and talks to it</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Starts an empty conversation</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>Restore fro&amp;m backup…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Providers, keys, tools and language</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Sends the message to the model</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>&amp;Conversation</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>&amp;Message</translation>
    </message>
    <message>
        <source>&amp;New conversation</source>
        <translation>&amp;New conversation</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>&amp;Find in conversation</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>Finds words in this conversation</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Find ne&amp;xt</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>Goes to the next match</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>Find pre&amp;vious</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>Goes to the previous match</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>&amp;Search conversations</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>Moves to the search field</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>&amp;Pin or unpin</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>Keeps the chosen conversation on top</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>New pro&amp;ject…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>Makes a project: conversations with shared instructions</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;Knowledge bases…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>Adds and indexes the folders the model may search</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>Knowledge bases of this con&amp;versation…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>Chooses the knowledge bases this conversation searches</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>&amp;Move to project…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>Moves the chosen conversation into a project</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>Renames the chosen conversation</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>Deletes the chosen conversation; it can be undone for a few seconds</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Undo delete</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>Saves the chosen conversation as Markdown or JSON</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>Adds conversations from an Arroyo or ChatGPT export</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>&amp;Back up everything…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>Saves every conversation and the settings, without keys, to one file</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>Adds what a backup holds and Arroyo does not have yet</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>Closes Arroyo</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Send</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>Stops the answer being written</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>&amp;Write a message</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>Moves to the message box</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>&amp;Activity…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>Every action tools took in every conversation, and why each ran</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Undo delete</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>Deleted “%1”. %2 in the list undoes it.</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>Brings the deleted conversation back</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Quit Arroyo?</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>An answer is still arriving. Quit and stop it?</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>Tool servers (MCP). Their tools are offered to the model, each call asked.</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP servers</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Add…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Edit…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Re&amp;start</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>E&amp;nabled</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>Re&amp;view changes…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>Server log</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Disabled</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>Connected: %n tool</numerusform>
            <numerusform>Connected: %n tools</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Failed: %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>Not started: its first start was not confirmed</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>tools blocked, review</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n changed, review</numerusform>
            <numerusform>%n changed, review</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>No server yet: add one or import them.</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>What you approved of it cannot be read: its tools are blocked.</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>Its launch changed since you approved it: its tools are blocked.</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>%n tool changed since you approved it</numerusform>
            <numerusform>%n tools changed since you approved them</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>The approval could not be saved in the settings.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 could not be written: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>Remember facts I approve</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>Off: the model cannot remember anything and no fact reaches a prompt</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>Shared by every conversation</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>Kept per project (outside projects: shared)</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>&amp;Facts are:</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>Where facts apply</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>Remember facts I &amp;approve</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>Shared by every conversation, or kept in the project they were said in</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>Token &amp;budget for facts in a prompt:</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>Token budget for facts</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>Over it, the facts closest to the first message are given first</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>Remembered facts:</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>&amp;Delete all…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>Delete all facts</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>About memory</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>Remembered facts</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>Each fact can be edited in place, opened where it was said, or deleted</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>The facts could not be read: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>None yet.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Fact</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Untitled conversation</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · from “%2”</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>Open the conversation “%1”</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>Delete the fact: %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>A fact is one line of text; it was not changed.</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>Delete the remembered fact (%n)? This cannot be undone.</numerusform>
            <numerusform>Delete every remembered fact (%n)? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>Copies your message to the clipboard</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edit</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>Edit your message and send it again</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Regenerate</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Asks the model again</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Inspect</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>Shows the request as sent and the stream as received</translation>
    </message>
    <message>
        <source>More</source>
        <translation>More</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>More actions for this message</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Clear context here</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>Branch from here</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Previous version</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Next version</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Version %1 of %2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>Edit your message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Show or hide the model&apos;s reasoning</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Refusal</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Retry</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>Statistics of this answer</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>Copy answer as Markdown</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>The model&apos;s answer, with its reasoning</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>Folds or unfolds what the model thought before answering</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>What the model thought</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>Answer text</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>The text of the answer</translation>
    </message>
    <message>
        <source>How the answer ended</source>
        <translation>How the answer ended</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Asks the model again</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>Asks the model to go on where it stopped</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>Opens the settings window</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>Copies the whole answer to the clipboard</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>The answer is complete.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>Thinking… %n s</numerusform>
            <numerusform>Thinking… %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>Thought for less than a second</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>Thought for %n s</numerusform>
            <numerusform>Thought for %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>Long conversations and titles</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Leave out the oldest messages</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Summarise the older messages</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Stop and ask</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>Past the model&apos;s context window</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>What a new conversation sends once it no longer fits the model&apos;s window</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>&amp;Past the model&apos;s context window:</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>The conversation&apos;s own model</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>Summaries &amp;by:</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>The model that writes summaries</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>&amp;Let a model write the title after the first answer</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>Let a model write the title after the first answer</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>&amp;Titles by:</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>The model that writes titles</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>Another model is named by its id, at the conversation&apos;s provider</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>The model this conversation talks to; another may be typed</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>Refresh the models</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>Context used</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>%1 of %2 tokens sent</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>Context: %1 / %2 tokens</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>Context: %1 tokens</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
</context>
<context>
    <name>NarrowChoices</name>
    <message>
        <source>Allow for files under %1 for an hour</source>
        <translation>Allow for files under %1 for an hour</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>This tool acts without asking on files in this folder for an hour</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>Allow for %1 for an hour</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>This tool reaches this web host without asking for an hour</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>Allow %1 for this conversation</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>This program runs without asking in this conversation</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>Enter the proxy&apos;s host name or address to use it.</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>The proxy&apos;s password could not be stored in the keyring.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Testing…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>The test failed: %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>It works: an answer came back.</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>The system&apos;s proxy settings</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>No proxy</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>This proxy</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>Which proxy the connections to providers and MCP servers go through</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>Pro&amp;xy:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>T&amp;ype:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>&amp;User name:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>Proxy kind</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP or HTTPS: how the proxy itself is reached</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>Proxy host</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>Proxy port</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>Proxy user name</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>Proxy password</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>Kept in the system keyring</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>Connect directly to this computer</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>Which addresses skip the proxy</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Test result</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>T&amp;est</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>Test the proxy</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>Fetches a web address through the proxy as typed here</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>Branched from %1</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>Opens the conversation this one was branched from</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>&amp;Past the model&apos;s context window:</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>What is sent when this conversation no longer fits the model&apos;s window</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>Leave out the oldest messages, summarise them, or ask each time</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>As in Settings</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Leave out the oldest messages</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Summarise the older messages</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Stop and ask</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Clear context here</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>The next message starts afresh: earlier messages are not sent</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation>Max output tokens</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>Reasoning effort</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>Thinking budget</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>Thinking level</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Default (%1)</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>Passage [{number}]</source>
        <translation>Passage [{number}]</translation>
    </message>
    <message>
        <source>The passage&apos;s text</source>
        <translation>The passage&apos;s text</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Open file</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>“%1” is not a price: write dollars, such as 2.50.</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>Input ($ per million)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>Output ($ per million)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>Add a price</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>Delete the price</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>The provider did not accept the API key.</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>This API key is not allowed to do this.</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>The provider does not know this model, or the base URL is wrong.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>The provider refused the request.</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>The conversation is too long for this model. Start a new conversation or shorten your message.</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>The provider is receiving too many requests from you. Wait a moment and try again.</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>The provider is overloaded right now. Try again in a moment.</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>The provider&apos;s server had a problem.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>The server cannot be reached. Check the address, and that the server is running.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>The secure connection to the server failed.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>The server did not answer in time.</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>The server could not be reached in time. Check the address, and that the server is running.</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>The server answered with a web page, not a stream. Check the base URL.</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>The server did not stream its answer.</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>The server sent the request to another address. Check the base URL.</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>Too many redirects. Check the base URL.</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>The provider&apos;s base URL cannot be used. Correct it in Settings.</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>The request did not pass the proxy.</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>The answer was cut off.</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>The answer was cut off: nothing more arrived for too long.</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>The answer was cut off: the connection dropped.</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>The provider reported an error while answering.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>The request failed.</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>The answer was stopped: it grew larger than the limit.</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>The answer stopped early (length limit).</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>The provider&apos;s content filter stopped the answer.</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>The answer stopped early because of an error.</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>The answer stopped early.</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>Stopped: the model kept calling tools without answering.</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>This answer was interrupted.</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>Paused: waiting for your approval.</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>Something went wrong inside Arroyo. The answer was stopped.</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>Choose a provider in Settings.</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>No key is stored for %1. Add one in Settings.</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>Choose a model for %1 in Settings.</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>This conversation&apos;s provider, %1, was removed. Choose another provider above.</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>The answer could not be completed.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Stopped.</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>the server failed</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>its command could not be started</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>the server stopped</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>the server wrote something that is not MCP</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>the server did not answer in time</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>the server speaks an MCP version Arroyo does not</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>the server answered with HTTP status %1</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>the server could not be reached</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>No system keyring can be used on this computer.</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>The system keyring is locked. Unlock it and try again.</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>The system keyring did not answer in time. It may be waiting for you to unlock it.</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>The system keyring failed unexpectedly.</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>The key is still being read from the system keyring. Try again in a moment.</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>The base URL is not a valid address.</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>The base URL holds spaces, line breaks or other invisible characters.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>The base URL must start with http:// or https://.</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>The base URL names no server.</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>The key written in the base URL of %1 was moved to the system keyring.</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>The settings file %1 could not be read or written (%2). The change was not saved.</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>The database %1 could not be opened (%2). Nothing was replaced or deleted.</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>The file could not be read or written (%1).</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>The file is larger than an import reads.</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>This file is neither an Arroyo nor a ChatGPT export.</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>The file is damaged (%1). Nothing was imported.</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>The file was exported by a newer version of Arroyo.</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>The conversation is no longer there.</translation>
    </message>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>%1 cannot be read: it is missing or not readable.</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 is too large to attach (the limit is %2).</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 is neither text, an image nor a PDF.</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1 looks like an image but cannot be opened.</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1 is still too large once made smaller (limit: %2).</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 is a PDF that cannot be read (damaged or locked).</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>%1 has no text to extract (a scan?). Send PDFs as documents instead.</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2 does not read images. Choose another model; nothing was sent.</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>The temperature must be between 0 and %1.</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>Top-p must be between 0 and 1.</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>Choose a thinking level or a thinking budget for this model, not both.</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>Project</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>&amp;Instructions:</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Assistant:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>&amp;Temperature:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>Ma&amp;ximum output tokens:</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Workspace folder:</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>Said to the model before each conversation&apos;s own system prompt</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>The provider&apos;s model</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>Model&apos;s default</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>The default workspace</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>&amp;Knowledge bases:</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>None yet: Conversation › Knowledge bases… makes one from your files.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Workspace folder</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>Move to project</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>No project</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>New project…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>New conversation in project</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Edit project…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Rename…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Unpin</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>Pin to top</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archive</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>New project</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>Rename project</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>Export project</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exported to %1.</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>Import prompts</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>Prompts (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>Export prompts</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1 (comes with Arroyo)</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>The conversation&apos;s own</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>Asked when used: %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>Write {{name}} where something is to be filled in when it is used.</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>Prompt %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>Every prompt needs a name of its own.</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>A prompt needs a name.</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>The prompts could not be written: %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>Add a prompt</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>Delete the prompt</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>A&amp;ssistant:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>The conversation&apos;s model</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>Whose instructions answer when this prompt is used</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>Provider name</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>The name shown in the provider list</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>Provider type</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Base URL</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>The address of the provider&apos;s API; empty for the usual one</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>Type a model name, or test the connection to list them</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>Streaming transport</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>How the answer is read from the network</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>Chunked: text as it arrives</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>Snapshots: compare each update with the last</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>Which of the provider&apos;s APIs answers</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI:</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>Show the model&apos;s &amp;reasoning</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>Show the model&apos;s reasoning</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>Shows what the model thinks before it answers, when it says so</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Test connection</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Test connection</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>Connects to the provider and lists its models</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Connection test result</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Type:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Base &amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>Tr&amp;ansport:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API &amp;key:</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1 (the usual one)</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>The demo runs inside Arroyo: nothing to connect to.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>Enter the server&apos;s base URL first.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>Could not connect (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>Connected: %n model. Chose %1.</numerusform>
            <numerusform>Connected: %n models. Chose %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>Connected: %n model</numerusform>
            <numerusform>Connected: %n models</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Could not connect: %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>API key</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>The key is saved in the system keyring, never in a file</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>&amp;Save key</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>Save key in the system keyring</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>Saves the typed key in the system keyring</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>Remo&amp;ve key</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>Remove the stored key</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>Removes this provider&apos;s key from the system keyring</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>Show the typed key</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>Shows or hides the key typed in the field</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>Key status</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>&amp;Keep for this session only</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>Keep the key for this session only</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>Keeps the key in memory until Arroyo closes</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Hide the key</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>Show the key as typed</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>Paste the API key</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>Optional: most local servers need no key</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>A key is kept for this session only; it is forgotten when Arroyo closes.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>kept for this session only</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>Key: stored in the system keyring.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>stored — type a new key to replace it</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>No key stored.</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>Checking the system keyring…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>No key stored: this server may not need one.</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>The system keyring cannot be read: %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>Saving the key in the system keyring…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>Key stored in the system keyring.</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>The key was not saved: %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>The key of “%1” could not be removed from the system keyring: %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>Key removed.</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>Demo (offline simulator)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI-compatible server</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Anthropic-compatible server</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>llama.cpp server</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>Providers</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>The providers you set up; choose one to edit it</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>&amp;Add provider…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>Add provider</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>Opens a menu of provider types</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>Provider types</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>&amp;Remove provider</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Remove provider</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>Removes the chosen provider and its stored key</translation>
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
        <translation>Ollama (on this computer)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (on this computer)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI-compatible endpoint</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Anthropic-compatible endpoint</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>llama.cpp server (on this computer)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (on this computer)</translation>
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
        <translation>Add a provider to start: choose “Add provider…”.</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>No provider yet</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>The global shortcut %1 is in use by another program: choose another in Settings.</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>The global shortcut %1 cannot be registered here.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Quit Arroyo?</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>An answer is still arriving in the quick ask box. Quit and stop it?</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>Arroyo is still running</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>Quick ask — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>Ask anything, then press Enter</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>Open in Arroyo</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>Opens this conversation in the main window</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>Esc hides this box; the conversation is saved.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>no model chosen</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>The model that answers: %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>Quick ask</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>Keep Arroyo in the tray when the window is closed</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>This desktop shows no tray icons.</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>Global &amp;shortcut:</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>Global shortcut for the quick ask box</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>Clear the global shortcut</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>Where the global shortcut works</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>Recovery code</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>I have &amp;saved it</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>Undo the removal</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>Puts the removed provider back</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>Removed provider</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Remove provider</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>Remove “%1”?</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>Removed “%1”.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>Review the changes of %1</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Changes</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>As you approved it</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>As it is now</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Approve</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>&amp;Keep blocked</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>Its launch changed</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>Tool %1 changed</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>Tool %1 is new</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>Tool %1 is gone</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(not there)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Command: %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>Arguments: %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Variables: %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>version unknown</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>Package: %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>Input schema</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotations</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>Other fields</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>Permission rules: a tool acts without asking, within a limit.</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>Permission rules</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>Each rule, what it covers, calls left, when it ends, and a Revoke button</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>The permission rules could not be read: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>None.</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>files under %1</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>the web host %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>the program %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>every call</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1, in one conversation</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>until Arroyo quits</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>no end date</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>until %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 for %2</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — refused, allows nothing: %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revoke</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>Revoke: %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>The tool will ask again before it acts</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>any number of calls</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>calls left: </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>Calls left: %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>How many more calls the rule allows; 0: no limit</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>for an hour from now</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>for a day from now</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>for a week from now</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>until a date…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>Ends: %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>End date: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>The permission rule could not be changed: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>The permission rule could not be revoked: %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>An MCP server asks the model</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>The MCP server “%1” wants the model to answer this:</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>Send to the model</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>Open Settings</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>MCP server</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>&amp;Command or address:</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time, or https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>&amp;Variables or headers:</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Enabled</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>Let it ask the &amp;model (each request asked first)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>Give the server a name no other server has.</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>Write the command that starts the server, or its address.</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>How answers are shown</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>System prompt</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1 was changed on two devices:</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>Keep “%1”</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>Changed on two devices</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Something went wrong (%1).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Settings pages</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>Providers, tools and general settings; Ctrl+Tab moves between them</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>&amp;Providers</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>A&amp;ssistants</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>Pr&amp;ompts</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>P&amp;rices</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>&amp;MCP servers</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;General</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>Networ&amp;k</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>M&amp;emory</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>S&amp;ync</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>What could not be done</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>Closes the settings; changes are already saved</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>Close settings</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Send the message</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>Start a new line</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>Stop the answer, or close Find</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Command</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>Side by side: one prompt, several models</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>Answers side by side</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>No other models are known yet</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>Answer with one model</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ model</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ %n model</numerusform>
            <numerusform>+ %n models</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>Answer side by side</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>Adds up to three models that answer the next message, each in a column</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>Connect to the MCP server “%1” for the first time? It will be reached at:</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>Start the MCP server “%1” for the first time? This command will run:</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>Given from the keyring: %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>New MCP server</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>Don&apos;t start</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>Start fresh (keep a copy)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>Start fresh and keep a copy of the damaged file</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>The damaged file is kept beside the new one</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Retry</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>Tries to open the file again</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>Closes Arroyo and leaves the file as it is</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>Settings cannot be read</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>Waiting for the server…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Loading the model…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Writing…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>Retrying in %1 s (attempt %2 of %3)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>Waiting for your approval</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>Running the action…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>Waiting for your choice</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>Summarising the older messages…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>Rate limited, retrying in %1 s (attempt %2 of %3)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>Summary of earlier messages, sent in their place</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Version %1 of %2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edit</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>Edit the summary</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>Wrong passphrase: it does not open the sync set there.</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>An object in the storage was changed.</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>An object in the storage is cut short.</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>The storage holds another sync set than this one.</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>Sync is not set up.</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>There is no sync set there to join.</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>The storage cannot be reached.</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>No keyring holds the key: enter the passphrase below to sync in this session.</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>This device cannot remove itself.</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>The storage already holds another object under a name this device writes.</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>Res&amp;ume</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>Syncing through %1, as device %2.</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>Syncing…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>Could not sync: %1 Trying again later.</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>Paused: nothing is sent or received.</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>Not synced yet.</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>Last sync %1: %2 changes sent, %3 received.</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>Sending %v of %m changes</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>Reading %v of %m objects</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1 (this device)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Devices</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>Last segment read</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>Last heard from (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>Devices in the sync set</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>Remo&amp;ve device</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>What it wrote stays; old objects no longer wait for it</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>Sync &amp;now</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>Show the recovery &amp;code</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>Sync with this passphrase</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>Sync status</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>Sync folder</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>A folder</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>A WebDAV server</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>An S3 bucket</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Folder:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>A&amp;ddress:</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>S&amp;3 endpoint:</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>St&amp;orage:</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>&amp;Bucket:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>Access key &amp;ID:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>Se&amp;cret key:</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>Reco&amp;very code:</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>Passp&amp;hrase:</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>Passphrase &amp;again:</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>Create a &amp;new sync set</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>&amp;Join the sync set there</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>I have the recovery code instead of the passphrase</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>S&amp;et up sync</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>Say where the storage is.</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>Name the bucket.</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>Enter the passphrase.</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>Choose a passphrase of at least 8 characters.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>The two passphrases differ.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>Sync: %1 Trying again later.</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>Synced again.</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>Temporary</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>Nothing of this conversation is saved.</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Save this conversation</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>Keeps it with its messages, as an ordinary conversation</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Close the temporary conversation</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>New &amp;temporary conversation</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>A conversation that is never saved</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Save this conversation</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>Keeps the temporary conversation</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Close the temporary conversation</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>Forgets the temporary conversation</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>Wait for the answer to end, then save.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>Discard this temporary conversation?</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>Its messages are not saved anywhere and cannot be brought back.</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>Quitting forgets the temporary conversations and their messages.</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>Temporary conversation</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>Waiting for your approval</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Running</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Denied</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>Invalid, sent back to the model</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>Unknown: interrupted while it ran</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>Imported: never run here</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>Not run: the turn was stopped before it</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>Blocked: this tool changed since you approved it; review the change in Settings › MCP</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>Ran without asking: the model and the knowledge bases are on this computer</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>Ran without asking: you allowed this tool in this conversation</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>Ran without asking: your setting in Settings › Tools</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>Ran without asking: a permission rule in Settings › Tools</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>Shared with %1: it ran once for both</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>Tool call</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>Show the arguments and the result</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>Mark as done</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Run again</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Undo this turn&apos;s file changes</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>List the workspace folder</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>List the folder {path}</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>Read {path}</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>Read {path} (at most {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>Create {path} ({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>Write {path} ({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>Replace {path}: {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>Run: {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>Fetch {url} (GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>No change: {path} already holds exactly this content</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>Put back the earlier version of {path} ({size})</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>Remove {path}, which the tool created</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>Undo this turn&apos;s changes to these files, the last first: {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>Remember for later conversations: {fact}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>New conversation</source>
        <translation>New conversation</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>Quick ask…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>Show or hide Arroyo</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>Quit Arroyo</translation>
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
        <translation>Changes made by this tool cannot be undone by Arroyo</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>Undone: the earlier version was put back.</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>Not undone: the file changed since this action; nothing was changed.</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>Not undone: the path is now a folder or a link; nothing was changed.</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>Not undone: the file could not be restored.</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>Undo no longer available: the earlier version was removed to keep the store under its limit</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>Undo no longer available: the earlier version was removed after the time the store keeps it</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>Undo no longer available: the earlier version is missing</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>This turn&apos;s file changes were undone.</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>Not run again: this tool is not available now.</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>Not run again: its arguments no longer fit the tool.</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>A newer Arroyo</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Open the release page</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>the address could not be reached</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>the address did not answer in time</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>the address answered with error %1</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>the answer is not a release description</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>the answer names no version</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>the address is not an http(s) address</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>Could not check for updates: %1.</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>Arroyo %1 is available (this is %2).</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Checking…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1 is the latest version.</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Updates</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>Check for a newer Arroyo once a day</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>Asks the releases address below; nothing is downloaded or installed</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>Releases a&amp;ddress:</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>Releases address</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Check for updates</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>What the update check found</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Check &amp;now</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>Check for updates now</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Open the release page</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>What is new</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>Makes the text larger</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>Makes the text smaller</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Actual size</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>The text at the system&apos;s size</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>&amp;Record requests for Inspect</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>Lists the keys of every command</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>&amp;About Arroyo</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>The version, the licence and where your data is kept</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>Welcome to Arroyo</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>You are talking to %1. Try one of these, or write your own below.</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>A new conversation</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>Write a message below, or start with one of these.</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>Write a short poem about a river</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>Think it through: which is larger, 9.11 or 9.9?</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>What is in my workspace folder?</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>Sends this message</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>Folder for this conversation&apos;s file tools</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>File tools off</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>File tools are turned off in this conversation.</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>File tools work in {folder}</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Workspace folder</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>To turn them on, choose a folder or the default from the button.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Choose another folder…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>Use the default ({folder})</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>Turn file tools off for this conversation</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>Workspace folder</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>The only folder tools may read and write</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>The folder tools may read and write</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoose…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Choose the workspace folder</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>Opens a folder chooser</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>Workspace folder status</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>Allow running &amp;commands (always asks first)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>Allow running commands</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>Lets tools run programs in the workspace; each command is put to you first</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Workspace folder:</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>This folder does not exist.</translation>
    </message>
</context>
</TS>
