//! docs/protocol.md's examples read back into the types that send them, so
//! the document and the code cannot drift apart; and the messages born as
//! `serde_json::Value`s keep the bytes (sorted keys) clients always had.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::*;

const DOC: &str = include_str!("../../../../docs/protocol.md");

/// Every fenced JSON block of the document.
fn json_blocks() -> Vec<Value> {
    DOC.split("```json")
        .skip(1)
        .map(|block| {
            let text = block.split("```").next().expect("a closed block");
            serde_json::from_str(text)
                .unwrap_or_else(|e| panic!("an example that is not JSON ({e}):\n{text}"))
        })
        .collect()
}

/// The document's text between two headings.
fn section(from: &str, to: &str) -> &'static str {
    let start = DOC.find(from).expect("the section's heading");
    let end = start + DOC[start..].find(to).expect("the next heading");
    &DOC[start..end]
}

/// The `code` spans of a text outside its fenced blocks (spans may wrap a
/// line) that are JSON objects: a span `"key": {...}` is read as the
/// object `{"key": {...}}`.
fn json_spans(text: &str) -> Vec<Value> {
    let prose: String = text.split("```").step_by(2).collect();
    prose
        .split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|span| {
            let span = span.replace('\n', " ");
            serde_json::from_str::<Value>(&span)
                .or_else(|_| serde_json::from_str(&format!("{{{span}}}")))
                .ok()
        })
        .filter(|value| value.as_object().is_some_and(|o| !o.is_empty()))
        .collect()
}

/// `example` reads into `T`, and `T` writes it back as the same JSON.
fn reads_back<T: Serialize + DeserializeOwned>(example: &Value) -> T {
    let typed: T = serde_json::from_value(example.clone())
        .unwrap_or_else(|e| panic!("the example does not read as its type ({e}):\n{example}"));
    assert_eq!(
        &serde_json::to_value(&typed).expect("serialises"),
        example,
        "the type writes the example differently"
    );
    typed
}

/// A message built as a `Value` before it had a type keeps those bytes:
/// its keys, at every depth, in sorted order.
fn keeps_sorted_bytes(message: &impl Serialize) {
    let text = serde_json::to_string(message).expect("serialises");
    let value = serde_json::to_value(message).expect("serialises");
    assert_eq!(text, value.to_string(), "keys out of sorted order");
}

#[test]
fn every_server_message_in_the_document_reads_as_its_type() {
    let mut seen = Vec::new();
    for example in json_blocks() {
        let kind = example["type"].as_str().expect("a message with a type");
        match kind {
            "started" => {
                let Notice::Started { table, opponent } = reads_back::<Notice>(&example) else {
                    panic!("not a started notice");
                };
                assert_eq!((table, opponent.as_str()), (12, "bob"));
            }
            // Typed from the start, like `started`: `type` comes first.
            "paired"
            | "pairing_failed"
            | "tournament_game"
            | "tournament_ended"
            | "invitation_declined" => {
                drop(reads_back::<Notice>(&example));
            }
            "invited" => {
                let Notice::Invited { settings, .. } = reads_back::<Notice>(&example) else {
                    panic!("not an invitation");
                };
                keeps_sorted_bytes(&settings);
            }
            "lobby" => {
                let lobby = reads_back::<Lobby>(&example);
                keeps_sorted_bytes(&lobby);
                assert!(lobby.tables.iter().all(|t| t.open && t.opponent.is_none()));
                assert!(lobby.live.iter().all(|t| !t.open && t.opponent.is_some()));
            }
            "table" => {
                let update = reads_back::<Update>(&example);
                keeps_sorted_bytes(&update);
                if update.watching {
                    let state = update.state.as_ref().expect("a watcher's state");
                    assert!(state.hand.is_empty(), "a watcher sees no hand");
                    assert!(
                        state
                            .history
                            .iter()
                            .all(|e| e.action.as_str() == "draw" || !e.action.starts_with("draw")),
                        "a watcher sees no drawn tile"
                    );
                    assert_eq!(update.legal.as_deref(), Some(&[][..]));
                    assert_eq!(update.watchers, None);
                } else {
                    assert_eq!(update.watchers, Some(1), "a player sees who watches");
                }
            }
            "error" => keeps_sorted_bytes(&reads_back::<ErrorFrame>(&example)),
            "chat" => keeps_sorted_bytes(&reads_back::<ChatMessage>(&example)),
            "chat_history" => keeps_sorted_bytes(&reads_back::<ChatHistory>(&example)),
            "reported" => keeps_sorted_bytes(&reads_back::<Reported>(&example)),
            "muted" => keeps_sorted_bytes(&reads_back::<Muted>(&example)),
            other => panic!("an example of a message with no type here: {other}"),
        }
        seen.push(kind.to_owned());
    }
    seen.sort();
    // The second error and table: a watcher's refusal and update.
    assert_eq!(
        seen,
        [
            "chat",
            "chat_history",
            "error",
            "error",
            "invitation_declined",
            "invited",
            "lobby",
            "muted",
            "paired",
            "pairing_failed",
            "reported",
            "started",
            "table",
            "table",
            "tournament_ended",
            "tournament_game"
        ]
    );
}

#[test]
fn the_parts_of_an_update_the_document_shows_alone_read_as_their_types() {
    let mut seen = Vec::new();
    let text = section("### Server to client", "## Restarts");
    for span in json_spans(text) {
        if let Some(result) = span.get("result") {
            keeps_sorted_bytes(&reads_back::<GameResult>(result));
            seen.push("result");
        } else if let Some(rematch) = span.get("rematch") {
            keeps_sorted_bytes(&reads_back::<RematchState>(rematch));
            seen.push("rematch");
        } else if let Some(watching) = span.get("watching") {
            assert_eq!(watching, true, "a watcher's update says so");
            seen.push("watching");
        } else if let Some(apart) = span.get("watchers_apart") {
            // The field the settings of such a table carry, as named there.
            let setup = TableSetup {
                draw: 7,
                minutes: Some(4),
                private: false,
                target: 150,
                wager: 0,
                watchers_apart: true,
            };
            let sent = serde_json::to_value(setup).expect("serialises");
            assert_eq!(Some(apart), sent.get("watchers_apart"));
            seen.push("watchers_apart");
        } else if span.get("picked").is_some() {
            keeps_sorted_bytes(&reads_back::<Picking>(&span));
            seen.push("picking");
        } else if let Some(tag) = span.get("tournament") {
            keeps_sorted_bytes(&reads_back::<TournamentTag>(tag));
            seen.push("tournament");
        } else {
            panic!("an example with no type here: {span}");
        }
    }
    seen.sort_unstable();
    assert_eq!(
        seen,
        [
            "picking",
            "rematch",
            "result",
            "tournament",
            "watchers_apart",
            "watching"
        ]
    );
}

#[test]
fn every_route_answer_the_document_writes_out_reads_as_its_type() {
    let table = section("## HTTP routes", "Creating a table");
    let mut seen = Vec::new();
    for row in table.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.split(" | ").collect();
        let route = cells[0].trim_start_matches("| ").trim_matches('`');
        let Some(answer) = json_spans(cells.last().expect("a row has cells"))
            .into_iter()
            .next()
        else {
            continue;
        };
        match route {
            "POST /api/register" => keeps_sorted_bytes(&reads_back::<Me>(&answer)),
            "POST /api/logout"
            | "POST /api/me/language"
            | "POST /api/tables/{id}/leave"
            | "POST /api/tables/{id}/undo"
            | "POST /api/pairing"
            | "POST /api/pairing/cancel"
            | "POST /api/players/{name}/invite"
            | "POST /api/tournaments/{id}/register"
            | "POST /api/tournaments/{id}/withdraw"
            | "POST /api/tournaments/{id}/cancel"
            | "POST /api/invitations/{id}/decline" => {
                keeps_sorted_bytes(&reads_back::<Done>(&answer));
            }
            "POST /api/tables" => keeps_sorted_bytes(&reads_back::<Opened>(&answer)),
            "POST /api/tables/{id}/join" => keeps_sorted_bytes(&reads_back::<Joined>(&answer)),
            "POST /api/tables/{id}/hint" => {
                keeps_sorted_bytes(&reads_back::<HintAnswer>(&answer));
            }
            // Typed from the start: its declared order is what it sends.
            "GET /api/tables/mine" => drop(reads_back::<MyTables>(&answer)),
            "GET /api/online" => keeps_sorted_bytes(&reads_back::<Online>(&answer)),
            // Typed from the start: a list's summary (its first object), and
            // the new tournament's id.
            "GET /api/tournaments" => drop(reads_back::<TournamentSummary>(&answer)),
            "POST /api/tournaments" => drop(reads_back::<TournamentCreated>(&answer)),
            "GET /api/me/invitations" => {
                let pending = reads_back::<PendingInvitations>(&answer);
                assert!(
                    matches!(
                        pending.invitations.as_slice(),
                        [Notice::Invited {
                            invitation: Some(_),
                            ..
                        }]
                    ),
                    "{pending:?}"
                );
            }
            // Its first whole object: a duplicate round's line.
            "GET /api/tournaments/{id}" => drop(reads_back::<TournamentRoundLine>(&answer)),
            other => panic!("an answer with no type here: {other}"),
        }
        seen.push(route);
    }
    assert_eq!(seen.len(), 21, "routes checked: {seen:?}");
}

#[test]
fn the_started_notice_reads_as_documented() {
    let notice = Notice::Started {
        table: 12,
        opponent: "bob".into(),
    };
    assert_eq!(
        notice.to_json(),
        r#"{"type":"started","table":12,"opponent":"bob"}"#
    );
}

#[test]
fn an_error_frame_names_its_code_as_the_document_does() {
    let frame = ErrorFrame::new(dominoes_wire::ErrorCode::BadSeed.into(), "too long");
    assert_eq!(
        serde_json::to_string(&frame).expect("serialises"),
        r#"{"code":"bad_seed","message":"too long","type":"error"}"#
    );
    for code in [
        dominoes_wire::ErrorCode::BadMessage,
        dominoes_wire::ErrorCode::BadMove,
        dominoes_wire::ErrorCode::BadSeed,
    ] {
        assert_eq!(
            serde_json::to_value(ErrorCode::from(code)).expect("serialises"),
            code.as_str()
        );
    }
}

#[test]
fn an_error_code_names_itself_as_the_frame_writes_it() {
    for code in ErrorCode::ALL {
        assert_eq!(serde_json::to_value(code).unwrap(), code.as_str());
    }
}

/// docs/protocol.md's table of error codes, in order: the first column of
/// each row under the "Error codes" heading.
fn documented_error_codes() -> Vec<String> {
    let doc = include_str!("../../../../docs/protocol.md");
    let section = doc
        .split("### Error codes")
        .nth(1)
        .expect("docs/protocol.md has an \"Error codes\" section");
    section
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .filter_map(|line| {
            let cell = line.split('|').nth(1)?.trim();
            Some(cell.strip_prefix('`')?.strip_suffix('`')?.to_owned())
        })
        .collect()
}

#[test]
fn every_error_code_is_documented_once_in_order() {
    let codes: Vec<String> = ErrorCode::ALL
        .iter()
        .map(|c| c.as_str().to_owned())
        .collect();
    assert_eq!(documented_error_codes(), codes);
}

#[test]
fn a_practice_update_shows_undo_in_its_sorted_place() {
    let table = json_blocks()
        .into_iter()
        .find(|example| example["type"] == "table")
        .expect("the document's update");
    let mut practice = table.clone();
    practice["settings"]["minutes"] = Value::Null;
    practice["clocks_ms"] = Value::Null;
    practice["clock_running"] = Value::Null;
    practice["settings"]["wager"] = 0.into();
    practice["undo"] = true.into();
    let update = reads_back::<Update>(&practice);
    assert_eq!(update.undo, Some(true));
    keeps_sorted_bytes(&update);
    // Elsewhere there is no `undo` at all.
    let other = reads_back::<Update>(&table);
    assert!(serde_json::to_value(&other).expect("serialises")["undo"].is_null());
}

#[test]
fn the_health_answers_keep_the_bytes_they_had_as_values() {
    let up = serde_json::to_string(&DONE).expect("serialises");
    assert_eq!(up, serde_json::json!({"ok": true}).to_string());
    let down = Unhealthy {
        error: "the database does not answer".into(),
        ok: false,
    };
    assert_eq!(
        serde_json::to_string(&down).expect("serialises"),
        r#"{"error":"the database does not answer","ok":false}"#
    );
    keeps_sorted_bytes(&reads_back::<Unhealthy>(&serde_json::json!(
        {"ok": false, "error": "the database does not answer"}
    )));
}
