//! `--db FILE` or `--database URL`: where a room's data is, for `serve`
//! and `audit`.

use std::path::PathBuf;

use std::future::Future;

use dominoes_server::{Database, Store};

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

    /// Opens a room's existing database (a missing file is an error, not a
    /// new room), runs `read` on it and closes it. The error is the line
    /// to print.
    pub fn read<T, F: Future<Output = Result<T, dominoes_server::StoreError>>>(
        &self,
        read: impl FnOnce(Store) -> F,
    ) -> Result<T, String> {
        let database = self.database();
        if let Database::Sqlite(path) = &database
            && !path.exists()
        {
            return Err(format!("no database at {}", path.display()));
        }
        let cannot = |e: &dyn std::fmt::Display| format!("cannot read {database}: {e}");
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| cannot(&e))?;
        runtime.block_on(async {
            let store = Store::connect(&database).await.map_err(|e| cannot(&e))?;
            let result = read(store.clone()).await.map_err(|e| cannot(&e));
            store.close().await;
            result
        })
    }
}
