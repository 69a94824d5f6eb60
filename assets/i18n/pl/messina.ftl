# messina: the game's words (pl). Loaded with the other files of this directory.

## help.messina

help-messina-turn =
    {"*"}*Messina 1347** – ratuj Mieszkańców dotkniętej zarazą Mesyny, walcz z zarazą i ponownie zaludniaj Dzielnice. Sześć rund; wygrywa gracz z największą liczbą punktów.
    {"*"}*Runda:** w kolejności tur każdy gracz wysyła w swojej turze jednego Namiestnika, aż wszyscy zostaną użyci; potem produkcja, kwarantanna i przygotowanie kolejnej rundy (Statki, nowa Dzielnica, kostki Zarazy i Mieszkańcy).
    {"*"}*Tura:** wyślij Namiestnika na heks Dzielnicy lub Portu (`go`), do zacumowanego Statku (`ship`) albo wycofaj go do posiadłości i weź 1 Monetę (`recall`). Najpierw idą Namiestnicy leżący w Mesynie; leżący Namiestnik płaci 1 Monetę za każdy krok poza pierwszym.
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

## options.messina

options-messina-players-n = dokładnie N graczy (od { $min } do { $max }; przy 1 grasz solo z Przeciwnikiem)
options-messina-solo = jeden gracz przeciwko wirtualnemu Przeciwnikowi
options-messina-variant-base = gra podstawowa
options-messina-variant-advanced = wariant zaawansowany: plansze Gracza i plansze Zwojów na stronie b
options-messina-boards-a-b = plansze Gracza: strona a lub b (łączenie stron dozwolone, nietestowane)
options-messina-scrolls-a-b = plansze Zwojów: strona a lub b
options-messina-priority-tile-on = kafelek Priorytetu Kronik

game-messina = Messina 1347

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
messina-track = tor planszy Zwojów „{ $track }”
messina-track-name-buildings = budynki
messina-track-name-goods = towary
messina-track-name-repop = zaludnienie
messina-track-name-goods-type = towary jednego rodzaju
messina-track-name-workshops = Warsztaty
messina-track-name-wood = Drewno
messina-track-name-huts = ulepszenia Chat
messina-track-name-coins = Monety
messina-track-name-book = belki: { $book }
messina-track-name-overseer-end = koniec ścieżek Nadzorców
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
messina-choice-overseer-upgrade-detail = odwrócony na ulepszoną stronę, zostaje na polu { $pos }
messina-choice-overseer-upgrade-advance-detail = odwrócony na ulepszoną stronę, pole { $from } → { $to }
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
messina-ask-destination = { $colour }, runda { $round }: dokąd idzie { $from }? Na heks Dzielnicy lub Portu, do zacumowanego Statku czy z powrotem do posiadłości, biorąc 1 Monetę?
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
messina-event-plague-takes = Zaraza: { $count } { $count ->
        [one] Mieszkaniec
        [few] Mieszkańcy
        [many] Mieszkańców
       *[other] Mieszkańca
    } z { $place } wraca do zasobów.
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
messina-what-action = akcja
messina-what-book = Kronika
messina-what-branch = odgałęzienie
messina-what-hex = heks
messina-what-hut = Chata Kwarantannowa
messina-what-hut-upgrade = ulepszenie Chaty
messina-what-overseer = Nadzorca
messina-what-payment = zapłata
messina-what-place = miejsce
messina-what-scroll-track = tor planszy Zwojów
messina-what-ship = Statek
messina-what-square = kwadrat
messina-what-wagon = Wóz
messina-what-workshop = Warsztat
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
messina-summary-brief-hexes = Zaraza i czekający Mieszkańcy: { $hexes }
messina-summary-brief-hex = { $id } ({ $cubes } ☠, czeka: { $citizens })
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
messina-last-citizens-removed = { $count } { $count ->
        [one] Mieszkaniec usunięty
        [few] Mieszkańców usuniętych
        [many] Mieszkańców usuniętych
       *[other] Mieszkańca usuniętego
    } z miasta
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

messina-score-play = w trakcie gry
messina-score-rats = Szczury
messina-score-books = Kroniki
messina-score-popularity = Zasługi
messina-score-hexes = heksy
messina-score-scroll = Zwoje
messina-score-majority = premia za zaludnienie
messina-score-resources = zasoby

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
image-messina-city-score = { $name }: { $points } { $points ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
image-messina-city-dock-of = dok Portu { $port }
image-messina-city-port = Port
image-messina-city-port-dock = dok { $dock }
image-messina-city-repop-badge = +2/wizytę · { $vp } pkt
image-messina-city-vp = { $vp } pkt
image-messina-city-empty = puste miejsce
image-messina-city-next-here = tu trafi następny heks
image-messina-city-next-maybe = może tu trafić następny heks
image-messina-city-if-tile = jeśli kafelek wskaże: { $ports }
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
image-messina-scoring-automa-note = w grze solo, bez punktów
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
image-messina-estate-theme-pb1 = Kroniki i miasto
image-messina-estate-theme-pb2 = Budowa
image-messina-estate-theme-pb3 = Kościół i ogień
image-messina-estate-theme-pb4 = handel i reputacja
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
image-messina-estate-overseer = { $class }: pole { $pos }/6 · { $branch }
image-messina-estate-overseer-up = { $class } ★: pole { $pos }/6 · { $branch }
image-messina-estate-branch = odnoga { $branch } w stronę { $towards }
image-messina-estate-no-branch = odnoga niewybrana
image-messina-estate-centre = na środku: koniec postępów
image-messina-estate-choose-branch = dalej: wybierz odnogę (patrz opisy na planszy)
image-messina-estate-next = następne pole: { $reach }
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
