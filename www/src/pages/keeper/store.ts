// Where the scorekeeper keeps its games: one localStorage item per game (`tenpai.keeper.game.<id>`), each the
// Ledger's own save (`Ledger.toJSON()`) with a revision number, and the id of the game open (`tenpai.keeper.current`).
// A club's record is never lost here: an item the page cannot read is kept (listed with why, offered as a file,
// removed only when the player says so); a write first checks that no other tab has saved a newer revision of the
// game; a write the browser refuses (storage full, storage off) is returned to the caller, never swallowed.
import { errorText } from '../../dom';
import { Ledger } from '../../game-engine';

export const GAME_PREFIX = 'tenpai.keeper.game.';
export const CURRENT_KEY = 'tenpai.keeper.current';
const FORMAT = 'tenpai-keeper-1';

/** One saved game: the ledger's own save, and how many times it has been written (the version other tabs check). */
export interface SavedGame {
  format: typeof FORMAT;
  rev: number;
  /** When it was last written (ISO 8601). */
  saved: string;
  ledger: string;
}

/** A game read from storage: its ledger, or the text and why it cannot be read. */
export type Loaded = { ok: true; id: string; save: SavedGame; ledger: Ledger } | { ok: false; id: string; raw: string; why: string };

/** What a write did: saved (the new revision), refused because another tab saved first, or failed in the browser. */
export type Written = { kind: 'saved'; rev: number; raw: string } | { kind: 'conflict' } | { kind: 'failed'; full: boolean; why: string };

export const gameKey = (id: string) => GAME_PREFIX + id;

/** A new game's id: the time and a random part, so two tabs starting games at once do not collide. */
export function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The saved text of a game, read: a `SavedGame`, or a bare `Ledger.toJSON()` (an exported file). */
export function readSave(raw: string): { save: SavedGame; ledger: Ledger } {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new Error('it is not JSON (the text is damaged or cut short)');
  }
  const o = v as Partial<SavedGame> & { format?: string };
  if (o && o.format === FORMAT && typeof o.ledger === 'string' && typeof o.rev === 'number') {
    return { save: o as SavedGame, ledger: Ledger.fromJSON(o.ledger) };
  }
  // An exported game is the ledger's own save: Ledger.fromJSON says what is wrong with anything else.
  const ledger = Ledger.fromJSON(raw);
  return { save: { format: FORMAT, rev: 0, saved: new Date().toISOString(), ledger: raw }, ledger };
}

export function loadGame(id: string): Loaded | null {
  const raw = localStorage.getItem(gameKey(id));
  if (raw === null) return null;
  try {
    return { ok: true, id, ...readSave(raw) };
  } catch (e) {
    return { ok: false, id, raw, why: errorText(e) };
  }
}

/** The revision stored for a game now (0: none stored), or null when the stored text cannot be read. */
export function storedRev(id: string): number | null {
  const raw = localStorage.getItem(gameKey(id));
  if (raw === null) return 0;
  try {
    const rev = (JSON.parse(raw) as Partial<SavedGame>).rev;
    return typeof rev === 'number' ? rev : null;
  } catch {
    return null;
  }
}

/** Whether an exception from `setItem` means the storage is full. */
export function isQuotaError(e: unknown): boolean {
  return e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);
}

/** Writes a game's ledger as revision `rev + 1`, unless the stored revision is no longer `rev` (another tab saved). */
export function writeGame(id: string, ledgerJson: string, rev: number): Written {
  if (storedRev(id) !== rev) return { kind: 'conflict' };
  const save: SavedGame = { format: FORMAT, rev: rev + 1, saved: new Date().toISOString(), ledger: ledgerJson };
  const raw = JSON.stringify(save);
  try {
    localStorage.setItem(gameKey(id), raw);
    localStorage.setItem(CURRENT_KEY, id);
  } catch (e) {
    return { kind: 'failed', full: isQuotaError(e), why: errorText(e) };
  }
  return { kind: 'saved', rev: save.rev, raw };
}

export function currentId(): string | null {
  return localStorage.getItem(CURRENT_KEY);
}

export function setCurrent(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(CURRENT_KEY);
    else localStorage.setItem(CURRENT_KEY, id);
  } catch {
    /* which game opens next is a convenience: a full storage must not stop the page */
  }
}

export function deleteGame(id: string): void {
  localStorage.removeItem(gameKey(id));
  if (currentId() === id) setCurrent(null);
}

/** Every saved game, the last saved first (unreadable ones last). Each ledger is freed by the caller. */
export function listGames(): Loaded[] {
  const ids: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(GAME_PREFIX)) ids.push(key.slice(GAME_PREFIX.length));
  }
  const games = ids.map((id) => loadGame(id)).filter((g): g is Loaded => g !== null);
  const time = (g: Loaded) => (g.ok ? g.save.saved : '');
  return games.sort((a, b) => time(b).localeCompare(time(a)));
}
