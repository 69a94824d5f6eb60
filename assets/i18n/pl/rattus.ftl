# rattus: the game's words (pl). Loaded with the other files of this directory.

## rattus

rattus-face = próg { $threshold }: { $symbols }

## rattus.colour

rattus-colour-red = Czerwony
rattus-colour-yellow = Żółty
rattus-colour-green = Zielony
rattus-colour-blue = Niebieski

## rattus.card

rattus-card-peasant = Chłop
rattus-card-merchant = Kupiec
rattus-card-monk = Mnich
rattus-card-knight = Rycerz
rattus-card-witch = Czarownica
rattus-card-king = Król

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

rattus-choice-tokens = { $n } { $n ->
        [one] żeton szczura
        [few] żetony szczura
        [many] żetonów szczura
       *[other] żetonu szczura
    } w regionie
rattus-choice-place = { $count } { $count ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    } w regionie { $region }
rattus-choice-place-peasant = { $tokens } { $tokens ->
        [one] żeton szczura
        [few] żetony szczura
        [many] żetonów szczura
       *[other] żetonu szczura
    } w regionie, z Chłopem o jedną kostkę więcej
rattus-choice-take = weź kartę { $card } ({ $from })
rattus-choice-from = ma ją { $colour }
rattus-choice-open-card = wolna karta
rattus-choice-king = Król: kostka z regionu { $region } do pałacu
rattus-choice-king-detail = twoje kostki w regionie: { $cubes }; w pałacu jest bezpieczna do końca gry
rattus-choice-monk = Mnich: przenieś żeton szczura do sąsiedniego regionu
rattus-choice-merchant = Kupiec: przenieś 1–3 swoje kostki do sąsiedniego regionu
rattus-choice-witch = Czarownica: podejrzyj dwa żetony szczura i ewentualnie zamień je miejscami
rattus-choice-monk-from = żeton szczura z regionu { $region }
rattus-choice-merchant-from = twoje kostki z regionu { $region } (masz tam: { $cubes })
rattus-choice-token = żeton { $n } w regionie { $region }
rattus-choice-seen = znasz go: { $face }
rattus-choice-monk-to = do regionu { $region }
rattus-choice-merchant-to = { $count } { $count ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    } do regionu { $region }
rattus-choice-look = żeton w regionie { $region }
rattus-choice-swap = zamień oba żetony miejscami
rattus-choice-keep = zostaw je na miejscu
rattus-choice-cancel = zrezygnuj ze zdolności: { $card }
rattus-choice-move = przesuń zarazę do regionu { $region }
rattus-choice-move-knight = przesuń zarazę o dwa regiony, do regionu { $region } (Rycerz)
rattus-choice-move-detail = w regionie: { $tokens } { $tokens ->
        [one] żeton szczura
        [few] żetony szczura
        [many] żetonów szczura
       *[other] żetonu szczura
    }, { $cubes } { $cubes ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    }
rattus-choice-spread = żeton szczura do regionu { $region }
rattus-choice-neutral = licz pionek zarazy jako 2 neutralne kostki
rattus-choice-no-neutral = bez neutralnych kostek
rattus-choice-peasant = Chłop: 1 kostka w regionie { $region }
rattus-choice-end = zakończ swój ostatni ruch

## rattus.choice.power

rattus-choice-power-peasant = Chłop: połóż o kostkę więcej (albo 1 kostkę tam, gdzie nie ma szczurów)
rattus-choice-power-merchant = Kupiec: przenieś 1–3 swoje kostki do sąsiedniego regionu
rattus-choice-power-monk = Mnich: przenieś żeton szczura do sąsiedniego regionu
rattus-choice-power-knight = Rycerz: przesuń zarazę o dwa regiony; licz pionek zarazy jako 2 neutralne kostki
rattus-choice-power-witch = Czarownica: podejrzyj dwa żetony szczura i ewentualnie zamień je miejscami
rattus-choice-power-king = Król: przenieś kostkę z regionu bez szczurów do pałacu

## rattus.symbol

rattus-symbol-majority = M
rattus-symbol-all = A

## rattus.ask

rattus-ask-setup = { $colour }: połóż 2 kostki w jednym regionie (przygotowanie, kolejka { $n }).
rattus-ask-turn = { $colour }: weź kartę, użyj zdolności albo przesuń zarazę (teraz w regionie { $plague }), by zakończyć turę.
rattus-ask-turn-place = { $colour }: połóż kostki, zanim przesuniesz zarazę (teraz w regionie { $plague }); możesz też wziąć kartę lub użyć zdolności.
rattus-ask-final = { $colour }: ostatni ruch. Użyj zdolności swoich kart, a potem zakończ.
rattus-ask-monk-from = Mnich: z którego regionu przenieść żeton szczura?
rattus-ask-monk-slot = Mnich: który żeton z tego regionu?
rattus-ask-monk-to = Mnich: do którego sąsiedniego regionu go przenieść?
rattus-ask-merchant-from = Kupiec: z którego regionu przenieść twoje kostki?
rattus-ask-merchant-to = Kupiec: do którego sąsiedniego regionu i ile kostek?
rattus-ask-witch-look = Czarownica: w którym regionie podejrzeć żeton?
rattus-ask-witch-slot = Czarownica: który żeton z tego regionu?
rattus-ask-witch-swap = Czarownica: zamienić miejscami dwa podejrzane żetony?
rattus-ask-spread = Zaraza rozprzestrzenia się z regionu { $plague }: połóż żeton szczura (zostało: { $n }) w sąsiednim regionie.
rattus-ask-neutral = Rycerz: liczyć pionek zarazy jako 2 neutralne kostki w regionie { $plague }?

## rattus.event

rattus-event-placed = { $colour } kładzie { $count } { $count ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    } w regionie { $region }.
rattus-event-took-card = { $colour } bierze kartę: { $card }.
rattus-event-took-card-from = { $colour } zabiera kartę: { $card } (miał ją { $from }).
rattus-event-king = { $colour } przenosi kostkę z regionu { $region } do pałacu (Król).
rattus-event-monk = { $colour } przenosi żeton szczura z regionu { $from } (żeton { $slot }) do regionu { $to } (Mnich).
rattus-event-merchant = { $colour } przenosi { $count } { $count ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    } z regionu { $from } do regionu { $to } (Kupiec).
rattus-event-witch-looked = { $colour } podgląda żeton { $a_slot } w regionie { $a } i żeton { $b_slot } w regionie { $b } (Czarownica).
rattus-event-witch-saw = Widzisz: { $a }, żeton { $a_slot }: { $a_face }; { $b }, żeton { $b_slot }: { $b_face }.
rattus-event-witch-swapped = { $colour } zamienia oba żetony miejscami.
rattus-event-witch-kept = { $colour } zostawia oba żetony na miejscu.
rattus-event-moved = { $colour } przesuwa zarazę z regionu { $from } do regionu { $to }.
rattus-event-knight-moved = { $colour } przesuwa zarazę o dwa regiony: z regionu { $from } do regionu { $to } (Rycerz).
rattus-event-spread = Żeton szczura trafia do regionu { $region }.
rattus-event-spread-forced = Żeton szczura trafia do regionu { $region } (jedynego, w którym jest miejsce).
rattus-event-neutral = { $colour } liczy pionek zarazy jako 2 neutralne kostki (Rycerz).
rattus-event-revealed = { $region }: odkryty żeton – { $face }. { $result }
rattus-event-no-outbreak = Brak wybuchu zarazy ({ $total } { $total ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    }).
rattus-event-outbreak = Wybuch zarazy ({ $total } { $total ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    }): { $losses }.
rattus-event-outbreak-harmless = Wybuch zarazy ({ $total } { $total ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    }), ale nikt nie traci kostek.
rattus-event-loss = { $colour } traci { $count } { $count ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    }
rattus-event-end-supply = Zapas żetonów szczura się wyczerpał: gra kończy się po tej turze ({ $colour }).
rattus-event-end-reserve = { $colour } nie ma już kostek w zapasie: gra się kończy.
rattus-event-final-devastation = Ostateczne spustoszenie wszystkich regionów.
rattus-event-winner = Wygrywa { $colour }, mając na planszy { $cubes } { $cubes ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    }.
rattus-event-winner-tie = Wygrywa { $colour }, mając na planszy { $cubes } { $cubes ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    }, na równi z: { $tied }. Remis wygrywa gracz, który jako pierwszy rozegrałby kolejną turę (ostatnią turę rozegrał { $last }).
rattus-event-final-skip-no-card = { $colour } nie ma żadnej karty: bez ostatniego ruchu.
rattus-event-final-skip-idle = { $colour }: karty nic już teraz nie zdziałają – bez ostatniego ruchu.
rattus-event-only-choice = { $colour }: { $choice } (jedyna możliwość).

## rattus.error

rattus-error-malformed = Nie rozumiem „{ $text }”. Wybierz jedną z wymienionych opcji.
rattus-error-unknown-region = Nie ma regionu o nazwie „{ $region }”.
rattus-error-unknown-card = Nie ma karty o nazwie „{ $card }”.
rattus-error-region-unused = Region { $region } nie jest w grze przy tej liczbie graczy.
rattus-error-setup-two = Podczas przygotowania połóż dokładnie 2 kostki w jednym regionie.
rattus-error-setup-only-place = Podczas przygotowania możesz tylko kłaść kostki (2 w jednym regionie).
rattus-error-region-full = W regionie { $region } leżą już 3 żetony szczura.
rattus-error-not-adjacent = Region { $region } nie sąsiaduje z regionem { $from }.
rattus-error-no-card = Nie masz karty: { $card }.
rattus-error-power-used = W tej turze zdolność tej karty ({ $card }) została już użyta.
rattus-error-final-forbidden = W rundzie finałowej możesz tylko używać zdolności swoich kart (Rycerz nadal może przesunąć zarazę).
rattus-error-took-already = W tej turze karta została już wzięta.
rattus-error-hold-already = Masz już kartę: { $card }.
rattus-error-placed-already = W tej turze kostki zostały już położone.
rattus-error-peasant-extra = Tylko Chłop pozwala położyć o jedną kostkę więcej, niż leży tam żetonów szczura ({ $tokens }).
rattus-error-place-no-rats = W regionie { $region } nie ma żetonów szczura, więc nie można tam kłaść kostek (wyjątkiem jest Chłop).
rattus-error-place-no-rats-peasant = W regionie { $region } nie ma żetonów szczura: można tam położyć tylko jedną kostkę Chłopa.
rattus-error-place-count = W regionie { $region } { $tokens ->
        [one] leży { $tokens } żeton szczura
        [few] leżą { $tokens } żetony szczura
        [many] leży { $tokens } żetonów szczura
       *[other] leży { $tokens } żetonu szczura
    }: połóż tam dokładnie { $tokens } { $tokens ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    }.
rattus-error-place-count-peasant = W regionie { $region } { $tokens ->
        [one] leży { $tokens } żeton szczura
        [few] leżą { $tokens } żetony szczura
        [many] leży { $tokens } żetonów szczura
       *[other] leży { $tokens } żetonu szczura
    }: połóż tam { $tokens } { $tokens ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    } albo, z Chłopem, { $more }.
rattus-error-reserve = To wymaga { $count } { $count ->
        [one] kostki
        [few] kostek
        [many] kostek
       *[other] kostki
    }, a w zapasie masz { $reserve }.
rattus-error-reserve-empty = Twój zapas jest pusty.
rattus-error-king-rats = Król przenosi kostkę tylko z regionu bez żetonów szczura, a w regionie { $region } one leżą.
rattus-error-king-no-cube = Nie masz w regionie { $region } kostki, którą Król mógłby przenieść.
rattus-error-monk-impossible = Mnich nie może teraz przenieść żadnego żetonu szczura (wszystkie sąsiednie regiony są pełne).
rattus-error-merchant-impossible = Nie masz kostek, które Kupiec mógłby przenieść.
rattus-error-witch-impossible = Czarownica potrzebuje co najmniej dwóch żetonów szczura na planszy.
rattus-error-peasant-final-only = Dodatkową kostkę Chłopa kładziesz przez `place`; `peasant` służy do rundy finałowej.
rattus-error-must-place = Najpierw połóż kostki: zaraza rusza się na końcu.
rattus-error-two-steps-knight = Tylko Rycerz przesuwa zarazę o dwa regiony; przesuń ją do sąsiedniego regionu.
rattus-error-must-move = Zaraza musi przejść do innego regionu.
rattus-error-plague-reach = Zaraza przechodzi z regionu { $plague } do sąsiedniego regionu, a region { $region } nie jest sąsiedni.
rattus-error-plague-reach-knight = Zaraza przechodzi z regionu { $plague } o jeden region, z Rycerzem o dwa; region { $region } jest dalej.
rattus-error-knight-reach = Rycerz przesuwa zarazę o jeden lub dwa regiony; region { $region } jest poza zasięgiem.
rattus-error-end-by-moving = Twoja tura kończy się, gdy przesuniesz zarazę.
rattus-error-nothing-to-cancel = Żadna zdolność nie jest w toku, więc nie ma czego odwołać.
rattus-error-no-power-started = To ciąg dalszy zdolności: najpierw ją rozpocznij (monk, merchant lub witch).
rattus-error-spread-not-now = Żetony szczura rozprzestrzeniają się dopiero po ruchu zarazy.
rattus-error-neutral-not-now = O neutralnych kostkach decyduje posiadacz Rycerza po ruchu zarazy.
rattus-error-phase-c-begun = Zaraza już się przesunęła: trwa twoja faza C, a karty bierze się i kostki kładzie przed nią.
rattus-error-phase-c-begun-power = Zaraza już się przesunęła: trwa twoja faza C, a zdolności kart używa się przed nią (w fazie C działa tylko Rycerz).
rattus-error-plague-moved = Zaraza w tej turze już się przesunęła.
rattus-error-finish-monk = Najpierw dokończ ruch Mnicha (albo użyj `cancel`).
rattus-error-finish-merchant = Najpierw dokończ ruch Kupca (albo użyj `cancel`).
rattus-error-finish-witch = Najpierw dokończ podglądanie dwóch żetonów przez Czarownicę (albo użyj `cancel`).
rattus-error-finish-swap = Najpierw zdecyduj, czy zamienić miejscami dwa podejrzane żetony.
rattus-error-finish-spread = Najpierw połóż żetony szczura, które rozprzestrzeniają się z regionu { $plague }.
rattus-error-finish-neutral = Najpierw zdecyduj o neutralnych kostkach Rycerza.
rattus-error-monk-no-token = W regionie { $region } nie ma żetonu szczura, który Mnich mógłby przenieść.
rattus-error-monk-no-room = Każdy region sąsiadujący z regionem { $region } ma już 3 żetony szczura.
rattus-error-token-range = W regionie { $region } { $tokens ->
        [one] leży { $tokens } żeton szczura
        [few] leżą { $tokens } żetony szczura
        [many] leży { $tokens } żetonów szczura
       *[other] leży { $tokens } żetonu szczura
    }: wybierz żeton od 1 do { $tokens }.
rattus-error-monk-count = Mnich przenosi jeden żeton: podaj tylko region (`to REGION`).
rattus-error-merchant-no-cubes = Nie masz kostek w regionie { $region }.
rattus-error-merchant-how-many = Podaj, ile kostek trafia do regionu { $region }: od 1 do 3 (`to REGION 2`).
rattus-error-merchant-count = Kupiec przenosi od 1 do 3 twoich kostek; masz ich tam { $have }.
rattus-error-witch-no-token = W regionie { $region } nie ma żetonu szczura do podejrzenia.
rattus-error-witch-same-token = Wybierz inny żeton niż ten, który już podejrzano.
rattus-error-cannot-cancel-witch = Czarownica już podejrzała żetony; zostało tylko zdecydować o zamianie.
rattus-error-cannot-cancel-spread = Rozprzestrzeniania się żetonów szczura nie można odwołać.

## rattus.summary

rattus-summary-region = { $region }: { $tokens } { $tokens ->
        [one] żeton szczura
        [few] żetony szczura
        [many] żetonów szczura
       *[other] żetonu szczura
    }; kostki: { $cubes }{ $plague }
rattus-summary-brief-regions = Regiony: { $regions }
rattus-summary-brief-region = { $region } (żetony Szczurów: { $tokens }; { $cubes }){ $plague }
rattus-summary-plague-here = { " " }☠ zaraza
rattus-summary-cubes = { $colour } { $count }
rattus-summary-palace = Pałac: { $seats }
rattus-summary-reserve = Zapasy: { $seats }
rattus-summary-card = { $card }: { $holder }
rattus-summary-cards = Karty: { $cards }
rattus-summary-open = wolna
rattus-summary-supply = Zapas żetonów szczura: { $supply } { $supply ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    }; dotąd odkryto: { $revealed }.
rattus-summary-known = { $region }, żeton { $slot }: { $face }

## rattus.note

rattus-note-look = Tura { $turn }: podejrzane żetony – { $looked } ({ $swap }).
rattus-note-swapped = zamieniono je
rattus-note-kept = zostawiono je na miejscu
rattus-note-no-swap = ten sam region, bez zamiany
rattus-note-now = Gdzie teraz leżą znane ci żetony: { $known }.

## rattus.last

rattus-last-caption = { $player }: { $parts }
rattus-last-placed = +{ $count } { $count ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    } w regionie { $region }
rattus-last-took = wzięta karta: { $card }
rattus-last-palace = +{ $count } { $count ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    } do pałacu (Król)
rattus-last-left = −{ $count } { $count ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    } z regionu { $region } (przeniesienie)
rattus-last-plague = zaraza przeszła z regionu { $from } do regionu { $to }
rattus-last-spread = szczury rozprzestrzeniły się: { $regions }
rattus-last-spread-in = { $region } (+{ $count })
rattus-last-devastation = spustoszenie: { $count } { $count ->
        [one] odkryty żeton szczura
        [few] odkryte żetony szczura
        [many] odkrytych żetonów szczura
       *[other] odkrytego żetonu szczura
    }, { $losses }
rattus-last-devastation-harmless = spustoszenie: { $count } { $count ->
        [one] odkryty żeton szczura
        [few] odkryte żetony szczura
        [many] odkrytych żetonów szczura
       *[other] odkrytego żetonu szczura
    }, bez utraty kostek
rattus-last-lost = { $region } −{ $count } { $count ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    }
rattus-last-nothing = nic się nie zmieniło na planszy

## help.rattus

help-rattus-turn =
    {"*"}*Rattus** – utrzymaj na planszy jak najwięcej swoich kostek, podczas gdy zaraza szerzy się po Europie. Wygrywa gracz z największą liczbą kostek na planszy (w regionach i w pałacu) na koniec gry; remis wygrywa ten, kto rozegrałby następną turę.
    {"*"}*Przygotowanie:** każdy gracz kładzie 2 kostki w jednym regionie, zgodnie z ruchem wskazówek zegara, a potem jeszcze raz w przeciwnym kierunku.
    {"*"}*Twoja tura,** w dowolnej kolejności: **A** weź jedną kartę stanu (wolną albo od innego gracza), **B** połóż kostki w jednym regionie – dokładnie tyle, ile leży w nim żetonów szczura (z Chłopem o jedną więcej), obowiązkowo, jeśli to możliwe; zdolności każdej karty użyj najwyżej raz. **C** na końcu przesuń zarazę do sąsiedniego regionu (z Rycerzem o dwa): z tego regionu rozprzestrzeniają się żetony szczura, potem jego żetony są odkrywane jeden po drugim, a wybuchy zarazy zabierają kostki.
    {"*"}*Koniec gry:** gdy wyczerpie się zapas żetonów szczura albo któryś gracz nie ma już kostek, każdy pozostały gracz wykonuje ostatni ruch, używając tylko zdolności swoich kart (Chłop kładzie 1 kostkę, Rycerz przesuwa zarazę); potem zaraza pustoszy każdy region.
    {"*"}*Odrzucone ruchy** podają regułę, która je blokuje (R-…), według streszczenia zasad.
help-rattus-notation =
    {"*"}*Notacja** (wpisz ją, jej numer albo słowa z etykiety):
    `place gallia 3` – 3 kostki w regionie Gallia (dokładnie tyle, ile leży tam żetonów szczura; z Chłopem o jedną więcej)
    `take king` – faza A: weź kartę Króla (wolną albo od innego gracza)
    `king gallia` – Król: jedna z twoich kostek z regionu Gallia (bez szczurów) do pałacu
    `monk`, potem `from R`, `token N`, `to R` – Mnich: żeton szczura do sąsiedniego regionu
    `merchant`, potem `from R`, `to R N` – Kupiec: 1–3 twoje kostki do sąsiedniego regionu
    `witch`, potem dwa razy `look R` (+ `token N`), `swap yes|no` – Czarownica: podejrzyj dwa żetony i ewentualnie zamień je miejscami
    `cancel` – zrezygnuj ze zdolności, zanim cokolwiek zrobiła
    `move italia` – faza C: przesuń zarazę (z Rycerzem o dwa regiony); kończy turę
    `spread hispania` – połóż rozprzestrzeniający się żeton szczura
    `neutral yes|no` – Rycerz: licz pionek zarazy jako 2 neutralne kostki
    `peasant gallia`, `end` – runda finałowa: jedyna kostka Chłopa; zakończenie ostatniego ruchu

## options.rattus

options-rattus-players = dokładnie N graczy (od { $min } do { $max })

## game

game-rattus = Rattus
## score

rattus-score-regions = regiony
rattus-score-palace = pałac
## image.rattus

image-rattus-title = Rattus
image-rattus-not-in-play = poza grą
image-rattus-no-rats = bez szczurów
image-rattus-players = Gracze
image-rattus-cards = Karty stanów
image-rattus-palace = Pałac
image-rattus-rats = Szczury
image-rattus-open = wolna
image-rattus-holdings = regiony { $regions } · pałac { $palace } · zapas { $reserve }
image-rattus-on-board = na planszy
image-rattus-supply = { $count } { $count ->
        [one] zakryty żeton w zapasie
        [few] zakryte żetony w zapasie
        [many] zakrytych żetonów w zapasie
       *[other] zakrytego żetonu w zapasie
    }
image-rattus-revealed = { $count } { $count ->
        [one] odkryty i usunięty
        [few] odkryte i usunięte
        [many] odkrytych i usuniętych
       *[other] odkrytego i usuniętego
    }
image-rattus-set-aside = { $count } { $count ->
        [one] odłożony w ciemno przy przygotowaniu
        [few] odłożone w ciemno przy przygotowaniu
        [many] odłożonych w ciemno przy przygotowaniu
       *[other] odłożonego w ciemno przy przygotowaniu
    }

## image.rattus.status

image-rattus-status-setup = Przygotowanie – { $player } kładzie 2 kostki
image-rattus-status-turn = Tura { $turn } – ruch: { $player }
image-rattus-status-final = Runda finałowa – { $player } używa swoich kart
image-rattus-status-over = Koniec gry – wygrywa { $player } ({ $cubes } { $cubes ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    })
image-rattus-status-none = Oczekiwanie

## image.rattus.legend

image-rattus-legend-token = zakryty żeton szczura
image-rattus-legend-plague = zaraza
image-rattus-legend-sea = szlak morski
