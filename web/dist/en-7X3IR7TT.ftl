language-label = Language
loading = Loading…
nav-tournaments = Tournaments
nav-leaderboard = Leaderboard
nav-how-to-play = How to play
brand = All Fives
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
level-random = Random
level-omniscient = Omniscient
computer-name = { $level } bot
computer-initials = AI
computer-picture = The computer
computer-player = { $level } { $number } (computer)
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
level-beginner = Beginner
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
lobby-back-to-game = Back to your game against { $name }
lobby-your-open-table = Your open table, waiting for a player
lobby-register-to-play = Register to play people
lobby-open-table = Open a table
lobby-no-open-tables = No open tables yet.
lobby-no-live-games = No games being played.
lobby-my-games = Your games in progress
lobby-tutorial-title = New to All Fives?
lobby-tutorial-text = Play a short guided first game: leading, the spinner, counting the ends, scoring, drawing and the domino bonus, one step at a time.
lobby-tutorial-start = Start the guided game
lobby-sort-by = Sort by
lobby-offline-note = { $link }: the computer in this page, with no network needed (not rated, no chips).
lobby-play-person = Play a person
lobby-open-tables = Open tables
lobby-watch-game = Watch a game
lobby-guest-note = Guests play the computer for fun. { $register } and to play people, wager chips and get a rating.
lobby-chips-note = Chips are play money: you start with 1,000, and if you run out you are topped up to 200 once a day. They cannot be bought or cashed out.
lobby-how-to-play = How to play
lobby-leaderboard = Leaderboard
lobby-tournaments = Tournaments
lobby-my-games-rating = My games and rating
lobby-table-four = four players, two against two
lobby-table-seats-free = { $count ->
    [one] { $count } seat free
   *[other] { $count } seats free
}
lobby-table-minutes = { $minutes } min
lobby-join = Join
lobby-sides = { $a } v { $b }
lobby-sides-four = { $a } & { $b } v { $c } & { $d }
lobby-your-game = Your game
lobby-watch = Watch
lobby-sort-newest = Newest
lobby-sort-wager = Wager
lobby-sort-rating = Host rating
lobby-online-looking = Looking…
lobby-online-title = In the room
lobby-online-count = { $count } online
lobby-online-live = { $count ->
    [one] { $count } game being played
   *[other] { $count } games being played
}
lobby-online-live-private = { $count ->
    [one] { $count } game being played ({ $hidden } private)
   *[other] { $count } games being played ({ $hidden } private)
}
lobby-online-unrated = unrated
lobby-online-failed = Could not see who is online.
form-draw = Draw
form-tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
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
form-summary-draw = draw { $draw }
form-summary-target = to { $target }
form-summary-no-clock = no clock
form-summary-minutes = { $minutes } min a hand
form-summary-wager = wager { $wager }
pairing-paired = Paired with { $name }.
pairing-wager-from = Wager from
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
signin-title = All Fives dominoes
signin-intro = Score on every play whose open ends add up to a multiple of five. First to the final score wins.
signin-guest = Play as guest
signin-offline-note = Or { $link }: no account, no network needed.
signin-offline-link = play the computer offline
signin-or-sign-in = Or sign in
signin-name = Name
signin-password = Password
signin-picture-new = Picture (new players)
signin-picture = Picture
signin-sign-in = Sign in
signin-register = Register
signin-read-note = No need to sign in to read { $rules }, play { $tutorial } or see the { $leaderboard }.
signin-rules-link = how to play
signin-tutorial-link = a guided first game
signin-leaderboard-link = leaderboard
signin-keep-games = Register to keep your games
signin-keep-games-text = Choose a name and a password: you stay the same player, with your games and any game in progress. Registered players get 1,000 chips, a rating, and can play people.
signin-already-registered = Already registered? { $signin }
signin-avatar-fox = fox
signin-avatar-owl = owl
signin-avatar-cat = cat
signin-avatar-bear = bear
signin-avatar-frog = frog
signin-avatar-whale = whale
signin-avatar-tiger = tiger
signin-avatar-panda = panda
banner-started = { $name } joined your table: the game has started, and your clock runs on your turn.
banner-go-to-table = Go to the table
banner-close = Close
banner-invited = { $name } invites you to a table: { $settings }.
banner-accept = Accept
banner-decline = Decline
banner-declined = { $name } declined your invitation.
banner-tournament-over = { $name } is over: the prizes are paid.
banner-tournament-cancelled = { $name } was cancelled for want of players: your entry fee is back.
banner-see-results = See the results
navigation-leave-confirm = Leave this game? It goes on without you: your clock runs on your turn, and if it runs out you lose the game and the wager.
offline-record-check = Anyone can check the deals and the computer’s every move with { $command }.
offline-play = Play offline
offline-game-line = { $game } against { $level }, to { $target }: { $standing }
table-lobby = Lobby
table-opening = Opening the table…
table-you = You
table-opponent = Opponent
table-name-at-seat = { $name } (seat { $seat })
table-seat = Seat { $seat }
table-name-at-place = { $place ->
    [left] { $name } (left)
    [partner] { $name } (partner)
   *[right] { $name } (right)
}
table-place = { $place ->
    [left] Left
    [partner] Partner
   *[right] Right
}
table-names-and = { $first } and { $second }
table-a-player = a player
table-team-yours = You & { $partner }
table-team = { $first } & { $second }
table-team-score = { $team }: { $score }
table-player-score = { $name } { $score }
table-team-points = { $team } +{ $points }
table-end-tie = Blocked: a tie, nobody scores
table-end-you-domino-team = You domino: { $team } +{ $points }
table-end-domino-team = { $name } dominoes: { $team } +{ $points }
table-end-blocked-your-team = Blocked: You & { $partner } have fewer pips: +{ $points }
table-end-blocked-team = Blocked: { $team } have fewer pips: +{ $points }
table-end-target-your-team = You & { $partner } reach { $target }
table-end-target-team = { $team } reach { $target }
table-end-you-domino = You domino: +{ $points }
table-end-domino = { $name } dominoes: +{ $points }
table-end-blocked-you = Blocked: you have fewer pips: +{ $points }
table-end-blocked = Blocked: { $name } has fewer pips: +{ $points }
table-end-target-you = You reach { $target }
table-end-target = { $name } reaches { $target }
table-result-abandoned = Game abandoned: the wager is returned
table-result-team-wins = { $how ->
    [time] { $team } win on time
    [resign] { $team } win by resignation
   *[other] { $team } win
}
table-result-your-team-wins = { $how ->
    [time] You win on time: { $team }
    [resign] You win by resignation: { $team }
   *[other] You win: { $team }
}
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
table-stake-won = { $count ->
    [one] you win { $count } chip
   *[other] you win { $count } chips
}
table-stake-lost = { $count ->
    [one] you lose { $count } chip
   *[other] you lose { $count } chips
}
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
table-news-moves = { $moves }. Count { $total }.
table-news-your-team-scores = You & { $partner } score { $points }.
table-news-team-scores = { $team } score { $points }.
table-news-you-score = You score { $points }.
table-news-scores = { $name } scores { $points }.
table-news-gone = { $count ->
    [one] { $names } has left the table.
   *[other] { $names } have left the table.
}
table-news-back = { $count ->
    [one] { $names } is back.
   *[other] { $names } are back.
}
table-news-hand-over = Hand over. { $title }. { $scores }.
table-news-game-over = Game over. { $title }. { $scores }.
table-news-all-seated = Every seat is taken: the game starts.
table-news-joined = { $name } has joined: the game starts.
table-news-your-turn-draw = Your turn: no tile fits, draw.
table-news-your-turn = Your turn.
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
table-terms-target = Game to { $target }
table-terms-wager = { $count ->
    [one] wager { $count } chip
   *[other] wager { $count } chips
}
table-terms-no-wager = no wager
table-terms-minutes = { $count } min a hand
table-terms-offline = offline, not rated
table-tournament-game = Tournament game · round { $round }
table-tournament-match-game = Tournament game · round { $round }, game { $game } of the match
table-lit-end = Play { $tile } on the { $end ->
        [L] left
        [R] right
        [U] top
       *[D] bottom
    } end
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
table-pick-for-me = Pick for me ({ $picked }/{ $of })
table-layout-label = Layout, count { $total }
table-count-label = count
table-count = Count { $total }
table-your-tiles = Your tiles
table-tile-playable = { $tile }, playable
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
table-role-partner = partner
table-turn-mark-yours = your turn
table-turn-mark = to play
table-away = away
table-away-title = Not at the table: no window of theirs has it open
table-team-score-label = { $name }: team score
table-score-label = { $name } score
table-score-label-unnamed = player score
table-clock-label = { $name } clock
table-clock-label-yours = { $name } clock
table-clock-label-unnamed = player clock
table-watchers = { $count } watching
table-watchers-title = People watching this game, two moves behind
table-watching-note = You are watching: the game is shown two moves behind, and the hands only once each hand is over.
table-take-seat-note = This table waits for an opponent: take the seat to play.
table-take-seat = Take the seat
table-waiting-note = You may visit other pages while you wait: when someone joins, a banner on any page takes you here. With no page of the site open, the table is not offered to anyone.
table-share-note = A private table: send this link to a friend. Whoever opens it takes the seat.
table-copy-link = Copy the link
table-cancel = Cancel the table
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
table-hint-play = Hint: { $tile } on the { $end ->
        [L] left
        [R] right
        [U] top
       *[D] bottom
    } end — { $reason }
table-hint-lead = Hint: lead { $tile } — { $reason }
table-hint-draw = Hint: draw — { $reason }
table-hint-pass = Hint: pass — { $reason }
table-hint-other = Hint: { $move } — { $reason }
table-hint-announce = Hint: { $move }, { $reason }.
table-row-pips-left = { $count ->
    [one] { $name }: { $count } pip left
   *[other] { $name }: { $count } pips left
}
table-row-no-tiles = { $name }: no tiles left
table-row-holds = { $name } holds { $tiles }
table-row-holds-nothing = { $name } holds nothing
table-row-holds-yours = { $name } holds { $tiles }
table-row-holds-nothing-yours = { $name } holds nothing
table-this-hand = This hand: { $summary }
table-last-hand = Last hand: { $summary }
table-final-scores = Final scores: { $scores }
table-next-hand = Next hand
table-verify = Verify this hand
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
table-download-record = Download the record
table-record = The record
table-check-computer = Check the computer's moves
table-check-computer-text = The computer played only from what it could see. Download the record and run { $command }: it replays every move of the computer from its seat alone and checks each is the move the published bot makes.
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
sound-on = Sound on
sound-off = Sound off
sound-turn-off = Turn the sounds off
sound-turn-on = Turn the sounds on
pages-player = Player
pages-when = When
pages-opponent = Opponent
pages-result = Result
pages-score = Score
pages-wager = Wager
pages-speed-slow = Slow
pages-speed-normal = Normal
pages-speed-fast = Fast
pages-speed-fastest = Fastest
pages-caption-domino = { $winner } goes out and scores { $points } (pips { $pips } and { $otherPips }).
pages-caption-block = { $winner } wins the block and scores { $points } (pips { $pips } and { $otherPips }).
pages-replay-settings = Draw { $draw }, to { $target }.
pages-replay-settings-wager = Draw { $draw }, to { $target }, wager { $wager } chips.
review-mark-fine = Fine
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-hand = Hand
review-move = Move
review-played = Played
review-better = Better
review-lost = Lost
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
fairness-ends-with =
    seat { $seat } ends with { $leftCount ->
        [0] no tiles
       *[other] { $left }
    }, but the seeds leave { $keptCount ->
        [0] no tiles
       *[other] { $kept }
    }
fairness-fair = Fair: the seeds match the commitment and give this deal and every draw (key { $key }…).
fairness-seed-too-long = a seed is at most { $count } bytes
fairness-seed-control-characters = a seed may not contain control characters
tournaments-registering = Registering
tournaments-running = Running
tournaments-finished = Finished
tournaments-cancelled = Cancelled
tournaments-entry = Entry
tournaments-pool = Pool
tournaments-rounds-duplicate = Rounds (duplicate)
tournaments-knockout-rules-best-of-3 = Single elimination, seeded by rating: lose a match and you are out. A match is best of 3 games, the players swapping seats each game. If the field is not a power of two, the top seeds start with a bye.
tournaments-knockout-rules-one-game = Single elimination, seeded by rating: lose a match and you are out. A match is one game. If the field is not a power of two, the top seeds start with a bye.
tournaments-bracket = Bracket
tournaments-rounds = Rounds
tournaments-verify = Anyone can check that every table of this round got the same deals: save the tournament's data and each game's record (from its replay), then run { $command }.
rules-learn-by-playing = Learn by playing: { $link } against a scripted computer, one step at a time.
rules-end-left = left
rules-end-right = right
rules-end-up = up
rules-end-down = down
tutorial-computer-thinking = { $say } The computer is thinking…
tutorial-next-player-thinking = { $say } The next player is thinking…
