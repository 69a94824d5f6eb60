# Český katalog zpráv (cs) pro Lazaretto. Přeloženo z en.ftl; termíny podle českých pravidel
# Messina 1347 (Fox in the Box), viz glossary-cs.md. Plurály: [one] 1, [few] 2–4, [many] zlomky, *[other] 0, 5+.
## list

list-empty = nic

## error

error-game-over = Hra skončila.
error-not-text = Tento řádek není platný text v UTF-8; byl ignorován.
error-not-your-turn = Nejste na tahu.
error-player-count = Tato hra je pro { $min } až { $max } { $max ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }, ne pro { $count }.

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto — hry po příspěvcích, tady v terminálu. Příkazy vypíše /help.
play-you-are = (teď jste { $name })
play-your-turn = @{ $name } jste na tahu.
play-image = [obrázek] { $path }
play-image-failed = [obrázek se nepodařilo zapsat: { $error }]
play-unknown-command = neznámý příkaz /{ $command }; příkazy vypíše /help
play-replace-usage = použití: /replace STARÝ NOVÝ, nebo /replace STARÝ bot [ÚROVEŇ]
play-help =
    Příkazy (stejné jako u bota na Discordu):
      /as JMÉNO           hrát za jiného místního uživatele (hot-seat)
      /new HRA [VOLBY]    otevřít stůl v tomto kanálu: /new rattus, /new messina players=1 variant=advanced
      /join  /leave       obsadit nebo uvolnit místo v lobby
      /start              spustit hru (zakladatel)
      /play AKCE          hrát: zápis (/play place gallia 2), číslo nabízené volby (/play 3)
                          nebo slova z jejího popisku (/play build)
      AKCE                řádek bez lomítka znamená totéž co /play AKCE
      /undo               vzít zpět svou poslední volbu v tomto tahu
      /board  /status  /peek
      /log [N] [page:S]   záznam, N řádků na stranu (poslední strana, není-li S zadáno)
      /export [SOUBOR|-]  hra jako záznam (JSON) do SOUBORU (HRA-ID.lazaretto.json), nebo vypsaná s -
      /estate [JMÉNO]     obrázek panství hráče (Messina; ukládá se jako obrázky plánu)
      /bot add [ÚROVEŇ]   posadit bota do lobby: easy, strong (výchozí) nebo random
      /bot remove         odebrat z lobby naposledy přidaného bota
      /clock [ČAS [REŽIM]]  časový limit na tah: zobrazit, nebo nastavit (/clock 24h ai, /clock 1h remind, /clock off)
      /away [ČAS]         nepřítomnost u všech vašich stolů: /away 3d nebo do času na vašich hodinách (/away 18:00, /away 2026-12-03 18:00); /away off; bez času: zda jste nepřítomni
      /abandon [yes]      ukončit hru (zakladatel): nejdřív se zeptá, /abandon yes ji ukončí
      /kick JMÉNO  /replace STARÝ NOVÝ  /replace STARÝ bot [ÚROVEŇ]
      /help HRA           jak hrát: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = Hra „{ $game }“ neexistuje. Známé hry: { $known }.

## options

options-unknown = Neznámá volba „{ $option }“.
options-players = Tato hra je pro { $min } až { $max } { $max ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }, ne „{ $given }“.
options-conflict = „{ $option }“ odporuje dříve zadanému počtu hráčů.

## table

table-player = { $name } ({ $seat })
table-name = { $name }
table-created = { $name } otevírá stůl pro hru { $game } ({ $min }–{ $max } { $max ->
        [one] hráč
        [few] hráči
       *[other] hráčů
    }). Místo si zaberete příkazem /join; zakladatel spustí hru příkazem /start.
table-created-exact = { $name } otevírá stůl pro hru { $game } ({ $max } { $max ->
        [one] hráč
        [few] hráči
       *[other] hráčů
    }). Místo si zaberete příkazem /join; zakladatel spustí hru příkazem /start.
table-joined = { $name } si přisedá ke stolu ({ $count }/{ $max }).
table-left = { $name } odchází od stolu.
table-lobby-closed = Stůl je prázdný a zavírá se.
table-lobby-closed-bots = U stolu zůstali jen boti, a tak se zavírá.
table-kicked = Od stolu byl odebrán hráč { $name }.
table-replaced = { $new } přebírá místo hráče { $old }.
table-started = Hra { $game } začíná. Hráči: { $players }.
table-acted = { $player }: { $action }
table-undone = Vzato zpět: { $action }
table-undone-by = { $player } bere zpět „{ $action }“.
table-abandoned = { $name } ukončuje hru; hra je zrušena.
table-game-over = Hra skončila. Konečné pořadí:
table-standing = { $place }. { $player }: { $score } ({ $breakdown })
table-breakdown-item = { $category } { $points }
table-status-lobby = Lobby hry { $game }: { $players } ({ $min }–{ $max } { $max ->
        [one] hráč
        [few] hráči
       *[other] hráčů
    }).
table-status-game = Hra { $game } #{ $id }: { $players }.
table-status-turn = Čeká se na hráče { $player } od { $since } (možností: { $choices }).
table-log-action = #{ $seq } { $name }: { $action }
table-brief-more = (/status ukáže celou pozici)
table-log-page = { $total ->
        [0] Záznam je prázdný.
       *[other] Strana záznamu { $page } z { $pages } (řádky { $from }–{ $to } z { $total }); /log page:N ukáže jinou.
    }
table-status-abandoned = Hra { $game } č. { $id } ({ $players }) byla ukončena; nikdo nečeká na tah. Novou začnete příkazem /new.
table-status-lobby-closed = Stůl pro hru { $game } v tomto kanálu se zavřel dřív, než hra začala. Nový otevřete příkazem /new.
table-abandon-ask = Tím hra { $game } skončí pro všechny a nelze to vzít zpět. Chcete-li ji ukončit, zopakujte /abandon se slovem yes.
table-peek-nothing = V této hře nemáte žádné skryté informace.
table-estate = Panství hráče { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = „{ $text }“ odpovídá více možnostem: { $choices }. Napište z jedné z nich víc, nebo její číslo.
table-error-not-offered = „{ $text }“ teď není mezi možnostmi. Vyberte jednu z nabízených: její zápis, číslo nebo popis.
table-error-no-such-number = „{ $text }“ není číslo žádné možnosti: možnosti jsou očíslovány od 1 do { $count }. Napište jedno z těch čísel, nebo zápis tahu.
table-error-decisive = „{ $text }“ odpovídá jen možnosti { $choice }, která ukončí váš tah nebo ji nelze vzít zpět: chcete-li ji zvolit, napište její zápis `{ $notation }` nebo její číslo.
table-error-unknown-game = Hra „{ $game }“ neexistuje. Známé hry: { $known }.
table-error-channel-busy = V tomto kanálu už hra běží. Nejprve ji dohrajte nebo zrušte (/abandon), případně založte nové vlákno.
table-error-no-game = V tomto kanálu žádná hra není. Založte ji příkazem /new.
table-error-finished = Hra v tomto kanálu skončila. Novou založíte příkazem /new.
table-error-abandoned = Hra v tomto kanálu byla zrušena. Novou založíte příkazem /new.
table-error-not-started = Hra ještě nezačala.
table-error-already-started = Hra už začala.
table-error-already-joined = U tohoto stolu už místo máte.
table-error-full = Stůl je plný ({ $max } { $max ->
        [one] hráč
        [few] hráči
       *[other] hráčů
    }).
table-error-not-seated = V této hře nehrajete.
table-error-user-not-seated = Tento uživatel u stolu nemá místo.
table-error-leave-running = Z běžící hry nemůžete odejít; požádejte zakladatele, aby vás nahradil (/replace) nebo hru zrušil (/abandon).
table-error-kick-running = Z běžící hry nelze hráče odebrat; místo předejte někomu jinému příkazem /replace.
table-error-creator-only = To může jen zakladatel hry nebo moderátor kanálu.
table-error-too-few = Hráčů musí být aspoň { $min }; přihlášeno: { $count }.
table-error-not-your-turn = Nejste na tahu: na tahu je { $waiting }.
table-error-outdated = Tato volba patří k dřívější pozici; tady je aktuální.
table-error-nothing-to-undo = Není co vzít zpět.
table-error-cannot-undo = Zpět můžete vzít jen své vlastní volby v aktuálním tahu, a nikdy poté, co se odhalila skrytá nebo náhodná informace.
table-error-nothing-this-turn = V tomto tahu nemáte co vzít zpět: teprve začal.
table-error-no-such-choice = Toto tlačítko nenabízí žádnou volbu aktuální pozice (nejspíš je ze starší zprávy); tady je aktuální rozhodnutí.
table-error-unreadable = Nerozumím „{ $text }“. { $count ->
        [one] Je { $count } volba: napište 1
        [few] Jsou { $count } volby: napište číslo od 1 do { $count }
        [many] Je { $count } volby: napište číslo od 1 do { $count }
       *[other] Je { $count } voleb: napište číslo od 1 do { $count }
    }, notaci nebo slovo z jejího popisu.
table-error-nothing-typed = Nic nebylo napsáno. { $count ->
        [one] Je { $count } volba: napište 1
        [few] Jsou { $count } volby: napište číslo od 1 do { $count }
        [many] Je { $count } volby: napište číslo od 1 do { $count }
       *[other] Je { $count } voleb: napište číslo od 1 do { $count }
    }, notaci nebo slovo z jejího popisu.
table-error-log-page = Strana { $page } neexistuje: záznam má { $pages } { $pages ->
        [one] stranu
        [few] strany
        [many] strany
       *[other] stran
    }.
table-error-time-too-long = „{ $time }“ je příliš dlouho: nejvýše { $days } { $days ->
        [one] den
        [few] dny
        [many] dne
       *[other] dní
    }.
table-error-conflict = Hra se ve stejnou chvíli změnila; podívejte se na novou pozici a zkuste to znovu.
table-error-too-long = To je na volbu příliš dlouhé (nejvýš { $max } znaků): „{ $start }…“. Vyberte jednu z nabízených možností.
table-error-storage = Při ukládání hry se něco pokazilo. Zkuste to prosím znovu.
table-error-reading = Při čtení hry se něco pokazilo. Zkuste to prosím znovu.
table-error-busy = Hru právě upravuje jiná změna; nic se nezměnilo. Zkuste to prosím za chvíli znovu.
table-error-unreachable = Databáze her je teď nedostupná; nic se nezměnilo. Zkuste to prosím později.
table-error-unreachable-read = Databáze her je teď nedostupná, hru se nepodařilo načíst. Zkuste to prosím později.
table-error-nul = Text obsahuje znak NUL (U+0000), který nelze uložit; nic se nezměnilo. Odstraňte ho a zkuste to znovu.
table-error-scenario = Pozice scénáře je neplatná: { $error }
table-error-no-estates = Hra { $game } nemá panství; celou hru ukáže /board.
table-error-estate-whose = Čí panství? Uveďte hráče: /estate player:@jméno.

## table.remind

table-remind-ping = připomínka: vaše hra { $game } na vás čeká (od { $since }).
table-remind-changed = { $name } mění připomínky: { $settings }.
table-remind-settings = každých { $every }, { $quiet }, { $paused }
table-remind-quiet = klidové hodiny { $from }:00–{ $to }:00 podle hodin připomínaného hráče (jeho pásmo z /settings, jinak UTC)
table-remind-no-quiet = bez klidových hodin
table-remind-paused = pozastaveno pro tento tah
table-remind-active = aktivní
table-remind-hours = { $n } h
table-remind-minutes = { $n } min
table-remind-seconds = { $n } s

## table.remind.error

table-remind-error-interval = Interval připomínek musí být aspoň jedna sekunda.
table-remind-error-quiet = Klidové hodiny jsou celé hodiny od 0 do 23.

## discord

discord-done = Hotovo.
discord-your-turn = { $mention }, jste na tahu: { $ask }
discord-decide = Vaše rozhodnutí: { $ask }
discord-waiting = Na tahu je { $name }: { $ask }
discord-reminder = { $mention }, { $reminder }
discord-thread-name = { $game } – { $name }
discord-thread-opened = Stůl pro hru { $game } je otevřený ve vlákně { $thread }.
discord-group-start = { $a }, { $b } …
discord-group-part = { $first } ({ $part }/{ $parts })
discord-page = { $page }/{ $pages }
discord-previous = ◀
discord-next = ▶
discord-undo = ↩ Vzít zpět
discord-help =
    {"*"}*Lazaretto** hostí deskové hry hrané po příspěvcích v tomto kanálu nebo ve vlákně (vždy jednu hru najednou).
    { $new } otevře stůl; volby: `players:` ({ $seats }; 1 hraje sólo proti virtuálnímu protivníkovi), `variant:` (Messina: základní hra nebo pro pokročilé), `priority_tile:` (destička priority v Messině), `thread:true` (otevřít v novém vlákně). Ostatní se přidají přes `/join`, zakladatel hru spustí přes `/start`.
    Když jste na tahu, klikněte na tlačítka pod příspěvkem, který vás zmiňuje: tah pak pokračuje v panelu, který vidíte jen vy, jedno rozhodnutí po druhém, a jakmile skončí, uvidí ho celý všichni. Můžete také napsat `/play action:` (nabídne vaše platné volby).
    `↩ Vzít zpět` ve vašem panelu (nebo `/undo`) vezme zpět vaši poslední volbu v rámci tahu. `/board`, `/status`, `/log`, `/peek` ukážou hru jen vám; `/estate` ukáže panství v Messině (vaše, nebo hráče z `player:`). `/export` vám dá hru jako soubor se záznamem (JSON) k uložení, sdílení nebo importu.
    `/remind` nastaví připomínky (interval, klidové hodiny v UTC, pauza pro tento tah).
    Zakladatel nebo členové s oprávněním Spravovat kanály mohou hru zrušit (`/abandon`; nejdřív se zeptá, `confirm:yes` ji ukončí), vyřadit hráče z lobby (`/kick`), nahradit hráče (`/replace`; `bot:` dá místo botovi), posadit do lobby hráče s AI (`/bot add`; `/bot remove` posledního odebere) a nastavit časový limit na tah (`/clock`). `/away` vás označí jako nepřítomné u všech vašich stolů.
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord odpověď nepřijal. Zkuste to prosím znovu.
discord-error-internal = Něco se pokazilo. Zkuste to prosím znovu.
discord-error-arguments = Nepodařilo se přečíst volby příkazu: { $error }
discord-error-outdated-command = Nepodařilo se přečíst volby příkazu ({ $error }); váš Discord možná zobrazuje starší verzi příkazu /{ $command }. Zkuste to prosím za minutu znovu.
discord-error-interval = Zadejte interval jako 24h, 90m nebo 30s; nejméně { $min }.
discord-error-quiet = Zadejte klidové hodiny jako dvě celé hodiny, např. 22-7, nebo off.
discord-error-guild-only = Hry Lazaretta se hrají v kanálech a vláknech serverů, ne v soukromých zprávách.
discord-error-unknown-component = Toto tlačítko nebo nabídku neznám (možná pochází ze starší verze bota). Hru v tomto kanálu ukáže /status.
discord-error-empty-select = Nic nebylo vybráno; vyberte jednu z možností v nabídce.
discord-error-unknown-command = Příkaz /{ $command } neznám; váš Discord možná zobrazuje starší seznam příkazů. Zkuste to prosím za minutu znovu.

## image

image-player = { $name } ({ $seat })
image-last-turn = Poslední tah — { $turn }
image-no-last-turn = Zatím nebyl odehrán žádný tah.

## image.legend

image-legend-changed = změněno v posledním tahu

## added later (languages, commands, bots, clocks)

play-bot-usage = použití: /bot add [LEVEL] (easy, strong nebo random), nebo /bot remove
play-log-usage = použití: /log [N] [page:P] (N řádků na stranu, výchozí 10; bez strany poslední)
language-en = English
language-de = Deutsch
language-ru = Русский
language-pl = Polski
language-cs = Čeština
table-language-set = { $name } nastavuje jazyk stolu: { $language }.
table-language-choice = { $language } ({ $code })
table-error-unknown-language = Jazyk „{ $language }“ tu není. Známé jazyky: { $known }.
command-new-name = new
command-new-description = Otevřít stůl pro hru v tomto kanálu nebo v novém vlákně
command-new-option-game-name = game
command-new-option-game-description = Hra, která se bude hrát
command-new-option-players-name = players
command-new-option-players-description = Přesně tolik hráčů (každá hra uvádí, kolik jich potřebuje)
command-new-option-options-name = options
command-new-option-options-description = Volby hry, např. variant=advanced priority_tile=on, nebo solo
command-new-option-thread-name = thread
command-new-option-thread-description = Otevřít stůl v novém vlákně tohoto kanálu
command-join-name = join
command-join-description = Obsadit místo u stolu v tomto kanálu
command-leave-name = leave
command-leave-description = Uvolnit své místo před začátkem hry
command-start-name = start
command-start-description = Spustit hru (zakladatel nebo moderátor)
command-play-name = play
command-play-description = Provést volbu; seznam ukazuje platné možnosti
command-play-option-action-name = action
command-play-option-action-description = Vaše volba, např. place gallia 2
command-undo-name = undo
command-undo-description = Vzít zpět svou poslední volbu (v rámci svého tahu)
command-board-name = board
command-board-description = Aktuální obrázek herního plánu (vidíte jen vy)
command-status-name = status
command-status-description = Kdo je na tahu a od kdy (vidíte jen vy)
command-log-name = log
command-log-description = Poslední události hry (vidíte jen vy)
command-log-option-count-name = count
command-log-option-count-description = Kolik událostí (výchozí 10)
command-log-option-page-name = page
command-log-option-page-description = Která strana záznamu (1 je první; výchozí: poslední)
command-peek-name = peek
command-peek-description = Znovu to, co smíte vidět jen vy, např. co viděla vaše Čarodějnice
command-estate-name = estate
command-estate-description = Panství hráče v Messině (vidíte jen vy)
command-estate-option-player-name = player
command-estate-option-player-description = Čí panství (výchozí: vaše, nebo hráče na tahu)
command-remind-name = remind
command-remind-description = Zobrazit nebo změnit připomínky této hry
command-remind-option-interval-name = interval
command-remind-option-interval-description = Po jaké době hráči připomenout tah, např. 24h, 90m
command-remind-option-quiet-name = quiet
command-remind-option-quiet-description = Klidové hodiny podle hodin každého hráče (jeho pásmo), např. 22-7, nebo off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Pozastavit připomínky pro aktuální tah
command-abandon-name = abandon
command-abandon-description = Ukončit hru v tomto kanálu (zakladatel nebo moderátor)
command-abandon-option-confirm-name = confirm
command-abandon-option-confirm-description = yes: hru opravdu ukončit (bez toho se nejdřív zeptám)
command-kick-name = kick
command-kick-description = Vyřadit hráče z lobby (zakladatel nebo moderátor)
command-kick-option-player-name = player
command-kick-option-player-description = Hráč, který má být vyřazen
command-replace-name = replace
command-replace-description = Předat místo hráče někomu jinému nebo botovi (zakladatel nebo moderátor)
command-replace-option-old-name = old
command-replace-option-old-description = Hráč, který odchází
command-replace-option-new-name = new
command-replace-option-new-description = Ten, kdo místo převezme
command-replace-option-bot-name = bot
command-replace-option-bot-description = Nebo bot této úrovně: easy, strong nebo random
command-bot-name = bot
command-bot-description = Boti v lobby: hráči ovládaní AI, kteří obsadí místo u stolu
command-bot-add-name = add
command-bot-add-description = Posadit bota k tomuto stolu (zakladatel nebo moderátor)
command-bot-add-option-level-name = level
command-bot-add-option-level-description = Jak dobře hraje: easy, strong (výchozí) nebo random
command-bot-remove-name = remove
command-bot-remove-description = Odebrat z lobby naposledy přidaného bota (zakladatel nebo moderátor)
command-clock-name = clock
command-clock-description = Čas na každý tah; když hráči dojde, tah za něj odehraje AI, nebo dostane připomínku
command-clock-option-time-name = time
command-clock-option-time-description = Čas na tah, např. 24h, 90m, 30s, nebo off; bez hodnoty: zobrazit limit
command-clock-option-policy-name = policy
command-clock-option-policy-description = Když čas dojde: ai (tah odehraje AI, výchozí), nebo remind
command-away-name = away
command-away-description = Nepřítomnost u všech vašich stolů: bez připomínek; kde je režim limitu ai, hraje za vás AI
command-away-option-time-name = time
command-away-option-time-description = Na jak dlouho (3d, 12h) nebo do kdy podle vašich hodin (18:00, 2026-12-03 18:00), nebo off
command-help-name = help
command-help-description = Jak používat Lazaretto nebo jak se hraje určitá hra
command-help-option-game-name = game
command-help-option-game-description = Hra: průběh jejího tahu a její zápis
command-new-option-language-name = language
command-new-option-language-description = Jazyk stolu: en, de, ru, pl nebo cs (výchozí: jazyk serveru)
command-language-name = language
command-language-description = Změnit jazyk příspěvků a obrázků tohoto stolu (zakladatel)
command-language-option-language-name = language
command-language-option-language-description = en, de, ru, pl nebo cs
table-bot-name = Bot { $n } ({ $level })
table-bot-error-level = Úroveň bota „{ $level }“ neexistuje: použijte easy, strong nebo random.
table-bot-error-stuck = UI nedokázala dokončit tah hráče { $player } během { $max } rozhodnutí, a tak přestala. Zakladatel stolu nebo moderátor může místo předat příkazem /replace.
table-bot-error-none = U tohoto stolu žádný bot nesedí.
table-bot-error-replace-whom = Uveďte, kdo místo převezme: hráč (new), nebo bot (bot).
table-clock-set = { $name } nastavuje časový limit { $time } na tah: když hráči dojde čas, { $policy }.
table-clock-off = { $name } vypíná časový limit na tah.
table-clock-policy-ai = tah za něj odehraje AI
table-clock-policy-remind = dostane připomínku
table-clock-ai-step = Hráči { $player } došel čas; AI hraje za něj: { $action }
table-clock-error-policy = Režim časového limitu „{ $policy }“ neexistuje: použijte ai nebo remind.
table-clock-shown = Časový limit u tohoto stolu: { $time } na tah; když hráči dojde čas, { $policy }.
table-clock-none = U tohoto stolu není časový limit na tah.
table-clock-error-policy-alone = Zadejte čas na tah spolu s režimem, např. /clock 24h remind.
table-clock-error-time = „{ $time }“ není čas na tah: zadejte např. 24h, 90m, 30s nebo off.
table-away-set = Jste nepřítomni na { $time }, do { $until } ({ $zone }): nedostáváte připomínky, časové limity vašich tahů na vás čekají a u stolů s režimem limitu ai hraje vaše tahy AI.
table-away-is = Jste nepřítomni do { $until } ({ $zone }).
table-away-not = Nejste nepřítomni.
table-away-back = Vítejte zpět: připomínky a časové limity pro vás opět běží.
table-away-ai-step = Hráč { $player } je nepřítomen; AI hraje za něj: { $action }
table-away-error-time = Nepřítomnost může trvat nejvýše { $max }.
table-away-error-parse = „{ $time }“ není doba nepřítomnosti: zadejte např. 3d, 12h, 90m, čas na vašich hodinách jako 18:00 nebo 2026-12-03 18:00, nebo off.

## export (game records: /export, lazaretto import)

command-export-name = export
command-export-description = Hra jako soubor se záznamem (JSON) k uložení, sdílení nebo importu (vidíte jen vy)
table-export-complete = Záznam této hry { $game }: zaznamenaných akcí { $count }, semínko losování a výsledek. Je úplný: lazaretto import ho přehraje.
table-export-partial = Záznam této hry { $game } zatím: zaznamenaných akcí { $count }. Hra neskončila, proto záznam obsahuje jen to, co viděli všichni hráči (bez semínka, nic skrytého); po konci hry ji exportujte znovu a budete mít úplný záznam.
play-export-written = Záznam je uložen v { $path }
play-export-failed = Záznam se nepodařilo zapsat do { $path }: { $error }
table-import-error-file = Záznam { $path } se nepodařilo přečíst: { $error }
table-import-error-unreadable = Tohle není záznam hry, který Lazaretto umí přečíst: { $detail }
table-import-error-format = Tohle není záznam hry Lazaretto ve formátu lazaretto-game/1 (jeho formát je „{ $format }“).
table-import-error-engine = Tento záznam vytvořil „{ $engine }“, jehož hry toto Lazaretto nepřehrává (přehrává { $known }).
table-import-error-game = Tento záznam je ze hry, kterou Lazaretto nehraje: „{ $game }“.
table-import-error-language = Jazyk záznamu „{ $language }“ není žádný z en, de, ru, pl, cs.
table-import-error-no-seed = Tento záznam nemá semínko: byl exportován, když hra ještě běžela (nebo po jejím opuštění), takže obsahuje jen to, co viděli hráči, a nedá se přehrát. Exportujte hru znovu, až skončí.
table-import-error-no-result = Tento záznam nemá výsledek: importovat lze jen záznam skončené hry.
table-import-error-seed = Semínko { $seed } tohoto záznamu není takové, jaké Lazaretto losuje (0 až 9223372036854775807).
table-import-error-seat-order = Místa v záznamu musí být očíslována popořadě: 0, 1, 2, …
table-import-error-name = Místo { $seat } v záznamu nemá jméno.
table-import-error-options = Volby { $options } tohoto záznamu nejsou volbami jeho hry.
table-import-error-seats = Počet hráčů v záznamu: { $count }; tato hra s těmito volbami je pro { $min } až { $max }.
table-import-error-seq = Akce záznamu musí být očíslovány popořadě 1, 2, 3, …: akce { $seq } stojí tam, kam patří { $expected }.
table-import-error-seat = Akce { $seq } ({ $action }) uvádí místo { $seat }, které záznam nemá.
table-import-error-after-end = Akce { $seq } ({ $action }) přichází po konci hry.
table-import-error-not-their-turn = Akci { $seq } ({ $action }) hraje { $player }, ale rozhodnutí patřilo hráči { $waiting }.
table-import-error-action = Akci { $seq } ({ $action }) hráče { $player } nelze přehrát: { $reason }
table-import-reason-not-offered = tam nebyla mezi nabízenými možnostmi.
table-import-error-undo = Akce { $seq } bere zpět akci { $undoes }, kterou tam vzít zpět nešlo (jen vlastní poslední volbu ve vlastním tahu, dokud se nic neodkrylo).
table-import-error-unfinished = Akce záznamu ({ $count }) hru nedokončí, ačkoli záznam uvádí, že skončila.
table-import-error-result = Přehraná hra končí jiným výsledkem, než uvádí záznam: záznam byl změněn, nebo se hrál podle jiných pravidel.
table-import-error-at = Po akci { $at } žádná pozice není: počet akcí v záznamu: { $count }.
table-import-done-finished = Hra { $game } je importována jako hra { $id } v kanálu { $channel }: všechny akce ({ $count }) přehrány k výsledku záznamu. Prohlédnout: lazaretto play --channel { $channel } (/board, /status, /log).
table-import-done-playing = Hra { $game } je přehrána k výsledku záznamu (akce: { $count }) a uložena jako hra { $id } v kanálu { $channel } tak, jak stála po akci { $stored }: rozhoduje { $player }. Hrajte dál: lazaretto play --channel { $channel }.
## record: /stats and /leaderboard (issue 25)

record-title = Bilance hráče { $name }
record-none = { $name } zatím nemá žádnou dohranou ani opuštěnou partii.
record-line = { $game }, hráčů: { $players }. Odehráno: { $played }, vyhráno: { $won }, opuštěno: { $abandoned }, místo předáno: { $handed }
record-scores = { $game }: průměrně { $average } bodů, nejlepší výsledek { $best }
record-unrated = { $count ->
    [one] { $count } z těchto partií se nehodnotí: byla opuštěna, nebo v ní bylo předáno místo.
   *[other] { $count } z těchto partií se nehodnotí: byly opuštěny, nebo v nich bylo předáno místo.
}
record-move = Medián času na tah: { $time } (z { $moves ->
    [one] { $moves } tahu
   *[other] { $moves } tahů
})
record-streak = Série výher: nyní { $current }, nejdelší { $longest }
record-about-seconds = asi { $n } s
record-about-minutes = asi { $n } min
record-about-hours = asi { $n } h
record-about-days = asi { $n ->
    [one] { $n } den
    [few] { $n } dny
   *[other] { $n } dní
}
record-ai = AI ({ $level })
record-board-title = Žebříček: { $game }, libovolný počet hráčů
record-board-title-players = Žebříček: { $game }, hráčů: { $players }
record-board-empty = Zde ještě nebyla hodnocena žádná partie hry { $game }.
record-board-line = { $rank }. { $name }: { $rating } (partií: { $games }, výher: { $wins })
record-board-line-provisional = { $rank }. { $name }: { $rating }, předběžně (partií: { $games }, výher: { $wins })
record-board-you = Vaše místo: { $rank }. { $name }: { $rating } (partií: { $games }, výher: { $wins })
record-board-you-provisional = Vaše místo: { $rank }. { $name }: { $rating }, předběžně (partií: { $games }, výher: { $wins })
record-board-you-none = Zde zatím nemáte hodnocení.
record-board-note = Hodnocení Weng–Lin (OpenSkill) podle umístění v dohraných partiích, shody se dělí: 10 × (μ − 3σ). Každá úroveň AI je hodnocena jako samostatný hráč. Pod { $provisional } partií je hodnocení předběžné. Opuštěné partie a partie s předaným místem se nehodnotí.
record-error-players = Žebříček hry { $game } je pro { $min }–{ $max } hráčů, ne pro { $given }.
command-stats-name = stats
command-stats-description = Bilance hráče: partie, výhry, opuštěné, body, čas na tah, série (vidíte jen vy)
command-stats-option-user-name = user
command-stats-option-user-description = Čí bilance (bez hodnoty: vaše)
command-stats-option-game-name = game
command-stats-option-game-description = Jen jedna hra (bez hodnoty: všechny)
command-leaderboard-name = leaderboard
command-leaderboard-description = Hodnocení hráčů a úrovní AI ve hře (vidíte jen vy)
command-leaderboard-option-game-name = game
command-leaderboard-option-game-description = Hra
command-leaderboard-option-players-name = players
command-leaderboard-option-players-description = Jen partie s tolika hráči (bez hodnoty: všechny)
play-help-record = Bilance:  /stats [JMÉNO] [HRA]   bilance (bez JMÉNA vaše);  /leaderboard HRA [HRÁČŮ]   žebříček
play-leaderboard-usage = Uveďte hru a případně počet hráčů: /leaderboard rattus, /leaderboard messina 3
## players (issue 25: /settings and /rematch)

table-settings-shown =
    Vaše nastavení (u každého stolu):
    časové pásmo: { $zone }
    klidové hodiny: { $quiet }
    o vašem tahu vám dá vědět: { $notify }
    řekněte mi, až budu další: { $next }
    připomínky: { $every }
    jazyk toho, co vidíte jen vy: { $language }
table-settings-changed = Uloženo. { $settings }
table-settings-zone = { $zone }
table-settings-zone-utc = UTC (žádné nevybráno)
table-settings-quiet = { $from }:00–{ $to }:00 podle vašich hodin
table-settings-every-table = interval stolu (/remind)
table-settings-language-client = jazyk vašeho klienta Discord
table-settings-notify-mention = zmínka v kanálu
table-settings-notify-both = zmínka a soukromá zpráva
table-settings-notify-dm = jen soukromá zpráva
table-settings-next-on = zapnuto
table-settings-next-off = vypnuto
table-settings-error-zone = „{ $zone }“ není časové pásmo: zadejte jeho název IANA, např. Europe/Prague nebo America/New_York (automatické doplňování je nabízí), nebo utc.
table-settings-error-notify = „{ $given }“ není způsob upozornění: použijte mention, both nebo dm.
table-notify-your-turn = Jste na tahu ve hře { $game }: { $ask }
table-notify-next = Jste další na tahu ve hře { $game }: { $player } právě začal svůj tah.
table-rematch-opened = { $name } otevírá odvetu ve hře { $game } (obsazená místa: { $count } z { $max }): { $players }. Zakladatel ji spustí příkazem /start.
table-rematch-invited = { $name } (pozván)
table-rematch-error-no-game = V tomto kanálu není žádná skončená hra, kterou by šlo hrát znovu.
table-rematch-error-not-player = Odvetu mohou vyhlásit jen hráči poslední hry zde nebo její zakladatel.
discord-dm = { $message } ({ $channel })
discord-dm-fallback = { $mention }, { $message }
discord-dm-closed-once =
    { $fallback }
    (Discord odmítl mou soukromou zprávu, vaše soukromé zprávy jsou zavřené, proto vás zmiňuji zde. Říkám to jen jednou.)
discord-next-up = { $mention }, { $message }
discord-rematch-invite = { $mentions }: odveta je otevřená; klikněte na Připojit se a zaujměte své místo.
discord-join-button = Připojit se
discord-help-settings = Vaše vlastní `/settings` platí u každého stolu: časové pásmo, klidové hodiny, soukromé zprávy, „řekněte mi, až budu další“, jazyk. Připomínky: platí váš interval, pokud jste ho nastavili, jinak `/remind` stolu; klidové hodiny, stolu i vaše, se čtou podle vašich hodin.
play-rematch-invite = { $names }: odveta je otevřená; napište /join a zaujměte své místo.
play-settings-usage = Napište samotné /settings a uvidíte svá nastavení, nebo dvojice KLÍČ HODNOTA: zone Europe/Prague, quiet 22-7 nebo off, notify mention, both nebo dm, next on nebo off, every 12h nebo off, language cs nebo auto.
play-help-players =
    Další příkazy:
      /settings [KLÍČ HODNOTA…] vaše vlastní nastavení u každého stolu (samotné: ukáže je); váš interval připomínek má přednost před intervalem stolu
      /rematch             po konci hry: nový stůl se stejnou hrou, volbami, jazykem a boty
command-settings-name = settings
command-settings-description = Vaše nastavení u každého stolu: časové pásmo, klidové hodiny, upozornění, připomínky, jazyk
command-settings-option-zone-name = zone
command-settings-option-zone-description = Vaše časové pásmo, název IANA jako Europe/Prague (nebo utc)
command-settings-option-quiet-name = quiet
command-settings-option-quiet-description = Vaše vlastní klidové hodiny podle vašich hodin, např. 22-7, nebo off
command-settings-option-notify-name = notify
command-settings-option-notify-description = Jak vám dát vědět, že jste na tahu: mention, both (i soukromá zpráva), dm
command-settings-option-next-name = next
command-settings-option-next-description = Jedno upozornění, když hráč před vámi začne svůj tah
command-settings-option-interval-name = interval
command-settings-option-interval-description = Váš vlastní interval připomínek, např. 12h (má přednost před stolem), nebo off
command-settings-option-language-name = language
command-settings-option-language-description = Jazyk toho, co vidíte jen vy (auto: jazyk vašeho Discordu)
command-rematch-name = rematch
command-rematch-description = Zahrát si poslední hru zde znovu: stejná hra, volby, jazyk a místa
table-rematch-error-lobby-gone = K tomuto stolu se už nelze připojit: hra začala nebo byla uzavřena.

## web: stránky her (úkol 23)
command-web-name = web
command-web-description = Webová stránka tohoto stolu a váš vlastní pohled na ni (odkazy vidíte jen vy)
web-link =
    Stránka stolu, živě a s každým tahem:
    { $url }
web-pass =
    Váš vlastní pohled s tím, co smíte vidět jen vy (platí 7 dní; nikomu ho nedávejte):
    { $url }
web-turn = Rozhoduje { $player }, od { $since }.
web-abandoned = Tato hra byla ukončena.
web-position = Stav po záznamu { $at } z { $total } v záznamu hry.
web-position-start = Stav na začátku, před prvním tahem.
web-live = Teď
web-prev = ← Zpět
web-next = Dál →
web-latest = K aktuálnímu stavu
web-log = Záznam hry
web-export = Záznam hry (JSON: k uschování, nebo po konci hry k přehrání přes lazaretto import)
web-log-empty = Zatím žádné tahy.
web-standings = Pořadí
web-summary = Stav hry
web-private = Tohle vidíte jen vy: { $player }
web-image = Obrázek { $n } stavu hry
web-language = Jazyk
web-not-found = Na této adrese žádná hra není.
web-forbidden = Tento osobní odkaz neplatí: byl změněn nebo vypršel. O nový požádejte příkazem /web.
web-site = Lazaretto
web-me = Vaše stoly
web-sign-in = Přihlásit se přes Discord
web-signed-in = Přihlášeni jako { $name }.
web-sign-out = Odhlásit se
web-me-none = Teď nesedíte u žádného otevřeného stolu.
web-me-waiting = Čeká se na vás
web-sign-in-failed = Přihlášení se nepovedlo: tato odpověď nepatří k přihlášení, které začal tento prohlížeč, nebo ho Discord odmítl. Zkuste to znovu.

## web (issue 23, the page kept cheap): the whole log a page at a time, and /me's time left
web-log-whole = Celý záznam hry
web-log-earlier = Dřívější záznamy
web-log-page = Záznam hry, strana { $page } z { $pages }
web-log-past-end = Záznam této hry končí na straně { $pages }: strana { $page } neexistuje.
web-me-left = Na tento tah vám zbývá { $time } (do { $due }).
web-me-overdue = Váš čas na tento tah vypršel v { $due }.
## players on the web (issue 25, point 5): the settings form, a player's page, the leaderboards

web-settings-title = Vaše nastavení
web-settings-intro = Platí u každého stolu na každém serveru, stejně jako /settings na Discordu. Prázdné pole nastavení vypne.
web-settings-zone = Časové pásmo (název IANA, např. Europe/Prague; prázdné: UTC)
web-settings-quiet = Tiché hodiny podle vašich hodin (např. 22-7; prázdné: žádné)
web-settings-notify = Jak vám dát vědět, že jste na tahu
web-settings-next = Řekněte mi, když jsem na řadě jako další
web-settings-interval = Váš interval připomínek (např. 12h; prázdné: podle stolu)
web-settings-language = Jazyk toho, co vidíte jen vy
web-settings-save = Uložit
web-settings-csrf = Tento formulář je zastaralý nebo nepochází z tohoto webu: nic se nezměnilo. Otevřete nastavení znovu a uložte je odtud.
web-settings-error-next = „Řekněte mi, když jsem na řadě jako další“ je buď zapnuto, nebo vypnuto.
web-player-title = { $name }
web-player-none = Na této adrese není žádný hráč s dokončenou ani přerušenou partií.
web-player-ratings = Hodnocení
web-player-unrated = Zatím bez hodnocení.
web-player-record = Bilance
web-player-games = Poslední partie
web-player-links = Partie odkazuje na svou stránku jen přihlášeným hráčům, kteří ji hráli také.
web-player-rating = { $game }: { $rating }, místo { $rank } (partií: { $games }, výher: { $wins })
web-player-rating-provisional = { $game }: { $rating }, předběžně, místo { $rank } (partií: { $games }, výher: { $wins })
web-player-game = { $game }, hráčů: { $players }, skončila { $ended }: { $how }
web-player-game-score = { $game }, body: { $score }
web-player-place = místo { $place }
web-player-handed = místo předáno
web-player-abandoned = přerušena
web-board-all = Žebříčky
web-board-counts-all = Libovolný počet hráčů
web-board-count = Hráčů: { $players }
web-board-bad-players = Zadejte počet hráčů celým číslem, např. 3.

## /away do okamžiku na vlastních hodinách hráče (issue 25)
table-away-set-until = Jste nepřítomni do { $until } ({ $zone }): nedostáváte připomínky, časové limity vašich tahů na vás čekají a u stolů s režimem limitu ai hraje vaše tahy AI.
table-away-zone-utc = UTC; vlastní časové pásmo si zvolíte v /settings
table-away-error-past = { $until } ({ $zone }) už minulo: zadejte čas v budoucnu.
table-away-error-skipped = Čas { $time } v pásmu { $zone } neexistuje: té noci se hodiny posouvají dopředu. Zadejte jiný čas.

## Odkazová tlačítka soukromé zprávy (issue 25)
discord-dm-open-channel = Otevřít stůl
discord-dm-open-web = Můj pohled na webu

## /help without a game: each hosted game's `/new` and its number of players (from the registry)
discord-help-new = `/new game:{ $game }`
discord-help-seats = { $game }: { $min }–{ $max }
