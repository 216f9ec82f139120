//! Typed ids: a user's, a game's and a tournament's. They are parsed once at the edge (the
//! HTTP path, the socket's messages, the session) and travel as these types
//! down to the store, which alone turns them into the database's `i64` and
//! back (`store/ids.rs`). A user's id cannot be passed where a game's
//! belongs. On the wire they are plain integers (`#[serde(transparent)]`).
//!
//! A table IS identified by its game: a table is the live form of one row
//! of `games`, opened and reopened under that row's id, and every URL,
//! socket message, lease and event names it by that id. So [`TableId`] is
//! another name for [`GameId`], not a second type: there is no conversion
//! to get wrong, and the name says which role the id plays where it is used.
//!
//! This module depends on nothing else in the crate.

use std::fmt;

use serde::{Deserialize, Serialize};

macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(i64);

        impl $name {
            /// The id a database row or a parsed number holds.
            #[must_use]
            pub const fn new(raw: i64) -> $name {
                $name(raw)
            }

            /// The number, for the database and for messages of integers.
            #[must_use]
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id!(
    /// A user's id: `users.id`, a guest's included.
    UserId
);

id!(
    /// A game's id: `games.id`; also its table's ([`TableId`]).
    GameId
);

id!(
    /// A tournament's id: `tournaments.id`.
    TournamentId
);

/// A table's id: the id of the game it plays (see the module's doc).
pub type TableId = GameId;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_plain_numbers_on_the_wire() {
        assert_eq!(serde_json::to_string(&UserId::new(7)).unwrap(), "7");
        assert_eq!(
            serde_json::from_str::<GameId>("42").unwrap(),
            GameId::new(42)
        );
        assert_eq!(TableId::new(3).to_string(), "3");
    }
}
