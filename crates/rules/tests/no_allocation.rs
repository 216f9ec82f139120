//! The play loop allocates nothing: random playouts run under an allocator
//! that counts every allocation.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use dominoes_rules::DealSize;
use dominoes_rules::playout::{FastRng, random_hand};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// The only unsafe code in the project: a global allocator must implement an
// unsafe trait. It forwards to the system allocator and counts.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
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
    for _ in 0..10_000 {
        let (position, n) = random_hand(&mut rng, DealSize::Seven, 150);
        assert!(position.is_over());
        actions += n;
    }
    let after = ALLOCATIONS.load(Ordering::Relaxed);
    assert!(actions > 100_000, "the playouts played {actions} actions");
    assert_eq!(
        after - before,
        0,
        "{} allocations in 10,000 random hands",
        after - before
    );
}
