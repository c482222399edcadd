<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>Arroyo 정보</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>대규모 언어 모델을 위한 데스크톱 클라이언트입니다.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>%1 라이선스의 자유 소프트웨어입니다.</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>대화와 설정이 보관되는 곳:</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>데이터 폴더</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>데이터 폴더 열기(&amp;O)</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>데이터 폴더 열기</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>활동</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>작업 또는 결과의 단어로 필터</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>필터</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>시작(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>끝(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>표시된 작업을 CSV 또는 JSON으로 저장합니다</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>모든 도구</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>도구</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>모든 결과</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>아직 도구가 실행한 작업이 없습니다.</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%2개 중 %1개 작업</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>활동 내보내기</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>저장하지 못함: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>작업 %n개를 %1에 저장했습니다</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>도구</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>실행된 이유</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>소요 시간</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>대화 내용</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>승인하셨습니다</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>이 대화에서 허용됨</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>내 설정(설정 › 도구)</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>권한 규칙</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>기록되지 않음</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>실행 취소됨</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>(삭제된 대화)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
</context>
<context>
    <name>AddBaseDialog</name>
    <message>
        <source>Add a knowledge base</source>
        <translation>지식 베이스 추가</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>소스</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>검색 방식</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>폴더 추가…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>파일 추가…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>단어만 (전문 검색)</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>단어와 데모의 벡터 (오프라인)</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>{provider}의 임베딩</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>질문의 단어가 들어 있는 구절을 찾습니다. 이 컴퓨터 밖으로 나가는 것은 없습니다.</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>데모의 벡터는 오프라인으로 동작하며 단순합니다: 질문과 단어를 공유하는 구절을 찾을 뿐, 같은 뜻을 다른 말로 표현한 구절은 찾지 못합니다. 이 컴퓨터 밖으로 나가는 것은 없습니다.</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider}은(는) 이 컴퓨터나 그 네트워크에서 실행됩니다: 파일은 여기에 남습니다.</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>{provider}(으)로 색인하면 이 파일들의 모든 구절이 {provider}에 전송됩니다.</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>쓰는 중…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>중지됨</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>불완전</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>이 답변 중지</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>이 답변 사용</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>이 답변과 그 모델로 계속합니다. 나머지는 버전으로 남습니다</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>%1의 답변</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>답변</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>추론</translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation>%1달러</translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation>첫 토큰 %1초</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>총 %1초</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>입력 토큰 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>출력 토큰 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>초당 %1토큰</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation>모양</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>창의 색상이며, 바로 바뀝니다</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>고대비</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>테마(&amp;H):</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation>Arroyo를 시작할 수 없습니다</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>아무것도 바뀌지 않았습니다. 디스크 공간을 확보하거나 파일을 사용 중인 프로그램을 닫은 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>새 데이터베이스로 시작할 수 있습니다. 현재 파일은 백업으로 옆에 보관됩니다.</translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>Arroyo의 데이터를 열 수 없습니다</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>설정을 읽을 수 없습니다</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>제목 없는 대화</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>“%1”에서 %2부터 대기 중</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>승인…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>확인 창처럼 작업을 보여 준 뒤 답변을 기록합니다</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>거부</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>승인 대기 %n건</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>일시 중지된 arroyo ask가 답변을 기다리며 남긴 도구 호출</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>승인 대기</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>일시 중지된 arroyo ask가 답변을 기다리며 남긴 도구 호출입니다. 여기서는 아무것도 실행되지 않습니다. arroyo ask --resume이 차례를 이어 가며 승인한 것을 한 번만 실행합니다.</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>승인을 기다리는 도구 호출이 없습니다.</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>승인했습니다. arroyo ask --resume %1이 실행합니다.</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>거부했습니다. arroyo ask --resume %1이 모델에 알립니다.</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>이 호출은 이미 다른 곳에서 승인되었습니다. 답변이 기록되지 않았습니다.</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>이 호출은 이미 다른 곳에서 거부되었습니다. 답변이 기록되지 않았습니다.</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>이 호출은 더 이상 대기 중이 아닙니다.</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>어시스턴트(&amp;A):</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>하나를 고르세요…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>어시스턴트의 지침과 모델로 이 대화를 시작합니다</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>창에서 고른 것</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>어시스턴트 %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>어시스턴트마다 고유한 이름이 필요합니다.</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>어시스턴트에는 이름이 필요합니다.</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>추가(&amp;A)</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>어시스턴트 추가</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>어시스턴트 삭제</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>시스템 프롬프트(&amp;P):</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>제공업체(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>제공업체 기본값</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>제공업체</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>이 어시스턴트로 시작한 대화에 누가 답하는지</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>파일 첨부</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>텍스트, 코드, 이미지, PDF. 끌어다 놓거나 붙여 넣을 수도 있습니다</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>파일 첨부: 텍스트, 코드, 이미지, PDF. 끌어다 놓거나 붙여 넣을 수도 있습니다</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>PDF를 문서로 보내기</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>PDF를 읽을 수 있는 모델에는 텍스트 대신 PDF를 그대로 보냅니다</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>붙여 넣은 이미지</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>모든 작업은 먼저 확인을 받습니다. 스스로 작동해도 믿을 수 있는 도구만 묻지 않고 실행하세요. 질문은 건너뛰지만 검사는 건너뛰지 않습니다.</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>묻지 않고 실행</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>각 도구가 할 수 있는 일과 묻지 않고 실행해도 되는지 여부</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>%1 묻지 않고 실행</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 항상 묻습니다: 이 컴퓨터 밖으로 데이터를 보낼 수 있습니다.</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>MCP 서버 “%1”의 도구: 무엇을 읽고 바꾸고 보내는지 Arroyo가 볼 수 없습니다.</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>작업 공간 폴더에 있는 파일의 이름과 크기를 봅니다. 아무것도 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>작업 공간 폴더의 모든 파일을 읽고 그 텍스트를 모델(즉 제공업체)에 전달합니다. 아무것도 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>작업 공간 폴더에 파일을 만들고 덮어씁니다. 덮어쓴 내용은 사라집니다.</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>모델이 고른 웹 주소로 요청을 보냅니다. 주소만으로도 모델이 읽은 내용을 실어 보낼 수 있습니다.</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>작업 공간 폴더에서 프로그램을 실행합니다. 프로그램은 파일을 바꾸고 네트워크에 접속할 수 있습니다.</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>이 도구가 무엇을 읽고 바꾸고 보내는지 Arroyo가 볼 수 없습니다.</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>권한을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>권한을 바꿀 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>모두 백업</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>백업에서 복원</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>%1에 백업했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>대화 %n개를 복원했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n개는 이미 있었습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>설정에서 제공업체 %n개의 키를 입력하세요.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>이 대화의 지식 베이스</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>이 대화에서 모델은 이 지식 베이스와 프로젝트의 지식 베이스를 검색할 수 있습니다.</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>아직 지식 베이스가 없습니다: 지식 베이스…에서 추가하세요.</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>제공업체와 모델</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>이 창에서 답하는 상대</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>제공업체 선택</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>제공업체, 키, 도구, 언어</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>대화 목록</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>대화 목록 보기</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>대화 목록을 보이거나 숨깁니다</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>대화 제목</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>옵션</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>대화 설정</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>이 대화의 시스템 프롬프트와 답변 표시 방식</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>시스템 프롬프트(&amp;Y):</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>이 대화의 모든 메시지 앞에 모델이 받는 지침</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>이 대화의 시스템 프롬프트</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>시스템 프롬프트</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>답변 표시(&amp;S):</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>이 대화에서 답변이 표시되는 방식</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>단어 단위, 완전한 문장 단위, 또는 끝에 답변 전체</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>설정과 같이</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>단어 단위</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>문장 단위</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>답변 전체를 한 번에</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>첨부 파일을 아직 읽는 중…</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>메시지 옵션</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>모델의 매개변수와 PDF를 보내는 방식</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>무엇이든 물어보세요 (Enter로 보내기, Shift+Enter: 줄 바꿈)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>프롬프트의 빈칸</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Enter 또는 Ctrl+Enter로 보내고, Shift+Enter로 줄을 바꿉니다</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>메시지를 모델에 보냅니다</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>답변 중지</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>작성 중인 답변을 중지합니다 (Esc)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
</context>
<context>
    <name>ConfirmTitles</name>
    <message>
        <source>List {folder}</source>
        <translation>{folder} 목록 보기</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>{folder}의 {name} 목록 보기</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>{folder}의 {name} 읽기</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>{folder}에 {name} 만들기</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>{folder}의 {name} 쓰기</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>{folder}의 {name} 변경</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>{folder}의 {name}을(를) 그대로 두기</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>{folder}에서 `{command}` 실행</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>{url} 가져오기</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>{folder}의 {name} 변경 실행 취소</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>{folder}에 {name} 만들기 실행 취소</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>이번 차례의 파일 변경 실행 취소</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>나에 대한 정보 기억하기</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>MCP 서버 {server}의 {tool} 사용</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>도구 {tool} 사용</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>이 작업을 허용할까요?</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>도구가 작업을 요청합니다. 허용하지 않으면 아무 일도 일어나지 않습니다</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>%1이(가) 요청함</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>도구</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>일어날 일</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>도구가 할 수 있는 일</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>이 도구는 네트워크를 통해 이 컴퓨터 밖으로 데이터를 보냅니다.</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>이 도구는 읽기만 하며, 아무것도 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>이 도구는 이 컴퓨터의 내용을 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>MCP 서버 %1: %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>인수</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>도구가 사용할 값 (검사한 그대로)</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>인수:</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>세부 정보:</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>변경 세부 정보</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>바뀌게 될 내용 (줄 단위)</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>거부</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>도구가 실행되지 않습니다 (기본값)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>한 번 허용</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>이번에 도구가 실행됩니다</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>이 대화에서 이 도구를 항상 허용</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>도구가 지금, 그리고 이 대화에서 앞으로도 묻지 않고 실행됩니다</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · MCP 서버 %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(설명 없음)</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>여기서 컨텍스트를 지웠습니다: 이전 메시지는 보내지 않습니다</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>이전 메시지는 보내지 않습니다</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>더 이상 모델의 컨텍스트 창에 들어가지 않습니다</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>컨텍스트 지우기 표시 제거</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>이 대화는 더 이상 모델의 컨텍스트 창에 들어가지 않습니다(약 %1 / %2 토큰). 아무것도 보내지 않았습니다: 보낼 내용을 선택하세요.</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>이전 메시지 생략</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>이전 메시지 요약</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>여기서 컨텍스트 지우기</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>프로젝트, 접힘</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>프로젝트, 펼침</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>보관된 프로젝트, 접힘</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>보관된 프로젝트, 펼침</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>지식 베이스…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>대화 내용</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>내 메시지와 답변 (순서대로)</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>내 메시지</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>이전 메시지 보기</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>표시된 첫 메시지 이전의 메시지를 불러옵니다</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>이후 메시지 보기</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>멈춘 곳에서 그대로 이어서 계속해 주세요.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>대화 검색</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>제목이나 답변에 그 단어가 있는 대화를 보여 줍니다</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>대화 목록</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2로 선택한 대화의 이름을 바꾸고, Delete로 삭제합니다</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>새 대화</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>빈 대화를 시작합니다</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>새 프로젝트</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>프로젝트는 공통 지침과 기본값을 가진 대화를 묶습니다</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>일치 항목 없음</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>임시</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>고정됨</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>오늘</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>어제</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>지난 7일</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>이전</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>대화 이름 바꾸기</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>제목:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>프로젝트</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>보관됨</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>Arroyo에 문제가 생겼습니다</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>Arroyo에 문제가 생겼습니다. 보고서를 저장했습니다.</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>보고서는 이 컴퓨터에만 남습니다. 메시지, 키, 파일은 들어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>폴더 열기</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>그 폴더는 데이터 폴더이거나, 그 안에 있거나, 그것을 포함합니다.</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>그 폴더는 비어 있지 않습니다. 빈 폴더나 새 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>그 폴더에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>그곳에 빈 공간이 부족합니다(%1).</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>다른 Arroyo 창에서 데이터를 열어 두었습니다.</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>복사하지 못했습니다(%1). 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>이전 데이터 폴더가 없거나 이 프로필의 것이 아닙니다.</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>데이터 폴더를 옮길 위치</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>다음에 Arroyo를 시작할 때 데이터 폴더가 %1(으)로 옮겨집니다. 종료한 뒤 다시 시작하세요. 이전 폴더는 지울 때까지 남아 있습니다.</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>이전 데이터 폴더가 아직 %1에 있습니다. 모든 것이 여기 있는지 확인한 뒤 지우세요.</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>%1과(와) 그 안의 모든 것을 지울까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>데이터 폴더</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>옮기기(&amp;V)…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>다음 시작 때 대화, 파일, 설정을 다른 폴더로 복사합니다</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>데이터 폴더 옮기기</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>데이터 폴더 정보</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>옮기기 취소</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>이전 폴더 지우기…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>이전 데이터 폴더 지우기</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>데이터 폴더를 옮기지 않았습니다</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>이제 Arroyo는 %1에 데이터를 보관합니다. 이전 폴더 %2은(는) 지울 때까지 남아 있습니다(설정 › 일반).</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>데이터를 %1에 복사했습니다. 사용하려면 ARROYO_DATA_DIR을 그 폴더로 설정하세요. 이전 폴더 %2은(는) 남아 있습니다.</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>데이터 폴더를 옮겼습니다</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1의 질문</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>수락</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>사양</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>필수: %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>대화 내보내기</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>대화 가져오기</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Arroyo 또는 ChatGPT 내보내기 파일 (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1(으)로 내보냈습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>대화 %n개를 가져왔습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n개는 이미 있었습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>MCP 서버 내보내기</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>변수와 헤더 값은 ${API_TOKEN} 같은 자리 표시자로 기록됩니다.</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>값 포함: 파일에 토큰이 평문으로 담깁니다</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>이 대화에서 찾기</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>이전 일치 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>다음 일치 (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>일치 항목 없음</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2개 중 %1</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>최신으로 이동</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>가장 새 메시지로 스크롤하고 다시 답변을 따라갑니다</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>답변 표시 방식</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>단어 단위, 완전한 문장 단위, 또는 끝에 답변 전체</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>단어 단위</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>문장 단위</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>답변 전체를 한 번에</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>창의 언어이며, 바로 바뀝니다</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>답변 표시(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>묻지 않고 실행하는 그 밖의 권한:</translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation>상시 권한</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>묻지 않고 실행하도록 허용한 도구. 각각에 취소 버튼이 있습니다</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>권한을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>없음.</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2, %3부터</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>권한 취소</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>권한 취소: %1, %2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>도구가 실행하기 전에 다시 묻습니다</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>모든 대화에서</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>대화 “%1”에서</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>한 대화에서 (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>권한을 취소할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>MCP 서버 가져오기</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>Claude Desktop, Cursor, Claude Code, VS Code, Windsurf의 mcpServers(또는 servers) 블록을 붙여 넣거나 그 파일을 고르세요. 값은 시스템 키링에 저장됩니다.</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>가져올 서버</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>파일 선택(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>가져오기(&amp;I)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>mcpServers 또는 servers JSON 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>서버를 찾지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>검사기</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>이 답변의 요청과 스트림</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>모두 복사</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>이 답변을 위해 찾은 구절</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>모델 턴 %1, 시도 %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>기록은 여기서 멈췄습니다: 이 턴이 2 MiB에 도달했습니다.</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>아직 색인되지 않음</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>색인 중 중단됨</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>일시 중지됨</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>최신 상태</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>색인 실패</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>지식 베이스</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>소스</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>구절</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>검색 방식</translation>
    </message>
    <message>
        <source>State</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>추가…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>다시 색인</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>제외된 항목과 이유:</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>아직 지식 베이스가 없습니다. 추가…로 폴더와 파일에서 만들 수 있으며, 그러면 프로젝트나 대화가 이를 검색하고 답변은 찾은 내용을 인용합니다.</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>단어만</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>단어와 데모의 벡터</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 중지</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>재개</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>지식 베이스 추가</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>읽고 있는 파일 다음에 일시 중지합니다…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>{name} 제거</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>지식 베이스 {name}을(를) 제거할까요? 색인된 파일은 그대로 둡니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>파일 {total}개 중 %n개 색인됨, 구절 {chunks}개 기록됨</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>약 %n초 남음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>외 파일 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>일시 중지됨. 재개하면 다음 파일부터 계속합니다.</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>이 컴퓨터에서 찾은 %1 사용</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>제공업체로 추가하고 연결합니다</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation>새 대화(&amp;N)</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>빈 대화를 시작합니다</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>대화에서 찾기(&amp;F)</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>이 대화에서 단어를 찾습니다</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>다음 찾기(&amp;X)</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>다음 일치 항목으로 갑니다</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>이전 찾기(&amp;V)</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>이전 일치 항목으로 갑니다</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>대화 검색(&amp;S)</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>검색 칸으로 이동합니다</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>고정 또는 해제(&amp;P)</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>선택한 대화를 맨 위에 둡니다</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>새 프로젝트(&amp;J)…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>프로젝트를 만듭니다: 공통 지침을 가진 대화</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>지식 베이스(&amp;K)…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>모델이 검색할 수 있는 폴더를 추가하고 색인합니다</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>이 대화의 지식 베이스(&amp;V)…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>이 대화가 검색할 지식 베이스를 고릅니다</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>프로젝트로 이동(&amp;M)…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>선택한 대화를 프로젝트로 옮깁니다</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>이름 바꾸기(&amp;R)…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>선택한 대화의 이름을 바꿉니다</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>선택한 대화를 삭제합니다. 몇 초 동안은 되돌릴 수 있습니다</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>삭제 실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>삭제한 대화를 되살립니다</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>선택한 대화를 Markdown 또는 JSON으로 저장합니다</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>Arroyo 또는 ChatGPT 내보내기에서 대화를 추가합니다</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>모두 백업(&amp;B)…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>모든 대화와 설정을 키 없이 한 파일에 저장합니다</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>백업에서 복원(&amp;M)…</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>백업에 있고 Arroyo에 아직 없는 것을 추가합니다</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>제공업체, 키, 도구, 언어</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>Arroyo를 닫습니다</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>보내기(&amp;S)</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>메시지를 모델에 보냅니다</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>중지(&amp;T)</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>작성 중인 답변을 중지합니다</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>메시지 쓰기(&amp;W)</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>메시지 입력란으로 이동합니다</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>활동(&amp;A)…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>모든 대화에서 도구가 수행한 모든 작업과 실행된 이유</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>대화(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>메시지(&amp;M)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>삭제 실행 취소</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>“%1”을(를) 삭제했습니다. 목록에서 %2을(를) 누르면 되돌립니다.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Arroyo를 끝낼까요?</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>답변이 아직 도착하는 중입니다. 끝내고 중지할까요?</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>도구 서버(MCP). 그 도구는 모델에 제공되며, 호출할 때마다 묻습니다.</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>추가(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>편집(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>다시 시작(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>내보내기(&amp;X)…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>사용(&amp;N)</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>변경 사항 검토(&amp;V)…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>서버 로그</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>사용 안 함</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>연결됨: 도구 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>시작 안 됨: 첫 시작이 확인되지 않았습니다</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>중지됨</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>도구 차단됨, 검토 필요</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n개 바뀜, 검토 필요</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>아직 서버가 없습니다. 추가하거나 가져오세요.</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>이 서버에 대해 승인한 내용을 읽을 수 없습니다: 도구가 차단되었습니다.</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>승인한 뒤 실행 방식이 바뀌었습니다: 도구가 차단되었습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>승인한 뒤 도구 %n개가 바뀌었습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>승인을 설정에 저장하지 못했습니다.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>Arroyo는 이후 대화를 위해 나에 대한 짧은 정보를 기억할 수 있습니다. 모델은 매번 묻고, 저장될 그대로의 텍스트를 보여 줍니다. 새 대화는 이 정보를 인용된 메모로 받습니다. 임시 대화는 아무것도 기억하지 않으며 받지도 않습니다.</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>내가 승인한 정보 기억하기</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>끄기: 모델은 아무것도 기억할 수 없고 어떤 정보도 프롬프트에 들어가지 않습니다</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>모든 대화에서 공유</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>프로젝트별로 따로 (프로젝트 밖: 공유)</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>정보 범위(&amp;F):</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>정보가 적용되는 곳</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>내가 승인한 정보 기억하기(&amp;A)</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>모든 대화에서 공유하거나, 말한 대화의 프로젝트 안에 둡니다</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>프롬프트의 정보용 토큰 예산(&amp;B):</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>정보용 토큰 예산</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>넘치면 첫 메시지와 가장 가까운 정보부터 제공됩니다</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>기억한 정보:</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>모두 삭제(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>모든 정보 삭제</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>기억에 대하여</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>기억한 정보</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>각 정보는 여기서 편집하거나, 말한 대화를 열거나, 삭제할 수 있습니다</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>정보를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>아직 없음.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>정보</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>제목 없는 대화</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · “%2”에서</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>대화 “%1” 열기</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>정보 삭제: %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>정보는 한 줄의 텍스트입니다. 변경되지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>기억한 정보 %n개를 모두 삭제할까요? 되돌릴 수 없습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>메시지를 클립보드에 복사합니다</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>메시지를 편집해 다시 보내기</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>다시 생성</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>모델에 다시 묻습니다</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>보낸 그대로의 요청과 받은 그대로의 스트림을 보여 줍니다</translation>
    </message>
    <message>
        <source>More</source>
        <translation>더 보기</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>이 메시지의 추가 작업</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>여기서 컨텍스트 지우기</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>여기서 분기</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>이전 버전</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>다음 버전</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>버전 %1/%2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>메시지 편집</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation>답변이 끝난 방식</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>모델에 다시 묻습니다</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>모델에 멈춘 곳에서 계속하도록 요청합니다</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>설정 창을 엽니다</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>답변</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>모델의 답변과 추론</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>모델의 추론 보이기/숨기기</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>모델이 답하기 전에 생각한 내용을 접거나 펼칩니다</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>추론</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>모델이 생각한 내용</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>답변 텍스트</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>답변의 본문</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>거절</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>이 답변의 통계</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>답변을 Markdown으로 복사</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>답변 전체를 클립보드에 복사합니다</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>답변이 완료되었습니다.</translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>1초 미만 생각함</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>%n초 동안 생각함</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>생각하는 중… %n초</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>긴 대화와 제목</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>가장 오래된 메시지 생략</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>이전 메시지 요약</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>멈추고 묻기</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>모델의 컨텍스트 창을 넘으면</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>새 대화가 모델의 창에 더 이상 들어가지 않을 때 보내는 내용</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>모델의 컨텍스트 창을 넘으면(&amp;P):</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>대화 자체의 모델</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>요약 작성(&amp;B):</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>요약을 쓰는 모델</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>첫 답변 후 모델이 제목을 쓰게 하기(&amp;L)</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>첫 답변 후 모델이 제목을 쓰게 하기</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>제목 작성(&amp;T):</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>제목을 쓰는 모델</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>요약이나 제목은 모델에 보내는 요청이 하나 더 늘어나는 것입니다: 메시지처럼 토큰이 들고, 대화의 텍스트가 그 모델의 제공업체로 갑니다.</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>다른 모델은 대화의 제공업체에서 쓰는 ID로 지정합니다</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>이 대화가 사용하는 모델. 다른 모델을 입력할 수도 있습니다</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>모델 새로 고침</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>사용한 컨텍스트</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>%1 / %2 토큰 전송</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>컨텍스트: %1 / %2 토큰</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>컨텍스트: %1 토큰</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 토큰</translation>
    </message>
</context>
<context>
    <name>NarrowChoices</name>
    <message>
        <source>Allow for files under %1 for an hour</source>
        <translation>한 시간 동안 %1 아래 파일 허용</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>이 도구는 한 시간 동안 이 폴더의 파일에 묻지 않고 작업합니다</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>한 시간 동안 %1 허용</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>이 도구는 한 시간 동안 이 웹 호스트에 묻지 않고 접근합니다</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>이 대화에서 %1 허용</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>이 프로그램은 이 대화에서 묻지 않고 실행됩니다</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>사용하려면 프록시의 호스트 이름이나 주소를 입력하세요.</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>프록시 비밀번호를 시스템 키링에 저장하지 못했습니다.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>테스트 중…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>테스트 실패: %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>작동합니다: 응답이 돌아왔습니다.</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>시스템 프록시 설정</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>프록시 없음</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>이 프록시</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>프록시</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>제공업체와 MCP 서버 연결이 거치는 프록시</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>프록시(&amp;X):</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>종류(&amp;Y):</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>호스트(&amp;H):</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>포트(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>사용자 이름(&amp;U):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>비밀번호(&amp;W):</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>프록시 종류</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP 또는 HTTPS: 프록시 자체에 연결하는 방식</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>프록시 호스트</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>프록시 포트</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>프록시 사용자 이름</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>프록시 비밀번호</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>시스템 키링에 보관됩니다</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>이 컴퓨터에는 직접 연결</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>이 컴퓨터의 주소(localhost, 127.0.0.1, ::1), 예를 들어 Ollama의 주소는 이 항목의 선택을 해제하지 않는 한 프록시 없이 연결합니다. 시스템 설정은 HTTP_PROXY, HTTPS_PROXY, NO_PROXY 변수입니다.</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>프록시를 거치지 않는 주소</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>테스트 결과</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>테스트(&amp;E)</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>프록시 테스트</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>여기에 입력한 프록시를 통해 웹 주소를 가져옵니다</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>%1에서 분기됨</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>이 대화가 분기된 원래 대화를 엽니다</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>모델의 컨텍스트 창을 넘으면(&amp;P):</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>이 대화가 모델의 창에 더 이상 들어가지 않을 때 보내는 내용</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>가장 오래된 메시지를 생략하거나, 요약하거나, 매번 묻기</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>설정과 같이</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>가장 오래된 메시지 생략</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>이전 메시지 요약</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>멈추고 묻기</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>여기서 컨텍스트 지우기</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>다음 메시지부터 새로 시작합니다: 이전 메시지는 보내지 않습니다</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation>온도</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation>최대 출력 토큰</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>추론 강도</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>생각 예산</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>생각 수준</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>기본값 (%1)</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>Passage [{number}]</source>
        <translation>구절 [{number}]</translation>
    </message>
    <message>
        <source>The passage&apos;s text</source>
        <translation>구절의 텍스트</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>파일 열기</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>“%1”은(는) 가격이 아닙니다: 2.50처럼 달러로 쓰세요.</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>각 모델의 가격 (제공업체가 공시한 100만 토큰당 미국 달러). 모델에 두 가격이 모두 있으면 답변에 비용이 표시됩니다.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>입력 (100만당 $)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>출력 (100만당 $)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>가격</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>추가(&amp;A)</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>가격 추가</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>가격 삭제</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>%1을(를) 읽을 수 없습니다: 없거나 읽을 수 없는 파일입니다.</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1은(는) 너무 커서 첨부할 수 없습니다 (한도 %2).</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1은(는) 텍스트도, 이미지도, PDF도 아닙니다.</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1은(는) 이미지처럼 보이지만 열 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1은(는) 줄여도 여전히 너무 큽니다 (한도: %2).</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1은(는) 읽을 수 없는 PDF입니다 (손상되었거나 잠김).</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>%1에는 추출할 텍스트가 없습니다 (스캔한 문서인가요?). PDF를 문서로 보내세요.</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2은(는) 이미지를 읽지 못합니다. 다른 모델을 고르세요. 아무것도 보내지 않았습니다.</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2은(는) 문서를 읽지 못합니다. PDF의 텍스트를 보내거나 다른 모델을 고르세요. 아무것도 보내지 않았습니다.</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>온도는 0에서 %1 사이여야 합니다.</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>Top-p는 0에서 1 사이여야 합니다.</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>이 모델은 한 답변에 최대 %1토큰까지 씁니다. 최대 출력 토큰을 낮추세요.</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>이 추론 모델은 온도나 top-p를 받지 않습니다. 대화 매개변수에서 지우세요.</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>생각 예산은 %1토큰 이상이고 최대 출력 토큰(%2)보다 작아야 합니다.</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>이 모델에는 생각 수준과 생각 예산 중 하나만 고르세요.</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>이 모델은 추론하지 않습니다. 대화 매개변수에서 추론 설정을 지우거나 다른 모델을 고르세요.</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>이 모델은 얼마나 생각할지 스스로 정하므로 생각 예산을 받지 않습니다. 대화 매개변수에서 생각 예산을 지우세요.</translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>제공업체가 API 키를 받아들이지 않았습니다.</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>이 API 키로는 이 작업을 할 수 없습니다.</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>제공업체가 이 모델을 모르거나 기본 URL이 잘못되었습니다.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>제공업체가 요청을 거부했습니다.</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>이 모델에는 대화가 너무 깁니다. 새 대화를 시작하거나 메시지를 줄이세요.</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>제공업체가 보낸 요청을 너무 많이 받고 있습니다. 잠시 기다렸다가 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>제공업체가 지금 과부하 상태입니다. 잠시 후 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>제공업체의 서버에 문제가 생겼습니다.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>서버에 연결할 수 없습니다. 주소와 서버가 실행 중인지 확인하세요.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>서버와의 보안 연결에 실패했습니다.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>서버가 제때 응답하지 않았습니다.</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>제때 서버에 연결하지 못했습니다. 주소와 서버가 실행 중인지 확인하세요.</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>서버가 스트림 대신 웹 페이지로 응답했습니다. 기본 URL을 확인하세요.</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>서버가 답변을 스트리밍하지 않았습니다.</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>서버가 요청을 다른 주소로 보냈습니다. 기본 URL을 확인하세요.</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>리디렉션이 너무 많습니다. 기본 URL을 확인하세요.</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>제공업체의 기본 URL을 쓸 수 없습니다. 설정에서 고치세요.</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>요청이 프록시를 통과하지 못했습니다.</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>답변이 잘렸습니다.</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>답변이 잘렸습니다: 너무 오래 아무것도 오지 않았습니다.</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>답변이 잘렸습니다: 연결이 끊겼습니다.</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>제공업체가 답하는 중에 오류를 보고했습니다.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>요청에 실패했습니다.</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>답변을 중지했습니다: 한도보다 커졌습니다.</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>답변이 일찍 끝났습니다 (길이 한도).</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>제공업체의 콘텐츠 필터가 답변을 중지했습니다.</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>오류 때문에 답변이 일찍 끝났습니다.</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>답변이 일찍 끝났습니다.</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>중지됨: 모델이 답하지 않고 계속 도구를 호출했습니다.</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>이 답변은 중단되었습니다.</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>일시 중지됨: 승인을 기다리는 중입니다.</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>Arroyo 내부에서 문제가 생겼습니다. 답변을 중지했습니다.</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>설정에서 제공업체를 고르세요.</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>%1의 키가 저장되어 있지 않습니다. 설정에서 추가하세요.</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>설정에서 %1의 모델을 선택하세요.</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>이 대화의 제공업체 %1이(가) 제거되었습니다. 위에서 다른 제공업체를 선택하세요.</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>이 컴퓨터에서 쓸 수 있는 시스템 키링이 없습니다.</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>시스템 키링이 잠겨 있습니다. 잠금을 풀고 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>시스템 키링이 제때 응답하지 않았습니다. 잠금 해제를 기다리고 있을 수 있습니다.</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>시스템 키링에 예기치 않은 오류가 생겼습니다.</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>아직 시스템 키링에서 키를 읽는 중입니다. 잠시 후 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>답변을 완료할 수 없었습니다.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>중지됨.</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>기본 URL이 올바른 주소가 아닙니다.</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>기본 URL에 공백, 줄 바꿈 또는 그 밖의 보이지 않는 문자가 있습니다.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>기본 URL은 http:// 또는 https://로 시작해야 합니다.</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>기본 URL에 서버가 없습니다.</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>기본 URL의 서버 이름 앞에 사용자 이름이나 키가 있습니다. 키는 키 입력란에 넣으세요. 시스템 키링에 보관됩니다.</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>이 주소로 보내는 키는 암호화되지 않고 전송됩니다 (다른 컴퓨터로 가는 일반 http). 서버가 지원하면 https를 쓰세요.</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>%1의 기본 URL에 적힌 키를 시스템 키링으로 옮겼습니다.</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>%1의 기본 URL에 키가 있었습니다. 시스템 키링으로 옮길 수 없어서(%2) 이번 세션에서만 사용합니다.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>설정 파일 %1이(가) 손상되었거나 Arroyo 설정 파일이 아닙니다(%2). 파일은 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>설정 파일 %1은(는) 더 새로운 버전의 Arroyo가 썼습니다. 파일은 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>설정 파일 %1을(를) 읽거나 쓸 수 없었습니다(%2). 변경 사항은 저장되지 않았습니다.</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>데이터베이스 %1이(가) 손상되었거나 Arroyo 데이터베이스가 아닙니다(%2). 아무것도 바꾸거나 교체하지 않았습니다: 파일은 원래 그대로입니다.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>데이터베이스 %1은(는) 더 새로운 버전의 Arroyo가 썼습니다. 아무것도 바꾸거나 교체하지 않았습니다: 파일은 원래 그대로입니다.</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>데이터베이스 %1을(를) 열 수 없었습니다(%2). 아무것도 교체하거나 삭제하지 않았습니다.</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>서버에 장애가 생겼습니다</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>명령을 시작할 수 없었습니다</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>서버가 멈췄습니다</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>서버가 MCP가 아닌 내용을 출력했습니다</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>서버가 제때 응답하지 않았습니다</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>서버가 Arroyo가 지원하지 않는 MCP 버전을 사용합니다</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>서버가 HTTP 상태 %1(으)로 응답했습니다</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>서버에 연결할 수 없었습니다</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>파일을 읽거나 쓸 수 없었습니다(%1).</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>파일이 가져오기로 읽을 수 있는 크기보다 큽니다.</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>이 파일은 Arroyo 내보내기도, ChatGPT 내보내기도 아닙니다.</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>파일이 손상되었습니다(%1). 아무것도 가져오지 않았습니다.</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>이 파일은 더 새로운 버전의 Arroyo에서 내보냈습니다.</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>이 대화는 더 이상 없습니다.</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>프로젝트</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>지침(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>어시스턴트(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>온도(&amp;T):</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>최대 출력 토큰(&amp;X):</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>작업 공간 폴더(&amp;W):</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>각 대화의 시스템 프롬프트보다 먼저 모델에 전달됩니다</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>제공업체의 모델</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>모델 기본값</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>기본 작업 공간</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>선택(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>지식 베이스(&amp;K):</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>아직 없음: 대화 › 지식 베이스…에서 파일로 만들 수 있습니다.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>작업 공간 폴더</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>프로젝트로 이동</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>프로젝트 없음</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>새 프로젝트…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>프로젝트에 새 대화</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>프로젝트 편집…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>이름 바꾸기…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>고정 해제</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>맨 위에 고정</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>보관</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>새 프로젝트</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>프로젝트 이름 바꾸기</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>프로젝트 내보내기</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1(으)로 내보냈습니다.</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>프롬프트 가져오기</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>프롬프트 (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>프롬프트 내보내기</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1 (Arroyo 기본 제공)</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>대화 자체의 설정</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>사용할 때 물어봄: %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>사용할 때 채울 곳에 {{name}}이라고 쓰세요.</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>프롬프트 %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>프롬프트마다 고유한 이름이 필요합니다.</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>프롬프트에는 이름이 필요합니다.</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1은(는) Arroyo가 읽을 수 있는 프롬프트 파일이 아닙니다 (%2). 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>프롬프트를 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>추가(&amp;A)</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>프롬프트 추가</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>프롬프트 삭제</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>내보내기(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>텍스트(&amp;T):</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>어시스턴트(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>대화의 모델</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>이 프롬프트를 쓸 때 어떤 지시로 답할지</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>제공업체 이름</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>제공업체 목록에 표시되는 이름</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>제공업체 유형</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>기본 URL</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>제공업체 API의 주소. 비우면 일반 주소를 씁니다</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>모델 이름을 입력하거나, 연결을 테스트해 목록을 받으세요</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>스트리밍 전송 방식</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>네트워크에서 답변을 읽는 방법</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>청크: 도착하는 대로 텍스트</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>스냅샷: 각 업데이트를 직전 것과 비교</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>제공업체의 어느 API가 답하는지</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>API(&amp;P):</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>모델의 추론 보기(&amp;R)</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>모델의 추론 보기</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>모델이 알려 줄 때, 답하기 전에 생각한 내용을 보여 줍니다</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>연결 테스트(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>연결 테스트</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>제공업체에 연결해 모델 목록을 받습니다</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>연결 테스트 결과</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>유형:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>기본 URL(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>전송 방식(&amp;A):</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 키(&amp;K):</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1 (기본)</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>데모는 Arroyo 안에서 실행됩니다: 연결할 곳이 없습니다.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>먼저 서버의 기본 URL을 입력하세요.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>연결하는 중…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>연결할 수 없습니다 (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>연결됨: 모델 %n개. %1을(를) 선택했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>연결됨: 모델 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>연결할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>API 키</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>키는 파일이 아니라 시스템 키링에 저장됩니다</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>키 저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>시스템 키링에 키 저장</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>입력한 키를 시스템 키링에 저장합니다</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>키 제거(&amp;V)</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>저장된 키 제거</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>이 제공업체의 키를 시스템 키링에서 제거합니다</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>입력한 키 표시</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>입력란에 입력한 키를 표시하거나 숨깁니다</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>키 상태</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>이번 세션에만 보관(&amp;K)</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>이번 세션에만 키 보관</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>Arroyo를 닫을 때까지 키를 메모리에 보관합니다</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>숨기기</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>표시</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>키 숨기기</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>입력한 그대로 키 표시</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>API 키 붙여 넣기</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>선택 사항: 대부분의 로컬 서버는 키가 필요 없습니다</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>키는 이번 세션에만 보관되며, Arroyo를 닫으면 잊힙니다.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>이번 세션에만 보관</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>키: 시스템 키링에 저장됨.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>저장됨 — 바꾸려면 새 키를 입력하세요</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>저장된 키가 없습니다.</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>시스템 키링 확인 중…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>저장된 키 없음: 이 서버는 키가 필요 없을 수 있습니다.</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>시스템 키링을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>시스템 키링에 키 저장 중…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>키를 시스템 키링에 저장했습니다.</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>키를 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>Arroyo는 키를 파일에 쓰지 않습니다. 이번 세션에만 키를 메모리에 보관할 수 있습니다.</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>“%1”의 키를 시스템 키링에서 제거할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>키를 제거했습니다.</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>데모 (오프라인 시뮬레이터)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI 호환 서버</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Anthropic 호환 서버</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>llama.cpp 서버</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>제공업체 목록</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>설정한 제공업체. 하나를 골라 편집하세요</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>제공업체 추가(&amp;A)…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>제공업체 추가</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>제공업체 유형 메뉴를 엽니다</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>제공업체 유형</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>제공업체 제거(&amp;R)</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>제공업체 제거</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>선택한 제공업체와 저장된 키를 제거합니다</translation>
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
        <translation>Ollama (이 컴퓨터)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (이 컴퓨터)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI 호환 엔드포인트</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Anthropic 호환 엔드포인트</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>llama.cpp 서버 (이 컴퓨터)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (이 컴퓨터)</translation>
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
        <translation>시작하려면 제공업체를 추가하세요: “제공업체 추가…”를 고르세요.</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>아직 제공업체가 없습니다</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>전역 단축키 %1을(를) 다른 프로그램이 사용 중입니다. 설정에서 다른 키를 선택하세요.</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>전역 단축키 %1을(를) 여기에서 등록할 수 없습니다.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>여기에서는 전역 단축키를 사용할 수 없습니다. arroyo quick 명령으로 빠른 질문 상자를 열 수 있습니다.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Arroyo를 끝낼까요?</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>빠른 질문 상자에 아직 답변이 도착하고 있습니다. 종료하고 중지할까요?</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>Arroyo가 계속 실행 중입니다</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo가 트레이에 있습니다. 아이콘을 클릭하면 창이 돌아오고, 메뉴에서 Arroyo 종료를 선택하면 종료됩니다.</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>빠른 질문 — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>무엇이든 묻고 Enter를 누르세요</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>질문</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>Arroyo에서 열기</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>이 대화를 기본 창에서 엽니다</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>Esc를 누르면 이 상자가 숨겨집니다. 대화는 저장되어 있습니다.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>선택한 모델 없음</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>답변하는 모델: %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>빠른 질문</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>창을 닫을 때 Arroyo를 트레이에 유지</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>이 데스크톱은 트레이 아이콘을 표시하지 않습니다.</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>전역 단축키(&amp;S):</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>빠른 질문 상자의 전역 단축키</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>전역 단축키 지우기</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>어느 애플리케이션에서든 빠른 질문 상자를 여는 키를 누르세요. arroyo quick 명령으로도 열 수 있습니다.</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>Wayland에서는 데스크톱의 단축키 포털이 키를 등록하며 확인을 요청할 수 있습니다. 데스크톱에 그런 포털이 없으면 키보드 설정에서 arroyo quick 명령을 키에 지정하세요.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>여기에서는 전역 단축키를 사용할 수 없습니다. arroyo quick 명령으로 빠른 질문 상자를 열 수 있습니다.</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>전역 단축키가 작동하는 곳</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>복구 코드</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>이 코드를 이 컴퓨터가 아닌 안전한 곳에 보관하세요. 암호 문구를 잊어도 이 코드로 기기가 동기화 세트에 참여할 수 있습니다. 암호 문구 없이는 다시 표시되지 않습니다.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>저장했습니다(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>제거 취소</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>제거한 제공업체를 되돌립니다</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>제거된 제공업체</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>제공업체 제거</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>“%1”을(를) 제거할까요?</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>저장된 키도 함께 삭제됩니다. 이를 사용한 대화는 메시지를 유지하고 다른 제공업체를 요청합니다.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>“%1”을(를) 제거했습니다.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>%1의 변경 사항 검토</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>MCP 서버 “%1”에 대해 승인한 내용을 읽을 수 없습니다(%2). 지금 상태로 승인할 때까지 도구가 차단됩니다.</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>MCP 서버 “%1”가 승인한 뒤 바뀌었습니다. 변경을 승인할 때까지 여기 나열된 도구는 모델에 제공되지 않습니다. 설명은 서버가 쓴 것이니 서버의 주장으로 읽으세요.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>변경 사항</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>승인했을 때</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>지금</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>승인(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>차단 유지(&amp;K)</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>실행 방식이 바뀌었습니다</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>도구 %1이(가) 바뀌었습니다</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>도구 %1은(는) 새 도구입니다</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>도구 %1이(가) 없어졌습니다</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>명령: %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>인수: %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>변수: %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>버전 알 수 없음</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>패키지: %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>설명</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>입력 스키마</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>주석</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>기타 필드</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>권한 규칙: 도구가 정해진 범위 안에서 묻지 않고 작업합니다.</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>권한 규칙</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>각 규칙, 적용 범위, 남은 호출 수, 종료 시점, 권한 취소 버튼</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>권한 규칙을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>없음.</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>%1 아래 파일</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>웹 호스트 %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>프로그램 %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>모든 호출</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1, 한 대화에서</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>Arroyo를 종료할 때까지</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>종료 날짜 없음</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>%1까지</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%2에 대한 %1</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — 거부됨, 아무것도 허용하지 않음: %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>권한 취소</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>권한 취소: %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>도구가 실행하기 전에 다시 묻습니다</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>호출 수 제한 없음</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>남은 호출: </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>남은 호출 수: %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>규칙이 앞으로 허용하는 호출 수, 0: 제한 없음</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>지금부터 한 시간</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>지금부터 하루</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>지금부터 일주일</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>특정 날짜까지…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>종료: %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>종료 날짜: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>권한 규칙을 변경할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>권한 규칙을 취소할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>MCP 서버가 모델에 질문합니다</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>MCP 서버 “%1”이(가) 모델이 이것에 답하기를 원합니다:</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>모델에 보내기</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>사양</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>설정 열기</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>명령 또는 주소(&amp;C):</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time 또는 https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>변수 또는 헤더(&amp;V):</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>한 줄에 NAME=value 하나: 명령에는 환경 변수, 주소에는 HTTP 헤더. 값은 시스템 키링에 저장되며, 빈 값은 저장된 값을 유지합니다.</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>사용(&amp;E)</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>모델에 질문하도록 허용(&amp;M) (요청마다 먼저 확인)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>다른 서버와 겹치지 않는 이름을 지어 주세요.</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>서버를 시작하는 명령이나 그 주소를 쓰세요.</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>답변 표시 방식</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>시스템 프롬프트</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>제공업체</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1이(가) 두 기기에서 변경되었습니다:</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>“%1” 유지</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>두 기기에서 변경됨</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>문제가 생겼습니다 (%1).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>설정 페이지</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>제공업체, 도구, 일반 설정. Ctrl+Tab으로 전환합니다</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>제공업체(&amp;P)</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>어시스턴트(&amp;S)</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>프롬프트(&amp;O)</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>가격(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>도구(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>MCP 서버(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>일반(&amp;G)</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>네트워크(&amp;K)</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>기억(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>동기화(&amp;Y)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>하지 못한 일</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>설정을 닫습니다. 변경 사항은 이미 저장되었습니다</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>설정 닫기</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>메시지 보내기</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>새 줄 시작</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>답변 중지 또는 찾기 닫기</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키 조합</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>나란히: 메시지 하나, 모델 여러 개</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>나란히 보는 답변</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>아직 알려진 다른 모델이 없습니다</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>모델 하나로 답변</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ 모델</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ 모델 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>나란히 답변</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>다음 메시지에 답할 모델을 최대 세 개까지 추가하며, 각각 한 열에 표시됩니다</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>MCP 서버 “%1”에 처음으로 연결할까요? 연결할 주소:</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>MCP 서버 “%1”을(를) 처음으로 시작할까요? 실행할 명령:</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>키링에서 전달: %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>새 MCP 서버</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>시작 안 함</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>새로 시작 (사본 보관)</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>새로 시작하고 손상된 파일의 사본 보관</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>손상된 파일은 새 파일 옆에 보관됩니다</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>파일을 다시 열어 봅니다</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>끝내기</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>Arroyo를 닫고 파일은 그대로 둡니다</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>설정을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>새 설정으로 시작할 수 있습니다. 손상된 파일은 이름에 “.broken”을 붙여 옆에 보관됩니다. 시스템 키링의 키에는 영향이 없습니다.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>연결하는 중…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>서버를 기다리는 중…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>모델을 불러오는 중…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>쓰는 중…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>생각하는 중…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>%1초 후 다시 시도 (%3번 중 %2번째)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>승인을 기다리는 중</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>작업을 실행하는 중…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>선택을 기다리는 중</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>이전 메시지를 요약하는 중…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>요청 한도에 걸림, %1초 후 다시 시도 (%3번 중 %2번째)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>이전 메시지의 요약, 그 대신 전송됨</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>버전 %1/%2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>요약 편집</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>암호 문구가 틀렸습니다: 그곳의 동기화 세트를 열 수 없습니다.</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>저장소의 객체가 변경되었습니다.</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>저장소의 객체가 잘려 있습니다.</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>저장소에 이것과 다른 동기화 세트가 있습니다.</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>동기화가 설정되지 않았습니다.</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>그곳에는 참여할 동기화 세트가 없습니다.</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>저장소에 연결할 수 없습니다.</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>키를 보관하는 시스템 키링이 없습니다: 이번 세션에서 동기화하려면 아래에 암호 문구를 입력하세요.</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>이 기기는 자기 자신을 제거할 수 없습니다.</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>이 기기가 쓰는 이름으로 저장소에 이미 다른 개체가 있습니다.</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>재개(&amp;U)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>일시 중지(&amp;U)</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>%1을(를) 통해 기기 %2(으)로 동기화 중입니다.</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>동기화 중…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>동기화할 수 없습니다: %1 나중에 다시 시도합니다.</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>일시 중지됨: 아무것도 보내거나 받지 않습니다.</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>아직 동기화하지 않았습니다.</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>마지막 동기화 %1: 변경 %2개 보냄, %3개 받음.</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>변경 %m개 중 %v개 보내는 중</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>객체 %m개 중 %v개 읽는 중</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1 (이 기기)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>기기</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>기기</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>마지막으로 읽은 세그먼트</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>마지막 수신 (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>동기화 세트의 기기</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>기기 제거(&amp;V)</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>기기가 쓴 내용은 남고, 오래된 객체는 더 이상 이 기기를 기다리지 않습니다</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>지금 동기화(&amp;N)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>암호 문구</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>복구 코드 표시(&amp;C)</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>이 암호 문구로 동기화</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>동기화 상태</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>동기화 폴더</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>대화와 몇 가지 설정은 이미 가진 저장소를 통해 암호화되어 이동하며, 암호 문구는 이 컴퓨터를 떠나지 않습니다.</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>WebDAV 서버</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>S3 버킷</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>폴더(&amp;F):</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>주소(&amp;D):</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>S3 엔드포인트(&amp;3):</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>저장소(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>버킷(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>사용자(&amp;U):</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>액세스 키 ID(&amp;I):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>비밀번호(&amp;W):</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>비밀 키(&amp;C):</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>복구 코드(&amp;V):</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>암호 문구(&amp;H):</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>암호 문구 다시(&amp;A):</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>새 동기화 세트 만들기(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>그곳의 동기화 세트에 참여(&amp;J)</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>암호 문구 대신 복구 코드가 있습니다</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>동기화 설정(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>선택(&amp;C)…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>저장소 위치를 입력하세요.</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>버킷 이름을 입력하세요.</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>암호 문구를 입력하세요.</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>8자 이상의 암호 문구를 고르세요.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>두 암호 문구가 다릅니다.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>동기화: %1 나중에 다시 시도합니다.</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>다시 동기화되었습니다.</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>임시</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>이 대화는 아무것도 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>이 대화 저장</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>메시지와 함께 일반 대화로 남깁니다</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>임시 대화 닫기</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>새 임시 대화(&amp;T)</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>저장되지 않는 대화</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>이 대화 저장</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>임시 대화를 남깁니다</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>임시 대화 닫기</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>임시 대화를 지웁니다</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>답변이 끝난 뒤에 저장하세요.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>저장했습니다.</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>이 임시 대화를 버릴까요?</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>메시지는 어디에도 저장되지 않으며 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>종료하면 임시 대화와 그 메시지가 사라집니다.</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>임시 대화</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>승인을 기다리는 중</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>잘못됨, 모델에 돌려보냄</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>알 수 없음: 실행 중에 중단됨</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>가져옴: 여기서 실행된 적 없음</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>실행 안 됨: 그 전에 턴이 중지됨</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>차단됨: 승인한 뒤 이 도구가 바뀌었습니다. 설정 › MCP 서버에서 변경 사항을 검토하세요</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>묻지 않고 실행됨: 모델과 지식 베이스가 이 컴퓨터에 있습니다</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>묻지 않고 실행됨: 이 대화에서 이 도구를 허용했습니다</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>묻지 않고 실행됨: 설정 › 도구의 설정</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>묻지 않고 실행됨: 설정 › 도구의 권한 규칙</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2개 중 %1</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>%1과(와) 공유: 둘 모두를 위해 한 번만 실행됨</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>도구 호출</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>인수와 결과 보기</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>완료로 표시</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>이번 차례의 파일 변경 실행 취소</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>인수</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>작업 공간 폴더 목록 보기</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>{path} 폴더 목록 보기</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>{path} 읽기</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>{path} 읽기 (최대 {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>{path} 만들기 ({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>{path} 쓰기 ({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>{path} 바꾸기: {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>실행: {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>{url} 가져오기 (GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>변경 없음: {path}에 이미 정확히 이 내용이 있습니다</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>{path}의 이전 버전으로 되돌리기 ({size})</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>도구가 만든 {path} 삭제</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>이번 차례에 이 파일들에 한 변경을 마지막 것부터 실행 취소: {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>이후 대화를 위해 기억: {fact}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n바이트</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>New conversation</source>
        <translation>새 대화</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>빠른 질문…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>Arroyo 표시 또는 숨기기</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>Arroyo 종료</translation>
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
        <translation>이 도구가 만든 변경은 Arroyo에서 실행 취소할 수 없습니다</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>실행 취소됨: 이전 버전을 복원했습니다.</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>실행 취소 안 됨: 이 작업 이후 파일이 바뀌었습니다. 아무것도 변경하지 않았습니다.</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>실행 취소 안 됨: 경로가 이제 폴더나 링크입니다. 아무것도 변경하지 않았습니다.</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>실행 취소 안 됨: 파일을 복원할 수 없습니다.</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>더 이상 실행 취소할 수 없음: 저장소를 한도 내로 유지하기 위해 이전 버전이 삭제되었습니다</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>더 이상 실행 취소할 수 없음: 보관 기간이 지나 이전 버전이 삭제되었습니다</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>더 이상 실행 취소할 수 없음: 이전 버전이 없습니다</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>이번 차례의 파일 변경을 실행 취소했습니다.</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>{path}에서 멈췄습니다: 이번 차례 이후에 변경되었습니다. 그 뒤의 변경은 실행 취소했고, 이 파일과 그 앞의 변경은 그대로 두었습니다.</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>다시 실행 안 됨: 지금은 이 도구를 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>다시 실행 안 됨: 인수가 더 이상 도구에 맞지 않습니다.</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>새 Arroyo가 있습니다</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>릴리스 페이지 열기</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>주소에 연결할 수 없습니다</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>주소가 제때 응답하지 않았습니다</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>주소가 오류 %1(으)로 응답했습니다</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>응답이 릴리스 설명이 아닙니다</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>응답에 버전이 없습니다</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>주소가 http(s) 주소가 아닙니다</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>업데이트를 확인하지 못했습니다: %1.</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>Arroyo %1을(를) 사용할 수 있습니다(현재 %2).</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>확인하는 중…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1이(가) 최신 버전입니다.</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>업데이트</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>하루에 한 번 새 Arroyo 확인</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>아래 릴리스 주소에 묻습니다. 아무것도 내려받거나 설치하지 않습니다</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>릴리스 주소(&amp;D):</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>릴리스 주소</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>업데이트 확인</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>업데이트 확인 결과</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>지금 확인(&amp;N)</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>지금 업데이트 확인</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>릴리스 페이지 열기</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>새로운 점</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>글자를 크게 합니다</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>글자를 작게 합니다</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>실제 크기(&amp;A)</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>시스템 크기로 글자를 표시합니다</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>검사용 요청 기록(&amp;R)</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>Arroyo를 닫을 때까지 각 답변의 요청과 스트림을 메모리에 보관해 검사 버튼에서 씁니다</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>키보드 단축키(&amp;K)</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>모든 명령의 키를 나열합니다</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>Arroyo 정보(&amp;A)</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>버전, 라이선스, 데이터가 보관되는 곳</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>Arroyo에 오신 것을 환영합니다</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>%1와(과) 대화하고 있습니다. 다음 중 하나를 시도하거나, 아래에 직접 쓰세요.</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>지금 대화 상대는 데모입니다: 키도 네트워크도 없이 이 컴퓨터에서 흉내 내는 모델입니다. 아래 중 하나를 눌러 답변이 흘러 들어오는 모습, 모델의 추론, 실행 전에 묻는 도구를 확인해 보세요. 준비되면 설정에서 내 제공업체를 추가하세요.</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>새 대화</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>아래에 메시지를 쓰거나, 다음 중 하나로 시작하세요.</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>강에 관한 짧은 시를 써 줘</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>잘 생각해 봐: 9.11과 9.9 중 어느 쪽이 더 커?</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>내 작업 공간 폴더에 뭐가 있어?</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>이 메시지를 보냅니다</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>이 대화의 파일 도구가 사용할 폴더</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>파일 도구 꺼짐</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>이 대화에서는 파일 도구가 꺼져 있습니다.</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>파일 도구가 {folder}에서 작동합니다</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>작업 공간 폴더</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>켜려면 버튼에서 폴더나 기본 폴더를 선택하세요.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>다른 폴더 선택…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>기본값 사용 ({folder})</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>이 대화의 파일 도구 끄기</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>작업 공간 폴더</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>도구가 읽고 쓸 수 있는 유일한 폴더</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>도구가 읽고 쓸 수 있는 폴더</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>선택(&amp;H)…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>작업 공간 폴더 선택</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>폴더 선택 창을 엽니다</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>작업 공간 폴더 상태</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>명령 실행 허용(&amp;C) (항상 먼저 물음)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>명령 실행 허용</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>도구가 작업 공간에서 프로그램을 실행하게 합니다. 명령마다 먼저 확인을 받습니다</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>작업 공간 폴더(&amp;W):</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>이 폴더는 없습니다.</translation>
    </message>
</context>
</TS>
