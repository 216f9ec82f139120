//! The browser client: every file of `web/`, compiled into the binary,
//! served with an `ETag` so a reload costs a `304` (compression is the
//! router's layer).
//!
//! `DOMINOES_WEB_DIR` (or [`crate::Config::web_dir`]) serves the files from
//! a folder instead, read at each request: for working on the client
//! without rebuilding the server.

use std::path::{Path, PathBuf};

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use sha2::{Digest, Sha256};

#[derive(RustEmbed)]
#[folder = "../../web/"]
struct Web;

/// Where the client's files come from.
#[derive(Clone, Debug, Default)]
pub enum Assets {
    /// The copy compiled into the binary.
    #[default]
    Embedded,
    /// A folder read at each request.
    Folder(PathBuf),
}

impl Assets {
    /// Answers `GET /{file}`: the file, or `304` when the client's copy
    /// (`If-None-Match`) is current, or `None` when there is no such file.
    pub fn serve(&self, file: &str, request: &HeaderMap) -> Option<Response> {
        let (body, etag) = self.load(file)?;
        let kind = mime_guess::from_path(file).first_or_octet_stream();
        let fresh = request
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .any(|tag| tag.trim() == etag || tag.trim() == "*");
        let etag = HeaderValue::from_str(&etag).ok()?;
        // `no-cache` means "revalidate every time": with the ETag a
        // revalidation is a 304 without a body.
        let headers = [
            (header::ETAG, etag),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        ];
        if fresh {
            return Some((StatusCode::NOT_MODIFIED, headers).into_response());
        }
        let content_type = HeaderValue::from_str(&with_charset(kind.essence_str())).ok()?;
        Some((headers, [(header::CONTENT_TYPE, content_type)], body).into_response())
    }

    fn load(&self, file: &str) -> Option<(Vec<u8>, String)> {
        if !is_plain_name(file) {
            return None;
        }
        match self {
            Assets::Embedded => {
                let embedded = Web::get(file)?;
                let etag = quoted(&embedded.metadata.sha256_hash());
                Some((embedded.data.into_owned(), etag))
            }
            Assets::Folder(folder) => {
                let body = std::fs::read(Path::new(folder).join(file)).ok()?;
                let etag = quoted(&Sha256::digest(&body).into());
                Some((body, etag))
            }
        }
    }
}

/// One file name of the folder: no separators, no `..`, not hidden.
fn is_plain_name(file: &str) -> bool {
    !file.is_empty()
        && !file.starts_with('.')
        && file
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

fn quoted(hash: &[u8; 32]) -> String {
    format!("\"{}\"", crate::accounts::to_hex(&hash[..12]))
}

fn with_charset(essence: &str) -> String {
    if essence.starts_with("text/") || essence == "application/javascript" {
        format!("{essence}; charset=utf-8")
    } else {
        essence.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_file_names_are_served() {
        assert!(is_plain_name("app.js"));
        assert!(!is_plain_name("../Cargo.toml"));
        assert!(!is_plain_name(".hidden"));
        assert!(!is_plain_name("a/b.js"));
        assert!(Assets::Embedded.load("../../Cargo.toml").is_none());
    }

    #[test]
    fn every_page_file_is_compiled_in() {
        for file in ["index.html", "app.js", "app.css", "layout.js"] {
            assert!(Assets::Embedded.load(file).is_some(), "{file} is missing");
        }
    }

    #[test]
    fn a_current_copy_is_answered_304_without_a_body() {
        let first = Assets::Embedded
            .serve("app.js", &HeaderMap::new())
            .expect("app.js");
        assert_eq!(first.status(), StatusCode::OK);
        let etag = first.headers()[header::ETAG].clone();
        let mut request = HeaderMap::new();
        request.insert(header::IF_NONE_MATCH, etag);
        let again = Assets::Embedded.serve("app.js", &request).expect("app.js");
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
        assert!(Assets::Embedded.serve("nothing.js", &request).is_none());
    }
}
