// Tenhou mjlog XML (and, through src/tenhou6.ts, tenhou.net/6 JSON) → a game the engine steps through, for the
// replay page.
//
// The engine's wasm package has no log reader (it would cost ~64 KB gzipped of the .wasm's size budget), so the
// page reads the record here and lets the engine check it: each hand's wall is rebuilt from what the record shows
// (the deal, every draw, replacement draws and indicators, the rest filled with unseen tiles), the game starts
// from those walls through Game.fromJSON, and every logged action is applied with game.apply: an action the
// engine does not find legal stops the replay with a message. Follows the core's src/replay.rs step by step.
import { ruleset as rulesetData } from './engine';
import { Game, type GameAction } from './game-engine';

type Tag = { name: string; attr: (k: string) => string | null };
export type LogAction =
  | { t: 'draw'; seat: number; id: number }
  | { t: 'discard'; seat: number; id: number }
  | { t: 'call'; seat: number; meld: Meld }
  | { t: 'riichi'; seat: number }
  | { t: 'riichi-accepted' }
  | { t: 'dora'; id: number }
  | { t: 'win'; who: number; fromWho: number; ura: number[] }
  | { t: 'draw-end'; kind: string; shown: number[] }
  | { t: 'other' };

export interface Meld {
  kind: 'chi' | 'pon' | 'kakan' | 'kita' | 'ankan' | 'daiminkan';
  tiles: number[];
  called: number | null;
  added: number | null;
}

export interface Hand {
  round: number;
  honba: number;
  sticks: number;
  dora: number;
  scores: number[];
  dealer: number;
  hands: number[][];
  actions: LogAction[];
}

/** A player as the record names them: Tenhou's name, rank (dan) and rating where the record has them. */
export interface PlayerInfo {
  name: string;
  dan?: string;
  rate?: number;
}

/** Tenhou's ranks by number (mjlog `dan`): 新人, 9級 … 1級, 初段 … 十段, 天鳳位. */
const DANS = ['Novice', ...Array.from({ length: 9 }, (_, i) => `${9 - i} kyu`), ...Array.from({ length: 10 }, (_, i) => `${i + 1} dan`), 'Tenhou'];
const KANJI_DIGITS: Record<string, number> = { 初: 1, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/** A rank as a record writes it (a number, or Japanese text in tenhou.net/6 JSON) in English. */
export function danName(dan: string | number | null | undefined): string | undefined {
  if (dan === null || dan === undefined || dan === '') return undefined;
  if (typeof dan === 'number' || /^\d+$/.test(dan)) return DANS[Number(dan)];
  const m = /^([初一二三四五六七八九十])(段|級)$/.exec(dan);
  if (m) return `${KANJI_DIGITS[m[1]!]} ${m[2] === '段' ? 'dan' : 'kyu'}`;
  if (dan === '新人') return 'Novice';
  if (dan === '天鳳位') return 'Tenhou';
  return dan;
}

/** The players of a record, or null when it names nobody (names stripped: every name empty). */
export function playersOf(names: (string | null | undefined)[], dans: (string | number | null | undefined)[], rates: (number | string | null | undefined)[]): PlayerInfo[] | null {
  const list = names.map((n, s) => {
    const rate = Number(rates[s]);
    const p: PlayerInfo = { name: (n ?? '').trim() };
    const dan = danName(dans[s]);
    if (dan) p.dan = dan;
    if (rates[s] !== undefined && rates[s] !== null && rates[s] !== '' && Number.isFinite(rate)) p.rate = rate;
    return p;
  });
  return list.some((p) => p.name) ? list : null;
}

export interface ReplayStep {
  seat: number;
  action: GameAction;
}

/** What the replay page needs: the engine game at the start and the actions to apply, in order. */
export interface ReplayScript {
  start: string;
  steps: ReplayStep[];
  /** Set when the record could not be followed to its end; the steps up to there are still valid. */
  error?: string;
  /** The players as the record names them (absent when it names nobody). */
  players?: PlayerInfo[];
}

const ints = (s: string | null): number[] => (s ? s.split(',').filter((x) => x !== '').map(Number) : []);

function tagsOf(xml: string): Tag[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  if (doc.querySelector('parsererror')) throw new Error('not a readable mjlog: the XML does not parse');
  return Array.from(doc.documentElement.children).map((el) => ({ name: el.tagName, attr: (k: string) => el.getAttribute(k) }));
}

/** Tenhou's meld code (the `m` of <N>), as src/log.rs Meld::decode. */
function decodeMeld(m: number): Meld {
  if (m & 0x4) {
    const t = m >> 10;
    const called = t % 3;
    const base = Math.floor(t / 3);
    const first = Math.floor(base / 7) * 9 + (base % 7);
    const copies = [(m >> 3) & 3, (m >> 5) & 3, (m >> 7) & 3];
    const tiles = [0, 1, 2].map((i) => (first + i) * 4 + copies[i]!);
    return { kind: 'chi', tiles, called: tiles[called]!, added: null };
  }
  if (m & 0x18) {
    const t = m >> 9;
    const called = t % 3;
    const kind = Math.floor(t / 3);
    const unused = (m >> 5) & 3;
    const pon = [0, 1, 2, 3].filter((c) => c !== unused).map((c) => kind * 4 + c);
    if (m & 0x8) return { kind: 'pon', tiles: pon, called: pon[called]!, added: null };
    return { kind: 'kakan', tiles: [...pon, kind * 4 + unused], called: pon[called]!, added: kind * 4 + unused };
  }
  if (m & 0x20) return { kind: 'kita', tiles: [m >> 8], called: null, added: null };
  const id = m >> 8;
  const kind = Math.floor(id / 4);
  const tiles = [0, 1, 2, 3].map((c) => kind * 4 + c);
  return (m & 3) === 0 ? { kind: 'ankan', tiles, called: null, added: null } : { kind: 'daiminkan', tiles, called: id, added: null };
}

const DRAW_TAGS = 'TUVW';
const DISCARD_TAGS = 'DEFG';

export interface Parsed {
  type: number;
  players: number;
  red: boolean;
  hands: Hand[];
  finalPoints: number[] | null;
  /** The players as the record names them, or null. */
  names?: PlayerInfo[] | null;
}

function parse(xml: string): Parsed {
  let type: number | null = null;
  const hands: Hand[] = [];
  let finalPoints: number[] | null = null;
  let names: PlayerInfo[] | null = null;
  for (const tag of tagsOf(xml)) {
    const name = tag.name;
    const cur = hands[hands.length - 1];
    const m = /^([TUVWDEFG])(\d+)$/.exec(name);
    if (m) {
      if (!cur) throw new Error(`<${name}> before the first hand`);
      const letter = m[1]!;
      const id = Number(m[2]);
      if (DRAW_TAGS.includes(letter)) cur.actions.push({ t: 'draw', seat: DRAW_TAGS.indexOf(letter), id });
      else cur.actions.push({ t: 'discard', seat: DISCARD_TAGS.indexOf(letter), id });
      continue;
    }
    if (name === 'GO') type = Number(tag.attr('type'));
    else if (name === 'UN' && tag.attr('n0') !== null && !names) {
      // Names are URL-encoded UTF-8; dan and rate are comma-separated, one per seat.
      const raw = [0, 1, 2, 3].map((s) => {
        const raw = tag.attr(`n${s}`);
        try {
          return raw === null ? null : decodeURIComponent(raw);
        } catch {
          return raw;
        }
      });
      names = playersOf(raw, (tag.attr('dan') ?? '').split(','), (tag.attr('rate') ?? '').split(','));
    }
    else if (name === 'INIT') {
      const seed = ints(tag.attr('seed'));
      const players = type !== null && type & 0x10 ? 3 : 4;
      hands.push({
        round: seed[0]!,
        honba: seed[1]!,
        sticks: seed[2]!,
        dora: seed[5]!,
        scores: ints(tag.attr('ten')).slice(0, players).map((x) => x * 100),
        dealer: Number(tag.attr('oya')),
        hands: Array.from({ length: players }, (_, s) => ints(tag.attr(`hai${s}`))),
        actions: [],
      });
    } else if (cur && name === 'N') {
      const seat = Number(tag.attr('who'));
      cur.actions.push({ t: 'call', seat, meld: decodeMeld(Number(tag.attr('m'))) });
    } else if (cur && name === 'REACH') {
      cur.actions.push(tag.attr('step') === '1' ? { t: 'riichi', seat: Number(tag.attr('who')) } : { t: 'riichi-accepted' });
    } else if (cur && name === 'DORA') {
      cur.actions.push({ t: 'dora', id: Number(tag.attr('hai')) });
    } else if (cur && name === 'AGARI') {
      cur.actions.push({ t: 'win', who: Number(tag.attr('who')), fromWho: Number(tag.attr('fromWho')), ura: ints(tag.attr('doraHaiUra')) });
    } else if (cur && name === 'RYUUKYOKU') {
      const shown = [0, 1, 2, 3].filter((s) => tag.attr(`hai${s}`) !== null);
      cur.actions.push({ t: 'draw-end', kind: tag.attr('type') ?? 'exhaustive', shown });
    } else if (cur) {
      cur.actions.push({ t: 'other' });
    }
    if ((name === 'AGARI' || name === 'RYUUKYOKU') && tag.attr('owari')) {
      finalPoints = ints(tag.attr('owari')).filter((_, i) => i % 2 === 1);
    }
  }
  if (type === null) throw new Error('not an mjlog: no <GO> tag');
  if (!hands.length) throw new Error('the record has no hands');
  const n = type & 0x10 ? 3 : 4;
  return { type, players: n, red: (type & 0x02) === 0, hands, finalPoints, names: names?.slice(0, n) ?? null };
}

const KIND_NAMES = (kind: number) => (kind < 27 ? `${(kind % 9) + 1}${'mps'[Math.floor(kind / 9)]}` : `${kind - 26}z`);
function tileName(id: number, red: boolean): string {
  if (red && (id === 16 || id === 52 || id === 88)) return `0${'mps'[id / 36 | 0]}`;
  return KIND_NAMES(Math.floor(id / 4));
}

/** Rebuilds one hand's wall from what the record shows (src/replay.rs rebuild_wall). */
function rebuildWall(hand: Hand, all: number[], players: number, replacementTiles: number): number[] {
  const n = all.length;
  const yama: (number | null)[] = new Array(n).fill(null);
  const put = (pos: number, id: number) => {
    if (yama[pos] !== null && yama[pos] !== id) throw new Error(`wall position ${pos} holds two tiles`);
    yama[pos] = id;
  };
  let top = 0;
  const cursor = new Array(players).fill(0);
  for (let dealt = 0; dealt < 13; ) {
    const take = Math.min(4, 13 - dealt);
    for (let off = 0; off < players; off++) {
      const seat = (hand.dealer + off) % players;
      for (let k = 0; k < take; k++) put(n - 1 - top++, hand.hands[seat]![cursor[seat]++]!);
    }
    dealt += take;
  }
  let replacements = 0;
  let afterKan = false;
  for (const a of hand.actions) {
    if (a.t === 'draw') {
      if (afterKan) {
        put(replacements++ ^ 1, a.id);
        afterKan = false;
      } else put(n - 1 - top++, a.id);
    } else if (a.t === 'call') {
      afterKan = ['daiminkan', 'ankan', 'kakan', 'kita'].includes(a.meld.kind);
    }
  }
  const r = replacementTiles;
  put(r + 1, hand.dora);
  let doraI = 1;
  for (const a of hand.actions) {
    if (a.t === 'dora') put(r + 2 * doraI++ + 1, a.id);
    if (a.t === 'win') a.ura.forEach((u, i) => put(r + 2 * i, u));
  }
  const used = new Set(yama.filter((x): x is number => x !== null));
  const unseen = all.filter((id) => !used.has(id));
  let u = 0;
  return yama.map((x) => (x === null ? unseen[u++]! : x));
}

type Discard = Extract<GameAction, { type: 'discard' }>;
const same = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

/** Reads an mjlog and steps it through the engine; returns the start and the engine-checked actions. */
export function replayMjlog(xml: string): ReplayScript {
  return replayParsed(parse(xml));
}

/** Steps a record read from either format through the engine. */
export function replayParsed(log: Parsed): ReplayScript {
  const { players, red } = log;
  const rules = rulesetData(players === 3 ? 'tenhou-sanma' : 'tenhou');
  if (!red) rules.tiles.flavoured = '';
  rules.yaku.kuitan = (log.type & 0x04) === 0;
  if (log.finalPoints?.some((p) => !Number.isInteger(p))) rules.score.rounding_final = 'none';
  if (!(log.type & 0x08)) {
    rules.game.length = 'east_only';
    rules.game.extension_limit = 'S4';
  }
  // Tile ids of the set in play (sanma has no 2m-8m: kinds 1..7).
  const all = Array.from({ length: 136 }, (_, i) => i).filter((id) => players === 4 || id < 4 || id >= 32);
  const replacementTiles = players === 3 ? 8 : 4;
  const walls = log.hands.map((h) => rebuildWall(h, all, players, replacementTiles));
  const first = log.hands[0]!;
  const start = JSON.stringify({
    format: 'tenpai-game-1',
    ruleset: rules,
    seed: 'replay',
    startScores: first.scores,
    walls,
    ...(first.round || first.honba || first.sticks
      ? { startAt: { index: Math.floor(first.round / 4) * players + (first.round % 4), honba: first.honba, sticks: first.sticks } }
      : {}),
    actions: [],
    scores: first.scores,
  });
  const game = Game.fromJSON(start);
  const steps: ReplayStep[] = [];
  const tile = (id: number) => tileName(id, red);
  const apply = (seat: number, action: GameAction) => {
    game.apply(seat, action, seat);
    steps.push({ seat, action });
  };
  const legal = (seat: number) => game.legalActions(seat);
  try {
    log.hands.forEach((hand, index) => {
      const label = `hand ${index + 1}`;
      let riichiNext = false;
      const acts = hand.actions;
      const answerClaims = (i: number) => {
        const answers: [number, GameAction][] = [];
        for (const a of acts.slice(i + 1)) {
          if (a.t === 'win' && a.who !== a.fromWho) {
            answers.push([a.who, { type: 'ron' }]);
            continue;
          }
          if (a.t === 'draw-end' && a.kind === 'ron3') a.shown.forEach((s) => answers.push([s, { type: 'ron' }]));
          if (a.t === 'call' && ['chi', 'pon', 'daiminkan'].includes(a.meld.kind)) {
            const mine = a.meld.tiles.filter((t) => t !== a.meld.called).map(tile);
            const want = a.meld.kind === 'daiminkan' ? undefined : mine;
            const pick = legal(a.seat).find((x) => x.type === a.meld.kind && (!want || ('tiles' in x && same(x.tiles, want))));
            // Not offered: sent anyway, so the engine's own error says why the record's call is not legal here.
            const asked = (a.meld.kind === 'daiminkan' ? { type: 'daiminkan' } : { type: a.meld.kind, tiles: mine }) as GameAction;
            answers.push([a.seat, pick ?? asked]);
            break;
          }
          if (a.t === 'riichi-accepted' || a.t === 'dora' || a.t === 'other') continue;
          break;
        }
        const st = game.status();
        if (st.phase !== 'claims') {
          if (answers.length) throw new Error(`${label}: the record claims a tile the engine does not offer`);
          return;
        }
        for (const s of st.toAct) apply(s, answers.find(([x]) => x === s)?.[1] ?? { type: 'pass' });
      };
      for (let i = 0; i < acts.length; i++) {
        const a = acts[i]!;
        if (a.t === 'riichi') riichiNext = true;
        else if (a.t === 'discard') {
          const name = tile(a.id);
          const tsumogiri = isTsumogiri(acts, i);
          const options = legal(a.seat).filter((x): x is Discard => x.type === 'discard' && x.tile === name && Boolean(x.riichi) === riichiNext);
          const pick = options.find((x) => Boolean(x.tsumogiri) === tsumogiri) ?? options[0];
          if (!pick) throw new Error(`${label}: seat ${a.seat} discards ${name}${riichiNext ? ' with riichi' : ''}, which the engine does not allow`);
          riichiNext = false;
          apply(a.seat, pick);
          answerClaims(i);
        } else if (a.t === 'call') {
          if (a.meld.kind === 'ankan') apply(a.seat, { type: 'ankan', tile: KIND_NAMES(Math.floor(a.meld.tiles[0]! / 4)) });
          else if (a.meld.kind === 'kakan') {
            apply(a.seat, { type: 'kakan', tile: tile(a.meld.added!) });
            answerClaims(i);
          } else if (a.meld.kind === 'kita') {
            apply(a.seat, { type: 'nuki', tile: tile(a.meld.tiles[0]!) });
            answerClaims(i);
          }
        } else if (a.t === 'win' && a.who === a.fromWho) {
          apply(a.who, { type: 'tsumo' });
        } else if (a.t === 'draw-end' && a.kind === 'yao9') {
          const st = game.status();
          apply(st.toAct[0]!, { type: 'kyuushu' });
        }
      }
    });
  } catch (e) {
    return { start, steps, error: (e as Error).message, ...(log.names ? { players: log.names } : {}) };
  } finally {
    game.free();
  }
  return { start, steps, ...(log.names ? { players: log.names } : {}) };
}

/** A discard right after the same seat's draw of the same tile (src/replay.rs is_tsumogiri). */
function isTsumogiri(acts: LogAction[], i: number): boolean {
  const d = acts[i]!;
  if (d.t !== 'discard') return false;
  for (let k = i - 1; k >= 0; k--) {
    const a = acts[k]!;
    if (a.t === 'draw' && a.seat === d.seat) return a.id === d.id;
    if (a.t === 'discard' || a.t === 'call') return false;
  }
  return false;
}
