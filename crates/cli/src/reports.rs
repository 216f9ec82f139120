//! `dominoes reports`: the chat messages players reported, newest first,
//! each with the messages said before it in its room, for a moderator.

use std::fmt::Write as _;
use std::process::ExitCode;

use dominoes_server::ChatReport;
use serde_json::Value;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    database: crate::database::DatabaseArgs,
    /// How many reports to print (the newest).
    #[arg(long, default_value_t = 50)]
    limit: u32,
}

/// Prints the latest reports; fails only if the database cannot be read.
pub fn run(args: &Args) -> ExitCode {
    let limit = i64::from(args.limit);
    let reports = args
        .database
        .read(|store| async move { store.chat_reports(limit).await });
    match reports {
        Ok(reports) if reports.is_empty() => println!("no reports"),
        Ok(reports) => {
            for report in &reports {
                print!("{}", show(report));
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// One report: who reported what, when, and where; the messages before it;
/// the reported message last, marked.
fn show(report: &ChatReport) -> String {
    let message = &report.context["message"];
    let room = match message["table"].as_i64() {
        Some(table) => format!("table {table}"),
        None => "the lobby".to_owned(),
    };
    let mut text = format!(
        "report {} · {} · by {} · message {} by {} in {room}\n",
        report.id,
        utc(report.at),
        report.reporter,
        message["id"],
        message["from"].as_str().unwrap_or("?"),
    );
    let before = report.context["before"]
        .as_array()
        .map_or(&[][..], Vec::as_slice);
    for line in before {
        let _ = writeln!(text, "    {}", said(line));
    }
    let _ = writeln!(text, "  > {}\n", said(message));
    text
}

/// `14:05:09 ann (watching): text` for a stored message.
fn said(message: &Value) -> String {
    let at = message["at"].as_i64().unwrap_or_default();
    let watcher = if message["watcher"] == true {
        " (watching)"
    } else {
        ""
    };
    format!(
        "{} {}{watcher}: {}",
        &utc(at)[11..19],
        message["from"].as_str().unwrap_or("?"),
        message["text"].as_str().unwrap_or_default(),
    )
}

/// `2026-12-01 14:05:09 UTC` for seconds since 1970 (Howard Hinnant's
/// days-to-civil).
fn utc(seconds: i64) -> String {
    let (days, time) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC",
        time / 3600,
        time % 3600 / 60,
        time % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_shown_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(utc(1_764_565_230), "2025-12-01 05:00:30 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00:00 UTC");
    }

    #[test]
    fn a_report_shows_its_context_then_the_message() {
        let report = ChatReport {
            id: 3,
            reporter: "bob".into(),
            context: serde_json::json!({
                "message": {"at": 60, "from": "ann", "id": 41, "table": 12, "text": "rude", "watcher": true},
                "before": [{"at": 1, "from": "bob", "id": 40, "table": 12, "text": "hi", "watcher": false}],
            }),
            at: 120,
        };
        assert_eq!(
            show(&report),
            "report 3 · 1970-01-01 00:02:00 UTC · by bob · message 41 by ann in table 12\n\
             \x20   00:00:01 bob: hi\n\
             \x20 > 00:01:00 ann (watching): rude\n\n"
        );
    }
}
