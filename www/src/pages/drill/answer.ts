// What the drill asks and how an answer is judged: the payments of a win as players say them (ron 7,700; tsumo
// 2,000/3,900; the dealer's tsumo 3,900 all), read from the engine's result (each seat's change: the drill's hands
// have no honba or riichi sticks on the table, so a payer's change is its payment), and han and fu. No DOM here.
import { pts, WINDS } from '../../dom';
import type { ScoreRequest, ScoreResult } from '../../engine';

/** What the player is asked for: the payment, han and fu, or both. */
export type Ask = 'pay' | 'hanfu' | 'both';
export const ASKS: [Ask, string][] = [
  ['pay', 'Payment'],
  ['hanfu', 'Han and fu'],
  ['both', 'Payment, han and fu'],
];

/** One amount the player enters: who pays it, and how much. */
export interface Payment {
  /** The answer field's key: `ron`, `all` (the dealer's tsumo), `dealer` and `other` (a non-dealer's tsumo). */
  key: 'ron' | 'all' | 'dealer' | 'other';
  label: string;
  amount: number;
}

type Seat = keyof ScoreResult['deltas'];

/** The payments of a win, one per amount that differs: a ron's from the discarder, a tsumo's from the dealer and
 * from the others (or from everyone, when the dealer wins). */
export function payments(req: ScoreRequest, r: ScoreResult): Payment[] {
  const paid = (w: Seat) => -(r.deltas[w] ?? 0);
  if (!req.tsumo) return [{ key: 'ron', label: 'Ron: the discarder pays', amount: paid(req.discarder as Seat) }];
  const payers = WINDS.filter((w) => w !== req.seatWind && typeof r.deltas[w] === 'number');
  if (req.seatWind === 'E') return [{ key: 'all', label: 'Tsumo: each player pays', amount: paid(payers[0]!) }];
  const others = payers.filter((w) => w !== 'E');
  return [
    { key: 'other', label: others.length > 1 ? 'Tsumo: each non-dealer pays' : 'Tsumo: the other non-dealer pays', amount: paid(others[0]!) },
    { key: 'dealer', label: 'Tsumo: the dealer pays', amount: paid('E') },
  ];
}

/** The payment as players say it: "7,700", "2,000/3,900", "3,900 all". */
export function paymentWords(ps: Payment[]): string {
  if (ps.length === 1) return ps[0]!.key === 'all' ? `${pts(ps[0]!.amount)} all` : pts(ps[0]!.amount);
  const other = ps.find((p) => p.key === 'other')!;
  const dealer = ps.find((p) => p.key === 'dealer')!;
  return `${pts(other.amount)}/${pts(dealer.amount)}`;
}

/** Fu count only below 5 han: from there the limit sets the value whatever the fu. */
export function fuCounts(r: ScoreResult): boolean {
  return r.han < 5;
}

/** What the player typed, field by field (the payment keys, `han`, `fu`); a field left empty is absent. */
export type Answer = Partial<Record<Payment['key'] | 'han' | 'fu', number>>;

/** A number as typed on a phone: digits, with or without thousands commas or spaces; anything else is none. */
export function readNumber(text: string): number | undefined {
  const t = text.replace(/[\s,.]/g, '');
  return /^\d{1,7}$/.test(t) ? Number(t) : undefined;
}

export interface Check {
  /** The field: a payment key, `han` or `fu`. */
  field: string;
  label: string;
  expected: number;
  given: number | undefined;
  right: boolean;
}

/** Each asked field checked against the engine's result; the answer is right when every check is. */
export function judge(req: ScoreRequest, r: ScoreResult, ask: Ask, answer: Answer): { right: boolean; checks: Check[] } {
  const checks: Check[] = [];
  if (ask !== 'hanfu') {
    for (const p of payments(req, r)) checks.push({ field: p.key, label: p.label, expected: p.amount, given: answer[p.key], right: answer[p.key] === p.amount });
  }
  if (ask !== 'pay') {
    checks.push({ field: 'han', label: 'Han', expected: r.han, given: answer.han, right: answer.han === r.han });
    if (fuCounts(r)) checks.push({ field: 'fu', label: 'Fu', expected: r.fu, given: answer.fu, right: answer.fu === r.fu });
  }
  return { right: checks.every((c) => c.right), checks };
}
