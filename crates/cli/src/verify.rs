//! `dominoes verify [--bots] RECORD`: re-derives every seeded hand's deal
//! and draws from its revealed seeds, and with `--bots` replays every move
//! the computer made from its seat's view alone (docs/fairness.md). Exit 0:
//! everything checked holds; 1: a fault, printed as `{"error": {...}}`; 2:
//! no fault, but something could not be checked (hands without seeds, or
//! a record played by another version of the bots).

use std::path::PathBuf;
use std::process::ExitCode;

use dominoes_bots::fair_play::{self, MovesCheck};
use dominoes_rules::ReplayError;
use dominoes_rules::fairness::Verification;
use serde::Serialize;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Also replay every move of the computer's seats with the published
    /// bots, from each seat's view alone, and check it is the move the
    /// record says.
    #[arg(long)]
    bots: bool,
    /// The record to check; `-` reads standard input.
    file: PathBuf,
}

/// What `--bots` prints: the deals' verification and the computer's moves.
#[derive(Serialize)]
struct WithBots<'a> {
    #[serde(flatten)]
    deals: &'a Verification,
    computer: &'a MovesCheck,
}

pub fn run(args: &Args) -> ExitCode {
    let text = match crate::replay::read_record(&args.file) {
        Ok(text) => text,
        Err(e) => {
            return fail(&ReplayError {
                hand: None,
                action: None,
                reason: format!("cannot read {}: {e}", args.file.display()),
            });
        }
    };
    let deals = match dominoes_rules::fairness::verify(&text) {
        Ok(deals) => deals,
        Err(error) => return fail(&error),
    };
    let all_deals = deals.unverifiable == 0;
    if !args.bots {
        println!("{}", deals.to_json_pretty());
        return if all_deals {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(2)
        };
    }
    let computer = match fair_play::check_moves(&text) {
        Ok(computer) => computer,
        Err(error) => return fail(&error),
    };
    let all_moves = match &computer {
        MovesCheck::Checked { seats, .. } => seats.iter().all(|s| s.unchecked == 0),
        MovesCheck::OtherVersion { record, verifier } => {
            eprintln!(
                "the record's bots are version {record}; this verifier's are version {verifier}: \
                 the computer's moves cannot be checked here (nothing is wrong with the game); \
                 use a dominoes build of the record's version"
            );
            false
        }
        MovesCheck::NoComputer => true,
    };
    let report = WithBots {
        deals: &deals,
        computer: &computer,
    };
    println!(
        "{}",
        serde_json::to_string_pretty(&report).expect("a report always serialises")
    );
    if all_deals && all_moves {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    }
}

fn fail(error: &ReplayError) -> ExitCode {
    println!("{}", error.to_json());
    ExitCode::FAILURE
}
