# messina: the game's words (en). Loaded with the other files of this directory.

## help.messina

help-messina-turn =
    {"*"}*Messina 1347** — rescue the citizens of plague-struck Messina, fight the plague and repopulate its districts. Six rounds; most points wins.
    {"*"}*A round:** in turn order each player sends one lieutenant per turn until all are used; then production, quarantine, and the next round's preparation (ships, a new district, plague cubes and citizens).
    {"*"}*A turn:** send a lieutenant to a hex or port (`go`), to a docked ship (`ship`), or recall it to your estate and take 1 coin (`recall`). Lieutenants lying in Messina go first; a lying lieutenant pays 1 coin per step beyond the first.
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

## options.messina

options-messina-players-n = exactly N players ({ $min } to { $max }; 1 plays solo against the automa)
options-messina-solo = one player against the automa
options-messina-variant-base = the base game
options-messina-variant-advanced = the advanced variant: side-b player and scroll boards
options-messina-boards-a-b = player boards: side a or b (mixing the sides is allowed, untested)
options-messina-scrolls-a-b = scroll boards: side a or b
options-messina-priority-tile-on = the book-priority tile

game-messina = Messina 1347

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
messina-track = scroll track "{ $track }"
messina-track-name-buildings = buildings
messina-track-name-goods = goods
messina-track-name-repop = repopulation
messina-track-name-goods-type = goods of a type
messina-track-name-workshops = workshops
messina-track-name-wood = wood
messina-track-name-huts = hut upgrades
messina-track-name-coins = coins
messina-track-name-book = { $book } bars
messina-track-name-overseer-end = overseers' end
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
messina-choice-overseer-upgrade-detail = turned to its upgraded side, stays on space { $pos }
messina-choice-overseer-upgrade-advance-detail = turned to its upgraded side, space { $from } → { $to }
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
messina-ask-destination = { $colour }, round { $round }: where does { $from } go — a hex or port, a docked ship, or back to your estate, taking 1 coin?
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
messina-ask-release = { $colour }: { $class ->
        [aristocrat] an
       *[other] a
    } { $class } leaves quarantine — which square or workshop?

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
messina-event-plague-takes = The plague takes { $count } { $count ->
        [one] citizen
       *[other] citizens
    } waiting on { $place } back to the supply.
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
messina-what-action = action
messina-what-book = book
messina-what-branch = branch
messina-what-hex = hex
messina-what-hut = quarantine hut
messina-what-hut-upgrade = hut upgrade
messina-what-overseer = overseer
messina-what-payment = payment
messina-what-place = place
messina-what-scroll-track = scroll track
messina-what-ship = ship
messina-what-square = square
messina-what-wagon = wagon
messina-what-workshop = workshop
messina-error-off-topic = Now it is time for { $now }. { $when }
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
messina-error-wrong-sector = The { $class } goes to a square of its own sector.
messina-error-square-taken = That square is taken: { $square }.
messina-error-discard-room = There is still room for the citizen; it goes back to the supply only when there is none.
messina-error-staff-action-step = Move citizens into workshops in your action step (or here, only when the sector is full).
messina-error-staff-after-production = You have produced: citizens move into workshops before producing, or in your turn.
messina-error-staff-wrong-class = Only a citizen of the same class ({ $class }) can move into a workshop now: that makes room for the { $class } leaving quarantine.
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
messina-error-not-pending = "{ $term }" is not among your gains waiting to be resolved.
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
messina-error-workshop-class = That workshop takes { $class ->
        [aristocrat] an
       *[other] a
    } { $class }.
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
messina-summary-brief-hexes = Plague and citizens waiting: { $hexes }
messina-summary-brief-hex = { $id } ({ $cubes } ☠, { $citizens } waiting)
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
messina-summary-hut-citizen = { $class ->
        [aristocrat] an
       *[other] a
    } { $class } on slot { $slot }
messina-summary-estate-workshops = { "  " }Workshops: { $workshops }
messina-summary-owned-workshop = { $n }. { $tile }, { $who }
messina-summary-workshop-empty = empty
messina-summary-workshop-citizen = { $class ->
        [aristocrat] an
       *[other] a
    } { $class }
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
messina-last-citizens-removed = { $count } { $count ->
        [one] citizen
       *[other] citizens
    } removed from the city
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

messina-score-play = in play
messina-score-rats = rats
messina-score-books = books
messina-score-popularity = popularity
messina-score-hexes = hexes
messina-score-scroll = scroll
messina-score-majority = repopulation bonus
messina-score-resources = resources

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
image-messina-city-score = { $name }: { $points } { $points ->
        [one] point
       *[other] points
    }
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
image-messina-estate-theme-pb1 = books and the city
image-messina-estate-theme-pb2 = building
image-messina-estate-theme-pb3 = church and fire
image-messina-estate-theme-pb4 = trade and reputation
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
image-messina-estate-overseer = { $class }: space { $pos }/6 · { $branch }
image-messina-estate-overseer-up = { $class } ★: space { $pos }/6 · { $branch }
image-messina-estate-branch = branch { $branch } → { $towards }
image-messina-estate-no-branch = branch not chosen
image-messina-estate-centre = in the centre: no more advances
image-messina-estate-choose-branch = next: choose a branch (see the labels on the board)
image-messina-estate-next = next: { $reach }
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
