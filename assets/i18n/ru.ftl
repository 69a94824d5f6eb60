# Русский каталог сообщений Lazaretto (ru). Порядок и id — как в en.ftl.
# Термины — по правилам «Мессины 1347» (Hobby World) и русскому переводу правил Rattus;
# глоссарий: /work/notes/i18n/glossary-ru.md.

## list

list-empty = нет

## error

error-game-over = Игра окончена.
error-not-text = Эта строка — не текст в UTF-8; она пропущена.
error-not-your-turn = Сейчас не ваш ход.
error-player-count = В эту игру играют от { $min } до { $max } игроков, а не { $count }.

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
rattus-last-placed = в регион { $region }: { $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }
rattus-last-took = взята карта «{ $card }»
rattus-last-palace = во дворец: { $count } { $count ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } (Король)
rattus-last-left = из региона { $region } перемещено: { $count } { $count ->
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

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto — игры по переписке, в терминале. /help — список команд.
play-you-are = (теперь вы — { $name })
play-your-turn = @{ $name }, ваш ход.
play-image = [изображение] { $path }
play-image-failed = [изображение не записано: { $error }]
play-unknown-command = неизвестная команда /{ $command }; /help — список команд
play-replace-usage = использование: /replace СТАРЫЙ НОВЫЙ
play-help =
    Команды (те же, что у бота в Discord):
      /as ИМЯ             действовать от имени другого локального пользователя (hot-seat)
      /new ИГРА [ПАРАМЕТРЫ] открыть стол в этом канале: /new rattus, /new messina players=1 variant=advanced
      /join  /leave       занять или освободить место в лобби
      /start              начать игру (создатель стола)
      /play ДЕЙСТВИЕ      сделать ход: нотация (/play place gallia 2), номер варианта из списка (/play 3)
                          или слова из его названия (/play build)
      ДЕЙСТВИЕ            строка без косой черты — то же, что /play ДЕЙСТВИЕ
      /undo               отменить свой последний выбор в этом ходу
      /board  /status  /log [N]  /peek
      /estate [ИМЯ]       изображение поместья игрока («Мессина»; записывается так же, как изображения поля)
      /abandon  /kick ИМЯ  /replace СТАРЫЙ НОВЫЙ
      /help ИГРА          как играть: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = Игры «{ $game }» нет. Известные игры: { $known }.

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

## help.messina

help-messina-turn =
    {"*"}*Мессина 1347** — спасайте горожан охваченной чумой Мессины, боритесь с чумой и заселяйте районы города. Шесть раундов; побеждает тот, у кого больше всего очков.
    {"*"}*Раунд:** в порядке хода каждый игрок за ход отправляет одного помощника, пока все помощники не будут использованы; затем производство, карантин и подготовка к следующему раунду (корабли, новый район, кубики чумы и горожане).
    {"*"}*Ход:** отправьте помощника на гекс или в порт (`go`), к кораблю у причала (`ship`) или отзовите его в поместье за 1 монету (`recall`). Сначала используются помощники, лежащие в Мессине; лежащий помощник платит 1 монету за каждое движение, кроме первого.
    {"*"}*Ход на гекс:** 1) поставьте помощника на гекс; 2) спасите горожан с него — в свои секторы или, если на гексе чума, в домики для карантина; 3) боритесь с чумой огнём или мощным огнём либо остановитесь и возьмите по крысе за каждый оставшийся кубик; 4) этап действия: действие гекса (или вместо него заселение гекса), полученные награды в любом порядке, платное повышение рейтингов в городе и у церкви, горожане в мастерские, затем конец хода.
    {"*"}*Ход к кораблю:** боритесь с кубиком чумы на корабле или возьмите крысу, затем заберите корабль и его награду.
    Если у решения только один вариант, он выбирается за вас; если осталась единственная награда, её вопрос задаётся сразу, и среди вариантов есть завершение хода.
    {"*"}*Отклонённые ходы** ссылаются на правило, которое их запрещает (M-…), из свода правил.
help-messina-notation =
    {"*"}*Нотация** (наберите её, номер варианта или слова из его названия — `build`, `big fire`):
    `go h05` — на гекс H05 (порты `p1`–`p4`); `ship sh4` — к кораблю SH4 у его причала; `recall` — назад в поместье, +1 монета
    `from h05`, `from estate` — какой неиспользованный помощник идёт (сначала лежащие)
    `place cr.a2` — спасённого горожанина в свободный квадрат его сектора; `hut q1` — в домик для карантина; `discard` — места нет
    `fire`, `bigfire`, `bigfire double`, `bigfire h07` — удалить кубики чумы по таблице огня; `stop` — остановиться, крыса за каждый оставшийся кубик; `rat` — не бороться с кубиком на корабле
    `hex` — действие гекса; `option 1` — один вариант действия «X или Y»; `repopulate` — вместо этого заселить гекс
    `buy city`, `buy church` — платное повышение рейтинга (1 монета за каждого вашего помощника)
    `do build`, `do overseer(any)`, … — разыграть ожидающую награду (в любом порядке)
    `overseer cr|ar|nu`, `branch cr>ar`, `step 1|2` — продвинуть смотрителя; `activate cr.a1` — действие горожанина, до которого он дошёл
    `rotate huts|workshops`, `pay coin|wood|fire|bigfire|point` — обновить ряд жетонов перед строительством
    `hut hu05`, `workshop wk03`, `wagon wg2a`, `on q2`, `skip` — строительство и куда положить улучшение домика
    `give cr.a1`, `give ws2`, `sacrifice estate` — горожане и помощник для заселения
    `upgrade q1`, `scroll goods`, `book city`, `copy h05` — улучшить горожанина, продвинуться на планшете свитка, бесплатно повысить рейтинг, действие другого гекса
    `staff cr.a1`, `into ws2` — переместить горожанина в мастерскую; `produce` — производство в конце раунда
    `end` — завершить ход (всё неиспользованное пропадает)

## options

options-unknown = Неизвестный параметр «{ $option }».
options-players = В эту игру играют от { $min } до { $max } игроков, а не «{ $given }».
options-conflict = «{ $option }» противоречит ранее указанному числу игроков.

## options.rattus

options-rattus-players = ровно N игроков (от 2 до 4)

## options.messina

options-messina-players-n = ровно N игроков (от 1 до 4; при 1 — одиночная игра против виртуального соперника)
options-messina-solo = один игрок против виртуального соперника
options-messina-variant-base = обычная игра
options-messina-variant-advanced = продвинутая версия: планшеты игроков и свитков стороной b
options-messina-boards-a-b = планшеты игроков: сторона a или b (смешивать стороны можно, это не тестировалось)
options-messina-scrolls-a-b = планшеты свитков: сторона a или b
options-messina-priority-tile-on = жетон приоритета рейтингов

## game

game-rattus = Rattus
game-messina = Мессина 1347

## table

table-player = { $name } ({ $seat })
table-name = { $name }
table-created = { $name } открывает стол для игры «{ $game }» ({ $min }–{ $max } { $max ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }). Занять место — /join; создатель начинает игру командой /start.
table-created-exact = { $name } открывает стол для игры «{ $game }» ({ $max } { $max ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }). Занять место — /join; создатель начинает игру командой /start.
table-joined = { $name } садится за стол ({ $count }/{ $max }).
table-left = { $name } покидает стол.
table-lobby-closed = За столом никого не осталось — стол закрыт.
table-kicked = Игрок { $name } удалён из-за стола.
table-replaced = { $new } занимает место игрока { $old }.
table-started = Игра «{ $game }» начинается. Игроки: { $players }.
table-acted = { $player }: { $action }
table-undone = Отменено: { $action }
table-undone-by = { $player } отменяет «{ $action }».
table-abandoned = { $name } прекращает игру; партия прервана.
table-game-over = Игра окончена. Итоговые места:
table-standing = { $place }. { $player }: { $score } ({ $breakdown })
table-breakdown-item = { $category } { $points }
table-status-lobby = Лобби игры «{ $game }»: { $players } ({ $min }–{ $max } { $max ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }).
table-status-game = Игра «{ $game }» №{ $id }: { $players }.
table-status-turn = Ждём хода игрока { $player } с { $since } (вариантов: { $choices }).
table-log-action = #{ $seq } { $name }: { $action }
table-peek-nothing = В этой игре у вас нет скрытой информации.
table-estate = Поместье игрока { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = «{ $text }» подходит к нескольким вариантам: { $choices }. Наберите больше текста или номер варианта.
table-error-unknown-game = Игры «{ $game }» нет. Известные игры: { $known }.
table-error-channel-busy = В этом канале уже идёт игра. Сначала доиграйте или прервите её (/abandon) либо начните новую ветку.
table-error-no-game = В этом канале нет игры. Начните её командой /new.
table-error-finished = Игра в этом канале окончена. Начните новую командой /new.
table-error-abandoned = Игра в этом канале прервана. Начните новую командой /new.
table-error-not-started = Игра ещё не началась.
table-error-already-started = Игра уже началась.
table-error-already-joined = Вы уже сидите за этим столом.
table-error-full = Стол заполнен ({ $max } { $max ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }).
table-error-not-seated = Вы не участвуете в этой игре.
table-error-user-not-seated = У этого пользователя нет места за этим столом.
table-error-leave-running = Нельзя покинуть идущую игру; попросите создателя заменить вас (/replace) или прервать игру (/abandon).
table-error-kick-running = Из идущей игры нельзя удалять игроков; передайте место другому командой /replace.
table-error-creator-only = Это может сделать только создатель игры или модератор канала.
table-error-too-few = Нужно хотя бы { $min } { $min ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }; присоединилось: { $count }.
table-error-not-your-turn = Сейчас не ваш ход: ходит { $waiting }.
table-error-outdated = Этот вариант относится к прошлой позиции; вот текущая.
table-error-nothing-to-undo = Отменять нечего.
table-error-cannot-undo = Отменять можно только свои решения в текущем ходу и никогда — после того как открылась скрытая или случайная информация.
table-error-conflict = Игра изменилась в тот же момент; посмотрите на новую позицию и попробуйте снова.
table-error-too-long = Это слишком длинно для выбора (не более { $max } { $max ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }): «{ $start }…». Выберите один из вариантов в списке.
table-error-storage = Не удалось сохранить игру. Попробуйте ещё раз.
table-error-scenario = Недопустимая позиция сценария: { $error }
table-error-no-estates = В игре «{ $game }» нет поместий; /board показывает всю игру.
table-error-estate-whose = Чьё поместье? Укажите игрока: /estate player:@name.

## table.remind

table-remind-ping = напоминание: ваша игра «{ $game }» ждёт вас (с { $since }).
table-remind-changed = { $name } меняет напоминания: { $settings }.
table-remind-settings = раз в { $every }, { $quiet }, { $paused }
table-remind-quiet = тихие часы { $from }:00–{ $to }:00 UTC
table-remind-no-quiet = без тихих часов
table-remind-paused = на этот ход приостановлены
table-remind-active = активны
table-remind-hours = { $n } ч
table-remind-minutes = { $n } мин
table-remind-seconds = { $n } с

## table.remind.error

table-remind-error-interval = Интервал напоминаний должен быть не меньше секунды.
table-remind-error-quiet = Тихие часы — целые часы UTC от 0 до 23.

## messina

messina-dot = { $a } · { $b }
messina-terms = { $terms }
messina-either = { $a } или { $b }
messina-nothing = ничего
messina-free = бесплатно
messina-square = квадрат { $id } ({ $class })
messina-ship = корабль { $id } ({ $reward })
messina-workshop = мастерская { $id } ({ $class })
messina-workshop-each-round = { $output } каждый раунд
messina-workshop-each-round-up = { $output } каждый раунд ({ $up }, если горожанин улучшен)
messina-workshop-once = { $output } один раз
messina-workshop-needs-upgraded = { $gives }, нужен улучшенный горожанин ({ $class })
messina-track = счётчик свитка { $track }
messina-hut-upgrade = улучшение домика { $id } (производит { $output })
messina-wagon = повозка { $id } ({ $points })
messina-have = { $what }: у вас { $n }
messina-produces = производит { $output }
messina-activates = активирует: { $action }
messina-upgraded-class = { $class } (улучш.)
messina-plain-class = { $class }

## messina.colour

messina-colour-red = Красный
messina-colour-yellow = Жёлтый
messina-colour-blue = Синий
messina-colour-green = Зелёный

## messina.class

messina-class-cr = ремесленник
messina-class-ar = аристократ
messina-class-nu = монахиня

## messina.a-class

messina-a-class-cr = ремесленник
messina-a-class-ar = аристократ
messina-a-class-nu = монахиня

## messina.classes

messina-classes-cr = Ремесленники
messina-classes-ar = Аристократы
messina-classes-nu = Монахини

## messina.book

messina-book-pop = рейтинг в народе
messina-book-city = рейтинг в городе
messina-book-church = рейтинг у церкви

## messina.place

messina-place-hex = { $name } ({ $id })
messina-place-dock = причал { $id }

## messina.from

messina-from-estate = помощник из поместья
messina-from-at = лежащий помощник ({ $place })

## messina.at

messina-at-square = { $square }
messina-at-workshop = мастерская { $id }
messina-at-hut = домик для карантина { $hut }

## messina.row

messina-row-huts = улучшения домиков
messina-row-workshops = мастерские

## messina.res

messina-res-coin = монета
messina-res-wood = древесина
messina-res-fire = огонь
messina-res-bigfire = мощный огонь
messina-res-point = очко

## messina.term

messina-term-coin = { $n } { $n ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    }
messina-term-wood = { $n } { $n ->
        [one] древесина
        [few] древесины
        [many] древесины
       *[other] древесины
    }
messina-term-fire = { $n } { $n ->
        [one] огонь
        [few] огня
        [many] огней
       *[other] огня
    }
messina-term-bigfire = { $n } { $n ->
        [one] мощный огонь
        [few] мощных огня
        [many] мощных огней
       *[other] мощных огня
    }
messina-term-points = { $n } { $n ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
messina-term-activate = активация до { $n } { $n ->
        [one] горожанина
        [few] горожан
        [many] горожан
       *[other] горожанина
    } где угодно
messina-term-city = повышение рейтинга в городе
messina-term-church = повышение рейтинга у церкви
messina-term-book = повышение рейтинга в городе или у церкви
messina-term-scroll = продвижение на планшете свитка
messina-term-overseer-class = продвижение смотрителя ({ $class })
messina-term-overseer-any = продвижение смотрителя
messina-term-overseer-skip = продвижение смотрителя (можно пропустить ячейку)
messina-term-upgrade-overseer = улучшение смотрителя
messina-term-upgrade-advance = улучшение и продвижение смотрителя
messina-term-upgrade-citizen = улучшение горожанина
messina-term-build = строительство
messina-term-lieutenant = помощник из запаса
messina-term-hex-action = действие любого гекса

## messina.choice

messina-choice-from-estate = помощник из поместья
messina-choice-from-estate-detail = бесплатно на любой свободный гекс, в порт или к кораблю у причала
messina-choice-from-lying-detail = бесплатно на свой гекс и соседние, дальше 1 монета за каждый шаг
messina-choice-ship = забрать { $ship }
messina-choice-ship-cube = на борту кубик чумы
messina-choice-recall = отозвать помощника в поместье, +1 монета
messina-choice-recall-detail = завершает ход
messina-choice-hut = домик для карантина { $hut }
messina-choice-hut-upgrade = улучшение { $id }: { $output } каждый раунд, если в домике горожанин
messina-choice-hut-plain = без улучшения
messina-choice-hut-holds = занят: { $a_class }
messina-choice-discard = обратно в запас (нет места)
messina-choice-staff = сначала отправить в мастерскую: { $class }, { $square }
messina-choice-fire = удалить кубик за { $n } { $n ->
        [one] огонь
        [few] огня
        [many] огней
       *[other] огня
    }
messina-choice-bigfire = удалить кубик за 1 мощный огонь
messina-choice-bigfire-double = удалить 2 кубика за 1 мощный огонь
messina-choice-bigfire-next = удалить кубик здесь и на { $place } за { $n } { $n ->
        [one] мощный огонь
        [few] мощных огня
        [many] мощных огней
       *[other] мощных огня
    }
messina-choice-stop-fighting = прекратить борьбу: взять { $rats } { $rats ->
        [one] крысу
        [few] крысы
        [many] крыс
       *[other] крысы
    }
messina-choice-stop-activating = прекратить активацию
messina-choice-rat = взять крысу (кубик покидает корабль)
messina-choice-hex = действие гекса: { $action }
messina-choice-repopulate = вместо этого заселить гекс
messina-choice-buy = повысить { $book } за { $cost }
messina-choice-space = деление { $space }
messina-choice-do = разыграть: { $term }
messina-choice-end = завершить ход
messina-choice-end-production = завершить производство
messina-choice-forfeits = не использовано: { $lost }
messina-choice-the-hex-action = действие гекса
messina-choice-activations = оставшиеся активации
messina-choice-overseer = смотритель ({ $class })
messina-choice-overseer-detail = ячейка { $from } → { $to }
messina-choice-branch = ветка к сектору «{ $towards }»
messina-choice-one-step = на 1 ячейку
messina-choice-two-steps = на 2 ячейки, пропустив следующую
messina-choice-rotate = сначала обновить ряд «{ $row }» (плата 1)
messina-choice-rotate-detail = 1 монета, древесина, огонь, мощный огонь или очко
messina-choice-pay = 1 { $what }
messina-choice-build-hut = улучшение домика { $id }
messina-choice-wagon = повозка { $id }
messina-choice-skip = ничего не строить
messina-choice-citizen = { $citizen }: { $at }
messina-choice-level = уровень { $from } → { $to }
messina-choice-produce = произвести
messina-choice-cubes = { $n } { $n ->
        [one] кубик чумы
        [few] кубика чумы
        [many] кубиков чумы
       *[other] кубика чумы
    }
messina-choice-citizens = спасти: { $citizens }
messina-choice-visit = +2 очка: { $colour }
messina-choice-need = { $class } × { $n }
messina-choice-need-upgraded = { $class } × { $n } (улучш.: { $up })
messina-choice-need-lieutenant = помощник — в коробку
messina-choice-hex-points = { $n } { $n ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    } в конце игры

## messina.ask

messina-ask-lieutenant = { $colour }: какой помощник идёт? Лежащие в Мессине используются раньше помощников из поместья.
messina-ask-destination = { $colour }, раунд { $round }: куда идёт { $from } — на гекс или в порт, к кораблю у причала или назад в поместье за 1 монету?
messina-ask-rescue = { $colour }: куда поместить спасённого горожанина ({ $class })? В свободный квадрат его сектора.
messina-ask-rescue-quarantine = { $colour }: { $place } — здесь чума. В какой домик для карантина поместить горожанина ({ $class })?
messina-ask-fight = { $colour }: бороться с чумой на гексе { $place } ({ $cubes } { $cubes ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }; в этом раунде кубик стоит { $cost } { $cost ->
        [one] огонь
        [few] огня
        [many] огней
       *[other] огня
    }) или остановиться и взять по крысе за каждый оставшийся кубик?
messina-ask-ship-fight = { $colour }: { $ship } — бороться с кубиком чумы на нём ({ $cost } { $cost ->
        [one] огонь
        [few] огня
        [many] огней
       *[other] огня
    } или 1 мощный огонь) или взять крысу?
messina-ask-actions = { $colour } на гексе { $place }: выполните действие гекса ({ $action }) или заселите гекс, разыграйте полученные награды, купите повышения рейтингов (по { $advance } { $advance ->
        [one] монете
        [few] монеты
        [many] монет
       *[other] монеты
    }) или завершите ход.
messina-ask-actions-done = { $colour }: разыграйте полученные награды, купите повышения рейтингов (по { $advance } { $advance ->
        [one] монете
        [few] монеты
        [many] монет
       *[other] монеты
    }) или завершите ход.
messina-ask-option = { $colour }: выберите один вариант.
messina-ask-overseer = { $colour }: какой смотритель? ({ $term })
messina-ask-branch = { $colour }: по какой ветке смотритель ({ $class }) пойдёт отсюда? Выбор окончательный.
messina-ask-steps = { $colour }: смотритель ({ $class }) продвигается на 1 ячейку или на 2, пропустив следующую?
messina-ask-activate = { $colour }: активируйте горожан там, куда пришёл смотритель (ещё { $left }), или остановитесь.
messina-ask-build = { $colour }: постройте улучшение домика, мастерскую или повозку; сначала можно обновить ряд жетонов (1 ресурс или очко).
messina-ask-rotate-pay = { $colour }: заплатите 1 монету, древесину, огонь, мощный огонь или очко, чтобы обновить ряд «{ $row }».
messina-ask-hut-on = { $colour }: на какой домик для карантина положить { $tile }?
messina-ask-give = { $colour }: какого горожанина ({ $citizen }) вы отдаёте, чтобы заселить { $place }?
messina-ask-sacrifice = { $colour }: какой неиспользованный помощник уходит в коробку, чтобы заселить { $place }?
messina-ask-upgrade = { $colour }: какого горожанина улучшить?
messina-ask-scroll = { $colour }: какой счётчик свитка продвинуть на один уровень?
messina-ask-book = { $colour }: бесплатное повышение рейтинга в городе или у церкви?
messina-ask-copy = { $colour }: действие какого гекса выполнить?
messina-ask-staff = { $colour }: в какую мастерскую идёт { $class } ({ $square })?
messina-ask-production = { $colour }: производство — при желании сначала переместите горожан в мастерские, затем производите.
messina-ask-after-production = { $colour }: разыграйте то, что дало производство, или завершите.
messina-ask-release = { $colour }: { $class } выходит из карантина — в какой квадрат или мастерскую?

## messina.post

messina-post-bought = { $colour } платит { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    } за { $count } { $count ->
        [one] повышение рейтинга
        [few] повышения рейтинга
        [many] повышений рейтинга
       *[other] повышения рейтинга
    }.
messina-post-production = Производство: { $players }.
messina-post-produced = { $colour }: { $gains }
messina-post-produced-nothing = { $colour }: ничего
messina-post-rescue = { $colour } спасает горожан: { $items }.
messina-post-rescue-rescued = { $a_class } — в { $square }
messina-post-rescue-quarantined = { $a_class } — в домик для карантина { $hut }
messina-post-rescue-discarded = { $a_class } — нет места
messina-post-activated = { $colour } активирует: { $items }.
messina-post-activated-item = { $square }: { $action }
messina-post-ship-arrives = Корабли причаливают: { $items }.
messina-post-ship-arrives-item = { $ship } — { $dock }
messina-post-released = { $colour }: из карантина выходят горожане: { $items }.
messina-post-released-item = { $a_class } → { $to }
messina-post-more = … и ещё { $n } { $n ->
        [one] строка
        [few] строки
        [many] строк
       *[other] строки
    }: /log покажет все.

## messina.decision

messina-decision-lieutenant = выбор помощника
messina-decision-destination = выбор, куда идёт помощник
messina-decision-rescue = размещение спасённых горожан
messina-decision-fight = борьба с чумой
messina-decision-ship-fight = борьба с кубиком чумы на корабле
messina-decision-actions = этап действия
messina-decision-production = производство
messina-decision-release = размещение горожанина, выходящего из карантина
messina-decision-option = выбор варианта действия
messina-decision-book = выбор рейтинга для бесплатного повышения
messina-decision-scroll = выбор счётчика свитка
messina-decision-copy = выбор гекса, чьё действие вы выполняете
messina-decision-upgrade = выбор горожанина для улучшения
messina-decision-staff = выбор мастерской
messina-decision-overseer = выбор смотрителя
messina-decision-branch = выбор ветки смотрителя
messina-decision-steps = выбор, на сколько продвинуть смотрителя
messina-decision-activate = активация горожан
messina-decision-build = строительство
messina-decision-rotate-pay = оплата обновления жетонов
messina-decision-hut-on = размещение улучшения домика
messina-decision-give = выбор горожан для заселения
messina-decision-sacrifice = выбор помощника, который уйдёт в коробку

## messina.when

messina-when-turn-start = Это выбирается в начале хода.
messina-when-rescue = Это размещение спасённого горожанина — этап 2 хода на гекс.
messina-when-fight = Это борьба с чумой — этап 3 хода на гекс.
messina-when-ship = Это отказ от борьбы с кубиком чумы на корабле — этап 3 хода к кораблю.
messina-when-action-step = Это относится к этапу 4 — этапу действия.
messina-when-gain = Это ответ на награду, пока вы её разыгрываете.
messina-when-build = Это относится к строительству.
messina-when-repopulation = Это относится к заселению.
messina-when-release = Это перемещение горожанина в мастерскую.
messina-when-production = Это относится к вашему производству в конце раунда.
messina-when-anytime = Это перемещение горожанина в мастерскую — на этапе действия или при производстве.

## messina.event

messina-event-gains = { $colour } получает: { $gains }.
messina-event-book = { $colour } повышает { $book } до деления { $space }.
messina-event-book-end = { $colour } уже в конце счётчика ({ $book }): диск перекладывается наверх стопки.
messina-event-once-used = { $colour }: одноразовый { $square } теперь закрыт.
messina-event-lieutenant = { $colour } берёт помощника из запаса.
messina-event-recall = { $colour } отзывает помощника и получает 1 монету.
messina-event-go = { $colour } отправляет помощника на { $place }{ $paid }.
messina-event-paid = { " " }(заплатив { $cost } { $cost ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    })
messina-event-visit = { $colour } получает { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    } за посещение своего заселённого гекса.
messina-event-rescued = { $colour } спасает горожанина ({ $a_class }) и помещает его в { $square }.
messina-event-only-choice = { $colour }: { $choice } (единственный вариант).
messina-event-quarantined = { $colour } помещает горожанина ({ $a_class }) в домик для карантина { $hut }.
messina-event-discarded = { $colour }: нет места для горожанина ({ $a_class }) — он возвращается в запас.
messina-event-rats = { $colour } получает { $rats } { $rats ->
        [one] крысу
        [few] крысы
        [many] крыс
       *[other] крысы
    }.
messina-event-fought = { $colour } удаляет { $cubes } { $cubes ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    } (на гексе осталось { $left }).
messina-event-fought-ship = { $colour } борется с кубиком чумы на корабле.
messina-event-ship = { $colour } забирает { $ship }.
messina-event-staffed = { $colour }: { $workshop } — теперь там работает { $a_class }.
messina-event-late-reward = { $colour } получает разовую награду — { $workshop }: { $reward }.
messina-event-bought = { $colour } платит { $coins } { $coins ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    } за повышение рейтинга.
messina-event-scroll = { $colour }: { $track } — маркер на уровне { $level }.
messina-event-copied = { $colour } выполняет действие гекса { $place }.
messina-event-upgraded = { $colour } улучшает горожанина ({ $a_class }).
messina-event-overseer-flipped = { $colour } улучшает смотрителя ({ $class }).
messina-event-overseer = { $colour }: смотритель ({ $class }) доходит до ячейки { $pos } из 6.
messina-event-activated = { $colour } активирует горожанина — { $square }: { $action }.
messina-event-rotated-huts = { $colour } обновляет жетоны улучшений домиков.
messina-event-rotated-workshops = { $colour } обновляет жетоны мастерских.
messina-event-built = { $colour } строит: { $tile }.
messina-event-repopulating = { $colour } заселяет { $place }.
messina-event-sacrificed = { $colour } отправляет помощника в коробку.
messina-event-repopulated = { $colour }: жетон заселения теперь лежит на { $place }.
messina-event-round-end = Раунд { $round } окончен: производство.
messina-event-production = { $colour } производит.
messina-event-no-production = { $colour } ничего не производит.
messina-event-released = { $colour }: { $class } выходит из карантина → { $to }.
messina-event-round = Начинается раунд { $round }.
messina-event-ship-arrives = { $ship } причаливает: { $dock }.
messina-event-new-hex = В городе новый район: { $place }.
messina-event-late-workshops = Мастерские II эпохи заменяют мастерские I эпохи.
messina-event-plague = Чума распространяется: по кубику чумы на { $hexes } { $hexes ->
        [one] гекс
        [few] гекса
        [many] гексов
       *[other] гекса
    }.
messina-event-plague-short = Чуме нужно { $needed } { $needed ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }, но в запасе осталось только { $left }: кубики не выкладываются.
messina-event-game-over = Игра окончена.
messina-event-rats-back = { $colour }: { $rats } { $rats ->
        [one] крыса отодвигает
        [few] крысы отодвигают
        [many] крыс отодвигают
       *[other] крысы отодвигают
    } диск в рейтинге в народе назад, до деления { $space }.
messina-event-final-score = { $place }. { $colour }: { $score } { $score ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.

## messina.error

messina-error-malformed = Не понимаю «{ $text }». Выберите один из вариантов в списке.
messina-error-unknown = Не найдено ({ $what }): «{ $text }».
messina-error-off-topic = Сейчас идёт: { $now }. { $when }
messina-error-finish-first = Сначала завершите: { $now }.
messina-error-lying-first = Сначала используйте помощников, лежащих в Мессине, и только потом — помощников из поместья.
messina-error-no-lieutenant-there = У вас там нет помощника ({ $from }).
messina-error-lieutenant-used = Этот помощник уже использован в этом раунде.
messina-error-lieutenant-chosen = Помощник на этот ход уже выбран: { $from }. Чтобы выбрать другого, отмените выбор (undo).
messina-error-not-in-city = { $place }: этого гекса нет в городе.
messina-error-blocked = { $place }: в этом раунде здесь уже стоит помощник.
messina-error-move-cost = Это движение стоит { $cost } { $cost ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }, а у вас { $coins }.
messina-error-use-ship = Чтобы пойти на причал, выберите один из его кораблей (ship …).
messina-error-ship-not-docked = Этот корабль не стоит у причала в Мессине.
messina-error-ship-cost = { $dock }: путь туда стоит { $cost } { $cost ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }, а у вас { $coins }.
messina-error-must-quarantine = На гексе чума: спасённые горожане отправляются в карантин.
messina-error-no-quarantine = На гексе нет чумы: спасённые горожане идут в ваши секторы.
messina-error-no-such-hut = У вас 4 домика для карантина: от q1 до q4.
messina-error-hut-taken = Домик для карантина { $hut } занят.
messina-error-wrong-sector = Горожанин ({ $class }) помещается только в квадрат своего сектора.
messina-error-square-taken = Занят: { $square }.
messina-error-discard-room = Для горожанина ещё есть место; в запас он возвращается, только когда места нет.
messina-error-staff-action-step = Перемещайте горожан в мастерские на этапе действия (а здесь — только если сектор заполнен).
messina-error-staff-after-production = Вы уже произвели: горожан перемещают в мастерские до производства или в свой ход.
messina-error-staff-wrong-class = Место для горожанина ({ $class }) освобождает только горожанин того же класса ({ $class }).
messina-error-no-citizen-there = Там нет вашего горожанина: { $at }.
messina-error-no-workshop = У вас нет пустой мастерской, куда может пойти { $class }.
messina-error-no-cubes = Здесь не осталось кубиков чумы.
messina-error-no-cubes-there = { $place }: там нет кубика чумы, который можно удалить.
messina-error-no-fire = Нужно { $need } { $need ->
        [one] огонь
        [few] огня
        [many] огней
       *[other] огня
    }, а у вас { $have }.
messina-error-no-big-fire = Нужно { $need } { $need ->
        [one] мощный огонь
        [few] мощных огня
        [many] мощных огней
       *[other] мощных огня
    }, а у вас { $have }.
messina-error-big-fire-double-late = С раунда V один мощный огонь удаляет только один кубик.
messina-error-big-fire-double-cubes = Один мощный огонь удаляет здесь 2 кубика, только если на гексе 2 кубика.
messina-error-not-adjacent-hex = { $place } не граничит с этим гексом.
messina-error-ship-no-adjacent = Мощный огонь на корабле удаляет только кубик корабля.
messina-error-ship-decline = Чтобы не бороться с кубиком на корабле, возьмите крысу (`rat`).
messina-error-hex-used = Вы уже выполнили действие этого гекса (или заселили его) в этот ход.
messina-error-ship-no-hex = У хода к кораблю нет действия гекса.
messina-error-hex-options = У действия этого гекса { $n } { $n ->
        [one] вариант
        [few] варианта
        [many] вариантов
       *[other] варианта
    }: выберите один (`option 1` …).
messina-error-hex-no-options = У действия этого гекса один вариант: выполните его командой `hex`.
messina-error-option-range = Выберите вариант от 1 до { $n }.
messina-error-repop-port = Заселить можно только гекс района, на котором стоит ваш помощник (не порт и не причал).
messina-error-repop-done = Этот гекс уже заселён.
messina-error-repop-tiles = Вы уже выложили все 5 жетонов заселения.
messina-error-repop-cost = Вы не можете заплатить цену заселения.
messina-error-repop-wagon = Для заселения нужна неиспользованная повозка.
messina-error-repop-lieutenant = Для заселения этого гекса нужно отдать неиспользованного помощника.
messina-error-repop-citizens = У вас нет горожан, нужных для этого гекса (улучшенных, где указано; не из карантина).
messina-error-buy-popularity = Рейтинг в народе повышается только за удаление кубиков чумы; купить можно повышение рейтинга в городе и у церкви.
messina-error-buy-only-in-turn = Повышения рейтингов покупают на этапе действия своего хода.
messina-error-advance-cost = Повышение рейтинга стоит { $cost } { $cost ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    } (по одной за каждого вашего помощника), а у вас { $coins }.
messina-error-not-pending = У вас нет ожидающей награды: { $term }.
messina-error-term-useless = Сейчас это ничего не даст: { $term }.
messina-error-produce-first = Сначала произведите (до этого можно переместить горожан в мастерские).
messina-error-produced = Вы уже произвели.
messina-error-book-popularity = Бесплатно можно повысить только рейтинг в городе или у церкви.
messina-error-no-such-track = На вашем планшете свитка нет такого счётчика.
messina-error-scroll-top = Этот маркер свитка уже на верхнем уровне.
messina-error-copy-dock = У причала нет действия; выберите гекс или порт.
messina-error-already-upgraded = Горожанин уже улучшен: { $at }.
messina-error-no-such-workshop = У вас нет такой мастерской.
messina-error-workshop-taken = В мастерской { $n } уже есть горожанин.
messina-error-workshop-class = В эту мастерскую может пойти только { $class }.
messina-error-overseer-centre = Смотритель ({ $class }) в центре и больше не продвигается.
messina-error-overseer-upgraded = Смотритель ({ $class }) уже улучшен.
messina-error-overseer-class = Это продвижение — для смотрителя ({ $class }).
messina-error-branch-other = Выберите одну из двух веток смотрителя ({ $class }).
messina-error-steps-range = Смотритель продвигается на 1 ячейку или на 2, пропустив следующую.
messina-error-once-used = Одноразовый { $square } уже использован; горожанин остаётся там, но больше не активируется.
messina-error-activated-already = Этот горожанин уже активирован при этом продвижении: { $square }.
messina-error-not-reachable = Смотритель не может отсюда активировать этого горожанина: { $square } (или там не осталось активаций).
messina-error-rotate-once = Обновить жетоны можно только один раз, в начале строительства.
messina-error-rotate-no-pay = Вам нечем заплатить за обновление (1 монета, древесина, огонь, мощный огонь или очко).
messina-error-not-face-up = Этот жетон не лежит в запасе лицевой стороной вверх.
messina-error-no-free-hut = Все ваши домики для карантина уже улучшены.
messina-error-cost = Вы не можете это оплатить (цена: { $coins } { $coins ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    }, { $wood } { $wood ->
        [one] древесина
        [few] древесины
        [many] древесины
       *[other] древесины
    }).
messina-error-must-build = После платного обновления нужно строить: построить что-то можно.
messina-error-no-payment = Вам нечем так заплатить.
messina-error-hut-upgraded = На домике для карантина { $hut } уже есть улучшение.
messina-error-give = Этого горожанина нельзя отдать (не тот класс, не улучшен, где это нужно, или на карантине).
messina-error-sacrifice = Отдать можно только помощника, ещё не использованного в этом раунде.

## messina.summary

messina-summary-round = Раунд { $round } из 6; порядок хода: { $order }; в запасе { $cubes } { $cubes ->
        [one] кубик чумы
        [few] кубика чумы
        [many] кубиков чумы
       *[other] кубика чумы
    }.
messina-summary-automa = Соперник: в этом раунде осталось выставить помощников: { $left }; рейтинг в народе — деление { $pop }; жетонов в стопке: { $pile }. Отличный результат в одиночной игре — { $good } { $good ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
messina-summary-automa-standing = стоит помощник соперника
messina-summary-site = { $place }: { $action }
messina-summary-site-with = { $site } — { $here }
messina-summary-cubes = { $n } { $n ->
        [one] кубик чумы
        [few] кубика чумы
        [many] кубиков чумы
       *[other] кубика чумы
    }
messina-summary-citizens = спасти: { $citizens }
messina-summary-repop = заселён: { $colour }
messina-summary-standing = { $colour } стоит
messina-summary-lying = { $colour } лежит
messina-summary-ship = { $ship }, { $dock }
messina-summary-ship-cube = { $ship } с кубиком чумы
messina-summary-docked = Корабли у причалов: { $ships }.
messina-summary-for-sale = { $tile }, цена: { $cost }
messina-summary-workshop = { $tile } ({ $gives })
messina-summary-sale-huts = Доступные улучшения домиков: { $tiles }.
messina-summary-sale-workshops = Доступные мастерские: { $tiles }.
messina-summary-sale-wagons = Доступные повозки: { $tiles }.
messina-summary-player = { $colour }: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }; монеты: { $coins }, древесина: { $wood }, огонь: { $fire }, мощный огонь: { $bigfire }, крысы: { $rats }; рейтинги: в народе { $pop }, в городе { $city }, у церкви { $church }.
messina-summary-estate = { $colour } — поместье:
messina-summary-sector = { "  " }{ $classes }: { $squares }
messina-summary-square-free = { $id } ({ $action }) свободен
messina-summary-square-taken = { $id } ({ $action }) занят
messina-summary-square-upgraded = { $id } ({ $action }) занят, улучшен
messina-summary-overseers = { "  " }Смотрители: { $overseers }
messina-summary-overseer = { $class }: { $at }
messina-summary-overseer-upgraded = { $class } (улучш.): { $at }
messina-summary-overseer-start = на старте
messina-summary-overseer-at = на ячейке { $pos }
messina-summary-overseer-branch = на ячейке { $pos }, ветка к сектору «{ $towards }»
messina-summary-estate-huts = { "  " }Карантин: { $huts }
messina-summary-hut = домик { $hut }: { $what }
messina-summary-hut-citizen = { $class } в квадрате { $slot }
messina-summary-estate-workshops = { "  " }Мастерские: { $workshops }
messina-summary-owned-workshop = { $n }. { $tile }, { $who }
messina-summary-workshop-empty = пусто
messina-summary-workshop-citizen = { $class }
messina-summary-workshop-upgraded = { $class } (улучш.)
messina-summary-estate-wagons = { "  " }Повозки: { $wagons }
messina-summary-wagon = { $tile }
messina-summary-wagon-used = { $tile }, использована в этом раунде
messina-summary-ships = { "  " }Корабли: { $ships }
messina-summary-scroll = { "  " }Свиток: { $tracks }
messina-summary-track = { $track }: { $level }
messina-summary-lieutenants = { "  " }Помощники: { $where }; осталось { $repop } { $repop ->
        [one] жетон
        [few] жетона
        [many] жетонов
       *[other] жетона
    } заселения.
messina-summary-lt-estate = в поместье: { $n }
messina-summary-lt-recalled = отозвано в этом раунде: { $n }
messina-summary-lt-standing = 1 стоит — { $place }
messina-summary-lt-lying = 1 лежит — { $place }
messina-summary-lt-supply = в запасе: { $n }
messina-summary-lt-box = в коробке: { $n }
messina-summary-pending = { "  " }Разыграть: { $pending }

## messina.automa

messina-automa-place = Соперник раскрывает жетон { $tile } и ставит помощника: { $place }.
messina-automa-skip = Соперник раскрывает жетон { $tile }: место { $place } недоступно, жетон ждёт конца раунда.
messina-automa-reshuffle = Стопка соперника закончилась; пропущенные им жетоны перемешиваются.
messina-automa-stuck = Ни один жетон для одиночной игры не указывает на доступное место: в этом раунде соперник больше не выставляет помощников.
messina-automa-rescue = Соперник отправляет горожан с этого гекса в запас: { $count }.
messina-automa-fight = Соперник удаляет кубик чумы и продвигается до деления { $space } в рейтинге в народе.
messina-automa-take = Соперник забирает { $tile }; жетон выходит из игры.
messina-automa-nothing = Соперник не может взять: { $action }; ничего не происходит.
messina-automa-ship = корабль
messina-automa-wagon = повозка
messina-automa-workshop = мастерская этого класса
messina-automa-huts = улучшения домиков

## messina.last

messina-last-caption = { $player }: { $parts }
messina-last-went = помощник идёт на { $place }
messina-last-recalled = помощник отозван
messina-last-rescued = { $count ->
        [one] спасён { $count } горожанин
        [few] спасено { $count } горожанина
        [many] спасено { $count } горожан
       *[other] спасено { $count } горожанина
    }
messina-last-removed = { $count ->
        [one] удалён { $count } кубик чумы
        [few] удалено { $count } кубика чумы
        [many] удалено { $count } кубиков чумы
       *[other] удалено { $count } кубика чумы
    } ({ $hexes })
messina-last-repopulated = заселение: { $place }
messina-last-ship = забран корабль { $ship }
messina-last-workshop = построена мастерская { $id } ({ $class })
messina-last-hut = построено улучшение домика { $id }
messina-last-wagon = построена повозка { $id }
messina-last-upgraded = { $count ->
        [one] улучшен { $count } горожанин
        [few] улучшено { $count } горожанина
        [many] улучшено { $count } горожан
       *[other] улучшено { $count } горожанина
    }
messina-last-book = { $book } { $n }
messina-last-overseer = смотритель ({ $class }) { $n }
messina-last-overseer-upgraded = смотритель ({ $class }) улучшен
messina-last-scroll = счётчик свитка { $n }
messina-last-tokens = { $tokens }
messina-last-coins = { $n } { $count ->
        [one] монета
        [few] монеты
        [many] монет
       *[other] монеты
    }
messina-last-wood = древесина { $n }
messina-last-fire = огонь { $n }
messina-last-bigfire = мощный огонь { $n }
messina-last-points = { $n } { $count ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
messina-last-rats = { $n } { $count ->
        [one] крыса
        [few] крысы
        [many] крыс
       *[other] крысы
    }
messina-last-plague = новые кубики чумы на { $hexes } { $hexes ->
        [one] гексе
        [few] гексах
        [many] гексах
       *[other] гексах
    }
messina-last-new-hex = новый район: { $place }
messina-last-round = начинается раунд { $round }
messina-last-nothing = в городе ничего не изменилось

## score

score-regions = регионы
score-palace = дворец
score-play = по ходу игры
score-rats = крысы
score-books = рейтинги
score-popularity = лидерство в народе
score-hexes = районы
score-scroll = свиток
score-majority = бонус за заселение
score-resources = ресурсы

## discord

discord-done = Готово.
discord-your-turn = { $mention }, ваш ход: { $ask }
discord-decide = Ваше решение: { $ask }
discord-waiting = Ходит { $name }: { $ask }
discord-reminder = { $mention }, { $reminder }
discord-thread-name = { $game } — { $name }
discord-thread-opened = Стол для игры «{ $game }» открыт здесь: { $thread }.
discord-group-start = { $a }, { $b } …
discord-group-part = { $first } ({ $part }/{ $parts })
discord-page = { $page }/{ $pages }
discord-previous = ◀
discord-next = ▶
discord-undo = ↩ Отменить
discord-help =
    {"*"}*Lazaretto** проводит настольные игры по переписке в этом канале или в ветке (по одной игре за раз).
    `/new game:rattus` или `/new game:messina` открывает стол; параметры: `players:` (Rattus — 2–4, «Мессина» — 1–4; при 1 — одиночная игра против виртуального соперника), `variant:` («Мессина»: обычная игра или продвинутая версия), `priority_tile:` (жетон приоритета рейтингов в «Мессине»), `thread:true` (открыть стол в новой ветке). Остальные вводят `/join`, создатель — `/start`.
    В свой ход нажимайте кнопки под сообщением, в котором вас упомянули: дальше ход идёт в панели, которую видите только вы, по одному решению за раз, а когда ход закончится, его целиком увидят все. Можно также ввести `/play action:` (команда покажет ваши допустимые варианты).
    `↩ Отменить` в панели (или `/undo`) отменяет ваш последний выбор в этом ходу. `/board`, `/status`, `/log`, `/peek` показывают игру только вам; `/estate` показывает поместье в «Мессине» (ваше или игрока из `player:`).
    `/remind` настраивает напоминания (интервал, тихие часы по UTC, пауза на этот ход).
    Создатель стола или участники с правом «Управлять каналами» могут прервать игру (`/abandon`), удалить игрока из лобби (`/kick`) или заменить игрока (`/replace`).
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord не принял ответ. Попробуйте ещё раз.
discord-error-internal = Что-то пошло не так. Попробуйте ещё раз.
discord-error-arguments = Не удалось прочитать параметры команды: { $error }
discord-error-outdated-command = Не удалось прочитать параметры команды ({ $error }); возможно, ваш Discord показывает старую версию /{ $command }. Попробуйте ещё раз через минуту.
discord-error-interval = Укажите интервал, например 24h, 90m или 30s; не меньше { $min }.
discord-error-quiet = Укажите тихие часы двумя часами UTC, например 22-7, или off.
discord-error-guild-only = В игры Lazaretto играют в каналах и ветках сервера, а не в личных сообщениях.
discord-error-unknown-component = Я не знаю этой кнопки или меню (возможно, они от старой версии бота). /status покажет игру в этом канале.
discord-error-empty-select = Ничего не выбрано; выберите один из вариантов в меню.
discord-error-unknown-command = Я не знаю команды /{ $command }; возможно, ваш Discord показывает старый список команд. Попробуйте ещё раз через минуту.

## image

image-player = { $name } ({ $seat })
image-last-turn = Последний ход — { $turn }
image-no-last-turn = Ходов ещё не было.

## image.legend

image-legend-changed = изменилось в последнем ходу

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

## image.messina

image-messina-cost-free = бесплатно

## image.messina.status

image-messina-status-turn = Раунд { $round } · ходит { $player }: { $stage }
image-messina-status-with = { $status } · { $extra }
image-messina-status-solo-score = счёт { $score } / отличный результат { $good }
image-messina-status-automa = Раунд { $round } · ход соперника
image-messina-status-over = Игра окончена · побеждает { $player }: { $score } { $score ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
image-messina-status-ended = Раунд { $round } · игра окончена
image-messina-status-solo-over = Игра окончена · { $player }: { $score } { $score ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    } · { $verdict }
image-messina-status-good-reached = отличный результат ({ $good }) достигнут
image-messina-status-good-short = до отличного результата ({ $good }) не хватает { $short }

## image.messina.stage

image-messina-stage-lieutenant = выбор помощника
image-messina-stage-destination = куда идти
image-messina-stage-rescue = спасение горожан
image-messina-stage-fight = борьба с чумой
image-messina-stage-ship-fight = кубик чумы на корабле
image-messina-stage-actions = этап действия
image-messina-stage-option = выбор варианта
image-messina-stage-overseer = продвижение смотрителя
image-messina-stage-activate = активация горожан
image-messina-stage-build = строительство
image-messina-stage-repopulate = заселение
image-messina-stage-upgrade = улучшение горожанина
image-messina-stage-scroll = счётчик свитка
image-messina-stage-book = повышение рейтинга
image-messina-stage-copy = действие другого гекса
image-messina-stage-staff = горожанин в мастерскую
image-messina-stage-production = производство
image-messina-stage-quarantine = выход из карантина
image-messina-stage-over = игра окончена

## image.messina.hex-colour

image-messina-hex-colour-orange = оранжевый
image-messina-hex-colour-white = белый
image-messina-hex-colour-blue = синий
image-messina-hex-colour-red = красный

## image.messina.rat

image-messina-rat-left = крыса повёрнута влево
image-messina-rat-right = крыса повёрнута вправо
image-messina-rat-standing = стоячая крыса

## image.messina.goods

image-messina-goods-gems = самоцветы
image-messina-goods-spices = пряности
image-messina-goods-silk = шёлк

## image.messina.auto

image-messina-auto-ship = корабль
image-messina-auto-wagon = повозка
image-messina-auto-huts = улучшения домиков
image-messina-auto-workshop = мастерская { $class }

## image.messina.city

image-messina-city-title = Мессина 1347 · город
image-messina-city-dock-of = причал порта { $port }
image-messina-city-port = порт
image-messina-city-port-dock = причал { $dock }
image-messina-city-repop-badge = +2/посещение · { $vp } ПО
image-messina-city-vp = { $vp } ПО
image-messina-city-empty = пустое место
image-messina-city-next-here = следующий гекс — сюда
image-messina-city-next-maybe = следующий гекс здесь
image-messina-city-if-tile = если жетон причала укажет: { $ports }
image-messina-city-free = свободно
image-messina-city-wheel = Колесо населения
image-messina-city-wheel-note = поворот: по 1 кубику на каждый гекс с крысой из окошка
image-messina-city-window = { $id } · { $label }
image-messina-city-window-now = в окошке сейчас
image-messina-city-window-next = после следующего поворота
image-messina-city-none = нет
image-messina-city-next-round = следующий раунд ({ $round }): { $turns } { $turns ->
        [one] поворот
        [few] поворота
        [many] поворотов
       *[other] поворота
    }
image-messina-city-no-more-turns = поворотов больше нет
image-messina-city-legend = Обозначения
image-messina-city-supply = запас: { $cubes } { $cubes ->
        [one] кубик чумы
        [few] кубика чумы
        [many] кубиков чумы
       *[other] кубика чумы
    } · { $hexes } { $hexes ->
        [one] новый гекс
        [few] новых гекса
        [many] новых гексов
       *[other] новых гекса
    } · { $ships } { $ships ->
        [one] корабль
        [few] корабля
        [many] кораблей
       *[other] корабля
    }

## image.messina.legend

image-messina-legend-title = Обозначения
image-messina-legend-glyphs = число на значке — количество; значки рядом — всё сразу; a / b — что-то одно
image-messina-legend-coins = монеты
image-messina-legend-wood = древесина
image-messina-legend-fire = огонь
image-messina-legend-bigfire = мощный огонь
image-messina-legend-points = очки сразу
image-messina-legend-either-book = рейтинг в городе или у церкви
image-messina-legend-city = рейтинг в городе
image-messina-legend-church = рейтинг у церкви
image-messina-legend-scroll = счётчик свитка
image-messina-legend-any-overseer = любой смотритель
image-messina-legend-advance-overseer = продвинуть смотрителя
image-messina-legend-skip-overseer = смотритель, можно пропустить 1
image-messina-legend-upgrade-overseer = улучшить смотрителя
image-messina-legend-upgrade-advance = улучшить + продвинуть
image-messina-legend-upgrade-citizen = улучшить горожанина
image-messina-legend-lieutenant = взять помощника
image-messina-legend-hex-action = действие любого гекса
image-messina-legend-activate = активировать горожан
image-messina-legend-build = строительство
image-messina-legend-cube = кубик чумы
image-messina-legend-standing = стоит (блокирует)
image-messina-legend-lying = лежит
image-messina-legend-must-upgrade = нужен улучшенный
image-messina-legend-repop = очки за заселение (рамка: требования)
image-messina-legend-automa = соперник (стоит)
image-messina-legend-automa-disc = диск соперника (одиночная игра)
image-messina-legend-craftsman = ремесленник
image-messina-legend-upgraded = улучшен (золотой)
image-messina-legend-p1 = 2 квадрата
image-messina-legend-p2 = 1 квартал
image-messina-legend-p3 = 2 квартала
image-messina-legend-p4 = где угодно
image-messina-legend-once = одноразовый квадрат (сторона b)
image-messina-legend-used = использован: закрыт навсегда

## image.messina.scoring

image-messina-scoring-title = Мессина 1347 · игровой планшет
image-messina-scoring-track = Счётчик победных очков
image-messina-scoring-track-note = диски в стопке: верхний пришёл последним и выигрывает при ничьей
image-messina-scoring-turn-order = Порядок хода, раунд { $round }
image-messina-scoring-points = очки
image-messina-scoring-rank = место
image-messina-scoring-vs-automa = нар. vs соп.
image-messina-scoring-to-use = осталось
image-messina-scoring-holdings = монеты · древесина · огонь · мощный огонь · крысы
image-messina-scoring-behind = позади
image-messina-scoring-level = наравне
image-messina-scoring-ahead = впереди
image-messina-scoring-lieutenants-left = { $count } пом.
image-messina-scoring-lt-note = «пом.» = помощники, не использованные в этом раунде · в запасе { $count ->
        [one] ждёт { $count } помощник
        [few] ждут { $count } помощника
        [many] ждут { $count } помощников
       *[other] ждут { $count } помощника
    } (рейтинг в городе)
image-messina-scoring-automa = Соперник
image-messina-scoring-automa-note = виртуальный соперник, без очков
image-messina-scoring-automa-pop = нар. { $pop }
image-messina-scoring-automa-pile = стопка: осталось { $left } из 14 жетонов
image-messina-scoring-automa-used = использован в этом раунде
image-messina-scoring-automa-skipped = пропущен (гекс занят)
image-messina-scoring-none = нет
image-messina-scoring-more = ещё +{ $count }
image-messina-scoring-final = Итоговые очки
image-messina-scoring-total = итого
image-messina-scoring-final-note = «по ходу» = счётчик очков; ничья: больше заселённых районов, затем лучший из них
image-messina-scoring-short = не хватает { $short } { $short ->
        [one] очка
        [few] очков
        [many] очков
       *[other] очка
    }
image-messina-scoring-reached = достигнут
image-messina-scoring-good-result = Счёт { $score } / отличный результат { $good } · { $verdict }
image-messina-scoring-good-mark = отличный результат { $good }
image-messina-scoring-solo-pop = в народе: ваш диск — { $you }, соперника — { $automa } (5 очков, если наравне или впереди, после крыс)
image-messina-scoring-solo-note = соло: бонус за заселение 3 / 7 / 10 за 2 / 3 / 4+ района; отличный результат 130 (продвинутая версия — 140)
image-messina-scoring-rounds = Таблица раундов
image-messina-scoring-rounds-tile = Таблица раундов (с жетоном приоритета рейтингов)
image-messina-scoring-round = раунд
image-messina-scoring-first = первый ход
image-messina-scoring-order-by = порядок хода по
image-messina-scoring-ships = корабли
image-messina-scoring-fire-cube = огонь / кубик
image-messina-scoring-wheel = колесо
image-messina-scoring-workshops = мастерские
image-messina-scoring-wheel-setup = 1 (подготовка)
image-messina-scoring-wheel-one = 1 поворот
image-messina-scoring-wheel-two = 2 поворота
image-messina-scoring-wheel-none = нет
image-messina-scoring-early = I эпохи (∞)
image-messina-scoring-late = II эпохи (⚡)
image-messina-scoring-you = вы
image-messina-scoring-automa-first = соперник
image-messina-scoring-by-random = случайно
image-messina-scoring-by-popularity = в народе
image-messina-scoring-by-city = в городе
image-messina-scoring-by-church = у церкви
image-messina-scoring-by-score = победные очки
image-messina-scoring-rounds-note = ■ маркер раунда · раунд VI: в городе нет новых кубиков и горожан
image-messina-scoring-pop = В народе
image-messina-scoring-pop-note = +1 за кубик
image-messina-scoring-city = В городе
image-messina-scoring-church = У церкви
image-messina-scoring-advance-note = 1 монета за пом.
image-messina-scoring-stack-note = стопка: последний пришедший сверху
image-messina-scoring-offer = Доступные жетоны
image-messina-scoring-supply = запас: { $ships } { $ships ->
        [one] корабль
        [few] корабля
        [many] кораблей
       *[other] корабля
    } · { $cubes } { $cubes ->
        [one] кубик чумы
        [few] кубика чумы
        [many] кубиков чумы
       *[other] кубика чумы
    } · { $hexes } { $hexes ->
        [one] новый гекс
        [few] новых гекса
        [many] новых гексов
       *[other] новых гекса
    }
image-messina-scoring-hut = домик
image-messina-scoring-wagon = повозка
image-messina-scoring-early-tile = ∞ I эпохи
image-messina-scoring-late-tile = ⚡ II эпохи
image-messina-scoring-each-round = каждый раунд:
image-messina-scoring-once = один раз:
image-messina-scoring-when-built = при постройке:
image-messina-scoring-no-points = без очков
image-messina-scoring-hut-stacks = улучшения домиков · стопки { $stacks }
image-messina-scoring-workshop-stacks = мастерские · стопки { $stacks } · II эпохи { $late }
image-messina-scoring-wagon-stacks = повозки · стопки { $stacks }

## image.messina.category

image-messina-category-play = по ходу
image-messina-category-rats = крысы
image-messina-category-books = рейтинги
image-messina-category-popularity = места
image-messina-category-hexes = районы
image-messina-category-scroll = свиток
image-messina-category-resources = ресурсы
image-messina-category-majority = большинство

## image.messina.estate

image-messina-estate-title = Поместье: { $player }
image-messina-estate-side-b = { $id } · сторона b
image-messina-estate-theme = тема: { $theme }
image-messina-estate-once-count = ⚡ одноразовые квадраты: использовано { $used } из { $once }
image-messina-estate-side-a = планшет игрока, сторона a
image-messina-estate-once = ⚡ один раз
image-messina-estate-once-used = ⚡ использован
image-messina-estate-huts = Домики для карантина
image-messina-estate-each-round = каждый раунд:
image-messina-estate-no-upgrade = без улучшения
image-messina-estate-produces-nothing = ничего не производит
image-messina-estate-slot-1 = квадрат I
image-messina-estate-slot-2 = квадрат II
image-messina-estate-slot-note = из квадрата II выходит в конце раунда
image-messina-estate-workshops = Мастерские
image-messina-estate-workshops-note = ★ = продукция с улучшенным горожанином (+1 очко каждый раунд за любого улучшенного горожанина)
image-messina-estate-no-workshops = пока ничего не построено
image-messina-estate-face-down = использована: лицом вниз
image-messina-estate-each-round-plain = каждый раунд
image-messina-estate-each-round-star = каждый раунд, нужен ★
image-messina-estate-once-plain = один раз
image-messina-estate-once-star = один раз, нужен ★
image-messina-estate-empty-workshop = пусто ({ $class })
image-messina-estate-none-there = никого
image-messina-estate-start = старт
image-messina-estate-reach-squares = { $n } из { $squares } → { $occupied }
image-messina-estate-reach-two-areas = { $own } в { $own_area } + { $other } в { $other_area } → { $occupied }
image-messina-estate-reach-area = до { $n } в { $area } → { $occupied }
image-messina-estate-reach-anywhere = до { $n } { $n ->
        [one] горожанина
        [few] горожан
        [many] горожан
       *[other] горожанина
    } где угодно
image-messina-estate-holdings = Запасы
image-messina-estate-coins = монеты
image-messina-estate-wood = древесина
image-messina-estate-fire = огонь
image-messina-estate-bigfire = мощный огонь
image-messina-estate-rats = крысы
image-messina-estate-points = очки
image-messina-estate-lieutenants = Помощники
image-messina-estate-owned = { $owned } { $owned ->
        [one] помощник
        [few] помощника
        [many] помощников
       *[other] помощника
    }: повышение рейтинга стоит { $owned } { $owned ->
        [one] монету
        [few] монеты
        [many] монет
       *[other] монеты
    }
image-messina-estate-lt-estate = поместье
image-messina-estate-lt-used = поместье, использован
image-messina-estate-lt-stands = { $place }, стоит
image-messina-estate-lt-lies = { $place }, лежит
image-messina-estate-lt-supply = запас
image-messina-estate-lt-box = коробка
image-messina-estate-repop-none = жетоны заселения: осталось { $left } · не выложены
image-messina-estate-repop-placed = жетоны заселения: осталось { $left } · выложены: { $hexes }
image-messina-estate-overseers = Смотрители
image-messina-estate-overseers-note = пунктир = следующая ячейка; ★ золотой = улучшен
image-messina-estate-overseer = { $class }: ячейка { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-overseer-up = { $class } ★: ячейка { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-branch = ветка { $branch }
image-messina-estate-no-branch = ветка не выбрана
image-messina-estate-centre = в центре: дальше не продвигается
image-messina-estate-choose-branch = далее: выбор ветки (см. подписи на планшете)
image-messina-estate-next = далее { $space }: { $reach }
image-messina-estate-scroll = Планшет свитка
image-messina-estate-scroll-note = очки за единицу в конце игры; ■ = маркер
image-messina-estate-scroll-b = { $id } { $name } · сторона b · очки в конце игры
image-messina-estate-level = уровень { $level } из { $of }
image-messina-estate-per-building = /здание
image-messina-estate-per-ship = /корабль
image-messina-estate-per-tile = /жетон
image-messina-estate-per-nothing = { "" }
image-messina-estate-track-book = полоски: { $book }
image-messina-estate-track-goods-type = товары одного вида
image-messina-estate-track-huts = улучшения домиков
image-messina-estate-track-overseers = конец пути смотрителей
image-messina-estate-book-pop = рейтинг в народе
image-messina-estate-book-city = рейтинг в городе
image-messina-estate-book-church = рейтинг у церкви
image-messina-estate-unit-goods-type = корабль с вашим самым частым товаром
image-messina-estate-unit-workshop = мастерская
image-messina-estate-unit-wood = древесина в конце игры
image-messina-estate-unit-hut = улучшение домика
image-messina-estate-unit-coin = монета (по номиналу) в конце игры
image-messina-estate-unit-other = единица
image-messina-estate-per-unit = за единицу ({ $unit })
image-messina-estate-per-unit-cap = за единицу ({ $unit }), не более { $cap }
image-messina-estate-book-values = фикс.: слева — за одной полоской, справа — за двумя
image-messina-estate-overseer-values = за смотрителя на ячейке 4 · 5 · центр; в зачёт 2 лучших
image-messina-estate-ships = Корабли
image-messina-estate-ship = { $id } { $goods }
image-messina-estate-none = нет
image-messina-estate-wagons = Повозки
image-messina-estate-no-wagons = нет (для заселения нужна повозка)
image-messina-estate-wagon-used = { $id } использована
image-messina-estate-wagon-ready = { $id } готова
image-messina-estate-deferred = Ждёт следующего хода:

## image.messina.estate.track-kind

image-messina-estate-track-kind-buildings = здания
image-messina-estate-track-kind-goods = товары
image-messina-estate-track-kind-repop = заселение
image-messina-estate-track-kind-goods-type = товары одного вида
image-messina-estate-track-kind-workshops = мастерские
image-messina-estate-track-kind-wood = древесина
image-messina-estate-track-kind-huts = улучшения домиков
image-messina-estate-track-kind-coins = монеты
image-messina-estate-track-kind-book = рейтинг
image-messina-estate-track-kind-overseer-end = конец пути смотрителей

## added later (languages, commands, bots, clocks)

play-bot-usage = использование: /bot add [LEVEL] (easy, strong или random) или /bot remove
language-en = English
language-de = Deutsch
language-ru = Русский
language-pl = Polski
language-cs = Čeština
table-language-set = { $name } устанавливает язык стола: { $language }.
table-language-choice = { $language } ({ $code })
table-error-unknown-language = Языка «{ $language }» здесь нет. Известные языки: { $known }.
command-new-name = new
command-new-description = Открыть стол для игры в этом канале или в новой ветке
command-new-option-game-name = game
command-new-option-game-description = Игра, в которую будете играть
command-new-option-players-name = players
command-new-option-players-description = Ровно столько игроков (сколько нужно, указано у каждой игры)
command-new-option-options-name = options
command-new-option-options-description = Параметры игры, например variant=advanced priority_tile=on, или solo
command-new-option-thread-name = thread
command-new-option-thread-description = Открыть стол в новой ветке этого канала
command-join-name = join
command-join-description = Занять место за столом в этом канале
command-leave-name = leave
command-leave-description = Освободить своё место до начала игры
command-start-name = start
command-start-description = Начать игру (создатель стола или модератор)
command-play-name = play
command-play-description = Сделать выбор; в списке — допустимые варианты
command-play-option-action-name = action
command-play-option-action-description = Ваш выбор, например place gallia 2
command-undo-name = undo
command-undo-description = Отменить свой последний выбор (в пределах своего хода)
command-board-name = board
command-board-description = Текущее изображение поля (видите только вы)
command-status-name = status
command-status-description = Чей сейчас ход и с какого времени (видите только вы)
command-log-name = log
command-log-description = Последние события игры (видите только вы)
command-log-option-count-name = count
command-log-option-count-description = Сколько событий (по умолчанию 10)
command-peek-name = peek
command-peek-description = Ещё раз то, что можете видеть только вы, например что увидела ваша Ведьма
command-estate-name = estate
command-estate-description = Поместье игрока в «Мессине» (видите только вы)
command-estate-option-player-name = player
command-estate-option-player-description = Чьё поместье (по умолчанию ваше или того, кто сейчас ходит)
command-remind-name = remind
command-remind-description = Показать или изменить напоминания этой игры
command-remind-option-interval-name = interval
command-remind-option-interval-description = Через сколько напомнить игроку о ходе, например 24h, 90m
command-remind-option-quiet-name = quiet
command-remind-option-quiet-description = Тихие часы по UTC, например 22-7, или off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Приостановить напоминания на текущий ход
command-abandon-name = abandon
command-abandon-description = Прекратить игру в этом канале (создатель стола или модератор)
command-kick-name = kick
command-kick-description = Удалить игрока из лобби (создатель стола или модератор)
command-kick-option-player-name = player
command-kick-option-player-description = Игрок, которого нужно удалить
command-replace-name = replace
command-replace-description = Передать место игрока другому человеку или боту (создатель стола или модератор)
command-replace-option-old-name = old
command-replace-option-old-description = Игрок, который уходит
command-replace-option-new-name = new
command-replace-option-new-description = Тот, кто занимает место
command-replace-option-bot-name = bot
command-replace-option-bot-description = Или бот этого уровня: easy, strong или random
command-bot-name = bot
command-bot-description = Боты в лобби: игроки под управлением ИИ, занимающие место за столом
command-bot-add-name = add
command-bot-add-description = Посадить бота за этот стол (создатель стола или модератор)
command-bot-add-option-level-name = level
command-bot-add-option-level-description = Насколько хорошо он играет: easy, strong (по умолчанию) или random
command-bot-remove-name = remove
command-bot-remove-description = Убрать из лобби последнего добавленного бота (создатель стола или модератор)
command-clock-name = clock
command-clock-description = Время на каждый ход; когда оно у игрока истекает, ход делает ИИ или игроку напоминают
command-clock-option-time-name = time
command-clock-option-time-description = Время на ход, например 24h, 90m, 30s, или off
command-clock-option-policy-name = policy
command-clock-option-policy-description = Когда время истекает: ai (ход делает ИИ, по умолчанию) или remind
command-help-name = help
command-help-description = Как пользоваться Lazaretto или как играть в конкретную игру
command-help-option-game-name = game
command-help-option-game-description = Игра: как устроен ход и нотация
command-new-option-language-name = language
command-new-option-language-description = Язык стола: en, de, ru, pl или cs (по умолчанию — язык сервера)
command-language-name = language
command-language-description = Сменить язык сообщений и изображений этого стола (создатель стола)
command-language-option-language-name = language
command-language-option-language-description = en, de, ru, pl или cs
table-bot-name = Бот { $n } ({ $level })
table-bot-error-level = Уровня бота «{ $level }» нет: используйте easy, strong или random.
table-bot-error-none = За этим столом нет ботов.
table-bot-error-replace-whom = Укажите, кто займёт место: игрок (new) или бот (bot).
table-clock-set = { $name } вводит лимит времени на ход: { $time }; когда время игрока истекает, { $policy }.
table-clock-off = { $name } отключает лимит времени на ход.
table-clock-policy-ai = ход за него делает ИИ
table-clock-policy-remind = ему приходит напоминание
table-clock-ai-step = У игрока { $player } истекло время; за него ходит ИИ: { $action }
table-clock-error-policy = Режима «{ $policy }» для лимита времени нет: используйте ai или remind.
discord-error-clock = «{ $time }» — это не время на ход: укажите, например, 24h, 90m, 30s или off.
