// The drill's state: the ruleset, what is asked, the drill's seed and the hand's number in it (the URL holds them,
// #/drill?r=tenhou&s=k3x9p&n=4&a=pay, so a link replays the drill), the hand of that seed, the verdict on the
// player's answer, and the session's tally (right / answered, kept in sessionStorage so other pages of the site
// can be opened between hands). No DOM here.
import { score } from '../../engine';
import { HOUSE_PREFIX } from '../../house-rules';
import { Store } from '../../ui/component';
import { rulesetChoices } from '../../ui/ruleset-picker';
import { rulesOf } from '../score/model';
import { ASKS, judge, type Answer, type Ask, type Check } from './answer';
import { drillHand, type DrillHand, type DrillRules } from './generate';

export interface Verdict {
  right: boolean;
  checks: Check[];
}

export interface Tally {
  right: number;
  answered: number;
}

export interface DrillState {
  rules: DrillRules;
  ask: Ask;
  seed: string;
  /** The hand's number in the drill, from 1. */
  n: number;
  hand: DrillHand;
  verdict: Verdict | null;
  tally: Tally;
  /** Said above the drill: a ruleset from the link that the drill cannot use here. */
  notice: string;
}

export type DrillStore = Store<DrillState>;

const TALLY_KEY = 'tenpai.drill.tally';

/** Whether the drill can ask a ruleset's hands: it counts han and fu (Toutenkou counts points). */
export function drillable(id: string): boolean {
  return rulesOf(id).rules.score.scheme === 'han_fu';
}

export function rulesFor(id: string): DrillRules {
  const { rules, ruleset } = rulesOf(id);
  return { id, rules, ref: ruleset ?? id };
}

/** A new drill's seed: six letters and digits, short enough to read out. */
export function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => '0123456789abcdefghijkmnpqrstuvwxyz'[b % 34]).join('');
}

function readTally(): Tally {
  try {
    const t = JSON.parse(sessionStorage.getItem(TALLY_KEY) ?? 'null') as Tally | null;
    if (t && Number.isInteger(t.right) && Number.isInteger(t.answered)) return t;
  } catch {
    /* no storage: the tally lives as long as the page */
  }
  return { right: 0, answered: 0 };
}

export function saveTally(t: Tally): void {
  try {
    sessionStorage.setItem(TALLY_KEY, JSON.stringify(t));
  } catch {
    /* no storage */
  }
}

/** The hand of the drill's seed and number under its ruleset. */
export function handOf(s: Pick<DrillState, 'rules' | 'seed' | 'n'>): DrillHand {
  return drillHand(`${s.seed}:${s.n}`, s.rules, score);
}

/** The drill a link names; a ruleset it cannot use (unknown, not saved here, or counted in points) gives the first
 * preset, and says why. */
export function fromQuery(q: URLSearchParams): DrillState {
  const wanted = q.get('r') ?? rulesetChoices()[0]!.id;
  const known = rulesetChoices().some((c) => c.id === wanted);
  const id = known && drillable(wanted) ? wanted : rulesetChoices()[0]!.id;
  const used = rulesetChoices().find((c) => c.id === id)!.name;
  let notice = '';
  if (!known) {
    const house = wanted.startsWith(HOUSE_PREFIX);
    notice = `${house ? `The house rules “${wanted.slice(HOUSE_PREFIX.length)}” are not saved in this browser` : `There are no rules “${wanted}”`}, so this drill uses ${used}.`;
  } else if (id !== wanted) {
    notice = `${rulesetChoices().find((c) => c.id === wanted)!.name} counts points, not han and fu, so this drill uses ${used}.`;
  }
  const ask = (ASKS.find(([a]) => a === q.get('a'))?.[0] ?? 'pay') as Ask;
  const n = Math.max(1, Math.floor(Number(q.get('n'))) || 1);
  const base = { rules: rulesFor(id), ask, seed: q.get('s') || newSeed(), n };
  return { ...base, hand: handOf(base), verdict: null, tally: readTally(), notice };
}

export function toQuery(s: DrillState): string {
  return new URLSearchParams({ r: s.rules.id, s: s.seed, n: String(s.n), a: s.ask }).toString();
}

/** The player's answer judged, counted in the tally once per hand. */
export function answer(s: DrillState, given: Answer): void {
  if (s.verdict) return;
  s.verdict = judge(s.hand.request, s.hand.result, s.ask, given);
  s.tally = { right: s.tally.right + (s.verdict.right ? 1 : 0), answered: s.tally.answered + 1 };
  saveTally(s.tally);
}

/** The drill's next hand. */
export function next(s: DrillState): void {
  s.n += 1;
  s.hand = handOf(s);
  s.verdict = null;
}

/** The same hand number under other rules or another question: a fresh hand, not yet answered. */
export function restart(s: DrillState, change: Partial<Pick<DrillState, 'rules' | 'ask' | 'seed' | 'n'>>): void {
  Object.assign(s, change);
  s.hand = handOf(s);
  s.verdict = null;
  s.notice = '';
}

export function drillStore(q: URLSearchParams): DrillStore {
  return new Store(fromQuery(q));
}
