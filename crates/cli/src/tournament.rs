//! `dominoes tournament`: the operator schedules tournaments (from a file
//! or standard input) and lists them (docs/tournaments.md).

use std::path::PathBuf;
use std::process::ExitCode;

use crate::database::DatabaseArgs;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand, Debug)]
enum Action {
    /// Schedule a tournament: FILE (or - for standard input) is JSON, as
    /// POST /api/tournaments's body (docs/protocol.md); prints its id.
    ///
    /// It is the operator's: it has no creator, and nobody can cancel it
    /// but the start rule (too few entrants by the start time).
    Create {
        file: PathBuf,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// List the tournaments registering and running, then the last ended.
    List {
        #[command(flatten)]
        database: DatabaseArgs,
    },
}

pub fn run(args: &Args) -> ExitCode {
    match &args.action {
        Action::Create { file, database } => create(file, database),
        Action::List { database } => list(database),
    }
}

fn create(file: &std::path::Path, database: &DatabaseArgs) -> ExitCode {
    let text = match crate::replay::read_record(file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    let new: dominoes_server::NewTournament = match serde_json::from_str(&text) {
        Ok(new) => new,
        Err(e) => {
            let name = if file.as_os_str() == "-" {
                "standard input".into()
            } else {
                file.display().to_string()
            };
            eprintln!("error: {name} is not a tournament: {e}");
            return ExitCode::FAILURE;
        }
    };
    let created = database
        .read(|store| async move { Ok(dominoes_server::schedule_tournament(&store, new).await) });
    match created {
        Ok(Ok(id)) => {
            println!("{id}");
            ExitCode::SUCCESS
        }
        Ok(Err(e)) | Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn list(database: &DatabaseArgs) -> ExitCode {
    let rows = database.read(|store| async move { store.tournaments().await });
    match rows {
        Ok(rows) => {
            for t in rows {
                println!(
                    "{:>5}  {:<11}  round {}  {:>3}/{:<3}  fee {:<6}  {}",
                    t.id.get(),
                    t.status.as_str(),
                    t.round,
                    t.entrants,
                    t.plan.max_players,
                    t.plan.entry_fee,
                    t.name
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
