<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Arroyo</source>
        <translation>À propos d&apos;Arroyo</translation>
    </message>
    <message>
        <source>Arroyo %1</source>
        <translation>Arroyo %1</translation>
    </message>
    <message>
        <source>A desktop client for large language models.</source>
        <translation>Un client de bureau pour les grands modèles de langage.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Logiciel libre sous licence %1.</translation>
    </message>
    <message>
        <source>Your conversations and settings are kept in:</source>
        <translation>Vos conversations et vos réglages sont conservés dans :</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dossier des données</translation>
    </message>
    <message>
        <source>&amp;Open the data folder</source>
        <translation>&amp;Ouvrir le dossier des données</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Ouvrir le dossier des données</translation>
    </message>
</context>
<context>
    <name>ActivityDialog</name>
    <message>
        <source>Activity</source>
        <translation>Activité</translation>
    </message>
    <message>
        <source>Filter by words in the action or result</source>
        <translation>Filtrer par mots de l’action ou du résultat</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Du</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Au</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Saves the actions shown as CSV or JSON</source>
        <translation>Enregistre les actions affichées en CSV ou JSON</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Tous les outils</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>No tool has acted yet.</source>
        <translation>Aucun outil n’a encore agi.</translation>
    </message>
    <message>
        <source>%1 of %2 actions</source>
        <translation>%1 sur %2 actions</translation>
    </message>
    <message>
        <source>Export activity</source>
        <translation>Exporter l’activité</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n actions to %1</source>
        <translation>
            <numerusform>%n action enregistrée dans %1</numerusform>
            <numerusform>%n actions enregistrées dans %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActivityModel</name>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Why it ran</source>
        <translation>Pourquoi elle a eu lieu</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>You approved it</source>
        <translation>Vous l’avez approuvée</translation>
    </message>
    <message>
        <source>Allowed in this conversation</source>
        <translation>Autorisée dans cette conversation</translation>
    </message>
    <message>
        <source>Your setting (Settings › Tools)</source>
        <translation>Votre réglage (Réglages › Outils)</translation>
    </message>
    <message>
        <source>A permission rule</source>
        <translation>Une règle d’autorisation</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusée</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>(deleted conversation)</source>
        <translation>(conversation supprimée)</translation>
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
        <translation>Ajouter une base de connaissances</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Rechercher par</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Ajouter des fichiers…</translation>
    </message>
    <message>
        <source>Words only (full-text search)</source>
        <translation>Mots seulement (recherche en texte intégral)</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors (offline)</source>
        <translation>Mots et vecteurs de la démo (hors ligne)</translation>
    </message>
    <message>
        <source>Embeddings from {provider}</source>
        <translation>Embeddings de {provider}</translation>
    </message>
    <message>
        <source>Finds passages that contain the question&apos;s words. Nothing leaves this computer.</source>
        <translation>Trouve les passages qui contiennent les mots de la question. Rien ne quitte cet ordinateur.</translation>
    </message>
    <message>
        <source>The Demo&apos;s vectors work offline, and they are simple: they find passages that share words with the question, not passages that mean the same in other words. Nothing leaves this computer.</source>
        <translation>Les vecteurs de la démo fonctionnent hors ligne et sont simples : ils trouvent les passages qui partagent des mots avec la question, pas ceux qui disent la même chose autrement. Rien ne quitte cet ordinateur.</translation>
    </message>
    <message>
        <source>{provider} runs on this computer or its network: the files stay here.</source>
        <translation>{provider} tourne sur cet ordinateur ou son réseau : les fichiers restent ici.</translation>
    </message>
    <message>
        <source>Indexing with {provider} sends every passage of these files to {provider}.</source>
        <translation>Indexer avec {provider} envoie chaque passage de ces fichiers à {provider}.</translation>
    </message>
</context>
<context>
    <name>AnswerColumn</name>
    <message>
        <source>Writing…</source>
        <translation>Écriture…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incomplète</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop this answer</source>
        <translation>Arrêter cette réponse</translation>
    </message>
    <message>
        <source>Use this answer</source>
        <translation>Utiliser cette réponse</translation>
    </message>
    <message>
        <source>Goes on with this answer and its model; the others stay as versions</source>
        <translation>Continue avec cette réponse et son modèle ; les autres restent comme versions</translation>
    </message>
    <message>
        <source>Answer of %1</source>
        <translation>Réponse de %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raisonnement</translation>
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
        <translation>premier jeton %1 s</translation>
    </message>
    <message>
        <source>%1 s in all</source>
        <translation>%1 s au total</translation>
    </message>
    <message numerus="yes">
        <source>%n tokens in</source>
        <translation>
            <numerusform>%n jeton en entrée</numerusform>
            <numerusform>%n jetons en entrée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens out</source>
        <translation>
            <numerusform>%n jeton en sortie</numerusform>
            <numerusform>%n jetons en sortie</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 jetons/s</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>The colours of the window; they change at once</source>
        <translation>Les couleurs de la fenêtre ; elles changent immédiatement</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>T&amp;hème :</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Arroyo cannot start</source>
        <translation>Arroyo ne peut pas démarrer</translation>
    </message>
    <message>
        <source>Nothing was changed. Free some disk space, or close the program that is using the file, then try again.</source>
        <translation>Rien n&apos;a été modifié. Libérez de l&apos;espace disque ou fermez le programme qui utilise le fichier, puis réessayez.</translation>
    </message>
    <message>
        <source>You can start with a fresh database. The current file is kept beside it as a backup.</source>
        <translation>Vous pouvez repartir d&apos;une base de données neuve. Le fichier actuel est conservé à côté comme sauvegarde.</translation>
    </message>
    <message>
        <source>Arroyo&apos;s data cannot be opened</source>
        <translation>Les données d&apos;Arroyo ne peuvent pas être ouvertes</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>Les réglages ne peuvent pas être lus</translation>
    </message>
</context>
<context>
    <name>ApprovalRow</name>
    <message>
        <source>Untitled conversation</source>
        <translation>Conversation sans titre</translation>
    </message>
    <message>
        <source>In “%1”, waiting since %2</source>
        <translation>Dans « %1 », en attente depuis %2</translation>
    </message>
    <message>
        <source>Approve…</source>
        <translation>Approuver…</translation>
    </message>
    <message>
        <source>Shows the action as the confirmation does, then records your answer</source>
        <translation>Montre l’action comme la confirmation, puis enregistre votre réponse</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
</context>
<context>
    <name>ApprovalsBadge</name>
    <message numerus="yes">
        <source>%n approvals waiting</source>
        <translation>
            <numerusform>%n approbation en attente</numerusform>
            <numerusform>%n approbations en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer</source>
        <translation>Appels d’outils qu’un arroyo ask en pause a laissés pour votre réponse</translation>
    </message>
</context>
<context>
    <name>ApprovalsDialog</name>
    <message>
        <source>Approvals waiting</source>
        <translation>Approbations en attente</translation>
    </message>
    <message>
        <source>Tool calls a paused arroyo ask left for your answer. Nothing runs here: arroyo ask --resume goes on with the turn and runs what you approved, once.</source>
        <translation>Appels d’outils qu’un arroyo ask en pause a laissés pour votre réponse. Rien ne s’exécute ici : arroyo ask --resume reprend le tour et exécute ce que vous avez approuvé, une seule fois.</translation>
    </message>
    <message>
        <source>No tool call is waiting for your approval.</source>
        <translation>Aucun appel d’outil n’attend votre approbation.</translation>
    </message>
    <message>
        <source>Approved. arroyo ask --resume %1 runs it.</source>
        <translation>Approuvé. arroyo ask --resume %1 l’exécute.</translation>
    </message>
    <message>
        <source>Denied. arroyo ask --resume %1 tells the model.</source>
        <translation>Refusé. arroyo ask --resume %1 le dit au modèle.</translation>
    </message>
    <message>
        <source>This call was already approved elsewhere; your answer was not recorded.</source>
        <translation>Cet appel a déjà été approuvé ailleurs ; votre réponse n’a pas été enregistrée.</translation>
    </message>
    <message>
        <source>This call was already denied elsewhere; your answer was not recorded.</source>
        <translation>Cet appel a déjà été refusé ailleurs ; votre réponse n’a pas été enregistrée.</translation>
    </message>
    <message>
        <source>This call is no longer waiting.</source>
        <translation>Cet appel n’est plus en attente.</translation>
    </message>
</context>
<context>
    <name>AssistantChooser</name>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Assistant :</translation>
    </message>
    <message>
        <source>Choose one…</source>
        <translation>Choisissez-en un…</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Starts this conversation with the assistant&apos;s instructions and model</source>
        <translation>Commence cette conversation avec les instructions et le modèle de l&apos;assistant</translation>
    </message>
</context>
<context>
    <name>AssistantsPage</name>
    <message>
        <source>The one chosen in the window</source>
        <translation>Celui choisi dans la fenêtre</translation>
    </message>
    <message>
        <source>Assistant %1</source>
        <translation>Assistant %1</translation>
    </message>
    <message>
        <source>Every assistant needs a name of its own.</source>
        <translation>Chaque assistant doit avoir son propre nom.</translation>
    </message>
    <message>
        <source>An assistant needs a name.</source>
        <translation>Un assistant doit avoir un nom.</translation>
    </message>
    <message>
        <source>Assistants</source>
        <translation>Assistants</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Add an assistant</source>
        <translation>Ajouter un assistant</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the assistant</source>
        <translation>Supprimer l&apos;assistant</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>&amp;Prompt système :</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>F&amp;ournisseur :</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>The provider&apos;s default</source>
        <translation>Celui par défaut du fournisseur</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Who answers a conversation started from this assistant</source>
        <translation>Qui répond dans une conversation commencée avec cet assistant</translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach files</source>
        <translation>Joindre des fichiers</translation>
    </message>
    <message>
        <source>Text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Texte, code, images et PDF ; vous pouvez aussi les déposer ou les coller</translation>
    </message>
    <message>
        <source>Attach files: text, code, images and PDFs; you can also drop or paste them</source>
        <translation>Joindre des fichiers : texte, code, images et PDF ; vous pouvez aussi les déposer ou les coller</translation>
    </message>
    <message>
        <source>PDFs as documents</source>
        <translation>PDF comme documents</translation>
    </message>
    <message>
        <source>Send PDFs as they are to models that read them, instead of their text</source>
        <translation>Envoyer les PDF tels quels aux modèles qui savent les lire, au lieu de leur texte</translation>
    </message>
    <message>
        <source>pasted image</source>
        <translation>image collée</translation>
    </message>
</context>
<context>
    <name>AutoAllowPage</name>
    <message>
        <source>Every action is asked about first. Run without asking only tools you trust to act on their own: the question is skipped, the checks are not.</source>
        <translation>Chaque action est d&apos;abord soumise à votre accord. N&apos;exécutez sans demander que les outils auxquels vous faites confiance pour agir seuls : la question est sautée, pas les vérifications.</translation>
    </message>
    <message>
        <source>Run without asking</source>
        <translation>Exécuter sans demander</translation>
    </message>
    <message>
        <source>Each tool, what it can do, and whether it may act without asking</source>
        <translation>Chaque outil, ce qu&apos;il peut faire, et s&apos;il peut agir sans demander</translation>
    </message>
    <message>
        <source>Run %1 without asking</source>
        <translation>Exécuter %1 sans demander</translation>
    </message>
    <message>
        <source>%1 Always asks: it can send data off this computer.</source>
        <translation>%1 Demande toujours : il peut envoyer des données hors de cet ordinateur.</translation>
    </message>
    <message>
        <source>A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes or sends.</source>
        <translation>Un outil du serveur MCP « %1 » : Arroyo ne peut pas voir ce qu&apos;il lit, modifie ou envoie.</translation>
    </message>
    <message>
        <source>Sees the names and sizes of the files in the workspace folder; changes nothing.</source>
        <translation>Voit les noms et tailles des fichiers du dossier de travail ; ne modifie rien.</translation>
    </message>
    <message>
        <source>Reads any file in the workspace folder and gives its text to the model (and so to your provider); changes nothing.</source>
        <translation>Lit n&apos;importe quel fichier du dossier de travail et donne son texte au modèle (et donc à votre fournisseur) ; ne modifie rien.</translation>
    </message>
    <message>
        <source>Creates and overwrites files in the workspace folder; what it overwrites is gone.</source>
        <translation>Crée et écrase des fichiers dans le dossier de travail ; ce qu&apos;il écrase est perdu.</translation>
    </message>
    <message>
        <source>Sends a request to any web address the model chooses; the address alone can carry what the model has read.</source>
        <translation>Envoie une requête à toute adresse web choisie par le modèle ; l&apos;adresse seule peut transporter ce que le modèle a lu.</translation>
    </message>
    <message>
        <source>Runs programs in the workspace folder; a program can change your files and reach the network.</source>
        <translation>Exécute des programmes dans le dossier de travail ; un programme peut modifier vos fichiers et accéder au réseau.</translation>
    </message>
    <message>
        <source>Arroyo cannot see what this tool reads, changes or sends.</source>
        <translation>Arroyo ne peut pas voir ce que cet outil lit, modifie ou envoie.</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>Les autorisations n&apos;ont pas pu être lues : %1</translation>
    </message>
    <message>
        <source>The permission could not be changed: %1</source>
        <translation>L&apos;autorisation n&apos;a pas pu être modifiée : %1</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>Back up everything</source>
        <translation>Tout sauvegarder</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>Sauvegardé dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n conversations.</source>
        <translation>
            <numerusform>%n conversation restaurée.</numerusform>
            <numerusform>%n conversations restaurées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n était déjà là.</numerusform>
            <numerusform>%n étaient déjà là.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter the keys of %n providers in Settings.</source>
        <translation>
            <numerusform>Saisissez dans les Réglages la clé de %n fournisseur.</numerusform>
            <numerusform>Saisissez dans les Réglages les clés de %n fournisseurs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BasesChooser</name>
    <message>
        <source>Knowledge bases of this conversation</source>
        <translation>Bases de connaissances de cette conversation</translation>
    </message>
    <message>
        <source>The model may search these bases in this conversation, and its project&apos;s.</source>
        <translation>Le modèle peut chercher dans ces bases dans cette conversation, et dans celles de son projet.</translation>
    </message>
    <message>
        <source>There is no knowledge base yet: add one from Knowledge bases…</source>
        <translation>Aucune base de connaissances pour l’instant : ajoutez-en une depuis Bases de connaissances…</translation>
    </message>
</context>
<context>
    <name>ChatPane</name>
    <message>
        <source>Provider and model</source>
        <translation>Fournisseur et modèle</translation>
    </message>
    <message>
        <source>Who answers in this window</source>
        <translation>Qui répond dans cette fenêtre</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>Choisir un fournisseur</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Fournisseurs, clés, outils et langue</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Show the conversations</source>
        <translation>Afficher les conversations</translation>
    </message>
    <message>
        <source>Shows or hides the list of conversations</source>
        <translation>Affiche ou masque la liste des conversations</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Titre de la conversation</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Réglages de la conversation</translation>
    </message>
    <message>
        <source>The system prompt and how answers appear, for this conversation</source>
        <translation>Le prompt système et l&apos;affichage des réponses, pour cette conversation</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>Prompt s&amp;ystème :</translation>
    </message>
    <message>
        <source>Instructions the model gets before every message of this conversation</source>
        <translation>Instructions que le modèle reçoit avant chaque message de cette conversation</translation>
    </message>
    <message>
        <source>System prompt for this conversation</source>
        <translation>Prompt système de cette conversation</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Afficher les réponses :</translation>
    </message>
    <message>
        <source>How answers appear in this conversation</source>
        <translation>Comment les réponses apparaissent dans cette conversation</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Mot par mot, seulement des phrases entières, ou toute la réponse à la fin</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Comme dans les Réglages</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Mot par mot</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Phrase par phrase</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>Toute la réponse d&apos;un coup</translation>
    </message>
    <message>
        <source>Still reading the attached files…</source>
        <translation>Lecture des fichiers joints en cours…</translation>
    </message>
</context>
<context>
    <name>ComposerCard</name>
    <message>
        <source>Message options</source>
        <translation>Options du message</translation>
    </message>
    <message>
        <source>The model&apos;s parameters and how PDFs are sent</source>
        <translation>Les paramètres du modèle et l&apos;envoi des PDF</translation>
    </message>
    <message>
        <source>Ask anything (Enter sends, Shift+Enter: new line)</source>
        <translation>Demandez ce que vous voulez (Entrée envoie, Maj+Entrée : nouvelle ligne)</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>The prompt&apos;s blanks</source>
        <translation>Les blancs du prompt</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter sends; Shift+Enter starts a new line</source>
        <translation>Entrée ou Ctrl+Entrée envoie ; Maj+Entrée commence une nouvelle ligne</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Envoie le message au modèle</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>Arrêter la réponse</translation>
    </message>
    <message>
        <source>Stops the answer being written (Escape)</source>
        <translation>Arrête la réponse en cours d&apos;écriture (Échap)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
</context>
<context>
    <name>ConfirmTitles</name>
    <message>
        <source>List {folder}</source>
        <translation>Lister {folder}</translation>
    </message>
    <message>
        <source>List {name} in {folder}</source>
        <translation>Lister {name} dans {folder}</translation>
    </message>
    <message>
        <source>Read {name} in {folder}</source>
        <translation>Lire {name} dans {folder}</translation>
    </message>
    <message>
        <source>Create {name} in {folder}</source>
        <translation>Créer {name} dans {folder}</translation>
    </message>
    <message>
        <source>Write {name} in {folder}</source>
        <translation>Écrire {name} dans {folder}</translation>
    </message>
    <message>
        <source>Change {name} in {folder}</source>
        <translation>Modifier {name} dans {folder}</translation>
    </message>
    <message>
        <source>Leave {name} in {folder} as it is</source>
        <translation>Laisser {name} dans {folder} tel quel</translation>
    </message>
    <message>
        <source>Run `{command}` in {folder}</source>
        <translation>Exécuter `{command}` dans {folder}</translation>
    </message>
    <message>
        <source>Fetch {url}</source>
        <translation>Récupérer {url}</translation>
    </message>
    <message>
        <source>Undo the change to {name} in {folder}</source>
        <translation>Annuler la modification de {name} dans {folder}</translation>
    </message>
    <message>
        <source>Undo the creation of {name} in {folder}</source>
        <translation>Annuler la création de {name} dans {folder}</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Annuler les modifications de fichiers de ce tour</translation>
    </message>
    <message>
        <source>Remember a fact about you</source>
        <translation>Retenir une information sur vous</translation>
    </message>
    <message>
        <source>Use {tool} of the MCP server {server}</source>
        <translation>Utiliser {tool} du serveur MCP {server}</translation>
    </message>
    <message>
        <source>Use the tool {tool}</source>
        <translation>Utiliser l’outil {tool}</translation>
    </message>
</context>
<context>
    <name>ConfirmationDialog</name>
    <message>
        <source>Allow this action?</source>
        <translation>Autoriser cette action ?</translation>
    </message>
    <message>
        <source>A tool asks to act; nothing happens unless you allow it</source>
        <translation>Un outil demande à agir ; rien ne se passe sans votre accord</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Asked by %1</source>
        <translation>Demandé par %1</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>Ce qui va se passer</translation>
    </message>
    <message>
        <source>What the tool can do</source>
        <translation>Ce que l&apos;outil peut faire</translation>
    </message>
    <message>
        <source>This tool sends data over the network, off this computer.</source>
        <translation>Cet outil envoie des données sur le réseau, hors de cet ordinateur.</translation>
    </message>
    <message>
        <source>This tool only reads; it changes nothing.</source>
        <translation>Cet outil ne fait que lire ; il ne modifie rien.</translation>
    </message>
    <message>
        <source>This tool can change things on this computer.</source>
        <translation>Cet outil peut modifier des choses sur cet ordinateur.</translation>
    </message>
    <message>
        <source>MCP server %1: %2 %3</source>
        <translation>Serveur MCP %1 : %2 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>The values the tool will use, exactly as checked</source>
        <translation>Les valeurs que l&apos;outil utilisera, exactement telles que vérifiées</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments :</translation>
    </message>
    <message>
        <source>Details:</source>
        <translation>Détails :</translation>
    </message>
    <message>
        <source>Details of the change</source>
        <translation>Détails de la modification</translation>
    </message>
    <message>
        <source>What would change, line by line</source>
        <translation>Ce qui changerait, ligne par ligne</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>The tool does not act (the default)</source>
        <translation>L&apos;outil n&apos;agit pas (par défaut)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Autoriser une fois</translation>
    </message>
    <message>
        <source>The tool acts this time</source>
        <translation>L&apos;outil agit cette fois-ci</translation>
    </message>
    <message>
        <source>Always allow this tool in this conversation</source>
        <translation>Toujours autoriser cet outil dans cette conversation</translation>
    </message>
    <message>
        <source>The tool acts now and later in this conversation without asking</source>
        <translation>L&apos;outil agit maintenant et plus tard dans cette conversation sans demander</translation>
    </message>
    <message>
        <source>%1 · MCP server %2</source>
        <translation>%1 · serveur MCP %2</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(aucune description)</translation>
    </message>
</context>
<context>
    <name>ContextMarker</name>
    <message>
        <source>Context cleared here: earlier messages are not sent</source>
        <translation>Contexte effacé ici : les messages précédents ne sont pas envoyés</translation>
    </message>
    <message>
        <source>Earlier messages are not sent</source>
        <translation>Les messages précédents ne sont pas envoyés</translation>
    </message>
    <message>
        <source>They no longer fit the model&apos;s context window</source>
        <translation>Ils ne tiennent plus dans la fenêtre de contexte du modèle</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the Clear context mark</source>
        <translation>Retirer la marque « Effacer le contexte »</translation>
    </message>
</context>
<context>
    <name>ContextQuestion</name>
    <message>
        <source>This conversation no longer fits the model&apos;s context window (about %1 of %2 tokens). Nothing was sent: choose what to send.</source>
        <translation>Cette conversation ne tient plus dans la fenêtre de contexte du modèle (environ %1 sur %2 jetons). Rien n&apos;a été envoyé : choisissez quoi envoyer.</translation>
    </message>
    <message>
        <source>Leave out older messages</source>
        <translation>Omettre les messages plus anciens</translation>
    </message>
    <message>
        <source>Summarise older messages</source>
        <translation>Résumer les messages plus anciens</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Effacer le contexte ici</translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Project, folded</source>
        <translation>Projet, replié</translation>
    </message>
    <message>
        <source>Project, open</source>
        <translation>Projet, déplié</translation>
    </message>
    <message>
        <source>Archived projects, folded</source>
        <translation>Projets archivés, repliés</translation>
    </message>
    <message>
        <source>Archived projects, open</source>
        <translation>Projets archivés, dépliés</translation>
    </message>
</context>
<context>
    <name>ConversationOptions</name>
    <message>
        <source>Knowledge bases…</source>
        <translation>Bases de connaissances…</translation>
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
        <translation>Vos messages et les réponses, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Your message</source>
        <translation>Votre message</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Afficher les messages précédents</translation>
    </message>
    <message>
        <source>Loads the messages before the first one shown</source>
        <translation>Charge les messages avant le premier affiché</translation>
    </message>
    <message>
        <source>Show later messages</source>
        <translation>Afficher les messages suivants</translation>
    </message>
    <message>
        <source>Please continue exactly where you stopped.</source>
        <translation>Continue exactement là où tu t&apos;es arrêté, s&apos;il te plaît.</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>Search conversations</source>
        <translation>Rechercher dans les conversations</translation>
    </message>
    <message>
        <source>Shows the conversations whose title or answers contain the words</source>
        <translation>Affiche les conversations dont le titre ou les réponses contiennent les mots</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>F2 renames the chosen conversation; Delete deletes it</source>
        <translation>F2 renomme la conversation choisie ; Suppr la supprime</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Commence une conversation vide</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>A project holds conversations with shared instructions and defaults</source>
        <translation>Un projet réunit des conversations avec des instructions et des réglages par défaut communs</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>Temporaire</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Épinglées</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Plus anciennes</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projets</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivés</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Arroyo hit a problem</source>
        <translation>Arroyo a rencontré un problème</translation>
    </message>
    <message>
        <source>Arroyo hit a problem; a report was saved.</source>
        <translation>Arroyo a rencontré un problème ; un rapport a été enregistré.</translation>
    </message>
    <message>
        <source>The report stays on this computer. It holds no messages, keys or files.</source>
        <translation>Le rapport reste sur cet ordinateur. Il ne contient ni messages, ni clés, ni fichiers.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
</context>
<context>
    <name>DataFolderBox</name>
    <message>
        <source>That folder is the data folder, inside it, or holds it.</source>
        <translation>Ce dossier est le dossier de données, se trouve dedans ou le contient.</translation>
    </message>
    <message>
        <source>That folder is not empty. Choose an empty or new one.</source>
        <translation>Ce dossier n’est pas vide. Choisissez-en un vide ou nouveau.</translation>
    </message>
    <message>
        <source>That folder cannot be written to.</source>
        <translation>Impossible d’écrire dans ce dossier.</translation>
    </message>
    <message>
        <source>There is not enough free space there (%1).</source>
        <translation>Il n’y a pas assez d’espace libre à cet endroit (%1).</translation>
    </message>
    <message>
        <source>Another Arroyo window has the data open.</source>
        <translation>Une autre fenêtre d’Arroyo a les données ouvertes.</translation>
    </message>
    <message>
        <source>Copying failed (%1); nothing was changed.</source>
        <translation>La copie a échoué (%1) ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>The old data folder is gone or is not this one&apos;s.</source>
        <translation>L’ancien dossier de données n’existe plus ou n’est pas celui de ce profil.</translation>
    </message>
    <message>
        <source>Move the data folder to</source>
        <translation>Déplacer le dossier de données vers</translation>
    </message>
    <message>
        <source>The data folder moves to %1 the next time Arroyo starts: quit and start it again. The old folder is kept until you remove it.</source>
        <translation>Le dossier de données sera déplacé vers %1 au prochain démarrage d’Arroyo : quittez-le et relancez-le. L’ancien dossier est conservé jusqu’à ce que vous le supprimiez.</translation>
    </message>
    <message>
        <source>The old data folder is still at %1; remove it once you are sure everything is here.</source>
        <translation>L’ancien dossier de données est toujours dans %1 ; supprimez-le quand vous êtes sûr que tout est ici.</translation>
    </message>
    <message>
        <source>Remove %1 and everything in it? This cannot be undone.</source>
        <translation>Supprimer %1 et tout son contenu ? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dossier des données</translation>
    </message>
    <message>
        <source>Mo&amp;ve…</source>
        <translation>&amp;Déplacer…</translation>
    </message>
    <message>
        <source>Copies the conversations, files and settings to another folder at the next start</source>
        <translation>Copie les conversations, les fichiers et les réglages vers un autre dossier au prochain démarrage</translation>
    </message>
    <message>
        <source>Move the data folder</source>
        <translation>Déplacer le dossier de données</translation>
    </message>
    <message>
        <source>About the data folder</source>
        <translation>À propos du dossier de données</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>Annuler le déplacement</translation>
    </message>
    <message>
        <source>Remove old folder…</source>
        <translation>Supprimer l’ancien dossier…</translation>
    </message>
    <message>
        <source>Remove the old data folder</source>
        <translation>Supprimer l’ancien dossier de données</translation>
    </message>
</context>
<context>
    <name>DataMoveAtStart</name>
    <message>
        <source>The data folder was not moved</source>
        <translation>Le dossier de données n’a pas été déplacé</translation>
    </message>
    <message>
        <source>Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove it (Settings, General).</source>
        <translation>Arroyo garde maintenant ses données dans %1. L’ancien dossier, %2, est conservé jusqu’à ce que vous le supprimiez (Réglages, Général).</translation>
    </message>
    <message>
        <source>The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old folder, %2, is kept.</source>
        <translation>Les données ont été copiées dans %1. Réglez ARROYO_DATA_DIR sur ce dossier pour les utiliser ; l’ancien dossier, %2, est conservé.</translation>
    </message>
    <message>
        <source>The data folder was moved</source>
        <translation>Le dossier de données a été déplacé</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <source>%1 asks</source>
        <translation>%1 demande</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Décliner</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>Obligatoire : %1</translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <source>Export conversation</source>
        <translation>Exporter la conversation</translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>Importer des conversations</translation>
    </message>
    <message>
        <source>Arroyo or ChatGPT exports (*.json *.zip)</source>
        <translation>Exports Arroyo ou ChatGPT (*.json *.zip)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportée vers %1.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversations.</source>
        <translation>
            <numerusform>%n conversation importée.</numerusform>
            <numerusform>%n conversations importées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were already here.</source>
        <translation>
            <numerusform>%n était déjà là.</numerusform>
            <numerusform>%n étaient déjà là.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportQuestion</name>
    <message>
        <source>Export MCP servers</source>
        <translation>Exporter les serveurs MCP</translation>
    </message>
    <message>
        <source>Variable and header values are written as placeholders such as ${API_TOKEN}.</source>
        <translation>Les valeurs des variables et des en-têtes sont écrites comme des espaces réservés tels que ${API_TOKEN}.</translation>
    </message>
    <message>
        <source>Include the values: the file will hold your tokens in plain text</source>
        <translation>Inclure les valeurs : le fichier contiendra vos jetons en clair</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in this conversation</source>
        <translation>Rechercher dans cette conversation</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Résultat précédent (Maj+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Résultat suivant (F3)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>FollowScroll</name>
    <message>
        <source>Jump to latest</source>
        <translation>Aller au plus récent</translation>
    </message>
    <message>
        <source>Scrolls to the newest message and follows the answer again</source>
        <translation>Défile jusqu&apos;au message le plus récent et suit à nouveau la réponse</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>How answers appear</source>
        <translation>Affichage des réponses</translation>
    </message>
    <message>
        <source>Word by word, whole sentences only, or the whole answer at the end</source>
        <translation>Mot par mot, seulement des phrases entières, ou toute la réponse à la fin</translation>
    </message>
    <message>
        <source>Word by word</source>
        <translation>Mot par mot</translation>
    </message>
    <message>
        <source>Sentence by sentence</source>
        <translation>Phrase par phrase</translation>
    </message>
    <message>
        <source>The whole answer at once</source>
        <translation>Toute la réponse d&apos;un coup</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language of the window; it changes at once</source>
        <translation>La langue de la fenêtre ; elle change immédiatement</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Show answers:</source>
        <translation>&amp;Afficher les réponses :</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
</context>
<context>
    <name>GrantsPage</name>
    <message>
        <source>Other permissions to act without asking:</source>
        <translation>Autres autorisations d&apos;agir sans demander :</translation>
    </message>
    <message>
        <source>Standing permissions</source>
        <translation>Autorisations permanentes</translation>
    </message>
    <message>
        <source>Tools you allowed to act without asking, each with a Revoke button</source>
        <translation>Les outils que vous avez autorisés à agir sans demander, chacun avec un bouton Révoquer</translation>
    </message>
    <message>
        <source>The permissions could not be read: %1</source>
        <translation>Les autorisations n&apos;ont pas pu être lues : %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucune.</translation>
    </message>
    <message>
        <source>%1 — %2, since %3</source>
        <translation>%1 — %2, depuis le %3</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Révoquer</translation>
    </message>
    <message>
        <source>Revoke: %1, %2</source>
        <translation>Révoquer : %1, %2</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>L&apos;outil demandera de nouveau avant d&apos;agir</translation>
    </message>
    <message>
        <source>in every conversation</source>
        <translation>dans toutes les conversations</translation>
    </message>
    <message>
        <source>in the conversation “%1”</source>
        <translation>dans la conversation « %1 »</translation>
    </message>
    <message>
        <source>in one conversation (%1)</source>
        <translation>dans une conversation (%1)</translation>
    </message>
    <message>
        <source>The permission could not be revoked: %1</source>
        <translation>L&apos;autorisation n&apos;a pas pu être révoquée : %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import MCP servers</source>
        <translation>Importer des serveurs MCP</translation>
    </message>
    <message>
        <source>Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, VS Code or Windsurf, or choose its file. Values go to the system keyring.</source>
        <translation>Collez le bloc mcpServers (ou servers) de Claude Desktop, Cursor, Claude Code, VS Code ou Windsurf, ou choisissez son fichier. Les valeurs vont dans le trousseau du système.</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>Serveurs à importer</translation>
    </message>
    <message>
        <source>C&amp;hoose file…</source>
        <translation>C&amp;hoisir un fichier…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n&apos;a pas pu être lu : %2</translation>
    </message>
    <message>
        <source>This is not an mcpServers or servers JSON object.</source>
        <translation>Ce n&apos;est pas un objet JSON mcpServers ou servers.</translation>
    </message>
    <message>
        <source>No server was found in it.</source>
        <translation>Aucun serveur n&apos;y a été trouvé.</translation>
    </message>
</context>
<context>
    <name>InspectorDialog</name>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <source>Requests and streams of this answer</source>
        <translation>Requêtes et flux de cette réponse</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Tout copier</translation>
    </message>
    <message>
        <source>Passages retrieved for this answer</source>
        <translation>Passages retrouvés pour cette réponse</translation>
    </message>
    <message>
        <source>Model turn %1, attempt %2</source>
        <translation>Tour du modèle %1, tentative %2</translation>
    </message>
    <message>
        <source>Recording stopped here: this turn reached 2 MiB.</source>
        <translation>L&apos;enregistrement s&apos;est arrêté ici : ce tour a atteint 2 Mio.</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Not indexed yet</source>
        <translation>Pas encore indexée</translation>
    </message>
    <message>
        <source>Stopped while indexing</source>
        <translation>Arrêtée pendant l’indexation</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>À jour</translation>
    </message>
    <message>
        <source>Indexing failed</source>
        <translation>Échec de l’indexation</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de connaissances</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>Search by</source>
        <translation>Rechercher par</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Index again</source>
        <translation>Réindexer</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Left out, with the reason:</source>
        <translation>Laissés de côté, avec la raison :</translation>
    </message>
    <message>
        <source>No knowledge base yet. Add… makes one from your folders and files; a project or a conversation then searches it, and answers cite what they found.</source>
        <translation>Aucune base de connaissances pour l&apos;instant. Ajouter… en crée une à partir de vos dossiers et fichiers ; un projet ou une conversation y cherche ensuite, et les réponses citent ce qu&apos;elles ont trouvé.</translation>
    </message>
    <message>
        <source>Words only</source>
        <translation>Mots seulement</translation>
    </message>
    <message>
        <source>Words and the Demo&apos;s vectors</source>
        <translation>Mots et vecteurs de la démo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Add a knowledge base</source>
        <translation>Ajouter une base de connaissances</translation>
    </message>
    <message>
        <source>Pausing after the file being read…</source>
        <translation>Pause après le fichier en cours de lecture…</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Retirer {name}</translation>
    </message>
    <message>
        <source>Remove the knowledge base {name}? The files it indexed are untouched.</source>
        <translation>Retirer la base de connaissances {name} ? Les fichiers indexés ne sont pas touchés.</translation>
    </message>
    <message numerus="yes">
        <source>%n files of {total} indexed, {chunks} passages written</source>
        <translation>
            <numerusform>%n fichier sur {total} indexé, {chunks} passages écrits</numerusform>
            <numerusform>%n fichiers sur {total} indexés, {chunks} passages écrits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n seconds left</source>
        <translation>
            <numerusform>environ %n seconde restante</numerusform>
            <numerusform>environ %n secondes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more files</source>
        <translation>
            <numerusform>et %n autre fichier</numerusform>
            <numerusform>et %n autres fichiers</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused. Resume goes on from the next file.</source>
        <translation>En pause. Reprendre continue au fichier suivant.</translation>
    </message>
</context>
<context>
    <name>LocalServerButton</name>
    <message>
        <source>Use %1, found on this computer</source>
        <translation>Utiliser %1, trouvé sur cet ordinateur</translation>
    </message>
    <message>
        <source>Adds it as a provider and talks to it</source>
        <translation>L&apos;ajoute comme fournisseur et lui parle</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New conversation</source>
        <translation>&amp;Nouvelle conversation</translation>
    </message>
    <message>
        <source>Starts an empty conversation</source>
        <translation>Commence une conversation vide</translation>
    </message>
    <message>
        <source>&amp;Find in conversation</source>
        <translation>&amp;Rechercher dans la conversation</translation>
    </message>
    <message>
        <source>Finds words in this conversation</source>
        <translation>Recherche des mots dans cette conversation</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Résultat su&amp;ivant</translation>
    </message>
    <message>
        <source>Goes to the next match</source>
        <translation>Va au résultat suivant</translation>
    </message>
    <message>
        <source>Find pre&amp;vious</source>
        <translation>Résultat pré&amp;cédent</translation>
    </message>
    <message>
        <source>Goes to the previous match</source>
        <translation>Va au résultat précédent</translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation>Rechercher dans les &amp;conversations</translation>
    </message>
    <message>
        <source>Moves to the search field</source>
        <translation>Va au champ de recherche</translation>
    </message>
    <message>
        <source>&amp;Pin or unpin</source>
        <translation>É&amp;pingler ou désépingler</translation>
    </message>
    <message>
        <source>Keeps the chosen conversation on top</source>
        <translation>Garde la conversation choisie en haut</translation>
    </message>
    <message>
        <source>New pro&amp;ject…</source>
        <translation>Nouveau pro&amp;jet…</translation>
    </message>
    <message>
        <source>Makes a project: conversations with shared instructions</source>
        <translation>Crée un projet : des conversations aux instructions communes</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;Bases de connaissances…</translation>
    </message>
    <message>
        <source>Adds and indexes the folders the model may search</source>
        <translation>Ajoute et indexe les dossiers où le modèle peut chercher</translation>
    </message>
    <message>
        <source>Knowledge bases of this con&amp;versation…</source>
        <translation>Bases de connaissances de cette con&amp;versation…</translation>
    </message>
    <message>
        <source>Chooses the knowledge bases this conversation searches</source>
        <translation>Choisit les bases de connaissances où cherche cette conversation</translation>
    </message>
    <message>
        <source>&amp;Move to project…</source>
        <translation>&amp;Déplacer vers un projet…</translation>
    </message>
    <message>
        <source>Moves the chosen conversation into a project</source>
        <translation>Déplace la conversation choisie dans un projet</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>Renames the chosen conversation</source>
        <translation>Renomme la conversation choisie</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Deletes the chosen conversation; it can be undone for a few seconds</source>
        <translation>Supprime la conversation choisie ; on peut l&apos;annuler pendant quelques secondes</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>Annuler la &amp;suppression</translation>
    </message>
    <message>
        <source>Brings the deleted conversation back</source>
        <translation>Fait revenir la conversation supprimée</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Saves the chosen conversation as Markdown or JSON</source>
        <translation>Enregistre la conversation choisie en Markdown ou en JSON</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Adds conversations from an Arroyo or ChatGPT export</source>
        <translation>Ajoute des conversations depuis un export Arroyo ou ChatGPT</translation>
    </message>
    <message>
        <source>&amp;Back up everything…</source>
        <translation>Tout &amp;sauvegarder…</translation>
    </message>
    <message>
        <source>Saves every conversation and the settings, without keys, to one file</source>
        <translation>Enregistre chaque conversation et les réglages, sans clés, dans un seul fichier</translation>
    </message>
    <message>
        <source>Restore fro&amp;m backup…</source>
        <translation>Restaurer une sau&amp;vegarde…</translation>
    </message>
    <message>
        <source>Adds what a backup holds and Arroyo does not have yet</source>
        <translation>Ajoute ce qu’une sauvegarde contient et qu’Arroyo n’a pas encore</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Ré&amp;glages…</translation>
    </message>
    <message>
        <source>Providers, keys, tools and language</source>
        <translation>Fournisseurs, clés, outils et langue</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Closes Arroyo</source>
        <translation>Ferme Arroyo</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <source>Sends the message to the model</source>
        <translation>Envoie le message au modèle</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <source>Stops the answer being written</source>
        <translation>Arrête la réponse en cours d&apos;écriture</translation>
    </message>
    <message>
        <source>&amp;Write a message</source>
        <translation>É&amp;crire un message</translation>
    </message>
    <message>
        <source>Moves to the message box</source>
        <translation>Va à la zone de message</translation>
    </message>
    <message>
        <source>&amp;Activity…</source>
        <translation>&amp;Activité…</translation>
    </message>
    <message>
        <source>Every action tools took in every conversation, and why each ran</source>
        <translation>Chaque action des outils dans chaque conversation, et pourquoi elle a eu lieu</translation>
    </message>
    <message>
        <source>Arroyo</source>
        <translation>Arroyo</translation>
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
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Annuler la suppression</translation>
    </message>
    <message>
        <source>Deleted “%1”. %2 in the list undoes it.</source>
        <translation>« %1 » supprimée. %2 dans la liste l&apos;annule.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Quitter Arroyo ?</translation>
    </message>
    <message>
        <source>An answer is still arriving. Quit and stop it?</source>
        <translation>Une réponse arrive encore. Quitter et l&apos;arrêter ?</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <source>Tool servers (MCP). Their tools are offered to the model, each call asked.</source>
        <translation>Serveurs d&apos;outils (MCP). Leurs outils sont proposés au modèle, chaque appel étant soumis à votre accord.</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Redé&amp;marrer</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>E&amp;nabled</source>
        <translation>A&amp;ctivé</translation>
    </message>
    <message>
        <source>Re&amp;view changes…</source>
        <translation>&amp;Examiner les modifications…</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>Journal du serveur</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Désactivé</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n tools</source>
        <translation>
            <numerusform>Connecté : %n outil</numerusform>
            <numerusform>Connecté : %n outils</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>Not started: its first start was not confirmed</source>
        <translation>Non démarré : son premier démarrage n&apos;a pas été confirmé</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>tools blocked, review</source>
        <translation>outils bloqués, à vérifier</translation>
    </message>
    <message numerus="yes">
        <source>%n changed, review</source>
        <translation>
            <numerusform>%n a changé, à vérifier</numerusform>
            <numerusform>%n ont changé, à vérifier</numerusform>
        </translation>
    </message>
    <message>
        <source>No server yet: add one or import them.</source>
        <translation>Aucun serveur pour l&apos;instant : ajoutez-en un ou importez-les.</translation>
    </message>
    <message>
        <source>What you approved of it cannot be read: its tools are blocked.</source>
        <translation>Ce que vous avez approuvé de ce serveur est illisible : ses outils sont bloqués.</translation>
    </message>
    <message>
        <source>Its launch changed since you approved it: its tools are blocked.</source>
        <translation>Son lancement a changé depuis votre approbation : ses outils sont bloqués.</translation>
    </message>
    <message numerus="yes">
        <source>%n tools changed since you approved them</source>
        <translation>
            <numerusform>%n outil a changé depuis votre approbation</numerusform>
            <numerusform>%n outils ont changé depuis votre approbation</numerusform>
        </translation>
    </message>
    <message>
        <source>The approval could not be saved in the settings.</source>
        <translation>L’approbation n’a pas pu être enregistrée dans les réglages.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>MemoryPage</name>
    <message>
        <source>Arroyo can remember short facts about you for later conversations. The model asks each time, showing the text exactly as it will be kept; new conversations get the facts as quoted notes. Temporary conversations never remember and are never given them.</source>
        <translation>Arroyo peut retenir de courtes informations sur vous pour les conversations suivantes. Le modèle demande à chaque fois, en montrant le texte exactement tel qu’il sera gardé ; les nouvelles conversations reçoivent ces informations comme des notes citées. Les conversations temporaires ne retiennent jamais rien et ne reçoivent rien.</translation>
    </message>
    <message>
        <source>Remember facts I approve</source>
        <translation>Retenir les informations que j’approuve</translation>
    </message>
    <message>
        <source>Off: the model cannot remember anything and no fact reaches a prompt</source>
        <translation>Désactivé : le modèle ne peut rien retenir et aucune information n’atteint un prompt</translation>
    </message>
    <message>
        <source>Shared by every conversation</source>
        <translation>Partagées par toutes les conversations</translation>
    </message>
    <message>
        <source>Kept per project (outside projects: shared)</source>
        <translation>Séparées par projet (hors projets : partagées)</translation>
    </message>
    <message>
        <source>&amp;Facts are:</source>
        <translation>&amp;Portée des informations :</translation>
    </message>
    <message>
        <source>Where facts apply</source>
        <translation>Où les informations s’appliquent</translation>
    </message>
    <message>
        <source>Remember facts I &amp;approve</source>
        <translation>Re&amp;tenir les informations que j’approuve</translation>
    </message>
    <message>
        <source>Shared by every conversation, or kept in the project they were said in</source>
        <translation>Partagées par toutes les conversations, ou gardées dans le projet où elles ont été dites</translation>
    </message>
    <message>
        <source>Token &amp;budget for facts in a prompt:</source>
        <translation>Budget de &amp;jetons pour les informations d’un prompt :</translation>
    </message>
    <message>
        <source>Token budget for facts</source>
        <translation>Budget de jetons pour les informations</translation>
    </message>
    <message>
        <source>Over it, the facts closest to the first message are given first</source>
        <translation>Au-delà, les informations les plus proches du premier message passent en premier</translation>
    </message>
    <message>
        <source>Remembered facts:</source>
        <translation>Informations retenues :</translation>
    </message>
    <message>
        <source>&amp;Delete all…</source>
        <translation>To&amp;ut supprimer…</translation>
    </message>
    <message>
        <source>Delete all facts</source>
        <translation>Supprimer toutes les informations</translation>
    </message>
    <message>
        <source>About memory</source>
        <translation>À propos de la mémoire</translation>
    </message>
    <message>
        <source>Remembered facts</source>
        <translation>Informations retenues</translation>
    </message>
    <message>
        <source>Each fact can be edited in place, opened where it was said, or deleted</source>
        <translation>Chaque information peut être modifiée ici, ouverte là où elle a été dite, ou supprimée</translation>
    </message>
    <message>
        <source>The facts could not be read: %1</source>
        <translation>Les informations n’ont pas pu être lues : %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Aucune pour l’instant.</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Conversation sans titre</translation>
    </message>
    <message>
        <source>%1 · from “%2”</source>
        <translation>%1 · de « %2 »</translation>
    </message>
    <message>
        <source>Open the conversation “%1”</source>
        <translation>Ouvrir la conversation « %1 »</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the fact: %1</source>
        <translation>Supprimer l’information : %1</translation>
    </message>
    <message>
        <source>A fact is one line of text; it was not changed.</source>
        <translation>Une information tient sur une ligne de texte ; elle n’a pas été modifiée.</translation>
    </message>
    <message numerus="yes">
        <source>Delete every remembered fact (%n)? This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer l’information retenue (%n) ? C’est irréversible.</numerusform>
            <numerusform>Supprimer les %n informations retenues ? C’est irréversible.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copies your message to the clipboard</source>
        <translation>Copie votre message dans le presse-papiers</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Edit your message and send it again</source>
        <translation>Modifier votre message et le renvoyer</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Redemande au modèle</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Inspecter</translation>
    </message>
    <message>
        <source>Shows the request as sent and the stream as received</source>
        <translation>Affiche la requête telle qu&apos;envoyée et le flux tel que reçu</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>More actions for this message</source>
        <translation>Plus d&apos;actions pour ce message</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Effacer le contexte ici</translation>
    </message>
    <message>
        <source>Branch from here</source>
        <translation>Créer une branche à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Version précédente</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Version suivante</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Version %1 sur %2</translation>
    </message>
</context>
<context>
    <name>MessageEditor</name>
    <message>
        <source>Edit your message</source>
        <translation>Modifier votre message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>How the answer ended</source>
        <translation>Comment la réponse s&apos;est terminée</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Asks the model again</source>
        <translation>Redemande au modèle</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Asks the model to go on where it stopped</source>
        <translation>Demande au modèle de continuer là où il s&apos;est arrêté</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Opens the settings window</source>
        <translation>Ouvre la fenêtre des réglages</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>The model&apos;s answer, with its reasoning</source>
        <translation>La réponse du modèle, avec son raisonnement</translation>
    </message>
    <message>
        <source>Show or hide the model&apos;s reasoning</source>
        <translation>Afficher ou masquer le raisonnement du modèle</translation>
    </message>
    <message>
        <source>Folds or unfolds what the model thought before answering</source>
        <translation>Replie ou déplie ce que le modèle a pensé avant de répondre</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raisonnement</translation>
    </message>
    <message>
        <source>What the model thought</source>
        <translation>Ce que le modèle a pensé</translation>
    </message>
    <message>
        <source>Answer text</source>
        <translation>Texte de la réponse</translation>
    </message>
    <message>
        <source>The text of the answer</source>
        <translation>Le texte de la réponse</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Refus</translation>
    </message>
    <message>
        <source>Statistics of this answer</source>
        <translation>Statistiques de cette réponse</translation>
    </message>
    <message>
        <source>Copy answer as Markdown</source>
        <translation>Copier la réponse en Markdown</translation>
    </message>
    <message>
        <source>Copies the whole answer to the clipboard</source>
        <translation>Copie toute la réponse dans le presse-papiers</translation>
    </message>
    <message>
        <source>The answer is complete.</source>
        <translation>La réponse est complète.</translation>
    </message>
    <message>
        <source>Thought for less than a second</source>
        <translation>A réfléchi moins d&apos;une seconde</translation>
    </message>
    <message numerus="yes">
        <source>Thought for %n s</source>
        <translation>
            <numerusform>A réfléchi %n s</numerusform>
            <numerusform>A réfléchi %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thinking… %n s</source>
        <translation>
            <numerusform>Réflexion… %n s</numerusform>
            <numerusform>Réflexion… %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHelpBox</name>
    <message>
        <source>Long conversations and titles</source>
        <translation>Longues conversations et titres</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Omettre les messages les plus anciens</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Résumer les messages plus anciens</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>S&apos;arrêter et demander</translation>
    </message>
    <message>
        <source>Past the model&apos;s context window</source>
        <translation>Au-delà de la fenêtre de contexte du modèle</translation>
    </message>
    <message>
        <source>What a new conversation sends once it no longer fits the model&apos;s window</source>
        <translation>Ce qu&apos;envoie une nouvelle conversation quand elle ne tient plus dans la fenêtre du modèle</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Au-&amp;delà de la fenêtre de contexte du modèle :</translation>
    </message>
    <message>
        <source>The conversation&apos;s own model</source>
        <translation>Le modèle de la conversation elle-même</translation>
    </message>
    <message>
        <source>Summaries &amp;by:</source>
        <translation>Résumés &amp;par :</translation>
    </message>
    <message>
        <source>The model that writes summaries</source>
        <translation>Le modèle qui écrit les résumés</translation>
    </message>
    <message>
        <source>&amp;Let a model write the title after the first answer</source>
        <translation>&amp;Laisser un modèle écrire le titre après la première réponse</translation>
    </message>
    <message>
        <source>Let a model write the title after the first answer</source>
        <translation>Laisser un modèle écrire le titre après la première réponse</translation>
    </message>
    <message>
        <source>&amp;Titles by:</source>
        <translation>&amp;Titres par :</translation>
    </message>
    <message>
        <source>The model that writes titles</source>
        <translation>Le modèle qui écrit les titres</translation>
    </message>
    <message>
        <source>A summary or a title is one more request to the model: it costs tokens like a message, and the conversation&apos;s text goes to that model&apos;s provider.</source>
        <translation>Un résumé ou un titre est une requête de plus au modèle : il coûte des jetons comme un message, et le texte de la conversation va au fournisseur de ce modèle.</translation>
    </message>
    <message>
        <source>Another model is named by its id, at the conversation&apos;s provider</source>
        <translation>Un autre modèle se désigne par son identifiant, chez le fournisseur de la conversation</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>The model this conversation talks to; another may be typed</source>
        <translation>Le modèle auquel parle cette conversation ; on peut en saisir un autre</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Refresh the models</source>
        <translation>Actualiser les modèles</translation>
    </message>
    <message>
        <source>Context used</source>
        <translation>Contexte utilisé</translation>
    </message>
    <message>
        <source>%1 of %2 tokens sent</source>
        <translation>%1 sur %2 jetons envoyés</translation>
    </message>
    <message>
        <source>Context: %1 / %2 tokens</source>
        <translation>Contexte : %1 / %2 jetons</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>Contexte : %1 jetons</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
</context>
<context>
    <name>NarrowChoices</name>
    <message>
        <source>Allow for files under %1 for an hour</source>
        <translation>Autoriser pour les fichiers sous %1 pendant une heure</translation>
    </message>
    <message>
        <source>This tool acts without asking on files in this folder for an hour</source>
        <translation>Cet outil agit sans demander sur les fichiers de ce dossier pendant une heure</translation>
    </message>
    <message>
        <source>Allow for %1 for an hour</source>
        <translation>Autoriser pour %1 pendant une heure</translation>
    </message>
    <message>
        <source>This tool reaches this web host without asking for an hour</source>
        <translation>Cet outil contacte cet hôte web sans demander pendant une heure</translation>
    </message>
    <message>
        <source>Allow %1 for this conversation</source>
        <translation>Autoriser %1 pour cette conversation</translation>
    </message>
    <message>
        <source>This program runs without asking in this conversation</source>
        <translation>Ce programme s’exécute sans demander dans cette conversation</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Enter the proxy&apos;s host name or address to use it.</source>
        <translation>Saisissez le nom d&apos;hôte ou l&apos;adresse du proxy pour l&apos;utiliser.</translation>
    </message>
    <message>
        <source>The proxy&apos;s password could not be stored in the keyring.</source>
        <translation>Le mot de passe du proxy n&apos;a pas pu être enregistré dans le trousseau du système.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>Le test a échoué : %1</translation>
    </message>
    <message>
        <source>It works: an answer came back.</source>
        <translation>Ça fonctionne : une réponse est arrivée.</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation>Les réglages de proxy du système</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>Aucun proxy</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>Ce proxy</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>Which proxy the connections to providers and MCP servers go through</source>
        <translation>Par quel proxy passent les connexions aux fournisseurs et aux serveurs MCP</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>Pro&amp;xy :</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>T&amp;ype :</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte :</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort :</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <source>Proxy kind</source>
        <translation>Type de proxy</translation>
    </message>
    <message>
        <source>HTTP or HTTPS: how the proxy itself is reached</source>
        <translation>HTTP ou HTTPS : comment joindre le proxy lui-même</translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation>Hôte du proxy</translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation>Port du proxy</translation>
    </message>
    <message>
        <source>Proxy user name</source>
        <translation>Utilisateur du proxy</translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation>Mot de passe du proxy</translation>
    </message>
    <message>
        <source>Kept in the system keyring</source>
        <translation>Conservé dans le trousseau du système</translation>
    </message>
    <message>
        <source>Connect directly to this computer</source>
        <translation>Se connecter directement à cet ordinateur</translation>
    </message>
    <message>
        <source>Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama&apos;s, are reached without the proxy unless you untick this. The system&apos;s settings are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables.</source>
        <translation>Les adresses de cet ordinateur (localhost, 127.0.0.1, ::1), comme celle d&apos;Ollama, sont jointes sans le proxy sauf si vous décochez ceci. Les réglages du système sont les variables HTTP_PROXY, HTTPS_PROXY et NO_PROXY.</translation>
    </message>
    <message>
        <source>Which addresses skip the proxy</source>
        <translation>Quelles adresses évitent le proxy</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Résultat du test</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>T&amp;ester</translation>
    </message>
    <message>
        <source>Test the proxy</source>
        <translation>Tester le proxy</translation>
    </message>
    <message>
        <source>Fetches a web address through the proxy as typed here</source>
        <translation>Récupère une adresse web via le proxy tel qu&apos;il est saisi ici</translation>
    </message>
</context>
<context>
    <name>PaneContext</name>
    <message>
        <source>Branched from %1</source>
        <translation>Branche de %1</translation>
    </message>
    <message>
        <source>Opens the conversation this one was branched from</source>
        <translation>Ouvre la conversation dont celle-ci est une branche</translation>
    </message>
    <message>
        <source>&amp;Past the model&apos;s context window:</source>
        <translation>Au-&amp;delà de la fenêtre de contexte du modèle :</translation>
    </message>
    <message>
        <source>What is sent when this conversation no longer fits the model&apos;s window</source>
        <translation>Ce qui est envoyé quand cette conversation ne tient plus dans la fenêtre du modèle</translation>
    </message>
    <message>
        <source>Leave out the oldest messages, summarise them, or ask each time</source>
        <translation>Omettre les messages les plus anciens, les résumer ou demander à chaque fois</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>Comme dans les Réglages</translation>
    </message>
    <message>
        <source>Leave out the oldest messages</source>
        <translation>Omettre les messages les plus anciens</translation>
    </message>
    <message>
        <source>Summarise the older messages</source>
        <translation>Résumer les messages plus anciens</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>S&apos;arrêter et demander</translation>
    </message>
    <message>
        <source>Clear context here</source>
        <translation>Effacer le contexte ici</translation>
    </message>
    <message>
        <source>The next message starts afresh: earlier messages are not sent</source>
        <translation>Le prochain message repart de zéro : les messages précédents ne sont pas envoyés</translation>
    </message>
</context>
<context>
    <name>ParametersPanel</name>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max output tokens</source>
        <translation>Jetons de sortie max.</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>Effort de raisonnement</translation>
    </message>
    <message>
        <source>Thinking budget</source>
        <translation>Budget de réflexion</translation>
    </message>
    <message>
        <source>Thinking level</source>
        <translation>Niveau de réflexion</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Par défaut (%1)</translation>
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
        <translation>Le texte du passage</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
</context>
<context>
    <name>PricesPage</name>
    <message>
        <source>“%1” is not a price: write dollars, such as 2.50.</source>
        <translation>« %1 » n&apos;est pas un prix : écrivez des dollars, par exemple 2.50.</translation>
    </message>
    <message>
        <source>What each model costs, in US dollars per million tokens, as its provider lists it. An answer shows its cost when its model has both prices.</source>
        <translation>Ce que coûte chaque modèle, en dollars US par million de jetons, tel que son fournisseur l&apos;indique. Une réponse affiche son coût quand son modèle a les deux prix.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Input ($ per million)</source>
        <translation>Entrée ($ par million)</translation>
    </message>
    <message>
        <source>Output ($ per million)</source>
        <translation>Sortie ($ par million)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Add a price</source>
        <translation>Ajouter un prix</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the price</source>
        <translation>Supprimer le prix</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1 cannot be read: it is missing or not readable.</source>
        <translation>%1 ne peut pas être lu : il est absent ou illisible.</translation>
    </message>
    <message>
        <source>%1 is too large to attach (the limit is %2).</source>
        <translation>%1 est trop volumineux pour être joint (la limite est %2).</translation>
    </message>
    <message>
        <source>%1 is neither text, an image nor a PDF.</source>
        <translation>%1 n&apos;est ni du texte, ni une image, ni un PDF.</translation>
    </message>
    <message>
        <source>%1 looks like an image but cannot be opened.</source>
        <translation>%1 ressemble à une image mais ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>%1 is still too large once made smaller (limit: %2).</source>
        <translation>%1 est encore trop volumineux une fois réduit (limite : %2).</translation>
    </message>
    <message>
        <source>%1 is a PDF that cannot be read (damaged or locked).</source>
        <translation>%1 est un PDF illisible (endommagé ou verrouillé).</translation>
    </message>
    <message>
        <source>%1 has no text to extract (a scan?). Send PDFs as documents instead.</source>
        <translation>%1 n&apos;a pas de texte à extraire (un scan ?). Envoyez plutôt les PDF comme documents.</translation>
    </message>
    <message>
        <source>%2 does not read images. Choose another model; nothing was sent.</source>
        <translation>%2 ne lit pas les images. Choisissez un autre modèle ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>%2 does not read documents. Send the PDF&apos;s text, or choose another model; nothing was sent.</source>
        <translation>%2 ne lit pas les documents. Envoyez le texte du PDF ou choisissez un autre modèle ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>The temperature must be between 0 and %1.</source>
        <translation>La température doit être comprise entre 0 et %1.</translation>
    </message>
    <message>
        <source>Top-p must be between 0 and 1.</source>
        <translation>Top-p doit être compris entre 0 et 1.</translation>
    </message>
    <message>
        <source>This model writes at most %1 tokens in one answer. Lower the maximum output tokens.</source>
        <translation>Ce modèle écrit au plus %1 jetons par réponse. Baissez le maximum de jetons de sortie.</translation>
    </message>
    <message>
        <source>This reasoning model does not accept a temperature or top-p. Clear them in the conversation&apos;s parameters.</source>
        <translation>Ce modèle de raisonnement n&apos;accepte ni température ni top-p. Effacez-les dans les paramètres de la conversation.</translation>
    </message>
    <message>
        <source>The thinking budget must be at least %1 tokens and less than the maximum output tokens (%2).</source>
        <translation>Le budget de réflexion doit être d&apos;au moins %1 jetons et inférieur au maximum de jetons de sortie (%2).</translation>
    </message>
    <message>
        <source>Choose a thinking level or a thinking budget for this model, not both.</source>
        <translation>Choisissez pour ce modèle un niveau de réflexion ou un budget de réflexion, pas les deux.</translation>
    </message>
    <message>
        <source>This model does not reason. Clear the reasoning setting in the conversation&apos;s parameters, or choose another model.</source>
        <translation>Ce modèle ne raisonne pas. Effacez le réglage de raisonnement dans les paramètres de la conversation, ou choisissez un autre modèle.</translation>
    </message>
    <message>
        <source>This model decides by itself how much to think: it takes no thinking budget. Clear the thinking budget in the conversation&apos;s parameters.</source>
        <translation>Ce modèle décide lui-même combien réfléchir : il ne prend pas de budget de réflexion. Effacez le budget de réflexion dans les paramètres de la conversation.</translation>
    </message>
    <message>
        <source>The provider did not accept the API key.</source>
        <translation>Le fournisseur n&apos;a pas accepté la clé d&apos;API.</translation>
    </message>
    <message>
        <source>This API key is not allowed to do this.</source>
        <translation>Cette clé d&apos;API n&apos;a pas le droit de faire cela.</translation>
    </message>
    <message>
        <source>The provider does not know this model, or the base URL is wrong.</source>
        <translation>Le fournisseur ne connaît pas ce modèle, ou l&apos;URL de base est fausse.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>Le fournisseur a refusé la requête.</translation>
    </message>
    <message>
        <source>The conversation is too long for this model. Start a new conversation or shorten your message.</source>
        <translation>La conversation est trop longue pour ce modèle. Commencez une nouvelle conversation ou raccourcissez votre message.</translation>
    </message>
    <message>
        <source>The provider is receiving too many requests from you. Wait a moment and try again.</source>
        <translation>Le fournisseur reçoit trop de requêtes de votre part. Patientez un instant et réessayez.</translation>
    </message>
    <message>
        <source>The provider is overloaded right now. Try again in a moment.</source>
        <translation>Le fournisseur est surchargé en ce moment. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The provider&apos;s server had a problem.</source>
        <translation>Le serveur du fournisseur a rencontré un problème.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address, and that the server is running.</source>
        <translation>Le serveur est injoignable. Vérifiez l&apos;adresse et que le serveur fonctionne.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed.</source>
        <translation>La connexion sécurisée au serveur a échoué.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Le serveur n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>The server could not be reached in time. Check the address, and that the server is running.</source>
        <translation>Le serveur n&apos;a pas pu être joint à temps. Vérifiez l&apos;adresse et que le serveur fonctionne.</translation>
    </message>
    <message>
        <source>The server answered with a web page, not a stream. Check the base URL.</source>
        <translation>Le serveur a répondu par une page web, pas par un flux. Vérifiez l&apos;URL de base.</translation>
    </message>
    <message>
        <source>The server did not stream its answer.</source>
        <translation>Le serveur n&apos;a pas diffusé sa réponse en flux.</translation>
    </message>
    <message>
        <source>The server sent the request to another address. Check the base URL.</source>
        <translation>Le serveur a renvoyé la requête vers une autre adresse. Vérifiez l&apos;URL de base.</translation>
    </message>
    <message>
        <source>Too many redirects. Check the base URL.</source>
        <translation>Trop de redirections. Vérifiez l&apos;URL de base.</translation>
    </message>
    <message>
        <source>The provider&apos;s base URL cannot be used. Correct it in Settings.</source>
        <translation>L&apos;URL de base du fournisseur est inutilisable. Corrigez-la dans les Réglages.</translation>
    </message>
    <message>
        <source>The request did not pass the proxy.</source>
        <translation>La requête n&apos;a pas franchi le proxy.</translation>
    </message>
    <message>
        <source>The answer was cut off.</source>
        <translation>La réponse a été coupée.</translation>
    </message>
    <message>
        <source>The answer was cut off: nothing more arrived for too long.</source>
        <translation>La réponse a été coupée : plus rien n&apos;est arrivé pendant trop longtemps.</translation>
    </message>
    <message>
        <source>The answer was cut off: the connection dropped.</source>
        <translation>La réponse a été coupée : la connexion a été perdue.</translation>
    </message>
    <message>
        <source>The provider reported an error while answering.</source>
        <translation>Le fournisseur a signalé une erreur pendant sa réponse.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>La requête a échoué.</translation>
    </message>
    <message>
        <source>The answer was stopped: it grew larger than the limit.</source>
        <translation>La réponse a été arrêtée : elle a dépassé la limite de taille.</translation>
    </message>
    <message>
        <source>The answer stopped early (length limit).</source>
        <translation>La réponse s&apos;est arrêtée tôt (limite de longueur).</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter stopped the answer.</source>
        <translation>Le filtre de contenu du fournisseur a arrêté la réponse.</translation>
    </message>
    <message>
        <source>The answer stopped early because of an error.</source>
        <translation>La réponse s&apos;est arrêtée tôt à cause d&apos;une erreur.</translation>
    </message>
    <message>
        <source>The answer stopped early.</source>
        <translation>La réponse s&apos;est arrêtée tôt.</translation>
    </message>
    <message>
        <source>Stopped: the model kept calling tools without answering.</source>
        <translation>Arrêtée : le modèle appelait sans cesse des outils sans répondre.</translation>
    </message>
    <message>
        <source>This answer was interrupted.</source>
        <translation>Cette réponse a été interrompue.</translation>
    </message>
    <message>
        <source>Paused: waiting for your approval.</source>
        <translation>En pause : en attente de votre approbation.</translation>
    </message>
    <message>
        <source>Something went wrong inside Arroyo. The answer was stopped.</source>
        <translation>Quelque chose s&apos;est mal passé dans Arroyo. La réponse a été arrêtée.</translation>
    </message>
    <message>
        <source>Choose a provider in Settings.</source>
        <translation>Choisissez un fournisseur dans les Réglages.</translation>
    </message>
    <message>
        <source>No key is stored for %1. Add one in Settings.</source>
        <translation>Aucune clé n&apos;est enregistrée pour %1. Ajoutez-en une dans les Réglages.</translation>
    </message>
    <message>
        <source>Choose a model for %1 in Settings.</source>
        <translation>Choisissez un modèle pour %1 dans les Réglages.</translation>
    </message>
    <message>
        <source>This conversation&apos;s provider, %1, was removed. Choose another provider above.</source>
        <translation>Le fournisseur de cette conversation, %1, a été supprimé. Choisissez un autre fournisseur ci-dessus.</translation>
    </message>
    <message>
        <source>No system keyring can be used on this computer.</source>
        <translation>Aucun trousseau système n&apos;est utilisable sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The system keyring is locked. Unlock it and try again.</source>
        <translation>Le trousseau du système est verrouillé. Déverrouillez-le et réessayez.</translation>
    </message>
    <message>
        <source>The system keyring did not answer in time. It may be waiting for you to unlock it.</source>
        <translation>Le trousseau du système n&apos;a pas répondu à temps. Il attend peut-être que vous le déverrouilliez.</translation>
    </message>
    <message>
        <source>The system keyring failed unexpectedly.</source>
        <translation>Le trousseau du système a échoué de façon inattendue.</translation>
    </message>
    <message>
        <source>The key is still being read from the system keyring. Try again in a moment.</source>
        <translation>La clé est encore en cours de lecture dans le trousseau du système. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The answer could not be completed.</source>
        <translation>La réponse n&apos;a pas pu être terminée.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêtée.</translation>
    </message>
    <message>
        <source>The base URL is not a valid address.</source>
        <translation>L&apos;URL de base n&apos;est pas une adresse valide.</translation>
    </message>
    <message>
        <source>The base URL holds spaces, line breaks or other invisible characters.</source>
        <translation>L&apos;URL de base contient des espaces, des sauts de ligne ou d&apos;autres caractères invisibles.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>L&apos;URL de base doit commencer par http:// ou https://.</translation>
    </message>
    <message>
        <source>The base URL names no server.</source>
        <translation>L&apos;URL de base ne nomme aucun serveur.</translation>
    </message>
    <message>
        <source>The base URL holds a user name or key before the server name. Put the key in the key field: it is kept in the system keyring.</source>
        <translation>L&apos;URL de base contient un nom d&apos;utilisateur ou une clé avant le nom du serveur. Mettez la clé dans le champ de clé : elle est conservée dans le trousseau du système.</translation>
    </message>
    <message>
        <source>Keys sent to this address travel unencrypted (plain http to another computer). Use https if the server offers it.</source>
        <translation>Les clés envoyées à cette adresse circulent sans chiffrement (http simple vers un autre ordinateur). Utilisez https si le serveur le propose.</translation>
    </message>
    <message>
        <source>The key written in the base URL of %1 was moved to the system keyring.</source>
        <translation>La clé écrite dans l&apos;URL de base de %1 a été déplacée dans le trousseau du système.</translation>
    </message>
    <message>
        <source>The base URL of %1 held a key. It could not be moved to the system keyring (%2), so it is used for this session only.</source>
        <translation>L&apos;URL de base de %1 contenait une clé. Elle n&apos;a pas pu être déplacée dans le trousseau du système (%2) ; elle n&apos;est donc utilisée que pour cette session.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged or is not an Arroyo settings file (%2). It was left exactly as it was.</source>
        <translation>Le fichier de réglages %1 est endommagé ou n&apos;est pas un fichier de réglages d&apos;Arroyo (%2). Il a été laissé exactement tel quel.</translation>
    </message>
    <message>
        <source>The settings file %1 was written by a newer version of Arroyo. It was left exactly as it was.</source>
        <translation>Le fichier de réglages %1 a été écrit par une version plus récente d&apos;Arroyo. Il a été laissé exactement tel quel.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read or written (%2). The change was not saved.</source>
        <translation>Le fichier de réglages %1 n&apos;a pas pu être lu ou écrit (%2). La modification n&apos;a pas été enregistrée.</translation>
    </message>
    <message>
        <source>The database %1 is damaged or is not an Arroyo database (%2). Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>La base de données %1 est endommagée ou n&apos;est pas une base de données d&apos;Arroyo (%2). Rien n&apos;a été modifié ni remplacé : le fichier est exactement tel qu&apos;il était.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of Arroyo. Nothing was changed or replaced: the file is exactly as it was.</source>
        <translation>La base de données %1 a été écrite par une version plus récente d&apos;Arroyo. Rien n&apos;a été modifié ni remplacé : le fichier est exactement tel qu&apos;il était.</translation>
    </message>
    <message>
        <source>The database %1 could not be opened (%2). Nothing was replaced or deleted.</source>
        <translation>La base de données %1 n&apos;a pas pu être ouverte (%2). Rien n&apos;a été remplacé ni supprimé.</translation>
    </message>
    <message>
        <source>the server failed</source>
        <translation>le serveur a échoué</translation>
    </message>
    <message>
        <source>its command could not be started</source>
        <translation>sa commande n&apos;a pas pu être lancée</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>le serveur s&apos;est arrêté</translation>
    </message>
    <message>
        <source>the server wrote something that is not MCP</source>
        <translation>le serveur a écrit quelque chose qui n&apos;est pas du MCP</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>le serveur n&apos;a pas répondu à temps</translation>
    </message>
    <message>
        <source>the server speaks an MCP version Arroyo does not</source>
        <translation>le serveur parle une version de MCP qu&apos;Arroyo ne parle pas</translation>
    </message>
    <message>
        <source>the server answered with HTTP status %1</source>
        <translation>le serveur a répondu avec le statut HTTP %1</translation>
    </message>
    <message>
        <source>the server could not be reached</source>
        <translation>le serveur n&apos;a pas pu être joint</translation>
    </message>
    <message>
        <source>The file could not be read or written (%1).</source>
        <translation>Le fichier n&apos;a pas pu être lu ou écrit (%1).</translation>
    </message>
    <message>
        <source>The file is larger than an import reads.</source>
        <translation>Le fichier est plus grand que ce qu&apos;un import peut lire.</translation>
    </message>
    <message>
        <source>This file is neither an Arroyo nor a ChatGPT export.</source>
        <translation>Ce fichier n&apos;est ni un export Arroyo ni un export ChatGPT.</translation>
    </message>
    <message>
        <source>The file is damaged (%1). Nothing was imported.</source>
        <translation>Le fichier est endommagé (%1). Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>The file was exported by a newer version of Arroyo.</source>
        <translation>Le fichier a été exporté par une version plus récente d&apos;Arroyo.</translation>
    </message>
    <message>
        <source>The conversation is no longer there.</source>
        <translation>La conversation n&apos;existe plus.</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Instructions:</source>
        <translation>&amp;Instructions :</translation>
    </message>
    <message>
        <source>&amp;Assistant:</source>
        <translation>&amp;Assistant :</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>&amp;Température :</translation>
    </message>
    <message>
        <source>Ma&amp;ximum output tokens:</source>
        <translation>Ma&amp;ximum de jetons en sortie :</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Dossier de travail :</translation>
    </message>
    <message>
        <source>Said to the model before each conversation&apos;s own system prompt</source>
        <translation>Dit au modèle avant l’invite système propre à chaque conversation</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>The provider&apos;s model</source>
        <translation>Le modèle du fournisseur</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>Valeur par défaut du modèle</translation>
    </message>
    <message>
        <source>The default workspace</source>
        <translation>Le dossier de travail par défaut</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases:</source>
        <translation>&amp;Bases de connaissances :</translation>
    </message>
    <message>
        <source>None yet: Conversation › Knowledge bases… makes one from your files.</source>
        <translation>Aucune pour l&apos;instant : Conversation › Bases de connaissances… en crée une à partir de vos fichiers.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Dossier de travail</translation>
    </message>
</context>
<context>
    <name>ProjectMenus</name>
    <message>
        <source>Move to project</source>
        <translation>Déplacer vers un projet</translation>
    </message>
    <message>
        <source>No project</source>
        <translation>Aucun projet</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Nouveau projet…</translation>
    </message>
    <message>
        <source>New conversation in project</source>
        <translation>Nouvelle conversation dans le projet</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Modifier le projet…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Désépingler</translation>
    </message>
    <message>
        <source>Pin to top</source>
        <translation>Épingler en haut</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiver</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>Rename project</source>
        <translation>Renommer le projet</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
</context>
<context>
    <name>ProjectWiring</name>
    <message>
        <source>Export project</source>
        <translation>Exporter le projet</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportée vers %1.</translation>
    </message>
</context>
<context>
    <name>PromptsPage</name>
    <message>
        <source>Import prompts</source>
        <translation>Importer des prompts</translation>
    </message>
    <message>
        <source>Prompts (*.json)</source>
        <translation>Prompts (*.json)</translation>
    </message>
    <message>
        <source>Export prompts</source>
        <translation>Exporter les prompts</translation>
    </message>
    <message>
        <source>%1 (comes with Arroyo)</source>
        <translation>%1 (fourni avec Arroyo)</translation>
    </message>
    <message>
        <source>The conversation&apos;s own</source>
        <translation>Ceux de la conversation</translation>
    </message>
    <message>
        <source>Asked when used: %1</source>
        <translation>Demandé à l&apos;utilisation : %1</translation>
    </message>
    <message>
        <source>Write {{name}} where something is to be filled in when it is used.</source>
        <translation>Écrivez {{name}} là où quelque chose doit être rempli à l&apos;utilisation.</translation>
    </message>
    <message>
        <source>Prompt %1</source>
        <translation>Prompt %1</translation>
    </message>
    <message>
        <source>Every prompt needs a name of its own.</source>
        <translation>Chaque prompt a besoin d&apos;un nom bien à lui.</translation>
    </message>
    <message>
        <source>A prompt needs a name.</source>
        <translation>Un prompt a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>%1 is not a prompts file Arroyo can read (%2). Nothing was changed.</source>
        <translation>%1 n&apos;est pas un fichier de prompts qu&apos;Arroyo sait lire (%2). Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The prompts could not be written: %1</source>
        <translation>Les prompts n&apos;ont pas pu être écrits : %1</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Add a prompt</source>
        <translation>Ajouter un prompt</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the prompt</source>
        <translation>Supprimer le prompt</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>T&amp;exte :</translation>
    </message>
    <message>
        <source>A&amp;ssistant:</source>
        <translation>Assis&amp;tant :</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>The conversation&apos;s model</source>
        <translation>Le modèle de la conversation</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Whose instructions answer when this prompt is used</source>
        <translation>Avec quelles instructions on répond quand ce prompt est utilisé</translation>
    </message>
</context>
<context>
    <name>ProviderForm</name>
    <message>
        <source>Provider name</source>
        <translation>Nom du fournisseur</translation>
    </message>
    <message>
        <source>The name shown in the provider list</source>
        <translation>Le nom affiché dans la liste des fournisseurs</translation>
    </message>
    <message>
        <source>Provider type</source>
        <translation>Type de fournisseur</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <source>The address of the provider&apos;s API; empty for the usual one</source>
        <translation>L&apos;adresse de l&apos;API du fournisseur ; vide pour l&apos;adresse habituelle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Type a model name, or test the connection to list them</source>
        <translation>Saisissez un nom de modèle, ou testez la connexion pour les lister</translation>
    </message>
    <message>
        <source>Streaming transport</source>
        <translation>Transport du flux</translation>
    </message>
    <message>
        <source>How the answer is read from the network</source>
        <translation>Comment la réponse est lue depuis le réseau</translation>
    </message>
    <message>
        <source>Chunked: text as it arrives</source>
        <translation>Par morceaux : le texte dès qu&apos;il arrive</translation>
    </message>
    <message>
        <source>Snapshots: compare each update with the last</source>
        <translation>Instantanés : comparer chaque mise à jour à la précédente</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Which of the provider&apos;s APIs answers</source>
        <translation>Quelle API du fournisseur répond</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI :</translation>
    </message>
    <message>
        <source>Show the model&apos;s &amp;reasoning</source>
        <translation>Afficher le &amp;raisonnement du modèle</translation>
    </message>
    <message>
        <source>Show the model&apos;s reasoning</source>
        <translation>Afficher le raisonnement du modèle</translation>
    </message>
    <message>
        <source>Shows what the model thinks before it answers, when it says so</source>
        <translation>Montre ce que le modèle pense avant de répondre, quand il le dit</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <source>Connects to the provider and lists its models</source>
        <translation>Se connecte au fournisseur et liste ses modèles</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Résultat du test de connexion</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>&amp;URL de base :</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>Tr&amp;ansport:</source>
        <translation>Tr&amp;ansport :</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clé d&apos;API :</translation>
    </message>
    <message>
        <source>%1 (the usual one)</source>
        <translation>%1 (l’habituel)</translation>
    </message>
    <message>
        <source>The demo runs inside Arroyo: nothing to connect to.</source>
        <translation>La démo fonctionne dans Arroyo : rien à quoi se connecter.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL first.</source>
        <translation>Saisissez d&apos;abord l&apos;URL de base du serveur.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Could not connect (%1).</source>
        <translation>Connexion impossible (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models. Chose %1.</source>
        <translation>
            <numerusform>Connecté : %n modèle. %1 choisi.</numerusform>
            <numerusform>Connecté : %n modèles. %1 choisi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n models</source>
        <translation>
            <numerusform>Connecté : %n modèle</numerusform>
            <numerusform>Connecté : %n modèles</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Connexion impossible : %1</translation>
    </message>
</context>
<context>
    <name>ProviderKeyField</name>
    <message>
        <source>API key</source>
        <translation>Clé d&apos;API</translation>
    </message>
    <message>
        <source>The key is saved in the system keyring, never in a file</source>
        <translation>La clé est enregistrée dans le trousseau du système, jamais dans un fichier</translation>
    </message>
    <message>
        <source>&amp;Save key</source>
        <translation>&amp;Enregistrer la clé</translation>
    </message>
    <message>
        <source>Save key in the system keyring</source>
        <translation>Enregistrer la clé dans le trousseau du système</translation>
    </message>
    <message>
        <source>Saves the typed key in the system keyring</source>
        <translation>Enregistre la clé saisie dans le trousseau du système</translation>
    </message>
    <message>
        <source>Remo&amp;ve key</source>
        <translation>Reti&amp;rer la clé</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>Retirer la clé enregistrée</translation>
    </message>
    <message>
        <source>Removes this provider&apos;s key from the system keyring</source>
        <translation>Retire la clé de ce fournisseur du trousseau du système</translation>
    </message>
    <message>
        <source>Show the typed key</source>
        <translation>Afficher la clé saisie</translation>
    </message>
    <message>
        <source>Shows or hides the key typed in the field</source>
        <translation>Affiche ou masque la clé saisie dans le champ</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>État de la clé</translation>
    </message>
    <message>
        <source>&amp;Keep for this session only</source>
        <translation>&amp;Garder pour cette session seulement</translation>
    </message>
    <message>
        <source>Keep the key for this session only</source>
        <translation>Garder la clé pour cette session seulement</translation>
    </message>
    <message>
        <source>Keeps the key in memory until Arroyo closes</source>
        <translation>Garde la clé en mémoire jusqu&apos;à la fermeture d&apos;Arroyo</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Hide the key</source>
        <translation>Masquer la clé</translation>
    </message>
    <message>
        <source>Show the key as typed</source>
        <translation>Afficher la clé telle que saisie</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>Collez la clé d&apos;API</translation>
    </message>
    <message>
        <source>Optional: most local servers need no key</source>
        <translation>Facultatif : la plupart des serveurs locaux n&apos;ont pas besoin de clé</translation>
    </message>
    <message>
        <source>A key is kept for this session only; it is forgotten when Arroyo closes.</source>
        <translation>Une clé est gardée pour cette session seulement ; elle est oubliée à la fermeture d&apos;Arroyo.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>gardée pour cette session seulement</translation>
    </message>
    <message>
        <source>Key: stored in the system keyring.</source>
        <translation>Clé : enregistrée dans le trousseau du système.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>enregistrée — saisissez une nouvelle clé pour la remplacer</translation>
    </message>
    <message>
        <source>No key stored.</source>
        <translation>Aucune clé enregistrée.</translation>
    </message>
    <message>
        <source>Checking the system keyring…</source>
        <translation>Vérification du trousseau du système…</translation>
    </message>
    <message>
        <source>No key stored: this server may not need one.</source>
        <translation>Aucune clé enregistrée : ce serveur n’en a peut-être pas besoin.</translation>
    </message>
    <message>
        <source>The system keyring cannot be read: %1</source>
        <translation>Le trousseau du système ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>Saving the key in the system keyring…</source>
        <translation>Enregistrement de la clé dans le trousseau du système…</translation>
    </message>
    <message>
        <source>Key stored in the system keyring.</source>
        <translation>Clé enregistrée dans le trousseau du système.</translation>
    </message>
    <message>
        <source>The key was not saved: %1</source>
        <translation>La clé n&apos;a pas été enregistrée : %1</translation>
    </message>
    <message>
        <source>Arroyo never writes keys to a file. You can keep the key in memory for this session only.</source>
        <translation>Arroyo n&apos;écrit jamais de clés dans un fichier. Vous pouvez garder la clé en mémoire pour cette session seulement.</translation>
    </message>
    <message>
        <source>The key of “%1” could not be removed from the system keyring: %2</source>
        <translation>La clé de « %1 » n&apos;a pas pu être retirée du trousseau du système : %2</translation>
    </message>
    <message>
        <source>Key removed.</source>
        <translation>Clé retirée.</translation>
    </message>
</context>
<context>
    <name>ProviderLabels</name>
    <message>
        <source>Demo (offline simulator)</source>
        <translation>Démo (simulateur hors ligne)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>Serveur compatible OpenAI</translation>
    </message>
    <message>
        <source>Anthropic-compatible server</source>
        <translation>Serveur compatible Anthropic</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>Serveur llama.cpp</translation>
    </message>
</context>
<context>
    <name>ProviderList</name>
    <message>
        <source>Providers</source>
        <translation>Fournisseurs</translation>
    </message>
    <message>
        <source>The providers you set up; choose one to edit it</source>
        <translation>Les fournisseurs que vous avez configurés ; choisissez-en un pour le modifier</translation>
    </message>
    <message>
        <source>&amp;Add provider…</source>
        <translation>&amp;Ajouter un fournisseur…</translation>
    </message>
    <message>
        <source>Add provider</source>
        <translation>Ajouter un fournisseur</translation>
    </message>
    <message>
        <source>Opens a menu of provider types</source>
        <translation>Ouvre un menu des types de fournisseurs</translation>
    </message>
    <message>
        <source>Provider types</source>
        <translation>Types de fournisseurs</translation>
    </message>
    <message>
        <source>&amp;Remove provider</source>
        <translation>&amp;Retirer le fournisseur</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Retirer le fournisseur</translation>
    </message>
    <message>
        <source>Removes the chosen provider and its stored key</source>
        <translation>Retire le fournisseur choisi et sa clé enregistrée</translation>
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
        <translation>Ollama (sur cet ordinateur)</translation>
    </message>
    <message>
        <source>LM Studio (on this computer)</source>
        <translation>LM Studio (sur cet ordinateur)</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>Point d&apos;accès compatible OpenAI</translation>
    </message>
    <message>
        <source>Anthropic-compatible endpoint</source>
        <translation>Point d&apos;accès compatible Anthropic</translation>
    </message>
    <message>
        <source>llama.cpp server (on this computer)</source>
        <translation>Serveur llama.cpp (sur cet ordinateur)</translation>
    </message>
    <message>
        <source>vLLM (on this computer)</source>
        <translation>vLLM (sur cet ordinateur)</translation>
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
        <translation>Ajoutez un fournisseur pour commencer : choisissez « Ajouter un fournisseur… ».</translation>
    </message>
    <message>
        <source>No provider yet</source>
        <translation>Aucun fournisseur pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>QuickAsk</name>
    <message>
        <source>The global shortcut %1 is in use by another program: choose another in Settings.</source>
        <translation>Le raccourci global %1 est utilisé par un autre programme : choisissez-en un autre dans les Paramètres.</translation>
    </message>
    <message>
        <source>The global shortcut %1 cannot be registered here.</source>
        <translation>Le raccourci global %1 ne peut pas être enregistré ici.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here; the command arroyo quick opens the quick ask box.</source>
        <translation>Les raccourcis globaux ne sont pas disponibles ici ; la commande arroyo quick ouvre la boîte de question rapide.</translation>
    </message>
    <message>
        <source>Quit Arroyo?</source>
        <translation>Quitter Arroyo ?</translation>
    </message>
    <message>
        <source>An answer is still arriving in the quick ask box. Quit and stop it?</source>
        <translation>Une réponse arrive encore dans la boîte de question rapide. Quitter et l’arrêter ?</translation>
    </message>
    <message>
        <source>Arroyo is still running</source>
        <translation>Arroyo est toujours en cours d’exécution</translation>
    </message>
    <message>
        <source>Arroyo is in the tray: click its icon to bring the window back, or choose Quit Arroyo in its menu.</source>
        <translation>Arroyo est dans la zone de notification : cliquez sur son icône pour faire revenir la fenêtre, ou choisissez Quitter Arroyo dans son menu.</translation>
    </message>
</context>
<context>
    <name>QuickAskBox</name>
    <message>
        <source>Quick ask — Arroyo</source>
        <translation>Question rapide — Arroyo</translation>
    </message>
    <message>
        <source>Ask anything, then press Enter</source>
        <translation>Posez une question, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Votre question</translation>
    </message>
    <message>
        <source>Open in Arroyo</source>
        <translation>Ouvrir dans Arroyo</translation>
    </message>
    <message>
        <source>Opens this conversation in the main window</source>
        <translation>Ouvre cette conversation dans la fenêtre principale</translation>
    </message>
    <message>
        <source>Esc hides this box; the conversation is saved.</source>
        <translation>Échap masque cette boîte ; la conversation est enregistrée.</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>aucun modèle choisi</translation>
    </message>
    <message>
        <source>The model that answers: %1</source>
        <translation>Le modèle qui répond : %1</translation>
    </message>
</context>
<context>
    <name>QuickAskSettings</name>
    <message>
        <source>Quick ask</source>
        <translation>Question rapide</translation>
    </message>
    <message>
        <source>Keep Arroyo in the tray when the window is closed</source>
        <translation>Garder Arroyo dans la zone de notification quand la fenêtre est fermée</translation>
    </message>
    <message>
        <source>This desktop shows no tray icons.</source>
        <translation>Ce bureau n’affiche pas d’icônes de notification.</translation>
    </message>
    <message>
        <source>Global &amp;shortcut:</source>
        <translation>&amp;Raccourci global :</translation>
    </message>
    <message>
        <source>Global shortcut for the quick ask box</source>
        <translation>Raccourci global de la boîte de question rapide</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the global shortcut</source>
        <translation>Effacer le raccourci global</translation>
    </message>
    <message>
        <source>Press the keys that open the quick ask box from any application. The command arroyo quick opens it too.</source>
        <translation>Appuyez sur les touches qui ouvrent la boîte de question rapide depuis n’importe quelle application. La commande arroyo quick l’ouvre aussi.</translation>
    </message>
    <message>
        <source>On Wayland the desktop&apos;s shortcuts portal registers the keys, and may ask you to confirm them. Where the desktop has no such portal, bind the command arroyo quick to a key in its keyboard settings.</source>
        <translation>Sous Wayland, le portail de raccourcis du bureau enregistre les touches et peut vous demander de les confirmer. Si le bureau n’a pas ce portail, associez la commande arroyo quick à une touche dans ses réglages du clavier.</translation>
    </message>
    <message>
        <source>Global shortcuts are not available here. The command arroyo quick opens the quick ask box.</source>
        <translation>Les raccourcis globaux ne sont pas disponibles ici. La commande arroyo quick ouvre la boîte de question rapide.</translation>
    </message>
    <message>
        <source>Where the global shortcut works</source>
        <translation>Où fonctionne le raccourci global</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recovery code</source>
        <translation>Code de récupération</translation>
    </message>
    <message>
        <source>Keep this code somewhere safe, away from this computer. With it, a device joins the set even if the passphrase is forgotten. It is not shown again without the passphrase.</source>
        <translation>Gardez ce code en lieu sûr, loin de cet ordinateur. Avec lui, un appareil rejoint l’ensemble même si la phrase secrète est oubliée. Il n’est plus affiché sans la phrase secrète.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>I have &amp;saved it</source>
        <translation>Je l’ai &amp;enregistré</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>RemovalBar</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo the removal</source>
        <translation>Annuler le retrait</translation>
    </message>
    <message>
        <source>Puts the removed provider back</source>
        <translation>Rétablit le fournisseur retiré</translation>
    </message>
    <message>
        <source>Removed provider</source>
        <translation>Fournisseur retiré</translation>
    </message>
    <message>
        <source>Remove provider</source>
        <translation>Retirer le fournisseur</translation>
    </message>
    <message>
        <source>Remove “%1”?</source>
        <translation>Retirer « %1 » ?</translation>
    </message>
    <message>
        <source>Its stored key goes too. Conversations that used it keep their messages and ask for another provider.</source>
        <translation>Sa clé enregistrée est supprimée aussi. Les conversations qui l’utilisaient gardent leurs messages et demandent un autre fournisseur.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>« %1 » retiré.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review the changes of %1</source>
        <translation>Examiner les modifications de %1</translation>
    </message>
    <message>
        <source>What you approved of the MCP server “%1” cannot be read (%2). Its tools are blocked until you approve them as they are now.</source>
        <translation>Ce que vous avez approuvé du serveur MCP « %1 » est illisible (%2). Ses outils sont bloqués jusqu’à ce que vous les approuviez tels qu’ils sont maintenant.</translation>
    </message>
    <message>
        <source>The MCP server “%1” changed since you approved it. Until you approve the change, the tools listed here are not offered to the model. The descriptions come from the server: read them as its claims.</source>
        <translation>Le serveur MCP « %1 » a changé depuis votre approbation. Tant que vous n’approuvez pas la modification, les outils listés ici ne sont pas proposés au modèle. Les descriptions viennent du serveur : lisez-les comme ses affirmations.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>As you approved it</source>
        <translation>Tel que vous l’avez approuvé</translation>
    </message>
    <message>
        <source>As it is now</source>
        <translation>Tel qu’il est maintenant</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Approuver</translation>
    </message>
    <message>
        <source>&amp;Keep blocked</source>
        <translation>&amp;Laisser bloqués</translation>
    </message>
    <message>
        <source>Its launch changed</source>
        <translation>Son lancement a changé</translation>
    </message>
    <message>
        <source>Tool %1 changed</source>
        <translation>L’outil %1 a changé</translation>
    </message>
    <message>
        <source>Tool %1 is new</source>
        <translation>L’outil %1 est nouveau</translation>
    </message>
    <message>
        <source>Tool %1 is gone</source>
        <translation>L’outil %1 a disparu</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(absent)</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Commande : %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>Arguments : %1</translation>
    </message>
    <message>
        <source>Variables: %1</source>
        <translation>Variables : %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>version inconnue</translation>
    </message>
    <message>
        <source>Package: %1 %2</source>
        <translation>Paquet : %1 %2</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Input schema</source>
        <translation>Schéma d’entrée</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotations</translation>
    </message>
    <message>
        <source>Other fields</source>
        <translation>Autres champs</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Permission rules: a tool acts without asking, within a limit.</source>
        <translation>Règles d’autorisation : un outil agit sans demander, dans une limite.</translation>
    </message>
    <message>
        <source>Permission rules</source>
        <translation>Règles d’autorisation</translation>
    </message>
    <message>
        <source>Each rule, what it covers, calls left, when it ends, and a Revoke button</source>
        <translation>Chaque règle, ce qu’elle couvre, les appels restants, sa fin, et un bouton Révoquer</translation>
    </message>
    <message>
        <source>The permission rules could not be read: %1</source>
        <translation>Les règles d’autorisation n’ont pas pu être lues : %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucune.</translation>
    </message>
    <message>
        <source>files under %1</source>
        <translation>les fichiers sous %1</translation>
    </message>
    <message>
        <source>the web host %1</source>
        <translation>l’hôte web %1</translation>
    </message>
    <message>
        <source>the program %1</source>
        <translation>le programme %1</translation>
    </message>
    <message>
        <source>every call</source>
        <translation>chaque appel</translation>
    </message>
    <message>
        <source>%1, in one conversation</source>
        <translation>%1, dans une conversation</translation>
    </message>
    <message>
        <source>until Arroyo quits</source>
        <translation>jusqu’à la fermeture d’Arroyo</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>sans date de fin</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>jusqu’au %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>%1 — refused, allows nothing: %2</source>
        <translation>%1 — refusée, n’autorise rien : %2</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Révoquer</translation>
    </message>
    <message>
        <source>Revoke: %1</source>
        <translation>Révoquer : %1</translation>
    </message>
    <message>
        <source>The tool will ask again before it acts</source>
        <translation>L&apos;outil demandera de nouveau avant d&apos;agir</translation>
    </message>
    <message>
        <source>any number of calls</source>
        <translation>nombre d’appels illimité</translation>
    </message>
    <message>
        <source>calls left: </source>
        <translation>appels restants : </translation>
    </message>
    <message>
        <source>Calls left: %1</source>
        <translation>Appels restants : %1</translation>
    </message>
    <message>
        <source>How many more calls the rule allows; 0: no limit</source>
        <translation>Combien d’appels la règle autorise encore ; 0 : sans limite</translation>
    </message>
    <message>
        <source>for an hour from now</source>
        <translation>pendant une heure à partir de maintenant</translation>
    </message>
    <message>
        <source>for a day from now</source>
        <translation>pendant un jour à partir de maintenant</translation>
    </message>
    <message>
        <source>for a week from now</source>
        <translation>pendant une semaine à partir de maintenant</translation>
    </message>
    <message>
        <source>until a date…</source>
        <translation>jusqu’à une date…</translation>
    </message>
    <message>
        <source>Ends: %1</source>
        <translation>Fin : %1</translation>
    </message>
    <message>
        <source>End date: %1</source>
        <translation>Date de fin : %1</translation>
    </message>
    <message>
        <source>The permission rule could not be changed: %1</source>
        <translation>La règle d’autorisation n’a pas pu être modifiée : %1</translation>
    </message>
    <message>
        <source>The permission rule could not be revoked: %1</source>
        <translation>La règle d’autorisation n’a pas pu être révoquée : %1</translation>
    </message>
</context>
<context>
    <name>SamplingQuestion</name>
    <message>
        <source>An MCP server asks the model</source>
        <translation>Un serveur MCP interroge le modèle</translation>
    </message>
    <message>
        <source>The MCP server “%1” wants the model to answer this:</source>
        <translation>Le serveur MCP « %1 » veut que le modèle réponde à ceci :</translation>
    </message>
    <message>
        <source>Send to the model</source>
        <translation>Envoyer au modèle</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Décliner</translation>
    </message>
</context>
<context>
    <name>SendGate</name>
    <message>
        <source>Open Settings</source>
        <translation>Ouvrir les Réglages</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>MCP server</source>
        <translation>Serveur MCP</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Command or address:</source>
        <translation>&amp;Commande ou adresse :</translation>
    </message>
    <message>
        <source>uvx mcp-server-time, or https://…</source>
        <translation>uvx mcp-server-time, ou https://…</translation>
    </message>
    <message>
        <source>&amp;Variables or headers:</source>
        <translation>&amp;Variables ou en-têtes :</translation>
    </message>
    <message>
        <source>One NAME=value a line: environment variables for a command, HTTP headers for an address. Values go to the system keyring; an empty value keeps the stored one.</source>
        <translation>Un NOM=valeur par ligne : variables d&apos;environnement pour une commande, en-têtes HTTP pour une adresse. Les valeurs vont dans le trousseau du système ; une valeur vide garde celle enregistrée.</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>A&amp;ctivé</translation>
    </message>
    <message>
        <source>Let it ask the &amp;model (each request asked first)</source>
        <translation>Le laisser interroger le &amp;modèle (chaque demande soumise d&apos;abord)</translation>
    </message>
    <message>
        <source>Give the server a name no other server has.</source>
        <translation>Donnez au serveur un nom qu&apos;aucun autre serveur ne porte.</translation>
    </message>
    <message>
        <source>Write the command that starts the server, or its address.</source>
        <translation>Écrivez la commande qui lance le serveur, ou son adresse.</translation>
    </message>
</context>
<context>
    <name>SettingConflicts</name>
    <message>
        <source>How answers are shown</source>
        <translation>Affichage des réponses</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>%1 was changed on two devices:</source>
        <translation>%1 a été modifié sur deux appareils :</translation>
    </message>
    <message>
        <source>Keep “%1”</source>
        <translation>Garder « %1 »</translation>
    </message>
    <message>
        <source>Changed on two devices</source>
        <translation>Modifié sur deux appareils</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Un problème est survenu (%1).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Pages des réglages</translation>
    </message>
    <message>
        <source>Providers, tools and general settings; Ctrl+Tab moves between them</source>
        <translation>Fournisseurs, outils et réglages généraux ; Ctrl+Tab passe de l&apos;un à l&apos;autre</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>&amp;Fournisseurs</translation>
    </message>
    <message>
        <source>A&amp;ssistants</source>
        <translation>A&amp;ssistants</translation>
    </message>
    <message>
        <source>Pr&amp;ompts</source>
        <translation>&amp;Prompts</translation>
    </message>
    <message>
        <source>P&amp;rices</source>
        <translation>P&amp;rix</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;MCP servers</source>
        <translation>Serveurs &amp;MCP</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <source>Networ&amp;k</source>
        <translation>Rése&amp;au</translation>
    </message>
    <message>
        <source>M&amp;emory</source>
        <translation>M&amp;émoire</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>S&amp;ynchronisation</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>What could not be done</source>
        <translation>Ce qui n&apos;a pas pu être fait</translation>
    </message>
    <message>
        <source>Closes the settings; changes are already saved</source>
        <translation>Ferme les réglages ; les modifications sont déjà enregistrées</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close settings</source>
        <translation>Fermer les réglages</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <source>Start a new line</source>
        <translation>Commencer une nouvelle ligne</translation>
    </message>
    <message>
        <source>Stop the answer, or close Find</source>
        <translation>Arrêter la réponse ou fermer la recherche</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <source>Side by side: one prompt, several models</source>
        <translation>Côte à côte : un message, plusieurs modèles</translation>
    </message>
    <message>
        <source>Answers side by side</source>
        <translation>Réponses côte à côte</translation>
    </message>
</context>
<context>
    <name>SideModelsChip</name>
    <message>
        <source>No other models are known yet</source>
        <translation>Aucun autre modèle n’est encore connu</translation>
    </message>
    <message>
        <source>Answer with one model</source>
        <translation>Répondre avec un seul modèle</translation>
    </message>
    <message>
        <source>+ model</source>
        <translation>+ modèle</translation>
    </message>
    <message numerus="yes">
        <source>+ %n models</source>
        <translation>
            <numerusform>+ %n modèle</numerusform>
            <numerusform>+ %n modèles</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer side by side</source>
        <translation>Répondre côte à côte</translation>
    </message>
    <message>
        <source>Adds up to three models that answer the next message, each in a column</source>
        <translation>Ajoute jusqu’à trois modèles qui répondent au prochain message, chacun dans une colonne</translation>
    </message>
</context>
<context>
    <name>StartQuestion</name>
    <message>
        <source>Connect to the MCP server “%1” for the first time? It will be reached at:</source>
        <translation>Se connecter au serveur MCP « %1 » pour la première fois ? Il sera joint à :</translation>
    </message>
    <message>
        <source>Start the MCP server “%1” for the first time? This command will run:</source>
        <translation>Lancer le serveur MCP « %1 » pour la première fois ? Cette commande sera exécutée :</translation>
    </message>
    <message>
        <source>Given from the keyring: %1</source>
        <translation>Fourni depuis le trousseau : %1</translation>
    </message>
    <message>
        <source>New MCP server</source>
        <translation>Nouveau serveur MCP</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Don&apos;t start</source>
        <translation>Ne pas lancer</translation>
    </message>
</context>
<context>
    <name>StartupProblems</name>
    <message>
        <source>Start fresh (keep a copy)</source>
        <translation>Repartir de zéro (garder une copie)</translation>
    </message>
    <message>
        <source>Start fresh and keep a copy of the damaged file</source>
        <translation>Repartir de zéro et garder une copie du fichier endommagé</translation>
    </message>
    <message>
        <source>The damaged file is kept beside the new one</source>
        <translation>Le fichier endommagé est conservé à côté du nouveau</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Tries to open the file again</source>
        <translation>Réessaie d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Closes Arroyo and leaves the file as it is</source>
        <translation>Ferme Arroyo et laisse le fichier tel quel</translation>
    </message>
    <message>
        <source>Settings cannot be read</source>
        <translation>Les réglages ne peuvent pas être lus</translation>
    </message>
    <message>
        <source>You can start with fresh settings. The damaged file is kept beside it, with “.broken” added to its name. Keys in the system keyring are not affected.</source>
        <translation>Vous pouvez repartir de réglages neufs. Le fichier endommagé est conservé à côté, avec « .broken » ajouté à son nom. Les clés du trousseau du système ne sont pas touchées.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>En attente du serveur…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Chargement du modèle…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Écriture…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Retrying in %1 s (attempt %2 of %3)</source>
        <translation>Nouvel essai dans %1 s (tentative %2 sur %3)</translation>
    </message>
    <message>
        <source>Waiting for your approval</source>
        <translation>En attente de votre approbation</translation>
    </message>
    <message>
        <source>Running the action…</source>
        <translation>Exécution de l&apos;action…</translation>
    </message>
    <message>
        <source>Waiting for your choice</source>
        <translation>En attente de votre choix</translation>
    </message>
    <message>
        <source>Summarising the older messages…</source>
        <translation>Résumé des messages plus anciens…</translation>
    </message>
    <message>
        <source>Rate limited, retrying in %1 s (attempt %2 of %3)</source>
        <translation>Limite de débit atteinte, nouvel essai dans %1 s (tentative %2 sur %3)</translation>
    </message>
</context>
<context>
    <name>SummaryCard</name>
    <message>
        <source>Summary of earlier messages, sent in their place</source>
        <translation>Résumé des messages précédents, envoyé à leur place</translation>
    </message>
    <message>
        <source>Version %1 of %2</source>
        <translation>Version %1 sur %2</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>Modifier le résumé</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message>
        <source>Wrong passphrase: it does not open the sync set there.</source>
        <translation>Phrase secrète incorrecte : elle n’ouvre pas l’ensemble de synchronisation qui s’y trouve.</translation>
    </message>
    <message>
        <source>An object in the storage was changed.</source>
        <translation>Un objet du stockage a été modifié.</translation>
    </message>
    <message>
        <source>An object in the storage is cut short.</source>
        <translation>Un objet du stockage est tronqué.</translation>
    </message>
    <message>
        <source>The storage holds another sync set than this one.</source>
        <translation>Le stockage contient un autre ensemble de synchronisation que celui-ci.</translation>
    </message>
    <message>
        <source>Sync is not set up.</source>
        <translation>La synchronisation n’est pas configurée.</translation>
    </message>
    <message>
        <source>There is no sync set there to join.</source>
        <translation>Il n’y a là aucun ensemble de synchronisation à rejoindre.</translation>
    </message>
    <message>
        <source>The storage cannot be reached.</source>
        <translation>Le stockage est injoignable.</translation>
    </message>
    <message>
        <source>No keyring holds the key: enter the passphrase below to sync in this session.</source>
        <translation>Aucun trousseau du système ne garde la clé : saisissez la phrase secrète ci-dessous pour synchroniser pendant cette session.</translation>
    </message>
    <message>
        <source>This device cannot remove itself.</source>
        <translation>Cet appareil ne peut pas se retirer lui-même.</translation>
    </message>
    <message>
        <source>The storage already holds another object under a name this device writes.</source>
        <translation>Le stockage contient déjà un autre objet sous un nom que cet appareil écrit.</translation>
    </message>
</context>
<context>
    <name>SyncPage</name>
    <message>
        <source>Res&amp;ume</source>
        <translation>Reprendre (&amp;u)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Mettre en pa&amp;use</translation>
    </message>
    <message>
        <source>Syncing through %1, as device %2.</source>
        <translation>Synchronisation via %1, comme appareil %2.</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>Synchronisation…</translation>
    </message>
    <message>
        <source>Could not sync: %1 Trying again later.</source>
        <translation>Synchronisation impossible : %1 Nouvel essai plus tard.</translation>
    </message>
    <message>
        <source>Paused: nothing is sent or received.</source>
        <translation>En pause : rien n’est envoyé ni reçu.</translation>
    </message>
    <message>
        <source>Not synced yet.</source>
        <translation>Pas encore synchronisé.</translation>
    </message>
    <message>
        <source>Last sync %1: %2 changes sent, %3 received.</source>
        <translation>Dernière synchronisation %1 : %2 modifications envoyées, %3 reçues.</translation>
    </message>
    <message>
        <source>Sending %v of %m changes</source>
        <translation>Envoi de %v sur %m modifications</translation>
    </message>
    <message>
        <source>Reading %v of %m objects</source>
        <translation>Lecture de %v sur %m objets</translation>
    </message>
    <message>
        <source>%1 (this device)</source>
        <translation>%1 (cet appareil)</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Appareils</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <source>Last segment read</source>
        <translation>Dernier segment lu</translation>
    </message>
    <message>
        <source>Last heard from (UTC)</source>
        <translation>Dernières nouvelles (UTC)</translation>
    </message>
    <message>
        <source>Devices in the sync set</source>
        <translation>Appareils de l’ensemble de synchronisation</translation>
    </message>
    <message>
        <source>Remo&amp;ve device</source>
        <translation>Retirer l’appareil (&amp;v)</translation>
    </message>
    <message>
        <source>What it wrote stays; old objects no longer wait for it</source>
        <translation>Ce qu’il a écrit reste ; les anciens objets ne l’attendent plus</translation>
    </message>
    <message>
        <source>Sync &amp;now</source>
        <translation>Synchroniser mai&amp;ntenant</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Phrase secrète</translation>
    </message>
    <message>
        <source>Show the recovery &amp;code</source>
        <translation>Afficher le &amp;code de récupération</translation>
    </message>
    <message>
        <source>Sync with this passphrase</source>
        <translation>Synchroniser avec cette phrase secrète</translation>
    </message>
    <message>
        <source>Sync status</source>
        <translation>État de la synchronisation</translation>
    </message>
</context>
<context>
    <name>SyncSetup</name>
    <message>
        <source>Sync folder</source>
        <translation>Dossier de synchronisation</translation>
    </message>
    <message>
        <source>Your conversations and a few settings travel encrypted through storage you have; the passphrase never leaves this computer.</source>
        <translation>Vos conversations et quelques réglages voyagent chiffrés via un stockage que vous avez déjà ; la phrase secrète ne quitte jamais cet ordinateur.</translation>
    </message>
    <message>
        <source>A folder</source>
        <translation>Un dossier</translation>
    </message>
    <message>
        <source>A WebDAV server</source>
        <translation>Un serveur WebDAV</translation>
    </message>
    <message>
        <source>An S3 bucket</source>
        <translation>Un bucket S3</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier :</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>A&amp;dresse :</translation>
    </message>
    <message>
        <source>S&amp;3 endpoint:</source>
        <translation>Point de terminaison S&amp;3 :</translation>
    </message>
    <message>
        <source>St&amp;orage:</source>
        <translation>St&amp;ockage :</translation>
    </message>
    <message>
        <source>&amp;Bucket:</source>
        <translation>&amp;Bucket :</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>&amp;ID de clé d’accès :</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <source>Se&amp;cret key:</source>
        <translation>Clé se&amp;crète :</translation>
    </message>
    <message>
        <source>Reco&amp;very code:</source>
        <translation>Code de récupération (&amp;v) :</translation>
    </message>
    <message>
        <source>Passp&amp;hrase:</source>
        <translation>P&amp;hrase secrète :</translation>
    </message>
    <message>
        <source>Passphrase &amp;again:</source>
        <translation>Phrase secrète à &amp;nouveau :</translation>
    </message>
    <message>
        <source>Create a &amp;new sync set</source>
        <translation>Créer un &amp;nouvel ensemble de synchronisation</translation>
    </message>
    <message>
        <source>&amp;Join the sync set there</source>
        <translation>Re&amp;joindre l’ensemble de synchronisation qui s’y trouve</translation>
    </message>
    <message>
        <source>I have the recovery code instead of the passphrase</source>
        <translation>J’ai le code de récupération au lieu de la phrase secrète</translation>
    </message>
    <message>
        <source>S&amp;et up sync</source>
        <translation>Configurer la synchronisation (&amp;e)</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <source>Say where the storage is.</source>
        <translation>Indiquez où se trouve le stockage.</translation>
    </message>
    <message>
        <source>Name the bucket.</source>
        <translation>Nommez le bucket.</translation>
    </message>
    <message>
        <source>Enter the passphrase.</source>
        <translation>Saisissez la phrase secrète.</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least 8 characters.</source>
        <translation>Choisissez une phrase secrète d’au moins 8 caractères.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Les deux phrases secrètes diffèrent.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLine</name>
    <message>
        <source>Sync: %1 Trying again later.</source>
        <translation>Synchronisation : %1 Nouvel essai plus tard.</translation>
    </message>
    <message>
        <source>Synced again.</source>
        <translation>De nouveau synchronisé.</translation>
    </message>
</context>
<context>
    <name>TemporaryBanner</name>
    <message>
        <source>Temporary</source>
        <translation>Temporaire</translation>
    </message>
    <message>
        <source>Nothing of this conversation is saved.</source>
        <translation>Rien de cette conversation n&apos;est enregistré.</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Enregistrer cette conversation</translation>
    </message>
    <message>
        <source>Keeps it with its messages, as an ordinary conversation</source>
        <translation>La garde avec ses messages, comme une conversation ordinaire</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Fermer la conversation temporaire</translation>
    </message>
</context>
<context>
    <name>TemporaryConversations</name>
    <message>
        <source>New &amp;temporary conversation</source>
        <translation>Nouvelle conversation &amp;temporaire</translation>
    </message>
    <message>
        <source>A conversation that is never saved</source>
        <translation>Une conversation qui n&apos;est jamais enregistrée</translation>
    </message>
    <message>
        <source>Save this conversation</source>
        <translation>Enregistrer cette conversation</translation>
    </message>
    <message>
        <source>Keeps the temporary conversation</source>
        <translation>Garde la conversation temporaire</translation>
    </message>
    <message>
        <source>Close the temporary conversation</source>
        <translation>Fermer la conversation temporaire</translation>
    </message>
    <message>
        <source>Forgets the temporary conversation</source>
        <translation>Oublie la conversation temporaire</translation>
    </message>
    <message>
        <source>Wait for the answer to end, then save.</source>
        <translation>Attendez la fin de la réponse, puis enregistrez.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistrée.</translation>
    </message>
    <message>
        <source>Discard this temporary conversation?</source>
        <translation>Abandonner cette conversation temporaire ?</translation>
    </message>
    <message>
        <source>Its messages are not saved anywhere and cannot be brought back.</source>
        <translation>Ses messages ne sont enregistrés nulle part et ne pourront pas être récupérés.</translation>
    </message>
    <message>
        <source>Quitting forgets the temporary conversations and their messages.</source>
        <translation>Quitter oublie les conversations temporaires et leurs messages.</translation>
    </message>
    <message>
        <source>Temporary conversation</source>
        <translation>Conversation temporaire</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Waiting for your approval</source>
        <translation>En attente de votre approbation</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Invalid, sent back to the model</source>
        <translation>Invalide, renvoyé au modèle</translation>
    </message>
    <message>
        <source>Unknown: interrupted while it ran</source>
        <translation>Inconnu : interrompu pendant son exécution</translation>
    </message>
    <message>
        <source>Imported: never run here</source>
        <translation>Importé : jamais exécuté ici</translation>
    </message>
    <message>
        <source>Not run: the turn was stopped before it</source>
        <translation>Non exécuté : le tour a été arrêté avant</translation>
    </message>
    <message>
        <source>Blocked: this tool changed since you approved it; review the change in Settings › MCP</source>
        <translation>Bloqué : cet outil a changé depuis votre approbation ; examinez la modification dans Réglages › Serveurs MCP</translation>
    </message>
    <message>
        <source>Ran without asking: the model and the knowledge bases are on this computer</source>
        <translation>Exécuté sans demander : le modèle et les bases de connaissances sont sur cet ordinateur</translation>
    </message>
    <message>
        <source>Ran without asking: you allowed this tool in this conversation</source>
        <translation>Exécuté sans demander : vous avez autorisé cet outil dans cette conversation</translation>
    </message>
    <message>
        <source>Ran without asking: your setting in Settings › Tools</source>
        <translation>Exécuté sans demander : votre réglage dans Réglages › Outils</translation>
    </message>
    <message>
        <source>Ran without asking: a permission rule in Settings › Tools</source>
        <translation>Exécuté sans demander : une règle d’autorisation dans Réglages › Outils</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Shared with %1: it ran once for both</source>
        <translation>Partagé avec %1 : exécuté une seule fois pour les deux</translation>
    </message>
    <message>
        <source>Tool call</source>
        <translation>Appel d&apos;outil</translation>
    </message>
    <message>
        <source>Show the arguments and the result</source>
        <translation>Afficher les arguments et le résultat</translation>
    </message>
    <message>
        <source>Mark as done</source>
        <translation>Marquer comme terminé</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Exécuter de nouveau</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s file changes</source>
        <translation>Annuler les modifications de fichiers de ce tour</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>ToolIntents</name>
    <message>
        <source>List the workspace folder</source>
        <translation>Lister le dossier de travail</translation>
    </message>
    <message>
        <source>List the folder {path}</source>
        <translation>Lister le dossier {path}</translation>
    </message>
    <message>
        <source>Read {path}</source>
        <translation>Lire {path}</translation>
    </message>
    <message>
        <source>Read {path} (at most {limit})</source>
        <translation>Lire {path} (au plus {limit})</translation>
    </message>
    <message>
        <source>Create {path} ({size})</source>
        <translation>Créer {path} ({size})</translation>
    </message>
    <message>
        <source>Write {path} ({size})</source>
        <translation>Écrire {path} ({size})</translation>
    </message>
    <message>
        <source>Replace {path}: {before} -&gt; {after}</source>
        <translation>Remplacer dans {path} : {before} -&gt; {after}</translation>
    </message>
    <message>
        <source>Run: {command}</source>
        <translation>Exécuter : {command}</translation>
    </message>
    <message>
        <source>Fetch {url} (GET)</source>
        <translation>Récupérer {url} (GET)</translation>
    </message>
    <message>
        <source>No change: {path} already holds exactly this content</source>
        <translation>Aucun changement : {path} contient déjà exactement ce contenu</translation>
    </message>
    <message>
        <source>Put back the earlier version of {path} ({size})</source>
        <translation>Rétablir la version précédente de {path} ({size})</translation>
    </message>
    <message>
        <source>Remove {path}, which the tool created</source>
        <translation>Supprimer {path}, que l&apos;outil a créé</translation>
    </message>
    <message>
        <source>Undo this turn&apos;s changes to these files, the last first: {files}</source>
        <translation>Annuler les modifications de ce tour sur ces fichiers, la dernière d’abord : {files}</translation>
    </message>
    <message>
        <source>Remember for later conversations: {fact}</source>
        <translation>Retenir pour les conversations suivantes : {fact}</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n octet</numerusform>
            <numerusform>%n octets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Quick ask…</source>
        <translation>Question rapide…</translation>
    </message>
    <message>
        <source>Show or hide Arroyo</source>
        <translation>Afficher ou masquer Arroyo</translation>
    </message>
    <message>
        <source>Quit Arroyo</source>
        <translation>Quitter Arroyo</translation>
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
        <translation>Arroyo ne peut pas annuler les modifications faites par cet outil</translation>
    </message>
    <message>
        <source>Undone: the earlier version was put back.</source>
        <translation>Annulé : la version précédente a été rétablie.</translation>
    </message>
    <message>
        <source>Not undone: the file changed since this action; nothing was changed.</source>
        <translation>Non annulé : le fichier a changé depuis cette action ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Not undone: the path is now a folder or a link; nothing was changed.</source>
        <translation>Non annulé : le chemin est maintenant un dossier ou un lien ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Not undone: the file could not be restored.</source>
        <translation>Non annulé : le fichier n&apos;a pas pu être rétabli.</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed to keep the store under its limit</source>
        <translation>Annulation plus disponible : la version précédente a été supprimée pour que le stockage reste sous sa limite</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version was removed after the time the store keeps it</source>
        <translation>Annulation plus disponible : la version précédente a été supprimée après la durée de conservation</translation>
    </message>
    <message>
        <source>Undo no longer available: the earlier version is missing</source>
        <translation>Annulation plus disponible : la version précédente est introuvable</translation>
    </message>
    <message>
        <source>This turn&apos;s file changes were undone.</source>
        <translation>Les modifications de fichiers de ce tour ont été annulées.</translation>
    </message>
    <message>
        <source>Stopped at {path}: it changed since this turn. The changes after it were undone; it and the ones before it were left as they are.</source>
        <translation>Arrêté à {path} : il a changé depuis ce tour. Les modifications suivantes ont été annulées ; celle-ci et les précédentes sont restées telles quelles.</translation>
    </message>
</context>
<context>
    <name>UnknownCalls</name>
    <message>
        <source>Not run again: this tool is not available now.</source>
        <translation>Non réexécuté : cet outil n&apos;est pas disponible maintenant.</translation>
    </message>
    <message>
        <source>Not run again: its arguments no longer fit the tool.</source>
        <translation>Non réexécuté : ses arguments ne correspondent plus à l&apos;outil.</translation>
    </message>
</context>
<context>
    <name>UpdateNotice</name>
    <message>
        <source>A newer Arroyo</source>
        <translation>Un Arroyo plus récent</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Ouvrir la page de la version</translation>
    </message>
</context>
<context>
    <name>UpdatesBox</name>
    <message>
        <source>the address could not be reached</source>
        <translation>l’adresse est injoignable</translation>
    </message>
    <message>
        <source>the address did not answer in time</source>
        <translation>l’adresse n’a pas répondu à temps</translation>
    </message>
    <message>
        <source>the address answered with error %1</source>
        <translation>l’adresse a répondu par l’erreur %1</translation>
    </message>
    <message>
        <source>the answer is not a release description</source>
        <translation>la réponse ne décrit pas une version</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>la réponse n’indique aucune version</translation>
    </message>
    <message>
        <source>the address is not an http(s) address</source>
        <translation>l’adresse n’est pas une adresse http(s)</translation>
    </message>
    <message>
        <source>Could not check for updates: %1.</source>
        <translation>Impossible de rechercher les mises à jour : %1.</translation>
    </message>
    <message>
        <source>Arroyo %1 is available (this is %2).</source>
        <translation>Arroyo %1 est disponible (celle-ci est la %2).</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Arroyo %1 is the latest version.</source>
        <translation>Arroyo %1 est la dernière version.</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Mises à jour</translation>
    </message>
    <message>
        <source>Check for a newer Arroyo once a day</source>
        <translation>Rechercher un Arroyo plus récent une fois par jour</translation>
    </message>
    <message>
        <source>Asks the releases address below; nothing is downloaded or installed</source>
        <translation>Interroge l’adresse des versions ci-dessous ; rien n’est téléchargé ni installé</translation>
    </message>
    <message>
        <source>Releases a&amp;ddress:</source>
        <translation>A&amp;dresse des versions :</translation>
    </message>
    <message>
        <source>Releases address</source>
        <translation>Adresse des versions</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Rechercher les mises à jour</translation>
    </message>
    <message>
        <source>What the update check found</source>
        <translation>Ce que la recherche de mises à jour a trouvé</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Vérifier mai&amp;ntenant</translation>
    </message>
    <message>
        <source>Check for updates now</source>
        <translation>Rechercher les mises à jour maintenant</translation>
    </message>
    <message>
        <source>Open the release page</source>
        <translation>Ouvrir la page de la version</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>Nouveautés</translation>
    </message>
</context>
<context>
    <name>ViewAndHelp</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Agrandir</translation>
    </message>
    <message>
        <source>Makes the text larger</source>
        <translation>Agrandit le texte</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Réduire</translation>
    </message>
    <message>
        <source>Makes the text smaller</source>
        <translation>Réduit le texte</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>The text at the system&apos;s size</source>
        <translation>Le texte à la taille du système</translation>
    </message>
    <message>
        <source>&amp;Record requests for Inspect</source>
        <translation>&amp;Enregistrer les requêtes pour Inspecter</translation>
    </message>
    <message>
        <source>Keeps each answer&apos;s request and stream in memory until Arroyo closes, for its Inspect button</source>
        <translation>Garde en mémoire la requête et le flux de chaque réponse jusqu&apos;à la fermeture d&apos;Arroyo, pour son bouton Inspecter</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Lists the keys of every command</source>
        <translation>Liste les touches de chaque commande</translation>
    </message>
    <message>
        <source>&amp;About Arroyo</source>
        <translation>À &amp;propos d&apos;Arroyo</translation>
    </message>
    <message>
        <source>The version, the licence and where your data is kept</source>
        <translation>La version, la licence et l&apos;emplacement de vos données</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to Arroyo</source>
        <translation>Bienvenue dans Arroyo</translation>
    </message>
    <message>
        <source>You are talking to %1. Try one of these, or write your own below.</source>
        <translation>Vous parlez à %1. Essayez l&apos;une de ces propositions, ou écrivez la vôtre ci-dessous.</translation>
    </message>
    <message>
        <source>You are talking to the Demo: a model that plays on this computer, with no key and no network. Try one of these to see an answer stream in, the model&apos;s reasoning, and a tool that asks you before it acts. Add your own provider in Settings when you are ready.</source>
        <translation>Vous parlez à la Démo : un modèle qui joue sur cet ordinateur, sans clé et sans réseau. Essayez l&apos;une de ces propositions pour voir une réponse arriver en flux, le raisonnement du modèle et un outil qui vous demande avant d&apos;agir. Ajoutez votre propre fournisseur dans les Réglages quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>A new conversation</source>
        <translation>Une nouvelle conversation</translation>
    </message>
    <message>
        <source>Write a message below, or start with one of these.</source>
        <translation>Écrivez un message ci-dessous, ou commencez par l&apos;une de ces propositions.</translation>
    </message>
    <message>
        <source>Write a short poem about a river</source>
        <translation>Écris un court poème sur une rivière</translation>
    </message>
    <message>
        <source>Think it through: which is larger, 9.11 or 9.9?</source>
        <translation>Réfléchis bien : lequel est le plus grand, 9.11 ou 9.9 ?</translation>
    </message>
    <message>
        <source>What is in my workspace folder?</source>
        <translation>Que contient mon dossier de travail ?</translation>
    </message>
    <message>
        <source>Sends this message</source>
        <translation>Envoie ce message</translation>
    </message>
</context>
<context>
    <name>WorkspaceChip</name>
    <message>
        <source>Folder for this conversation&apos;s file tools</source>
        <translation>Dossier des outils de fichiers de cette conversation</translation>
    </message>
    <message>
        <source>File tools off</source>
        <translation>Outils de fichiers désactivés</translation>
    </message>
    <message>
        <source>File tools are turned off in this conversation.</source>
        <translation>Les outils de fichiers sont désactivés dans cette conversation.</translation>
    </message>
    <message>
        <source>File tools work in {folder}</source>
        <translation>Les outils de fichiers travaillent dans {folder}</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <source>To turn them on, choose a folder or the default from the button.</source>
        <translation>Pour les activer, choisissez un dossier ou celui par défaut avec le bouton.</translation>
    </message>
    <message>
        <source>Choose another folder…</source>
        <translation>Choisir un autre dossier…</translation>
    </message>
    <message>
        <source>Use the default ({folder})</source>
        <translation>Utiliser le dossier par défaut ({folder})</translation>
    </message>
    <message>
        <source>Turn file tools off for this conversation</source>
        <translation>Désactiver les outils de fichiers dans cette conversation</translation>
    </message>
</context>
<context>
    <name>WorkspacePage</name>
    <message>
        <source>Workspace folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <source>The only folder tools may read and write</source>
        <translation>Le seul dossier que les outils peuvent lire et écrire</translation>
    </message>
    <message>
        <source>The folder tools may read and write</source>
        <translation>Le dossier que les outils peuvent lire et écrire</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoisir…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Choisir le dossier de travail</translation>
    </message>
    <message>
        <source>Opens a folder chooser</source>
        <translation>Ouvre un sélecteur de dossier</translation>
    </message>
    <message>
        <source>Workspace folder status</source>
        <translation>État du dossier de travail</translation>
    </message>
    <message>
        <source>Allow running &amp;commands (always asks first)</source>
        <translation>Autoriser l&apos;exécution de &amp;commandes (demande toujours d&apos;abord)</translation>
    </message>
    <message>
        <source>Allow running commands</source>
        <translation>Autoriser l&apos;exécution de commandes</translation>
    </message>
    <message>
        <source>Lets tools run programs in the workspace; each command is put to you first</source>
        <translation>Permet aux outils d&apos;exécuter des programmes dans le dossier de travail ; chaque commande vous est d&apos;abord soumise</translation>
    </message>
    <message>
        <source>&amp;Workspace folder:</source>
        <translation>&amp;Dossier de travail :</translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>Ce dossier n&apos;existe pas.</translation>
    </message>
</context>
</TS>
