# messina: the game's words (cs). Loaded with the other files of this directory.

## help.messina

help-messina-turn =
    {"*"}*Messina 1347** — zachraňujte měšťany morem sužované Messiny, bojujte s morem a znovu osídlujte městské části. Šest kol; vítězí nejvíc vítězných bodů.
    {"*"}*Kolo:** hráči v pořadí tahů posílají za každý tah jednoho služebníka, dokud nepoužijí všechny; pak následuje produkce, karanténa a příprava dalšího kola (lodě, nová městská část, kostky moru a měšťané).
    {"*"}*Tah:** pošlete služebníka na destičku městské části nebo přístaviště (`go`), k lodi u mola (`ship`), nebo ho odvolejte na své panství a vezměte si 1 minci (`recall`). Nejdřív se používají služebníci ležící v Messině; ležící služebník platí 1 minci za každý krok po prvním.
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

## options.messina

options-messina-players-n = přesně N hráčů ({ $min } až { $max }; 1 hraje sólo proti virtuálnímu protivníkovi)
options-messina-solo = jeden hráč proti virtuálnímu protivníkovi
options-messina-variant-base = základní hra
options-messina-variant-advanced = varianta pro pokročilé: hráčské desky a desky archivu stranou b
options-messina-boards-a-b = hráčské desky: strana a nebo b (míchání stran je povoleno, netestováno)
options-messina-scrolls-a-b = desky šlechtického archivu: strana a nebo b
options-messina-priority-tile-on = destička priority

game-messina = Messina 1347

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
messina-track = stupnice archivu „{ $track }“
messina-track-name-buildings = budovy
messina-track-name-goods = zboží
messina-track-name-repop = znovuosídlení
messina-track-name-goods-type = zboží jednoho druhu
messina-track-name-workshops = dílny
messina-track-name-wood = dřevo
messina-track-name-huts = vylepšení domků
messina-track-name-coins = mince
messina-track-name-book = předěly: { $book }
messina-track-name-overseer-end = konec obchůzek
messina-hut-upgrade = vylepšení domku { $id } (produkce: { $output })
messina-wagon = vůz { $id } ({ $points })
messina-have = { $what }: máte { $n }
messina-produces = produkce: { $output }
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
messina-choice-buy = postup ({ $book }), cena: { $cost }
messina-choice-space = pole { $space }
messina-choice-do = vyhodnotit: { $term }
messina-choice-end = ukončit tah
messina-choice-end-production = dokončit produkci
messina-choice-forfeits = propadne: { $lost }
messina-choice-the-hex-action = akce destičky
messina-choice-activations = zbývající aktivace
messina-choice-overseer = správce ({ $class })
messina-choice-overseer-detail = pole { $from } → { $to }
messina-choice-overseer-upgrade-detail = otočí se na povýšenou stranu, zůstane na poli { $pos }
messina-choice-overseer-upgrade-advance-detail = otočí se na povýšenou stranu, pole { $from } → { $to }
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
messina-ask-destination = { $colour }, kolo { $round }: kam půjde { $from } — na destičku či přístaviště, k lodi u mola, nebo zpět na panství a vzít si 1 minci?
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
messina-event-plague-takes = Mor: { $count } { $count ->
        [one] měšťan
        [few] měšťané
        [many] měšťana
       *[other] měšťanů
    } z { $place } se vrací do zásoby.
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
messina-what-action = akce
messina-what-book = stupnice
messina-what-branch = odbočka
messina-what-hex = destička
messina-what-hut = karanténní domek
messina-what-hut-upgrade = vylepšení domku
messina-what-overseer = správce
messina-what-payment = platba
messina-what-place = místo
messina-what-scroll-track = stupnice archivu
messina-what-ship = loď
messina-what-square = čtvercové pole
messina-what-wagon = vůz
messina-what-workshop = dílna
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
messina-summary-brief-hexes = Mor a čekající měšťané: { $hexes }
messina-summary-brief-hex = { $id } ({ $cubes } ☠, čeká: { $citizens })
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
messina-last-citizens-removed = { $count } { $count ->
        [one] měšťan odstraněn
        [few] měšťané odstraněni
        [many] měšťana odstraněno
       *[other] měšťanů odstraněno
    } z města
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

messina-score-play = během hry
messina-score-rats = krysy
messina-score-books = stupnice
messina-score-popularity = morová kronika
messina-score-hexes = městské části
messina-score-scroll = archiv
messina-score-majority = bonus za znovuosídlení
messina-score-resources = zbylé žetony

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
image-messina-city-score = { $name }: { $points } { $points ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    }
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
image-messina-estate-theme-pb1 = knihy a město
image-messina-estate-theme-pb2 = stavba
image-messina-estate-theme-pb3 = církev a oheň
image-messina-estate-theme-pb4 = obchod a pověst
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
image-messina-estate-overseer = { $class }: pole { $pos }/6 · { $branch }
image-messina-estate-overseer-up = { $class } ★: pole { $pos }/6 · { $branch }
image-messina-estate-branch = cesta { $branch } → { $towards }
image-messina-estate-no-branch = cesta nezvolena
image-messina-estate-centre = ve středu: žádné další pohyby
image-messina-estate-choose-branch = dál: zvolte cestu (viz popisky na desce)
image-messina-estate-next = další: { $reach }
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
