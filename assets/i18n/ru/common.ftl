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

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto — игры по переписке, в терминале. /help — список команд.
play-you-are = (теперь вы — { $name })
play-your-turn = @{ $name }, ваш ход.
play-image = [изображение] { $path }
play-image-failed = [изображение не записано: { $error }]
play-unknown-command = неизвестная команда /{ $command }; /help — список команд
play-replace-usage = использование: /replace СТАРЫЙ НОВЫЙ или /replace СТАРЫЙ bot [УРОВЕНЬ]
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
      /board  /status  /peek
      /log [N] [page:С]   журнал, N строк на странице (последняя страница, если С не указана)
      /export [ФАЙЛ|-]    партия записью (JSON) в ФАЙЛ (ИГРА-ID.lazaretto.json) или на экран с -
      /estate [ИМЯ]       изображение поместья игрока («Мессина»; записывается так же, как изображения поля)
      /bot add [УРОВЕНЬ]  посадить бота в лобби: easy, strong (по умолчанию) или random
      /bot remove         убрать из лобби последнего добавленного бота
      /clock [ВРЕМЯ [РЕЖИМ]]  лимит времени на ход: посмотреть или задать (/clock 24h ai, /clock 1h remind, /clock off)
      /away [ВРЕМЯ]       отлучиться от всех своих столов: /away 3d или до времени по вашим часам (/away 18:00, /away 2026-12-03 18:00); /away off; без значения — отлучены ли вы
      /abandon [yes]      завершить игру (создатель): сначала спросит, /abandon yes завершает
      /kick ИМЯ  /replace СТАРЫЙ НОВЫЙ  /replace СТАРЫЙ bot [УРОВЕНЬ]
      /help ИГРА          как играть: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = Игры «{ $game }» нет. Известные игры: { $known }.

## options

options-unknown = Неизвестный параметр «{ $option }».
options-players = В эту игру играют от { $min } до { $max } игроков, а не «{ $given }».
options-conflict = «{ $option }» противоречит ранее указанному числу игроков.

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
table-lobby-closed-bots = За столом остались только боты — стол закрыт.
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
table-brief-more = (/status показывает всю позицию)
table-log-page = { $total ->
        [0] Журнал пуст.
       *[other] Страница журнала { $page } из { $pages } (строки { $from }–{ $to } из { $total }); /log page:N покажет другую.
    }
table-status-abandoned = Игра «{ $game }» №{ $id } ({ $players }) прекращена; никто не ждёт хода. Новую можно начать командой /new.
table-status-lobby-closed = Стол для игры «{ $game }» в этом канале закрылся до начала игры. Новый можно открыть командой /new.
table-abandon-ask = Это завершит игру «{ $game }» для всех, и отменить это нельзя. Чтобы завершить её, повторите /abandon со словом yes.
table-peek-nothing = В этой игре у вас нет скрытой информации.
table-estate = Поместье игрока { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = «{ $text }» подходит к нескольким вариантам: { $choices }. Наберите больше текста или номер варианта.
table-error-not-offered = «{ $text }» сейчас не среди вариантов. Выберите один из перечисленных: его нотацию, номер или название.
table-error-no-such-number = «{ $text }» — не номер варианта: варианты пронумерованы от 1 до { $count }. Наберите один из этих номеров или нотацию хода.
table-error-decisive = «{ $text }» подходит только к варианту { $choice }, а он завершает ваш ход или не может быть отменён: чтобы выбрать его, наберите его нотацию `{ $notation }` или номер.
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
table-error-nothing-this-turn = В этом ходу у вас нечего отменять: ход только начался.
table-error-no-such-choice = Эта кнопка не предлагает ни одного варианта текущей позиции (видимо, она из старого сообщения); вот текущее решение.
table-error-unreadable = Не понимаю «{ $text }». { $count ->
        [one] Есть { $count } вариант: введите 1
        [few] Есть { $count } варианта: введите число от 1 до { $count }
        [many] Есть { $count } вариантов: введите число от 1 до { $count }
       *[other] Есть { $count } варианта: введите число от 1 до { $count }
    }, нотацию или слово из названия варианта.
table-error-nothing-typed = Ничего не введено. { $count ->
        [one] Есть { $count } вариант: введите 1
        [few] Есть { $count } варианта: введите число от 1 до { $count }
        [many] Есть { $count } вариантов: введите число от 1 до { $count }
       *[other] Есть { $count } варианта: введите число от 1 до { $count }
    }, нотацию или слово из названия варианта.
table-error-log-page = Страницы { $page } нет: в журнале { $pages } { $pages ->
        [one] страница
        [few] страницы
        [many] страниц
       *[other] страницы
    }.
table-error-time-too-long = «{ $time }» — слишком долго: не больше { $days } { $days ->
        [one] дня
       *[other] дней
    }.
table-error-conflict = Игра изменилась в тот же момент; посмотрите на новую позицию и попробуйте снова.
table-error-too-long = Это слишком длинно для выбора (не более { $max } { $max ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }): «{ $start }…». Выберите один из вариантов в списке.
table-error-storage = Не удалось сохранить игру. Попробуйте ещё раз.
table-error-reading = Не удалось прочитать игру. Попробуйте ещё раз.
table-error-busy = Игра сейчас занята другим изменением; ничего не изменено. Попробуйте ещё раз чуть позже.
table-error-unreachable = База данных игр сейчас недоступна; ничего не изменено. Попробуйте позже.
table-error-unreachable-read = База данных игр сейчас недоступна, прочитать игру не удалось. Попробуйте позже.
table-error-nul = В тексте есть символ NUL (U+0000), его нельзя сохранить; ничего не изменено. Уберите его и попробуйте ещё раз.
table-error-scenario = Недопустимая позиция сценария: { $error }
table-error-no-estates = В игре «{ $game }» нет поместий; /board показывает всю игру.
table-error-estate-whose = Чьё поместье? Укажите игрока: /estate player:@name.

## table.remind

table-remind-ping = напоминание: ваша игра «{ $game }» ждёт вас (с { $since }).
table-remind-changed = { $name } меняет напоминания: { $settings }.
table-remind-settings = раз в { $every }, { $quiet }, { $paused }
table-remind-quiet = тихие часы { $from }:00–{ $to }:00 по часам игрока, которому напоминают (его часовой пояс из /settings, иначе UTC)
table-remind-no-quiet = без тихих часов
table-remind-paused = на этот ход приостановлены
table-remind-active = активны
table-remind-hours = { $n } ч
table-remind-minutes = { $n } мин
table-remind-seconds = { $n } с

## table.remind.error

table-remind-error-interval = Интервал напоминаний должен быть не меньше секунды.
table-remind-error-quiet = Тихие часы — это целые часы от 0 до 23.

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
    { $new } открывает стол; параметры: `players:` ({ $seats }; при 1 — одиночная игра против виртуального соперника), `variant:` («Мессина»: обычная игра или продвинутая версия), `priority_tile:` (жетон приоритета рейтингов в «Мессине»), `thread:true` (открыть стол в новой ветке). Остальные вводят `/join`, создатель — `/start`.
    В свой ход нажимайте кнопки под сообщением, в котором вас упомянули: дальше ход идёт в панели, которую видите только вы, по одному решению за раз, а когда ход закончится, его целиком увидят все. Можно также ввести `/play action:` (команда покажет ваши допустимые варианты).
    `↩ Отменить` в панели (или `/undo`) отменяет ваш последний выбор в этом ходу. `/board`, `/status`, `/log`, `/peek` показывают игру только вам; `/estate` показывает поместье в «Мессине» (ваше или игрока из `player:`). `/export` даёт вам партию файлом-записью (JSON): сохранить, поделиться или импортировать.
    `/remind` настраивает напоминания (интервал, тихие часы по UTC, пауза на этот ход).
    Создатель стола или участники с правом «Управлять каналами» могут прервать игру (`/abandon`; сначала будет вопрос, `confirm:yes` завершает игру), удалить игрока из лобби (`/kick`), заменить игрока (`/replace`; `bot:` отдаёт место боту), посадить в лобби ИИ-игроков (`/bot add`; `/bot remove` убирает последнего) и задать лимит времени на ход (`/clock`). `/away` отмечает вас отлучившимся от всех ваших столов.
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord не принял ответ. Попробуйте ещё раз.
discord-error-internal = Что-то пошло не так. Попробуйте ещё раз.
discord-error-arguments = Не удалось прочитать параметры команды: { $error }
discord-error-outdated-command = Не удалось прочитать параметры команды ({ $error }); возможно, ваш Discord показывает старую версию /{ $command }. Попробуйте ещё раз через минуту.
discord-error-interval = Укажите интервал, например 24h, 90m или 30s; не меньше { $min }.
discord-error-quiet = Укажите тихие часы как два целых часа, например 22-7, или off.
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

## added later (languages, commands, bots, clocks)

play-bot-usage = использование: /bot add [LEVEL] (easy, strong или random) или /bot remove
play-log-usage = использование: /log [N] [page:P] (N строк на странице, по умолчанию 10; без страницы — последняя)
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
command-log-option-page-name = page
command-log-option-page-description = Какая страница журнала (1 — первая; по умолчанию последняя)
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
command-remind-option-quiet-description = Тихие часы по часам каждого игрока (его часовой пояс), например 22-7, или off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Приостановить напоминания на текущий ход
command-abandon-name = abandon
command-abandon-description = Прекратить игру в этом канале (создатель стола или модератор)
command-abandon-option-confirm-name = confirm
command-abandon-option-confirm-description = yes: действительно завершить игру (без этого сначала будет вопрос)
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
command-clock-option-time-description = Время на ход, например 24h, 90m, 30s, или off; без значения — показать лимит
command-clock-option-policy-name = policy
command-clock-option-policy-description = Когда время истекает: ai (ход делает ИИ, по умолчанию) или remind
command-away-name = away
command-away-description = Отлучиться от всех своих столов: без напоминаний; где режим лимита ai, за вас ходит ИИ
command-away-option-time-name = time
command-away-option-time-description = Как надолго (3d, 12h) или до какого времени по вашим часам (18:00, 2026-12-03 18:00), или off
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
table-bot-error-stuck = ИИ не смог закончить ход игрока { $player } за { $max } решений и остановился. Создатель стола или модератор может передать место командой /replace.
table-bot-error-none = За этим столом нет ботов.
table-bot-error-replace-whom = Укажите, кто займёт место: игрок (new) или бот (bot).
table-clock-set = { $name } вводит лимит времени на ход: { $time }; когда время игрока истекает, { $policy }.
table-clock-off = { $name } отключает лимит времени на ход.
table-clock-policy-ai = ход за него делает ИИ
table-clock-policy-remind = ему приходит напоминание
table-clock-ai-step = У игрока { $player } истекло время; за него ходит ИИ: { $action }
table-clock-error-policy = Режима «{ $policy }» для лимита времени нет: используйте ai или remind.
table-clock-shown = Лимит времени за этим столом: { $time } на ход; когда время игрока истекает, { $policy }.
table-clock-none = За этим столом нет лимита времени на ход.
table-clock-error-policy-alone = Укажите время на ход вместе с режимом, например /clock 24h remind.
table-clock-error-time = «{ $time }» — это не время на ход: укажите, например, 24h, 90m, 30s или off.
table-away-set = Вы отлучились на { $time }, до { $until } ({ $zone }): напоминаний не будет, лимиты времени ваших ходов ждут вас, а за столами с режимом лимита ai ваши ходы делает ИИ.
table-away-is = Вы отлучились до { $until } ({ $zone }).
table-away-not = Вы не отлучались.
table-away-back = С возвращением: напоминания и лимиты времени снова действуют для вас.
table-away-ai-step = Игрок { $player } отлучился; за него ходит ИИ: { $action }
table-away-error-time = Отлучиться можно самое большее на { $max }.
table-away-error-parse = «{ $time }» — это не срок отлучки: укажите, например, 3d, 12h, 90m, время по вашим часам, например 18:00 или 2026-12-03 18:00, или off.

## export (game records: /export, lazaretto import)

command-export-name = export
command-export-description = Партия файлом-записью (JSON): сохранить, поделиться или импортировать (видите только вы)
table-export-complete = Запись этой партии { $game }: действий в журнале — { $count }, зерно жеребьёвки и итог. Запись полная: lazaretto import воспроизводит её.
table-export-partial = Запись этой партии { $game } на сейчас: действий в журнале — { $count }. Партия не окончена, поэтому в записи только то, что видели все игроки (без зерна, без скрытого); экспортируйте её снова после конца партии, чтобы получить полную запись.
play-export-written = Запись сохранена в { $path }
play-export-failed = Не удалось записать запись в { $path }: { $error }
table-import-error-file = Не удалось прочитать запись { $path }: { $error }
table-import-error-unreadable = Это не запись партии, которую Lazaretto может прочитать: { $detail }
table-import-error-format = Это не запись партии Lazaretto в формате lazaretto-game/1 (в ней указан формат «{ $format }»).
table-import-error-engine = Эту запись создал «{ $engine }», а его партии эта версия Lazaretto не воспроизводит (она воспроизводит { $known }).
table-import-error-game = Эта запись — партия игры, которой в Lazaretto нет: «{ $game }».
table-import-error-language = Язык записи «{ $language }» — не en, de, ru, pl и не cs.
table-import-error-no-seed = В записи нет зерна: её экспортировали, пока партия ещё шла (или после того, как её бросили), поэтому в ней только то, что видели игроки, и воспроизвести её нельзя. Экспортируйте партию снова, когда она закончится.
table-import-error-no-result = В записи нет итога: импортировать можно только запись оконченной партии.
table-import-error-seed = Зерно записи { $seed } не из тех, что выдаёт Lazaretto (от 0 до 9223372036854775807).
table-import-error-seat-order = Места в записи должны идти по порядку: 0, 1, 2, …
table-import-error-name = У места { $seat } в записи нет имени.
table-import-error-options = Настройки записи { $options } — не настройки её игры.
table-import-error-seats = Игроков в записи: { $count }, а эта игра с такими настройками рассчитана на { $min }–{ $max }.
table-import-error-seq = Действия в записи должны быть пронумерованы по порядку 1, 2, 3, …: действие { $seq } стоит на месте { $expected }.
table-import-error-seat = Действие { $seq } ({ $action }) называет место { $seat }, которого в записи нет.
table-import-error-after-end = Действие { $seq } ({ $action }) идёт после конца партии.
table-import-error-not-their-turn = Действие { $seq } ({ $action }) делает { $player }, но решение было за { $waiting }.
table-import-error-action = Действие { $seq } ({ $action }) игрока { $player } не воспроизводится: { $reason }
table-import-reason-not-offered = его не было среди вариантов в той позиции.
table-import-error-undo = Действие { $seq } отменяет действие { $undoes }, которое там отменить было нельзя (только свой последний выбор в свой ход, пока ничего не открылось).
table-import-error-unfinished = Действия записи ({ $count }) не доводят партию до конца, хотя в записи сказано, что она окончена.
table-import-error-result = Воспроизведённая партия кончается не с тем итогом, что в записи: запись изменена или сыграна по другим правилам.
table-import-error-at = Позиции после действия { $at } нет: действий в записи: { $count }.
table-import-done-finished = Партия { $game } импортирована как партия { $id } в канал { $channel }: воспроизведены все действия ({ $count }) до итога записи. Посмотреть: lazaretto play --channel { $channel } (/board, /status, /log).
table-import-done-playing = Партия { $game } воспроизведена до итога записи (действий: { $count }) и сохранена как партия { $id } в канале { $channel } в позиции после действия { $stored }: решение за { $player }. Продолжить: lazaretto play --channel { $channel }.
## record: /stats and /leaderboard (issue 25)

record-title = Статистика игрока { $name }
record-none = У игрока { $name } пока нет ни завершённых, ни брошенных партий.
record-line = { $game }, игроков: { $players }. Сыграно: { $played }, побед: { $won }, брошено: { $abandoned }, место передано: { $handed }
record-scores = { $game }: в среднем { $average } очк., лучший результат { $best }
record-unrated = { $count ->
    [one] { $count } из этих партий не идёт в рейтинг: она была брошена, или место в ней было передано.
    [few] { $count } из этих партий не идут в рейтинг: они были брошены, или место в них было передано.
   *[other] { $count } из этих партий не идут в рейтинг: они были брошены, или место в них было передано.
}
record-move = Медианное время на ход: { $time } (по { $moves ->
    [one] { $moves } ходу
   *[other] { $moves } ходам
})
record-streak = Серия побед: сейчас { $current }, самая длинная { $longest }
record-about-seconds = около { $n } с
record-about-minutes = около { $n } мин
record-about-hours = около { $n } ч
record-about-days = около { $n ->
    [one] { $n } дня
   *[other] { $n } дней
}
record-ai = ИИ ({ $level })
record-board-title = Рейтинг: { $game }, любое число игроков
record-board-title-players = Рейтинг: { $game }, игроков: { $players }
record-board-empty = Здесь ещё нет ни одной партии в рейтинге для игры { $game }.
record-board-line = { $rank }. { $name }: { $rating } (партий: { $games }, побед: { $wins })
record-board-line-provisional = { $rank }. { $name }: { $rating }, предварительно (партий: { $games }, побед: { $wins })
record-board-you = Ваше место: { $rank }. { $name }: { $rating } (партий: { $games }, побед: { $wins })
record-board-you-provisional = Ваше место: { $rank }. { $name }: { $rating }, предварительно (партий: { $games }, побед: { $wins })
record-board-you-none = У вас здесь ещё нет рейтинга.
record-board-note = Рейтинг по Вэн–Лину (OpenSkill) по местам в завершённых партиях, при равенстве места делятся: 10 × (μ − 3σ). Каждый уровень ИИ оценивается как отдельный игрок. Рейтинг предварительный, пока сыграно меньше { $provisional } партий. Брошенные партии и партии с переданным местом в рейтинг не идут.
record-error-players = Рейтинг { $game } ведётся для { $min }–{ $max } игроков, а не для { $given }.
command-stats-name = stats
command-stats-description = Статистика игрока: партии, победы, брошенные, очки, время на ход, серии (видно только вам)
command-stats-option-user-name = user
command-stats-option-user-description = Чья статистика (без значения — ваша)
command-stats-option-game-name = game
command-stats-option-game-description = Только одна игра (без значения — все)
command-leaderboard-name = leaderboard
command-leaderboard-description = Рейтинг игроков и уровней ИИ в игре (видно только вам)
command-leaderboard-option-game-name = game
command-leaderboard-option-game-description = Игра
command-leaderboard-option-players-name = players
command-leaderboard-option-players-description = Только партии с таким числом игроков (без значения — все)
play-help-record = Статистика:  /stats [ИМЯ] [ИГРА]   статистика (без ИМЕНИ — ваша);  /leaderboard ИГРА [ИГРОКОВ]   рейтинг
play-leaderboard-usage = Назовите игру и, если нужно, число игроков: /leaderboard rattus, /leaderboard messina 3
## players (issue 25: /settings and /rematch)

table-settings-shown =
    Ваши настройки (за каждым столом):
    часовой пояс: { $zone }
    тихие часы: { $quiet }
    о вашем ходе сообщает: { $notify }
    сообщить, когда я следующий: { $next }
    напоминания: { $every }
    язык того, что видите только вы: { $language }
table-settings-changed = Сохранено. { $settings }
table-settings-zone = { $zone }
table-settings-zone-utc = UTC (не выбран)
table-settings-quiet = { $from }:00–{ $to }:00 по вашим часам
table-settings-every-table = интервал стола (/remind)
table-settings-language-client = язык вашего клиента Discord
table-settings-notify-mention = упоминание в канале
table-settings-notify-both = упоминание и личное сообщение
table-settings-notify-dm = только личное сообщение
table-settings-next-on = вкл.
table-settings-next-off = выкл.
table-settings-error-zone = «{ $zone }» — не часовой пояс: укажите его имя IANA, например Europe/Moscow или America/New_York (автодополнение их предлагает), или utc.
table-settings-error-notify = «{ $given }» — не способ оповещения: укажите mention, both или dm.
table-notify-your-turn = Ваш ход в игре { $game }: { $ask }
table-notify-next = Вы следующий в игре { $game }: { $player } только что начал свой ход.
table-rematch-opened = { $name } открывает реванш в игре { $game } (занято мест: { $count } из { $max }): { $players }. Создатель начинает её командой /start.
table-rematch-invited = { $name } (приглашён)
table-rematch-error-no-game = В этом канале нет законченной партии, которую можно сыграть снова.
table-rematch-error-not-player = Реванш могут объявить только игроки последней партии здесь или её создатель.
discord-dm = { $message } ({ $channel })
discord-dm-fallback = { $mention }, { $message }
discord-dm-closed-once =
    { $fallback }
    (Discord не принял моё личное сообщение, ваши личные сообщения закрыты, поэтому я упоминаю вас здесь. Говорю это только один раз.)
discord-next-up = { $mention }, { $message }
discord-rematch-invite = { $mentions }: открыт реванш; нажмите «Присоединиться», чтобы занять своё место.
discord-join-button = Присоединиться
discord-help-settings = Ваши собственные `/settings` действуют за каждым столом: часовой пояс, тихие часы, личные сообщения, «сообщить, когда я следующий», язык. Напоминания: действует ваш интервал, если вы его задали, иначе `/remind` стола; тихие часы, стола и ваши, считаются по вашим часам.
play-rematch-invite = { $names }: открыт реванш; введите /join, чтобы занять своё место.
play-settings-usage = Введите /settings без параметров, чтобы увидеть свои настройки, или пары КЛЮЧ ЗНАЧЕНИЕ: zone Europe/Moscow, quiet 22-7 или off, notify mention, both или dm, next on или off, every 12h или off, language ru или auto.
play-help-players =
    Ещё команды:
      /settings [КЛЮЧ ЗНАЧЕНИЕ…] ваши собственные настройки за каждым столом (без параметров: показать); ваш интервал напоминаний важнее интервала стола
      /rematch             после конца партии: новый стол с той же игрой, параметрами, языком и ботами
command-settings-name = settings
command-settings-description = Ваши настройки за каждым столом: часовой пояс, тихие часы, оповещения, напоминания, язык
command-settings-option-zone-name = zone
command-settings-option-zone-description = Ваш часовой пояс, имя IANA, например Europe/Moscow (или utc)
command-settings-option-quiet-name = quiet
command-settings-option-quiet-description = Ваши собственные тихие часы по вашим часам, например 22-7, или off
command-settings-option-notify-name = notify
command-settings-option-notify-description = Как сообщать о вашем ходе: mention, both (и личное сообщение), dm
command-settings-option-next-name = next
command-settings-option-next-description = Одно оповещение, когда игрок перед вами начинает ход
command-settings-option-interval-name = interval
command-settings-option-interval-description = Ваш интервал напоминаний, например 12h (важнее интервала стола), или off
command-settings-option-language-name = language
command-settings-option-language-description = Язык того, что видите только вы (auto: язык вашего Discord)
command-rematch-name = rematch
command-rematch-description = Сыграть последнюю партию здесь снова: та же игра, параметры, язык и места
table-rematch-error-lobby-gone = Этот стол больше не принимает игроков: партия началась или была закрыта.

## web: страницы игр (задача 23)
command-web-name = web
command-web-description = Веб-страница этого стола и ваш личный вид (ссылки видите только вы)
web-link =
    Страница стола, в реальном времени и со всеми ходами:
    { $url }
web-pass =
    Ваш личный вид с тем, что видно только вам (действует 7 дней; никому не передавайте):
    { $url }
web-turn = Решает { $player }, с { $since }.
web-abandoned = Эта игра прервана.
web-position = Позиция после записи { $at } из { $total } в журнале.
web-position-start = Позиция в начале, до первого хода.
web-live = Сейчас
web-prev = ← Назад
web-next = Вперёд →
web-latest = К текущей позиции
web-log = Журнал
web-export = Запись партии (JSON: сохранить или, когда партия окончена, воспроизвести через lazaretto import)
web-log-empty = Ходов ещё не было.
web-standings = Итоги
web-summary = Позиция
web-private = Это видите только вы: { $player }
web-image = Изображение { $n } позиции
web-language = Язык
web-not-found = По этому адресу игры нет.
web-forbidden = Эта личная ссылка недействительна: её изменили или срок её действия истёк. Получите новую командой /web.
web-site = Lazaretto
web-me = Ваши столы
web-sign-in = Войти через Discord
web-signed-in = Вы вошли как { $name }.
web-sign-out = Выйти
web-me-none = Сейчас вы не сидите ни за одним открытым столом.
web-me-waiting = Ждут вас
web-sign-in-failed = Войти не удалось: этот ответ не относится ко входу, начатому в этом браузере, или Discord отказал. Попробуйте ещё раз.

## web (issue 23, the page kept cheap): the whole log a page at a time, and /me's time left
web-log-whole = Весь журнал
web-log-earlier = Более ранние записи
web-log-page = Журнал, страница { $page } из { $pages }
web-log-past-end = Журнал этой партии заканчивается на странице { $pages }: страницы { $page } нет.
web-me-left = На этот ход у вас осталось { $time } (до { $due }).
web-me-overdue = Ваше время на этот ход истекло в { $due }.
## players on the web (issue 25, point 5): the settings form, a player's page, the leaderboards

web-settings-title = Ваши настройки
web-settings-intro = Они действуют за каждым столом на каждом сервере, как /settings в Discord. Пустое поле выключает настройку.
web-settings-zone = Часовой пояс (имя IANA, например Europe/Moscow; пусто: UTC)
web-settings-quiet = Тихие часы по вашим часам (например 22-7; пусто: нет)
web-settings-notify = Как сообщать, что ваш ход
web-settings-next = Сообщать, когда я следующий
web-settings-interval = Ваш интервал напоминаний (например 12h; пусто: как у стола)
web-settings-language = Язык того, что видите только вы
web-settings-save = Сохранить
web-settings-csrf = Эта форма устарела или пришла не с этого сайта: ничего не изменено. Откройте настройки заново и сохраните оттуда.
web-settings-error-next = «Сообщать, когда я следующий» либо включено, либо выключено.
web-player-title = { $name }
web-player-none = По этому адресу нет игрока с завершённой или прерванной партией.
web-player-ratings = Рейтинги
web-player-unrated = Рейтинга пока нет.
web-player-record = Итоги
web-player-games = Последние партии
web-player-links = Партия ведёт на свою страницу только для вошедших на сайт игроков, которые в ней участвовали.
web-player-rating = { $game }: { $rating }, место { $rank } (партий: { $games }, побед: { $wins })
web-player-rating-provisional = { $game }: { $rating }, предварительно, место { $rank } (партий: { $games }, побед: { $wins })
web-player-game = { $game }, игроков: { $players }, окончена { $ended }: { $how }
web-player-game-score = { $game }, очков: { $score }
web-player-place = место { $place }
web-player-handed = место передано
web-player-abandoned = прервана
web-board-all = Таблицы рейтинга
web-board-counts-all = Любое число игроков
web-board-count = Игроков: { $players }
web-board-bad-players = Укажите число игроков целым числом, например 3.

## /away до момента по собственным часам игрока (issue 25)
table-away-set-until = Вы отлучились до { $until } ({ $zone }): напоминаний не будет, лимиты времени ваших ходов ждут вас, а за столами с режимом лимита ai ваши ходы делает ИИ.
table-away-zone-utc = UTC; свой часовой пояс можно выбрать в /settings
table-away-error-past = { $until } ({ $zone }) уже прошло: укажите время в будущем.
table-away-error-skipped = Времени { $time } в поясе { $zone } не бывает: в ту ночь часы переводят вперёд. Укажите другое время.

## Кнопки-ссылки личного сообщения (issue 25)
discord-dm-open-channel = Открыть стол
discord-dm-open-web = Моя партия на сайте

## /help without a game: each hosted game's `/new` and its number of players (from the registry)
discord-help-new = `/new game:{ $game }`
discord-help-seats = { $game } — { $min }–{ $max }
