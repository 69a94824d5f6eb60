# Deutscher Nachrichtenkatalog (de): jeder Text, den Spieler oder Admins lesen.
# Ids und Variablen wie in en.ftl. Begriffe: glossary-de.md (Regel der Online-Ausgabe, Seed 001).
## list

list-empty = keine

## error

error-game-over = Die Partie ist vorbei.
error-not-text = Diese Zeile ist kein gültiger UTF-8-Text; sie wurde ignoriert.
error-not-your-turn = Du bist nicht am Zug.
error-player-count = Dieses Spiel braucht { $min } bis { $max } Spieler, nicht { $count }.

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto — Play-by-Post im Terminal. /help zeigt die Befehle.
play-you-are = (du bist jetzt { $name })
play-your-turn = @{ $name } du bist am Zug.
play-image = [Bild] { $path }
play-image-failed = [Bild nicht geschrieben: { $error }]
play-unknown-command = unbekannter Befehl /{ $command }; /help zeigt die Befehle
play-replace-usage = Aufruf: /replace ALT NEU, oder /replace ALT bot [STUFE]
play-help =
    Befehle (dieselben wie beim Discord-Bot):
      /as NAME              als anderer lokaler Nutzer handeln (Hot-Seat)
      /new SPIEL [OPTIONEN] einen Tisch in diesem Kanal eröffnen: /new rattus, /new messina players=1 variant=advanced
      /join  /leave         einen Platz in der Lobby einnehmen oder aufgeben
      /start                die Partie starten (Ersteller)
      /play AKTION          handeln: die Notation (/play place gallia 2), die Nummer einer gelisteten Möglichkeit (/play 3)
                            oder Wörter ihrer Beschriftung (/play build)
      AKTION                eine Zeile ohne Schrägstrich ist dasselbe wie /play AKTION
      /undo                 deine letzte Entscheidung in diesem Zug zurücknehmen
      /board  /status  /peek
      /log [N] [page:S]     das Protokoll, N Zeilen pro Seite (die letzte Seite, außer S ist angegeben)
      /export [DATEI|-]     die Partie als Aufzeichnung (JSON) in DATEI (SPIEL-ID.lazaretto.json), mit - ausgegeben
      /estate [NAME]        Bild des Anwesens eines Spielers (Messina; gespeichert wie die Spielplanbilder)
      /bot add [STUFE]      einen Bot in die Lobby setzen: easy, strong (Standard) oder random
      /bot remove           den zuletzt hinzugefügten Bot aus der Lobby nehmen
      /clock [ZEIT [REGEL]]  die Bedenkzeit: ansehen oder einstellen (/clock 24h ai, /clock 1h remind, /clock off)
      /away [ZEIT]        von all deinen Tischen abwesend sein: /away 3d, oder bis zu einer Uhrzeit deiner Uhr (/away 18:00, /away 2026-12-03 18:00); /away off; allein: ob du abwesend bist
      /abandon [yes]        die Partie beenden (Ersteller): fragt zuerst, /abandon yes beendet sie
      /kick NAME  /replace ALT NEU  /replace ALT bot [STUFE]
      /help SPIEL           Spielanleitung: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = Es gibt kein Spiel namens „{ $game }“. Bekannte Spiele: { $known }.

## options

options-unknown = Unbekannte Option „{ $option }“.
options-players = Dieses Spiel ist für { $min } bis { $max } Spieler, nicht „{ $given }“.
options-conflict = „{ $option }“ widerspricht der zuvor angegebenen Spielerzahl.

## table

table-player = { $name } ({ $seat })
table-name = { $name }
table-created = { $name } hat einen Tisch für { $game } eröffnet ({ $min }–{ $max } Spieler). Mit /join nimmst du Platz; der Ersteller startet mit /start.
table-created-exact = { $name } hat einen Tisch für { $game } eröffnet ({ $max } Spieler). Mit /join nimmst du Platz; der Ersteller startet mit /start.
table-joined = { $name } nimmt Platz ({ $count }/{ $max }).
table-left = { $name } verlässt den Tisch.
table-lobby-closed = Der Tisch ist leer und wird geschlossen.
table-lobby-closed-bots = Am Tisch sitzen nur noch Bots, daher wird er geschlossen.
table-kicked = { $name } wurde vom Tisch entfernt.
table-replaced = { $new } übernimmt den Platz von { $old }.
table-started = Die Partie { $game } beginnt. Spieler: { $players }.
table-acted = { $player }: { $action }
table-undone = Zurückgenommen: { $action }
table-undone-by = { $player } nimmt „{ $action }“ zurück.
table-abandoned = { $name } hat die Partie beendet; sie wurde abgebrochen.
table-game-over = Die Partie ist vorbei. Endstand:
table-standing = { $place }. { $player }: { $score } ({ $breakdown })
table-breakdown-item = { $category } { $points }
table-status-lobby = Lobby für { $game }: { $players } ({ $min }–{ $max } Spieler).
table-status-game = Partie { $game } #{ $id }: { $players }.
table-status-turn = Warte seit { $since } auf { $player } ({ $choices } Möglichkeiten).
table-log-action = #{ $seq } { $name }: { $action }
table-brief-more = (/status zeigt die ganze Stellung)
table-log-page = { $total ->
        [0] Das Protokoll ist leer.
       *[other] Protokollseite { $page } von { $pages } (Zeilen { $from }–{ $to } von { $total }); /log page:N zeigt eine andere.
    }
table-status-abandoned = Die Partie { $game } #{ $id } ({ $players }) wurde abgebrochen; niemand wartet auf einen Zug. Eine neue beginnt mit /new.
table-status-lobby-closed = Der Tisch für { $game } in diesem Kanal wurde geschlossen, bevor die Partie begann. Einen neuen eröffnest du mit /new.
table-abandon-ask = Das beendet die Partie { $game } für alle und kann nicht rückgängig gemacht werden. Um sie zu beenden, gib /abandon noch einmal mit yes ein.
table-peek-nothing = Du hast in dieser Partie keine geheimen Informationen.
table-estate = Das Anwesen von { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = „{ $text }“ passt zu mehreren Möglichkeiten: { $choices }. Tippe mehr von einer ein oder ihre Nummer.
table-error-not-offered = „{ $text }“ gehört jetzt nicht zu den Möglichkeiten. Wähle eine der gelisteten: ihre Notation, ihre Nummer oder ihre Beschriftung.
table-error-no-such-number = „{ $text }“ ist keine Nummer einer Möglichkeit: Die Möglichkeiten sind von 1 bis { $count } nummeriert. Tippe eine dieser Nummern oder die Notation ein.
table-error-decisive = „{ $text }“ passt nur zu { $choice }, und das beendet deinen Zug oder lässt sich nicht zurücknehmen: Um es zu wählen, tippe seine Notation `{ $notation }` oder seine Nummer ein.
table-error-unknown-game = Es gibt kein Spiel namens „{ $game }“. Bekannte Spiele: { $known }.
table-error-channel-busy = In diesem Kanal läuft schon eine Partie. Beende sie oder brich sie mit /abandon ab, oder starte einen neuen Thread.
table-error-no-game = In diesem Kanal gibt es keine Partie. Starte eine mit /new.
table-error-finished = Die Partie in diesem Kanal ist vorbei. Starte eine neue mit /new.
table-error-abandoned = Die Partie in diesem Kanal wurde abgebrochen. Starte eine neue mit /new.
table-error-not-started = Die Partie hat noch nicht begonnen.
table-error-already-started = Die Partie hat schon begonnen.
table-error-already-joined = Du hast an diesem Tisch schon einen Platz.
table-error-full = Der Tisch ist voll ({ $max } Spieler).
table-error-not-seated = Du spielst in dieser Partie nicht mit.
table-error-user-not-seated = Dieser Nutzer hat keinen Platz an diesem Tisch.
table-error-leave-running = Eine laufende Partie kannst du nicht verlassen; bitte den Ersteller, dich mit /replace zu ersetzen oder die Partie mit /abandon abzubrechen.
table-error-kick-running = Aus einer laufenden Partie kann niemand entfernt werden; übergib den Platz mit /replace an jemand anderen.
table-error-creator-only = Das darf nur der Ersteller der Partie oder ein Kanal-Moderator.
table-error-too-few = Es werden mindestens { $min } Spieler gebraucht; { $count } sind beigetreten.
table-error-not-your-turn = Du bist nicht am Zug: Es wird auf { $waiting } gewartet.
table-error-outdated = Diese Möglichkeit gehört zu einer früheren Stellung; hier ist die aktuelle.
table-error-nothing-to-undo = Es gibt nichts zurückzunehmen.
table-error-cannot-undo = Du kannst nur deine eigenen Entscheidungen im laufenden Zug zurücknehmen, und nie, nachdem verdeckte oder zufällige Informationen aufgedeckt wurden.
table-error-nothing-this-turn = In diesem Zug gibt es nichts von dir zurückzunehmen: er hat gerade erst begonnen.
table-error-no-such-choice = Diese Schaltfläche bietet keine Möglichkeit der aktuellen Stellung (sie stammt wohl aus einer älteren Nachricht); hier ist die aktuelle Entscheidung.
table-error-unreadable = „{ $text }“ verstehe ich nicht. { $count ->
        [one] Es gibt 1 Möglichkeit: gib 1 ein
       *[other] Es gibt { $count } Möglichkeiten: gib eine Zahl von 1 bis { $count } ein
    }, die Notation oder ein Wort der Beschriftung.
table-error-nothing-typed = Es wurde nichts eingegeben. { $count ->
        [one] Es gibt 1 Möglichkeit: gib 1 ein
       *[other] Es gibt { $count } Möglichkeiten: gib eine Zahl von 1 bis { $count } ein
    }, die Notation oder ein Wort der Beschriftung.
table-error-log-page = Es gibt keine Seite { $page }: das Protokoll hat { $pages } { $pages ->
        [one] Seite
       *[other] Seiten
    }.
table-error-time-too-long = „{ $time }“ ist zu lang: höchstens { $days } Tage.
table-error-conflict = Die Partie hat sich im selben Moment geändert; sieh dir die neue Stellung an und versuche es noch einmal.
table-error-too-long = Das ist viel zu lang für eine Auswahl (höchstens { $max } Zeichen): „{ $start }…“. Wähle eine der aufgelisteten Möglichkeiten.
table-error-storage = Beim Speichern der Partie ist etwas schiefgegangen. Bitte versuche es noch einmal.
table-error-reading = Beim Lesen der Partie ist etwas schiefgegangen. Bitte versuche es noch einmal.
table-error-busy = Die Partie wird gerade von einer anderen Änderung belegt; es wurde nichts geändert. Bitte versuche es gleich noch einmal.
table-error-unreachable = Die Datenbank der Partien ist gerade nicht erreichbar; es wurde nichts geändert. Bitte versuche es später noch einmal.
table-error-unreachable-read = Die Datenbank der Partien ist gerade nicht erreichbar, die Partie konnte nicht gelesen werden. Bitte versuche es später noch einmal.
table-error-nul = Der Text enthält ein NUL-Zeichen (U+0000), das nicht gespeichert werden kann; es wurde nichts geändert. Entferne es und versuche es noch einmal.
table-error-scenario = Die Szenario-Stellung ist ungültig: { $error }
table-error-no-estates = { $game } hat keine Anwesen; /board zeigt die ganze Partie.
table-error-estate-whose = Wessen Anwesen? Nenne einen Spieler: /estate player:@name.

## table.remind

table-remind-ping = Erinnerung: Deine Partie { $game } wartet auf dich (seit { $since }).
table-remind-changed = { $name } hat die Erinnerungen geändert: { $settings }.
table-remind-settings = alle { $every }, { $quiet }, { $paused }
table-remind-quiet = Ruhezeit { $from }:00–{ $to }:00 nach der Uhr des erinnerten Spielers (Zeitzone aus /settings, sonst UTC)
table-remind-no-quiet = keine Ruhezeit
table-remind-paused = für diesen Zug pausiert
table-remind-active = aktiv
table-remind-hours = { $n } Std.
table-remind-minutes = { $n } Min.
table-remind-seconds = { $n } Sek.

## table.remind.error

table-remind-error-interval = Das Erinnerungsintervall muss mindestens eine Sekunde betragen.
table-remind-error-quiet = Ruhezeiten sind volle Stunden von 0 bis 23.

## discord

discord-done = Erledigt.
discord-your-turn = { $mention }, du bist am Zug: { $ask }
discord-decide = Deine Entscheidung: { $ask }
discord-waiting = Warte auf { $name }: { $ask }
discord-reminder = { $mention }, { $reminder }
discord-thread-name = { $game } von { $name }
discord-thread-opened = Ein Tisch für { $game } wurde in { $thread } eröffnet.
discord-group-start = { $a }, { $b } …
discord-group-part = { $first } ({ $part }/{ $parts })
discord-page = { $page }/{ $pages }
discord-previous = ◀
discord-next = ▶
discord-undo = ↩ Zurücknehmen
discord-help =
    {"*"}*Lazaretto** leitet Play-by-Post-Brettspiele in diesem Kanal oder einem Thread (jeweils eine Partie).
    { $new } eröffnet einen Tisch; Optionen: `players:` ({ $seats }; mit 1 solo gegen den virtuellen Gegner), `variant:` (Messina: base oder advanced), `priority_tile:` (das Buch-Vorrangplättchen von Messina), `thread:true` (in einem neuen Thread eröffnen). Die anderen treten mit `/join` bei, der Ersteller startet mit `/start`.
    Wenn du am Zug bist, klicke auf die Buttons unter dem Post, der dich erwähnt: Dein Zug geht dann in einem Fenster weiter, das nur du siehst, eine Entscheidung nach der anderen, und alle sehen den ganzen Zug, sobald er vorbei ist. Du kannst auch `/play action:` eintippen (es listet deine erlaubten Möglichkeiten auf).
    `↩ Zurücknehmen` in deinem Fenster (oder `/undo`) nimmt deine letzte Entscheidung in deinem Zug zurück. `/board`, `/status`, `/log` und `/peek` zeigen die Partie nur dir; `/estate` zeigt ein Anwesen in Messina (deins oder das von `player:`). `/export` gibt dir die Partie als Aufzeichnungsdatei (JSON) zum Aufheben, Teilen oder Importieren.
    `/remind` stellt Erinnerungen ein (Intervall, Ruhezeit in UTC, Pause für diesen Zug).
    Der Ersteller oder Mitglieder mit der Berechtigung „Kanäle verwalten“ können die Partie mit `/abandon` abbrechen (es wird zuerst gefragt; `confirm:yes` beendet sie), einen Lobby-Spieler mit `/kick` entfernen, einen Spieler mit `/replace` ersetzen (`bot:` gibt den Platz einem Bot), mit `/bot add` KI-Spieler in die Lobby setzen (`/bot remove` nimmt den letzten wieder heraus) und mit `/clock` eine Bedenkzeit einstellen. `/away` meldet dich an allen deinen Tischen ab.
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord hat die Antwort nicht angenommen. Bitte versuche es noch einmal.
discord-error-internal = Etwas ist schiefgegangen. Bitte versuche es noch einmal.
discord-error-arguments = Ich konnte die Optionen des Befehls nicht lesen: { $error }
discord-error-outdated-command = Ich konnte die Optionen des Befehls nicht lesen ({ $error }); dein Discord zeigt vielleicht eine ältere Version von /{ $command }. Bitte versuche es in einer Minute noch einmal.
discord-error-interval = Gib das Intervall wie 24h, 90m oder 30s an; mindestens { $min }.
discord-error-quiet = Gib die Ruhezeit als zwei volle Stunden wie 22-7 an, oder off.
discord-error-guild-only = Lazaretto-Partien werden in Server-Kanälen und Threads gespielt, nicht in Direktnachrichten.
discord-error-unknown-component = Diesen Button oder dieses Menü kenne ich nicht (vielleicht stammt es von einer älteren Version des Bots). /status zeigt die Partie in diesem Kanal.
discord-error-empty-select = Nichts ausgewählt; wähle eine der Möglichkeiten im Menü.
discord-error-unknown-command = Den Befehl /{ $command } kenne ich nicht; dein Discord zeigt vielleicht eine ältere Befehlsliste. Bitte versuche es in einer Minute noch einmal.

## image

image-player = { $name } ({ $seat })
image-last-turn = Letzter Zug — { $turn }
image-no-last-turn = Noch kein Zug gespielt.

## image.legend

image-legend-changed = im letzten Zug geändert

## added later (languages, commands, bots, clocks)

play-bot-usage = Aufruf: /bot add [STUFE] (easy, strong oder random) oder /bot remove
play-log-usage = Aufruf: /log [N] [page:P] (N Zeilen pro Seite, Standard 10; ohne Seite die letzte)
language-en = English
language-de = Deutsch
language-ru = Русский
language-pl = Polski
language-cs = Čeština
table-language-set = { $name } hat die Sprache des Tisches auf { $language } gestellt.
table-language-choice = { $language } ({ $code })
table-error-unknown-language = Die Sprache „{ $language }“ gibt es hier nicht. Bekannte Sprachen: { $known }.
command-new-name = new
command-new-description = Einen Tisch für eine Partie in diesem Kanal oder in einem neuen Thread eröffnen
command-new-option-game-name = game
command-new-option-game-description = Das Spiel, das gespielt wird
command-new-option-players-name = players
command-new-option-players-description = Genau so viele Spieler (jedes Spiel gibt an, wie viele es braucht)
command-new-option-options-name = options
command-new-option-options-description = Die Optionen der Partie, z. B. variant=advanced priority_tile=on, oder solo
command-new-option-thread-name = thread
command-new-option-thread-description = Den Tisch in einem neuen Thread dieses Kanals eröffnen
command-join-name = join
command-join-description = Am Tisch in diesem Kanal Platz nehmen
command-leave-name = leave
command-leave-description = Deinen Platz aufgeben, bevor die Partie beginnt
command-start-name = start
command-start-description = Die Partie starten (Ersteller oder Moderator)
command-play-name = play
command-play-description = Deine Entscheidung treffen; die Liste zeigt die erlaubten Möglichkeiten
command-play-option-action-name = action
command-play-option-action-description = Deine Entscheidung, z. B. place gallia 2
command-undo-name = undo
command-undo-description = Deine letzte Entscheidung zurücknehmen (innerhalb deines Zuges)
command-board-name = board
command-board-description = Das aktuelle Bild des Spielplans (nur du siehst es)
command-status-name = status
command-status-description = Wer am Zug ist und seit wann (nur du siehst es)
command-log-name = log
command-log-description = Die letzten Ereignisse der Partie (nur du siehst sie)
command-log-option-count-name = count
command-log-option-count-description = Wie viele Ereignisse (Standard: 10)
command-log-option-page-name = page
command-log-option-page-description = Welche Seite des Protokolls (1 ist die erste; Standard: die letzte)
command-peek-name = peek
command-peek-description = Noch einmal sehen, was nur du sehen darfst, z. B. was deine Hexe gesehen hat
command-estate-name = estate
command-estate-description = Das Anwesen eines Spielers in Messina (nur du siehst es)
command-estate-option-player-name = player
command-estate-option-player-description = Wessen Anwesen (Standard: deins oder das des Spielers am Zug)
command-remind-name = remind
command-remind-description = Die Erinnerungen dieser Partie anzeigen oder ändern
command-remind-option-interval-name = interval
command-remind-option-interval-description = Den Spieler am Zug nach dieser Zeit erinnern, z. B. 24h, 90m
command-remind-option-quiet-name = quiet
command-remind-option-quiet-description = Ruhezeit nach der Uhr jedes Spielers (seine Zeitzone), z. B. 22-7, oder off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Erinnerungen für den laufenden Zug pausieren
command-abandon-name = abandon
command-abandon-description = Die Partie in diesem Kanal beenden (Ersteller oder Moderator)
command-abandon-option-confirm-name = confirm
command-abandon-option-confirm-description = yes: die Partie wirklich beenden (ohne wirst du zuerst gefragt)
command-kick-name = kick
command-kick-description = Einen Spieler aus der Lobby entfernen (Ersteller oder Moderator)
command-kick-option-player-name = player
command-kick-option-player-description = Der Spieler, der entfernt wird
command-replace-name = replace
command-replace-description = Den Platz eines Spielers an jemand anderen oder einen Bot übergeben (Ersteller oder Moderator)
command-replace-option-old-name = old
command-replace-option-old-description = Der Spieler, der geht
command-replace-option-new-name = new
command-replace-option-new-description = Wer den Platz übernimmt
command-replace-option-bot-name = bot
command-replace-option-bot-description = Oder ein Bot dieser Stufe: easy, strong oder random
command-bot-name = bot
command-bot-description = Bots in der Lobby: KI-Spieler, die einen Platz einnehmen
command-bot-add-name = add
command-bot-add-description = Einen Bot an diesen Tisch setzen (Ersteller oder Moderator)
command-bot-add-option-level-name = level
command-bot-add-option-level-description = Wie gut er spielt: easy, strong (Standard) oder random
command-bot-remove-name = remove
command-bot-remove-description = Den zuletzt hinzugefügten Bot aus der Lobby nehmen (Ersteller oder Moderator)
command-clock-name = clock
command-clock-description = Jedem Zug eine Zeit geben; läuft sie ab, spielt die KI den Zug oder der Spieler wird erinnert
command-clock-option-time-name = time
command-clock-option-time-description = Zeit pro Zug, z. B. 24h, 90m, 30s, oder off; ohne Angabe: die Bedenkzeit ansehen
command-clock-option-policy-name = policy
command-clock-option-policy-description = Wenn sie abläuft: ai (die KI spielt den Zug, Standard) oder remind
command-away-name = away
command-away-description = Von all deinen Tischen abwesend: keine Erinnerungen; bei Bedenkzeit-Regel ai spielt die KI für dich
command-away-option-time-name = time
command-away-option-time-description = Wie lange (3d, 12h) oder bis wann nach deiner Uhr (18:00, 2026-12-03 18:00), oder off
command-help-name = help
command-help-description = Wie man mit Lazaretto spielt oder wie ein Spiel geht
command-help-option-game-name = game
command-help-option-game-description = Ein Spiel: sein Zug und seine Notation
command-new-option-language-name = language
command-new-option-language-description = Die Sprache des Tisches: en, de, ru, pl oder cs (Standard: die des Servers)
command-language-name = language
command-language-description = Die Sprache der Posts und Bilder dieses Tisches ändern (Ersteller)
command-language-option-language-name = language
command-language-option-language-description = en, de, ru, pl oder cs
table-bot-name = Bot { $n } ({ $level })
table-bot-error-level = Es gibt keine Bot-Stufe „{ $level }“: nutze easy, strong oder random.
table-bot-error-stuck = Die KI konnte den Zug von { $player } nicht in { $max } Entscheidungen beenden und hat aufgehört. Der Ersteller oder ein Moderator kann den Platz mit /replace übergeben.
table-bot-error-none = An diesem Tisch sitzt kein Bot.
table-bot-error-replace-whom = Nenne, wer den Platz übernimmt: einen Spieler (new) oder einen Bot (bot).
table-clock-set = { $name } stellt eine Bedenkzeit von { $time } pro Zug ein: Wenn die Zeit eines Spielers abläuft, { $policy }.
table-clock-off = { $name } schaltet die Bedenkzeit aus.
table-clock-policy-ai = spielt die KI diesen Zug für ihn
table-clock-policy-remind = wird er erinnert
table-clock-ai-step = Die Zeit von { $player } ist abgelaufen; die KI übernimmt den Zug: { $action }
table-clock-error-policy = Es gibt keine Bedenkzeit-Regel „{ $policy }“: nutze ai oder remind.
table-clock-shown = Bedenkzeit an diesem Tisch: { $time } pro Zug; wenn die Zeit eines Spielers abläuft, { $policy }.
table-clock-none = An diesem Tisch gibt es keine Bedenkzeit.
table-clock-error-policy-alone = Gib die Zeit pro Zug mit der Regel an, z. B. /clock 24h remind.
table-clock-error-time = „{ $time }“ ist keine Zeit pro Zug: gib z. B. 24h, 90m, 30s oder off an.
table-away-set = Du bist { $time } lang abwesend, bis { $until } ({ $zone }): Du wirst nicht erinnert, deine Bedenkzeiten warten auf dich, und an Tischen mit der Bedenkzeit-Regel ai spielt die KI deine Züge.
table-away-is = Du bist abwesend bis { $until } ({ $zone }).
table-away-not = Du bist nicht abwesend.
table-away-back = Willkommen zurück: Erinnerungen und Bedenkzeiten laufen für dich wieder.
table-away-ai-step = { $player } ist abwesend; die KI übernimmt den Zug: { $action }
table-away-error-time = Du kannst höchstens { $max } lang abwesend sein.
table-away-error-parse = „{ $time }“ ist keine Abwesenheitsdauer: gib z. B. 3d, 12h, 90m, eine Uhrzeit deiner Uhr wie 18:00 oder 2026-12-03 18:00, oder off an.

## export (game records: /export, lazaretto import)

command-export-name = export
command-export-description = Die Partie als Protokolldatei (JSON) zum Aufheben, Teilen oder Importieren (nur du siehst sie)
table-export-complete = Die Aufzeichnung dieser Partie { $game }: protokollierte Aktionen: { $count }, dazu der Startwert und das Ergebnis. Sie ist vollständig: lazaretto import spielt sie nach.
table-export-partial = Die Aufzeichnung dieser Partie { $game } bis jetzt: protokollierte Aktionen: { $count }. Die Partie ist nicht zu Ende, darum enthält sie nur, was alle Spieler gesehen haben (kein Startwert, nichts Verdecktes); exportiere sie nach Spielende noch einmal für eine vollständige Aufzeichnung.
play-export-written = Die Aufzeichnung steht in { $path }
play-export-failed = Die Aufzeichnung konnte nicht nach { $path } geschrieben werden: { $error }
table-import-error-file = Die Aufzeichnung { $path } konnte nicht gelesen werden: { $error }
table-import-error-unreadable = Das ist keine Partieaufzeichnung, die Lazaretto lesen kann: { $detail }
table-import-error-format = Das ist keine Lazaretto-Partieaufzeichnung im Format lazaretto-game/1 (ihr Format lautet „{ $format }“).
table-import-error-engine = Diese Aufzeichnung stammt von „{ $engine }“, dessen Partien dieses Lazaretto nicht nachspielt (es spielt { $known } nach).
table-import-error-game = Diese Aufzeichnung ist von einem Spiel, das Lazaretto nicht anbietet: „{ $game }“.
table-import-error-language = Die Sprache „{ $language }“ der Aufzeichnung ist keine von en, de, ru, pl, cs.
table-import-error-no-seed = Diese Aufzeichnung hat keinen Startwert: Sie wurde exportiert, als die Partie noch lief (oder nachdem sie abgebrochen wurde), enthält also nur, was die Spieler gesehen haben, und lässt sich nicht nachspielen. Exportiere die Partie noch einmal, wenn sie zu Ende ist.
table-import-error-no-result = Diese Aufzeichnung hat kein Ergebnis: Nur die Aufzeichnung einer beendeten Partie kann importiert werden.
table-import-error-seed = Der Startwert { $seed } dieser Aufzeichnung ist keiner, den Lazaretto vergibt (0 bis 9223372036854775807).
table-import-error-seat-order = Die Plätze der Aufzeichnung müssen der Reihe nach mit 0, 1, 2, … nummeriert sein.
table-import-error-name = Platz { $seat } der Aufzeichnung hat keinen Namen.
table-import-error-options = Die Optionen { $options } dieser Aufzeichnung sind keine Optionen ihres Spiels.
table-import-error-seats = Spieler in dieser Aufzeichnung: { $count }; das Spiel mit diesen Optionen ist für { $min } bis { $max }.
table-import-error-seq = Die Aktionen der Aufzeichnung müssen der Reihe nach mit 1, 2, 3, … nummeriert sein: Aktion { $seq } steht, wo { $expected } hingehört.
table-import-error-seat = Aktion { $seq } ({ $action }) nennt Platz { $seat }, den die Aufzeichnung nicht hat.
table-import-error-after-end = Aktion { $seq } ({ $action }) kommt nach dem Ende der Partie.
table-import-error-not-their-turn = Aktion { $seq } ({ $action }) spielt { $player }, aber die Entscheidung lag bei { $waiting }.
table-import-error-action = Aktion { $seq } ({ $action }) von { $player } lässt sich nicht nachspielen: { $reason }
table-import-reason-not-offered = Sie war dort keine der angebotenen Möglichkeiten.
table-import-error-undo = Aktion { $seq } nimmt Aktion { $undoes } zurück, die dort nicht zurückgenommen werden konnte (nur die eigene letzte Wahl im eigenen Zug, bevor etwas aufgedeckt wurde).
table-import-error-unfinished = Die Aktionen der Aufzeichnung ({ $count }) beenden die Partie nicht, obwohl die Aufzeichnung sie als beendet angibt.
table-import-error-result = Die nachgespielte Partie endet mit einem anderen Ergebnis als dem der Aufzeichnung: Die Aufzeichnung wurde verändert oder nach anderen Regeln gespielt.
table-import-error-at = Nach Aktion { $at } gibt es keine Stellung: Aktionen in der Aufzeichnung: { $count }.
table-import-done-finished = Die Partie { $game } ist als Partie { $id } im Kanal { $channel } importiert: Alle Aktionen ({ $count }) führen zum Ergebnis der Aufzeichnung. Ansehen mit lazaretto play --channel { $channel } (/board, /status, /log).
table-import-done-playing = Die Partie { $game } ist bis zum Ergebnis der Aufzeichnung nachgespielt (Aktionen: { $count }) und als Partie { $id } im Kanal { $channel } gespeichert, wie sie nach Aktion { $stored } stand: Die Entscheidung liegt bei { $player }. Weiterspielen mit lazaretto play --channel { $channel }.
## record: /stats and /leaderboard (issue 25)

record-title = Bilanz von { $name }
record-none = { $name } hat noch keine Partie beendet oder abgebrochen.
record-line = { $game }, { $players } Spieler: { $played } gespielt, { $won } gewonnen, { $abandoned } abgebrochen, { $handed } abgegeben
record-scores = { $game }: durchschnittlich { $average } Punkte, bestes Ergebnis { $best }
record-unrated = { $count ->
    [one] 1 dieser Partien ist nicht gewertet: Sie wurde abgebrochen, oder ein Platz wurde abgegeben.
   *[other] { $count } dieser Partien sind nicht gewertet: Sie wurden abgebrochen, oder ein Platz wurde abgegeben.
}
record-move = Mittlere Zeit bis zum Zug (Median): { $time } (aus { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
})
record-streak = Siegesserie: { $current } jetzt, { $longest } am längsten
record-about-seconds = etwa { $n } s
record-about-minutes = etwa { $n } min
record-about-hours = etwa { $n } h
record-about-days = etwa { $n ->
    [one] 1 Tag
   *[other] { $n } Tage
}
record-ai = KI ({ $level })
record-board-title = Rangliste { $game }, alle Spielerzahlen
record-board-title-players = Rangliste { $game }, { $players } Spieler
record-board-empty = Hier wurde noch keine Partie { $game } gewertet.
record-board-line = { $rank }. { $name }: { $rating } ({ $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins } gewonnen)
record-board-line-provisional = { $rank }. { $name }: { $rating }, vorläufig ({ $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins } gewonnen)
record-board-you = Dein Platz: { $rank }. { $name }: { $rating } ({ $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins } gewonnen)
record-board-you-provisional = Dein Platz: { $rank }. { $name }: { $rating }, vorläufig ({ $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins } gewonnen)
record-board-you-none = Du hast hier noch keine Wertung.
record-board-note = Wertungen nach Weng–Lin (OpenSkill) aus den Platzierungen beendeter Partien, Gleichstände geteilt: 10 × (μ − 3σ). Jede KI-Stufe wird als eigener Spieler gewertet. Unter { $provisional } Partien ist eine Wertung vorläufig. Abgebrochene Partien und Partien mit abgegebenem Platz werden nicht gewertet.
record-error-players = Eine Rangliste für { $game } gibt es für { $min } bis { $max } Spieler, nicht für { $given }.
command-stats-name = stats
command-stats-description = Die Bilanz eines Spielers: Partien, Siege, Abbrüche, Punkte, Zugzeit, Serien (nur du siehst sie)
command-stats-option-user-name = user
command-stats-option-user-description = Wessen Bilanz (ohne Angabe: deine)
command-stats-option-game-name = game
command-stats-option-game-description = Nur ein Spiel (ohne Angabe: alle)
command-leaderboard-name = leaderboard
command-leaderboard-description = Die Wertungen der Spieler und KI-Stufen eines Spiels (nur du siehst sie)
command-leaderboard-option-game-name = game
command-leaderboard-option-game-description = Das Spiel
command-leaderboard-option-players-name = players
command-leaderboard-option-players-description = Nur Partien mit so vielen Spielern (ohne Angabe: alle)
play-help-record = Bilanz:  /stats [NAME] [SPIEL]   eine Bilanz (ohne NAME deine);  /leaderboard SPIEL [SPIELER]   die Wertungen
play-leaderboard-usage = Nenne das Spiel und, wenn du willst, die Spielerzahl: /leaderboard rattus, /leaderboard messina 3
## players (issue 25: /settings and /rematch)

table-settings-shown =
    Deine Einstellungen (an jedem Tisch):
    Zeitzone: { $zone }
    Ruhezeit: { $quiet }
    dein Zug wird dir gemeldet durch: { $notify }
    sag mir, wenn ich als Nächstes dran bin: { $next }
    Erinnerungen: { $every }
    Sprache dessen, was nur du siehst: { $language }
table-settings-changed = Gespeichert. { $settings }
table-settings-zone = { $zone }
table-settings-zone-utc = UTC (keine gewählt)
table-settings-quiet = { $from }:00–{ $to }:00 nach deiner Uhr
table-settings-every-table = das Intervall des Tisches (/remind)
table-settings-language-client = die Sprache deines Discord-Clients
table-settings-notify-mention = eine Erwähnung im Kanal
table-settings-notify-both = eine Erwähnung und eine Direktnachricht
table-settings-notify-dm = nur eine Direktnachricht
table-settings-next-on = an
table-settings-next-off = aus
table-settings-error-zone = „{ $zone }“ ist keine Zeitzone: Gib ihren IANA-Namen an, z. B. Europe/Berlin oder America/New_York (die Autovervollständigung bietet sie an), oder utc.
table-settings-error-notify = „{ $given }“ ist keine Art der Benachrichtigung: Nimm mention, both oder dm.
table-notify-your-turn = Du bist am Zug in { $game }: { $ask }
table-notify-next = Du bist als Nächstes dran in { $game }: { $player } hat gerade den Zug begonnen.
table-rematch-opened = { $name } eröffnet eine Revanche in { $game } ({ $count } von { $max } Plätzen besetzt): { $players }. Wer den Tisch eröffnet hat, startet mit /start.
table-rematch-invited = { $name } (eingeladen)
table-rematch-error-no-game = In diesem Kanal gibt es keine beendete Partie, die noch einmal gespielt werden kann.
table-rematch-error-not-player = Nur die Spieler der letzten Partie hier oder wer sie eröffnet hat, können eine Revanche starten.
discord-dm = { $message } ({ $channel })
discord-dm-fallback = { $mention }, { $message }
discord-dm-closed-once =
    { $fallback }
    (Discord hat meine Direktnachricht abgelehnt, deine Direktnachrichten sind geschlossen, darum erwähne ich dich hier. Das sage ich nur einmal.)
discord-next-up = { $mention }, { $message }
discord-rematch-invite = { $mentions }: Eine Revanche ist offen; klicke auf Beitreten, um deinen Platz einzunehmen.
discord-join-button = Beitreten
discord-help-settings = Deine `/settings` gelten an jedem Tisch (Zeitzone, Ruhezeit, Direktnachrichten, Sprache …). Erinnerungen: Dein eigenes Intervall gilt vor dem `/remind` des Tisches; alle Ruhezeiten gelten nach deiner Uhr.
play-rematch-invite = { $names }: Eine Revanche ist offen; tippe /join, um deinen Platz einzunehmen.
play-settings-usage = Tippe /settings allein, um deine Einstellungen zu sehen, oder Paare SCHLÜSSEL WERT: zone Europe/Berlin, quiet 22-7 oder off, notify mention, both oder dm, next on oder off, every 12h oder off, language de oder auto.
play-help-players =
    Weitere Befehle:
      /settings [SCHLÜSSEL WERT…] deine eigenen Einstellungen an jedem Tisch (allein: zeigt sie); dein Erinnerungsintervall gilt vor dem des Tisches
      /rematch             nach dem Ende einer Partie: ein neuer Tisch mit demselben Spiel, denselben Optionen, derselben Sprache und denselben Bots
command-settings-name = settings
command-settings-description = Deine Einstellungen an jedem Tisch: Zeitzone, Ruhezeit, Benachrichtigung, Erinnerungen, Sprache
command-settings-option-zone-name = zone
command-settings-option-zone-description = Deine Zeitzone, ein IANA-Name wie Europe/Berlin (oder utc)
command-settings-option-quiet-name = quiet
command-settings-option-quiet-description = Deine eigene Ruhezeit nach deiner Uhr, z. B. 22-7, oder off
command-settings-option-notify-name = notify
command-settings-option-notify-description = Wie dir dein Zug gemeldet wird: mention, both (auch per Direktnachricht), dm
command-settings-option-next-name = next
command-settings-option-next-description = Ein Hinweis, wenn der Spieler vor dir seinen Zug beginnt
command-settings-option-interval-name = interval
command-settings-option-interval-description = Dein eigenes Erinnerungsintervall, z. B. 12h (gilt vor dem des Tisches), oder off
command-settings-option-language-name = language
command-settings-option-language-description = Die Sprache dessen, was nur du siehst (auto: deine Discord-Sprache)
command-rematch-name = rematch
command-rematch-description = Die letzte Partie hier noch einmal: dasselbe Spiel, dieselben Optionen, Sprache und Plätze
table-rematch-error-lobby-gone = Dieser Tisch nimmt niemanden mehr auf: Die Partie hat begonnen oder wurde geschlossen.

## web: die Spielseiten (Issue 23)
command-web-name = web
command-web-description = Die Webseite dieses Tisches und deine eigene Ansicht davon (nur du siehst die Links)
web-link =
    Die Seite des Tisches, live und mit jedem Zug:
    { $url }
web-pass =
    Deine eigene Ansicht mit dem, was nur du sehen darfst (7 Tage gültig; gib sie nicht weiter):
    { $url }
web-turn = { $player } ist am Zug, seit { $since }.
web-abandoned = Diese Partie wurde abgebrochen.
web-position = Stand nach Eintrag { $at } von { $total } des Protokolls.
web-position-start = Stand zu Beginn, vor dem ersten Zug.
web-live = Jetzt
web-prev = ← Zurück
web-next = Weiter →
web-latest = Zum aktuellen Stand
web-log = Protokoll
web-export = Die Spielaufzeichnung (JSON: zum Aufbewahren, oder nach Spielende mit lazaretto import nachzuspielen)
web-log-empty = Noch keine Züge.
web-standings = Wertung
web-summary = Der Stand
web-private = Nur du siehst das: { $player }
web-image = Bild { $n } des Stands
web-language = Sprache
web-not-found = Unter dieser Adresse gibt es keine Partie.
web-forbidden = Dieser persönliche Link ist ungültig: Er wurde verändert oder ist abgelaufen. Hol dir mit /web einen neuen.
web-site = Lazaretto
web-me = Deine Tische
web-sign-in = Mit Discord anmelden
web-signed-in = Angemeldet als { $name }.
web-sign-out = Abmelden
web-me-none = Du sitzt gerade an keinem offenen Tisch.
web-me-waiting = Wartet auf dich
web-sign-in-failed = Die Anmeldung hat nicht geklappt: Diese Antwort gehörte nicht zu der Anmeldung, die dieser Browser begonnen hat, oder Discord hat sie abgelehnt. Versuch es noch einmal.

## web (issue 23, the page kept cheap): the whole log a page at a time, and /me's time left
web-log-whole = Das ganze Protokoll
web-log-earlier = Frühere Einträge
web-log-page = Protokoll, Seite { $page } von { $pages }
web-log-past-end = Das Protokoll dieses Spiels endet auf Seite { $pages }: Eine Seite { $page } gibt es nicht.
web-me-left = Du hast für diesen Zug noch { $time } (bis { $due }).
web-me-overdue = Deine Zeit für diesen Zug ist um { $due } abgelaufen.
## players on the web (issue 25, point 5): the settings form, a player's page, the leaderboards

web-settings-title = Deine Einstellungen
web-settings-intro = Sie gelten an jedem Tisch auf jedem Server, wie /settings auf Discord. Ein leeres Feld schaltet eine Einstellung aus.
web-settings-zone = Zeitzone (IANA-Name, z. B. Europe/Berlin; leer: UTC)
web-settings-quiet = Ruhezeiten nach deiner Uhr (z. B. 22-7; leer: keine)
web-settings-notify = Wie du erfährst, dass du am Zug bist
web-settings-next = Sag mir, wenn ich als Nächstes dran bin
web-settings-interval = Deine Erinnerungsabstände (z. B. 12h; leer: die des Tisches)
web-settings-language = Sprache dessen, was nur du siehst
web-settings-save = Speichern
web-settings-csrf = Dieses Formular ist veraltet oder kam nicht von dieser Seite: Nichts wurde geändert. Öffne deine Einstellungen neu und speichere von dort.
web-settings-error-next = „Sag mir, wenn ich als Nächstes dran bin“ ist entweder an oder aus.
web-player-title = { $name }
web-player-none = Unter dieser Adresse gibt es keinen Spieler mit einer beendeten oder abgebrochenen Partie.
web-player-ratings = Wertungen
web-player-unrated = Noch nicht gewertet.
web-player-record = Bilanz
web-player-games = Letzte Partien
web-player-links = Eine Partie verweist nur für angemeldete Mitspieler dieser Partie auf ihre Seite.
web-player-rating = { $game }: { $rating }, Platz { $rank } ({ $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins } gewonnen)
web-player-rating-provisional = { $game }: { $rating }, vorläufig, Platz { $rank } ({ $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins } gewonnen)
web-player-game = { $game }, { $players } Spieler, beendet { $ended }: { $how }
web-player-game-score = { $game }, { $score } Punkte
web-player-place = Platz { $place }
web-player-handed = Platz abgegeben
web-player-abandoned = abgebrochen
web-board-all = Ranglisten
web-board-counts-all = Alle Spielerzahlen
web-board-count = { $players } Spieler
web-board-bad-players = Gib die Spielerzahl als ganze Zahl an, z. B. 3.

## /away bis zu einem Zeitpunkt auf der eigenen Uhr (Issue 25)
table-away-set-until = Du bist abwesend bis { $until } ({ $zone }): Du wirst nicht erinnert, deine Bedenkzeiten warten auf dich, und an Tischen mit der Bedenkzeit-Regel ai spielt die KI deine Züge.
table-away-zone-utc = UTC; deine eigene Zeitzone wählst du mit /settings
table-away-error-past = { $until } ({ $zone }) ist schon vorbei: Gib eine Zeit in der Zukunft an.
table-away-error-skipped = { $time } gibt es in { $zone } nicht: Die Uhren springen in dieser Nacht darüber hinweg. Gib eine andere Zeit an.

## Link-Schaltflächen einer Direktnachricht (Issue 25)
discord-dm-open-channel = Zum Tisch
discord-dm-open-web = Meine Ansicht im Web

## /help without a game: each hosted game's `/new` and its number of players (from the registry)
discord-help-new = `/new game:{ $game }`
discord-help-seats = { $game }: { $min }–{ $max }
