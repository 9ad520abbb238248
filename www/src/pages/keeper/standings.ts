// The table now, at the top of the scorekeeper: the hand (East 2), honba and riichi sticks on the table, each
// seat's wind, name, score (and chips) with the dealer marked, and the last entry with its Undo.
import { h, pts } from '../../dom';
import { Component } from '../../ui/component';
import { seatWinds } from '../../ui/hand-end';
import { seatHeaderEl } from '../../ui/seat-header';
import { entryWords, handLabel, handWords } from './describe';
import type { KeeperStore } from './model';

export class Standings extends Component<Record<string, never>> {
  constructor(private readonly store: KeeperStore, private readonly undo: () => void) {
    super(h('section.standings#standings'), {});
    store.subscribe(() => this.redraw());
    this.redraw();
  }

  protected render(): (HTMLElement | null)[] {
    const session = this.store.state.session;
    const st = session.status();
    const names = session.names();
    const winds = seatWinds(st.dealer, names.length);
    const rows = session.rows();
    const last = rows[rows.length - 1];
    // Once the game is over: the final scores (deposits left on the table gone to first place), and no honba or
    // sticks, since nothing is left to play for.
    const scores = st.over && st.result ? st.result.scores : st.scores;
    const counts = st.over ? [] : [st.honba ? `${st.honba} honba` : '', st.sticks ? `${st.sticks} riichi stick${st.sticks > 1 ? 's' : ''}` : ''].filter(Boolean);
    document.body.dataset.keeper = st.phase;
    return [
      h(
        'div.standings-head',
        null,
        h('h2#keeper-round', { dataset: { round: st.round, honba: String(st.honba), sticks: String(st.sticks) } }, st.over ? 'Final scores' : handWords(st, session.rules)),
        h('span.counts', null, counts.join(' · ')),
        h('span.ruleset-name', null, session.rules.name),
      ),
      h(
        'div.standings-seats',
        null,
        names.map((name, s) =>
          h(
            'div.standing',
            { dataset: { seat: String(s) } },
            seatHeaderEl({ wind: winds[s]!, name, score: scores[s]!, dealer: !st.over && s === st.dealer }),
            st.chips ? h('span.chips', { dataset: { chips: String(st.chips[s]) } }, `${pts(st.chips[s]!, true)} chips`) : null,
          ),
        ),
      ),
      last
        ? h(
            'div.last-entry',
            null,
            h('p#last-entry', null, h('strong', null, `${handLabel(last, session.rules)}: `), entryWords(last.entry, names)),
            h('button#undo', { type: 'button', onclick: this.undo }, 'Undo'),
          )
        : h('p.hint', null, `${names[st.dealer]} deals first. Enter each hand as it ends.`),
    ];
  }
}
