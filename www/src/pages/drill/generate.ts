// The drill's hands: a winning hand built from a seed, with the facts scoring needs (ron or tsumo, the winds, dora
// indicators, riichi, open melds), kept only when the package's `score` values it as a win with a yaku (and no
// yakuman: a drill of counting). The same seed and ruleset always give the same hand, so a drill can be replayed
// from its link. A hand is the Score page's state (pages/score/state.ts), so its request, its link to the
// calculator and its melds as drawn are the Score page's own.
//
// A hand follows a plan (a random deal of sets, all simples, a value honour, a flush, all triplets, seven pairs,
// a closed hand of runs, terminals in every set) so the drill mixes cheap and dear hands, open and closed ones;
// tiles are taken from the ruleset's physical set (its red fives and other flavoured copies come up as often as
// they would be dealt), never more copies than it holds.
import { WINDS } from '../../dom';
import type { Ruleset, RulesetRef, ScoreRequest, ScoreResult } from '../../engine';
import { joinMpsz, parseTile, sortTiles, splitMpsz } from '../../tiles';
import { request, type Flag, type Meld, type State } from '../score/state';

/** A random source: the next number in [0, 1). */
export type Rng = () => number;

/** sfc32 seeded from a text (a 32-bit string hash spread over its four words): small, fast and the same in every
 * browser, so a drill's seed names its hands. */
export function seededRng(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  let a = next(), b = next(), c = next(), d = next();
  return () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return (r >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const chance = (rng: Rng, p: number) => rng() < p;

/** Tile kinds 0..33 (1m..9m, 1p..9p, 1s..9s, 1z..7z) and their names. */
const suitOf = (k: number) => 'mpsz'[Math.floor(k / 9)]!;
const numOf = (k: number) => (k % 9) + 1;
const kindName = (k: number) => `${numOf(k)}${suitOf(k)}`;
function kindOf(tile: string): number {
  const t = parseTile(tile)!;
  return 'mpsz'.indexOf(t.suit) * 9 + t.num - 1;
}
const isHonour = (k: number) => k >= 27;
const isTerminal = (k: number) => !isHonour(k) && (numOf(k) === 1 || numOf(k) === 9);
const isSimple = (k: number) => !isHonour(k) && !isTerminal(k);

/** The ruleset's physical tiles still in the box, kind by kind, each kind's copies in a dealt order. A pocchi
 * (a wildcard in Speed Tonpuu) is left in the box: the drill counts hands, not wildcard rights. */
class Box {
  private readonly copies: string[][] = [];

  constructor(rules: Ruleset, rng: Rng) {
    const removed = new Set(splitMpsz(rules.tiles.removed));
    const flavoured = splitMpsz(rules.tiles.flavoured);
    for (let k = 0; k < 34; k++) {
      const name = kindName(k);
      if (removed.has(name)) {
        this.copies.push([]);
        continue;
      }
      const special = flavoured.filter((f) => kindOf(f) === k);
      const plain = Array<string>(4 - special.length).fill(name);
      const kept = [...plain, ...special.filter((f) => parseTile(f)!.flavour !== 'pocchi')];
      // Shuffled: which copy comes out first is the deal's.
      for (let i = kept.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [kept[i], kept[j]] = [kept[j]!, kept[i]!];
      }
      this.copies.push(kept);
    }
  }

  left(k: number): number {
    return this.copies[k]!.length;
  }

  /** Takes `n` copies of each kind listed (a run: three kinds once each), or nothing if any is short. */
  take(kinds: number[]): string[] | null {
    const need = new Map<number, number>();
    for (const k of kinds) need.set(k, (need.get(k) ?? 0) + 1);
    for (const [k, n] of need) if (this.left(k) < n) return null;
    return kinds.map((k) => this.copies[k]!.pop()!);
  }

  /** Any tile still in the box (a dora indicator). */
  any(rng: Rng): string {
    const kinds = this.copies.map((c, k) => (c.length ? k : -1)).filter((k) => k >= 0);
    return this.take([pick(rng, kinds)])![0]!;
  }
}

/** A set of the hand before any is called: a run or a triplet, as physical tiles. */
interface Group {
  kind: 'run' | 'triplet' | 'pair';
  tiles: string[];
}

/** How a plan chooses its sets and pair: `set()` the kinds of one set, `pair()` a pair's kind. */
interface Plan {
  name: string;
  weight: number;
  /** The chance that the hand calls some of its sets (0: always closed). */
  open: number;
  set(rng: Rng, ctx: PlanContext): number[];
  pair(rng: Rng, ctx: PlanContext): number;
  /** Seven pairs instead of four sets and a pair. */
  pairs?: true;
}

interface PlanContext {
  /** The suit kinds a run may start at under this ruleset (no removed tile in it). */
  runStarts: number[];
  /** Honours worth a han as a triplet: the dragons, the seat and the round wind. */
  valueHonours: number[];
  /** The one suit of a flush (0, 9 or 18), and whether honours may join it. */
  flushSuit: number;
  flushHonours: boolean;
  /** Sets made so far. */
  made: number;
}

const run = (k: number) => [k, k + 1, k + 2];
const triplet = (k: number) => [k, k, k];
const anyKind = (rng: Rng) => (chance(rng, 0.18) ? 27 + Math.floor(rng() * 7) : Math.floor(rng() * 27));

const PLANS: Plan[] = [
  {
    name: 'free', weight: 34, open: 0.45,
    set: (rng, c) => (chance(rng, 0.65) ? run(pick(rng, c.runStarts)) : triplet(anyKind(rng))),
    pair: (rng) => anyKind(rng),
  },
  {
    name: 'all-simples', weight: 16, open: 0.55,
    set: (rng, c) => (chance(rng, 0.7) ? run(pick(rng, c.runStarts.filter((k) => numOf(k) >= 2 && numOf(k) <= 6))) : triplet(pick(rng, simples))),
    pair: (rng) => pick(rng, simples),
  },
  {
    name: 'value-honour', weight: 16, open: 0.7,
    set: (rng, c) => (c.made === 0 ? triplet(pick(rng, c.valueHonours)) : chance(rng, 0.7) ? run(pick(rng, c.runStarts)) : triplet(anyKind(rng))),
    pair: (rng) => anyKind(rng),
  },
  {
    name: 'flush', weight: 7, open: 0.45,
    set: (rng, c) =>
      c.flushHonours && chance(rng, 0.25)
        ? triplet(27 + Math.floor(rng() * 7))
        : chance(rng, 0.6)
          ? run(c.flushSuit + Math.floor(rng() * 7))
          : triplet(c.flushSuit + Math.floor(rng() * 9)),
    pair: (rng, c) => (c.flushHonours && chance(rng, 0.3) ? 27 + Math.floor(rng() * 7) : c.flushSuit + Math.floor(rng() * 9)),
  },
  { name: 'all-triplets', weight: 4, open: 0.8, set: (rng) => triplet(anyKind(rng)), pair: (rng) => anyKind(rng) },
  { name: 'seven-pairs', weight: 7, open: 0, set: () => [], pair: (rng) => anyKind(rng), pairs: true },
  {
    name: 'closed-runs', weight: 12, open: 0,
    set: (rng, c) => run(pick(rng, c.runStarts)),
    pair: (rng, c) => {
      const k = anyKind(rng);
      return c.valueHonours.includes(k) ? Math.floor(rng() * 27) : k;
    },
  },
  {
    name: 'outside', weight: 4, open: 0.4,
    set: (rng, c) => {
      const ends = c.runStarts.filter((k) => numOf(k) === 1 || numOf(k) === 7);
      return chance(rng, 0.6) && ends.length ? run(pick(rng, ends)) : triplet(pick(rng, outsides));
    },
    pair: (rng) => pick(rng, outsides),
  },
];
const simples = Array.from({ length: 27 }, (_, k) => k).filter(isSimple);
const outsides = Array.from({ length: 34 }, (_, k) => k).filter((k) => !isSimple(k));

function pickPlan(rng: Rng): Plan {
  let x = rng() * PLANS.reduce((s, p) => s + p.weight, 0);
  for (const p of PLANS) if ((x -= p.weight) < 0) return p;
  return PLANS[0]!;
}

/** The four sets and the pair (or seven pairs) of one try, or null when the box runs short. */
function buildGroups(plan: Plan, ctx: PlanContext, box: Box, rng: Rng): Group[] | null {
  const groups: Group[] = [];
  if (plan.pairs) {
    const used = new Set<number>();
    while (groups.length < 7) {
      const k = plan.pair(rng, ctx);
      if (used.has(k)) continue;
      const tiles = box.take([k, k]);
      if (!tiles) return null;
      used.add(k);
      groups.push({ kind: 'pair', tiles });
    }
    return groups;
  }
  for (ctx.made = 0; ctx.made < 4; ctx.made++) {
    const kinds = plan.set(rng, ctx);
    const tiles = box.take(kinds);
    if (!tiles) return null;
    groups.push({ kind: kinds[0] === kinds[1] ? 'triplet' : 'run', tiles });
  }
  const pair = box.take(triplet(plan.pair(rng, ctx)).slice(1));
  if (!pair) return null;
  groups.push({ kind: 'pair', tiles: pair });
  return groups;
}

/** The tiles in MPSZ with the flavoured copy of a closed kan in the middle (its ends lie face down) and the called
 * tile first (the Score page draws a meld's first tile as the called one). */
function meldOf(g: Group, type: Meld['type'], rng: Rng, chi: boolean): Meld {
  if (type === 'ankan') {
    const plain = g.tiles.filter((t) => !parseTile(t)!.flavour);
    const special = g.tiles.filter((t) => parseTile(t)!.flavour);
    const tiles = [plain[0] ?? special.shift()!, ...special, ...plain.slice(1)];
    while (tiles.length > 2 && parseTile(tiles[tiles.length - 1]!)!.flavour) tiles.unshift(tiles.pop()!);
    return { type, tiles: joinMpsz(tiles) };
  }
  const called = Math.floor(rng() * g.tiles.length);
  const tiles = [g.tiles[called]!, ...g.tiles.filter((_, i) => i !== called)];
  const from = chi ? 'left' : pick(rng, ['left', 'across', 'right'] as const);
  return { type, tiles: joinMpsz(tiles), from };
}

/** Which sets are called (and how), and the tiles the hand keeps: a closed hand may still hold a closed kan. */
function callSets(groups: Group[], plan: Plan, rules: Ruleset, box: Box, rng: Rng): { melds: Meld[]; concealed: Group[] } {
  const open = chance(rng, plan.open);
  const melds: Meld[] = [];
  const concealed: Group[] = [];
  let calls = open ? 1 + Math.floor(rng() * (plan.name === 'all-triplets' ? 4 : 3)) : 0;
  for (const g of groups) {
    const kan = g.kind === 'triplet' && chance(rng, 0.12) && box.left(kindOf(g.tiles[0]!)) > 0;
    if (kan) g.tiles.push(...box.take([kindOf(g.tiles[0]!)])!);
    const callable = g.kind === 'triplet' || (g.kind === 'run' && rules.calls.chi);
    if (calls > 0 && callable) {
      calls--;
      melds.push(meldOf(g, g.kind === 'run' ? 'chi' : kan ? 'daiminkan' : 'pon', rng, g.kind === 'run'));
    } else if (kan) {
      melds.push(meldOf(g, 'ankan', rng, false));
    } else {
      concealed.push(g);
    }
  }
  return { melds, concealed };
}

/** The conditions of the win besides the winds: ron (from whom) or tsumo, riichi and its ippatsu, a last-tile win,
 * dora and ura. */
function conditions(s: State, rules: Ruleset, players: number, kans: number, closed: boolean, box: Box, rng: Rng): void {
  const seats = WINDS.slice(0, players);
  s.tsumo = chance(rng, 0.45);
  if (!s.tsumo) s.discarder = pick(rng, seats.filter((w) => w !== s.seat));
  const flags = new Set<Flag>();
  if (closed && chance(rng, 0.55)) {
    flags.add('riichi');
    if (chance(rng, 0.12)) flags.add('ippatsu');
  }
  if (chance(rng, 0.03)) flags.add(s.tsumo ? 'haitei' : 'houtei');
  s.flags = flags;
  const indicators = 1 + (rules.dora.kan_dora ? kans : 0);
  s.dora = joinMpsz(Array.from({ length: indicators }, () => box.any(rng)));
  if (flags.has('riichi') && rules.dora.ura) {
    s.ura = joinMpsz(Array.from({ length: rules.dora.kan_ura ? indicators : 1 }, () => box.any(rng)));
  }
}

/** One try at a hand: its Score-page state and plan, or null when the box ran short of a tile. */
function tryHand(rng: Rng, rules: Ruleset, rulesetId: string): { state: State; plan: string } | null {
  const players = rules.game.players;
  const box = new Box(rules, rng);
  const plan = pickPlan(rng);
  const seat = pick(rng, WINDS.slice(0, players));
  const round = rules.game.length === 'east_only' ? 'E' : pick(rng, ['E', 'E', 'S'] as const);
  const runStarts = Array.from({ length: 27 }, (_, k) => k).filter((k) => numOf(k) <= 7 && run(k).every((x) => box.left(x) > 0));
  const flushSuit = pick(rng, [0, 9, 18].filter((s) => runStarts.some((k) => k >= s && k < s + 9)));
  const valueHonours = [31, 32, 33, 27 + WINDS.indexOf(seat), 27 + WINDS.indexOf(round)];
  const ctx: PlanContext = { runStarts, valueHonours, flushSuit, flushHonours: chance(rng, 0.6), made: 0 };
  const groups = buildGroups(plan, ctx, box, rng);
  if (!groups) return null;
  const { melds, concealed } = callSets(groups, plan, rules, box, rng);
  const tiles = concealed.flatMap((g) => g.tiles);
  const win = tiles.splice(Math.floor(rng() * tiles.length), 1)[0]!;
  const s: State = {
    r: rulesetId, hand: joinMpsz(sortTiles(tiles)), win, tsumo: false, discarder: '', wild: false, seat, round,
    dora: '', ura: '', flags: new Set(), honba: 0, sticks: 0, nuki: '', discards: '', melds,
  };
  const kans = melds.filter((m) => m.type === 'ankan' || m.type === 'daiminkan').length;
  conditions(s, rules, players, kans, melds.every((m) => m.type === 'ankan'), box, rng);
  return { state: s, plan: plan.name };
}

/** A drill's hand: the Score page's state of it, the request it makes and the engine's valuation. */
export interface DrillHand {
  state: State;
  request: ScoreRequest;
  result: ScoreResult;
  /** The plan it was built on (for tests that check the drill's mix). */
  plan: string;
}

export interface DrillRules {
  /** The picker's id (a preset, or a house ruleset's `house:` key). */
  id: string;
  /** The ruleset's data, and what the engine takes (the id of a preset, a house ruleset's value). */
  rules: Ruleset;
  ref: RulesetRef;
}

/** Tries before giving up on a seed; a ruleset that lets a drill have a hand finds one in a few dozen. */
const MAX_TRIES = 2000;

/** The hand of `seed` under a ruleset: the first try the engine values as a win with a yaku and without yakuman. */
export function drillHand(seed: string, r: DrillRules, score: (req: ScoreRequest) => ScoreResult): DrillHand {
  const rng = seededRng(seed);
  for (let i = 0; i < MAX_TRIES; i++) {
    const hand = tryHand(rng, r.rules, r.id);
    if (!hand) continue;
    const req = request(hand.state, r.rules.game.players, r.ref);
    try {
      const result = score(req);
      if (result.yakuman === 0 && result.han > 0) return { ...hand, request: req, result };
    } catch (e) {
      // Not a win or no yaku: try again. Anything else is a hand this module should not have built.
      const code = (e as { code?: string }).code;
      if (code !== 'not-a-win' && code !== 'no-yaku') throw e;
    }
  }
  throw new Error(`no hand with a yaku found for seed ${seed} under ${r.id}`);
}
