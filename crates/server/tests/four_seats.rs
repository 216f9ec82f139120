//! Tables of four in partnerships (RULES.md section 9), first slice: the
//! host in seat 0 with a computer partner in seat 2 against two computers,
//! played over a real socket to the end; its record (NOTATION.md section
//! 6) replays and verifies; a restart in the middle brings the game back
//! where it was; what may not be opened yet is refused, creating nothing.

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
    // To 100: no hand of 5 tiles each scores that much, so hands follow
    // one another.
    let table = ann.opens_table(&app, four_settings_to(100)).await;
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
        fair_play::check_moves(&record.to_string()).is_ok(),
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
async fn four_seat_tables_not_open_yet_are_refused_and_nothing_is_created() {
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
            json!({"seats": 4, "computers": [null, "easy", null, "easy"], "minutes": 4}),
            "four-seat tables with more than one person besides the host are not open yet; a second person sits in seat 1 or 3, the host's partner is a computer",
        ),
        (
            json!({"seats": 4, "computers": [null, null, "easy", null], "minutes": 4}),
            "four-seat tables with more than one person besides the host are not open yet; a second person sits in seat 1 or 3, the host's partner is a computer",
        ),
        (
            json!({"seats": 4, "computers": [null, null, "easy", "easy"], "minutes": null}),
            "a game between people needs a clock",
        ),
        (
            json!({"seats": 4, "computers": [null, "easy", "easy", "easy"], "wager": 10}),
            "wagers at four-seat tables are not open yet",
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
        assert_eq!((status, answer), (400, json!({"error": message})), "{body}");
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
