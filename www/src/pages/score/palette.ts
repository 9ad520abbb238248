// The tile palette: every tile of the ruleset's set (its red, blue, gold and pocchi tiles too) in rows of nine; a
// tap puts the tile in the selected field. Redrawn when the ruleset changes.
import { h } from '../../dom';
import { Component } from '../../ui/component';
import { tileEl } from '../../ui/tile';
import { splitMpsz } from '../../tiles';
import { addTile, type ScoreStore } from './model';

export class TilePalette extends Component<{ ruleset: string }> {
  constructor(private readonly store: ScoreStore) {
    super(h('div.palette#palette'), { ruleset: '' });
    store.subscribe((m) => {
      if (m.s.r !== this.state.ruleset) this.set({ ruleset: m.s.r });
    });
    this.set({ ruleset: store.state.s.r });
  }

  protected render(): HTMLElement[] {
    const { tiles } = this.store.state.rules;
    const removed = new Set(splitMpsz(tiles.removed));
    const rows: HTMLElement[] = [];
    for (const suit of ['m', 'p', 's', 'z'] as const) {
      const row = h('div.palette-row', { dataset: { suit } });
      for (let n = 1; n <= (suit === 'z' ? 7 : 9); n++) if (!removed.has(`${n}${suit}`)) row.append(this.tile(`${n}${suit}`));
      rows.push(row);
    }
    const flavoured = splitMpsz(tiles.flavoured);
    if (flavoured.length) rows.push(h('div.palette-row', { dataset: { suit: 'flavoured' } }, flavoured.map((t) => this.tile(t))));
    return rows;
  }

  private tile(t: string): HTMLElement {
    const face = tileEl(t);
    return h(
      'button.tile-button',
      { type: 'button', dataset: { tile: t }, 'aria-label': `add ${face.getAttribute('aria-label')}`, onclick: () => this.store.update((m) => addTile(m, t)) },
      face,
    );
  }
}
