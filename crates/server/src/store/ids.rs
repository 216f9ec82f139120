//! Where typed ids ([`UserId`], [`GameId`]) cross into the database's
//! `i64` and back: they bind and decode as a `BIGINT`, so queries take
//! `.bind(id)` and rows give `row.get::<UserId, _>(..)`.

use sqlx::any::{AnyTypeInfo, AnyValueRef};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Any, Database, Decode, Encode, Type};

use crate::ids::{GameId, TournamentId, UserId};

macro_rules! column {
    ($name:ident) => {
        impl Type<Any> for $name {
            fn type_info() -> AnyTypeInfo {
                <i64 as Type<Any>>::type_info()
            }

            fn compatible(ty: &AnyTypeInfo) -> bool {
                <i64 as Type<Any>>::compatible(ty)
            }
        }

        impl Encode<'_, Any> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut <Any as Database>::ArgumentBuffer,
            ) -> Result<IsNull, BoxDynError> {
                <i64 as Encode<'_, Any>>::encode_by_ref(&self.get(), buf)
            }
        }

        impl<'r> Decode<'r, Any> for $name {
            fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
                <i64 as Decode<'r, Any>>::decode(value).map($name::new)
            }
        }
    };
}

column!(UserId);
column!(GameId);
column!(TournamentId);
