//! `dominoes audit`: checks the chip books of a room's database.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    database: crate::database::DatabaseArgs,
}

/// Prints where every chip is; fails if the books do not balance.
pub fn run(args: &Args) -> ExitCode {
    let audit = match args
        .database
        .read(|store| async move { store.audit().await })
    {
        Ok(audit) => audit,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("issued by the mint   {:>12}", audit.issued);
    println!("held by players      {:>12}", audit.users);
    println!("in escrow            {:>12}", audit.escrow);
    println!("in tournaments       {:>12}", audit.tournaments);
    println!("mint balance         {:>12}", audit.mint);
    println!("accounts off ledger  {:>12}", audit.mismatched);
    println!("accounts below zero  {:>12}", audit.negative);
    println!("stranded escrows     {:>12}", audit.stranded);
    println!("stranded tournaments {:>12}", audit.stranded_tournaments);
    println!("fees not matching    {:>12}", audit.unmatched_entries);
    if audit.balances() {
        println!("the books balance: every chip is accounted for");
        ExitCode::SUCCESS
    } else {
        eprintln!("error: the books do not balance");
        ExitCode::FAILURE
    }
}
