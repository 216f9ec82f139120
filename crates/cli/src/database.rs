//! `--db FILE` or `--database URL`: where a room's data is, for `serve`
//! and `audit`.

use std::path::PathBuf;

use dominoes_server::Database;

#[derive(clap::Args, Debug)]
pub struct DatabaseArgs {
    /// The `SQLite` database file (created on first start).
    #[arg(long, env = "DOMINOES_DB", default_value = "dominoes.db")]
    db: PathBuf,
    /// A `PostgreSQL` database instead of the file:
    /// `postgres://user:password@host:port/name` (see docs/operations.md).
    #[arg(long, env = "DOMINOES_DATABASE", value_parser = Database::parse)]
    database: Option<Database>,
}

impl DatabaseArgs {
    /// `--database` if given, else the file `--db`.
    pub fn database(&self) -> Database {
        self.database
            .clone()
            .unwrap_or_else(|| Database::Sqlite(self.db.clone()))
    }
}
