// tenhou.net/6 JSON → the same record structure as an mjlog (src/mjlog.ts), which the engine then checks.
//
// The format keeps per-seat lists (haipai, draws, discards) with tile codes (11-19 m, 21-29 p, 31-39 s, 41-47
// honours, 51-53 red fives, 60 = the drawn tile discarded) and call strings (draw lists: c chi, p pon,
// m daiminkan; discard lists: r riichi, a ankan, k kakan, f kita). The global order is rebuilt here as the
// core's src/log/tenhou6.rs does: turns pass on unless another seat's next draw entry calls the discard (pon
// and kan before chi), and every tile gets a 136-id when it first appears (red fives copy 0).
import { playersOf, type Hand, type LogAction, type Meld, type Parsed } from './mjlog';

type Entry = number | string;

function codeKind(code: number): { kind: number; red: boolean } {
  if (code >= 51 && code <= 53) return { kind: (code - 51) * 9 + 4, red: true };
  if (code >= 41 && code <= 47) return { kind: 27 + (code % 10) - 1, red: false };
  const suit = Math.floor(code / 10) - 1;
  if (suit < 0 || suit > 2 || code % 10 === 0) throw new Error(`tile code ${code} is not a tile`);
  return { kind: suit * 9 + (code % 10) - 1, red: false };
}

function callTiles(s: string): { letter: string; at: number; tiles: number[] } {
  const pos = s.search(/[a-z]/);
  if (pos < 0 || pos % 2) throw new Error(`call "${s}" is malformed`);
  const digits = s.replace(/[a-z]/g, '');
  const tiles = Array.from({ length: digits.length / 2 }, (_, i) => Number(digits.slice(2 * i, 2 * i + 2)));
  return { letter: s[pos]!, at: pos / 2, tiles };
}

class Ids {
  private used = new Array<boolean>(136).fill(false);
  constructor(private red: boolean) {}
  fresh(code: number): number {
    const { kind, red } = codeKind(code);
    const reserved = this.red && (kind === 4 || kind === 13 || kind === 22);
    const copies = red ? [0] : reserved ? [1, 2, 3] : [0, 1, 2, 3];
    for (const c of copies) {
      if (!this.used[kind * 4 + c]) {
        this.used[kind * 4 + c] = true;
        return kind * 4 + c;
      }
    }
    throw new Error(`more copies of tile code ${code} than the set holds`);
  }
}

function take(hand: number[], code: number, red: boolean): number {
  const { kind, red: isRed } = codeKind(code);
  const i = hand.findIndex((id) => Math.floor(id / 4) === kind && (red && (id === 16 || id === 52 || id === 88)) === isRed);
  if (i < 0) throw new Error(`tile code ${code} is not in the hand`);
  return hand.splice(i, 1)[0]!;
}

const RESULT_KINDS: Record<string, string> = {
  流局: 'exhaustive',
  全員聴牌: 'exhaustive',
  全員不聴: 'exhaustive',
  流し満貫: 'nm',
  九種九牌: 'yao9',
  四家立直: 'reach4',
  三家和了: 'ron3',
  四槓散了: 'kan4',
  四風連打: 'kaze4',
};

export function parseTenhou6(text: string): Parsed {
  type Doc = { log?: unknown[][]; rule?: Record<string, unknown>; sc?: number[]; name?: unknown[]; dan?: unknown[]; rate?: unknown[] };
  // One game object, or one object per line with a hand each (mjx's "mjscore" files).
  let docs: Doc[];
  try {
    docs = [JSON.parse(text) as Doc];
  } catch {
    docs = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Doc);
  }
  if (!docs.length || !docs.every((d) => Array.isArray(d.log))) throw new Error("not tenhou.net/6 JSON: no 'log' list");
  const doc: Doc = { rule: docs[0]!.rule, sc: docs[docs.length - 1]!.sc };
  const disp = String(doc.rule?.disp ?? '');
  const rounds = docs.flatMap((d) => d.log!);
  const sanma = disp.startsWith('三') || (Array.isArray(rounds[0]?.[13]) && (rounds[0]![13] as unknown[]).length === 0);
  const players = sanma ? 3 : 4;
  const red =
    ['aka', 'aka51', 'aka52', 'aka53'].some((k) => Number(doc.rule?.[k] ?? 0) > 0) || /\b5[123]\b/.test(JSON.stringify(rounds));
  const kuitan = !disp || disp.includes('喰');
  const hanchan = !disp || disp.includes('南');
  const type = (red ? 0 : 0x02) | (kuitan ? 0 : 0x04) | (hanchan ? 0x08 : 0) | (sanma ? 0x10 : 0);
  const hands = rounds.map((r, i) => {
    try {
      return readRound(r, players, red);
    } catch (e) {
      throw new Error(`round ${i + 1}: ${(e as Error).message}`);
    }
  });
  const finalPoints = Array.isArray(doc.sc) ? doc.sc.filter((_, i) => i % 2 === 1).slice(0, players) : null;
  const first = docs[0]!;
  const names = Array.isArray(first.name)
    ? playersOf(
        first.name.slice(0, players).map((n) => (typeof n === 'string' ? n : null)),
        (Array.isArray(first.dan) ? first.dan : []).map((d) => (typeof d === 'string' || typeof d === 'number' ? d : null)),
        (Array.isArray(first.rate) ? first.rate : []).map((r) => (typeof r === 'number' || typeof r === 'string' ? r : null)),
      )
    : null;
  return { type, players, red, hands, finalPoints, names };
}

function readRound(r: unknown[], players: number, red: boolean): Hand {
  const [round, honba, sticks] = r[0] as number[];
  const scores = (r[1] as number[]).slice(0, players);
  const ids = new Ids(red);
  const seats = Array.from({ length: players }, (_, s) => ({
    hand: (r[4 + 3 * s] as number[]).map((c) => ids.fresh(c)),
    draws: r[5 + 3 * s] as Entry[],
    discards: r[6 + 3 * s] as Entry[],
    nd: 0,
    nx: 0,
    lastDrawn: -1,
  }));
  const deal = seats.map((s) => [...s.hand]);
  const dora = (r[2] as number[]).map((c) => ids.fresh(c));
  const ura = (r[3] as number[]).map((c) => ids.fresh(c));
  const dealer = (round! % 4) % players;
  const actions: LogAction[] = [];
  let cur = dealer;
  let last: { seat: number; id: number } | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const st = seats[cur]!;
    const entry = st.draws[st.nd];
    if (entry === undefined) break;
    st.nd++;
    if (typeof entry === 'number') {
      const id = ids.fresh(entry);
      st.hand.push(id);
      st.lastDrawn = id;
      actions.push({ t: 'draw', seat: cur, id });
    } else {
      const call = callTiles(entry);
      if (!last) throw new Error(`call "${entry}" with no discard to take`);
      const tiles = [last.id];
      call.tiles.forEach((c, i) => i !== call.at && tiles.push(take(st.hand, c, red)));
      const kind = ({ c: 'chi', p: 'pon', m: 'daiminkan' } as const)[call.letter as 'c' | 'p' | 'm'];
      if (!kind) throw new Error(`"${entry}" in a draw list`);
      const meld: Meld = { kind, tiles: tiles.sort((a, b) => a - b), called: last.id, added: null };
      actions.push({ t: 'call', seat: cur, meld });
      if (kind === 'daiminkan') {
        st.nx++; // its discard-list placeholder (0)
        continue; // the replacement draw comes next from the same seat
      }
    }
    // The discard step (or a kan / kita, after which the same seat draws again).
    const d = st.discards[st.nx];
    if (d === undefined) break; // a tsumo or a draw ends the hand
    st.nx++;
    if (typeof d === 'string' && /[akf]/.test(d)) {
      const call = callTiles(d);
      const code = call.tiles[call.at]!;
      if (call.letter === 'a') {
        const kindOf = codeKind(code).kind;
        const tiles = st.hand.filter((id) => Math.floor(id / 4) === kindOf);
        st.hand = st.hand.filter((id) => Math.floor(id / 4) !== kindOf);
        actions.push({ t: 'call', seat: cur, meld: { kind: 'ankan', tiles, called: null, added: null } });
      } else if (call.letter === 'k') {
        const added = take(st.hand, code, red);
        actions.push({ t: 'call', seat: cur, meld: { kind: 'kakan', tiles: [added], called: null, added } });
        last = { seat: cur, id: added };
      } else {
        const id = take(st.hand, code, red);
        actions.push({ t: 'call', seat: cur, meld: { kind: 'kita', tiles: [id], called: null, added: null } });
      }
      continue;
    }
    let id: number;
    if (typeof d === 'string') {
      actions.push({ t: 'riichi', seat: cur });
      const code = Number(d.replace(/[a-z]/g, ''));
      id = code === 60 ? st.lastDrawn : take(st.hand, code, red);
      if (code === 60) st.hand.splice(st.hand.indexOf(id), 1);
    } else if (d === 60) {
      id = st.lastDrawn;
      st.hand.splice(st.hand.indexOf(id), 1);
    } else {
      id = take(st.hand, d, red);
    }
    actions.push({ t: 'discard', seat: cur, id });
    last = { seat: cur, id };
    // Who moves next: a pon or kan of this tile by any seat, else a chi by the next seat, else the next seat.
    const next = (cur + 1) % players;
    let caller = -1;
    for (let k = 1; k < players && caller < 0; k++) {
      const s = (cur + k) % players;
      const e = seats[s]!.draws[seats[s]!.nd];
      if (typeof e === 'string' && /[pm]/.test(e) && takesDiscard(e, s, cur, players, id, red)) caller = s;
    }
    if (caller < 0) {
      const e = seats[next]!.draws[seats[next]!.nd];
      if (typeof e === 'string' && e.includes('c') && takesDiscard(e, next, cur, players, id, red)) caller = next;
    }
    cur = caller >= 0 ? caller : next;
  }
  // Kan indicators and ura only place tiles in the rebuilt wall; their moment does not matter there.
  for (const ind of dora.slice(1)) actions.push({ t: 'dora', id: ind });
  const result = r[r.length - 1] as unknown[];
  const name = String(result[0]);
  if (name === '和了') {
    for (let i = 1; i + 1 < result.length; i += 2) {
      const info = result[i + 1] as number[];
      actions.push({ t: 'win', who: info[0]!, fromWho: info[1]!, ura: i === 1 ? ura : [] });
    }
  } else {
    actions.push({ t: 'draw-end', kind: RESULT_KINDS[name] ?? 'exhaustive', shown: [] });
  }
  // Wins are answered in the claim window after the discard, so they must follow it: move them before the
  // indicators appended above.
  actions.sort((a, b) => Number(a.t === 'dora') - Number(b.t === 'dora'));
  return {
    round: round!,
    honba: honba!,
    sticks: sticks!,
    dora: dora[0]!,
    scores,
    dealer,
    hands: deal,
    actions,
  };
}

/** Whether a call entry of seat `s` takes the tile `id` just discarded by `from`. */
function takesDiscard(entry: string, s: number, from: number, players: number, id: number, red: boolean): boolean {
  const call = callTiles(entry);
  const code = call.tiles[call.at]!;
  const { kind, red: isRed } = codeKind(code);
  const idRed = red && (id === 16 || id === 52 || id === 88);
  if (Math.floor(id / 4) !== kind || idRed !== isRed) return false;
  if (call.letter === 'c') return (from + 1) % players === s;
  const seatsOn = call.at === 0 ? 3 : call.at + 1 === call.tiles.length ? 1 : 2;
  return (s + seatsOn) % 4 === from;
}
