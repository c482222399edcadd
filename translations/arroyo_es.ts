<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>Acerca de Arroyo</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>Un cliente de escritorio para modelos de lenguaje.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Software libre con licencia %1.</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>Tus conversaciones y ajustes se guardan en:</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Carpeta de datos</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>&amp;Abrir la carpeta de datos</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Abrir la carpeta de datos</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>Actividad</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>Filtrar por palabras de la acción o el resultado</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Desde</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Hasta</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>Guarda las acciones mostradas como CSV o JSON</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Todas las herramientas</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Todos los resultados</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>Ninguna herramienta ha actuado todavía.</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%1 de %2 acciones</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>Exportar la actividad</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No se guardó: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>Se guardó %n acción en %1</numerusform>
            <numerusform>Se guardaron %n acciones en %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>Por qué se ejecutó</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>La aprobaste</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>Permitida en esta conversación</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>Tu ajuste (Ajustes › Herramientas)</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>Una regla de permiso</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>No registrado</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rechazada</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Deshecha</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>(conversación eliminada)</translation>
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
        <translation>Añadir una base de conocimiento</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
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
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Añadir archivos…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>Solo palabras (búsqueda de texto completo)</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>Palabras y los vectores de la demo (sin conexión)</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>Embeddings de {provider}</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>Encuentra pasajes que contienen las palabras de la pregunta. Nada sale de este equipo.</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>Los vectores de la demo funcionan sin conexión y son sencillos: encuentran pasajes que comparten palabras con la pregunta, no pasajes que dicen lo mismo con otras palabras. Nada sale de este equipo.</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider} funciona en este equipo o en su red: los archivos se quedan aquí.</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>Indexar con {provider} envía cada pasaje de estos archivos a {provider}.</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>Escribiendo…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incompleta</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
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
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>Detener esta respuesta</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>Usar esta respuesta</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>Sigue con esta respuesta y su modelo; las demás quedan como versiones</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>Respuesta de %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Razonamiento</translation>
    </message>
</context>
<context>
    <name>AnswerCost</name>
    <message>
        <source>$%1</source>
        <translation>%1 US$</translation>
    </message>
</context>
<context>
    <name>AnswerFigures</name>
    <message>
        <source>first token %1 s</source>
        <translation>primer token en %1 s</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>%1 s en total</translation>
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
            <numerusform>%n token de salida</numerusform>
            <numerusform>%n tokens de salida</numerusform>
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
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>Los colores de la ventana; cambian al momento</translation>
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
        <translation>Oscuro</translation>
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
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>No se pueden abrir los datos de Arroyo</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>Puedes empezar con una base de datos nueva. El archivo actual se conserva a su lado como copia de seguridad.</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>No se ha cambiado nada. Libera espacio en el disco o cierra el programa que está usando el archivo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>No se pueden leer los ajustes</translation>
    </message>
    <message>
        <source>Arroyo cannot start</source>
        <translation>Arroyo no puede iniciarse</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>Conversación sin título</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>En «%1», esperando desde %2</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>Aprobar…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>Muestra la acción como la confirmación, y luego registra tu respuesta</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Denegar</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>%n aprobación pendiente</numerusform>
            <numerusform>%n aprobaciones pendientes</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>Llamadas a herramientas que un arroyo ask en pausa dejó para tu respuesta</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>Aprobaciones pendientes</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>Llamadas a herramientas que un arroyo ask en pausa dejó para tu respuesta. Aquí no se ejecuta nada: arroyo ask --resume continúa el turno y ejecuta lo que aprobaste, una sola vez.</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>Ninguna llamada a herramienta espera tu aprobación.</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>Aprobada. arroyo ask --resume %1 la ejecuta.</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>Denegada. arroyo ask --resume %1 se lo dice al modelo.</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>Esta llamada ya se aprobó en otro lugar; tu respuesta no se registró.</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>Esta llamada ya se denegó en otro lugar; tu respuesta no se registró.</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>Esta llamada ya no está esperando.</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Asistente:</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>Elige uno…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>Empieza esta conversación con las instrucciones y el modelo del asistente</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>El elegido en la ventana</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>Asistente %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>Cada asistente necesita un nombre propio.</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>Un asistente necesita un nombre.</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>Asistentes</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>Añadir un asistente</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>Eliminar el asistente</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>&amp;Instrucciones de sistema:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>&amp;Proveedor:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>El predeterminado del proveedor</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>Quién responde a una conversación empezada con este asistente</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>Adjuntar archivos</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Texto, código, imágenes y PDF; también puede soltarlos o pegarlos</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Adjuntar archivos: texto, código, imágenes y PDF; también puede soltarlos o pegarlos</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>PDF como documentos</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>Enviar los PDF tal cual a los modelos que los leen, en vez de su texto</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>imagen pegada</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>Antes de cada acción se pregunta. Ejecuta sin preguntar solo las herramientas en las que confíes para actuar por su cuenta: se omite la pregunta, no las comprobaciones.</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>Ejecutar sin preguntar</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>Cada herramienta, lo que puede hacer y si puede actuar sin preguntar</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>Ejecutar %1 sin preguntar</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 Siempre pregunta: puede enviar datos fuera de este equipo.</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>Una herramienta del servidor MCP «%1»: Arroyo no puede ver qué lee, cambia o envía.</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>Ve los nombres y tamaños de los archivos de la carpeta de trabajo; no cambia nada.</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>Lee cualquier archivo de la carpeta de trabajo y da su texto al modelo (y por tanto a tu proveedor); no cambia nada.</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>Crea y sobrescribe archivos en la carpeta de trabajo; lo que sobrescribe se pierde.</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>Envía una petición a cualquier dirección web que elija el modelo; la dirección por sí sola puede llevarse lo que el modelo ha leído.</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>Ejecuta programas en la carpeta de trabajo; un programa puede cambiar tus archivos y acceder a la red.</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>Arroyo no puede ver qué lee, cambia o envía esta herramienta.</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>No se pudieron leer los permisos: %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>No se pudo cambiar el permiso: %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>Hacer copia de seguridad de todo</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Restaurar desde una copia de seguridad</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>Copia de seguridad guardada en %1.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>Se restauró %n conversación.</numerusform>
            <numerusform>Se restauraron %n conversaciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n ya estaba aquí.</numerusform>
            <numerusform>%n ya estaban aquí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>Introduce en Ajustes la clave de %n proveedor.</numerusform>
            <numerusform>Introduce en Ajustes las claves de %n proveedores.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>Bases de conocimiento de esta conversación</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>El modelo puede buscar en estas bases en esta conversación, y en las de su proyecto.</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>Aún no hay ninguna base de conocimiento: añade una desde Bases de conocimiento…</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>Proveedor y modelo</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>Quién responde en esta ventana</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>Elige un proveedor</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>Mostrar las conversaciones</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>Muestra u oculta la lista de conversaciones</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Título de la conversación</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Ajustes de la conversación</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>Las instrucciones de sistema y cómo aparecen las respuestas, en esta conversación</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>&amp;Instrucciones de sistema:</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>Instrucciones de sistema para esta conversación</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Instrucciones de sistema</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Como en Ajustes</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Frase a frase</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>La respuesta entera de una vez</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>Aún se están leyendo los archivos adjuntos…</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>Instrucciones que recibe el modelo antes de cada mensaje de esta conversación</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Mostrar respuestas:</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>Cómo aparecen las respuestas en esta conversación</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Palabra a palabra, solo frases completas o la respuesta entera al final</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Palabra a palabra</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Proveedores, claves, herramientas e idioma</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>Opciones del mensaje</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>Los parámetros del modelo y cómo se envían los PDF</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>Pregunta lo que quieras (Intro envía; Mayús+Intro: línea nueva)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Indicaciones</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>Los huecos de la indicación</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Intro o Ctrl+Intro envía; Mayús+Intro empieza una línea nueva</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Envía el mensaje al modelo</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Detener la respuesta</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>Detiene la respuesta que se está escribiendo (Esc)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
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
        <translation>Listar {name} en {folder}</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>Leer {name} en {folder}</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>Crear {name} en {folder}</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>Escribir {name} en {folder}</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>Cambiar {name} en {folder}</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>Dejar {name} en {folder} como está</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>Ejecutar `{command}` en {folder}</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>Descargar {url}</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>Deshacer el cambio de {name} en {folder}</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>Deshacer la creación de {name} en {folder}</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Deshacer los cambios de archivos de este turno</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>Recordar un dato sobre ti</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>Usar {tool} del servidor MCP {server}</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>Usar la herramienta {tool}</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>¿Permitir esta acción?</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>Una herramienta pide actuar; no ocurre nada si no lo permites</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>Lo pide %1</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>Qué va a ocurrir</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>Lo que puede hacer la herramienta</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>Esta herramienta envía datos por la red, fuera de este ordenador.</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>Esta herramienta solo lee; no cambia nada.</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>Esta herramienta puede cambiar cosas en este equipo.</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>Servidor MCP %1: %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
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
        <translation>Los valores que usará la herramienta, tal como se han comprobado</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumentos:</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>Detalles:</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>Detalles del cambio</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>Lo que cambiaría, línea a línea</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Denegar</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>La herramienta no actúa (la opción predeterminada)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Permitir una vez</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>La herramienta actúa esta vez</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>Permitir siempre esta herramienta en esta conversación</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>La herramienta actúa ahora y más adelante en esta conversación sin preguntar</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · servidor MCP %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(sin descripción)</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>Contexto borrado aquí: los mensajes anteriores no se envían</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>Los mensajes anteriores no se envían</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>Ya no caben en la ventana de contexto del modelo</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>Quitar la marca de Borrar contexto</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>Esta conversación ya no cabe en la ventana de contexto del modelo (unos %1 de %2 tokens). No se envió nada: elige qué enviar.</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>Omitir los mensajes anteriores</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>Resumir los mensajes anteriores</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Borrar contexto aquí</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>Proyecto, plegado</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>Proyecto, abierto</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>Proyectos archivados, plegado</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>Proyectos archivados, abierto</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>Bases de conocimiento…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>Tus mensajes y las respuestas, en orden</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Tu mensaje</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Mostrar mensajes anteriores</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>Carga los mensajes anteriores al primero que se muestra</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>Mostrar mensajes posteriores</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>Continúa exactamente donde lo dejaste, por favor.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>Buscar conversaciones</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>Muestra las conversaciones cuyo título o respuestas contienen las palabras</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 cambia el nombre de la conversación elegida; Supr la elimina</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Conversación nueva</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Empieza una conversación vacía</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nuevo proyecto</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>Un proyecto reúne conversaciones con instrucciones y valores predeterminados comunes</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Sin resultados</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>Temporal</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fijadas</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Ayer</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Anteriores</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renombrar la conversación</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Proyectos</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivados</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>Arroyo tuvo un problema</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>Arroyo tuvo un problema; se guardó un informe.</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>El informe se queda en este ordenador. No contiene mensajes, claves ni archivos.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>Esa carpeta es la carpeta de datos, está dentro de ella o la contiene.</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>Esa carpeta no está vacía. Elige una vacía o nueva.</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>No se puede escribir en esa carpeta.</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>No hay suficiente espacio libre allí (%1).</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>Otra ventana de Arroyo tiene los datos abiertos.</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>La copia falló (%1); no se cambió nada.</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>La carpeta de datos anterior ya no está o no es la de este perfil.</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>Mover la carpeta de datos a</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>La carpeta de datos se moverá a %1 la próxima vez que Arroyo se inicie: ciérralo y vuelve a abrirlo. La carpeta anterior se conserva hasta que la borres.</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>La carpeta de datos anterior sigue en %1; bórrala cuando estés seguro de que todo está aquí.</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>¿Borrar %1 y todo lo que contiene? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Carpeta de datos</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>Mo&amp;ver…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>Copia las conversaciones, los archivos y los ajustes a otra carpeta en el próximo inicio</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>Mover la carpeta de datos</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>Sobre la carpeta de datos</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>Cancelar el traslado</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>Borrar la carpeta anterior…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>Borrar la carpeta de datos anterior</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>La carpeta de datos no se movió</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>Arroyo guarda ahora sus datos en %1. La carpeta anterior, %2, se conserva hasta que la borres (Ajustes, General).</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>Los datos se copiaron a %1. Pon ARROYO_DATA_DIR en esa carpeta para usarlos; la carpeta anterior, %2, se conserva.</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>La carpeta de datos se movió</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 pregunta</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>Obligatorio: %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>Exportar la conversación</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Importar conversaciones</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Exportaciones de Arroyo o ChatGPT (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportada a %1.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>Se importó %n conversación.</numerusform>
            <numerusform>Se importaron %n conversaciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n ya estaba aquí.</numerusform>
            <numerusform>%n ya estaban aquí.</numerusform>
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
        <translation>Los valores de variables y cabeceras se escriben como marcadores, como ${API_TOKEN}.</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>Incluir los valores: el archivo tendrá tus tokens en texto plano</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>Buscar en esta conversación</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Resultado anterior (Mayús+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Resultado siguiente (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Sin resultados</translation>
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
        <translation>Ir a lo último</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>Desplaza hasta el mensaje más reciente y vuelve a seguir la respuesta</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>Cómo aparecen las respuestas</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Palabra a palabra, solo frases completas o la respuesta entera al final</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Palabra a palabra</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Frase a frase</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>La respuesta entera de una vez</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>El idioma de la ventana; cambia al momento</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Mostrar respuestas:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Standing permissions</source>
        <translation>Permisos permanentes</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>Herramientas a las que permitiste actuar sin preguntar, cada una con un botón Revocar</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>No se pudieron leer los permisos: %1</translation>
    </message>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>Otros permisos para actuar sin preguntar:</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2, desde %3</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revocar</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>Revocar: %1, %2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>La herramienta volverá a preguntar antes de actuar</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>en todas las conversaciones</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>en la conversación «%1»</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>en una conversación (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>No se pudo revocar el permiso: %1</translation>
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
        <translation>Pega el bloque mcpServers (o servers) de Claude Desktop, Cursor, Claude Code, VS Code o Windsurf, o elige su archivo. Los valores van al llavero del sistema.</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>Servidores que importar</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>&amp;Elegir archivo…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>Esto no es un objeto JSON mcpServers ni servers.</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>No contiene ningún servidor.</translation>
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
        <translation>Peticiones y flujos de esta respuesta</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copiar todo</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>Pasajes recuperados para esta respuesta</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>Turno del modelo %1, intento %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>La grabación se detuvo aquí: este turno llegó a 2 MiB.</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>Sin indexar</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>Detenida mientras se indexaba</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Al día</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>Falló la indexación</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de conocimiento</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Pasajes</translation>
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
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>Indexar de nuevo</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>Excluidos, con el motivo:</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>Aún no hay ninguna base de conocimiento. Añadir… crea una con tus carpetas y archivos; luego un proyecto o una conversación busca en ella, y las respuestas citan lo que encontraron.</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>Solo palabras</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>Palabras y los vectores de la demo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>Añadir una base de conocimiento</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>Pausando tras el archivo que se está leyendo…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Quitar {name}</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>¿Quitar la base de conocimiento {name}? Los archivos que indexó no se tocan.</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>%n archivo de {total} indexado, {chunks} pasajes escritos</numerusform>
            <numerusform>%n archivos de {total} indexados, {chunks} pasajes escritos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>queda %n segundo aproximadamente</numerusform>
            <numerusform>quedan unos %n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>y %n archivo más</numerusform>
            <numerusform>y %n archivos más</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>En pausa. Reanudar sigue desde el siguiente archivo.</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>Usar %1, encontrado en este equipo</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>Lo añade como proveedor y habla con él</translation>
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
        <translation>Empieza una conversación vacía</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>Restaurar desde copia de se&amp;guridad…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Proveedores, claves, herramientas e idioma</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Envía el mensaje al modelo</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>&amp;Conversación</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>&amp;Mensaje</translation>
    </message>
    <message>
        <source>&amp;New conversation</source>
        <translation>&amp;Nueva conversación</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>&amp;Buscar en la conversación</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>Busca palabras en esta conversación</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Buscar si&amp;guiente</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>Va al resultado siguiente</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>Buscar a&amp;nterior</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>Va al resultado anterior</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>&amp;Buscar conversaciones</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>Va al campo de búsqueda</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>&amp;Fijar o desfijar</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>Mantiene arriba la conversación elegida</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>Nuevo pro&amp;yecto…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>Crea un proyecto: conversaciones con instrucciones comunes</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;Bases de conocimiento…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>Añade e indexa las carpetas en las que el modelo puede buscar</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>Bases de conocimiento de esta con&amp;versación…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>Elige las bases de conocimiento en las que busca esta conversación</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>&amp;Mover a un proyecto…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>Mueve la conversación elegida a un proyecto</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renombrar…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>Cambia el nombre de la conversación elegida</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>Elimina la conversación elegida; se puede deshacer durante unos segundos</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Deshacer el borrado</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>Guarda la conversación elegida como Markdown o JSON</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>Añade conversaciones de una exportación de Arroyo o ChatGPT</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>&amp;Copia de seguridad de todo…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>Guarda cada conversación y los ajustes, sin claves, en un solo archivo</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>Añade lo que tiene una copia de seguridad y Arroyo aún no tiene</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>Cierra Arroyo</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>Detiene la respuesta que se está escribiendo</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>Escri&amp;bir un mensaje</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>Va al cuadro del mensaje</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>&amp;Actividad…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>Cada acción de las herramientas en cada conversación, y por qué se ejecutó</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Deshacer la eliminación</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>Se borró «%1». %2 en la lista lo deshace.</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>Recupera la conversación eliminada</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>¿Salir de Arroyo?</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>Todavía está llegando una respuesta. ¿Salir y detenerla?</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>Servidores de herramientas (MCP). Sus herramientas se ofrecen al modelo y cada llamada se pregunta.</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>&amp;Reiniciar</translation>
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
        <translation>Acti&amp;vado</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>Revisar &amp;cambios…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>Registro del servidor</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Desactivado</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>Conectado: %n herramienta</numerusform>
            <numerusform>Conectado: %n herramientas</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Falló: %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>Sin iniciar: no se confirmó su primer inicio</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>herramientas bloqueadas, revisar</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n cambió, revisar</numerusform>
            <numerusform>%n cambiaron, revisar</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>Aún no hay servidores: añade uno o impórtalos.</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>Lo que aprobaste de este servidor no se puede leer: sus herramientas están bloqueadas.</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>Su forma de iniciarse cambió desde que la aprobaste: sus herramientas están bloqueadas.</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>%n herramienta cambió desde que la aprobaste</numerusform>
            <numerusform>%n herramientas cambiaron desde que las aprobaste</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>La aprobación no se pudo guardar en los ajustes.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>Arroyo puede recordar datos breves sobre ti para conversaciones posteriores. El modelo pregunta cada vez y muestra el texto exactamente como se guardará; las conversaciones nuevas reciben los datos como notas citadas. Las conversaciones temporales nunca recuerdan nada ni reciben datos.</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>Recordar los datos que apruebe</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>Desactivado: el modelo no puede recordar nada y ningún dato llega a sus instrucciones</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>Compartidos por todas las conversaciones</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>Separados por proyecto (fuera de proyectos: compartidos)</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>&amp;Alcance de los datos:</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>Dónde se aplican los datos</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>&amp;Recordar los datos que apruebe</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>Compartidos por todas las conversaciones, o guardados en el proyecto donde se dijeron</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>Presupuesto de &amp;tokens por petición:</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>Presupuesto de tokens para datos</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>Si se supera, se dan primero los datos más cercanos al primer mensaje</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>Datos recordados:</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>&amp;Borrar todos…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>Borrar todos los datos</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>Sobre la memoria</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>Datos recordados</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>Cada dato se puede editar aquí, abrir donde se dijo o borrar</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>No se pudieron leer los datos: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Ninguno todavía.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Conversación sin título</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · de «%2»</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>Abrir la conversación «%1»</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>Borrar el dato: %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>Un dato es una sola línea de texto; no se cambió.</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>¿Borrar el dato recordado (%n)? No se puede deshacer.</numerusform>
            <numerusform>¿Borrar los %n datos recordados? No se puede deshacer.</numerusform>
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
        <translation>Copia tu mensaje al portapapeles</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>Edita tu mensaje y vuelve a enviarlo</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Vuelve a preguntar al modelo</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Inspeccionar</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>Muestra la petición tal como se envió y el flujo tal como se recibió</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>Más acciones para este mensaje</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Borrar contexto aquí</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>Ramificar desde aquí</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Versión anterior</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Versión siguiente</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Versión %1 de %2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>Edita tu mensaje</translation>
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
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Mostrar u ocultar el razonamiento del modelo</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Negativa</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>Estadísticas de esta respuesta</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>Copiar la respuesta en Markdown</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>La respuesta del modelo, con su razonamiento</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>Pliega o despliega lo que pensó el modelo antes de responder</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>Lo que pensó el modelo</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>Texto de la respuesta</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>El texto de la respuesta</translation>
    </message>
    <message>
        <source>How the answer ended</source>
        <translation>Cómo terminó la respuesta</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Vuelve a preguntar al modelo</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>Pide al modelo que siga donde lo dejó</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>Abre la ventana de ajustes</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>Copia la respuesta entera al portapapeles</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>La respuesta está completa.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>Pensando… %n s</numerusform>
            <numerusform>Pensando… %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>Pensó menos de un segundo</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>Pensó durante %n s</numerusform>
            <numerusform>Pensó durante %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>Conversaciones largas y títulos</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Omitir los mensajes más antiguos</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Resumir los mensajes anteriores</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Detenerse y preguntar</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>Al superar la ventana de contexto del modelo</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>Qué envía una conversación nueva cuando ya no cabe en la ventana del modelo</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Al su&amp;perar la ventana de contexto del modelo:</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>El modelo de la propia conversación</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>Resúmenes &amp;con:</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>El modelo que escribe los resúmenes</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>&amp;Dejar que un modelo escriba el título tras la primera respuesta</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>Dejar que un modelo escriba el título tras la primera respuesta</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>&amp;Títulos con:</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>El modelo que escribe los títulos</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>Un resumen o un título es una petición más al modelo: cuesta tokens como un mensaje, y el texto de la conversación va al proveedor de ese modelo.</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>Otro modelo se indica por su id, en el proveedor de la conversación</translation>
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
        <translation>El modelo con el que habla esta conversación; se puede escribir otro</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>Volver a pedir los modelos</translation>
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
        <translation>Permitir para archivos en %1 durante una hora</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>Esta herramienta actúa sin preguntar sobre los archivos de esta carpeta durante una hora</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>Permitir para %1 durante una hora</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>Esta herramienta accede a este sitio web sin preguntar durante una hora</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>Permitir %1 en esta conversación</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>Este programa se ejecuta sin preguntar en esta conversación</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>Escribe el nombre o la dirección del proxy para usarlo.</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>La contraseña del proxy no se pudo guardar en el llavero del sistema.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>La prueba falló: %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>Funciona: llegó una respuesta.</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>La configuración de proxy del sistema</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>Sin proxy</translation>
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
        <translation>Por qué proxy pasan las conexiones con los proveedores y los servidores MCP</translation>
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
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;uerto:</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>Tipo de proxy</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP o HTTPS: cómo se llega al propio proxy</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>Servidor del proxy</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>Puerto del proxy</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>Usuario del proxy</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>Contraseña del proxy</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>Guardada en el llavero del sistema</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>Conectar directamente con este equipo</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>Las direcciones de este equipo (localhost, 127.0.0.1, ::1), como la de Ollama, se alcanzan sin el proxy salvo que desmarques esto. La configuración del sistema son las variables HTTP_PROXY, HTTPS_PROXY y NO_PROXY.</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>Qué direcciones no pasan por el proxy</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Resultado de la prueba</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>Pr&amp;obar</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>Probar el proxy</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>Descarga una dirección web a través del proxy tal como está escrito aquí</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>Ramificada desde %1</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>Abre la conversación de la que se ramificó esta</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Al su&amp;perar la ventana de contexto del modelo:</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>Qué se envía cuando esta conversación ya no cabe en la ventana del modelo</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>Omitir los mensajes más antiguos, resumirlos o preguntar cada vez</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Como en Ajustes</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Omitir los mensajes más antiguos</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Resumir los mensajes anteriores</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Detenerse y preguntar</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Borrar contexto aquí</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>El próximo mensaje empieza de cero: los mensajes anteriores no se envían</translation>
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
        <translation>Máximo de tokens de salida</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>Esfuerzo de razonamiento</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>Presupuesto de razonamiento</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>Nivel de razonamiento</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Predeterminado (%1)</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>Passage [{number}]</source>
        <translation>Pasaje [{number}]</translation>
    </message>
    <message>
        <source>The passage&apos;s text</source>
        <translation>El texto del pasaje</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Abrir archivo</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>«%1» no es un precio: escribe dólares, como 2,50.</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>Lo que cuesta cada modelo, en dólares estadounidenses por millón de tokens, según la lista de su proveedor. Una respuesta muestra su coste cuando su modelo tiene los dos precios.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>Entrada ($ por millón)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>Salida ($ por millón)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Precios</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>Añadir un precio</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>Eliminar el precio</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>El proveedor no aceptó la clave de API.</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>Esta clave de API no tiene permiso para hacer esto.</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>El proveedor no conoce este modelo, o la URL base no es correcta.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>El proveedor rechazó la petición.</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>La conversación es demasiado larga para este modelo. Empieza una conversación nueva o acorta tu mensaje.</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>El proveedor está recibiendo demasiadas peticiones tuyas. Espera un momento y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>El proveedor está saturado en este momento. Vuelve a intentarlo dentro de un rato.</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>El servidor del proveedor tuvo un problema.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>No se puede contactar con el servidor. Comprueba la dirección y que el servidor esté en marcha.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>Falló la conexión segura con el servidor.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>El servidor no respondió a tiempo.</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>No se pudo contactar con el servidor a tiempo. Comprueba la dirección y que el servidor esté en marcha.</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>El servidor respondió con una página web, no con un flujo. Comprueba la URL base.</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>El servidor no envió su respuesta como flujo.</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>El servidor envió la petición a otra dirección. Comprueba la URL base.</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>Demasiadas redirecciones. Comprueba la URL base.</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>No se puede usar la URL base del proveedor. Corrígela en Ajustes.</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>La petición no pasó el proxy.</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>Se cortó la respuesta.</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>Se cortó la respuesta: pasó demasiado tiempo sin que llegara nada más.</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>Se cortó la respuesta: se perdió la conexión.</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>El proveedor informó de un error mientras respondía.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>La petición falló.</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>Se detuvo la respuesta: superó el tamaño máximo.</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>La respuesta se detuvo antes de tiempo (límite de longitud).</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>El filtro de contenido del proveedor detuvo la respuesta.</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>La respuesta se detuvo antes de tiempo por un error.</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>La respuesta se detuvo antes de tiempo.</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>Se detuvo: el modelo seguía llamando a herramientas sin responder.</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>Esta respuesta se interrumpió.</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>En pausa: esperando tu aprobación.</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>Algo falló dentro de Arroyo. Se detuvo la respuesta.</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>Elige un proveedor en Ajustes.</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>No hay ninguna clave guardada para %1. Añade una en Ajustes.</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>Elige un modelo para %1 en Ajustes.</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>El proveedor de esta conversación, %1, se quitó. Elige otro proveedor arriba.</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>No se pudo completar la respuesta.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Detenida.</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>el servidor falló</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>no se pudo iniciar su orden</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>el servidor se detuvo</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>el servidor escribió algo que no es MCP</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>el servidor no respondió a tiempo</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>el servidor habla una versión de MCP que Arroyo no conoce</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>el servidor respondió con el estado HTTP %1</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>no se pudo contactar con el servidor</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>En este equipo no se puede usar ningún llavero del sistema.</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>El llavero del sistema está bloqueado. Desbloquéalo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>El llavero del sistema no respondió a tiempo. Puede que esté esperando a que lo desbloquees.</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>El llavero del sistema falló de forma inesperada.</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>La clave todavía se está leyendo del llavero del sistema. Inténtalo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>La URL base no es una dirección válida.</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>La URL base contiene espacios, saltos de línea u otros caracteres invisibles.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>La URL base debe empezar por http:// o https://.</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>La URL base no indica ningún servidor.</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>La URL base contiene un nombre de usuario o una clave antes del nombre del servidor. Pon la clave en el campo de la clave: se guarda en el llavero del sistema.</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>Las claves enviadas a esta dirección viajan sin cifrar (http sin cifrado a otro equipo). Usa https si el servidor lo ofrece.</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>La clave escrita en la URL base de %1 se ha trasladado al llavero del sistema.</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>La URL base de %1 contenía una clave. No se pudo trasladar al llavero del sistema (%2), así que solo se usa durante esta sesión.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>El archivo de ajustes %1 está dañado o no es un archivo de ajustes de Arroyo (%2). Se ha dejado exactamente como estaba.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>El archivo de ajustes %1 lo escribió una versión más reciente de Arroyo. Se ha dejado exactamente como estaba.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>No se pudo leer ni escribir el archivo de ajustes %1 (%2). El cambio no se guardó.</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>La base de datos %1 está dañada o no es una base de datos de Arroyo (%2). No se cambió ni se reemplazó nada: el archivo está exactamente como estaba.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>La base de datos %1 la escribió una versión más reciente de Arroyo. No se cambió ni se reemplazó nada: el archivo está exactamente como estaba.</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>No se pudo abrir la base de datos %1 (%2). No se reemplazó ni se borró nada.</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>No se pudo leer ni escribir el archivo (%1).</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>El archivo es más grande de lo que una importación lee.</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>Este archivo no es una exportación de Arroyo ni de ChatGPT.</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>El archivo está dañado (%1). No se importó nada.</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>El archivo se exportó con una versión más reciente de Arroyo.</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>La conversación ya no está.</translation>
    </message>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>No se puede leer %1: no existe o no se puede leer.</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 es demasiado grande para adjuntarlo (el límite es %2).</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 no es texto, ni una imagen, ni un PDF.</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1 parece una imagen, pero no se puede abrir.</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1 sigue siendo demasiado grande una vez reducida (límite: %2).</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 es un PDF que no se puede leer (dañado o protegido).</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>%1 no tiene texto que extraer (¿un escaneo?). Envíe los PDF como documentos.</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2 no lee imágenes. Elija otro modelo; no se ha enviado nada.</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2 no lee documentos. Envíe el texto del PDF o elija otro modelo; no se ha enviado nada.</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>La temperatura debe estar entre 0 y %1.</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>Top-p debe estar entre 0 y 1.</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>Este modelo escribe como mucho %1 tokens en una respuesta. Baja el máximo de tokens de salida.</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>Este modelo de razonamiento no acepta temperatura ni top-p. Quítalos en los parámetros de la conversación.</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>El presupuesto de razonamiento debe ser de al menos %1 tokens y menor que el máximo de tokens de salida (%2).</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>Elige un nivel o un presupuesto de razonamiento para este modelo, no ambos.</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>Este modelo no razona. Quita el ajuste de razonamiento en los parámetros de la conversación o elige otro modelo.</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>Este modelo decide por sí mismo cuánto razonar: no admite un presupuesto de razonamiento. Quita el presupuesto de razonamiento en los parámetros de la conversación.</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>&amp;Instrucciones:</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Asistente:</translation>
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
        <translation>Má&amp;ximo de tokens de salida:</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Carpeta de trabajo:</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>Se dicen al modelo antes de las instrucciones de sistema de cada conversación</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>El modelo del proveedor</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>El del modelo</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>La carpeta de trabajo predeterminada</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>&amp;Bases de conocimiento:</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>Ninguna todavía: Conversación › Bases de conocimiento… crea una con tus archivos.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>Mover a un proyecto</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>Sin proyecto</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Nuevo proyecto…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>Nueva conversación en el proyecto</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Editar proyecto…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Desfijar</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>Fijar arriba</translation>
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
        <translation>Archivar</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nuevo proyecto</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>Renombrar proyecto</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>Exportar proyecto</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportada a %1.</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>Importar indicaciones</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>Indicaciones (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>Exportar indicaciones</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1 (incluida en Arroyo)</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>Las de la conversación</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>Se pide al usarla: %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>Escribe {{name}} donde haya que rellenar algo al usarla.</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>Indicación %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>Cada indicación necesita un nombre propio.</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>Una indicación necesita un nombre.</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 no es un archivo de indicaciones que Arroyo pueda leer (%2). No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>No se pudieron escribir las indicaciones: %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Indicaciones</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>Añadir una indicación</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>Eliminar la indicación</translation>
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
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Texto:</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>A&amp;sistente:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>El modelo de la conversación</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>Con qué instrucciones se responde al usar esta indicación</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>Nombre del proveedor</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>El nombre que aparece en la lista de proveedores</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>Tipo de proveedor</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>La dirección de la API del proveedor; vacía para la habitual</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>Escribe el nombre de un modelo o prueba la conexión para ver la lista</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>Transporte de la transmisión</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>Cómo se lee la respuesta de la red</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>Por fragmentos: el texto según llega</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>Instantáneas: compara cada actualización con la anterior</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>Cuál de las API del proveedor responde</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI:</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>Mostrar el &amp;razonamiento del modelo</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>Mostrar el razonamiento del modelo</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>Muestra lo que piensa el modelo antes de responder, cuando lo comunica</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Probar cone&amp;xión</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>Se conecta con el proveedor y muestra sus modelos</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Resultado de la prueba de conexión</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
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
        <translation>&amp;Transporte:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>C&amp;lave de API:</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1 (el habitual)</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>La demo funciona dentro de Arroyo: no hay nada a lo que conectarse.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>Escribe primero la URL base del servidor.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>No se pudo conectar (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>Conectado: %n modelo. Se eligió %1.</numerusform>
            <numerusform>Conectado: %n modelos. Se eligió %1.</numerusform>
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
        <translation>No se pudo conectar: %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>La clave se guarda en el llavero del sistema, nunca en un archivo</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>Guardar cla&amp;ve</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>Guardar la clave en el llavero del sistema</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>Guarda la clave escrita en el llavero del sistema</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>&amp;Eliminar clave</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>Eliminar la clave guardada</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>Elimina la clave de este proveedor del llavero del sistema</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>Mostrar la clave escrita</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>Muestra u oculta la clave escrita en el campo</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>Estado de la clave</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>Conservar solo en esta &amp;sesión</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>Conservar la clave solo en esta sesión</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>Conserva la clave en memoria hasta que se cierre Arroyo</translation>
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
        <translation>Ocultar la clave</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>Mostrar la clave tal como se escribió</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>Pega la clave de API</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>Opcional: la mayoría de los servidores locales no necesitan clave</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>Hay una clave guardada solo para esta sesión; se olvidará al cerrar Arroyo.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>guardada solo para esta sesión</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>Clave: guardada en el llavero del sistema.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>guardada — escribe una clave nueva para reemplazarla</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>No hay ninguna clave guardada.</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>Consultando el llavero del sistema…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>No hay clave guardada: puede que este servidor no la necesite.</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>No se puede leer el llavero del sistema: %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>Guardando la clave en el llavero del sistema…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>Clave guardada en el llavero del sistema.</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>La clave no se guardó: %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>Arroyo nunca escribe las claves en un archivo. Puedes conservar la clave en memoria solo durante esta sesión.</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>No se pudo eliminar la clave de «%1» del llavero del sistema: %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>Clave eliminada.</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>Demo (simulador sin conexión)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>Servidor compatible con OpenAI</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Servidor compatible con Anthropic</translation>
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
        <translation>Proveedores</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>Los proveedores que configuraste; elige uno para editarlo</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>&amp;Añadir proveedor…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>Añadir proveedor</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>Abre un menú de tipos de proveedor</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>Tipos de proveedor</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>&amp;Quitar proveedor</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Quitar proveedor</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>Quita el proveedor elegido y su clave guardada</translation>
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
        <translation>Ollama (en este equipo)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (en este equipo)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>Servidor compatible con OpenAI</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Servidor compatible con Anthropic</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>Servidor llama.cpp (en este equipo)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (en este equipo)</translation>
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
        <translation>Añade un proveedor para empezar: elige «Añadir proveedor…».</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>Todavía no hay proveedores</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>El atajo global %1 lo usa otro programa: elige otro en Configuración.</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>El atajo global %1 no se puede registrar aquí.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>Los atajos globales no están disponibles aquí; la orden arroyo quick abre el cuadro de pregunta rápida.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>¿Salir de Arroyo?</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>Todavía está llegando una respuesta en el cuadro de pregunta rápida. ¿Salir y detenerla?</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>Arroyo sigue en marcha</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo está en la bandeja: haz clic en su icono para recuperar la ventana, o elige Salir de Arroyo en su menú.</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>Pregunta rápida — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>Pregunta lo que quieras y pulsa Intro</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>Abrir en Arroyo</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>Abre esta conversación en la ventana principal</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>Esc oculta este cuadro; la conversación queda guardada.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>ningún modelo elegido</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>El modelo que responde: %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>Pregunta rápida</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>Mantener Arroyo en la bandeja al cerrar la ventana</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>Este escritorio no muestra iconos en la bandeja.</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>Atajo &amp;global:</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>Atajo global del cuadro de pregunta rápida</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>Borrar el atajo global</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>Pulsa las teclas que abren el cuadro de pregunta rápida desde cualquier aplicación. La orden arroyo quick también lo abre.</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>En Wayland, el portal de atajos del escritorio registra las teclas y puede pedirte que las confirmes. Si el escritorio no tiene ese portal, asigna la orden arroyo quick a una tecla en su configuración de teclado.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>Los atajos globales no están disponibles aquí. La orden arroyo quick abre el cuadro de pregunta rápida.</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>Dónde funciona el atajo global</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>Código de recuperación</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>Guarda este código en un lugar seguro, lejos de este equipo. Con él, un dispositivo se une al conjunto aunque se olvide la frase de contraseña. No se vuelve a mostrar sin la frase de contraseña.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>Lo he &amp;guardado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>Deshacer: volver a ponerlo</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>Vuelve a poner el proveedor quitado</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>Proveedor quitado</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Quitar proveedor</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>¿Quitar «%1»?</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>Su clave guardada también se quita. Las conversaciones que lo usaban conservan sus mensajes y piden otro proveedor.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>Se quitó «%1».</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>Revisar los cambios de %1</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>Lo que aprobaste del servidor MCP «%1» no se puede leer (%2). Sus herramientas están bloqueadas hasta que las apruebes tal como son ahora.</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>El servidor MCP «%1» cambió desde que lo aprobaste. Hasta que apruebes el cambio, las herramientas de esta lista no se ofrecen al modelo. Las descripciones vienen del servidor: léelas como lo que el servidor afirma.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>Tal como lo aprobaste</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>Tal como es ahora</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Aprobar</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>&amp;Mantener bloqueadas</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>Su forma de iniciarse cambió</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>La herramienta %1 cambió</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>La herramienta %1 es nueva</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>La herramienta %1 ya no está</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(no estaba)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Orden: %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>Argumentos: %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Variables: %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>versión desconocida</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>Paquete: %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>Esquema de entrada</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Anotaciones</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>Otros campos</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>Reglas de permiso: una herramienta actúa sin preguntar, dentro de un límite.</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>Reglas de permiso</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>Cada regla, lo que cubre, las llamadas restantes, cuándo termina y un botón Revocar</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>No se pudieron leer las reglas de permiso: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>archivos en %1</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>el sitio web %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>el programa %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>todas las llamadas</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1, en una conversación</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>hasta salir de Arroyo</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>sin fecha de fin</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — rechazada, no permite nada: %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revocar</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>Revocar: %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>La herramienta volverá a preguntar antes de actuar</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>cualquier número de llamadas</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>llamadas restantes: </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>Llamadas restantes: %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>Cuántas llamadas más permite la regla; 0: sin límite</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>durante una hora desde ahora</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>durante un día desde ahora</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>durante una semana desde ahora</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>hasta una fecha…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>Termina: %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>Fecha de fin: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>No se pudo cambiar la regla de permiso: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>No se pudo revocar la regla de permiso: %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>Un servidor MCP consulta al modelo</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>El servidor MCP «%1» quiere que el modelo responda a esto:</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>Enviar al modelo</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>Abrir Ajustes</translation>
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
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>&amp;Orden o dirección:</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time, o https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>&amp;Variables o cabeceras:</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>Un NOMBRE=valor por línea: variables de entorno para una orden, cabeceras HTTP para una dirección. Los valores van al llavero del sistema; un valor vacío conserva el guardado.</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Activado</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>Permitir que consulte al &amp;modelo (cada petición se pregunta antes)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>Da al servidor un nombre que no tenga otro.</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>Escribe la orden que inicia el servidor, o su dirección.</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>Cómo se muestran las respuestas</translation>
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
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Instrucciones de sistema</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1 se cambió en dos dispositivos:</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>Conservar «%1»</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>Cambiado en dos dispositivos</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Algo salió mal (%1).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de ajustes</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>Proveedores, herramientas y ajustes generales; Ctrl+Tab pasa de uno a otro</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>&amp;Proveedores</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>A&amp;sistentes</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>&amp;Indicaciones</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>Preci&amp;os</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>Servidores &amp;MCP</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;General</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>Re&amp;d</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>M&amp;emoria</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>Sin&amp;cronización</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>Lo que no se pudo hacer</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>Cierra los ajustes; los cambios ya están guardados</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>Cerrar los ajustes</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Enviar el mensaje</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>Empezar una línea nueva</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>Detener la respuesta o cerrar la búsqueda</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
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
        <translation>Lado a lado: un mensaje, varios modelos</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>Respuestas lado a lado</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>Aún no se conoce ningún otro modelo</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>Responder con un solo modelo</translation>
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
        <translation>Añade hasta tres modelos que responden al próximo mensaje, cada uno en una columna</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>¿Conectar con el servidor MCP «%1» por primera vez? Se contactará en:</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>¿Iniciar el servidor MCP «%1» por primera vez? Se ejecutará esta orden:</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>Recibe del llavero: %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>Nuevo servidor MCP</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>No iniciar</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>Empezar de cero (conservar una copia)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>Empezar de cero y conservar una copia del archivo dañado</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>El archivo dañado se conserva junto al nuevo</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>Intenta abrir el archivo de nuevo</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>Cierra Arroyo y deja el archivo como está</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>No se pueden leer los ajustes</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>Puedes empezar con unos ajustes nuevos. El archivo dañado se conserva a su lado, con «.broken» añadido al nombre. Las claves del llavero del sistema no se ven afectadas.</translation>
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
        <translation>Esperando al servidor…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Cargando el modelo…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Escribiendo…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>Reintentando en %1 s (intento %2 de %3)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>Esperando tu aprobación</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>Realizando la acción…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>Esperando tu elección</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>Resumiendo los mensajes anteriores…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>Demasiadas solicitudes, reintentando en %1 s (intento %2 de %3)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>Resumen de los mensajes anteriores, enviado en su lugar</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Versión %1 de %2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>Editar el resumen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>Frase de contraseña incorrecta: no abre el conjunto de sincronización de ese lugar.</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>Un objeto del almacenamiento fue modificado.</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>Un objeto del almacenamiento está incompleto.</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>El almacenamiento contiene otro conjunto de sincronización distinto de este.</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>La sincronización no está configurada.</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>Ahí no hay ningún conjunto de sincronización al que unirse.</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>No se puede acceder al almacenamiento.</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>Ningún llavero del sistema guarda la clave: escribe abajo la frase de contraseña para sincronizar en esta sesión.</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>Este dispositivo no puede quitarse a sí mismo.</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>El almacenamiento ya guarda otro objeto con un nombre que escribe este dispositivo.</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>Reanudar (&amp;u)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>Sincronizando a través de %1, como dispositivo %2.</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>Sincronizando…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>No se pudo sincronizar: %1 Se volverá a intentar más tarde.</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>En pausa: no se envía ni se recibe nada.</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>Aún sin sincronizar.</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>Última sincronización %1: %2 cambios enviados, %3 recibidos.</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>Enviando %v de %m cambios</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>Leyendo %v de %m objetos</translation>
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
        <translation>Último segmento leído</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>Última noticia (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>Dispositivos del conjunto de sincronización</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>Qui&amp;tar dispositivo</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>Lo que escribió se conserva; los objetos antiguos ya no lo esperan</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>Sincronizar a&amp;hora</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Frase de contraseña</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>Mostrar el código de &amp;recuperación</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>Sincronizar con esta frase de contraseña</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>Estado de la sincronización</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>Carpeta de sincronización</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>Tus conversaciones y algunos ajustes viajan cifrados a través de un almacenamiento que ya tienes; la frase de contraseña nunca sale de este equipo.</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>Una carpeta</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>Un servidor WebDAV</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>Un bucket de S3</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>Dir&amp;ección:</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>Punto de conexión S&amp;3:</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>Alma&amp;cenamiento:</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>Nombre del &amp;bucket:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>&amp;ID de clave de acceso:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>Clave secre&amp;ta:</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>Código de recuperación (&amp;v):</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>Frase de contrase&amp;ña:</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>Frase de contraseña otra &amp;vez:</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>Crear un conjunto de sincronización &amp;nuevo</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>&amp;Unirse al conjunto de sincronización de ese lugar</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>Tengo el código de recuperación en lugar de la frase de contraseña</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>Configurar la sincronizaci&amp;ón</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Elegir…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>Indica dónde está el almacenamiento.</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>Indica el nombre del bucket.</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>Escribe la frase de contraseña.</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>Elige una frase de contraseña de al menos 8 caracteres.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Las dos frases de contraseña no coinciden.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>Sincronización: %1 Se volverá a intentar más tarde.</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>Sincronizado de nuevo.</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>Temporal</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>Nada de esta conversación se guarda.</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Guardar esta conversación</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>La conserva con sus mensajes, como una conversación normal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Cerrar la conversación temporal</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>Nueva conversación &amp;temporal</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>Una conversación que nunca se guarda</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Guardar esta conversación</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>Conserva la conversación temporal</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Cerrar la conversación temporal</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>Olvida la conversación temporal</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>Espera a que termine la respuesta y luego guarda.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Guardada.</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>¿Descartar esta conversación temporal?</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>Sus mensajes no se guardan en ningún sitio y no se pueden recuperar.</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>Al salir se olvidan las conversaciones temporales y sus mensajes.</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>Conversación temporal</translation>
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
        <translation>Esperando tu aprobación</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Denegada</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>No válida, devuelta al modelo</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>Desconocido: se interrumpió mientras se ejecutaba</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>Importada: nunca se ejecutó aquí</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>No ejecutada: el turno se detuvo antes</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>Bloqueada: esta herramienta cambió desde que la aprobaste; revisa el cambio en Ajustes › Servidores MCP</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>Se ejecutó sin preguntar: el modelo y las bases de conocimiento están en este equipo</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>Se ejecutó sin preguntar: permitiste esta herramienta en esta conversación</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>Se ejecutó sin preguntar: tu ajuste en Ajustes › Herramientas</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>Se ejecutó sin preguntar: una regla de permiso en Ajustes › Herramientas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>Compartida con %1: se ejecutó una sola vez para ambas</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>Llamada a una herramienta</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>Muestra los argumentos y el resultado</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>Marcar como hecha</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Ejecutar de nuevo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Deshacer los cambios de archivos de este turno</translation>
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
        <translation>Listar la carpeta de trabajo</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>Listar la carpeta {path}</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>Leer {path}</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>Leer {path} (como máximo {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>Crear {path} ({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>Escribir {path} ({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>Reemplazar {path}: {before} → {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>Ejecutar: {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>Descargar {url} (GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>Sin cambios: {path} ya contiene exactamente este contenido</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>Restaurar la versión anterior de {path} ({size})</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>Eliminar {path}, que creó la herramienta</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>Deshacer los cambios de este turno en estos archivos, el último primero: {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>Recordar para conversaciones posteriores: {fact}</translation>
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
        <translation>Conversación nueva</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>Pregunta rápida…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>Mostrar u ocultar Arroyo</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>Salir de Arroyo</translation>
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
        <translation>Arroyo no puede deshacer los cambios que hace esta herramienta</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>Deshecho: se restauró la versión anterior.</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>No se deshizo: el archivo cambió después de esta acción; no se cambió nada.</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>No se deshizo: la ruta ahora es una carpeta o un enlace; no se cambió nada.</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>No se deshizo: no se pudo restaurar el archivo.</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>Ya no se puede deshacer: la versión anterior se eliminó para mantener el almacén dentro de su límite</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>Ya no se puede deshacer: la versión anterior se eliminó al pasar el tiempo que el almacén la guarda</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>Ya no se puede deshacer: falta la versión anterior</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>Se deshicieron los cambios de archivos de este turno.</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>Se detuvo en {path}: cambió después de este turno. Los cambios posteriores se deshicieron; ese y los anteriores quedaron como estaban.</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>No se ejecutó de nuevo: esta herramienta no está disponible ahora.</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>No se ejecutó de nuevo: sus argumentos ya no encajan con la herramienta.</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>Hay un Arroyo más nuevo</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Abrir la página de la versión</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>no se pudo llegar a la dirección</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>la dirección no respondió a tiempo</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>la dirección respondió con el error %1</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>la respuesta no describe una versión</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>la respuesta no indica ninguna versión</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>la dirección no es una dirección http(s)</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>No se pudo buscar actualizaciones: %1.</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>Arroyo %1 está disponible (esta es la %2).</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1 es la última versión.</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Actualizaciones</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>Buscar un Arroyo más nuevo una vez al día</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>Pregunta a la dirección de versiones de abajo; no se descarga ni instala nada</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>&amp;Dirección de versiones:</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>Dirección de versiones</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Buscar actualizaciones</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>Lo que encontró la búsqueda de actualizaciones</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Comprobar a&amp;hora</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>Buscar actualizaciones ahora</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Abrir la página de la versión</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>Novedades</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>Agranda el texto</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>Achica el texto</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>El texto al tamaño del sistema</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>&amp;Grabar peticiones para Inspeccionar</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>Guarda en memoria la petición y el flujo de cada respuesta hasta que Arroyo se cierre, para su botón Inspeccionar</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>Enumera las teclas de cada orden</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>Acerca &amp;de Arroyo</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>La versión, la licencia y dónde se guardan tus datos</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>Te damos la bienvenida a Arroyo</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>Estás hablando con %1. Prueba uno de estos, o escribe el tuyo abajo.</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>Estás hablando con la Demo: un modelo que funciona en este ordenador, sin clave y sin red. Prueba uno de estos mensajes para ver cómo llega una respuesta, el razonamiento del modelo y una herramienta que te pregunta antes de actuar. Añade tu propio proveedor en Ajustes cuando quieras.</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>Una conversación nueva</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>Escribe un mensaje abajo, o empieza con uno de estos.</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>Escribe un poema corto sobre un río</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>Piénsalo bien: ¿qué es mayor, 9,11 o 9,9?</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>¿Qué hay en mi carpeta de trabajo?</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>Envía este mensaje</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>Carpeta para las herramientas de archivos de esta conversación</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>Herramientas de archivos desactivadas</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>Las herramientas de archivos están desactivadas en esta conversación.</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>Las herramientas de archivos trabajan en {folder}</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>Para activarlas, elige una carpeta o la predeterminada con el botón.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Elegir otra carpeta…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>Usar la predeterminada ({folder})</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>Desactivar las herramientas de archivos en esta conversación</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>La única carpeta que las herramientas pueden leer y escribir</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>La carpeta que las herramientas pueden leer y escribir</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Elegir la carpeta de trabajo</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>Abre un selector de carpetas</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>Estado de la carpeta de trabajo</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>Permitir ejecutar co&amp;mandos (siempre pregunta antes)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>Permitir ejecutar comandos</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>Permite que las herramientas ejecuten programas en la carpeta de trabajo; antes se te pregunta por cada comando</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Carpeta de trabajo:</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>Esta carpeta no existe.</translation>
    </message>
</context>
</TS>
