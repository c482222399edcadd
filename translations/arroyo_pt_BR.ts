<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>Sobre o Arroyo</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>Um cliente de desktop para grandes modelos de linguagem.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Software livre sob a licença %1.</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>Suas conversas e configurações ficam em:</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Pasta de dados</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>&amp;Abrir a pasta de dados</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Abrir a pasta de dados</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>Atividade</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>Filtrar por palavras da ação ou do resultado</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;De</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Até</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>Salva as ações mostradas como CSV ou JSON</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Todas as ferramentas</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Ferramenta</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Todos os resultados</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>Nenhuma ferramenta agiu ainda.</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%1 de %2 ações</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>Exportar atividade</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Não salvo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>%n ação salva em %1</numerusform>
            <numerusform>%n ações salvas em %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Ferramenta</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>Por que foi executada</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversa</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>Você aprovou</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>Permitida nesta conversa</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>Sua configuração (Configurações › Ferramentas)</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>Uma regra de permissão</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Não registrado</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Recusada</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Desfeita</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>(conversa excluída)</translation>
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
        <translation>Adicionar uma base de conhecimento</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Buscar por</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Adicionar pasta…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Adicionar arquivos…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>Só palavras (busca de texto completo)</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>Palavras e os vetores da demo (offline)</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>Embeddings de {provider}</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>Encontra trechos que contêm as palavras da pergunta. Nada sai deste computador.</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>Os vetores da demo funcionam offline e são simples: encontram trechos que compartilham palavras com a pergunta, não trechos que dizem o mesmo com outras palavras. Nada sai deste computador.</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider} roda neste computador ou na rede dele: os arquivos ficam aqui.</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>Indexar com {provider} envia cada trecho destes arquivos para {provider}.</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>Escrevendo…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Concluída</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Parado</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incompleta</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>Parar esta resposta</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>Usar esta resposta</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>Continua com esta resposta e seu modelo; as outras ficam como versões</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>Resposta de %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raciocínio</translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation>US$ %1</translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation>primeiro token em %1 s</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>%1 s no total</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>%n token de entrada</numerusform>
            <numerusform>%n tokens de entrada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>%n token de saída</numerusform>
            <numerusform>%n tokens de saída</numerusform>
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
        <translation>Aparência</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>As cores da janela; mudam na hora</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>T&amp;ema:</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation>O Arroyo não consegue iniciar</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>Nada foi alterado. Libere espaço em disco ou feche o programa que está usando o arquivo e tente de novo.</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>Você pode começar com um banco de dados novo. O arquivo atual fica ao lado como backup.</translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>Os dados do Arroyo não podem ser abertos</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>As configurações não podem ser lidas</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>Conversa sem título</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>Em “%1”, aguardando desde %2</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>Aprovar…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>Mostra a ação como a confirmação e depois registra sua resposta</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Negar</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>%n aprovação pendente</numerusform>
            <numerusform>%n aprovações pendentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>Chamadas de ferramentas que um arroyo ask pausado deixou para sua resposta</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>Aprovações pendentes</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>Chamadas de ferramentas que um arroyo ask pausado deixou para sua resposta. Nada é executado aqui: arroyo ask --resume continua o turno e executa o que você aprovou, uma única vez.</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>Nenhuma chamada de ferramenta aguarda sua aprovação.</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>Aprovada. arroyo ask --resume %1 a executa.</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>Negada. arroyo ask --resume %1 informa o modelo.</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>Esta chamada já foi aprovada em outro lugar; sua resposta não foi registrada.</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>Esta chamada já foi negada em outro lugar; sua resposta não foi registrada.</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>Esta chamada não está mais aguardando.</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Assistente:</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>Escolha um…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistente</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>Inicia esta conversa com as instruções e o modelo do assistente</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>O escolhido na janela</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>Assistente %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>Cada assistente precisa de um nome próprio.</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>Um assistente precisa de um nome.</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>Assistentes</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>Adicionar um assistente</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>Excluir o assistente</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>&amp;Prompt de sistema:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>P&amp;rovedor:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>O padrão do provedor</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provedor</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>Quem responde numa conversa iniciada com este assistente</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>Anexar arquivos</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Texto, código, imagens e PDFs; você também pode soltá-los ou colá-los</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Anexar arquivos: texto, código, imagens e PDFs; você também pode soltá-los ou colá-los</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>PDFs como documentos</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>Enviar os PDFs como estão para modelos que os leem, em vez do texto deles</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>imagem colada</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>Toda ação é perguntada antes. Execute sem perguntar só as ferramentas em que você confia para agir sozinhas: a pergunta é pulada, as verificações não.</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>Executar sem perguntar</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>Cada ferramenta, o que ela pode fazer e se pode agir sem perguntar</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>Executar %1 sem perguntar</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 Sempre pergunta: pode enviar dados para fora deste computador.</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>Uma ferramenta do servidor MCP “%1”: o Arroyo não vê o que ela lê, altera ou envia.</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>Vê os nomes e tamanhos dos arquivos na pasta de trabalho; não altera nada.</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>Lê qualquer arquivo da pasta de trabalho e passa o texto ao modelo (e, portanto, ao seu provedor); não altera nada.</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>Cria e sobrescreve arquivos na pasta de trabalho; o que ela sobrescreve se perde.</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>Envia uma requisição a qualquer endereço da web que o modelo escolher; o próprio endereço pode levar o que o modelo leu.</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>Executa programas na pasta de trabalho; um programa pode alterar seus arquivos e acessar a rede.</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>O Arroyo não vê o que esta ferramenta lê, altera ou envia.</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>Não foi possível ler as permissões: %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>Não foi possível alterar a permissão: %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>Fazer backup de tudo</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Restaurar de um backup</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>Backup salvo em %1.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>%n conversa restaurada.</numerusform>
            <numerusform>%n conversas restauradas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n já estava aqui.</numerusform>
            <numerusform>%n já estavam aqui.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>Digite nas Configurações a chave de %n provedor.</numerusform>
            <numerusform>Digite nas Configurações as chaves de %n provedores.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>Bases de conhecimento desta conversa</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>O modelo pode buscar nestas bases nesta conversa, e nas do projeto dela.</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>Ainda não há base de conhecimento: adicione uma em Bases de conhecimento…</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>Provedor e modelo</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>Quem responde nesta janela</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>Escolha um provedor</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Provedores, chaves, ferramentas e idioma</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversas</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>Mostrar as conversas</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>Mostra ou oculta a lista de conversas</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Título da conversa</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Configurações da conversa</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>O prompt de sistema e como as respostas aparecem, nesta conversa</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>Prompt de s&amp;istema:</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>Instruções que o modelo recebe antes de cada mensagem desta conversa</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>Prompt de sistema desta conversa</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt de sistema</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Mostrar respostas:</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>Como as respostas aparecem nesta conversa</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Palavra por palavra, só frases inteiras ou a resposta inteira no final</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Como nas Configurações</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Palavra por palavra</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Frase por frase</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>A resposta inteira de uma vez</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>Ainda lendo os arquivos anexados…</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>Opções da mensagem</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>Os parâmetros do modelo e como os PDFs são enviados</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>Pergunte qualquer coisa (Enter envia, Shift+Enter: nova linha)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>As lacunas do prompt</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Enter ou Ctrl+Enter envia; Shift+Enter começa uma nova linha</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Envia a mensagem ao modelo</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Parar a resposta</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>Para a resposta que está sendo escrita (Esc)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
</context>
<context>
    <name>ConfirmTitles</name>
    <message>
        <source>List {folder}</source>
        <translation>Listar {folder}</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>Listar {name} em {folder}</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>Ler {name} em {folder}</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>Criar {name} em {folder}</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>Gravar {name} em {folder}</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>Alterar {name} em {folder}</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>Deixar {name} em {folder} como está</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>Executar `{command}` em {folder}</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>Buscar {url}</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>Desfazer a alteração de {name} em {folder}</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>Desfazer a criação de {name} em {folder}</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Desfazer as alterações de arquivos deste turno</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>Lembrar um fato sobre você</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>Usar {tool} do servidor MCP {server}</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>Usar a ferramenta {tool}</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>Permitir esta ação?</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>Uma ferramenta pede para agir; nada acontece sem a sua permissão</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>Pedido por %1</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Ferramenta</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>O que vai acontecer</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>O que a ferramenta pode fazer</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>Esta ferramenta envia dados pela rede, para fora deste computador.</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>Esta ferramenta só lê; não altera nada.</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>Esta ferramenta pode alterar coisas neste computador.</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>Servidor MCP %1: %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>Os valores que a ferramenta vai usar, exatamente como verificados</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>Detalhes:</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>Detalhes da alteração</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>O que mudaria, linha por linha</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Negar</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>A ferramenta não age (o padrão)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Permitir uma vez</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>A ferramenta age desta vez</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>Sempre permitir esta ferramenta nesta conversa</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>A ferramenta age agora e depois nesta conversa sem perguntar</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · servidor MCP %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(sem descrição)</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>Contexto limpo aqui: as mensagens anteriores não são enviadas</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>As mensagens anteriores não são enviadas</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>Elas não cabem mais na janela de contexto do modelo</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>Remover a marca de Limpar contexto</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>Esta conversa não cabe mais na janela de contexto do modelo (cerca de %1 de %2 tokens). Nada foi enviado: escolha o que enviar.</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>Omitir as mensagens anteriores</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>Resumir as mensagens anteriores</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Limpar contexto aqui</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>Projeto, recolhido</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>Projeto, aberto</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>Projetos arquivados, recolhidos</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>Projetos arquivados, abertos</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>Bases de conhecimento…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>Conversa</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>Suas mensagens e as respostas, em ordem</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Sua mensagem</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Mostrar mensagens anteriores</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>Carrega as mensagens antes da primeira mostrada</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>Mostrar mensagens posteriores</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>Por favor, continue exatamente de onde parou.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>Pesquisar conversas</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>Mostra as conversas cujo título ou respostas contêm as palavras</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversas</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 renomeia a conversa escolhida; Delete a exclui</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nova conversa</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Inicia uma conversa vazia</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Novo projeto</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>Um projeto reúne conversas com instruções e padrões em comum</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Nenhum resultado</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>Temporária</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fixadas</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoje</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Ontem</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>Últimos 7 dias</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Mais antigas</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renomear conversa</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projetos</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Arquivados</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>O Arroyo teve um problema</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>O Arroyo teve um problema; um relatório foi salvo.</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>O relatório fica neste computador. Ele não contém mensagens, chaves nem arquivos.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Abrir pasta</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>Essa pasta é a pasta de dados, está dentro dela ou a contém.</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>Essa pasta não está vazia. Escolha uma vazia ou nova.</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>Não é possível gravar nessa pasta.</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>Não há espaço livre suficiente lá (%1).</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>Outra janela do Arroyo está com os dados abertos.</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>A cópia falhou (%1); nada foi alterado.</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>A pasta de dados antiga não existe mais ou não é a deste perfil.</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>Mover a pasta de dados para</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>A pasta de dados será movida para %1 na próxima vez que o Arroyo iniciar: feche-o e abra de novo. A pasta antiga é mantida até você removê-la.</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>A pasta de dados antiga ainda está em %1; remova-a quando tiver certeza de que tudo está aqui.</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>Remover %1 e tudo o que há nela? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Pasta de dados</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>Mo&amp;ver…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>Copia as conversas, os arquivos e as configurações para outra pasta no próximo início</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>Mover a pasta de dados</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>Sobre a pasta de dados</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>Cancelar a mudança</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>Remover pasta antiga…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>Remover a pasta de dados antiga</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>A pasta de dados não foi movida</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>O Arroyo agora guarda seus dados em %1. A pasta antiga, %2, é mantida até você removê-la (Configurações, Geral).</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>Os dados foram copiados para %1. Defina ARROYO_DATA_DIR para essa pasta para usá-los; a pasta antiga, %2, é mantida.</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>A pasta de dados foi movida</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 pergunta</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceitar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>Obrigatório: %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>Exportar conversa</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Importar conversas</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Exportações do Arroyo ou do ChatGPT (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportada para %1.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>%n conversa importada.</numerusform>
            <numerusform>%n conversas importadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n já estava aqui.</numerusform>
            <numerusform>%n já estavam aqui.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>Exportar servidores MCP</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>Os valores de variáveis e cabeçalhos são escritos como marcadores, por exemplo ${API_TOKEN}.</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>Incluir os valores: o arquivo terá seus tokens em texto simples</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>Localizar nesta conversa</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Resultado anterior (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Próximo resultado (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Nenhum resultado</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>Ir para o mais recente</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>Rola até a mensagem mais nova e volta a acompanhar a resposta</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>Como as respostas aparecem</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Palavra por palavra, só frases inteiras ou a resposta inteira no final</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Palavra por palavra</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Frase por frase</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>A resposta inteira de uma vez</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>O idioma da janela; muda na hora</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Padrão do sistema</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Mostrar respostas:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>Outras permissões para agir sem perguntar:</translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation>Permissões permanentes</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>Ferramentas que você permitiu agir sem perguntar, cada uma com um botão Revogar</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>Não foi possível ler as permissões: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Nenhuma.</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2, desde %3</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revogar</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>Revogar: %1, %2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>A ferramenta vai perguntar de novo antes de agir</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>em todas as conversas</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>na conversa “%1”</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>em uma conversa (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>Não foi possível revogar a permissão: %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>Importar servidores MCP</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>Cole o bloco mcpServers (ou servers) do Claude Desktop, Cursor, Claude Code, VS Code ou Windsurf, ou escolha o arquivo dele. Os valores vão para o chaveiro do sistema.</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>Servidores a importar</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>Esc&amp;olher arquivo…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Não foi possível ler %1: %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>Isto não é um objeto JSON mcpServers ou servers.</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>Nenhum servidor foi encontrado nele.</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>Inspetor</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>Requisições e fluxos desta resposta</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copiar tudo</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>Trechos recuperados para esta resposta</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>Rodada do modelo %1, tentativa %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>A gravação parou aqui: esta rodada chegou a 2 MiB.</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>Ainda não indexada</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>Parada durante a indexação</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausada</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Atualizada</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>A indexação falhou</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de conhecimento</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Arquivos</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Trechos</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Buscar por</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Adicionar…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>Indexar de novo</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>Deixados de fora, com o motivo:</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>Ainda não há base de conhecimento. Adicionar… cria uma com suas pastas e arquivos; depois um projeto ou uma conversa busca nela, e as respostas citam o que encontraram.</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>Só palavras</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>Palavras e os vetores da demo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>Adicionar uma base de conhecimento</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>Pausando depois do arquivo em leitura…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Remover {name}</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>Remover a base de conhecimento {name}? Os arquivos indexados não são tocados.</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>%n arquivo de {total} indexado, {chunks} trechos escritos</numerusform>
            <numerusform>%n arquivos de {total} indexados, {chunks} trechos escritos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>falta cerca de %n segundo</numerusform>
            <numerusform>faltam cerca de %n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>e mais %n arquivo</numerusform>
            <numerusform>e mais %n arquivos</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>Pausada. Retomar continua a partir do próximo arquivo.</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>Usar %1, encontrado neste computador</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>Adiciona como provedor e conversa com ele</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation>&amp;Nova conversa</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Inicia uma conversa vazia</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>&amp;Localizar na conversa</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>Localiza palavras nesta conversa</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Localizar pró&amp;ximo</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>Vai ao próximo resultado</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>Localizar an&amp;terior</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>Vai ao resultado anterior</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>&amp;Pesquisar conversas</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>Vai ao campo de pesquisa</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>&amp;Fixar ou desafixar</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>Mantém a conversa escolhida no topo</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>Novo pro&amp;jeto…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>Cria um projeto: conversas com instruções em comum</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;Bases de conhecimento…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>Adiciona e indexa as pastas em que o modelo pode buscar</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>Bases de conhecimento desta con&amp;versa…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>Escolhe as bases de conhecimento em que esta conversa busca</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>&amp;Mover para um projeto…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>Move a conversa escolhida para um projeto</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renomear…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>Renomeia a conversa escolhida</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>Exclui a conversa escolhida; dá para desfazer por alguns segundos</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Desfazer exclusão</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>Traz de volta a conversa excluída</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>Salva a conversa escolhida como Markdown ou JSON</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>Adiciona conversas de uma exportação do Arroyo ou do ChatGPT</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>Fazer &amp;backup de tudo…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>Salva cada conversa e as configurações, sem chaves, em um único arquivo</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>Restaurar de um bac&amp;kup…</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>Adiciona o que um backup contém e o Arroyo ainda não tem</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Con&amp;figurações…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Provedores, chaves, ferramentas e idioma</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>Fecha o Arroyo</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Envia a mensagem ao modelo</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Pa&amp;rar</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>Para a resposta que está sendo escrita</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>Es&amp;crever uma mensagem</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>Vai para a caixa de mensagem</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>&amp;Atividade…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>Cada ação das ferramentas em cada conversa, e por que foi executada</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>&amp;Conversa</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>&amp;Mensagem</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Desfazer exclusão</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>“%1” excluída. %2 na lista desfaz.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Sair do Arroyo?</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>Uma resposta ainda está chegando. Sair e pará-la?</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>Servidores de ferramentas (MCP). As ferramentas deles são oferecidas ao modelo, cada chamada perguntada.</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Adicionar…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Rein&amp;iciar</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>Ativ&amp;ado</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>Re&amp;visar alterações…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>Log do servidor</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Desativado</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>Conectado: %n ferramenta</numerusform>
            <numerusform>Conectado: %n ferramentas</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Falhou: %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>Não iniciado: o primeiro início não foi confirmado</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Parado</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>ferramentas bloqueadas, revisar</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n mudou, revisar</numerusform>
            <numerusform>%n mudaram, revisar</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>Nenhum servidor ainda: adicione um ou importe-os.</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>O que você aprovou deste servidor não pode ser lido: suas ferramentas estão bloqueadas.</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>A forma de iniciá-lo mudou desde que você o aprovou: suas ferramentas estão bloqueadas.</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>%n ferramenta mudou desde que você a aprovou</numerusform>
            <numerusform>%n ferramentas mudaram desde que você as aprovou</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>A aprovação não pôde ser salva nas configurações.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>O Arroyo pode lembrar fatos curtos sobre você para conversas posteriores. O modelo pergunta a cada vez, mostrando o texto exatamente como será guardado; novas conversas recebem os fatos como notas citadas. Conversas temporárias nunca lembram nada e nunca os recebem.</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>Lembrar os fatos que eu aprovar</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>Desligado: o modelo não pode lembrar nada e nenhum fato chega a um prompt</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>Compartilhados por todas as conversas</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>Separados por projeto (fora de projetos: compartilhados)</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>&amp;Abrangência dos fatos:</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>Onde os fatos valem</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>&amp;Lembrar os fatos que eu aprovar</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>Compartilhados por todas as conversas, ou mantidos no projeto em que foram ditos</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>Orçamento de &amp;tokens para fatos em um prompt:</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>Orçamento de tokens para fatos</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>Acima dele, os fatos mais próximos da primeira mensagem vêm primeiro</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>Fatos lembrados:</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>E&amp;xcluir todos…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>Excluir todos os fatos</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>Sobre a memória</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>Fatos lembrados</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>Cada fato pode ser editado aqui, aberto onde foi dito ou excluído</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>Não foi possível ler os fatos: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Nenhum ainda.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Fato</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Conversa sem título</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · de “%2”</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>Abrir a conversa “%1”</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>Excluir o fato: %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>Um fato é uma linha de texto; ele não foi alterado.</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>Excluir o fato lembrado (%n)? Isso não pode ser desfeito.</numerusform>
            <numerusform>Excluir os %n fatos lembrados? Isso não pode ser desfeito.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>Copia sua mensagem para a área de transferência</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>Editar sua mensagem e enviá-la de novo</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Gerar de novo</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Pergunta ao modelo de novo</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Inspecionar</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>Mostra a requisição como enviada e o fluxo como recebido</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>Mais ações para esta mensagem</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Limpar contexto aqui</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>Ramificar a partir daqui</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Versão anterior</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Próxima versão</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Versão %1 de %2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>Editar sua mensagem</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation>Como a resposta terminou</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Pergunta ao modelo de novo</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>Pede ao modelo para continuar de onde parou</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>Abre a janela de configurações</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>A resposta do modelo, com o raciocínio dele</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Mostrar ou ocultar o raciocínio do modelo</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>Recolhe ou expande o que o modelo pensou antes de responder</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raciocínio</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>O que o modelo pensou</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>Texto da resposta</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>O texto da resposta</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Recusa</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>Estatísticas desta resposta</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>Copiar resposta como Markdown</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>Copia a resposta inteira para a área de transferência</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>A resposta está completa.</translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>Pensou por menos de um segundo</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>Pensou por %n s</numerusform>
            <numerusform>Pensou por %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>Pensando… %n s</numerusform>
            <numerusform>Pensando… %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>Conversas longas e títulos</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Omitir as mensagens mais antigas</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Resumir as mensagens anteriores</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Parar e perguntar</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>Além da janela de contexto do modelo</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>O que uma conversa nova envia quando não cabe mais na janela do modelo</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Além da janela de contexto do &amp;modelo:</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>O modelo da própria conversa</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>Resumos &amp;por:</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>O modelo que escreve os resumos</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>&amp;Deixar um modelo escrever o título após a primeira resposta</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>Deixar um modelo escrever o título após a primeira resposta</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>&amp;Títulos por:</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>O modelo que escreve os títulos</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>Um resumo ou um título é mais uma solicitação ao modelo: custa tokens como uma mensagem, e o texto da conversa vai para o provedor desse modelo.</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>Outro modelo é indicado pelo seu id, no provedor da conversa</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>O modelo com que esta conversa fala; dá para digitar outro</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>Atualizar os modelos</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>Contexto usado</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>%1 de %2 tokens enviados</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>Contexto: %1 / %2 tokens</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>Contexto: %1 tokens</translation>
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
        <translation>Permitir para arquivos em %1 por uma hora</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>Esta ferramenta age sem perguntar nos arquivos desta pasta por uma hora</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>Permitir para %1 por uma hora</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>Esta ferramenta acessa este site sem perguntar por uma hora</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>Permitir %1 nesta conversa</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>Este programa é executado sem perguntar nesta conversa</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>Digite o nome ou o endereço do proxy para usá-lo.</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>Não foi possível guardar a senha do proxy no chaveiro do sistema.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Testando…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>O teste falhou: %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>Funciona: uma resposta chegou.</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>As configurações de proxy do sistema</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>Sem proxy</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>Este proxy</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>Por qual proxy passam as conexões com os provedores e os servidores MCP</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>Pro&amp;xy:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;orta:</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>&amp;Usuário:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Senha:</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>Tipo de proxy</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP ou HTTPS: como o próprio proxy é alcançado</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>Host do proxy</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>Porta do proxy</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>Usuário do proxy</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>Senha do proxy</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>Guardada no chaveiro do sistema</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>Conectar diretamente a este computador</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>Endereços deste computador (localhost, 127.0.0.1, ::1), como o do Ollama, são alcançados sem o proxy, a menos que você desmarque isto. As configurações do sistema são as variáveis HTTP_PROXY, HTTPS_PROXY e NO_PROXY.</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>Quais endereços não passam pelo proxy</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Resultado do teste</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>T&amp;estar</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>Testar o proxy</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>Busca um endereço da web pelo proxy como digitado aqui</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>Ramificada de %1</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>Abre a conversa da qual esta foi ramificada</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Além da janela de contexto do &amp;modelo:</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>O que é enviado quando esta conversa não cabe mais na janela do modelo</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>Omitir as mensagens mais antigas, resumi-las ou perguntar a cada vez</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Como nas Configurações</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Omitir as mensagens mais antigas</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Resumir as mensagens anteriores</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Parar e perguntar</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Limpar contexto aqui</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>A próxima mensagem começa do zero: as mensagens anteriores não são enviadas</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation>Máximo de tokens de saída</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>Esforço de raciocínio</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>Orçamento de pensamento</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>Nível de pensamento</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Padrão (%1)</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>Passage [{number}]</source>
        <translation>Trecho [{number}]</translation>
    </message>
    <message>
        <source>The passage&apos;s text</source>
        <translation>O texto do trecho</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir arquivo</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>“%1” não é um preço: escreva dólares, como 2.50.</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>Quanto custa cada modelo, em dólares americanos por milhão de tokens, como o provedor informa. Uma resposta mostra o custo quando o modelo dela tem os dois preços.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>Entrada (US$ por milhão)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>Saída (US$ por milhão)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preços</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>Adicionar um preço</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>Excluir o preço</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>Não é possível ler %1: ele não existe ou não pode ser lido.</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 é grande demais para anexar (o limite é %2).</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 não é texto, nem imagem, nem PDF.</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1 parece uma imagem, mas não pode ser aberto.</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1 continua grande demais mesmo reduzido (limite: %2).</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 é um PDF que não pode ser lido (danificado ou bloqueado).</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>%1 não tem texto para extrair (uma digitalização?). Envie os PDFs como documentos.</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2 não lê imagens. Escolha outro modelo; nada foi enviado.</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2 não lê documentos. Envie o texto do PDF ou escolha outro modelo; nada foi enviado.</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>A temperatura precisa estar entre 0 e %1.</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>O top-p precisa estar entre 0 e 1.</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>Este modelo escreve no máximo %1 tokens numa resposta. Diminua o máximo de tokens de saída.</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>Este modelo de raciocínio não aceita temperatura nem top-p. Apague-os nos parâmetros da conversa.</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>O orçamento de pensamento precisa ter pelo menos %1 tokens e ser menor que o máximo de tokens de saída (%2).</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>Escolha um nível de pensamento ou um orçamento de pensamento para este modelo, não os dois.</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>Este modelo não raciocina. Apague a configuração de raciocínio nos parâmetros da conversa ou escolha outro modelo.</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>Este modelo decide sozinho quanto pensar: não aceita orçamento de pensamento. Apague o orçamento de pensamento nos parâmetros da conversa.</translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>O provedor não aceitou a chave de API.</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>Esta chave de API não tem permissão para isso.</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>O provedor não conhece este modelo, ou a URL base está errada.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>O provedor recusou a requisição.</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>A conversa é longa demais para este modelo. Comece uma nova conversa ou encurte sua mensagem.</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>O provedor está recebendo requisições demais de você. Espere um pouco e tente de novo.</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>O provedor está sobrecarregado agora. Tente de novo daqui a pouco.</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>O servidor do provedor teve um problema.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>Não é possível acessar o servidor. Confira o endereço e se o servidor está em execução.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>A conexão segura com o servidor falhou.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>O servidor não respondeu a tempo.</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>Não foi possível acessar o servidor a tempo. Confira o endereço e se o servidor está em execução.</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>O servidor respondeu com uma página da web, não com um fluxo. Confira a URL base.</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>O servidor não transmitiu a resposta em fluxo.</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>O servidor mandou a requisição para outro endereço. Confira a URL base.</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>Redirecionamentos demais. Confira a URL base.</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>A URL base do provedor não pode ser usada. Corrija-a nas Configurações.</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>A solicitação não passou pelo proxy.</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>A resposta foi cortada.</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>A resposta foi cortada: nada mais chegou por tempo demais.</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>A resposta foi cortada: a conexão caiu.</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>O provedor informou um erro ao responder.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>A requisição falhou.</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>A resposta foi parada: ficou maior que o limite.</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>A resposta parou antes (limite de tamanho).</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>O filtro de conteúdo do provedor parou a resposta.</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>A resposta parou antes por causa de um erro.</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>A resposta parou antes.</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>Parada: o modelo continuou chamando ferramentas sem responder.</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>Esta resposta foi interrompida.</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>Pausado: aguardando sua aprovação.</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>Algo deu errado dentro do Arroyo. A resposta foi parada.</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>Escolha um provedor nas Configurações.</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>Nenhuma chave está salva para %1. Adicione uma nas Configurações.</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>Escolha um modelo para %1 nas Configurações.</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>O provedor desta conversa, %1, foi removido. Escolha outro provedor acima.</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>Nenhum chaveiro do sistema pode ser usado neste computador.</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>O chaveiro do sistema está bloqueado. Desbloqueie-o e tente de novo.</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>O chaveiro do sistema não respondeu a tempo. Talvez esteja esperando você desbloqueá-lo.</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>O chaveiro do sistema falhou inesperadamente.</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>A chave ainda está sendo lida do chaveiro do sistema. Tente de novo daqui a pouco.</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>Não foi possível concluir a resposta.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Parada.</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>A URL base não é um endereço válido.</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>A URL base contém espaços, quebras de linha ou outros caracteres invisíveis.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>A URL base precisa começar com http:// ou https://.</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>A URL base não indica nenhum servidor.</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>A URL base contém um nome de usuário ou chave antes do nome do servidor. Coloque a chave no campo da chave: ela fica guardada no chaveiro do sistema.</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>As chaves enviadas a este endereço trafegam sem criptografia (http simples para outro computador). Use https se o servidor oferecer.</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>A chave escrita na URL base de %1 foi movida para o chaveiro do sistema.</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>A URL base de %1 continha uma chave. Não foi possível movê-la para o chaveiro do sistema (%2), então ela é usada só nesta sessão.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>O arquivo de configurações %1 está danificado ou não é um arquivo de configurações do Arroyo (%2). Ele foi deixado exatamente como estava.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>O arquivo de configurações %1 foi escrito por uma versão mais nova do Arroyo. Ele foi deixado exatamente como estava.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>Não foi possível ler ou gravar o arquivo de configurações %1 (%2). A alteração não foi salva.</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>O banco de dados %1 está danificado ou não é um banco de dados do Arroyo (%2). Nada foi alterado ou substituído: o arquivo está exatamente como estava.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>O banco de dados %1 foi escrito por uma versão mais nova do Arroyo. Nada foi alterado ou substituído: o arquivo está exatamente como estava.</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>Não foi possível abrir o banco de dados %1 (%2). Nada foi substituído ou excluído.</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>o servidor falhou</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>não foi possível iniciar o comando dele</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>o servidor parou</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>o servidor escreveu algo que não é MCP</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>o servidor não respondeu a tempo</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>o servidor fala uma versão do MCP que o Arroyo não fala</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>o servidor respondeu com o status HTTP %1</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>não foi possível acessar o servidor</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>Não foi possível ler ou gravar o arquivo (%1).</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>O arquivo é maior do que uma importação lê.</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>Este arquivo não é uma exportação do Arroyo nem do ChatGPT.</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>O arquivo está danificado (%1). Nada foi importado.</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>O arquivo foi exportado por uma versão mais nova do Arroyo.</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>A conversa não existe mais.</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>&amp;Instruções:</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Assistente:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>&amp;Temperatura:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>Má&amp;ximo de tokens de saída:</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Pasta de trabalho:</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>Ditas ao modelo antes do prompt de sistema de cada conversa</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>O modelo do provedor</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>Padrão do modelo</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>A pasta de trabalho padrão</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Escolher…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>&amp;Bases de conhecimento:</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>Nenhuma ainda: Conversa › Bases de conhecimento… cria uma com seus arquivos.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Pasta de trabalho</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>Mover para um projeto</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>Sem projeto</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Novo projeto…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>Nova conversa no projeto</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Editar projeto…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renomear…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Desafixar</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>Fixar no topo</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Arquivar</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Novo projeto</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>Renomear projeto</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>Exportar projeto</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportada para %1.</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>Importar prompts</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>Prompts (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>Exportar prompts</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1 (vem com o Arroyo)</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>As da conversa</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>Perguntado ao usar: %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>Escreva {{name}} onde algo deve ser preenchido ao usar.</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>Prompt %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>Cada prompt precisa de um nome próprio.</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>Um prompt precisa de um nome.</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 não é um arquivo de prompts que o Arroyo consiga ler (%2). Nada foi alterado.</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>Não foi possível gravar os prompts: %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>Adicionar um prompt</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>Excluir o prompt</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Texto:</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>A&amp;ssistente:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>O modelo da conversa</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistente</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>Com quais instruções a resposta é dada quando este prompt é usado</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>Nome do provedor</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>O nome mostrado na lista de provedores</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>Tipo de provedor</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>O endereço da API do provedor; vazio para o habitual</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>Digite um nome de modelo ou teste a conexão para listá-los</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>Transporte do fluxo</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>Como a resposta é lida da rede</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>Em partes: o texto conforme chega</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>Instantâneos: comparar cada atualização com a anterior</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>Qual das APIs do provedor responde</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI:</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>Mostrar o &amp;raciocínio do modelo</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>Mostrar o raciocínio do modelo</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>Mostra o que o modelo pensa antes de responder, quando ele informa</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Testar conexão</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Testar conexão</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>Conecta ao provedor e lista os modelos dele</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Resultado do teste de conexão</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>&amp;URL base:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>Tr&amp;ansporte:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Chave de API:</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1 (o de costume)</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>A demo roda dentro do Arroyo: não há nada a que se conectar.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>Informe primeiro a URL base do servidor.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>Não foi possível conectar (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>Conectado: %n modelo. %1 escolhido.</numerusform>
            <numerusform>Conectado: %n modelos. %1 escolhido.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>Conectado: %n modelo</numerusform>
            <numerusform>Conectado: %n modelos</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Não foi possível conectar: %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>Chave de API</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>A chave fica salva no chaveiro do sistema, nunca num arquivo</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>&amp;Salvar chave</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>Salvar a chave no chaveiro do sistema</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>Salva a chave digitada no chaveiro do sistema</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>Remo&amp;ver chave</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>Remover a chave salva</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>Remove a chave deste provedor do chaveiro do sistema</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>Mostrar a chave digitada</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>Mostra ou oculta a chave digitada no campo</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>Estado da chave</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>&amp;Manter só nesta sessão</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>Manter a chave só nesta sessão</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>Mantém a chave na memória até o Arroyo fechar</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Ocultar a chave</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>Mostrar a chave como digitada</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>Cole a chave de API</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>Opcional: a maioria dos servidores locais não precisa de chave</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>A chave é mantida só nesta sessão; ela é esquecida quando o Arroyo fecha.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>mantida só nesta sessão</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>Chave: salva no chaveiro do sistema.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>salva — digite uma nova chave para substituí-la</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>Nenhuma chave salva.</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>Verificando o chaveiro do sistema…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>Nenhuma chave salva: este servidor talvez não precise de uma.</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>Não é possível ler o chaveiro do sistema: %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>Salvando a chave no chaveiro do sistema…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>Chave salva no chaveiro do sistema.</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>A chave não foi salva: %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>O Arroyo nunca grava chaves em arquivos. Você pode manter a chave na memória só nesta sessão.</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>Não foi possível remover a chave de “%1” do chaveiro do sistema: %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>Chave removida.</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>Demo (simulador offline)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>Servidor compatível com OpenAI</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Servidor compatível com Anthropic</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>Servidor llama.cpp</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>Provedores</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>Os provedores que você configurou; escolha um para editá-lo</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>&amp;Adicionar provedor…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>Adicionar provedor</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>Abre um menu de tipos de provedor</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>Tipos de provedor</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>&amp;Remover provedor</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Remover provedor</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>Remove o provedor escolhido e a chave salva dele</translation>
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
        <translation>Ollama (neste computador)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (neste computador)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>Endpoint compatível com OpenAI</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Endpoint compatível com Anthropic</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>Servidor llama.cpp (neste computador)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (neste computador)</translation>
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
        <translation>Adicione um provedor para começar: escolha “Adicionar provedor…”.</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>Nenhum provedor ainda</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>O atalho global %1 está em uso por outro programa: escolha outro nas Configurações.</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>O atalho global %1 não pode ser registrado aqui.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>Atalhos globais não estão disponíveis aqui; o comando arroyo quick abre a caixa de pergunta rápida.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Sair do Arroyo?</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>Uma resposta ainda está chegando na caixa de pergunta rápida. Sair e interrompê-la?</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>O Arroyo continua em execução</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>O Arroyo está na bandeja: clique no ícone para trazer a janela de volta ou escolha Sair do Arroyo no menu dele.</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>Pergunta rápida — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>Pergunte qualquer coisa e pressione Enter</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>Abrir no Arroyo</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>Abre esta conversa na janela principal</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>Esc oculta esta caixa; a conversa fica salva.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>nenhum modelo escolhido</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>O modelo que responde: %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>Pergunta rápida</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>Manter o Arroyo na bandeja ao fechar a janela</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>Esta área de trabalho não mostra ícones na bandeja.</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>Atalho &amp;global:</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>Atalho global da caixa de pergunta rápida</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>Limpar o atalho global</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>Pressione as teclas que abrem a caixa de pergunta rápida a partir de qualquer aplicativo. O comando arroyo quick também a abre.</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>No Wayland, o portal de atalhos da área de trabalho registra as teclas e pode pedir que você as confirme. Se a área de trabalho não tiver esse portal, associe o comando arroyo quick a uma tecla nas configurações de teclado dela.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>Atalhos globais não estão disponíveis aqui. O comando arroyo quick abre a caixa de pergunta rápida.</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>Onde o atalho global funciona</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>Código de recuperação</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>Guarde este código em um lugar seguro, longe deste computador. Com ele, um dispositivo entra no conjunto mesmo que a frase secreta seja esquecida. Ele não é mostrado de novo sem a frase secreta.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>Eu o &amp;guardei</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>Desfazer a remoção</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>Restaura o provedor removido</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>Provedor removido</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Remover provedor</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>Remover “%1”?</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>A chave salva também é removida. As conversas que o usavam mantêm suas mensagens e pedem outro provedor.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>“%1” removido.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>Revisar as alterações de %1</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>O que você aprovou do servidor MCP “%1” não pode ser lido (%2). Suas ferramentas ficam bloqueadas até você aprová-las como estão agora.</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>O servidor MCP “%1” mudou desde que você o aprovou. Até você aprovar a alteração, as ferramentas listadas aqui não são oferecidas ao modelo. As descrições vêm do servidor: leia-as como afirmações dele.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Alterações</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>Como você aprovou</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>Como está agora</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Aprovar</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>&amp;Manter bloqueadas</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>A forma de iniciá-lo mudou</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>A ferramenta %1 mudou</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>A ferramenta %1 é nova</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>A ferramenta %1 não existe mais</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(não existia)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Comando: %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>Argumentos: %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Variáveis: %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>versão desconhecida</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>Pacote: %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>Esquema de entrada</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Anotações</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>Outros campos</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>Regras de permissão: uma ferramenta age sem perguntar, dentro de um limite.</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>Regras de permissão</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>Cada regra, o que ela cobre, chamadas restantes, quando termina e um botão Revogar</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>Não foi possível ler as regras de permissão: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Nenhuma.</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>arquivos em %1</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>o site %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>o programa %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>todas as chamadas</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1, em uma conversa</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>até sair do Arroyo</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>sem data de término</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>até %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — recusada, não permite nada: %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revogar</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>Revogar: %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>A ferramenta vai perguntar de novo antes de agir</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>qualquer número de chamadas</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>chamadas restantes: </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>Chamadas restantes: %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>Quantas chamadas a mais a regra permite; 0: sem limite</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>por uma hora a partir de agora</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>por um dia a partir de agora</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>por uma semana a partir de agora</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>até uma data…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>Termina: %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>Data de término: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>Não foi possível alterar a regra de permissão: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>Não foi possível revogar a regra de permissão: %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>Um servidor MCP pergunta ao modelo</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>O servidor MCP “%1” quer que o modelo responda isto:</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>Enviar ao modelo</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>Abrir Configurações</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>Servidor MCP</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>&amp;Comando ou endereço:</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time, ou https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>&amp;Variáveis ou cabeçalhos:</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>Um NOME=valor por linha: variáveis de ambiente para um comando, cabeçalhos HTTP para um endereço. Os valores vão para o chaveiro do sistema; um valor vazio mantém o salvo.</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Ativado</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>Deixar que ele pergunte ao &amp;modelo (cada pedido perguntado antes)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>Dê ao servidor um nome que nenhum outro servidor tenha.</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>Escreva o comando que inicia o servidor, ou o endereço dele.</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>Como as respostas são mostradas</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistente</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt de sistema</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provedor</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1 foi alterado em dois dispositivos:</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>Manter “%1”</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>Alterado em dois dispositivos</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Algo deu errado (%1).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de configurações</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>Provedores, ferramentas e configurações gerais; Ctrl+Tab alterna entre elas</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>&amp;Provedores</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>A&amp;ssistentes</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>Promp&amp;ts</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>P&amp;reços</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>Servidores &amp;MCP</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Geral</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>&amp;Rede</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>M&amp;emória</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>Sincroni&amp;zação</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>O que não pôde ser feito</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>Fecha as configurações; as alterações já estão salvas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>Fechar configurações</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Enviar a mensagem</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>Começar uma nova linha</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>Parar a resposta ou fechar a busca</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>Lado a lado: uma mensagem, vários modelos</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>Respostas lado a lado</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>Nenhum outro modelo é conhecido ainda</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>Responder com um só modelo</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ modelo</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ %n modelo</numerusform>
            <numerusform>+ %n modelos</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>Responder lado a lado</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>Adiciona até três modelos que respondem à próxima mensagem, cada um em uma coluna</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>Conectar ao servidor MCP “%1” pela primeira vez? Ele será acessado em:</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>Iniciar o servidor MCP “%1” pela primeira vez? Este comando será executado:</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>Fornecido pelo chaveiro: %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>Novo servidor MCP</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>Não iniciar</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>Começar do zero (guardar uma cópia)</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>Começar do zero e guardar uma cópia do arquivo danificado</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>O arquivo danificado fica ao lado do novo</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>Tenta abrir o arquivo de novo</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>Fecha o Arroyo e deixa o arquivo como está</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>As configurações não podem ser lidas</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>Você pode começar com configurações novas. O arquivo danificado fica ao lado, com “.broken” acrescentado ao nome. As chaves no chaveiro do sistema não são afetadas.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>Esperando o servidor…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Carregando o modelo…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Escrevendo…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>Tentando de novo em %1 s (tentativa %2 de %3)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>Aguardando sua aprovação</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>Executando a ação…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>Aguardando sua escolha</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>Resumindo as mensagens anteriores…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>Limite de requisições atingido, tentando de novo em %1 s (tentativa %2 de %3)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>Resumo das mensagens anteriores, enviado no lugar delas</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Versão %1 de %2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>Editar o resumo</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>Frase secreta errada: ela não abre o conjunto de sincronização de lá.</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>Um objeto do armazenamento foi alterado.</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>Um objeto do armazenamento está incompleto.</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>O armazenamento contém outro conjunto de sincronização, não este.</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>A sincronização não está configurada.</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>Não há conjunto de sincronização lá para entrar.</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>Não é possível acessar o armazenamento.</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>Nenhum chaveiro do sistema guarda a chave: digite a frase secreta abaixo para sincronizar nesta sessão.</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>Este dispositivo não pode remover a si mesmo.</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>O armazenamento já guarda outro objeto com um nome que este dispositivo grava.</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>Retomar (&amp;u)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>Sincronizando por %1, como dispositivo %2.</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>Sincronizando…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>Não foi possível sincronizar: %1 Tentando de novo mais tarde.</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>Em pausa: nada é enviado nem recebido.</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>Ainda não sincronizado.</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>Última sincronização %1: %2 alterações enviadas, %3 recebidas.</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>Enviando %v de %m alterações</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>Lendo %v de %m objetos</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1 (este dispositivo)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Dispositivos</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>Último segmento lido</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>Última notícia (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>Dispositivos do conjunto de sincronização</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>Remo&amp;ver dispositivo</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>O que ele escreveu fica; objetos antigos não esperam mais por ele</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>Sincronizar a&amp;gora</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Frase secreta</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>Mostrar o &amp;código de recuperação</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>Sincronizar com esta frase secreta</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>Estado da sincronização</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>Pasta de sincronização</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>Suas conversas e algumas configurações viajam criptografadas por um armazenamento que você já tem; a frase secreta nunca sai deste computador.</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>Uma pasta</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>Um servidor WebDAV</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>Um bucket S3</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Pasta:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>En&amp;dereço:</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>Ponto de conexão S&amp;3:</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>Armazenamento (&amp;o):</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>Nome do &amp;bucket:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuário:</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>&amp;ID da chave de acesso:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Senha:</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>Chave se&amp;creta:</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>Código de recuperação (&amp;v):</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>Frase secreta (&amp;h):</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>Frase secreta de no&amp;vo:</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>Criar um conjunto de sincronização &amp;novo</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>Entrar no conjunto de sincronização de &amp;lá</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>Tenho o código de recuperação em vez da frase secreta</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>Configurar a sincronização (&amp;e)</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Escolher…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>Diga onde está o armazenamento.</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>Dê o nome do bucket.</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>Digite a frase secreta.</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>Escolha uma frase secreta de pelo menos 8 caracteres.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>As duas frases secretas são diferentes.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>Sincronização: %1 Tentando de novo mais tarde.</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>Sincronizado de novo.</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>Temporária</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>Nada desta conversa é salvo.</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Salvar esta conversa</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>Guarda a conversa com as mensagens, como uma conversa comum</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Fechar a conversa temporária</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>Nova conversa &amp;temporária</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>Uma conversa que nunca é salva</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Salvar esta conversa</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>Guarda a conversa temporária</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Fechar a conversa temporária</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>Esquece a conversa temporária</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>Espere a resposta terminar e depois salve.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Salva.</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>Descartar esta conversa temporária?</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>As mensagens dela não são salvas em lugar nenhum e não podem ser recuperadas.</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>Ao sair, as conversas temporárias e suas mensagens são esquecidas.</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>Conversa temporária</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>Aguardando sua aprovação</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Em execução</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Concluída</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Negada</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>Inválida, devolvida ao modelo</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>Desconhecida: interrompida durante a execução</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>Importada: nunca executada aqui</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>Não executada: a rodada foi parada antes</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>Bloqueada: esta ferramenta mudou desde que você a aprovou; revise a alteração em Configurações › Servidores MCP</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>Executada sem perguntar: o modelo e as bases de conhecimento estão neste computador</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>Executada sem perguntar: você permitiu esta ferramenta nesta conversa</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>Executada sem perguntar: sua configuração em Configurações › Ferramentas</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>Executada sem perguntar: uma regra de permissão em Configurações › Ferramentas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>Compartilhada com %1: executada uma só vez para ambas</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>Chamada de ferramenta</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>Mostrar os argumentos e o resultado</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>Marcar como concluída</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Executar de novo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Desfazer as alterações de arquivos deste turno</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>Listar a pasta de trabalho</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>Listar a pasta {path}</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>Ler {path}</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>Ler {path} (no máximo {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>Criar {path} ({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>Gravar {path} ({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>Substituir em {path}: {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>Executar: {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>Buscar {url} (GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>Nenhuma alteração: {path} já contém exatamente este conteúdo</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>Restaurar a versão anterior de {path} ({size})</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>Remover {path}, que a ferramenta criou</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>Desfazer as alterações deste turno nestes arquivos, a última primeiro: {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>Lembrar para conversas posteriores: {fact}</translation>
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
        <translation>Nova conversa</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>Pergunta rápida…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>Mostrar ou ocultar o Arroyo</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>Sair do Arroyo</translation>
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
        <translation>O Arroyo não pode desfazer as alterações feitas por esta ferramenta</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>Desfeito: a versão anterior foi restaurada.</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>Não desfeito: o arquivo mudou depois desta ação; nada foi alterado.</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>Não desfeito: o caminho agora é uma pasta ou um link; nada foi alterado.</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>Não desfeito: não foi possível restaurar o arquivo.</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>Não é mais possível desfazer: a versão anterior foi removida para manter o armazenamento dentro do limite</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>Não é mais possível desfazer: a versão anterior foi removida após o tempo que o armazenamento a guarda</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>Não é mais possível desfazer: a versão anterior está faltando</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>As alterações de arquivos deste turno foram desfeitas.</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>Parou em {path}: ele mudou depois deste turno. As alterações seguintes foram desfeitas; esta e as anteriores ficaram como estavam.</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>Não executada de novo: esta ferramenta não está disponível agora.</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>Não executada de novo: os argumentos dela não servem mais para a ferramenta.</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>Um Arroyo mais novo</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Abrir a página da versão</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>não foi possível alcançar o endereço</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>o endereço não respondeu a tempo</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>o endereço respondeu com o erro %1</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>a resposta não descreve uma versão</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>a resposta não indica nenhuma versão</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>o endereço não é um endereço http(s)</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>Não foi possível verificar atualizações: %1.</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>O Arroyo %1 está disponível (esta é a %2).</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Verificando…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>O Arroyo %1 é a versão mais recente.</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Atualizações</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>Procurar um Arroyo mais novo uma vez por dia</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>Consulta o endereço de versões abaixo; nada é baixado nem instalado</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>En&amp;dereço de versões:</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>Endereço de versões</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Verificar atualizações</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>O que a verificação de atualizações encontrou</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Verificar ago&amp;ra</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>Verificar atualizações agora</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Abrir a página da versão</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>Novidades</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>Aumenta o texto</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>Diminui o texto</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Tamanho real</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>O texto no tamanho do sistema</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>&amp;Gravar requisições para Inspecionar</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>Mantém a requisição e o fluxo de cada resposta na memória até o Arroyo fechar, para o botão Inspecionar dela</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>Lista as teclas de cada comando</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>&amp;Sobre o Arroyo</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>A versão, a licença e onde seus dados ficam</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>Boas-vindas ao Arroyo</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>Você está conversando com %1. Experimente uma destas ou escreva a sua abaixo.</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>Você está falando com a Demo: um modelo que roda neste computador, sem chave e sem rede. Experimente uma destas sugestões para ver uma resposta chegando aos poucos, o raciocínio do modelo e uma ferramenta que pergunta antes de agir. Adicione seu próprio provedor nas Configurações quando quiser.</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>Uma nova conversa</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>Escreva uma mensagem abaixo ou comece com uma destas.</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>Escreva um poema curto sobre um rio</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>Pense com calma: qual é maior, 9.11 ou 9.9?</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>O que tem na minha pasta de trabalho?</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>Envia esta mensagem</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>Pasta das ferramentas de arquivos desta conversa</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>Ferramentas de arquivos desativadas</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>As ferramentas de arquivos estão desativadas nesta conversa.</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>As ferramentas de arquivos trabalham em {folder}</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Pasta de trabalho</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>Para ativá-las, escolha uma pasta ou a padrão no botão.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Escolher outra pasta…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>Usar a padrão ({folder})</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>Desativar as ferramentas de arquivos nesta conversa</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>Pasta de trabalho</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>A única pasta que as ferramentas podem ler e gravar</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>A pasta que as ferramentas podem ler e gravar</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Esc&amp;olher…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Escolher a pasta de trabalho</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>Abre um seletor de pastas</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>Estado da pasta de trabalho</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>Permitir executar &amp;comandos (sempre pergunta antes)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>Permitir executar comandos</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>Deixa as ferramentas executarem programas na pasta de trabalho; cada comando é apresentado a você antes</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Pasta de trabalho:</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>Esta pasta não existe.</translation>
    </message>
</context>
</TS>
