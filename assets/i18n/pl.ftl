# Polski katalog komunikatów Lazaretto (tłumaczenie en.ftl).
# Terminy Messina 1347 według polskiej instrukcji Portal Games; słowniczek: glossary-pl.md.
# Liczba mnoga według kategorii CLDR: [one] 1, [few] 2–4, 22–24…, [many] 0, 5–21, 25…, [other] ułamki.


## list

list-empty = brak

## error

error-game-over = Gra się zakończyła.
error-not-text = Ten wiersz nie jest poprawnym tekstem UTF-8, więc go pominięto.
error-not-your-turn = To nie twoja tura.
error-player-count = W tę grę gra od { $min } do { $max } graczy, a nie { $count }.

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
rattus-last-palace = { $count } { $count ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    } do pałacu (Król)
rattus-last-left = przeniesiono { $count } { $count ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    } z regionu { $region }
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

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto – gra przez posty, w terminalu. /help wyświetla listę komend.
play-you-are = (teraz jesteś { $name })
play-your-turn = @{ $name }, twoja tura.
play-image = [obraz] { $path }
play-image-failed = [nie zapisano obrazu: { $error }]
play-unknown-command = nieznana komenda /{ $command }; /help wyświetla listę komend
play-replace-usage = użycie: /replace STARY NOWY
play-help =
    Komendy (te same co w bocie na Discordzie):
      /as NAZWA           działaj jako inny lokalny użytkownik (gra przy jednym komputerze)
      /new GRA [OPCJE]    otwórz stół na tym kanale: /new rattus, /new messina players=1 variant=advanced
      /join  /leave       zajmij lub zwolnij miejsce w poczekalni
      /start              rozpocznij grę (założyciel stołu)
      /play AKCJA         wykonaj ruch: notacja (/play place gallia 2), numer wymienionej opcji (/play 3)
                          albo słowa z jej etykiety (/play build)
      AKCJA               wiersz bez ukośnika działa jak /play AKCJA
      /undo               cofnij swoją ostatnią decyzję w tej turze
      /board  /status  /log [N]  /peek
      /estate [NAZWA]     obraz posiadłości gracza (Messina; zapisywany jak obrazy planszy)
      /abandon  /kick NAZWA  /replace STARY NOWY
      /help GRA           jak grać: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = Nie ma gry o nazwie „{ $game }”. Dostępne gry: { $known }.

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

## help.messina

help-messina-turn =
    {"*"}*Messina 1347** – ratuj Mieszkańców dotkniętej zarazą Mesyny, walcz z zarazą i ponownie zaludniaj Dzielnice. Sześć rund; wygrywa gracz z największą liczbą punktów.
    {"*"}*Runda:** w kolejności tur każdy gracz wysyła w swojej turze jednego Namiestnika, aż wszyscy zostaną użyci; potem produkcja, kwarantanna i przygotowanie kolejnej rundy (Statki, nowa Dzielnica, kostki Zarazy i Mieszkańcy).
    {"*"}*Tura:** wyślij Namiestnika na heks Dzielnicy lub Portu (`go`), do zacumowanego Statku (`ship`) albo wycofaj go do posiadłości za 1 Monetę (`recall`). Najpierw idą Namiestnicy leżący w Mesynie; leżący Namiestnik płaci 1 Monetę za każdy krok poza pierwszym.
    {"*"}*Tura na heksie:** 1) postaw Namiestnika na heksie; 2) uratuj jego Mieszkańców – do swoich sektorów albo do Chat Kwarantannowych, jeśli na heksie jest zaraza; 3) walcz z zarazą żetonami Ognia lub Pożaru albo przerwij walkę i weź Szczura za każdą pozostałą kostkę; 4) krok akcji: akcja heksa (albo zamiast niej ponowne zaludnienie heksa), zdobyte akcje w dowolnej kolejności, płatne postępy na torach Kroniki Miejskiej i Kościelnej, Mieszkańcy do Warsztatów, na koniec zakończenie tury.
    {"*"}*Tura ze Statkiem:** walcz z kostką Zarazy na Statku albo weź Szczura, potem weź Statek i jego nagrodę.
    Decyzję z jedną możliwą opcją bot podejmuje za ciebie; gdy zostaje tylko jedna zdobyta akcja, jej pytanie pojawia się od razu, a wśród opcji jest też zakończenie tury.
    {"*"}*Odrzucone ruchy** podają regułę, która je blokuje (M-…), według streszczenia zasad.
help-messina-notation =
    {"*"}*Notacja** (wpisz ją, jej numer albo słowa z etykiety – `build`, `big fire`):
    `go h05` – na heks H05 (Porty `p1`–`p4`); `ship sh4` – do Statku SH4 w jego doku; `recall` – powrót do posiadłości, +1 Moneta
    `from h05`, `from estate` – który niewykorzystany Namiestnik idzie (najpierw leżący)
    `place cr.a2` – uratowany Mieszkaniec na wolny kwadrat swojego sektora; `hut q1` – do Chaty Kwarantannowej; `discard` – brak miejsca
    `fire`, `bigfire`, `bigfire double`, `bigfire h07` – usuwanie kostek Zarazy według tabeli Ognia; `stop` – koniec walki, Szczur za każdą pozostałą kostkę; `rat` – nie walcz z kostką na Statku
    `hex` – akcja heksa; `option 1` – jedna z opcji akcji „X lub Y”; `repopulate` – zamiast tego ponownie zaludnij heks
    `buy city`, `buy church` – płatny postęp na torze Kroniki (1 Moneta za każdego twojego Namiestnika)
    `do build`, `do overseer(any)`, … – rozpatrz oczekującą zdobytą akcję (w dowolnej kolejności)
    `overseer cr|ar|nu`, `branch cr>ar`, `step 1|2` – przesuń Nadzorcę; `activate cr.a1` – akcja Mieszkańca, do którego dociera
    `rotate huts|workshops`, `pay coin|wood|fire|bigfire|point` – cyrkulacja rzędu kafelków przed Budową
    `hut hu05`, `workshop wk03`, `wagon wg2a`, `on q2`, `skip` – Budowa oraz Chata, na którą trafia ulepszenie
    `give cr.a1`, `give ws2`, `sacrifice estate` – Mieszkańcy i Namiestnik oddawani przy ponownym zaludnieniu
    `upgrade q1`, `scroll goods`, `book city`, `copy h05` – ulepszenie Mieszkańca, postęp na planszy Zwojów, darmowy postęp na torze Kroniki, akcja innego heksa
    `staff cr.a1`, `into ws2` – Mieszkaniec do Warsztatu; `produce` – produkcja na koniec rundy
    `end` – zakończ turę (niewykorzystane akcje przepadają)

## options

options-unknown = Nieznana opcja „{ $option }”.
options-players = W tę grę gra od { $min } do { $max } graczy, a nie „{ $given }”.
options-conflict = „{ $option }” przeczy podanej wcześniej liczbie graczy.

## options.rattus

options-rattus-players = dokładnie N graczy (od 2 do 4)

## options.messina

options-messina-players-n = dokładnie N graczy (od 1 do 4; przy 1 grasz solo z Przeciwnikiem)
options-messina-solo = jeden gracz przeciwko wirtualnemu Przeciwnikowi
options-messina-variant-base = gra podstawowa
options-messina-variant-advanced = wariant zaawansowany: plansze Gracza i plansze Zwojów na stronie b
options-messina-boards-a-b = plansze Gracza: strona a lub b (łączenie stron dozwolone, nietestowane)
options-messina-scrolls-a-b = plansze Zwojów: strona a lub b
options-messina-priority-tile-on = kafelek Priorytetu Kronik

## game

game-rattus = Rattus
game-messina = Messina 1347

## table

table-player = { $name } ({ $seat })
table-name = { $name }
table-created = { $name } otwiera stół do gry { $game } (dla { $min }–{ $max } graczy). Dołącz przez /join; założyciel stołu rozpoczyna grę przez /start.
table-created-exact = { $name } otwiera stół do gry { $game } (dla { $max } { $max ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] gracza
    }). Dołącz przez /join; założyciel stołu rozpoczyna grę przez /start.
table-joined = { $name } dołącza do stołu ({ $count }/{ $max }).
table-left = { $name } odchodzi od stołu.
table-lobby-closed = Stół jest pusty i zostaje zamknięty.
table-kicked = Usunięto ze stołu: { $name }.
table-replaced = { $new } przejmuje miejsce gracza { $old }.
table-started = Rozpoczyna się gra { $game }. Gracze: { $players }.
table-acted = { $player }: { $action }
table-undone = Cofnięto: { $action }
table-undone-by = { $player } cofa „{ $action }”.
table-abandoned = { $name } przerywa grę; gra zostaje porzucona.
table-game-over = Gra skończona. Końcowa klasyfikacja:
table-standing = { $place }. { $player }: { $score } ({ $breakdown })
table-breakdown-item = { $category } { $points }
table-status-lobby = Poczekalnia gry { $game }: { $players } (dla { $min }–{ $max } graczy).
table-status-game = { $game }, gra #{ $id }: { $players }.
table-status-turn = Czekamy na { $player } od { $since } (opcji do wyboru: { $choices }).
table-log-action = #{ $seq } { $name }: { $action }
table-peek-nothing = W tej grze nie masz żadnych ukrytych informacji.
table-estate = Posiadłość: { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = „{ $text }” pasuje do kilku opcji: { $choices }. Wpisz więcej liter jednej z nich albo jej numer.
table-error-unknown-game = Nie ma gry o nazwie „{ $game }”. Dostępne gry: { $known }.
table-error-channel-busy = Na tym kanale toczy się już gra. Najpierw ją dokończ lub przerwij (/abandon) albo otwórz nowy wątek.
table-error-no-game = Na tym kanale nie ma gry. Rozpocznij ją przez /new.
table-error-finished = Gra na tym kanale się zakończyła. Nową rozpoczniesz przez /new.
table-error-abandoned = Gra na tym kanale została porzucona. Nową rozpoczniesz przez /new.
table-error-not-started = Gra jeszcze się nie rozpoczęła.
table-error-already-started = Gra już się rozpoczęła.
table-error-already-joined = Masz już miejsce przy tym stole.
table-error-full = Stół jest pełny ({ $max } { $max ->
        [one] gracz
        [few] graczy
        [many] graczy
       *[other] gracza
    }).
table-error-not-seated = Nie grasz w tej grze.
table-error-user-not-seated = Ten użytkownik nie ma miejsca przy tym stole.
table-error-leave-running = Nie możesz odejść z trwającej gry; poproś założyciela stołu o zastąpienie cię kimś innym (/replace) albo o przerwanie gry (/abandon).
table-error-kick-running = Z trwającej gry nie można usuwać graczy; użyj /replace, by przekazać miejsce komuś innemu.
table-error-creator-only = Może to zrobić tylko założyciel gry lub moderator kanału.
table-error-too-few = Potrzeba co najmniej { $min } { $min ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] gracza
    }; przy stole: { $count }.
table-error-not-your-turn = To nie twoja tura (teraz: { $waiting }).
table-error-outdated = Ten wybór dotyczy wcześniejszej sytuacji w grze; oto aktualna.
table-error-nothing-to-undo = Nie ma czego cofnąć.
table-error-cannot-undo = Możesz cofać tylko własne decyzje w bieżącej turze i nigdy po ujawnieniu ukrytej lub losowej informacji.
table-error-conflict = Gra zmieniła się w tej samej chwili; sprawdź nową sytuację i spróbuj ponownie.
table-error-too-long = To o wiele za długie jak na wybór (najwyżej { $max } { $max ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }): „{ $start }…”. Wybierz jedną z wymienionych opcji.
table-error-storage = Nie udało się zapisać gry. Spróbuj ponownie.
table-error-scenario = Nieprawidłowa pozycja scenariusza: { $error }
table-error-no-estates = W grze { $game } nie ma posiadłości; /board pokazuje całą grę.
table-error-estate-whose = Czyja posiadłość? Wskaż gracza: /estate player:@name.

## table.remind

table-remind-ping = przypomnienie: twoja gra { $game } czeka na ciebie (od { $since }).
table-remind-changed = { $name } zmienia przypomnienia: { $settings }.
table-remind-settings = co { $every }, { $quiet }, { $paused }
table-remind-quiet = godziny ciszy { $from }:00–{ $to }:00 UTC
table-remind-no-quiet = bez godzin ciszy
table-remind-paused = wstrzymane w tej turze
table-remind-active = aktywne
table-remind-hours = { $n } h
table-remind-minutes = { $n } min
table-remind-seconds = { $n } s

## table.remind.error

table-remind-error-interval = Odstęp między przypomnieniami musi wynosić co najmniej sekundę.
table-remind-error-quiet = Godziny ciszy to pełne godziny UTC od 0 do 23.

## messina

messina-dot = { $a } · { $b }
messina-terms = { $terms }
messina-either = { $a } lub { $b }
messina-nothing = nic
messina-free = za darmo
messina-square = { $id } ({ $class })
messina-ship = Statek { $id } ({ $reward })
messina-workshop = Warsztat { $id } ({ $class })
messina-workshop-each-round = { $output } co rundę
messina-workshop-each-round-up = { $output } co rundę ({ $up } z ulepszonym Mieszkańcem)
messina-workshop-once = { $output } jednorazowo
messina-workshop-needs-upgraded = { $gives }, z ulepszonym Mieszkańcem ({ $class })
messina-track = tor planszy Zwojów { $track }
messina-hut-upgrade = ulepszenie Chaty { $id } (produkuje: { $output })
messina-wagon = Wóz { $id } ({ $points })
messina-have = masz { $n } × { $what }
messina-produces = produkuje: { $output }
messina-activates = aktywuje: { $action }
messina-upgraded-class = { $class } (ulepszony żeton)
messina-plain-class = { $class }

## messina.colour

messina-colour-red = Czerwony
messina-colour-yellow = Żółty
messina-colour-blue = Niebieski
messina-colour-green = Zielony

## messina.class

messina-class-cr = Rzemieślnik
messina-class-ar = Arystokrata
messina-class-nu = Zakonnica

## messina.a-class

# Biernik (kogo? co?): „ratuje Zakonnicę”, „ulepsza Rzemieślnika”.
messina-a-class-cr = Rzemieślnika
messina-a-class-ar = Arystokratę
messina-a-class-nu = Zakonnicę

## messina.classes

# Dopełniacz liczby mnogiej: „Sektor Rzemieślników”, „w stronę sektora Zakonnic”.
messina-classes-cr = Rzemieślników
messina-classes-ar = Arystokratów
messina-classes-nu = Zakonnic

## messina.book

messina-book-pop = Kronika Zasług
messina-book-city = Kronika Miejska
messina-book-church = Kronika Kościelna

## messina.place

messina-place-hex = { $name } ({ $id })
messina-place-dock = dok { $id }

## messina.from

messina-from-estate = Namiestnik z twojej posiadłości
messina-from-at = leżący Namiestnik: { $place }

## messina.at

messina-at-square = na kwadracie { $square }
messina-at-workshop = w Warsztacie { $id }
messina-at-hut = w Chacie Kwarantannowej { $hut }

## messina.row

messina-row-huts = ulepszenia Chat
messina-row-workshops = Warsztaty

## messina.res

messina-res-coin = Moneta
messina-res-wood = znacznik Drewna
messina-res-fire = żeton Ognia
messina-res-bigfire = żeton Pożaru
messina-res-point = punkt

## messina.term

messina-term-coin = { $n } { $n ->
        [one] Moneta
        [few] Monety
        [many] Monet
       *[other] Monety
    }
messina-term-wood = { $n } { $n ->
        [one] znacznik Drewna
        [few] znaczniki Drewna
        [many] znaczników Drewna
       *[other] znacznika Drewna
    }
messina-term-fire = { $n } { $n ->
        [one] żeton Ognia
        [few] żetony Ognia
        [many] żetonów Ognia
       *[other] żetonu Ognia
    }
messina-term-bigfire = { $n } { $n ->
        [one] żeton Pożaru
        [few] żetony Pożaru
        [many] żetonów Pożaru
       *[other] żetonu Pożaru
    }
messina-term-points = { $n } { $n ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
messina-term-activate = aktywacja do { $n } { $n ->
        [one] Mieszkańca
        [few] Mieszkańców
        [many] Mieszkańców
       *[other] Mieszkańca
    } w dowolnym miejscu
messina-term-city = postęp na torze Kroniki Miejskiej
messina-term-church = postęp na torze Kroniki Kościelnej
messina-term-book = postęp na torze Kroniki Miejskiej lub Kościelnej
messina-term-scroll = postęp na planszy Zwojów
messina-term-overseer-class = postęp Nadzorcy ({ $class })
messina-term-overseer-any = postęp dowolnego Nadzorcy
messina-term-overseer-skip = postęp dowolnego Nadzorcy (może przeskoczyć pole)
messina-term-upgrade-overseer = ulepszenie Nadzorcy
messina-term-upgrade-advance = ulepszenie i postęp Nadzorcy
messina-term-upgrade-citizen = ulepszenie Mieszkańca
messina-term-build = Budowa
messina-term-lieutenant = Namiestnik z zasobów
messina-term-hex-action = akcja dowolnego heksa

## messina.choice

messina-choice-from-estate = Namiestnik z twojej posiadłości
messina-choice-from-estate-detail = za darmo na dowolny wolny heks, Port lub zacumowany Statek
messina-choice-from-lying-detail = za darmo na swój heks i sąsiednie, 1 Moneta za każdy dalszy krok
messina-choice-ship = weź { $ship }
messina-choice-ship-cube = kostka Zarazy na pokładzie
messina-choice-recall = wycofaj Namiestnika do posiadłości, +1 Moneta
messina-choice-recall-detail = kończy twoją turę
messina-choice-hut = Chata Kwarantannowa { $hut }
messina-choice-hut-upgrade = ulepszenie { $id }: { $output } co rundę z Mieszkańcem
messina-choice-hut-plain = bez ulepszenia
messina-choice-hut-holds = mieści { $a_class }
messina-choice-discard = z powrotem do zasobów (brak miejsca)
messina-choice-staff = najpierw zwolnij kwadrat { $square }: { $class } do Warsztatu
messina-choice-fire = usuń kostkę za { $n } { $n ->
        [one] żeton Ognia
        [few] żetony Ognia
        [many] żetonów Ognia
       *[other] żetonu Ognia
    }
messina-choice-bigfire = usuń kostkę za 1 żeton Pożaru
messina-choice-bigfire-double = usuń 2 kostki za 1 żeton Pożaru
messina-choice-bigfire-next = usuń kostkę tutaj i jedną na heksie { $place } za { $n } { $n ->
        [one] żeton Pożaru
        [few] żetony Pożaru
        [many] żetonów Pożaru
       *[other] żetonu Pożaru
    }
messina-choice-stop-fighting = przerwij walkę: weź { $rats } { $rats ->
        [one] Szczura
        [few] Szczury
        [many] Szczurów
       *[other] Szczura
    }
messina-choice-stop-activating = zakończ aktywację
messina-choice-rat = weź Szczura (kostka opuszcza Statek)
messina-choice-hex = akcja heksa: { $action }
messina-choice-repopulate = zamiast tego ponownie zaludnij heks
messina-choice-buy = postęp: { $book } ({ $cost })
messina-choice-space = pole { $space }
messina-choice-do = rozpatrz: { $term }
messina-choice-end = zakończ turę
messina-choice-end-production = zakończ produkcję
messina-choice-forfeits = przepada: { $lost }
messina-choice-the-hex-action = akcja heksa
messina-choice-activations = pozostałe aktywacje
messina-choice-overseer = Nadzorca ({ $class })
messina-choice-overseer-detail = pole { $from } → { $to }
messina-choice-branch = odnoga w stronę sektora { $towards }
messina-choice-one-step = 1 pole
messina-choice-two-steps = 2 pola, z przeskoczeniem następnego
messina-choice-rotate = najpierw cyrkulacja kafelków: { $row } (zapłać 1)
messina-choice-rotate-detail = 1 Moneta, Drewno, Ogień, Pożar lub punkt
messina-choice-pay = 1 { $what }
messina-choice-build-hut = ulepszenie Chaty { $id }
messina-choice-wagon = Wóz { $id }
messina-choice-skip = nic nie buduj
messina-choice-citizen = { $citizen } { $at }
messina-choice-level = poziom { $from } → { $to }
messina-choice-produce = produkuj
messina-choice-cubes = { $n } { $n ->
        [one] kostka Zarazy
        [few] kostki Zarazy
        [many] kostek Zarazy
       *[other] kostki Zarazy
    }
messina-choice-citizens = do uratowania: { $citizens }
messina-choice-visit = +2 punkty dla: { $colour }
messina-choice-need = { $class } ×{ $n }
messina-choice-need-upgraded = { $class } ×{ $n } (w tym ulepszonych: { $up })
messina-choice-need-lieutenant = Namiestnik do pudełka
messina-choice-hex-points = { $n } { $n ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } na koniec gry

## messina.ask

messina-ask-lieutenant = { $colour }: który Namiestnik idzie? Leżący w Mesynie idą przed tymi z twojej posiadłości.
messina-ask-destination = { $colour }, runda { $round }: dokąd idzie { $from }? Na heks Dzielnicy lub Portu, do zacumowanego Statku czy z powrotem do posiadłości za 1 Monetę?
messina-ask-rescue = { $colour }: gdzie trafia uratowany Mieszkaniec ({ $class })? Na wolny kwadrat jego sektora.
messina-ask-rescue-quarantine = { $colour }: na heksie { $place } jest zaraza – do której Chaty Kwarantannowej trafia Mieszkaniec ({ $class })?
messina-ask-fight = { $colour }: walcz z zarazą na heksie { $place } ({ $cubes } { $cubes ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostki
    }; w tej rundzie { $cost } { $cost ->
        [one] żeton Ognia
        [few] żetony Ognia
        [many] żetonów Ognia
       *[other] żetonu Ognia
    } za kostkę) albo przerwij i weź Szczura za każdą pozostałą kostkę.
messina-ask-ship-fight = { $colour }: { $ship } – walcz z kostką Zarazy na pokładzie ({ $cost } { $cost ->
        [one] żeton Ognia
        [few] żetony Ognia
        [many] żetonów Ognia
       *[other] żetonu Ognia
    } lub 1 żeton Pożaru) albo weź Szczura.
messina-ask-actions = { $colour } – { $place }: wykonaj akcję heksa ({ $action }) albo ponownie zaludnij heks, rozpatrz zdobyte akcje, kup postępy na torach Kronik (każdy za { $advance } { $advance ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    }) albo zakończ turę.
messina-ask-actions-done = { $colour }: rozpatrz zdobyte akcje, kup postępy na torach Kronik (każdy za { $advance } { $advance ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    }) albo zakończ turę.
messina-ask-option = { $colour }: wybierz jedną opcję.
messina-ask-overseer = { $colour }: który Nadzorca – { $term }?
messina-ask-branch = { $colour }: którędy idzie stąd Nadzorca ({ $class })? Ten wybór jest ostateczny.
messina-ask-steps = { $colour }: czy Nadzorca ({ $class }) idzie o 1 pole, czy o 2, przeskakując następne?
messina-ask-activate = { $colour }: aktywuj Mieszkańców tam, dokąd dotarł twój Nadzorca (pozostało: { $left }), albo zakończ.
messina-ask-build = { $colour }: zbuduj ulepszenie Chaty, Warsztat albo Wóz; najpierw możesz przeprowadzić cyrkulację rzędu kafelków (1 zasób lub punkt).
messina-ask-rotate-pay = { $colour }: zapłać 1 Monetę, znacznik Drewna, żeton Ognia, żeton Pożaru lub punkt za cyrkulację kafelków ({ $row }).
messina-ask-hut-on = { $colour }: na którą Chatę Kwarantannową trafia { $tile }?
messina-ask-give = { $colour }: kogo oddajesz ({ $citizen }), by ponownie zaludnić heks { $place }?
messina-ask-sacrifice = { $colour }: który niewykorzystany Namiestnik trafia do pudełka, by ponownie zaludnić heks { $place }?
messina-ask-upgrade = { $colour }: którego Mieszkańca ulepszasz?
messina-ask-scroll = { $colour }: który tor planszy Zwojów idzie o poziom w górę?
messina-ask-book = { $colour }: darmowy postęp na torze Kroniki Miejskiej czy Kościelnej?
messina-ask-copy = { $colour }: akcję którego heksa wykonujesz?
messina-ask-staff = { $colour }: do którego Warsztatu trafia { $class } z kwadratu { $square }?
messina-ask-production = { $colour }: produkcja – jeśli chcesz, najpierw przenieś Mieszkańców do Warsztatów, a potem produkuj.
messina-ask-after-production = { $colour }: rozpatrz to, co dała ci produkcja, albo zakończ.
messina-ask-release = { $colour }: Mieszkaniec ({ $class }) opuszcza kwarantannę – na który kwadrat lub do którego Warsztatu?

## messina.post

messina-post-bought = { $colour } płaci { $coins } { $coins ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    } za { $count } { $count ->
        [one] postęp
        [few] postępy
        [many] postępów
       *[other] postępu
    } na torach Kronik.
messina-post-production = Produkcja: { $players }.
messina-post-produced = { $colour } – { $gains }
messina-post-produced-nothing = { $colour } – nic
messina-post-rescue = { $colour } ratuje: { $items }.
messina-post-rescue-rescued = { $a_class } na kwadrat { $square }
messina-post-rescue-quarantined = { $a_class } do Chaty Kwarantannowej { $hut }
messina-post-rescue-discarded = { $a_class } – brak miejsca
messina-post-activated = { $colour } aktywuje: { $items }.
messina-post-activated-item = Mieszkańca na kwadracie { $square } ({ $action })
messina-post-ship-arrives = Statki cumują: { $items }.
messina-post-ship-arrives-item = { $ship } → { $dock }
messina-post-released = { $colour } przenosi z kwarantanny: { $items }.
messina-post-released-item = { $a_class } na kwadrat { $to }
messina-post-more = … i jeszcze { $n } { $n ->
        [one] wiersz
        [few] wiersze
        [many] wierszy
       *[other] wiersza
    }: /log pokazuje wszystkie.

## messina.decision

messina-decision-lieutenant = wybór Namiestnika, który idzie
messina-decision-destination = wybór celu dla Namiestnika
messina-decision-rescue = umieszczanie uratowanych Mieszkańców
messina-decision-fight = walka z zarazą
messina-decision-ship-fight = walka z kostką Zarazy na Statku
messina-decision-actions = krok akcji
messina-decision-production = produkcja
messina-decision-release = umieszczanie Mieszkańca opuszczającego kwarantannę
messina-decision-option = wybór jednej z opcji akcji
messina-decision-book = wybór toru Kroniki do darmowego postępu
messina-decision-scroll = wybór toru planszy Zwojów
messina-decision-copy = wybór heksa, którego akcję wykonujesz
messina-decision-upgrade = wybór Mieszkańca do ulepszenia
messina-decision-staff = wybór Warsztatu
messina-decision-overseer = wybór Nadzorcy
messina-decision-branch = wybór odnogi ścieżki Nadzorcy
messina-decision-steps = wybór, o ile pól idzie Nadzorca
messina-decision-activate = aktywacja Mieszkańców
messina-decision-build = Budowa
messina-decision-rotate-pay = opłata za cyrkulację kafelków
messina-decision-hut-on = umieszczanie ulepszenia Chaty
messina-decision-give = oddawanie Mieszkańców do ponownego zaludnienia
messina-decision-sacrifice = wybór Namiestnika do poświęcenia

## messina.when

messina-when-turn-start = Tego wyboru dokonuje się na początku tury.
messina-when-rescue = To umieszcza uratowanego Mieszkańca – w kroku 2 tury na heksie.
messina-when-fight = To walka z zarazą – w kroku 3 tury na heksie.
messina-when-ship = To odmowa walki z kostką Zarazy na Statku – w kroku 3 tury ze Statkiem.
messina-when-action-step = To należy do kroku 4, kroku akcji.
messina-when-gain = To odpowiedź na zdobytą akcję, gdy ją rozpatrujesz.
messina-when-build = To część Budowy.
messina-when-repopulation = To część ponownego zaludnienia.
messina-when-release = To umieszcza Mieszkańca w Warsztacie.
messina-when-production = To część twojej produkcji na koniec rundy.
messina-when-anytime = To przenosi Mieszkańca do Warsztatu – w twoim kroku akcji lub podczas produkcji.

## messina.event

messina-event-gains = { $colour } zyskuje: { $gains }.
messina-event-book = { $colour } przesuwa się na pole { $space } ({ $book }).
messina-event-book-end = { $colour } jest na końcu toru ({ $book }) i przechodzi na wierzch stosu.
messina-event-once-used = { $colour }: kwadrat jednorazowego użytku { $square } jest teraz zakryty.
messina-event-lieutenant = { $colour } bierze Namiestnika z zasobów.
messina-event-recall = { $colour } wycofuje Namiestnika i bierze 1 Monetę.
messina-event-go = { $colour } wysyła Namiestnika: { $place }{ $paid }.
messina-event-paid = { " " }(płacąc { $cost } { $cost ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    })
messina-event-visit = { $colour } zdobywa { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } za wizytę na swoim ponownie zaludnionym heksie.
messina-event-rescued = { $colour } ratuje { $a_class } i umieszcza na kwadracie { $square }.
messina-event-only-choice = { $colour }: { $choice } (jedyna możliwość).
messina-event-quarantined = { $colour } umieszcza { $a_class } w Chacie Kwarantannowej { $hut }.
messina-event-discarded = { $colour } odsyła { $a_class } do zasobów – brak miejsca.
messina-event-rats = { $colour } bierze { $rats } { $rats ->
        [one] Szczura
        [few] Szczury
        [many] Szczurów
       *[other] Szczura
    }.
messina-event-fought = { $colour } usuwa { $cubes } { $cubes ->
        [one] kostkę
        [few] kostki
        [many] kostek
       *[other] kostki
    } (na heksie zostało: { $left }).
messina-event-fought-ship = { $colour } walczy z kostką Zarazy na Statku.
messina-event-ship = { $colour } bierze { $ship }.
messina-event-staffed = { $colour } obsadza { $workshop }: przenosi tam { $a_class }.
messina-event-late-reward = { $colour }: późniejszy { $workshop } daje nagrodę: { $reward }.
messina-event-bought = { $colour } płaci { $coins } { $coins ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    } za postęp na torze Kroniki.
messina-event-scroll = { $colour } przesuwa kostkę Zwojów na poziom { $level } ({ $track }).
messina-event-copied = { $colour } wykonuje akcję heksa { $place }.
messina-event-upgraded = { $colour } ulepsza { $a_class }.
messina-event-overseer-flipped = { $colour } ulepsza Nadzorcę ({ $class }).
messina-event-overseer = { $colour }: Nadzorca ({ $class }) dociera na pole { $pos } z 6.
messina-event-activated = { $colour } aktywuje Mieszkańca na kwadracie { $square }: { $action }.
messina-event-rotated-huts = { $colour } przeprowadza cyrkulację kafelków ulepszeń Chat.
messina-event-rotated-workshops = { $colour } przeprowadza cyrkulację kafelków Warsztatów.
messina-event-built = { $colour } buduje { $tile }.
messina-event-repopulating = { $colour } ponownie zaludnia heks { $place }.
messina-event-sacrificed = { $colour } poświęca Namiestnika.
messina-event-repopulated = { $colour }: kafelek Zaludnienia leży teraz na heksie { $place }.
messina-event-round-end = Koniec rundy { $round }: produkcja.
messina-event-production = { $colour } produkuje.
messina-event-no-production = { $colour } nic nie produkuje.
messina-event-released = { $colour }: Mieszkaniec ({ $class }) opuszcza kwarantannę i trafia na kwadrat { $to }.
messina-event-round = Rozpoczyna się runda { $round }.
messina-event-ship-arrives = { $ship } cumuje ({ $dock }).
messina-event-new-hex = Nowy heks w mieście: { $place }.
messina-event-late-workshops = Późniejsze Warsztaty zastępują początkowe.
messina-event-plague = Zaraza się rozprzestrzenia: { $hexes ->
        [one] { $hexes } heks dostaje
        [few] { $hexes } heksy dostają
        [many] { $hexes } heksów dostaje
       *[other] { $hexes } heksa dostaje
    } kostkę.
messina-event-plague-short = Zaraza potrzebowałaby { $needed } { $needed ->
        [one] kostki
        [few] kostek
        [many] kostek
       *[other] kostki
    }, a w zapasie jest ich tylko { $left }: nie kładzie się żadnej.
messina-event-game-over = Gra się zakończyła.
messina-event-rats-back = { $colour }: { $rats ->
        [one] { $rats } Szczur cofa
        [few] { $rats } Szczury cofają
        [many] { $rats } Szczurów cofa
       *[other] { $rats } Szczura cofa
    } znacznik na torze Kroniki Zasług na pole { $space }.
messina-event-final-score = { $place }. { $colour }: { $score } { $score ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }.

## messina.error

messina-error-malformed = Nie rozumiem „{ $text }”. Wybierz jedną z wymienionych opcji.
messina-error-unknown = Nie znaleziono: „{ $text }” ({ $what }).
messina-error-off-topic = Teraz trwa: { $now }. { $when }
messina-error-finish-first = Najpierw dokończ: { $now }.
messina-error-lying-first = Namiestników leżących w Mesynie trzeba użyć przed tymi z twojej posiadłości.
messina-error-no-lieutenant-there = Nie masz tam Namiestnika ({ $from }).
messina-error-lieutenant-used = Ten Namiestnik został już użyty w tej rundzie.
messina-error-lieutenant-chosen = Namiestnik na tę turę jest już wybrany ({ $from }). Cofnij ten wybór (undo), by wybrać innego.
messina-error-not-in-city = Tego miejsca nie ma w mieście: { $place }.
messina-error-blocked = W tej rundzie stojący Namiestnik już wykorzystał to miejsce: { $place }.
messina-error-move-cost = Ten ruch kosztuje { $cost } { $cost ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    }; masz { $coins }.
messina-error-use-ship = Aby pójść do doku, wybierz jeden z zacumowanych tam Statków (ship …).
messina-error-ship-not-docked = Ten Statek nie jest zacumowany w Mesynie.
messina-error-ship-cost = Ten ruch ({ $dock }) kosztuje { $cost } { $cost ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    }; masz { $coins }.
messina-error-must-quarantine = Na heksie jest zaraza: uratowani Mieszkańcy idą na kwarantannę.
messina-error-no-quarantine = Na heksie nie ma zarazy: uratowani Mieszkańcy idą do twoich sektorów.
messina-error-no-such-hut = Masz 4 Chaty Kwarantannowe, od q1 do q4.
messina-error-hut-taken = Chata Kwarantannowa { $hut } jest zajęta.
messina-error-wrong-sector = Mieszkaniec ({ $class }) trafia na kwadrat własnego sektora.
messina-error-square-taken = Kwadrat { $square } jest zajęty.
messina-error-discard-room = Wciąż jest miejsce dla tego Mieszkańca; do zasobów wraca tylko wtedy, gdy miejsca brak.
messina-error-staff-action-step = Mieszkańców przenosisz do Warsztatów w swoim kroku akcji (tutaj tylko wtedy, gdy sektor jest pełny).
messina-error-staff-after-production = Twoja produkcja już się odbyła: Mieszkańców przenosi się do Warsztatów przed produkcją albo w swojej turze.
messina-error-staff-wrong-class = Miejsce dla Mieszkańca ({ $class }) zrobisz tylko, przenosząc do Warsztatu Mieszkańca tej samej klasy ({ $class }).
messina-error-no-citizen-there = Nie masz Mieszkańca { $at }.
messina-error-no-workshop = Nie masz pustego Warsztatu dla tej klasy ({ $class }).
messina-error-no-cubes = Nie ma tu już kostki Zarazy do usunięcia.
messina-error-no-cubes-there = Na heksie { $place } nie ma kostki Zarazy do usunięcia.
messina-error-no-fire = To wymaga { $need } { $need ->
        [one] żetonu Ognia
        [few] żetonów Ognia
        [many] żetonów Ognia
       *[other] żetonu Ognia
    }; masz { $have }.
messina-error-no-big-fire = To wymaga { $need } { $need ->
        [one] żetonu Pożaru
        [few] żetonów Pożaru
        [many] żetonów Pożaru
       *[other] żetonu Pożaru
    }; masz { $have }.
messina-error-big-fire-double-late = Od rundy V jeden żeton Pożaru usuwa tylko jedną kostkę.
messina-error-big-fire-double-cubes = Jeden żeton Pożaru usuwa tu 2 kostki tylko wtedy, gdy na heksie są 2 kostki.
messina-error-not-adjacent-hex = Heks { $place } nie sąsiaduje krawędzią z tym heksem.
messina-error-ship-no-adjacent = Żeton Pożaru użyty na Statku usuwa tylko kostkę ze Statku.
messina-error-ship-decline = Aby nie walczyć z kostką na Statku, weź Szczura (`rat`).
messina-error-hex-used = W tej turze akcja tego heksa (albo jego ponowne zaludnienie) została już wykonana.
messina-error-ship-no-hex = Tura ze Statkiem nie ma akcji heksa.
messina-error-hex-options = Akcja tego heksa ma { $n } { $n ->
        [one] opcję
        [few] opcje
        [many] opcji
       *[other] opcji
    }: wybierz jedną (`option 1` …).
messina-error-hex-no-options = Akcja tego heksa ma tylko jedną opcję: wykonaj ją przez `hex`.
messina-error-option-range = Wybierz opcję od 1 do { $n }.
messina-error-repop-port = Ponownie zaludnić można tylko heks Dzielnicy, na którym stoi twój Namiestnik (nie Port ani dok).
messina-error-repop-done = Ten heks został już ponownie zaludniony.
messina-error-repop-tiles = Wszystkie twoje kafelki Zaludnienia (5) leżą już w mieście.
messina-error-repop-cost = Nie stać cię na koszt zaludnienia.
messina-error-repop-wagon = Do ponownego zaludnienia potrzebny jest niewykorzystany Wóz.
messina-error-repop-lieutenant = Ten heks wymaga poświęcenia niewykorzystanego Namiestnika.
messina-error-repop-citizens = Brakuje ci Mieszkańców wymaganych przez ten heks (ulepszonych tam, gdzie to wskazano; nie z kwarantanny).
messina-error-buy-popularity = Na torze Kroniki Zasług awansujesz tylko, usuwając kostki Zarazy; kupić możesz postępy na torach Kroniki Miejskiej i Kościelnej.
messina-error-buy-only-in-turn = Postępy na torach Kronik kupuje się w kroku akcji swojej tury.
messina-error-advance-cost = Postęp na torze Kroniki kosztuje { $cost } { $cost ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    } (1 za każdego twojego Namiestnika); masz { $coins }.
messina-error-not-pending = Nie czeka na ciebie: { $term }.
messina-error-term-useless = Teraz to nic nie da: { $term }.
messina-error-produce-first = Najpierw produkuj (wcześniej możesz przenieść Mieszkańców do Warsztatów).
messina-error-produced = Twoja produkcja już się odbyła.
messina-error-book-popularity = Darmowy postęp dotyczy toru Kroniki Miejskiej albo Kościelnej.
messina-error-no-such-track = Twoja plansza Zwojów nie ma takiego toru.
messina-error-scroll-top = Ta kostka Zwojów jest już na samej górze.
messina-error-copy-dock = Dok nie ma akcji do wykonania; wybierz heks Dzielnicy lub Portu.
messina-error-already-upgraded = Mieszkaniec { $at } jest już ulepszony.
messina-error-no-such-workshop = Nie masz takiego Warsztatu.
messina-error-workshop-taken = W Warsztacie { $n } pracuje już Mieszkaniec.
messina-error-workshop-class = W tym Warsztacie może pracować tylko ta klasa: { $class }.
messina-error-overseer-centre = Nadzorca ({ $class }) jest na środku planszy i już się nie przesunie.
messina-error-overseer-upgraded = Nadzorca ({ $class }) jest już ulepszony.
messina-error-overseer-class = Ten postęp dotyczy Nadzorcy ({ $class }).
messina-error-branch-other = Wybierz jedną z dwóch odnóg ścieżki Nadzorcy ({ $class }).
messina-error-steps-range = Nadzorca idzie o 1 pole albo o 2, przeskakując następne.
messina-error-once-used = Kwadrat jednorazowego użytku { $square } został już wykorzystany; jego Mieszkaniec zostaje, ale nie będzie już aktywowany.
messina-error-activated-already = Mieszkaniec na kwadracie { $square } został już aktywowany podczas tego postępu.
messina-error-not-reachable = Nadzorca nie może ze swojego pola aktywować Mieszkańca na kwadracie { $square } (albo nie zostało tam już aktywacji).
messina-error-rotate-once = Cyrkulacja kafelków jest możliwa tylko raz, na początku Budowy.
messina-error-rotate-no-pay = Nie masz czym zapłacić za cyrkulację (1 Moneta, znacznik Drewna, żeton Ognia, żeton Pożaru lub punkt).
messina-error-not-face-up = Ten kafelek nie leży odkryty na planszy Punktacji.
messina-error-no-free-hut = Wszystkie twoje Chaty Kwarantannowe są już ulepszone.
messina-error-cost = Nie stać cię na to ({ $coins } { $coins ->
        [one] Moneta
        [few] Monety
        [many] Monet
       *[other] Monety
    }, { $wood } { $wood ->
        [one] znacznik Drewna
        [few] znaczniki Drewna
        [many] znaczników Drewna
       *[other] znacznika Drewna
    }).
messina-error-must-build = Po płatnej cyrkulacji musisz coś zbudować, skoro jest co budować.
messina-error-no-payment = Nie masz tego, czym chcesz zapłacić.
messina-error-hut-upgraded = Chata Kwarantannowa { $hut } ma już ulepszenie.
messina-error-give = Tego Mieszkańca nie można oddać (inna klasa, brak wymaganego ulepszenia albo przebywa na kwarantannie).
messina-error-sacrifice = Poświęcić można tylko Namiestnika, który nie został jeszcze użyty w tej rundzie.

## messina.summary

messina-summary-round = Runda { $round } z 6; kolejność: { $order }; w zapasie { $cubes } { $cubes ->
        [one] kostka Zarazy
        [few] kostki Zarazy
        [many] kostek Zarazy
       *[other] kostki Zarazy
    }.
messina-summary-automa = Przeciwnik: w tej rundzie do wystawienia { $left } { $left ->
        [one] Namiestnik
        [few] Namiestników
        [many] Namiestników
       *[other] Namiestnika
    }, pole { $pop } na torze Kroniki Zasług, w jego stosie { $pile } { $pile ->
        [one] kafelek
        [few] kafelki
        [many] kafelków
       *[other] kafelka
    } Ruchu Przeciwnika. Dobry wynik w grze solo to { $good } { $good ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }.
messina-summary-automa-standing = stoi Przeciwnik
messina-summary-site = { $place }: { $action }
messina-summary-site-with = { $site } — { $here }
messina-summary-cubes = { $n } { $n ->
        [one] kostka Zarazy
        [few] kostki Zarazy
        [many] kostek Zarazy
       *[other] kostki Zarazy
    }
messina-summary-citizens = do uratowania: { $citizens }
messina-summary-repop = zaludniony przez: { $colour }
messina-summary-standing = stoi { $colour }
messina-summary-lying = leży { $colour }
messina-summary-ship = { $ship }, { $dock }
messina-summary-ship-cube = { $ship }, z kostką Zarazy
messina-summary-docked = Zacumowane Statki: { $ships }.
messina-summary-for-sale = { $tile }, koszt: { $cost }
messina-summary-workshop = { $tile } ({ $gives })
messina-summary-sale-huts = Dostępne ulepszenia Chat: { $tiles }.
messina-summary-sale-workshops = Dostępne Warsztaty: { $tiles }.
messina-summary-sale-wagons = Dostępne Wozy: { $tiles }.
messina-summary-player = { $colour }: { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }; { $coins } { $coins ->
        [one] Moneta
        [few] Monety
        [many] Monet
       *[other] Monety
    }, { $wood } { $wood ->
        [one] znacznik Drewna
        [few] znaczniki Drewna
        [many] znaczników Drewna
       *[other] znacznika Drewna
    }, { $fire } { $fire ->
        [one] żeton Ognia
        [few] żetony Ognia
        [many] żetonów Ognia
       *[other] żetonu Ognia
    }, { $bigfire } { $bigfire ->
        [one] żeton Pożaru
        [few] żetony Pożaru
        [many] żetonów Pożaru
       *[other] żetonu Pożaru
    }, { $rats } { $rats ->
        [one] Szczur
        [few] Szczury
        [many] Szczurów
       *[other] Szczura
    }; Kroniki: Zasług { $pop }, Miejska { $city }, Kościelna { $church }.
messina-summary-estate = Posiadłość – { $colour }:
messina-summary-sector = { "  " }Sektor { $classes }: { $squares }
messina-summary-square-free = { $id } ({ $action }) wolny
messina-summary-square-taken = { $id } ({ $action }) zajęty
messina-summary-square-upgraded = { $id } ({ $action }) zajęty przez ulepszonego Mieszkańca
messina-summary-overseers = { "  " }Nadzorcy: { $overseers }
messina-summary-overseer = { $class } { $at }
messina-summary-overseer-upgraded = { $class } (ulepszony Nadzorca) { $at }
messina-summary-overseer-start = na starcie
messina-summary-overseer-at = na polu { $pos }
messina-summary-overseer-branch = na polu { $pos }, w stronę sektora { $towards }
messina-summary-estate-huts = { "  " }Kwarantanna: { $huts }
messina-summary-hut = Chata { $hut }: { $what }
messina-summary-hut-citizen = { $class } na polu { $slot }
messina-summary-estate-workshops = { "  " }Warsztaty: { $workshops }
messina-summary-owned-workshop = { $n }. { $tile }, { $who }
messina-summary-workshop-empty = pusty
messina-summary-workshop-citizen = { $class }
messina-summary-workshop-upgraded = { $class } (ulepszony żeton)
messina-summary-estate-wagons = { "  " }Wozy: { $wagons }
messina-summary-wagon = { $tile }
messina-summary-wagon-used = { $tile }, użyty w tej rundzie
messina-summary-ships = { "  " }Statki: { $ships }
messina-summary-scroll = { "  " }Zwoje: { $tracks }
messina-summary-track = { $track } { $level }
messina-summary-lieutenants = { "  " }Namiestnicy: { $where }; { $repop } { $repop ->
        [one] kafelek
        [few] kafelki
        [many] kafelków
       *[other] kafelka
    } Zaludnienia do wykorzystania.
messina-summary-lt-estate = { $n } w posiadłości
messina-summary-lt-recalled = { $n } { $n ->
        [one] wycofany
        [few] wycofanych
        [many] wycofanych
       *[other] wycofanego
    } w tej rundzie
messina-summary-lt-standing = 1 stojący – { $place }
messina-summary-lt-lying = 1 leżący – { $place }
messina-summary-lt-supply = { $n } w zasobach
messina-summary-lt-box = { $n } w pudełku
messina-summary-pending = { "  " }Do rozpatrzenia: { $pending }

## messina.automa

messina-automa-place = Przeciwnik odkrywa kafelek { $tile } i wystawia Namiestnika: { $place }.
messina-automa-skip = Przeciwnik odkrywa kafelek { $tile }: miejsce { $place } jest niedostępne, kafelek czeka do końca rundy.
messina-automa-reshuffle = Stos Przeciwnika się wyczerpał; pominięte kafelki zostają potasowane.
messina-automa-stuck = Żaden kafelek Ruchu Przeciwnika nie wskazuje dostępnego miejsca: w tej rundzie Przeciwnik nie wystawi już Namiestników.
messina-automa-rescue = Przeciwnik odsyła do zasobów { $count } { $count ->
        [one] Mieszkańca
        [few] Mieszkańców
        [many] Mieszkańców
       *[other] Mieszkańca
    } z tego heksa.
messina-automa-fight = Przeciwnik usuwa kostkę Zarazy i przesuwa się na pole { $space } toru Kroniki Zasług.
messina-automa-take = Przeciwnik bierze kafelek { $tile }; kafelek opuszcza grę.
messina-automa-nothing = Przeciwnik nie może wziąć: { $action }; nic się nie dzieje.
messina-automa-ship = Statek
messina-automa-wagon = Wóz
messina-automa-workshop = Warsztat tej klasy
messina-automa-huts = ulepszenia Chat

## messina.last

messina-last-caption = { $player }: { $parts }
messina-last-went = Namiestnik → { $place }
messina-last-recalled = wycofany Namiestnik
messina-last-rescued = { $count } { $count ->
        [one] uratowany Mieszkaniec
        [few] uratowanych Mieszkańców
        [many] uratowanych Mieszkańców
       *[other] uratowanego Mieszkańca
    }
messina-last-removed = usunięto { $count } { $count ->
        [one] kostkę Zarazy
        [few] kostki Zarazy
        [many] kostek Zarazy
       *[other] kostki Zarazy
    } ({ $hexes })
messina-last-repopulated = ponownie zaludniony heks { $place }
messina-last-ship = wzięty Statek { $ship }
messina-last-workshop = zbudowany Warsztat { $id } ({ $class })
messina-last-hut = zbudowane ulepszenie Chaty { $id }
messina-last-wagon = zbudowany Wóz { $id }
messina-last-upgraded = ulepszono { $count } { $count ->
        [one] Mieszkańca
        [few] Mieszkańców
        [many] Mieszkańców
       *[other] Mieszkańca
    }
messina-last-book = { $book } { $n }
messina-last-overseer = Nadzorca ({ $class }) { $n }
messina-last-overseer-upgraded = ulepszony Nadzorca ({ $class })
messina-last-scroll = tor planszy Zwojów { $n }
messina-last-tokens = { $tokens }
messina-last-coins = { $n } { $count ->
        [one] Moneta
        [few] Monety
        [many] Monet
       *[other] Monety
    }
messina-last-wood = Drewno { $n }
messina-last-fire = Ogień { $n }
messina-last-bigfire = Pożar { $n }
messina-last-points = { $n } { $count ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
messina-last-rats = { $n } { $count ->
        [one] Szczur
        [few] Szczury
        [many] Szczurów
       *[other] Szczura
    }
messina-last-plague = nowe kostki Zarazy na { $hexes } { $hexes ->
        [one] heksie
        [few] heksach
        [many] heksach
       *[other] heksa
    }
messina-last-new-hex = nowy heks w mieście: { $place }
messina-last-round = początek rundy { $round }
messina-last-nothing = nic się nie zmieniło w mieście

## score

score-regions = regiony
score-palace = pałac
score-play = w trakcie gry
score-rats = Szczury
score-books = Kroniki
score-popularity = Zasługi
score-hexes = heksy
score-scroll = Zwoje
score-majority = premia za zaludnienie
score-resources = zasoby

## discord

discord-done = Gotowe.
discord-your-turn = { $mention }, twoja tura: { $ask }
discord-decide = Twoja decyzja: { $ask }
discord-waiting = Czekamy na { $name }: { $ask }
discord-reminder = { $mention }, { $reminder }
discord-thread-name = { $game } ({ $name })
discord-thread-opened = Stół do gry { $game } jest otwarty w wątku { $thread }.
discord-group-start = { $a }, { $b } …
discord-group-part = { $first } ({ $part }/{ $parts })
discord-page = { $page }/{ $pages }
discord-previous = ◀
discord-next = ▶
discord-undo = ↩ Cofnij
discord-help =
    {"*"}*Lazaretto** prowadzi gry planszowe przez posty na tym kanale albo w wątku (jedna gra naraz).
    `/new game:rattus` lub `/new game:messina` otwiera stół; opcje: `players:` (Rattus 2–4, Messina 1–4; przy 1 grasz solo z wirtualnym Przeciwnikiem), `variant:` (Messina: podstawowa lub zaawansowana), `priority_tile:` (kafelek Priorytetu Kronik w Messinie), `thread:true` (otwiera stół w nowym wątku). Inni dołączają przez `/join`, założyciel rozpoczyna grę przez `/start`.
    W swojej turze klikaj przyciski pod postem, który cię oznacza: tura toczy się dalej w panelu widocznym tylko dla ciebie, decyzja po decyzji, a gdy się skończy, wszyscy widzą ją w całości. Możesz też wpisać `/play action:` (pokazuje twoje dozwolone ruchy).
    `↩ Cofnij` w panelu (albo `/undo`) cofa twoją ostatnią decyzję w bieżącej turze. `/board`, `/status`, `/log`, `/peek` pokazują grę tylko tobie; `/estate` pokazuje posiadłość w Messinie (twoją albo gracza z `player:`).
    `/remind` ustawia przypomnienia (odstęp, godziny ciszy w UTC, wstrzymanie na tę turę).
    Założyciel albo osoby z uprawnieniem „Zarządzanie kanałami” mogą przerwać grę (`/abandon`), usunąć gracza z poczekalni (`/kick`) lub go zastąpić (`/replace`).
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord nie przyjął odpowiedzi. Spróbuj ponownie.
discord-error-internal = Coś poszło nie tak. Spróbuj ponownie.
discord-error-arguments = Nie udało się odczytać opcji komendy: { $error }
discord-error-outdated-command = Nie udało się odczytać opcji komendy ({ $error }); twój Discord może pokazywać starszą wersję /{ $command }. Spróbuj ponownie za minutę.
discord-error-interval = Podaj odstęp w postaci 24h, 90m lub 30s; co najmniej { $min }.
discord-error-quiet = Podaj godziny ciszy jako dwie godziny UTC, np. 22-7, albo off.
discord-error-guild-only = W gry Lazaretto gra się na kanałach i w wątkach serwerów, nie w wiadomościach prywatnych.
discord-error-unknown-component = Nie znam tego przycisku ani menu (może pochodzi ze starszej wersji bota). /status pokazuje grę na tym kanale.
discord-error-empty-select = Nic nie wybrano; wybierz jedną z opcji w menu.
discord-error-unknown-command = Nie znam komendy /{ $command }; twój Discord może pokazywać starszą listę komend. Spróbuj ponownie za minutę.

## image

image-player = { $name } ({ $seat })
image-last-turn = Ostatnia tura – { $turn }
image-no-last-turn = Nie rozegrano jeszcze żadnej tury.

## image.legend

image-legend-changed = zmienione w ostatniej turze

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

## image.messina

image-messina-cost-free = za darmo

## image.messina.status

image-messina-status-turn = Runda { $round } · ruch: { $player } – { $stage }
image-messina-status-with = { $status } · { $extra }
image-messina-status-solo-score = wynik { $score } / dobry wynik { $good }
image-messina-status-automa = Runda { $round } · tura Przeciwnika
image-messina-status-over = Koniec gry · wygrywa { $player }: { $score } pkt
image-messina-status-ended = Runda { $round } · koniec gry
image-messina-status-solo-over = Koniec gry · { $player }: { $score } pkt · { $verdict }
image-messina-status-good-reached = osiągnięto dobry wynik ({ $good })
image-messina-status-good-short = do dobrego wyniku ({ $good }) brakuje { $short } pkt

## image.messina.stage

image-messina-stage-lieutenant = wybór Namiestnika
image-messina-stage-destination = dokąd idzie Namiestnik
image-messina-stage-rescue = ratowanie Mieszkańców
image-messina-stage-fight = walka z zarazą
image-messina-stage-ship-fight = kostka Zarazy na Statku
image-messina-stage-actions = krok akcji
image-messina-stage-option = wybór opcji
image-messina-stage-overseer = postęp Nadzorcy
image-messina-stage-activate = aktywacja Mieszkańców
image-messina-stage-build = Budowa
image-messina-stage-repopulate = ponowne zaludnienie
image-messina-stage-upgrade = ulepszenie Mieszkańca
image-messina-stage-scroll = tor planszy Zwojów
image-messina-stage-book = postęp na torze Kroniki
image-messina-stage-copy = akcja innego heksa
image-messina-stage-staff = obsadzanie Warsztatu
image-messina-stage-production = produkcja
image-messina-stage-quarantine = wyjście z kwarantanny
image-messina-stage-over = koniec gry

## image.messina.hex-colour

image-messina-hex-colour-orange = pomarańczowy
image-messina-hex-colour-white = biały
image-messina-hex-colour-blue = niebieski
image-messina-hex-colour-red = czerwony

## image.messina.rat

image-messina-rat-left = szczur zwrócony w lewo
image-messina-rat-right = szczur zwrócony w prawo
image-messina-rat-standing = szczur stojący na tylnych łapkach

## image.messina.goods

image-messina-goods-gems = kamienie szlachetne
image-messina-goods-spices = przyprawy
image-messina-goods-silk = jedwab

## image.messina.auto

image-messina-auto-ship = Statek
image-messina-auto-wagon = Wóz
image-messina-auto-huts = ulepszenia Chat
image-messina-auto-workshop = Warsztat { $class }

## image.messina.city

image-messina-city-title = Messina 1347 · miasto
image-messina-city-dock-of = dok Portu { $port }
image-messina-city-port = Port
image-messina-city-port-dock = dok { $dock }
image-messina-city-repop-badge = +2/wizytę · { $vp } pkt
image-messina-city-vp = { $vp } pkt
image-messina-city-empty = puste miejsce
image-messina-city-next-here = tu trafi następny heks
image-messina-city-next-maybe = może tu trafić następny heks
image-messina-city-if-tile = jeśli kafelek Cumowania wskaże: { $ports }
image-messina-city-free = wolne
image-messina-city-wheel = Koło Populacji
image-messina-city-wheel-note = obrót kładzie 1 kostkę na każdym heksie ze szczurem z okienka
image-messina-city-window = { $id } · { $label }
image-messina-city-window-now = okienko teraz
image-messina-city-window-next = po następnym obrocie
image-messina-city-none = brak
image-messina-city-next-round = następna runda ({ $round }): { $turns } { $turns ->
        [one] tura
        [few] tury
        [many] tur
       *[other] tury
    }
image-messina-city-no-more-turns = brak kolejnych tur
image-messina-city-legend = Legenda
image-messina-city-supply = zapas: { $cubes } { $cubes ->
        [one] kostka Zarazy
        [few] kostki Zarazy
        [many] kostek Zarazy
       *[other] kostki Zarazy
    } · { $hexes } { $hexes ->
        [one] heks do dołożenia
        [few] heksy do dołożenia
        [many] heksów do dołożenia
       *[other] heksa do dołożenia
    } · { $ships } { $ships ->
        [one] Statek
        [few] Statki
        [many] Statków
       *[other] Statku
    }

## image.messina.legend

image-messina-legend-title = Legenda
image-messina-legend-glyphs = liczba na symbolu to ilość; symbole obok siebie: wszystkie; a / b: jeden z nich
image-messina-legend-coins = Monety
image-messina-legend-wood = Drewno
image-messina-legend-fire = Ogień
image-messina-legend-bigfire = Pożar
image-messina-legend-points = punkty od razu
image-messina-legend-either-book = Kronika Miejska lub Kościelna
image-messina-legend-city = Kronika Miejska
image-messina-legend-church = Kronika Kościelna
image-messina-legend-scroll = tor planszy Zwojów
image-messina-legend-any-overseer = dowolny Nadzorca
image-messina-legend-advance-overseer = postęp Nadzorcy
image-messina-legend-skip-overseer = Nadzorca, może przeskoczyć 1 pole
image-messina-legend-upgrade-overseer = ulepszenie Nadzorcy
image-messina-legend-upgrade-advance = ulepszenie + postęp
image-messina-legend-upgrade-citizen = ulepszenie Mieszkańca
image-messina-legend-lieutenant = weź Namiestnika
image-messina-legend-hex-action = akcja dowolnego heksa
image-messina-legend-activate = aktywacja Mieszkańców
image-messina-legend-build = Budowa
image-messina-legend-cube = kostka Zarazy
image-messina-legend-standing = stojący (blokuje)
image-messina-legend-lying = leżący
image-messina-legend-must-upgrade = wymaga ulepszenia
image-messina-legend-repop = punkty za zaludnienie (ramka: wymagania)
image-messina-legend-automa = Przeciwnik (stoi)
image-messina-legend-automa-disc = znacznik Przeciwnika (solo)
image-messina-legend-craftsman = Rzemieślnik
image-messina-legend-upgraded = ulepszony (złota strona)
image-messina-legend-p1 = 2 kwadraty
image-messina-legend-p2 = 1 region
image-messina-legend-p3 = 2 regiony
image-messina-legend-p4 = dowolne miejsce
image-messina-legend-once = kwadrat jednorazowego użytku (strona b)
image-messina-legend-used = wykorzystany: zakryty na stałe

## image.messina.scoring

image-messina-scoring-title = Messina 1347 · plansza Punktacji
image-messina-scoring-track = Tor Punktacji
image-messina-scoring-track-note = znaczniki w stosie: górny dotarł ostatni i wygrywa remisy
image-messina-scoring-turn-order = Kolejność, runda { $round }
image-messina-scoring-points = punkty
image-messina-scoring-rank = miejsce
image-messina-scoring-vs-automa = Zasł. vs P
image-messina-scoring-to-use = do użycia
image-messina-scoring-holdings = Monety · Drewno · Ogień · Pożar · Szczury
image-messina-scoring-behind = z tyłu
image-messina-scoring-level = na równi
image-messina-scoring-ahead = z przodu
image-messina-scoring-lieutenants-left = { $count } Nam.
image-messina-scoring-lt-note = „Nam.” = Namiestnicy do użycia w tej rundzie · w zasobach { $count ->
        [one] czeka { $count } Namiestnik
        [few] czeka { $count } Namiestników
        [many] czeka { $count } Namiestników
       *[other] czeka { $count } Namiestnika
    } (Kronika Miejska)
image-messina-scoring-automa = Przeciwnik
image-messina-scoring-automa-note = przeciwnik w grze solo, bez punktów
image-messina-scoring-automa-pop = Zasługi { $pop }
image-messina-scoring-automa-pile = stos: { $left } z 14 kafelków Ruchu Przeciwnika
image-messina-scoring-automa-used = użyty w tej rundzie
image-messina-scoring-automa-skipped = pominięty (heks zajęty)
image-messina-scoring-none = brak
image-messina-scoring-more = +{ $count } więcej
image-messina-scoring-final = Wyniki końcowe
image-messina-scoring-total = suma
image-messina-scoring-final-note = gra = tor Punktacji; remisy: więcej zaludnionych heksów, potem najcenniejszy z nich
image-messina-scoring-short = brakuje { $short } pkt
image-messina-scoring-reached = osiągnięty
image-messina-scoring-good-result = Wynik { $score } / dobry wynik { $good } · { $verdict }
image-messina-scoring-good-mark = dobry wynik { $good }
image-messina-scoring-solo-pop = Zasługi: twój znacznik na polu { $you }, znacznik Przeciwnika na polu { $automa } (5 pkt, jeśli jesteś na równi lub przed nim, po karze za Szczury)
image-messina-scoring-solo-note = solo: premia za zaludnienie 3 / 7 / 10 pkt za 2 / 3 / 4+ heksy; dobry wynik 130, w wariancie zaawansowanym 140
image-messina-scoring-rounds = Tabela Rund
image-messina-scoring-rounds-tile = Tabela Rund (z kafelkiem Priorytetu Kronik)
image-messina-scoring-round = runda
image-messina-scoring-first = zaczyna
image-messina-scoring-order-by = kolejność według
image-messina-scoring-ships = Statki
image-messina-scoring-fire-cube = Ogień / kostka
image-messina-scoring-wheel = Koło
image-messina-scoring-workshops = Warsztaty
image-messina-scoring-wheel-setup = 1 (przygotowanie)
image-messina-scoring-wheel-one = 1 obrót
image-messina-scoring-wheel-two = 2 obroty
image-messina-scoring-wheel-none = brak
image-messina-scoring-early = początkowe (∞)
image-messina-scoring-late = późniejsze (⚡)
image-messina-scoring-you = ty
image-messina-scoring-automa-first = Przeciwnik
image-messina-scoring-by-random = losowo
image-messina-scoring-by-popularity = Kronika Zasług
image-messina-scoring-by-city = Kronika Miejska
image-messina-scoring-by-church = Kronika Kościelna
image-messina-scoring-by-score = tor Punktacji
image-messina-scoring-rounds-note = ■ znacznik Rundy · runda VI: w mieście nie pojawiają się nowe kostki ani Mieszkańcy
image-messina-scoring-pop = Kronika Zasług
image-messina-scoring-pop-note = +1 za kostkę
image-messina-scoring-city = Kronika Miejska
image-messina-scoring-church = Kronika Kościelna
image-messina-scoring-advance-note = 1 Moneta za Nam.
image-messina-scoring-stack-note = stos: ostatni przybyły na wierzchu
image-messina-scoring-offer = Dostępne kafelki
image-messina-scoring-supply = zapas: { $ships } { $ships ->
        [one] Statek
        [few] Statki
        [many] Statków
       *[other] Statku
    } · { $cubes } { $cubes ->
        [one] kostka Zarazy
        [few] kostki Zarazy
        [many] kostek Zarazy
       *[other] kostki Zarazy
    } · { $hexes } { $hexes ->
        [one] heks do dołożenia
        [few] heksy do dołożenia
        [many] heksów do dołożenia
       *[other] heksa do dołożenia
    }
image-messina-scoring-hut = Chata
image-messina-scoring-wagon = Wóz
image-messina-scoring-early-tile = ∞ początkowy
image-messina-scoring-late-tile = ⚡ późniejszy
image-messina-scoring-each-round = co rundę:
image-messina-scoring-once = jednorazowo:
image-messina-scoring-when-built = przy budowie:
image-messina-scoring-no-points = bez punktów
image-messina-scoring-hut-stacks = ulepszenia Chat · stosy { $stacks }
image-messina-scoring-workshop-stacks = Warsztaty · stosy { $stacks } · późniejsze { $late }
image-messina-scoring-wagon-stacks = Wozy · stosy { $stacks }

## image.messina.category

image-messina-category-play = gra
image-messina-category-rats = Szczury
image-messina-category-books = Kroniki
image-messina-category-popularity = ranking
image-messina-category-hexes = heksy
image-messina-category-scroll = Zwoje
image-messina-category-resources = zasoby
image-messina-category-majority = większość

## image.messina.estate

image-messina-estate-title = Posiadłość: { $player }
image-messina-estate-side-b = { $id } · strona b
image-messina-estate-theme = motyw: { $theme }
image-messina-estate-once-count = ⚡ kwadraty jednorazowego użytku: wykorzystane { $used } z { $once }
image-messina-estate-side-a = plansza Gracza, strona a
image-messina-estate-once = ⚡ jednorazowy
image-messina-estate-once-used = ⚡ wykorzystany
image-messina-estate-huts = Chaty Kwarantannowe
image-messina-estate-each-round = co rundę:
image-messina-estate-no-upgrade = bez ulepszenia
image-messina-estate-produces-nothing = nic nie produkuje
image-messina-estate-slot-1 = pole I
image-messina-estate-slot-2 = pole II
image-messina-estate-slot-note = z pola II wychodzi na koniec rundy
image-messina-estate-workshops = Warsztaty
image-messina-estate-workshops-note = ★ = produkcja z ulepszonym Mieszkańcem (+1 punkt co rundę za każdego ulepszonego Mieszkańca)
image-messina-estate-no-workshops = jeszcze nic nie zbudowano
image-messina-estate-face-down = wykorzystany: odwrócony
image-messina-estate-each-round-plain = co rundę
image-messina-estate-each-round-star = co rundę, wymaga ★
image-messina-estate-once-plain = jednorazowo
image-messina-estate-once-star = jednorazowo, wymaga ★
image-messina-estate-empty-workshop = pusty ({ $class })
image-messina-estate-none-there = nikogo tam nie ma
image-messina-estate-start = start
image-messina-estate-reach-squares = { $n } z { $squares } → { $occupied }
image-messina-estate-reach-two-areas = { $own } w { $own_area } + { $other } w { $other_area } → { $occupied }
image-messina-estate-reach-area = do { $n } w { $area } → { $occupied }
image-messina-estate-reach-anywhere = do { $n } { $n ->
        [one] Mieszkańca
        [few] Mieszkańców
        [many] Mieszkańców
       *[other] Mieszkańca
    } w dowolnym miejscu
image-messina-estate-holdings = Zasoby
image-messina-estate-coins = Monety
image-messina-estate-wood = Drewno
image-messina-estate-fire = Ogień
image-messina-estate-bigfire = Pożar
image-messina-estate-rats = Szczury
image-messina-estate-points = punkty
image-messina-estate-lieutenants = Namiestnicy
image-messina-estate-owned = posiadanych: { $owned }; postęp na torze Kroniki kosztuje { $owned } { $owned ->
        [one] Monetę
        [few] Monety
        [many] Monet
       *[other] Monety
    }
image-messina-estate-lt-estate = posiadłość
image-messina-estate-lt-used = posiadłość, użyty
image-messina-estate-lt-stands = { $place } – stoi
image-messina-estate-lt-lies = { $place } – leży
image-messina-estate-lt-supply = zasoby
image-messina-estate-lt-box = pudełko
image-messina-estate-repop-none = kafelki Zaludnienia: pozostałe { $left } · żaden nie jest wyłożony
image-messina-estate-repop-placed = kafelki Zaludnienia: pozostałe { $left } · wyłożone na { $hexes }
image-messina-estate-overseers = Nadzorcy
image-messina-estate-overseers-note = przerywany okrąg = następne pole; złoty ★ = ulepszony
image-messina-estate-overseer = { $class }: pole { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-overseer-up = { $class } ★: pole { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-branch = odnoga { $branch }
image-messina-estate-no-branch = odnoga niewybrana
image-messina-estate-centre = na środku: koniec postępów
image-messina-estate-choose-branch = dalej: wybierz odnogę (patrz opisy na planszy)
image-messina-estate-next = następne pole { $space }: { $reach }
image-messina-estate-scroll = Plansza Zwojów
image-messina-estate-scroll-note = punkty za jednostkę na koniec gry; ■ = kostka
image-messina-estate-scroll-b = { $id } { $name } · strona b · punkty na koniec gry
image-messina-estate-level = poziom { $level } z { $of }
image-messina-estate-per-building = /budynek
image-messina-estate-per-ship = /Statek
image-messina-estate-per-tile = /kafelek
image-messina-estate-per-nothing = { "" }
image-messina-estate-track-book = belki: { $book }
image-messina-estate-track-goods-type = towary jednego rodzaju
image-messina-estate-track-huts = ulepszenia Chat
image-messina-estate-track-overseers = koniec ścieżek Nadzorców
image-messina-estate-book-pop = Kronika Zasług
image-messina-estate-book-city = Kronika Miejska
image-messina-estate-book-church = Kronika Kościelna
image-messina-estate-unit-goods-type = Statek z najliczniejszym rodzajem towaru
image-messina-estate-unit-workshop = Warsztat
image-messina-estate-unit-wood = znacznik Drewna na koniec gry
image-messina-estate-unit-hut = ulepszenie Chaty
image-messina-estate-unit-coin = Moneta (według wartości) na koniec gry
image-messina-estate-unit-other = jednostka
image-messina-estate-per-unit = za: { $unit }
image-messina-estate-per-unit-cap = za: { $unit }, najwyżej { $cap }
image-messina-estate-book-values = stałe: lewa wartość za pojedynczą belką, prawa za podwójną
image-messina-estate-overseer-values = za Nadzorcę na polu 4·5·środek; liczy się 2 najdalszych
image-messina-estate-ships = Statki
image-messina-estate-ship = { $id } { $goods }
image-messina-estate-none = brak
image-messina-estate-wagons = Wozy
image-messina-estate-no-wagons = brak (do zaludnienia potrzebny jest Wóz)
image-messina-estate-wagon-used = { $id } użyty
image-messina-estate-wagon-ready = { $id } gotowy
image-messina-estate-deferred = Czeka na następną turę:

## image.messina.estate.track-kind

image-messina-estate-track-kind-buildings = budynki
image-messina-estate-track-kind-goods = towary
image-messina-estate-track-kind-repop = zaludnienie
image-messina-estate-track-kind-goods-type = towary jednego rodzaju
image-messina-estate-track-kind-workshops = Warsztaty
image-messina-estate-track-kind-wood = Drewno
image-messina-estate-track-kind-huts = ulepszenia Chat
image-messina-estate-track-kind-coins = Monety
image-messina-estate-track-kind-book = Kronika
image-messina-estate-track-kind-overseer-end = koniec ścieżek Nadzorców

## added later (languages, commands, bots, clocks)

play-bot-usage = użycie: /bot add [POZIOM] (easy, strong lub random) albo /bot remove
language-en = English
language-de = Deutsch
language-ru = Русский
language-pl = Polski
language-cs = Čeština
table-language-set = { $name } ustawia język stołu: { $language }.
table-language-choice = { $language } ({ $code })
table-error-unknown-language = Nie ma tu języka „{ $language }”. Dostępne języki: { $known }.
command-new-name = new
command-new-description = Otwórz stół do gry na tym kanale lub w nowym wątku
command-new-option-game-name = game
command-new-option-game-description = Gra, w którą chcesz zagrać
command-new-option-players-name = players
command-new-option-players-description = Dokładnie tylu graczy (każda gra podaje, ilu wymaga)
command-new-option-options-name = options
command-new-option-options-description = Opcje gry, np. variant=advanced priority_tile=on, albo solo
command-new-option-thread-name = thread
command-new-option-thread-description = Otwórz stół w nowym wątku tego kanału
command-join-name = join
command-join-description = Zajmij miejsce przy stole na tym kanale
command-leave-name = leave
command-leave-description = Zwolnij swoje miejsce przed rozpoczęciem gry
command-start-name = start
command-start-description = Rozpocznij grę (założyciel stołu lub moderator)
command-play-name = play
command-play-description = Dokonaj wyboru; lista pokazuje dozwolone opcje
command-play-option-action-name = action
command-play-option-action-description = Twój wybór, np. place gallia 2
command-undo-name = undo
command-undo-description = Cofnij swój ostatni wybór (w obrębie swojej tury)
command-board-name = board
command-board-description = Aktualny obraz planszy (widzisz go tylko ty)
command-status-name = status
command-status-description = Czyja jest tura i od kiedy (widzisz to tylko ty)
command-log-name = log
command-log-description = Ostatnie zdarzenia w grze (widzisz je tylko ty)
command-log-option-count-name = count
command-log-option-count-description = Ile zdarzeń (domyślnie 10)
command-peek-name = peek
command-peek-description = Zobacz ponownie to, co widzisz tylko ty, np. to, co zobaczyła twoja Czarownica
command-estate-name = estate
command-estate-description = Posiadłość gracza w grze Messina 1347 (widzisz ją tylko ty)
command-estate-option-player-name = player
command-estate-option-player-description = Czyja posiadłość (domyślnie twoja lub gracza, na którego ruch czekamy)
command-remind-name = remind
command-remind-description = Pokaż lub zmień przypomnienia tej gry
command-remind-option-interval-name = interval
command-remind-option-interval-description = Przypomnij graczowi o ruchu po takim czasie, np. 24h, 90m
command-remind-option-quiet-name = quiet
command-remind-option-quiet-description = Godziny ciszy w UTC, np. 22-7, albo off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Wstrzymaj przypomnienia w bieżącej turze
command-abandon-name = abandon
command-abandon-description = Zakończ grę na tym kanale (założyciel stołu lub moderator)
command-kick-name = kick
command-kick-description = Usuń gracza z poczekalni (założyciel stołu lub moderator)
command-kick-option-player-name = player
command-kick-option-player-description = Gracz, którego chcesz usunąć
command-replace-name = replace
command-replace-description = Przekaż miejsce gracza komuś innemu lub botowi (założyciel stołu lub moderator)
command-replace-option-old-name = old
command-replace-option-old-description = Gracz, który odchodzi
command-replace-option-new-name = new
command-replace-option-new-description = Ten, kto zajmuje miejsce
command-replace-option-bot-name = bot
command-replace-option-bot-description = Albo bot na tym poziomie: easy, strong lub random
command-bot-name = bot
command-bot-description = Boty w poczekalni: gracze SI, którzy zajmują miejsce przy stole
command-bot-add-name = add
command-bot-add-description = Posadź bota przy tym stole (założyciel stołu lub moderator)
command-bot-add-option-level-name = level
command-bot-add-option-level-description = Jak dobrze gra: easy, strong (domyślnie) lub random
command-bot-remove-name = remove
command-bot-remove-description = Usuń z poczekalni ostatnio dodanego bota (założyciel stołu lub moderator)
command-clock-name = clock
command-clock-description = Limit czasu na każdą turę; gdy graczowi go zabraknie, SI zagra za niego lub dostanie przypomnienie
command-clock-option-time-name = time
command-clock-option-time-description = Czas na turę, np. 24h, 90m, 30s, albo off
command-clock-option-policy-name = policy
command-clock-option-policy-description = Gdy czas się skończy: ai (SI rozgrywa tę turę, domyślnie) lub remind
command-help-name = help
command-help-description = Jak grać z Lazaretto albo jak grać w daną grę
command-help-option-game-name = game
command-help-option-game-description = Gra: jej tura i notacja
command-new-option-language-name = language
command-new-option-language-description = Język stołu: en, de, ru, pl lub cs (domyślnie język serwera)
command-language-name = language
command-language-description = Zmień język postów i obrazów tego stołu (założyciel stołu)
command-language-option-language-name = language
command-language-option-language-description = en, de, ru, pl lub cs
table-bot-name = Bot { $n } ({ $level })
table-bot-error-level = Nie ma poziomu bota „{ $level }”: użyj easy, strong lub random.
table-bot-error-none = Przy tym stole nie ma bota.
table-bot-error-replace-whom = Wskaż, kto zajmie miejsce: gracz (new) albo bot (bot).
table-clock-set = { $name } ustawia zegar tury na { $time }: gdy graczowi skończy się czas, { $policy }.
table-clock-off = { $name } wyłącza zegar tury.
table-clock-policy-ai = SI rozegra za niego tę turę
table-clock-policy-remind = dostanie przypomnienie
table-clock-ai-step = Czas gracza { $player } minął; SI gra za niego: { $action }
table-clock-error-policy = Nie ma trybu zegara „{ $policy }”: użyj ai lub remind.
discord-error-clock = „{ $time }” to nie jest czas na turę: podaj np. 24h, 90m, 30s albo off.
