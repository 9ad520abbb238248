// The scorekeeper's game as a model, without DOM: the Ledger (the engine does every payment and the flow between
// hands), its entries and status, and its save. Every change (an entry, an undo) is checked against the stored
// revision first: when another tab has saved the game since this one last read it, the change is not made here;
// the caller is told (`conflict`), loads the newer save and may enter it again. Every change is saved at once; a
// save the browser refuses leaves the change on the page and is reported (`problem`) until a save succeeds.
import { errorText } from '../../dom';
import type { LedgerEntry, LedgerRow, LedgerStatus, Ruleset, RulesetRef } from '../../game-engine';
import { Ledger } from '../../game-engine';
import { savedRuleset } from '../../saved-ruleset';
import { newId, readSave, storedRev, writeGame, type Loaded } from './store';

/** Why the last save did not happen: the storage is full, or the browser refused it for another reason. */
export interface SaveProblem {
  full: boolean;
  /** The stored game is not the one this page's copy was made from (another tab saved or deleted it). */
  diverged: boolean;
  why: string;
}

export type Change = { kind: 'done'; row?: LedgerRow } | { kind: 'conflict' };

export class KeeperSession {
  /** The revision of the save this page last read or wrote. */
  private rev: number;
  /** The text this page last wrote (a storage event carrying it is this page's own write). */
  private written: string | null = null;
  private cache: { status: LedgerStatus; rows: LedgerRow[] } | null = null;
  /** Set while the game on the page is not the one saved. */
  problem: SaveProblem | null = null;
  readonly rules: Ruleset;

  private constructor(readonly id: string, private ledger: Ledger, rev: number) {
    this.rev = rev;
    this.rules = savedRuleset(ledger.toJSON());
  }

  /** A new game (saved at once): `ruleset` a preset id or a full ruleset (a house ruleset). */
  static create(ruleset: RulesetRef, names: string[]): KeeperSession {
    const session = new KeeperSession(newId(), new Ledger({ ruleset, names }), 0);
    session.save();
    return session;
  }

  static open(loaded: Extract<Loaded, { ok: true }>): KeeperSession {
    return new KeeperSession(loaded.id, loaded.ledger, loaded.save.rev);
  }

  /** A game read from a file (`gameFromFile`), saved as a new game: a game stored in this browser is never
   * written over by one opened from a file. */
  static import(ledger: Ledger): KeeperSession {
    const session = new KeeperSession(newId(), ledger, 0);
    session.save();
    return session;
  }

  status(): LedgerStatus {
    return this.read().status;
  }

  rows(): LedgerRow[] {
    return this.read().rows;
  }

  private read(): { status: LedgerStatus; rows: LedgerRow[] } {
    this.cache ??= { status: this.ledger.status(), rows: this.ledger.entries() };
    return this.cache;
  }

  names(): string[] {
    const names = this.status().names;
    return names.length ? names : this.status().scores.map((_, s) => `Player ${s + 1}`);
  }

  toJSON(): string {
    return this.ledger.toJSON();
  }

  /** What `entry` would do now (its row), without recording it; throws the engine's error when it cannot be. */
  preview(entry: LedgerEntry): LedgerRow {
    const row = this.ledger.record(entry);
    this.ledger.undo();
    return row;
  }

  /** Records an entry and saves; throws the engine's error (and changes nothing) when it cannot have happened. */
  record(entry: LedgerEntry): Change {
    if (this.stale()) return { kind: 'conflict' };
    const row = this.ledger.record(entry);
    this.changed();
    return { kind: 'done', row };
  }

  /** Removes the last entry and saves. */
  undo(): Change {
    if (this.stale()) return { kind: 'conflict' };
    if (this.ledger.undo()) this.changed();
    return { kind: 'done' };
  }

  /** Whether another tab has saved this game since this page last read or wrote it. A page whose own changes are
   * not saved is never stale: it keeps its copy and keeps trying to save it (`problem` says why it cannot). */
  private stale(): boolean {
    return this.problem === null && storedRev(this.id) !== this.rev;
  }

  private changed(): void {
    this.cache = null;
    this.save();
  }

  /** Saves the game as it is on the page; returns whether it is saved. `over` writes over whatever is stored
   * (the player chose this page's copy over another tab's). */
  save(over = false): boolean {
    const base = over ? storedRev(this.id) ?? this.rev : this.rev;
    const w = writeGame(this.id, this.ledger.toJSON(), base);
    if (w.kind === 'saved') {
      this.rev = w.rev;
      this.written = w.raw;
      this.problem = null;
      return true;
    }
    this.problem =
      w.kind === 'failed'
        ? { full: w.full, diverged: false, why: w.why }
        : { full: false, diverged: true, why: 'another tab saved this game while this page had changes it could not save' };
    return false;
  }

  /** Another tab's save of this game (a storage event's new value, null when it was deleted). The page shows it
   * (`loaded`) unless the page has changes of its own not saved (`kept`: both copies stay, the player chooses). */
  follow(raw: string | null): 'same' | 'loaded' | 'kept' | { unreadable: string } {
    if (raw === this.written) return 'same';
    if (this.problem || raw === null) {
      this.problem = { full: false, diverged: true, why: raw === null ? 'another tab deleted the saved game' : 'another tab saved this game while this page had changes it could not save' };
      return 'kept';
    }
    try {
      const { save, ledger } = readSave(raw);
      this.replace(ledger, save.rev);
      this.written = raw;
      return 'loaded';
    } catch (e) {
      return { unreadable: errorText(e) };
    }
  }

  /** Loads the stored save again (after a conflict). */
  reload(loaded: Extract<Loaded, { ok: true }>): void {
    this.replace(loaded.ledger, loaded.save.rev);
  }

  private replace(ledger: Ledger, rev: number): void {
    this.ledger.free();
    this.ledger = ledger;
    this.rev = rev;
    this.cache = null;
  }

  free(): void {
    this.ledger.free();
  }
}
