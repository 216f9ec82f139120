//! `dominoes reports` as a moderator runs it on a room's database: each
//! reported chat message, who reported it, and what was said before it.

use std::path::Path;
use std::process::Command;

use dominoes_server::Store;

const BIN: &str = env!("CARGO_BIN_EXE_dominoes");

fn reports(db: &Path) -> (bool, String, String) {
    let output = Command::new(BIN)
        .args(["reports", "--db"])
        .arg(db)
        .output()
        .expect("the binary runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[tokio::test]
async fn a_moderator_reads_each_report_with_what_was_said_before_it() {
    let db = std::env::temp_dir().join(format!("dominoes-reports-{}.db", std::process::id()));
    // A file left by a crashed run of the same process id would hold ann.
    remove(&db);
    let store = Store::open(&db).await.expect("a database");
    let mut ids = Vec::new();
    for name in ["ann", "bob"] {
        let user = store
            .create_user(name, None, "owl")
            .await
            .expect("stored")
            .expect("a new name");
        ids.push(user.id);
    }
    let (ann, bob) = (ids[0], ids[1]);
    store.close().await;
    let (ok, out, _) = reports(&db);
    assert!(ok);
    assert_eq!(out, "no reports\n");

    let store = Store::open(&db).await.expect("a database");
    store
        .add_chat(None, bob, "good game all", false)
        .await
        .expect("stored");
    store
        .add_chat(None, ann, "<b>you</b> again", false)
        .await
        .expect("stored");
    let rude = store
        .add_chat(None, ann, "something rude", false)
        .await
        .expect("stored");
    store
        .add_chat(None, bob, "said after", false)
        .await
        .expect("stored");
    assert_eq!(
        store.report_chat(rude.id, bob).await.expect("stored"),
        Some(())
    );
    store.close().await;

    let (ok, out, err) = reports(&db);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("report 1 · ")
            && lines[0].ends_with(&format!(
                " UTC · by bob · message {} by ann in the lobby",
                rude.id
            )),
        "{out}"
    );
    assert!(lines[1].ends_with(" bob: good game all"), "{out}");
    assert!(
        lines[2].ends_with(" ann: <b>you</b> again"),
        "shown as written: {out}"
    );
    assert!(
        lines[3].starts_with("  > ") && lines[3].ends_with(" ann: something rude"),
        "{out}"
    );
    assert!(!out.contains("said after"), "only what came before: {out}");

    remove(&db);
    let (ok, _, err) = reports(Path::new("/nonexistent/room.db"));
    assert!(!ok);
    assert!(err.contains("no database"), "{err}");
}

/// The database file and its journal files, if there.
fn remove(db: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
}
