// A winner's hand entered tile by tile with the Score page's own calculator (its palette, tile fields, melds,
// conditions and live result), over the scorekeeper. What the ledger knows is set and not asked: the ruleset, the
// seat and round winds, tsumo or who dealt in, honba and riichi sticks on the table. "Use this hand" gives back the
// score request without those (the ledger adds them) and the hand's headline, for the entry.
import { h, pts, WIND_NAMES } from '../../dom';
import { score, type Ruleset, type RulesetRef, type ScoreRequest, type Wind } from '../../engine';
import { Store } from '../../ui/component';
import { headline } from '../../ui/result-table';
import { handInputs } from '../score/inputs';
import type { ScoreModel } from '../score/model';
import { ScoreResultPanel } from '../score/result';
import { FLAGS, fromQuery, request, type Meld, type State } from '../score/state';

export interface CalculatorContext {
  rules: Ruleset;
  ruleset: RulesetRef;
  players: number;
  seatWind: Wind;
  roundWind: Wind;
  tsumo: boolean;
  discarder: Wind | null;
  honba: number;
  sticks: number;
  /** Whether the entry has the winner's riichi (the hand's riichi box starts so). */
  riichi: boolean;
  /** The hand entered before, edited again. */
  initial: ScoreRequest | null;
  /** Whose hand it is, in words (the panel's title). */
  title: string;
}

export interface CalculatedHand {
  request: ScoreRequest;
  label: string;
}

/** The calculator's state: the hand entered before (if any) in the table's situation. */
function startState(ctx: CalculatorContext): State {
  const s = fromQuery(new URLSearchParams());
  Object.assign(s, { r: ctx.rules.id, seat: ctx.seatWind, round: ctx.roundWind, tsumo: ctx.tsumo, discarder: ctx.discarder ?? '', honba: ctx.honba, sticks: ctx.sticks });
  const r = ctx.initial;
  if (!r) {
    if (ctx.riichi) s.flags.add('riichi');
    return s;
  }
  Object.assign(s, {
    hand: r.hand,
    win: r.winTile ?? '',
    melds: (r.melds ?? []) as Meld[],
    dora: typeof r.dora === 'string' ? r.dora : '',
    ura: typeof r.ura === 'string' ? r.ura : '',
    nuki: typeof r.nukidora === 'string' ? r.nukidora : '',
    discards: typeof r.discards === 'string' ? r.discards : '',
    wild: Boolean(r.wildcard),
  });
  for (const [k] of FLAGS) if (r[k]) s.flags.add(k);
  return s;
}

/** The request the ledger takes: the hand and its conditions, without what the ledger gives it. */
function ledgerRequest(m: ScoreModel): ScoreRequest {
  const req = request(m.s, m.players, m.ruleset);
  for (const k of ['ruleset', 'seatWind', 'roundWind', 'tsumo', 'discarder', 'honba', 'riichiSticks'] as const) delete req[k];
  return req;
}

/** The calculator panel; `done` gets the hand (or null: cancelled). */
export function calculatorEl(ctx: CalculatorContext, done: (hand: CalculatedHand | null) => void): HTMLElement {
  const store = new Store<ScoreModel>({
    s: startState(ctx),
    target: 'hand',
    meld: { tiles: '', type: 'pon', from: 'left' },
    rules: ctx.rules,
    players: ctx.players,
    ruleset: ctx.ruleset,
  });
  const inputs = handInputs(store, false);
  const result = new ScoreResultPanel(store);
  const use = h('button', { id: 'calc-use', class: 'record', type: 'button', disabled: true }, 'Use this hand');
  let scored: CalculatedHand | null = null;
  const follow = (m: ScoreModel) => {
    try {
      const r = score(request(m.s, m.players, m.ruleset));
      scored = { request: ledgerRequest(m), label: `${headline(r)} · ${pts(r.total)} · ${m.s.hand} ${m.s.win}`.trim() };
    } catch {
      scored = null;
    }
    use.disabled = scored === null;
  };
  store.subscribe(follow);
  follow(store.state);
  use.addEventListener('click', () => scored && done(scored));
  const how = ctx.tsumo ? 'tsumo' : 'ron';
  const situation = `${WIND_NAMES[ctx.seatWind]} seat, ${WIND_NAMES[ctx.roundWind]} round, ${ctx.tsumo ? 'tsumo' : `ron from ${WIND_NAMES[ctx.discarder ?? '']}`}`;
  return h(
    'div.keeper-calc#calculator',
    { role: 'dialog', 'aria-label': `The hand of ${ctx.title}` },
    h(
      'div.calc-panel',
      null,
      h('h2', null, `${ctx.title}: the hand (${how})`),
      h('p.hint', null, `${situation}: from the table, with its honba and riichi sticks.`),
      ...inputs,
      result.el,
    ),
    h('div.record-bar.calc-bar', null, h('button#calc-cancel', { type: 'button', onclick: () => done(null) }, 'Cancel'), use),
  );
}
