//! `dominoes bot LEVEL`: one of our bots as a program speaking the bot
//! protocol (NOTATION.md section 4) on standard input and output.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use dominoes_bots::protocol::{answer_message, parse_turn};
use dominoes_bots::{Level, new_bot};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The level to play: random, beginner, easy, medium or hard.
    level: Level,
    /// Seed of the bot's own randomness.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(args: &Args) -> ExitCode {
    let mut bot = new_bot(args.level, args.seed);
    let stdout = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let message: serde_json::Value = match serde_json::from_str(&line) {
            Ok(message) => message,
            Err(e) => {
                eprintln!("dominoes bot: ignoring a line that is not JSON: {e}");
                continue;
            }
        };
        // Only a turn is answered; hand_start, hand_end and game_end are not.
        if message.get("type").and_then(serde_json::Value::as_str) != Some("turn") {
            continue;
        }
        match parse_turn(&message) {
            Ok(view) => {
                let mv = bot.choose(&view);
                let mut out = stdout.lock();
                if writeln!(out, "{}", answer_message(mv))
                    .and_then(|()| out.flush())
                    .is_err()
                {
                    break;
                }
            }
            Err(e) => eprintln!("dominoes bot: cannot answer: {e}"),
        }
    }
    ExitCode::SUCCESS
}
