//! Drawing buffers are large (up to 5 MB); drawing borrows them from a small pool and gives them
//! back, so consecutive images reuse a buffer instead of mapping fresh memory each time. The
//! pool keeps at most [`KEEP`] bytes of buffers: the memory drawing needs is bounded by the
//! number of images drawn at once, and what the pool keeps.

use super::dirty::Tiles;
#[cfg(test)]
use std::cell::Cell;
use std::sync::Mutex;

/// Bytes of buffers kept for reuse: what a Messina turn post's three images use at once (three
/// canvases of about 5.3 MB, and for each the encoder's map of flat pixels and its PNG rows,
/// about 1.3 MB each). Keeping one canvas only, the bot (which has glibc map every block of
/// 512 KiB or more afresh: [`return_freed_buffers`]) mapped and faulted in about 20 MB a post,
/// and the post took 1.37–1.41 times as long as with glibc's default (`cargo bench --bench
/// messina_render -- post` with `GLIBC_TUNABLES=glibc.malloc.mmap_threshold=524288`); with
/// this budget, 1.15–1.22 times.
pub const KEEP: usize = 24 << 20;
/// Buffers smaller than this are not worth keeping.
const MIN: usize = 1 << 20;

/// A buffer given back still holding a drawing: the layer (its id) that drawing started from,
/// and the tiles where it differs from that layer.
pub(crate) struct Holds {
    pub layer: u64,
    pub tiles: Tiles,
}

struct Kept {
    buf: Vec<u8>,
    holds: Option<Holds>,
}

static POOL: Mutex<Vec<Kept>> = Mutex::new(Vec::new());

#[cfg(test)]
thread_local! {
    /// Whether drawings on this thread ignore what kept buffers hold (tests compare with it).
    static FRESH: Cell<bool> = const { Cell::new(false) };
}

/// A buffer of exactly `len` bytes (contents unspecified).
pub fn take(len: usize) -> Vec<u8> {
    take_from(len, None).0
}

/// A buffer of exactly `len` bytes; if a kept one holds a drawing that started from the layer
/// `layer`, that one, with the tiles where it differs from the layer (else contents unspecified).
pub(crate) fn take_holding(len: usize, layer: u64) -> (Vec<u8>, Option<Tiles>) {
    take_from(len, Some(layer))
}

fn take_from(len: usize, layer: Option<u64>) -> (Vec<u8>, Option<Tiles>) {
    if len < MIN {
        // small buffers (sprites) are not pooled: one taken from the pool would keep its
        // megabytes for as long as the sprite is kept
        return (vec![0; len], None);
    }
    #[cfg(test)]
    let layer = layer.filter(|_| !FRESH.get());
    let found = {
        let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
        let holding = |k: &Kept| layer.is_some() && k.holds.as_ref().map(|h| h.layer) == layer && k.buf.len() == len;
        // the buffer holding that layer's drawing, else the smallest kept buffer that is large
        // enough, and not more than twice as large
        let best = (0..pool.len()).find(|&i| holding(&pool[i])).or_else(|| {
            (0..pool.len())
                .filter(|&i| (len..=len * 2).contains(&pool[i].buf.capacity()))
                .min_by_key(|&i| pool[i].buf.capacity())
        });
        best.map(|i| pool.swap_remove(i))
    };
    match found {
        Some(Kept { buf, holds: Some(h) }) if Some(h.layer) == layer && buf.len() == len => (buf, Some(h.tiles)),
        Some(Kept { mut buf, .. }) => {
            buf.resize(len, 0);
            (buf, None)
        }
        None => (vec![0; len], None),
    }
}

/// Gives a buffer back; beyond [`KEEP`] bytes the oldest are freed.
pub fn give(v: Vec<u8>) {
    give_holding(v, None)
}

/// Gives a buffer back that still holds a drawing (see [`Holds`]).
pub(crate) fn give_holding(buf: Vec<u8>, holds: Option<Holds>) {
    if buf.capacity() < MIN {
        return;
    }
    let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
    pool.push(Kept { buf, holds });
    // the oldest go: keeping the largest instead kept one large image's buffer for ever, too
    // large to be lent for the smaller images drawn since
    while pool.iter().map(|k| k.buf.capacity()).sum::<usize>() > KEEP {
        pool.remove(0);
    }
}

/// Runs `f` with every drawing on this thread starting from a full copy of its layer (tests
/// compare drawings made both ways).
#[cfg(test)]
pub fn fresh<T>(f: impl FnOnce() -> T) -> T {
    let before = FRESH.replace(true);
    let out = f();
    FRESH.set(before);
    out
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
    POOL.lock().unwrap_or_else(|e| e.into_inner()).iter().map(|k| k.buf.capacity()).sum()
}
