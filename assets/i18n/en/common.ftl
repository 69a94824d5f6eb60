# The English message catalogue: every text a player or admin reads.
# Ids are the code's dotted keys with '.' written as '-'. `{ $name }` inserts an argument;
# `{ $n -> [one] … *[other] … }` picks the plural form by the language's CLDR categories.
## list

list-empty = none

## error

error-game-over = The game is over.
error-not-text = That line is not valid UTF-8 text; it was ignored.
error-not-your-turn = It is not your turn.
error-player-count = This game needs { $min } to { $max } players, not { $count }.

## choice

choice-label-detail = { $label } · { $detail }

## play

play-welcome = Lazaretto — play by post, at the terminal. /help lists the commands.
play-you-are = (you are now { $name })
play-your-turn = @{ $name } it is your turn.
play-image = [image] { $path }
play-image-failed = [image not written: { $error }]
play-unknown-command = unknown command /{ $command }; /help lists the commands
play-replace-usage = usage: /replace OLD NEW, or /replace OLD bot [LEVEL]
play-bot-usage = usage: /bot add [LEVEL] (easy, strong or random), or /bot remove
play-log-usage = usage: /log [N] [page:P] (N lines to a page, 10 by default; without a page, the last one)
play-help =
    Commands (the same as the Discord bot):
      /as NAME            act as another local user (hot-seat)
      /new GAME [OPTIONS] open a table in this channel: /new rattus, /new messina players=1 variant=advanced
      /join  /leave       take or give up a seat in the lobby
      /start              start the game (creator)
      /play ACTION        act: the notation (/play place gallia 2), the number of a listed choice (/play 3),
                          or words of its label (/play build)
      ACTION              a line without a slash is the same as /play ACTION
      /undo               take back your last choice this turn
      /board  /status  /peek
      /log [N] [page:P]   the log, N lines to a page (the last page unless P is given)
      /export [FILE|-]    the game as a record (JSON) in FILE (GAME-ID.lazaretto.json), or printed with -
      /estate [NAME]      a player's estate image (Messina; written like the board images)
      /bot add [LEVEL]    seat a bot in the lobby: easy, strong (the default) or random
      /bot remove         take the last bot added out of the lobby
      /clock [TIME [POLICY]]  the turn clock: see it, or set it (/clock 24h ai, /clock 1h remind, /clock off)
      /away [TIME]        be away from all your tables: /away 3d, or until a time on your clock (/away 18:00, /away 2026-12-03 18:00); /away off; alone: whether you are away
      /abandon [yes]      end the game (creator): asks first, /abandon yes ends it
      /kick NAME  /replace OLD NEW  /replace OLD bot [LEVEL]
      /help GAME          how to play: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = There is no game called "{ $game }". Known games: { $known }.

## options

options-unknown = Unknown option "{ $option }".
options-players = This game takes { $min } to { $max } players, not "{ $given }".
options-conflict = "{ $option }" contradicts the number of players given before.

## table

table-player = { $name } ({ $seat })
table-name = { $name }
table-created = { $name } opened a table for { $game } ({ $min }–{ $max } players). Use /join to take a seat; the creator starts with /start.
table-created-exact = { $name } opened a table for { $game } ({ $max } { $max ->
        [one] player
       *[other] players
    }). Use /join to take a seat; the creator starts with /start.
table-joined = { $name } joins the table ({ $count }/{ $max }).
table-left = { $name } leaves the table.
table-lobby-closed = The table is empty and closes.
table-lobby-closed-bots = Only bots are left at the table, so it closes.
table-kicked = { $name } was removed from the table.
table-replaced = { $new } takes over the seat of { $old }.
table-started = The { $game } game begins. Players: { $players }.
table-acted = { $player }: { $action }
table-undone = Taken back: { $action }
table-undone-by = { $player } takes back "{ $action }".
table-abandoned = { $name } ended the game; it is abandoned.
table-game-over = The game is over. Final standings:
table-standing = { $place }. { $player }: { $score } ({ $breakdown })
table-breakdown-item = { $category } { $points }
table-status-lobby = Lobby for { $game }: { $players } ({ $min }–{ $max } players).
table-status-game = { $game } game #{ $id }: { $players }.
table-status-turn = Waiting for { $player } since { $since } ({ $choices } choices).
table-log-action = #{ $seq } { $name }: { $action }
table-brief-more = (/status shows the whole position)
table-log-page = { $total ->
        [0] The log is empty.
       *[other] Log page { $page } of { $pages } (lines { $from }–{ $to } of { $total }); /log page:N shows another.
    }
table-status-abandoned = { $game } game #{ $id } ({ $players }) was abandoned; nobody is waiting for a move. Start a new one with /new.
table-status-lobby-closed = The table for { $game } in this channel closed before its game started. Start a new one with /new.
table-abandon-ask = This ends the { $game } game for everyone and cannot be undone. To end it, repeat /abandon with yes.
table-peek-nothing = You have no private information in this game.
table-estate = The estate of { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = "{ $text }" fits several choices: { $choices }. Type more of one, or its number.
table-error-not-offered = "{ $text }" is not one of the choices now. Pick one of the listed choices: its notation, its number or its label.
table-error-no-such-number = "{ $text }" is not the number of a choice: the choices are numbered 1 to { $count }. Type one of those numbers, or the notation.
table-error-decisive = "{ $text }" fits only { $choice }, which ends your turn or cannot be taken back: to choose it, type its notation `{ $notation }` or its number.
table-error-unknown-game = There is no game called "{ $game }". Known games: { $known }.
table-error-channel-busy = This channel already has a game. Finish or /abandon it first, or start a new thread.
table-error-no-game = There is no game in this channel. Start one with /new.
table-error-finished = The game in this channel is over. Start a new one with /new.
table-error-abandoned = The game in this channel was abandoned. Start a new one with /new.
table-error-not-started = The game has not started yet.
table-error-already-started = The game has already started.
table-error-already-joined = You already have a seat at this table.
table-error-full = The table is full ({ $max } players).
table-error-not-seated = You are not playing in this game.
table-error-user-not-seated = That user has no seat at this table.
table-error-leave-running = You cannot leave a running game; ask the creator to /replace you or to /abandon the game.
table-error-kick-running = Players cannot be removed from a running game; use /replace to hand the seat to someone else.
table-error-creator-only = Only the game's creator or a channel moderator can do that.
table-error-too-few = At least { $min } players are needed; { $count } joined.
table-error-not-your-turn = It is not your turn: waiting for { $waiting }.
table-error-outdated = That choice belongs to an earlier position; here is the current one.
table-error-nothing-to-undo = There is nothing to take back.
table-error-cannot-undo = You can only take back your own choices in your current turn, and never after hidden or random information was revealed.
table-error-nothing-this-turn = There is nothing of yours to take back in this turn: it has only just begun.
table-error-no-such-choice = That button offers no choice of this position (it may come from an older message); here is the current decision.
table-error-unreadable = I don't understand "{ $text }". { $count ->
        [one] There is 1 choice: type 1
       *[other] There are { $count } choices: type a number from 1 to { $count }
    }, the notation, or a word of its label.
table-error-nothing-typed = Nothing was typed. { $count ->
        [one] There is 1 choice: type 1
       *[other] There are { $count } choices: type a number from 1 to { $count }
    }, the notation, or a word of its label.
table-error-log-page = There is no page { $page }: the log has { $pages } { $pages ->
        [one] page
       *[other] pages
    }.
table-error-time-too-long = "{ $time }" is too long: at most { $days } days.
table-error-conflict = The game changed at the same moment; look at the new position and try again.
table-error-too-long = That is far too long for a choice ({ $max } characters at most): "{ $start }…". Pick one of the listed choices.
table-error-storage = Something went wrong storing the game. Please try again.
table-error-reading = Something went wrong reading the game. Please try again.
table-error-busy = The game is busy with another change; nothing was changed. Please try again in a moment.
table-error-unreachable = The game database cannot be reached just now; nothing was changed. Please try again later.
table-error-unreachable-read = The game database cannot be reached just now, so the game could not be read. Please try again later.
table-error-nul = The text contains a NUL character (U+0000), which cannot be stored; nothing was changed. Remove it and try again.
table-error-scenario = The scenario position is invalid: { $error }
table-error-no-estates = { $game } has no estates; /board shows the whole game.
table-error-estate-whose = Whose estate? Name a player: /estate player:@name.

## table.remind

table-remind-ping = reminder: your { $game } game is waiting for you (since { $since }).
table-remind-changed = { $name } changed the reminders: { $settings }.
table-remind-settings = every { $every }, { $quiet }, { $paused }
table-remind-quiet = quiet hours { $from }:00–{ $to }:00 on the clock of the player reminded (their /settings time zone, else UTC)
table-remind-no-quiet = no quiet hours
table-remind-paused = paused for this turn
table-remind-active = active
table-remind-hours = { $n } h
table-remind-minutes = { $n } min
table-remind-seconds = { $n } s

## table.remind.error

table-remind-error-interval = The reminder interval must be at least one second.
table-remind-error-quiet = Quiet hours are whole hours from 0 to 23.

## discord

discord-done = Done.
discord-your-turn = { $mention }, your turn: { $ask }
discord-decide = Your decision: { $ask }
discord-waiting = Waiting for { $name }: { $ask }
discord-reminder = { $mention }, { $reminder }
discord-thread-name = { $game } by { $name }
discord-thread-opened = A table for { $game } is open in { $thread }.
discord-group-start = { $a }, { $b } …
discord-group-part = { $first } ({ $part }/{ $parts })
discord-page = { $page }/{ $pages }
discord-previous = ◀
discord-next = ▶
discord-undo = ↩ Take back
discord-help =
    {"*"}*Lazaretto** hosts play-by-post board games in this channel or a thread (one game at a time).
    { $new } opens a table; options: `players:` ({ $seats }; 1 plays solo against the automa), `variant:` (Messina: base or advanced), `priority_tile:` (Messina's book-priority tile), `thread:true` (open it in a new thread). Others `/join`, the creator `/start`s.
    On your turn, click the buttons under the post that pings you: your turn then continues in a panel only you see, one decision at a time, and everyone sees the whole turn once it passes. You can also type `/play action:` (it lists your legal choices).
    `↩ Take back` in your panel (or `/undo`) takes back your last choice within your turn. `/board`, `/status`, `/log`, `/peek` show the game to you alone; `/estate` shows a Messina estate (yours, or `player:`). `/export` gives you the game as a record file (JSON) to keep, share or import.
    `/remind` sets reminders (interval, quiet hours in UTC, pause for this turn).
    The creator or members with Manage Channels can `/abandon` the game (it asks first; `confirm:yes` ends it), `/kick` a lobby player, `/replace` a player (`bot:` hands the seat to a bot), seat AI players in the lobby with `/bot add` (`/bot remove` takes the last one out) and set a turn clock with `/clock`. `/away` marks you away from all your tables.
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord did not take the answer. Please try again.
discord-error-internal = Something went wrong. Please try again.
discord-error-arguments = I could not read the command's options: { $error }
discord-error-outdated-command = I could not read the command's options ({ $error }); your Discord may show an older version of /{ $command }. Please try again in a minute.
discord-error-interval = Give the interval like 24h, 90m or 30s; at least { $min }.
discord-error-quiet = Give quiet hours as two whole hours like 22-7, or off.
discord-error-guild-only = Lazaretto games are played in server channels and threads, not in direct messages.
discord-error-unknown-component = I don't know this button or menu (it may come from an older version of the bot). /status shows the game in this channel.
discord-error-empty-select = Nothing was selected; pick one of the choices in the menu.
discord-error-unknown-command = I don't know the command /{ $command }; your Discord may show an older list of commands. Please try again in a minute.

## image

image-player = { $name } ({ $seat })
image-last-turn = Last turn — { $turn }
image-no-last-turn = No turn played yet.

## image.legend

image-legend-changed = changed in the last turn

## language (each language's name in its own words: the same in every file)

language-en = English
language-de = Deutsch
language-ru = Русский
language-pl = Polski
language-cs = Čeština

## table: the table's language

table-language-set = { $name } set the table's language to { $language }.
table-language-choice = { $language } ({ $code })
table-error-unknown-language = There is no language "{ $language }" here. Known languages: { $known }.

## command: slash command names and descriptions (Discord: names lowercase, one word, 1–32 characters; descriptions at most 100)

command-new-name = new
command-new-description = Open a table for a game in this channel, or in a new thread
command-new-option-game-name = game
command-new-option-game-description = The game to play
command-new-option-players-name = players
command-new-option-players-description = Exactly this many players (each game says how many it takes)
command-new-option-options-name = options
command-new-option-options-description = The game's options, e.g. variant=advanced priority_tile=on, or solo
command-new-option-thread-name = thread
command-new-option-thread-description = Open the table in a new thread of this channel
command-join-name = join
command-join-description = Take a seat at the table in this channel
command-leave-name = leave
command-leave-description = Give up your seat before the game starts
command-start-name = start
command-start-description = Start the game (the creator or a moderator)
command-play-name = play
command-play-description = Make your choice; the list shows the legal ones
command-play-option-action-name = action
command-play-option-action-description = Your choice, e.g. place gallia 2
command-undo-name = undo
command-undo-description = Take back your last choice (within your turn)
command-board-name = board
command-board-description = The current board image (only you see it)
command-status-name = status
command-status-description = Whose turn it is, and since when (only you see it)
command-log-name = log
command-log-description = The last events of the game (only you see them)
command-log-option-count-name = count
command-log-option-count-description = How many events (default 10)
command-log-option-page-name = page
command-log-option-page-description = Which page of the log (1 is the first; default: the last)
command-peek-name = peek
command-peek-description = What only you may see again, such as what your Witch saw
command-estate-name = estate
command-estate-description = A player's estate in Messina (only you see it)
command-estate-option-player-name = player
command-estate-option-player-description = Whose estate (default: yours, or the player to act)
command-remind-name = remind
command-remind-description = Show or change this game's reminders
command-remind-option-interval-name = interval
command-remind-option-interval-description = Remind the player to act after this long, e.g. 24h, 90m
command-remind-option-quiet-name = quiet
command-remind-option-quiet-description = Quiet hours on each player's clock (their time zone), e.g. 22-7, or off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Pause reminders for the current turn
command-abandon-name = abandon
command-abandon-description = End the game in this channel (the creator or a moderator)
command-abandon-option-confirm-name = confirm
command-abandon-option-confirm-description = yes: really end the game (without it, you are asked first)
command-kick-name = kick
command-kick-description = Remove a player from the lobby (the creator or a moderator)
command-kick-option-player-name = player
command-kick-option-player-description = The player to remove
command-replace-name = replace
command-replace-description = Hand a player's seat to someone else or to a bot (the creator or a moderator)
command-replace-option-old-name = old
command-replace-option-old-description = The player who leaves
command-replace-option-new-name = new
command-replace-option-new-description = The one who takes the seat
command-replace-option-bot-name = bot
command-replace-option-bot-description = Or a bot at this level: easy, strong or random
command-bot-name = bot
command-bot-description = Bots in the lobby: AI players that take a seat
command-bot-add-name = add
command-bot-add-description = Seat a bot at this table (the creator or a moderator)
command-bot-add-option-level-name = level
command-bot-add-option-level-description = How well it plays: easy, strong (the default) or random
command-bot-remove-name = remove
command-bot-remove-description = Take the last bot added out of the lobby (the creator or a moderator)
command-clock-name = clock
command-clock-description = Give every turn a time; when a player's runs out, the AI plays that turn or they are reminded
command-clock-option-time-name = time
command-clock-option-time-description = Time per turn, e.g. 24h, 90m, 30s, or off; leave it out to see the clock
command-clock-option-policy-name = policy
command-clock-option-policy-description = When it runs out: ai (the AI plays that turn, the default) or remind
command-away-name = away
command-away-description = Be away from all your tables: no reminders; where the clock policy is ai, the AI plays for you
command-away-option-time-name = time
command-away-option-time-description = How long (3d, 12h) or until when on your clock (18:00, 2026-12-03 18:00), or off
command-help-name = help
command-help-description = How to play with Lazaretto, or how to play a game
command-help-option-game-name = game
command-help-option-game-description = A game: its turn and its notation
command-new-option-language-name = language
command-new-option-language-description = The table's language: en, de, ru, pl or cs (default: the server's)
command-language-name = language
command-language-description = Change the language of this table's posts and images (the creator)
command-language-option-language-name = language
command-language-option-language-description = en, de, ru, pl or cs

## table.bot

table-bot-name = Bot { $n } ({ $level })
table-bot-error-level = There is no bot level "{ $level }": use easy, strong or random.
table-bot-error-stuck = The AI could not finish the turn of { $player } within { $max } decisions, so it stopped. The creator or a moderator can hand the seat over with /replace.
table-bot-error-none = There is no bot at this table.
table-bot-error-replace-whom = Name one who takes the seat: a player (new) or a bot (bot).

## table.clock

table-clock-set = { $name } sets a turn clock of { $time }: when a player's time runs out, { $policy }.
table-clock-off = { $name } turns the turn clock off.
table-clock-policy-ai = the AI plays that turn for them
table-clock-policy-remind = they are reminded
table-clock-ai-step = { $player } ran out of time; the AI plays for them: { $action }
table-clock-error-policy = There is no clock policy "{ $policy }": use ai or remind.
table-clock-shown = This table's turn clock: { $time } per turn; when a player's time runs out, { $policy }.
table-clock-none = This table has no turn clock.
table-clock-error-policy-alone = Give the time per turn with the policy, e.g. /clock 24h remind.
table-clock-error-time = "{ $time }" is not a time per turn: use e.g. 24h, 90m, 30s, or off.
table-away-set = You are away for { $time }, until { $until } ({ $zone }): you are not reminded, your turn clocks wait for you, and at tables whose clock policy is ai the AI plays your turns.
table-away-is = You are away until { $until } ({ $zone }).
table-away-not = You are not away.
table-away-back = Welcome back: reminders and turn clocks run for you again.
table-away-ai-step = { $player } is away; the AI plays for them: { $action }
table-away-error-time = You can be away for at most { $max }.
table-away-error-parse = "{ $time }" is not a time away: use e.g. 3d, 12h, 90m, a time on your clock such as 18:00 or 2026-12-03 18:00, or off.

## export (game records: /export, lazaretto import)

command-export-name = export
command-export-description = The game as a record file (JSON) to keep, share or import (only you see it)
table-export-complete = The record of this { $game } game: { $count ->
        [one] { $count } logged action
       *[other] { $count } logged actions
    }, the seed and the result. It is complete: lazaretto import replays it.
table-export-partial = The record of this { $game } game so far: { $count ->
        [one] { $count } logged action
       *[other] { $count } logged actions
    }. The game is not finished, so the record holds only what every player saw (no seed, nothing hidden); export it again once the game is over for a complete record.
play-export-written = The record is written to { $path }
play-export-failed = The record could not be written to { $path }: { $error }
table-import-error-file = The record { $path } could not be read: { $error }
table-import-error-unreadable = This is not a game record Lazaretto can read: { $detail }
table-import-error-format = This is not a Lazaretto game record of the format lazaretto-game/1 (its format says "{ $format }").
table-import-error-engine = This record was written by "{ $engine }", whose games this Lazaretto does not replay (it replays { $known }).
table-import-error-game = This record is of a game Lazaretto does not host: "{ $game }".
table-import-error-language = This record's language "{ $language }" is none of en, de, ru, pl, cs.
table-import-error-no-seed = This record has no seed: it was exported while the game was still running (or after it was abandoned), so it holds only what the players saw and cannot be replayed. Export the game again once it is finished.
table-import-error-no-result = This record has no result: only the record of a finished game can be imported.
table-import-error-seed = This record's seed { $seed } is not one Lazaretto deals (0 to 9223372036854775807).
table-import-error-seat-order = The record's seats must be numbered 0, 1, 2, … in order.
table-import-error-name = Seat { $seat } of the record has no name.
table-import-error-options = This record's options { $options } are not options of its game.
table-import-error-seats = This record seats { $count } players; the game with these options takes { $min } to { $max }.
table-import-error-seq = The record's actions must be numbered 1, 2, 3, … in order: action { $seq } stands where { $expected } belongs.
table-import-error-seat = Action { $seq } ({ $action }) names seat { $seat }, which the record does not have.
table-import-error-after-end = Action { $seq } ({ $action }) comes after the end of the game.
table-import-error-not-their-turn = Action { $seq } ({ $action }) is played by { $player }, but the decision was { $waiting }'s.
table-import-error-action = Action { $seq } ({ $action }) by { $player } does not replay: { $reason }
table-import-reason-not-offered = it was not one of the choices offered there.
table-import-error-undo = Action { $seq } takes back action { $undoes }, which could not be taken back there (only your own last choice within your turn, before anything was revealed).
table-import-error-unfinished = The record's { $count } actions do not finish the game, though the record says it is finished.
table-import-error-result = The replayed game ends with other standings than the record's result: the record was changed, or it was played under other rules.
table-import-error-at = There is no position after action { $at }: the record has { $count } actions.
table-import-done-finished = The { $game } game is imported as game { $id } in the channel { $channel }: all { $count } actions replayed to the record's result. Look at it with lazaretto play --channel { $channel } (/board, /status, /log).
table-import-done-playing = The { $game } game is replayed to the record's result ({ $count } actions) and stored as game { $id } in the channel { $channel } as it stood after action { $stored }: it is { $player }'s decision. Play on with lazaretto play --channel { $channel }.
## record: /stats and /leaderboard (issue 25)

record-title = Record of { $name }
record-none = { $name } has no finished or abandoned game yet.
record-line = { $game }, { $players } players: { $played } played, { $won } won, { $abandoned } abandoned, { $handed } handed over
record-scores = { $game }: average score { $average }, best { $best }
record-unrated = { $count ->
    [one] 1 of these games is not rated: it was abandoned, or a seat was handed over.
   *[other] { $count } of these games are not rated: they were abandoned, or a seat was handed over.
}
record-move = Median time to move: { $time } (over { $moves ->
    [one] 1 move
   *[other] { $moves } moves
})
record-streak = Winning streak: { $current } now, { $longest } at the longest
record-about-seconds = about { $n } s
record-about-minutes = about { $n } min
record-about-hours = about { $n } h
record-about-days = about { $n ->
    [one] 1 day
   *[other] { $n } days
}
record-ai = AI ({ $level })
record-board-title = { $game } leaderboard, all player counts
record-board-title-players = { $game } leaderboard, { $players } players
record-board-empty = No { $game } game has been rated here yet.
record-board-line = { $rank }. { $name }: { $rating } ({ $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won)
record-board-line-provisional = { $rank }. { $name }: { $rating }, provisional ({ $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won)
record-board-you = Your place: { $rank }. { $name }: { $rating } ({ $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won)
record-board-you-provisional = Your place: { $rank }. { $name }: { $rating }, provisional ({ $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won)
record-board-you-none = You have no rating here yet.
record-board-note = Ratings are Weng–Lin (OpenSkill) from finished games' places, ties shared: 10 × (μ − 3σ). Each AI level is rated as a player of its own. A rating is provisional under { $provisional } games. Abandoned games and games with a seat handed over are not rated.
record-error-players = A { $game } leaderboard is for { $min } to { $max } players, not { $given }.
command-stats-name = stats
command-stats-description = A player's record: games played, won, abandoned, scores, time to move, streaks (only you see it)
command-stats-option-user-name = user
command-stats-option-user-description = Whose record (leave it out for your own)
command-stats-option-game-name = game
command-stats-option-game-description = One game only (leave it out for all)
command-leaderboard-name = leaderboard
command-leaderboard-description = The ratings of a game's players and AI levels (only you see it)
command-leaderboard-option-game-name = game
command-leaderboard-option-game-description = The game
command-leaderboard-option-players-name = players
command-leaderboard-option-players-description = Games of this many players only (leave it out for all)
play-help-record = Records:  /stats [NAME] [GAME]   a record (yours without NAME);  /leaderboard GAME [PLAYERS]   the ratings
play-leaderboard-usage = Name the game, and a player count if you like: /leaderboard rattus, /leaderboard messina 3
## players (issue 25: /settings and /rematch)

table-settings-shown =
    Your settings (at every table):
    time zone: { $zone }
    quiet hours: { $quiet }
    your turn is told by: { $notify }
    tell me when I am next: { $next }
    reminders: { $every }
    language of what only you see: { $language }
table-settings-changed = Saved. { $settings }
table-settings-zone = { $zone }
table-settings-zone-utc = UTC (none chosen)
table-settings-quiet = { $from }:00–{ $to }:00 on your clock
table-settings-every-table = the table's interval (/remind)
table-settings-language-client = the language of your Discord client
table-settings-notify-mention = a mention in the channel
table-settings-notify-both = a mention and a direct message
table-settings-notify-dm = a direct message only
table-settings-next-on = on
table-settings-next-off = off
table-settings-error-zone = "{ $zone }" is not a time zone: give its IANA name, e.g. Europe/Warsaw or America/New_York (autocomplete offers them), or utc.
table-settings-error-notify = "{ $given }" is not a way to be told: use mention, both or dm.
table-notify-your-turn = Your turn in { $game }: { $ask }
table-notify-next = You are next in { $game }: { $player } has just begun their turn.
table-rematch-opened = { $name } opens a rematch of { $game } ({ $count } of { $max } seats taken): { $players }. The creator starts it with /start.
table-rematch-invited = { $name } (invited)
table-rematch-error-no-game = There is no finished game in this channel to play again.
table-rematch-error-not-player = Only the players of the last game here, or its creator, can call a rematch.
discord-dm = { $message } ({ $channel })
discord-dm-fallback = { $mention }, { $message }
discord-dm-closed-once =
    { $fallback }
    (Discord refused my direct message, your direct messages are closed, so I mention you here instead. I say this only once.)
discord-next-up = { $mention }, { $message }
discord-rematch-invite = { $mentions }: a rematch is open; click Join to take your seat.
discord-join-button = Join
discord-help-settings = Your own `/settings` hold at every table: time zone, quiet hours, direct messages, "tell me when I am next", language. Reminders: your own interval wins when you set one, else the table's `/remind`; quiet hours, the table's and yours, are read on your clock.
play-rematch-invite = { $names }: a rematch is open; type /join to take your seat.
play-settings-usage = Type /settings alone to see your settings, or KEY VALUE pairs: zone Europe/Warsaw, quiet 22-7 or off, notify mention, both or dm, next on or off, every 12h or off, language de or auto.
play-help-players =
    More commands:
      /settings [KEY VALUE…] your own settings at every table (alone: shows them); your reminder interval wins over the table's
      /rematch             after a game ends: a new lobby with the same game, options, language and bots
command-settings-name = settings
command-settings-description = Your own settings at every table: time zone, quiet hours, how you are told, reminders, language
command-settings-option-zone-name = zone
command-settings-option-zone-description = Your time zone, an IANA name such as Europe/Warsaw (or utc)
command-settings-option-quiet-name = quiet
command-settings-option-quiet-description = Your own quiet hours on your clock, e.g. 22-7, or off
command-settings-option-notify-name = notify
command-settings-option-notify-description = How you are told it is your turn: mention, both (and a direct message), dm
command-settings-option-next-name = next
command-settings-option-next-description = One notice when the player before you starts their turn
command-settings-option-interval-name = interval
command-settings-option-interval-description = Your own reminder interval, e.g. 12h (wins over the table's), or off
command-settings-option-language-name = language
command-settings-option-language-description = The language of what only you see (auto: your Discord language)
command-rematch-name = rematch
command-rematch-description = Play the last game here again: same game, options, language and seats
table-rematch-error-lobby-gone = That lobby is no longer open: its game has started or was closed.

## web: the game pages (issue 23)
command-web-name = web
command-web-description = This table's web page, and your own view of it (only you see the links)
web-link =
    The table's page, live and with every move:
    { $url }
web-pass =
    Your own view, with what only you may see (valid for 7 days; do not share it):
    { $url }
web-turn = { $player } is to decide, since { $since }.
web-abandoned = This game was abandoned.
web-position = Position after entry { $at } of { $total } of the log.
web-position-start = Position at the start, before any move.
web-live = Now
web-prev = ← Previous
web-next = Next →
web-latest = To the current position
web-log = Log
web-export = The game record (JSON: to keep, or to replay with lazaretto import once the game is over)
web-log-empty = No moves yet.
web-standings = Standings
web-summary = The position
web-private = Only you see this: { $player }
web-image = Image { $n } of the position
web-language = Language
web-not-found = There is no game at this address.
web-forbidden = This personal link is not valid: it was changed or it expired. Ask for a new one with /web.
web-site = Lazaretto
web-me = Your tables
web-sign-in = Sign in with Discord
web-signed-in = Signed in as { $name }.
web-sign-out = Sign out
web-me-none = You sit at no open table now.
web-me-waiting = Waiting for you
web-sign-in-failed = Signing in did not work: this answer was not for the sign-in this browser started, or Discord refused it. Try again.

## web (issue 23, the page kept cheap): the whole log a page at a time, and /me's time left
web-log-whole = The whole log
web-log-earlier = Earlier entries
web-log-page = Log, page { $page } of { $pages }
web-log-past-end = This game's log ends on page { $pages }: there is no page { $page }.
web-me-left = You have { $time } left on this turn (until { $due }).
web-me-overdue = Your time on this turn ran out at { $due }.
## players on the web (issue 25, point 5): the settings form, a player's page, the leaderboards

web-settings-title = Your settings
web-settings-intro = They hold at every table on every server, the same as /settings on Discord. An empty field turns a setting off.
web-settings-zone = Time zone (IANA name, e.g. Europe/Warsaw; empty: UTC)
web-settings-quiet = Quiet hours on your clock (e.g. 22-7; empty: none)
web-settings-notify = How you are told it is your turn
web-settings-next = Tell me when I am next
web-settings-interval = Your reminder interval (e.g. 12h; empty: the table's)
web-settings-language = Language of what only you see
web-settings-save = Save
web-settings-csrf = This form is out of date or did not come from this site: nothing was changed. Open your settings again and save from there.
web-settings-error-next = "Tell me when I am next" is either on or off.
web-player-title = { $name }
web-player-none = There is no player with a finished or abandoned game at this address.
web-player-ratings = Ratings
web-player-unrated = Not rated yet.
web-player-record = Record
web-player-games = Latest games
web-player-links = A game links to its page only for those who played in it too, when they are signed in.
web-player-rating = { $game }: { $rating }, place { $rank } ({ $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won)
web-player-rating-provisional = { $game }: { $rating }, provisional, place { $rank } ({ $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won)
web-player-game = { $game }, { $players } players, ended { $ended }: { $how }
web-player-game-score = { $game }, score { $score }
web-player-place = place { $place }
web-player-handed = handed the seat over
web-player-abandoned = abandoned
web-board-all = Leaderboards
web-board-counts-all = All player counts
web-board-count = { $players } players
web-board-bad-players = Give the number of players as a whole number, e.g. 3.

## /away until a moment on the player's own clock (issue 25)
table-away-set-until = You are away until { $until } ({ $zone }): you are not reminded, your turn clocks wait for you, and at tables whose clock policy is ai the AI plays your turns.
table-away-zone-utc = UTC; choose your own time zone with /settings
table-away-error-past = { $until } ({ $zone }) has already passed: give a time ahead.
table-away-error-skipped = { $time } does not exist in { $zone }: the clocks jump forward over it that night. Give another time.

## Link buttons of a direct message (issue 25)
discord-dm-open-channel = Open the table
discord-dm-open-web = My view on the web

## /help without a game: each hosted game's `/new` and its number of players (from the registry)
discord-help-new = `/new game:{ $game }`
discord-help-seats = { $game }: { $min }–{ $max }
