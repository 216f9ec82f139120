//! `dominoes verify RECORD`: re-derives every seeded hand's deal and draws
//! from its revealed seeds (docs/fairness.md). Exit 0: every hand verified;
//! 1: a fault, printed as `{"error": {...}}`; 2: no fault, but some hands
//! have no seeds to check.

use std::path::PathBuf;
use std::process::ExitCode;

use dominoes_rules::ReplayError;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The record to check; `-` reads standard input.
    file: PathBuf,
}

pub fn run(args: &Args) -> ExitCode {
    let text = crate::replay::read_record(&args.file);
    let result = match text {
        Ok(text) => dominoes_rules::fairness::verify(&text),
        Err(e) => Err(ReplayError {
            hand: None,
            action: None,
            reason: format!("cannot read {}: {e}", args.file.display()),
        }),
    };
    match result {
        Ok(checked) => {
            println!("{}", checked.to_json_pretty());
            if checked.unverifiable == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(2)
            }
        }
        Err(error) => {
            println!("{}", error.to_json());
            ExitCode::FAILURE
        }
    }
}
