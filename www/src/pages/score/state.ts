// The Score page's state: the hand, the conditions and the ruleset, as the URL holds them (#/score?…, so a hand
// can be shared as a link), and the score request they make. No DOM here: the page's components read and change
// one `ScoreState` through a Store (page.ts).
import { WINDS } from '../../dom';
import type { RulesetRef, ScoreRequest, Wind } from '../../engine';
import { joinMpsz, splitMpsz } from '../../tiles';

export type MeldType = 'chi' | 'pon' | 'daiminkan' | 'kakan' | 'ankan';
export interface Meld {
  type: MeldType;
  tiles: string;
  from?: 'left' | 'across' | 'right';
}
export const FLAGS = [
  ['riichi', 'Riichi'],
  ['doubleRiichi', 'Double riichi'],
  ['openRiichi', 'Open riichi'],
  ['ippatsu', 'Ippatsu'],
  ['haitei', 'Haitei (last draw)'],
  ['houtei', 'Houtei (last discard)'],
  ['rinshan', 'Rinshan (after kan)'],
  ['chankan', 'Chankan (robbed kan)'],
  ['tenhou', 'Tenhou (blessing of heaven)'],
  ['chiihou', 'Chiihou (blessing of earth)'],
  ['renhou', 'Renhou (blessing of man)'],
] as const;
export type Flag = (typeof FLAGS)[number][0];

export interface State {
  r: string;
  hand: string;
  win: string;
  tsumo: boolean;
  /** On a ron, the seat wind of the player who dealt in ('' = the seat before the winner). */
  discarder: string;
  /** The winning tile is a pocchi drawn as a wildcard. */
  wild: boolean;
  seat: string;
  round: string;
  dora: string;
  ura: string;
  flags: Set<Flag>;
  honba: number;
  sticks: number;
  nuki: string;
  discards: string;
  melds: Meld[];
}

export type Target = 'hand' | 'win' | 'dora' | 'ura' | 'meld' | 'nuki' | 'discards';

export function fromQuery(q: URLSearchParams): State {
  const melds: Meld[] = (q.get('m') ?? '')
    .split(';')
    .filter(Boolean)
    .map((s) => {
      const [type, tiles, from] = s.split(':');
      return { type: type as Meld['type'], tiles: tiles ?? '', ...(from ? { from: from as Meld['from'] } : {}) };
    });
  return {
    r: q.get('r') ?? 'tenhou',
    hand: q.get('h') ?? '',
    win: q.get('w') ?? '',
    tsumo: q.get('t') === '1',
    discarder: q.get('dw') ?? '',
    wild: q.get('wc') === '1',
    seat: q.get('sw') ?? 'E',
    round: q.get('rw') ?? 'E',
    dora: q.get('d') ?? '',
    ura: q.get('u') ?? '',
    flags: new Set((q.get('f') ?? '').split(',').filter((f) => FLAGS.some(([k]) => k === f)) as Flag[]),
    honba: Number(q.get('hb') ?? 0) || 0,
    sticks: Number(q.get('rs') ?? 0) || 0,
    nuki: q.get('nk') ?? '',
    discards: q.get('dc') ?? '',
    melds,
  };
}

export function toQuery(s: State): string {
  const q = new URLSearchParams();
  q.set('r', s.r);
  if (s.hand) q.set('h', s.hand);
  if (s.win) q.set('w', s.win);
  if (s.tsumo) q.set('t', '1');
  if (s.discarder && !s.tsumo) q.set('dw', s.discarder);
  if (s.wild) q.set('wc', '1');
  if (s.seat !== 'E') q.set('sw', s.seat);
  if (s.round !== 'E') q.set('rw', s.round);
  if (s.dora) q.set('d', s.dora);
  if (s.ura) q.set('u', s.ura);
  if (s.flags.size) q.set('f', [...s.flags].join(','));
  if (s.honba) q.set('hb', String(s.honba));
  if (s.sticks) q.set('rs', String(s.sticks));
  if (s.nuki) q.set('nk', s.nuki);
  if (s.discards) q.set('dc', s.discards);
  if (s.melds.length) q.set('m', s.melds.map((m) => [m.type, m.tiles, m.from ?? ''].join(':').replace(/:$/, '')).join(';'));
  return q.toString();
}

/** The concealed tiles and the winning tile: a 14-tile hand (3n+2 with melds) typed without a winning tile has
 * its last tile as the winning tile, as players write a hand. */
export function handAndWin(s: State): { hand: string[]; win: string; implicit: boolean } {
  const tiles = splitSafe(s.hand);
  if (!s.win && tiles.length > 0 && tiles.length === 14 - 3 * s.melds.length) {
    return { hand: tiles.slice(0, -1), win: tiles[tiles.length - 1]!, implicit: true };
  }
  return { hand: tiles, win: splitSafe(s.win)[0] ?? s.win, implicit: false };
}

/** The seat before `seat` in turn order: who deals in on a ron unless the page says otherwise. */
export function seatBefore(seat: string, players: number): string {
  const i = WINDS.indexOf(seat as Wind);
  return WINDS[(i - 1 + players) % players]!;
}

/** The score request of the page's hand; `ruleset` is the preset `s.r` unless given (a house ruleset's value). */
export function request(s: State, players = 4, ruleset: RulesetRef = s.r): ScoreRequest {
  const { hand, win } = handAndWin(s);
  const req: ScoreRequest = {
    ruleset,
    hand: joinMpsz(hand),
    winTile: win,
    tsumo: s.tsumo,
    seatWind: s.seat as Wind,
    roundWind: s.round as Wind,
  };
  if (!s.tsumo) {
    const chosen = s.discarder && s.discarder !== s.seat && WINDS.indexOf(s.discarder as Wind) < players;
    req.discarder = (chosen ? s.discarder : seatBefore(s.seat, players)) as Wind;
  }
  if (s.wild && s.tsumo) req.wildcard = true;
  if (s.melds.length) req.melds = s.melds;
  if (s.dora) req.dora = s.dora;
  if (s.ura) req.ura = s.ura;
  for (const f of s.flags) req[f] = true;
  if (s.honba) req.honba = s.honba;
  if (s.sticks) req.riichiSticks = s.sticks;
  if (s.nuki) req.nukidora = s.nuki;
  if (s.discards) req.discards = s.discards;
  return req;
}

/** The tiles of an MPSZ text, or none while it does not parse (the field marks the problem). */
export function splitSafe(s: string): string[] {
  try {
    return splitMpsz(s);
  } catch {
    return [];
  }
}
