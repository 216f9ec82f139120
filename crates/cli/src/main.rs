//! `dominoes`: the All Fives room and its tools, one binary.

mod arena;
mod audit;
mod bench;
mod bot;
mod database;
mod ladder;
mod loadtest;
mod replay;
mod reports;
mod review;
mod serve;
mod stats;
mod tournament;
mod verify;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// All Fives dominoes: the room and its tools
///
/// The rules it plays are in docs/rules.md; the game records, replay output
/// and bot protocol its tools read and write, in docs/formats.md; how deals
/// are made and proved fair, in docs/fairness.md (all in the source tree).
#[derive(Parser, Debug)]
#[command(name = "dominoes", version)]
struct Cli {
    /// Without a subcommand, `dominoes` serves the room (as `dominoes serve`).
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    serve: serve::Args,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Serve the room: lobby, tables, accounts (on 127.0.0.1:8080 by default).
    Serve(serve::Args),
    /// Check a game record against the rules and print every action's count and score.
    ///
    /// The record and the output are in docs/formats.md (sections 2 and 3);
    /// the rules, in docs/rules.md. A faulty record prints
    /// {"error": {"hand": H, "action": A, "reason": "..."}} and exits 1.
    Replay(replay::Args),
    /// Review one seat's moves in a record against Expert's, from what that seat saw.
    ///
    /// The record is docs/formats.md section 2; the review, docs/review.md.
    Review(review::Args),
    /// Measure the rules engine: random playouts on one thread.
    Bench(bench::Args),
    /// Play two bots against each other on duplicate deals and report who is stronger.
    ///
    /// Either side may be a program speaking the bot protocol of
    /// docs/formats.md section 4 (docs/adding-a-bot.md).
    Arena(arena::Args),
    /// Measure every pairing of the strength targets; print a table, draw an SVG chart.
    Ladder(ladder::Args),
    /// Run one of our bots as a program speaking the bot protocol on stdin/stdout.
    ///
    /// The bot protocol (JSON lines) is docs/formats.md section 4.
    Bot(bot::Args),
    /// Check a record's deals and draws against its revealed seeds (provably fair deals).
    ///
    /// What is checked, and the derivation, are in docs/fairness.md; the
    /// record, in docs/formats.md. Exit 0: every hand verified; 1: a fault,
    /// printed as {"error": ...}; 2: no fault, but some hands carry no seeds.
    Verify(verify::Args),
    /// Check the chip ledger of a room's database: every chip accounted for.
    Audit(audit::Args),
    /// Print the chat messages players reported, with what was said before each (for moderators).
    Reports(reports::Args),
    /// Play N tables between people against a running room and measure it.
    Loadtest(loadtest::Args),
    /// Schedule tournaments from a file, as the operator, and list them.
    ///
    /// The formats and rules are in docs/tournaments.md.
    Tournament(tournament::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command.unwrap_or(Command::Serve(cli.serve)) {
        Command::Serve(args) => serve::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Review(args) => review::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Arena(args) => arena::run(&args),
        Command::Bot(args) => bot::run(&args),
        Command::Ladder(args) => ladder::run(&args),
        Command::Audit(args) => audit::run(&args),
        Command::Reports(args) => reports::run(&args),
        Command::Verify(args) => verify::run(&args),
        Command::Loadtest(args) => loadtest::run(&args),
        Command::Tournament(args) => tournament::run(&args),
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    /// clap's own checks of every subcommand's arguments (unique names and
    /// groups), which otherwise fail only when that subcommand runs.
    #[test]
    fn the_command_line_is_well_formed() {
        super::Cli::command().debug_assert();
    }
}
