# messina: the game's words (de). Loaded with the other files of this directory.

## help.messina

help-messina-turn =
    {"*"}*Messina 1347** — rette die Bürger des pestgeplagten Messina, bekämpfe die Pest und bevölkere die Stadtviertel wieder. Sechs Runden; die meisten Punkte gewinnen.
    {"*"}*Eine Runde:** In Zugfolge schickt jeder Spieler pro Zug einen Leutnant los, bis alle eingesetzt sind; dann Produktion, Quarantäne und die Vorbereitung der nächsten Runde (Schiffe, ein neues Stadt-Hexfeld, Pestwürfel und Bürger).
    {"*"}*Ein Zug:** Schicke einen Leutnant auf ein Hexfeld oder einen Hafen (`go`), zu einem angedockten Schiff (`ship`) oder rufe ihn auf dein Anwesen zurück und nimm 1 Münze (`recall`). Liegende Leutnante in Messina kommen zuerst dran; ein liegender Leutnant zahlt 1 Münze je Hexfeld nach dem ersten.
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

## options.messina

options-messina-players-n = genau N Spieler ({ $min } bis { $max }; mit 1 solo gegen den virtuellen Gegner)
options-messina-solo = ein Spieler gegen den virtuellen Gegner
options-messina-variant-base = das Grundspiel
options-messina-variant-advanced = Variante für Fortgeschrittene: b-Seiten von Spielertableau und Schriftrollentafel
options-messina-boards-a-b = Spielertableaus: a- oder b-Seite (Mischen erlaubt, ungetestet)
options-messina-scrolls-a-b = Schriftrollentafeln: a- oder b-Seite
options-messina-priority-tile-on = das Buch-Vorrangplättchen

game-messina = Messina 1347

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
messina-track = Leiste „{ $track }“
messina-track-name-buildings = Gebäude
messina-track-name-goods = Güter
messina-track-name-repop = Wiederbevölkerung
messina-track-name-goods-type = Güter einer Art
messina-track-name-workshops = Werkstätten
messina-track-name-wood = Bauholz
messina-track-name-huts = Hütten-Aufwertungen
messina-track-name-coins = Münzen
messina-track-name-book = Balken { $book }
messina-track-name-overseer-end = Aufseher am Wegende
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
messina-choice-overseer-upgrade-detail = wird aufgewertet, bleibt auf Feld { $pos }
messina-choice-overseer-upgrade-advance-detail = wird aufgewertet, Feld { $from } → { $to }
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
messina-ask-destination = { $colour }, Runde { $round }: Wohin geht { $from } — auf ein Hexfeld oder einen Hafen, zu einem angedockten Schiff oder zurück aufs Anwesen (du nimmst 1 Münze)?
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
messina-event-plague-takes = Die Pest: { $count } wartende Bürger auf { $place } kommen zurück in den Vorrat.
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
messina-what-action = Aktion
messina-what-book = Buch
messina-what-branch = Abzweigung
messina-what-hex = Hexfeld
messina-what-hut = Quarantänehütte
messina-what-hut-upgrade = Hütten-Aufwertung
messina-what-overseer = Aufseher
messina-what-payment = Bezahlung
messina-what-place = Ort
messina-what-scroll-track = Leiste
messina-what-ship = Schiff
messina-what-square = Quadrat
messina-what-wagon = Wagen
messina-what-workshop = Werkstatt
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
messina-summary-brief-hexes = Pest und wartende Bürger: { $hexes }
messina-summary-brief-hex = { $id } ({ $cubes } ☠, { $citizens } wartend)
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
messina-last-citizens-removed = { $count } Bürger aus der Stadt entfernt
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

messina-score-play = Spielverlauf
messina-score-rats = Ratten
messina-score-books = Bücher
messina-score-popularity = Popularität
messina-score-hexes = Hexfelder
messina-score-scroll = Schriftrollen
messina-score-majority = Wiederbevölkerungsbonus
messina-score-resources = Marker

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
image-messina-city-score = { $name }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
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
image-messina-estate-theme-pb1 = Bücher und Stadt
image-messina-estate-theme-pb2 = Bauen
image-messina-estate-theme-pb3 = Kirche und Feuer
image-messina-estate-theme-pb4 = Handel und Ansehen
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
image-messina-estate-overseer = { $class }: Feld { $pos }/6 · { $branch }
image-messina-estate-overseer-up = { $class } ★: Feld { $pos }/6 · { $branch }
image-messina-estate-branch = Abzweigung { $branch } → { $towards }
image-messina-estate-no-branch = Abzweigung nicht gewählt
image-messina-estate-centre = in der Mitte: kein Vorrücken mehr
image-messina-estate-choose-branch = als Nächstes: Abzweigung wählen (siehe Beschriftung auf dem Tableau)
image-messina-estate-next = als Nächstes: { $reach }
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
