//! What a request does to a setting that can be turned off (issue 26: one named type instead
//! of an option of an option): `/remind` and `/settings` quiet hours, the own reminder interval,
//! `/clock` and `/away`.

/// A setting as a request changes it: left as it is (nothing given; a command given nothing
/// shows the setting), turned off (`off` typed), or set to a value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Change<T> {
    #[default]
    Keep,
    Off,
    Set(T),
}

impl<T> Change<T> {
    /// Whether the request leaves the setting as it is.
    pub fn is_keep(&self) -> bool {
        matches!(self, Change::Keep)
    }

    /// The value the setting is set to, if it is.
    pub fn set(&self) -> Option<&T> {
        match self {
            Change::Set(v) => Some(v),
            Change::Keep | Change::Off => None,
        }
    }

    /// The setting after the change, given what it was (`None`: off).
    pub fn apply(self, old: Option<T>) -> Option<T> {
        match self {
            Change::Keep => old,
            Change::Off => None,
            Change::Set(v) => Some(v),
        }
    }

    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Change<U> {
        match self {
            Change::Keep => Change::Keep,
            Change::Off => Change::Off,
            Change::Set(v) => Change::Set(f(v)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Change;

    #[test]
    fn a_change_keeps_turns_off_or_sets() {
        assert_eq!(Change::Keep.apply(Some(3)), Some(3));
        assert_eq!(Change::<i64>::Off.apply(Some(3)), None);
        assert_eq!(Change::Set(4).apply(None), Some(4));
        assert_eq!(Change::Set(2).map(|v| v * 10), Change::Set(20));
        assert!(
            Change::<i64>::Keep.is_keep() && Change::Set(1).set() == Some(&1) && Change::<i64>::Off.set().is_none()
        );
    }
}
