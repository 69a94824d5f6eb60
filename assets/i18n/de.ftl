# Deutscher Nachrichtenkatalog (de): jeder Text, den Spieler oder Admins lesen.
# Ids und Variablen wie in en.ftl. Begriffe: glossary-de.md (Regel der Online-Ausgabe, Seed 001).


## list

list-empty = keine

## error

error-game-over = Die Partie ist vorbei.
error-not-text = Diese Zeile ist kein gültiger UTF-8-Text; sie wurde ignoriert.
error-not-your-turn = Du bist nicht am Zug.
error-player-count = Dieses Spiel braucht { $min } bis { $max } Spieler, nicht { $count }.

## rattus

rattus-face = Wert { $threshold }: { $symbols }

## rattus.colour

rattus-colour-red = Rot
rattus-colour-yellow = Gelb
rattus-colour-green = Grün
rattus-colour-blue = Blau

## rattus.card

rattus-card-peasant = Bauer
rattus-card-merchant = Kaufmann
rattus-card-monk = Mönch
rattus-card-knight = Ritter
rattus-card-witch = Hexe
rattus-card-king = König

## rattus.region

rattus-region-anglia = Anglia
rattus-region-scandia = Scandia
rattus-region-gallia = Gallia
rattus-region-hispania = Hispania
rattus-region-germania = Germania
rattus-region-italia = Italia
rattus-region-polonia = Polonia
rattus-region-hungaria = Hungaria
rattus-region-bulgaria = Bulgaria
rattus-region-turcia = Turcia
rattus-region-russia = Russia
rattus-region-tartaria = Tartaria

## rattus.choice

rattus-choice-tokens = dort { $n } Rattenplättchen
rattus-choice-place = { $count } Würfel in { $region }
rattus-choice-place-peasant = dort { $tokens } Rattenplättchen, mit dem Bauern ein Würfel mehr
rattus-choice-take = Karte { $card } nehmen ({ $from })
rattus-choice-from = von { $colour }
rattus-choice-open-card = offene Karte
rattus-choice-king = König: ein Würfel aus { $region } in die Burg
rattus-choice-king-detail = dort { $cubes } deiner Würfel; in der Burg sicher bis zum Spielende
rattus-choice-monk = Mönch: ein Rattenplättchen in eine Nachbarregion versetzen
rattus-choice-merchant = Kaufmann: 1–3 deiner Würfel in eine Nachbarregion versetzen
rattus-choice-witch = Hexe: zwei Rattenplättchen ansehen, dann nach Wunsch tauschen
rattus-choice-monk-from = ein Rattenplättchen aus { $region }
rattus-choice-merchant-from = deine Würfel aus { $region } (dort { $cubes })
rattus-choice-token = Plättchen { $n } in { $region }
rattus-choice-seen = schon angesehen: { $face }
rattus-choice-monk-to = nach { $region }
rattus-choice-merchant-to = { $count } Würfel nach { $region }
rattus-choice-look = ein Plättchen in { $region }
rattus-choice-swap = die beiden Plättchen tauschen
rattus-choice-keep = liegen lassen
rattus-choice-cancel = { $card } abbrechen
rattus-choice-move = Pest nach { $region } bewegen
rattus-choice-move-knight = Pest zwei Schritte nach { $region } bewegen (Ritter)
rattus-choice-move-detail = dort { $tokens } Rattenplättchen, { $cubes } Würfel
rattus-choice-spread = ein Rattenplättchen nach { $region }
rattus-choice-neutral = Pestfigur als 2 neutrale Würfel zählen
rattus-choice-no-neutral = keine neutralen Würfel
rattus-choice-peasant = Bauer: 1 Würfel in { $region }
rattus-choice-end = Schlusszug beenden

## rattus.choice.power

rattus-choice-power-peasant = Bauer: einen Würfel mehr setzen (oder 1 Würfel, wo keine Ratten sind)
rattus-choice-power-merchant = Kaufmann: 1–3 deiner Würfel in eine Nachbarregion versetzen
rattus-choice-power-monk = Mönch: ein Rattenplättchen in eine Nachbarregion versetzen
rattus-choice-power-knight = Ritter: Pest zwei Schritte bewegen; Pestfigur als 2 neutrale Würfel zählen
rattus-choice-power-witch = Hexe: zwei Rattenplättchen ansehen und nach Wunsch tauschen
rattus-choice-power-king = König: einen Würfel aus einer rattenfreien Region in die Burg

## rattus.symbol

rattus-symbol-majority = M
rattus-symbol-all = A

## rattus.ask

rattus-ask-setup = { $colour }: Setze 2 Würfel in eine Region (Spielvorbereitung, Durchgang { $n }).
rattus-ask-turn = { $colour }: Nimm eine Karte, nutze eine Fähigkeit oder bewege die Pest (jetzt in { $plague }), um deinen Zug zu beenden.
rattus-ask-turn-place = { $colour }: Setze Würfel, bevor du die Pest bewegst (jetzt in { $plague }); du kannst auch eine Karte nehmen oder eine Fähigkeit nutzen.
rattus-ask-final = { $colour }: Schlusszug. Nutze die Fähigkeiten deiner Karten, dann beende ihn.
rattus-ask-monk-from = Mönch: Aus welcher Region versetzt du ein Rattenplättchen?
rattus-ask-monk-slot = Mönch: Welches Plättchen dieser Region?
rattus-ask-monk-to = Mönch: In welche Nachbarregion kommt es?
rattus-ask-merchant-from = Kaufmann: Aus welcher Region versetzt du deine Würfel?
rattus-ask-merchant-to = Kaufmann: In welche Nachbarregion, und wie viele Würfel?
rattus-ask-witch-look = Hexe: In welcher Region siehst du ein Plättchen an?
rattus-ask-witch-slot = Hexe: Welches Plättchen dieser Region?
rattus-ask-witch-swap = Hexe: Die beiden angesehenen Plättchen tauschen?
rattus-ask-spread = Die Pest breitet sich von { $plague } aus: Lege ein Rattenplättchen (noch { $n }) in eine Nachbarregion.
rattus-ask-neutral = Ritter: Pestfigur in { $plague } als 2 neutrale Würfel zählen?

## rattus.event

rattus-event-placed = { $colour } setzt { $count } Würfel in { $region }.
rattus-event-took-card = { $colour } nimmt die Karte { $card }.
rattus-event-took-card-from = { $colour } nimmt { $from } die Karte { $card } ab.
rattus-event-king = { $colour } bringt einen Würfel aus { $region } in die Burg (König).
rattus-event-monk = { $colour } versetzt ein Rattenplättchen von { $from } (Plättchen { $slot }) nach { $to } (Mönch).
rattus-event-merchant = { $colour } versetzt { $count } Würfel von { $from } nach { $to } (Kaufmann).
rattus-event-witch-looked = { $colour } sieht sich Plättchen { $a_slot } in { $a } und Plättchen { $b_slot } in { $b } an (Hexe).
rattus-event-witch-saw = Du hast gesehen: { $a } Plättchen { $a_slot }: { $a_face }; { $b } Plättchen { $b_slot }: { $b_face }.
rattus-event-witch-swapped = { $colour } tauscht die beiden Plättchen.
rattus-event-witch-kept = { $colour } lässt die beiden Plättchen liegen.
rattus-event-moved = { $colour } bewegt die Pest von { $from } nach { $to }.
rattus-event-knight-moved = { $colour } bewegt die Pest zwei Schritte von { $from } nach { $to } (Ritter).
rattus-event-spread = Ein Rattenplättchen breitet sich nach { $region } aus.
rattus-event-spread-forced = Ein Rattenplättchen breitet sich nach { $region } aus (die einzige Region mit Platz).
rattus-event-neutral = { $colour } zählt die Pestfigur als 2 neutrale Würfel (Ritter).
rattus-event-revealed = { $region }: { $face } aufgedeckt. { $result }
rattus-event-no-outbreak = Kein Ausbruch ({ $total } Würfel).
rattus-event-outbreak = Die Pest bricht aus ({ $total } Würfel): { $losses }.
rattus-event-outbreak-harmless = Die Pest bricht aus ({ $total } Würfel), trifft aber niemanden.
rattus-event-loss = { $colour } verliert { $count }
rattus-event-end-supply = Der Vorrat an Rattenplättchen ist leer: Das Spiel endet nach dem Zug von { $colour }.
rattus-event-end-reserve = { $colour } hat keine Würfel mehr im Vorrat: Das Spiel endet.
rattus-event-final-devastation = Zum Schluss wütet die Pest in jeder Region.
rattus-event-winner = { $colour } gewinnt mit { $cubes } { $cubes ->
        [one] Würfel
       *[other] Würfeln
    } auf dem Spielplan.
rattus-event-winner-tie = { $colour } gewinnt mit { $cubes } { $cubes ->
        [one] Würfel
       *[other] Würfeln
    } auf dem Spielplan, gleichauf mit { $tied }: Bei Gleichstand gewinnt, wer nach { $last } als Nächstes am Zug gewesen wäre.
rattus-event-final-skip-no-card = { $colour } hat keine Karte: kein Schlusszug.
rattus-event-final-skip-idle = Die Karten von { $colour } können jetzt nichts bewirken: kein Schlusszug.
rattus-event-only-choice = { $colour }: { $choice } (einzige Möglichkeit).

## rattus.error

rattus-error-malformed = „{ $text }“ verstehe ich nicht. Wähle eine der aufgelisteten Möglichkeiten.
rattus-error-unknown-region = Es gibt keine Region namens „{ $region }“.
rattus-error-unknown-card = Es gibt keine Karte namens „{ $card }“.
rattus-error-region-unused = { $region } ist bei dieser Spielerzahl nicht im Spiel.
rattus-error-setup-two = In der Spielvorbereitung setzt du genau 2 Würfel in eine Region.
rattus-error-setup-only-place = In der Spielvorbereitung kannst du nur Würfel setzen (2 in eine Region).
rattus-error-region-full = In { $region } liegen schon 3 Rattenplättchen.
rattus-error-not-adjacent = { $region } ist nicht benachbart zu { $from }.
rattus-error-no-card = Du hast die Karte { $card } nicht.
rattus-error-power-used = Du hast die Karte { $card } in diesem Zug schon genutzt.
rattus-error-final-forbidden = In der Schlussrunde darfst du nur die Fähigkeiten deiner Karten nutzen (der Ritter darf die Pest noch bewegen).
rattus-error-took-already = Du hast in diesem Zug schon eine Karte genommen.
rattus-error-hold-already = Du hast die Karte { $card } schon.
rattus-error-placed-already = Du hast in diesem Zug schon Würfel gesetzt.
rattus-error-peasant-extra = Nur mit dem Bauern darfst du einen Würfel mehr setzen, als dort Rattenplättchen liegen ({ $tokens }).
rattus-error-place-no-rats = In { $region } liegen keine Rattenplättchen, also kannst du dort keine Würfel setzen (außer mit dem Bauern).
rattus-error-place-count = In { $region } { $tokens ->
        [one] liegt { $tokens } Rattenplättchen: Setze dort genau { $tokens } Würfel.
       *[other] liegen { $tokens } Rattenplättchen: Setze dort genau { $tokens } Würfel.
    }
rattus-error-place-count-peasant = In { $region } { $tokens ->
        [one] liegt { $tokens } Rattenplättchen: Setze dort { $tokens } Würfel, mit dem Bauern { $more }.
       *[other] liegen { $tokens } Rattenplättchen: Setze dort { $tokens } Würfel, mit dem Bauern { $more }.
    }
rattus-error-reserve = Du brauchst { $count } Würfel, hast aber nur { $reserve } im Vorrat.
rattus-error-reserve-empty = Dein Vorrat ist leer.
rattus-error-king-rats = Der König holt einen Würfel nur aus einer Region ohne Rattenplättchen; in { $region } liegen welche.
rattus-error-king-no-cube = Du hast in { $region } keinen Würfel, den der König holen könnte.
rattus-error-monk-impossible = Der Mönch kann gerade kein Rattenplättchen versetzen (alle Nachbarregionen sind voll).
rattus-error-merchant-impossible = Du hast keine Würfel, die der Kaufmann versetzen kann.
rattus-error-witch-impossible = Die Hexe braucht mindestens zwei Rattenplättchen auf dem Spielplan.
rattus-error-peasant-final-only = Den Extrawürfel des Bauern setzt du mit `place`; `peasant` gilt nur in der Schlussrunde.
rattus-error-must-place = Setze zuerst deine Würfel: Die Pest bewegst du zuletzt.
rattus-error-two-steps-knight = Nur mit dem Ritter bewegt sich die Pest zwei Schritte; bewege sie in eine Nachbarregion.
rattus-error-must-move = Die Pest muss in eine andere Region ziehen.
rattus-error-plague-reach = Die Pest zieht von { $plague } in eine Nachbarregion; { $region } ist keine.
rattus-error-plague-reach-knight = Die Pest zieht von { $plague } einen Schritt, mit dem Ritter zwei; { $region } ist weiter weg.
rattus-error-knight-reach = Der Ritter bewegt die Pest einen oder zwei Schritte; { $region } ist außer Reichweite.
rattus-error-end-by-moving = Dein Zug endet, wenn du die Pest bewegst.
rattus-error-nothing-to-cancel = Es läuft keine Fähigkeit, also gibt es nichts abzubrechen.
rattus-error-no-power-started = Das setzt eine Fähigkeit fort: Starte sie zuerst (monk, merchant oder witch).
rattus-error-spread-not-now = Rattenplättchen breiten sich erst aus, nachdem die Pest bewegt wurde.
rattus-error-neutral-not-now = Neutrale Würfel erklärt der Besitzer des Ritters, nachdem die Pest bewegt wurde.
rattus-error-finish-monk = Beende zuerst den Mönch (oder brich ihn mit `cancel` ab).
rattus-error-finish-merchant = Beende zuerst den Kaufmann (oder brich ihn mit `cancel` ab).
rattus-error-finish-witch = Sieh dir zuerst mit der Hexe zwei Plättchen an (oder brich mit `cancel` ab).
rattus-error-finish-swap = Entscheide zuerst, ob du die beiden angesehenen Plättchen tauschst.
rattus-error-finish-spread = Lege zuerst die Rattenplättchen, die sich von { $plague } ausbreiten.
rattus-error-finish-neutral = Entscheide zuerst über die neutralen Würfel des Ritters.
rattus-error-monk-no-token = In { $region } liegt kein Rattenplättchen, das der Mönch versetzen könnte.
rattus-error-monk-no-room = In jeder Nachbarregion von { $region } liegen schon 3 Rattenplättchen.
rattus-error-token-range = In { $region } { $tokens ->
        [one] liegt { $tokens } Rattenplättchen: Wähle Plättchen 1 bis { $tokens }.
       *[other] liegen { $tokens } Rattenplättchen: Wähle Plättchen 1 bis { $tokens }.
    }
rattus-error-monk-count = Der Mönch versetzt ein Plättchen: Nenne nur die Region (`to REGION`).
rattus-error-merchant-no-cubes = Du hast keine Würfel in { $region }.
rattus-error-merchant-how-many = Sag, wie viele Würfel nach { $region } gehen, 1 bis 3 (`to REGION 2`).
rattus-error-merchant-count = Der Kaufmann versetzt 1 bis 3 deiner Würfel; du hast dort { $have }.
rattus-error-witch-no-token = In { $region } liegt kein Rattenplättchen zum Ansehen.
rattus-error-witch-same-token = Wähle ein anderes Plättchen als das, das du schon angesehen hast.
rattus-error-cannot-cancel-witch = Die Hexe hat schon hingesehen; nur der Tausch ist noch zu entscheiden.
rattus-error-cannot-cancel-spread = Die Ausbreitung der Rattenplättchen lässt sich nicht abbrechen.

## rattus.summary

rattus-summary-region = { $region }: { $tokens } Rattenplättchen; Würfel: { $cubes }{ $plague }
rattus-summary-plague-here = { " " }☠ Pest
rattus-summary-cubes = { $colour } { $count }
rattus-summary-palace = Burg: { $seats }
rattus-summary-reserve = Würfel im Vorrat: { $seats }
rattus-summary-card = { $card }: { $holder }
rattus-summary-cards = Karten: { $cards }
rattus-summary-open = offen
rattus-summary-supply = Rattenvorrat: { $supply } Plättchen; bisher aufgedeckt: { $revealed }.
rattus-summary-known = { $region } Plättchen { $slot }: { $face }

## rattus.note

rattus-note-look = Zug { $turn }: Du hast { $looked } gesehen ({ $swap }).
rattus-note-swapped = getauscht
rattus-note-kept = liegen gelassen
rattus-note-no-swap = gleiche Region, kein Tausch
rattus-note-now = Wo deine bekannten Plättchen jetzt liegen: { $known }.

## rattus.last

rattus-last-caption = { $player }: { $parts }
rattus-last-placed = { $count } Würfel in { $region } gesetzt
rattus-last-took = Karte { $card } genommen
rattus-last-palace = { $count } Würfel in die Burg (König)
rattus-last-left = { $count } Würfel aus { $region } versetzt
rattus-last-plague = Pest von { $from } nach { $to } gezogen
rattus-last-spread = Ratten breiten sich aus nach { $regions }
rattus-last-spread-in = { $region } (+{ $count })
rattus-last-devastation = die Pest wütet: { $count } Rattenplättchen aufgedeckt, { $losses }
rattus-last-devastation-harmless = die Pest wütet: { $count } Rattenplättchen aufgedeckt, kein Würfel verloren
rattus-last-lost = { $region } −{ $count } Würfel
rattus-last-nothing = auf dem Spielplan hat sich nichts geändert

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto — Play-by-Post im Terminal. /help zeigt die Befehle.
play-you-are = (du bist jetzt { $name })
play-your-turn = @{ $name } du bist am Zug.
play-image = [Bild] { $path }
play-image-failed = [Bild nicht geschrieben: { $error }]
play-unknown-command = unbekannter Befehl /{ $command }; /help zeigt die Befehle
play-replace-usage = Aufruf: /replace ALT NEU
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
      /board  /status  /log [N]  /peek
      /estate [NAME]        Bild des Anwesens eines Spielers (Messina; gespeichert wie die Spielplanbilder)
      /abandon  /kick NAME  /replace ALT NEU
      /help SPIEL           Spielanleitung: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = Es gibt kein Spiel namens „{ $game }“. Bekannte Spiele: { $known }.

## help.rattus

help-rattus-turn =
    {"*"}*Rattus** — halte so viele deiner Würfel wie möglich auf dem Spielplan, während sich die Pest über Europa ausbreitet. Wer am Ende die meisten Würfel auf dem Plan hat (Regionen und Burg), gewinnt; bei Gleichstand gewinnt, wer als Nächstes am Zug gewesen wäre.
    {"*"}*Spielvorbereitung:** Jeder setzt 2 Würfel in eine Region, im Uhrzeigersinn, dann noch einmal gegen den Uhrzeigersinn.
    {"*"}*Dein Zug,** in beliebiger Reihenfolge: **A** eine Ständekarte nehmen (offen ausliegend oder von einem Mitspieler), **B** Würfel in eine Region setzen — genau so viele, wie dort Rattenplättchen liegen (mit dem Bauern einen mehr), Pflicht, wenn es geht; die Fähigkeit jeder Karte einmal nutzen. **C** zuletzt die Pest in eine Nachbarregion bewegen (mit dem Ritter zwei Schritte): Rattenplättchen breiten sich von dort aus, dann werden ihre Plättchen einzeln aufgedeckt und Ausbrüche treffen Würfel.
    {"*"}*Spielende:** Ist der Rattenvorrat leer oder hat ein Spieler keine Würfel mehr, macht jeder andere Spieler einen Schlusszug nur mit den Fähigkeiten seiner Karten (der Bauer setzt 1 Würfel, der Ritter bewegt die Pest); danach wütet die Pest in jeder Region.
    {"*"}*Abgelehnte Züge** nennen die Regel, die sie verhindert (R-…), aus dem Regel-Digest.
help-rattus-notation =
    {"*"}*Notation** (eintippen, ihre Nummer oder Wörter ihrer Beschriftung):
    `place gallia 3` — 3 Würfel nach Gallia (genau so viele wie Rattenplättchen; mit dem Bauern einen mehr)
    `take king` — Aktion A: die Karte König nehmen (aus der Auslage oder von einem Mitspieler)
    `king gallia` — König: einer deiner Würfel aus dem rattenfreien Gallia in die Burg
    `monk`, dann `from R`, `token N`, `to R` — Mönch: ein Rattenplättchen in eine Nachbarregion
    `merchant`, dann `from R`, `to R N` — Kaufmann: 1–3 deiner Würfel in eine Nachbarregion
    `witch`, dann zweimal `look R` (+ `token N`), `swap yes|no` — Hexe: zwei Plättchen ansehen, evtl. tauschen
    `cancel` — eine Fähigkeit abbrechen, bevor sie etwas bewirkt hat
    `move italia` — Aktion C: die Pest bewegen (mit dem Ritter zwei Schritte); beendet deinen Zug
    `spread hispania` — ein sich ausbreitendes Rattenplättchen legen
    `neutral yes|no` — Ritter: Pestfigur als 2 neutrale Würfel zählen
    `peasant gallia`, `end` — Schlussrunde: der eine Würfel des Bauern; Schlusszug beenden

## help.messina

help-messina-turn =
    {"*"}*Messina 1347** — rette die Bürger des pestgeplagten Messina, bekämpfe die Pest und bevölkere die Stadtviertel wieder. Sechs Runden; die meisten Punkte gewinnen.
    {"*"}*Eine Runde:** In Zugfolge schickt jeder Spieler pro Zug einen Leutnant los, bis alle eingesetzt sind; dann Produktion, Quarantäne und die Vorbereitung der nächsten Runde (Schiffe, ein neues Stadt-Hexfeld, Pestwürfel und Bürger).
    {"*"}*Ein Zug:** Schicke einen Leutnant auf ein Hexfeld oder einen Hafen (`go`), zu einem angedockten Schiff (`ship`) oder rufe ihn für 1 Münze auf dein Anwesen zurück (`recall`). Liegende Leutnante in Messina kommen zuerst dran; ein liegender Leutnant zahlt 1 Münze je Hexfeld nach dem ersten.
    {"*"}*Ein Hexfeld-Zug:** 1) auf das Hexfeld stellen; 2) seine Bürger retten — in deine Sektoren oder, wenn dort die Pest herrscht, in Quarantänehütten; 3) die Pest mit Feuermarkern oder großen Feuermarkern bekämpfen, oder aufhören und je übrigem Pestwürfel eine Ratte nehmen; 4) der Aktionsschritt: die Hexfeld-Aktion (oder stattdessen das Hexfeld wiederbevölkern), deine Erträge in beliebiger Reihenfolge, bezahltes Vorrücken auf Stadt- und Kirchenbuch, Bürger in Werkstätten, dann Zugende.
    {"*"}*Ein Schiffszug:** den Pestwürfel des Schiffs bekämpfen oder eine Ratte nehmen, dann das Schiff und seine Belohnung nehmen.
    Eine Entscheidung mit nur einer Möglichkeit wird für dich getroffen; ist nur noch ein Ertrag übrig, wird seine Frage sofort gestellt, mit dem Zugende als einer der Möglichkeiten.
    {"*"}*Abgelehnte Züge** nennen die Regel, die sie verhindert (M-…), aus dem Regel-Digest.
help-messina-notation =
    {"*"}*Notation** (eintippen, ihre Nummer oder Wörter ihrer Beschriftung — `build`, `big fire`):
    `go h05` — auf Hexfeld H05 (Häfen `p1`–`p4`); `ship sh4` — zu Schiff SH4 an seinem Dock; `recall` — zurück aufs Anwesen, +1 Münze
    `from h05`, `from estate` — welcher ungenutzte Leutnant geht (liegende zuerst)
    `place cr.a2` — ein geretteter Bürger auf ein freies Quadrat seines Sektors; `hut q1` — in eine Quarantänehütte; `discard` — kein Platz
    `fire`, `bigfire`, `bigfire double`, `bigfire h07` — Pestwürfel nach der Feuertabelle entfernen; `stop` — aufhören, eine Ratte je übrigem Würfel; `rat` — Pestwürfel eines Schiffs liegen lassen
    `hex` — die Hexfeld-Aktion; `option 1` — eine Option einer „X oder Y“-Aktion; `repopulate` — stattdessen das Hexfeld wiederbevölkern
    `buy city`, `buy church` — bezahltes Vorrücken auf einem Buch (1 Münze je eigenem Leutnant)
    `do build`, `do overseer(any)`, … — einen wartenden Ertrag ausführen (in beliebiger Reihenfolge)
    `overseer cr|ar|nu`, `branch cr>ar`, `step 1|2` — einen Aufseher vorrücken; `activate cr.a1` — die Aktion eines erreichten Bürgers
    `rotate huts|workshops`, `pay coin|wood|fire|bigfire|point` — vor dem Bauen eine Plättchenreihe umschichten
    `hut hu05`, `workshop wk03`, `wagon wg2a`, `on q2`, `skip` — bauen, und wohin eine Hütten-Aufwertung kommt
    `give cr.a1`, `give ws2`, `sacrifice estate` — Bürger und Leutnant für eine Wiederbevölkerung
    `upgrade q1`, `scroll goods`, `book city`, `copy h05` — Bürger aufwerten, auf der Schriftrollentafel vorrücken, kostenlos auf einem Buch vorrücken, Aktion eines anderen Hexfelds
    `staff cr.a1`, `into ws2` — einen Bürger in eine Werkstatt versetzen; `produce` — am Rundenende produzieren
    `end` — Zug beenden (was du nicht genutzt hast, verfällt)

## options

options-unknown = Unbekannte Option „{ $option }“.
options-players = Dieses Spiel ist für { $min } bis { $max } Spieler, nicht „{ $given }“.
options-conflict = „{ $option }“ widerspricht der zuvor angegebenen Spielerzahl.

## options.rattus

options-rattus-players = genau N Spieler (2 bis 4)

## options.messina

options-messina-players-n = genau N Spieler (1 bis 4; mit 1 solo gegen den virtuellen Gegner)
options-messina-solo = ein Spieler gegen den virtuellen Gegner
options-messina-variant-base = das Grundspiel
options-messina-variant-advanced = Variante für Fortgeschrittene: b-Seiten von Spielertableau und Schriftrollentafel
options-messina-boards-a-b = Spielertableaus: a- oder b-Seite (Mischen erlaubt, ungetestet)
options-messina-scrolls-a-b = Schriftrollentafeln: a- oder b-Seite
options-messina-priority-tile-on = das Buch-Vorrangplättchen

## game

game-rattus = Rattus
game-messina = Messina 1347

## table

table-player = { $name } ({ $seat })
table-name = { $name }
table-created = { $name } hat einen Tisch für { $game } eröffnet ({ $min }–{ $max } Spieler). Mit /join nimmst du Platz; der Ersteller startet mit /start.
table-created-exact = { $name } hat einen Tisch für { $game } eröffnet ({ $max } Spieler). Mit /join nimmst du Platz; der Ersteller startet mit /start.
table-joined = { $name } nimmt Platz ({ $count }/{ $max }).
table-left = { $name } verlässt den Tisch.
table-lobby-closed = Der Tisch ist leer und wird geschlossen.
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
table-peek-nothing = Du hast in dieser Partie keine geheimen Informationen.
table-estate = Das Anwesen von { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = „{ $text }“ passt zu mehreren Möglichkeiten: { $choices }. Tippe mehr von einer ein oder ihre Nummer.
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
table-error-conflict = Die Partie hat sich im selben Moment geändert; sieh dir die neue Stellung an und versuche es noch einmal.
table-error-too-long = Das ist viel zu lang für eine Auswahl (höchstens { $max } Zeichen): „{ $start }…“. Wähle eine der aufgelisteten Möglichkeiten.
table-error-storage = Beim Speichern der Partie ist etwas schiefgegangen. Bitte versuche es noch einmal.
table-error-scenario = Die Szenario-Stellung ist ungültig: { $error }
table-error-no-estates = { $game } hat keine Anwesen; /board zeigt die ganze Partie.
table-error-estate-whose = Wessen Anwesen? Nenne einen Spieler: /estate player:@name.

## table.remind

table-remind-ping = Erinnerung: Deine Partie { $game } wartet auf dich (seit { $since }).
table-remind-changed = { $name } hat die Erinnerungen geändert: { $settings }.
table-remind-settings = alle { $every }, { $quiet }, { $paused }
table-remind-quiet = Ruhezeit { $from }:00–{ $to }:00 UTC
table-remind-no-quiet = keine Ruhezeit
table-remind-paused = für diesen Zug pausiert
table-remind-active = aktiv
table-remind-hours = { $n } Std.
table-remind-minutes = { $n } Min.
table-remind-seconds = { $n } Sek.

## table.remind.error

table-remind-error-interval = Das Erinnerungsintervall muss mindestens eine Sekunde betragen.
table-remind-error-quiet = Ruhezeiten sind volle UTC-Stunden von 0 bis 23.

## messina

messina-dot = { $a } · { $b }
messina-terms = { $terms }
messina-either = { $a } oder { $b }
messina-nothing = nichts
messina-free = kostenlos
messina-square = Quadrat { $id } ({ $class })
messina-ship = Schiff { $id } ({ $reward })
messina-workshop = Werkstatt { $id } ({ $class })
messina-workshop-each-round = { $output } jede Runde
messina-workshop-each-round-up = { $output } jede Runde (aufgewertet: { $up })
messina-workshop-once = { $output } einmalig
messina-workshop-needs-upgraded = { $gives }, nur mit aufgewertetem Bürger ({ $class })
messina-track = Leiste { $track }
messina-hut-upgrade = Hütten-Aufwertung { $id } (produziert { $output })
messina-wagon = Wagen { $id } ({ $points })
messina-have = du hast { $n } { $what }
messina-produces = produziert { $output }
messina-activates = aktiviert: { $action }
messina-upgraded-class = { $class } (aufgewertet)
messina-plain-class = { $class }

## messina.colour

messina-colour-red = Rot
messina-colour-yellow = Gelb
messina-colour-blue = Blau
messina-colour-green = Grün

## messina.class

messina-class-cr = Handwerker
messina-class-ar = Aristokrat
messina-class-nu = Nonne

## messina.a-class

messina-a-class-cr = einen Handwerker
messina-a-class-ar = einen Aristokraten
messina-a-class-nu = eine Nonne

## messina.classes

messina-classes-cr = Handwerker
messina-classes-ar = Aristokraten
messina-classes-nu = Nonnen

## messina.book

messina-book-pop = Popularitätsbuch
messina-book-city = Stadtbuch
messina-book-church = Kirchenbuch

## messina.place

messina-place-hex = { $name } ({ $id })
messina-place-dock = Dock { $id }

## messina.from

messina-from-estate = der Leutnant auf deinem Anwesen
messina-from-at = der Leutnant, der auf { $place } liegt

## messina.at

messina-at-square = auf { $square }
messina-at-workshop = in Werkstatt { $id }
messina-at-hut = in Quarantänehütte { $hut }

## messina.row

messina-row-huts = Hütten-Aufwertungen
messina-row-workshops = Werkstätten

## messina.res

messina-res-coin = Münze
messina-res-wood = Bauholz
messina-res-fire = Feuermarker
messina-res-bigfire = großer Feuermarker
messina-res-point = Punkt

## messina.term

messina-term-coin = { $n } { $n ->
        [one] Münze
       *[other] Münzen
    }
messina-term-wood = { $n } Bauholz
messina-term-fire = { $n } Feuermarker
messina-term-bigfire = { $n } { $n ->
        [one] großer Feuermarker
       *[other] große Feuermarker
    }
messina-term-points = { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }
messina-term-activate = bis zu { $n } Bürger beliebig aktivieren
messina-term-city = 1 Schritt auf dem Stadtbuch
messina-term-church = 1 Schritt auf dem Kirchenbuch
messina-term-book = 1 Schritt auf Stadt- oder Kirchenbuch
messina-term-scroll = 1 Schritt auf der Schriftrollentafel
messina-term-overseer-class = Aufseher ({ $class }) vorrücken
messina-term-overseer-any = einen Aufseher vorrücken
messina-term-overseer-skip = einen Aufseher vorrücken (darf ein Feld überspringen)
messina-term-upgrade-overseer = einen Aufseher aufwerten
messina-term-upgrade-advance = einen Aufseher aufwerten und vorrücken
messina-term-upgrade-citizen = einen Bürger aufwerten
messina-term-build = bauen
messina-term-lieutenant = ein Leutnant aus dem Vorrat
messina-term-hex-action = die Aktion eines beliebigen Hexfelds

## messina.choice

messina-choice-from-estate = ein Leutnant von deinem Anwesen
messina-choice-from-estate-detail = kostenlos auf jedes freie Hexfeld, jeden Hafen oder jedes angedockte Schiff
messina-choice-from-lying-detail = kostenlos auf sein Hexfeld und die Nachbarn, sonst 1 Münze je Feld mehr
messina-choice-ship = { $ship } nehmen
messina-choice-ship-cube = Pestwürfel an Bord
messina-choice-recall = Leutnant aufs Anwesen zurückrufen, +1 Münze
messina-choice-recall-detail = beendet deinen Zug
messina-choice-hut = Quarantänehütte { $hut }
messina-choice-hut-upgrade = Aufwertung { $id }: { $output } je Runde mit Bürger
messina-choice-hut-plain = nicht aufgewertet
messina-choice-hut-holds = enthält { $a_class }
messina-choice-discard = zurück in den Vorrat (kein Platz)
messina-choice-staff = erst { $class } von { $square } in eine Werkstatt versetzen
messina-choice-fire = einen Würfel für { $n } Feuermarker entfernen
messina-choice-bigfire = einen Würfel für 1 großen Feuermarker entfernen
messina-choice-bigfire-double = 2 Würfel für 1 großen Feuermarker entfernen
messina-choice-bigfire-next = einen Würfel hier und einen auf { $place } für { $n } { $n ->
        [one] großen Feuermarker
       *[other] große Feuermarker
    } entfernen
messina-choice-stop-fighting = aufhören: { $rats } { $rats ->
        [one] Ratte
       *[other] Ratten
    } nehmen
messina-choice-stop-activating = nicht mehr aktivieren
messina-choice-rat = Ratte nehmen (Würfel verlässt das Schiff)
messina-choice-hex = Hexfeld-Aktion: { $action }
messina-choice-repopulate = stattdessen das Hexfeld wiederbevölkern
messina-choice-buy = Schritt auf dem { $book } für { $cost }
messina-choice-space = Feld { $space }
messina-choice-do = ausführen: { $term }
messina-choice-end = Zug beenden
messina-choice-end-production = Produktion abschließen
messina-choice-forfeits = verfällt: { $lost }
messina-choice-the-hex-action = die Hexfeld-Aktion
messina-choice-activations = die restlichen Aktivierungen
messina-choice-overseer = Aufseher ({ $class })
messina-choice-overseer-detail = Feld { $from } → { $to }
messina-choice-branch = Abzweigung Richtung { $towards }
messina-choice-one-step = 1 Feld
messina-choice-two-steps = 2 Felder, das nächste überspringen
messina-choice-rotate = erst { $row } umschichten (1 zahlen)
messina-choice-rotate-detail = 1 Münze, Bauholz, Feuermarker, großer Feuermarker oder Punkt
messina-choice-pay = 1 { $what }
messina-choice-build-hut = Hütten-Aufwertung { $id }
messina-choice-wagon = Wagen { $id }
messina-choice-skip = nichts bauen
messina-choice-citizen = { $citizen } { $at }
messina-choice-level = Stufe { $from } → { $to }
messina-choice-produce = produzieren
messina-choice-cubes = { $n } Pestwürfel
messina-choice-citizens = zu retten: { $citizens }
messina-choice-visit = +2 Punkte für { $colour }
messina-choice-need = { $n }× { $class }
messina-choice-need-upgraded = { $n }× { $class } (davon { $up } aufgewertet)
messina-choice-need-lieutenant = ein Leutnant in die Schachtel
messina-choice-hex-points = { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    } bei Spielende

## messina.ask

messina-ask-lieutenant = { $colour }: Welcher Leutnant geht? Die in Messina liegenden kommen vor denen auf deinem Anwesen.
messina-ask-destination = { $colour }, Runde { $round }: Wohin geht { $from } — auf ein Hexfeld oder einen Hafen, zu einem angedockten Schiff oder für 1 Münze zurück aufs Anwesen?
messina-ask-rescue = { $colour }: Wohin kommt der gerettete Bürger ({ $class })? (ein freies Quadrat seines Sektors)
messina-ask-rescue-quarantine = { $colour }: Auf { $place } herrscht die Pest — welche Quarantänehütte nimmt den Bürger ({ $class }) auf?
messina-ask-fight = { $colour }: Bekämpfe die Pest auf { $place } ({ $cubes } Pestwürfel; diese Runde { $cost } Feuermarker je Würfel) oder hör auf und nimm eine Ratte je übrigem Würfel.
messina-ask-ship-fight = { $colour }: Bekämpfe den Pestwürfel auf { $ship } ({ $cost } Feuermarker oder 1 großer Feuermarker) oder nimm eine Ratte.
messina-ask-actions = { $colour } auf { $place }: Führe die Hexfeld-Aktion aus ({ $action }) oder bevölkere wieder, handle deine Erträge ab, kaufe Schritte auf den Büchern (je { $advance } Münzen) oder beende deinen Zug.
messina-ask-actions-done = { $colour }: Handle deine Erträge ab, kaufe Schritte auf den Büchern (je { $advance } Münzen) oder beende deinen Zug.
messina-ask-option = { $colour }: Wähle eine Option.
messina-ask-overseer = { $colour }: Welcher Aufseher — { $term }?
messina-ask-branch = { $colour }: Welchen Weg nimmt der Aufseher ({ $class }) von hier (endgültige Wahl)?
messina-ask-steps = { $colour }: Rückt der Aufseher ({ $class }) 1 Feld vor, oder 2 und überspringt das nächste?
messina-ask-activate = { $colour }: Aktiviere Bürger, wo dein Aufseher angekommen ist (noch { $left }), oder hör auf.
messina-ask-build = { $colour }: Baue eine Hütten-Aufwertung, eine Werkstatt oder einen Wagen; vorher darfst du eine Plättchenreihe umschichten (1 Marker oder Punkt).
messina-ask-rotate-pay = { $colour }: Zahle 1 Münze, Bauholz, Feuermarker, großen Feuermarker oder Punkt, um die { $row } umzuschichten.
messina-ask-hut-on = { $colour }: Auf welche Quarantänehütte kommt die Hütten-Aufwertung { $tile }?
messina-ask-give = { $colour }: Benötigt wird { $citizen } — welchen Bürger gibst du ab, um { $place } wiederzubevölkern?
messina-ask-sacrifice = { $colour }: Welcher ungenutzte Leutnant kommt in die Schachtel, um { $place } wiederzubevölkern?
messina-ask-upgrade = { $colour }: Welchen Bürger wertest du auf?
messina-ask-scroll = { $colour }: Welche Leiste der Schriftrollentafel steigt um eine Stufe?
messina-ask-book = { $colour }: Kostenlos auf dem Stadtbuch oder dem Kirchenbuch vorrücken?
messina-ask-copy = { $colour }: Von welchem Hexfeld nimmst du die Aktion?
messina-ask-staff = { $colour }: In welche Werkstatt kommt der Bürger ({ $class }) von { $square }?
messina-ask-production = { $colour }: Produktion — versetze zuerst nach Wunsch Bürger in Werkstätten, dann produziere.
messina-ask-after-production = { $colour }: Handle ab, was dir die Produktion gebracht hat, oder schließe ab.
messina-ask-release = { $colour }: Ein Bürger ({ $class }) verlässt die Quarantäne — auf welches Quadrat oder in welche Werkstatt?

## messina.post

messina-post-bought = { $colour } zahlt { $coins } { $coins ->
        [one] Münze
       *[other] Münzen
    } für { $count } { $count ->
        [one] Schritt
       *[other] Schritte
    } auf den Büchern.
messina-post-production = Produktion: { $players }.
messina-post-produced = { $colour } { $gains }
messina-post-produced-nothing = { $colour } nichts
messina-post-rescue = { $colour } rettet { $items }.
messina-post-rescue-rescued = { $a_class } auf { $square }
messina-post-rescue-quarantined = { $a_class } in Quarantänehütte { $hut }
messina-post-rescue-discarded = { $a_class } (kein Platz mehr)
messina-post-activated = { $colour } aktiviert { $items }.
messina-post-activated-item = den Bürger auf { $square } ({ $action })
messina-post-ship-arrives = Schiffe docken an: { $items }.
messina-post-ship-arrives-item = { $ship } an { $dock }
messina-post-released = { $colour } holt Bürger aus der Quarantäne: { $items }.
messina-post-released-item = { $a_class } → { $to }
messina-post-more = … und { $n } weitere { $n ->
        [one] Zeile
       *[other] Zeilen
    }: /log zeigt alle.

## messina.decision

messina-decision-lieutenant = Wahl des Leutnants
messina-decision-destination = Wahl des Ziels für deinen Leutnant
messina-decision-rescue = Unterbringen der geretteten Bürger
messina-decision-fight = Bekämpfen der Pest
messina-decision-ship-fight = Bekämpfen des Pestwürfels auf dem Schiff
messina-decision-actions = Aktionsschritt
messina-decision-production = Produktion
messina-decision-release = Unterbringen eines Bürgers, der die Quarantäne verlässt
messina-decision-option = Wahl einer Option einer Aktion
messina-decision-book = Wahl des Buchs für kostenloses Vorrücken
messina-decision-scroll = Wahl einer Leiste der Schriftrollentafel
messina-decision-copy = Wahl des Hexfelds, dessen Aktion du nimmst
messina-decision-upgrade = Wahl des Bürgers, den du aufwertest
messina-decision-staff = Wahl der Werkstatt
messina-decision-overseer = Wahl des Aufsehers
messina-decision-branch = Wahl der Abzweigung des Aufsehers
messina-decision-steps = Wahl, wie weit der Aufseher vorrückt
messina-decision-activate = Aktivieren von Bürgern
messina-decision-build = Bauen
messina-decision-rotate-pay = Bezahlen des Umschichtens
messina-decision-hut-on = Platzieren der Hütten-Aufwertung
messina-decision-give = Abgeben von Bürgern für die Wiederbevölkerung
messina-decision-sacrifice = Wahl des Leutnants, den du abgibst

## messina.when

messina-when-turn-start = Das wird zu Beginn eines Zugs gewählt.
messina-when-rescue = Das bringt einen geretteten Bürger unter (Schritt 2 eines Hexfeld-Zugs).
messina-when-fight = Das bekämpft die Pest (Schritt 3 eines Hexfeld-Zugs).
messina-when-ship = Damit lässt du den Pestwürfel eines Schiffs liegen (Schritt 3 eines Schiffszugs).
messina-when-action-step = Das gehört zu Schritt 4, dem Aktionsschritt.
messina-when-gain = Das gehört zu einem Ertrag, den du gerade ausführst.
messina-when-build = Das gehört zum Bauen.
messina-when-repopulation = Das gehört zu einer Wiederbevölkerung.
messina-when-release = Das versetzt einen Bürger in eine Werkstatt.
messina-when-production = Das gehört zu deiner Produktion am Rundenende.
messina-when-anytime = Das versetzt einen Bürger in eine Werkstatt, in deinem Aktionsschritt oder in der Produktion.

## messina.event

messina-event-gains = { $colour } erhält { $gains }.
messina-event-book = { $colour } rückt auf dem { $book } auf Feld { $space } vor.
messina-event-book-end = { $colour } ist auf dem { $book } schon am Ende und kommt oben auf den Stapel.
messina-event-once-used = { $colour }: { $square } (einmalig) ist jetzt abgedeckt.
messina-event-lieutenant = { $colour } nimmt einen Leutnant aus dem Vorrat.
messina-event-recall = { $colour } ruft einen Leutnant zurück und nimmt 1 Münze.
messina-event-go = { $colour } zieht nach { $place }{ $paid }.
messina-event-paid = { " " }(zahlt { $cost } { $cost ->
        [one] Münze
       *[other] Münzen
    })
messina-event-visit = { $colour } erhält { $points } Punkte für den Besuch auf dem eigenen wiederbevölkerten Hexfeld.
messina-event-rescued = { $colour } rettet { $a_class } auf { $square }.
messina-event-only-choice = { $colour }: { $choice } (einzige Möglichkeit).
messina-event-quarantined = { $colour } bringt { $a_class } in Quarantänehütte { $hut }.
messina-event-discarded = { $colour } hat keinen Platz für { $a_class }; zurück in den Vorrat.
messina-event-rats = { $colour } nimmt { $rats } { $rats ->
        [one] Ratte
       *[other] Ratten
    }.
messina-event-fought = { $colour } entfernt { $cubes } Pestwürfel (noch { $left } auf dem Hexfeld).
messina-event-fought-ship = { $colour } bekämpft den Pestwürfel des Schiffs.
messina-event-ship = { $colour } nimmt { $ship }.
messina-event-staffed = { $colour } versetzt { $a_class } in { $workshop }.
messina-event-late-reward = { $colour }: { $workshop } (spät) bringt ihre Belohnung: { $reward }.
messina-event-bought = { $colour } zahlt { $coins } { $coins ->
        [one] Münze
       *[other] Münzen
    } für einen Schritt auf einem Buch.
messina-event-scroll = { $colour } setzt den Würfel auf { $track } auf Stufe { $level }.
messina-event-copied = { $colour } nimmt die Aktion von { $place }.
messina-event-upgraded = { $colour } wertet { $a_class } auf.
messina-event-overseer-flipped = { $colour } wertet den Aufseher ({ $class }) auf.
messina-event-overseer = { $colour }: Aufseher ({ $class }) erreicht Feld { $pos } von 6.
messina-event-activated = { $colour } aktiviert den Bürger auf { $square }: { $action }.
messina-event-rotated-huts = { $colour } schichtet die Hütten-Aufwertungen um.
messina-event-rotated-workshops = { $colour } schichtet die Werkstätten um.
messina-event-built = { $colour } baut { $tile }.
messina-event-repopulating = { $colour } bevölkert { $place } wieder.
messina-event-sacrificed = { $colour } gibt einen Leutnant ab (in die Schachtel).
messina-event-repopulated = Das Wiederbevölkert-Plättchen von { $colour } liegt jetzt auf { $place }.
messina-event-round-end = Runde { $round } endet: Produktion.
messina-event-production = { $colour } produziert.
messina-event-no-production = { $colour } produziert nichts.
messina-event-released = { $colour }: Bürger ({ $class }) verlässt die Quarantäne → { $to }.
messina-event-round = Runde { $round } beginnt.
messina-event-ship-arrives = { $ship } dockt an { $dock } an.
messina-event-new-hex = { $place } kommt zur Stadt hinzu.
messina-event-late-workshops = Späte Werkstätten ersetzen die frühen.
messina-event-plague = Die Pest breitet sich aus: { $hexes } { $hexes ->
        [one] Hexfeld erhält
       *[other] Hexfelder erhalten je
    } einen Pestwürfel.
messina-event-plague-short = Die Pest bräuchte { $needed } Pestwürfel, es sind aber nur noch { $left } übrig: Es wird keiner gelegt.
messina-event-game-over = Die Partie ist vorbei.
messina-event-rats-back = { $colour }: { $rats } { $rats ->
        [one] Ratte wirft
       *[other] Ratten werfen
    } die Scheibe auf dem Popularitätsbuch auf Feld { $space } zurück.
messina-event-final-score = { $place }. { $colour }: { $score } Punkte.

## messina.error

messina-error-malformed = „{ $text }“ verstehe ich nicht. Wähle eine der aufgelisteten Möglichkeiten.
messina-error-unknown = { $what } „{ $text }“ gibt es nicht.
messina-error-off-topic = Du bist gerade bei: { $now }. { $when }
messina-error-finish-first = Schließe zuerst ab: { $now }.
messina-error-lying-first = Leutnante, die in Messina liegen, müssen vor denen auf deinem Anwesen eingesetzt werden.
messina-error-no-lieutenant-there = Du hast dort keinen Leutnant ({ $from }).
messina-error-lieutenant-used = Dieser Leutnant wurde in dieser Runde schon eingesetzt.
messina-error-lieutenant-chosen = Der Leutnant für diesen Zug ist schon gewählt: { $from }. Nimm die Wahl zurück (undo), um einen anderen zu wählen.
messina-error-not-in-city = { $place } gehört nicht zur Stadt.
messina-error-blocked = Ein stehender Leutnant hat { $place } in dieser Runde schon genutzt.
messina-error-move-cost = Diese Bewegung kostet { $cost } { $cost ->
        [one] Münze
       *[other] Münzen
    }; du hast { $coins }.
messina-error-use-ship = Um zu einem Dock zu gehen, wähle eines seiner Schiffe (ship …).
messina-error-ship-not-docked = Dieses Schiff hat nicht in Messina angedockt.
messina-error-ship-cost = Der Weg zu { $dock } kostet { $cost } { $cost ->
        [one] Münze
       *[other] Münzen
    }; du hast { $coins }.
messina-error-must-quarantine = Auf dem Hexfeld herrscht die Pest: Gerettete Bürger kommen in Quarantäne.
messina-error-no-quarantine = Auf dem Hexfeld herrscht keine Pest: Gerettete Bürger kommen in deine Sektoren.
messina-error-no-such-hut = Du hast 4 Quarantänehütten, q1 bis q4.
messina-error-hut-taken = Quarantänehütte { $hut } ist belegt.
messina-error-wrong-sector = Ein Bürger ({ $class }) kommt auf ein Quadrat seines eigenen Sektors.
messina-error-square-taken = Quadrat { $square } ist belegt.
messina-error-discard-room = Für den Bürger ist noch Platz; er kommt nur dann in den Vorrat zurück, wenn keiner mehr frei ist.
messina-error-staff-action-step = Versetze Bürger in deinem Aktionsschritt in Werkstätten (hier nur, wenn der Sektor voll ist).
messina-error-staff-after-production = Du hast schon produziert: Bürger kommen vor dem Produzieren oder in deinem Zug in Werkstätten.
messina-error-staff-wrong-class = Platz für den Bürger ({ $class }) schafft nur ein Bürger derselben Klasse ({ $class }).
messina-error-no-citizen-there = Du hast dort keinen Bürger ({ $at }).
messina-error-no-workshop = Du hast keine leere Werkstatt der Klasse { $class }.
messina-error-no-cubes = Hier liegt kein Pestwürfel mehr, den du entfernen könntest.
messina-error-no-cubes-there = Auf { $place } liegt kein Pestwürfel zum Entfernen.
messina-error-no-fire = Dafür brauchst du { $need } Feuermarker; du hast { $have }.
messina-error-no-big-fire = Dafür brauchst du { $need } { $need ->
        [one] großen Feuermarker
       *[other] große Feuermarker
    }; du hast { $have }.
messina-error-big-fire-double-late = Ab Runde V entfernt ein großer Feuermarker nur einen Pestwürfel.
messina-error-big-fire-double-cubes = Ein großer Feuermarker entfernt hier nur dann 2 Pestwürfel, wenn auf dem Hexfeld 2 liegen.
messina-error-not-adjacent-hex = { $place } grenzt nicht an dieses Hexfeld.
messina-error-ship-no-adjacent = Ein großer Feuermarker auf einem Schiff entfernt nur den Pestwürfel des Schiffs.
messina-error-ship-decline = Um den Pestwürfel des Schiffs liegen zu lassen, nimm eine Ratte (`rat`).
messina-error-hex-used = Du hast in diesem Zug schon die Aktion dieses Hexfelds genommen (oder es wiederbevölkert).
messina-error-ship-no-hex = Ein Schiffszug hat keine Hexfeld-Aktion.
messina-error-hex-options = Die Aktion dieses Hexfelds hat { $n } Optionen: Wähle eine (`option 1` …).
messina-error-hex-no-options = Die Aktion dieses Hexfelds hat nur eine Option: Nimm sie mit `hex`.
messina-error-option-range = Wähle Option 1 bis { $n }.
messina-error-repop-port = Wiederbevölkern kannst du nur das Stadt-Hexfeld, auf dem dein Leutnant steht (keinen Hafen, kein Dock).
messina-error-repop-done = Dieses Hexfeld ist schon wiederbevölkert.
messina-error-repop-tiles = Du hast schon alle 5 Wiederbevölkert-Plättchen gelegt.
messina-error-repop-cost = Du kannst die Kosten fürs Wiederbevölkern nicht bezahlen.
messina-error-repop-wagon = Zum Wiederbevölkern brauchst du einen ungenutzten Wagen.
messina-error-repop-lieutenant = Dieses Hexfeld verlangt einen ungenutzten Leutnant, den du abgibst.
messina-error-repop-citizens = Dir fehlen die Bürger, die dieses Hexfeld verlangt (aufgewertet, wo angegeben; nicht aus der Quarantäne).
messina-error-buy-popularity = Auf dem Popularitätsbuch rückst du nur durch Entfernen von Pestwürfeln vor; kaufen kannst du Schritte auf Stadt- und Kirchenbuch.
messina-error-buy-only-in-turn = Schritte auf den Büchern kaufst du im Aktionsschritt deines Zugs.
messina-error-advance-cost = Ein Schritt auf einem Buch kostet { $cost } { $cost ->
        [one] Münze
       *[other] Münzen
    } (eine je eigenem Leutnant); du hast { $coins }.
messina-error-not-pending = „{ $term }“ wartet bei dir nicht auf Ausführung.
messina-error-term-useless = „{ $term }“ kann jetzt nichts bewirken.
messina-error-produce-first = Produziere zuerst (vorher darfst du Bürger in Werkstätten versetzen).
messina-error-produced = Du hast schon produziert.
messina-error-book-popularity = Kostenlos vorrücken kannst du auf dem Stadtbuch oder dem Kirchenbuch.
messina-error-no-such-track = Deine Schriftrollentafel hat keine solche Leiste.
messina-error-scroll-top = Dieser Würfel steht schon ganz oben auf der Schriftrollentafel.
messina-error-copy-dock = Ein Dock hat keine Aktion; wähle ein Hexfeld oder einen Hafen.
messina-error-already-upgraded = Der Bürger { $at } ist schon aufgewertet.
messina-error-no-such-workshop = Du hast keine solche Werkstatt.
messina-error-workshop-taken = In Werkstatt { $n } ist schon ein Bürger.
messina-error-workshop-class = Diese Werkstatt nimmt nur diese Klasse auf: { $class }.
messina-error-overseer-centre = Der Aufseher ({ $class }) steht in der Mitte und rückt nie mehr vor.
messina-error-overseer-upgraded = Der Aufseher ({ $class }) ist schon aufgewertet.
messina-error-overseer-class = Dieses Vorrücken gilt dem Aufseher ({ $class }).
messina-error-branch-other = Wähle eine der beiden Abzweigungen des Aufsehers ({ $class }).
messina-error-steps-range = Der Aufseher rückt 1 Feld vor, oder 2 und überspringt das nächste.
messina-error-once-used = Das einmalige Quadrat { $square } wurde schon genutzt; sein Bürger bleibt, wird aber nie mehr aktiviert.
messina-error-activated-already = Der Bürger auf { $square } wurde bei diesem Vorrücken schon aktiviert.
messina-error-not-reachable = Der Aufseher kann den Bürger auf { $square } von seinem Feld aus nicht aktivieren (oder dort ist keine Aktivierung mehr übrig).
messina-error-rotate-once = Umschichten gibt es nur einmal, zu Beginn des Bauens.
messina-error-rotate-no-pay = Du hast nichts, womit du das Umschichten bezahlen könntest (1 Münze, Bauholz, Feuermarker, großer Feuermarker oder Punkt).
messina-error-not-face-up = Dieses Plättchen liegt nicht offen in der Auslage.
messina-error-no-free-hut = Alle deine Quarantänehütten sind schon aufgewertet.
messina-error-cost = Das kannst du nicht bezahlen ({ $coins } { $coins ->
        [one] Münze
       *[other] Münzen
    }, { $wood } Bauholz).
messina-error-must-build = Nach bezahltem Umschichten musst du bauen, da etwas baubar ist.
messina-error-no-payment = Das hast du nicht zum Bezahlen.
messina-error-hut-upgraded = Quarantänehütte { $hut } ist schon aufgewertet.
messina-error-give = Diesen Bürger kannst du nicht abgeben (falsche Klasse, nicht aufgewertet, wo verlangt, oder in Quarantäne).
messina-error-sacrifice = Abgeben kannst du nur einen Leutnant, der in dieser Runde noch nicht eingesetzt wurde.

## messina.summary

messina-summary-round = Runde { $round } von 6; Zugfolge: { $order }; { $cubes } Pestwürfel im Vorrat.
messina-summary-automa = Gegner: noch { $left } { $left ->
        [one] Leutnant
       *[other] Leutnante
    } in dieser Runde zu setzen, Popularitätsbuch Feld { $pop }, { $pile } Solospielplättchen in seinem Stapel. Ein gutes Soloergebnis sind { $good } Punkte.
messina-summary-automa-standing = Gegner stehend
messina-summary-site = { $place }: { $action }
messina-summary-site-with = { $site } — { $here }
messina-summary-cubes = { $n } Pestwürfel
messina-summary-citizens = zu retten: { $citizens }
messina-summary-repop = wiederbevölkert von { $colour }
messina-summary-standing = { $colour } stehend
messina-summary-lying = { $colour } liegend
messina-summary-ship = { $ship } an { $dock }
messina-summary-ship-cube = { $ship } mit Pestwürfel
messina-summary-docked = Angedockte Schiffe: { $ships }.
messina-summary-for-sale = { $tile } für { $cost }
messina-summary-workshop = { $tile } ({ $gives })
messina-summary-sale-huts = Hütten-Aufwertungen im Angebot: { $tiles }.
messina-summary-sale-workshops = Werkstätten im Angebot: { $tiles }.
messina-summary-sale-wagons = Wagen im Angebot: { $tiles }.
messina-summary-player = { $colour }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }; { $coins } { $coins ->
        [one] Münze
       *[other] Münzen
    }, { $wood } Bauholz, { $fire } Feuermarker, { $bigfire } { $bigfire ->
        [one] großer Feuermarker
       *[other] große Feuermarker
    }, { $rats } { $rats ->
        [one] Ratte
       *[other] Ratten
    }; Bücher: Popularität { $pop }, Stadt { $city }, Kirche { $church }.
messina-summary-estate = Anwesen von { $colour }:
messina-summary-sector = { "  " }{ $classes }: { $squares }
messina-summary-square-free = { $id } ({ $action }) frei
messina-summary-square-taken = { $id } ({ $action }) belegt
messina-summary-square-upgraded = { $id } ({ $action }) belegt, aufgewertet
messina-summary-overseers = { "  " }Aufseher: { $overseers }
messina-summary-overseer = { $class } { $at }
messina-summary-overseer-upgraded = { $class } (aufgewertet) { $at }
messina-summary-overseer-start = am Start
messina-summary-overseer-at = auf Feld { $pos }
messina-summary-overseer-branch = auf Feld { $pos } Richtung { $towards }
messina-summary-estate-huts = { "  " }Quarantäne: { $huts }
messina-summary-hut = Hütte { $hut }: { $what }
messina-summary-hut-citizen = { $class } auf Feld { $slot }
messina-summary-estate-workshops = { "  " }Werkstätten: { $workshops }
messina-summary-owned-workshop = { $n }. { $tile }, { $who }
messina-summary-workshop-empty = leer
messina-summary-workshop-citizen = { $class }
messina-summary-workshop-upgraded = { $class } (aufgewertet)
messina-summary-estate-wagons = { "  " }Wagen: { $wagons }
messina-summary-wagon = { $tile }
messina-summary-wagon-used = { $tile }, in dieser Runde genutzt
messina-summary-ships = { "  " }Schiffe: { $ships }
messina-summary-scroll = { "  " }Schriftrollentafel: { $tracks }
messina-summary-track = { $track } { $level }
messina-summary-lieutenants = { "  " }Leutnante: { $where }; noch { $repop } Wiederbevölkert-Plättchen.
messina-summary-lt-estate = { $n } auf dem Anwesen
messina-summary-lt-recalled = { $n } in dieser Runde zurückgerufen
messina-summary-lt-standing = 1 stehend auf { $place }
messina-summary-lt-lying = 1 liegend auf { $place }
messina-summary-lt-supply = { $n } im Vorrat
messina-summary-lt-box = { $n } in der Schachtel
messina-summary-pending = { "  " }Noch auszuführen: { $pending }

## messina.automa

messina-automa-place = Der Gegner deckt { $tile } auf und setzt einen Leutnant auf { $place }.
messina-automa-skip = Der Gegner deckt { $tile } auf: { $place } ist nicht verfügbar, das Plättchen wartet bis zum Rundenende.
messina-automa-reshuffle = Der Stapel des Gegners ist aufgebraucht; die übersprungenen Plättchen werden neu gemischt.
messina-automa-stuck = Kein Solospielplättchen nennt einen verfügbaren Ort: Der Gegner setzt in dieser Runde keine Leutnante mehr.
messina-automa-rescue = Der Gegner legt { $count } Bürger von dort in den Vorrat zurück.
messina-automa-fight = Der Gegner entfernt einen Pestwürfel und rückt auf Feld { $space } des Popularitätsbuchs vor.
messina-automa-take = Der Gegner nimmt { $tile } aus dem Spiel.
messina-automa-nothing = Der Gegner kann { $action } nicht nehmen; nichts passiert.
messina-automa-ship = ein Schiff
messina-automa-wagon = einen Wagen
messina-automa-workshop = eine Werkstatt dieser Klasse
messina-automa-huts = Hütten-Aufwertungen

## messina.last

messina-last-caption = { $player }: { $parts }
messina-last-went = Leutnant nach { $place }
messina-last-recalled = Leutnant zurückgerufen
messina-last-rescued = { $count } Bürger gerettet
messina-last-removed = { $count } Pestwürfel entfernt ({ $hexes })
messina-last-repopulated = { $place } wiederbevölkert
messina-last-ship = Schiff { $ship } genommen
messina-last-workshop = Werkstatt { $id } gebaut ({ $class })
messina-last-hut = Hütten-Aufwertung { $id } gebaut
messina-last-wagon = Wagen { $id } gebaut
messina-last-upgraded = { $count } Bürger aufgewertet
messina-last-book = { $book } { $n }
messina-last-overseer = Aufseher ({ $class }) { $n }
messina-last-overseer-upgraded = Aufseher ({ $class }) aufgewertet
messina-last-scroll = Leiste { $n }
messina-last-tokens = { $tokens }
messina-last-coins = { $n } { $count ->
        [one] Münze
       *[other] Münzen
    }
messina-last-wood = { $n } Bauholz
messina-last-fire = { $n } Feuermarker
messina-last-bigfire = { $n } { $n ->
        [one] großer Feuermarker
       *[other] große Feuermarker
    }
messina-last-points = { $n } { $count ->
        [one] Punkt
       *[other] Punkte
    }
messina-last-rats = { $n } { $count ->
        [one] Ratte
       *[other] Ratten
    }
messina-last-plague = neue Pestwürfel auf { $hexes } { $hexes ->
        [one] Hexfeld
       *[other] Hexfeldern
    }
messina-last-new-hex = { $place } kommt zur Stadt hinzu
messina-last-round = Runde { $round } beginnt
messina-last-nothing = in der Stadt hat sich nichts geändert

## score

score-regions = Regionen
score-palace = Burg
score-play = Spielverlauf
score-rats = Ratten
score-books = Bücher
score-popularity = Popularität
score-hexes = Hexfelder
score-scroll = Schriftrollen
score-majority = Wiederbevölkerungsbonus
score-resources = Marker

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
    `/new game:rattus` oder `/new game:messina` eröffnet einen Tisch; Optionen: `players:` (Rattus 2–4, Messina 1–4; mit 1 solo gegen den virtuellen Gegner), `variant:` (Messina: base oder advanced), `priority_tile:` (das Buch-Vorrangplättchen von Messina), `thread:true` (in einem neuen Thread eröffnen). Die anderen treten mit `/join` bei, der Ersteller startet mit `/start`.
    Wenn du am Zug bist, klicke auf die Buttons unter dem Post, der dich erwähnt: Dein Zug geht dann in einem Fenster weiter, das nur du siehst, eine Entscheidung nach der anderen, und alle sehen den ganzen Zug, sobald er vorbei ist. Du kannst auch `/play action:` eintippen (es listet deine erlaubten Möglichkeiten auf).
    `↩ Zurücknehmen` in deinem Fenster (oder `/undo`) nimmt deine letzte Entscheidung in deinem Zug zurück. `/board`, `/status`, `/log` und `/peek` zeigen die Partie nur dir; `/estate` zeigt ein Anwesen in Messina (deins oder das von `player:`).
    `/remind` stellt Erinnerungen ein (Intervall, Ruhezeit in UTC, Pause für diesen Zug).
    Der Ersteller oder Mitglieder mit der Berechtigung „Kanäle verwalten“ können die Partie mit `/abandon` abbrechen, einen Lobby-Spieler mit `/kick` entfernen oder einen Spieler mit `/replace` ersetzen.
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord hat die Antwort nicht angenommen. Bitte versuche es noch einmal.
discord-error-internal = Etwas ist schiefgegangen. Bitte versuche es noch einmal.
discord-error-arguments = Ich konnte die Optionen des Befehls nicht lesen: { $error }
discord-error-outdated-command = Ich konnte die Optionen des Befehls nicht lesen ({ $error }); dein Discord zeigt vielleicht eine ältere Version von /{ $command }. Bitte versuche es in einer Minute noch einmal.
discord-error-interval = Gib das Intervall wie 24h, 90m oder 30s an; mindestens { $min }.
discord-error-quiet = Gib die Ruhezeit als zwei UTC-Stunden wie 22-7 an, oder off.
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

## image.rattus

image-rattus-title = Rattus
image-rattus-not-in-play = nicht im Spiel
image-rattus-no-rats = keine Ratten
image-rattus-players = Spieler
image-rattus-cards = Ständekarten
image-rattus-palace = Burg
image-rattus-rats = Ratten
image-rattus-open = offen
image-rattus-holdings = Regionen { $regions } · Burg { $palace } · Vorrat { $reserve }
image-rattus-on-board = auf dem Plan
image-rattus-supply = { $count } verdeckt im Vorrat
image-rattus-revealed = { $count } aufgedeckt und entfernt
image-rattus-set-aside = { $count } zu Beginn ungesehen aussortiert

## image.rattus.status

image-rattus-status-setup = Spielvorbereitung — { $player } setzt 2 Würfel
image-rattus-status-turn = Zug { $turn } — { $player } ist dran
image-rattus-status-final = Schlussrunde — { $player } nutzt die Karten
image-rattus-status-over = Spielende — { $player } gewinnt mit { $cubes } { $cubes ->
        [one] Würfel
       *[other] Würfeln
    }
image-rattus-status-none = Warten

## image.rattus.legend

image-rattus-legend-token = verdecktes Rattenplättchen
image-rattus-legend-plague = Pest
image-rattus-legend-sea = Seeweg

## image.messina

image-messina-cost-free = kostenlos

## image.messina.status

image-messina-status-turn = Runde { $round } · { $player } ist dran: { $stage }
image-messina-status-with = { $status } · { $extra }
image-messina-status-solo-score = Punkte { $score } / gutes Ergebnis { $good }
image-messina-status-automa = Runde { $round } · der Gegner ist dran
image-messina-status-over = Spielende · { $player } gewinnt mit { $score }
image-messina-status-ended = Runde { $round } · Spielende
image-messina-status-solo-over = Spielende · { $player } erzielt { $score } · { $verdict }
image-messina-status-good-reached = gutes Ergebnis { $good } erreicht
image-messina-status-good-short = { $short } fehlen zum guten Ergebnis { $good }

## image.messina.stage

image-messina-stage-lieutenant = welcher Leutnant
image-messina-stage-destination = wohin
image-messina-stage-rescue = Bürger retten
image-messina-stage-fight = Pest bekämpfen
image-messina-stage-ship-fight = Pestwürfel des Schiffs
image-messina-stage-actions = Aktionsschritt
image-messina-stage-option = Option wählen
image-messina-stage-overseer = Aufseher vorrücken
image-messina-stage-activate = Bürger aktivieren
image-messina-stage-build = bauen
image-messina-stage-repopulate = Wiederbevölkerung
image-messina-stage-upgrade = Bürger aufwerten
image-messina-stage-scroll = Schriftrollentafel
image-messina-stage-book = auf Buch vorrücken
image-messina-stage-copy = Aktion eines anderen Hexfelds
image-messina-stage-staff = Werkstatt besetzen
image-messina-stage-production = Produktion
image-messina-stage-quarantine = Quarantäne verlassen
image-messina-stage-over = Spielende

## image.messina.hex-colour

image-messina-hex-colour-orange = orange
image-messina-hex-colour-white = weiß
image-messina-hex-colour-blue = blau
image-messina-hex-colour-red = rot

## image.messina.rat

image-messina-rat-left = Ratte nach links
image-messina-rat-right = Ratte nach rechts
image-messina-rat-standing = stehende Ratte

## image.messina.goods

image-messina-goods-gems = Edelsteine
image-messina-goods-spices = Gewürze
image-messina-goods-silk = Seide

## image.messina.auto

image-messina-auto-ship = Schiff
image-messina-auto-wagon = Wagen
image-messina-auto-huts = Hütten-Aufwertungen
image-messina-auto-workshop = Werkstatt { $class }

## image.messina.city

image-messina-city-title = Messina 1347 · die Stadt
image-messina-city-dock-of = Dock von { $port }
image-messina-city-port = Hafen
image-messina-city-port-dock = Dock { $dock }
image-messina-city-repop-badge = +2/Besuch · { $vp } SP
image-messina-city-vp = { $vp } SP
image-messina-city-empty = freier Ort
image-messina-city-next-here = nächstes Hexfeld kommt hierhin
image-messina-city-next-maybe = nächstes Hexfeld hier
image-messina-city-if-tile = wenn das Plättchen { $ports } nennt
image-messina-city-free = frei
image-messina-city-wheel = Bevölkerungsrad
image-messina-city-wheel-note = jedes Weiterdrehen legt 1 Pestwürfel auf jedes Hexfeld mit der Ratte im Fenster
image-messina-city-window = { $id } · { $label }
image-messina-city-window-now = Fenster jetzt
image-messina-city-window-next = nach dem nächsten Drehen
image-messina-city-none = keine
image-messina-city-next-round = nächste Runde ({ $round }): { $turns } { $turns ->
        [one] Zug
       *[other] Züge
    }
image-messina-city-no-more-turns = keine Züge mehr
image-messina-city-legend = Legende
image-messina-city-supply = Vorrat: { $cubes } Pestwürfel · { $hexes } { $hexes ->
        [one] neues Hexfeld
       *[other] neue Hexfelder
    } · { $ships } { $ships ->
        [one] Schiff
       *[other] Schiffe
    }

## image.messina.legend

image-messina-legend-title = Legende
image-messina-legend-glyphs = Zahl auf einem Symbol = Menge; Symbole nebeneinander: alle; a / b: eines davon
image-messina-legend-coins = Münzen
image-messina-legend-wood = Bauholz
image-messina-legend-fire = Feuermarker
image-messina-legend-bigfire = großer Feuermarker
image-messina-legend-points = Punkte sofort
image-messina-legend-either-book = Stadt- oder Kirchenbuch
image-messina-legend-city = Stadtbuch
image-messina-legend-church = Kirchenbuch
image-messina-legend-scroll = Schriftrollentafel
image-messina-legend-any-overseer = beliebiger Aufseher
image-messina-legend-advance-overseer = Aufseher vorrücken
image-messina-legend-skip-overseer = Aufseher, darf 1 überspringen
image-messina-legend-upgrade-overseer = Aufseher aufwerten
image-messina-legend-upgrade-advance = aufwerten + vorrücken
image-messina-legend-upgrade-citizen = Bürger aufwerten
image-messina-legend-lieutenant = Leutnant nehmen
image-messina-legend-hex-action = Aktion eines Hexfelds
image-messina-legend-activate = Bürger aktivieren
image-messina-legend-build = bauen
image-messina-legend-cube = Pestwürfel
image-messina-legend-standing = stehend (blockiert)
image-messina-legend-lying = liegend
image-messina-legend-must-upgrade = muss aufgewertet sein
image-messina-legend-repop = Punkte fürs Wiederbevölkern (Kasten: Bedarf)
image-messina-legend-automa = Gegner (steht)
image-messina-legend-automa-disc = Scheibe des Gegners (solo)
image-messina-legend-craftsman = Handwerker
image-messina-legend-upgraded = aufgewertet (gold)
image-messina-legend-p1 = 2 Quadrate
image-messina-legend-p2 = 1 Bereich
image-messina-legend-p3 = 2 Bereiche
image-messina-legend-p4 = beliebig
image-messina-legend-once = einmaliges Quadrat (b-Seite)
image-messina-legend-used = genutzt: dauerhaft abgedeckt

## image.messina.scoring

image-messina-scoring-title = Messina 1347 · Wertungstableau
image-messina-scoring-track = Wertungsleiste
image-messina-scoring-track-note = Scheiben stapeln: Die oberste kam zuletzt und gewinnt bei Gleichstand
image-messina-scoring-turn-order = Zugfolge, Runde { $round }
image-messina-scoring-points = Punkte
image-messina-scoring-rank = Rang
image-messina-scoring-vs-automa = Pop. vs. G
image-messina-scoring-to-use = einzusetzen
image-messina-scoring-holdings = Münzen · Bauholz · Feuer · gr. Feuer · Ratten
image-messina-scoring-behind = dahinter
image-messina-scoring-level = gleichauf
image-messina-scoring-ahead = vorn
image-messina-scoring-lieutenants-left = { $count } Lt
image-messina-scoring-lt-note = „Lt“ = in dieser Runde noch einzusetzende Leutnante · { $count } { $count ->
        [one] Leutnant wartet
       *[other] Leutnante warten
    } im Vorrat (Stadtbuch)
image-messina-scoring-automa = Gegner
image-messina-scoring-automa-note = Solo-Gegner, ohne Punkte
image-messina-scoring-automa-pop = Pop. { $pop }
image-messina-scoring-automa-pile = Stapel: noch { $left } von 14 Solospielplättchen
image-messina-scoring-automa-used = in dieser Runde genutzt
image-messina-scoring-automa-skipped = übersprungen (Hexfeld belegt)
image-messina-scoring-none = keine
image-messina-scoring-more = +{ $count } weitere
image-messina-scoring-final = Schlusswertung
image-messina-scoring-total = gesamt
image-messina-scoring-final-note = Verlauf = Wertungsleiste; Gleichstand: mehr wiederbevölkerte Hexfelder, dann das wertvollste
image-messina-scoring-short = { $short } Punkte fehlen
image-messina-scoring-reached = erreicht
image-messina-scoring-good-result = Punkte { $score } / gutes Ergebnis { $good } · { $verdict }
image-messina-scoring-good-mark = gutes Ergebnis { $good }
image-messina-scoring-solo-pop = Popularität: deine Scheibe auf { $you }, die des Gegners auf { $automa } (5 Punkte bei Gleichstand oder Vorsprung, nach Ratten)
image-messina-scoring-solo-note = solo: Wiederbevölkerungsbonus 3 / 7 / 10 für 2 / 3 / 4+ Hexfelder; gutes Ergebnis 130, Fortgeschrittene 140
image-messina-scoring-rounds = Runden-Übersichtsliste
image-messina-scoring-rounds-tile = Runden-Übersichtsliste (mit Buch-Vorrangplättchen)
image-messina-scoring-round = Runde
image-messina-scoring-first = Startspieler
image-messina-scoring-order-by = Zugfolge nach
image-messina-scoring-ships = Schiffe
image-messina-scoring-fire-cube = Feuer / Würfel
image-messina-scoring-wheel = Rad
image-messina-scoring-workshops = Werkstätten
image-messina-scoring-wheel-setup = 1 (Vorbereitung)
image-messina-scoring-wheel-one = 1× drehen
image-messina-scoring-wheel-two = 2× drehen
image-messina-scoring-wheel-none = keins
image-messina-scoring-early = früh (∞)
image-messina-scoring-late = spät (⚡)
image-messina-scoring-you = du
image-messina-scoring-automa-first = Gegner
image-messina-scoring-by-random = Zufall
image-messina-scoring-by-popularity = Popularität
image-messina-scoring-by-city = Stadtbuch
image-messina-scoring-by-church = Kirchenbuch
image-messina-scoring-by-score = Wertungsleiste
image-messina-scoring-rounds-note = ■ Rundenwürfel · Runde VI: keine neuen Pestwürfel oder Bürger in der Stadt
image-messina-scoring-pop = Popularität
image-messina-scoring-pop-note = +1 je Würfel
image-messina-scoring-city = Stadtbuch
image-messina-scoring-church = Kirchenbuch
image-messina-scoring-advance-note = 1 Münze je Lt
image-messina-scoring-stack-note = Stapel: zuletzt Angekommene oben
image-messina-scoring-offer = Plättchen im Angebot
image-messina-scoring-supply = Vorrat: { $ships } { $ships ->
        [one] Schiff
       *[other] Schiffe
    } · { $cubes } Pestwürfel · { $hexes } { $hexes ->
        [one] neues Hexfeld
       *[other] neue Hexfelder
    }
image-messina-scoring-hut = Hütte
image-messina-scoring-wagon = Wagen
image-messina-scoring-early-tile = ∞ früh
image-messina-scoring-late-tile = ⚡ spät
image-messina-scoring-each-round = jede Runde:
image-messina-scoring-once = einmalig:
image-messina-scoring-when-built = beim Bau:
image-messina-scoring-no-points = keine Punkte
image-messina-scoring-hut-stacks = Hütten-Aufwertungen · Stapel { $stacks }
image-messina-scoring-workshop-stacks = Werkstätten · Stapel { $stacks } · spät { $late }
image-messina-scoring-wagon-stacks = Wagen · Stapel { $stacks }

## image.messina.category

image-messina-category-play = Verlauf
image-messina-category-rats = Ratten
image-messina-category-books = Bücher
image-messina-category-popularity = Rang
image-messina-category-hexes = Hexfelder
image-messina-category-scroll = Schriftrollen
image-messina-category-resources = Marker
image-messina-category-majority = Mehrheit

## image.messina.estate

image-messina-estate-title = Anwesen von { $player }
image-messina-estate-side-b = { $id } · b-Seite
image-messina-estate-theme = Thema: { $theme }
image-messina-estate-once-count = ⚡ einmalige Quadrate: { $used } von { $once } genutzt
image-messina-estate-side-a = Spielertableau a-Seite
image-messina-estate-once = ⚡ einmalig
image-messina-estate-once-used = ⚡ genutzt
image-messina-estate-huts = Quarantänehütten
image-messina-estate-each-round = jede Runde:
image-messina-estate-no-upgrade = keine Aufwertung
image-messina-estate-produces-nothing = produziert nichts
image-messina-estate-slot-1 = Feld I
image-messina-estate-slot-2 = Feld II
image-messina-estate-slot-note = Feld II verlässt die Quarantäne am Rundenende
image-messina-estate-workshops = Werkstätten
image-messina-estate-workshops-note = ★ = Ertrag mit aufgewertetem Bürger (+1 Punkt je Runde für jeden aufgewerteten Bürger)
image-messina-estate-no-workshops = noch keine gebaut
image-messina-estate-face-down = genutzt: verdeckt
image-messina-estate-each-round-plain = jede Runde
image-messina-estate-each-round-star = jede Runde, braucht ★
image-messina-estate-once-plain = einmalig
image-messina-estate-once-star = einmalig, braucht ★
image-messina-estate-empty-workshop = leer ({ $class })
image-messina-estate-none-there = keiner dort
image-messina-estate-start = Start
image-messina-estate-reach-squares = { $n } von { $squares } → { $occupied }
image-messina-estate-reach-two-areas = { $own } in { $own_area } + { $other } in { $other_area } → { $occupied }
image-messina-estate-reach-area = bis zu { $n } in { $area } → { $occupied }
image-messina-estate-reach-anywhere = bis zu { $n } Bürger beliebig
image-messina-estate-holdings = Besitz
image-messina-estate-coins = Münzen
image-messina-estate-wood = Bauholz
image-messina-estate-fire = Feuermarker
image-messina-estate-bigfire = große Feuermarker
image-messina-estate-rats = Ratten
image-messina-estate-points = Punkte
image-messina-estate-lieutenants = Leutnante
image-messina-estate-owned = { $owned } im Besitz: ein Schritt auf einem Buch kostet { $owned } { $owned ->
        [one] Münze
       *[other] Münzen
    }
image-messina-estate-lt-estate = Anwesen
image-messina-estate-lt-used = Anwesen, genutzt
image-messina-estate-lt-stands = { $place } steht
image-messina-estate-lt-lies = { $place } liegt
image-messina-estate-lt-supply = Vorrat
image-messina-estate-lt-box = Schachtel
image-messina-estate-repop-none = Wiederbevölkert-Plättchen: noch { $left } · keins gelegt
image-messina-estate-repop-placed = Wiederbevölkert-Plättchen: noch { $left } · gelegt auf { $hexes }
image-messina-estate-overseers = Aufseher
image-messina-estate-overseers-note = gestrichelter Ring = nächstes Feld; ★ gold = aufgewertet
image-messina-estate-overseer = { $class }: Feld { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-overseer-up = { $class } ★: Feld { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-branch = Abzweigung { $branch }
image-messina-estate-no-branch = Abzweigung nicht gewählt
image-messina-estate-centre = in der Mitte: kein Vorrücken mehr
image-messina-estate-choose-branch = als Nächstes: Abzweigung wählen (siehe Beschriftung auf dem Tableau)
image-messina-estate-next = als Nächstes { $space }: { $reach }
image-messina-estate-scroll = Schriftrollentafel
image-messina-estate-scroll-note = Punkte je Einheit bei Spielende; ■ = Würfel
image-messina-estate-scroll-b = { $id } { $name } · b-Seite · Punkte bei Spielende
image-messina-estate-level = Stufe { $level } von { $of }
image-messina-estate-per-building = /Gebäude
image-messina-estate-per-ship = /Schiff
image-messina-estate-per-tile = /Plättchen
image-messina-estate-per-nothing = { "" }
image-messina-estate-track-book = Balken { $book }
image-messina-estate-track-goods-type = Güter einer Art
image-messina-estate-track-huts = Hütten-Aufwertungen
image-messina-estate-track-overseers = Aufseher am Wegende
image-messina-estate-book-pop = Popularität
image-messina-estate-book-city = Stadtbuch
image-messina-estate-book-church = Kirchenbuch
image-messina-estate-unit-goods-type = Schiff deiner häufigsten Güterart
image-messina-estate-unit-workshop = Werkstatt
image-messina-estate-unit-wood = Bauholz bei Spielende
image-messina-estate-unit-hut = Hütten-Aufwertung
image-messina-estate-unit-coin = Münze (nach Wert) bei Spielende
image-messina-estate-unit-other = Einheit
image-messina-estate-per-unit = je { $unit }
image-messina-estate-per-unit-cap = je { $unit }, höchstens { $cap }
image-messina-estate-book-values = fest: links hinter dem Einzelbalken, rechts hinter dem Doppelbalken
image-messina-estate-overseer-values = je Aufseher auf Feld 4·5·Mitte; die besten 2 zählen
image-messina-estate-ships = Schiffe
image-messina-estate-ship = { $id } { $goods }
image-messina-estate-none = keine
image-messina-estate-wagons = Wagen
image-messina-estate-no-wagons = keiner (zum Wiederbevölkern brauchst du einen Wagen)
image-messina-estate-wagon-used = { $id } genutzt
image-messina-estate-wagon-ready = { $id } bereit
image-messina-estate-deferred = Wartet auf den nächsten Zug:

## image.messina.estate.track-kind

image-messina-estate-track-kind-buildings = Gebäude
image-messina-estate-track-kind-goods = Güter
image-messina-estate-track-kind-repop = Wiederbevölkerung
image-messina-estate-track-kind-goods-type = Güter einer Art
image-messina-estate-track-kind-workshops = Werkstätten
image-messina-estate-track-kind-wood = Bauholz
image-messina-estate-track-kind-huts = Hütten-Aufwertungen
image-messina-estate-track-kind-coins = Münzen
image-messina-estate-track-kind-book = Buch
image-messina-estate-track-kind-overseer-end = Aufseher am Wegende

## added later (languages, commands, bots, clocks)

play-bot-usage = Aufruf: /bot add [STUFE] (easy, strong oder random) oder /bot remove
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
command-remind-option-quiet-description = Ruhezeit in UTC, z. B. 22-7, oder off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Erinnerungen für den laufenden Zug pausieren
command-abandon-name = abandon
command-abandon-description = Die Partie in diesem Kanal beenden (Ersteller oder Moderator)
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
command-clock-option-time-description = Zeit pro Zug, z. B. 24h, 90m, 30s, oder off
command-clock-option-policy-name = policy
command-clock-option-policy-description = Wenn sie abläuft: ai (die KI spielt den Zug, Standard) oder remind
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
table-bot-error-none = An diesem Tisch sitzt kein Bot.
table-bot-error-replace-whom = Nenne, wer den Platz übernimmt: einen Spieler (new) oder einen Bot (bot).
table-clock-set = { $name } stellt eine Bedenkzeit von { $time } pro Zug ein: Wenn die Zeit eines Spielers abläuft, { $policy }.
table-clock-off = { $name } schaltet die Bedenkzeit aus.
table-clock-policy-ai = spielt die KI diesen Zug für ihn
table-clock-policy-remind = wird er erinnert
table-clock-ai-step = Die Zeit von { $player } ist abgelaufen; die KI übernimmt den Zug: { $action }
table-clock-error-policy = Es gibt keine Bedenkzeit-Regel „{ $policy }“: nutze ai oder remind.
discord-error-clock = „{ $time }“ ist keine Zeit pro Zug: gib z. B. 24h, 90m, 30s oder off an.
