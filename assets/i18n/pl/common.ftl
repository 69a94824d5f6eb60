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

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto – gra przez posty, w terminalu. /help wyświetla listę komend.
play-you-are = (teraz jesteś { $name })
play-your-turn = @{ $name }, twoja tura.
play-image = [obraz] { $path }
play-image-failed = [nie zapisano obrazu: { $error }]
play-unknown-command = nieznana komenda /{ $command }; /help wyświetla listę komend
play-replace-usage = użycie: /replace STARY NOWY albo /replace STARY bot [POZIOM]
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
      /board  /status  /peek
      /log [N] [page:S]   dziennik, N wierszy na stronę (ostatnia strona, chyba że podasz S)
      /export [PLIK|-]    partia jako zapis (JSON) w PLIKU (GRA-ID.lazaretto.json) albo wypisana z -
      /estate [NAZWA]     obraz posiadłości gracza (Messina; zapisywany jak obrazy planszy)
      /bot add [POZIOM]   posadź bota w poczekalni: easy, strong (domyślnie) lub random
      /bot remove         zabierz z poczekalni ostatnio dodanego bota
      /clock [CZAS [TRYB]]  zegar tury: pokaż lub ustaw (/clock 24h ai, /clock 1h remind, /clock off)
      /away [CZAS]        nieobecność przy wszystkich twoich stołach: /away 3d albo do godziny na twoim zegarze (/away 18:00, /away 2026-12-03 18:00); /away off; bez czasu: czy jesteś nieobecny
      /abandon [yes]      zakończ grę (założyciel): najpierw pyta, /abandon yes kończy
      /kick NAZWA  /replace STARY NOWY  /replace STARY bot [POZIOM]
      /help GRA           jak grać: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = Nie ma gry o nazwie „{ $game }”. Dostępne gry: { $known }.

## options

options-unknown = Nieznana opcja „{ $option }”.
options-players = W tę grę gra od { $min } do { $max } graczy, a nie „{ $given }”.
options-conflict = „{ $option }” przeczy podanej wcześniej liczbie graczy.

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
table-lobby-closed-bots = Przy stole zostały tylko boty, więc zostaje zamknięty.
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
table-brief-more = (/status pokazuje całą sytuację w grze)
table-log-page = { $total ->
        [0] Dziennik jest pusty.
       *[other] Strona dziennika { $page } z { $pages } (wiersze { $from }–{ $to } z { $total }); /log page:N pokazuje inną.
    }
table-status-abandoned = Gra { $game } nr { $id } ({ $players }) została przerwana; nikt nie czeka na ruch. Nową rozpoczniesz przez /new.
table-status-lobby-closed = Stół do gry { $game } na tym kanale został zamknięty przed rozpoczęciem gry. Nowy otworzysz przez /new.
table-abandon-ask = To zakończy grę { $game } dla wszystkich i nie da się tego cofnąć. Aby ją zakończyć, powtórz /abandon ze słowem yes.
table-peek-nothing = W tej grze nie masz żadnych ukrytych informacji.
table-estate = Posiadłość: { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = „{ $text }” pasuje do kilku opcji: { $choices }. Wpisz więcej liter jednej z nich albo jej numer.
table-error-not-offered = „{ $text }” nie jest teraz jedną z opcji. Wybierz jedną z wymienionych: jej notację, numer albo nazwę.
table-error-no-such-number = „{ $text }” nie jest numerem opcji: opcje są ponumerowane od 1 do { $count }. Wpisz jeden z tych numerów albo notację.
table-error-decisive = „{ $text }” pasuje tylko do opcji { $choice }, która kończy twoją turę albo nie da się jej cofnąć: aby ją wybrać, wpisz jej notację `{ $notation }` albo jej numer.
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
table-error-nothing-this-turn = W tej turze nie masz czego cofnąć: dopiero się zaczęła.
table-error-no-such-choice = Ten przycisk nie oferuje żadnego wyboru z bieżącej sytuacji (pewnie pochodzi ze starszej wiadomości); oto bieżąca decyzja.
table-error-unreadable = Nie rozumiem „{ $text }”. { $count ->
        [one] Jest { $count } wybór: wpisz 1
        [few] Są { $count } wybory: wpisz liczbę od 1 do { $count }
        [many] Jest { $count } wyborów: wpisz liczbę od 1 do { $count }
       *[other] Jest { $count } wyboru: wpisz liczbę od 1 do { $count }
    }, notację albo słowo z jego opisu.
table-error-nothing-typed = Nic nie wpisano. { $count ->
        [one] Jest { $count } wybór: wpisz 1
        [few] Są { $count } wybory: wpisz liczbę od 1 do { $count }
        [many] Jest { $count } wyborów: wpisz liczbę od 1 do { $count }
       *[other] Jest { $count } wyboru: wpisz liczbę od 1 do { $count }
    }, notację albo słowo z jego opisu.
table-error-log-page = Nie ma strony { $page }: dziennik ma { $pages } { $pages ->
        [one] stronę
        [few] strony
        [many] stron
       *[other] strony
    }.
table-error-time-too-long = „{ $time }” to za długo: najwyżej { $days } { $days ->
        [one] dzień
       *[other] dni
    }.
table-error-conflict = Gra zmieniła się w tej samej chwili; sprawdź nową sytuację i spróbuj ponownie.
table-error-too-long = To o wiele za długie jak na wybór (najwyżej { $max } { $max ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }): „{ $start }…”. Wybierz jedną z wymienionych opcji.
table-error-storage = Nie udało się zapisać gry. Spróbuj ponownie.
table-error-reading = Nie udało się odczytać gry. Spróbuj ponownie.
table-error-busy = Gra jest właśnie zajęta inną zmianą; nic nie zmieniono. Spróbuj ponownie za chwilę.
table-error-unreachable = Baza danych gier jest teraz niedostępna; nic nie zmieniono. Spróbuj ponownie później.
table-error-unreachable-read = Baza danych gier jest teraz niedostępna, nie udało się odczytać gry. Spróbuj ponownie później.
table-error-nul = Tekst zawiera znak NUL (U+0000), którego nie można zapisać; nic nie zmieniono. Usuń go i spróbuj ponownie.
table-error-scenario = Nieprawidłowa pozycja scenariusza: { $error }
table-error-no-estates = W grze { $game } nie ma posiadłości; /board pokazuje całą grę.
table-error-estate-whose = Czyja posiadłość? Wskaż gracza: /estate player:@name.

## table.remind

table-remind-ping = przypomnienie: twoja gra { $game } czeka na ciebie (od { $since }).
table-remind-changed = { $name } zmienia przypomnienia: { $settings }.
table-remind-settings = co { $every }, { $quiet }, { $paused }
table-remind-quiet = godziny ciszy { $from }:00–{ $to }:00 według zegara przypominanego gracza (jego strefa z /settings, inaczej UTC)
table-remind-no-quiet = bez godzin ciszy
table-remind-paused = wstrzymane w tej turze
table-remind-active = aktywne
table-remind-hours = { $n } h
table-remind-minutes = { $n } min
table-remind-seconds = { $n } s

## table.remind.error

table-remind-error-interval = Odstęp między przypomnieniami musi wynosić co najmniej sekundę.
table-remind-error-quiet = Godziny ciszy to pełne godziny od 0 do 23.

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
    { $new } otwiera stół; opcje: `players:` ({ $seats }; przy 1 grasz solo z wirtualnym Przeciwnikiem), `variant:` (Messina: podstawowa lub zaawansowana), `priority_tile:` (kafelek Priorytetu Kronik w Messinie), `thread:true` (otwiera stół w nowym wątku). Inni dołączają przez `/join`, założyciel rozpoczyna grę przez `/start`.
    W swojej turze klikaj przyciski pod postem, który cię oznacza: tura toczy się dalej w panelu widocznym tylko dla ciebie, decyzja po decyzji, a gdy się skończy, wszyscy widzą ją w całości. Możesz też wpisać `/play action:` (pokazuje twoje dozwolone ruchy).
    `↩ Cofnij` w panelu (albo `/undo`) cofa twoją ostatnią decyzję w bieżącej turze. `/board`, `/status`, `/log`, `/peek` pokazują grę tylko tobie; `/estate` pokazuje posiadłość w Messinie (twoją albo gracza z `player:`). `/export` daje ci partię jako plik zapisu (JSON) do zachowania, udostępnienia lub importu.
    `/remind` ustawia przypomnienia (odstęp, godziny ciszy w UTC, wstrzymanie na tę turę).
    Założyciel albo osoby z uprawnieniem „Zarządzanie kanałami” mogą przerwać grę (`/abandon`; najpierw pada pytanie, `confirm:yes` kończy grę), usunąć gracza z poczekalni (`/kick`), zastąpić gracza (`/replace`; `bot:` oddaje miejsce botowi), posadzić w poczekalni graczy SI (`/bot add`; `/bot remove` zabiera ostatniego) i ustawić zegar tury (`/clock`). `/away` oznacza cię jako nieobecnego przy wszystkich twoich stołach.
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord nie przyjął odpowiedzi. Spróbuj ponownie.
discord-error-internal = Coś poszło nie tak. Spróbuj ponownie.
discord-error-arguments = Nie udało się odczytać opcji komendy: { $error }
discord-error-outdated-command = Nie udało się odczytać opcji komendy ({ $error }); twój Discord może pokazywać starszą wersję /{ $command }. Spróbuj ponownie za minutę.
discord-error-interval = Podaj odstęp w postaci 24h, 90m lub 30s; co najmniej { $min }.
discord-error-quiet = Podaj godziny ciszy jako dwie pełne godziny, np. 22-7, albo off.
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

## added later (languages, commands, bots, clocks)

play-bot-usage = użycie: /bot add [POZIOM] (easy, strong lub random) albo /bot remove
play-log-usage = użycie: /log [N] [page:P] (N wierszy na stronę, domyślnie 10; bez strony – ostatnia)
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
command-log-option-page-name = page
command-log-option-page-description = Która strona dziennika (1 to pierwsza; domyślnie ostatnia)
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
command-remind-option-quiet-description = Godziny ciszy według zegara każdego gracza (jego strefa), np. 22-7, albo off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Wstrzymaj przypomnienia w bieżącej turze
command-abandon-name = abandon
command-abandon-description = Zakończ grę na tym kanale (założyciel stołu lub moderator)
command-abandon-option-confirm-name = confirm
command-abandon-option-confirm-description = yes: naprawdę zakończ grę (bez tego najpierw padnie pytanie)
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
command-clock-option-time-description = Czas na turę, np. 24h, 90m, 30s, albo off; bez wartości: pokaż zegar
command-clock-option-policy-name = policy
command-clock-option-policy-description = Gdy czas się skończy: ai (SI rozgrywa tę turę, domyślnie) lub remind
command-away-name = away
command-away-description = Nieobecność przy wszystkich twoich stołach: bez przypomnień; przy trybie zegara ai gra za ciebie SI
command-away-option-time-name = time
command-away-option-time-description = Na jak długo (3d, 12h) albo do kiedy na twoim zegarze (18:00, 2026-12-03 18:00), albo off
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
table-bot-error-stuck = SI nie zdołała zakończyć tury gracza { $player } w { $max } decyzjach i przerwała. Twórca stołu lub moderator może przekazać miejsce poleceniem /replace.
table-bot-error-none = Przy tym stole nie ma bota.
table-bot-error-replace-whom = Wskaż, kto zajmie miejsce: gracz (new) albo bot (bot).
table-clock-set = { $name } ustawia zegar tury na { $time }: gdy graczowi skończy się czas, { $policy }.
table-clock-off = { $name } wyłącza zegar tury.
table-clock-policy-ai = SI rozegra za niego tę turę
table-clock-policy-remind = dostanie przypomnienie
table-clock-ai-step = Czas gracza { $player } minął; SI gra za niego: { $action }
table-clock-error-policy = Nie ma trybu zegara „{ $policy }”: użyj ai lub remind.
table-clock-shown = Zegar tury przy tym stole: { $time } na turę; gdy graczowi skończy się czas, { $policy }.
table-clock-none = Przy tym stole nie ma zegara tury.
table-clock-error-policy-alone = Podaj czas na turę razem z trybem, np. /clock 24h remind.
table-clock-error-time = „{ $time }” to nie jest czas na turę: podaj np. 24h, 90m, 30s albo off.
table-away-set = Jesteś nieobecny przez { $time }, do { $until } ({ $zone }): nie dostajesz przypomnień, zegary twoich tur czekają na ciebie, a przy stołach z trybem zegara ai twoje tury rozgrywa SI.
table-away-is = Jesteś nieobecny do { $until } ({ $zone }).
table-away-not = Nie jesteś nieobecny.
table-away-back = Witaj z powrotem: przypomnienia i zegary tur znów działają dla ciebie.
table-away-ai-step = Gracz { $player } jest nieobecny; SI gra za niego: { $action }
table-away-error-time = Nieobecność może trwać najwyżej { $max }.
table-away-error-parse = „{ $time }” to nie jest czas nieobecności: podaj np. 3d, 12h, 90m, godzinę na twoim zegarze, np. 18:00 lub 2026-12-03 18:00, albo off.

## export (game records: /export, lazaretto import)

command-export-name = export
command-export-description = Partia jako plik zapisu (JSON) do zachowania, udostępnienia lub importu (widzisz go tylko ty)
table-export-complete = Zapis tej partii { $game }: zapisane akcje: { $count }, ziarno losowania i wynik. Jest kompletny: lazaretto import go odtwarza.
table-export-partial = Zapis tej partii { $game } do tej pory: zapisane akcje: { $count }. Partia się nie skończyła, więc zapis zawiera tylko to, co widzieli wszyscy gracze (bez ziarna, bez niczego ukrytego); wyeksportuj ją ponownie po końcu partii, aby mieć kompletny zapis.
play-export-written = Zapis zapisano w { $path }
play-export-failed = Nie udało się zapisać zapisu w { $path }: { $error }
table-import-error-file = Nie udało się odczytać zapisu { $path }: { $error }
table-import-error-unreadable = To nie jest zapis partii, który Lazaretto potrafi odczytać: { $detail }
table-import-error-format = To nie jest zapis partii Lazaretto w formacie lazaretto-game/1 (jego format to „{ $format }”).
table-import-error-engine = Ten zapis utworzył „{ $engine }”, a jego partii to Lazaretto nie odtwarza (odtwarza { $known }).
table-import-error-game = Ten zapis dotyczy gry, której Lazaretto nie prowadzi: „{ $game }”.
table-import-error-language = Język zapisu „{ $language }” nie jest żadnym z en, de, ru, pl, cs.
table-import-error-no-seed = Ten zapis nie ma ziarna: wyeksportowano go, gdy partia jeszcze trwała (albo po jej porzuceniu), więc zawiera tylko to, co widzieli gracze, i nie da się go odtworzyć. Wyeksportuj partię ponownie, gdy się skończy.
table-import-error-no-result = Ten zapis nie ma wyniku: zaimportować można tylko zapis zakończonej partii.
table-import-error-seed = Ziarno { $seed } tego zapisu nie jest takim, jakie losuje Lazaretto (od 0 do 9223372036854775807).
table-import-error-seat-order = Miejsca w zapisie muszą być ponumerowane po kolei: 0, 1, 2, …
table-import-error-name = Miejsce { $seat } w zapisie nie ma nazwy.
table-import-error-options = Opcje { $options } tego zapisu nie są opcjami jego gry.
table-import-error-seats = Liczba graczy w zapisie: { $count }; ta gra z tymi opcjami jest dla { $min }–{ $max }.
table-import-error-seq = Akcje zapisu muszą być ponumerowane po kolei 1, 2, 3, …: akcja { $seq } stoi tam, gdzie powinna być { $expected }.
table-import-error-seat = Akcja { $seq } ({ $action }) wskazuje miejsce { $seat }, którego w zapisie nie ma.
table-import-error-after-end = Akcja { $seq } ({ $action }) następuje po końcu partii.
table-import-error-not-their-turn = Akcję { $seq } ({ $action }) wykonuje { $player }, ale decyzja należała do: { $waiting }.
table-import-error-action = Akcji { $seq } ({ $action }) gracza { $player } nie da się odtworzyć: { $reason }
table-import-reason-not-offered = nie była tam jedną z oferowanych opcji.
table-import-error-undo = Akcja { $seq } cofa akcję { $undoes }, której nie można było tam cofnąć (tylko własny ostatni wybór we własnej turze, zanim coś zostało odkryte).
table-import-error-unfinished = Akcje zapisu ({ $count }) nie kończą partii, choć zapis podaje, że jest zakończona.
table-import-error-result = Odtworzona partia kończy się innym wynikiem niż w zapisie: zapis zmieniono albo rozegrano go według innych zasad.
table-import-error-at = Po akcji { $at } nie ma pozycji: liczba akcji w zapisie: { $count }.
table-import-done-finished = Partię { $game } zaimportowano jako partię { $id } na kanale { $channel }: wszystkie akcje ({ $count }) odtworzono do wyniku zapisu. Obejrzysz ją przez lazaretto play --channel { $channel } (/board, /status, /log).
table-import-done-playing = Partię { $game } odtworzono do wyniku zapisu (akcje: { $count }) i zapisano jako partię { $id } na kanale { $channel } w stanie po akcji { $stored }: decyzja należy do: { $player }. Graj dalej przez lazaretto play --channel { $channel }.
## record: /stats and /leaderboard (issue 25)

record-title = Bilans gracza { $name }
record-none = { $name } nie ma jeszcze żadnej ukończonej ani porzuconej partii.
record-line = { $game }, graczy: { $players }. Rozegrane: { $played }, wygrane: { $won }, porzucone: { $abandoned }, miejsce przekazane: { $handed }
record-scores = { $game }: średnio { $average } pkt, najlepszy wynik { $best }
record-unrated = { $count ->
    [one] { $count } z tych partii nie liczy się do rankingu: została porzucona albo przekazano w niej miejsce.
   *[other] { $count } z tych partii nie liczy się do rankingu: zostały porzucone albo przekazano w nich miejsce.
}
record-move = Mediana czasu na ruch: { $time } (z { $moves ->
    [one] { $moves } ruchu
   *[other] { $moves } ruchów
})
record-streak = Seria zwycięstw: teraz { $current }, najdłuższa { $longest }
record-about-seconds = około { $n } s
record-about-minutes = około { $n } min
record-about-hours = około { $n } godz.
record-about-days = około { $n ->
    [one] { $n } dnia
   *[other] { $n } dni
}
record-ai = SI ({ $level })
record-board-title = Ranking: { $game }, dowolna liczba graczy
record-board-title-players = Ranking: { $game }, graczy: { $players }
record-board-empty = Nie oceniono tu jeszcze żadnej partii { $game }.
record-board-line = { $rank }. { $name }: { $rating } (partie: { $games }, wygrane: { $wins })
record-board-line-provisional = { $rank }. { $name }: { $rating }, wstępnie (partie: { $games }, wygrane: { $wins })
record-board-you = Twoje miejsce: { $rank }. { $name }: { $rating } (partie: { $games }, wygrane: { $wins })
record-board-you-provisional = Twoje miejsce: { $rank }. { $name }: { $rating }, wstępnie (partie: { $games }, wygrane: { $wins })
record-board-you-none = Nie masz tu jeszcze rankingu.
record-board-note = Ranking Weng–Lina (OpenSkill) z miejsc w ukończonych partiach, remisy dzielone: 10 × (μ − 3σ). Każdy poziom SI ma własny ranking jak osobny gracz. Poniżej { $provisional } partii ranking jest wstępny. Partie porzucone i partie z przekazanym miejscem nie liczą się do rankingu.
record-error-players = Ranking { $game } jest dla { $min }–{ $max } graczy, nie dla { $given }.
command-stats-name = stats
command-stats-description = Bilans gracza: partie, wygrane, porzucone, punkty, czas na ruch, serie (widzisz tylko ty)
command-stats-option-user-name = user
command-stats-option-user-description = Czyj bilans (bez wartości: twój)
command-stats-option-game-name = game
command-stats-option-game-description = Tylko jedna gra (bez wartości: wszystkie)
command-leaderboard-name = leaderboard
command-leaderboard-description = Ranking graczy i poziomów SI w grze (widzisz tylko ty)
command-leaderboard-option-game-name = game
command-leaderboard-option-game-description = Gra
command-leaderboard-option-players-name = players
command-leaderboard-option-players-description = Tylko partie z tyloma graczami (bez wartości: wszystkie)
play-help-record = Bilans:  /stats [IMIĘ] [GRA]   bilans (bez IMIENIA twój);  /leaderboard GRA [GRACZY]   ranking
play-leaderboard-usage = Podaj grę i, jeśli chcesz, liczbę graczy: /leaderboard rattus, /leaderboard messina 3
## players (issue 25: /settings and /rematch)

table-settings-shown =
    Twoje ustawienia (przy każdym stole):
    strefa czasowa: { $zone }
    godziny ciszy: { $quiet }
    o twojej turze informuje: { $notify }
    powiedz mi, gdy będę następny: { $next }
    przypomnienia: { $every }
    język tego, co widzisz tylko ty: { $language }
table-settings-changed = Zapisano. { $settings }
table-settings-zone = { $zone }
table-settings-zone-utc = UTC (nie wybrano)
table-settings-quiet = { $from }:00–{ $to }:00 według twojego zegara
table-settings-every-table = odstęp ustawiony przy stole (/remind)
table-settings-language-client = język twojego klienta Discord
table-settings-notify-mention = wzmianka na kanale
table-settings-notify-both = wzmianka i wiadomość prywatna
table-settings-notify-dm = tylko wiadomość prywatna
table-settings-next-on = wł.
table-settings-next-off = wył.
table-settings-error-zone = „{ $zone }” to nie strefa czasowa: podaj jej nazwę IANA, np. Europe/Warsaw albo America/New_York (autouzupełnianie je podpowiada), albo utc.
table-settings-error-notify = „{ $given }” to nie sposób powiadamiania: użyj mention, both albo dm.
table-notify-your-turn = Twoja tura w grze { $game }: { $ask }
table-notify-next = Jesteś następny w grze { $game }: { $player } właśnie zaczyna turę.
table-rematch-opened = { $name } otwiera rewanż w grze { $game } (zajęte miejsca: { $count } z { $max }): { $players }. Zakładający rozpoczyna grę poleceniem /start.
table-rematch-invited = { $name } (zaproszony)
table-rematch-error-no-game = Na tym kanale nie ma zakończonej gry, którą można rozegrać ponownie.
table-rematch-error-not-player = Rewanż mogą ogłosić tylko gracze ostatniej gry tutaj albo jej zakładający.
discord-dm = { $message } ({ $channel })
discord-dm-fallback = { $mention }, { $message }
discord-dm-closed-once =
    { $fallback }
    (Discord odrzucił moją wiadomość prywatną, twoje wiadomości prywatne są zamknięte, więc wspominam cię tutaj. Mówię to tylko raz.)
discord-next-up = { $mention }, { $message }
discord-rematch-invite = { $mentions }: rewanż jest otwarty; kliknij Dołącz, aby zająć swoje miejsce.
discord-join-button = Dołącz
discord-help-settings = Twoje własne `/settings` obowiązują przy każdym stole: strefa czasowa, godziny ciszy, wiadomości prywatne, „powiedz mi, gdy będę następny”, język. Przypomnienia: obowiązuje twój odstęp, jeśli go ustawisz, w przeciwnym razie `/remind` stołu; godziny ciszy, stołu i twoje, liczą się według twojego zegara.
play-rematch-invite = { $names }: rewanż jest otwarty; wpisz /join, aby zająć swoje miejsce.
play-settings-usage = Wpisz samo /settings, aby zobaczyć swoje ustawienia, albo pary KLUCZ WARTOŚĆ: zone Europe/Warsaw, quiet 22-7 albo off, notify mention, both albo dm, next on albo off, every 12h albo off, language pl albo auto.
play-help-players =
    Więcej poleceń:
      /settings [KLUCZ WARTOŚĆ…] twoje własne ustawienia przy każdym stole (samo: pokazuje je); twój odstęp przypomnień ma pierwszeństwo przed odstępem stołu
      /rematch             po końcu gry: nowy stół z tą samą grą, opcjami, językiem i botami
command-settings-name = settings
command-settings-description = Twoje ustawienia przy każdym stole: strefa czasowa, cisza, powiadomienia, przypomnienia, język
command-settings-option-zone-name = zone
command-settings-option-zone-description = Twoja strefa czasowa, nazwa IANA, np. Europe/Warsaw (albo utc)
command-settings-option-quiet-name = quiet
command-settings-option-quiet-description = Twoje własne godziny ciszy według twojego zegara, np. 22-7, albo off
command-settings-option-notify-name = notify
command-settings-option-notify-description = Jak informować o twojej turze: mention, both (i wiadomość prywatna), dm
command-settings-option-next-name = next
command-settings-option-next-description = Jedno powiadomienie, gdy gracz przed tobą zaczyna turę
command-settings-option-interval-name = interval
command-settings-option-interval-description = Twój odstęp przypomnień, np. 12h (ważniejszy niż odstęp stołu), albo off
command-settings-option-language-name = language
command-settings-option-language-description = Język tego, co widzisz tylko ty (auto: język twojego Discorda)
command-rematch-name = rematch
command-rematch-description = Zagraj tu ostatnią grę jeszcze raz: ta sama gra, opcje, język i miejsca
table-rematch-error-lobby-gone = Ten stół nie przyjmuje już graczy: gra się zaczęła albo została zamknięta.

## web: strony gier (zgłoszenie 23)
command-web-name = web
command-web-description = Strona internetowa tego stołu i twój własny widok (linki widzisz tylko ty)
web-link =
    Strona stołu, na żywo i z każdym ruchem:
    { $url }
web-pass =
    Twój własny widok z tym, co możesz zobaczyć tylko ty (ważny 7 dni; nie udostępniaj go):
    { $url }
web-turn = Decyduje { $player }, od { $since }.
web-abandoned = Ta gra została przerwana.
web-position = Stan po wpisie { $at } z { $total } w dzienniku.
web-position-start = Stan na początku, przed pierwszym ruchem.
web-live = Teraz
web-prev = ← Wstecz
web-next = Dalej →
web-latest = Do obecnego stanu
web-log = Dziennik
web-export = Zapis partii (JSON: do zachowania lub, po końcu gry, do odtworzenia przez lazaretto import)
web-log-empty = Jeszcze nie było ruchów.
web-standings = Wyniki
web-summary = Stan gry
web-private = Tylko ty to widzisz: { $player }
web-image = Obraz { $n } stanu gry
web-language = Język
web-not-found = Pod tym adresem nie ma gry.
web-forbidden = Ten osobisty link jest nieważny: został zmieniony lub wygasł. Poproś o nowy komendą /web.
web-site = Lazaretto
web-me = Twoje stoły
web-sign-in = Zaloguj się przez Discord
web-signed-in = Zalogowano jako { $name }.
web-sign-out = Wyloguj się
web-me-none = Nie siedzisz teraz przy żadnym otwartym stole.
web-me-waiting = Czekają na ciebie
web-sign-in-failed = Logowanie się nie udało: ta odpowiedź nie dotyczy logowania rozpoczętego w tej przeglądarce albo Discord odmówił. Spróbuj ponownie.

## web (issue 23, the page kept cheap): the whole log a page at a time, and /me's time left
web-log-whole = Cały dziennik
web-log-earlier = Wcześniejsze wpisy
web-log-page = Dziennik, strona { $page } z { $pages }
web-log-past-end = Dziennik tej gry kończy się na stronie { $pages }: strony { $page } nie ma.
web-me-left = Na ten ruch zostało ci { $time } (do { $due }).
web-me-overdue = Twój czas na ten ruch minął o { $due }.
## players on the web (issue 25, point 5): the settings form, a player's page, the leaderboards

web-settings-title = Twoje ustawienia
web-settings-intro = Obowiązują przy każdym stole na każdym serwerze, tak jak /settings na Discordzie. Puste pole wyłącza ustawienie.
web-settings-zone = Strefa czasowa (nazwa IANA, np. Europe/Warsaw; puste: UTC)
web-settings-quiet = Godziny ciszy według twojego zegara (np. 22-7; puste: brak)
web-settings-notify = Jak mówić ci, że twoja tura
web-settings-next = Powiedz mi, gdy jestem następny
web-settings-interval = Twój odstęp przypomnień (np. 12h; puste: jak przy stole)
web-settings-language = Język tego, co widzisz tylko ty
web-settings-save = Zapisz
web-settings-csrf = Ten formularz jest nieaktualny albo nie pochodzi z tej strony: nic nie zmieniono. Otwórz ustawienia ponownie i zapisz stamtąd.
web-settings-error-next = „Powiedz mi, gdy jestem następny” jest albo włączone, albo wyłączone.
web-player-title = { $name }
web-player-none = Pod tym adresem nie ma gracza z zakończoną ani przerwaną partią.
web-player-ratings = Rankingi
web-player-unrated = Jeszcze bez rankingu.
web-player-record = Bilans
web-player-games = Ostatnie partie
web-player-links = Partia prowadzi do swojej strony tylko zalogowanych graczy, którzy w niej grali.
web-player-rating = { $game }: { $rating }, miejsce { $rank } (partie: { $games }, wygrane: { $wins })
web-player-rating-provisional = { $game }: { $rating }, wstępnie, miejsce { $rank } (partie: { $games }, wygrane: { $wins })
web-player-game = { $game }, graczy: { $players }, zakończona { $ended }: { $how }
web-player-game-score = { $game }, punkty: { $score }
web-player-place = miejsce { $place }
web-player-handed = miejsce oddane
web-player-abandoned = przerwana
web-board-all = Rankingi gier
web-board-counts-all = Każda liczba graczy
web-board-count = Graczy: { $players }
web-board-bad-players = Podaj liczbę graczy jako liczbę całkowitą, np. 3.

## /away do chwili na własnym zegarze gracza (issue 25)
table-away-set-until = Jesteś nieobecny do { $until } ({ $zone }): nie dostajesz przypomnień, zegary twoich tur czekają na ciebie, a przy stołach z trybem zegara ai twoje tury rozgrywa SI.
table-away-zone-utc = UTC; własną strefę czasową wybierzesz w /settings
table-away-error-past = { $until } ({ $zone }) już minęło: podaj czas w przyszłości.
table-away-error-skipped = Godziny { $time } nie ma w strefie { $zone }: tej nocy zegary przesuwa się do przodu. Podaj inny czas.

## Przyciski-odnośniki wiadomości prywatnej (issue 25)
discord-dm-open-channel = Otwórz stół
discord-dm-open-web = Mój widok w sieci

## /help without a game: each hosted game's `/new` and its number of players (from the registry)
discord-help-new = `/new game:{ $game }`
discord-help-seats = { $game }: { $min }–{ $max }
