<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>Arroyo について</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>大規模言語モデルのためのデスクトップクライアントです。</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>%1 ライセンスのフリーソフトウェアです。</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>会話と設定の保存場所:</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>データフォルダーを開く(&amp;O)</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>データフォルダーを開く</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>アクティビティ</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>操作または結果の語句で絞り込む</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>絞り込み</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>開始(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>終了(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>表示中の操作を CSV または JSON で保存します</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>すべてのツール</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>すべての結果</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>まだツールは何も実行していません。</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%2 件中 %1 件の操作</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>アクティビティをエクスポート</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存できませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>%n 件の操作を %1 に保存しました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>実行された理由</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>会話の内容</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>あなたが承認</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>この会話で許可済み</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>あなたの設定（設定 › ツール）</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>権限ルール</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>元に戻しました</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>（削除された会話）</translation>
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
        <translation>ナレッジベースを追加</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>検索方法</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>フォルダーを追加…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>ファイルを追加…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>語句のみ（全文検索）</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>語句とデモのベクトル（オフライン）</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>{provider} の埋め込み</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>質問の語句を含む段落を見つけます。このコンピューターから何も出ていきません。</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>デモのベクトルはオフラインで動き、単純です：質問と語句を共有する段落を見つけますが、同じ意味を別の言葉で述べた段落は見つけません。このコンピューターから何も出ていきません。</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider} はこのコンピューターかそのネットワークで動いています：ファイルはここに留まります。</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>{provider} で索引を作ると、これらのファイルのすべての段落が {provider} に送られます。</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>書いています…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止済み</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>不完全</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>この回答を停止</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>この回答を使う</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>この回答とそのモデルで続けます。ほかの回答はバージョンとして残ります</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>%1 の回答</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>推論</translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation>%1 ドル</translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation>最初のトークンまで %1 秒</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>合計 %1 秒</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>入力 %n トークン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>出力 %n トークン</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/秒</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>ウィンドウの配色。すぐに切り替わります</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>テーマ(&amp;H):</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation>Arroyo を起動できません</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>何も変更していません。ディスクの空き容量を増やすか、ファイルを使っているプログラムを閉じてから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>新しいデータベースで始めることができます。現在のファイルはバックアップとして隣に残ります。</translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>Arroyo のデータを開けません</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>設定を読み込めません</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>無題の会話</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>「%1」で %2 から待機中</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>承認…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>確認ダイアログと同じように操作を表示し、その後あなたの回答を記録します</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒否</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>承認待ち %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>一時停止した arroyo ask があなたの回答を待っているツール呼び出し</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>承認待ち</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>一時停止した arroyo ask があなたの回答を待っているツール呼び出しです。ここでは何も実行されません。arroyo ask --resume がターンを続け、承認したものを一度だけ実行します。</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>承認を待っているツール呼び出しはありません。</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>承認しました。arroyo ask --resume %1 が実行します。</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>拒否しました。arroyo ask --resume %1 がモデルに伝えます。</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>この呼び出しは別の場所ですでに承認されています。あなたの回答は記録されませんでした。</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>この呼び出しは別の場所ですでに拒否されています。あなたの回答は記録されませんでした。</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>この呼び出しはもう待機していません。</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>アシスタント(&amp;A):</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>選択してください…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>アシスタントの指示とモデルでこの会話を始めます</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>ウィンドウで選んだもの</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>アシスタント %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>アシスタントにはそれぞれ固有の名前が必要です。</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>アシスタントには名前が必要です。</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>アシスタントを追加</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>アシスタントを削除</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>システムプロンプト(&amp;P):</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>プロバイダー(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>プロバイダーの既定</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>このアシスタントから始めた会話に誰が答えるか</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>ファイルを添付</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>テキスト、コード、画像、PDF。ドロップや貼り付けもできます</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>ファイルを添付：テキスト、コード、画像、PDF。ドロップや貼り付けもできます</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>PDF を文書として送る</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>PDF を読めるモデルには、テキストではなく PDF をそのまま送ります</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>貼り付けた画像</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>すべての操作は事前に確認されます。確認なしで実行するのは、自分で動いても信頼できるツールだけにしてください。省かれるのは質問だけで、チェックは省かれません。</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>確認なしで実行</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>各ツールにできること、確認なしで動いてよいかどうか</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>%1 を確認なしで実行</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 常に確認します: このコンピューターの外へデータを送る可能性があります。</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>MCP サーバー「%1」のツール: 何を読み、変更し、送るかを Arroyo は確認できません。</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>ワークスペースフォルダー内のファイルの名前とサイズを見ます。何も変更しません。</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>ワークスペースフォルダー内の任意のファイルを読み、そのテキストをモデル (つまりプロバイダー) に渡します。何も変更しません。</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>ワークスペースフォルダー内のファイルを作成・上書きします。上書きした内容は失われます。</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>モデルが選んだ任意のウェブアドレスにリクエストを送ります。アドレスだけでも、モデルが読んだ内容を運べます。</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>ワークスペースフォルダーでプログラムを実行します。プログラムはファイルを変更したり、ネットワークにアクセスしたりできます。</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>このツールが何を読み、変更し、送るかを Arroyo は確認できません。</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>権限を読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>権限を変更できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>すべてをバックアップ</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>バックアップから復元</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>%1 にバックアップしました。</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>%n 件の会話を復元しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n 件はすでにありました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>設定で %n 件のプロバイダーのキーを入力してください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>この会話のナレッジベース</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>この会話では、モデルはこれらのナレッジベースとプロジェクトのナレッジベースを検索できます。</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>ナレッジベースはまだありません：「ナレッジベース…」から追加してください。</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>プロバイダーとモデル</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>このウィンドウで答える相手</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>プロバイダーを選択</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>プロバイダー、キー、ツール、言語</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>会話を表示</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>会話の一覧を表示または非表示にします</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>会話のタイトル</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>会話の設定</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>この会話のシステムプロンプトと回答の表示方法</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>システムプロンプト(&amp;Y):</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>この会話の各メッセージの前にモデルが受け取る指示</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>この会話のシステムプロンプト</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>回答の表示(&amp;S):</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>この会話での回答の表示方法</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>単語ごと、完全な文ごと、または最後に回答全体</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>設定どおり</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>単語ごと</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>文ごと</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>回答全体を一度に</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>添付ファイルを読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>メッセージのオプション</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>モデルのパラメーターと PDF の送り方</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>何でも聞いてください (Enter で送信、Shift+Enter で改行)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>プロンプトの空欄</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Enter または Ctrl+Enter で送信、Shift+Enter で改行</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>メッセージをモデルに送ります</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>回答を停止</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>書き込み中の回答を停止します (Esc)</translation>
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
        <translation>{folder} の一覧を表示</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>{folder} 内の {name} の一覧を表示</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>{folder} 内の {name} を読む</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>{folder} に {name} を作成</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>{folder} 内の {name} に書き込む</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>{folder} 内の {name} を変更</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>{folder} 内の {name} をそのままにする</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>{folder} で `{command}` を実行</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>{url} を取得</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>{folder} の {name} への変更を元に戻す</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>{folder} での {name} の作成を元に戻す</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>このターンのファイル変更を元に戻す</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>あなたについての情報を記憶する</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>MCP サーバー {server} の {tool} を使う</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>ツール {tool} を使う</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>この操作を許可しますか?</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>ツールが操作を求めています。許可しない限り何も起きません</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>%1 が求めています</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>これから起きること</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>このツールにできること</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>このツールはネットワーク経由で、このコンピューターの外へデータを送ります。</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>このツールは読み取るだけで、何も変更しません。</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>このツールはこのコンピューター上のものを変更できます。</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>MCP サーバー %1：%2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>ツールが使う値 (確認したとおりのもの)</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>詳細:</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>変更の詳細</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>変更される内容 (行ごと)</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>ツールは実行されません (既定)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>今回だけ許可</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>ツールは今回実行されます</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>この会話では常にこのツールを許可</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>ツールは今も、この会話のこの先も、確認なしで実行されます</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · MCP サーバー %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>（説明なし）</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>ここでコンテキストをクリアしました：以前のメッセージは送信されません</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>以前のメッセージは送信されません</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>モデルのコンテキストウィンドウに収まらなくなりました</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>「コンテキストをクリア」の印を削除</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>この会話はモデルのコンテキストウィンドウに収まらなくなりました（約 %1 / %2 トークン）。何も送信されていません：送信する内容を選んでください。</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>古いメッセージを省く</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>古いメッセージを要約する</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>ここでコンテキストをクリア</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>プロジェクト、折りたたみ</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>プロジェクト、展開</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>アーカイブ済みのプロジェクト、折りたたみ</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>アーカイブ済みのプロジェクト、展開</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>ナレッジベース…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>会話の内容</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>あなたのメッセージと回答 (順番どおり)</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>あなたのメッセージ</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>以前のメッセージを表示</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>表示中の最初のメッセージより前を読み込みます</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>以降のメッセージを表示</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>止まったところから、そのまま続けてください。</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>タイトルまたは回答にその語を含む会話を表示します</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 で選んだ会話の名前を変更、Delete で削除します</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>新しい会話</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>空の会話を始めます</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新しいプロジェクト</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>プロジェクトは共通の指示と既定値を持つ会話をまとめます</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>一時的</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>昨日</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>それ以前</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>会話の名前を変更</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>タイトル:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>アーカイブ済み</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>Arroyo で問題が発生しました</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>Arroyo で問題が発生しました。レポートを保存しました。</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>レポートはこのコンピューターにのみ保存されます。メッセージ、キー、ファイルは含まれません。</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>フォルダーを開く</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>そのフォルダーはデータフォルダーそのもの、その中、またはそれを含むフォルダーです。</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>そのフォルダーは空ではありません。空のフォルダーか新しいフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>そのフォルダーには書き込めません。</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>そこには十分な空き容量がありません（%1）。</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>別の Arroyo ウィンドウがデータを開いています。</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>コピーに失敗しました（%1）。何も変更されていません。</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>以前のデータフォルダーが見つからないか、このプロファイルのものではありません。</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>データフォルダーの移動先</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>データフォルダーは次回 Arroyo の起動時に %1 へ移動します。終了してから起動し直してください。以前のフォルダーは削除するまで残ります。</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>以前のデータフォルダーはまだ %1 にあります。すべて揃っていることを確認したら削除してください。</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>%1 とその中身をすべて削除しますか？元に戻せません。</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>移動(&amp;V)…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>次回の起動時に会話、ファイル、設定を別のフォルダーへコピーします</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>データフォルダーを移動</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>データフォルダーについて</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>移動を取り消す</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>以前のフォルダーを削除…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>以前のデータフォルダーを削除</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>データフォルダーは移動されませんでした</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>Arroyo は今後 %1 にデータを保存します。以前のフォルダー %2 は削除するまで残ります（設定 › 一般）。</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>データを %1 にコピーしました。使うには ARROYO_DATA_DIR をそのフォルダーに設定してください。以前のフォルダー %2 は残してあります。</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>データフォルダーを移動しました</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 からの質問</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>承諾</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>辞退</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>必須: %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>会話をエクスポート</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>会話をインポート</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Arroyo または ChatGPT のエクスポート (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1 にエクスポートしました。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>%n 件の会話をインポートしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n 件はすでにありました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>MCP サーバーをエクスポート</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>変数とヘッダーの値は ${API_TOKEN} のようなプレースホルダーとして書き出されます。</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>値を含める: ファイルにトークンが平文で保存されます</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>この会話内を検索</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>前の一致 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>次の一致 (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>最新へ移動</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>最新のメッセージまでスクロールし、再び回答を追います</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>回答の表示方法</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>単語ごと、完全な文ごと、または最後に回答全体</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>単語ごと</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>文ごと</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>回答全体を一度に</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>ウィンドウの言語。すぐに切り替わります</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>回答の表示(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>確認なしで動くためのその他の許可:</translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation>常時の許可</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>確認なしで動くことを許可したツール。それぞれに取り消しボタンがあります</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>権限を読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2、%3 から</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>取り消す: %1、%2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>ツールは動く前に再び確認します</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>すべての会話で</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>会話「%1」で</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>1 つの会話で (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>許可を取り消せませんでした: %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>MCP サーバーをインポート</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>Claude Desktop、Cursor、Claude Code、VS Code、Windsurf の mcpServers (または servers) ブロックを貼り付けるか、そのファイルを選んでください。値はシステムのキーリングに保存されます。</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>インポートするサーバー</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>ファイルを選択(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 を読み込めませんでした: %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>これは mcpServers または servers の JSON オブジェクトではありません。</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>サーバーが見つかりませんでした。</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>インスペクター</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>この回答のリクエストとストリーム</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>すべてコピー</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>この回答のために取得した段落</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>モデルのターン %1、試行 %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>記録はここで停止しました: このターンが 2 MiB に達しました。</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>未索引</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>索引作成中に停止</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>索引作成に失敗</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>ナレッジベース</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>段落</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>検索方法</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>索引を作り直す</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>除外されたもの（理由付き）：</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>ナレッジベースはまだありません。「追加…」でフォルダーやファイルから作成できます。その後プロジェクトや会話がそれを検索し、回答は見つけた内容を引用します。</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>語句のみ</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>語句とデモのベクトル</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>ナレッジベースを追加</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>読み込み中のファイルの後で一時停止します…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>{name} を削除</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>ナレッジベース {name} を削除しますか？索引を作ったファイルはそのままです。</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>{total} 件中 %n 件のファイルを索引済み、{chunks} 個の段落を書き込みました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>残り約 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>ほか %n 件のファイル</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>一時停止中。再開すると次のファイルから続けます。</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>このコンピューターで見つかった %1 を使う</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>プロバイダーとして追加し、接続します</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation>新しい会話(&amp;N)</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>空の会話を始めます</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>会話内を検索(&amp;F)</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>この会話内の語を検索します</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>次を検索(&amp;X)</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>次の一致へ移動します</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>前を検索(&amp;V)</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>前の一致へ移動します</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>会話を検索(&amp;S)</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>検索欄へ移動します</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>ピン留め/解除(&amp;P)</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>選んだ会話を先頭に固定します</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>新しいプロジェクト(&amp;J)…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>プロジェクトを作成します：共通の指示を持つ会話</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>ナレッジベース(&amp;K)…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>モデルが検索できるフォルダーを追加して索引を作ります</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>この会話のナレッジベース(&amp;V)…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>この会話が検索するナレッジベースを選びます</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>プロジェクトへ移動(&amp;M)…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>選択した会話をプロジェクトへ移動します</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>名前を変更(&amp;R)…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>選んだ会話の名前を変更します</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>選んだ会話を削除します。数秒間は元に戻せます</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>削除を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>削除した会話を元に戻します</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>選んだ会話を Markdown または JSON で保存します</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>Arroyo または ChatGPT のエクスポートから会話を追加します</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>すべてをバックアップ(&amp;B)…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>すべての会話と設定をキーなしで 1 つのファイルに保存します</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>バックアップから復元(&amp;M)…</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>バックアップにあって Arroyo にまだないものを追加します</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>プロバイダー、キー、ツール、言語</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>Arroyo を閉じます</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>送信(&amp;S)</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>メッセージをモデルに送ります</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>書き込み中の回答を停止します</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>メッセージを書く(&amp;W)</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>メッセージ欄へ移動します</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>アクティビティ(&amp;A)…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>すべての会話でツールが行ったすべての操作と、その理由</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>会話(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>メッセージ(&amp;M)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>削除を元に戻す</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>「%1」を削除しました。一覧で %2 を押すと元に戻せます。</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Arroyo を終了しますか?</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>まだ回答を受信中です。終了して停止しますか?</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>ツールサーバー (MCP)。そのツールはモデルに提供され、呼び出しのたびに確認されます。</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>再起動(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>エクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>有効(&amp;N)</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>変更を確認(&amp;V)…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>サーバーログ</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>無効</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>接続済み: ツール %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>未起動: 初回の起動が確認されていません</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>起動中…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止済み</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>ツールはブロック中、確認してください</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n 個が変更、確認してください</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>サーバーはまだありません。追加するか、インポートしてください。</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>このサーバーについて承認した内容を読み取れません: ツールはブロックされています。</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>承認後に起動方法が変わりました: ツールはブロックされています。</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>承認後に %n 個のツールが変更されました</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>承認を設定に保存できませんでした。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>Arroyo は、後の会話のためにあなたについての短い情報を記憶できます。モデルは毎回確認し、保存されるとおりのテキストを表示します。新しい会話には、それらの情報が引用メモとして渡されます。一時的な会話では何も記憶せず、何も渡されません。</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>承認した情報を記憶する</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>オフ: モデルは何も記憶できず、どの情報もプロンプトに入りません</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>すべての会話で共有</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>プロジェクトごとに分ける（プロジェクト外: 共有）</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>情報の範囲(&amp;F):</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>情報が適用される範囲</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>承認した情報を記憶する(&amp;A)</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>すべての会話で共有するか、それが話された会話のプロジェクト内に保つか</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>プロンプト内の情報のトークン上限(&amp;B):</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>情報のトークン上限</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>超える場合は、最初のメッセージに最も近い情報から渡されます</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>記憶した情報:</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>すべて削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>すべての情報を削除</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>記憶について</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>記憶した情報</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>各情報はここで編集、元の会話を開く、または削除できます</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>情報を読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>まだありません。</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>無題の会話</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · 「%2」から</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>会話「%1」を開く</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>情報を削除: %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>情報は 1 行のテキストです。変更されませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>記憶した情報 %n 件をすべて削除しますか？元に戻せません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>メッセージをクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>メッセージを編集して再送信</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>もう一度モデルに聞きます</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>検査</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>送信したリクエストと受信したストリームを表示します</translation>
    </message>
    <message>
        <source>More</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>このメッセージのその他の操作</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>ここでコンテキストをクリア</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>ここから分岐</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>前のバージョン</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>次のバージョン</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>バージョン %1 / %2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>メッセージを編集</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation>回答の終わり方</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>もう一度モデルに聞きます</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>止まったところから続けるようモデルに頼みます</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>設定ウィンドウを開きます</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>モデルの回答と推論</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>モデルの推論を表示/非表示</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>モデルが回答前に考えた内容を折りたたむ/展開します</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>モデルが考えた内容</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>回答のテキスト</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>回答の本文</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>拒否の回答</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>この回答の統計</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>回答を Markdown でコピー</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>回答全体をクリップボードにコピーします</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>回答は完了しています。</translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>1 秒未満考えました</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>%n 秒考えました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>考え中… %n 秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>長い会話とタイトル</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>最も古いメッセージを省く</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>古いメッセージを要約する</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>停止して確認する</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>モデルのコンテキストウィンドウを超えたとき</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>新しい会話がモデルのウィンドウに収まらなくなったときに送信する内容</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>モデルのコンテキストウィンドウを超えたとき(&amp;P)：</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>会話自体のモデル</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>要約の作成(&amp;B)：</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>要約を書くモデル</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>最初の回答の後にモデルにタイトルを書かせる(&amp;L)</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>最初の回答の後にモデルにタイトルを書かせる</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>タイトルの作成(&amp;T)：</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>タイトルを書くモデル</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>要約やタイトルはモデルへの追加のリクエストです：メッセージと同じようにトークンを消費し、会話のテキストはそのモデルのプロバイダーに送られます。</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>別のモデルは、会話のプロバイダーでの ID で指定します</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>この会話の相手のモデル。別のモデル名も入力できます</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>モデルを更新</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>使用中のコンテキスト</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>%1 / %2 トークンを送信</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>コンテキスト: %1 / %2 トークン</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>コンテキスト: %1 トークン</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 トークン</translation>
    </message>
</context>
<context>
    <name>NarrowChoices</name>
    <message>
        <source>Allow for files under %1 for an hour</source>
        <translation>%1 以下のファイルを 1 時間許可</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>このツールは 1 時間、このフォルダー内のファイルに確認なしで操作します</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>%1 を 1 時間許可</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>このツールは 1 時間、このウェブホストに確認なしでアクセスします</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>この会話で %1 を許可</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>このプログラムはこの会話で確認なしで実行されます</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>使用するにはプロキシのホスト名またはアドレスを入力してください。</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>プロキシのパスワードをシステムのキーリングに保存できませんでした。</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>テスト中…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>テストに失敗しました: %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>動作しています: 応答が返ってきました。</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>システムのプロキシ設定</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>プロキシなし</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>このプロキシ</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>プロキシ</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>プロバイダーと MCP サーバーへの接続が通るプロキシ</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>プロキシ(&amp;X):</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>種類(&amp;Y):</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>ポート(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>ユーザー名(&amp;U):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>パスワード(&amp;W):</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>プロキシの種類</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP または HTTPS: プロキシ自体への接続方法</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>プロキシのホスト</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>プロキシのポート</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>プロキシのユーザー名</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>プロキシのパスワード</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>システムのキーリングに保管されます</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>このコンピューターには直接接続する</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>このコンピューター上のアドレス (localhost、127.0.0.1、::1)、たとえば Ollama のアドレスには、このチェックを外さない限りプロキシを通さずに接続します。システムの設定とは HTTP_PROXY、HTTPS_PROXY、NO_PROXY 変数のことです。</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>プロキシを通さないアドレス</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>テストの結果</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>テスト(&amp;E)</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>プロキシをテスト</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>ここに入力したプロキシを通して Web アドレスを取得します</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>%1 から分岐</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>この会話の分岐元の会話を開きます</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>モデルのコンテキストウィンドウを超えたとき(&amp;P)：</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>この会話がモデルのウィンドウに収まらなくなったときに送信する内容</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>最も古いメッセージを省く、要約する、または毎回確認する</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>設定どおり</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>最も古いメッセージを省く</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>古いメッセージを要約する</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>停止して確認する</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>ここでコンテキストをクリア</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>次のメッセージから新しく始まります：以前のメッセージは送信されません</translation>
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
        <translation>最大出力トークン</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>推論の強さ</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>思考の予算</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>思考レベル</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>既定 (%1)</translation>
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
        <translation>段落のテキスト</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>ファイルを開く</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>「%1」は価格ではありません: 2.50 のようにドルで書いてください。</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>各モデルの料金 (100 万トークンあたりの米ドル、プロバイダーの表示どおり)。モデルに両方の価格があるとき、回答に費用が表示されます。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>入力 (100 万あたり $)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>出力 (100 万あたり $)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>価格を追加</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>価格を削除</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>%1 を読み込めません: 存在しないか、読み取れません。</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 は大きすぎて添付できません (上限は %2)。</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 はテキストでも画像でも PDF でもありません。</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1 は画像のようですが、開けません。</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1 は縮小してもまだ大きすぎます (上限: %2)。</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 は読み取れない PDF です (破損またはロック)。</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>%1 には抽出できるテキストがありません (スキャン画像?)。PDF を文書として送ってください。</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2 は画像を読めません。別のモデルを選んでください。何も送信していません。</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2 は文書を読めません。PDF のテキストを送るか、別のモデルを選んでください。何も送信していません。</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>温度は 0 から %1 の間にしてください。</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>Top-p は 0 から 1 の間にしてください。</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>このモデルは 1 回の回答で最大 %1 トークンまで書きます。最大出力トークンを下げてください。</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>この推論モデルは温度や top-p を受け付けません。会話のパラメーターで消去してください。</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>思考の予算は %1 トークン以上で、最大出力トークン (%2) より小さくしてください。</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>このモデルには思考レベルか思考の予算のどちらか一方を選んでください。</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>このモデルは推論しません。会話のパラメーターで推論の設定を消去するか、別のモデルを選んでください。</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>このモデルはどれだけ考えるかを自分で決めるため、思考の予算を受け付けません。会話のパラメーターで思考の予算を消去してください。</translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>プロバイダーが API キーを受け付けませんでした。</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>この API キーにはこの操作が許可されていません。</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>プロバイダーがこのモデルを知らないか、ベース URL が間違っています。</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>プロバイダーがリクエストを拒否しました。</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>このモデルには会話が長すぎます。新しい会話を始めるか、メッセージを短くしてください。</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>プロバイダーへのリクエストが多すぎます。少し待ってから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>プロバイダーは現在混み合っています。少ししてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>プロバイダーのサーバーで問題が起きました。</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>サーバーに接続できません。アドレスと、サーバーが動作していることを確認してください。</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>サーバーとの安全な接続に失敗しました。</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>サーバーが時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>時間内にサーバーに接続できませんでした。アドレスと、サーバーが動作していることを確認してください。</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>サーバーがストリームではなくウェブページを返しました。ベース URL を確認してください。</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>サーバーが回答をストリーミングしませんでした。</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>サーバーがリクエストを別のアドレスへ転送しました。ベース URL を確認してください。</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>リダイレクトが多すぎます。ベース URL を確認してください。</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>プロバイダーのベース URL が使えません。設定で修正してください。</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>リクエストがプロキシを通過できませんでした。</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>回答が途中で切れました。</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>回答が途中で切れました: 長い間何も届きませんでした。</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>回答が途中で切れました: 接続が切れました。</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>プロバイダーが回答中にエラーを報告しました。</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>リクエストに失敗しました。</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>回答を停止しました: 上限を超える大きさになりました。</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>回答が早く終わりました (長さの上限)。</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>プロバイダーのコンテンツフィルターが回答を停止しました。</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>エラーのため回答が早く終わりました。</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>回答が早く終わりました。</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>停止しました: モデルが回答せずにツールを呼び続けました。</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>この回答は中断されました。</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>一時停止中: あなたの承認を待っています。</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>Arroyo 内部で問題が起きました。回答を停止しました。</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>設定でプロバイダーを選んでください。</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>%1 のキーが保存されていません。設定で追加してください。</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>設定で %1 のモデルを選択してください。</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>この会話のプロバイダー %1 は削除されました。上で別のプロバイダーを選択してください。</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>このコンピューターでは使えるシステムのキーリングがありません。</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>システムのキーリングがロックされています。ロックを解除して、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>システムのキーリングが時間内に応答しませんでした。ロック解除を待っているのかもしれません。</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>システムのキーリングで予期しないエラーが起きました。</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>システムのキーリングからキーを読み込み中です。少ししてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>回答を完了できませんでした。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>ベース URL が有効なアドレスではありません。</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>ベース URL に空白、改行、またはその他の見えない文字が含まれています。</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>ベース URL は http:// または https:// で始まる必要があります。</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>ベース URL にサーバー名がありません。</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>ベース URL のサーバー名の前にユーザー名かキーが含まれています。キーはキー欄に入れてください。システムのキーリングに保管されます。</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>このアドレスに送るキーは暗号化されずに送られます (別のコンピューターへの平文 http)。サーバーが対応していれば https を使ってください。</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>%1 のベース URL に書かれていたキーをシステムのキーリングに移しました。</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>%1 のベース URL にキーが含まれていました。システムのキーリングに移せなかったため (%2)、このセッションでのみ使います。</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>設定ファイル %1 が壊れているか、Arroyo の設定ファイルではありません (%2)。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>設定ファイル %1 は新しいバージョンの Arroyo で書かれています。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>設定ファイル %1 を読み書きできませんでした (%2)。変更は保存されていません。</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>データベース %1 が壊れているか、Arroyo のデータベースではありません (%2)。何も変更・置換していません。ファイルは元のままです。</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>データベース %1 は新しいバージョンの Arroyo で書かれています。何も変更・置換していません。ファイルは元のままです。</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>データベース %1 を開けませんでした (%2)。何も置換・削除していません。</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>サーバーで障害が起きました</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>コマンドを起動できませんでした</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>サーバーが停止しました</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>サーバーが MCP ではない内容を出力しました</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>サーバーが時間内に応答しませんでした</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>サーバーが Arroyo の対応していない MCP バージョンを使っています</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>サーバーが HTTP ステータス %1 を返しました</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>サーバーに接続できませんでした</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>ファイルを読み書きできませんでした (%1)。</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>ファイルがインポートで読める大きさを超えています。</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>このファイルは Arroyo のエクスポートでも ChatGPT のエクスポートでもありません。</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>ファイルが壊れています (%1)。何もインポートしていません。</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>このファイルは新しいバージョンの Arroyo でエクスポートされています。</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>この会話はもうありません。</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>指示(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>アシスタント(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>温度(&amp;T):</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>最大出力トークン数(&amp;X):</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>ワークスペースフォルダー(&amp;W):</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>各会話のシステムプロンプトの前にモデルへ伝えます</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>プロバイダーのモデル</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>モデルの既定値</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>既定のワークスペース</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>選択(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>ナレッジベース(&amp;K)：</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>まだありません：会話 › ナレッジベース… でファイルから作成できます。</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>ワークスペースフォルダー</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>プロジェクトへ移動</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>プロジェクトなし</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>新しいプロジェクト…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>プロジェクトに新しい会話</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>プロジェクトを編集…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>ピン留めを外す</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>先頭にピン留め</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>アーカイブ</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新しいプロジェクト</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>プロジェクト名を変更</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>プロジェクトをエクスポート</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1 にエクスポートしました。</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>プロンプトをインポート</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>プロンプト (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>プロンプトをエクスポート</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1（Arroyo に付属）</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>会話のもの</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>使うときに入力: %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>使うときに埋める箇所に {{name}} と書いてください。</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>プロンプト %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>プロンプトにはそれぞれ別の名前が必要です。</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>プロンプトには名前が必要です。</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 は Arroyo が読めるプロンプトのファイルではありません (%2)。何も変更していません。</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>プロンプトを書き込めませんでした: %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>プロンプトを追加</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>プロンプトを削除</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>エクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>テキスト(&amp;T):</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>アシスタント(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>会話のモデル</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>このプロンプトを使うときに従う指示</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>プロバイダー名</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>プロバイダー一覧に表示される名前</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>プロバイダーの種類</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>ベース URL</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>プロバイダーの API のアドレス。空なら通常のアドレス</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>モデル名を入力するか、接続をテストして一覧を取得してください</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>ストリーミングの転送方式</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>ネットワークから回答を読む方法</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>チャンク: 届いたテキストを順に</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>スナップショット: 各更新を前回と比較</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>プロバイダーのどの API が答えるか</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>API(&amp;P):</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>モデルの推論を表示(&amp;R)</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>モデルの推論を表示</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>モデルが回答前に考えた内容を、提供される場合に表示します</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>接続をテスト(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続をテスト</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>プロバイダーに接続し、モデルの一覧を取得します</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>接続テストの結果</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>ベース URL(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>転送方式(&amp;A):</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API キー(&amp;K):</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1（通常）</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>デモは Arroyo の中で動きます。接続先はありません。</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>先にサーバーのベース URL を入力してください。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>接続できませんでした (%1)。</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>接続しました：%n 個のモデル。%1 を選択しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>接続済み: モデル %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>接続できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>キーはシステムのキーリングに保存され、ファイルには保存されません</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>キーを保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>キーをシステムのキーリングに保存</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>入力したキーをシステムのキーリングに保存します</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>キーを削除(&amp;V)</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>保存したキーを削除</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>このプロバイダーのキーをシステムのキーリングから削除します</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>入力したキーを表示</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>欄に入力したキーを表示または非表示にします</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>キーの状態</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>このセッションだけ保持(&amp;K)</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>このセッションだけキーを保持</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>Arroyo を閉じるまでキーをメモリーに保持します</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>キーを隠す</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>キーを入力どおりに表示</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>API キーを貼り付け</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>省略可: ほとんどのローカルサーバーはキー不要です</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>キーはこのセッションだけ保持され、Arroyo を閉じると破棄されます。</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>このセッションだけ保持</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>キー: システムのキーリングに保存済み。</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>保存済み — 置き換えるには新しいキーを入力</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>キーは保存されていません。</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>システムのキーリングを確認中…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>キーは保存されていません：このサーバーには不要かもしれません。</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>システムのキーリングを読み込めません: %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>キーをシステムのキーリングに保存中…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>キーをシステムのキーリングに保存しました。</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>キーを保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>Arroyo はキーをファイルに書きません。このセッションだけキーをメモリーに保持することもできます。</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>「%1」のキーをシステムのキーリングから削除できませんでした: %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>キーを削除しました。</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>デモ (オフラインのシミュレーター)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI 互換サーバー</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Anthropic 互換サーバー</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>llama.cpp サーバー</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>プロバイダー一覧</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>設定済みのプロバイダー。選ぶと編集できます</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>プロバイダーを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>プロバイダーを追加</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>プロバイダーの種類のメニューを開きます</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>プロバイダーの種類</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>プロバイダーを削除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>プロバイダーを削除</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>選んだプロバイダーと保存したキーを削除します</translation>
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
        <translation>Ollama (このコンピューター)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (このコンピューター)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI 互換エンドポイント</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Anthropic 互換エンドポイント</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>llama.cpp サーバー (このコンピューター)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (このコンピューター)</translation>
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
        <translation>まずプロバイダーを追加してください:「プロバイダーを追加…」を選びます。</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>プロバイダーがまだありません</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>グローバルショートカット %1 は別のプログラムが使用しています。設定で別のものを選んでください。</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>グローバルショートカット %1 はここでは登録できません。</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>ここではグローバルショートカットを使えません。コマンド arroyo quick でクイック質問ボックスを開けます。</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Arroyo を終了しますか?</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>クイック質問ボックスにまだ回答が届いています。終了して停止しますか？</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>Arroyo は実行中です</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo はトレイにあります。アイコンをクリックするとウィンドウが戻ります。終了するにはメニューの「Arroyo を終了」を選んでください。</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>クイック質問 — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>何でも入力して Enter を押してください</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>Arroyo で開く</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>この会話をメインウィンドウで開きます</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>Esc でこのボックスを隠します。会話は保存されています。</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>モデルが選ばれていません</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>回答するモデル: %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>クイック質問</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>ウィンドウを閉じても Arroyo をトレイに残す</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>このデスクトップはトレイアイコンを表示しません。</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>グローバルショートカット(&amp;S):</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>クイック質問ボックスのグローバルショートカット</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>グローバルショートカットをクリア</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>どのアプリケーションからでもクイック質問ボックスを開くキーを押してください。コマンド arroyo quick でも開けます。</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>Wayland では、デスクトップのショートカットポータルがキーを登録し、確認を求めることがあります。デスクトップにそのポータルがない場合は、キーボード設定でコマンド arroyo quick をキーに割り当ててください。</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>ここではグローバルショートカットを使えません。コマンド arroyo quick でクイック質問ボックスを開けます。</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>グローバルショートカットが使える場所</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>リカバリーコード</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>このコードはこのコンピューターから離れた安全な場所に保管してください。パスフレーズを忘れても、これがあればデバイスは同期セットに参加できます。パスフレーズなしでは再表示されません。</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>保存しました(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>削除を取り消す</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>削除したプロバイダーを元に戻します</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>削除したプロバイダー</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>プロバイダーを削除</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>「%1」を削除しますか？</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>保存されたキーも削除されます。使用していた会話はメッセージを保持し、別のプロバイダーを求めます。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>「%1」を削除しました。</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>%1 の変更を確認</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>MCP サーバー「%1」について承認した内容を読み取れません (%2)。現在の状態で承認するまで、ツールはブロックされます。</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>MCP サーバー「%1」は承認後に変更されました。変更を承認するまで、ここに挙げたツールはモデルに提供されません。説明はサーバーが書いたものです。サーバーの主張として読んでください。</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>承認したとき</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>承認(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>ブロックしたままにする(&amp;K)</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>起動方法が変わりました</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>ツール %1 が変更されました</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>ツール %1 は新しいものです</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>ツール %1 はなくなりました</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>コマンド: %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>引数: %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>変数: %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>バージョン不明</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>パッケージ: %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>入力スキーマ</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>アノテーション</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>その他のフィールド</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>権限ルール: ツールは制限の範囲内で確認なしに操作します。</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>権限ルール</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>各ルール、その対象、残りの呼び出し回数、終了時期、取り消しボタン</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>権限ルールを読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>%1 以下のファイル</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>ウェブホスト %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>プログラム %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>すべての呼び出し</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1、1 つの会話で</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>Arroyo の終了まで</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>終了日なし</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>%1 まで</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%2 に対する %1</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — 拒否、何も許可しません: %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>取り消す: %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>ツールは動く前に再び確認します</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>呼び出し回数の制限なし</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>残りの呼び出し: </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>残りの呼び出し回数: %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>このルールがあと何回の呼び出しを許可するか。0: 制限なし</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>今から 1 時間</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>今から 1 日</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>今から 1 週間</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>指定した日時まで…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>終了: %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>終了日時: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>権限ルールを変更できませんでした: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>権限ルールを取り消せませんでした: %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>MCP サーバーがモデルに質問します</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>MCP サーバー「%1」がモデルにこれへの回答を求めています:</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>モデルに送る</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>辞退</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>設定を開く</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>コマンドまたはアドレス(&amp;C):</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time または https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>変数またはヘッダー(&amp;V):</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>1 行に 1 つ NAME=value: コマンドには環境変数、アドレスには HTTP ヘッダー。値はシステムのキーリングに保存されます。空の値は保存済みの値を残します。</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>有効(&amp;E)</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>モデルへの質問を許可(&amp;M) (毎回事前に確認)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>ほかのサーバーと重ならない名前を付けてください。</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>サーバーを起動するコマンドか、そのアドレスを書いてください。</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>回答の表示方法</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1 が 2 台のデバイスで変更されました:</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>「%1」を残す</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>2 台のデバイスで変更</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>問題が起きました (%1)。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>設定ページ</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>プロバイダー、ツール、一般設定。Ctrl+Tab で切り替えます</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>プロバイダー(&amp;P)</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>アシスタント(&amp;S)</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>プロンプト(&amp;O)</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>価格(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>MCP サーバー(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>一般(&amp;G)</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>ネットワーク(&amp;K)</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>記憶(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>同期(&amp;Y)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>できなかったこと</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>設定を閉じます。変更は保存済みです</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>設定を閉じる</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>メッセージを送信</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>改行する</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>回答を停止、または検索を閉じる</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー操作</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>並べて表示：1 つのメッセージ、複数のモデル</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>並べた回答</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>ほかのモデルはまだわかりません</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>1 つのモデルで回答</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ モデル</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ %n 個のモデル</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>並べて回答</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>次のメッセージに答えるモデルを最大 3 つ追加し、それぞれ列に表示します</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>MCP サーバー「%1」に初めて接続しますか? 接続先:</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>MCP サーバー「%1」を初めて起動しますか? 次のコマンドを実行します:</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>キーリングから渡す値: %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>新しい MCP サーバー</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起動</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>起動しない</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>新しく始める (コピーを残す)</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>新しく始め、壊れたファイルのコピーを残す</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>壊れたファイルは新しいファイルの隣に残ります</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>ファイルをもう一度開きます</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>Arroyo を閉じ、ファイルはそのままにします</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>設定を読み込めません</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>新しい設定で始めることができます。壊れたファイルは名前に「.broken」を付けて隣に残ります。システムのキーリングのキーには影響しません。</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>サーバーを待っています…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>モデルを読み込んでいます…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>書いています…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>%1 秒後に再試行 (%3 回中 %2 回目)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>あなたの承認を待っています</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>操作を実行しています…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>選択を待っています</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>古いメッセージを要約しています…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>レート制限中、%1 秒後に再試行 (%3 回中 %2 回目)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>以前のメッセージの要約（それらの代わりに送信）</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>バージョン %1 / %2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>要約を編集</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>要約</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>パスフレーズが違います: そこにある同期セットを開けません。</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>ストレージ内のオブジェクトが変更されています。</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>ストレージ内のオブジェクトが途中で切れています。</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>ストレージにはこれとは別の同期セットがあります。</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>同期は設定されていません。</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>そこに参加できる同期セットはありません。</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>ストレージに接続できません。</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>鍵を保存しているシステムのキーリングがありません: このセッションで同期するには、下にパスフレーズを入力してください。</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>このデバイスは自分自身を削除できません。</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>この端末が書き込む名前で、ストレージに別のオブジェクトがすでにあります。</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>再開(&amp;U)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>一時停止(&amp;U)</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>%1 を通じてデバイス %2 として同期しています。</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>同期中…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>同期できませんでした: %1 後でもう一度試します。</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>一時停止中: 何も送受信しません。</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>まだ同期していません。</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>前回の同期 %1: 変更を %2 件送信、%3 件受信。</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>%m 件中 %v 件の変更を送信中</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>%m 個中 %v 個のオブジェクトを読み込み中</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1 (このデバイス)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>最後に読んだセグメント</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>最後の受信 (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>同期セットのデバイス</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>デバイスを削除(&amp;V)</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>書いた内容は残ります。古いオブジェクトはもうこのデバイスを待ちません</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>今すぐ同期(&amp;N)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>パスフレーズ</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>リカバリーコードを表示(&amp;C)</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>このパスフレーズで同期</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>同期の状態</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>同期フォルダー</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>会話といくつかの設定は、お持ちのストレージを通じて暗号化されて送られます。パスフレーズがこのコンピューターから出ることはありません。</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>WebDAV サーバー</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>S3 バケット</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>フォルダー(&amp;F):</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>アドレス(&amp;D):</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>S3 エンドポイント(&amp;3):</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>ストレージ(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>バケット(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>アクセスキー ID(&amp;I):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>パスワード(&amp;W):</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>シークレットキー(&amp;C):</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>リカバリーコード(&amp;V):</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>パスフレーズ(&amp;H):</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>パスフレーズ (確認)(&amp;A):</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>新しい同期セットを作成(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>そこにある同期セットに参加(&amp;J)</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>パスフレーズの代わりにリカバリーコードがあります</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>同期を設定(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>選択(&amp;C)…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>ストレージの場所を入力してください。</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>バケット名を入力してください。</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>パスフレーズを入力してください。</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>8 文字以上のパスフレーズを選んでください。</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>2 つのパスフレーズが一致しません。</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>同期: %1 後でもう一度試します。</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>再び同期しました。</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>一時的</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>この会話は何も保存されません。</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>この会話を保存</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>メッセージごと通常の会話として残します</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>一時的な会話を閉じる</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>新しい一時的な会話(&amp;T)</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>保存されない会話</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>この会話を保存</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>一時的な会話を残します</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>一時的な会話を閉じる</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>一時的な会話を破棄します</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>回答が終わってから保存してください。</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>この一時的な会話を破棄しますか？</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>メッセージはどこにも保存されず、元に戻せません。</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>終了すると一時的な会話とそのメッセージは消えます。</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>一時的な会話</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>あなたの承認を待っています</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>拒否済み</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>無効、モデルに差し戻しました</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>不明: 実行中に中断されました</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>インポート済み: ここでは未実行</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>未実行: その前にターンが停止されました</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>ブロック中: このツールは承認後に変更されました。設定 › MCP サーバーで変更を確認してください</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>確認せずに実行：モデルとナレッジベースはこのコンピューター上にあります</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>確認なしで実行: この会話でこのツールを許可しています</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>確認なしで実行: 設定 › ツールでの設定</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>確認なしで実行: 設定 › ツールの権限ルール</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>%1 と共有：両方のために 1 回だけ実行されました</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>ツール呼び出し</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>引数と結果を表示</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>完了にする</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>もう一度実行</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>このターンのファイル変更を元に戻す</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>ワークスペースフォルダーの一覧</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>フォルダー {path} の一覧</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>{path} を読む</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>{path} を読む (最大 {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>{path} を作成 ({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>{path} に書き込む ({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>{path} を置換: {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>実行: {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>{url} を取得 (GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>変更なし：{path} はすでにまったく同じ内容です</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>{path} を以前のバージョンに戻す（{size}）</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>ツールが作成した {path} を削除する</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>このターンでのこれらのファイルの変更を、最後のものから元に戻す: {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>後の会話のために記憶: {fact}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n バイト</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>New conversation</source>
        <translation>新しい会話</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>クイック質問…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>Arroyo を表示または非表示</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>Arroyo を終了</translation>
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
        <translation>このツールによる変更は Arroyo では元に戻せません</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>元に戻しました：以前のバージョンを復元しました。</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>元に戻していません：この操作の後にファイルが変更されました。何も変更していません。</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>元に戻していません：パスがフォルダーまたはリンクになっています。何も変更していません。</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>元に戻していません：ファイルを復元できませんでした。</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>元に戻せなくなりました：保存領域を上限内に保つため、以前のバージョンは削除されました</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>元に戻せなくなりました：保存期間を過ぎたため、以前のバージョンは削除されました</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>元に戻せなくなりました：以前のバージョンが見つかりません</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>このターンのファイル変更を元に戻しました。</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>{path} で停止しました: このターンの後に変更されています。それより後の変更は元に戻しました。このファイルとそれより前の変更はそのままです。</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>再実行していません: このツールは現在使えません。</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>再実行していません: 引数がもうツールに合いません。</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>新しい Arroyo があります</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>リリースページを開く</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>アドレスに接続できませんでした</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>アドレスが時間内に応答しませんでした</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>アドレスがエラー %1 を返しました</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>応答はリリースの説明ではありません</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>応答にバージョンが含まれていません</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>アドレスが http(s) のアドレスではありません</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>更新を確認できませんでした: %1。</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>Arroyo %1 が利用できます（現在は %2）。</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1 は最新バージョンです。</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>アップデート</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>1 日に 1 回、新しい Arroyo を確認する</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>下のリリースアドレスに問い合わせます。何もダウンロード・インストールしません</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>リリースアドレス(&amp;D):</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>リリースアドレス</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>更新を確認</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>更新確認の結果</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>今すぐ確認(&amp;N)</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>今すぐ更新を確認</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>リリースページを開く</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>新機能</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>文字を大きくします</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>文字を小さくします</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>システムのサイズで文字を表示します</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>検査用にリクエストを記録(&amp;R)</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>Arroyo を閉じるまで、各回答のリクエストとストリームをメモリーに保持し、検査ボタンで使えるようにします</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>各コマンドのキーを一覧表示します</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>Arroyo について(&amp;A)</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>バージョン、ライセンス、データの保存場所</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>Arroyo へようこそ</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>%1 と話しています。次のどれかを試すか、下に自分で書いてください。</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>いま話している相手はデモです。キーもネットワークも使わず、このコンピューター上で動くモデルです。下のどれかを試すと、回答がストリーミングで届く様子、モデルの推論、そして動く前に確認するツールを見られます。準備ができたら、設定で自分のプロバイダーを追加してください。</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>新しい会話</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>下にメッセージを書くか、次のどれかから始めてください。</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>川についての短い詩を書いて</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>よく考えて: 9.11 と 9.9 はどちらが大きい?</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>ワークスペースフォルダーには何がある?</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>このメッセージを送ります</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>この会話のファイルツールが使うフォルダー</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>ファイルツールはオフ</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>この会話ではファイルツールがオフになっています。</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>ファイルツールは {folder} で動作します</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>ワークスペースフォルダー</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>オンにするには、ボタンからフォルダーか既定のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>別のフォルダーを選ぶ…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>既定を使う（{folder}）</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>この会話のファイルツールをオフにする</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>ワークスペースフォルダー</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>ツールが読み書きできる唯一のフォルダー</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>ツールが読み書きできるフォルダー</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>選択(&amp;H)…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>ワークスペースフォルダーを選択</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>フォルダーの選択画面を開きます</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>ワークスペースフォルダーの状態</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>コマンドの実行を許可(&amp;C) (常に事前に確認)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>コマンドの実行を許可</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>ツールがワークスペースでプログラムを実行できるようにします。各コマンドは事前に確認されます</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>ワークスペースフォルダー(&amp;W):</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>このフォルダーは存在しません。</translation>
    </message>
</context>
</TS>
