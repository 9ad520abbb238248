// One winner's value, as the table gives it: han (and fu below 5 han), a yakuman count, Toutenkou's points, or the
// hand itself through the Score page's calculator; then, where the rules have them, the seat liable (pao) and the
// item chips. Each row is named by its field (`wins[0].han`, …) so the engine's message about it appears there.
import { h } from '../../dom';
import type { LedgerChoices, Ruleset } from '../../game-engine';
import { choiceButton, choiceRow, type ChoiceButton } from './choices';
import type { Draft, ValueDraft, WinDraft } from './draft';

const LIMIT_FROM: Record<number, string> = { 5: 'mangan', 6: 'haneman', 8: 'baiman', 11: 'sanbaiman' };
const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140];
const YAKUMAN_NAMES = ['', 'Yakuman', 'Double', 'Triple'];

export interface ValueContext {
  draft: Draft;
  choices: LedgerChoices;
  rules: Ruleset;
  names: string[];
  /** The honba on the table: the ledger adds their points to a points value. */
  honba: number;
  /** Changes the draft (then the form redraws and the engine checks it). */
  edit: (change: (d: Draft) => void) => void;
  /** The points field of winner `i`: one element kept across redraws, so typing keeps its focus. */
  pointsInput: (i: number) => HTMLInputElement;
  openCalculator: (i: number) => void;
}

function setValue(ctx: ValueContext, i: number, value: ValueDraft): void {
  ctx.edit((d) => (d.winners[i]!.value = value));
}

function hanFuRows(ctx: ValueContext, i: number, v: ValueDraft): HTMLElement[] {
  const han = v.kind === 'han' ? v.han : null;
  const hanButtons: ChoiceButton[] = Array.from({ length: 13 }, (_, k) => k + 1).map((n) => ({
    id: `han-${i}-${n}`,
    label: n === 13 ? '13+' : String(n),
    sub: LIMIT_FROM[n],
    pressed: han === n,
    onPick: () => setValue(ctx, i, { kind: 'han', han: n, fu: n >= 5 || v.kind !== 'han' ? null : v.fu }),
  }));
  const rows = [choiceRow('Han (dora included)', `wins[${i}].han`, hanButtons, 7, 'han-row')];
  if (v.kind === 'han' && v.han !== null && v.han < 5) {
    const fuButtons = FU.map((fu) => ({ id: `fu-${i}-${fu}`, label: String(fu), pressed: v.fu === fu, onPick: () => setValue(ctx, i, { ...v, fu }) }));
    rows.push(choiceRow('Fu', `wins[${i}].fu`, fuButtons, 7));
  }
  const limit = ctx.choices.yakumanLimit;
  const yakuman = Array.from({ length: limit }, (_, k) => k + 1).map((n) => ({
    id: `yakuman-${i}-${n}`,
    label: YAKUMAN_NAMES[n] ?? `${n}×`,
    pressed: v.kind === 'yakuman' && v.count === n,
    onPick: () => setValue(ctx, i, { kind: 'yakuman', count: n }),
  }));
  rows.push(choiceRow('Yakuman', `wins[${i}].yakuman`, yakuman, Math.min(limit, 4)));
  return rows;
}

function pointsRow(ctx: ValueContext, i: number): HTMLElement {
  const input = ctx.pointsInput(i);
  return h('div.choice-row', { dataset: { field: `wins[${i}].points` } }, h('label.choice-title', { for: input.id }, ctx.honba ? `Points (the rows of the hand, without honba: the page adds the ${ctx.honba} honba)` : 'Points (the rows of the hand)'), input);
}

function handRow(ctx: ValueContext, i: number, v: ValueDraft): HTMLElement {
  const field = `wins[${i}].hand`;
  if (v.kind !== 'hand') {
    return h('div.choice-row', { dataset: { field } }, h(`button.wide#hand-${i}`, { type: 'button', onclick: () => ctx.openCalculator(i) }, 'Or enter the hand’s tiles…'));
  }
  return h(
    'div.choice-row.hand-value',
    { dataset: { field } },
    h('div.choice-title', null, 'From the hand'),
    h('p.hand-label', null, v.label),
    h(
      'div.row',
      null,
      h(`button#hand-edit-${i}`, { type: 'button', onclick: () => ctx.openCalculator(i) }, 'Edit the hand'),
      h(`button#hand-clear-${i}`, { type: 'button', onclick: () => setValue(ctx, i, ctx.choices.value === 'points' ? { kind: 'points', points: null } : { kind: 'han', han: null, fu: null }) }, 'Clear'),
    ),
  );
}

/** Whether a win may name a liable seat: a yakuman (pao), or a tsumo where a daiminkan's feeder pays it whole. */
function liableApplies(ctx: ValueContext, w: WinDraft): boolean {
  if (!ctx.choices.liable) return false;
  const tsumo = ctx.draft.kind === 'tsumo';
  const feeder = tsumo && ctx.rules.pao.daiminkan_rinshan === 'feeder_pays_full_tsumo';
  return feeder || (ctx.rules.pao.yakuman.length > 0 && (w.value.kind === 'yakuman' || w.value.kind === 'hand'));
}

function liableRow(ctx: ValueContext, i: number, w: WinDraft): HTMLElement {
  const pick = (l: number | null) => ctx.edit((d) => (d.winners[i]!.liable = l));
  const buttons: ChoiceButton[] = [{ id: `liable-${i}-none`, label: 'Nobody', pressed: w.liable === null, onPick: () => pick(null) }];
  ctx.names.forEach((name, s) => {
    if (s !== w.seat) buttons.push({ id: `liable-${i}-${s}`, label: name, pressed: w.liable === s, onPick: () => pick(s) });
  });
  const title = w.value.kind === 'han' ? 'Liable: who fed the kan whose replacement tile won' : 'Pao: who is liable for the yakuman';
  return choiceRow(title, `wins[${i}].liable`, buttons, buttons.length);
}

function chipsRow(ctx: ValueContext, i: number, w: WinDraft): HTMLElement {
  const step = (by: number) => ctx.edit((d) => (d.winners[i]!.chips = Math.max(0, d.winners[i]!.chips + by)));
  return h(
    'div.choice-row',
    { dataset: { field: `wins[${i}].chips` } },
    h('div.choice-title', null, 'Chips each payer pays (red, blue, gold, pocchi, ippatsu, ura)'),
    h(
      'div.stepper',
      null,
      choiceButton({ id: `chips-${i}-less`, label: '−', pressed: false, disabled: w.chips === 0, onPick: () => step(-1) }),
      h(`output.stepper-value#chips-${i}`, null, String(w.chips)),
      choiceButton({ id: `chips-${i}-more`, label: '+', pressed: false, onPick: () => step(1) }),
    ),
  );
}

/** Winner `i`'s value and its liability and chips. */
export function winValueEl(ctx: ValueContext, i: number): HTMLElement {
  const w = ctx.draft.winners[i]!;
  const v = w.value;
  const several = ctx.draft.winners.length > 1;
  return h(
    'div.win-value',
    { dataset: { field: `wins[${i}]`, seat: String(w.seat) } },
    h('h3', null, several ? `${ctx.names[w.seat]}’s hand` : `Value of ${ctx.names[w.seat]}’s hand`),
    ctx.choices.value === 'points' ? (v.kind === 'hand' ? null : pointsRow(ctx, i)) : v.kind === 'hand' ? null : hanFuRows(ctx, i, v),
    handRow(ctx, i, v),
    liableApplies(ctx, w) ? liableRow(ctx, i, w) : null,
    ctx.choices.chips && v.kind !== 'hand' ? chipsRow(ctx, i, w) : null,
  );
}
