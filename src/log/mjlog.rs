//! Tenhou mjlog XML: `<mjloggm ver="2.3">` followed by flat, attribute-only tags (`<GO>`, `<UN>`, `<INIT>`,
//! `<T12/>` draws, `<D12/>` discards, `<N>` calls, `<REACH>`, `<DORA>`, `<AGARI>`, `<RYUUKYOKU>`, `<BYE>`).
//! No XML framework is needed for that shape: a small tag scanner reads it (and keeps the wasm build small).
//!
//! Draw tags are `T U V W` + id for seats 0-3, discards `D E F G` + id. Scores (`ten`, `sc`, `owari`) are in
//! hundreds of points in the file and in points here.

use super::{int_list, Action, GameLog, GameType, Meld, RoundInit, RoundLog, Ryuukyoku, RyuukyokuKind, TileId, Win};
use crate::error::{Error, Result};

/// One tag: its name and attributes, values unescaped.
struct Tag<'a> {
    name: &'a str,
    attrs: Vec<(&'a str, String)>,
}

impl Tag<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.attrs.iter().find(|(k, _)| *k == key).map(|(_, v)| v.as_str())
    }
    fn need(&self, key: &str) -> Result<&str> {
        self.get(key).ok_or_else(|| Error::bad_request(format!("<{}> has no '{key}' attribute", self.name)))
    }
    fn num<T: std::str::FromStr>(&self, key: &str) -> Result<T> {
        let v = self.need(key)?;
        v.trim().parse().map_err(|_| Error::bad_request(format!("<{} {key}=\"{v}\">: not a number", self.name)))
    }
}

/// Scans `<name a="v" ...>` tags; text between tags and closing tags are skipped.
fn tags(text: &str) -> Result<Vec<Tag<'_>>> {
    let mut out = Vec::new();
    let mut pos = 0;
    while let Some(off) = text[pos..].find('<') {
        let start = pos + off + 1;
        let end = start
            + text[start..]
                .find('>')
                .ok_or_else(|| Error::bad_request(format!("unclosed tag at byte {}", start - 1)))?;
        pos = end + 1;
        let body = &text[start..end];
        if body.starts_with('/') || body.starts_with('?') || body.starts_with('!') {
            continue;
        }
        let body = body.strip_suffix('/').unwrap_or(body);
        let name_end = body.find(|c: char| c.is_whitespace()).unwrap_or(body.len());
        let name = &body[..name_end];
        let mut attrs = Vec::new();
        let mut rest = &body[name_end..];
        loop {
            rest = rest.trim_start();
            if rest.is_empty() {
                break;
            }
            let eq = rest.find('=').ok_or_else(|| Error::bad_request(format!("<{name}>: attribute without value")))?;
            let key = rest[..eq].trim();
            let after = rest[eq + 1..].trim_start();
            let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'');
            let Some(q) = quote else {
                return Err(Error::bad_request(format!("<{name} {key}=...>: value is not quoted")));
            };
            let close = after[1..]
                .find(q)
                .ok_or_else(|| Error::bad_request(format!("<{name} {key}=...>: unterminated value")))?;
            attrs.push((key, unescape(&after[1..1 + close])));
            rest = &after[close + 2..];
        }
        out.push(Tag { name, attrs });
    }
    Ok(out)
}

fn unescape(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'").replace("&amp;", "&")
}

/// `T12` → (draw, seat 0, 12); `E5` → (discard, seat 1, 5).
fn draw_or_discard(name: &str) -> Option<(bool, u8, TileId)> {
    let mut chars = name.chars();
    let letter = chars.next()?;
    let digits = chars.as_str();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let id: u16 = digits.parse().ok()?;
    if id >= 136 {
        return None;
    }
    let (draw, seat) = match letter {
        'T' => (true, 0),
        'U' => (true, 1),
        'V' => (true, 2),
        'W' => (true, 3),
        'D' => (false, 0),
        'E' => (false, 1),
        'F' => (false, 2),
        'G' => (false, 3),
        _ => return None,
    };
    Some((draw, seat, id as TileId))
}

fn hundreds(list: &str, what: &str) -> Result<Vec<i32>> {
    Ok(int_list::<i32>(list, what)?.into_iter().map(|x| x * 100).collect())
}

/// Reads an mjlog document. Truncated records (no final `owari`, a round with no end) are read as far as they go.
pub fn parse(text: &str) -> Result<GameLog> {
    let text = text.trim_start_matches('\u{feff}');
    let mut log = GameLog {
        game_type: GameType::from_go_type(0, None),
        shuffle_seed: None,
        rounds: Vec::new(),
        final_scores: None,
        final_points: None,
    };
    let mut seen_go = false;
    for tag in tags(text)? {
        if let Some((draw, seat, tile)) = draw_or_discard(tag.name) {
            let a = if draw { Action::Draw { seat, tile } } else { Action::Discard { seat, tile } };
            in_round(&mut log, tag.name)?.actions.push(a);
            continue;
        }
        match tag.name {
            "mjloggm" | "TAIKYOKU" => {}
            "GO" => {
                log.game_type = GameType::from_go_type(tag.num("type")?, tag.get("lobby").and_then(|l| l.parse().ok()));
                seen_go = true;
            }
            "SHUFFLE" => log.shuffle_seed = Some(tag.need("seed")?.to_string()),
            // The first UN names the players; later ones (a single nN attribute) are reconnections.
            "UN" if tag.get("dan").is_none() && !log.rounds.is_empty() => {
                for seat in 0..4u8 {
                    if tag.get(&format!("n{seat}")).is_some() {
                        in_round(&mut log, tag.name)?.actions.push(Action::Reconnect { seat });
                    }
                }
            }
            "BYE" => {
                // A disconnection before the first deal has no round to belong to.
                let seat = tag.num("who")?;
                if let Some(round) = log.rounds.last_mut() {
                    round.actions.push(Action::Disconnect { seat });
                }
            }
            "INIT" => {
                let seed: Vec<u32> = int_list(tag.need("seed")?, "INIT seed")?;
                if seed.len() != 6 {
                    return Err(Error::bad_request(format!("INIT seed has {} numbers, expected 6", seed.len())));
                }
                let players = log.game_type.players;
                let mut hands = Vec::new();
                for seat in 0..players {
                    hands.push(int_list::<TileId>(tag.get(&format!("hai{seat}")).unwrap_or(""), "INIT hai")?);
                }
                if log.shuffle_seed.is_none() {
                    // 2009 records carry the seed on INIT.
                    if let Some(s) = tag.get("shuffle") {
                        log.shuffle_seed = Some(s.to_string());
                    }
                }
                let mut scores = hundreds(tag.need("ten")?, "INIT ten")?;
                scores.truncate(players as usize);
                log.rounds.push(RoundLog {
                    init: RoundInit {
                        round: seed[0] as u8,
                        honba: seed[1] as u8,
                        riichi_sticks: seed[2] as u8,
                        dice: Some([seed[3] as u8, seed[4] as u8]),
                        dora_indicator: seed[5] as TileId,
                        scores,
                        dealer: tag.num("oya")?,
                        hands,
                    },
                    actions: Vec::new(),
                });
            }
            "N" => {
                let seat: u8 = tag.num("who")?;
                let meld = Meld::decode(tag.num("m")?, seat, log.game_type.players)?;
                in_round(&mut log, tag.name)?.actions.push(Action::Call { seat, meld });
            }
            "REACH" => {
                let seat = tag.num("who")?;
                let a = match tag.num::<u8>("step")? {
                    1 => Action::RiichiDeclared { seat },
                    _ => Action::RiichiAccepted { seat },
                };
                in_round(&mut log, tag.name)?.actions.push(a);
            }
            "DORA" => {
                let indicator = tag.num("hai")?;
                in_round(&mut log, tag.name)?.actions.push(Action::NewDora { indicator });
            }
            "AGARI" => {
                let win = read_agari(&tag, log.game_type.players)?;
                read_owari(&tag, &mut log)?;
                in_round(&mut log, tag.name)?.actions.push(Action::Win(Box::new(win)));
            }
            "RYUUKYOKU" => {
                let r = read_ryuukyoku(&tag, log.game_type.players)?;
                read_owari(&tag, &mut log)?;
                in_round(&mut log, tag.name)?.actions.push(Action::Ryuukyoku(Box::new(r)));
            }
            _ => {} // unknown tags of special lobbies are ignored
        }
    }
    if !seen_go {
        return Err(Error::bad_request("not an mjlog: no <GO> tag"));
    }
    Ok(log)
}

fn in_round<'a>(log: &'a mut GameLog, name: &str) -> Result<&'a mut RoundLog> {
    log.rounds.last_mut().ok_or_else(|| Error::bad_request(format!("<{name}> before any <INIT>")))
}

fn ba(tag: &Tag) -> Result<(u8, u8)> {
    let v: Vec<u8> = int_list(tag.need("ba")?, "ba")?;
    match v.as_slice() {
        [h, s] => Ok((*h, *s)),
        _ => Err(Error::bad_request("ba must be 'honba,sticks'")),
    }
}

/// `sc="s0,d0,s1,d1,..."` → (scores, deltas) in points, for the seats in play.
fn sc(tag: &Tag, players: u8) -> Result<(Vec<i32>, Vec<i32>)> {
    let Some(v) = tag.get("sc") else { return Ok((Vec::new(), Vec::new())) };
    let v = hundreds(v, "sc")?;
    let (mut s, mut d): (Vec<i32>, Vec<i32>) =
        (v.iter().step_by(2).copied().collect(), v.iter().skip(1).step_by(2).copied().collect());
    // Chip lobbies append chip counts after the 4 score pairs.
    s.truncate(players as usize);
    d.truncate(players as usize);
    Ok((s, d))
}

fn read_agari(tag: &Tag, players: u8) -> Result<Win> {
    let who: u8 = tag.num("who")?;
    let (honba, riichi_sticks) = ba(tag)?;
    let ten: Vec<i32> = int_list(tag.need("ten")?, "AGARI ten")?;
    let [fu, points, limit] = ten[..] else {
        return Err(Error::bad_request("AGARI ten must be 'fu,points,limit'"));
    };
    let yaku_flat: Vec<u8> = int_list(tag.get("yaku").unwrap_or(""), "AGARI yaku")?;
    let melds = int_list::<u32>(tag.get("m").unwrap_or(""), "AGARI m")?
        .into_iter()
        .map(|m| Meld::decode(m, who, players))
        .collect::<Result<Vec<_>>>()?;
    let (scores, deltas) = sc(tag, players)?;
    Ok(Win {
        who,
        from_who: tag.num("fromWho")?,
        hand: int_list(tag.need("hai")?, "AGARI hai")?,
        melds,
        win_tile: tag.num("machi")?,
        fu: fu as u32,
        points,
        limit: limit as u8,
        yaku: yaku_flat.chunks_exact(2).map(|p| (p[0], p[1])).collect(),
        yakuman: int_list(tag.get("yakuman").unwrap_or(""), "AGARI yakuman")?,
        dora_indicators: int_list(tag.get("doraHai").unwrap_or(""), "AGARI doraHai")?,
        ura_indicators: int_list(tag.get("doraHaiUra").unwrap_or(""), "AGARI doraHaiUra")?,
        honba,
        riichi_sticks,
        scores,
        deltas,
        pao: tag.get("paoWho").map(|p| p.parse()).transpose().map_err(|_| Error::bad_request("AGARI paoWho"))?,
        text: Vec::new(),
    })
}

fn read_ryuukyoku(tag: &Tag, players: u8) -> Result<Ryuukyoku> {
    let (honba, riichi_sticks) = ba(tag)?;
    let (scores, deltas) = sc(tag, players)?;
    let mut shown_hands = Vec::new();
    for seat in 0..players {
        if let Some(h) = tag.get(&format!("hai{seat}")) {
            shown_hands.push((seat, int_list(h, "RYUUKYOKU hai")?));
        }
    }
    Ok(Ryuukyoku {
        kind: RyuukyokuKind::from_mjlog(tag.get("type"))?,
        honba,
        riichi_sticks,
        scores,
        deltas,
        shown_hands,
        text: None,
    })
}

/// `owari="s0,p0,s1,p1,..."`: final scores (hundreds) and game points.
fn read_owari(tag: &Tag, log: &mut GameLog) -> Result<()> {
    let Some(o) = tag.get("owari") else { return Ok(()) };
    let v: Vec<f64> = int_list(o, "owari")?;
    let n = log.game_type.players as usize;
    log.final_scores = Some(v.iter().step_by(2).take(n).map(|x| (x * 100.0).round() as i32).collect());
    log.final_points = Some(v.iter().skip(1).step_by(2).take(n).copied().collect());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_small_record() {
        let text = r#"<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="" n1="" n2="" n3="" dan="1,1,1,1"/>
<TAIKYOKU oya="0"/><INIT seed="0,0,0,2,3,5" ten="250,250,250,250" oya="0"
hai0="0,1,2,3,4,6,8,9,10,11,12,13,14" hai1="15,17,18,19,20,21,22,23,24,25,26,27,28"
hai2="29,30,31,32,33,34,35,36,37,38,39,40,41" hai3="42,43,44,45,46,47,48,49,50,51,52,53,54"/>
<T100/><D100/><U7/><E7/><RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" type="yao9" hai1="15"
owari="250,0.0,250,0.0,250,0.0,250,0.0" /></mjloggm>"#;
        let log = parse(text).unwrap();
        assert_eq!(log.game_type.players, 4);
        assert!(log.game_type.red && log.game_type.hanchan);
        assert_eq!(log.rounds[0].init.dice, Some([2, 3]));
        assert_eq!(log.rounds[0].init.scores, [25000; 4]);
        assert_eq!(log.rounds[0].actions[1], Action::Discard { seat: 0, tile: 100 });
        assert_eq!(log.final_scores, Some(vec![25000; 4]));
        let c = log.counts();
        assert_eq!((c.rounds, c.wins, c.draws), (1, 0, 1));
        assert!(matches!(&log.rounds[0].actions[4], Action::Ryuukyoku(r) if r.kind == RyuukyokuKind::NineTerminals));
    }

    #[test]
    fn rejects_non_mjlog_text() {
        assert!(parse("hello").is_err());
        assert!(parse("<mjloggm><INIT seed=\"1\"/></mjloggm>").is_err());
    }
}
