// The entry of one hand, in the order the table says it: who declared riichi, how the hand ended (tsumo, ron, an
// exhaustive draw, an abortive draw, a chombo), then who won and from whom and what the hand was worth, who was
// tenpai, or which abortive draw. Between hands where the dealer may stop (agari-yame), that choice comes first.
// What the entry would do is shown as it becomes whole (the engine records it and takes it back), with Record at
// the bottom of the screen; an entry that cannot have happened shows the engine's message at the field it names.
// Once the game is over the form gives way to the final ranks and settlement.
import { h } from '../../dom';
import { Component } from '../../ui/component';
import { DRAW_NAMES, gameEndPanel, seatWinds, type GameEndEvent } from '../../ui/hand-end';
import { netChangeTable } from '../../ui/result-table';
import type { LedgerEntry } from '../../game-engine';
import { choiceRow, seatChoices, showFieldError, type ChoiceButton } from './choices';
import { missing, pickWinner, setKind, toggle, type Draft, type EndKind } from './draft';
import { checkDraft, fieldElement, type KeeperModel, type KeeperStore } from './model';
import { winValueEl, type ValueContext } from './win-value';

export interface EntryActions {
  record: (entry: LedgerEntry) => void;
  openCalculator: (i: number) => void;
}

const KINDS: [EndKind, string][] = [
  ['tsumo', 'Tsumo'],
  ['ron', 'Ron'],
  ['draw', 'Draw'],
  ['abort', 'Abortive draw'],
  ['chombo', 'Chombo'],
];

/** What the Record button waits for, in words. */
function waitingFor(m: KeeperModel): string {
  const at = missing(m.draft);
  const names = m.session.names();
  if (at === 'entry') return 'Choose how the hand ended';
  if (at === 'wins') return 'Choose who won';
  if (at === 'wins[0].from') return 'Choose who dealt in';
  if (at === 'abort') return 'Choose the abortive draw';
  if (at === 'chombo') return 'Choose who made the chombo';
  const i = Number(/^wins\[(\d+)\]/.exec(at ?? '')?.[1] ?? 0);
  return `Give the value of ${names[m.draft.winners[i]?.seat ?? 0]}’s hand`;
}

export class EntryForm extends Component<Record<string, never>> {
  private readonly points = new Map<number, HTMLInputElement>();

  constructor(private readonly store: KeeperStore, private readonly actions: EntryActions) {
    super(h('section.entry#entry'), {});
    store.subscribe(() => this.redraw());
    this.redraw();
  }

  /** Changes the draft, asks the engine about it, redraws. */
  private edit = (change: (d: Draft) => void): void => {
    this.store.update((m) => {
      change(m.draft);
      checkDraft(m);
    });
  };

  redraw(): void {
    const focused = document.activeElement;
    super.redraw();
    const check = this.store.state.check;
    if (check && !check.ok) {
      const field = fieldElement(this.el, check.field) ?? this.el;
      showFieldError(field, check.message, check.code);
    }
    // The points field is kept across redraws; it keeps its focus too.
    if (focused instanceof HTMLInputElement && focused.isConnected && document.activeElement !== focused) focused.focus();
  }

  private pointsInput = (i: number): HTMLInputElement => {
    let input = this.points.get(i);
    if (!input) {
      const el: HTMLInputElement = h('input.points', { id: `points-${i}`, type: 'number', min: '0', inputmode: 'numeric', enterkeyhint: 'done' });
      el.addEventListener('input', () => this.edit((d) => {
        const v = d.winners[i]?.value;
        if (v?.kind === 'points') v.points = el.value === '' ? null : Math.trunc(Number(el.value));
      }));
      this.points.set(i, (input = el));
    }
    const v = this.store.state.draft.winners[i]?.value;
    const text = v?.kind === 'points' && v.points !== null ? String(v.points) : '';
    if (Number(input.value) !== Number(text) || (input.value === '') !== (text === '')) input.value = text;
    return input;
  };

  protected render(): (HTMLElement | null)[] {
    const m = this.store.state;
    const st = m.session.status();
    if (st.result) return [gameEndPanel({ type: 'game-end', ...st.result } as GameEndEvent, m.session.names()), h('p.hint', null, 'Undo reopens the game at its last entry.')];
    const d = m.draft;
    const names = m.session.names();
    const winds = seatWinds(st.dealer, names.length);
    const c = st.choices;
    const kinds: ChoiceButton[] = KINDS.filter(([k]) => (k === 'abort' ? c.aborts.length > 0 : k === 'chombo' ? c.chombo : true)).map(([k, label]) => ({
      id: `end-${k}`,
      label,
      pressed: d.kind === k,
      onPick: () => this.edit((x) => setKind(x, k)),
    }));
    const riichi = seatChoices('riichi', names, winds, (s) => d.riichi.includes(s), (s) => this.edit((x) => (x.riichi = toggle(x.riichi, s))), (s) => !c.riichi.includes(s) && !d.riichi.includes(s));
    return [
      c.yame ? this.dealerChoice(names[st.dealer]!) : null,
      h('h2', null, c.yame ? 'Or enter the next hand' : 'Enter the hand'),
      d.kind === 'chombo' ? null : choiceRow('Riichi declared (sticks paid)', 'riichi', riichi),
      choiceRow('How did the hand end?', 'entry', kinds, 6, 'kinds'),
      ...this.details(names, winds),
      this.footer(names),
    ];
  }

  private dealerChoice(dealer: string): HTMLElement {
    const yame = (stop: boolean) => this.actions.record({ yame: stop });
    return h(
      'div.dealer-choice#dealer-choice',
      null,
      h('p', null, `${dealer} (the dealer) may end the game here.`),
      h('div.choice-grid', { style: '--cols: 2' }, h('button.choice#yame-stop', { type: 'button', onclick: () => yame(true) }, 'End the game'), h('button.choice#yame-go', { type: 'button', onclick: () => yame(false) }, 'Play on')),
    );
  }

  /** The rows for the end chosen. */
  private details(names: string[], winds: string[]): (HTMLElement | null)[] {
    const m = this.store.state;
    const d = m.draft;
    const c = m.session.status().choices;
    const n = names.length;
    switch (d.kind) {
      case 'tsumo':
      case 'ron': {
        const several = d.kind === 'ron' && c.mostRons > 1;
        const winners = seatChoices('winner', names, winds, (s) => d.winners.some((w) => w.seat === s), (s) => this.edit((x) => pickWinner(x, s, c)));
        const ctx: ValueContext = { draft: d, choices: c, rules: m.session.rules, names, honba: m.session.status().honba, edit: this.edit, pointsInput: this.pointsInput, openCalculator: this.actions.openCalculator };
        return [
          choiceRow(several ? 'Who won? (each winner on the discard)' : 'Who won?', 'wins', winners),
          d.kind === 'ron'
            ? choiceRow('Who dealt in?', 'from', seatChoices('from', names, winds, (s) => d.from === s, (s) => this.edit((x) => (x.from = s)), (s) => d.winners.some((w) => w.seat === s)))
            : null,
          ...d.winners.map((_, i) => winValueEl(ctx, i)),
        ];
      }
      case 'draw': {
        const tenpai = seatChoices('tenpai', names, winds, (s) => d.tenpai.includes(s) || d.riichi.includes(s), (s) => this.edit((x) => (x.tenpai = toggle(x.tenpai, s))), (s) => d.riichi.includes(s));
        const nagashi = seatChoices('nagashi', names, winds, (s) => d.nagashi.includes(s), (s) => this.edit((x) => (x.nagashi = toggle(x.nagashi, s))));
        return [
          choiceRow(d.riichi.length ? 'Who was tenpai? (a seat in riichi is)' : 'Who was tenpai?', 'draw.tenpai', tenpai, n),
          c.nagashi ? choiceRow('Nagashi mangan (only terminals and honours discarded, none called)', 'draw.nagashi', nagashi, n) : null,
        ];
      }
      case 'abort': {
        const aborts = c.aborts.map((a) => ({ id: `abort-${a}`, label: (DRAW_NAMES[a] ?? a).replace(/ \(abortive draw\)$/, ''), pressed: d.abort === a, onPick: () => this.edit((x) => (x.abort = a)) }));
        return [choiceRow('Which abortive draw?', 'abort', aborts, 2)];
      }
      case 'chombo':
        return [choiceRow('Who made the chombo? (they pay the ruleset’s penalty)', 'chombo', seatChoices('chombo', names, winds, (s) => d.chombo === s, (s) => this.edit((x) => (x.chombo = s))))];
      default:
        return [];
    }
  }

  /** What the entry would do, and Record. */
  private footer(names: string[]): HTMLElement {
    const m = this.store.state;
    const check = m.check;
    const rows = check?.ok
      ? names.map((name, s) => ({ key: s, name, change: check.row.deltas[s]!, score: check.row.scores[s]!, chips: check.row.chips ? check.row.chips[s]! : undefined }))
      : null;
    const record = h('button.record#record', { type: 'button', disabled: !check?.ok, onclick: () => check?.ok && this.actions.record(check.entry) }, 'Record');
    const status = check?.ok ? 'Record this entry' : check ? 'This entry cannot be: see the marked field' : waitingFor(m);
    return h(
      'div.entry-end',
      null,
      rows ? netChangeTable('This entry', 'Change', rows, 'entry-preview') : null,
      h('div.record-bar', null, h('span.record-status#record-status', null, status), record),
    );
  }
}
