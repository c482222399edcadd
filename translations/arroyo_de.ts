<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>Über Arroyo</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>Ein Desktop-Client für große Sprachmodelle.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Freie Software unter der Lizenz %1.</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>Ihre Unterhaltungen und Einstellungen liegen in:</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>Datenordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Datenordner öffnen</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>Nach Wörtern in Aktion oder Ergebnis filtern</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>Speichert die angezeigten Aktionen als CSV oder JSON</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Alle Werkzeuge</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>Noch hat kein Werkzeug etwas getan.</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%1 von %2 Aktionen</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>Aktivität exportieren</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>%n Aktion in %1 gespeichert</numerusform>
            <numerusform>%n Aktionen in %1 gespeichert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>Warum es lief</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>Sie haben zugestimmt</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>In dieser Unterhaltung erlaubt</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>Ihre Einstellung (Einstellungen › Werkzeuge)</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>Eine Berechtigungsregel</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Nicht erfasst</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>(gelöschte Unterhaltung)</translation>
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
        <translation>Wissensdatenbank hinzufügen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Suchen nach</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>Nur Wörter (Volltextsuche)</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>Wörter und die Vektoren der Demo (offline)</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>Embeddings von {provider}</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>Findet Abschnitte, die die Wörter der Frage enthalten. Nichts verlässt diesen Computer.</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>Die Vektoren der Demo arbeiten offline und sind einfach: Sie finden Abschnitte, die Wörter mit der Frage teilen, nicht Abschnitte, die dasselbe mit anderen Worten sagen. Nichts verlässt diesen Computer.</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider} läuft auf diesem Computer oder in seinem Netzwerk: Die Dateien bleiben hier.</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>Das Indexieren mit {provider} sendet jeden Abschnitt dieser Dateien an {provider}.</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>Schreibt…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Unvollständig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>Diese Antwort stoppen</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>Diese Antwort verwenden</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>Weiter mit dieser Antwort und ihrem Modell; die anderen bleiben als Versionen</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>Antwort von %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Denkprozess</translation>
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
        <translation>erstes Token %1 s</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>%1 s insgesamt</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>%n Token Eingabe</numerusform>
            <numerusform>%n Token Eingabe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>%n Token Ausgabe</numerusform>
            <numerusform>%n Token Ausgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>Die Farben des Fensters; sie ändern sich sofort</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation>Arroyo kann nicht starten</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>Es wurde nichts geändert. Geben Sie Speicherplatz frei oder schließen Sie das Programm, das die Datei verwendet, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>Sie können mit einer neuen Datenbank beginnen. Die jetzige Datei bleibt daneben als Sicherung erhalten.</translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>Arroyos Daten können nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>Die Einstellungen können nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>Unbenannte Unterhaltung</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>In „%1“, wartet seit %2</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>Genehmigen…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>Zeigt die Aktion wie die Bestätigung und speichert dann deine Antwort</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>%n Genehmigung ausstehend</numerusform>
            <numerusform>%n Genehmigungen ausstehend</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>Werkzeugaufrufe, die ein pausiertes arroyo ask für deine Antwort hinterlassen hat</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>Ausstehende Genehmigungen</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>Werkzeugaufrufe, die ein pausiertes arroyo ask für deine Antwort hinterlassen hat. Hier wird nichts ausgeführt: arroyo ask --resume setzt den Zug fort und führt aus, was du genehmigt hast, genau einmal.</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>Kein Werkzeugaufruf wartet auf deine Genehmigung.</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>Genehmigt. arroyo ask --resume %1 führt ihn aus.</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>Abgelehnt. arroyo ask --resume %1 teilt es dem Modell mit.</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>Dieser Aufruf wurde bereits anderswo genehmigt; deine Antwort wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>Dieser Aufruf wurde bereits anderswo abgelehnt; deine Antwort wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>Dieser Aufruf wartet nicht mehr.</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Assistent:</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>Einen auswählen…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>Beginnt diese Unterhaltung mit den Anweisungen und dem Modell des Assistenten</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>Das im Fenster gewählte</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>Assistent %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>Jeder Assistent braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>Ein Assistent braucht einen Namen.</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>Assistenten</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>Assistenten hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>Assistenten löschen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>System&amp;prompt:</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>An&amp;bieter:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>Standard des Anbieters</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>Wer in einer Unterhaltung antwortet, die mit diesem Assistenten beginnt</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>Dateien anhängen</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Text, Code, Bilder und PDFs; Sie können sie auch hineinziehen oder einfügen</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Dateien anhängen: Text, Code, Bilder und PDFs; Sie können sie auch hineinziehen oder einfügen</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>PDFs als Dokumente</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>PDFs unverändert an Modelle senden, die sie lesen können, statt ihres Textes</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>eingefügtes Bild</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>Jede Aktion wird zuerst erfragt. Lassen Sie nur Werkzeuge ohne Nachfrage laufen, denen Sie eigenständiges Handeln zutrauen: Die Frage entfällt, die Prüfungen nicht.</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>Ohne Nachfrage ausführen</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>Jedes Werkzeug, was es kann und ob es ohne Nachfrage handeln darf</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>%1 ohne Nachfrage ausführen</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 Fragt immer: Es kann Daten von diesem Computer versenden.</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>Ein Werkzeug des MCP-Servers „%1“: Arroyo sieht nicht, was es liest, ändert oder sendet.</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>Sieht Namen und Größen der Dateien im Arbeitsordner; ändert nichts.</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>Liest jede Datei im Arbeitsordner und gibt ihren Text an das Modell (und damit an Ihren Anbieter); ändert nichts.</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>Erstellt und überschreibt Dateien im Arbeitsordner; was es überschreibt, ist verloren.</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>Sendet eine Anfrage an jede Webadresse, die das Modell wählt; schon die Adresse kann enthalten, was das Modell gelesen hat.</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>Führt Programme im Arbeitsordner aus; ein Programm kann Ihre Dateien ändern und das Netzwerk erreichen.</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>Arroyo sieht nicht, was dieses Werkzeug liest, ändert oder sendet.</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>Die Berechtigungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>Die Berechtigung konnte nicht geändert werden: %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>Alles sichern</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>Gesichert in %1.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>%n Unterhaltung wiederhergestellt.</numerusform>
            <numerusform>%n Unterhaltungen wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n war schon vorhanden.</numerusform>
            <numerusform>%n waren schon vorhanden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>Gib in den Einstellungen den Schlüssel von %n Anbieter ein.</numerusform>
            <numerusform>Gib in den Einstellungen die Schlüssel von %n Anbietern ein.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>Wissensdatenbanken dieser Unterhaltung</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>Das Modell darf in dieser Unterhaltung diese Datenbanken durchsuchen, und die ihres Projekts.</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>Noch keine Wissensdatenbank: Füge eine über Wissensdatenbanken… hinzu.</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>Anbieter und Modell</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>Wer in diesem Fenster antwortet</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>Anbieter wählen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Anbieter, Schlüssel, Werkzeuge und Sprache</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>Unterhaltungen anzeigen</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>Zeigt oder verbirgt die Liste der Unterhaltungen</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Titel der Unterhaltung</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Einstellungen der Unterhaltung</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>Der Systemprompt und wie Antworten erscheinen, für diese Unterhaltung</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>S&amp;ystemprompt:</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>Anweisungen, die das Modell vor jeder Nachricht dieser Unterhaltung erhält</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>Systemprompt für diese Unterhaltung</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>Antworten &amp;anzeigen:</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>Wie Antworten in dieser Unterhaltung erscheinen</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Wort für Wort, nur ganze Sätze oder die ganze Antwort am Ende</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Wie in den Einstellungen</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Wort für Wort</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Satz für Satz</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>Die ganze Antwort auf einmal</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>Die angehängten Dateien werden noch gelesen…</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>Nachrichtenoptionen</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>Die Parameter des Modells und wie PDFs gesendet werden</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>Fragen Sie etwas (Enter sendet, Umschalt+Enter: neue Zeile)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>Die Lücken des Prompts</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Enter oder Strg+Enter sendet; Umschalt+Enter beginnt eine neue Zeile</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Sendet die Nachricht an das Modell</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Antwort stoppen</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>Stoppt die entstehende Antwort (Escape)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
</context>
<context>
    <name>ConfirmTitles</name>
    <message>
        <source>List {folder}</source>
        <translation>{folder} auflisten</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>{name} in {folder} auflisten</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>{name} in {folder} lesen</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>{name} in {folder} erstellen</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>{name} in {folder} schreiben</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>{name} in {folder} ändern</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>{name} in {folder} unverändert lassen</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>`{command}` in {folder} ausführen</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>{url} abrufen</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>Änderung an {name} in {folder} rückgängig machen</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>Erstellen von {name} in {folder} rückgängig machen</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Dateiänderungen dieser Runde rückgängig machen</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>Eine Angabe über dich merken</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>{tool} des MCP-Servers {server} verwenden</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>Das Werkzeug {tool} verwenden</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>Diese Aktion erlauben?</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>Ein Werkzeug möchte handeln; nichts geschieht, wenn Sie es nicht erlauben</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>Gefragt von %1</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>Was geschehen wird</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>Was das Werkzeug kann</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>Dieses Werkzeug sendet Daten über das Netzwerk, weg von diesem Computer.</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>Dieses Werkzeug liest nur; es ändert nichts.</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>Dieses Werkzeug kann Dinge auf diesem Computer ändern.</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>MCP-Server %1: %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>Die Werte, die das Werkzeug verwenden wird, genau wie geprüft</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>Details:</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>Details der Änderung</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>Was sich ändern würde, Zeile für Zeile</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>Das Werkzeug handelt nicht (Standard)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Einmal erlauben</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>Das Werkzeug handelt dieses Mal</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>Dieses Werkzeug in dieser Unterhaltung immer erlauben</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>Das Werkzeug handelt jetzt und später in dieser Unterhaltung ohne Nachfrage</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · MCP-Server %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(keine Beschreibung)</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>Kontext hier geleert: frühere Nachrichten werden nicht gesendet</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>Frühere Nachrichten werden nicht gesendet</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>Sie passen nicht mehr in das Kontextfenster des Modells</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>Die Markierung „Kontext leeren“ entfernen</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>Diese Unterhaltung passt nicht mehr in das Kontextfenster des Modells (etwa %1 von %2 Token). Nichts wurde gesendet: Wähle, was gesendet wird.</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>Ältere Nachrichten weglassen</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>Ältere Nachrichten zusammenfassen</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Kontext hier leeren</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>Projekt, zugeklappt</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>Projekt, aufgeklappt</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>Archivierte Projekte, zugeklappt</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>Archivierte Projekte, aufgeklappt</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>Wissensdatenbanken…</translation>
    </message>
</context>
<context>
    <name>ConversationPage</name>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Your messages and the answers, in order</source>
        <translation>Ihre Nachrichten und die Antworten, der Reihe nach</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Ihre Nachricht</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Frühere Nachrichten anzeigen</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>Lädt die Nachrichten vor der ersten angezeigten</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>Spätere Nachrichten anzeigen</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>Bitte mach genau dort weiter, wo du aufgehört hast.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>Unterhaltungen durchsuchen</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>Zeigt die Unterhaltungen, deren Titel oder Antworten die Wörter enthalten</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 benennt die gewählte Unterhaltung um; Entf löscht sie</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Beginnt eine leere Unterhaltung</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>Ein Projekt fasst Unterhaltungen mit gemeinsamen Anweisungen und Vorgaben zusammen</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>Temporär</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Gestern</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Älter</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Unterhaltung umbenennen</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>Arroyo hatte ein Problem</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>Arroyo hatte ein Problem; ein Bericht wurde gespeichert.</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>Der Bericht bleibt auf diesem Computer. Er enthält keine Nachrichten, Schlüssel oder Dateien.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>Dieser Ordner ist der Datenordner, liegt darin oder enthält ihn.</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>Dieser Ordner ist nicht leer. Wähle einen leeren oder neuen.</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>In diesen Ordner kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>Dort ist nicht genug Speicherplatz frei (%1).</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>Ein anderes Arroyo-Fenster hat die Daten geöffnet.</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>Kopieren fehlgeschlagen (%1); nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>Der alte Datenordner ist weg oder gehört nicht zu diesem Profil.</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>Datenordner verschieben nach</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>Der Datenordner wird beim nächsten Start von Arroyo nach %1 verschoben: beende Arroyo und starte es neu. Der alte Ordner bleibt, bis du ihn entfernst.</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>Der alte Datenordner liegt noch in %1; entferne ihn, sobald du sicher bist, dass alles hier ist.</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>%1 mit allem Inhalt entfernen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>&amp;Verschieben…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>Kopiert die Unterhaltungen, Dateien und Einstellungen beim nächsten Start in einen anderen Ordner</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>Datenordner verschieben</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>Zum Datenordner</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>Verschieben abbrechen</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>Alten Ordner entfernen…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>Alten Datenordner entfernen</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>Der Datenordner wurde nicht verschoben</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>Arroyo speichert seine Daten jetzt in %1. Der alte Ordner, %2, bleibt, bis du ihn entfernst (Einstellungen, Allgemein).</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>Die Daten wurden nach %1 kopiert. Setze ARROYO_DATA_DIR auf diesen Ordner, um sie zu nutzen; der alte Ordner, %2, bleibt erhalten.</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>Der Datenordner wurde verschoben</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 fragt</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>Erforderlich: %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>Unterhaltung exportieren</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Unterhaltungen importieren</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Arroyo- oder ChatGPT-Exporte (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>%n Unterhaltung importiert.</numerusform>
            <numerusform>%n Unterhaltungen importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n war schon vorhanden.</numerusform>
            <numerusform>%n waren schon vorhanden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>MCP-Server exportieren</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>Werte von Variablen und Headern werden als Platzhalter wie ${API_TOKEN} geschrieben.</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>Werte einschließen: Die Datei enthält Ihre Tokens im Klartext</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>In dieser Unterhaltung suchen</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>Zum Neuesten</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>Springt zur neuesten Nachricht und folgt der Antwort wieder</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>Wie Antworten erscheinen</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Wort für Wort, nur ganze Sätze oder die ganze Antwort am Ende</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Wort für Wort</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Satz für Satz</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>Die ganze Antwort auf einmal</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>Die Sprache des Fensters; sie ändert sich sofort</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>Antworten &amp;anzeigen:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>Weitere Erlaubnisse, ohne Nachfrage zu handeln:</translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation>Dauerhafte Erlaubnisse</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>Werkzeuge, die Sie ohne Nachfrage handeln lassen, jeweils mit der Schaltfläche Widerrufen</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>Die Berechtigungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2, seit %3</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>Widerrufen: %1, %2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>Das Werkzeug fragt wieder, bevor es handelt</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>in jeder Unterhaltung</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>in der Unterhaltung „%1“</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>in einer Unterhaltung (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>Die Erlaubnis konnte nicht widerrufen werden: %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>MCP-Server importieren</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>Fügen Sie den Block mcpServers (oder servers) aus Claude Desktop, Cursor, Claude Code, VS Code oder Windsurf ein oder wählen Sie seine Datei. Werte kommen in den Systemschlüsselbund.</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>Zu importierende Server</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>Datei &amp;wählen…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>Das ist kein JSON-Objekt mcpServers oder servers.</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>Darin wurde kein Server gefunden.</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>Anfragen und Datenströme dieser Antwort</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Alles kopieren</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>Für diese Antwort gefundene Abschnitte</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>Modellrunde %1, Versuch %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>Die Aufzeichnung endete hier: Diese Runde erreichte 2 MiB.</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>Noch nicht indexiert</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>Beim Indexieren angehalten</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>Indexieren fehlgeschlagen</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Wissensdatenbanken</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Abschnitte</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Suchen nach</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>Neu indexieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>Ausgelassen, mit Grund:</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>Noch keine Wissensdatenbank. Hinzufügen… erstellt eine aus deinen Ordnern und Dateien; ein Projekt oder eine Unterhaltung durchsucht sie dann, und Antworten zitieren, was sie gefunden haben.</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>Nur Wörter</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>Wörter und die Vektoren der Demo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>Wissensdatenbank hinzufügen</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>Pausiert nach der Datei, die gerade gelesen wird…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>Die Wissensdatenbank {name} entfernen? Die indexierten Dateien bleiben unberührt.</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>%n Datei von {total} indexiert, {chunks} Abschnitte geschrieben</numerusform>
            <numerusform>%n Dateien von {total} indexiert, {chunks} Abschnitte geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>noch etwa %n Sekunde</numerusform>
            <numerusform>noch etwa %n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>und %n weitere Datei</numerusform>
            <numerusform>und %n weitere Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>Pausiert. Fortsetzen macht mit der nächsten Datei weiter.</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>%1 verwenden, auf diesem Computer gefunden</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>Fügt es als Anbieter hinzu und spricht mit ihm</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation>&amp;Neue Unterhaltung</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Beginnt eine leere Unterhaltung</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>In Unterhaltung &amp;suchen</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>Sucht Wörter in dieser Unterhaltung</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>Geht zum nächsten Treffer</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>&amp;Rückwärts suchen</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>Geht zum vorherigen Treffer</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>Unterhaltungen &amp;durchsuchen</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>Springt zum Suchfeld</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>&amp;Anheften oder lösen</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>Hält die gewählte Unterhaltung oben</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>Neues Pro&amp;jekt…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>Legt ein Projekt an: Unterhaltungen mit gemeinsamen Anweisungen</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;Wissensdatenbanken…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>Fügt die Ordner hinzu, die das Modell durchsuchen darf, und indexiert sie</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>Wissensdatenbanken dieser &amp;Unterhaltung…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>Wählt die Wissensdatenbanken, die diese Unterhaltung durchsucht</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>In Projekt &amp;verschieben…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>Verschiebt die gewählte Unterhaltung in ein Projekt</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>Benennt die gewählte Unterhaltung um</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>Löscht die gewählte Unterhaltung; einige Sekunden lang lässt es sich rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>Löschen &amp;rückgängig</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>Holt die gelöschte Unterhaltung zurück</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>Speichert die gewählte Unterhaltung als Markdown oder JSON</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>Fügt Unterhaltungen aus einem Arroyo- oder ChatGPT-Export hinzu</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>Alles &amp;sichern…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>Speichert jede Unterhaltung und die Einstellungen, ohne Schlüssel, in einer Datei</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>Aus Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>Fügt hinzu, was eine Sicherung enthält und Arroyo noch nicht hat</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Anbieter, Schlüssel, Werkzeuge und Sprache</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>Schließt Arroyo</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Sendet die Nachricht an das Modell</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>Stoppt die entstehende Antwort</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>Nachricht &amp;schreiben</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>Springt zum Nachrichtenfeld</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>&amp;Aktivität…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>Jede Aktion der Werkzeuge in jeder Unterhaltung, und warum sie lief</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>&amp;Unterhaltung</translation>
    </message>
    <message>
        <source>&amp;Message</source>
        <translation>&amp;Nachricht</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Löschen rückgängig</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>„%1“ gelöscht. %2 in der Liste macht es rückgängig.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Arroyo beenden?</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>Eine Antwort kommt noch an. Beenden und sie stoppen?</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>Werkzeugserver (MCP). Ihre Werkzeuge werden dem Modell angeboten, jeder Aufruf wird erfragt.</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Neu s&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>A&amp;ktiviert</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>Änderungen &amp;prüfen…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>Serverprotokoll</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Deaktiviert</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>Verbunden: %n Werkzeug</numerusform>
            <numerusform>Verbunden: %n Werkzeuge</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>Nicht gestartet: Der erste Start wurde nicht bestätigt</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>Werkzeuge blockiert, prüfen</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n geändert, prüfen</numerusform>
            <numerusform>%n geändert, prüfen</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>Noch kein Server: Fügen Sie einen hinzu oder importieren Sie welche.</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>Was Sie von diesem Server bestätigt haben, ist nicht lesbar: seine Werkzeuge sind gesperrt.</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>Sein Start hat sich geändert, seit Sie ihn bestätigt haben: seine Werkzeuge sind gesperrt.</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>%n Werkzeug hat sich geändert, seit Sie es bestätigt haben</numerusform>
            <numerusform>%n Werkzeuge haben sich geändert, seit Sie sie bestätigt haben</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>Die Bestätigung konnte nicht in den Einstellungen gespeichert werden.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>Arroyo kann sich kurze Angaben über dich für spätere Unterhaltungen merken. Das Modell fragt jedes Mal und zeigt den Text genau so, wie er gespeichert wird; neue Unterhaltungen erhalten die Angaben als zitierte Notizen. Vorübergehende Unterhaltungen merken sich nie etwas und erhalten nichts.</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>Von mir bestätigte Angaben merken</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>Aus: Das Modell kann sich nichts merken und keine Angabe gelangt in einen Prompt</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>Von allen Unterhaltungen geteilt</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>Je Projekt getrennt (außerhalb von Projekten: geteilt)</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>Angaben gel&amp;ten:</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>Wo Angaben gelten</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>Von mir &amp;bestätigte Angaben merken</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>Von allen Unterhaltungen geteilt oder im Projekt behalten, in dem sie gesagt wurden</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>Token-B&amp;udget für Angaben in einem Prompt:</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>Token-Budget für Angaben</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>Darüber hinaus kommen die Angaben zuerst, die der ersten Nachricht am nächsten sind</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>Gemerkte Angaben:</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>Alle l&amp;öschen…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>Alle Angaben löschen</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>Über das Gedächtnis</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>Gemerkte Angaben</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>Jede Angabe kann hier bearbeitet, dort geöffnet, wo sie gesagt wurde, oder gelöscht werden</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>Die Angaben konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Noch keine.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Unbenannte Unterhaltung</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · aus „%2“</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>Die Unterhaltung „%1“ öffnen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>Die Angabe löschen: %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>Eine Angabe ist eine Zeile Text; sie wurde nicht geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>Die gemerkte Angabe löschen (%n)? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Alle %n gemerkten Angaben löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>Kopiert Ihre Nachricht in die Zwischenablage</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>Ihre Nachricht bearbeiten und erneut senden</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Fragt das Modell erneut</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Untersuchen</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>Zeigt die Anfrage wie gesendet und den Datenstrom wie empfangen</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>Weitere Aktionen für diese Nachricht</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Kontext hier leeren</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>Von hier abzweigen</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Vorherige Version</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Nächste Version</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Version %1 von %2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>Ihre Nachricht bearbeiten</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation>Wie die Antwort endete</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Fragt das Modell erneut</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>Bittet das Modell, dort weiterzumachen, wo es aufgehört hat</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>Öffnet das Einstellungsfenster</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>Die Antwort des Modells mit seinem Denkprozess</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Denkprozess des Modells ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>Klappt auf oder zu, was das Modell vor der Antwort gedacht hat</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Denkprozess</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>Was das Modell gedacht hat</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>Antworttext</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>Der Text der Antwort</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Ablehnung</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>Statistik dieser Antwort</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>Antwort als Markdown kopieren</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>Kopiert die ganze Antwort in die Zwischenablage</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>Die Antwort ist vollständig.</translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>Weniger als eine Sekunde nachgedacht</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>%n s nachgedacht</numerusform>
            <numerusform>%n s nachgedacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>Denkt nach… %n s</numerusform>
            <numerusform>Denkt nach… %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>Lange Unterhaltungen und Titel</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Die ältesten Nachrichten weglassen</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Die älteren Nachrichten zusammenfassen</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Anhalten und fragen</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>Über das Kontextfenster des Modells hinaus</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>Was eine neue Unterhaltung sendet, wenn sie nicht mehr in das Fenster des Modells passt</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Über das Kontextfenster des Modells &amp;hinaus:</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>Das Modell der Unterhaltung selbst</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>Zusammenfassungen &amp;von:</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>Das Modell, das Zusammenfassungen schreibt</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>Ein Modell den Titel nach der ersten Antwort schreiben &amp;lassen</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>Ein Modell den Titel nach der ersten Antwort schreiben lassen</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>&amp;Titel von:</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>Das Modell, das Titel schreibt</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>Eine Zusammenfassung oder ein Titel ist eine weitere Anfrage an das Modell: Sie kostet Token wie eine Nachricht, und der Text der Unterhaltung geht an den Anbieter dieses Modells.</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>Ein anderes Modell wird mit seiner ID beim Anbieter der Unterhaltung angegeben</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>Das Modell, mit dem diese Unterhaltung spricht; ein anderes kann eingetippt werden</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>Modelle aktualisieren</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>Genutzter Kontext</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>%1 von %2 Token gesendet</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>Kontext: %1 / %2 Token</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>Kontext: %1 Token</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
</context>
<context>
    <name>NarrowChoices</name>
    <message>
        <source>Allow for files under %1 for an hour</source>
        <translation>Für Dateien unter %1 eine Stunde lang erlauben</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>Dieses Werkzeug handelt eine Stunde lang ohne Nachfrage bei Dateien in diesem Ordner</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>Für %1 eine Stunde lang erlauben</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>Dieses Werkzeug erreicht diesen Webhost eine Stunde lang ohne Nachfrage</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>%1 für diese Unterhaltung erlauben</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>Dieses Programm läuft in dieser Unterhaltung ohne Nachfrage</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>Gib den Hostnamen oder die Adresse des Proxys ein, um ihn zu verwenden.</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>Das Passwort des Proxys konnte nicht im Systemschlüsselbund gespeichert werden.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>Der Test ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>Es funktioniert: Eine Antwort ist angekommen.</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>Die Proxy-Einstellungen des Systems</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>Kein Proxy</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>Dieser Proxy</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>Über welchen Proxy die Verbindungen zu Anbietern und MCP-Servern laufen</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>Pro&amp;xy:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>&amp;Art:</translation>
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
        <translation>&amp;Benutzername:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>Art des Proxys</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP oder HTTPS: wie der Proxy selbst erreicht wird</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>Host des Proxys</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>Port des Proxys</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>Benutzername für den Proxy</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>Passwort für den Proxy</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>Im Systemschlüsselbund gespeichert</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>Direkt mit diesem Computer verbinden</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>Adressen auf diesem Computer (localhost, 127.0.0.1, ::1), etwa die von Ollama, werden ohne den Proxy erreicht, außer du entfernst dieses Häkchen. Die Einstellungen des Systems sind die Variablen HTTP_PROXY, HTTPS_PROXY und NO_PROXY.</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>Welche Adressen den Proxy umgehen</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Ergebnis des Tests</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>T&amp;esten</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>Den Proxy testen</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>Ruft eine Webadresse über den hier eingegebenen Proxy ab</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>Abgezweigt von %1</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>Öffnet die Unterhaltung, von der diese abgezweigt wurde</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Über das Kontextfenster des Modells &amp;hinaus:</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>Was gesendet wird, wenn diese Unterhaltung nicht mehr in das Fenster des Modells passt</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>Die ältesten Nachrichten weglassen, sie zusammenfassen oder jedes Mal fragen</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Wie in den Einstellungen</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Die ältesten Nachrichten weglassen</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Die älteren Nachrichten zusammenfassen</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>Anhalten und fragen</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Kontext hier leeren</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>Die nächste Nachricht beginnt neu: frühere Nachrichten werden nicht gesendet</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation>Max. Ausgabe-Token</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>Denkaufwand</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>Denkbudget</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>Denkstufe</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Standard (%1)</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>Passage [{number}]</source>
        <translation>Abschnitt [{number}]</translation>
    </message>
    <message>
        <source>The passage&apos;s text</source>
        <translation>Der Text des Abschnitts</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>„%1“ ist kein Preis: Schreiben Sie Dollar, etwa 2.50.</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>Was jedes Modell kostet, in US-Dollar pro Million Token, wie sein Anbieter es angibt. Eine Antwort zeigt ihre Kosten, wenn ihr Modell beide Preise hat.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>Eingabe ($ pro Million)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>Ausgabe ($ pro Million)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>Preis hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>Preis löschen</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>%1 kann nicht gelesen werden: Die Datei fehlt oder ist nicht lesbar.</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 ist zu groß zum Anhängen (die Grenze ist %2).</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 ist weder Text noch ein Bild noch ein PDF.</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1 sieht aus wie ein Bild, lässt sich aber nicht öffnen.</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1 ist auch verkleinert noch zu groß (Grenze: %2).</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 ist ein PDF, das sich nicht lesen lässt (beschädigt oder gesperrt).</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>%1 enthält keinen extrahierbaren Text (ein Scan?). Senden Sie PDFs stattdessen als Dokumente.</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2 liest keine Bilder. Wählen Sie ein anderes Modell; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2 liest keine Dokumente. Senden Sie den Text des PDFs oder wählen Sie ein anderes Modell; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>Die Temperatur muss zwischen 0 und %1 liegen.</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>Top-p muss zwischen 0 und 1 liegen.</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>Dieses Modell schreibt höchstens %1 Token in einer Antwort. Senken Sie die maximalen Ausgabe-Token.</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>Dieses Denkmodell akzeptiert keine Temperatur und kein Top-p. Leeren Sie sie in den Parametern der Unterhaltung.</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>Das Denkbudget muss mindestens %1 Token betragen und kleiner als die maximalen Ausgabe-Token (%2) sein.</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>Wählen Sie für dieses Modell eine Denkstufe oder ein Denkbudget, nicht beides.</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>Dieses Modell denkt nicht nach. Leeren Sie die Denkeinstellung in den Parametern der Unterhaltung oder wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>Dieses Modell entscheidet selbst, wie viel es nachdenkt: Es nimmt kein Denkbudget. Leeren Sie das Denkbudget in den Parametern der Unterhaltung.</translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>Der Anbieter hat den API-Schlüssel nicht akzeptiert.</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>Dieser API-Schlüssel darf das nicht.</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>Der Anbieter kennt dieses Modell nicht, oder die Basis-URL ist falsch.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>Der Anbieter hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>Die Unterhaltung ist zu lang für dieses Modell. Beginnen Sie eine neue Unterhaltung oder kürzen Sie Ihre Nachricht.</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>Der Anbieter erhält zu viele Anfragen von Ihnen. Warten Sie einen Moment und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>Der Anbieter ist gerade überlastet. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>Der Server des Anbieters hatte ein Problem.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>Der Server ist nicht erreichbar. Prüfen Sie die Adresse und ob der Server läuft.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>Die sichere Verbindung zum Server ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Der Server hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>Der Server war nicht rechtzeitig erreichbar. Prüfen Sie die Adresse und ob der Server läuft.</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>Der Server antwortete mit einer Webseite statt einem Datenstrom. Prüfen Sie die Basis-URL.</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>Der Server hat seine Antwort nicht gestreamt.</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>Der Server hat die Anfrage an eine andere Adresse umgeleitet. Prüfen Sie die Basis-URL.</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>Zu viele Weiterleitungen. Prüfen Sie die Basis-URL.</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>Die Basis-URL des Anbieters ist unbrauchbar. Korrigieren Sie sie in den Einstellungen.</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>Die Anfrage ist nicht durch den Proxy gekommen.</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>Die Antwort wurde abgeschnitten.</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>Die Antwort wurde abgeschnitten: Zu lange kam nichts mehr an.</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>Die Antwort wurde abgeschnitten: Die Verbindung brach ab.</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>Der Anbieter meldete beim Antworten einen Fehler.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>Die Anfrage ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>Die Antwort wurde gestoppt: Sie wurde größer als die Grenze.</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>Die Antwort endete vorzeitig (Längenlimit).</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>Der Inhaltsfilter des Anbieters hat die Antwort gestoppt.</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>Die Antwort endete wegen eines Fehlers vorzeitig.</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>Die Antwort endete vorzeitig.</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>Gestoppt: Das Modell rief immer wieder Werkzeuge auf, ohne zu antworten.</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>Diese Antwort wurde unterbrochen.</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>Pausiert: wartet auf deine Genehmigung.</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>In Arroyo ist etwas schiefgegangen. Die Antwort wurde gestoppt.</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>Wählen Sie in den Einstellungen einen Anbieter.</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>Für %1 ist kein Schlüssel gespeichert. Fügen Sie in den Einstellungen einen hinzu.</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>Wählen Sie in den Einstellungen ein Modell für %1.</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>Der Anbieter dieser Unterhaltung, %1, wurde entfernt. Wählen Sie oben einen anderen Anbieter.</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>Auf diesem Computer ist kein Systemschlüsselbund nutzbar.</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>Der Systemschlüsselbund ist gesperrt. Entsperren Sie ihn und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>Der Systemschlüsselbund hat nicht rechtzeitig geantwortet. Vielleicht wartet er darauf, dass Sie ihn entsperren.</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>Der Systemschlüsselbund ist unerwartet fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>Der Schlüssel wird noch aus dem Systemschlüsselbund gelesen. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>Die Antwort konnte nicht fertiggestellt werden.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>Die Basis-URL ist keine gültige Adresse.</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>Die Basis-URL enthält Leerzeichen, Zeilenumbrüche oder andere unsichtbare Zeichen.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>Die Basis-URL muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>Die Basis-URL nennt keinen Server.</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>Die Basis-URL enthält vor dem Servernamen einen Benutzernamen oder Schlüssel. Tragen Sie den Schlüssel in das Schlüsselfeld ein: Er wird im Systemschlüsselbund aufbewahrt.</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>An diese Adresse gesendete Schlüssel werden unverschlüsselt übertragen (einfaches http zu einem anderen Computer). Verwenden Sie https, wenn der Server es anbietet.</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>Der in der Basis-URL von %1 stehende Schlüssel wurde in den Systemschlüsselbund verschoben.</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>Die Basis-URL von %1 enthielt einen Schlüssel. Er konnte nicht in den Systemschlüsselbund verschoben werden (%2) und wird daher nur in dieser Sitzung verwendet.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>Die Einstellungsdatei %1 ist beschädigt oder keine Arroyo-Einstellungsdatei (%2). Sie wurde genau so belassen, wie sie war.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>Die Einstellungsdatei %1 wurde von einer neueren Arroyo-Version geschrieben. Sie wurde genau so belassen, wie sie war.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>Die Einstellungsdatei %1 konnte nicht gelesen oder geschrieben werden (%2). Die Änderung wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>Die Datenbank %1 ist beschädigt oder keine Arroyo-Datenbank (%2). Nichts wurde geändert oder ersetzt: Die Datei ist genau so, wie sie war.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>Die Datenbank %1 wurde von einer neueren Arroyo-Version geschrieben. Nichts wurde geändert oder ersetzt: Die Datei ist genau so, wie sie war.</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>Die Datenbank %1 konnte nicht geöffnet werden (%2). Nichts wurde ersetzt oder gelöscht.</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>der Server ist ausgefallen</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>sein Befehl konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>der Server wurde beendet</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>der Server hat etwas geschrieben, das kein MCP ist</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>der Server hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>der Server spricht eine MCP-Version, die Arroyo nicht spricht</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>der Server antwortete mit HTTP-Status %1</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>der Server war nicht erreichbar</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>Die Datei konnte nicht gelesen oder geschrieben werden (%1).</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>Die Datei ist größer, als ein Import liest.</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>Diese Datei ist weder ein Arroyo- noch ein ChatGPT-Export.</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>Die Datei ist beschädigt (%1). Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>Die Datei wurde von einer neueren Arroyo-Version exportiert.</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>Die Unterhaltung ist nicht mehr vorhanden.</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>&amp;Anweisungen:</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Assistent:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>&amp;Temperatur:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>Ma&amp;ximale Ausgabe-Token:</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Arbeitsordner:</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>Wird dem Modell vor dem eigenen Systemprompt jeder Unterhaltung gesagt</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>Das Modell des Anbieters</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>Vorgabe des Modells</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>Der Standard-Arbeitsordner</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Auswählen…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>&amp;Wissensdatenbanken:</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>Noch keine: Unterhaltung › Wissensdatenbanken… erstellt eine aus deinen Dateien.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Arbeitsordner</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>In Projekt verschieben</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>Kein Projekt</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Neues Projekt…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>Neue Unterhaltung im Projekt</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Projekt bearbeiten…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>Oben anheften</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivieren</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>Projekt umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Bezeichnung:</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>Projekt exportieren</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>Prompts importieren</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>Prompts (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>Prompts exportieren</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1 (in Arroyo enthalten)</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>Die der Unterhaltung</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>Beim Verwenden gefragt: %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>Schreiben Sie {{name}}, wo beim Verwenden etwas einzusetzen ist.</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>Prompt %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>Jeder Prompt braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>Ein Prompt braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 ist keine Prompt-Datei, die Arroyo lesen kann (%2). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>Die Prompts konnten nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>Einen Prompt hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>Den Prompt löschen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
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
        <translation>A&amp;ssistent:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>Das Modell der Unterhaltung</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>Mit wessen Anweisungen geantwortet wird, wenn dieser Prompt verwendet wird</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>Name des Anbieters</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>Der Name in der Anbieterliste</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>Art des Anbieters</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>Die Adresse der API des Anbieters; leer für die übliche</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>Geben Sie einen Modellnamen ein oder testen Sie die Verbindung, um sie aufzulisten</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>Streaming-Übertragung</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>Wie die Antwort aus dem Netzwerk gelesen wird</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>Stückweise: Text, wie er ankommt</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>Schnappschüsse: jede Aktualisierung mit der letzten vergleichen</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>Welche API des Anbieters antwortet</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI:</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>&amp;Denkprozess des Modells anzeigen</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>Denkprozess des Modells anzeigen</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>Zeigt, was das Modell vor der Antwort denkt, wenn es das mitteilt</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>Verbindet sich mit dem Anbieter und listet seine Modelle auf</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Ergebnis des Verbindungstests</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Basis-&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>Über&amp;tragung:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1 (das übliche)</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>Die Demo läuft in Arroyo: Es gibt nichts zu verbinden.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>Geben Sie zuerst die Basis-URL des Servers ein.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>Verbindung nicht möglich (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>Verbunden: %n Modell. %1 gewählt.</numerusform>
            <numerusform>Verbunden: %n Modelle. %1 gewählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>Verbunden: %n Modell</numerusform>
            <numerusform>Verbunden: %n Modelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Verbindung nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>Der Schlüssel wird im Systemschlüsselbund gespeichert, nie in einer Datei</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>Schlüssel &amp;speichern</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>Schlüssel im Systemschlüsselbund speichern</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>Speichert den eingegebenen Schlüssel im Systemschlüsselbund</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>Schlüssel ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>Gespeicherten Schlüssel entfernen</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>Entfernt den Schlüssel dieses Anbieters aus dem Systemschlüsselbund</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>Eingegebenen Schlüssel anzeigen</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>Zeigt oder verbirgt den im Feld eingegebenen Schlüssel</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>Schlüsselstatus</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>Nur für diese Sitzung &amp;behalten</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>Schlüssel nur für diese Sitzung behalten</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>Behält den Schlüssel im Speicher, bis Arroyo geschlossen wird</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Schlüssel verbergen</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>Schlüssel wie eingegeben anzeigen</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>API-Schlüssel einfügen</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>Optional: Die meisten lokalen Server brauchen keinen Schlüssel</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>Ein Schlüssel wird nur für diese Sitzung behalten; er wird vergessen, wenn Arroyo geschlossen wird.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>nur für diese Sitzung behalten</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>Schlüssel: im Systemschlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>gespeichert — geben Sie einen neuen Schlüssel ein, um ihn zu ersetzen</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>Kein Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>Systemschlüsselbund wird geprüft…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>Kein Schlüssel gespeichert: Dieser Server braucht eventuell keinen.</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>Der Systemschlüsselbund kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>Schlüssel wird im Systemschlüsselbund gespeichert…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>Schlüssel im Systemschlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>Der Schlüssel wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>Arroyo schreibt Schlüssel nie in eine Datei. Sie können den Schlüssel nur für diese Sitzung im Speicher behalten.</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>Der Schlüssel von „%1“ konnte nicht aus dem Systemschlüsselbund entfernt werden: %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>Schlüssel entfernt.</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>Demo (Offline-Simulator)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI-kompatibler Server</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Anthropic-kompatibler Server</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>llama.cpp-Server</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>Die eingerichteten Anbieter; wählen Sie einen, um ihn zu bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>Anbieter &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>Anbieter hinzufügen</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>Öffnet ein Menü der Anbieterarten</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>Anbieterarten</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>Anbieter &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Anbieter entfernen</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>Entfernt den gewählten Anbieter und seinen gespeicherten Schlüssel</translation>
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
        <translation>Ollama (auf diesem Computer)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (auf diesem Computer)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI-kompatibler Endpunkt</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Anthropic-kompatibler Endpunkt</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>llama.cpp-Server (auf diesem Computer)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (auf diesem Computer)</translation>
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
        <translation>Fügen Sie zum Start einen Anbieter hinzu: Wählen Sie „Anbieter hinzufügen…“.</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>Noch kein Anbieter</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>Das globale Tastenkürzel %1 wird von einem anderen Programm verwendet: Wähle in den Einstellungen ein anderes.</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>Das globale Tastenkürzel %1 kann hier nicht registriert werden.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>Globale Tastenkürzel sind hier nicht verfügbar; der Befehl arroyo quick öffnet das Schnellfrage-Feld.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Arroyo beenden?</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>Im Schnellfrage-Feld kommt noch eine Antwort an. Beenden und sie abbrechen?</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>Arroyo läuft weiter</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo ist im Infobereich: Klicke auf das Symbol, um das Fenster zurückzuholen, oder wähle in seinem Menü „Arroyo beenden“.</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>Schnellfrage — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>Frag irgendetwas und drücke dann die Eingabetaste</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>In Arroyo öffnen</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>Öffnet diese Unterhaltung im Hauptfenster</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>Esc blendet dieses Feld aus; die Unterhaltung ist gespeichert.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>kein Modell gewählt</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>Das Modell, das antwortet: %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>Schnellfrage</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>Arroyo beim Schließen des Fensters im Infobereich behalten</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>Diese Arbeitsumgebung zeigt keine Symbole im Infobereich.</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>Globales &amp;Tastenkürzel:</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>Globales Tastenkürzel für das Schnellfrage-Feld</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>Das globale Tastenkürzel entfernen</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>Drücke die Tasten, die das Schnellfrage-Feld aus jeder Anwendung öffnen. Auch der Befehl arroyo quick öffnet es.</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>Unter Wayland registriert das Tastenkürzel-Portal der Arbeitsumgebung die Tasten und fragt dich vielleicht nach einer Bestätigung. Hat die Arbeitsumgebung kein solches Portal, lege den Befehl arroyo quick in ihren Tastatureinstellungen auf eine Taste.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>Globale Tastenkürzel sind hier nicht verfügbar. Der Befehl arroyo quick öffnet das Schnellfrage-Feld.</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>Wo das globale Tastenkürzel funktioniert</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>Wiederherstellungscode</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>Bewahren Sie diesen Code sicher auf, nicht auf diesem Computer. Mit ihm tritt ein Gerät dem Satz bei, auch wenn die Passphrase vergessen ist. Ohne die Passphrase wird er nicht noch einmal angezeigt.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>Ich habe ihn ge&amp;sichert</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>Entfernen rückgängig machen</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>Stellt den entfernten Anbieter wieder her</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>Entfernter Anbieter</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Anbieter entfernen</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>„%1“ entfernen?</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>Sein gespeicherter Schlüssel wird ebenfalls entfernt. Unterhaltungen, die ihn nutzten, behalten ihre Nachrichten und fragen nach einem anderen Anbieter.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>„%1“ entfernt.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>Änderungen von %1 prüfen</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>Was Sie vom MCP-Server „%1“ bestätigt haben, ist nicht lesbar (%2). Seine Werkzeuge sind gesperrt, bis Sie sie so bestätigen, wie sie jetzt sind.</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>Der MCP-Server „%1“ hat sich geändert, seit Sie ihn bestätigt haben. Bis Sie die Änderung bestätigen, werden die hier aufgeführten Werkzeuge dem Modell nicht angeboten. Die Beschreibungen stammen vom Server: Lesen Sie sie als seine Behauptungen.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>Wie Sie es bestätigt haben</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>Wie es jetzt ist</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>&amp;Gesperrt lassen</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>Sein Start hat sich geändert</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>Werkzeug %1 hat sich geändert</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>Werkzeug %1 ist neu</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>Werkzeug %1 ist weggefallen</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>Argumente: %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Variablen: %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>Version unbekannt</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>Paket: %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>Eingabeschema</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotationen</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>Weitere Felder</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>Berechtigungsregeln: Ein Werkzeug handelt ohne Nachfrage, innerhalb einer Grenze.</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>Berechtigungsregeln</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>Jede Regel, was sie abdeckt, verbleibende Aufrufe, wann sie endet, und eine Schaltfläche Widerrufen</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>Die Berechtigungsregeln konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>Dateien unter %1</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>der Webhost %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>das Programm %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>jeder Aufruf</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1, in einer Unterhaltung</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>bis Arroyo beendet wird</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>kein Enddatum</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — abgelehnt, erlaubt nichts: %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>Widerrufen: %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>Das Werkzeug fragt wieder, bevor es handelt</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>beliebig viele Aufrufe</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>Aufrufe übrig: </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>Verbleibende Aufrufe: %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>Wie viele Aufrufe die Regel noch erlaubt; 0: keine Grenze</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>für eine Stunde ab jetzt</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>für einen Tag ab jetzt</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>für eine Woche ab jetzt</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>bis zu einem Datum…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>Endet: %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>Enddatum: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>Die Berechtigungsregel konnte nicht geändert werden: %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>Die Berechtigungsregel konnte nicht widerrufen werden: %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>Ein MCP-Server fragt das Modell</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>Der MCP-Server „%1“ möchte, dass das Modell hierauf antwortet:</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>An das Modell senden</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>&amp;Befehl oder Adresse:</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time oder https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>&amp;Variablen oder Header:</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>Ein NAME=Wert pro Zeile: Umgebungsvariablen für einen Befehl, HTTP-Header für eine Adresse. Werte kommen in den Systemschlüsselbund; ein leerer Wert behält den gespeicherten.</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Aktiviert</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>Darf das &amp;Modell fragen (jede Anfrage wird zuerst erfragt)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>Geben Sie dem Server einen Namen, den kein anderer Server hat.</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>Schreiben Sie den Befehl, der den Server startet, oder seine Adresse.</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>Wie Antworten angezeigt werden</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
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
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1 wurde auf zwei Geräten geändert:</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>„%1“ behalten</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>Auf zwei Geräten geändert</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Etwas ist schiefgegangen (%1).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>Anbieter, Werkzeuge und allgemeine Einstellungen; Strg+Tab wechselt zwischen ihnen</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>&amp;Anbieter</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>A&amp;ssistenten</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>&amp;Prompts</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>P&amp;reise</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>&amp;MCP-Server</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>A&amp;llgemein</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>Netz&amp;werk</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>&amp;Gedächtnis</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>S&amp;ynchronisierung</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>Was nicht getan werden konnte</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>Schließt die Einstellungen; Änderungen sind schon gespeichert</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>Einstellungen schließen</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Nachricht senden</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>Neue Zeile beginnen</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>Antwort stoppen oder Suche schließen</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>Nebeneinander: eine Nachricht, mehrere Modelle</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>Antworten nebeneinander</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>Noch keine anderen Modelle bekannt</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>Mit einem Modell antworten</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ Modell</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ %n Modell</numerusform>
            <numerusform>+ %n Modelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>Nebeneinander antworten</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>Fügt bis zu drei Modelle hinzu, die die nächste Nachricht beantworten, jedes in einer Spalte</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>Zum ersten Mal mit dem MCP-Server „%1“ verbinden? Er wird erreicht unter:</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>Den MCP-Server „%1“ zum ersten Mal starten? Dieser Befehl wird ausgeführt:</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>Aus dem Schlüsselbund übergeben: %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>Neuer MCP-Server</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>Nicht starten</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>Neu beginnen (Kopie behalten)</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>Neu beginnen und eine Kopie der beschädigten Datei behalten</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>Die beschädigte Datei bleibt neben der neuen erhalten</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>Versucht erneut, die Datei zu öffnen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>Schließt Arroyo und lässt die Datei, wie sie ist</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>Die Einstellungen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>Sie können mit neuen Einstellungen beginnen. Die beschädigte Datei bleibt daneben erhalten, mit „.broken“ am Namen. Schlüssel im Systemschlüsselbund sind nicht betroffen.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>Warte auf den Server…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Modell wird geladen…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Schreibt…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>Neuer Versuch in %1 s (Versuch %2 von %3)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>Wartet auf Ihre Bestätigung</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>Aktion wird ausgeführt…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>Warte auf deine Wahl</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>Die älteren Nachrichten werden zusammengefasst…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>Anfragelimit erreicht, neuer Versuch in %1 s (Versuch %2 von %3)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>Zusammenfassung früherer Nachrichten, an ihrer Stelle gesendet</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Version %1 von %2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>Die Zusammenfassung bearbeiten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>Falsche Passphrase: Sie öffnet den Synchronisierungssatz dort nicht.</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>Ein Objekt im Speicher wurde verändert.</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>Ein Objekt im Speicher ist abgeschnitten.</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>Der Speicher enthält einen anderen Synchronisierungssatz als diesen.</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>Die Synchronisierung ist nicht eingerichtet.</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>Dort gibt es keinen Synchronisierungssatz zum Beitreten.</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>Der Speicher ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>Kein Systemschlüsselbund hält den Schlüssel: Geben Sie unten die Passphrase ein, um in dieser Sitzung zu synchronisieren.</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>Dieses Gerät kann sich nicht selbst entfernen.</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>Der Speicher enthält unter einem Namen, den dieses Gerät schreibt, bereits ein anderes Objekt.</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>Fortsetzen (&amp;u)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usieren</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>Synchronisiert über %1, als Gerät %2.</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>Synchronisiert…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>Synchronisieren nicht möglich: %1 Später wird es erneut versucht.</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>Pausiert: Nichts wird gesendet oder empfangen.</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>Noch nicht synchronisiert.</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>Letzte Synchronisierung %1: %2 Änderungen gesendet, %3 empfangen.</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>Sende %v von %m Änderungen</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>Lese %v von %m Objekten</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1 (dieses Gerät)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>Zuletzt gelesenes Segment</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>Zuletzt gehört (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>Geräte im Synchronisierungssatz</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>Gerät entfernen (&amp;v)</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>Was es geschrieben hat, bleibt; alte Objekte warten nicht mehr darauf</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>&amp;Jetzt synchronisieren</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase (Kennsatz)</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>Wiederherstellungs&amp;code anzeigen</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>Mit dieser Passphrase synchronisieren</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>Synchronisierungsstatus</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>Synchronisierungsordner</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>Ihre Unterhaltungen und einige Einstellungen reisen verschlüsselt über Speicher, den Sie bereits haben; die Passphrase verlässt diesen Computer nie.</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>Ein Ordner</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>Ein WebDAV-Server</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>Ein S3-Bucket</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>A&amp;dresse:</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>S&amp;3-Endpunkt:</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>Spe&amp;icher:</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>&amp;Bucket-Name:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>Zugriffsschlüssel-&amp;ID:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>Geheimer S&amp;chlüssel:</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>Wiederherstellungscode (&amp;v):</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>Passp&amp;hrase (Kennsatz):</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>Passphrase &amp;wiederholen:</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>&amp;Neuen Synchronisierungssatz erstellen</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>Dem Synchronisierungssatz dort &amp;beitreten</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>Ich habe den Wiederherstellungscode statt der Passphrase</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>Synchronisierung &amp;einrichten</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Auswählen…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>Geben Sie an, wo der Speicher ist.</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>Nennen Sie den Bucket.</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>Geben Sie die Passphrase ein.</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>Wählen Sie eine Passphrase mit mindestens 8 Zeichen.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Die beiden Passphrasen unterscheiden sich.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>Synchronisierung: %1 Später wird es erneut versucht.</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>Wieder synchronisiert.</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>Temporär</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>Nichts von dieser Unterhaltung wird gespeichert.</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Diese Unterhaltung speichern</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>Behält sie mit ihren Nachrichten als gewöhnliche Unterhaltung</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Temporäre Unterhaltung schließen</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>Neue &amp;temporäre Unterhaltung</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>Eine Unterhaltung, die nie gespeichert wird</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Diese Unterhaltung speichern</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>Behält die temporäre Unterhaltung</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Temporäre Unterhaltung schließen</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>Vergisst die temporäre Unterhaltung</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>Warten Sie, bis die Antwort fertig ist, und speichern Sie dann.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>Diese temporäre Unterhaltung verwerfen?</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>Ihre Nachrichten werden nirgends gespeichert und lassen sich nicht zurückholen.</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>Beim Beenden werden die temporären Unterhaltungen und ihre Nachrichten vergessen.</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>Temporäre Unterhaltung</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>Wartet auf Ihre Bestätigung</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>Ungültig, an das Modell zurückgegeben</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>Unbekannt: während der Ausführung unterbrochen</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>Importiert: hier nie ausgeführt</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>Nicht ausgeführt: Die Runde wurde vorher gestoppt</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>Gesperrt: Dieses Werkzeug hat sich geändert, seit Sie es bestätigt haben; prüfen Sie die Änderung unter Einstellungen › MCP-Server</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>Ohne Nachfrage ausgeführt: Das Modell und die Wissensdatenbanken sind auf diesem Computer</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>Ohne Nachfrage ausgeführt: Sie haben dieses Werkzeug in dieser Unterhaltung erlaubt</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>Ohne Nachfrage ausgeführt: Ihre Einstellung unter Einstellungen › Werkzeuge</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>Ohne Nachfrage ausgeführt: eine Berechtigungsregel unter Einstellungen › Werkzeuge</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>Geteilt mit %1: einmal für beide ausgeführt</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>Werkzeugaufruf</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>Argumente und Ergebnis anzeigen</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>Als erledigt markieren</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Dateiänderungen dieser Runde rückgängig machen</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>Den Arbeitsordner auflisten</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>Den Ordner {path} auflisten</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>{path} lesen</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>{path} lesen (höchstens {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>{path} erstellen ({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>{path} schreiben ({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>{path} ersetzen: {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>Ausführen: {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>{url} abrufen (GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>Keine Änderung: {path} enthält bereits genau diesen Inhalt</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>Frühere Version von {path} wiederherstellen ({size})</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>{path} entfernen, das das Werkzeug erstellt hat</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>Die Änderungen dieser Runde an diesen Dateien rückgängig machen, die letzte zuerst: {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>Für spätere Unterhaltungen merken: {fact}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Byte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>Schnellfrage…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>Arroyo zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>Arroyo beenden</translation>
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
        <translation>Änderungen durch dieses Werkzeug kann Arroyo nicht rückgängig machen</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>Rückgängig gemacht: Die frühere Version wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>Nicht rückgängig gemacht: Die Datei wurde seit dieser Aktion geändert; nichts wurde verändert.</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>Nicht rückgängig gemacht: Der Pfad ist jetzt ein Ordner oder ein Link; nichts wurde verändert.</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>Nicht rückgängig gemacht: Die Datei konnte nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>Rückgängig nicht mehr möglich: Die frühere Version wurde entfernt, damit der Speicher unter seiner Grenze bleibt</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>Rückgängig nicht mehr möglich: Die frühere Version wurde nach Ablauf der Aufbewahrungszeit entfernt</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>Rückgängig nicht mehr möglich: Die frühere Version fehlt</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>Die Dateiänderungen dieser Runde wurden rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>Angehalten bei {path}: Die Datei wurde seit dieser Runde geändert. Die Änderungen danach wurden rückgängig gemacht; diese und die davor blieben, wie sie waren.</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>Nicht erneut ausgeführt: Dieses Werkzeug ist jetzt nicht verfügbar.</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>Nicht erneut ausgeführt: Seine Argumente passen nicht mehr zum Werkzeug.</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>Ein neueres Arroyo</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Versionsseite öffnen</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>die Adresse war nicht erreichbar</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>die Adresse hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>die Adresse hat mit Fehler %1 geantwortet</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>die Antwort ist keine Versionsbeschreibung</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>die Antwort nennt keine Version</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>die Adresse ist keine http(s)-Adresse</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>Nach Updates suchen fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>Arroyo %1 ist verfügbar (dies ist %2).</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1 ist die neueste Version.</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Aktualisierungen</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>Einmal am Tag nach einem neueren Arroyo suchen</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>Fragt die Versionsadresse unten; nichts wird heruntergeladen oder installiert</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>Versions&amp;adresse:</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>Versionsadresse</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Nach Updates suchen</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>Was die Update-Suche gefunden hat</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Jetzt &amp;prüfen</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>Jetzt nach Updates suchen</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Versionsseite öffnen</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>Was ist neu</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>Macht den Text größer</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>Macht den Text kleiner</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>Der Text in der Größe des Systems</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>Anfragen für Untersuchen &amp;aufzeichnen</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>Behält Anfrage und Datenstrom jeder Antwort im Speicher, bis Arroyo geschlossen wird, für ihre Schaltfläche Untersuchen</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>Listet die Tasten jedes Befehls auf</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>Über &amp;Arroyo</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>Die Version, die Lizenz und wo Ihre Daten liegen</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>Willkommen bei Arroyo</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>Sie sprechen mit %1. Probieren Sie eine hiervon aus oder schreiben Sie unten Ihre eigene.</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>Sie sprechen mit der Demo: einem Modell, das auf diesem Computer spielt, ohne Schlüssel und ohne Netzwerk. Probieren Sie eines davon aus, um eine Antwort einströmen zu sehen, den Denkprozess des Modells und ein Werkzeug, das Sie fragt, bevor es handelt. Fügen Sie Ihren eigenen Anbieter in den Einstellungen hinzu, wenn Sie so weit sind.</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>Eine neue Unterhaltung</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>Schreiben Sie unten eine Nachricht oder beginnen Sie mit einer hiervon.</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>Schreib ein kurzes Gedicht über einen Fluss</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>Denk gründlich nach: Was ist größer, 9.11 oder 9.9?</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>Was ist in meinem Arbeitsordner?</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>Sendet diese Nachricht</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>Ordner für die Dateiwerkzeuge dieser Unterhaltung</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>Dateiwerkzeuge aus</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>Die Dateiwerkzeuge sind in dieser Unterhaltung ausgeschaltet.</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>Die Dateiwerkzeuge arbeiten in {folder}</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>Um sie einzuschalten, wähle über die Schaltfläche einen Ordner oder den Standardordner.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Anderen Ordner wählen…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>Standard verwenden ({folder})</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>Dateiwerkzeuge in dieser Unterhaltung ausschalten</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>Der einzige Ordner, den Werkzeuge lesen und beschreiben dürfen</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>Der Ordner, den Werkzeuge lesen und beschreiben dürfen</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Arbeitsordner wählen</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>Öffnet eine Ordnerauswahl</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>Status des Arbeitsordners</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>&amp;Befehle ausführen erlauben (fragt immer zuerst)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>Befehle ausführen erlauben</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>Lässt Werkzeuge Programme im Arbeitsordner ausführen; jeder Befehl wird Ihnen zuerst vorgelegt</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Arbeitsordner:</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>Dieser Ordner existiert nicht.</translation>
    </message>
</context>
</TS>
