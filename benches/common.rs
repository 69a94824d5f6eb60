//! A tiny timing harness shared by the benchmarks: medians over repeated runs, measured in one
//! process so that ratios between two measurements are meaningful on a noisy shared machine.

#![allow(dead_code)]

use std::time::{Duration, Instant};

pub struct Stats {
    pub median: Duration,
    pub p90: Duration,
    pub runs: usize,
}

impl Stats {
    /// Statistics of a list of timings.
    pub fn of(mut times: Vec<Duration>) -> Stats {
        times.sort();
        Stats { median: times[times.len() / 2], p90: times[times.len() * 9 / 10], runs: times.len() }
    }
}

/// Runs `f` until `budget` is spent (at least `min_runs` times) and returns timing statistics.
pub fn measure(budget: Duration, min_runs: usize, mut f: impl FnMut()) -> Stats {
    let mut times = Vec::new();
    let start = Instant::now();
    while times.len() < min_runs || start.elapsed() < budget {
        let t = Instant::now();
        f();
        times.push(t.elapsed());
    }
    Stats::of(times)
}

/// Runs `a` and `b` in turn until `budget` is spent (each at least `min_runs` times): both see
/// the same moments of a shared machine, so their ratio does not depend on when each ran.
pub fn measure_pair(budget: Duration, min_runs: usize, mut a: impl FnMut(), mut b: impl FnMut()) -> (Stats, Stats) {
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    let start = Instant::now();
    while ta.len() < min_runs || start.elapsed() < budget {
        let t = Instant::now();
        a();
        ta.push(t.elapsed());
        let t = Instant::now();
        b();
        tb.push(t.elapsed());
    }
    (Stats::of(ta), Stats::of(tb))
}

pub fn report(name: &str, s: &Stats) {
    println!("{name:<54} median {:>10.3?}  p90 {:>10.3?}  ({} runs)", s.median, s.p90, s.runs);
}

pub fn ratio(a: &Stats, b: &Stats) -> f64 {
    a.median.as_secs_f64() / b.median.as_secs_f64()
}
