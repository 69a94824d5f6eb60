//! Drawing buffers are large (up to 5 MB); drawing borrows them from a small pool and gives them
//! back, so consecutive images reuse a buffer instead of mapping fresh memory each time. The
//! pool keeps at most [`KEEP`] buffers: the memory drawing needs is bounded by the number of
//! images drawn at once, and what the pool keeps.

use std::sync::Mutex;

/// Buffers kept for reuse: one. A turn post's three images drawn at once map the other two
/// afresh (a millisecond or two each); keeping three cost ~10 MiB of resident memory.
pub const KEEP: usize = 1;
/// Buffers smaller than this are not worth keeping.
const MIN: usize = 1 << 20;

static POOL: Mutex<Vec<Vec<u8>>> = Mutex::new(Vec::new());

/// A buffer of exactly `len` bytes (contents unspecified).
pub fn take(len: usize) -> Vec<u8> {
    if len < MIN {
        // small buffers (sprites) are not pooled: one taken from the pool would keep its
        // megabytes for as long as the sprite is kept
        return vec![0; len];
    }
    let found = {
        let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
        // the smallest kept buffer that is large enough, and not more than twice as large
        let best = (0..pool.len())
            .filter(|&i| (len..=len * 2).contains(&pool[i].capacity()))
            .min_by_key(|&i| pool[i].capacity());
        best.map(|i| pool.swap_remove(i))
    };
    match found {
        Some(mut v) => {
            v.resize(len, 0);
            v
        }
        None => vec![0; len],
    }
}

/// Gives a buffer back; beyond [`KEEP`] buffers the smallest is freed.
pub fn give(v: Vec<u8>) {
    if v.capacity() < MIN {
        return;
    }
    let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
    pool.push(v);
    if pool.len() > KEEP {
        let smallest = (0..pool.len()).min_by_key(|&i| pool[i].capacity()).unwrap_or(0);
        pool.swap_remove(smallest);
    }
}

/// Asks the allocator to return image-sized blocks to the system as soon as they are freed.
/// glibc otherwise raises its threshold for mapping blocks of their own after the first large
/// one is freed, and serves later images from its heaps, which it seldom gives back: a bot that
/// drew a few hundred images kept about 20 MiB more than its caches and this pool hold. Called
/// once by the bot at start; a no-op elsewhere.
pub fn return_freed_buffers() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets one of the allocator's thresholds; it is called before drawing.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 512 << 10);
    }
}

/// The bytes the pool holds now.
pub fn held() -> usize {
    POOL.lock().unwrap_or_else(|e| e.into_inner()).iter().map(Vec::capacity).sum()
}
