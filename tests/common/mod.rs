//! Helpers shared by the integration tests (`mod common;` in a test file). Each test binary compiles this module
//! separately and uses only part of it.
#![allow(dead_code)]

pub mod play;
pub mod scenario;
pub mod score;
