//! The play loop allocates nothing: random playouts run under an allocator
//! that counts every allocation.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

use dominoes_rules::DealSize;
use dominoes_rules::playout::{FastRng, random_hand};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Counting is on for the measuring thread only: the test harness's own
    /// threads allocate when they please.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
}

// The only unsafe code in the project: a global allocator must implement an
// unsafe trait. It forwards to the system allocator and counts.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        // SAFETY: the caller upholds GlobalAlloc's contract, which System shares.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn random_playouts_do_not_allocate() {
    let mut rng = FastRng::new(7);
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let mut actions = 0;
    let mut over = true;
    COUNTING.with(|c| c.set(true));
    for _ in 0..10_000 {
        let (position, n) = random_hand(&mut rng, DealSize::Seven, 150);
        over &= position.is_over();
        actions += n;
    }
    COUNTING.with(|c| c.set(false));
    let after = ALLOCATIONS.load(Ordering::Relaxed);
    assert!(over, "every playout ends its hand");
    assert!(actions > 100_000, "the playouts played {actions} actions");
    assert_eq!(
        after - before,
        0,
        "{} allocations in 10,000 random hands",
        after - before
    );
}
