// What the Score page's components share: the hand and conditions (state.ts, as the URL holds them), which field
// the palette fills, the meld being built and the ruleset's data; and the edits the palette and the fields make.
import { ruleset as rulesetData, type Ruleset, type RulesetId, type RulesetRef } from '../../engine';
import { Store } from '../../ui/component';
import type { Side } from '../../ui/meld';
import { checkMpsz, joinMpsz, sortTiles } from '../../tiles';
import { splitSafe, type MeldType, type State, type Target } from './state';

export interface ScoreModel {
  s: State;
  /** The field the palette fills. */
  target: Target;
  /** The meld being built: its tiles, kind and the seat its called tile came from. */
  meld: { tiles: string; type: MeldType; from: Side };
  rules: Ruleset;
  players: number;
  /** The ruleset as the engine takes it, where it is not the preset `s.r` (a house ruleset's full value). */
  ruleset?: RulesetRef;
}

export type ScoreStore = Store<ScoreModel>;

export function scoreStore(s: State, players: (id: string) => number): ScoreStore {
  return new Store<ScoreModel>({
    s,
    target: 'hand',
    meld: { tiles: '', type: 'pon', from: 'left' },
    rules: rulesetData(s.r as RulesetId),
    players: players(s.r),
  });
}

/** The text of a tile field. */
export function fieldValue(m: ScoreModel, key: Target): string {
  return key === 'meld' ? m.meld.tiles : m.s[key];
}

export function setField(m: ScoreModel, key: Target, value: string): void {
  if (key === 'meld') m.meld.tiles = value;
  else m.s[key] = value;
}

/** A tile picked on the palette, put in the selected field: a full hand's next tile is the winning tile. */
export function addTile(m: ScoreModel, t: string): void {
  const s = m.s;
  const handFull = splitSafe(s.hand).length >= 13 - 3 * s.melds.length;
  if (m.target === 'hand' && handFull && !s.win) s.win = t;
  else if (m.target === 'hand') s.hand = joinMpsz(sortTiles([...splitSafe(s.hand), t]));
  else if (m.target === 'win') s.win = t;
  else setField(m, m.target, joinMpsz([...splitSafe(fieldValue(m, m.target)), t]));
}

export function removeTile(m: ScoreModel, key: Target, index: number): void {
  if (key === 'win') {
    m.s.win = '';
    return;
  }
  const tiles = splitSafe(fieldValue(m, key));
  tiles.splice(index, 1);
  setField(m, key, joinMpsz(tiles));
}

const CHECKED: Target[] = ['hand', 'win', 'dora', 'ura', 'nuki', 'discards', 'meld'];

/** Whether any field holds text that is no tile notation of this ruleset (the fields mark where). */
export function anyProblem(m: ScoreModel): boolean {
  return CHECKED.some((k) => checkMpsz(fieldValue(m, k), m.rules, k === 'win' ? 1 : undefined) !== null);
}
