invite-open = Invite them to a table
invite-submit = Invite { $name }
offline-player = Player
offline-engine-unavailable = The offline engine could not be loaded: it is kept once offline play has been opened with the network on.
offline-no-database = This browser keeps no offline games: { $reason }
offline-not-kept = The offline games could not be kept: { $reason }
offline-no-game = This browser keeps no offline game { $id }.
offline-games = Offline games
offline-record-title = Offline game { $id }: its record
offline-record-what = Every deal, every move, and the seeds each hand was dealt from (docs/formats.md).
offline-save-record = Save the record
offline-back-to-game = Back to the game
offline-your-games = Your offline games
offline-in-play = in play, { $scores }
offline-won = won { $scores }
offline-lost = lost { $scores }
offline-won-resigned = won { $scores } (resigned)
offline-lost-resigned = lost { $scores } (resigned)
offline-computer = Computer
offline-game-to = Game to
offline-title = Play the computer offline
offline-unreachable = The room cannot be reached: no network, or the room is down. You can still play the computer here.
offline-intro = The same rules and the same computer as at the room’s tables, running in this page: no network needed once it has loaded. Games played offline are kept in this browser only; they are not rated and carry no chips.
offline-none = None yet.
offline-game = Game { $id }
offline-replay = replay
offline-review = review
pages-percent = { $percent }%
pages-wins = { $wins } ({ $percent })
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
pages-team-rating = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($uncertainty, minimumFractionDigits: 1, maximumFractionDigits: 1) }
pages-online = Online now
pages-not-online = Not online
pages-chips = Chips
pages-chips-guest = none (guest)
pages-unrated = unrated
pages-games-played = Games played
pages-chart-empty = The rating chart starts with the first game against a person.
pages-chart-label = Rating over { $count } games: from { $first } to { $last }
pages-tournaments = Tournaments
pages-place-of = place { $place } of { $entrants }
pages-tournament-status =
    { $status ->
        [registering] registering
        [running] running
        [over] over
        [cancelled] cancelled
       *[other] { $status }
    }
pages-won-chips = won { $count } chips
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
pages-seat-name = { $name } (seat { $seat })
pages-versus = { $first } v { $second }
pages-hand-end-of-four = { $title } (pips { $pips }).
pages-hand-end-of-four-points = { $title }. This hand: { $points } (pips { $pips }).
pages-final-scores = Final scores: { $first } { $firstScore }, { $second } { $secondScore }.
pages-not-finished = The game was not finished.
pages-abandoned = Game over: the game was abandoned, so nobody wins.
pages-abandoned-wager = Game over: the game was abandoned, so nobody wins and the wager is returned.
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
pages-chat-watching = (watching)
pages-score-of = { $name } score
pages-holds =
    { $count ->
        [0] { $name } holds nothing
       *[other] { $name } holds { $tiles }
    }
pages-action-draw = draw
pages-action-draw-tile = draw { $tile }
pages-action-pass = pass
pages-caption-tied = The hand is blocked and tied: nobody scores.
pages-caption-target = { $seat }: { $action }. { $winner } reaches the final score of { $target }.
pages-caption-dealt = Hand { $hand } is dealt.
pages-caption-action = { $seat }: { $action }. Count { $count }.
pages-layout-label = Layout, count { $count }
pages-replay-abandoned = The game was abandoned.
pages-replay-won =
    { $winner } won { $reason ->
        [score] on points
        [time] on time
        [resign] by resignation
       *[other] { "" }
    }.
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
review-where = hand { $hand }, move { $move }
review-a-player = a player
review-team = { $first } & { $second }
review-points =
    { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point
       *[other] points
    }
review-seat-fallback = Seat { $seat }
review-title = Review of { $name }'s moves
review-title-four = Review of { $name }'s moves (seat { $seat }, { $team })
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
review-loss = { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
review-no-choices = No choices to review: every move was forced.
review-not-ready = The review was not ready within { $count } seconds: the server goes on with it, try again in a minute.
tournaments-format-knockout = Knockout, best of { $bestOf }
tournaments-format-swiss =
    Swiss, { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }
tournaments-format-duplicate =
    Duplicate, { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    } of { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    }
tournaments-when-full = when full
tournaments-starts-when-full = starts when full
tournaments-starts-at = starts { $date }
tournaments-free = free
tournaments-round-of = round { $round } of { $total }
tournaments-name = Name
tournaments-format = Format
tournaments-players = Players
tournaments-starts = Starts
tournaments-default-name = { $name }'s tournament
tournaments-default-name-mine = My tournament
tournaments-knockout = Knockout
tournaments-swiss = Swiss
tournaments-duplicate = Duplicate
tournaments-rounds-swiss = Rounds (Swiss)
tournaments-deals-duplicate = Deals a round (duplicate)
tournaments-match-knockout = Match (knockout)
tournaments-one-game = one game
tournaments-best-of = best of { $bestOf }
tournaments-draw = Draw
tournaments-tiles = { $count } tiles
tournaments-final-score = Final score
tournaments-minutes-a-hand = Minutes a hand
tournaments-entry-fee = Entry fee (chips)
tournaments-prize-split = Prize split, % by place
tournaments-fewest-players = Fewest players
tournaments-most-players = Most players
tournaments-draw-teams = Teams of two (5 tiles, four at a table)
tournaments-fewest-teams = Fewest teams
tournaments-most-teams = Most teams
tournaments-in-minutes = in { $count } minutes
tournaments-in-an-hour = in an hour
tournaments-create = Create the tournament
tournaments-computers = Computer players (enter free)
tournaments-fill = If not full, computers take the seats left
tournaments-fill-never = never
tournaments-fill-after =
    { $count ->
        [one] after { $count } minute
       *[other] after { $count } minutes
    }
tournaments-computer-level = Computers' level
tournaments-computers-rules = Computer players take part: they enter free and win no chips (the prize goes to the people, in the order they finished), and games against them are not rated.
tournaments-fill-rules =
    If it is not full { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } after it was created and a person has entered, computers ({ $level }) take the seats left and it starts.
tournaments-fill-rules-seconds = If it is not full { $count } seconds after it was created and a person has entered, computers ({ $level }) take the seats left and it starts.
tournaments-title = Tournaments
tournaments-upcoming = Upcoming
tournaments-running-heading = Running
tournaments-finished-heading = Finished
tournaments-none-upcoming = No tournament is taking entries now: create one below.
tournaments-none-running = None running now.
tournaments-none-finished = None finished yet.
tournaments-create-heading = Create a tournament
tournaments-sign-up-to-create = Sign up to create or enter a tournament.
tournaments-how-played = How it is played
tournaments-each-game =
    Each game: draw { $draw }, to { $target } points, { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } a hand on the clock; a player who does not come loses on their clock.
tournaments-swiss-rules =
    { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }; each round you meet a player with a score like yours, never the same one twice. A win scores 1, a bye 1. Ties: Buchholz (your opponents' scores), then points for minus against, then rating.
tournaments-duplicate-rules =
    { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }; each round you meet a player with a score like yours, never the same one twice, and play { $deals ->
        [one] the round's deal
       *[other] each of the round's { $deals } deals
    } twice, once from each seat. Every table of the round plays the same deals, so nobody is luckier with the tiles than the rest. Standings: the points difference over every deal (points for minus points against), then rounds won (equal points ½, a bye 1), then Buchholz, then rating.
tournaments-duplicate-private = While a round is played, its games are private: nobody but their two players can watch them. Their replays open to everyone once the round is over.
tournaments-split-place =
    { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } { $percent }%
tournaments-entry-rules = Entry { $count } chips; the pool (every entry) is split { $split }, rounded down to the chip, what is left to the winner.
tournaments-withdraw-for-fee = Withdraw before the start for your fee back.
tournaments-free-to-enter = Free to enter.
tournaments-teams-of-two = Teams of two
tournaments-teams-rules = Played by teams of two in games of four: partners sit across the table, play for one score, and win or lose together. Teams are seeded, paired and placed as players are (a team's rating is its two members' mean).
tournaments-teams-entry = Everyone enters on their own. To play with a partner, name them as you enter and have them name you. At the start the room teams up everyone else by rating, the best with the weakest. If one is left over, they are left out with their fee back: the last computer to enter, or else the last person.
tournaments-teams-prize = Each person pays their own entry; a team's prize is split equally between its two members.
tournaments-game-over = game { $game }: { $scores }
tournaments-game-play = game { $game }: play your game
tournaments-game-watch = game { $game }: watch
tournaments-deal-done = deal { $deal }, { $first } in seat 1: played (the result is shown when the round is over)
tournaments-deal-over = deal { $deal }, { $first } in seat 1: { $scores }
tournaments-deal-play = deal { $deal }, { $first } in seat 1: play your game
tournaments-deal-playing = deal { $deal }, { $first } in seat 1: being played
tournaments-board-points = points: { $first } { $firstPoints }, { $second } { $secondPoints }
tournaments-bye = — bye
tournaments-versus = v
tournaments-final = Final
tournaments-round = Round { $round }
tournaments-player = Player
tournaments-team-heading = Team
tournaments-score = Score
tournaments-buchholz = Buchholz
tournaments-won-short = W
tournaments-lost-short = L
tournaments-byes = Byes
tournaments-cancel-confirm = Cancel this tournament? Every entrant gets their fee back, and it cannot be undone.
tournaments-sign-up-to-enter = Sign up to enter.
tournaments-withdraw-fee = Withdraw ({ $count } chips back)
tournaments-withdraw = Withdraw
tournaments-full = Full
tournaments-enter-fee = Enter for { $count } chips
tournaments-enter = Enter
tournaments-partner = Partner (optional)
tournaments-cancel = Cancel the tournament
tournaments-place = place { $place }
tournaments-nobody-entered = Nobody has entered yet.
tournaments-team = team { $team }
tournaments-entered = { $entrants } of { $max } entered (at least { $min })
tournaments-made-by = made by { $name }
tournaments-prizes = Prizes
tournaments-prize = Place { $place }: { $count } chips
tournaments-pool-grows = The pool is every entry fee: { $count } chips more with each player.
tournaments-no-prize = No prize: free to enter.
tournaments-standings = Standings
tournaments-commitment = The round's commitment (the SHA-256 of its seed):
tournaments-seed = The round's seed:
tournaments-seed-later = The seed is shown once every board of the round is decided.
tournaments-download-data = Download the tournament's data
tournaments-taking-entries = Tournaments taking entries:
tournaments-soon-when-full = { $name } ({ $entrants }/{ $max }, starts when full)
tournaments-soon-at = { $name } ({ $entrants }/{ $max }, starts { $date })
rules-title = How to play All Fives
rules-learn-by-playing-link = a guided first game
rules-intro = All Fives (also called Muggins) is a game for two players with a double-six set. You score whenever your play leaves the open ends of the layout adding up to a multiple of five, and the first player to reach the final score wins.
rules-tiles-heading = The tiles and their weight
rules-tiles = The set has 28 tiles: every pair of numbers from 0 to 6, from 0-0 to 6-6, with 168 pips in all. A tile’s weight is its pip total: 6-4 weighs 10, so it is heavier than 5-3, which weighs 8; 1-0 is lighter than both.
rules-weight-caption = 6-4 (weight 10) is heavier than 5-3 (weight 8); 1-0 (weight 1) is the lightest of the three.
rules-tie-caption = Both weigh 9. For the first lead, a tie goes to the tile with the higher number: 6-3 beats 5-4.
rules-weight-decides = Weight decides two things. In the first hand, if nobody holds a double, the player with the heaviest tile leads with it. And when a hand is blocked, the player whose tiles are lighter in total wins it.
rules-deal-heading = The deal and the lead
rules-deal = Each player takes 7 or 9 face-down tiles, as the table chose; the rest are the boneyard. You may pick your tiles one by one or press Auto draw: the tiles are shuffled face down, so both are the same.
rules-lead = In the first hand, the player with the highest double (6-6, else 5-5, and so on down to 0-0) leads, and must lead that double. If nobody holds a double, the heaviest tile leads. In later hands the winner of the previous hand leads with any tile; after a blocked hand that nobody won, the player who did not lead that hand leads.
rules-count-heading = The spinner, the four ends and the count
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
rules-domino = The player who plays their last tile dominoes: they win the hand and score the pips left in the opponent’s hand, rounded to the nearest multiple of five (a remainder of 1 or 2 rounds down, 3 or 4 rounds up: 0 to 2 pips score nothing, 3 to 7 score 5, 8 to 12 score 10, and so on).
rules-bonus-caption = The domino bonus: you play your last tile while your opponent holds 6-4 and 3-1, 14 pips, which round to 15. You score 15.
rules-blocked = A hand is blocked when the boneyard is empty and nobody holds a tile that fits. Then the player with fewer pips in hand wins it and scores the pips in the opponent’s hand, rounded the same way. If both hold the same number of pips, nobody scores.
rules-winning-heading = Winning the game
rules-winning = The first player to reach the final score wins at that moment, even in the middle of a hand. A play that both scores and empties your hand adds its own points first; if they reach the final score, the game ends there and the domino bonus is not added.
rules-clock = With a clock, each player has the table’s minutes for each hand. Your clock runs only on your turn, drawing included, and is reset at the start of every hand. If it reaches zero, you lose the game and the wager. You may resign at any time; resigning loses the game and the wager too.
rules-partners-heading = Four players: two against two
rules-partners = All Fives is most often played by four, in two partnerships. Partners sit across the table, and play goes clockwise. Each player gets 5 tiles, and 8 stay in the boneyard. Partners play for one score: whatever either of you scores goes to your team, and the first team to reach the final score wins. You may not show or tell your partner your tiles, and while a hand is being played partners cannot chat.
rules-seating-caption = Four at the table: you and your partner sit across from each other, an opponent on each side. Play goes clockwise: you, the opponent on your left, your partner, the opponent on your right.
rules-seat-you = You
rules-seat-opponent = Opponent
rules-seat-partner = Partner
rules-clockwise = ↻ clockwise
rules-partners-lead = The first hand is led by whoever holds the highest double; after that, the winner of each hand leads the next. When you play your last tile, your team scores the pips left in both opponents’ hands, added up first and then rounded once. Your partner’s tiles do not count.
rules-partners-bonus-caption = You domino while the opponents hold 2-1 and 3-1 and your partner holds 6-6. The opponents’ 3 + 4 = 7 pips round once to 5: your team scores 5 (rounding each hand first would make 10). Your partner’s 12 pips do not count.
rules-partners-blocked = A blocked hand goes to the team with fewer pips in its two hands together; it scores the other team’s pips, rounded once, and its player with fewer pips leads the next hand. If your clock runs out or you resign, your team loses the game.
rules-rule-book = Every detail the program follows is written down in the rule book that comes with its source, docs/rules.md; the game records and the messages to computer players are described in docs/formats.md.
rules-history-heading = A short history
rules-history-dice = Dominoes descend from dice. Each tile of the original Chinese sets shows one of the 21 ways two dice can fall, so Chinese tiles have no blanks; instead, some tiles appear twice. According to historians, a Chinese set of 32 pieces existed by the year 1120.
rules-history-europe = Dominoes seem to have been unknown in Europe until the 18th century, and their modern form may have been invented in Italy. Western sets add the blank, which makes every pair from 0-0 to 6-6: the 28 tiles played here. The name apparently comes from the masquerade masks called dominoes, whose eyeholes the spotted tiles brought to mind.
rules-history-oldest = The oldest known set is said to have been found among the ruins of Thebes, in the tomb of Tutankhamun, who was king of Egypt in the 18th dynasty, in the 14th century BC; it is said to be kept in Cairo. Since then the game has been played by young and old around the world, kings and presidents among them: Lyndon B. Johnson played with friends in Texas.
rules-back-to-lobby = Back to the lobby
rules-sign-in-to-play = Sign in to play
tutorial-setting-up = Setting up the table…
tutorial-title = Your first game
tutorial-partners-title = Playing with a partner
tutorial-progress = Step { $step } of { $total }
tutorial-partners-progress = Partners: step { $step } of { $total }
tutorial-last-step = Last step
tutorial-end-next-hand = { $say } Click “Next hand” to see how a blocked hand is scored.
tutorial-next-partners = Next: four players, two against two
tutorial-finish = Finish
tutorial-done = That is the whole game: lead, count the ends, score the multiples of 5, draw when stuck, and empty your hand first. The first to the final score ({ $target } here) wins.
tutorial-ready = You are ready.
tutorial-play-computer = Play the computer
tutorial-read-rules = Read the rules
tutorial-leave = Leave the tutorial
tutorial-hint-reason = the move this step teaches
tutorial-player-you = You
tutorial-player-tutor = Tutor bot
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
