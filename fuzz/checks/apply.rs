//! What the `apply` fuzz target asserts for any bytes, shared with the test
//! that replays its saved corpus (`crates/rules/tests/fuzz_corpus.rs`).
//!
//! The bytes are a game: the first 32 are the shuffle key (short input is
//! padded with zeros), the next one the settings, and each byte after that
//! one choice. A choice below 128 is the referee's way: the hand's `n`-th
//! legal move through `Game::action_for`/`Game::play`, or the next deal once
//! a hand has ended. A choice of 128 or more is an arbitrary action, any
//! kind, tile, end or side, with the byte after it naming the tile.

use dominoes_rules::{
    Action, Actions, DealSize, End, Event, Game, Outcome, Position, Settings, Shuffle, Target,
    Team, Tile, TileSet,
};

/// Plays the game the bytes describe, checking after every choice that
/// tiles are conserved and scores are multiples of 5, that an illegal
/// action is refused and changes nothing while a legal one is accepted, and
/// at the end that the game's record replays to the same scores.
pub fn check(data: &[u8]) {
    let mut key = [0; 32];
    let (head, choices) = data.split_at(data.len().min(32));
    key[..head.len()].copy_from_slice(head);
    let mut choices = choices.iter().copied();
    let settings = settings(choices.next().unwrap_or(0));
    let mut hands = 0;
    let mut shuffle = Shuffle::from_key(hand_key(key, hands));
    let mut game = Game::new(settings, shuffle.deal(settings.deal_size))
        .expect("a shuffle deals hands of the settings' size");
    check_state(&game);
    while let Some(choice) = choices.next() {
        if choice < 128 {
            if game.awaits_next_hand() {
                hands += 1;
                shuffle = Shuffle::from_key(hand_key(key, hands));
                game.next_hand(shuffle.deal(settings.deal_size))
                    .expect("an ended hand takes the next deal");
            } else {
                play_legal(&mut game, &shuffle, choice);
            }
        } else {
            let action = arbitrary_action(choice, choices.next().unwrap_or(0));
            try_action(&mut game, &shuffle, action);
        }
        check_state(&game);
    }
    check_replay(&game);
}

/// The settings byte: its remainder by 3 the deal size (7, 9, or 5 for
/// four seats), its quotient the final score.
fn settings(byte: u8) -> Settings {
    Settings {
        deal_size: [DealSize::Seven, DealSize::Nine, DealSize::Five][usize::from(byte % 3)],
        target: Target::new(50 + 5 * u64::from(byte / 3)).expect("50 to 475 in steps of 5"),
    }
}

/// Each hand's shuffle key: the game's key with the hand's number mixed in.
fn hand_key(mut key: [u8; 32], hand: u16) -> [u8; 32] {
    let [low, high] = hand.to_le_bytes();
    key[30] ^= low;
    key[31] ^= high;
    key
}

/// An action from a choice byte (bits 5-6 the kind, 3-4 the end, 0-2 the
/// number a lead shows on the left, 7 never on a tile) and a tile byte.
fn arbitrary_action(choice: u8, tile: u8) -> Action {
    let tile = Tile::from_index(tile % 28).expect("an index below 28");
    match (choice >> 5) & 3 {
        0 => Action::Lead {
            tile,
            left: choice & 7,
        },
        1 => Action::Play {
            tile,
            end: End::ALL[usize::from((choice >> 3) & 3)],
        },
        2 => Action::Draw(tile),
        _ => Action::Pass,
    }
}

/// Everything a refused action could touch: the position, the outcome, and
/// the current hand's number and events (earlier hands are only read; the
/// whole record is checked by replay at the end). Kept to the current hand
/// so a long game does not make every step cost the whole record.
fn snapshot(game: &Game) -> (Position, Option<Outcome>, usize, Vec<Event>) {
    (
        *game.omniscient_position(),
        game.outcome(),
        game.hand_number(),
        game.events().to_vec(),
    )
}

/// Plays the `choice`-th move the seat on turn is offered, the way the
/// server does: it must be accepted, as the action `action_for` names.
fn play_legal(game: &mut Game, shuffle: &Shuffle, choice: u8) {
    let legal = game.view(game.turn()).legal;
    if game.outcome().is_some() {
        assert!(legal.is_empty(), "moves offered after the game is over");
        return;
    }
    assert!(!legal.is_empty(), "a live hand offers no move");
    let mv = legal[usize::from(choice) % legal.len()];
    let action = game
        .action_for(mv, shuffle)
        .unwrap_or_else(|e| panic!("the offered {mv} has no action: {e}"));
    if let Err(e) = game.play(mv, shuffle) {
        panic!("the offered {mv} ({action}) is refused: {e}");
    }
    let played = game.events().last().map(|e| e.action);
    assert_eq!(played, Some(action), "{mv} played as another action");
}

/// Applies any action: accepted exactly when the position lists it (and
/// the game is not over), and a refusal changes nothing. A legal draw of
/// another tile than the shuffle's next is applied to a copy, as keeping it
/// would take the game off its deal order.
fn try_action(game: &mut Game, shuffle: &Shuffle, action: Action) {
    let position = *game.omniscient_position();
    let mut listed = Actions::new();
    position.legal_actions(&mut listed);
    let legal = game.outcome().is_none() && listed.contains(&action);
    let off_order =
        matches!(action, Action::Draw(tile) if shuffle.next_draw(&position) != Some(tile));
    if legal && off_order {
        let mut copy = game.clone();
        if let Err(e) = copy.apply(action) {
            panic!("the legal {action} is refused: {e}");
        }
        check_state(&copy);
        return;
    }
    let before = snapshot(game);
    match game.apply(action) {
        Ok(_) => assert!(legal, "{action} is accepted but not legal"),
        Err(e) => {
            assert!(!legal, "the legal {action} is refused: {e}");
            assert!(
                snapshot(game) == before,
                "the refused {action} ({e}) changed the game"
            );
        }
    }
}

/// Tiles conserved, scores multiples of 5, and the game over exactly when a
/// score has reached the final score.
fn check_state(game: &Game) {
    let position = game.omniscient_position();
    let mut parts = position.hands().to_vec();
    parts.extend([position.boneyard(), position.layout().played()]);
    let all = parts
        .iter()
        .fold(TileSet::EMPTY, |all, &part| all.union(part));
    let placed: usize = parts.iter().map(|part| part.len()).sum();
    assert!(
        all == TileSet::FULL && placed == 28,
        "tiles not conserved: {parts:?}"
    );
    let scores = game.scores();
    assert!(scores.iter().all(|s| s % 5 == 0), "scores {scores:?}");
    let target = game.settings().target.points();
    let reached = Team::BOTH
        .into_iter()
        .find(|team| scores[team.index()] >= target);
    assert_eq!(
        game.outcome().and_then(|o| o.winner),
        reached,
        "scores {scores:?} against {target}"
    );
}

/// The game's own record replays, through the independent checker of
/// NOTATION.md section 3, to the same scores and winner.
fn check_replay(game: &Game) {
    let record = game.to_record().to_json();
    let replay = dominoes_rules::replay(&record)
        .unwrap_or_else(|e| panic!("the game's record does not replay: {e}\n{record}"));
    assert_eq!(replay.scores, game.scores(), "{record}");
    let winner = game.outcome().and_then(|o| o.winner).map(Team::index);
    assert_eq!(replay.winner, winner, "{record}");
}
