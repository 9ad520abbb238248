// A recorded entry in words (the running table's rows, the CSV export), and the whole game as CSV: one line per
// entry with each seat's change and score, then the final scores, ranks and settlement.
import { WIND_NAMES } from '../../dom';
import type { GameResult, LedgerEntry, LedgerRow, LedgerStatus, LedgerWin, Ruleset } from '../../game-engine';
import { DRAW_NAMES } from '../../ui/hand-end';

function list(seats: number[], names: string[]): string {
  return seats.map((s) => names[s]).join(', ');
}

export function valueWords(w: LedgerWin): string {
  if (w.yakuman) return w.yakuman > 1 ? `${w.yakuman}× yakuman` : 'yakuman';
  if (w.points !== undefined && w.points !== null) return `${w.points} points`;
  if (w.hand) return `hand ${w.hand.hand} ${w.hand.winTile ?? ''}`.trim();
  return w.fu ? `${w.han} han ${w.fu} fu` : `${w.han} han`;
}

function winWords(w: LedgerWin, names: string[]): string {
  const how = w.from === w.seat ? 'tsumo' : `ron from ${names[w.from]}`;
  const extra = [w.liable !== undefined && w.liable !== null ? `pao ${names[w.liable]}` : '', w.chips ? `${w.chips} chips` : ''].filter(Boolean);
  return `${names[w.seat]} ${how}, ${valueWords(w)}${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

/** What an entry says happened, in a sentence or two. */
export function entryWords(e: LedgerEntry, names: string[]): string {
  const riichi = 'riichi' in e && e.riichi?.length ? `Riichi ${list(e.riichi, names)}. ` : '';
  if ('wins' in e) return riichi + e.wins.map((w) => winWords(w, names)).join('; ');
  if ('draw' in e) {
    const tenpai = e.draw.tenpai.length ? `tenpai ${list(e.draw.tenpai, names)}` : 'nobody tenpai';
    const nagashi = e.draw.nagashi?.length ? `; nagashi mangan ${list(e.draw.nagashi, names)}` : '';
    return `${riichi}Draw: ${tenpai}${nagashi}`;
  }
  if ('abort' in e) return riichi + (DRAW_NAMES[e.abort] ?? e.abort);
  if ('chombo' in e) return `Chombo by ${names[e.chombo]}`;
  return e.yame ? 'The dealer stops: the game ends' : 'The dealer plays on';
}

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
function field(v: string | number): string {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The game as CSV: a line per entry (the hand as the score sheet labels it, honba, deposits, dealer, what happened,
 * every seat's change and score, and chips where the ruleset has them), then the result once the game is over.
 * Figures keep the hyphen-minus a spreadsheet reads as a number's sign. */
export function gameCsv(rows: LedgerRow[], names: string[], result: GameResult | null | undefined, rules: Ruleset): string {
  const chips = rows.some((r) => r.chips);
  const header = ['Entry', 'Hand', 'Honba', 'Riichi sticks', 'Dealer', 'What happened', ...names.map((n) => `${n} change`), ...names.map((n) => `${n} score`)];
  if (chips) header.push(...names.map((n) => `${n} chips`));
  const lines = [header];
  rows.forEach((r, i) => {
    const line: (string | number)[] = [i + 1, handLabel(r, rules), r.honba, r.sticks, names[r.dealer]!, entryWords(r.entry, names), ...r.deltas, ...r.scores];
    if (chips) line.push(...(r.chips ?? names.map(() => 0)));
    lines.push(line.map(String));
  });
  if (result) {
    const blank = ['', '', '', '', ''];
    const pad = names.map(() => '');
    lines.push(['Final', ...blank.slice(1), 'Final scores', ...pad, ...result.scores.map(String)]);
    lines.push(['Rank', ...blank.slice(1), 'Ranks', ...pad, ...result.ranks.map(String)]);
    lines.push(['Settlement', ...blank.slice(1), 'Settlement (uma and oka)', ...pad, ...result.points.map((p) => p.toFixed(1))]);
    if (result.chips) lines.push(['Chips', ...blank.slice(1), 'Final chips', ...pad, ...pad, ...result.chips.map(String)]);
  }
  return lines.map((l) => l.map(field).join(',')).join('\r\n') + '\r\n';
}

/** "East 2", "South 4": a hand's label in words. */
function roundWords(round: string): string {
  return `${WIND_NAMES[round[0]!] ?? round[0]} ${round.slice(1)}`;
}

/** How many hands a session of `rules` lasts when the table counts its hands rather than naming their rounds
 * (Toutenkou, always in the East round); null for a game played by rounds. */
export function sessionHands(rules: Ruleset): number | null {
  return rules.game.session_hands || null;
}

/** A hand's short label (a score sheet's row, the CSV's Hand column): its round (E3), or in a session of a set
 * number of hands its number in the session (Hand 7). */
export function handLabel(at: Pick<LedgerRow, 'round' | 'hands'>, rules: Ruleset): string {
  return sessionHands(rules) ? `Hand ${at.hands}` : at.round;
}

/** The hand being played, in words: its round and number (East 2); in a session of a set number of hands its
 * place in the session (Hand 7 of 12), which tells the table when it ends. */
export function handWords(st: Pick<LedgerStatus, 'round' | 'hands'>, rules: Ruleset): string {
  const of = sessionHands(rules);
  return of ? `${handLabel(st, rules)} of ${of}` : roundWords(st.round);
}
