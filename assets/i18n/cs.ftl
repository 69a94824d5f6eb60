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

## rattus

rattus-face = práh { $threshold }: { $symbols }

## rattus.colour

rattus-colour-red = Červený
rattus-colour-yellow = Žlutý
rattus-colour-green = Zelený
rattus-colour-blue = Modrý

## rattus.card

rattus-card-peasant = Rolník
rattus-card-merchant = Kupec
rattus-card-monk = Mnich
rattus-card-knight = Rytíř
rattus-card-witch = Čarodějnice
rattus-card-king = Král

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
        [one] žeton krysy
        [few] žetony krys
        [many] žetonu krys
       *[other] žetonů krys
    }
rattus-choice-place = { $count } { $count ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } do oblasti { $region }
rattus-choice-place-peasant = { $tokens } { $tokens ->
        [one] žeton krysy
        [few] žetony krys
        [many] žetonu krys
       *[other] žetonů krys
    }, s Rolníkem o kostku víc
rattus-choice-take = vzít kartu { $card } ({ $from })
rattus-choice-from = má ji { $colour }
rattus-choice-open-card = volná karta
rattus-choice-king = Král: kostka z oblasti { $region } do paláce
rattus-choice-king-detail = vašich kostek tam: { $cubes }; v paláci jsou v bezpečí až do konce
rattus-choice-monk = Mnich: přesunout žeton krysy do sousední oblasti
rattus-choice-merchant = Kupec: přesunout 1–3 vaše kostky do sousední oblasti
rattus-choice-witch = Čarodějnice: prohlédnout si dva žetony krys a případně je prohodit
rattus-choice-monk-from = žeton krysy z oblasti { $region }
rattus-choice-merchant-from = vaše kostky z oblasti { $region } (máte tam { $cubes })
rattus-choice-token = žeton { $n } v oblasti { $region }
rattus-choice-seen = viděli jste ho: { $face }
rattus-choice-monk-to = do oblasti { $region }
rattus-choice-merchant-to = { $count } { $count ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } do oblasti { $region }
rattus-choice-look = žeton v oblasti { $region }
rattus-choice-swap = prohodit oba žetony
rattus-choice-keep = nechat je na místě
rattus-choice-cancel = zrušit použití karty { $card }
rattus-choice-move = posunout mor do oblasti { $region }
rattus-choice-move-knight = posunout mor o dva kroky do oblasti { $region } (Rytíř)
rattus-choice-move-detail = { $tokens } { $tokens ->
        [one] žeton krysy
        [few] žetony krys
        [many] žetonu krys
       *[other] žetonů krys
    }, { $cubes } { $cubes ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    }
rattus-choice-spread = žeton krysy do oblasti { $region }
rattus-choice-neutral = počítat figurku moru jako 2 neutrální kostky
rattus-choice-no-neutral = bez neutrálních kostek
rattus-choice-peasant = Rolník: 1 kostka do oblasti { $region }
rattus-choice-end = ukončit svůj závěrečný krok

## rattus.choice.power

rattus-choice-power-peasant = Rolník: umístit o kostku víc (nebo 1 kostku tam, kde nejsou krysy)
rattus-choice-power-merchant = Kupec: přesunout 1–3 vaše kostky do sousední oblasti
rattus-choice-power-monk = Mnich: přesunout žeton krysy do sousední oblasti
rattus-choice-power-knight = Rytíř: posunout mor o dva kroky; figurka moru jako 2 neutrální kostky
rattus-choice-power-witch = Čarodějnice: prohlédnout si dva žetony krys a případně je prohodit
rattus-choice-power-king = Král: přesunout kostku z oblasti bez krys do paláce

## rattus.symbol

rattus-symbol-majority = M
rattus-symbol-all = A

## rattus.ask

rattus-ask-setup = { $colour }: umístěte 2 kostky do jedné oblasti (příprava, { $n }. kolo rozmisťování).
rattus-ask-turn = { $colour }: vezměte kartu, použijte schopnost, nebo posuňte mor (teď v oblasti { $plague }) a ukončete tím tah.
rattus-ask-turn-place = { $colour }: před posunem moru (teď v oblasti { $plague }) umístěte kostky; můžete také vzít kartu nebo použít schopnost.
rattus-ask-final = { $colour }: závěrečný krok. Použijte schopnosti svých karet a pak krok ukončete.
rattus-ask-monk-from = Mnich: ze které oblasti přesunete žeton krysy?
rattus-ask-monk-slot = Mnich: který žeton z této oblasti?
rattus-ask-monk-to = Mnich: do které sousední oblasti ho přesunete?
rattus-ask-merchant-from = Kupec: ze které oblasti přesunete své kostky?
rattus-ask-merchant-to = Kupec: do které sousední oblasti a kolik kostek?
rattus-ask-witch-look = Čarodějnice: ve které oblasti si prohlédnete žeton?
rattus-ask-witch-slot = Čarodějnice: který žeton z této oblasti?
rattus-ask-witch-swap = Čarodějnice: prohodit oba žetony, které jste viděli?
rattus-ask-spread = Mor se šíří z oblasti { $plague }: umístěte žeton krysy do sousední oblasti (zbývá { $n }).
rattus-ask-neutral = Rytíř: počítat figurku moru v oblasti { $plague } jako 2 neutrální kostky?

## rattus.event

rattus-event-placed = { $colour } umisťuje { $count } { $count ->
        [one] kostku
        [few] kostky
        [many] kostky
       *[other] kostek
    } do oblasti { $region }.
rattus-event-took-card = { $colour } bere kartu { $card }.
rattus-event-took-card-from = { $colour } bere kartu { $card }, kterou dosud měl { $from }.
rattus-event-king = { $colour } přesouvá kostku z oblasti { $region } do paláce (Král).
rattus-event-monk = { $colour } přesouvá žeton krysy z oblasti { $from } (žeton { $slot }) do oblasti { $to } (Mnich).
rattus-event-merchant = { $colour } přesouvá { $count } { $count ->
        [one] kostku
        [few] kostky
        [many] kostky
       *[other] kostek
    } z oblasti { $from } do oblasti { $to } (Kupec).
rattus-event-witch-looked = { $colour } si prohlíží žeton { $a_slot } v oblasti { $a } a žeton { $b_slot } v oblasti { $b } (Čarodějnice).
rattus-event-witch-saw = Viděli jste: { $a }, žeton { $a_slot }: { $a_face }; { $b }, žeton { $b_slot }: { $b_face }.
rattus-event-witch-swapped = { $colour } prohazuje oba žetony.
rattus-event-witch-kept = { $colour } nechává oba žetony na místě.
rattus-event-moved = { $colour } posouvá mor z oblasti { $from } do oblasti { $to }.
rattus-event-knight-moved = { $colour } posouvá mor o dva kroky z oblasti { $from } do oblasti { $to } (Rytíř).
rattus-event-spread = Žeton krysy se šíří do oblasti { $region }.
rattus-event-spread-forced = Žeton krysy se šíří do oblasti { $region } (jediné oblasti, kde je místo).
rattus-event-neutral = { $colour } počítá figurku moru jako 2 neutrální kostky (Rytíř).
rattus-event-revealed = { $region }: odhalen žeton – { $face }. { $result }
rattus-event-no-outbreak = Mor nepropuká ({ $total } { $total ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    }).
rattus-event-outbreak = Mor propuká ({ $total } { $total ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    }): { $losses }.
rattus-event-outbreak-harmless = Mor propuká ({ $total } { $total ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    }), ale nikoho nezasáhne.
rattus-event-loss = { $colour } ztrácí { $count }
rattus-event-end-supply = Zásoba krys je prázdná: hra končí tímto tahem (hraje { $colour }).
rattus-event-end-reserve = { $colour } už nemá v osobní zásobě žádné kostky: hra končí.
rattus-event-final-devastation = Závěrečné řádění moru ve všech oblastech.
rattus-event-winner = { $colour } vítězí s { $cubes } { $cubes ->
        [one] kostkou
        [few] kostkami
        [many] kostky
       *[other] kostkami
    } na plánu.
rattus-event-winner-tie = { $colour } vítězí s { $cubes } { $cubes ->
        [one] kostkou
        [few] kostkami
        [many] kostky
       *[other] kostkami
    } na plánu. Stejně má i { $tied }, ale remízu vyhrává ten, kdo by po posledním tahu (hrál ho { $last }) táhl dřív.
rattus-event-final-skip-no-card = { $colour } nemá žádnou kartu: bez závěrečného kroku.
rattus-event-final-skip-idle = Karty, které má { $colour }, teď nic nesvedou: bez závěrečného kroku.
rattus-event-only-choice = { $colour }: { $choice } (jediná možnost).

## rattus.error

rattus-error-malformed = Nerozumím „{ $text }“. Vyberte jednu z nabízených možností.
rattus-error-unknown-region = Oblast „{ $region }“ neexistuje.
rattus-error-unknown-card = Karta „{ $card }“ neexistuje.
rattus-error-region-unused = Oblast { $region } se při tomto počtu hráčů nehraje.
rattus-error-setup-two = Během přípravy umístěte přesně 2 kostky do jedné oblasti.
rattus-error-setup-only-place = Během přípravy můžete jen umisťovat kostky (2 do jedné oblasti).
rattus-error-region-full = V oblasti { $region } už jsou 3 žetony krys.
rattus-error-not-adjacent = Oblast { $region } nesousedí s oblastí { $from }.
rattus-error-no-card = Nemáte kartu { $card }.
rattus-error-power-used = Kartu { $card } jste v tomto tahu už použili.
rattus-error-final-forbidden = V závěrečném kole smíte jen používat schopnosti svých karet (Rytíř může mor stále posunout).
rattus-error-took-already = V tomto tahu jste už kartu vzali.
rattus-error-hold-already = Kartu { $card } už máte.
rattus-error-placed-already = V tomto tahu jste už kostky umístili.
rattus-error-peasant-extra = Jen s Rolníkem smíte umístit o kostku víc, { $tokens ->
        [one] než je tam { $tokens } žeton krysy
        [few] než jsou tam { $tokens } žetony krys
        [many] než je tam { $tokens } žetonu krys
       *[other] než je tam { $tokens } žetonů krys
    }.
rattus-error-place-no-rats = V oblasti { $region } nejsou žádné žetony krys, takže tam nelze umístit kostky (výjimkou je Rolník).
rattus-error-place-count = V oblasti { $region } { $tokens ->
        [one] je { $tokens } žeton krysy
        [few] jsou { $tokens } žetony krys
        [many] je { $tokens } žetonu krys
       *[other] je { $tokens } žetonů krys
    }: umístěte tam přesně { $tokens } { $tokens ->
        [one] kostku
        [few] kostky
        [many] kostky
       *[other] kostek
    }.
rattus-error-place-count-peasant = V oblasti { $region } { $tokens ->
        [one] je { $tokens } žeton krysy
        [few] jsou { $tokens } žetony krys
        [many] je { $tokens } žetonu krys
       *[other] je { $tokens } žetonů krys
    }: umístěte tam { $tokens } { $tokens ->
        [one] kostku
        [few] kostky
        [many] kostky
       *[other] kostek
    }, nebo s Rolníkem { $more }.
rattus-error-reserve = Potřebujete { $count } { $count ->
        [one] kostku
        [few] kostky
        [many] kostky
       *[other] kostek
    }, ale v osobní zásobě máte { $reserve }.
rattus-error-reserve-empty = Vaše osobní zásoba je prázdná.
rattus-error-king-rats = Král přesouvá kostku jen z oblasti bez žetonů krys; v oblasti { $region } nějaké jsou.
rattus-error-king-no-cube = V oblasti { $region } nemáte kostku, kterou by Král mohl přesunout.
rattus-error-monk-impossible = Mnich teď nemůže přesunout žádný žeton krysy (sousední oblasti všech žetonů jsou plné).
rattus-error-merchant-impossible = Nemáte žádné kostky, které by Kupec mohl přesunout.
rattus-error-witch-impossible = Čarodějnice potřebuje na plánu aspoň dva žetony krys.
rattus-error-peasant-final-only = Kostku navíc od Rolníka umístěte příkazem `place`; `peasant` slouží pro závěrečné kolo.
rattus-error-must-place = Nejdřív umístěte kostky: mor se posouvá až nakonec.
rattus-error-two-steps-knight = O dva kroky posouvá mor jen Rytíř; posuňte ho do sousední oblasti.
rattus-error-must-move = Mor se musí přesunout do jiné oblasti.
rattus-error-plague-reach = Mor se z oblasti { $plague } posouvá do sousední oblasti; { $region } mezi ně nepatří.
rattus-error-plague-reach-knight = Mor se z oblasti { $plague } posouvá o jeden krok, s Rytířem o dva; { $region } je dál.
rattus-error-knight-reach = Rytíř posouvá mor o jeden nebo dva kroky; { $region } je mimo dosah.
rattus-error-end-by-moving = Váš tah končí posunem moru.
rattus-error-nothing-to-cancel = Žádná schopnost právě neprobíhá, není co rušit.
rattus-error-no-power-started = Tím se pokračuje ve schopnosti karty: nejprve ji spusťte (monk, merchant nebo witch).
rattus-error-spread-not-now = Žetony krys se šíří až po posunu moru.
rattus-error-neutral-not-now = Neutrální kostky vyhlašuje držitel Rytíře až po posunu moru.
rattus-error-finish-monk = Nejprve dokončete přesun Mnichem (nebo ho zrušte: `cancel`).
rattus-error-finish-merchant = Nejprve dokončete přesun Kupcem (nebo ho zrušte: `cancel`).
rattus-error-finish-witch = Nejprve dokončete prohlížení dvou žetonů Čarodějnicí (nebo ho zrušte: `cancel`).
rattus-error-finish-swap = Nejprve rozhodněte, zda prohodíte oba prohlédnuté žetony.
rattus-error-finish-spread = Nejprve umístěte žetony krys, které se šíří z oblasti { $plague }.
rattus-error-finish-neutral = Nejprve rozhodněte o neutrálních kostkách Rytíře.
rattus-error-monk-no-token = V oblasti { $region } není žádný žeton krysy, který by Mnich mohl přesunout.
rattus-error-monk-no-room = Všechny oblasti sousedící s oblastí { $region } už mají 3 žetony krys.
rattus-error-token-range = V oblasti { $region } { $tokens ->
        [one] je { $tokens } žeton krysy
        [few] jsou { $tokens } žetony krys
        [many] je { $tokens } žetonu krys
       *[other] je { $tokens } žetonů krys
    }: vyberte žeton 1 až { $tokens }.
rattus-error-monk-count = Mnich přesouvá jeden žeton: uveďte jen oblast (`to REGION`).
rattus-error-merchant-no-cubes = V oblasti { $region } nemáte žádné kostky.
rattus-error-merchant-how-many = Uveďte, kolik kostek (1 až 3) půjde do oblasti { $region } (`to REGION 2`).
rattus-error-merchant-count = Kupec přesouvá 1 až 3 vaše kostky; máte jich tam { $have }.
rattus-error-witch-no-token = V oblasti { $region } není žádný žeton krysy, který by šlo prohlédnout.
rattus-error-witch-same-token = Vyberte jiný žeton než ten, který jste už viděli.
rattus-error-cannot-cancel-witch = Čarodějnice už žetony viděla; zbývá jen rozhodnout o prohození.
rattus-error-cannot-cancel-spread = Šíření žetonů krys nelze zrušit.

## rattus.summary

rattus-summary-region = { $region }: { $tokens } { $tokens ->
        [one] žeton krysy
        [few] žetony krys
        [many] žetonu krys
       *[other] žetonů krys
    }; kostky: { $cubes }{ $plague }
rattus-summary-plague-here = { " " }☠ mor
rattus-summary-cubes = { $colour } { $count }
rattus-summary-palace = Palác: { $seats }
rattus-summary-reserve = Osobní zásoby: { $seats }
rattus-summary-card = { $card }: { $holder }
rattus-summary-cards = Karty: { $cards }
rattus-summary-open = volná
rattus-summary-supply = Zásoba krys: { $supply } { $supply ->
        [one] žeton
        [few] žetony
        [many] žetonu
       *[other] žetonů
    }; dosud odhaleno: { $revealed }.
rattus-summary-known = { $region }, žeton { $slot }: { $face }

## rattus.note

rattus-note-look = Tah { $turn }: viděli jste { $looked } ({ $swap }).
rattus-note-swapped = prohodili jste je
rattus-note-kept = nechali jste je na místě
rattus-note-no-swap = stejná oblast, bez prohození
rattus-note-now = Kde teď leží žetony, které znáte: { $known }.

## rattus.last

rattus-last-caption = { $player }: { $parts }
rattus-last-placed = { $count } { $count ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } do oblasti { $region }
rattus-last-took = bere kartu { $card }
rattus-last-palace = { $count } { $count ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } do paláce (Král)
rattus-last-left = { $count } { $count ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } pryč z oblasti { $region }
rattus-last-plague = mor z oblasti { $from } do oblasti { $to }
rattus-last-spread = krysy se šíří do: { $regions }
rattus-last-spread-in = { $region } (+{ $count })
rattus-last-devastation = řádění moru: { $count ->
        [one] odhalen { $count } žeton krysy
        [few] odhaleny { $count } žetony krys
        [many] odhaleno { $count } žetonu krys
       *[other] odhaleno { $count } žetonů krys
    }, { $losses }
rattus-last-devastation-harmless = řádění moru: { $count ->
        [one] odhalen { $count } žeton krysy
        [few] odhaleny { $count } žetony krys
        [many] odhaleno { $count } žetonu krys
       *[other] odhaleno { $count } žetonů krys
    }, žádná kostka neztracena
rattus-last-lost = { $region } −{ $count } { $count ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    }
rattus-last-nothing = na plánu se nic nezměnilo

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto — hry po příspěvcích, tady v terminálu. Příkazy vypíše /help.
play-you-are = (teď jste { $name })
play-your-turn = @{ $name } jste na tahu.
play-image = [obrázek] { $path }
play-image-failed = [obrázek se nepodařilo zapsat: { $error }]
play-unknown-command = neznámý příkaz /{ $command }; příkazy vypíše /help
play-replace-usage = použití: /replace STARÝ NOVÝ
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
      /board  /status  /log [N]  /peek
      /estate [JMÉNO]     obrázek panství hráče (Messina; ukládá se jako obrázky plánu)
      /abandon  /kick JMÉNO  /replace STARÝ NOVÝ
      /help HRA           jak hrát: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = Hra „{ $game }“ neexistuje. Známé hry: { $known }.

## help.rattus

help-rattus-turn =
    {"*"}*Rattus** — udržte na plánu co nejvíc svých kostek, zatímco se Evropou šíří mor. Vítězí ten, kdo má na konci nejvíc kostek na plánu (v oblastech a v paláci); při remíze ten, kdo by byl na tahu jako další.
    {"*"}*Příprava:** každý hráč umístí 2 kostky do jedné oblasti, po směru hodinových ručiček, a pak ještě jednou proti směru.
    {"*"}*Váš tah,** v libovolném pořadí: **A** vezměte jednu kartu stavu (volnou, nebo od jiného hráče), **B** umístěte kostky do jedné oblasti — přesně tolik, kolik je v ní žetonů krys (s Rolníkem o jednu víc); pokud to jde, je to povinné; schopnost každé karty použijte nejvýš jednou. **C** nakonec posuňte mor do sousední oblasti (s Rytířem o dvě): z ní se šíří žetony krys, pak se její žetony odhalují jeden po druhém a propuknutí moru berou kostky.
    {"*"}*Konec:** když je zásoba krys prázdná nebo hráči dojdou kostky, každý další hráč odehraje závěrečný krok, v němž smí jen používat schopnosti svých karet (Rolník umístí 1 kostku, Rytíř posune mor); pak mor řádí ve všech oblastech.
    {"*"}*Odmítnuté tahy** uvádějí pravidlo, které je blokuje (R-…), podle přehledu pravidel.
help-rattus-notation =
    {"*"}*Zápis** (napište ho, jeho číslo nebo slova z popisku):
    `place gallia 3` — 3 kostky do oblasti Gallia (přesně tolik, kolik má žetonů krys; s Rolníkem o jednu víc)
    `take king` — fáze A: vzít kartu Král (ze stolu, nebo od jiného hráče)
    `king gallia` — Král: jedna vaše kostka z oblasti Gallia bez krys do paláce
    `monk`, pak `from R`, `token N`, `to R` — Mnich: žeton krysy do sousední oblasti
    `merchant`, pak `from R`, `to R N` — Kupec: 1–3 vaše kostky do sousední oblasti
    `witch`, pak dvakrát `look R` (+ `token N`), `swap yes|no` — Čarodějnice: prohlédnout dva žetony, případně je prohodit
    `cancel` — zrušit schopnost, dokud nic neudělala
    `move italia` — fáze C: posunout mor (s Rytířem o dva kroky); ukončí váš tah
    `spread hispania` — umístit šířící se žeton krysy
    `neutral yes|no` — Rytíř: počítat figurku moru jako 2 neutrální kostky
    `peasant gallia`, `end` — závěrečné kolo: jediná kostka Rolníka; ukončení závěrečného kroku

## help.messina

help-messina-turn =
    {"*"}*Messina 1347** — zachraňujte měšťany morem sužované Messiny, bojujte s morem a znovu osídlujte městské části. Šest kol; vítězí nejvíc vítězných bodů.
    {"*"}*Kolo:** hráči v pořadí tahů posílají za každý tah jednoho služebníka, dokud nepoužijí všechny; pak následuje produkce, karanténa a příprava dalšího kola (lodě, nová městská část, kostky moru a měšťané).
    {"*"}*Tah:** pošlete služebníka na destičku městské části nebo přístaviště (`go`), k lodi u mola (`ship`), nebo ho odvolejte na své panství za 1 minci (`recall`). Nejdřív se používají služebníci ležící v Messině; ležící služebník platí 1 minci za každý krok po prvním.
    {"*"}*Tah na destičku:** 1) postavte se na destičku; 2) zachraňte její měšťany — do částí panství, nebo do karanténních domků, je-li na destičce mor; 3) bojujte s morem ohněm nebo velkým ohněm, nebo přestaňte a vezměte si krysu za každou zbylou kostku; 4) krok akce: akce destičky (nebo místo ní znovuosídlení), vaše zisky v libovolném pořadí, placené postupy na městských knihách a církevních matrikách, přesuny měšťanů do dílen, a nakonec konec tahu.
    {"*"}*Výběr lodě:** bojujte s kostkou moru na lodi, nebo si vezměte krysu; pak si vezměte loď a její odměnu.
    Rozhodnutí s jedinou možnou volbou se provede za vás; zisk, který jako jediný zbývá, se zeptá hned a mezi volbami nabídne i konec tahu.
    {"*"}*Odmítnuté tahy** uvádějí pravidlo, které je blokuje (M-…), podle přehledu pravidel.
help-messina-notation =
    {"*"}*Zápis** (napište ho, jeho číslo nebo slova z popisku — `build`, `big fire`):
    `go h05` — na destičku H05 (přístaviště `p1`–`p4`); `ship sh4` — k lodi SH4 u jejího mola; `recall` — zpět na panství, +1 mince
    `from h05`, `from estate` — který nepoužitý služebník jde (ležící jdou první)
    `place cr.a2` — zachráněný měšťan na volné pole své části panství; `hut q1` — do karanténního domku; `discard` — není místo
    `fire`, `bigfire`, `bigfire double`, `bigfire h07` — odstranit kostky moru podle tabulky ohně; `stop` — konec boje, krysa za každou zbylou kostku; `rat` — nebojovat s kostkou na lodi
    `hex` — akce destičky; `option 1` — jedna z možností akce „X nebo Y“; `repopulate` — místo toho destičku znovu osídlit
    `buy city`, `buy church` — placený postup na stupnici (1 mince za každého vašeho služebníka)
    `do build`, `do overseer(any)`, … — vyhodnotit čekající zisk (v libovolném pořadí)
    `overseer cr|ar|nu`, `branch cr>ar`, `step 1|2` — pohyb správce; `activate cr.a1` — akce měšťana, ke kterému dosáhne
    `rotate huts|workshops`, `pay coin|wood|fire|bigfire|point` — obnovit nabídku jedné řady destiček před stavbou
    `hut hu05`, `workshop wk03`, `wagon wg2a`, `on q2`, `skip` — stavba, a kam půjde vylepšení domku
    `give cr.a1`, `give ws2`, `sacrifice estate` — měšťané a služebník pro znovuosídlení
    `upgrade q1`, `scroll goods`, `book city`, `copy h05` — povýšit měšťana, postup na šlechtickém archivu, postup zdarma na stupnici, akce jiné destičky
    `staff cr.a1`, `into ws2` — přesunout měšťana do dílny; `produce` — produkce na konci kola
    `end` — ukončit tah (co jste nevyužili, propadá)

## options

options-unknown = Neznámá volba „{ $option }“.
options-players = Tato hra je pro { $min } až { $max } { $max ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }, ne „{ $given }“.
options-conflict = „{ $option }“ odporuje dříve zadanému počtu hráčů.

## options.rattus

options-rattus-players = přesně N hráčů (2 až 4)

## options.messina

options-messina-players-n = přesně N hráčů (1 až 4; 1 hraje sólo proti virtuálnímu protivníkovi)
options-messina-solo = jeden hráč proti virtuálnímu protivníkovi
options-messina-variant-base = základní hra
options-messina-variant-advanced = varianta pro pokročilé: hráčské desky a desky archivu stranou b
options-messina-boards-a-b = hráčské desky: strana a nebo b (míchání stran je povoleno, netestováno)
options-messina-scrolls-a-b = desky šlechtického archivu: strana a nebo b
options-messina-priority-tile-on = destička priority

## game

game-rattus = Rattus
game-messina = Messina 1347

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
table-peek-nothing = V této hře nemáte žádné skryté informace.
table-estate = Panství hráče { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = „{ $text }“ odpovídá více možnostem: { $choices }. Napište z jedné z nich víc, nebo její číslo.
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
table-error-conflict = Hra se ve stejnou chvíli změnila; podívejte se na novou pozici a zkuste to znovu.
table-error-too-long = To je na volbu příliš dlouhé (nejvýš { $max } znaků): „{ $start }…“. Vyberte jednu z nabízených možností.
table-error-storage = Při ukládání hry se něco pokazilo. Zkuste to prosím znovu.
table-error-scenario = Pozice scénáře je neplatná: { $error }
table-error-no-estates = Hra { $game } nemá panství; celou hru ukáže /board.
table-error-estate-whose = Čí panství? Uveďte hráče: /estate player:@jméno.

## table.remind

table-remind-ping = připomínka: vaše hra { $game } na vás čeká (od { $since }).
table-remind-changed = { $name } mění připomínky: { $settings }.
table-remind-settings = každých { $every }, { $quiet }, { $paused }
table-remind-quiet = klidové hodiny { $from }:00–{ $to }:00 UTC
table-remind-no-quiet = bez klidových hodin
table-remind-paused = pozastaveno pro tento tah
table-remind-active = aktivní
table-remind-hours = { $n } h
table-remind-minutes = { $n } min
table-remind-seconds = { $n } s

## table.remind.error

table-remind-error-interval = Interval připomínek musí být aspoň jedna sekunda.
table-remind-error-quiet = Klidové hodiny jsou celé hodiny UTC od 0 do 23.

## messina

messina-dot = { $a } · { $b }
messina-terms = { $terms }
messina-either = { $a } nebo { $b }
messina-nothing = nic
messina-free = zdarma
messina-square = { $id } ({ $class })
messina-ship = loď { $id } ({ $reward })
messina-workshop = dílna { $id } ({ $class })
messina-workshop-each-round = { $output } každé kolo
messina-workshop-each-round-up = { $output } každé kolo ({ $up } s patricijem)
messina-workshop-once = { $output } jednorázově
messina-workshop-needs-upgraded = { $gives }, s patricijem ({ $class })
messina-track = stupnice archivu { $track }
messina-hut-upgrade = vylepšení domku { $id } (produkuje { $output })
messina-wagon = vůz { $id } ({ $points })
messina-have = { $what }: máte { $n }
messina-produces = produkuje { $output }
messina-activates = aktivuje: { $action }
messina-upgraded-class = { $class } (patricij)
messina-plain-class = { $class }

## messina.colour

messina-colour-red = Červený
messina-colour-yellow = Žlutý
messina-colour-blue = Modrý
messina-colour-green = Zelený

## messina.class

messina-class-cr = řemeslník
messina-class-ar = šlechtic
messina-class-nu = jeptiška

## messina.a-class

# Czech: accusative forms; every message that inserts $a_class uses it as an object.
messina-a-class-cr = řemeslníka
messina-a-class-ar = šlechtice
messina-a-class-nu = jeptišku

## messina.classes

messina-classes-cr = Řemeslníci
messina-classes-ar = Šlechtici
messina-classes-nu = Jeptišky

## messina.book

messina-book-pop = morová kronika
messina-book-city = městské knihy
messina-book-church = církevní matriky

## messina.place

messina-place-hex = { $name } ({ $id })
# Czech: the id first, so that the phrase needs no declension after any preposition.
messina-place-dock = { $id } (molo)

## messina.from

messina-from-estate = služebník z vašeho panství
messina-from-at = služebník ležící na { $place }

## messina.at

messina-at-square = na poli { $square }
messina-at-workshop = v dílně { $id }
messina-at-hut = v karanténním domku { $hut }

## messina.row

messina-row-huts = vylepšení domků
messina-row-workshops = dílny

## messina.res

messina-res-coin = mince
messina-res-wood = dřevo
messina-res-fire = oheň
messina-res-bigfire = velký oheň
messina-res-point = bod

## messina.term

messina-term-coin = { $n } { $n ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    }
messina-term-wood = { $n } { $n ->
        [one] dřevo
        [few] dřeva
        [many] dřeva
       *[other] dřev
    }
messina-term-fire = { $n } { $n ->
        [one] oheň
        [few] ohně
        [many] ohně
       *[other] ohňů
    }
messina-term-bigfire = { $n } { $n ->
        [one] velký oheň
        [few] velké ohně
        [many] velkého ohně
       *[other] velkých ohňů
    }
messina-term-points = { $n } { $n ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
messina-term-activate = aktivace až { $n } { $n ->
        [one] měšťana
        [few] měšťanů
        [many] měšťana
       *[other] měšťanů
    } kdekoli
messina-term-city = postup na městských knihách
messina-term-church = postup na církevních matrikách
messina-term-book = postup na městských knihách nebo církevních matrikách
messina-term-scroll = postup na šlechtickém archivu
messina-term-overseer-class = pohyb správce ({ $class })
messina-term-overseer-any = pohyb správce
messina-term-overseer-skip = pohyb správce (smí přeskočit pole)
messina-term-upgrade-overseer = povýšení správce
messina-term-upgrade-advance = povýšení a pohyb správce
messina-term-upgrade-citizen = povýšení měšťana
messina-term-build = Stavba
messina-term-lieutenant = služebník ze zásoby
messina-term-hex-action = akce libovolné destičky

## messina.choice

messina-choice-from-estate = služebník z vašeho panství
messina-choice-from-estate-detail = zdarma na volnou destičku, přístaviště nebo k lodi u mola
messina-choice-from-lying-detail = zdarma na svou a sousední destičky, 1 mince za každý další krok
messina-choice-ship = vzít { $ship }
messina-choice-ship-cube = na palubě je kostka moru
messina-choice-recall = odvolat služebníka na panství, +1 mince
messina-choice-recall-detail = ukončí váš tah
messina-choice-hut = karanténní domek { $hut }
messina-choice-hut-upgrade = vylepšení { $id }: { $output } každé kolo s měšťanem
messina-choice-hut-plain = bez vylepšení
messina-choice-hut-holds = máte v něm { $a_class }
messina-choice-discard = zpět do zásoby (není místo)
messina-choice-staff = nejprve přesunout měšťana ({ $class }) z pole { $square } do dílny
messina-choice-fire = odstranit kostku za { $n } { $n ->
        [one] oheň
        [few] ohně
        [many] ohně
       *[other] ohňů
    }
messina-choice-bigfire = odstranit kostku za 1 velký oheň
messina-choice-bigfire-double = odstranit 2 kostky za 1 velký oheň
messina-choice-bigfire-next = odstranit kostku zde a jednu na { $place } za { $n } { $n ->
        [one] velký oheň
        [few] velké ohně
        [many] velkého ohně
       *[other] velkých ohňů
    }
messina-choice-stop-fighting = přestat bojovat: vzít { $rats } { $rats ->
        [one] krysu
        [few] krysy
        [many] krysy
       *[other] krys
    }
messina-choice-stop-activating = ukončit aktivaci
messina-choice-rat = vzít krysu (kostka opustí loď)
messina-choice-hex = akce destičky: { $action }
messina-choice-repopulate = místo toho destičku znovu osídlit
messina-choice-buy = postup ({ $book }) za { $cost }
messina-choice-space = pole { $space }
messina-choice-do = vyhodnotit: { $term }
messina-choice-end = ukončit tah
messina-choice-end-production = dokončit produkci
messina-choice-forfeits = propadne: { $lost }
messina-choice-the-hex-action = akce destičky
messina-choice-activations = zbývající aktivace
messina-choice-overseer = správce ({ $class })
messina-choice-overseer-detail = pole { $from } → { $to }
messina-choice-branch = cesta směrem: { $towards }
messina-choice-one-step = o 1 pole
messina-choice-two-steps = o 2 pole, následující přeskočit
messina-choice-rotate = nejprve obnovit nabídku: { $row } (zaplatit 1)
messina-choice-rotate-detail = 1 mince, dřevo, oheň, velký oheň nebo bod
messina-choice-pay = 1 { $what }
messina-choice-build-hut = vylepšení domku { $id }
messina-choice-wagon = vůz { $id }
messina-choice-skip = nic nestavět
messina-choice-citizen = { $citizen } { $at }
messina-choice-level = úroveň { $from } → { $to }
messina-choice-produce = produkovat
messina-choice-cubes = { $n } { $n ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } moru
messina-choice-citizens = záchrana: { $citizens }
messina-choice-visit = +2 body: { $colour }
messina-choice-need = { $n }× { $class }
messina-choice-need-upgraded = { $n }× { $class } (z toho patricijů: { $up })
messina-choice-need-lieutenant = služebník do krabice
messina-choice-hex-points = { $n } { $n ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    } na konci hry

## messina.ask

messina-ask-lieutenant = { $colour }: který služebník jde? Ležící v Messině mají přednost před těmi na panství.
messina-ask-destination = { $colour }, kolo { $round }: kam půjde { $from } — na destičku či přístaviště, k lodi u mola, nebo zpět na panství za 1 minci?
messina-ask-rescue = { $colour }: kam půjde zachráněný měšťan ({ $class })? Na volné pole jeho části panství.
messina-ask-rescue-quarantine = { $colour }: na { $place } je mor — do kterého karanténního domku půjde { $class }?
messina-ask-fight = { $colour }: bojujte s morem na { $place } ({ $cubes } { $cubes ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    }; v tomto kole { $cost } { $cost ->
        [one] oheň
        [few] ohně
        [many] ohně
       *[other] ohňů
    } za kostku), nebo přestaňte a vezměte si krysu za každou zbylou kostku.
messina-ask-ship-fight = { $colour }: { $ship } – bojujte s kostkou moru ({ $cost } { $cost ->
        [one] oheň
        [few] ohně
        [many] ohně
       *[other] ohňů
    } nebo 1 velký oheň), nebo si vezměte krysu.
messina-ask-actions = { $colour } – { $place }: proveďte akci destičky ({ $action }) nebo ji znovu osídlete, vyhodnoťte své zisky, kupte postupy na stupnicích (každý za { $advance } { $advance ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }), nebo ukončete tah.
messina-ask-actions-done = { $colour }: vyhodnoťte své zisky, kupte postupy na stupnicích (každý za { $advance } { $advance ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }), nebo ukončete tah.
messina-ask-option = { $colour }: vyberte jednu možnost.
messina-ask-overseer = { $colour }: který správce — { $term }?
messina-ask-branch = { $colour }: kudy odtud půjde správce ({ $class })? Volba je trvalá.
messina-ask-steps = { $colour }: posune se správce ({ $class }) o 1 pole, nebo o 2 s přeskočením následujícího?
messina-ask-activate = { $colour }: aktivujte měšťany tam, kam dorazil váš správce (zbývá { $left }), nebo skončete.
messina-ask-build = { $colour }: postavte vylepšení domku, dílnu nebo vůz; předtím můžete obnovit nabídku jedné řady destiček (za 1 žeton nebo bod).
messina-ask-rotate-pay = { $colour }: zaplaťte 1 minci, dřevo, oheň, velký oheň nebo bod za obnovení nabídky: { $row }.
messina-ask-hut-on = { $colour }: na který karanténní domek půjde vylepšení { $tile }?
messina-ask-give = { $colour }: koho ({ $citizen }) dáte ke znovuosídlení { $place }?
messina-ask-sacrifice = { $colour }: který nepoužitý služebník půjde do krabice kvůli znovuosídlení { $place }?
messina-ask-upgrade = { $colour }: kterého měšťana povýšíte?
messina-ask-scroll = { $colour }: která stupnice šlechtického archivu postoupí o úroveň?
messina-ask-book = { $colour }: postup zdarma na městských knihách, nebo na církevních matrikách?
messina-ask-copy = { $colour }: akci které destičky provedete?
messina-ask-staff = { $colour }: do které dílny půjde { $class } z pole { $square }?
messina-ask-production = { $colour }: produkce — chcete-li, přesuňte nejprve měšťany do dílen, pak produkujte.
messina-ask-after-production = { $colour }: vyhodnoťte, co vám produkce přinesla, nebo skončete.
messina-ask-release = { $colour }: { $class } opouští karanténu — na které pole nebo do které dílny?

## messina.post

messina-post-bought = { $colour } platí { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } za { $count } { $count ->
        [one] postup
        [few] postupy
        [many] postupu
       *[other] postupů
    } na stupnicích.
messina-post-production = Produkce: { $players }.
messina-post-produced = { $colour }: { $gains }
messina-post-produced-nothing = { $colour }: nic
messina-post-rescue = { $colour } zachraňuje { $items }.
messina-post-rescue-rescued = { $a_class } na pole { $square }
messina-post-rescue-quarantined = { $a_class } do karanténního domku { $hut }
messina-post-rescue-discarded = { $a_class } (není místo, zpět do zásoby)
messina-post-activated = { $colour } aktivuje { $items }.
messina-post-activated-item = měšťana na poli { $square } ({ $action })
messina-post-ship-arrives = Připlouvají lodě: { $items }.
messina-post-ship-arrives-item = { $ship } k { $dock }
messina-post-released = { $colour } propouští z karantény { $items }.
messina-post-released-item = { $a_class } → { $to }
messina-post-more = … a { $n } { $n ->
        [one] další řádek
        [few] další řádky
        [many] dalšího řádku
       *[other] dalších řádků
    }: všechny ukáže /log.

## messina.decision

messina-decision-lieutenant = výběr služebníka, který jde
messina-decision-destination = výběr cíle pro služebníka
messina-decision-rescue = umístění zachráněných měšťanů
messina-decision-fight = boj s morem
messina-decision-ship-fight = boj s kostkou moru na lodi
messina-decision-actions = krok akce
messina-decision-production = produkce
messina-decision-release = umístění měšťana, který opouští karanténu
messina-decision-option = výběr jedné z možností akce
messina-decision-book = výběr stupnice pro postup zdarma
messina-decision-scroll = výběr stupnice šlechtického archivu
messina-decision-copy = výběr destičky, jejíž akci provedete
messina-decision-upgrade = výběr měšťana k povýšení
messina-decision-staff = výběr dílny
messina-decision-overseer = výběr správce
messina-decision-branch = výběr cesty správce
messina-decision-steps = určení, o kolik se správce posune
messina-decision-activate = aktivace měšťanů
messina-decision-build = Stavba
messina-decision-rotate-pay = platba za obnovení nabídky
messina-decision-hut-on = umístění vylepšení domku
messina-decision-give = odevzdání měšťanů ke znovuosídlení
messina-decision-sacrifice = výběr služebníka k obětování

## messina.when

messina-when-turn-start = To se volí na začátku tahu.
messina-when-rescue = Tím se umisťuje zachráněný měšťan, ve 2. kroku tahu na destičku.
messina-when-fight = Tím se bojuje s morem, ve 3. kroku tahu na destičku.
messina-when-ship = Tím se odmítá boj s kostkou moru na lodi, ve 3. kroku výběru lodě.
messina-when-action-step = To patří do 4. kroku, kroku akce.
messina-when-gain = To je odpověď na zisk, který právě vyhodnocujete.
messina-when-build = To patří ke Stavbě.
messina-when-repopulation = To patří ke znovuosídlení.
messina-when-release = Tím se měšťan umisťuje do dílny.
messina-when-production = To patří k vaší produkci na konci kola.
messina-when-anytime = Tím se měšťan přesouvá do dílny, v kroku akce nebo při produkci.

## messina.event

messina-event-gains = { $colour } získává: { $gains }.
messina-event-book = { $colour } postupuje ({ $book }) na pole { $space }.
messina-event-book-end = { $colour } je na konci stupnice ({ $book }) a přesouvá se navrch sloupce disků.
messina-event-once-used = { $colour }: jednorázové pole { $square } je teď zakryté.
messina-event-lieutenant = { $colour } bere ze zásoby služebníka.
messina-event-recall = { $colour } odvolává služebníka a bere 1 minci.
messina-event-go = { $colour } posílá služebníka na { $place }{ $paid }.
messina-event-paid = { " " }(za { $cost } { $cost ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    })
messina-event-visit = { $colour } získává { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    } za návštěvu své znovuosídlené městské části.
messina-event-rescued = { $colour } zachraňuje { $a_class } na pole { $square }.
messina-event-only-choice = { $colour }: { $choice } (jediná možnost).
messina-event-quarantined = { $colour } dává { $a_class } do karanténního domku { $hut }.
messina-event-discarded = { $colour } nemá místo pro { $a_class }; vrací se do zásoby.
messina-event-rats = { $colour } bere { $rats } { $rats ->
        [one] krysu
        [few] krysy
        [many] krysy
       *[other] krys
    }.
messina-event-fought = { $colour } odstraňuje { $cubes } { $cubes ->
        [one] kostku
        [few] kostky
        [many] kostky
       *[other] kostek
    } (na destičce zbývá { $left }).
messina-event-fought-ship = { $colour } bojuje s kostkou moru na lodi.
messina-event-ship = { $colour } bere { $ship }.
messina-event-staffed = { $colour } přesouvá { $a_class } do dílny: { $workshop }.
messina-event-late-reward = { $colour }: { $workshop } (II) dává svou odměnu: { $reward }.
messina-event-bought = { $colour } platí { $coins } { $coins ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } za postup na stupnici.
messina-event-scroll = { $colour } posouvá kostičku archivu ({ $track }) na úroveň { $level }.
messina-event-copied = { $colour } provádí akci destičky { $place }.
messina-event-upgraded = { $colour } povyšuje { $a_class }.
messina-event-overseer-flipped = { $colour } povyšuje správce ({ $class }).
messina-event-overseer = { $colour }: správce ({ $class }) je na poli { $pos } ze 6.
messina-event-activated = { $colour } aktivuje měšťana na poli { $square }: { $action }.
messina-event-rotated-huts = { $colour } obnovuje nabídku vylepšení domků.
messina-event-rotated-workshops = { $colour } obnovuje nabídku dílen.
messina-event-built = { $colour } staví: { $tile }.
messina-event-repopulating = { $colour } znovu osídluje { $place }.
messina-event-sacrificed = { $colour } obětuje služebníka.
messina-event-repopulated = { $colour }: destička znovuosídlení teď leží na { $place }.
messina-event-round-end = Kolo { $round } končí: produkce.
messina-event-production = { $colour } produkuje.
messina-event-no-production = { $colour } nic neprodukuje.
messina-event-released = { $colour }: { $class } opouští karanténu → { $to }.
messina-event-round = Začíná kolo { $round }.
messina-event-ship-arrives = Připlouvá { $ship } k { $dock }.
messina-event-new-hex = Do města přibývá { $place }.
messina-event-late-workshops = Pozdní dílny (II) nahrazují rané (I).
messina-event-plague = Mor se šíří: { $hexes ->
        [one] { $hexes } destička dostává
        [few] { $hexes } destičky dostávají
        [many] { $hexes } destičky dostává
       *[other] { $hexes } destiček dostává
    } kostku.
messina-event-plague-short = Mor by potřeboval { $needed } { $needed ->
        [one] kostku
        [few] kostky
        [many] kostky
       *[other] kostek
    }, ale { $left ->
        [one] zbývá jen { $left }
        [few] zbývají jen { $left }
       *[other] zbývá jen { $left }
    }: neumisťuje se žádná.
messina-event-game-over = Hra skončila.
messina-event-rats-back = { $colour }: kvůli { $rats } { $rats ->
        [one] kryse
        [few] krysám
        [many] krysy
       *[other] krysám
    } se disk na morové kronice vrací na pole { $space }.
messina-event-final-score = { $place }. { $colour }: { $score } { $score ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }.

## messina.error

messina-error-malformed = Nerozumím „{ $text }“. Vyberte jednu z nabízených možností.
messina-error-unknown = Neznám nic takového: { $what } „{ $text }“.
messina-error-off-topic = Teď probíhá: { $now }. { $when }
messina-error-finish-first = Nejprve dokončete: { $now }.
messina-error-lying-first = Služebníci ležící v Messině se musí použít dřív než ti na vašem panství.
messina-error-no-lieutenant-there = Tam nemáte žádného služebníka ({ $from }).
messina-error-lieutenant-used = Tento služebník už byl v tomto kole použit.
messina-error-lieutenant-chosen = Služebník pro tento tah už je vybraný: { $from }. Chcete-li jiného, vezměte volbu zpět (undo).
messina-error-not-in-city = { $place } není ve městě.
messina-error-blocked = { $place } už v tomto kole použil stojící služebník.
messina-error-move-cost = Tento přesun stojí { $cost } { $cost ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }; máte { $coins }.
messina-error-use-ship = Chcete-li jít k molu, vyberte jednu z jeho lodí (ship …).
messina-error-ship-not-docked = Tato loď v Messině nekotví.
messina-error-ship-cost = Cesta k { $dock } stojí { $cost } { $cost ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }; máte { $coins }.
messina-error-must-quarantine = Na destičce je mor: zachránění měšťané jdou do karantény.
messina-error-no-quarantine = Na destičce není mor: zachránění měšťané jdou do částí vašeho panství.
messina-error-no-such-hut = Máte 4 karanténní domky, q1 až q4.
messina-error-hut-taken = Karanténní domek { $hut } je obsazený.
messina-error-wrong-sector = Měšťan ({ $class }) patří na pole ve své vlastní části panství.
messina-error-square-taken = Pole { $square } je obsazené.
messina-error-discard-room = Pro měšťana je ještě místo; do zásoby se vrací, jen když žádné není.
messina-error-staff-action-step = Měšťany přesouvejte do dílen v kroku akce (tady jen tehdy, když je část panství plná).
messina-error-staff-after-production = Už jste produkovali: měšťané se přesouvají do dílen před produkcí nebo ve vašem tahu.
messina-error-staff-wrong-class = Místo pro umisťovaného měšťana ({ $class }) uvolní jen { $class }.
messina-error-no-citizen-there = Nemáte žádného měšťana { $at }.
messina-error-no-workshop = Nemáte žádnou prázdnou dílnu pro tento typ měšťana ({ $class }).
messina-error-no-cubes = Tady už není žádná kostka moru k odstranění.
messina-error-no-cubes-there = Na { $place } není žádná kostka moru k odstranění.
messina-error-no-fire = Potřebujete { $need } { $need ->
        [one] oheň
        [few] ohně
        [many] ohně
       *[other] ohňů
    }; máte { $have }.
messina-error-no-big-fire = Potřebujete { $need } { $need ->
        [one] velký oheň
        [few] velké ohně
        [many] velkého ohně
       *[other] velkých ohňů
    }; máte { $have }.
messina-error-big-fire-double-late = Od V. kola odstraní jeden velký oheň jen jednu kostku.
messina-error-big-fire-double-cubes = Jeden velký oheň tu odstraní 2 kostky jen tehdy, když jsou na destičce 2 kostky.
messina-error-not-adjacent-hex = { $place } nesousedí hranou s touto destičkou.
messina-error-ship-no-adjacent = Velký oheň na lodi odstraní jen kostku na lodi.
messina-error-ship-decline = Chcete-li kostku na lodi nechat být, vezměte si krysu (`rat`).
messina-error-hex-used = Akci této destičky jste v tomto tahu už provedli (nebo jste destičku znovu osídlili).
messina-error-ship-no-hex = Výběr lodě nemá žádnou akci destičky.
messina-error-hex-options = Akce této destičky má { $n } { $n ->
        [one] možnost
        [few] možnosti
        [many] možnosti
       *[other] možností
    }: vyberte jednu (`option 1` …).
messina-error-hex-no-options = Akce této destičky má jedinou možnost: proveďte ji příkazem `hex`.
messina-error-option-range = Vyberte možnost 1 až { $n }.
messina-error-repop-port = Znovu osídlit lze jen destičku městské části, na které stojí váš služebník (ne přístaviště ani molo).
messina-error-repop-done = Tato destička už je znovu osídlená.
messina-error-repop-tiles = Už jste umístili všech 5 destiček znovuosídlení.
messina-error-repop-cost = Náklady na znovuosídlení nemůžete zaplatit.
messina-error-repop-wagon = Ke znovuosídlení potřebujete nepoužitý vůz.
messina-error-repop-lieutenant = Tato destička vyžaduje obětovat nepoužitého služebníka.
messina-error-repop-citizens = Nemáte měšťany, které tato destička vyžaduje (patricije tam, kde je to vyznačeno; ne z karantény).
messina-error-buy-popularity = Na morové kronice se postupuje jen odstraňováním kostek moru; koupit můžete postup na městských knihách a církevních matrikách.
messina-error-buy-only-in-turn = Postupy na stupnicích se kupují v kroku akce vašeho tahu.
messina-error-advance-cost = Postup na stupnici stojí { $cost } { $cost ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    } (jednu za každého vašeho služebníka); máte { $coins }.
messina-error-not-pending = Nic takového nečeká na vyhodnocení: { $term }.
messina-error-term-useless = { $term }: teď nemá žádný účinek.
messina-error-produce-first = Nejprve produkujte (předtím můžete přesunout měšťany do dílen).
messina-error-produced = Už jste produkovali.
messina-error-book-popularity = Postup zdarma je na městských knihách, nebo na církevních matrikách.
messina-error-no-such-track = Vaše deska šlechtického archivu takovou stupnici nemá.
messina-error-scroll-top = Tato kostička archivu už je nahoře.
messina-error-copy-dock = Molo nemá žádnou akci; vyberte destičku nebo přístaviště.
messina-error-already-upgraded = Měšťan { $at } už je povýšený.
messina-error-no-such-workshop = Takovou dílnu nemáte.
messina-error-workshop-taken = V dílně { $n } už měšťan je.
messina-error-workshop-class = Do této dílny patří { $class }.
messina-error-overseer-centre = Správce ({ $class }) je ve středu panství a už se nikdy nepohne.
messina-error-overseer-upgraded = Správce ({ $class }) už je povýšený.
messina-error-overseer-class = Tento pohyb patří správci ({ $class }).
messina-error-branch-other = Vyberte jednu ze dvou cest správce ({ $class }).
messina-error-steps-range = Správce se posune o 1 pole, nebo o 2 s přeskočením následujícího.
messina-error-once-used = Jednorázové pole { $square } už bylo použito; měšťan na něm zůstává, ale už nikdy nebude aktivován.
messina-error-activated-already = Měšťan na poli { $square } už byl během tohoto pohybu aktivován.
messina-error-not-reachable = Správce nemůže ze svého místa aktivovat měšťana na poli { $square } (nebo tam už nezbývá žádná aktivace).
messina-error-rotate-once = Obnovit nabídku lze jen jednou, na začátku Stavby.
messina-error-rotate-no-pay = Nemáte čím zaplatit obnovení nabídky (1 mince, dřevo, oheň, velký oheň nebo bod).
messina-error-not-face-up = Tato destička v nabídce neleží lícem nahoru.
messina-error-no-free-hut = Všechny vaše karanténní domky už mají vylepšení.
messina-error-cost = Tohle nezaplatíte (cena: { $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    }, { $wood } { $wood ->
        [one] dřevo
        [few] dřeva
        [many] dřeva
       *[other] dřev
    }).
messina-error-must-build = Po placeném obnovení nabídky musíte stavět, protože je co postavit.
messina-error-no-payment = Tím zaplatit nemůžete, nemáte to.
messina-error-hut-upgraded = Karanténní domek { $hut } už vylepšení má.
messina-error-give = Tohoto měšťana nelze odevzdat (jiný typ, chybí povýšení, kde je vyžadováno, nebo je v karanténě).
messina-error-sacrifice = Obětovat lze jen služebníka, který v tomto kole ještě nebyl použit.

## messina.summary

messina-summary-round = Kolo { $round } ze 6; pořadí tahů: { $order }; v zásobě { $cubes } { $cubes ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } moru.
messina-summary-automa = Protivník: v tomto kole ještě umístí { $left } { $left ->
        [one] služebníka
        [few] služebníky
        [many] služebníka
       *[other] služebníků
    }, morová kronika pole { $pop }, v balíčku { $pile } { $pile ->
        [one] destička
        [few] destičky
        [many] destičky
       *[other] destiček
    } pro hru jednoho hráče. Dobrý sólový výsledek je { $good } bodů.
messina-summary-automa-standing = stojící protivník
messina-summary-site = { $place }: { $action }
messina-summary-site-with = { $site } — { $here }
messina-summary-cubes = { $n } { $n ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } moru
messina-summary-citizens = záchrana: { $citizens }
messina-summary-repop = znovuosídlení: { $colour }
messina-summary-standing = { $colour } stojí
messina-summary-lying = { $colour } leží
messina-summary-ship = { $ship } u { $dock }
messina-summary-ship-cube = { $ship } s kostkou moru
messina-summary-docked = Lodě u mol: { $ships }.
messina-summary-for-sale = { $tile } za { $cost }
messina-summary-workshop = { $tile } ({ $gives })
messina-summary-sale-huts = Vylepšení domků v nabídce: { $tiles }.
messina-summary-sale-workshops = Dílny v nabídce: { $tiles }.
messina-summary-sale-wagons = Vozy v nabídce: { $tiles }.
messina-summary-player = { $colour }: { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }; { $coins } { $coins ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    }, { $wood } { $wood ->
        [one] dřevo
        [few] dřeva
        [many] dřeva
       *[other] dřev
    }, { $fire } { $fire ->
        [one] oheň
        [few] ohně
        [many] ohně
       *[other] ohňů
    }, { $bigfire } { $bigfire ->
        [one] velký oheň
        [few] velké ohně
        [many] velkého ohně
       *[other] velkých ohňů
    }, { $rats } { $rats ->
        [one] krysa
        [few] krysy
        [many] krysy
       *[other] krys
    }; stupnice: kronika { $pop }, knihy { $city }, matriky { $church }.
messina-summary-estate = { $colour } – panství:
messina-summary-sector = { "  " }{ $classes }: { $squares }
messina-summary-square-free = { $id } ({ $action }) volné
messina-summary-square-taken = { $id } ({ $action }) obsazené
messina-summary-square-upgraded = { $id } ({ $action }) obsazené, patricij
messina-summary-overseers = { "  " }Správci: { $overseers }
messina-summary-overseer = { $class } { $at }
messina-summary-overseer-upgraded = { $class } (povýšený správce) { $at }
messina-summary-overseer-start = na startu
messina-summary-overseer-at = na poli { $pos }
messina-summary-overseer-branch = na poli { $pos }, směr: { $towards }
messina-summary-estate-huts = { "  " }Karanténa: { $huts }
messina-summary-hut = domek { $hut }: { $what }
messina-summary-hut-citizen = { $class } na poli { $slot }
messina-summary-estate-workshops = { "  " }Dílny: { $workshops }
messina-summary-owned-workshop = { $n }. { $tile }, { $who }
messina-summary-workshop-empty = prázdná
messina-summary-workshop-citizen = { $class }
messina-summary-workshop-upgraded = { $class } (patricij)
messina-summary-estate-wagons = { "  " }Vozy: { $wagons }
messina-summary-wagon = { $tile }
messina-summary-wagon-used = { $tile }, v tomto kole použitý
messina-summary-ships = { "  " }Lodě: { $ships }
messina-summary-scroll = { "  " }Archiv: { $tracks }
messina-summary-track = { $track } { $level }
messina-summary-lieutenants = { "  " }Služebníci: { $where }; { $repop ->
        [one] zbývá { $repop } destička
        [few] zbývají { $repop } destičky
        [many] zbývá { $repop } destičky
       *[other] zbývá { $repop } destiček
    } znovuosídlení.
messina-summary-lt-estate = { $n } na panství
messina-summary-lt-recalled = v tomto kole odvoláno: { $n }
messina-summary-lt-standing = 1 stojí na { $place }
messina-summary-lt-lying = 1 leží na { $place }
messina-summary-lt-supply = { $n } v zásobě
messina-summary-lt-box = { $n } v krabici
messina-summary-pending = { "  " }K vyhodnocení: { $pending }

## messina.automa

messina-automa-place = Protivník otáčí destičku { $tile } a umisťuje služebníka na { $place }.
messina-automa-skip = Protivník otáčí destičku { $tile }: { $place } není k dispozici, destička čeká do konce kola.
messina-automa-reshuffle = Protivníkovi došel balíček; přeskočené destičky se zamíchají.
messina-automa-stuck = Žádná destička pro hru jednoho hráče neukazuje dostupné místo: protivník v tomto kole už žádného služebníka neumístí.
messina-automa-rescue = Protivník vrací { $count } { $count ->
        [one] měšťana
        [few] měšťany
        [many] měšťana
       *[other] měšťanů
    } odtud do zásoby.
messina-automa-fight = Protivník odstraňuje kostku moru a posouvá se na pole { $space } morové kroniky.
messina-automa-take = Protivník si bere: { $tile } (odchází ze hry).
messina-automa-nothing = Protivník nemůže vzít { $action }; nic se neděje.
# Czech: accusative forms, inserted only into messina-automa-nothing.
messina-automa-ship = loď
messina-automa-wagon = vůz
messina-automa-workshop = dílnu tohoto typu
messina-automa-huts = vylepšení domků

## messina.last

messina-last-caption = { $player }: { $parts }
messina-last-went = služebník na { $place }
messina-last-recalled = odvolání služebníka
messina-last-rescued = { $count } { $count ->
        [one] měšťan zachráněn
        [few] měšťané zachráněni
        [many] měšťana zachráněno
       *[other] měšťanů zachráněno
    }
messina-last-removed = { $count } { $count ->
        [one] kostka moru odstraněna
        [few] kostky moru odstraněny
        [many] kostky moru odstraněno
       *[other] kostek moru odstraněno
    } ({ $hexes })
messina-last-repopulated = znovuosídlení: { $place }
messina-last-ship = loď { $ship }
messina-last-workshop = postavena dílna { $id } ({ $class })
messina-last-hut = postaveno vylepšení domku { $id }
messina-last-wagon = postaven vůz { $id }
messina-last-upgraded = { $count } { $count ->
        [one] měšťan povýšen
        [few] měšťané povýšeni
        [many] měšťana povýšeno
       *[other] měšťanů povýšeno
    }
messina-last-book = { $book } { $n }
messina-last-overseer = správce ({ $class }) { $n }
messina-last-overseer-upgraded = správce ({ $class }) povýšen
messina-last-scroll = stupnice archivu { $n }
messina-last-tokens = { $tokens }
messina-last-coins = { $n } { $count ->
        [one] mince
        [few] mince
        [many] mince
       *[other] mincí
    }
messina-last-wood = { $n } { $n ->
        [one] dřevo
        [few] dřeva
        [many] dřeva
       *[other] dřev
    }
messina-last-fire = { $n } { $n ->
        [one] oheň
        [few] ohně
        [many] ohně
       *[other] ohňů
    }
messina-last-bigfire = { $n } { $n ->
        [one] velký oheň
        [few] velké ohně
        [many] velkého ohně
       *[other] velkých ohňů
    }
messina-last-points = { $n } { $count ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
messina-last-rats = { $n } { $count ->
        [one] krysa
        [few] krysy
        [many] krysy
       *[other] krys
    }
messina-last-plague = nové kostky moru na { $hexes } { $hexes ->
        [one] destičce
        [few] destičkách
        [many] destičky
       *[other] destičkách
    }
messina-last-new-hex = do města přibývá { $place }
messina-last-round = začíná kolo { $round }
messina-last-nothing = ve městě se nic nezměnilo

## score

score-regions = oblasti
score-palace = palác
score-play = během hry
score-rats = krysy
score-books = stupnice
score-popularity = morová kronika
score-hexes = městské části
score-scroll = archiv
score-majority = bonus za znovuosídlení
score-resources = zbylé žetony

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
    `/new game:rattus` nebo `/new game:messina` otevře stůl; volby: `players:` (Rattus 2–4, Messina 1–4; 1 hraje sólo proti virtuálnímu protivníkovi), `variant:` (Messina: základní hra nebo pro pokročilé), `priority_tile:` (destička priority v Messině), `thread:true` (otevřít v novém vlákně). Ostatní se přidají přes `/join`, zakladatel hru spustí přes `/start`.
    Když jste na tahu, klikněte na tlačítka pod příspěvkem, který vás zmiňuje: tah pak pokračuje v panelu, který vidíte jen vy, jedno rozhodnutí po druhém, a jakmile skončí, uvidí ho celý všichni. Můžete také napsat `/play action:` (nabídne vaše platné volby).
    `↩ Vzít zpět` ve vašem panelu (nebo `/undo`) vezme zpět vaši poslední volbu v rámci tahu. `/board`, `/status`, `/log`, `/peek` ukážou hru jen vám; `/estate` ukáže panství v Messině (vaše, nebo hráče z `player:`).
    `/remind` nastaví připomínky (interval, klidové hodiny v UTC, pauza pro tento tah).
    Zakladatel nebo členové s oprávněním Spravovat kanály mohou hru zrušit (`/abandon`), vyřadit hráče z lobby (`/kick`) nebo hráče nahradit (`/replace`).
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord odpověď nepřijal. Zkuste to prosím znovu.
discord-error-internal = Něco se pokazilo. Zkuste to prosím znovu.
discord-error-arguments = Nepodařilo se přečíst volby příkazu: { $error }
discord-error-outdated-command = Nepodařilo se přečíst volby příkazu ({ $error }); váš Discord možná zobrazuje starší verzi příkazu /{ $command }. Zkuste to prosím za minutu znovu.
discord-error-interval = Zadejte interval jako 24h, 90m nebo 30s; nejméně { $min }.
discord-error-quiet = Zadejte klidové hodiny jako dvě hodiny UTC, např. 22-7, nebo off.
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

## image.rattus

image-rattus-title = Rattus
image-rattus-not-in-play = mimo hru
image-rattus-no-rats = bez krys
image-rattus-players = Hráči
image-rattus-cards = Karty stavů
image-rattus-palace = Palác
image-rattus-rats = Krysy
image-rattus-open = volná
image-rattus-holdings = oblasti { $regions } · palác { $palace } · zásoba { $reserve }
image-rattus-on-board = na plánu
image-rattus-supply = v zásobě lícem dolů: { $count }
image-rattus-revealed = odhaleno a odstraněno: { $count }
image-rattus-set-aside = při přípravě neviděno odloženo: { $count }

## image.rattus.status

image-rattus-status-setup = Příprava — { $player } umisťuje 2 kostky
image-rattus-status-turn = Tah { $turn } — hraje { $player }
image-rattus-status-final = Závěrečné kolo — { $player } používá své karty
image-rattus-status-over = Konec hry — vítězí { $player } s { $cubes } { $cubes ->
        [one] kostkou
        [few] kostkami
        [many] kostky
       *[other] kostkami
    }
image-rattus-status-none = Čeká se

## image.rattus.legend

image-rattus-legend-token = žeton krysy lícem dolů
image-rattus-legend-plague = mor
image-rattus-legend-sea = námořní cesta

## image.messina

image-messina-cost-free = zdarma

## image.messina.status

image-messina-status-turn = Kolo { $round } · hraje { $player }: { $stage }
image-messina-status-with = { $status } · { $extra }
image-messina-status-solo-score = skóre { $score } / dobrý výsledek { $good }
image-messina-status-automa = Kolo { $round } · tah protivníka
image-messina-status-over = Konec hry · vítězí { $player } ({ $score })
image-messina-status-ended = Kolo { $round } · konec hry
image-messina-status-solo-over = Konec hry · { $player }: { $score } · { $verdict }
image-messina-status-good-reached = dobrý výsledek { $good } dosažen
image-messina-status-good-short = do dobrého výsledku { $good } chybí { $short }

## image.messina.stage

image-messina-stage-lieutenant = výběr služebníka
image-messina-stage-destination = kam jít
image-messina-stage-rescue = záchrana měšťanů
image-messina-stage-fight = boj s morem
image-messina-stage-ship-fight = kostka moru na lodi
image-messina-stage-actions = krok akce
image-messina-stage-option = výběr možnosti
image-messina-stage-overseer = pohyb správce
image-messina-stage-activate = aktivace měšťanů
image-messina-stage-build = Stavba
image-messina-stage-repopulate = znovuosídlení
image-messina-stage-upgrade = povýšení měšťana
image-messina-stage-scroll = šlechtický archiv
image-messina-stage-book = postup na stupnici
image-messina-stage-copy = akce jiné destičky
image-messina-stage-staff = obsazení dílny
image-messina-stage-production = produkce
image-messina-stage-quarantine = odchod z karantény
image-messina-stage-over = konec hry

## image.messina.hex-colour

image-messina-hex-colour-orange = oranžová
image-messina-hex-colour-white = bílá
image-messina-hex-colour-blue = modrá
image-messina-hex-colour-red = červená

## image.messina.rat

image-messina-rat-left = krysa hledící vlevo
image-messina-rat-right = krysa hledící vpravo
image-messina-rat-standing = stojící krysa

## image.messina.goods

image-messina-goods-gems = drahé kameny
image-messina-goods-spices = koření
image-messina-goods-silk = hedvábí

## image.messina.auto

image-messina-auto-ship = loď
image-messina-auto-wagon = vůz
image-messina-auto-huts = vylepšení domků
image-messina-auto-workshop = dílna ({ $class })

## image.messina.city

image-messina-city-title = Messina 1347 · město
image-messina-city-dock-of = molo přístaviště { $port }
image-messina-city-port = přístaviště
image-messina-city-port-dock = molo { $dock }
image-messina-city-repop-badge = +2/návštěva · { $vp } VB
image-messina-city-vp = { $vp } VB
image-messina-city-empty = volné místo
image-messina-city-next-here = sem přijde další destička
image-messina-city-next-maybe = další destička sem
image-messina-city-if-tile = pokud destička kotviště určí { $ports }
image-messina-city-free = volné
image-messina-city-wheel = Ukazatel nákazy
image-messina-city-wheel-note = otočení přidá 1 kostku na každou destičku s krysou z okénka
image-messina-city-window = { $id } · { $label }
image-messina-city-window-now = okénko teď
image-messina-city-window-next = po dalším otočení
image-messina-city-none = žádné
image-messina-city-next-round = další kolo ({ $round }): { $turns } { $turns ->
        [one] tah
        [few] tahy
        [many] tahu
       *[other] tahů
    }
image-messina-city-no-more-turns = žádné další tahy
image-messina-city-legend = Legenda
image-messina-city-supply = zásoba: { $cubes } { $cubes ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } moru · { $hexes } { $hexes ->
        [one] nová destička
        [few] nové destičky
        [many] nové destičky
       *[other] nových destiček
    } · { $ships } { $ships ->
        [one] loď
        [few] lodě
        [many] lodě
       *[other] lodí
    }

## image.messina.legend

image-messina-legend-title = Legenda
image-messina-legend-glyphs = číslo na symbolu je množství; symboly vedle sebe: všechny; a / b: jeden z nich
image-messina-legend-coins = mince
image-messina-legend-wood = dřevo
image-messina-legend-fire = oheň
image-messina-legend-bigfire = velký oheň
image-messina-legend-points = body hned
image-messina-legend-either-book = knihy nebo matriky
image-messina-legend-city = městské knihy
image-messina-legend-church = církevní matriky
image-messina-legend-scroll = šlechtický archiv
image-messina-legend-any-overseer = libovolný správce
image-messina-legend-advance-overseer = pohyb správce
image-messina-legend-skip-overseer = správce, smí přeskočit 1
image-messina-legend-upgrade-overseer = povýšení správce
image-messina-legend-upgrade-advance = povýšení + pohyb
image-messina-legend-upgrade-citizen = povýšení měšťana
image-messina-legend-lieutenant = vzít služebníka
image-messina-legend-hex-action = akce libovolné destičky
image-messina-legend-activate = aktivace měšťanů
image-messina-legend-build = Stavba
image-messina-legend-cube = kostka moru
image-messina-legend-standing = stojí (blokuje)
image-messina-legend-lying = leží
image-messina-legend-must-upgrade = musí být patricij
image-messina-legend-repop = body za znovuosídlení (rámeček: požadavky)
image-messina-legend-automa = protivník (stojí)
image-messina-legend-automa-disc = disk protivníka (sólo)
image-messina-legend-craftsman = řemeslník
image-messina-legend-upgraded = patricij (zlatý)
image-messina-legend-p1 = 2 pole
image-messina-legend-p2 = 1 oblast
image-messina-legend-p3 = 2 oblasti
image-messina-legend-p4 = kdekoli
image-messina-legend-once = pole s jednorázovou odměnou (strana b)
image-messina-legend-used = použito: trvale zakryto

## image.messina.scoring

image-messina-scoring-title = Messina 1347 · bodovací deska
image-messina-scoring-track = Stupnice vítězných bodů
image-messina-scoring-track-note = disky se skládají na sebe: horní přišel poslední a vyhrává remízy
image-messina-scoring-turn-order = Pořadí hráčů, kolo { $round }
image-messina-scoring-points = body
image-messina-scoring-rank = pořadí
image-messina-scoring-vs-automa = kron. vs P
image-messina-scoring-to-use = k použití
image-messina-scoring-holdings = mince · dřevo · oheň · velký oheň · krysy
image-messina-scoring-behind = pozadu
image-messina-scoring-level = stejně
image-messina-scoring-ahead = vpředu
image-messina-scoring-lieutenants-left = { $count } sl.
image-messina-scoring-lt-note = „sl.“ = služebníci k použití v tomto kole · v zásobě { $count ->
        [one] čeká { $count } služebník
        [few] čekají { $count } služebníci
        [many] čeká { $count } služebníka
       *[other] čeká { $count } služebníků
    } (městské knihy)
image-messina-scoring-automa = Protivník
image-messina-scoring-automa-note = sólový protivník, bez bodů
image-messina-scoring-automa-pop = kronika { $pop }
image-messina-scoring-automa-pile = balíček: zbývá { $left } ze 14 sólových destiček
image-messina-scoring-automa-used = v tomto kole použito
image-messina-scoring-automa-skipped = přeskočeno (destička obsazená)
image-messina-scoring-none = žádné
image-messina-scoring-more = +{ $count } další
image-messina-scoring-final = Konečné skóre
image-messina-scoring-total = celkem
image-messina-scoring-final-note = hra = stupnice bodů; remíza: víc znovuosídlených částí, pak ta nejcennější
image-messina-scoring-short = { $short ->
        [one] chybí { $short } bod
        [few] chybějí { $short } body
        [many] chybí { $short } bodu
       *[other] chybí { $short } bodů
    }
image-messina-scoring-reached = dosaženo
image-messina-scoring-good-result = Skóre { $score } / dobrý výsledek { $good } · { $verdict }
image-messina-scoring-good-mark = dobrý výsledek { $good }
image-messina-scoring-solo-pop = morová kronika: vy { $you }, protivník { $automa } (5 bodů, jste-li stejně nebo vpředu, po odečtení krys)
image-messina-scoring-solo-note = sólo: bonus za znovuosídlení 3 / 7 / 10 za 2 / 3 / 4+ části; dobrý výsledek 130, pro pokročilé 140
image-messina-scoring-rounds = Přehledová tabulka
image-messina-scoring-rounds-tile = Přehledová tabulka (s destičkou priority)
image-messina-scoring-round = kolo
image-messina-scoring-first = začíná
image-messina-scoring-order-by = pořadí podle
image-messina-scoring-ships = lodě
image-messina-scoring-fire-cube = oheň / kostka
image-messina-scoring-wheel = ukazatel
image-messina-scoring-workshops = dílny
image-messina-scoring-wheel-setup = 1 (příprava)
image-messina-scoring-wheel-one = 1 otočení
image-messina-scoring-wheel-two = 2 otočení
image-messina-scoring-wheel-none = žádné
image-messina-scoring-early = rané (∞)
image-messina-scoring-late = pozdní (⚡)
image-messina-scoring-you = vy
image-messina-scoring-automa-first = protivník
image-messina-scoring-by-random = náhoda
image-messina-scoring-by-popularity = morová kronika
image-messina-scoring-by-city = městské knihy
image-messina-scoring-by-church = církevní matriky
image-messina-scoring-by-score = vítězné body
image-messina-scoring-rounds-note = ■ počítadlo kol · kolo VI: ve městě žádné nové kostky ani měšťané
image-messina-scoring-pop = Morová kronika
image-messina-scoring-pop-note = +1 za kostku
image-messina-scoring-city = Městské knihy
image-messina-scoring-church = Církevní matriky
image-messina-scoring-advance-note = 1 mince za sl.
image-messina-scoring-stack-note = sloupec: poslední příchozí navrchu
image-messina-scoring-offer = Destičky v nabídce
image-messina-scoring-supply = zásoba: { $ships } { $ships ->
        [one] loď
        [few] lodě
        [many] lodě
       *[other] lodí
    } · { $cubes } { $cubes ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } moru · { $hexes } { $hexes ->
        [one] nová destička
        [few] nové destičky
        [many] nové destičky
       *[other] nových destiček
    }
image-messina-scoring-hut = domek
image-messina-scoring-wagon = vůz
image-messina-scoring-early-tile = ∞ raná
image-messina-scoring-late-tile = ⚡ pozdní
image-messina-scoring-each-round = každé kolo:
image-messina-scoring-once = jednou:
image-messina-scoring-when-built = při stavbě:
image-messina-scoring-no-points = bez bodů
image-messina-scoring-hut-stacks = vylepšení domků · hromádky { $stacks }
image-messina-scoring-workshop-stacks = dílny · hromádky { $stacks } · pozdní { $late }
image-messina-scoring-wagon-stacks = vozy · hromádky { $stacks }

## image.messina.category

image-messina-category-play = hra
image-messina-category-rats = krysy
image-messina-category-books = stupnice
image-messina-category-popularity = pořadí
image-messina-category-hexes = části
image-messina-category-scroll = archiv
image-messina-category-resources = žetony
image-messina-category-majority = většina

## image.messina.estate

image-messina-estate-title = Panství hráče { $player }
image-messina-estate-side-b = { $id } · strana b
image-messina-estate-theme = motiv: { $theme }
image-messina-estate-once-count = ⚡ jednorázová pole: použito { $used } z { $once }
image-messina-estate-side-a = hráčská deska, strana a
image-messina-estate-once = ⚡ jednou
image-messina-estate-once-used = ⚡ použito
image-messina-estate-huts = Karanténní domky
image-messina-estate-each-round = každé kolo:
image-messina-estate-no-upgrade = bez vylepšení
image-messina-estate-produces-nothing = nic neprodukuje
image-messina-estate-slot-1 = pole I
image-messina-estate-slot-2 = pole II
image-messina-estate-slot-note = z pole II se na konci kola odchází
image-messina-estate-workshops = Dílny
image-messina-estate-workshops-note = ★ = produkce s patricijem (+1 bod každé kolo za každého patricije v dílně)
image-messina-estate-no-workshops = zatím žádná nepostavena
image-messina-estate-face-down = použito: lícem dolů
image-messina-estate-each-round-plain = každé kolo
image-messina-estate-each-round-star = každé kolo, vyžaduje ★
image-messina-estate-once-plain = jednou
image-messina-estate-once-star = jednou, vyžaduje ★
image-messina-estate-empty-workshop = prázdná ({ $class })
image-messina-estate-none-there = nikdo tam není
image-messina-estate-start = start
image-messina-estate-reach-squares = { $n } z { $squares } → { $occupied }
image-messina-estate-reach-two-areas = { $own } v { $own_area } + { $other } v { $other_area } → { $occupied }
image-messina-estate-reach-area = až { $n } v { $area } → { $occupied }
image-messina-estate-reach-anywhere = kdekoli až { $n } { $n ->
        [one] měšťan
        [few] měšťané
        [many] měšťana
       *[other] měšťanů
    }
image-messina-estate-holdings = Zásoby
image-messina-estate-coins = mince
image-messina-estate-wood = dřevo
image-messina-estate-fire = oheň
image-messina-estate-bigfire = velký oheň
image-messina-estate-rats = krysy
image-messina-estate-points = body
image-messina-estate-lieutenants = Služebníci
image-messina-estate-owned = vlastníte { $owned }: postup na stupnici stojí { $owned } { $owned ->
        [one] minci
        [few] mince
        [many] mince
       *[other] mincí
    }
image-messina-estate-lt-estate = panství
image-messina-estate-lt-used = panství, použitý
image-messina-estate-lt-stands = stojí: { $place }
image-messina-estate-lt-lies = leží: { $place }
image-messina-estate-lt-supply = zásoba
image-messina-estate-lt-box = krabice
image-messina-estate-repop-none = destičky znovuosídlení: zbývá { $left } · žádná neumístěna
image-messina-estate-repop-placed = destičky znovuosídlení: zbývá { $left } · umístěny na { $hexes }
image-messina-estate-overseers = Správci
image-messina-estate-overseers-note = čárkovaný kruh = další pole; ★ zlatý = povýšený
image-messina-estate-overseer = { $class }: pole { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-overseer-up = { $class } ★: pole { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-branch = cesta { $branch }
image-messina-estate-no-branch = cesta nezvolena
image-messina-estate-centre = ve středu: žádné další pohyby
image-messina-estate-choose-branch = dál: zvolte cestu (viz popisky na desce)
image-messina-estate-next = další { $space }: { $reach }
image-messina-estate-scroll = Šlechtický archiv
image-messina-estate-scroll-note = body za jednotku na konci hry; ■ = kostička
image-messina-estate-scroll-b = { $id } { $name } · strana b · body na konci hry
image-messina-estate-level = úroveň { $level } z { $of }
image-messina-estate-per-building = /budova
image-messina-estate-per-ship = /loď
image-messina-estate-per-tile = /destička
image-messina-estate-per-nothing = { "" }
image-messina-estate-track-book = předěly: { $book }
image-messina-estate-track-goods-type = zboží jednoho druhu
image-messina-estate-track-huts = vylepšení domků
image-messina-estate-track-overseers = konec obchůzek
image-messina-estate-book-pop = morová kronika
image-messina-estate-book-city = městské knihy
image-messina-estate-book-church = církevní matriky
# Czech: the unit-* texts are accusative; they are inserted only after "za" (per-unit, per-unit-cap).
image-messina-estate-unit-goods-type = loď s vaším nejčastějším zbožím
image-messina-estate-unit-workshop = dílnu
image-messina-estate-unit-wood = dřevo na konci hry
image-messina-estate-unit-hut = vylepšení domku
image-messina-estate-unit-coin = minci (podle hodnoty) na konci hry
image-messina-estate-unit-other = jednotku
image-messina-estate-per-unit = za { $unit }
image-messina-estate-per-unit-cap = za { $unit }, nejvýš { $cap }
image-messina-estate-book-values = pevně: vlevo za jednoduchým předělem, vpravo za dvojitým
image-messina-estate-overseer-values = za správce na poli 4·5·střed; počítají se 2 nejlepší
image-messina-estate-ships = Lodě
image-messina-estate-ship = { $id } { $goods }
image-messina-estate-none = žádné
image-messina-estate-wagons = Vozy
image-messina-estate-no-wagons = žádný (ke znovuosídlení je potřeba vůz)
image-messina-estate-wagon-used = { $id } použitý
image-messina-estate-wagon-ready = { $id } připravený
image-messina-estate-deferred = Čeká na příští tah:

## image.messina.estate.track-kind

image-messina-estate-track-kind-buildings = budovy
image-messina-estate-track-kind-goods = zboží
image-messina-estate-track-kind-repop = znovuosídlení
image-messina-estate-track-kind-goods-type = zboží jednoho druhu
image-messina-estate-track-kind-workshops = dílny
image-messina-estate-track-kind-wood = dřevo
image-messina-estate-track-kind-huts = vylepšení domků
image-messina-estate-track-kind-coins = mince
image-messina-estate-track-kind-book = stupnice
image-messina-estate-track-kind-overseer-end = konec obchůzek

## added later (languages, commands, bots, clocks)

play-bot-usage = použití: /bot add [LEVEL] (easy, strong nebo random), nebo /bot remove
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
command-remind-option-quiet-description = Klidové hodiny v UTC, např. 22-7, nebo off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Pozastavit připomínky pro aktuální tah
command-abandon-name = abandon
command-abandon-description = Ukončit hru v tomto kanálu (zakladatel nebo moderátor)
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
command-clock-option-time-description = Čas na tah, např. 24h, 90m, 30s, nebo off
command-clock-option-policy-name = policy
command-clock-option-policy-description = Když čas dojde: ai (tah odehraje AI, výchozí), nebo remind
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
table-bot-error-none = U tohoto stolu žádný bot nesedí.
table-bot-error-replace-whom = Uveďte, kdo místo převezme: hráč (new), nebo bot (bot).
table-clock-set = { $name } nastavuje časový limit { $time } na tah: když hráči dojde čas, { $policy }.
table-clock-off = { $name } vypíná časový limit na tah.
table-clock-policy-ai = tah za něj odehraje AI
table-clock-policy-remind = dostane připomínku
table-clock-ai-step = Hráči { $player } došel čas; AI hraje za něj: { $action }
table-clock-error-policy = Režim časového limitu „{ $policy }“ neexistuje: použijte ai nebo remind.
discord-error-clock = „{ $time }“ není čas na tah: zadejte např. 24h, 90m, 30s nebo off.
