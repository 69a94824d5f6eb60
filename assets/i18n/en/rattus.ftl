# rattus: the game's words (en). Loaded with the other files of this directory.

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
rattus-error-place-no-rats-peasant = { $region } holds no rat tokens: only the Peasant's single cube can go there.
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
rattus-error-phase-c-begun = The plague has moved: your phase C has begun, and cards are taken and cubes placed before it.
rattus-error-phase-c-begun-power = The plague has moved: your phase C has begun, and card powers are used before it (only the Knight acts in phase C).
rattus-error-plague-moved = The plague has already moved this turn.
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
rattus-summary-brief-regions = Regions: { $regions }
rattus-summary-brief-region = { $region } ({ $tokens } rat { $tokens ->
        [one] token
       *[other] tokens
    }; { $cubes }){ $plague }
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
rattus-last-placed = +{ $count } { $count ->
        [one] cube
       *[other] cubes
    } placed in { $region }
rattus-last-took = took the { $card }
rattus-last-palace = +{ $count } { $count ->
        [one] cube
       *[other] cubes
    } to the palace (King)
rattus-last-left = −{ $count } { $count ->
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

## options.rattus

options-rattus-players = exactly N players ({ $min } to { $max })

## game

game-rattus = Rattus
## score

rattus-score-regions = regions
rattus-score-palace = palace
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
