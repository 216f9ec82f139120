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
mod verify;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(
    name = "dominoes",
    version,
    about = "All Fives dominoes: the room and its tools"
)]
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
    /// Check a game record (NOTATION.md section 2) and print every action's count and score.
    Replay(replay::Args),
    /// Review one seat's moves in a record against Expert's, from what that seat saw.
    Review(review::Args),
    /// Measure the rules engine: random playouts on one thread.
    Bench(bench::Args),
    /// Play two bots against each other on duplicate deals and report who is stronger.
    Arena(arena::Args),
    /// Measure every pairing of the strength targets; print a table, draw an SVG chart.
    Ladder(ladder::Args),
    /// Run one of our bots as a program speaking the bot protocol on stdin/stdout.
    Bot(bot::Args),
    /// Check a record's deals and draws against its revealed seeds (provably fair deals).
    Verify(verify::Args),
    /// Check the chip ledger of a room's database: every chip accounted for.
    Audit(audit::Args),
    /// Print the chat messages players reported, with what was said before each (for moderators).
    Reports(reports::Args),
    /// Play N tables between people against a running room and measure it.
    Loadtest(loadtest::Args),
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
