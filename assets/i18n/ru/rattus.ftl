# rattus: the game's words (ru). Loaded with the other files of this directory.

## rattus

rattus-face = предел { $threshold }: { $symbols }

## rattus.colour

rattus-colour-red = Красный
rattus-colour-yellow = Жёлтый
rattus-colour-green = Зелёный
rattus-colour-blue = Синий

## rattus.card

rattus-card-peasant = Крестьянин
rattus-card-merchant = Купец
rattus-card-monk = Монах
rattus-card-knight = Рыцарь
rattus-card-witch = Ведьма
rattus-card-king = Король

## rattus.region

rattus-region-anglia = Англия
rattus-region-scandia = Скандия
rattus-region-gallia = Галлия
rattus-region-hispania = Испания
rattus-region-germania = Германия
rattus-region-italia = Италия
rattus-region-polonia = Польша
rattus-region-hungaria = Венгрия
rattus-region-bulgaria = Болгария
rattus-region-turcia = Турция
rattus-region-russia = Русь
rattus-region-tartaria = Тартария

## rattus.choice

rattus-choice-tokens = здесь { $n } { $n ->
        [one] маркер крысы
        [few] маркера крыс
        [many] маркеров крыс
       *[other] маркера крыс
    }
rattus-choice-place = { $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } в регион { $region }
rattus-choice-place-peasant = здесь { $tokens } { $tokens ->
        [one] маркер крысы
        [few] маркера крыс
        [many] маркеров крыс
       *[other] маркера крыс
    }, с Крестьянином — на кубик больше
rattus-choice-take = взять карту «{ $card }» ({ $from })
rattus-choice-from = её держит { $colour }
rattus-choice-open-card = свободная карта
rattus-choice-king = Король: кубик из региона { $region } во дворец
rattus-choice-king-detail = ваших кубиков там: { $cubes }; во дворце кубик в безопасности до конца игры
rattus-choice-monk = Монах: переместить маркер крысы в соседний регион
rattus-choice-merchant = Купец: переместить 1–3 своих кубика в соседний регион
rattus-choice-witch = Ведьма: посмотреть два маркера крыс, затем можно поменять их местами
rattus-choice-monk-from = маркер крысы из региона { $region }
rattus-choice-merchant-from = ваши кубики из региона { $region } (там { $cubes })
rattus-choice-token = маркер { $n } в регионе { $region }
rattus-choice-seen = вы его видели: { $face }
rattus-choice-monk-to = в регион { $region }
rattus-choice-merchant-to = { $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } в регион { $region }
rattus-choice-look = маркер в регионе { $region }
rattus-choice-swap = поменять маркеры местами
rattus-choice-keep = оставить их на местах
rattus-choice-cancel = отменить способность карты «{ $card }»
rattus-choice-move = переместить чуму в регион { $region }
rattus-choice-move-knight = переместить чуму на два шага, в регион { $region } (Рыцарь)
rattus-choice-move-detail = там { $tokens } { $tokens ->
        [one] маркер крысы
        [few] маркера крыс
        [many] маркеров крыс
       *[other] маркера крыс
    }, { $cubes } { $cubes ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }
rattus-choice-spread = маркер крысы в регион { $region }
rattus-choice-neutral = считать фишку чумы двумя нейтральными кубиками
rattus-choice-no-neutral = без нейтральных кубиков
rattus-choice-peasant = Крестьянин: 1 кубик в регион { $region }
rattus-choice-end = завершить последний ход

## rattus.choice.power

rattus-choice-power-peasant = Крестьянин: поместить на кубик больше (или 1 кубик туда, где нет крыс)
rattus-choice-power-merchant = Купец: переместить 1–3 своих кубика в соседний регион
rattus-choice-power-monk = Монах: переместить маркер крысы в соседний регион
rattus-choice-power-knight = Рыцарь: чума на два шага; фишка чумы — 2 нейтральных кубика
rattus-choice-power-witch = Ведьма: посмотреть два маркера крыс и по желанию поменять их местами
rattus-choice-power-king = Король: перенести кубик из региона без крыс во дворец

## rattus.symbol

rattus-symbol-majority = M
rattus-symbol-all = A

## rattus.ask

rattus-ask-setup = { $colour }: поместите 2 кубика в один регион (подготовка, круг { $n }).
rattus-ask-turn = { $colour }: возьмите карту, используйте способность или переместите чуму (сейчас она в регионе { $plague }), чтобы завершить ход.
rattus-ask-turn-place = { $colour }: поместите кубики, прежде чем перемещать чуму (сейчас она в регионе { $plague }); можно также взять карту или использовать способность.
rattus-ask-final = { $colour }: последний ход. Используйте способности своих карт, затем завершите ход.
rattus-ask-monk-from = Монах: из какого региона переместить маркер крысы?
rattus-ask-monk-slot = Монах: какой из маркеров этого региона?
rattus-ask-monk-to = Монах: в какой соседний регион его переместить?
rattus-ask-merchant-from = Купец: из какого региона переместить ваши кубики?
rattus-ask-merchant-to = Купец: в какой соседний регион и сколько кубиков?
rattus-ask-witch-look = Ведьма: в каком регионе посмотреть маркер?
rattus-ask-witch-slot = Ведьма: какой из маркеров этого региона?
rattus-ask-witch-swap = Ведьма: поменять местами два просмотренных маркера?
rattus-ask-spread = Чума распространяется из региона { $plague }: положите маркер крысы (осталось { $n }) в соседний регион.
rattus-ask-neutral = Рыцарь: считать фишку чумы в регионе { $plague } двумя нейтральными кубиками?

## rattus.event

rattus-event-placed = { $colour } помещает { $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } в регион { $region }.
rattus-event-took-card = { $colour } берёт карту «{ $card }».
rattus-event-took-card-from = { $colour } забирает карту «{ $card }» — её теряет { $from }.
rattus-event-king = { $colour } переносит кубик из региона { $region } во дворец (Король).
rattus-event-monk = { $colour } перемещает маркер крысы из региона { $from } (маркер { $slot }) в регион { $to } (Монах).
rattus-event-merchant = { $colour } перемещает { $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } из региона { $from } в регион { $to } (Купец).
rattus-event-witch-looked = { $colour } смотрит маркер { $a_slot } в регионе { $a } и маркер { $b_slot } в регионе { $b } (Ведьма).
rattus-event-witch-saw = Вы увидели: { $a }, маркер { $a_slot }: { $a_face }; { $b }, маркер { $b_slot }: { $b_face }.
rattus-event-witch-swapped = { $colour } меняет два маркера местами.
rattus-event-witch-kept = { $colour } оставляет оба маркера на местах.
rattus-event-moved = { $colour } перемещает чуму из региона { $from } в регион { $to }.
rattus-event-knight-moved = { $colour } перемещает чуму на два шага: из региона { $from } в регион { $to } (Рыцарь).
rattus-event-spread = Чума распространяется: маркер крысы — в регион { $region }.
rattus-event-spread-forced = Чума распространяется: маркер крысы — в регион { $region } (только там есть место).
rattus-event-neutral = { $colour } считает фишку чумы двумя нейтральными кубиками (Рыцарь).
rattus-event-revealed = { $region }: вскрыт маркер — { $face }. { $result }
rattus-event-no-outbreak = Вспышки нет ({ $total } { $total ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }).
rattus-event-outbreak = Вспышка чумы ({ $total } { $total ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }): { $losses }.
rattus-event-outbreak-harmless = Вспышка чумы ({ $total } { $total ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }), но никто не пострадал.
rattus-event-loss = { $colour } теряет { $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }
rattus-event-end-supply = Запас маркеров крыс пуст: { $colour } доигрывает ход, и игра заканчивается.
rattus-event-end-reserve = { $colour }: в запасе не осталось кубиков — игра заканчивается.
rattus-event-final-devastation = Финальное опустошение: чума опустошает все регионы.
rattus-event-winner = { $colour } побеждает: на поле { $cubes } { $cubes ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }.
rattus-event-winner-tie = { $colour } побеждает: на поле { $cubes } { $cubes ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }, столько же у: { $tied }. При ничьей побеждает тот, кто ходил бы следующим (последним ходил { $last }).
rattus-event-final-skip-no-card = { $colour }: нет карт — последнего хода нет.
rattus-event-final-skip-idle = { $colour }: карты сейчас ничего не могут — последнего хода нет.
rattus-event-only-choice = { $colour }: { $choice } (единственный вариант).

## rattus.error

rattus-error-malformed = Не понимаю «{ $text }». Выберите один из вариантов в списке.
rattus-error-unknown-region = Региона «{ $region }» нет.
rattus-error-unknown-card = Карты «{ $card }» нет.
rattus-error-region-unused = Регион { $region } не используется при таком числе игроков.
rattus-error-setup-two = При подготовке поместите ровно 2 кубика в один регион.
rattus-error-setup-only-place = При подготовке можно только помещать кубики (2 в один регион).
rattus-error-region-full = В регионе { $region } уже 3 маркера крыс.
rattus-error-not-adjacent = Регион { $region } не соседствует с регионом { $from }.
rattus-error-no-card = У вас нет карты «{ $card }».
rattus-error-power-used = Вы уже использовали карту «{ $card }» в этот ход.
rattus-error-final-forbidden = В последнем раунде можно только использовать способности своих карт (Рыцарь всё ещё может переместить чуму).
rattus-error-took-already = Вы уже взяли карту в этот ход.
rattus-error-hold-already = Карта «{ $card }» уже у вас.
rattus-error-placed-already = Вы уже поместили кубики в этот ход.
rattus-error-peasant-extra = Только Крестьянин позволяет поместить на кубик больше, чем там маркеров крыс ({ $tokens }).
rattus-error-place-no-rats = В регионе { $region } нет маркеров крыс, поэтому туда нельзя поместить кубики (исключение — Крестьянин).
rattus-error-place-no-rats-peasant = В регионе { $region } нет маркеров крыс: туда можно поместить только один кубик Крестьянина.
rattus-error-place-count = В регионе { $region } { $tokens } { $tokens ->
        [one] маркер крысы
        [few] маркера крыс
        [many] маркеров крыс
       *[other] маркера крыс
    }: поместите туда ровно { $tokens } { $tokens ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }.
rattus-error-place-count-peasant = В регионе { $region } { $tokens } { $tokens ->
        [one] маркер крысы
        [few] маркера крыс
        [many] маркеров крыс
       *[other] маркера крыс
    }: поместите туда { $tokens } { $tokens ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } или, с Крестьянином, { $more }.
rattus-error-reserve = Нужно { $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }, а у вас в запасе { $reserve }.
rattus-error-reserve-empty = Ваш запас пуст.
rattus-error-king-rats = Король переносит кубик только из региона без маркеров крыс, а в регионе { $region } они есть.
rattus-error-king-no-cube = В регионе { $region } нет вашего кубика, который мог бы перенести Король.
rattus-error-monk-impossible = Сейчас Монах не может переместить ни один маркер крысы (все соседние регионы заполнены).
rattus-error-merchant-impossible = У вас нет кубиков, которые мог бы переместить Купец.
rattus-error-witch-impossible = Ведьме нужно хотя бы два маркера крыс на поле.
rattus-error-peasant-final-only = Лишний кубик Крестьянина помещается через `place`; `peasant` — только для последнего раунда.
rattus-error-must-place = Сначала поместите кубики: чума перемещается последней.
rattus-error-two-steps-knight = Только Рыцарь перемещает чуму на два шага; переместите её в соседний регион.
rattus-error-must-move = Чума должна переместиться в другой регион.
rattus-error-plague-reach = Чума перемещается из региона { $plague } в соседний регион, а регион { $region } не соседний.
rattus-error-plague-reach-knight = Чума перемещается из региона { $plague } на один шаг (с Рыцарем — на два); регион { $region } дальше.
rattus-error-knight-reach = Рыцарь перемещает чуму на один или два шага; до региона { $region } не дотянуться.
rattus-error-end-by-moving = Ваш ход заканчивается, когда вы перемещаете чуму.
rattus-error-nothing-to-cancel = Никакая способность сейчас не применяется — отменять нечего.
rattus-error-no-power-started = Это продолжение способности: сначала начните её (monk, merchant или witch).
rattus-error-spread-not-now = Маркеры крыс распространяются только после перемещения чумы.
rattus-error-neutral-not-now = Нейтральные кубики объявляет владелец Рыцаря после перемещения чумы.
rattus-error-phase-c-begun = Чума уже перемещена: началась ваша фаза С, а карты берут и кубики помещают до неё.
rattus-error-phase-c-begun-power = Чума уже перемещена: началась ваша фаза С, а способности карт используют до неё (в фазе С действует только Рыцарь).
rattus-error-plague-moved = Чума в этот ход уже перемещена.
rattus-error-finish-monk = Сначала завершите перемещение Монахом (или отмените его: `cancel`).
rattus-error-finish-merchant = Сначала завершите перемещение Купцом (или отмените его: `cancel`).
rattus-error-finish-witch = Сначала дайте Ведьме посмотреть два маркера (или отмените: `cancel`).
rattus-error-finish-swap = Сначала решите, менять ли местами два просмотренных маркера.
rattus-error-finish-spread = Сначала разместите маркеры крыс, распространяющиеся из региона { $plague }.
rattus-error-finish-neutral = Сначала решите, как быть с нейтральными кубиками Рыцаря.
rattus-error-monk-no-token = В регионе { $region } нет маркера крысы, который мог бы переместить Монах.
rattus-error-monk-no-room = Во всех регионах, соседних с регионом { $region }, уже по 3 маркера крыс.
rattus-error-token-range = В регионе { $region } { $tokens } { $tokens ->
        [one] маркер крысы
        [few] маркера крыс
        [many] маркеров крыс
       *[other] маркера крыс
    }: выберите маркер от 1 до { $tokens }.
rattus-error-monk-count = Монах перемещает один маркер: укажите только регион (`to REGION`).
rattus-error-merchant-no-cubes = У вас нет кубиков в регионе { $region }.
rattus-error-merchant-how-many = Укажите, сколько кубиков переместить в регион { $region }, от 1 до 3 (`to REGION 2`).
rattus-error-merchant-count = Купец перемещает от 1 до 3 ваших кубиков; у вас там { $have }.
rattus-error-witch-no-token = В регионе { $region } нет маркера крысы, который можно посмотреть.
rattus-error-witch-same-token = Выберите другой маркер, а не тот, что вы уже посмотрели.
rattus-error-cannot-cancel-witch = Ведьма уже посмотрела маркеры; осталось решить, менять ли их местами.
rattus-error-cannot-cancel-spread = Распространение маркеров крыс отменить нельзя.

## rattus.summary

rattus-summary-region = { $region }: { $tokens } { $tokens ->
        [one] маркер крысы
        [few] маркера крыс
        [many] маркеров крыс
       *[other] маркера крыс
    }; кубики: { $cubes }{ $plague }
rattus-summary-brief-regions = Регионы: { $regions }
rattus-summary-brief-region = { $region } (фишки крыс: { $tokens }; { $cubes }){ $plague }
rattus-summary-plague-here = { " " }☠ чума
rattus-summary-cubes = { $colour } { $count }
rattus-summary-palace = Дворец: { $seats }
rattus-summary-reserve = Запасы: { $seats }
rattus-summary-card = { $card }: { $holder }
rattus-summary-cards = Карты: { $cards }
rattus-summary-open = свободна
rattus-summary-supply = В запасе { $supply } { $supply ->
        [one] маркер крысы
        [few] маркера крыс
        [many] маркеров крыс
       *[other] маркера крыс
    }; вскрыто за игру: { $revealed }.
rattus-summary-known = { $region }, маркер { $slot }: { $face }

## rattus.note

rattus-note-look = Ход { $turn }: вы видели { $looked } ({ $swap }).
rattus-note-swapped = вы поменяли их местами
rattus-note-kept = вы оставили их на местах
rattus-note-no-swap = один регион, обмен невозможен
rattus-note-now = Где сейчас лежат известные вам маркеры: { $known }.

## rattus.last

rattus-last-caption = { $player }: { $parts }
rattus-last-placed = в регион { $region }: +{ $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }
rattus-last-took = взята карта «{ $card }»
rattus-last-palace = во дворец: +{ $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } (Король)
rattus-last-left = из региона { $region } перемещено: −{ $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }
rattus-last-plague = чума переместилась из региона { $from } в регион { $to }
rattus-last-spread = крысы распространились: { $regions }
rattus-last-spread-in = { $region } (+{ $count })
rattus-last-devastation = опустошение: { $count ->
        [one] вскрыт { $count } маркер крысы
        [few] вскрыто { $count } маркера крыс
        [many] вскрыто { $count } маркеров крыс
       *[other] вскрыто { $count } маркера крыс
    }, { $losses }
rattus-last-devastation-harmless = опустошение: { $count ->
        [one] вскрыт { $count } маркер крысы
        [few] вскрыто { $count } маркера крыс
        [many] вскрыто { $count } маркеров крыс
       *[other] вскрыто { $count } маркера крыс
    }, кубики не потеряны
rattus-last-lost = { $region } −{ $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }
rattus-last-nothing = на поле ничего не изменилось

## help.rattus

help-rattus-turn =
    {"*"}*Rattus** — сохраните на поле как можно больше своих кубиков, пока чума расползается по Европе. Побеждает тот, у кого в конце больше всего кубиков на поле (в регионах и во дворце); при ничьей — тот, кто ходил бы следующим.
    {"*"}*Подготовка:** каждый игрок помещает 2 кубика в один регион по часовой стрелке, затем ещё раз — против часовой стрелки.
    {"*"}*Ваш ход**, в любом порядке: **А** — возьмите одну карту сословия (свободную или у другого игрока); **В** — поместите кубики в один регион, ровно столько, сколько там маркеров крыс (с Крестьянином — на один больше); если можете — это обязательно. Способность каждой карты — раз за ход. **С** — последним действием переместите чуму в соседний регион (с Рыцарем — на два шага): из него распространяются маркеры крыс, затем его маркеры вскрываются по одному, и вспышки чумы уносят кубики.
    {"*"}*Конец игры:** когда запас маркеров крыс пуст или у игрока не осталось кубиков, каждый другой игрок делает последний ход, используя только способности своих карт (Крестьянин помещает 1 кубик, Рыцарь перемещает чуму); затем чума опустошает все регионы.
    {"*"}*Отклонённые ходы** ссылаются на правило, которое их запрещает (R-…), из свода правил.
help-rattus-notation =
    {"*"}*Нотация** (наберите её, номер варианта или слова из его названия):
    `place gallia 3` — 3 кубика в Галлию (ровно по числу маркеров крыс; с Крестьянином на один больше)
    `take king` — фаза А: взять карту «Король» (свободную или у другого игрока)
    `king gallia` — Король: один ваш кубик из Галлии, где нет крыс, во дворец
    `monk`, затем `from R`, `token N`, `to R` — Монах: маркер крысы в соседний регион
    `merchant`, затем `from R`, `to R N` — Купец: 1–3 ваших кубика в соседний регион
    `witch`, затем дважды `look R` (+ `token N`), `swap yes|no` — Ведьма: посмотреть два маркера и, возможно, поменять их местами
    `cancel` — отменить способность, пока она ничего не сделала
    `move italia` — фаза С: переместить чуму (с Рыцарем — на два шага); завершает ход
    `spread hispania` — положить распространяющийся маркер крысы
    `neutral yes|no` — Рыцарь: считать фишку чумы двумя нейтральными кубиками
    `peasant gallia`, `end` — последний раунд: единственный кубик Крестьянина; завершить последний ход

## options.rattus

options-rattus-players = ровно N игроков (от { $min } до { $max })

## game

game-rattus = Rattus
## score

rattus-score-regions = регионы
rattus-score-palace = дворец
## image.rattus

image-rattus-title = Rattus
image-rattus-not-in-play = не в игре
image-rattus-no-rats = нет крыс
image-rattus-players = Игроки
image-rattus-cards = Карты сословий
image-rattus-palace = Дворец
image-rattus-rats = Крысы
image-rattus-open = свободна
image-rattus-holdings = регионы { $regions } · дворец { $palace } · запас { $reserve }
image-rattus-on-board = на поле
image-rattus-supply = в запасе лицом вниз: { $count }
image-rattus-revealed = вскрыто и убрано: { $count }
image-rattus-set-aside = убрано при подготовке, не глядя: { $count }

## image.rattus.status

image-rattus-status-setup = Подготовка — { $player } помещает 2 кубика
image-rattus-status-turn = Ход { $turn } — ходит { $player }
image-rattus-status-final = Последний раунд — { $player } использует карты
image-rattus-status-over = Игра окончена — побеждает { $player }: { $cubes } { $cubes ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }
image-rattus-status-none = Ожидание

## image.rattus.legend

image-rattus-legend-token = маркер крысы лицом вниз
image-rattus-legend-plague = чума
image-rattus-legend-sea = морской путь
