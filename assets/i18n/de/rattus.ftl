# rattus: the game's words (de). Loaded with the other files of this directory.

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
rattus-error-place-no-rats-peasant = In { $region } liegen keine Rattenplättchen: Dorthin kann nur der eine Würfel des Bauern.
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
rattus-error-phase-c-begun = Die Pest wurde bewegt: Deine Aktion C hat begonnen; Karten nimmst und Würfel setzt du davor.
rattus-error-phase-c-begun-power = Die Pest wurde bewegt: Deine Aktion C hat begonnen; die Fähigkeiten der Karten nutzt du davor (nur der Ritter wirkt in Aktion C).
rattus-error-plague-moved = Die Pest wurde in diesem Zug schon bewegt.
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
rattus-summary-brief-regions = Regionen: { $regions }
rattus-summary-brief-region = { $region } ({ $tokens } Rattenplättchen; { $cubes }){ $plague }
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
rattus-last-placed = +{ $count } Würfel in { $region } gesetzt
rattus-last-took = Karte { $card } genommen
rattus-last-palace = +{ $count } Würfel in die Burg (König)
rattus-last-left = −{ $count } Würfel aus { $region } versetzt
rattus-last-plague = Pest von { $from } nach { $to } gezogen
rattus-last-spread = Ratten breiten sich aus nach { $regions }
rattus-last-spread-in = { $region } (+{ $count })
rattus-last-devastation = die Pest wütet: { $count } Rattenplättchen aufgedeckt, { $losses }
rattus-last-devastation-harmless = die Pest wütet: { $count } Rattenplättchen aufgedeckt, kein Würfel verloren
rattus-last-lost = { $region } −{ $count } Würfel
rattus-last-nothing = auf dem Spielplan hat sich nichts geändert

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

## options.rattus

options-rattus-players = genau N Spieler ({ $min } bis { $max })

## game

game-rattus = Rattus
## score

rattus-score-regions = Regionen
rattus-score-palace = Burg
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
