// The notice above the scorekeeper's table: what the page did not do or could not save (storage full, another
// tab's change, a save it cannot read) with the actions that keep the record (download it, try again), or a short
// word that something happened (updated from another tab).
import { h } from '../../dom';
import { Component } from '../../ui/component';
import type { KeeperStore } from './model';

export class NoticeBox extends Component<Record<string, never>> {
  constructor(private readonly store: KeeperStore) {
    super(h('div.keeper-notice-box#keeper-notice', { 'aria-live': 'polite' }), {});
    store.subscribe(() => this.redraw());
    this.redraw();
  }

  protected render(): HTMLElement | null {
    const n = this.store.state.notice;
    document.body.dataset.keeperNotice = n ? n.kind : '';
    if (!n) return null;
    return h(
      `div.notice.keeper-notice.${n.kind === 'error' ? 'error-notice' : 'info-notice'}`,
      { role: n.kind === 'error' ? 'alert' : 'status' },
      h('p#keeper-notice-text', null, n.text),
      h(
        'div.row',
        null,
        n.actions.map((a) => h('button', { type: 'button', id: a.id, onclick: a.run }, a.label)),
        n.kind === 'info' ? h('button#notice-close', { type: 'button', onclick: () => this.store.update((m) => (m.notice = null)) }, 'OK') : null,
      ),
    );
  }
}
