//! The browser client: the bundle in `web/dist/` (written from `web/` by
//! `npm run bundle`, tests/browser/bundle.js), compiled into the binary.
//!
//! A file whose name carries a hash of its content (`app-3KDO2VQF.js`)
//! never changes: browsers keep it a year without asking again. The page
//! (`index.html`, which names them) and the tutorial's steps are asked
//! again each time and answered `304` while their `ETag` is current. The
//! compiled-in files are compressed once, at Brotli's and gzip's best
//! settings, the first time each is asked for; the router's compression
//! layer leaves a response that is already encoded alone.
//!
//! `DOMINOES_WEB_DIR` (or [`crate::Config::web_dir`]) serves the files from
//! a folder instead, read at each request and compressed by the router's
//! layer: for working on the client without rebuilding the server.
//! `DOMINOES_WEB_DIR=web` serves the source modules unbundled;
//! `DOMINOES_WEB_DIR=web/dist` the bundle.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{LazyLock, OnceLock};

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use sha2::{Digest, Sha256};

#[derive(RustEmbed)]
#[folder = "../../web/dist/"]
struct Web;

/// How long a browser keeps a file whose name is its content's hash.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// Where the client's files come from.
#[derive(Clone, Debug, Default)]
pub enum Assets {
    /// The bundle compiled into the binary.
    #[default]
    Embedded,
    /// A folder read at each request.
    Folder(PathBuf),
}

/// A content coding the server sends a file in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Coding {
    Brotli,
    Gzip,
    Identity,
}

impl Coding {
    /// The coding the client prefers among those it accepts (`q` > 0) in
    /// `Accept-Encoding`; Brotli where it weighs them equally.
    fn preferred(request: &HeaderMap) -> Coding {
        let mut best = (Coding::Identity, 0.0_f32);
        let offers = request
            .get_all(header::ACCEPT_ENCODING)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','));
        for offer in offers {
            let mut parts = offer.split(';').map(str::trim);
            let coding = match parts.next().map(str::to_ascii_lowercase).as_deref() {
                Some("br") => Coding::Brotli,
                Some("gzip" | "x-gzip") => Coding::Gzip,
                _ => continue,
            };
            let weight = parts
                .find_map(|p| p.strip_prefix("q="))
                .map_or(Some(1.0), |q| q.parse::<f32>().ok())
                .unwrap_or(0.0);
            let better = match weight.total_cmp(&best.1) {
                std::cmp::Ordering::Greater => true,
                std::cmp::Ordering::Equal => coding == Coding::Brotli,
                std::cmp::Ordering::Less => false,
            };
            if weight > 0.0 && better {
                best = (coding, weight);
            }
        }
        best.0
    }

    fn header(self) -> Option<HeaderValue> {
        match self {
            Coding::Brotli => Some(HeaderValue::from_static("br")),
            Coding::Gzip => Some(HeaderValue::from_static("gzip")),
            Coding::Identity => None,
        }
    }
}

/// One compiled-in file, compressed both ways (or not, where that would
/// not make it smaller).
#[derive(Debug)]
struct Compressed {
    brotli: Option<Vec<u8>>,
    gzip: Option<Vec<u8>>,
}

impl Compressed {
    fn of(body: &[u8]) -> Compressed {
        let smaller = |encoded: Vec<u8>| (encoded.len() < body.len()).then_some(encoded);
        Compressed {
            brotli: smaller(brotli(body)),
            gzip: smaller(gzip(body)),
        }
    }
}

/// Each compiled-in file's compressed forms, made when first asked for.
static COMPRESSED: LazyLock<HashMap<String, OnceLock<Compressed>>> = LazyLock::new(|| {
    Web::iter()
        .map(|file| (file.into_owned(), OnceLock::new()))
        .collect()
});

/// Brotli at its best quality (11) and default window: the bundle is
/// compressed once per process, so the time does not matter.
fn brotli(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        size_hint: body.len(),
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &body[..], &mut out, &params).expect("writing to memory");
    out
}

fn gzip(body: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(body).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}

impl Assets {
    /// Answers `GET /{file}`: the file, or `304` when the client's copy
    /// (`If-None-Match`) is current, or `None` when there is no such file.
    pub fn serve(&self, file: &str, request: &HeaderMap) -> Option<Response> {
        if !is_plain_name(file) {
            return None;
        }
        let (body, etag, coding) = match self {
            Assets::Embedded => embedded(file, Coding::preferred(request))?,
            Assets::Folder(folder) => {
                let body = std::fs::read(Path::new(folder).join(file)).ok()?;
                let etag = quoted(&Sha256::digest(&body).into(), Coding::Identity);
                (body, etag, Coding::Identity)
            }
        };
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
        let cache = HeaderValue::from_static(if is_hashed(file) {
            IMMUTABLE
        } else {
            "no-cache"
        });
        let mut headers = HeaderMap::new();
        headers.insert(header::ETAG, etag);
        headers.insert(header::CACHE_CONTROL, cache);
        if matches!(self, Assets::Embedded) {
            // Which coding was chosen depends on the request's header.
            headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        if fresh {
            return Some((StatusCode::NOT_MODIFIED, headers).into_response());
        }
        let content_type = HeaderValue::from_str(&with_charset(kind.essence_str())).ok()?;
        headers.insert(header::CONTENT_TYPE, content_type);
        if let Some(coding) = coding.header() {
            headers.insert(header::CONTENT_ENCODING, coding);
        }
        Some((headers, body).into_response())
    }
}

/// A compiled-in file as `coding` (or as it is, where that coding would
/// not make it smaller), its `ETag` (one per coding: they are different
/// bytes) and the coding it is in.
fn embedded(file: &str, coding: Coding) -> Option<(Vec<u8>, String, Coding)> {
    let embedded = Web::get(file)?;
    let hash = embedded.metadata.sha256_hash();
    let compressed = COMPRESSED
        .get(file)?
        .get_or_init(|| Compressed::of(&embedded.data));
    let encoded = match coding {
        Coding::Brotli => compressed.brotli.as_ref(),
        Coding::Gzip => compressed.gzip.as_ref(),
        Coding::Identity => None,
    };
    Some(match encoded {
        Some(body) => (body.clone(), quoted(&hash, coding), coding),
        None => (
            embedded.data.into_owned(),
            quoted(&hash, Coding::Identity),
            Coding::Identity,
        ),
    })
}

/// One file name of the folder: no separators, no `..`, not hidden.
fn is_plain_name(file: &str) -> bool {
    !file.is_empty()
        && !file.starts_with('.')
        && file
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

/// Whether `file` is named for its content as the bundle names it: a stem
/// ending in `-` and eight of base32's capitals and digits (`chunk-4BMKGBOL.js`).
/// The source modules' names are lower case, so never are.
fn is_hashed(file: &str) -> bool {
    let stem = file.rsplit_once('.').map_or(file, |(stem, _)| stem);
    stem.rsplit_once('-').is_some_and(|(_, hash)| {
        hash.len() == 8
            && hash
                .bytes()
                .all(|b| b.is_ascii_uppercase() || (b'2'..=b'7').contains(&b))
    })
}

fn quoted(hash: &[u8; 32], coding: Coding) -> String {
    let hex = crate::accounts::to_hex(&hash[..12]);
    match coding {
        Coding::Brotli => format!("\"{hex}-br\""),
        Coding::Gzip => format!("\"{hex}-gzip\""),
        Coding::Identity => format!("\"{hex}\""),
    }
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
    use std::io::Read;

    use super::*;

    /// Whether `file`'s name ends in `.ext` (the bundle's names are lower case there).
    fn is(file: &str, ext: &str) -> bool {
        Path::new(file).extension().is_some_and(|e| e == ext)
    }

    /// The files `index.html` names (style sheet, script, preloads).
    fn named_by_the_page() -> Vec<String> {
        let page = Web::get("index.html").expect("index.html");
        let page = std::str::from_utf8(&page.data).expect("text").to_owned();
        page.split(['"'])
            .filter_map(|part| part.strip_prefix('/'))
            .filter(|name| is(name, "js") || is(name, "css"))
            .map(str::to_owned)
            .collect()
    }

    fn get(file: &str, accept: &str) -> Response {
        let mut request = HeaderMap::new();
        request.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(accept).expect("a header"),
        );
        Assets::Embedded.serve(file, &request).expect(file)
    }

    async fn body(response: Response) -> Vec<u8> {
        axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("a body")
            .to_vec()
    }

    #[test]
    fn only_plain_file_names_are_served() {
        assert!(is_plain_name("app.js"));
        assert!(!is_plain_name("../Cargo.toml"));
        assert!(!is_plain_name(".hidden"));
        assert!(!is_plain_name("a/b.js"));
        assert!(
            Assets::Embedded
                .serve("../../Cargo.toml", &HeaderMap::new())
                .is_none()
        );
        assert!(
            Assets::Embedded
                .serve("dist/index.html", &HeaderMap::new())
                .is_none()
        );
    }

    #[test]
    fn only_names_that_carry_a_hash_count_as_hashed() {
        assert!(is_hashed("app-BV3B3L45.js"));
        assert!(is_hashed("chunk-4BMKGBOL.js"));
        assert!(is_hashed("app-6KCGU3VN.css"));
        for file in [
            "index.html",
            "tutorial.json",
            "table-view.js",
            "app-bv3b3l45.js",
            "app-BV3B3L4.js",
            "app-BV3B3L18.js",
        ] {
            assert!(!is_hashed(file), "{file}");
        }
    }

    #[test]
    fn every_file_the_page_names_is_compiled_in_under_a_hashed_name() {
        let named = named_by_the_page();
        assert!(
            named.iter().any(|f| f.starts_with("app-") && is(f, "js")),
            "{named:?}"
        );
        assert!(named.iter().any(|f| is(f, "css")), "{named:?}");
        for file in named {
            assert!(is_hashed(&file), "{file} is not named for its content");
            assert!(Web::get(&file).is_some(), "{file} is missing");
        }
        assert!(
            Web::get("tutorial.json").is_some(),
            "the tutorial fetches it by name"
        );
    }

    #[test]
    fn hashed_files_are_kept_a_year_and_the_page_is_asked_again() {
        let page = get("index.html", "gzip");
        assert_eq!(page.headers()[header::CACHE_CONTROL], "no-cache");
        assert!(page.headers().contains_key(header::ETAG));
        for file in named_by_the_page() {
            let response = get(&file, "gzip");
            assert_eq!(
                response.headers()[header::CACHE_CONTROL],
                IMMUTABLE,
                "{file}"
            );
        }
    }

    #[tokio::test]
    async fn each_file_is_sent_as_the_client_asks_and_decodes_to_itself() {
        let script = named_by_the_page()
            .into_iter()
            .find(|f| is(f, "js"))
            .expect("a script");
        let plain = Web::get(&script).expect("the script").data.into_owned();

        let br = get(&script, "gzip, deflate, br, zstd");
        assert_eq!(br.headers()[header::CONTENT_ENCODING], "br");
        assert_eq!(br.headers()[header::VARY], "accept-encoding");
        let br = body(br).await;
        let mut decoded = Vec::new();
        brotli::BrotliDecompress(&mut &br[..], &mut decoded).expect("Brotli");
        assert_eq!(decoded, plain);

        let gz = get(&script, "gzip;q=1, br;q=0");
        assert_eq!(gz.headers()[header::CONTENT_ENCODING], "gzip");
        let gz = body(gz).await;
        let mut decoded = Vec::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_end(&mut decoded)
            .expect("gzip");
        assert_eq!(decoded, plain);
        // At its best quality Brotli beats gzip (at the layer's default, 4, it did not).
        assert!(
            br.len() < gz.len(),
            "br {} bytes, gzip {}",
            br.len(),
            gz.len()
        );

        let identity = get(&script, "identity");
        assert!(!identity.headers().contains_key(header::CONTENT_ENCODING));
        assert_eq!(body(identity).await, plain);
    }

    #[test]
    fn the_preferred_coding_follows_the_weights() {
        let preferred = |accept: &str| {
            let mut request = HeaderMap::new();
            request.insert(
                header::ACCEPT_ENCODING,
                HeaderValue::from_str(accept).expect("a header"),
            );
            Coding::preferred(&request)
        };
        assert_eq!(preferred("gzip, deflate, br"), Coding::Brotli);
        assert_eq!(preferred("br;q=0.5, gzip"), Coding::Gzip);
        assert_eq!(preferred("br;q=0, gzip;q=0"), Coding::Identity);
        assert_eq!(preferred("BR"), Coding::Brotli);
        assert_eq!(preferred("deflate, zstd"), Coding::Identity);
        assert_eq!(preferred("br;q=nonsense, gzip"), Coding::Gzip);
        assert_eq!(Coding::preferred(&HeaderMap::new()), Coding::Identity);
    }

    #[test]
    fn a_current_copy_is_answered_304_without_a_body() {
        let first = get("index.html", "br");
        assert_eq!(first.status(), StatusCode::OK);
        let etag = first.headers()[header::ETAG].clone();
        let mut request = HeaderMap::new();
        request.insert(header::IF_NONE_MATCH, etag.clone());
        request.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("br"));
        let again = Assets::Embedded
            .serve("index.html", &request)
            .expect("index.html");
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
        // The gzipped copy is other bytes: its tag is not the Brotli copy's.
        request.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("gzip"));
        let gzip = Assets::Embedded
            .serve("index.html", &request)
            .expect("index.html");
        assert_eq!(gzip.status(), StatusCode::OK);
        assert_ne!(gzip.headers()[header::ETAG], etag);
        assert!(Assets::Embedded.serve("nothing.js", &request).is_none());
    }

    #[test]
    fn a_folder_serves_the_source_modules_unbundled() {
        let web = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../web"));
        let response = Assets::Folder(web)
            .serve("table-view.js", &HeaderMap::new())
            .expect("table-view.js");
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-cache");
        assert!(
            !response.headers().contains_key(header::CONTENT_ENCODING),
            "the router's layer compresses it"
        );
    }
}
