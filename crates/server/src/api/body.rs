//! What a request brings, read at the edge: a JSON object body of one
//! route's shape ([`Body`]), the no-field body of a route that needs
//! nothing ([`NoFields`]), an id from the path ([`Id`]). Anything else is
//! refused in the API's error shape with a sentence that says why.

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Path, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::error::{ApiError, bad_request};
use crate::ids::GameId;

/// A JSON object body of type `T`. Refused: a body that is not
/// `application/json` (415), over the limit (413), not JSON, not an object
/// (an array of the same values included), or not of `T`'s shape (400).
pub struct Body<T>(pub T);

/// The body of a route that takes no fields: `{}`, under the same rules
/// as every body (an empty body, text, or a field is refused).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoFields {}

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Body<T>, ApiError> {
        if !is_json(request.headers()) {
            return Err(ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "a body is JSON, sent with content-type: application/json".into(),
            ));
        }
        parse(&whole(request, state).await?).map(Body)
    }
}

/// A request's body, whole: refused past the limit (413), or if it could
/// not be read to its end (400: the client went away, say).
pub(super) async fn whole<S: Send + Sync>(request: Request, state: &S) -> Result<Bytes, ApiError> {
    Bytes::from_request(request, state)
        .await
        .map_err(|rejection| match rejection.status() {
            StatusCode::PAYLOAD_TOO_LARGE => ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "a body is at most 16 KiB".into(),
            ),
            status => ApiError::new(status, rejection.body_text()),
        })
}

/// `bytes` as a JSON object of `T`'s shape, or why not.
fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    if let Err(e) = serde_json::from_slice::<serde::de::IgnoredAny>(bytes) {
        return Err(bad_request(format!("the body is not JSON: {e}")));
    }
    // serde reads a struct from an array of its fields' values too; the
    // API's bodies are objects only.
    if bytes.trim_ascii_start().first() != Some(&b'{') {
        return Err(bad_request("a body is a JSON object"));
    }
    serde_json::from_slice(bytes).map_err(|e| {
        let text = e.to_string();
        // serde's "... at line 1 column 50" says nothing to a caller of
        // a one-line body.
        let what = text
            .rsplit_once(" at line ")
            .map_or(&*text, |(what, _)| what);
        bad_request(format!("the body does not fit this route: {what}"))
    })
}

/// Whether the request says its body is JSON (`application/json`, or
/// another `application/...+json`), as axum's own `Json` checks.
fn is_json(headers: &HeaderMap) -> bool {
    let Some(value) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let essence = value
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// A game's (or its table's) id from the path: a whole number (0, 1, 2,
/// ...); anything else, a negative number included, is bad input (400) in
/// our error shape. The one place a path's number becomes a [`GameId`].
pub struct Id(pub GameId);

impl<S: Send + Sync> FromRequestParts<S> for Id {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Id, ApiError> {
        match Path::<i64>::from_request_parts(parts, state).await {
            Ok(Path(id)) if id >= 0 => Ok(Id(GameId::new(id))),
            _ => Err(bad_request("an id is a whole number")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Login {
        #[allow(dead_code, reason = "read by serde only")]
        name: String,
    }

    fn refusal<T: DeserializeOwned + std::fmt::Debug>(text: &str) -> String {
        let error = parse::<T>(text.as_bytes()).expect_err(text);
        format!("{error:?}")
    }

    #[test]
    fn a_body_is_an_object_of_the_routes_shape() {
        assert!(parse::<Login>(br#" {"name": "ann"}"#).is_ok());
        assert!(refusal::<Login>(r#"["ann"]"#).contains("a body is a JSON object"));
        assert!(refusal::<Login>("[]").contains("a body is a JSON object"));
        assert!(refusal::<Login>("nope").contains("the body is not JSON"));
        let missing = refusal::<Login>("{}");
        assert!(
            missing.contains("the body does not fit this route: missing field `name`"),
            "{missing}"
        );
        assert!(!missing.contains("line 1"), "{missing}");
        assert!(parse::<NoFields>(b"{}").is_ok());
        assert!(refusal::<NoFields>(r#"{"a": 1}"#).contains("unknown field `a`"));
        assert!(refusal::<NoFields>("").contains("the body is not JSON"));
    }

    /// A body the client stops sending halfway (its connection reset) is
    /// refused 400, saying it could not be read: not a 500, not a parse
    /// error of half a body.
    #[tokio::test]
    async fn a_body_cut_short_is_refused_400() {
        use axum::response::IntoResponse;
        let cut = futures_util::stream::iter([
            Ok(Bytes::from_static(br#"{"name": "#)),
            Err(std::io::Error::new(
                std::io::ErrorKind::ConnectionReset,
                "the client went away",
            )),
        ]);
        let request = Request::new(axum::body::Body::from_stream(cut));
        let error = whole(request, &()).await.expect_err("a body cut short");
        let said = format!("{error:?}");
        assert!(said.contains("the client went away"), "{said}");
        assert_eq!(error.into_response().status(), StatusCode::BAD_REQUEST);
    }

    #[test]
    fn json_is_told_by_its_content_type() {
        let with = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::CONTENT_TYPE, value.parse().expect("a header"));
            is_json(&headers)
        };
        assert!(with("application/json"));
        assert!(with("Application/JSON; charset=utf-8"));
        assert!(with("application/problem+json"));
        assert!(!with("text/plain"));
        assert!(!with("application/jsonx"));
        assert!(!is_json(&HeaderMap::new()));
    }
}
