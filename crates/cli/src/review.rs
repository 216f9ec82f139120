//! `dominoes review RECORD --seat N [--json]`: each choice of one seat set
//! against Expert's from that seat's view (docs/review.md); a faulty record
//! prints the replay's error object and exits 1.

use std::path::PathBuf;
use std::process::ExitCode;

use dominoes_bots::review::{Review, review};
use dominoes_rules::{ReplayError, Seat};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The record to review; `-` reads standard input.
    file: PathBuf,
    /// The seat whose moves to review: 0 or 1; in a record of four
    /// (formats.md section 6), 0 to 3.
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=3))]
    seat: u8,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &Args) -> ExitCode {
    let text = crate::replay::read_record(&args.file);
    let seat = Seat::from_index(usize::from(args.seat)).unwrap_or(Seat::Zero);
    let result = match text {
        Ok(text) if seat.index() >= 2 && !is_four(&text) => Err(ReplayError {
            hand: None,
            action: None,
            reason: format!(
                "seat {} is not in this record: a record of two has seats 0 and 1",
                seat.index()
            ),
        }),
        Ok(text) => review(&text, seat),
        Err(e) => Err(ReplayError {
            hand: None,
            action: None,
            reason: format!("cannot read {}: {e}", args.file.display()),
        }),
    };
    match result {
        Ok(review) if args.json => {
            println!("{}", review.to_json());
            ExitCode::SUCCESS
        }
        Ok(review) => {
            print!("{}", table(&review));
            ExitCode::SUCCESS
        }
        Err(error) => {
            println!("{}", error.to_json());
            ExitCode::FAILURE
        }
    }
}

/// Whether a record is of a game of four (`"partners": true`); an
/// unreadable one is left to the review to report.
fn is_four(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text).map_or(true, |v| {
        v.get("partners") == Some(&serde_json::Value::Bool(true))
    })
}

/// The review as a table, one line a choice, and the summary.
fn table(review: &Review) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let s = &review.summary;
    let _ = writeln!(out, "Review of seat {}", s.seat);
    let _ = writeln!(
        out,
        "{:>4} {:>6}  {:<8} {:<8} {:>6}  mark",
        "hand", "action", "played", "best", "loss"
    );
    for m in &review.moves {
        let _ = writeln!(
            out,
            "{:>4} {:>6}  {:<8} {:<8} {:>6.1}  {}",
            m.hand,
            m.action,
            m.played,
            m.best,
            m.loss,
            m.mark.as_str()
        );
    }
    let _ = writeln!(
        out,
        "\nAccuracy {:.1}% over {} choices ({} fine, {} inaccuracies, {} mistakes, {} blunders); {:.1} points given away in all.",
        s.accuracy, s.moves, s.fine, s.inaccuracies, s.mistakes, s.blunders, s.total_loss
    );
    if s.costliest.is_empty() {
        let _ = writeln!(out, "No move gave anything away.");
    } else {
        let _ = writeln!(out, "Costliest moves:");
        for m in &s.costliest {
            let _ = writeln!(
                out,
                "  hand {} action {}: {} ({:.1} points, {}); Expert plays {}",
                m.hand,
                m.action,
                m.played,
                m.loss,
                m.mark.as_str(),
                m.best
            );
        }
    }
    out
}
