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
    /// Check that every table of a duplicate round got the same deals:
    /// PAGE is the tournament's page (GET /api/tournaments/ID) saved once
    /// the round is decided, ROUND the round's number, and each RECORD a
    /// game of that round (GET /api/games/ID/record). Prints what it
    /// checked as JSON; exit 1 on the first fault.
    Verify {
        #[arg(long)]
        page: PathBuf,
        #[arg(long)]
        round: u32,
        #[arg(required = true)]
        records: Vec<PathBuf>,
    },
}

pub fn run(args: &Args) -> ExitCode {
    match &args.action {
        Action::Create { file, database } => create(file, database),
        Action::List { database } => list(database),
        Action::Verify {
            page,
            round,
            records,
        } => match verify(page, *round, records) {
            Ok(report) => {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&report).expect("a report serialises")
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                println!("{}", serde_json::json!({ "error": e }));
                ExitCode::FAILURE
            }
        },
    }
}

/// What `tournament verify` prints when the round holds.
#[derive(serde::Serialize)]
struct RoundReport {
    round: u32,
    commitment: String,
    seed: String,
    /// Per deal: how many records played it, and how many of its hands
    /// they share (every one dealt the same tiles to the same seat).
    deals: Vec<DealReport>,
    records: Vec<RecordReport>,
}

#[derive(serde::Serialize)]
struct DealReport {
    deal: u32,
    records: usize,
    /// The page's games of the round that play this deal.
    games: usize,
    hands_compared: usize,
}

#[derive(serde::Serialize)]
struct RecordReport {
    file: String,
    deal: u32,
    hands: usize,
}

/// What a tournament's page publishes of one duplicate round.
struct Published {
    deals: u32,
    commitment: String,
    seed_hex: String,
    seed: [u8; 32],
    /// The page's games of each deal.
    games: Vec<usize>,
}

/// Round `round` of a duplicate tournament's `page`: its deals, its
/// commitment and seed (the seed checked against the commitment), and how
/// many games of each deal the page lists.
fn published(page: &serde_json::Value, round: u32) -> Result<Published, String> {
    use dominoes_rules::fairness::{commitment, parse_hex32};
    use serde_json::Value;
    let deals = page
        .pointer("/format/deals")
        .and_then(Value::as_u64)
        .filter(|_| page.pointer("/format/kind").and_then(Value::as_str) == Some("duplicate"))
        .and_then(|d| u32::try_from(d).ok())
        .ok_or("the page is not a duplicate tournament's (no format.deals)")?;
    let line = page
        .get("rounds")
        .and_then(Value::as_array)
        .and_then(|rounds| {
            rounds
                .iter()
                .find(|r| r.get("round").and_then(Value::as_u64) == Some(u64::from(round)))
        })
        .ok_or_else(|| format!("the page has no round {round}"))?;
    let text = |key: &str| line.get(key).and_then(Value::as_str).map(str::to_owned);
    let published = text("commitment").ok_or("the round has no commitment")?;
    let seed_hex = text("seed").ok_or(
        "the round's seed is not revealed yet: it is, once every board of the round is decided",
    )?;
    let seed = parse_hex32(&seed_hex).ok_or("the round's seed is not 64 lowercase hex digits")?;
    if commitment(&seed) != published {
        return Err(format!(
            "the round's seed hashes to {}, not to its commitment {published}",
            commitment(&seed)
        ));
    }
    let mut games = vec![0usize; deals as usize];
    for game in line
        .get("boards")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|b| b.get("games").and_then(Value::as_array))
        .flatten()
    {
        if let Some(count) = game
            .get("deal")
            .and_then(Value::as_u64)
            .and_then(|d| games.get_mut(d as usize))
        {
            *count += 1;
        }
    }
    Ok(Published {
        deals,
        commitment: published,
        seed_hex,
        seed,
        games,
    })
}

/// The checks of `tournament verify`: the page's seed against its
/// commitment, each record against the seed, every record of a deal
/// dealing the same tiles hand by hand, and the page's count of games of
/// each deal against the records given.
fn verify(page: &std::path::Path, round: u32, records: &[PathBuf]) -> Result<RoundReport, String> {
    use dominoes_rules::fairness::verify_duplicate;
    use serde_json::Value;
    let read = |path: &std::path::Path| {
        crate::replay::read_record(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let page: Value =
        serde_json::from_str(&read(page)?).map_err(|e| format!("the page is not JSON: {e}"))?;
    let Published {
        deals,
        commitment: published,
        seed_hex,
        seed,
        games,
    } = published(&page, round)?;
    // Each deal's hands as the first record of it dealt them.
    let mut first: Vec<Option<Vec<Value>>> = vec![None; deals as usize];
    let mut compared = vec![0usize; deals as usize];
    let mut counted = vec![0usize; deals as usize];
    let mut reports = Vec::with_capacity(records.len());
    for path in records {
        let file = path.display().to_string();
        let check = verify_duplicate(&seed, deals, &read(path)?).map_err(|e| {
            format!(
                "{file}: hand {:?}, action {:?}: {}",
                e.hand, e.action, e.reason
            )
        })?;
        let d = check.deal as usize;
        counted[d] += 1;
        match &first[d] {
            None => first[d] = Some(check.deals.clone()),
            Some(known) => {
                for (hand, (a, b)) in known.iter().zip(&check.deals).enumerate() {
                    if a != b {
                        return Err(format!(
                            "{file}: hand {hand} of deal {d} was dealt other tiles than at another table"
                        ));
                    }
                    compared[d] += 1;
                }
            }
        }
        reports.push(RecordReport {
            file,
            deal: check.deal,
            hands: check.hands,
        });
    }
    for d in 0..deals as usize {
        if counted[d] != games[d] {
            return Err(format!(
                "deal {d}: the page lists {} games of it, the records given are {}",
                games[d], counted[d]
            ));
        }
    }
    Ok(RoundReport {
        round,
        commitment: published,
        seed: seed_hex,
        deals: (0..deals as usize)
            .map(|d| DealReport {
                deal: d as u32,
                records: counted[d],
                games: games[d],
                hands_compared: compared[d],
            })
            .collect(),
        records: reports,
    })
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
