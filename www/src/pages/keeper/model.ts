// What the scorekeeper's components share (a Store): the game (its session), the entry being made, the engine's
// answer to that entry once it is whole (the row it would make, or the `bad-request` and the field it names), and
// the notice shown above the table (a save problem, another tab's change).
import { errorText } from '../../dom';
import type { LedgerEntry, LedgerRow } from '../../game-engine';
import { Store } from '../../ui/component';
import { emptyDraft, toEntry, type Draft } from './draft';
import type { KeeperSession } from './session';

/** The engine's answer to the whole entry: what it would do, or why it cannot have happened and where. */
export type Check = { ok: true; entry: LedgerEntry; row: LedgerRow } | { ok: false; field: string; message: string; code: string };

export interface NoticeAction {
  id: string;
  label: string;
  run: () => void;
}

export interface Notice {
  kind: 'info' | 'error';
  text: string;
  actions: NoticeAction[];
}

export interface KeeperModel {
  session: KeeperSession;
  draft: Draft;
  check: Check | null;
  notice: Notice | null;
  /** A winner's hand being entered on the calculator (its index in the draft's winners). */
  calculator: number | null;
}

export type KeeperStore = Store<KeeperModel>;

export function keeperStore(session: KeeperSession): KeeperStore {
  return new Store<KeeperModel>({ session, draft: emptyDraft(), check: null, notice: null, calculator: null });
}

/** The field an engine message names: its text up to the first ": " when that is a field path (`wins[0].fu`). */
export function errorField(message: string): { field: string; reason: string } {
  const m = /^([A-Za-z]+(?:\[\d+\])?(?:\.[A-Za-z]+)*): (.*)$/s.exec(message);
  return m ? { field: m[1]!, reason: m[2]! } : { field: 'entry', reason: message };
}

/** The engine's answer to the draft as it stands (null while a choice is missing). */
export function checkDraft(m: KeeperModel): void {
  const entry = toEntry(m.draft);
  if (!entry || m.session.status().over) {
    m.check = null;
    return;
  }
  try {
    m.check = { ok: true, entry, row: m.session.preview(entry) };
  } catch (e) {
    // Shown at the field it names, the message goes without the field's path.
    const err = e as { code?: string; message?: string };
    const { field, reason } = errorField(err.message ?? String(e));
    m.check = { ok: false, field, message: errorText({ message: reason, code: err.code }), code: err.code ?? '' };
  }
}

/** The element that shows a field's problem: the one whose `data-field` is the longest part of `field`'s path
 * (`wins[0].hand.riichi` → `wins[0].hand`); a win's `seat` and `from` are shown where winners and the discarder
 * are picked. */
export function fieldElement(root: ParentNode, field: string): HTMLElement | null {
  const path = field.replace(/^wins\[\d+\]\.from\b.*/, 'from').replace(/^wins\[\d+\]\.seat\b.*/, 'wins');
  for (let p = path; p; p = p.replace(/(\.[A-Za-z]+|\[\d+\])$/, '')) {
    const el = root.querySelector<HTMLElement>(`[data-field="${p}"]`);
    if (el) return el;
    if (!/(\.[A-Za-z]+|\[\d+\])$/.test(p)) break;
  }
  return root.querySelector<HTMLElement>('[data-field="entry"]');
}
