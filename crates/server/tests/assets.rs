//! The browser client as a browser fetches it: the page and its bundle
//! (cached a year under hashed names, already compressed), and a web
//! folder's files compressed by the router's layer with Brotli smaller
//! than gzip.

mod common;

use std::path::PathBuf;

use common::TestApp;
use dominoes_server::Config;

/// The bytes of `path` as sent to a client that accepts only `coding`,
/// and the headers they came with.
async fn fetch(app: &TestApp, path: &str, coding: &str) -> (reqwest::header::HeaderMap, Vec<u8>) {
    let response = TestApp::client()
        .get(app.url(path))
        .header("accept-encoding", coding)
        .send()
        .await
        .expect("a response");
    assert_eq!(response.status(), 200, "{path}");
    let headers = response.headers().clone();
    (headers, response.bytes().await.expect("a body").to_vec())
}

#[tokio::test]
async fn the_page_loads_its_bundle_kept_a_year_and_compressed() {
    let app = TestApp::spawn(":memory:".into()).await;
    let (headers, page) = fetch(&app, "/", "identity").await;
    assert_eq!(headers["cache-control"], "no-cache");
    assert!(headers.contains_key("etag"));
    let page = String::from_utf8(page).expect("text");
    let files: Vec<&str> = page
        .split('"')
        .filter_map(|part| part.strip_prefix('/'))
        .filter(|name| {
            let ext = std::path::Path::new(name).extension();
            matches!(ext.and_then(|e| e.to_str()), Some("js" | "css"))
        })
        .collect();
    // esbuild splits the modules the entry shares with each lazy page
    // (How to play, the tutorial, the replay, the review, the offline pages) into chunks
    // of their own; the page preloads them all. Their weight is
    // tests/browser/weight.test.js's budget; this bounds their number.
    assert!(
        files.len() >= 2 && files.len() <= 12,
        "a style sheet, the script and its chunks: {files:?}"
    );
    for file in files {
        let path = format!("/{file}");
        let (headers, br) = fetch(&app, &path, "br").await;
        assert_eq!(
            headers["cache-control"], "public, max-age=31536000, immutable",
            "{file}"
        );
        assert_eq!(headers["content-encoding"], "br", "{file}");
        assert!(
            headers.contains_key("content-security-policy"),
            "{file}: the security headers too"
        );
        let (headers, gzip) = fetch(&app, &path, "gzip").await;
        assert_eq!(headers["content-encoding"], "gzip", "{file}");
        assert!(
            br.len() < gzip.len(),
            "{file}: br {} bytes, gzip {}",
            br.len(),
            gzip.len()
        );
    }
    app.stop().await;
}

#[tokio::test]
async fn a_web_folder_is_compressed_with_brotli_smaller_than_gzip() {
    let web = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../web"));
    let app = TestApp::spawn_config(Config {
        database: ":memory:".into(),
        web_dir: Some(web),
        ..Default::default()
    })
    .await;
    // The source modules, unbundled, as the layer compresses any answer.
    for path in ["/table-state.js", "/table-view.js", "/app.css"] {
        let (headers, br) = fetch(&app, path, "br").await;
        assert_eq!(headers["content-encoding"], "br", "{path}");
        assert_eq!(headers["cache-control"], "no-cache", "{path}");
        let (headers, gzip) = fetch(&app, path, "gzip").await;
        assert_eq!(headers["content-encoding"], "gzip", "{path}");
        assert!(
            br.len() < gzip.len(),
            "{path}: br {} bytes, gzip {}",
            br.len(),
            gzip.len()
        );
    }
    app.stop().await;
}
