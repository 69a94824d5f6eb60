//! The score track (§9) and the scoring tables of §18 (`scoring.toml`).

use super::{from_toml, Data};
use serde::Deserialize;

/// A player's initial score-track position and compensation (§9, M-S25, M-S26).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartPosition {
    /// Player number in the setup turn order, 1–4.
    pub player: u8,
    /// Initial score.
    pub score: u8,
    /// Initial coins.
    pub coins: u8,
    /// The player whose disc lies below on the same space, if any.
    #[serde(default)]
    pub on_top_of: Option<u8>,
}

/// Solo repopulation bonus for at least `hexes` repopulated hexes (M-P13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SoloBonus {
    /// Repopulated hexes needed.
    pub hexes: u8,
    /// Bonus points.
    pub points: u8,
}

/// Score track and scoring tables.
#[derive(Debug, Clone, Default)]
pub struct Scoring {
    /// Spaces 0..length, wrapping with a marker (M-E10).
    pub score_track_length: u16,
    /// Players 1–4; with fewer players only the first rows apply.
    pub start_positions: Vec<StartPosition>,
    /// Points lost by number of rats; the last entry applies to that many or more (M-E2).
    pub rat_penalty: Vec<u8>,
    /// Popularity ranking points with 3–4 players, 1st place first (M-E4).
    pub ranking_3_4: Vec<u8>,
    /// Popularity ranking points with 2 players.
    pub ranking_2: Vec<u8>,
    /// Solo: points for being level with or ahead of the automa (M-P12).
    pub ranking_solo: u8,
    /// Repopulation majority bonus with 3–4 players, advanced game (M-A6).
    pub majority_3_4: Vec<u8>,
    /// Repopulation majority bonus with 2 players.
    pub majority_2: Vec<u8>,
    /// Solo repopulation bonus thresholds, ascending (M-P13).
    pub solo_repop: Vec<SoloBonus>,
    /// Points per visit to a repopulated hex (M-T12).
    pub visit_bonus: u8,
}

impl Scoring {
    /// Points lost for `rats` rat tokens (M-E2).
    pub fn rat_penalty(&self, rats: u32) -> u8 {
        let last = self.rat_penalty.len().saturating_sub(1);
        self.rat_penalty.get((rats as usize).min(last)).copied().unwrap_or(0)
    }

    /// Popularity ranking points by place for `players` (2, 3 or 4; solo uses `ranking_solo`).
    pub fn ranking(&self, players: u8) -> &[u8] {
        if players >= 3 {
            &self.ranking_3_4
        } else {
            &self.ranking_2
        }
    }

    /// Repopulation majority points by place for `players` (2, 3 or 4).
    pub fn majority(&self, players: u8) -> &[u8] {
        if players >= 3 {
            &self.majority_3_4
        } else {
            &self.majority_2
        }
    }

    /// Solo bonus for `hexes` repopulated hexes (M-P13).
    pub fn solo_repop_bonus(&self, hexes: u8) -> u8 {
        self.solo_repop.iter().rev().find(|b| hexes >= b.hexes).map_or(0, |b| b.points)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Track {
    reconstructed: bool,
    length: u16,
    start: Vec<StartPosition>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Penalty {
    reconstructed: bool,
    points_lost: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Places {
    reconstructed: bool,
    players_3_4: Vec<u8>,
    players_2: Vec<u8>,
    #[serde(default)]
    solo: Option<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Solo {
    reconstructed: bool,
    rows: Vec<SoloBonus>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Visit {
    reconstructed: bool,
    points: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScoringFile {
    reconstructed: bool,
    score_track: Track,
    rat_penalty: Penalty,
    popularity_ranking: Places,
    repopulation_majority: Places,
    solo_repopulation_bonus: Solo,
    visit_bonus: Visit,
}

/// Loads `scoring.toml`.
pub(super) fn load(d: &mut Data, text: &str) -> Result<(), String> {
    let f: ScoringFile = from_toml("scoring.toml", text)?;
    d.mark("scoring.toml", "(file)", f.reconstructed);
    d.mark("scoring.toml", "score_track", f.score_track.reconstructed);
    d.mark("scoring.toml", "rat_penalty", f.rat_penalty.reconstructed);
    d.mark("scoring.toml", "popularity_ranking", f.popularity_ranking.reconstructed);
    d.mark("scoring.toml", "repopulation_majority", f.repopulation_majority.reconstructed);
    d.mark("scoring.toml", "solo_repopulation_bonus", f.solo_repopulation_bonus.reconstructed);
    d.mark("scoring.toml", "visit_bonus", f.visit_bonus.reconstructed);
    if f.repopulation_majority.solo.is_some() {
        return Err("scoring.toml: the repopulation majority has no solo value (M-P13 replaces it)".into());
    }
    d.scoring = Scoring {
        score_track_length: f.score_track.length,
        start_positions: f.score_track.start,
        rat_penalty: f.rat_penalty.points_lost,
        ranking_3_4: f.popularity_ranking.players_3_4,
        ranking_2: f.popularity_ranking.players_2,
        ranking_solo: f.popularity_ranking.solo.ok_or("scoring.toml: popularity_ranking needs `solo`")?,
        majority_3_4: f.repopulation_majority.players_3_4,
        majority_2: f.repopulation_majority.players_2,
        solo_repop: f.solo_repopulation_bonus.rows,
        visit_bonus: f.visit_bonus.points,
    };
    Ok(())
}

/// Structural checks of the scoring tables.
pub(super) fn check(d: &Data) -> Result<(), String> {
    let s = &d.scoring;
    if s.score_track_length == 0 || s.start_positions.iter().map(|p| p.player).ne(super::PLAYER_COUNTS) {
        return Err("score track: needs a length and start rows for players 1–4".into());
    }
    for p in &s.start_positions {
        let below = p.on_top_of.and_then(|b| s.start_positions.iter().find(|q| q.player == b));
        if p.on_top_of.is_some() && below.is_none_or(|q| q.player >= p.player || q.score != p.score) {
            return Err(format!("score track: player {} is not on top of a disc on its space", p.player));
        }
    }
    if s.rat_penalty.first() != Some(&0) || s.rat_penalty.windows(2).any(|w| w[0] > w[1]) {
        return Err("the rat penalty must start at 0 and never decrease".into());
    }
    for t in [&s.ranking_3_4, &s.ranking_2, &s.majority_3_4, &s.majority_2] {
        if t.is_empty() || t.windows(2).any(|w| w[0] < w[1]) {
            return Err("ranking tables must be non-empty and non-increasing".into());
        }
    }
    if s.solo_repop.windows(2).any(|w| w[0].hexes >= w[1].hexes || w[0].points > w[1].points) {
        return Err("solo repopulation bonus thresholds must ascend".into());
    }
    Ok(())
}
