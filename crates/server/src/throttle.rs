//! Rate limits keyed by something from the network (an address, a name),
//! as pure structs fed `Instant`s: tested with fixed instants, never with
//! sleeps. Every map is bounded: expired keys are pruned, and past
//! [`MAX_KEYS`] the key heard from least recently is forgotten.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The most keys a limit remembers. A key costs well under 200 bytes, so
/// a limit holds at most a few MiB, whatever a client sends.
pub const MAX_KEYS: usize = 20_000;

/// At most `limit` events per `window` for each key.
#[derive(Debug)]
pub struct RateLimit<K> {
    limit: usize,
    window: Duration,
    events: HashMap<K, VecDeque<Instant>>,
}

impl<K: Eq + Hash + Clone> RateLimit<K> {
    pub fn new(limit: usize, window: Duration) -> RateLimit<K> {
        RateLimit {
            limit,
            window,
            events: HashMap::new(),
        }
    }

    /// `Ok` if `key` may act at `now`; else how long until it may.
    pub fn check(&mut self, key: &K, now: Instant) -> Result<(), Duration> {
        let Some(events) = self.events.get_mut(key) else {
            return Ok(());
        };
        expire(events, now, self.window);
        if events.is_empty() {
            self.events.remove(key);
            return Ok(());
        }
        if events.len() < self.limit {
            return Ok(());
        }
        // The oldest event leaving the window frees a place.
        Err(events[0] + self.window - now)
    }

    /// Counts an event of `key` at `now`.
    pub fn record(&mut self, key: K, now: Instant) {
        if !self.events.contains_key(&key) && self.events.len() >= MAX_KEYS {
            self.make_room(now);
        }
        let events = self.events.entry(key).or_default();
        expire(events, now, self.window);
        events.push_back(now);
        // Only the latest `limit` events decide anything.
        while events.len() > self.limit {
            events.pop_front();
        }
    }

    /// `check`, then `record` if allowed.
    pub fn take(&mut self, key: K, now: Instant) -> Result<(), Duration> {
        self.check(&key, now)?;
        self.record(key, now);
        Ok(())
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.events.len()
    }

    /// Drops expired keys; if that frees too little, the quarter of the
    /// keys heard from least recently (a quarter at once, so a flood of new
    /// keys costs one pass per thousands of keys, not a scan per key).
    fn make_room(&mut self, now: Instant) {
        let window = self.window;
        self.events.retain(|_, events| {
            expire(events, now, window);
            !events.is_empty()
        });
        if self.events.len() >= MAX_KEYS {
            let mut heard: Vec<(Option<Instant>, &K)> = self
                .events
                .iter()
                .map(|(key, events)| (events.back().copied(), key))
                .collect();
            let cut = MAX_KEYS / 4;
            heard.select_nth_unstable_by_key(cut, |(last, _)| *last);
            let forgotten: Vec<K> = heard[..cut].iter().map(|(_, key)| (*key).clone()).collect();
            for key in &forgotten {
                self.events.remove(key);
            }
        }
    }
}

fn expire(events: &mut VecDeque<Instant>, now: Instant, window: Duration) {
    while events
        .front()
        .is_some_and(|t| now.saturating_duration_since(*t) >= window)
    {
        events.pop_front();
    }
}

/// Failed sign-ins. A name is throttled only together with the address it
/// is tried from, with a backoff that doubles from one second after three
/// failures: an attacker elsewhere cannot lock its owner out, and one
/// address cannot guess fast. One address may also fail only
/// [`SignIns::PER_ADDRESS`] times a window, whatever the names.
#[derive(Debug)]
pub struct SignIns {
    by_name: RateLimit<(String, IpAddr)>,
    by_address: RateLimit<IpAddr>,
}

impl Default for SignIns {
    fn default() -> SignIns {
        SignIns {
            by_name: RateLimit::new(SignIns::BACKOFF_AFTER + 12, SignIns::WINDOW),
            by_address: RateLimit::new(SignIns::PER_ADDRESS, SignIns::WINDOW),
        }
    }
}

impl SignIns {
    pub const WINDOW: Duration = Duration::from_mins(15);
    /// Failures for a name from an address before the backoff starts.
    pub const BACKOFF_AFTER: usize = 3;
    pub const PER_ADDRESS: usize = 20;

    /// `Ok` if a sign-in may be tried now; else how long to wait.
    pub fn check(&mut self, name: &str, address: IpAddr, now: Instant) -> Result<(), Duration> {
        self.by_address.check(&address, now)?;
        let key = (name.to_ascii_lowercase(), address);
        let Some(failures) = self.by_name.events.get_mut(&key) else {
            return Ok(());
        };
        expire(failures, now, SignIns::WINDOW);
        let count = failures.len();
        let Some(&last) = failures.back() else {
            self.by_name.events.remove(&key);
            return Ok(());
        };
        if count < SignIns::BACKOFF_AFTER {
            return Ok(());
        }
        let exponent = (count - SignIns::BACKOFF_AFTER).min(10) as u32;
        let wait = Duration::from_secs(1 << exponent).min(SignIns::WINDOW);
        let until = last + wait;
        if now < until {
            Err(until - now)
        } else {
            Ok(())
        }
    }

    pub fn record_failure(&mut self, name: &str, address: IpAddr, now: Instant) {
        self.by_name
            .record((name.to_ascii_lowercase(), address), now);
        self.by_address.record(address, now);
    }

    /// How many keys are remembered (for the memory test).
    #[cfg(test)]
    fn len(&self) -> usize {
        self.by_name.len() + self.by_address.len()
    }
}

/// Why a costly request was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// This client has asked too often: come back after this long (429).
    Throttled(Duration),
    /// The server is at its limit of password hashes: retry shortly (503).
    Busy,
}

/// What bounds the cost one client can impose: sign-in failures, sign-ups
/// per address, and password hashes running at once (Argon2id takes 19 MiB
/// each, so sixty at once took the server to 900 MiB).
///
/// In a cluster every node counts every node's sign-in failures and
/// sign-ups (bus.rs `Message::SignInFailed`, `Message::SignedUp`), so
/// spreading tries over nodes gains nothing but the bus's delay.
#[derive(Debug)]
pub struct Defences {
    sign_ins: Mutex<SignIns>,
    sign_ups: Mutex<RateLimit<IpAddr>>,
    hashing: HashPool,
    /// `dominoes serve --load-test`: loopback clients are not throttled.
    exempt_loopback: bool,
    /// Where this node's counts go for the others (none: alone).
    outbox: std::sync::OnceLock<tokio::sync::mpsc::UnboundedSender<crate::bus::Message>>,
}

impl Defences {
    /// New accounts (registered or guest) per address and window.
    pub const SIGN_UPS: usize = 30;
    pub const SIGN_UP_WINDOW: Duration = Duration::from_mins(10);

    /// Limits for a machine with `cores` cores.
    pub fn new(cores: usize, exempt_loopback: bool) -> Defences {
        Defences {
            sign_ins: Mutex::new(SignIns::default()),
            sign_ups: Mutex::new(RateLimit::new(Defences::SIGN_UPS, Defences::SIGN_UP_WINDOW)),
            hashing: HashPool::new(cores.max(1)),
            exempt_loopback,
            outbox: std::sync::OnceLock::new(),
        }
    }

    /// Joins the cluster: what this node counts goes to `outbox` (the bus).
    pub fn attach(&self, outbox: tokio::sync::mpsc::UnboundedSender<crate::bus::Message>) {
        let _ = self.outbox.set(outbox);
    }

    fn tell_others(&self, message: crate::bus::Message) {
        if let Some(outbox) = self.outbox.get() {
            let _ = outbox.send(message);
        }
    }

    /// A failed sign-in another node counted.
    pub fn heard_sign_in_failed(&self, name: &str, address: IpAddr) {
        lock(&self.sign_ins).record_failure(name, address, Instant::now());
    }

    /// A sign-up another node counted.
    pub fn heard_sign_up(&self, address: IpAddr) {
        lock(&self.sign_ups).record(address, Instant::now());
    }

    fn exempt(&self, address: IpAddr) -> bool {
        self.exempt_loopback && address.is_loopback()
    }

    pub fn sign_in_allowed(&self, name: &str, address: IpAddr) -> Result<(), Refusal> {
        if self.exempt(address) {
            return Ok(());
        }
        lock(&self.sign_ins)
            .check(name, address, Instant::now())
            .map_err(Refusal::Throttled)
    }

    pub fn sign_in_failed(&self, name: &str, address: IpAddr) {
        if !self.exempt(address) {
            lock(&self.sign_ins).record_failure(name, address, Instant::now());
            self.tell_others(crate::bus::Message::SignInFailed {
                name: name.to_owned(),
                address,
            });
        }
    }

    /// Counts a new account from `address`, if it may make one now.
    pub fn sign_up(&self, address: IpAddr) -> Result<(), Refusal> {
        if self.exempt(address) {
            return Ok(());
        }
        lock(&self.sign_ups)
            .take(address, Instant::now())
            .map_err(Refusal::Throttled)?;
        self.tell_others(crate::bus::Message::SignedUp { address });
        Ok(())
    }

    /// Runs a password hash or check on the hashing threads.
    pub async fn hash<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Refusal> {
        self.hashing.run(work).await
    }
}

type Job = Box<dyn FnOnce() + Send>;

/// Hashes that may wait per hashing thread: a burst of sign-ups queues
/// (a waiting hash holds no Argon2 memory), a flood is refused at once.
const QUEUE_PER_THREAD: usize = 32;

/// A fixed set of threads, one per core, that run password hashes, with a
/// short queue: when it is full a hash is refused at once instead of
/// waiting without end. Fixed threads also bound the memory the allocator
/// keeps afterwards (each thread that ever hashed keeps its 19 MiB).
#[derive(Debug)]
struct HashPool {
    jobs: std::sync::mpsc::SyncSender<Job>,
}

impl HashPool {
    fn new(threads: usize) -> HashPool {
        let (jobs, queue) = std::sync::mpsc::sync_channel::<Job>(QUEUE_PER_THREAD * threads);
        let queue = std::sync::Arc::new(Mutex::new(queue));
        for _ in 0..threads {
            let queue = std::sync::Arc::clone(&queue);
            let spawned = std::thread::Builder::new()
                .name("password-hash".into())
                .spawn(move || {
                    // Ends when the pool (its sender) is dropped.
                    while let Ok(job) = { lock(&queue).recv() } {
                        job();
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "could not start a hashing thread");
            }
        }
        HashPool { jobs }
    }

    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Refusal> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        self.jobs
            .try_send(Box::new(move || {
                let _ = reply.send(work());
            }))
            .map_err(|_| Refusal::Busy)?;
        answer.await.map_err(|_| Refusal::Busy)
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([10, 0, 0, n])
    }

    #[test]
    fn a_limit_refuses_past_its_count_and_says_when_to_come_back() {
        let start = Instant::now();
        let mut limit = RateLimit::new(3, Duration::from_mins(1));
        for i in 0..3 {
            assert_eq!(limit.take("a", start + Duration::from_secs(i)), Ok(()));
        }
        assert_eq!(
            limit.take("a", start + Duration::from_secs(10)),
            Err(Duration::from_secs(50))
        );
        assert_eq!(limit.take("b", start + Duration::from_secs(10)), Ok(()));
        assert_eq!(limit.take("a", start + Duration::from_mins(1)), Ok(()));
    }

    #[test]
    fn a_limit_never_holds_more_than_max_keys_and_keeps_the_newest() {
        let start = Instant::now();
        let mut limit = RateLimit::new(5, Duration::from_mins(1));
        for i in 0..(MAX_KEYS as u64 + 500) {
            limit.record(i, start + Duration::from_millis(i));
        }
        assert!(limit.len() <= MAX_KEYS);
        assert!(limit.events.contains_key(&(MAX_KEYS as u64 + 499)));
        assert!(!limit.events.contains_key(&0), "the oldest are forgotten");
    }

    #[test]
    fn expired_keys_are_the_first_to_go() {
        let start = Instant::now();
        let mut limit = RateLimit::new(5, Duration::from_mins(1));
        for i in 0..MAX_KEYS as u64 {
            limit.record(i, start);
        }
        limit.record(u64::MAX, start + Duration::from_mins(1));
        assert_eq!(limit.len(), 1);
    }

    #[test]
    fn sign_in_failures_back_off_for_that_name_and_address_only() {
        let t0 = Instant::now();
        let mut sign_ins = SignIns::default();
        for _ in 0..SignIns::BACKOFF_AFTER {
            assert_eq!(sign_ins.check("ann", ip(1), t0), Ok(()));
            sign_ins.record_failure("ann", ip(1), t0);
        }
        // Three failures: one second to wait, then two, then four.
        assert_eq!(
            sign_ins.check("ANN", ip(1), t0),
            Err(Duration::from_secs(1))
        );
        assert_eq!(
            sign_ins.check("ann", ip(1), t0 + Duration::from_secs(1)),
            Ok(())
        );
        sign_ins.record_failure("ann", ip(1), t0 + Duration::from_secs(1));
        assert_eq!(
            sign_ins.check("ann", ip(1), t0 + Duration::from_secs(1)),
            Err(Duration::from_secs(2))
        );
        // ann herself, from her own address, is not locked out.
        assert_eq!(sign_ins.check("ann", ip(2), t0), Ok(()));
    }

    #[test]
    fn one_address_may_fail_only_so_often_whatever_the_names() {
        let t0 = Instant::now();
        let mut sign_ins = SignIns::default();
        for i in 0..SignIns::PER_ADDRESS {
            assert_eq!(sign_ins.check(&format!("user{i}"), ip(9), t0), Ok(()));
            sign_ins.record_failure(&format!("user{i}"), ip(9), t0);
        }
        assert!(sign_ins.check("someone-else", ip(9), t0).is_err());
        assert_eq!(
            sign_ins.check("someone-else", ip(9), t0 + SignIns::WINDOW),
            Ok(())
        );
    }

    #[test]
    fn a_million_distinct_failed_names_leave_the_throttle_bounded() {
        let t0 = Instant::now();
        let mut sign_ins = SignIns::default();
        for i in 0..1_000_000u32 {
            // From many addresses, so the per-address limit does not stop them.
            let address = IpAddr::from(i.to_be_bytes());
            let now = t0 + Duration::from_micros(u64::from(i));
            let name = format!("name{i}");
            if sign_ins.check(&name, address, now).is_ok() {
                sign_ins.record_failure(&name, address, now);
            }
        }
        assert!(sign_ins.len() <= 2 * MAX_KEYS, "{}", sign_ins.len());
    }
}
