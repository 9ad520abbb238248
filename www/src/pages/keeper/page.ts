// The Scorekeeper page: the running score of a game played with real tiles at a real table, entered hand by hand
// (who declared riichi, then how the hand ended) while the engine's Ledger does the payments, honba, riichi
// sticks, the dealer's turns, the end of the game and the settlement. Made of: the session (the ledger and its
// save, session.ts over store.ts), one Store of the page's state (model.ts), and its components: the standings
// with Undo, the entry form (with the Score page's calculator for a hand entered tile by tile), the score sheet,
// and the notices that keep a club's record safe (a save that cannot be read or written, another tab's change).
import { h, errorText } from '../../dom';
import type { LedgerEntry, Wind } from '../../game-engine';
import { seatWinds } from '../../ui/hand-end';
import { calculatorEl } from './calculator';
import { emptyDraft } from './draft';
import { EntryForm } from './entry-form';
import { csvFile, download, jsonFile } from './files';
import { checkDraft, keeperStore, type KeeperStore, type Notice } from './model';
import { NoticeBox } from './notice';
import { KeeperSession } from './session';
import { setupScreen } from './setup';
import { Sheet } from './sheet';
import { Standings } from './standings';
import { currentId, gameKey, loadGame } from './store';
import './keeper.css';

let active: KeeperGame | null = null;

export function keeperPage(root: HTMLElement): void {
  active?.stop();
  active = null;
  const id = currentId();
  const loaded = id ? loadGame(id) : null;
  if (loaded?.ok) {
    openGame(root, KeeperSession.open(loaded));
    return;
  }
  // A save this page cannot read is not dropped: the page says why and offers it as a file; it stays in the
  // browser (listed under the saved games) until the player deletes it.
  const notice = loaded && !loaded.ok ? unreadableNotice(loaded.raw, loaded.why, loaded.id) : null;
  setupScreen(root, notice, (s, n) => openGame(root, s, n));
}

function unreadableNotice(raw: string, why: string, id: string): HTMLElement {
  const href = URL.createObjectURL(new Blob([raw], { type: 'application/json' }));
  return h(
    'div.notice.keeper-notice.error-notice#keeper-unreadable',
    { role: 'alert' },
    h('p', null, `The game you were keeping could not be loaded: ${why}. It is kept in this browser (below, under Saved games) until you delete it.`),
    h('a.button#unreadable-download', { href, download: `tenpai-unreadable-game-${id}.json` }, 'Download it as a file'),
  );
}

function openGame(root: HTMLElement, session: KeeperSession, notice: Notice | null = null): void {
  active?.stop();
  active = new KeeperGame(root, session, notice);
}

class KeeperGame {
  private readonly store: KeeperStore;
  private readonly calc = h('div.calc-host');

  constructor(private readonly root: HTMLElement, session: KeeperSession, notice: Notice | null) {
    this.store = keeperStore(session);
    const tools = h(
      'section.keeper-tools',
      null,
      h('button#export-csv', { type: 'button', onclick: () => download(csvFile(this.session)) }, 'Export CSV'),
      h('button#export-json', { type: 'button', onclick: () => download(jsonFile(this.session)) }, 'Export JSON'),
      h('button#keeper-games', { type: 'button', onclick: () => this.leave() }, 'New game / saved games'),
    );
    const page = h(
      'div.keeper-page.keeper-game',
      null,
      new NoticeBox(this.store).el,
      new Standings(this.store, () => this.undo()).el,
      new EntryForm(this.store, { record: (e) => this.record(e), openCalculator: (i) => this.openCalculator(i) }).el,
      new Sheet(this.store).el,
      tools,
      this.calc,
    );
    root.replaceChildren(page);
    window.addEventListener('storage', this.onStorage);
    window.addEventListener('beforeunload', this.onLeave);
    this.afterSave(notice);
  }

  private get session(): KeeperSession {
    return this.store.state.session;
  }

  stop(): void {
    window.removeEventListener('storage', this.onStorage);
    window.removeEventListener('beforeunload', this.onLeave);
    this.session.free();
  }

  private leave(): void {
    if (this.session.problem && !confirm('This game has entries that are not saved. Leave it anyway? (Download it first to keep them.)')) return;
    this.stop();
    active = null;
    setupScreen(this.root, null, (s, n) => openGame(this.root, s, n));
  }

  /** A page whose game is not saved asks before it is closed. */
  private onLeave = (e: BeforeUnloadEvent): void => {
    if (this.session.problem) e.preventDefault();
  };

  private record(entry: LedgerEntry): void {
    let change;
    try {
      change = this.session.record(entry);
    } catch (e) {
      this.store.update((m) => (m.notice = { kind: 'error', text: errorText(e), actions: [] }));
      return;
    }
    if (change.kind === 'conflict') {
      this.conflict('Your entry was not recorded: check the table, then record it if it is still missing.', { id: 'record-again', label: 'Record my entry now', run: () => this.record(entry) });
      return;
    }
    // A fresh entry: nothing chosen, so nothing to preview and nothing Record could enter twice.
    this.store.update((m) => {
      m.draft = emptyDraft();
      checkDraft(m);
    });
    this.afterSave(null);
    this.root.querySelector('#standings')?.scrollIntoView({ block: 'start' });
  }

  private undo(): void {
    if (this.session.undo().kind === 'conflict') {
      this.conflict('Nothing was undone: check the table, then undo again if you still want to.', null);
      return;
    }
    this.store.update((m) => checkDraft(m));
    this.afterSave(null);
  }

  /** Another tab saved the game first: this page loads that save and says what it did not do. */
  private conflict(text: string, again: Notice['actions'][number] | null): void {
    const loaded = loadGame(this.session.id);
    if (!loaded?.ok) {
      this.session.problem = { full: false, diverged: true, why: loaded ? `the stored game cannot be read (${loaded.why})` : 'another tab deleted the saved game' };
      this.afterSave(null);
      return;
    }
    this.session.reload(loaded);
    const notice: Notice = { kind: 'error', text: `Another tab changed this game: this page now shows it. ${text}`, actions: again ? [again] : [] };
    this.store.update((m) => checkDraft(m));
    this.afterSave(notice);
  }

  /** Shows the save's problem if there is one (it stays until a save succeeds), else `notice`. */
  private afterSave(notice: Notice | null): void {
    const p = this.session.problem;
    const file = jsonFile(this.session);
    const keep = { id: 'save-download', label: 'Download this game', run: () => download(file) };
    const retry = { id: 'save-retry', label: 'Try saving again', run: () => this.afterSave(this.session.save() ? { kind: 'info', text: 'Saved.', actions: [] } : null) };
    if (p?.diverged) {
      notice = {
        kind: 'error',
        text: `This page’s copy of the game is not saved: ${p.why}. Download it to keep it, then choose which copy to keep.`,
        actions: [
          { ...keep, label: 'Download this page’s copy' },
          { id: 'save-over', label: 'Save this page’s copy', run: () => this.afterSave(this.session.save(true) ? { kind: 'info', text: 'Saved.', actions: [] } : null) },
          { id: 'load-stored', label: 'Show the saved copy', run: () => this.loadStored() },
        ],
      };
    } else if (p) {
      const why = p.full ? 'the browser’s storage for this site is full' : p.why;
      notice = { kind: 'error', text: `Not saved: ${why}. The entries are on this page only: download the game to keep them, or free room (delete old saved games in another tab), then try again.`, actions: [keep, retry] };
    }
    this.store.update((m) => (m.notice = notice));
  }

  private loadStored(): void {
    if (!confirm('Show the saved copy? This page’s entries that are not in it are lost unless you downloaded them.')) return;
    const loaded = loadGame(this.session.id);
    if (!loaded?.ok) return;
    this.session.problem = null;
    this.session.reload(loaded);
    this.store.update((m) => checkDraft(m));
    this.afterSave(null);
  }

  /** Another tab wrote this game: show its save (unless this page has changes it could not save). */
  private onStorage = (e: StorageEvent): void => {
    if (e.key !== gameKey(this.session.id) || e.storageArea !== localStorage) return;
    const r = this.session.follow(e.newValue);
    if (r === 'same') return;
    if (r === 'loaded') {
      this.store.update((m) => checkDraft(m));
      this.afterSave({ kind: 'info', text: 'Updated: another tab recorded a change to this game.', actions: [] });
    } else if (r === 'kept') {
      this.afterSave(null);
    } else {
      const file = { name: `tenpai-unreadable-game-${this.session.id}.json`, text: e.newValue ?? '', type: 'application/json' };
      this.afterSave({ kind: 'error', text: `Another tab saved this game in a form this page cannot read (${r.unreadable}). This page keeps its copy.`, actions: [{ id: 'other-download', label: 'Download the other copy', run: () => download(file) }] });
    }
  };

  private openCalculator(i: number): void {
    const m = this.store.state;
    const st = this.session.status();
    const w = m.draft.winners[i]!;
    const names = this.session.names();
    const winds = seatWinds(st.dealer, names.length) as Wind[];
    const tsumo = m.draft.kind === 'tsumo';
    // The first winner from the discarder collects the honba and the riichi sticks (the calculator shows them).
    const n = names.length;
    const from = tsumo ? w.seat : m.draft.from ?? (w.seat + n - 1) % n;
    const first = m.draft.winners.map((x) => x.seat).sort((a, b) => ((a - from + n) % n) - ((b - from + n) % n))[0] === w.seat;
    const close = () => {
      this.calc.replaceChildren();
      document.body.classList.remove('calc-open');
    };
    const panel = calculatorEl(
      {
        rules: this.session.rules,
        ruleset: this.session.rules,
        players: n,
        seatWind: winds[w.seat]!,
        roundWind: st.round[0] as Wind,
        tsumo,
        discarder: tsumo ? null : winds[from]!,
        honba: first ? st.honba : 0,
        sticks: first ? st.sticks + m.draft.riichi.length : 0,
        riichi: m.draft.riichi.includes(w.seat),
        initial: w.value.kind === 'hand' ? w.value.request : null,
        title: names[w.seat]!,
      },
      (hand) => {
        close();
        if (!hand) return;
        this.store.update((x) => {
          const win = x.draft.winners[i];
          if (!win) return;
          win.value = { kind: 'hand', request: hand.request, label: hand.label };
          // The hand's riichi is the entry's: the winner's riichi follows the hand as entered.
          const declared = Boolean(hand.request.riichi || hand.request.doubleRiichi || hand.request.openRiichi);
          x.draft.riichi = declared ? [...new Set([...x.draft.riichi, win.seat])].sort((a, b) => a - b) : x.draft.riichi.filter((s) => s !== win.seat);
          checkDraft(x);
        });
      },
    );
    this.calc.replaceChildren(panel);
    document.body.classList.add('calc-open');
    panel.querySelector<HTMLElement>('#f-hand')?.focus({ preventScroll: true });
  }
}
