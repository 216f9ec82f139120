//! Rebuilds the crate when a migration is added or changed: `sqlx::migrate!`
//! embeds both folders at compile time, and Cargo does not otherwise know
//! they are inputs (sqlx's documented build script).

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=migrations_pg");
}
