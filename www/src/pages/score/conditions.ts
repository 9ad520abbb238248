// How the hand was won: tsumo or ron (and who dealt in), the seat and round winds, a pocchi drawn as a wildcard,
// riichi and the other conditions, honba and riichi sticks on the table. The winds' choices follow the ruleset's
// number of players.
import { h, WINDS, WIND_NAMES, type Wind } from '../../dom';
import { Component } from '../../ui/component';
import { parseTile } from '../../tiles';
import type { ScoreModel, ScoreStore } from './model';
import { FLAGS, handAndWin, seatBefore, type Flag } from './state';

/** The seat and round winds and who dealt in: their choices depend on the players and the winner's seat. */
class Winds extends Component<{ players: number; seat: string }> {
  private readonly discarder = h('div.discarder#discarder');

  constructor(private readonly store: ScoreStore) {
    super(h('div.winds'), { players: 0, seat: '' });
    store.subscribe((m) => {
      this.discarder.hidden = m.s.tsumo;
      if (m.players !== this.state.players || m.s.seat !== this.state.seat) this.set({ players: m.players, seat: m.s.seat });
    });
    this.discarder.hidden = store.state.s.tsumo;
    this.set({ players: store.state.players, seat: store.state.s.seat });
  }

  /** The "dealt in by" box, placed beside tsumo/ron by the page. */
  get discarderBox(): HTMLElement {
    return this.discarder;
  }

  private select(id: string, winds: readonly string[], value: string, change: (m: ScoreModel, v: string) => void): HTMLSelectElement {
    const s: HTMLSelectElement = h(
      'select',
      { id, onchange: () => this.store.update((m) => change(m, s.value)) },
      winds.map((w) => h('option', { value: w, selected: w === value }, WIND_NAMES[w])),
    );
    return s;
  }

  protected render(): HTMLElement[] {
    const s = this.store.state.s;
    const winds = WINDS.slice(0, this.state.players);
    // Who dealt in on a ron: any other seat (default the one before the winner).
    const others = winds.filter((w) => w !== s.seat);
    const from = others.includes(s.discarder as Wind) ? s.discarder : seatBefore(s.seat, this.state.players);
    this.discarder.replaceChildren(h('label', null, 'Dealt in by ', this.select('f-discarder', others, from, (m, v) => (m.s.discarder = v))));
    return [
      h('label', null, 'Seat wind ', this.select('f-seat', winds, s.seat, (m, v) => (m.s.seat = v))),
      h('label', null, 'Round wind ', this.select('f-round', winds, s.round, (m, v) => (m.s.round = v))),
    ];
  }
}

function tsumoRon(store: ScoreStore): HTMLElement {
  return h(
    'div.seg',
    null,
    ...[false, true].map((t) =>
      h(
        'label.check',
        null,
        h('input', { type: 'radio', name: 'tsumo', id: t ? 'f-tsumo' : 'f-ron', checked: store.state.s.tsumo === t, onchange: () => store.update((m) => (m.s.tsumo = t)) }),
        t ? 'Tsumo' : 'Ron',
      ),
    ),
  );
}

function flags(store: ScoreStore): HTMLElement {
  const toggle = (k: Flag, on: boolean) => store.update((m) => (on ? m.s.flags.add(k) : m.s.flags.delete(k)));
  return h(
    'div.flags',
    null,
    FLAGS.map(([k, label]) =>
      h(
        'label.check',
        null,
        h('input', { type: 'checkbox', id: `f-${k}`, checked: store.state.s.flags.has(k), onchange: (e: Event) => toggle(k, (e.target as HTMLInputElement).checked) }),
        label,
      ),
    ),
  );
}

/** The pocchi wildcard box: shown only for a pocchi winning tile under a ruleset with wildcards. */
function wildcard(store: ScoreStore): HTMLElement {
  const box = h(
    'label.wild.check#wild',
    { hidden: true },
    h('input#f-wild', { type: 'checkbox', checked: store.state.s.wild, onchange: (e: Event) => store.update((m) => (m.s.wild = (e.target as HTMLInputElement).checked)) }),
    'Drawn as a wildcard (tsumo in riichi, or tenpai with an open hand)',
  );
  const follow = (m: ScoreModel) => {
    box.hidden = !((m.rules.tiles.wildcards ?? []).length > 0 && parseTile(handAndWin(m.s).win)?.flavour === 'pocchi');
  };
  store.subscribe(follow);
  follow(store.state);
  return box;
}

function counter(store: ScoreStore, id: string, label: string, key: 'honba' | 'sticks'): HTMLElement {
  const i = h('input', {
    id,
    type: 'number',
    min: '0',
    max: '99',
    inputmode: 'numeric',
    value: String(store.state.s[key]),
    oninput: () => store.update((m) => (m.s[key] = Math.max(0, Number(i.value) || 0))),
  });
  return h('label.num', null, label, ' ', i);
}

/** The parts of the page that set the conditions, in page order: the wildcard box (under the winning tile), then
 * the win's row (tsumo/ron, who dealt in, winds), then the flags and the counters. */
export function conditions(store: ScoreStore): { wildcard: HTMLElement; win: HTMLElement; flags: HTMLElement; counters: HTMLElement } {
  const winds = new Winds(store);
  return {
    wildcard: wildcard(store),
    win: h('div.row', null, tsumoRon(store), winds.discarderBox, winds.el),
    flags: flags(store),
    counters: h('div.row', null, counter(store, 'f-honba', 'Honba', 'honba'), counter(store, 'f-sticks', 'Riichi sticks', 'sticks')),
  };
}
