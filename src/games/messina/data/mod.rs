//! Messina 1347 component data (`assets/messina/`). Being written.
