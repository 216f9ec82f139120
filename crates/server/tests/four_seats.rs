//! Tables of four in partnerships (RULES.md section 9): the host with
//! computers, played over a real socket to the end; its record (NOTATION.md
//! section 6) replays and verifies; a restart in the middle brings the game
//! back where it was; people in any seat (the lowest free one on a join),
//! four of them in a wagered game paid once; partners' chat off while a
//! hand is live; what may not be opened is refused, creating nothing.

mod common;

use common::{
    GameStatus, Socket, TestApp, TestPlayer, Update, play_to_the_end, play_until, temp_db,
};
use dominoes_bots::fair_play;
use std::time::Duration;

use dominoes_rules::fairness::{self, parse_hex32};
use dominoes_rules::{Reason, Seat};
use serde_json::{Value, json};

/// A four-seat table's settings: ann (seat 0) with an Easy partner
/// against a Beginner and a Random computer, to `target`.
fn four_settings_to(target: u16) -> Value {
    json!({
        "seats": 4,
        "computers": [null, "beginner", "easy", "random"],
        "minutes": 10,
        "target": target,
    })
}

/// [`four_settings_to`] 50, so a game is short.
fn four_settings() -> Value {
    four_settings_to(50)
}

/// The finished game's record, checked as NOTATION.md section 6 has it,
/// replayed and verified.
async fn checked_record(app: &TestApp, player: &TestPlayer, table: i64, last: &Update) -> Value {
    let (status, record) = app
        .get(&player.client, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 200, "{record}");
    assert_eq!(record["draw"], 5, "{record}");
    assert_eq!(record["partners"], true, "{record}");
    assert_eq!(
        record["players"],
        json!(["ann", "beginner bot", "easy bot", "random bot"])
    );
    let version = fair_play::VERSION;
    assert_eq!(
        record["bots"],
        json!([
            null,
            {"level": "beginner", "version": version},
            {"level": "easy", "version": version},
            {"level": "random", "version": version},
        ])
    );
    let hands = record["hands"].as_array().expect("hands");
    for hand in hands {
        let deal = hand["deal"].as_array().expect("a deal");
        assert_eq!(deal.len(), 4, "four hands: {hand}");
        assert!(
            deal.iter()
                .all(|h| h.as_array().is_some_and(|tiles| tiles.len() == 5)),
            "5 tiles each: {hand}"
        );
        let seeds = hand["client_seeds"].as_array().expect("seeds");
        assert_eq!(seeds.len(), 4, "{hand}");
        // Each computer seat contributes the empty seed, at once.
        assert_eq!(&seeds[1..], [json!(""), json!(""), json!("")]);
        let server_seed =
            parse_hex32(hand["server_seed"].as_str().expect("revealed")).expect("hex");
        for seat in [Seat::One, Seat::Two, Seat::Three] {
            let bot_seed = fairness::to_hex(&fairness::bot_seed(&server_seed, seat));
            assert_eq!(hand["bot_seeds"][seat.index()], json!(bot_seed), "{hand}");
        }
        assert_eq!(
            hand["clock_ms"].as_array().map(Vec::len),
            hand["actions"].as_array().map(Vec::len)
        );
    }
    let winner = record["result"]["winner"].as_u64().expect("a winning team");
    assert!(winner < 2, "{record}");
    let text = record.to_string();
    let replayed = dominoes_rules::replay(&text).expect("the record replays");
    assert_eq!(replayed.winner, Some(winner as usize));
    assert_eq!(replayed.hands.len(), hands.len());
    let checked = fairness::verify(&text).expect("the record verifies");
    assert_eq!((checked.verified, checked.unverifiable), (hands.len(), 0));
    // The table's last update agrees: the same team won.
    let result = last.result.expect("a result");
    assert_eq!(result.winner.map(Seat::index), Some(winner as usize));
    record
}

/// The first update ann sees at her table of four.
fn check_first(first: &Update) {
    assert_eq!(first.seat, Seat::Zero);
    assert_eq!(first.settings.draw, 5);
    assert_eq!(first.players.len(), 4, "{first:?}");
    assert!(
        first.players[0]
            .as_ref()
            .is_some_and(|p| !p.bot && p.name == "ann")
    );
    assert!(
        first.players[1..]
            .iter()
            .all(|p| p.as_ref().is_some_and(|p| p.bot))
    );
    assert_eq!(first.present.len(), 4);
    // Each computer seat has seeded at once; seat 0's seed comes with its pick.
    if let Some(Some(fair)) = &first.fairness
        && fair.client_seeds.is_none()
        && first.picking.is_some()
    {
        assert_eq!(fair.seeded.len(), 4);
        assert_eq!(&fair.seeded[1..], [true, true, true]);
    }
}

/// What any update of ann's at a table of four shows: no other hand while
/// a hand is played (four once it ends), and only her clock running.
fn check_seat_update(update: &Update) {
    if let Some(Some(hands)) = &update.revealed {
        assert_eq!(hands.len(), 4);
    }
    if !update.hand_over() && update.status == GameStatus::Live {
        assert!(matches!(update.revealed, None | Some(None)), "{update:?}");
    }
    if let Some(Some(running)) = update.clock_running {
        assert_eq!(running, Seat::Zero);
    }
    if let Some(Some(clocks)) = &update.clocks_ms {
        assert_eq!(clocks[1..], [600_000; 3]);
    }
}

/// A watcher's updates until the game is over: the four seats from seat
/// 0's side, no tile of a hand in play.
async fn watches_to_the_end(eye: &mut Socket) {
    loop {
        let seen = eye.next_update().await;
        assert!(seen.watching, "{seen:?}");
        assert_eq!((seen.players.len(), seen.present.len()), (4, 4));
        if let Some(state) = &seen.state {
            assert!(state.hand.is_empty(), "{seen:?}");
        }
        assert!(seen.legal.as_ref().is_none_or(Vec::is_empty), "{seen:?}");
        if !seen.hand_over() && seen.status != GameStatus::Over {
            assert!(matches!(seen.revealed, None | Some(None)), "{seen:?}");
        }
        if seen.status == GameStatus::Over {
            return;
        }
    }
}

#[tokio::test]
async fn a_person_with_a_computer_partner_plays_a_whole_game_that_replays_and_verifies() {
    let app = TestApp::spawn(":memory:".into()).await;
    let mut ann = TestPlayer::in_room(&app, "ann").await;
    // To 200, so hands follow one another: a hand of 5 tiles each
    // scored 100 once (a fresh-clone run, 2026-12-03), none 200.
    let table = ann.opens_table(&app, four_settings_to(200)).await;
    ann.opens(table).await;
    // Bob watches.
    let (_, bob_cookie) = app.user("bob").await;
    let mut eye = app.watching(&bob_cookie, table).await;
    check_first(&ann.next_update().await);
    // The update read above is not acted on: open the table again to be
    // sent it once more, and play from there.
    ann.opens(table).await;
    let mut hands_seen = 0;
    let mut clocks_checked = false;
    let last = play_until(&mut ann.socket, table, |update| {
        if let Some(state) = &update.state {
            hands_seen = hands_seen.max(state.hand_number + 1);
            assert_eq!(state.tiles_left.len(), 4);
        }
        check_seat_update(update);
        if let (Some(Some(clocks)), Some(picking)) = (&update.clocks_ms, &update.picking) {
            assert_eq!((clocks.len(), picking.picked.len()), (4, 4));
            assert_eq!(picking.face_down, 28 - picking.picked.iter().sum::<usize>());
            clocks_checked = true;
        }
        false
    })
    .await;
    assert_eq!(last.status, GameStatus::Over, "{last:?}");
    assert!(clocks_checked, "the pick phase was seen");
    watches_to_the_end(&mut eye).await;
    assert!(hands_seen >= 1);
    let record = checked_record(&app, &ann, table, &last).await;
    // With nobody on the other team, no rating of any kind moves.
    for kind in ["", "?kind=team"] {
        let (_, board) = app
            .get(&ann.client, &format!("/api/leaderboard{kind}"))
            .await;
        assert_eq!(board, json!([]), "{kind}");
    }
    assert_eq!(record["result"]["reason"], "score");
    let hands = record["hands"].as_array().map_or(0, Vec::len);
    assert!(
        hands >= 2 && hands_seen == hands,
        "{hands} hands, {hands_seen} seen"
    );
    // Its replay shows the four seats.
    let (status, replay) = app
        .get(&ann.client, &format!("/api/games/{table}/replay"))
        .await;
    assert_eq!(status, 200, "{replay}");
    assert_eq!(replay["players"].as_array().map(Vec::len), Some(4));
    assert!(replay["frames"].as_array().is_some_and(|f| !f.is_empty()));
    // The computers' moves are the ones their seeds make (docs/fairness.md).
    assert!(
        matches!(
            fair_play::check_moves(&record.to_string()),
            Ok(fair_play::MovesCheck::Checked { .. })
        ),
        "the computers' moves check"
    );
    // A rematch (the computers always want one) is a new table of four.
    ann.socket
        .send(json!({"type": "rematch", "table": table}))
        .await;
    let rematch = loop {
        let update = ann.next_update().await;
        if let Some(wanted) = &update.rematch
            && let Some(id) = wanted.table
        {
            assert_eq!(wanted.wanted, [true; 4]);
            break id;
        }
    };
    assert_ne!(rematch, table);
    ann.opens(rematch).await;
    let mut update = ann.next_update().await;
    while update.table != rematch {
        update = ann.next_update().await;
    }
    assert_eq!((update.settings.draw, update.players.len()), (5, 4));
    // Unrated: no rating history for ann.
    let (_, me) = app.get(&ann.client, "/api/players/ann").await;
    assert!(
        me["history"].as_array().is_none_or(Vec::is_empty),
        "four-seat games are not rated: {me}"
    );
    app.stop().await;
}

#[tokio::test]
async fn resigning_loses_the_game_for_the_team() {
    let app = TestApp::spawn(":memory:".into()).await;
    let mut ann = TestPlayer::in_room(&app, "ann").await;
    let table = ann.opens_table(&app, four_settings()).await;
    ann.opens(table).await;
    // Into the first hand, then resign.
    play_until(&mut ann.socket, table, |u| {
        u.state.as_ref().is_some_and(|s| !s.hand.is_empty()) && u.picking.is_none()
    })
    .await;
    ann.socket
        .send(json!({"type": "resign", "table": table}))
        .await;
    let last = play_to_the_end(&mut ann.socket, table).await;
    let result = last.result.expect("a result");
    assert_eq!(result.winner, Some(Seat::One), "team 1 wins: {last:?}");
    let (status, record) = app
        .get(&ann.client, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 200, "{record}");
    assert_eq!(
        (
            record["result"]["winner"].clone(),
            record["result"]["reason"].clone()
        ),
        (json!(1), json!("resign"))
    );
    dominoes_rules::replay(&record.to_string()).expect("the record replays");
    fairness::verify(&record.to_string()).expect("the record verifies");
    app.stop().await;
}

#[tokio::test]
async fn a_clock_that_runs_out_loses_the_game_for_the_team() {
    // A clock minute of a fifth of a second: ann's clock runs out at once.
    let app = TestApp::spawn_with(":memory:".into(), Duration::from_millis(200)).await;
    let mut ann = TestPlayer::in_room(&app, "ann").await;
    let mut settings = four_settings();
    settings["minutes"] = json!(1);
    let table = ann.opens_table(&app, settings).await;
    ann.opens(table).await;
    // Ann picks, then sits on her first turn.
    // (Her turn shows while she still picks, when she leads: not yet.)
    let turn = play_until(&mut ann.socket, table, |u| {
        u.my_turn() && u.picking.is_none()
    })
    .await;
    assert_eq!(turn.status, GameStatus::Live, "{turn:?}");
    let mut last = ann.next_update().await;
    while last.status != GameStatus::Over {
        last = ann.next_update().await;
    }
    let result = last.result.expect("a result");
    assert_eq!(
        (result.winner, result.reason),
        (Some(Seat::One), Reason::Time)
    );
    let clocks = last.clocks_ms.clone().flatten().expect("clocks");
    assert_eq!(clocks[0], 0, "ann's clock ran out: {clocks:?}");
    let (_, record) = app
        .get(&ann.client, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(record["result"]["winner"], 1, "{record}");
    assert_eq!(record["result"]["reason"], "time", "{record}");
    dominoes_rules::replay(&record.to_string()).expect("the record replays");
    app.stop().await;
}

/// The record of ann's game against bob (seat 3), each with a computer
/// partner: NOTATION.md section 6's, replaying to `winner` and verifying.
fn check_two_people_record(record: &Value, winner: Option<usize>) {
    assert_eq!(
        record["players"],
        json!(["ann", "easy bot", "beginner bot", "bob"])
    );
    let version = fair_play::VERSION;
    assert_eq!(
        record["bots"],
        json!([
            null,
            {"level": "easy", "version": version},
            {"level": "beginner", "version": version},
            null,
        ])
    );
    let text = record.to_string();
    let replayed = dominoes_rules::replay(&text).expect("the record replays");
    assert_eq!(replayed.winner, winner);
    let hands = record["hands"].as_array().map_or(0, Vec::len);
    let checked = fairness::verify(&text).expect("the record verifies");
    assert_eq!((checked.verified, checked.unverifiable), (hands, 0));
    for hand in record["hands"].as_array().expect("hands") {
        assert_eq!(
            (
                hand["client_seeds"][1].clone(),
                hand["client_seeds"][2].clone()
            ),
            (json!(""), json!(""))
        );
    }
}

/// Any of a game of four's seats can be reviewed: bob's own (seat 3)
/// without asking, seat 2 when asked; seat 4 is refused.
async fn check_reviews_of_four(app: &TestApp, bob: &TestPlayer, table: i64) {
    let (status, review) = app
        .get(&bob.client, &format!("/api/games/{table}/review"))
        .await;
    assert_eq!(
        (status, review["seat"].clone()),
        (200, json!(3)),
        "{review}"
    );
    assert_eq!(review["players"][3], "bob", "{review}");
    assert_eq!(review["summary"]["seat"], 3, "{review}");
    let (status, review) = app
        .get(&bob.client, &format!("/api/games/{table}/review?seat=2"))
        .await;
    assert_eq!(
        (status, review["seat"].clone()),
        (200, json!(2)),
        "{review}"
    );
    let (status, refused) = app
        .get(&bob.client, &format!("/api/games/{table}/review?seat=4"))
        .await;
    assert_eq!(
        (status, refused["error"].clone()),
        (400, json!("seat is 0, 1, 2 or 3"))
    );
}

#[tokio::test]
async fn a_person_takes_the_free_seat_from_the_lobby_and_both_play_to_the_end() {
    let app = TestApp::spawn(":memory:".into()).await;
    let mut ann = TestPlayer::in_room(&app, "ann").await;
    let mut bob = TestPlayer::in_room(&app, "bob").await;
    // Ann with a Beginner partner against an Easy bot and a person (seat 3).
    let settings = json!({
        "seats": 4,
        "computers": [null, "easy", "beginner", null],
        "minutes": 10,
        "target": 50,
    });
    let table = ann.opens_table(&app, settings).await;
    // The lobby lists it, open, while its person's seat is free.
    let (_, listed) = app.get(&bob.client, "/api/tables").await;
    let row = listed
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["id"] == table))
        .cloned()
        .expect("listed");
    assert_eq!(
        (row["draw"].clone(), row["open"].clone()),
        (json!(5), json!(true))
    );
    let (_, mine) = app.get(&ann.client, "/api/tables/mine").await;
    assert_eq!(mine["tables"][0]["opponent"], Value::Null, "{mine}");
    let (status, joined) = app
        .post(&bob.client, &format!("/api/tables/{table}/join"), json!({}))
        .await;
    assert_eq!(
        (status, joined["seat"].clone()),
        (200, json!(3)),
        "{joined}"
    );
    let (_, mine) = app.get(&bob.client, "/api/tables/mine").await;
    assert_eq!(mine["tables"][0]["opponent"], "ann", "{mine}");
    // The table is full: nobody else sits down.
    let carol = TestPlayer::in_room(&app, "carol").await;
    let (status, _) = app
        .post(
            &carol.client,
            &format!("/api/tables/{table}/join"),
            json!({}),
        )
        .await;
    assert_eq!(status, 409);
    ann.opens(table).await;
    bob.opens(table).await;
    let (ann_last, bob_last) = tokio::join!(
        play_to_the_end(&mut ann.socket, table),
        play_to_the_end(&mut bob.socket, table)
    );
    assert_eq!(
        (ann_last.status, bob_last.status),
        (GameStatus::Over, GameStatus::Over)
    );
    assert_eq!((ann_last.seat, bob_last.seat), (Seat::Zero, Seat::Three));
    assert!(
        bob_last.players[3]
            .as_ref()
            .is_some_and(|p| p.name == "bob" && !p.bot)
    );
    assert_eq!(ann_last.result, bob_last.result);
    let winner = ann_last.result.and_then(|r| r.winner).map(Seat::index);
    let (status, record) = app
        .get(&bob.client, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 200, "{record}");
    check_two_people_record(&record, winner);
    // The game is on both players' pages, won or lost by their team.
    let (_, page) = app.get(&bob.client, "/api/players/bob").await;
    let game = &page["games"][0];
    assert_eq!(
        (
            game["id"].clone(),
            game["opponent"].clone(),
            game["computer"].clone()
        ),
        (json!(table), json!("ann"), json!(false)),
        "{page}"
    );
    let bob_won = winner == Some(1);
    assert_eq!(game["result"], if bob_won { "won" } else { "lost" });
    let (_, page) = app.get(&ann.client, "/api/players/ann").await;
    assert_eq!(page["games"][0]["opponent"], "bob", "{page}");
    check_reviews_of_four(&app, &bob, table).await;
    app.stop().await;
}

#[tokio::test]
async fn a_four_seat_game_resumes_after_a_restart_where_it_was() {
    let database = temp_db("four-seats").await;
    let app = TestApp::spawn(database.clone()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (status, created) = app.post(&ann, "/api/tables", four_settings()).await;
    assert_eq!(status, 200, "{created}");
    let table = created["table"].as_i64().expect("a table");
    let mut socket = app.watching(&ann_cookie, table).await;
    // Play until some moves of the first hand are made and it is ann's turn.
    let before = play_until(&mut socket, table, |u| {
        u.my_turn() && u.state.as_ref().is_some_and(|s| s.history.len() >= 3) && u.picking.is_none()
    })
    .await;
    assert_eq!(before.status, GameStatus::Live, "{before:?}");
    app.stop().await;
    let app = TestApp::spawn(database.clone()).await;
    let mut socket = app.watching(&ann_cookie, table).await;
    let after = socket.next_update().await;
    assert_eq!(after.status, GameStatus::Live, "{after:?}");
    assert_eq!(after.version, before.version);
    assert_eq!(after.players.len(), 4);
    assert_eq!(after.turn, before.turn);
    assert_eq!(after.legal, before.legal);
    let (was, is) = (
        before.state.expect("a state"),
        after.state.clone().expect("a state"),
    );
    assert_eq!(
        (is.hand_number, &is.hand, &is.history.len()),
        (was.hand_number, &was.hand, &was.history.len())
    );
    assert_eq!(is.tiles_left, was.tiles_left);
    assert_eq!(is.scores, was.scores);
    // The computers' clocks never run; ann's runs again from where it was.
    let clocks = after.clocks_ms.clone().flatten().expect("clocks");
    let was_clocks = before.clocks_ms.clone().flatten().expect("clocks");
    assert_eq!(clocks.len(), 4);
    assert_eq!(clocks[1..], [600_000; 3], "{clocks:?}");
    assert_eq!(was_clocks[1..], [600_000; 3], "{was_clocks:?}");
    assert_eq!(after.clock_running, Some(Some(Seat::Zero)));
    // And the game plays on to its end, its record whole.
    socket.send(json!({"type": "open", "table": table})).await;
    let last = play_to_the_end(&mut socket, table).await;
    assert_eq!(last.status, GameStatus::Over);
    let player = TestPlayer::opens_page(&app, "ann", ann, ann_cookie).await;
    checked_record(&app, &player, table, &last).await;
    app.stop().await;
}

#[tokio::test]
async fn a_four_seat_game_between_two_people_resumes_after_a_restart_with_its_seats() {
    let database = temp_db("four-seats-people").await;
    let app = TestApp::spawn(database.clone()).await;
    let (ann, ann_cookie) = app.user("ann").await;
    let (bob, bob_cookie) = app.user("bob").await;
    let settings = json!({
        "seats": 4,
        "computers": [null, "easy", "easy", null],
        "minutes": 10,
        "target": 50,
    });
    let (_, created) = app.post(&ann, "/api/tables", settings).await;
    let table = created["table"].as_i64().expect("a table");
    let (status, joined) = app
        .post(&bob, &format!("/api/tables/{table}/join"), json!({}))
        .await;
    assert_eq!((status, joined["seat"].clone()), (200, json!(3)));
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    // Both pick; stop once play has begun and the first moves are made.
    let started =
        |u: &Update| u.picking.is_none() && u.state.as_ref().is_some_and(|s| s.history.len() >= 2);
    let (before, _) = tokio::join!(
        play_until(&mut ann_socket, table, started),
        play_until(&mut bob_socket, table, started)
    );
    assert_eq!(before.status, GameStatus::Live, "{before:?}");
    app.stop().await;
    drop((ann_socket, bob_socket));
    let app = TestApp::spawn(database.clone()).await;
    let mut ann_socket = app.watching(&ann_cookie, table).await;
    let mut bob_socket = app.watching(&bob_cookie, table).await;
    let (ann_after, bob_after) = (
        ann_socket.next_update().await,
        bob_socket.next_update().await,
    );
    assert_eq!((ann_after.seat, bob_after.seat), (Seat::Zero, Seat::Three));
    assert!(
        bob_after.players[3]
            .as_ref()
            .is_some_and(|p| p.name == "bob")
    );
    assert_eq!(ann_after.status, GameStatus::Live);
    // Open again to act on a fresh update, and play on to the end.
    ann_socket
        .send(json!({"type": "open", "table": table}))
        .await;
    bob_socket
        .send(json!({"type": "open", "table": table}))
        .await;
    let (ann_last, bob_last) = tokio::join!(
        play_to_the_end(&mut ann_socket, table),
        play_to_the_end(&mut bob_socket, table)
    );
    assert_eq!(
        (ann_last.status, bob_last.status),
        (GameStatus::Over, GameStatus::Over)
    );
    let (status, record) = app.get(&bob, &format!("/api/games/{table}/record")).await;
    assert_eq!(status, 200, "{record}");
    assert_eq!(
        record["players"],
        json!(["ann", "easy bot", "easy bot", "bob"])
    );
    fairness::verify(&record.to_string()).expect("the record verifies");
    app.stop().await;
}

#[tokio::test]
async fn four_seat_tables_with_bad_settings_are_refused_and_nothing_is_created() {
    let app = TestApp::spawn(":memory:".into()).await;
    let ann = TestPlayer::in_room(&app, "ann").await;
    let refused = [
        (json!({"seats": 3, "opponent": "easy"}), "seats is 2 or 4"),
        (
            json!({"seats": 4, "draw": 7, "computers": [null, "easy", "easy", "easy"]}),
            "a four-seat table deals 5 tiles each: draw is 5 (or left out)",
        ),
        (
            json!({"seats": 4, "draw": 9, "computers": [null, "easy", "easy", "easy"]}),
            "a four-seat table deals 5 tiles each: draw is 5 (or left out)",
        ),
        (
            json!({"seats": 4, "computers": [null, null, "easy", "easy"], "minutes": null}),
            "a game between people needs a clock",
        ),
        (
            json!({"seats": 4, "computers": [null, "easy", "easy", "easy"], "wager": 10}),
            "a wager at a four-seat table is between four people: every entry of computers is null",
        ),
        (
            json!({"seats": 4, "computers": [null, null, "easy", null], "minutes": 4, "wager": 10}),
            "a wager at a four-seat table is between four people: every entry of computers is null",
        ),
        (
            json!({"seats": 4, "computers": [null, null, null, null], "minutes": null}),
            "a game between people needs a clock",
        ),
        (
            json!({"seats": 4}),
            "a four-seat table needs computers: four entries, one per seat, a bot level or null for a person",
        ),
        (
            json!({"seats": 4, "computers": [null, "easy", "easy"]}),
            "a four-seat table needs computers: four entries, one per seat, a bot level or null for a person",
        ),
        (
            json!({"seats": 4, "computers": ["easy", "easy", "easy", "easy"]}),
            "seat 0 is the host's: computers[0] is null",
        ),
        (
            json!({"seats": 4, "opponent": "easy", "computers": [null, "easy", "easy", "easy"]}),
            "a four-seat table names its computers, one per seat, not an opponent",
        ),
        (
            json!({"seats": 2, "opponent": "easy", "computers": [null, "easy"]}),
            "computers are named at a four-seat table; at two, say opponent",
        ),
        (json!({"opponent": "easy", "draw": 5}), "draw is 7 or 9"),
    ];
    for (body, message) in refused {
        let (status, answer) = app.post(&ann.client, "/api/tables", body.clone()).await;
        assert_eq!(
            (status, answer),
            (400, json!({"error": message, "code": "bad_request"})),
            "{body}"
        );
    }
    let (status, unknown) = app
        .post(
            &ann.client,
            "/api/tables",
            json!({"seats": 4, "computers": [null, "easy", "grandmaster", "easy"]}),
        )
        .await;
    assert_eq!(status, 400, "{unknown}");
    let (_, mine) = app.get(&ann.client, "/api/tables/mine").await;
    assert_eq!(mine["tables"], json!([]), "nothing was created");
    app.stop().await;
}

#[tokio::test]
async fn a_two_seat_table_is_as_it_was() {
    let app = TestApp::spawn(":memory:".into()).await;
    let mut ann = TestPlayer::in_room(&app, "ann").await;
    // "seats": 2 said or left out: the same table.
    let table = ann
        .opens_table(&app, json!({"seats": 2, "opponent": "easy", "target": 50}))
        .await;
    ann.opens(table).await;
    let text = loop {
        let frame = ann.socket.frame().await;
        if frame.text.contains("\"type\":\"table\"") {
            break frame.text;
        }
    };
    let update: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(
        update["players"].as_array().map(Vec::len),
        Some(2),
        "{update}"
    );
    assert_eq!(
        update["present"].as_array().map(Vec::len),
        Some(2),
        "{update}"
    );
    assert_eq!(
        update["settings"],
        json!({"draw": 7, "minutes": null, "target": 50, "wager": 0})
    );
    ann.opens(table).await;
    let last = play_to_the_end(&mut ann.socket, table).await;
    assert_eq!(last.status, GameStatus::Over);
    let (_, record) = app
        .get(&ann.client, &format!("/api/games/{table}/record"))
        .await;
    assert!(record.get("partners").is_none(), "{record}");
    assert_eq!(record["bots"].as_array().map(Vec::len), Some(2));
    app.stop().await;
}

/// Four people's table: ann hosts, every seat a person's.
fn four_people(wager: u32, target: u16) -> Value {
    json!({
        "seats": 4,
        "computers": [null, null, null, null],
        "minutes": 10,
        "target": target,
        "wager": wager,
    })
}

/// `player` takes a free seat at `table`: the answer's status and seat.
async fn join_seat(app: &TestApp, player: &TestPlayer, table: i64) -> (u16, Value) {
    let (status, joined) = app
        .post(
            &player.client,
            &format!("/api/tables/{table}/join"),
            json!({}),
        )
        .await;
    (status, joined["seat"].clone())
}

/// The books as `dominoes audit` reads them balance, and no escrow holds
/// a chip; the sum of every account's chips.
async fn audit_is_clean(database: &common::TempDb) {
    let store = dominoes_server::Store::connect(&database.database())
        .await
        .expect("the database");
    let audit = store.audit().await.expect("an audit");
    assert!(audit.balances(), "{audit:?}");
    assert_eq!((audit.escrow, audit.stranded), (0, 0), "{audit:?}");
    store.close().await;
}

/// The chat message `text` as `socket` hears it, past any other frame (an
/// error frame fails: the message was refused).
async fn hears(socket: &mut Socket, text: &str) -> common::ChatMessage {
    loop {
        let frame: Value = socket.receive().await;
        assert_ne!(frame["type"], "error", "{text:?} refused: {frame}");
        if frame["type"] == "chat" && frame["text"] == text {
            return serde_json::from_value(frame).expect("a chat message");
        }
    }
}

/// Whether a hand is being played at `update`: dealt, picked, not over.
fn hand_in_play(update: &Update) -> bool {
    update.status == GameStatus::Live
        && update.picking.is_none()
        && update.state.is_some()
        && !update.hand_over()
}

/// The game of four people (ann and dave team 0, bob and carol team 1)
/// is team-rated once (Weng-Lin): the winners up from 25, the losers down;
/// the ratings of games of two do not move.
async fn team_rated_once(app: &TestApp, ann: &TestPlayer, winner: usize) {
    let (status, board) = app.get(&ann.client, "/api/leaderboard?kind=team").await;
    assert_eq!(status, 200, "{board}");
    let rows = board.as_array().expect("rows");
    assert_eq!(rows.len(), 4, "{board}");
    for row in rows {
        let team = usize::from(["bob", "carol"].contains(&row["name"].as_str().expect("a name")));
        let won = team == winner;
        assert_eq!(
            (row["games"].clone(), row["wins"].clone()),
            (json!(1), json!(i64::from(won))),
            "{row}"
        );
        let rating = row["rating"].as_f64().expect("a rating");
        assert!(if won { rating > 25.0 } else { rating < 25.0 }, "{row}");
        assert!(
            row["uncertainty"].as_f64().is_some_and(|u| u < 25.0 / 3.0),
            "{row}"
        );
    }
    assert_eq!(app.get(&ann.client, "/api/leaderboard").await.1, json!([]));
    let (status, refused) = app.get(&ann.client, "/api/leaderboard?kind=four").await;
    assert_eq!(status, 400, "{refused}");
}

/// ann opens a table of four people at 100 chips a seat, to 100 (no hand
/// of 5 tiles each scores that much, so there is a pause between hands);
/// bob, carol and dave sit down, each in the lowest free seat, carol
/// leaving once on the way (she ends in seat 3, dave in seat 2). The
/// table, the four (ann, bob, carol, dave) and eve, who found it full.
async fn four_sit_down(app: &TestApp) -> (i64, [TestPlayer; 4], TestPlayer) {
    let ann = TestPlayer::in_room(app, "ann").await;
    let bob = TestPlayer::in_room(app, "bob").await;
    let carol = TestPlayer::in_room(app, "carol").await;
    let dave = TestPlayer::in_room(app, "dave").await;
    // To 100: no hand of 5 tiles each scores that much, so there is a
    // pause between hands.
    let table = ann.opens_table(app, four_people(100, 100)).await;
    // Each join takes the lowest free seat; the table waits, listed.
    assert_eq!(join_seat(app, &bob, table).await, (200, json!(1)));
    assert_eq!(join_seat(app, &carol, table).await, (200, json!(2)));
    let (_, tables) = app.get(&ann.client, "/api/tables").await;
    assert_eq!(tables[0]["id"], table, "{tables}");
    assert_eq!(
        (tables[0]["open"].clone(), tables[0]["wager"].clone()),
        (json!(true), json!(100))
    );
    // A seat left is free again: dave takes seat 2, carol then seat 3.
    assert_eq!(carol.leaves(app, table).await, 200);
    assert_eq!(join_seat(app, &dave, table).await, (200, json!(2)));
    assert_eq!(
        carol.chips(app).await,
        1000,
        "nothing held before the start"
    );
    assert_eq!(join_seat(app, &carol, table).await, (200, json!(3)));
    // The last seat taken starts the game: every stake is held.
    let eve = TestPlayer::in_room(app, "eve").await;
    assert_eq!(
        join_seat(app, &eve, table).await.0,
        409,
        "the table is full"
    );
    for player in [&ann, &bob, &carol, &dave] {
        assert_eq!(player.chips(app).await, 900, "{} staked 100", player.name);
    }
    let (_, tables) = app.get(&ann.client, "/api/tables").await;
    assert_eq!(tables, json!([]), "no longer waiting");
    (table, [ann, bob, carol, dave], eve)
}

#[tokio::test]
async fn four_people_take_the_lowest_free_seats_and_play_a_wagered_game_paid_once() {
    let database = temp_db("four-people").await;
    let app = TestApp::spawn(database.clone()).await;
    let (table, [mut ann, mut bob, mut carol, mut dave], eve) = four_sit_down(&app).await;
    // Chat sockets: bob's second page, and eve watching.
    let mut bob_chat = app.watching(&bob.cookie, table).await;
    let mut eye = app.watching(&eve.cookie, table).await;
    let say = |text: &str| json!({"type": "chat", "table": table, "text": text});
    for player in [&mut ann, &mut bob, &mut carol, &mut dave] {
        player.opens(table).await;
    }
    // Play until a hand is in play and it is ann's turn: ann stops there,
    // so the hand stays live while the others wait.
    let anns_turn = |u: &Update| hand_in_play(u) && u.turn == Some(Some(Seat::Zero));
    let (a, b, c, d) = tokio::join!(
        play_until(&mut ann.socket, table, anns_turn),
        play_until(&mut bob.socket, table, anns_turn),
        play_until(&mut carol.socket, table, anns_turn),
        play_until(&mut dave.socket, table, anns_turn),
    );
    for u in [&a, &b, &c, &d] {
        assert!(anns_turn(u), "{u:?}");
    }
    assert_eq!(
        (a.seat, b.seat, c.seat, d.seat),
        (Seat::Zero, Seat::One, Seat::Three, Seat::Two)
    );
    // Each person's clock shows; only ann's runs.
    assert_eq!(a.clock_running, Some(Some(Seat::Zero)));
    // A seated player's table chat is refused while the hand is live...
    bob_chat.send(say("nice lead, partner")).await;
    let refused = bob_chat.next_error().await;
    assert_eq!(refused.code, common::ErrorCode::PartnersChat, "{refused:?}");
    // ...a watcher's is not.
    eye.send(say("good luck all")).await;
    assert!(hears(&mut eye, "good luck all").await.watcher);
    // Between hands the players talk: play on until the first hand is over.
    ann.opens(table).await;
    let over = |u: &Update| u.hand_over() || u.status == GameStatus::Over;
    let (a, ..) = tokio::join!(
        play_until(&mut ann.socket, table, over),
        play_until(&mut bob.socket, table, over),
        play_until(&mut carol.socket, table, over),
        play_until(&mut dave.socket, table, over),
    );
    assert!(
        a.hand_over() && a.status == GameStatus::Live,
        "to 100, another hand follows: {a:?}"
    );
    bob_chat.send(say("well played")).await;
    let said = hears(&mut bob_chat, "well played").await;
    assert!(!said.watcher);
    // And on to the end of the game.
    for player in [&mut ann, &mut bob, &mut carol, &mut dave] {
        player.opens(table).await;
    }
    let (a, b, c, d) = tokio::join!(
        play_to_the_end(&mut ann.socket, table),
        play_to_the_end(&mut bob.socket, table),
        play_to_the_end(&mut carol.socket, table),
        play_to_the_end(&mut dave.socket, table),
    );
    for u in [&a, &b, &c, &d] {
        assert_eq!(u.status, GameStatus::Over, "{u:?}");
        assert_eq!(u.result, a.result);
    }
    let result = a.result.expect("a result");
    assert_eq!(result.reason, Reason::Score);
    let winner = result.winner.expect("a winning team").index();
    // Each winner has their stake back and one opponent's; the losers
    // lost theirs (ann and dave are team 0, bob and carol team 1).
    let (team0, team1) = if winner == 0 {
        (1100, 900)
    } else {
        (900, 1100)
    };
    assert_eq!(
        [
            ann.chips(&app).await,
            dave.chips(&app).await,
            bob.chips(&app).await,
            carol.chips(&app).await
        ],
        [team0, team0, team1, team1]
    );
    // After the game the players talk again.
    bob_chat.send(say("gg")).await;
    hears(&mut bob_chat, "gg").await;
    // The record names the four people.
    let (status, record) = app
        .get(&bob.client, &format!("/api/games/{table}/record"))
        .await;
    assert_eq!(status, 200, "{record}");
    assert_eq!(record["players"], json!(["ann", "bob", "dave", "carol"]));
    fairness::verify(&record.to_string()).expect("the record verifies");
    team_rated_once(&app, &ann, winner).await;
    // Every player's page has the game, won or lost by their team.
    for (name, team) in [("ann", 0), ("bob", 1), ("dave", 0), ("carol", 1)] {
        let (_, page) = app.get(&ann.client, &format!("/api/players/{name}")).await;
        let expected = if team == winner { "won" } else { "lost" };
        assert_eq!(page["games"][0]["result"], expected, "{name}: {page}");
    }
    app.stop().await;
    audit_is_clean(&database).await;
}

#[tokio::test]
async fn two_resignations_from_both_teams_at_once_settle_the_pot_once() {
    let database = temp_db("four-resign-race").await;
    let app = TestApp::spawn(database.clone()).await;
    let ann = TestPlayer::in_room(&app, "ann").await;
    let people = [
        TestPlayer::in_room(&app, "bob").await,
        TestPlayer::in_room(&app, "carol").await,
        TestPlayer::in_room(&app, "dave").await,
    ];
    // Everyone's chips as they must be: 1,000 each to begin with.
    let mut expected = [1000_i64; 4];
    for round in 0..5 {
        let table = ann.opens_table(&app, four_people(50, 150)).await;
        for (i, person) in people.iter().enumerate() {
            assert_eq!(join_seat(&app, person, table).await, (200, json!(i + 1)));
        }
        // bob (seat 1, team 1) and carol (seat 2, team 0) resign at once,
        // on sockets of their own that show the table.
        let mut bob = app.watching(&people[0].cookie, table).await;
        let mut carol = app.watching(&people[1].cookie, table).await;
        bob.next_update().await;
        carol.next_update().await;
        let resign = json!({"type": "resign", "table": table});
        tokio::join!(bob.send(resign.clone()), carol.send(resign.clone()));
        let last = loop {
            let update = bob.next_update().await;
            if update.status == GameStatus::Over {
                break update;
            }
        };
        let result = last.result.expect("a result");
        assert_eq!(result.reason, Reason::Resign, "round {round}");
        let winner = result.winner.expect("a winning team").index();
        // The pot, 200, paid once: each winner's stake back and one
        // loser's; each loser's stake gone.
        for (seat, chips) in expected.iter_mut().enumerate() {
            *chips += if seat % 2 == winner { 50 } else { -50 };
        }
        let chips = [
            ann.chips(&app).await,
            people[0].chips(&app).await,
            people[1].chips(&app).await,
            people[2].chips(&app).await,
        ];
        assert_eq!(chips, expected, "round {round}, team {winner} won");
    }
    // Each of the five games rated once for each of the four.
    let (_, board) = app.get(&ann.client, "/api/leaderboard?kind=team").await;
    let games: Vec<i64> = board
        .as_array()
        .expect("rows")
        .iter()
        .filter_map(|row| row["games"].as_i64())
        .collect();
    assert_eq!(games, [5, 5, 5, 5], "{board}");
    app.stop().await;
    audit_is_clean(&database).await;
}

#[tokio::test]
async fn a_private_table_of_four_seats_each_person_with_its_key_and_a_rematch_seats_them_again() {
    let app = TestApp::spawn(":memory:".into()).await;
    let mut ann = TestPlayer::in_room(&app, "ann").await;
    let mut bob = TestPlayer::in_room(&app, "bob").await;
    let mut carol = TestPlayer::in_room(&app, "carol").await;
    // ann with an Easy partner against bob and carol.
    let settings = json!({
        "seats": 4,
        "computers": [null, null, "easy", null],
        "minutes": 10,
        "target": 50,
        "private": true,
    });
    let (status, opened) = app.post(&ann.client, "/api/tables", settings).await;
    assert_eq!(status, 200, "{opened}");
    let table = opened["table"].as_i64().expect("a table");
    let key = opened["key"].as_str().expect("a key").to_owned();
    let (_, tables) = app.get(&ann.client, "/api/tables").await;
    assert_eq!(tables, json!([]), "a private table is never listed");
    // Without the key there is no such table; with it, the lowest free
    // seat, then the last one, which starts the game.
    assert_eq!(join_seat(&app, &bob, table).await.0, 404);
    let join = format!("/api/tables/{table}/join");
    let (status, joined) = app.post(&bob.client, &join, json!({"key": key})).await;
    assert_eq!(
        (status, joined["seat"].clone()),
        (200, json!(1)),
        "{joined}"
    );
    let (status, joined) = app.post(&carol.client, &join, json!({"key": key})).await;
    assert_eq!(
        (status, joined["seat"].clone()),
        (200, json!(3)),
        "{joined}"
    );
    // Played, a private table of four is not in the lobby's `live` either.
    assert!(live_row(&app, table).await.is_none(), "private: not listed");
    for player in [&mut ann, &mut bob, &mut carol] {
        player.opens(table).await;
    }
    let (a, b, c) = tokio::join!(
        play_to_the_end(&mut ann.socket, table),
        play_to_the_end(&mut bob.socket, table),
        play_to_the_end(&mut carol.socket, table),
    );
    assert_eq!(
        (a.seat, b.seat, c.seat),
        (Seat::Zero, Seat::One, Seat::Three)
    );
    assert_eq!(c.status, GameStatus::Over);
    // A rematch once every person wants one; the computer counts as wanting.
    let rematch = json!({"type": "rematch", "table": table});
    ann.socket.send(rematch.clone()).await;
    bob.socket.send(rematch.clone()).await;
    let waiting = loop {
        let update = carol.next_update().await;
        let state = update.rematch.clone().expect("a rematch state");
        if state.wanted.iter().filter(|&&w| w).count() == 3 {
            break state;
        }
    };
    assert_eq!(waiting.wanted, [true, true, true, false]);
    assert_eq!(waiting.table, None, "carol has not asked");
    carol.socket.send(rematch).await;
    let next = loop {
        let update = carol.next_update().await;
        if let Some(next) = update.rematch.and_then(|r| r.table) {
            break next;
        }
    };
    // The same seats again, the same key, the game started at once.
    let mut eyes = Vec::new();
    for (player, seat) in [(&ann, Seat::Zero), (&bob, Seat::One), (&carol, Seat::Three)] {
        let mut socket = app.watching(&player.cookie, next).await;
        let update = socket.next_update().await;
        assert_eq!(update.seat, seat, "{}: {update:?}", player.name);
        assert!(!update.watching);
        assert_eq!(update.status, GameStatus::Live);
        eyes.push(socket);
    }
    let (status, _) = app
        .post(
            &ann.client,
            &format!("/api/tables/{next}/join"),
            json!({"key": key}),
        )
        .await;
    assert_eq!(status, 409, "the rematch is full");
    // The first game was team-rated for its three people; the computer
    // has no rating.
    let (_, board) = app.get(&ann.client, "/api/leaderboard?kind=team").await;
    let mut names: Vec<&str> = board
        .as_array()
        .expect("rows")
        .iter()
        .filter_map(|row| row["name"].as_str())
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["ann", "bob", "carol"], "{board}");
    app.stop().await;
}

#[tokio::test]
async fn the_host_leaving_a_waiting_table_of_four_cancels_it_for_everyone_seated() {
    let app = TestApp::spawn(":memory:".into()).await;
    let ann = TestPlayer::in_room(&app, "ann").await;
    let bob = TestPlayer::in_room(&app, "bob").await;
    let carol = TestPlayer::in_room(&app, "carol").await;
    let table = ann.opens_table(&app, four_people(0, 50)).await;
    assert_eq!(join_seat(&app, &bob, table).await, (200, json!(1)));
    assert_eq!(join_seat(&app, &carol, table).await, (200, json!(2)));
    let (_, mine) = app.get(&bob.client, "/api/tables/mine").await;
    assert_eq!(mine["tables"][0]["id"], table, "{mine}");
    assert_eq!(ann.leaves(&app, table).await, 200);
    // Gone from the lobby and from bob's and carol's tables; no join.
    let (_, tables) = app.get(&ann.client, "/api/tables").await;
    assert_eq!(tables, json!([]));
    for player in [&bob, &carol] {
        let (_, mine) = app.get(&player.client, "/api/tables/mine").await;
        assert_eq!(mine["tables"], json!([]), "{}: {mine}", player.name);
    }
    let dave = TestPlayer::in_room(&app, "dave").await;
    assert_eq!(join_seat(&app, &dave, table).await.0, 409);
    assert_eq!(bob.leaves(&app, table).await, 403, "bob has no seat left");
    app.stop().await;
}

#[tokio::test]
async fn a_game_of_four_people_resumes_after_a_restart_with_every_seat() {
    let database = temp_db("four-people-restart").await;
    let app = TestApp::spawn(database.clone()).await;
    let ann = TestPlayer::in_room(&app, "ann").await;
    let people = [
        TestPlayer::in_room(&app, "bob").await,
        TestPlayer::in_room(&app, "carol").await,
        TestPlayer::in_room(&app, "dave").await,
    ];
    let table = ann.opens_table(&app, four_people(100, 50)).await;
    // Two join, then a restart while the table waits: the seats stay.
    for person in &people[..2] {
        join_seat(&app, person, table).await;
    }
    app.stop().await;
    let app = TestApp::spawn(database.clone()).await;
    let _ann_page = app.watching(&ann.cookie, table).await;
    assert_eq!(join_seat(&app, &people[2], table).await, (200, json!(3)));
    let cookies: Vec<&str> = std::iter::once(ann.cookie.as_str())
        .chain(people.iter().map(|p| p.cookie.as_str()))
        .collect();
    let mut sockets = Vec::new();
    for cookie in &cookies {
        sockets.push(app.watching(cookie, table).await);
    }
    let started =
        |u: &Update| u.picking.is_none() && u.state.as_ref().is_some_and(|s| s.history.len() >= 3);
    let [s0, s1, s2, s3] = &mut sockets[..] else {
        unreachable!()
    };
    let (before, ..) = tokio::join!(
        play_until(s0, table, started),
        play_until(s1, table, started),
        play_until(s2, table, started),
        play_until(s3, table, started),
    );
    assert_eq!(before.status, GameStatus::Live, "{before:?}");
    app.stop().await;
    drop(sockets);
    let app = TestApp::spawn(database.clone()).await;
    let mut sockets = Vec::new();
    for (i, cookie) in cookies.iter().enumerate() {
        let mut socket = app.watching(cookie, table).await;
        let after = socket.next_update().await;
        assert_eq!(after.seat.index(), i, "{after:?}");
        assert_eq!(after.status, GameStatus::Live);
        assert!(
            after
                .players
                .iter()
                .all(|p| p.as_ref().is_some_and(|p| !p.bot))
        );
        socket.send(json!({"type": "open", "table": table})).await;
        sockets.push(socket);
    }
    let [s0, s1, s2, s3] = &mut sockets[..] else {
        unreachable!()
    };
    let (last, ..) = tokio::join!(
        play_to_the_end(s0, table),
        play_to_the_end(s1, table),
        play_to_the_end(s2, table),
        play_to_the_end(s3, table),
    );
    assert_eq!(last.status, GameStatus::Over);
    let winner = last
        .result
        .and_then(|r| r.winner)
        .expect("a winner")
        .index();
    let mut chips = Vec::new();
    for player in std::iter::once(&ann).chain(&people) {
        chips.push(player.chips(&app).await);
    }
    let expected: Vec<i64> = (0..4)
        .map(|seat| if seat % 2 == winner { 1100 } else { 900 })
        .collect();
    assert_eq!(chips, expected);
    app.stop().await;
    audit_is_clean(&database).await;
}

#[tokio::test]
async fn a_person_who_can_no_longer_cover_the_wager_loses_their_seat_when_the_last_one_is_taken() {
    let database = temp_db("four-short").await;
    let app = TestApp::spawn(database.clone()).await;
    let mut people = Vec::new();
    for name in [
        "ann", "bob", "carol", "dave", "eve", "frank", "gina", "hank",
    ] {
        people.push(TestPlayer::in_room(&app, name).await);
    }
    let [ann, bob, carol, dave, eve, frank, gina, hank] = &people[..] else {
        unreachable!()
    };
    // bob sits at ann's table of 600 chips a seat...
    let first = ann.opens_table(&app, four_people(600, 50)).await;
    assert_eq!(join_seat(&app, bob, first).await, (200, json!(1)));
    // ...and at carol's, which starts: 600 of his 1,000 are staked there.
    let second = carol.opens_table(&app, four_people(600, 50)).await;
    for (player, seat) in [(bob, 1), (dave, 2), (eve, 3)] {
        assert_eq!(join_seat(&app, player, second).await, (200, json!(seat)));
    }
    assert_eq!(bob.chips(&app).await, 400);
    // The last seat at ann's table is taken: bob cannot cover the wager,
    // so he loses his seat; gina keeps hers and the table waits.
    assert_eq!(join_seat(&app, frank, first).await, (200, json!(2)));
    assert_eq!(join_seat(&app, gina, first).await, (200, json!(3)));
    let (_, mine) = app.get(&bob.client, "/api/tables/mine").await;
    let ids: Vec<i64> = mine["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .filter_map(|t| t["id"].as_i64())
        .collect();
    assert_eq!(ids, [second], "{mine}");
    let (_, tables) = app.get(&ann.client, "/api/tables").await;
    assert_eq!(
        (tables[0]["id"].clone(), tables[0]["open"].clone()),
        (json!(first), json!(true))
    );
    for player in [ann, frank, gina] {
        assert_eq!(
            player.chips(&app).await,
            1000,
            "{}: nothing held yet",
            player.name
        );
    }
    // hank takes the freed seat, and the game starts with four stakes.
    assert_eq!(join_seat(&app, hank, first).await, (200, json!(1)));
    for player in [ann, frank, gina, hank] {
        assert_eq!(player.chips(&app).await, 400, "{} staked 600", player.name);
    }
    let store = dominoes_server::Store::connect(&database.database())
        .await
        .expect("the database");
    let audit = store.audit().await.expect("an audit");
    assert!(audit.balances(), "{audit:?}");
    assert_eq!((audit.escrow, audit.stranded), (4800, 0));
    store.close().await;
    app.stop().await;
}

#[tokio::test]
async fn a_hint_at_four_against_the_computer_is_expert_from_the_askers_seat() {
    let app = TestApp::spawn(":memory:".into()).await;
    let mut ann = TestPlayer::in_room(&app, "ann").await;
    // No clock: undo would be allowed here at two.
    let mut settings = four_settings_to(100);
    settings["minutes"] = Value::Null;
    let table = ann.opens_table(&app, settings).await;
    ann.opens(table).await;
    let hint_path = format!("/api/tables/{table}/hint");
    // A choice of more than one move on ann's turn.
    let update = play_until(&mut ann.socket, table, |u| {
        u.status == GameStatus::Live
            && u.picking.is_none()
            && !u.hand_over()
            && u.legal.as_ref().is_some_and(|l| l.len() > 1)
    })
    .await;
    assert_eq!(update.status, GameStatus::Live, "over before a choice");
    let (status, hint) = app.post(&ann.client, &hint_path, json!({})).await;
    assert_eq!(status, 200, "{hint}");
    let legal = update.legal.clone().expect("legal moves");
    let hinted = hint["move"].as_str().expect("a move");
    assert!(legal.iter().any(|m| m == hinted), "{hint} not in {legal:?}");
    assert!(hint["reason"].as_str().is_some_and(|r| !r.is_empty()));
    // The same view, the same hint; and the hint is Expert's move from
    // seat 0's view, as the bots crate gives it.
    let (_, again) = app.post(&ann.client, &hint_path, json!({})).await;
    assert_eq!(again, hint);
    let state = update.state.as_ref().expect("a state");
    assert_eq!(state.tiles_left.len(), 4);
    // Someone not seated gets none.
    let (stranger, _) = app.user("sam").await;
    let (status, body) = app.post(&stranger, &hint_path, json!({})).await;
    assert_eq!(status, 403, "{body}");
    // Undo stays refused at four.
    let (status, body) = app
        .post(
            &ann.client,
            &format!("/api/tables/{table}/undo"),
            json!({"version": update.version}),
        )
        .await;
    assert_eq!(status, 403, "{body}");
    assert_eq!(
        body["error"],
        "undo is only for games against the computer with no clock and no wager"
    );
    // Both hints are counted in the game.
    ann.socket
        .send(json!({"type": "resign", "table": table}))
        .await;
    let last = play_to_the_end(&mut ann.socket, table).await;
    assert_eq!(last.status, GameStatus::Over);
    let (_, replay) = app
        .get(&ann.client, &format!("/api/games/{table}/replay"))
        .await;
    assert_eq!(replay["hints"], 2, "{replay}");
    let (status, _) = app.post(&ann.client, &hint_path, json!({})).await;
    assert_eq!(status, 409);
    app.stop().await;
}

#[tokio::test]
async fn a_hint_at_a_table_of_four_with_another_person_is_refused() {
    let app = TestApp::spawn(":memory:".into()).await;
    let ann = TestPlayer::in_room(&app, "ann").await;
    // A person's seat (seat 2, ann's partner), the rest computers.
    let table = ann
        .opens_table(
            &app,
            json!({
                "seats": 4,
                "computers": [null, "easy", null, "easy"],
                "minutes": 10,
                "target": 50,
            }),
        )
        .await;
    let bob = TestPlayer::in_room(&app, "bob").await;
    assert_eq!(join_seat(&app, &bob, table).await.0, 200);
    for player in [&ann, &bob] {
        let (status, body) = app
            .post(
                &player.client,
                &format!("/api/tables/{table}/hint"),
                json!({}),
            )
            .await;
        assert_eq!(status, 403, "{body}");
        assert_eq!(
            body["error"],
            "hints are only for games against the computer without a wager"
        );
    }
    app.stop().await;
}

/// `table`'s row in the lobby's `live` list, as a new watcher's socket
/// reads it.
async fn live_row(app: &TestApp, table: i64) -> Option<Value> {
    static WATCHERS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = WATCHERS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let (_, cookie) = app.user(&format!("watcher-{n}")).await;
    let mut socket = app.socket(&cookie).await;
    socket.send(json!({"type": "lobby"})).await;
    let lobby = socket.receive().await;
    assert_eq!(lobby["type"], "lobby", "{lobby}");
    lobby["live"]
        .as_array()
        .expect("live games")
        .iter()
        .find(|row| row["id"] == table)
        .cloned()
}

#[tokio::test]
async fn a_table_of_four_being_played_is_in_live_with_its_four_players() {
    let app = TestApp::spawn(":memory:".into()).await;
    // Four people, from the last seat taken.
    let (table, _people, _eve) = four_sit_down(&app).await;
    let row = live_row(&app, table).await.expect("listed in live");
    assert_eq!(
        row,
        json!({
            "id": table, "draw": 5, "target": 100, "minutes": 10, "wager": 100,
            "host": "ann", "host_avatar": row["host_avatar"].clone(), "open": false,
            "opponent": "bob", "players": ["ann", "bob", "dave", "carol"],
        })
    );
    // The host with computers only, listed once it starts.
    let mut fay = TestPlayer::in_room(&app, "fay").await;
    let computers = fay.opens_table(&app, four_settings()).await;
    fay.opens(computers).await;
    let _ = fay.next_update().await;
    let row = live_row(&app, computers).await.expect("listed in live");
    let players = row["players"].as_array().expect("players").clone();
    assert_eq!(players.len(), 4, "{row}");
    assert_eq!(
        (players[0].clone(), row["draw"].clone()),
        (json!("fay"), json!(5))
    );
    assert_eq!(row["opponent"], players[1], "{row}");
    // A table of two's row has no `players`.
    let (status, opened) = app
        .post(
            &fay.client,
            "/api/tables",
            json!({"opponent": "easy", "minutes": null, "target": 100}),
        )
        .await;
    assert_eq!(status, 200, "{opened}");
    let two = opened["table"].as_i64().expect("a table");
    let row = live_row(&app, two).await.expect("listed in live");
    assert!(row.get("players").is_none(), "{row}");
    assert_eq!(row["draw"], 7, "{row}");
    app.stop().await;
}
