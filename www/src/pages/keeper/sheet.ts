// The running table, hand by hand, as a score sheet: for each entry what happened, then its hand (the round, or a
// session's hand number: describe.ts `handLabel`) with each seat's change and score after it, from the start scores on.
import { h, pts } from '../../dom';
import { Component } from '../../ui/component';
import { deltaClass } from '../../ui/result-table';
import { entryWords, handLabel, sessionHands } from './describe';
import type { KeeperStore } from './model';

export class Sheet extends Component<Record<string, never>> {
  constructor(private readonly store: KeeperStore) {
    super(h('section.sheet-box#sheet'), {});
    store.subscribe(() => this.redraw());
    this.redraw();
  }

  protected render(): (HTMLElement | null)[] {
    const session = this.store.state.session;
    const names = session.names();
    const rows = session.rows();
    const cols = names.length + 1;
    const start = session.status().scores.map((score, s) => score - rows.reduce((t, r) => t + r.deltas[s]!, 0));
    return [
      h('h2', null, 'Score sheet'),
      h(
        'table.sheet#score-sheet',
        // A session counted in hands labels its rows "Hand 12" (keeper.css: a wider first column).
        { class: sessionHands(session.rules) ? 'by-hand' : false },
        h('thead', null, h('tr', null, h('th', null, 'Hand'), names.map((n) => h('th.num', null, n)))),
        h(
          'tbody',
          null,
          h('tr.start', null, h('td', null, 'Start'), start.map((s) => h('td.num', null, pts(s)))),
          rows.flatMap((r, i) => [
            h('tr.what', { dataset: { entry: String(i) } }, h('td', { colSpan: cols }, entryWords(r.entry, names))),
            h(
              'tr.nums',
              { dataset: { entry: String(i) } },
              h('td.hand', null, handLabel(r, session.rules), r.honba ? h('small', null, ` ${r.honba}h`) : null),
              r.deltas.map((d, s) => h('td.num', { dataset: { score: String(r.scores[s]) } }, h('span', { class: deltaClass(d) }, pts(d, true)), h('br'), h('small', null, pts(r.scores[s]!)))),
            ),
          ]),
        ),
      ),
      rows.length ? null : h('p.hint', null, 'No hand entered yet.'),
    ];
  }
}
