# rattus: the game's words (cs). Loaded with the other files of this directory.

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
rattus-error-place-no-rats-peasant = V oblasti { $region } nejsou žádné žetony krys: lze tam umístit jen jednu kostku Rolníka.
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
rattus-error-phase-c-begun = Mor se už posunul: začala vaše fáze C a karty se berou a kostky umisťují před ní.
rattus-error-phase-c-begun-power = Mor se už posunul: začala vaše fáze C a schopnosti karet se používají před ní (ve fázi C působí jen Rytíř).
rattus-error-plague-moved = Mor se v tomto tahu už posunul.
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
rattus-summary-brief-regions = Oblasti: { $regions }
rattus-summary-brief-region = { $region } (žetony krys: { $tokens }; { $cubes }){ $plague }
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
rattus-last-placed = +{ $count } { $count ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } do oblasti { $region }
rattus-last-took = bere kartu { $card }
rattus-last-palace = +{ $count } { $count ->
        [one] kostka
        [few] kostky
        [many] kostky
       *[other] kostek
    } do paláce (Král)
rattus-last-left = −{ $count } { $count ->
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

## options.rattus

options-rattus-players = přesně N hráčů ({ $min } až { $max })

## game

game-rattus = Rattus
## score

rattus-score-regions = oblasti
rattus-score-palace = palác
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
