# messina: the game's words (ru). Loaded with the other files of this directory.

## help.messina

help-messina-turn =
    {"*"}*Мессина 1347** — спасайте горожан охваченной чумой Мессины, боритесь с чумой и заселяйте районы города. Шесть раундов; побеждает тот, у кого больше всего очков.
    {"*"}*Раунд:** в порядке хода каждый игрок за ход отправляет одного помощника, пока все помощники не будут использованы; затем производство, карантин и подготовка к следующему раунду (корабли, новый район, кубики чумы и горожане).
    {"*"}*Ход:** отправьте помощника на гекс или в порт (`go`), к кораблю у причала (`ship`) или отзовите его в поместье и получите 1 монету (`recall`). Сначала используются помощники, лежащие в Мессине; лежащий помощник платит 1 монету за каждое движение, кроме первого.
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

## options.messina

options-messina-players-n = ровно N игроков (от { $min } до { $max }; при 1 — одиночная игра против виртуального соперника)
options-messina-solo = один игрок против виртуального соперника
options-messina-variant-base = обычная игра
options-messina-variant-advanced = продвинутая версия: планшеты игроков и свитков стороной b
options-messina-boards-a-b = планшеты игроков: сторона a или b (смешивать стороны можно, это не тестировалось)
options-messina-scrolls-a-b = планшеты свитков: сторона a или b
options-messina-priority-tile-on = жетон приоритета рейтингов

game-messina = Мессина 1347

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
messina-track = счётчик свитка «{ $track }»
messina-track-name-buildings = здания
messina-track-name-goods = товары
messina-track-name-repop = заселение
messina-track-name-goods-type = товары одного вида
messina-track-name-workshops = мастерские
messina-track-name-wood = древесина
messina-track-name-huts = улучшения домиков
messina-track-name-coins = монеты
messina-track-name-book = полоски: { $book }
messina-track-name-overseer-end = конец пути смотрителей
messina-hut-upgrade = улучшение домика { $id } (производство: { $output })
messina-wagon = повозка { $id } ({ $points })
messina-have = { $what }: у вас { $n }
messina-produces = производство: { $output }
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
messina-choice-buy = повысить { $book } (цена: { $cost })
messina-choice-space = деление { $space }
messina-choice-do = разыграть: { $term }
messina-choice-end = завершить ход
messina-choice-end-production = завершить производство
messina-choice-forfeits = не использовано: { $lost }
messina-choice-the-hex-action = действие гекса
messina-choice-activations = оставшиеся активации
messina-choice-overseer = смотритель ({ $class })
messina-choice-overseer-detail = ячейка { $from } → { $to }
messina-choice-overseer-upgrade-detail = переворачивается на улучшенную сторону, остаётся на ячейке { $pos }
messina-choice-overseer-upgrade-advance-detail = переворачивается на улучшенную сторону, ячейка { $from } → { $to }
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
messina-ask-destination = { $colour }, раунд { $round }: куда идёт { $from } — на гекс или в порт, к кораблю у причала или назад в поместье, получив 1 монету?
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
messina-event-plague-takes = Чума: { $count } { $count ->
        [one] горожанин
        [few] горожанина
        [many] горожан
       *[other] горожанина
    } с { $place } { $count ->
        [one] уходит
       *[other] уходят
    } в общий запас.
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
messina-what-action = действие
messina-what-book = рейтинг
messina-what-branch = развилка
messina-what-hex = гекс
messina-what-hut = домик для карантина
messina-what-hut-upgrade = улучшение домика
messina-what-overseer = смотритель
messina-what-payment = оплата
messina-what-place = место
messina-what-scroll-track = счётчик свитка
messina-what-ship = корабль
messina-what-square = квадрат
messina-what-wagon = повозка
messina-what-workshop = мастерская
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
messina-summary-brief-hexes = Чума и горожане, ждущие спасения: { $hexes }
messina-summary-brief-hex = { $id } ({ $cubes } ☠, ждут: { $citizens })
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
messina-last-citizens-removed = { $count } { $count ->
        [one] горожанин убран
        [few] горожанина убраны
        [many] горожан убрано
       *[other] горожанина убрано
    } из города
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

messina-score-play = по ходу игры
messina-score-rats = крысы
messina-score-books = рейтинги
messina-score-popularity = лидерство в народе
messina-score-hexes = районы
messina-score-scroll = свиток
messina-score-majority = бонус за заселение
messina-score-resources = ресурсы

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
image-messina-city-score = { $name }: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
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
image-messina-scoring-automa-note = виртуальный, без очков
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
image-messina-estate-theme-pb1 = рейтинги и город
image-messina-estate-theme-pb2 = строительство
image-messina-estate-theme-pb3 = церковь и огонь
image-messina-estate-theme-pb4 = торговля и репутация
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
image-messina-estate-overseer = { $class }: ячейка { $pos }/6 · { $branch }
image-messina-estate-overseer-up = { $class } ★: ячейка { $pos }/6 · { $branch }
image-messina-estate-branch = ветка { $branch } → { $towards }
image-messina-estate-no-branch = ветка не выбрана
image-messina-estate-centre = в центре: дальше не продвигается
image-messina-estate-choose-branch = далее: выбор ветки (см. подписи на планшете)
image-messina-estate-next = далее: { $reach }
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
