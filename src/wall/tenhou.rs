//! Tenhou's own wall generator, reproduced from its published description so that a real Tenhou game can be
//! replayed tile for tile.
//!
//! A Tenhou mjlog starts with `<SHUFFLE seed="mt19937ar-sha512-n288-base64,BASE64">`. The method Tenhou published:
//!
//! 1. Decode the base64 text into little-endian 32-bit words and seed MT19937 with `init_by_array(words)`.
//! 2. For every round (in game order, one generator for the whole game), take 288 MT outputs, write them as
//!    little-endian bytes (1,152 bytes), hash each 128-byte chunk with SHA-512 and read the 9 × 64 digest bytes
//!    back as 144 little-endian words `rnd[0..144]`.
//! 3. Shuffle the tile ids `0..n` (136 in 4-player; 108 in sanma, where 2m-8m are absent) with the swap
//!    `for i in 0..n-1: swap(yama[i], yama[i + rnd[i] % (n - i)])`.
//! 4. The dice are `rnd[135] % 6` and `rnd[136] % 6` (0-based; Tenhou shows them +1).
//!
//! The result `yama` is in Tenhou's orientation, the one [`super::Wall`] uses: the deal and live draws take
//! tiles from the end (`yama[n-1]` first), the dead wall is `yama[0..14]`.

use crate::error::{Error, Result};
use sha2::{Digest, Sha512};

/// The prefix of every seed of the current Tenhou format.
pub const SEED_PREFIX: &str = "mt19937ar-sha512-n288-base64,";

/// MT19937 outputs consumed per round.
const OUTPUTS_PER_ROUND: usize = 288;
/// Bytes hashed at a time: 32 outputs.
const HASH_CHUNK: usize = 128;

/// One round's shuffle: the wall in Tenhou's orientation and the two dice (0..6 each).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TenhouRound {
    /// Tile ids (136-id = kind × 4 + copy) in Tenhou's `yama` order.
    pub yama: Vec<u8>,
    pub dice: [u8; 2],
}

/// The generator of one Tenhou game: call [`TenhouShuffler::next_round`] once per round, in order.
#[derive(Clone)]
pub struct TenhouShuffler {
    mt: Mt19937,
}

impl TenhouShuffler {
    /// Builds the generator from the `seed` attribute of `<SHUFFLE>` (with or without the method prefix).
    pub fn from_seed(seed: &str) -> Result<TenhouShuffler> {
        let text = seed.strip_prefix(SEED_PREFIX).unwrap_or(seed);
        if text.contains(',') {
            return Err(Error::bad_request(format!(
                "unsupported Tenhou shuffle method '{}': only '{SEED_PREFIX}' seeds can be reproduced",
                text.split(',').next().unwrap_or("")
            )));
        }
        let bytes = decode_base64(text)?;
        if bytes.is_empty() || bytes.len() % 4 != 0 {
            return Err(Error::bad_request(format!(
                "Tenhou seed decodes to {} bytes; expected a non-empty multiple of 4",
                bytes.len()
            )));
        }
        let key: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        Ok(TenhouShuffler { mt: Mt19937::from_key(&key) })
    }

    /// The next round's wall over `tiles` (the game's tile ids in ascending order: `0..136`, or the 108 sanma
    /// ids) and its dice.
    pub fn next_round(&mut self, tiles: &[u8]) -> TenhouRound {
        let rnd = self.round_words();
        let mut yama = tiles.to_vec();
        let n = yama.len();
        for (i, &r) in rnd.iter().enumerate().take(n.saturating_sub(1)) {
            let j = i + (r as usize) % (n - i);
            yama.swap(i, j);
        }
        TenhouRound { yama, dice: [(rnd[135] % 6) as u8, (rnd[136] % 6) as u8] }
    }

    /// The 144 words a round's shuffle uses: 288 MT outputs, hashed in 128-byte chunks by SHA-512.
    fn round_words(&mut self) -> Vec<u32> {
        let mut src = Vec::with_capacity(OUTPUTS_PER_ROUND * 4);
        for _ in 0..OUTPUTS_PER_ROUND {
            src.extend_from_slice(&self.mt.next_u32().to_le_bytes());
        }
        let mut words = Vec::with_capacity(OUTPUTS_PER_ROUND / 2);
        for chunk in src.chunks_exact(HASH_CHUNK) {
            let digest = Sha512::digest(chunk);
            words.extend(digest.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
        }
        words
    }
}

/// The 136 ids of a 4-player game (`0..136`).
pub fn tiles_4p() -> Vec<u8> {
    (0..136).collect()
}

/// The 108 ids of a Tenhou sanma game: every id except 2m-8m (kinds 1..=7, ids 4..32).
pub fn tiles_sanma() -> Vec<u8> {
    (0..136).filter(|&id| !(4..32).contains(&id)).collect()
}

/// MT19937 (Matsumoto and Nishimura's 32-bit Mersenne Twister, the `mt19937ar` reference version), written from
/// the published algorithm.
#[derive(Clone)]
struct Mt19937 {
    state: [u32; MT_N],
    index: usize,
}

const MT_N: usize = 624;
const MT_M: usize = 397;

impl Mt19937 {
    fn from_seed(seed: u32) -> Mt19937 {
        let mut state = [0u32; MT_N];
        state[0] = seed;
        for i in 1..MT_N {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32.wrapping_mul(prev ^ (prev >> 30)).wrapping_add(i as u32);
        }
        Mt19937 { state, index: MT_N }
    }

    /// The reference `init_by_array`.
    fn from_key(key: &[u32]) -> Mt19937 {
        let mut mt = Mt19937::from_seed(19_650_218);
        let s = &mut mt.state;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..MT_N.max(key.len()) {
            let prev = s[i - 1];
            s[i] = (s[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525)).wrapping_add(key[j]).wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= MT_N {
                s[0] = s[MT_N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..MT_N - 1 {
            let prev = s[i - 1];
            s[i] = (s[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= MT_N {
                s[0] = s[MT_N - 1];
                i = 1;
            }
        }
        s[0] = 0x8000_0000;
        mt
    }

    fn next_u32(&mut self) -> u32 {
        if self.index >= MT_N {
            self.twist();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    fn twist(&mut self) {
        const UPPER: u32 = 0x8000_0000;
        const LOWER: u32 = 0x7fff_ffff;
        for k in 0..MT_N {
            let y = (self.state[k] & UPPER) | (self.state[(k + 1) % MT_N] & LOWER);
            let mag = if y & 1 == 1 { 0x9908_b0df } else { 0 };
            self.state[k] = self.state[(k + MT_M) % MT_N] ^ (y >> 1) ^ mag;
        }
        self.index = 0;
    }
}

/// Standard base64 (RFC 4648 alphabet, `=` padding optional, whitespace ignored).
fn decode_base64(text: &str) -> Result<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0u32;
    for (pos, c) in text.chars().enumerate() {
        let v = match c {
            'A'..='Z' => c as u32 - 'A' as u32,
            'a'..='z' => c as u32 - 'a' as u32 + 26,
            '0'..='9' => c as u32 - '0' as u32 + 52,
            '+' => 62,
            '/' => 63,
            '=' => break,
            c if c.is_whitespace() => continue,
            _ => {
                return Err(Error::bad_request(format!("Tenhou seed: '{c}' at position {pos} is not base64")));
            }
        };
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mt19937_matches_the_reference_output() {
        // mt19937ar.c's own test: init_by_array({0x123, 0x234, 0x345, 0x456}) prints these first outputs
        // (mt19937ar.out, published with the reference implementation).
        let mut mt = Mt19937::from_key(&[0x123, 0x234, 0x345, 0x456]);
        let first: Vec<u32> = (0..5).map(|_| mt.next_u32()).collect();
        assert_eq!(first, [1_067_595_299, 955_945_823, 477_289_528, 4_107_218_783, 4_228_976_476]);
    }

    #[test]
    fn base64_decodes_and_rejects() {
        assert_eq!(decode_base64("TWFu").unwrap(), b"Man");
        assert_eq!(decode_base64("TWE=").unwrap(), b"Ma");
        assert!(decode_base64("TW*u").is_err());
    }

    #[test]
    fn shuffle_is_a_permutation_and_sanma_skips_2m_to_8m() {
        assert!(TenhouShuffler::from_seed("other-method,AQAAAA==").is_err());
        assert!(TenhouShuffler::from_seed("AQA=").is_err());
        let mut g = TenhouShuffler::from_seed("AQAAAAIAAAA=").unwrap();
        let r = g.next_round(&tiles_4p());
        let mut sorted = r.yama.clone();
        sorted.sort();
        assert_eq!(sorted, tiles_4p());
        assert!(r.dice.iter().all(|&d| d < 6));
        assert_eq!(tiles_sanma().len(), 108);
        assert!(!tiles_sanma().contains(&4) && tiles_sanma().contains(&3) && tiles_sanma().contains(&32));
    }
}
