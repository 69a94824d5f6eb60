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

## rattus

rattus-face = threshold { $threshold }: { $symbols }

## rattus.colour

rattus-colour-red = Red
rattus-colour-yellow = Yellow
rattus-colour-green = Green
rattus-colour-blue = Blue

## rattus.card

rattus-card-peasant = Peasant
rattus-card-merchant = Merchant
rattus-card-monk = Monk
rattus-card-knight = Knight
rattus-card-witch = Witch
rattus-card-king = King

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

rattus-choice-tokens = { $n } rat { $n ->
        [one] token
       *[other] tokens
    } there
rattus-choice-place = { $count } { $count ->
        [one] cube
       *[other] cubes
    } in { $region }
rattus-choice-place-peasant = { $tokens } rat { $tokens ->
        [one] token
       *[other] tokens
    } there, one cube more with the Peasant
rattus-choice-take = take the { $card } ({ $from })
rattus-choice-from = from { $colour }
rattus-choice-open-card = open card
rattus-choice-king = King: a cube from { $region } to the palace
rattus-choice-king-detail = { $cubes } of your cubes there; safe in the palace until the end
rattus-choice-monk = Monk: move a rat token to a neighbouring region
rattus-choice-merchant = Merchant: move 1–3 of your cubes to a neighbouring region
rattus-choice-witch = Witch: look at two rat tokens, then swap them if you like
rattus-choice-monk-from = a rat token from { $region }
rattus-choice-merchant-from = your cubes from { $region } ({ $cubes } there)
rattus-choice-token = token { $n } in { $region }
rattus-choice-seen = you saw it: { $face }
rattus-choice-monk-to = to { $region }
rattus-choice-merchant-to = { $count } { $count ->
        [one] cube
       *[other] cubes
    } to { $region }
rattus-choice-look = a token in { $region }
rattus-choice-swap = swap the two tokens
rattus-choice-keep = leave them where they are
rattus-choice-cancel = call off the { $card }
rattus-choice-move = move the plague to { $region }
rattus-choice-move-knight = move the plague two steps to { $region } (Knight)
rattus-choice-move-detail = { $tokens } rat { $tokens ->
        [one] token
       *[other] tokens
    }, { $cubes } { $cubes ->
        [one] cube
       *[other] cubes
    } there
rattus-choice-spread = a rat token to { $region }
rattus-choice-neutral = count the plague piece as 2 neutral cubes
rattus-choice-no-neutral = no neutral cubes
rattus-choice-peasant = Peasant: 1 cube in { $region }
rattus-choice-end = end your final step

## rattus.choice.power

rattus-choice-power-peasant = Peasant: place one cube more (or 1 cube where there are no rats)
rattus-choice-power-merchant = Merchant: move 1–3 of your cubes to a neighbouring region
rattus-choice-power-monk = Monk: move a rat token to a neighbouring region
rattus-choice-power-knight = Knight: move the plague two steps; count the plague piece as 2 neutral cubes
rattus-choice-power-witch = Witch: look at two rat tokens and swap them if you like
rattus-choice-power-king = King: move a cube from a rat-free region to the palace

## rattus.symbol

rattus-symbol-majority = M
rattus-symbol-all = A

## rattus.ask

rattus-ask-setup = { $colour }: place 2 cubes in one region (setup, pass { $n }).
rattus-ask-turn = { $colour }: take a card, use a power, or move the plague (now in { $plague }) to end your turn.
rattus-ask-turn-place = { $colour }: place cubes before moving the plague (now in { $plague }); you may also take a card or use a power.
rattus-ask-final = { $colour }: final step. Use the powers of your cards, then end.
rattus-ask-monk-from = Monk: move a rat token from which region?
rattus-ask-monk-slot = Monk: which token of that region?
rattus-ask-monk-to = Monk: move it to which neighbouring region?
rattus-ask-merchant-from = Merchant: move your cubes from which region?
rattus-ask-merchant-to = Merchant: to which neighbouring region, and how many cubes?
rattus-ask-witch-look = Witch: look at a token in which region?
rattus-ask-witch-slot = Witch: which token of that region?
rattus-ask-witch-swap = Witch: swap the two tokens you looked at?
rattus-ask-spread = The plague spreads from { $plague }: place a rat token ({ $n } left) in a neighbouring region.
rattus-ask-neutral = Knight: count the plague piece as 2 neutral cubes in { $plague }?

## rattus.event

rattus-event-placed = { $colour } places { $count } { $count ->
        [one] cube
       *[other] cubes
    } in { $region }.
rattus-event-took-card = { $colour } takes the { $card }.
rattus-event-took-card-from = { $colour } takes the { $card } from { $from }.
rattus-event-king = { $colour } moves a cube from { $region } to the palace (King).
rattus-event-monk = { $colour } moves a rat token from { $from } (token { $slot }) to { $to } (Monk).
rattus-event-merchant = { $colour } moves { $count } { $count ->
        [one] cube
       *[other] cubes
    } from { $from } to { $to } (Merchant).
rattus-event-witch-looked = { $colour } looks at token { $a_slot } in { $a } and token { $b_slot } in { $b } (Witch).
rattus-event-witch-saw = You saw: { $a } token { $a_slot }: { $a_face }; { $b } token { $b_slot }: { $b_face }.
rattus-event-witch-swapped = { $colour } swaps the two tokens.
rattus-event-witch-kept = { $colour } leaves the two tokens where they are.
rattus-event-moved = { $colour } moves the plague from { $from } to { $to }.
rattus-event-knight-moved = { $colour } moves the plague two steps from { $from } to { $to } (Knight).
rattus-event-spread = A rat token spreads to { $region }.
rattus-event-spread-forced = A rat token spreads to { $region } (the only region with room).
rattus-event-neutral = { $colour } counts the plague piece as 2 neutral cubes (Knight).
rattus-event-revealed = { $region }: revealed { $face }. { $result }
rattus-event-no-outbreak = No outbreak ({ $total } { $total ->
        [one] cube
       *[other] cubes
    }).
rattus-event-outbreak = Outbreak ({ $total } { $total ->
        [one] cube
       *[other] cubes
    }): { $losses }.
rattus-event-outbreak-harmless = Outbreak ({ $total } { $total ->
        [one] cube
       *[other] cubes
    }), but nobody is struck.
rattus-event-loss = { $colour } loses { $count }
rattus-event-end-supply = The rat supply is empty: the game ends after { $colour }'s turn.
rattus-event-end-reserve = { $colour } has no cubes left in reserve: the game ends.
rattus-event-final-devastation = Final devastation of every region.
rattus-event-winner = { $colour } wins with { $cubes } { $cubes ->
        [one] cube
       *[other] cubes
    } on the board.
rattus-event-winner-tie = { $colour } wins with { $cubes } cubes on the board, tied with { $tied }: a tie goes to the player who would have taken the next turn after { $last }.
rattus-event-final-skip-no-card = { $colour } holds no card: no final step.
rattus-event-final-skip-idle = { $colour }'s cards can do nothing now: no final step.
rattus-event-only-choice = { $colour }: { $choice } (the only choice).

## rattus.error

rattus-error-malformed = I don't understand "{ $text }". Pick one of the listed choices.
rattus-error-unknown-region = There is no region called "{ $region }".
rattus-error-unknown-card = There is no card called "{ $card }".
rattus-error-region-unused = { $region } is not in play with this many players.
rattus-error-setup-two = During setup, place exactly 2 cubes in one region.
rattus-error-setup-only-place = During setup you can only place cubes (2 in one region).
rattus-error-region-full = { $region } already holds 3 rat tokens.
rattus-error-not-adjacent = { $region } is not next to { $from }.
rattus-error-no-card = You do not hold the { $card }.
rattus-error-power-used = You already used the { $card } this turn.
rattus-error-final-forbidden = In the final round you may only use your cards' powers (the Knight may still move the plague).
rattus-error-took-already = You already took a card this turn.
rattus-error-hold-already = You already hold the { $card }.
rattus-error-placed-already = You already placed cubes this turn.
rattus-error-peasant-extra = Only the Peasant may place one cube more than the { $tokens } rat { $tokens ->
        [one] token
       *[other] tokens
    } there.
rattus-error-place-no-rats = { $region } holds no rat tokens, so no cubes can be placed there (the Peasant is the exception).
rattus-error-place-count = { $region } holds { $tokens } rat { $tokens ->
        [one] token
       *[other] tokens
    }: place exactly { $tokens } { $tokens ->
        [one] cube
       *[other] cubes
    } there.
rattus-error-place-count-peasant = { $region } holds { $tokens } rat { $tokens ->
        [one] token
       *[other] tokens
    }: place { $tokens } { $tokens ->
        [one] cube
       *[other] cubes
    } there, or { $more } with the Peasant.
rattus-error-reserve = You need { $count } { $count ->
        [one] cube
       *[other] cubes
    } but have { $reserve } in reserve.
rattus-error-reserve-empty = Your reserve is empty.
rattus-error-king-rats = The King moves a cube only from a region without rat tokens; { $region } has some.
rattus-error-king-no-cube = You have no cube in { $region } for the King to move.
rattus-error-monk-impossible = No rat token can be moved by the Monk right now (every token's neighbours are full).
rattus-error-merchant-impossible = You have no cubes the Merchant can move.
rattus-error-witch-impossible = The Witch needs at least two rat tokens on the board.
rattus-error-peasant-final-only = Use `place` for the Peasant's extra cube; `peasant` is for the final round.
rattus-error-must-place = Place your cubes first: the plague moves last.
rattus-error-two-steps-knight = Only the Knight moves the plague two steps; move it to a neighbouring region.
rattus-error-must-move = The plague must move to another region.
rattus-error-plague-reach = The plague moves from { $plague } to a neighbouring region; { $region } is not one.
rattus-error-plague-reach-knight = The plague moves from { $plague } one step, or two with the Knight; { $region } is further away.
rattus-error-knight-reach = The Knight moves the plague one or two steps; { $region } is out of reach.
rattus-error-end-by-moving = Your turn ends when you move the plague.
rattus-error-nothing-to-cancel = No power is under way, so there is nothing to call off.
rattus-error-no-power-started = That continues a power: start it first (monk, merchant or witch).
rattus-error-spread-not-now = Rat tokens spread only after the plague has moved.
rattus-error-neutral-not-now = Neutral cubes are declared by the Knight's holder after the plague has moved.
rattus-error-finish-monk = First finish the Monk's move (or `cancel` it).
rattus-error-finish-merchant = First finish the Merchant's move (or `cancel` it).
rattus-error-finish-witch = First finish the Witch's look at two tokens (or `cancel` it).
rattus-error-finish-swap = First decide whether to swap the two tokens you looked at.
rattus-error-finish-spread = First place the rat tokens spreading from { $plague }.
rattus-error-finish-neutral = First decide on the Knight's neutral cubes.
rattus-error-monk-no-token = { $region } holds no rat token for the Monk to move.
rattus-error-monk-no-room = Every region next to { $region } already holds 3 rat tokens.
rattus-error-token-range = { $region } holds { $tokens } rat { $tokens ->
        [one] token
       *[other] tokens
    }: choose token 1 to { $tokens }.
rattus-error-monk-count = The Monk moves one token: name only the region (`to REGION`).
rattus-error-merchant-no-cubes = You have no cubes in { $region }.
rattus-error-merchant-how-many = Say how many cubes go to { $region }, 1 to 3 (`to REGION 2`).
rattus-error-merchant-count = The Merchant moves 1 to 3 of your cubes; you have { $have } there.
rattus-error-witch-no-token = { $region } holds no rat token to look at.
rattus-error-witch-same-token = Choose a different token from the one you already looked at.
rattus-error-cannot-cancel-witch = The Witch has already looked; only the swap is left to decide.
rattus-error-cannot-cancel-spread = Spreading rat tokens cannot be called off.

## rattus.summary

rattus-summary-region = { $region }: { $tokens } rat { $tokens ->
        [one] token
       *[other] tokens
    }; cubes: { $cubes }{ $plague }
rattus-summary-plague-here = { " " }☠ plague
rattus-summary-cubes = { $colour } { $count }
rattus-summary-palace = Palace: { $seats }
rattus-summary-reserve = Reserves: { $seats }
rattus-summary-card = { $card }: { $holder }
rattus-summary-cards = Cards: { $cards }
rattus-summary-open = open
rattus-summary-supply = Rat supply: { $supply } { $supply ->
        [one] token
       *[other] tokens
    }; revealed so far: { $revealed }.
rattus-summary-known = { $region } token { $slot }: { $face }

## rattus.note

rattus-note-look = Turn { $turn }: you saw { $looked } ({ $swap }).
rattus-note-swapped = you swapped them
rattus-note-kept = you left them
rattus-note-no-swap = same region, no swap
rattus-note-now = Where the tokens you know lie now: { $known }.

## rattus.last

rattus-last-caption = { $player }: { $parts }
rattus-last-placed = { $count } { $count ->
        [one] cube
       *[other] cubes
    } placed in { $region }
rattus-last-took = took the { $card }
rattus-last-palace = { $count } { $count ->
        [one] cube
       *[other] cubes
    } to the palace (King)
rattus-last-left = { $count } { $count ->
        [one] cube
       *[other] cubes
    } moved out of { $region }
rattus-last-plague = the plague moved from { $from } to { $to }
rattus-last-spread = rats spread to { $regions }
rattus-last-spread-in = { $region } (+{ $count })
rattus-last-devastation = devastation: { $count } rat { $count ->
        [one] token
       *[other] tokens
    } revealed, { $losses }
rattus-last-devastation-harmless = devastation: { $count } rat { $count ->
        [one] token
       *[other] tokens
    } revealed, no cube lost
rattus-last-lost = { $region } −{ $count } { $count ->
        [one] cube
       *[other] cubes
    }
rattus-last-nothing = nothing changed on the board

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
      /board  /status  /log [N]  /peek
      /estate [NAME]      a player's estate image (Messina; written like the board images)
      /bot add [LEVEL]    seat a bot in the lobby: easy, strong (the default) or random
      /bot remove         take the last bot added out of the lobby
      /abandon  /kick NAME  /replace OLD NEW  /replace OLD bot [LEVEL]
      /help GAME          how to play: /help rattus, /help messina
      /help  /quit

## help

help-unknown-game = There is no game called "{ $game }". Known games: { $known }.

## help.rattus

help-rattus-turn =
    {"*"}*Rattus** — keep as many of your cubes on the board as you can while the plague spreads over Europe. Most cubes on the board (regions and palace) at the end wins; a tie goes to the player who would have taken the next turn.
    {"*"}*Setup:** each player places 2 cubes in one region, clockwise, then once more counter-clockwise.
    {"*"}*Your turn,** in any order: **A** take one class card (open, or from another player), **B** place cubes in one region — exactly as many as its rat tokens (one more with the Peasant), required when you can; use each card's power once. **C** last, move the plague to a neighbouring region (two steps with the Knight): rat tokens spread from it, then its tokens are revealed one by one and outbreaks strike cubes.
    {"*"}*The end:** when the rat supply is empty or a player has no cubes left, every other player takes a final step using only their cards' powers (the Peasant places 1 cube, the Knight moves the plague); then every region is devastated.
    {"*"}*Refused moves** name the rule that blocks them (R-…), from the rules digest.
help-rattus-notation =
    {"*"}*Notation** (type it, its number, or words of its label):
    `place gallia 3` — 3 cubes in Gallia (exactly its rat tokens; one more with the Peasant)
    `take king` — phase A: take the King card (from the table or from another player)
    `king gallia` — King: one of your cubes from rat-free Gallia to the palace
    `monk` then `from R`, `token N`, `to R` — Monk: a rat token to a neighbouring region
    `merchant` then `from R`, `to R N` — Merchant: 1–3 of your cubes to a neighbouring region
    `witch` then `look R` (+ `token N`) twice, `swap yes|no` — Witch: look at two tokens, maybe swap them
    `cancel` — call off a power before it did anything
    `move italia` — phase C: move the plague (two steps with the Knight); ends your turn
    `spread hispania` — place a spreading rat token
    `neutral yes|no` — Knight: count the plague piece as 2 neutral cubes
    `peasant gallia`, `end` — final round: the Peasant's single cube; end your final step

## help.messina

help-messina-turn =
    {"*"}*Messina 1347** — rescue the citizens of plague-struck Messina, fight the plague and repopulate its districts. Six rounds; most points wins.
    {"*"}*A round:** in turn order each player sends one lieutenant per turn until all are used; then production, quarantine, and the next round's preparation (ships, a new district, plague cubes and citizens).
    {"*"}*A turn:** send a lieutenant to a hex or port (`go`), to a docked ship (`ship`), or recall it to your estate for 1 coin (`recall`). Lieutenants lying in Messina go first; a lying lieutenant pays 1 coin per step beyond the first.
    {"*"}*A hex turn:** 1) stand on the hex; 2) rescue its citizens — to your sectors, or into quarantine huts if the hex has plague; 3) fight the plague with fire or big fire, or stop and take a rat for every cube left; 4) the action step: the hex's action (or repopulate the hex instead), your gains in any order, paid city and church book advances, citizens into workshops, then end.
    {"*"}*A ship turn:** fight the ship's cube or take a rat, then take the ship and its reward.
    A decision with one possible choice is taken for you; a gain that is the only one left asks its question at once, with ending the turn among the choices.
    {"*"}*Refused moves** name the rule that blocks them (M-…), from the rules digest.
help-messina-notation =
    {"*"}*Notation** (type it, its number, or words of its label — `build`, `big fire`):
    `go h05` — to hex H05 (ports `p1`–`p4`); `ship sh4` — to ship SH4 at its dock; `recall` — back to your estate, +1 coin
    `from h05`, `from estate` — which unused lieutenant goes (lying ones first)
    `place cr.a2` — a rescued citizen to a free square of its sector; `hut q1` — into a quarantine hut; `discard` — no room
    `fire`, `bigfire`, `bigfire double`, `bigfire h07` — remove plague cubes by the fire table; `stop` — stop, a rat per cube left; `rat` — leave a ship's cube
    `hex` — the hex action; `option 1` — one option of an "X or Y" action; `repopulate` — repopulate the hex instead
    `buy city`, `buy church` — a paid book advance (1 coin per lieutenant you own)
    `do build`, `do overseer(any)`, … — resolve a gain you have waiting (in any order)
    `overseer cr|ar|nu`, `branch cr>ar`, `step 1|2` — move an overseer; `activate cr.a1` — the action of a citizen it reaches
    `rotate huts|workshops`, `pay coin|wood|fire|bigfire|point` — rotate a row of tiles before building
    `hut hu05`, `workshop wk03`, `wagon wg2a`, `on q2`, `skip` — build, and where a hut upgrade goes
    `give cr.a1`, `give ws2`, `sacrifice estate` — a repopulation's citizens and lieutenant
    `upgrade q1`, `scroll goods`, `book city`, `copy h05` — upgrade a citizen, a scroll advance, a free book advance, another hex's action
    `staff cr.a1`, `into ws2` — move a citizen into a workshop; `produce` — produce at the end of a round
    `end` — end your turn (what you did not use is lost)

## options

options-unknown = Unknown option "{ $option }".
options-players = This game takes { $min } to { $max } players, not "{ $given }".
options-conflict = "{ $option }" contradicts the number of players given before.

## options.rattus

options-rattus-players = exactly N players (2 to 4)

## options.messina

options-messina-players-n = exactly N players (1 to 4; 1 plays solo against the automa)
options-messina-solo = one player against the automa
options-messina-variant-base = the base game
options-messina-variant-advanced = the advanced variant: side-b player and scroll boards
options-messina-boards-a-b = player boards: side a or b (mixing the sides is allowed, untested)
options-messina-scrolls-a-b = scroll boards: side a or b
options-messina-priority-tile-on = the book-priority tile

## game

game-rattus = Rattus
game-messina = Messina 1347

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
table-peek-nothing = You have no private information in this game.
table-estate = The estate of { $player }.
table-choice = { $n }. { $label }

## table.error

table-error-ambiguous = "{ $text }" fits several choices: { $choices }. Type more of one, or its number.
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
table-error-conflict = The game changed at the same moment; look at the new position and try again.
table-error-too-long = That is far too long for a choice ({ $max } characters at most): "{ $start }…". Pick one of the listed choices.
table-error-storage = Something went wrong storing the game. Please try again.
table-error-scenario = The scenario position is invalid: { $error }
table-error-no-estates = { $game } has no estates; /board shows the whole game.
table-error-estate-whose = Whose estate? Name a player: /estate player:@name.

## table.remind

table-remind-ping = reminder: your { $game } game is waiting for you (since { $since }).
table-remind-changed = { $name } changed the reminders: { $settings }.
table-remind-settings = every { $every }, { $quiet }, { $paused }
table-remind-quiet = quiet hours { $from }:00–{ $to }:00 UTC
table-remind-no-quiet = no quiet hours
table-remind-paused = paused for this turn
table-remind-active = active
table-remind-hours = { $n } h
table-remind-minutes = { $n } min
table-remind-seconds = { $n } s

## table.remind.error

table-remind-error-interval = The reminder interval must be at least one second.
table-remind-error-quiet = Quiet hours are whole UTC hours from 0 to 23.

## messina

messina-dot = { $a } · { $b }
messina-terms = { $terms }
messina-either = { $a } or { $b }
messina-nothing = nothing
messina-free = free
messina-square = { $class } square { $id }
messina-ship = ship { $id } ({ $reward })
messina-workshop = { $class } workshop { $id }
messina-workshop-each-round = { $output } each round
messina-workshop-each-round-up = { $output } each round ({ $up } when upgraded)
messina-workshop-once = { $output } once
messina-workshop-needs-upgraded = { $gives }, with an upgraded { $class }
messina-track = scroll track { $track }
messina-hut-upgrade = hut upgrade { $id } (produces { $output })
messina-wagon = wagon { $id } ({ $points })
messina-have = you have: { $what } ×{ $n }
messina-produces = produces { $output }
messina-activates = activates: { $action }
messina-upgraded-class = upgraded { $class }
messina-plain-class = { $class }

## messina.colour

messina-colour-red = Red
messina-colour-yellow = Yellow
messina-colour-blue = Blue
messina-colour-green = Green

## messina.class

messina-class-cr = craftsman
messina-class-ar = aristocrat
messina-class-nu = nun

## messina.a-class

messina-a-class-cr = a craftsman
messina-a-class-ar = an aristocrat
messina-a-class-nu = a nun

## messina.classes

messina-classes-cr = Craftsmen
messina-classes-ar = Aristocrats
messina-classes-nu = Nuns

## messina.book

messina-book-pop = popularity book
messina-book-city = city book
messina-book-church = church book

## messina.place

messina-place-hex = { $name } ({ $id })
messina-place-dock = dock { $id }

## messina.from

messina-from-estate = the lieutenant in your estate
messina-from-at = the lieutenant lying on { $place }

## messina.at

messina-at-square = on { $square }
messina-at-workshop = in workshop { $id }
messina-at-hut = in quarantine hut { $hut }

## messina.row

messina-row-huts = hut upgrades
messina-row-workshops = workshops

## messina.res

messina-res-coin = coin
messina-res-wood = wood
messina-res-fire = fire
messina-res-bigfire = big fire
messina-res-point = point

## messina.term

messina-term-coin = { $n } { $n ->
        [one] coin
       *[other] coins
    }
messina-term-wood = { $n } wood
messina-term-fire = { $n } fire
messina-term-bigfire = { $n } big fire
messina-term-points = { $n } { $n ->
        [one] point
       *[other] points
    }
messina-term-activate = activate up to { $n } citizens anywhere
messina-term-city = a city book advance
messina-term-church = a church book advance
messina-term-book = a city or church book advance
messina-term-scroll = a scroll advance
messina-term-overseer-class = advance the { $class } overseer
messina-term-overseer-any = advance an overseer
messina-term-overseer-skip = advance an overseer (it may skip a space)
messina-term-upgrade-overseer = upgrade an overseer
messina-term-upgrade-advance = upgrade and advance an overseer
messina-term-upgrade-citizen = upgrade a citizen
messina-term-build = build
messina-term-lieutenant = a lieutenant from the supply
messina-term-hex-action = the action of any hex

## messina.choice

messina-choice-from-estate = a lieutenant from your estate
messina-choice-from-estate-detail = goes to any free hex, port or docked ship at no cost
messina-choice-from-lying-detail = free to its hex and the neighbouring ones, 1 coin per step beyond
messina-choice-ship = take { $ship }
messina-choice-ship-cube = plague cube on board
messina-choice-recall = recall the lieutenant to your estate, +1 coin
messina-choice-recall-detail = ends your turn
messina-choice-hut = quarantine hut { $hut }
messina-choice-hut-upgrade = upgrade { $id }: { $output } each round with a citizen
messina-choice-hut-plain = not upgraded
messina-choice-hut-holds = holds { $a_class }
messina-choice-discard = back to the supply (no room)
messina-choice-staff = first move the { $class } on { $square } into a workshop
messina-choice-fire = remove a cube for { $n } fire
messina-choice-bigfire = remove a cube for 1 big fire
messina-choice-bigfire-double = remove 2 cubes for 1 big fire
messina-choice-bigfire-next = remove a cube here and one on { $place } for { $n } big fire
messina-choice-stop-fighting = stop fighting: take { $rats } { $rats ->
        [one] rat
       *[other] rats
    }
messina-choice-stop-activating = stop activating
messina-choice-rat = take a rat (the cube leaves the ship)
messina-choice-hex = hex action: { $action }
messina-choice-repopulate = repopulate the hex instead
messina-choice-buy = { $book } advance for { $cost }
messina-choice-space = space { $space }
messina-choice-do = resolve: { $term }
messina-choice-end = end your turn
messina-choice-end-production = finish your production
messina-choice-forfeits = unused: { $lost }
messina-choice-the-hex-action = the hex action
messina-choice-activations = the activations left
messina-choice-overseer = the { $class } overseer
messina-choice-overseer-detail = space { $from } → { $to }
messina-choice-branch = the branch towards the { $towards }
messina-choice-one-step = 1 space
messina-choice-two-steps = 2 spaces, skipping the next one
messina-choice-rotate = first rotate the { $row } (pay 1)
messina-choice-rotate-detail = 1 coin, wood, fire, big fire or point
messina-choice-pay = 1 { $what }
messina-choice-build-hut = hut upgrade { $id }
messina-choice-wagon = wagon { $id }
messina-choice-skip = build nothing
messina-choice-citizen = the { $citizen } { $at }
messina-choice-level = level { $from } → { $to }
messina-choice-produce = produce
messina-choice-cubes = { $n } plague { $n ->
        [one] cube
       *[other] cubes
    }
messina-choice-citizens = rescue: { $citizens }
messina-choice-visit = +2 points to { $colour }
messina-choice-need = { $class } ×{ $n }
messina-choice-need-upgraded = { $class } ×{ $n } ({ $up } upgraded)
messina-choice-need-lieutenant = a lieutenant to the box
messina-choice-hex-points = { $n } { $n ->
        [one] point
       *[other] points
    } at the end

## messina.ask

messina-ask-lieutenant = { $colour }: which lieutenant goes? Those lying in Messina go before those in your estate.
messina-ask-destination = { $colour }, round { $round }: where does { $from } go — a hex or port, a docked ship, or back to your estate for 1 coin?
messina-ask-rescue = { $colour }: where does the rescued { $class } go (a free square of its sector)?
messina-ask-rescue-quarantine = { $colour }: { $place } has plague — which quarantine hut takes the { $class }?
messina-ask-fight = { $colour }: fight the plague on { $place } ({ $cubes } { $cubes ->
        [one] cube
       *[other] cubes
    }; { $cost } fire per cube this round), or stop and take a rat per cube left.
messina-ask-ship-fight = { $colour }: fight the plague cube on { $ship } ({ $cost } fire or 1 big fire), or take a rat.
messina-ask-actions = { $colour } at { $place }: take the hex action ({ $action }) or repopulate, resolve what you gained, buy book advances ({ $advance } coins each), or end your turn.
messina-ask-actions-done = { $colour }: resolve what you gained, buy book advances ({ $advance } coins each), or end your turn.
messina-ask-option = { $colour }: choose one.
messina-ask-overseer = { $colour }: which overseer — { $term }?
messina-ask-branch = { $colour }: which way does the { $class } overseer go from here (a permanent choice)?
messina-ask-steps = { $colour }: does the { $class } overseer advance 1 space, or 2 skipping the next one?
messina-ask-activate = { $colour }: activate citizens where your overseer arrived ({ $left } more), or stop.
messina-ask-build = { $colour }: build a hut upgrade, a workshop or a wagon; you may first rotate a row of tiles (1 resource or point).
messina-ask-rotate-pay = { $colour }: pay 1 coin, wood, fire, big fire or point to rotate the { $row }.
messina-ask-hut-on = { $colour }: on which quarantine hut does hut upgrade { $tile } go?
messina-ask-give = { $colour }: which { $citizen } do you give to repopulate { $place }?
messina-ask-sacrifice = { $colour }: which unused lieutenant goes to the box to repopulate { $place }?
messina-ask-upgrade = { $colour }: which citizen do you upgrade?
messina-ask-scroll = { $colour }: which scroll track goes up one level?
messina-ask-book = { $colour }: a free advance on the city book or the church book?
messina-ask-copy = { $colour }: take the action of which hex?
messina-ask-staff = { $colour }: the { $class } from { $square } goes into which workshop?
messina-ask-production = { $colour }: production — move citizens into workshops first if you like, then produce.
messina-ask-after-production = { $colour }: resolve what production gave you, or finish.
messina-ask-release = { $colour }: a { $class } leaves quarantine — which square or workshop?

## messina.post

messina-post-bought = { $colour } pays { $coins } { $coins ->
        [one] coin
       *[other] coins
    } for { $count } book { $count ->
        [one] advance
       *[other] advances
    }.
messina-post-production = Production: { $players }.
messina-post-produced = { $colour } { $gains }
messina-post-produced-nothing = { $colour } nothing
messina-post-rescue = { $colour } rescues { $items }.
messina-post-rescue-rescued = { $a_class } to { $square }
messina-post-rescue-quarantined = { $a_class } to quarantine hut { $hut }
messina-post-rescue-discarded = { $a_class }, who finds no room
messina-post-activated = { $colour } activates { $items }.
messina-post-activated-item = the citizen on { $square } ({ $action })
messina-post-ship-arrives = Ships dock: { $items }.
messina-post-ship-arrives-item = { $ship } at { $dock }
messina-post-released = { $colour }'s citizens leave quarantine: { $items }.
messina-post-released-item = { $a_class } to { $to }
messina-post-more = … and { $n } more { $n ->
        [one] line
       *[other] lines
    }: /log shows them all.

## messina.decision

messina-decision-lieutenant = choosing which lieutenant goes
messina-decision-destination = choosing where your lieutenant goes
messina-decision-rescue = placing the rescued citizens
messina-decision-fight = fighting the plague
messina-decision-ship-fight = fighting the ship's plague cube
messina-decision-actions = the action step
messina-decision-production = production
messina-decision-release = placing a citizen who leaves quarantine
messina-decision-option = choosing one of an action's options
messina-decision-book = choosing the book for a free advance
messina-decision-scroll = choosing a scroll track
messina-decision-copy = choosing the hex whose action you take
messina-decision-upgrade = choosing the citizen to upgrade
messina-decision-staff = choosing the workshop
messina-decision-overseer = choosing the overseer
messina-decision-branch = choosing the overseer's branch
messina-decision-steps = choosing how far the overseer goes
messina-decision-activate = activating citizens
messina-decision-build = building
messina-decision-rotate-pay = paying for the rotation
messina-decision-hut-on = placing the hut upgrade
messina-decision-give = giving citizens for the repopulation
messina-decision-sacrifice = choosing the lieutenant to sacrifice

## messina.when

messina-when-turn-start = That is chosen at the start of a turn.
messina-when-rescue = That places a rescued citizen, in step 2 of a hex turn.
messina-when-fight = That fights the plague, in step 3 of a hex turn.
messina-when-ship = That declines a ship's plague cube, in step 3 of a ship turn.
messina-when-action-step = That belongs to step 4, the action step.
messina-when-gain = That answers a gain while you resolve it.
messina-when-build = That belongs to a build.
messina-when-repopulation = That belongs to a repopulation.
messina-when-release = That places the citizen leaving quarantine.
messina-when-production = That belongs to your production at the end of a round.
messina-when-anytime = That moves a citizen into a workshop, in your action step or production.

## messina.event

messina-event-gains = { $colour } gains { $gains }.
messina-event-book = { $colour } advances on the { $book } to space { $space }.
messina-event-book-end = { $colour } is at the end of the { $book } and moves to the top of the stack.
messina-event-once-used = { $colour }'s { $square } (one-time) is now covered.
messina-event-lieutenant = { $colour } takes a lieutenant from the supply.
messina-event-recall = { $colour } recalls a lieutenant and takes 1 coin.
messina-event-go = { $colour } goes to { $place }{ $paid }.
messina-event-paid = { " " }(paying { $cost } { $cost ->
        [one] coin
       *[other] coins
    })
messina-event-visit = { $colour } scores { $points } { $points ->
        [one] point
       *[other] points
    } for the visit to their repopulated hex.
messina-event-rescued = { $colour } rescues { $a_class } to { $square }.
messina-event-only-choice = { $colour }: { $choice } (the only choice).
messina-event-quarantined = { $colour } puts { $a_class } in quarantine hut { $hut }.
messina-event-discarded = { $colour } has no room for { $a_class }; it returns to the supply.
messina-event-rats = { $colour } takes { $rats } { $rats ->
        [one] rat
       *[other] rats
    }.
messina-event-fought = { $colour } removes { $cubes } { $cubes ->
        [one] cube
       *[other] cubes
    } ({ $left } left on the hex).
messina-event-fought-ship = { $colour } fights the ship's plague cube.
messina-event-ship = { $colour } takes { $ship }.
messina-event-staffed = { $colour } moves { $a_class } into the { $workshop }.
messina-event-late-reward = { $colour }'s late { $workshop } gives its reward: { $reward }.
messina-event-bought = { $colour } pays { $coins } { $coins ->
        [one] coin
       *[other] coins
    } for a book advance.
messina-event-scroll = { $colour } moves the cube on { $track } to level { $level }.
messina-event-copied = { $colour } takes the action of { $place }.
messina-event-upgraded = { $colour } upgrades { $a_class }.
messina-event-overseer-flipped = { $colour } upgrades the { $class } overseer.
messina-event-overseer = { $colour }'s { $class } overseer reaches space { $pos } of 6.
messina-event-activated = { $colour } activates the citizen on { $square }: { $action }.
messina-event-rotated-huts = { $colour } rotates the hut-upgrade tiles.
messina-event-rotated-workshops = { $colour } rotates the workshop tiles.
messina-event-built = { $colour } builds { $tile }.
messina-event-repopulating = { $colour } repopulates { $place }.
messina-event-sacrificed = { $colour } sacrifices a lieutenant.
messina-event-repopulated = { $colour }'s repopulation tile now lies on { $place }.
messina-event-round-end = Round { $round } ends: production.
messina-event-production = { $colour } produces.
messina-event-no-production = { $colour } produces nothing.
messina-event-released = { $colour }'s { $class } leaves quarantine for { $to }.
messina-event-round = Round { $round } begins.
messina-event-ship-arrives = { $ship } docks at { $dock }.
messina-event-new-hex = { $place } joins the city.
messina-event-late-workshops = Late workshops replace the early ones.
messina-event-plague = The plague spreads: { $hexes } { $hexes ->
        [one] hex gets
       *[other] hexes get
    } a cube.
messina-event-plague-short = The plague would need { $needed } { $needed ->
        [one] cube
       *[other] cubes
    } but only { $left } { $left ->
        [one] is
       *[other] are
    } left: none are placed.
messina-event-game-over = The game is over.
messina-event-rats-back = { $colour }'s { $rats } { $rats ->
        [one] rat moves
       *[other] rats move
    } the popularity disc back to space { $space }.
messina-event-final-score = { $place }. { $colour }: { $score } { $score ->
        [one] point
       *[other] points
    }.

## messina.error

messina-error-malformed = I don't understand "{ $text }". Pick one of the listed choices.
messina-error-unknown = There is no { $what } called "{ $text }".
messina-error-off-topic = Now you are { $now }. { $when }
messina-error-finish-first = First finish { $now }.
messina-error-lying-first = Lieutenants lying in Messina must be used before those in your estate.
messina-error-no-lieutenant-there = You have no lieutenant there ({ $from }).
messina-error-lieutenant-used = That lieutenant was already used this round.
messina-error-lieutenant-chosen = This turn's lieutenant is already chosen: { $from }. Take it back (undo) to choose another.
messina-error-not-in-city = { $place } is not in the city.
messina-error-blocked = A standing lieutenant already used { $place } this round.
messina-error-move-cost = That move costs { $cost } { $cost ->
        [one] coin
       *[other] coins
    }; you have { $coins }.
messina-error-use-ship = To go to a dock, choose one of its ships (ship …).
messina-error-ship-not-docked = That ship is not docked in Messina.
messina-error-ship-cost = Going to { $dock } costs { $cost } { $cost ->
        [one] coin
       *[other] coins
    }; you have { $coins }.
messina-error-must-quarantine = The hex has plague: rescued citizens go into quarantine.
messina-error-no-quarantine = The hex has no plague: rescued citizens go to your sectors.
messina-error-no-such-hut = You have 4 quarantine huts, q1 to q4.
messina-error-hut-taken = Quarantine hut { $hut } is occupied.
messina-error-wrong-sector = A { $class } goes to a square of its own sector.
messina-error-square-taken = That square is taken: { $square }.
messina-error-discard-room = There is still room for the citizen; it goes back to the supply only when there is none.
messina-error-staff-action-step = Move citizens into workshops in your action step (or here, only when the sector is full).
messina-error-staff-after-production = You have produced: citizens move into workshops before producing, or in your turn.
messina-error-staff-wrong-class = Only a { $class } can move into a workshop now: that makes room for the { $class } leaving quarantine.
messina-error-no-citizen-there = There is no citizen of yours { $at }.
messina-error-no-workshop = You have no empty { $class } workshop.
messina-error-no-cubes = There is no plague cube left here to remove.
messina-error-no-cubes-there = { $place } has no plague cube to remove.
messina-error-no-fire = That needs { $need } fire; you have { $have }.
messina-error-no-big-fire = That needs { $need } big fire; you have { $have }.
messina-error-big-fire-double-late = From round V one big fire removes only one cube.
messina-error-big-fire-double-cubes = One big fire removes 2 cubes here only when the hex has 2 cubes.
messina-error-not-adjacent-hex = { $place } does not share an edge with this hex.
messina-error-ship-no-adjacent = Big fire on a ship removes only the ship's cube.
messina-error-ship-decline = To leave the ship's cube, take a rat (`rat`).
messina-error-hex-used = You already took this hex's action (or repopulated it) this turn.
messina-error-ship-no-hex = A ship turn has no hex action.
messina-error-hex-options = This hex's action has { $n } options: choose one (`option 1` …).
messina-error-hex-no-options = This hex's action has a single option: take it with `hex`.
messina-error-option-range = Choose option 1 to { $n }.
messina-error-repop-port = Only the district hex your lieutenant stands on can be repopulated (not a port or dock).
messina-error-repop-done = That hex is already repopulated.
messina-error-repop-tiles = You have placed all 5 repopulation tiles.
messina-error-repop-cost = You cannot pay the repopulation cost.
messina-error-repop-wagon = Repopulating needs an unused wagon.
messina-error-repop-lieutenant = This hex needs an unused lieutenant to sacrifice.
messina-error-repop-citizens = You lack the citizens this hex needs (upgraded where shown; not from quarantine).
messina-error-buy-popularity = The popularity book advances only by removing plague cubes; you can buy city and church advances.
messina-error-buy-only-in-turn = Book advances are bought during the action step of your turn.
messina-error-advance-cost = A book advance costs { $cost } { $cost ->
        [one] coin
       *[other] coins
    } (one per lieutenant you own); you have { $coins }.
messina-error-not-pending = You have no { $term } waiting to be resolved.
messina-error-term-useless = { $term } can do nothing now.
messina-error-produce-first = Produce first (you may move citizens into workshops before).
messina-error-produced = You have already produced.
messina-error-book-popularity = A free advance is on the city book or the church book.
messina-error-no-such-track = Your scroll board has no such track.
messina-error-scroll-top = That scroll cube is already at the top.
messina-error-copy-dock = A dock has no action to take; choose a hex or port.
messina-error-already-upgraded = The citizen { $at } is already upgraded.
messina-error-no-such-workshop = You have no such workshop.
messina-error-workshop-taken = Workshop { $n } already holds a citizen.
messina-error-workshop-class = That workshop takes a { $class }.
messina-error-overseer-centre = The { $class } overseer is in the centre and never moves again.
messina-error-overseer-upgraded = The { $class } overseer is already upgraded.
messina-error-overseer-class = This advance is for the { $class } overseer.
messina-error-branch-other = Choose one of the { $class } overseer's two branches.
messina-error-steps-range = The overseer advances 1 space, or 2 skipping the next.
messina-error-once-used = That one-time square has been used ({ $square }); its citizen stays but is never activated again.
messina-error-activated-already = The citizen on { $square } was already activated in this advance.
messina-error-not-reachable = The overseer cannot activate the citizen on { $square } from where it stands (or no activation is left there).
messina-error-rotate-once = A rotation comes only at the start of a build, once.
messina-error-rotate-no-pay = You have nothing to pay a rotation with (1 coin, wood, fire, big fire or point).
messina-error-not-face-up = That tile is not face up in the supply.
messina-error-no-free-hut = All your quarantine huts are already upgraded.
messina-error-cost = You cannot pay for that ({ $coins } { $coins ->
        [one] coin
       *[other] coins
    }, { $wood } wood).
messina-error-must-build = After a paid rotation you must build, since something can be built.
messina-error-no-payment = You don't have that to pay with.
messina-error-hut-upgraded = Quarantine hut { $hut } already has an upgrade.
messina-error-give = That citizen cannot be given (wrong class, not upgraded where required, or in quarantine).
messina-error-sacrifice = Only a lieutenant not yet used this round can be sacrificed.

## messina.summary

messina-summary-round = Round { $round } of 6; turn order: { $order }; { $cubes } plague { $cubes ->
        [one] cube
       *[other] cubes
    } in the supply.
messina-summary-automa = Automa: { $left } { $left ->
        [one] lieutenant
       *[other] lieutenants
    } still to place this round, popularity space { $pop }, { $pile } solo { $pile ->
        [one] tile
       *[other] tiles
    } in its pile. A good solo result is { $good } points.
messina-summary-automa-standing = the automa standing
messina-summary-site = { $place }: { $action }
messina-summary-site-with = { $site } — { $here }
messina-summary-cubes = { $n } plague { $n ->
        [one] cube
       *[other] cubes
    }
messina-summary-citizens = rescue: { $citizens }
messina-summary-repop = repopulated by { $colour }
messina-summary-standing = { $colour } standing
messina-summary-lying = { $colour } lying
messina-summary-ship = { $ship } at { $dock }
messina-summary-ship-cube = { $ship } with a plague cube
messina-summary-docked = Docked ships: { $ships }.
messina-summary-for-sale = { $tile } for { $cost }
messina-summary-workshop = { $tile } ({ $gives })
messina-summary-sale-huts = Hut upgrades for sale: { $tiles }.
messina-summary-sale-workshops = Workshops for sale: { $tiles }.
messina-summary-sale-wagons = Wagons for sale: { $tiles }.
messina-summary-player = { $colour }: { $points } { $points ->
        [one] point
       *[other] points
    }; { $coins } { $coins ->
        [one] coin
       *[other] coins
    }, { $wood } wood, { $fire } fire, { $bigfire } big fire, { $rats } { $rats ->
        [one] rat
       *[other] rats
    }; books: popularity { $pop }, city { $city }, church { $church }.
messina-summary-estate = { $colour }'s estate:
messina-summary-sector = { "  " }{ $classes }: { $squares }
messina-summary-square-free = { $id } ({ $action }) free
messina-summary-square-taken = { $id } ({ $action }) taken
messina-summary-square-upgraded = { $id } ({ $action }) taken, upgraded
messina-summary-overseers = { "  " }Overseers: { $overseers }
messina-summary-overseer = { $class } { $at }
messina-summary-overseer-upgraded = { $class } (upgraded) { $at }
messina-summary-overseer-start = at the start
messina-summary-overseer-at = on space { $pos }
messina-summary-overseer-branch = on space { $pos } towards the { $towards }
messina-summary-estate-huts = { "  " }Quarantine: { $huts }
messina-summary-hut = hut { $hut }: { $what }
messina-summary-hut-citizen = a { $class } on slot { $slot }
messina-summary-estate-workshops = { "  " }Workshops: { $workshops }
messina-summary-owned-workshop = { $n }. { $tile }, { $who }
messina-summary-workshop-empty = empty
messina-summary-workshop-citizen = a { $class }
messina-summary-workshop-upgraded = an upgraded { $class }
messina-summary-estate-wagons = { "  " }Wagons: { $wagons }
messina-summary-wagon = { $tile }
messina-summary-wagon-used = { $tile }, used this round
messina-summary-ships = { "  " }Ships: { $ships }
messina-summary-scroll = { "  " }Scroll: { $tracks }
messina-summary-track = { $track } { $level }
messina-summary-lieutenants = { "  " }Lieutenants: { $where }; { $repop } repopulation { $repop ->
        [one] tile
       *[other] tiles
    } left.
messina-summary-lt-estate = { $n } in the estate
messina-summary-lt-recalled = { $n } recalled this round
messina-summary-lt-standing = 1 standing on { $place }
messina-summary-lt-lying = 1 lying on { $place }
messina-summary-lt-supply = { $n } in the supply
messina-summary-lt-box = { $n } in the box
messina-summary-pending = { "  " }To resolve: { $pending }

## messina.automa

messina-automa-place = The automa turns { $tile } and places a lieutenant on { $place }.
messina-automa-skip = The automa turns { $tile }: { $place } is not available, the tile waits until the round ends.
messina-automa-reshuffle = The automa's pile ran out; the tiles it skipped are reshuffled.
messina-automa-stuck = No solo tile names an available place: the automa places no more lieutenants this round.
messina-automa-rescue = The automa sends the { $count } { $count ->
        [one] citizen
       *[other] citizens
    } there back to the supply.
messina-automa-fight = The automa removes a plague cube and moves to space { $space } of the popularity book.
messina-automa-take = The automa takes { $tile }; it leaves the game.
messina-automa-nothing = The automa cannot take { $action }; nothing happens.
messina-automa-ship = a ship
messina-automa-wagon = a wagon
messina-automa-workshop = a workshop of that class
messina-automa-huts = hut upgrades

## messina.last

messina-last-caption = { $player }: { $parts }
messina-last-went = lieutenant to { $place }
messina-last-recalled = recalled a lieutenant
messina-last-rescued = { $count } { $count ->
        [one] citizen
       *[other] citizens
    } rescued
messina-last-removed = { $count } plague { $count ->
        [one] cube
       *[other] cubes
    } removed ({ $hexes })
messina-last-repopulated = repopulated { $place }
messina-last-ship = took ship { $ship }
messina-last-workshop = built workshop { $id } ({ $class })
messina-last-hut = built hut upgrade { $id }
messina-last-wagon = built wagon { $id }
messina-last-upgraded = { $count } { $count ->
        [one] citizen
       *[other] citizens
    } upgraded
messina-last-book = { $book } { $n }
messina-last-overseer = { $class } overseer { $n }
messina-last-overseer-upgraded = { $class } overseer upgraded
messina-last-scroll = scroll track { $n }
messina-last-tokens = { $tokens }
messina-last-coins = { $n } { $count ->
        [one] coin
       *[other] coins
    }
messina-last-wood = { $n } wood
messina-last-fire = { $n } fire
messina-last-bigfire = { $n } big fire
messina-last-points = { $n } { $count ->
        [one] point
       *[other] points
    }
messina-last-rats = { $n } { $count ->
        [one] rat
       *[other] rats
    }
messina-last-plague = new plague cubes on { $hexes } { $hexes ->
        [one] hex
       *[other] hexes
    }
messina-last-new-hex = { $place } joins the city
messina-last-round = round { $round } begins
messina-last-nothing = nothing changed in the city

## score

score-regions = regions
score-palace = palace
score-play = in play
score-rats = rats
score-books = books
score-popularity = popularity
score-hexes = hexes
score-scroll = scroll
score-majority = repopulation bonus
score-resources = resources

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
    `/new game:rattus` or `/new game:messina` opens a table; options: `players:` (Rattus 2–4, Messina 1–4; 1 plays solo against the automa), `variant:` (Messina: base or advanced), `priority_tile:` (Messina's book-priority tile), `thread:true` (open it in a new thread). Others `/join`, the creator `/start`s.
    On your turn, click the buttons under the post that pings you: your turn then continues in a panel only you see, one decision at a time, and everyone sees the whole turn once it passes. You can also type `/play action:` (it lists your legal choices).
    `↩ Take back` in your panel (or `/undo`) takes back your last choice within your turn. `/board`, `/status`, `/log`, `/peek` show the game to you alone; `/estate` shows a Messina estate (yours, or `player:`).
    `/remind` sets reminders (interval, quiet hours in UTC, pause for this turn).
    The creator or members with Manage Channels can `/abandon` the game, `/kick` a lobby player or `/replace` a player.
discord-option-word = { $word } — { $meaning } ({ $game })

## discord.error

discord-error-discord = Discord did not take the answer. Please try again.
discord-error-internal = Something went wrong. Please try again.
discord-error-arguments = I could not read the command's options: { $error }
discord-error-outdated-command = I could not read the command's options ({ $error }); your Discord may show an older version of /{ $command }. Please try again in a minute.
discord-error-interval = Give the interval like 24h, 90m or 30s; at least { $min }.
discord-error-quiet = Give quiet hours as two UTC hours like 22-7, or off.
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

## image.rattus

image-rattus-title = Rattus
image-rattus-not-in-play = not in play
image-rattus-no-rats = no rats
image-rattus-players = Players
image-rattus-cards = Class cards
image-rattus-palace = Palace
image-rattus-rats = Rats
image-rattus-open = open
image-rattus-holdings = regions { $regions } · palace { $palace } · reserve { $reserve }
image-rattus-on-board = on the board
image-rattus-supply = { $count } face down in the supply
image-rattus-revealed = { $count } revealed and removed
image-rattus-set-aside = { $count } set aside unseen at setup

## image.rattus.status

image-rattus-status-setup = Setup — { $player } places 2 cubes
image-rattus-status-turn = Turn { $turn } — { $player } to act
image-rattus-status-final = Final round — { $player } uses their cards
image-rattus-status-over = Game over — { $player } wins with { $cubes } cubes
image-rattus-status-none = Waiting

## image.rattus.legend

image-rattus-legend-token = face-down rat token
image-rattus-legend-plague = plague
image-rattus-legend-sea = sea route

## image.messina

image-messina-cost-free = free

## image.messina.status

image-messina-status-turn = Round { $round } · { $player } to act: { $stage }
image-messina-status-with = { $status } · { $extra }
image-messina-status-solo-score = score { $score } / good result { $good }
image-messina-status-automa = Round { $round } · the automa's turn
image-messina-status-over = Game over · { $player } wins with { $score }
image-messina-status-ended = Round { $round } · game over
image-messina-status-solo-over = Game over · { $player } scored { $score } · { $verdict }
image-messina-status-good-reached = good result { $good } reached
image-messina-status-good-short = { $short } short of the good result { $good }

## image.messina.stage

image-messina-stage-lieutenant = which lieutenant
image-messina-stage-destination = where to go
image-messina-stage-rescue = rescue citizens
image-messina-stage-fight = fight the plague
image-messina-stage-ship-fight = the ship's plague cube
image-messina-stage-actions = action step
image-messina-stage-option = choose an option
image-messina-stage-overseer = advance an overseer
image-messina-stage-activate = activate citizens
image-messina-stage-build = build
image-messina-stage-repopulate = repopulation
image-messina-stage-upgrade = upgrade a citizen
image-messina-stage-scroll = scroll track
image-messina-stage-book = book advance
image-messina-stage-copy = another hex's action
image-messina-stage-staff = staff a workshop
image-messina-stage-production = production
image-messina-stage-quarantine = leaving quarantine
image-messina-stage-over = game over

## image.messina.hex-colour

image-messina-hex-colour-orange = orange
image-messina-hex-colour-white = white
image-messina-hex-colour-blue = blue
image-messina-hex-colour-red = red

## image.messina.rat

image-messina-rat-left = rat facing left
image-messina-rat-right = rat facing right
image-messina-rat-standing = standing rat

## image.messina.goods

image-messina-goods-gems = gems
image-messina-goods-spices = spices
image-messina-goods-silk = silk

## image.messina.auto

image-messina-auto-ship = ship
image-messina-auto-wagon = wagon
image-messina-auto-huts = hut upgrades
image-messina-auto-workshop = workshop { $class }

## image.messina.city

image-messina-city-title = Messina 1347 · the city
image-messina-city-dock-of = dock of { $port }
image-messina-city-port = port
image-messina-city-port-dock = dock { $dock }
image-messina-city-repop-badge = +2/visit · { $vp }vp
image-messina-city-vp = { $vp }vp
image-messina-city-empty = empty location
image-messina-city-next-here = next hex goes here
image-messina-city-next-maybe = next hex here
image-messina-city-if-tile = if the tile names { $ports }
image-messina-city-free = free
image-messina-city-wheel = Population wheel
image-messina-city-wheel-note = a turn puts 1 cube on each hex with the window's rat
image-messina-city-window = { $id } · { $label }
image-messina-city-window-now = window now
image-messina-city-window-next = after the next turn
image-messina-city-none = none
image-messina-city-next-round = next round ({ $round }): { $turns } { $turns ->
        [one] turn
       *[other] turns
    }
image-messina-city-no-more-turns = no more turns
image-messina-city-legend = Legend
image-messina-city-supply = supply: { $cubes } plague { $cubes ->
        [one] cube
       *[other] cubes
    } · { $hexes } expansion { $hexes ->
        [one] hex
       *[other] hexes
    } · { $ships } { $ships ->
        [one] ship
       *[other] ships
    }

## image.messina.legend

image-messina-legend-title = Legend
image-messina-legend-glyphs = a number on a glyph is the amount; glyphs side by side: all of them; a / b: one of them
image-messina-legend-coins = coins
image-messina-legend-wood = wood
image-messina-legend-fire = fire
image-messina-legend-bigfire = big fire
image-messina-legend-points = points now
image-messina-legend-either-book = city or church book
image-messina-legend-city = city book
image-messina-legend-church = church book
image-messina-legend-scroll = scroll track
image-messina-legend-any-overseer = any overseer
image-messina-legend-advance-overseer = advance an overseer
image-messina-legend-skip-overseer = overseer, may skip 1
image-messina-legend-upgrade-overseer = upgrade overseer
image-messina-legend-upgrade-advance = upgrade + advance
image-messina-legend-upgrade-citizen = upgrade a citizen
image-messina-legend-lieutenant = take a lieutenant
image-messina-legend-hex-action = any hex's action
image-messina-legend-activate = activate citizens
image-messina-legend-build = build
image-messina-legend-cube = plague cube
image-messina-legend-standing = standing (blocks)
image-messina-legend-lying = lying
image-messina-legend-must-upgrade = must be upgraded
image-messina-legend-repop = repopulation points (box: needs)
image-messina-legend-automa = automa (stands)
image-messina-legend-automa-disc = the automa's disc (solo)
image-messina-legend-craftsman = craftsman
image-messina-legend-upgraded = upgraded (gold)
image-messina-legend-p1 = 2 squares
image-messina-legend-p2 = 1 area
image-messina-legend-p3 = 2 areas
image-messina-legend-p4 = anywhere
image-messina-legend-once = one-time square (side b)
image-messina-legend-used = used: covered for good

## image.messina.scoring

image-messina-scoring-title = Messina 1347 · scoring board
image-messina-scoring-track = Score track
image-messina-scoring-track-note = discs stack: the top disc arrived last and wins ties
image-messina-scoring-turn-order = Turn order, round { $round }
image-messina-scoring-points = points
image-messina-scoring-rank = rank
image-messina-scoring-vs-automa = pop. vs A
image-messina-scoring-to-use = to use
image-messina-scoring-holdings = coins · wood · fire · big fire · rats
image-messina-scoring-behind = behind
image-messina-scoring-level = level
image-messina-scoring-ahead = ahead
image-messina-scoring-lieutenants-left = { $count } lt
image-messina-scoring-lt-note = "lt" = lieutenants still to use this round · { $count } { $count ->
        [one] lieutenant waits
       *[other] lieutenants wait
    } in the supply (city book)
image-messina-scoring-automa = Automa
image-messina-scoring-automa-note = solo opponent, no score
image-messina-scoring-automa-pop = pop { $pop }
image-messina-scoring-automa-pile = pile: { $left } of 14 solo tiles left
image-messina-scoring-automa-used = used this round
image-messina-scoring-automa-skipped = skipped (hex taken)
image-messina-scoring-none = none
image-messina-scoring-more = +{ $count } more
image-messina-scoring-final = Final scores
image-messina-scoring-total = total
image-messina-scoring-final-note = play = score track; ties: more repopulated hexes, then the best one
image-messina-scoring-short = { $short } points short
image-messina-scoring-reached = reached
image-messina-scoring-good-result = Score { $score } / good result { $good } · { $verdict }
image-messina-scoring-good-mark = good result { $good }
image-messina-scoring-solo-pop = popularity: your disc on { $you }, the automa's on { $automa } (5 points if level or ahead, after rats)
image-messina-scoring-solo-note = solo: repopulation bonus 3 / 7 / 10 for 2 / 3 / 4+ hexes; good result 130, advanced 140
image-messina-scoring-rounds = Round overview
image-messina-scoring-rounds-tile = Round overview (book-priority tile in use)
image-messina-scoring-round = round
image-messina-scoring-first = first to play
image-messina-scoring-order-by = turn order by
image-messina-scoring-ships = ships
image-messina-scoring-fire-cube = fire / cube
image-messina-scoring-wheel = wheel
image-messina-scoring-workshops = workshops
image-messina-scoring-wheel-setup = 1 (setup)
image-messina-scoring-wheel-one = 1 turn
image-messina-scoring-wheel-two = 2 turns
image-messina-scoring-wheel-none = none
image-messina-scoring-early = early (∞)
image-messina-scoring-late = late (⚡)
image-messina-scoring-you = you
image-messina-scoring-automa-first = automa
image-messina-scoring-by-random = random
image-messina-scoring-by-popularity = popularity
image-messina-scoring-by-city = city book
image-messina-scoring-by-church = church book
image-messina-scoring-by-score = score track
image-messina-scoring-rounds-note = ■ round marker · round VI: no new cubes or citizens in the city
image-messina-scoring-pop = Popularity
image-messina-scoring-pop-note = +1 per cube
image-messina-scoring-city = City book
image-messina-scoring-church = Church book
image-messina-scoring-advance-note = 1 coin per lt
image-messina-scoring-stack-note = stack: last to arrive on top
image-messina-scoring-offer = Tiles on offer
image-messina-scoring-supply = supply: { $ships } { $ships ->
        [one] ship
       *[other] ships
    } · { $cubes } plague { $cubes ->
        [one] cube
       *[other] cubes
    } · { $hexes } expansion { $hexes ->
        [one] hex
       *[other] hexes
    }
image-messina-scoring-hut = hut
image-messina-scoring-wagon = wagon
image-messina-scoring-early-tile = ∞ early
image-messina-scoring-late-tile = ⚡ late
image-messina-scoring-each-round = each round:
image-messina-scoring-once = once:
image-messina-scoring-when-built = when built:
image-messina-scoring-no-points = no points
image-messina-scoring-hut-stacks = hut upgrades · stacks { $stacks }
image-messina-scoring-workshop-stacks = workshops · stacks { $stacks } · late { $late }
image-messina-scoring-wagon-stacks = wagons · stacks { $stacks }

## image.messina.category

image-messina-category-play = play
image-messina-category-rats = rats
image-messina-category-books = books
image-messina-category-popularity = rank
image-messina-category-hexes = hexes
image-messina-category-scroll = scroll
image-messina-category-resources = tokens
image-messina-category-majority = majority

## image.messina.estate

image-messina-estate-title = Estate of { $player }
image-messina-estate-side-b = { $id } · side b
image-messina-estate-theme = theme: { $theme }
image-messina-estate-once-count = ⚡ one-time squares: { $used } of { $once } used
image-messina-estate-side-a = player board side a
image-messina-estate-once = ⚡ once
image-messina-estate-once-used = ⚡ used
image-messina-estate-huts = Quarantine huts
image-messina-estate-each-round = each round:
image-messina-estate-no-upgrade = no upgrade
image-messina-estate-produces-nothing = produces nothing
image-messina-estate-slot-1 = slot I
image-messina-estate-slot-2 = slot II
image-messina-estate-slot-note = slot II leaves at round end
image-messina-estate-workshops = Workshops
image-messina-estate-workshops-note = ★ = output with an upgraded citizen (+1 point each round for any upgraded citizen)
image-messina-estate-no-workshops = none built yet
image-messina-estate-face-down = used: face down
image-messina-estate-each-round-plain = each round
image-messina-estate-each-round-star = each round, needs ★
image-messina-estate-once-plain = once
image-messina-estate-once-star = once, needs ★
image-messina-estate-empty-workshop = empty ({ $class })
image-messina-estate-none-there = none there
image-messina-estate-start = start
image-messina-estate-reach-squares = { $n } of { $squares } → { $occupied }
image-messina-estate-reach-two-areas = { $own } in { $own_area } + { $other } in { $other_area } → { $occupied }
image-messina-estate-reach-area = up to { $n } in { $area } → { $occupied }
image-messina-estate-reach-anywhere = up to { $n } citizens anywhere
image-messina-estate-holdings = Holdings
image-messina-estate-coins = coins
image-messina-estate-wood = wood
image-messina-estate-fire = fire
image-messina-estate-bigfire = big fire
image-messina-estate-rats = rats
image-messina-estate-points = points
image-messina-estate-lieutenants = Lieutenants
image-messina-estate-owned = { $owned } owned: a book advance costs { $owned } { $owned ->
        [one] coin
       *[other] coins
    }
image-messina-estate-lt-estate = estate
image-messina-estate-lt-used = estate, used
image-messina-estate-lt-stands = { $place } stands
image-messina-estate-lt-lies = { $place } lies
image-messina-estate-lt-supply = supply
image-messina-estate-lt-box = box
image-messina-estate-repop-none = repopulation tiles: { $left } left · none placed
image-messina-estate-repop-placed = repopulation tiles: { $left } left · placed on { $hexes }
image-messina-estate-overseers = Overseers
image-messina-estate-overseers-note = dashed ring = next space; ★ gold = upgraded
image-messina-estate-overseer = { $class }: space { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-overseer-up = { $class } ★: space { $pos }/6 ({ $space }) · { $branch }
image-messina-estate-branch = branch { $branch }
image-messina-estate-no-branch = branch not chosen
image-messina-estate-centre = in the centre: no more advances
image-messina-estate-choose-branch = next: choose a branch (see the labels on the board)
image-messina-estate-next = next { $space }: { $reach }
image-messina-estate-scroll = Scroll board
image-messina-estate-scroll-note = points per unit at game end; ■ = cube
image-messina-estate-scroll-b = { $id } { $name } · side b · points at game end
image-messina-estate-level = level { $level } of { $of }
image-messina-estate-per-building = /building
image-messina-estate-per-ship = /ship
image-messina-estate-per-tile = /tile
image-messina-estate-per-nothing = { "" }
image-messina-estate-track-book = { $book } bars
image-messina-estate-track-goods-type = goods of a type
image-messina-estate-track-huts = hut upgrades
image-messina-estate-track-overseers = overseers' end
image-messina-estate-book-pop = popularity
image-messina-estate-book-city = city book
image-messina-estate-book-church = church book
image-messina-estate-unit-goods-type = ship of your most common goods
image-messina-estate-unit-workshop = workshop
image-messina-estate-unit-wood = wood held at the end
image-messina-estate-unit-hut = hut upgrade
image-messina-estate-unit-coin = coin (by value) held at the end
image-messina-estate-unit-other = unit
image-messina-estate-per-unit = per { $unit }
image-messina-estate-per-unit-cap = per { $unit }, at most { $cap }
image-messina-estate-book-values = flat: left past the single bar, right past the double
image-messina-estate-overseer-values = per overseer on space 4·5·centre; best 2 count
image-messina-estate-ships = Ships
image-messina-estate-ship = { $id } { $goods }
image-messina-estate-none = none
image-messina-estate-wagons = Wagons
image-messina-estate-no-wagons = none (a wagon is needed to repopulate)
image-messina-estate-wagon-used = { $id } used
image-messina-estate-wagon-ready = { $id } ready
image-messina-estate-deferred = Waiting for the next turn:

## image.messina.estate.track-kind

image-messina-estate-track-kind-buildings = buildings
image-messina-estate-track-kind-goods = goods
image-messina-estate-track-kind-repop = repopulation
image-messina-estate-track-kind-goods-type = goods of a type
image-messina-estate-track-kind-workshops = workshops
image-messina-estate-track-kind-wood = wood
image-messina-estate-track-kind-huts = hut upgrades
image-messina-estate-track-kind-coins = coins
image-messina-estate-track-kind-book = book
image-messina-estate-track-kind-overseer-end = overseers' end

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
command-remind-option-quiet-description = Quiet hours in UTC, e.g. 22-7, or off
command-remind-option-pause-name = pause
command-remind-option-pause-description = Pause reminders for the current turn
command-abandon-name = abandon
command-abandon-description = End the game in this channel (the creator or a moderator)
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
command-clock-option-time-description = Time per turn, e.g. 24h, 90m, 30s, or off
command-clock-option-policy-name = policy
command-clock-option-policy-description = When it runs out: ai (the AI plays that turn, the default) or remind
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
table-bot-error-none = There is no bot at this table.
table-bot-error-replace-whom = Name one who takes the seat: a player (new) or a bot (bot).

## table.clock

table-clock-set = { $name } sets a turn clock of { $time }: when a player's time runs out, { $policy }.
table-clock-off = { $name } turns the turn clock off.
table-clock-policy-ai = the AI plays that turn for them
table-clock-policy-remind = they are reminded
table-clock-ai-step = { $player } ran out of time; the AI plays for them: { $action }
table-clock-error-policy = There is no clock policy "{ $policy }": use ai or remind.
discord-error-clock = "{ $time }" is not a time per turn: use e.g. 24h, 90m, 30s, or off.
