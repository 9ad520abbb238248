//! The strong level's own judgement.
