// The hand's called melds and closed kans: a meld is built in its own tile field (typed or from the palette), with
// its kind and the seat its called tile came from, then added to the list, where each is drawn as on the table.
import { h } from '../../dom';
import { Component } from '../../ui/component';
import { requestMeldEl, type Side } from '../../ui/meld';
import type { ScoreStore } from './model';
import type { Meld, MeldType } from './state';
import { TileField } from './tile-field';

const KINDS: MeldType[] = ['chi', 'pon', 'daiminkan', 'kakan', 'ankan'];
const SIDES: Side[] = ['left', 'across', 'right'];

export class MeldField extends Component<{ melds: Meld[] }> {
  private readonly list = h('div.meld-list');

  constructor(private readonly store: ScoreStore) {
    super(h('div.melds-box'), { melds: [] });
    const draft = new TileField(store, { key: 'meld', label: 'Melds: tiles of a meld to add', name: 'the meld', placeholder: 'e.g. 555z' });
    const m = store.state.meld;
    const type = h(
      'select#f-meld-type',
      { 'aria-label': 'kind of meld', onchange: () => (m.type = type.value as MeldType) },
      KINDS.map((t) => h('option', { value: t, selected: t === m.type }, t)),
    );
    const from = h(
      'select#f-meld-from',
      { 'aria-label': 'called from', onchange: () => (m.from = from.value as Side) },
      SIDES.map((t) => h('option', { value: t, selected: t === m.from }, `from ${t}`)),
    );
    const add = h('button#add-meld', { type: 'button', onclick: () => store.update((x) => this.addDraft(x.meld)) }, 'Add meld');
    draft.el.insertBefore(h('div.meld-builder', null, type, from, add), draft.el.querySelector('.preview'));
    this.el.append(draft.el, this.list);
    store.subscribe((x) => this.set({ melds: x.s.melds }));
    this.set({ melds: store.state.s.melds });
  }

  private addDraft(draft: ScoreStore['state']['meld']): void {
    const tiles = draft.tiles.trim();
    if (!tiles) return;
    this.store.state.s.melds.push(draft.type === 'ankan' ? { type: draft.type, tiles } : { type: draft.type, tiles, from: draft.from });
    draft.tiles = '';
  }

  redraw(): void {
    this.list.replaceChildren(...this.state.melds.map((m, i) => this.item(m, i)));
  }

  protected render(): null {
    return null;
  }

  private item(m: Meld, i: number): HTMLElement {
    return h(
      'div.meld-item',
      null,
      h('span.meld-kind', null, `${m.type}${m.from ? ` from ${m.from}` : ''}`),
      requestMeldEl(m),
      h('button.small', { type: 'button', onclick: () => this.store.update((x) => x.s.melds.splice(i, 1)) }, 'remove'),
    );
  }
}
