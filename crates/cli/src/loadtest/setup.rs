//! A table's set-up over HTTP, as two people do it: both register, the
//! host opens a table for a person, the second joins it. Throttles and a
//! busy password queue (429, 503) are waited out as `Retry-After` says.

use std::time::Duration;

use dominoes_wire::server::{Opened, session_cookie};
use serde::de::{DeserializeOwned, IgnoredAny};
use serde_json::{Value, json};

/// Why a step of the set-up failed: the code it is counted under
/// (`http_409`, `http_connect`, ...) and what the server said.
#[derive(Debug)]
pub struct Failure {
    pub code: String,
    pub detail: String,
}

impl Failure {
    fn new(code: impl Into<String>, detail: impl Into<String>) -> Failure {
        Failure {
            code: code.into(),
            detail: detail.into(),
        }
    }
}

/// Attempts at a request the server answered "busy" or "throttled".
const ATTEMPTS: usize = 60;

/// The HTTP side of the room: one client for every seat; sessions are
/// carried by hand in the `cookie` header, not in a shared jar.
#[derive(Debug, Clone)]
pub struct Http {
    client: reqwest::Client,
    base: String,
}

impl Http {
    pub fn new(base: &str) -> Result<Http, Failure> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_mins(1))
            .build()
            .map_err(|e| Failure::new("http_client", e.to_string()))?;
        Ok(Http {
            client,
            base: base.trim_end_matches('/').to_owned(),
        })
    }

    /// POSTs `body`; `cookie` is the session's `session=...` pair. Answers
    /// the body, read as `T`, and the session cookie the server set, if any.
    async fn post<T: DeserializeOwned>(
        &self,
        path: &str,
        cookie: Option<&str>,
        body: &Value,
    ) -> Result<(T, Option<String>), Failure> {
        for _ in 0..ATTEMPTS {
            let mut request = self.client.post(format!("{}{path}", self.base)).json(body);
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            let response = request
                .send()
                .await
                .map_err(|e| Failure::new("http_connect", e.to_string()))?;
            let status = response.status();
            if status.as_u16() == 429 || status.as_u16() == 503 {
                let wait = response
                    .headers()
                    .get("retry-after")
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.parse::<u64>().ok())
                    .unwrap_or(1);
                tokio::time::sleep(Duration::from_secs(wait.clamp(1, 30))).await;
                continue;
            }
            let set_cookie = response.headers().get_all("set-cookie");
            let session = session_cookie(set_cookie.iter().filter_map(|v| v.to_str().ok()))
                .map(str::to_owned);
            let text = response.text().await.unwrap_or_default();
            if !status.is_success() {
                return Err(Failure::new(
                    format!("http_{}", status.as_u16()),
                    format!("POST {path}: {text}"),
                ));
            }
            let answer = serde_json::from_str(&text)
                .map_err(|e| Failure::new("bad_answer", format!("POST {path}: {e}: {text}")))?;
            return Ok((answer, session));
        }
        Err(Failure::new(
            "http_busy",
            format!("POST {path}: still busy after {ATTEMPTS} attempts"),
        ))
    }

    /// Registers `name` and answers its session cookie.
    pub async fn register(&self, name: &str) -> Result<String, Failure> {
        let body = json!({"name": name, "password": "load test password", "avatar": "owl"});
        let (_, cookie): (IgnoredAny, _) = self.post("/api/register", None, &body).await?;
        cookie.ok_or_else(|| Failure::new("no_cookie", "the sign-up set no session cookie"))
    }

    /// Opens a table for a person; answers its id.
    pub async fn open_table(&self, cookie: &str, target: u32, wager: u32) -> Result<i64, Failure> {
        let body = json!({"draw": 7, "target": target, "minutes": 10, "opponent": "person", "wager": wager});
        let (opened, _): (Opened, _) = self.post("/api/tables", Some(cookie), &body).await?;
        Ok(opened.table)
    }

    pub async fn join(&self, cookie: &str, table: i64) -> Result<(), Failure> {
        let path = format!("/api/tables/{table}/join");
        let _: (IgnoredAny, _) = self.post(&path, Some(cookie), &json!({})).await?;
        Ok(())
    }

    /// The WebSocket address of the room.
    pub fn ws_url(&self) -> String {
        format!(
            "ws://{}/ws",
            self.base
                .trim_start_matches("http://")
                .trim_end_matches('/')
        )
    }
}
