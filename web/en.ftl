### The room's words in English: the catalogue every other language is
### checked against (tests/browser/i18n.test.js fails if one lacks a
### message this one has). Fluent syntax: https://projectfluent.org/fluent/guide/
### Message ids are English and stable; `{ $name }` is a value the page puts in.
### Numbers select their plural form: { $count -> [one] 1 tile *[other] { $count } tiles }.

## The shell: the header, the language switcher, loading

language-label = Language
loading = Loading…
nav-tournaments = Tournaments
nav-leaderboard = Leaderboard
nav-how-to-play = How to play
brand = All Fives

## Refusals from the room, by the code it sends (docs/protocol.md): a
## person reads these, never the server's English sentence.

error-other = The room refused that ({ $code }).
error-unreachable-room = The room cannot be reached. Check your connection and try again.
error-bad_message = The room did not understand that message.
error-bad_move = That is not a move.
error-bad_seed = That seed was refused: it is 1 to 64 letters, digits, - or _.
error-no_table = There is no such table (or it is private).
error-rate_limited = Too many messages at once; slow down a moment.
error-bad_chat = That message cannot be sent: empty, too long, or with control characters.
error-full = This table's seats are taken.
error-not_seated = You have no seat at this table.
error-already_seated = You already sit at this table.
error-watching = You are watching this table; watchers cannot play.
error-not_started = The game has not started.
error-started = The game has started.
error-over = The game is over.
error-not_over = The game is not over.
error-hand_not_over = The hand is not over.
error-not_your_turn = It is not your turn.
error-stale = The table has moved on; it now shows where the game stands.
error-illegal = The rules do not allow that move now.
error-picking = The tiles are still being picked.
error-not_picking = There are no tiles to pick now.
error-chips = You do not have enough chips for this wager.
error-host_chips = The host no longer has the chips for this wager.
error-guest_only = Guests play only the computer: register to play people.
error-closed = This table is closed.
error-host_left = The host has left the table.
error-no_hints = Hints are only for games against the computer without a wager.
error-no_undo = Undo is only for games against the computer without a wager or a clock.
error-nothing_to_undo = You have no play to take back in this hand.
error-undo_hand_over = The hand is over: its plays stay.
error-tournament_game = A tournament's game has no rematch: the tournament opens the next one.
error-bad_settings = A table cannot have those settings.
error-not_saved = The room could not save that; nothing changed. Try again.
error-unreachable = The table's server could not be reached; nothing changed. Try again.
error-guest_chat = Guests read the chat but do not write in it: register to chat.
error-not_in_room = Open the table to chat at it.
error-no_player = There is no player by that name.
error-mute_self = You cannot mute yourself.
error-no_message = There is no such chat message.
error-partners_chat = Partners do not talk while a hand is being played; the chat opens again when it ends.

## The shell (web/app.js, web/session.js)

app-title = All Fives dominoes
app-offline-not-kept = The room cannot be reached, and offline play is not kept in this browser yet: it is kept from your second visit on, or once you have opened “Play offline”.
app-offline-not-loaded = The offline pages could not be loaded.
app-your-offline-games = Your offline games
app-back-to-lobby = Back to the lobby
app-sign-in-to-play = Sign in to play
app-the-room = The room
app-room-unreachable = The room cannot be reached: no network, or the room is down. The computer can still be played offline.
app-tournament-game-started = { $tournament }, round { $round }: your game against { $opponent } has started, and your clock runs on your turn.
session-sign-in = Sign in
session-guest = guest
session-chips-title = Play money: chips cannot be bought or cashed out
session-chips = { $count ->
    [one] { $count } chip
   *[other] { $count } chips
}
session-register = Register
session-register-title = Register (or sign in) to keep your games
session-sign-out = Sign out

## Refusals from the room's HTTP routes, by code

error-bad_request = The room could not read that request.
error-signed_out = Sign in or play as a guest first.
error-forbidden = That is not yours to do.
error-not_found = There is no such thing here.
error-conflict = That cannot be done now.
error-too_large = That is too large to send.
error-throttled = { $seconds ->
    [one] Too many attempts; try again in { $seconds } second.
   *[other] Too many attempts; try again in { $seconds } seconds.
}
error-busy = The room is busy; try again in a moment.
error-late = The room answered too late; nothing changed. Try again.
error-server = Something went wrong in the room; nothing changed. Try again.
error-database = The room could not reach its database; nothing changed. Try again.
error-damaged = A stored record is damaged.
error-moved = The table moved to another server; try again.
error-name_taken = The name { $name } is taken.
error-wrong_password = Wrong name or password.
error-name_length = A name is 3 to 20 characters.
error-name_letters = A name uses letters, digits, “_” and “-” only.
error-name_guest = Names starting with “guest” are kept for guests.
error-password_length = A password is 8 to 128 characters.
error-avatar = Choose one of the pictures.
error-invite_self = You cannot invite yourself.
error-invitee_guest = { $name } is a guest: guests play the computer only.
error-not_your_table = That table is not yours.
error-not_waiting = That table is not waiting for an opponent.
error-no_invitation = That invitation is no longer waiting for an answer.
error-invitee_computer = { $name } is the computer: it plays in tournaments only.
error-host_away = The host is not in the room now; choose another table.
error-no_hint = No hint could be found; try again.
error-no_socket = Open a page of the room first: you are told of your opponent there.
error-not_looking = You are not looking for an opponent.
error-pairing_full = Too many players are waiting; try again soon.
error-closing = The room is closing.
error-paired = Finish the game you were paired for first (table { $table }).
error-no_tournament = There is no such tournament.
error-not_creator = Only the tournament’s creator can cancel it.
error-tournament_started = The tournament has started or ended: it can no longer be cancelled.
error-entries_closed = Registration is closed: the tournament has started or ended.
error-tournament_full = The tournament is full.
error-already_entered = You are already registered.
error-not_entered = You are not registered.
error-no_teams = This tournament is not played in teams: enter without a partner.
error-bad_partner = A partner is another player of the room who has signed up (not a guest).
error-entry_fee = { $fee ->
    [one] The entry fee is { $fee } chip, more than you hold.
   *[other] The entry fee is { $fee } chips, more than you hold.
}
error-no_game = There is no such game.
error-no_deal = This game ended before its first deal.
error-bad_language = The room does not speak that language.
error-engine = The offline engine failed; nothing changed.

error-no_seat = This game has no such seat.
error-which_seat = Say whose moves to review.

## A hint's reason (`why.code` of a hint, docs/review.md)

hint-draw = nothing in your hand fits: draw
hint-pass = nothing fits and the boneyard is empty: pass
hint-only = your only legal move
hint-scores = scores { $points } now
hint-blocks = blocks: your opponent has shown no { $suits }
hint-safe = leaves your opponent nothing to score straight back
hint-sheds = sheds the heavy { $tile } ({ $pips } pips)
hint-keeps = keeps your { $suit }s for later
hint-search = the search’s best chance over the rest of the hand
error-bad_record = That game record cannot be read.
error-method = The room does not take that request there.
error-media_type = The room takes JSON only.

## The computer's names and pictures (web/i18n.js shownName, web/ui.js avatarBadge)

level-random = Random
level-omniscient = Omniscient
# $level is a level's name (level-expert, ...): the computer's name at a table, "Expert bot" in the API.
computer-name = { $level } bot
# The computer's picture: the initials of "artificial intelligence".
computer-initials = AI
computer-picture = The computer
# A tournament's computer player: its level's name (level-expert, ...) and its number among the tournament's computers of that level.
computer-player = { $level } { $number } (computer)

## Refusals of a tournament's plan

error-tournament_name = A tournament’s name is 1 to { $max } characters.
error-best_of = A knockout match is best of 1 or 3 games.
error-rounds = A Swiss or duplicate event has 1 to { $max } rounds.
error-deals = A duplicate round has 1 to { $max } deals.
error-players = A tournament takes 2 to { $max } players.
error-min_above_max = The fewest players ({ $min }) is more than the most ({ $max }).
error-fewer_than_paid = The prize split pays { $places } places: the fewest players must be at least { $places }.
error-too_many_rounds = { $rounds } rounds need at least { $players } players (nobody meets another player twice).
error-split = The prize split is 1 to 8 whole percentages, each at least 1, adding up to 100.
error-fee = The entry fee is 0 to { $max } chips.
error-starts_at = The start is a time from now to 30 days ahead.
error-computers = At most { $max } computer players: one seat at least is a person’s.
error-computer_level = A computer player’s level is Beginner, Easy, Medium, Hard or Expert.
error-fill_after = Computers take the seats left { $min } to { $max } seconds after the tournament is created.
error-fill_sit_and_go = Computers fill only a tournament that starts when full.
error-duplicate_teams = Teams of two play knockout or Swiss events.

### The lobby and what surrounds it: the lobby page, who is in the room,
### the forms that open a table, "Play a person now", signing in,
### inviting a player, the banners, leaving a game, and offline play.

## Levels (the computer's strength; shared: other pages use these ids)

level-beginner = Beginner
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert

## Lobby (web/lobby.js)

lobby-back-to-game = Back to your game against { $name }
lobby-your-open-table = Your open table, waiting for a player
lobby-register-to-play = Register to play people
lobby-open-table = Open a table
lobby-no-open-tables = No open tables yet.
lobby-no-live-games = No games being played.
lobby-my-games = Your games in progress
lobby-tutorial-title = New to All Fives?
# "the spinner": the first double, played on four sides; "the domino bonus": the points for going out.
lobby-tutorial-text = Play a short guided first game: leading, the spinner, counting the ends, scoring, drawing and the domino bonus, one step at a time.
lobby-tutorial-start = Start the guided game
# Followed by a list of the ways to sort (Newest, Wager, Final score, Host rating).
lobby-sort-by = Sort by
# $link is the link "Play offline" (offline-play).
lobby-offline-note = { $link }: the computer in this page, with no network needed (not rated, no chips).
lobby-play-person = Play a person
lobby-open-tables = Open tables
lobby-watch-game = Watch a game
# $register is the link "Register to keep your games" (signin-keep-games).
lobby-guest-note = Guests play the computer for fun. { $register } and to play people, wager chips and get a rating.
lobby-chips-note = Chips are play money: you start with 1,000, and if you run out you are topped up to 200 once a day. They cannot be bought or cashed out.
lobby-how-to-play = How to play
lobby-leaderboard = Leaderboard
lobby-tournaments = Tournaments
lobby-my-games-rating = My games and rating
# An open table of four, in its row of the list (joined with " · " to the host's name and the settings).
lobby-table-four = four players, two against two
lobby-table-seats-free = { $count ->
    [one] { $count } seat free
   *[other] { $count } seats free
}
# The clock of an open table, in its row: minutes per hand.
lobby-table-minutes = { $minutes } min
lobby-join = Join
# The two sides of a game being played ("v": versus).
lobby-sides = { $a } v { $b }
# A game of four: $a and $b are one team, $c and $d the other.
lobby-sides-four = { $a } & { $b } v { $c } & { $d }
lobby-your-game = Your game
lobby-watch = Watch

## Lobby: sorting the open tables (web/online.js)

lobby-sort-newest = Newest
lobby-sort-wager = Wager
lobby-sort-rating = Host rating

## Lobby: who is in the room (web/online.js)

lobby-online-looking = Looking…
lobby-online-title = In the room
lobby-online-count = { $count } online
lobby-online-live = { $count ->
    [one] { $count } game being played
   *[other] { $count } games being played
}
# $hidden: how many of the games being played are private (not listed).
lobby-online-live-private = { $count ->
    [one] { $count } game being played ({ $hidden } private)
   *[other] { $count } games being played ({ $hidden } private)
}
# Said of a player with no rating yet, after their name.
lobby-online-unrated = unrated
lobby-online-failed = Could not see who is online.

## Table forms (web/table-form.js): opening a table

# The number of tiles each player draws at the start of a hand.
form-draw = Draw
form-tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
# The score that wins the game.
form-target = Final score
form-seat-person = A person
form-four-legend = Two against two: you and your partner
form-seat-partner = Partner (across)
form-seat-left = Left
form-seat-right = Right
form-wager = Wager (chips)
form-four-note = Five tiles each, draw 5. A seat for a person waits in the lobby until someone joins; a wager only when all four are people.
form-opponent = Opponent
form-play-computer = Play the computer
form-players = Players
form-players-four = 4: two against two
form-minutes = Minutes per hand
form-no-clock = No clock (practice, with undo)
form-open-four = Open the table of four
form-play-four = Play the table of four
form-private = Private: not listed, for a friend with the link
form-watchers-apart = Keep watchers’ chat from the players

## A table's settings in a line, joined with " · " (draw 7 · to 150 · 4 min a hand · wager 50)

form-summary-draw = draw { $draw }
# $target: the final score.
form-summary-target = to { $target }
form-summary-no-clock = no clock
form-summary-minutes = { $minutes } min a hand
form-summary-wager = wager { $wager }

## Play a person now (web/pairing.js)

pairing-paired = Paired with { $name }.
pairing-wager-from = Wager from
# After "Wager from" and its box: the highest wager accepted.
pairing-wager-to = to
pairing-offer-after = Offer the computer after
pairing-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
pairing-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
pairing-play-now = Play a person now
pairing-cancel = Cancel
pairing-stopped = You stopped looking.
pairing-not-looking = You are not looking for an opponent now.
pairing-looking = Looking for an opponent…
pairing-looking-elsewhere = Looking for an opponent (from another tab)…
pairing-nobody-yet = Nobody yet.
pairing-computer-instead = Play the computer instead
pairing-intro = Tick every setting you accept: you are paired with a waiting player of a close rating, at the lowest wager you both accept.

## Signing in and registering (web/signin.js)

signin-title = All Fives dominoes
signin-intro = Score on every play whose open ends add up to a multiple of five. First to the final score wins.
signin-guest = Play as guest
# $link is the link "play the computer offline" (signin-offline-link).
signin-offline-note = Or { $link }: no account, no network needed.
signin-offline-link = play the computer offline
signin-or-sign-in = Or sign in
signin-name = Name
signin-password = Password
signin-picture-new = Picture (new players)
signin-picture = Picture
signin-sign-in = Sign in
signin-register = Register
# $rules, $tutorial and $leaderboard are links: "how to play", "a guided first game", "leaderboard".
signin-read-note = No need to sign in to read { $rules }, play { $tutorial } or see the { $leaderboard }.
signin-rules-link = how to play
signin-tutorial-link = a guided first game
signin-leaderboard-link = leaderboard
# Also the link in the lobby's note for guests.
signin-keep-games = Register to keep your games
signin-keep-games-text = Choose a name and a password: you stay the same player, with your games and any game in progress. Registered players get 1,000 chips, a rating, and can play people.
# $signin is the button "Sign in" (signin-sign-in).
signin-already-registered = Already registered? { $signin }

## The players' pictures, named (web/signin.js)

signin-avatar-fox = fox
signin-avatar-owl = owl
signin-avatar-cat = cat
signin-avatar-bear = bear
signin-avatar-frog = frog
signin-avatar-whale = whale
signin-avatar-tiger = tiger
signin-avatar-panda = panda

## Inviting a player, on their page (web/invite.js)

invite-open = Invite them to a table
invite-submit = Invite { $name }

## Banners, on any page (web/banner.js)

banner-started = { $name } joined your table: the game has started, and your clock runs on your turn.
banner-go-to-table = Go to the table
# The label of the × button that closes a banner.
banner-close = Close
# $settings: the table's settings in a line (form-summary-*), e.g. "draw 7 · to 150 · 4 min a hand · wager 50".
banner-invited = { $name } invites you to a table: { $settings }.
banner-accept = Accept
banner-decline = Decline
banner-declined = { $name } declined your invitation.
# $name: the tournament's name.
banner-tournament-over = { $name } is over: the prizes are paid.
banner-tournament-cancelled = { $name } was cancelled for want of players: your entry fee is back.
banner-see-results = See the results

## Leaving a game (web/navigation.js)

navigation-leave-confirm = Leave this game? It goes on without you: your clock runs on your turn, and if it runs out you lose the game and the wager.

## Offline play (web/offline.js)

# The player's name in an offline game when the room has never told it.
offline-player = Player
offline-engine-unavailable = The offline engine could not be loaded: it is kept once offline play has been opened with the network on.
# $reason: the browser's own words (English, usually).
offline-no-database = This browser keeps no offline games: { $reason }
offline-not-kept = The offline games could not be kept: { $reason }
offline-no-game = This browser keeps no offline game { $id }.
offline-games = Offline games
offline-record-title = Offline game { $id }: its record
offline-record-what = Every deal, every move, and the seeds each hand was dealt from (docs/formats.md).
# $command is the command line that checks the record (kept as is).
offline-record-check = Anyone can check the deals and the computer’s every move with { $command }.
offline-save-record = Save the record
offline-back-to-game = Back to the game
offline-your-games = Your offline games
# $scores: the two scores, yours first ("120–85").
offline-in-play = in play, { $scores }
offline-won = won { $scores }
offline-lost = lost { $scores }
offline-won-resigned = won { $scores } (resigned)
offline-lost-resigned = lost { $scores } (resigned)
# The computer's level, chosen before an offline game.
offline-computer = Computer
# Followed by the final score to choose.
offline-game-to = Game to
offline-play = Play offline
offline-title = Play the computer offline
offline-unreachable = The room cannot be reached: no network, or the room is down. You can still play the computer here.
offline-intro = The same rules and the same computer as at the room’s tables, running in this page: no network needed once it has loaded. Games played offline are kept in this browser only; they are not rated and carry no chips.
offline-none = None yet.
offline-game = Game { $id }
# $game is the link "Game 3" (offline-game); $level the computer's level; $target the final score; $standing how the game stands (offline-in-play, offline-won, ...).
offline-game-line = { $game } against { $level }, to { $target }: { $standing }
offline-replay = replay
offline-review = review

### The table (web/table-state.js, web/table-view.js, web/table.js), the
### chat beside the lobby and each table (web/chat.js) and the sound switch
### in the header (web/sounds.js).
### Tiles are written as numbers (3-6) and stay so. $end is the open end a
### tile goes on, as the notation writes it: L (left), R (right), U (up,
### said "top") or D (down, said "bottom"); each message that names it
### selects its words. "Count": the sum of the open ends (a multiple of five scores).

## Table: who is who

table-lobby = Lobby
table-opening = Opening the table…
# Said of the reader in lists and labels ("You & Expert bot", "You: 3 pips left").
table-you = You
# The other seat at a table of two, when it has no name yet.
table-opponent = Opponent
# A watcher tells the seats of four apart by number: "Easy bot (seat 2)".
table-name-at-seat = { $name } (seat { $seat })
table-seat = Seat { $seat }
# At a table of four, where a player sits seen from the reader: "Easy bot (left)".
table-name-at-place = { $place ->
    [left] { $name } (left)
    [partner] { $name } (partner)
   *[right] { $name } (right)
}
# A seat of four with no name yet, by its place.
table-place = { $place ->
    [left] Left
    [partner] Partner
   *[right] Right
}
# Two names as the subject of a sentence ("ann and bob have left the table"); repeated for three: "ann and bob and cy".
table-names-and = { $first } and { $second }
# An empty seat in a team's name: "ann & a player".
table-a-player = a player
# The reader's team at a table of four.
table-team-yours = You & { $partner }
table-team = { $first } & { $second }
# A team's score in the line of scores, joined with " · ": "You & Expert bot: 35 · Easy bot & bob: 20".
table-team-score = { $team }: { $score }
# A player's score in the line of scores, joined with " · ": "ann 45 · Easy bot 30".
table-player-score = { $name } { $score }
# What a team scored in a hand, joined with " · ": "You & bob +0 · ann & Expert bot +25".
table-team-points = { $team } +{ $points }

## Table: how a hand ended
## (to domino: to play one's last tile, which wins the hand; blocked: nobody can play and the boneyard is empty)

table-end-tie = Blocked: a tie, nobody scores
table-end-you-domino-team = You domino: { $team } +{ $points }
table-end-domino-team = { $name } dominoes: { $team } +{ $points }
# Pips: the spots on the tiles still held.
table-end-blocked-your-team = Blocked: You & { $partner } have fewer pips: +{ $points }
table-end-blocked-team = Blocked: { $team } have fewer pips: +{ $points }
# $target: the final score.
table-end-target-your-team = You & { $partner } reach { $target }
table-end-target-team = { $team } reach { $target }
table-end-you-domino = You domino: +{ $points }
table-end-domino = { $name } dominoes: +{ $points }
table-end-blocked-you = Blocked: you have fewer pips: +{ $points }
table-end-blocked = Blocked: { $name } has fewer pips: +{ $points }
table-end-target-you = You reach { $target }
table-end-target = { $name } reaches { $target }

## Table: the game's result
## ($how: "time" when the clock ran out, "resign" when a player resigned, "other" at the final score)

table-result-abandoned = Game abandoned: the wager is returned
# A watcher's view of a table of four.
table-result-team-wins = { $how ->
    [time] { $team } win on time
    [resign] { $team } win by resignation
   *[other] { $team } win
}
# $team is the reader's team ("You & Expert bot").
table-result-your-team-wins = { $how ->
    [time] You win on time: { $team }
    [resign] You win by resignation: { $team }
   *[other] You win: { $team }
}
# $team is the other team, which won.
table-result-your-team-loses = { $how ->
    [time] You lose on time: { $team } win
    [resign] You lose by resignation: { $team } win
   *[other] You lose: { $team } win
}
table-result-you-win = { $how ->
    [time] You win on time
    [resign] You win by resignation
   *[other] You win
}
table-result-wins = { $how ->
    [time] { $name } wins on time
    [resign] { $name } wins by resignation
   *[other] { $name } wins
}
# After the result, joined with " · ": "Easy bot wins · you lose 50 chips".
table-stake-won = { $count ->
    [one] you win { $count } chip
   *[other] you win { $count } chips
}
table-stake-lost = { $count ->
    [one] you lose { $count } chip
   *[other] you lose { $count } chips
}

## Table: the moves, told to screen readers (joined with ", ")

# A history entry that is not a move ($action as the room wrote it).
table-told-other = { $name }: { $action }
table-told-you-led = You led { $tile }
table-told-led = { $name } led { $tile }
table-told-you-played = You played { $tile } on the { $end ->
        [L] left
        [R] right
        [U] top
       *[D] bottom
    }
table-told-played = { $name } played { $tile } on the { $end ->
        [L] left
        [R] right
        [U] top
       *[D] bottom
    }
table-told-you-drew-tile = You drew { $tile }
table-told-drew-tile = { $name } drew { $tile }
table-told-you-drew = You drew a tile
table-told-drew = { $name } drew a tile
table-told-you-passed = You passed
table-told-passed = { $name } passed

## Table: news for screen readers (joined with a space)

# $moves: the moves just made, told as above; $total: the count after them.
table-news-moves = { $moves }. Count { $total }.
table-news-your-team-scores = You & { $partner } score { $points }.
table-news-team-scores = { $team } score { $points }.
table-news-you-score = You score { $points }.
table-news-scores = { $name } scores { $points }.
# $names: one name, or several joined by table-names-and.
table-news-gone = { $count ->
    [one] { $names } has left the table.
   *[other] { $names } have left the table.
}
table-news-back = { $count ->
    [one] { $names } is back.
   *[other] { $names } are back.
}
# $title: how the hand ended; $scores: the line of scores.
table-news-hand-over = Hand over. { $title }. { $scores }.
# $title: the game's result; $scores: the line of scores.
table-news-game-over = Game over. { $title }. { $scores }.
table-news-all-seated = Every seat is taken: the game starts.
table-news-joined = { $name } has joined: the game starts.
table-news-your-turn-draw = Your turn: no tile fits, draw.
table-news-your-turn = Your turn.

## Table: what the player is asked to do

table-prompt-host-waits-players = { $name } is waiting for players
table-prompt-host-waits-opponent = { $name } is waiting for an opponent
table-prompt-waiting-player = Waiting for a player to join…
table-prompt-waiting-second = Waiting for a second player to join…
table-prompt-hand-over = Hand over: { $title }
table-prompt-picking = The tiles are being picked
table-prompt-to-play = { $name } to play
table-prompt-others-pick = Waiting for the others to pick
table-prompt-waiting-pick = Waiting for { $name } to pick
table-prompt-pick = { $count ->
    [one] Pick { $count } tile from the boneyard
   *[other] Pick { $count } tiles from the boneyard
}
table-prompt-pick-more = { $count ->
    [one] Pick { $count } more tile from the boneyard
   *[other] Pick { $count } more tiles from the boneyard
}
table-prompt-draw = No tile fits: draw
table-prompt-your-turn = Your turn
table-prompt-waiting-for = Waiting for { $name }

## Table: the game's terms, joined with " · ": "Game to 150 · wager 50 chips · 4 min a hand"

# $target: the final score.
table-terms-target = Game to { $target }
table-terms-wager = { $count ->
    [one] wager { $count } chip
   *[other] wager { $count } chips
}
table-terms-no-wager = no wager
# The clock: minutes for each hand.
table-terms-minutes = { $count } min a hand
table-terms-offline = offline, not rated
table-tournament-game = Tournament game · round { $round }
table-tournament-match-game = Tournament game · round { $round }, game { $game } of the match

## Table: the layout, the boneyard and the hand

# A lit spot where the chosen tile can go.
table-lit-end = Play { $tile } on the { $end ->
        [L] left
        [R] right
        [U] top
       *[D] bottom
    } end
# $pips: the number the end shows now.
table-lit-end-showing = Play { $tile } on the { $end ->
        [L] left
        [R] right
        [U] top
       *[D] bottom
    } end, showing { $pips }
table-lit-lead = Lead { $tile }
table-boneyard-pick = Pick this tile
table-boneyard-draw = Draw this tile
table-boneyard-tile = Boneyard tile
table-boneyard-label = { $count ->
    [one] Boneyard, { $count } tile
   *[other] Boneyard, { $count } tiles
}
# The button that picks the rest of the player's tiles at random: $picked of $of picked so far.
table-pick-for-me = Pick for me ({ $picked }/{ $of })
table-layout-label = Layout, count { $total }
table-count-label = count
table-count = Count { $total }
table-your-tiles = Your tiles
table-tile-playable = { $tile }, playable

## Table: the seats

table-label = Table
table-four-label = Table of four
table-opponent-has-tiles = { $count ->
    [one] Opponent has { $count } tile
   *[other] Opponent has { $count } tiles
}
table-has-tiles = { $count ->
    [one] { $name } has { $count } tile
   *[other] { $name } has { $count } tiles
}
table-waiting-for-player = Waiting for a player…
# After the partner's name at a table of four.
table-role-partner = partner
# Under the name of the seat whose turn it is: the reader's, another's.
table-turn-mark-yours = your turn
table-turn-mark = to play
table-away = away
table-away-title = Not at the table: no window of theirs has it open
# Said of a seat of four; $name may be table-you.
table-team-score-label = { $name }: team score
table-score-label = { $name } score
table-score-label-unnamed = player score
table-clock-label = { $name } clock
# The reader's own clock ($name is their name, or table-you): say "your clock".
table-clock-label-yours = { $name } clock
table-clock-label-unnamed = player clock
table-watchers = { $count } watching
table-watchers-title = People watching this game, two moves behind
table-watching-note = You are watching: the game is shown two moves behind, and the hands only once each hand is over.

## Table: waiting for players

table-take-seat-note = This table waits for an opponent: take the seat to play.
table-take-seat = Take the seat
table-waiting-note = You may visit other pages while you wait: when someone joins, a banner on any page takes you here. With no page of the site open, the table is not offered to anyone.
table-share-note = A private table: send this link to a friend. Whoever opens it takes the seat.
table-copy-link = Copy the link
table-cancel = Cancel the table

## Table: the controls

# Draws from the boneyard until a tile fits.
table-auto-draw = Auto draw
table-always-auto-draw = Always auto draw
table-hint = Hint
table-hint-title = The move the Expert bot would make (H)
table-undo = Undo
table-undo-title = Take back your last play (U or Ctrl+Z)
table-undone = Your last play was taken back.
table-sort = Sort tiles
table-resign = Resign
table-resign-confirm = Resign this game? You lose it.
table-resign-confirm-wager = Resign this game? You lose the game and the wager.

## Table: a hint, under the prompt ($reason: why, from the hint-… messages)

table-hint-play = Hint: { $tile } on the { $end ->
        [L] left
        [R] right
        [U] top
       *[D] bottom
    } end — { $reason }
table-hint-lead = Hint: lead { $tile } — { $reason }
table-hint-draw = Hint: draw — { $reason }
table-hint-pass = Hint: pass — { $reason }
# A move that is none of the above, as the room wrote it.
table-hint-other = Hint: { $move } — { $reason }
# Told to screen readers; $move as the notation writes it ("3-6 U").
table-hint-announce = Hint: { $move }, { $reason }.

## Table: the end of a hand, and of the game

table-row-pips-left = { $count ->
    [one] { $name }: { $count } pip left
   *[other] { $name }: { $count } pips left
}
table-row-no-tiles = { $name }: no tiles left
# $tiles: the tiles, written 3-4 5-6.
table-row-holds = { $name } holds { $tiles }
table-row-holds-nothing = { $name } holds nothing
# The reader's own row ($name is their name, or table-you): say "you hold".
table-row-holds-yours = { $name } holds { $tiles }
table-row-holds-nothing-yours = { $name } holds nothing
# $summary: what each team scored (table-team-points).
table-this-hand = This hand: { $summary }
# $summary: how the last hand ended, or what each team scored in it.
table-last-hand = Last hand: { $summary }
table-final-scores = Final scores: { $scores }
table-next-hand = Next hand
table-verify = Verify this hand
# The player's seed for the deals (provably fair dealing).
table-your-seed = Your seed: { $seed }
table-change-seed = Change
table-seed-prompt = Your seed for the next hands
table-seed-saved = Saved.
table-rematch = Rematch
table-rematch-offered = Rematch offered
table-rematch-accept = Accept the rematch
table-rematch-play = Play the rematch
table-back-to-tournament = Back to the tournament
table-watch-replay = Watch the replay
table-review-yours = Review your moves
table-review-player = Review { $name }'s moves
table-review-seat = Review seat { $seat }'s moves
# The record: the game's file.
table-download-record = Download the record
table-record = The record
table-check-computer = Check the computer's moves
# $command: a command line, shown as code; keep it whole.
table-check-computer-text = The computer played only from what it could see. Download the record and run { $command }: it replays every move of the computer from its seat alone and checks each is the move the published bot makes.

## Chat (web/chat.js)

# After the name of a watcher who wrote in the chat.
chat-watching = (watching)
chat-mute = Mute
chat-report = Report
chat-muted = { $name } is muted (their page can unmute them).
chat-muted-state = You have muted their chat.
chat-unmute = Unmute
chat-mute-their-chat = Mute their chat
chat-partners = Partners can’t talk while a hand is live; chat opens again between hands.
chat-placeholder = Say something
chat-placeholder-hushed = Partners can’t talk while a hand is live
chat-reported = Reported to the moderators. Thank you.
chat-message = Message
chat-send = Send
chat-lobby = Lobby chat
chat-table = Table chat
chat-guest-note = Guests can read the chat; register to talk.

## The sound switch in the header (web/sounds.js)

sound-on = Sound on
sound-off = Sound off
sound-turn-off = Turn the sounds off
sound-turn-on = Turn the sounds on

## The leaderboard (web/pages.js)

# A share of games won: "60%".
pages-percent = { $percent }%
# Wins and their share: "3 (60%)"; $percent is pages-percent, or "–" with no games.
pages-wins = { $wins } ({ $percent })
pages-player = Player
pages-rating = Rating
pages-games = Games
pages-won = Won
pages-leaderboard = Leaderboard
pages-tab-two = Games of two
pages-tab-team = Teams of four
pages-board-two-about = Glicko-2 ratings from games of two between people. A new player starts at 1500 ± 350; the ± narrows as they play.
pages-board-two-empty = No rated games yet: play a person to be the first on the board.
pages-board-team-about = Team ratings (Weng-Lin) from games of four, two against two, with a person on each team: each player’s own rating, moved by their team’s results. A new player starts at 25 ± 8.3.
pages-board-team-empty = No rated games of four yet: play two against two, with a person on each side, to be the first on the board.
# A team rating and its uncertainty, to a tenth: "25.0 ± 8.3".
pages-team-rating = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($uncertainty, minimumFractionDigits: 1, maximumFractionDigits: 1) }

## A player's page (web/pages.js)

pages-online = Online now
pages-not-online = Not online
pages-chips = Chips
pages-chips-guest = none (guest)
pages-unrated = unrated
pages-games-played = Games played
pages-chart-empty = The rating chart starts with the first game against a person.
# For screen readers: the rating chart.
pages-chart-label = Rating over { $count } games: from { $first } to { $last }
pages-tournaments = Tournaments
# A tournament the player entered, once it is over.
pages-place-of = place { $place } of { $entrants }
# A tournament the player entered, before it is over: its status as the room sends it.
pages-tournament-status =
    { $status ->
        [registering] registering
        [running] running
        [over] over
        [cancelled] cancelled
       *[other] { $status }
    }
pages-won-chips = won { $count } chips
pages-when = When
pages-opponent = Opponent
pages-result = Result
pages-score = Score
pages-wager = Wager
# A game's result for the player, then how the game ended ("won on points", "lost by resignation").
pages-game-result =
    { $result ->
        [won] won
        [lost] lost
        [abandoned] abandoned
       *[other] { $result }
    } { $reason ->
        [score] on points
        [time] on time
        [resign] by resignation
        [abandoned] abandoned
       *[other] { "" }
    }
pages-watch = Watch
pages-review = Review
# A link to download the game's record (its file).
pages-record = Record
pages-hints =
    { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }
pages-undos =
    { $count ->
        [one] { $count } undo
       *[other] { $count } undos
    }
pages-ended-before-deal = ended before the first deal
pages-no-games = No finished games yet.

## A replay (web/pages.js)

pages-speed-slow = Slow
pages-speed-normal = Normal
pages-speed-fast = Fast
pages-speed-fastest = Fastest
# At a table of four, a seat told apart: "Easy bot (seat 2)".
pages-seat-name = { $name } (seat { $seat })
# The game's title: "ann v Easy bot"; at four, two teams.
pages-versus = { $first } v { $second }
# How a hand of four ended; $title is the table's own line ("Blocked: a tie, nobody scores"), $pips each seat's pips left in hand.
pages-hand-end-of-four = { $title } (pips { $pips }).
pages-hand-end-of-four-points = { $title }. This hand: { $points } (pips { $pips }).
pages-final-scores = Final scores: { $first } { $firstScore }, { $second } { $secondScore }.
pages-not-finished = The game was not finished.
pages-abandoned = Game over: the game was abandoned, so nobody wins.
pages-abandoned-wager = Game over: the game was abandoned, so nobody wins and the wager is returned.
# How a game of four ended: the winners and losers are teams ("ann & Expert bot").
pages-over-four =
    { $reason ->
        [score] Game over: { $winners } reach the final score of { $target } and win.
        [time] Game over: a clock of { $losers } runs out: { $winners } win on time.
        [resign] Game over: { $losers } resign: { $winners } win by resignation.
       *[other] Game over: { $winners } win.
    }
pages-over =
    { $reason ->
        [score] Game over: { $winner } reaches the final score of { $target } and wins.
        [time] Game over: { $loser }’s clock runs out: { $winner } wins on time.
        [resign] Game over: { $loser } resigns: { $winner } wins by resignation.
       *[other] Game over: { $winner } wins.
    }
pages-play = ▶ Play
pages-pause = ❚❚ Pause
pages-speed = Speed
pages-chat = Chat
# After the name of a watcher who wrote in the chat.
pages-chat-watching = (watching)
# For screen readers: a player's (or team's) score.
pages-score-of = { $name } score
# For screen readers: a hand, face up; $tiles like "3-6 0-0".
pages-holds =
    { $count ->
        [0] { $name } holds nothing
       *[other] { $name } holds { $tiles }
    }
# An action in the history: drawing from the boneyard (with the tile drawn), passing. Plays stay as written ("3-6 L").
pages-action-draw = draw
pages-action-draw-tile = draw { $tile }
pages-action-pass = pass
pages-caption-tied = The hand is blocked and tied: nobody scores.
pages-caption-target = { $seat }: { $action }. { $winner } reaches the final score of { $target }.
# Going out (Domino!): $pips and $otherPips are the pips left in the two hands.
pages-caption-domino = { $winner } goes out and scores { $points } (pips { $pips } and { $otherPips }).
# A blocked hand, won by fewer pips.
pages-caption-block = { $winner } wins the block and scores { $points } (pips { $pips } and { $otherPips }).
pages-caption-dealt = Hand { $hand } is dealt.
# The count is the sum of the open ends' pips (what scores when it is a multiple of five).
pages-caption-action = { $seat }: { $action }. Count { $count }.
# For screen readers: the tiles played on the table.
pages-layout-label = Layout, count { $count }
# The game's settings: $draw is how many tiles each player is dealt, $target the final score.
pages-replay-settings = Draw { $draw }, to { $target }.
pages-replay-settings-wager = Draw { $draw }, to { $target }, wager { $wager } chips.
pages-replay-abandoned = The game was abandoned.
pages-replay-won =
    { $winner } won { $reason ->
        [score] on points
        [time] on time
        [resign] by resignation
       *[other] { "" }
    }.
# At four: the winners are a team ("ann & Expert bot").
pages-replay-won-team =
    { $winners } won { $reason ->
        [score] on points
        [time] on time
        [resign] by resignation
       *[other] { "" }
    }.
pages-replay = Replay
pages-count-boneyard = Count { $count } · boneyard { $boneyard }
pages-previous-hand-button = « Hand
pages-previous-hand = Previous hand
pages-back-button = ◀ Back
pages-back = Back one action
pages-forward-button = Forward ▶
pages-forward = Forward one action
pages-next-hand-button = Hand »
pages-next-hand = Next hand
pages-jump-to = Jump to
pages-hand-number = Hand { $hand }
pages-download-record = Download the record
pages-the-record = The record
pages-review-of = Review { $name }
pages-hints-used =
    { $count ->
        [one] { $count } hint was used
       *[other] { $count } hints were used
    }
pages-undos-used =
    { $count ->
        [one] { $count } undo was used
       *[other] { $count } undos were used
    }

## A game's review (web/review.js)

review-mark-fine = Fine
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-where = hand { $hand }, move { $move }
# In place of a seat's name when it has none.
review-a-player = a player
# A team at a table of four: two players' names.
review-team = { $first } & { $second }
review-points =
    { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point
       *[other] points
    }
# In place of the reviewed seat's name when it has none (seats counted from 0).
review-seat-fallback = Seat { $seat }
review-title = Review of { $name }'s moves
review-title-four = Review of { $name }'s moves (seat { $seat }, { $team })
# $count: the choices reviewed; $loss: the points given away in all, to a tenth.
review-summary =
    Accuracy { NUMBER($accuracy, minimumFractionDigits: 1, maximumFractionDigits: 1) }% over { $count ->
        [one] { $count } choice
       *[other] { $count } choices
    }: { $fine } fine, { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }; { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point
       *[other] points
    } given away in all.
review-costliest = The three costliest moves
# One of the costliest moves: $played and $best are moves as written ("3-6 L"), $mark its mark.
review-costly-move =
    hand { $hand }, move { $move }: { $played } gave away { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point
       *[other] points
    } ({ $mark ->
        [fine] fine
        [inaccuracy] inaccuracy
        [mistake] mistake
        [blunder] blunder
       *[other] { $mark }
    }); better: { $best }
review-nothing-given-away = No move gave anything away.
review-set-against-four = Each choice is set against what the Expert bot would have played from what that seat could see then (its own hand, never its partner's or the opponents').
review-set-against = Each choice is set against what the Expert bot would have played from what you could see then (never the other hand).
review-loss-explained = The loss is the points the move gave away on average over the rest of the hand: under 2.5 is fine, from 2.5 an inaccuracy, from 5 a mistake, from 10 a blunder.
review-watch-replay = Watch the replay
review-seat-link = Review { $name } (seat { $seat })
review-other-link = Review { $name }
review-other-seat-link = Review the other seat
review-every-choice = Every choice
review-hand = Hand
review-move = Move
review-played = Played
review-better = Better
review-lost = Lost
# The points a move gave away, to a tenth.
review-loss = { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
review-no-choices = No choices to review: every move was forced.
review-not-ready = The review was not ready within { $count } seconds: the server goes on with it, try again in a minute.

## Checking a hand's fairness (web/fairness.js): why a hand fails the check, or that it passes. Seats counted from 0.

fairness-hand-not-over = the hand is not over
fairness-seed-not-revealed = the server seed is not revealed
fairness-seed-mismatch = the server seed hashes to { $hash }, not to the commitment { $commitment }
fairness-counter-mismatch = the hand counter is { $counter }, but this is hand { $hand }
fairness-hands-not-revealed = the hands are not revealed: { $count } are needed
fairness-client-seeds-missing = the client seeds are missing
fairness-computer-seed = the computer's seat { $seat } added the seed { $seed }, but it must add none
fairness-empty-boneyard = action { $action }: a draw from an empty boneyard
fairness-wrong-draw = action { $action }: you drew { $drawn }, but the next tile of the order is { $next }
fairness-not-dealt = action { $action }: seat { $seat } played { $tile }, which the seeds did not give them
# $left: the tiles the seat shows at the end; $kept: those the seeds leave it (tiles like "3-6 0-0").
fairness-ends-with =
    seat { $seat } ends with { $leftCount ->
        [0] no tiles
       *[other] { $left }
    }, but the seeds leave { $keptCount ->
        [0] no tiles
       *[other] { $kept }
    }
# $key: the start of the hand's shuffle key (hex).
fairness-fair = Fair: the seeds match the commitment and give this deal and every draw (key { $key }…).
fairness-seed-too-long = a seed is at most { $count } bytes
fairness-seed-control-characters = a seed may not contain control characters

## Tournaments (web/tournaments.js)

tournaments-format-knockout = Knockout, best of { $bestOf }
tournaments-format-swiss =
    Swiss, { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }
# $deals: how many deals each round plays (each from both seats).
tournaments-format-duplicate =
    Duplicate, { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    } of { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    }
# When a tournament starts, with no time set.
tournaments-when-full = when full
tournaments-starts-when-full = starts when full
# $date: the date and time, as the browser writes them.
tournaments-starts-at = starts { $date }
tournaments-registering = Registering
tournaments-running = Running
tournaments-finished = Finished
tournaments-cancelled = Cancelled
# No entry fee.
tournaments-free = free
tournaments-round-of = round { $round } of { $total }
tournaments-name = Name
tournaments-format = Format
tournaments-players = Players
tournaments-entry = Entry
# The chips held from the entry fees, paid out as prizes.
tournaments-pool = Pool
tournaments-starts = Starts
tournaments-default-name = { $name }'s tournament
tournaments-default-name-mine = My tournament
tournaments-knockout = Knockout
tournaments-swiss = Swiss
# Duplicate: every table of a round plays the same deals, each from both seats.
tournaments-duplicate = Duplicate
tournaments-rounds-swiss = Rounds (Swiss)
tournaments-rounds-duplicate = Rounds (duplicate)
# A deal: the tiles a duplicate game is dealt, the same at every table of the round.
tournaments-deals-duplicate = Deals a round (duplicate)
tournaments-match-knockout = Match (knockout)
tournaments-one-game = one game
tournaments-best-of = best of { $bestOf }
# How many tiles each player is dealt.
tournaments-draw = Draw
tournaments-tiles = { $count } tiles
tournaments-final-score = Final score
tournaments-minutes-a-hand = Minutes a hand
tournaments-entry-fee = Entry fee (chips)
tournaments-prize-split = Prize split, % by place
tournaments-fewest-players = Fewest players
tournaments-most-players = Most players
# The draw's third choice: a tournament of teams of two, in games of four (5 tiles each).
tournaments-draw-teams = Teams of two (5 tiles, four at a table)
tournaments-fewest-teams = Fewest teams
tournaments-most-teams = Most teams
tournaments-in-minutes = in { $count } minutes
tournaments-in-an-hour = in an hour
tournaments-create = Create the tournament
# How many computer players to enter at once (a practice event).
tournaments-computers = Computer players (enter free)
# A sit-and-go not full after a wait: computers take the seats left.
tournaments-fill = If not full, computers take the seats left
tournaments-fill-never = never
tournaments-fill-after =
    { $count ->
        [one] after { $count } minute
       *[other] after { $count } minutes
    }
tournaments-computer-level = Computers' level
tournaments-computers-rules = Computer players take part: they enter free and win no chips (the prize goes to the people, in the order they finished), and games against them are not rated.
# $level: a level's name (level-medium, ...).
tournaments-fill-rules =
    If it is not full { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } after it was created and a person has entered, computers ({ $level }) take the seats left and it starts.
tournaments-fill-rules-seconds = If it is not full { $count } seconds after it was created and a person has entered, computers ({ $level }) take the seats left and it starts.
tournaments-title = Tournaments
tournaments-upcoming = Upcoming
# A heading over the tournaments being played now.
tournaments-running-heading = Running
# A heading over the tournaments that are over or cancelled.
tournaments-finished-heading = Finished
tournaments-none-upcoming = No tournament is taking entries now: create one below.
tournaments-none-running = None running now.
tournaments-none-finished = None finished yet.
tournaments-create-heading = Create a tournament
tournaments-sign-up-to-create = Sign up to create or enter a tournament.
tournaments-how-played = How it is played
# $draw: tiles dealt to each player; $target: the final score; $count: minutes a hand.
tournaments-each-game =
    Each game: draw { $draw }, to { $target } points, { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } a hand on the clock; a player who does not come loses on their clock.
# A bye: a round without an opponent, scored as a win.
tournaments-knockout-rules-best-of-3 = Single elimination, seeded by rating: lose a match and you are out. A match is best of 3 games, the players swapping seats each game. If the field is not a power of two, the top seeds start with a bye.
tournaments-knockout-rules-one-game = Single elimination, seeded by rating: lose a match and you are out. A match is one game. If the field is not a power of two, the top seeds start with a bye.
# Buchholz: the sum of a player's opponents' scores, a tie-break (a proper name).
tournaments-swiss-rules =
    { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }; each round you meet a player with a score like yours, never the same one twice. A win scores 1, a bye 1. Ties: Buchholz (your opponents' scores), then points for minus against, then rating.
# $deals: how many deals a round plays; a bye: a round without an opponent.
tournaments-duplicate-rules =
    { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }; each round you meet a player with a score like yours, never the same one twice, and play { $deals ->
        [one] the round's deal
       *[other] each of the round's { $deals } deals
    } twice, once from each seat. Every table of the round plays the same deals, so nobody is luckier with the tiles than the rest. Standings: the points difference over every deal (points for minus points against), then rounds won (equal points ½, a bye 1), then Buchholz, then rating.
tournaments-duplicate-private = While a round is played, its games are private: nobody but their two players can watch them. Their replays open to everyone once the round is over.
# One place's share of the prize pool: "1st 60%"; the places are listed with ", ".
tournaments-split-place =
    { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } { $percent }%
# $split: the places' shares, "1st 60%, 2nd 40%".
tournaments-entry-rules = Entry { $count } chips; the pool (every entry) is split { $split }, rounded down to the chip, what is left to the winner.
tournaments-withdraw-for-fee = Withdraw before the start for your fee back.
tournaments-free-to-enter = Free to enter.
# After the format's name: a tournament played by teams of two.
tournaments-teams-of-two = Teams of two
tournaments-teams-rules = Played by teams of two in games of four: partners sit across the table, play for one score, and win or lose together. Teams are seeded, paired and placed as players are (a team's rating is its two members' mean).
tournaments-teams-entry = Everyone enters on their own. To play with a partner, name them as you enter and have them name you. At the start the room teams up everyone else by rating, the best with the weakest. If one is left over, they are left out with their fee back: the last computer to enter, or else the last person.
tournaments-teams-prize = Each person pays their own entry; a team's prize is split equally between its two members.
# A finished game of a match, with its scores ("60–45").
tournaments-game-over = game { $game }: { $scores }
tournaments-game-play = game { $game }: play your game
tournaments-game-watch = game { $game }: watch
# A duplicate game: its deal (from 1), who sat in seat 1 (the seats swap for the deal's second game), and the scores, seat 1's first ("50–45").
tournaments-deal-done = deal { $deal }, { $first } in seat 1: played (the result is shown when the round is over)
tournaments-deal-over = deal { $deal }, { $first } in seat 1: { $scores }
tournaments-deal-play = deal { $deal }, { $first } in seat 1: play your game
# A duplicate game under way: private, so nobody else can watch it.
tournaments-deal-playing = deal { $deal }, { $first } in seat 1: being played
# A duplicate board: each player's points over its games so far.
tournaments-board-points = points: { $first } { $firstPoints }, { $second } { $secondPoints }
# After the name of a player who has no opponent this round.
tournaments-bye = — bye
# Between two players' names (versus).
tournaments-versus = v
tournaments-final = Final
tournaments-round = Round { $round }
tournaments-player = Player
# The standings' column of a tournament of teams.
tournaments-team-heading = Team
tournaments-score = Score
tournaments-buchholz = Buchholz
# Column heading: matches won (short).
tournaments-won-short = W
# Column heading: matches lost (short).
tournaments-lost-short = L
tournaments-byes = Byes
tournaments-cancel-confirm = Cancel this tournament? Every entrant gets their fee back, and it cannot be undone.
tournaments-sign-up-to-enter = Sign up to enter.
tournaments-withdraw-fee = Withdraw ({ $count } chips back)
tournaments-withdraw = Withdraw
tournaments-full = Full
tournaments-enter-fee = Enter for { $count } chips
tournaments-enter = Enter
# A tournament of teams: the name of the partner one asks for (left empty: none).
tournaments-partner = Partner (optional)
tournaments-cancel = Cancel the tournament
tournaments-place = place { $place }
tournaments-nobody-entered = Nobody has entered yet.
# An entrant's team, once the tournament has started: "team ann & bob".
tournaments-team = team { $team }
tournaments-entered = { $entrants } of { $max } entered (at least { $min })
tournaments-made-by = made by { $name }
tournaments-prizes = Prizes
tournaments-prize = Place { $place }: { $count } chips
tournaments-pool-grows = The pool is every entry fee: { $count } chips more with each player.
tournaments-no-prize = No prize: free to enter.
tournaments-standings = Standings
tournaments-bracket = Bracket
tournaments-rounds = Rounds
# Before 64 hexadecimal digits: the SHA-256 of the seed every deal of a duplicate round comes from, published before its first game.
tournaments-commitment = The round's commitment (the SHA-256 of its seed):
# Before 64 hexadecimal digits: the seed itself, shown once the round is over.
tournaments-seed = The round's seed:
tournaments-seed-later = The seed is shown once every board of the round is decided.
# $command: the command line that checks the round (kept as is).
tournaments-verify = Anyone can check that every table of this round got the same deals: save the tournament's data and each game's record (from its replay), then run { $command }.
# A link: the tournament's page as data (a JSON file), for the check.
tournaments-download-data = Download the tournament's data
# In the lobby, before a list of tournaments.
tournaments-taking-entries = Tournaments taking entries:
tournaments-soon-when-full = { $name } ({ $entrants }/{ $max }, starts when full)
tournaments-soon-at = { $name } ({ $entrants }/{ $max }, starts { $date })

### How to play (web/how-to-play.js) and the guided first game (web/tutorial.js).

## How to play: the rules page

rules-title = How to play All Fives
# $link is the link to the guided game, its words rules-learn-by-playing-link.
rules-learn-by-playing = Learn by playing: { $link } against a scripted computer, one step at a time.
rules-learn-by-playing-link = a guided first game
# Muggins: the game's other English name; keep it as it is.
rules-intro = All Fives (also called Muggins) is a game for two players with a double-six set. You score whenever your play leaves the open ends of the layout adding up to a multiple of five, and the first player to reach the final score wins.
rules-tiles-heading = The tiles and their weight
rules-tiles = The set has 28 tiles: every pair of numbers from 0 to 6, from 0-0 to 6-6, with 168 pips in all. A tile’s weight is its pip total: 6-4 weighs 10, so it is heavier than 5-3, which weighs 8; 1-0 is lighter than both.
rules-weight-caption = 6-4 (weight 10) is heavier than 5-3 (weight 8); 1-0 (weight 1) is the lightest of the three.
rules-tie-caption = Both weigh 9. For the first lead, a tie goes to the tile with the higher number: 6-3 beats 5-4.
rules-weight-decides = Weight decides two things. In the first hand, if nobody holds a double, the player with the heaviest tile leads with it. And when a hand is blocked, the player whose tiles are lighter in total wins it.
rules-deal-heading = The deal and the lead
# “Auto draw” is the table's button of that name: use its words there.
rules-deal = Each player takes 7 or 9 face-down tiles, as the table chose; the rest are the boneyard. You may pick your tiles one by one or press Auto draw: the tiles are shuffled face down, so both are the same.
rules-lead = In the first hand, the player with the highest double (6-6, else 5-5, and so on down to 0-0) leads, and must lead that double. If nobody holds a double, the heaviest tile leads. In later hands the winner of the previous hand leads with any tile; after a blocked hand that nobody won, the player who did not lead that hand leads.
rules-count-heading = The spinner, the four ends and the count
# The spinner: the first double played, which can be played on from four sides.
rules-joining = Join a tile from your hand to an open end: the touching halves must show the same number. A double is laid crosswise. The first double played is the spinner: it can be played on from four sides. Its up and down ends open once tiles are against both of its sides, so the layout has at most four open ends: left, right, up and down.
rules-count = After every play, the open ends are added up: the outer number of each end tile, both halves of a double at an end, and both halves of the spinner until tiles are against both of its sides (from then on it counts nothing, and an empty up or down end counts nothing either). If this count is a multiple of five (5, 10, 15, …), the player who just played scores that many points at once.
rules-spinner-caption = 5-5 is led and is the spinner. Alone it counts both halves: 10, so the leader scores 10.
rules-left-caption = 5-2 on the left: 2 + 10 (the spinner still counts both halves) = 12. No score.
rules-right-caption = 5-3 on the right: both sides of the spinner are covered, so it counts nothing and its up and down ends open. 2 + 3 = 5: a score of 5.
rules-four-ends-caption = 5-6 up (count 11), then 5-4 down: the four ends add up to 2 + 3 + 6 + 4 = 15, a score of 15.
rules-drawing-heading = Drawing
rules-drawing = If you can play, you must. Only when no tile in your hand fits any open end do you draw from the boneyard, one tile at a time, until you draw one that fits; then you must play it. The draws are part of your turn, and your clock runs while you draw. If the boneyard is empty and you cannot play, you pass.
rules-stuck-caption = With the ends showing 2, 3, 6 and 4, none of 0-0, 0-1 and 1-1 fits: you must draw.
rules-draw-caption = From the face-down boneyard you draw 0-5, which does not fit, then 1-6, which fits the 6 on the up end.
rules-drawn-play-caption = You must play it: 1-6 on the up end makes the count 2 + 3 + 1 + 4 = 10, and you score 10.
rules-hand-end-heading = The end of a hand
# To domino: to play one's last tile (going out), which wins the hand.
rules-domino = The player who plays their last tile dominoes: they win the hand and score the pips left in the opponent’s hand, rounded to the nearest multiple of five (a remainder of 1 or 2 rounds down, 3 or 4 rounds up: 0 to 2 pips score nothing, 3 to 7 score 5, 8 to 12 score 10, and so on).
rules-bonus-caption = The domino bonus: you play your last tile while your opponent holds 6-4 and 3-1, 14 pips, which round to 15. You score 15.
rules-blocked = A hand is blocked when the boneyard is empty and nobody holds a tile that fits. Then the player with fewer pips in hand wins it and scores the pips in the opponent’s hand, rounded the same way. If both hold the same number of pips, nobody scores.
rules-winning-heading = Winning the game
rules-winning = The first player to reach the final score wins at that moment, even in the middle of a hand. A play that both scores and empties your hand adds its own points first; if they reach the final score, the game ends there and the domino bonus is not added.
rules-clock = With a clock, each player has the table’s minutes for each hand. Your clock runs only on your turn, drawing included, and is reset at the start of every hand. If it reaches zero, you lose the game and the wager. You may resign at any time; resigning loses the game and the wager too.
rules-partners-heading = Four players: two against two
rules-partners = All Fives is most often played by four, in two partnerships. Partners sit across the table, and play goes clockwise. Each player gets 5 tiles, and 8 stay in the boneyard. Partners play for one score: whatever either of you scores goes to your team, and the first team to reach the final score wins. You may not show or tell your partner your tiles, and while a hand is being played partners cannot chat.

## How to play: the table of four (a picture: the seats' names and the way play goes)

rules-seating-caption = Four at the table: you and your partner sit across from each other, an opponent on each side. Play goes clockwise: you, the opponent on your left, your partner, the opponent on your right.
rules-seat-you = You
rules-seat-opponent = Opponent
rules-seat-partner = Partner
rules-clockwise = ↻ clockwise

## How to play: four players, the rule book, the history

rules-partners-lead = The first hand is led by whoever holds the highest double; after that, the winner of each hand leads the next. When you play your last tile, your team scores the pips left in both opponents’ hands, added up first and then rounded once. Your partner’s tiles do not count.
rules-partners-bonus-caption = You domino while the opponents hold 2-1 and 3-1 and your partner holds 6-6. The opponents’ 3 + 4 = 7 pips round once to 5: your team scores 5 (rounding each hand first would make 10). Your partner’s 12 pips do not count.
rules-partners-blocked = A blocked hand goes to the team with fewer pips in its two hands together; it scores the other team’s pips, rounded once, and its player with fewer pips leads the next hand. If your clock runs out or you resign, your team loses the game.
# docs/rules.md and docs/formats.md are file names: keep them.
rules-rule-book = Every detail the program follows is written down in the rule book that comes with its source, docs/rules.md; the game records and the messages to computer players are described in docs/formats.md.
rules-history-heading = A short history
rules-history-dice = Dominoes descend from dice. Each tile of the original Chinese sets shows one of the 21 ways two dice can fall, so Chinese tiles have no blanks; instead, some tiles appear twice. According to historians, a Chinese set of 32 pieces existed by the year 1120.
rules-history-europe = Dominoes seem to have been unknown in Europe until the 18th century, and their modern form may have been invented in Italy. Western sets add the blank, which makes every pair from 0-0 to 6-6: the 28 tiles played here. The name apparently comes from the masquerade masks called dominoes, whose eyeholes the spotted tiles brought to mind.
rules-history-oldest = The oldest known set is said to have been found among the ruins of Thebes, in the tomb of Tutankhamun, who was king of Egypt in the 18th dynasty, in the 14th century BC; it is said to be kept in Cairo. Since then the game has been played by young and old around the world, kings and presidents among them: Lyndon B. Johnson played with friends in Texas.
rules-back-to-lobby = Back to the lobby
rules-sign-in-to-play = Sign in to play

## How to play: the open ends' names, written on the pictures

rules-end-left = left
rules-end-right = right
rules-end-up = up
rules-end-down = down

## The guided first game: the coach's panel

tutorial-setting-up = Setting up the table…
tutorial-title = Your first game
tutorial-partners-title = Playing with a partner
tutorial-progress = Step { $step } of { $total }
tutorial-partners-progress = Partners: step { $step } of { $total }
tutorial-last-step = Last step
# $say is what the coach said of the computer's coming move (a tutorial-step-<k> message).
tutorial-computer-thinking = { $say } The computer is thinking…
# $say is what the coach said of the coming move (a tutorial-partners-step-<k> message).
tutorial-next-player-thinking = { $say } The next player is thinking…
# $say is tutorial-end. “Next hand” is the table's button of that name: use its words there.
tutorial-end-next-hand = { $say } Click “Next hand” to see how a blocked hand is scored.
tutorial-next-partners = Next: four players, two against two
tutorial-finish = Finish
# $target is the final score of the guided game (150).
tutorial-done = That is the whole game: lead, count the ends, score the multiples of 5, draw when stuck, and empty your hand first. The first to the final score ({ $target } here) wins.
tutorial-ready = You are ready.
tutorial-play-computer = Play the computer
tutorial-read-rules = Read the rules
tutorial-leave = Leave the tutorial
# Shown after “Hint: <move> —” when the player asks for a hint.
tutorial-hint-reason = the move this step teaches
# The seats' names at the guided game's table (Ada, Sam and Ivy, at the table of four, are names and stay).
tutorial-player-you = You
tutorial-player-tutor = Tutor bot

## The guided first game: what the coach says, step by step (the same English as web/tutorial.json's `say`)

tutorial-step-0 = Welcome! This is a real table against a scripted computer. Each of you was dealt 7 tiles. In the first hand the highest double leads: you hold 5-5, so lead it: click 5-5, then the table. Play 5-5.
tutorial-step-1 = You led 5-5, the highest double dealt. The first double played is the spinner. A lone 5-5 counts both halves: 10, a multiple of 5, so you score 10.
tutorial-step-2 = The computer joined 2-5 to the left. The ends now show 2 and the spinner's two halves (10): a count of 12, not a multiple of 5, so nothing is scored. Now play 3-5 on the right end (the lit one).
tutorial-step-3 = With tiles against both of its sides the spinner goes silent: the count is the left 2 plus the right 3, which is 5. You score 5.
tutorial-step-4 = Both sides of the spinner are taken, so its up and down ends are open too. The computer played 5-6 up: 2 + 3 + 6 = 11, no score. Now play 4-5 on the down end (the lit one).
tutorial-step-5 = You played 4-5 down: the ends show 2, 3, 6 and 4, a count of 15. You score 15.
tutorial-step-6 = The computer played the double 2-2 on the left. A double at an end counts both halves, 4: the count is 4 + 3 + 6 + 4 = 17. Now play 3-3 on the right end (the lit one).
tutorial-step-7 = Your double 3-3 on the right counts 6: 4 + 6 + 6 + 4 = 20. You score 20.
tutorial-step-8 = The computer scores too: 3-6 on your 3-3 leaves a 6 on the right, and 4 + 6 + 6 + 4 = 20. Now play 1-6 on the up end (the lit one).
tutorial-step-9 = 1-6 on the up end: 4 + 6 + 1 + 4 = 15. You score 15.
tutorial-step-10 = The computer had no tile that fits any end, so it drew from the boneyard until one did: 1-3.
tutorial-step-11 = It played the drawn 1-3 up: 4 + 6 + 3 + 4 = 17, no score. Now play 2-4 on the down end (the lit one).
tutorial-step-12 = 2-4 down: 4 + 6 + 3 + 2 = 15. You score 15.
tutorial-step-13 = The computer played 0-3 up. An end showing 0 counts nothing: 4 + 6 + 0 + 2 = 12. Click the boneyard to draw.
tutorial-step-14 = Your 1-4 fits no end (2, 6, 0, 2), so you drew: 4-6 fits, and a tile that fits must be played. Now play 4-6 on the right end (the lit one).
tutorial-step-15 = 4-6 on the right: 4 + 4 + 0 + 2 = 10. You score 10.
tutorial-step-16 = The computer played 0-0 up (a double of blanks counts 0): 4 + 4 + 0 + 2 = 10, so it scores 10. Now play 1-4 on the right end (the lit one).
tutorial-end = Domino! You played your last tile. The computer still holds 0-5: 5 pips, rounded to the nearest multiple of 5, is 5, and you score them.
tutorial-blocked = When the boneyard is empty and nobody can play, the hand is blocked: whoever holds fewer pips wins it and scores the pips in the other hand, rounded the same way. Say you hold 3 pips and the computer 13: you score 15. Equal pips: nobody scores.

## The guided game for four, two against two: what the coach says

tutorial-partners-step-0 = Now the same game for four, two against two. Your partner sits across the table, at the top; the players on your left and right are a team against you both. Each of you holds 5 tiles, and whatever one of a team scores goes to the team's score. Play passes clockwise: you, Ada on your left, Sam your partner, Ivy on your right. You hold the highest double dealt, 5-5: lead it. Play 5-5.
tutorial-partners-step-1 = The lone 5-5 counts 10: your team scores 10. Ada, on your left, plays next.
tutorial-partners-step-2 = Ada joined 4-5 on the left: 4 + 10 = 14, no score. Sam, your partner, is next.
tutorial-partners-step-3 = Sam, your partner, played 5-6 on the right. With both its sides covered the spinner goes silent (its up and down ends count once a tile is on them): 4 + 6 = 10. Sam's points are your team's: 10 more for you both.
tutorial-partners-step-4 = Ivy played 0-5 down: 4 + 6 + 0 = 10, and their team scores 10. Now play 1-6 on the right end (the lit one).
tutorial-partners-step-5 = 1-6 on the right: 4 + 1 + 0 = 5. Your team scores 5.
tutorial-partners-step-6 = Ada played 1-4 on the right: 4 + 4 + 0 = 8, no score.
tutorial-partners-step-7 = Sam, your partner, played 0-2 down: 4 + 4 + 2 = 10. 10 for your team.
tutorial-partners-step-8 = Ivy played the double 4-4 on the left, which counts both halves: 8 + 4 + 2 = 14, no score. Now play 2-3 on the down end (the lit one).
tutorial-partners-step-9 = 2-3 down: 8 + 4 + 3 = 15. Your team scores 15.
tutorial-partners-step-10 = Ada played 4-6 on the left: 6 + 4 + 3 = 13, no score.
tutorial-partners-step-11 = Sam, your partner, played 3-5 down: 6 + 4 + 5 = 15. 15 for your team.
tutorial-partners-step-12 = Ivy played 2-5 down: 6 + 4 + 2 = 12. Now play 0-6 on the left end (the lit one).
tutorial-partners-step-13 = 0-6 on the left leaves a blank, which counts nothing: 0 + 4 + 2 = 6.
tutorial-partners-step-14 = Ada opened the up end with 1-5: 0 + 4 + 1 + 2 = 7.
tutorial-partners-step-15 = Sam, your partner, played 2-4 on the right: 0 + 2 + 1 + 2 = 5. 5 for your team.
tutorial-partners-step-16 = Ivy played 2-6 down: 0 + 2 + 1 + 6 = 9. Now play 1-3 on the up end (the lit one).
tutorial-partners-end = Domino! You played your last tile, and your team scores what both opponents still hold, added up and rounded once: Ada's 1-1 (2 pips) and Ivy's 3-3 (6 pips) make 8, which rounds to 10. Sam's 0-0 is your own team's, so it does not count.
