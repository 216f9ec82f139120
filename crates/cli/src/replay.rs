//! `dominoes replay FILE`: prints NOTATION.md section 3's JSON, or its error object and exit 1.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use dominoes_rules::ReplayError;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The record to check; `-` reads standard input.
    file: PathBuf,
}

/// A record's text: the file at `path`, or standard input for `-` (the
/// record subcommands: replay, verify, review).
pub fn read_record(path: &Path) -> std::io::Result<String> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map(|_| text)
    } else {
        std::fs::read_to_string(path)
    }
}

pub fn run(args: &Args) -> ExitCode {
    let text = read_record(&args.file);
    let result = match text {
        Ok(text) => dominoes_rules::replay(&text),
        Err(e) => Err(ReplayError {
            hand: None,
            action: None,
            reason: format!("cannot read {}: {e}", args.file.display()),
        }),
    };
    match result {
        Ok(replay) => {
            println!("{}", replay.to_json_pretty());
            ExitCode::SUCCESS
        }
        Err(error) => {
            println!("{}", error.to_json());
            ExitCode::FAILURE
        }
    }
}
