// The entry being made at the table, without DOM: who declared riichi, how the hand ended (tsumo, ron, an
// exhaustive draw, an abortive draw, a chombo) and its details, and the `LedgerEntry` it makes. What the rules let
// the table enter comes from the ledger (`status().choices`); whether the entry could have happened is the
// engine's to say (`record` throws `bad-request` naming the field), so nothing here second-guesses it.
import type { LedgerChoices, LedgerEntry, LedgerWin, ScoreRequest } from '../../game-engine';

export type EndKind = 'tsumo' | 'ron' | 'draw' | 'abort' | 'chombo';

/** A win's value as the table gives it: han and fu, a yakuman count, Toutenkou's points, or the hand itself. */
export type ValueDraft =
  | { kind: 'han'; han: number | null; fu: number | null }
  | { kind: 'yakuman'; count: number }
  | { kind: 'points'; points: number | null }
  | { kind: 'hand'; request: ScoreRequest; label: string };

export interface WinDraft {
  seat: number;
  value: ValueDraft;
  liable: number | null;
  /** Item chips each payer pays (rulesets with chips). */
  chips: number;
}

export interface Draft {
  riichi: number[];
  kind: EndKind | null;
  /** Tsumo: one winner; ron: the winners in the order they were picked (the engine orders them from the discarder). */
  winners: WinDraft[];
  /** Ron: the seat that dealt in. */
  from: number | null;
  tenpai: number[];
  nagashi: number[];
  abort: string | null;
  chombo: number | null;
}

export function emptyDraft(): Draft {
  return { riichi: [], kind: null, winners: [], from: null, tenpai: [], nagashi: [], abort: null, chombo: null };
}

export function emptyWin(seat: number, choices: LedgerChoices): WinDraft {
  const value: ValueDraft = choices.value === 'points' ? { kind: 'points', points: null } : { kind: 'han', han: null, fu: null };
  return { seat, value, liable: null, chips: 0 };
}

/** Adds `seat` to a list of seats, or takes it out. */
export function toggle(list: number[], seat: number): number[] {
  return list.includes(seat) ? list.filter((s) => s !== seat) : [...list, seat].sort((a, b) => a - b);
}

/** The end chosen, with what it needs reset. */
export function setKind(d: Draft, kind: EndKind): void {
  if (d.kind === kind) return;
  const keepWinners = (kind === 'tsumo' || kind === 'ron') && (d.kind === 'tsumo' || d.kind === 'ron');
  Object.assign(d, { ...emptyDraft(), riichi: d.riichi, kind });
  if (!keepWinners) d.winners = [];
}

/** The winners picked: a tsumo has one; a ron as many as the rules allow on one discard (head bump: one). */
export function pickWinner(d: Draft, seat: number, choices: LedgerChoices): void {
  const i = d.winners.findIndex((w) => w.seat === seat);
  const single = d.kind === 'tsumo' || choices.mostRons <= 1;
  if (i >= 0) d.winners.splice(i, 1);
  else if (single) d.winners = [emptyWin(seat, choices)];
  else d.winners.push(emptyWin(seat, choices));
  if (d.from !== null && d.winners.some((w) => w.seat === d.from)) d.from = null;
  for (const w of d.winners) if (w.liable === w.seat) w.liable = null;
}

/** The field a choice is still missing at (its path, as the engine names fields), or null when the entry is whole. */
export function missing(d: Draft): string | null {
  switch (d.kind) {
    case null:
      return 'entry';
    case 'tsumo':
    case 'ron': {
      if (d.winners.length === 0) return 'wins';
      if (d.kind === 'ron' && d.from === null) return 'wins[0].from';
      const i = d.winners.findIndex((w) => !valueGiven(w.value));
      return i < 0 ? null : `wins[${i}].value`;
    }
    case 'draw':
      return null;
    case 'abort':
      return d.abort === null ? 'abort' : null;
    case 'chombo':
      return d.chombo === null ? 'chombo' : null;
  }
}

function valueGiven(v: ValueDraft): boolean {
  if (v.kind === 'han') return v.han !== null && (v.han >= 5 || v.fu !== null);
  if (v.kind === 'points') return v.points !== null;
  return true;
}

function winEntry(w: WinDraft, from: number): LedgerWin {
  const win: LedgerWin = { seat: w.seat, from };
  const v = w.value;
  if (v.kind === 'han') {
    win.han = v.han!;
    if (v.fu !== null) win.fu = v.fu;
  } else if (v.kind === 'yakuman') win.yakuman = v.count;
  else if (v.kind === 'points') win.points = v.points!;
  else win.hand = v.request;
  if (w.liable !== null) win.liable = w.liable;
  if (w.chips > 0 && v.kind !== 'hand') win.chips = w.chips;
  return win;
}

/** The ledger entry the draft makes, or null while a choice is missing. */
export function toEntry(d: Draft): LedgerEntry | null {
  if (missing(d) !== null) return null;
  const riichi = d.riichi;
  switch (d.kind) {
    case 'tsumo':
    case 'ron':
      return { riichi, wins: d.winners.map((w) => winEntry(w, d.kind === 'tsumo' ? w.seat : d.from!)) };
    case 'draw': {
      // A seat whose riichi stood is tenpai: the page marks it so and the entry says it.
      const tenpai = [...new Set([...d.tenpai, ...riichi])].sort((a, b) => a - b);
      return { riichi, draw: d.nagashi.length ? { tenpai, nagashi: d.nagashi } : { tenpai } };
    }
    case 'abort':
      return { riichi, abort: d.abort as Extract<LedgerEntry, { abort: unknown }>['abort'] };
    case 'chombo':
      return { chombo: d.chombo! };
    default:
      return null;
  }
}
