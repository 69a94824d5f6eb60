//! The drawing pool: a turn post's images are drawn and encoded on one worker a core, and the
//! encoding's larger steps (counting colours, deflating rows) are split in two halves that an
//! idle worker takes. Three images on two cores otherwise leave one core idle while the other
//! finishes the last image: the operating system shares the cores fairly among the three,
//! not by what each has left. The halves give the same result wherever they run, so an image's
//! bytes do not depend on the pool.

use std::sync::{Mutex, OnceLock};

static POOL: OnceLock<rayon::ThreadPool> = OnceLock::new();

/// The pool (one worker a core, made on first use).
fn pool() -> &'static rayon::ThreadPool {
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .thread_name(|i| format!("lazaretto-draw-{i}"))
            .build()
            .expect("the drawing pool's threads start")
    })
}

/// `a()` and `b()`: at once when called on the drawing pool (an idle worker takes `b`), else
/// one after the other.
pub(crate) fn both<A, B, RA, RB>(a: A, b: B) -> (RA, RB)
where
    A: FnOnce() -> RA + Send,
    B: FnOnce() -> RB + Send,
    RA: Send,
    RB: Send,
{
    if rayon::current_thread_index().is_some() {
        rayon::join(a, b)
    } else {
        (a(), b())
    }
}

/// `then(first(job))` of each job on the drawing pool, in the jobs' order; `None` for a job that
/// panicked (the panic is reported as usual and the other jobs finish). Blocks until all are
/// done. Every job's `first` step (drawing an image) is started before any `then` (encoding
/// one), since only the second splits in halves: the steps left when one worker runs out of
/// work are those an idle worker can share.
pub fn all<T: Send, D: Send, R: Send>(
    jobs: Vec<T>,
    first: impl Fn(T) -> D + Sync,
    then: impl Fn(D) -> R + Sync,
) -> Vec<Option<R>> {
    let done: Vec<Mutex<Option<R>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
    let (first, then, slots) = (&first, &then, &done);
    pool().install(|| {
        rayon::scope_fifo(|s| {
            for (i, job) in jobs.into_iter().enumerate() {
                s.spawn_fifo(move |s| {
                    let Some(drawn) = caught(|| first(job)) else { return };
                    s.spawn_fifo(move |_| {
                        if let Some(r) = caught(|| then(drawn)) {
                            *slots[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
                        }
                    });
                });
            }
        })
    });
    done.into_iter().map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner())).collect()
}

/// `f()`, or `None` if it panicked.
fn caught<R>(f: impl FnOnce() -> R) -> Option<R> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Results come back in the jobs' order, halves run on the pool and off it alike, and a job
    /// that panics leaves the others' results.
    #[test]
    fn jobs_keep_their_order_and_a_panic_stays_in_its_job() {
        let out = all(
            (0..7u64).collect(),
            |i| {
                if i == 5 {
                    panic!("job 5's first step fails (expected by the test)");
                }
                i * 10
            },
            |d| {
                let (a, b) = both(|| d, || d / 10 + 1);
                assert!(rayon::current_thread_index().is_some(), "on the pool");
                if d == 30 {
                    panic!("job 3's second step fails (expected by the test)");
                }
                a + b
            },
        );
        let want: Vec<Option<u64>> = (0..7).map(|i| (i != 3 && i != 5).then_some(i * 10 + i + 1)).collect();
        assert_eq!(out, want);
        assert_eq!(both(|| 1, || 2), (1, 2), "off the pool, one after the other");
    }
}
