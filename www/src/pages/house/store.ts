// The house-rules editor's writes to the store house-rules.ts reads: save, delete, and let go of a store that
// could not be read once the player has it as a file. Every write keeps the saved rulesets the engine refuses.
import { HOUSE_KEY, readHouse, storedText, UNREADABLE_KEY, type HouseEntry, type Stored } from '../../house-rules';

/** Writes the store; returns the browser's reason when it refused (storage full or switched off). A store that
 * could not be read is first set aside under UNREADABLE_KEY, and nothing is written if that fails. */
function write(entries: unknown[]): string | null {
  const unreadable = readHouse().unreadable;
  if (unreadable !== null && storedText(UNREADABLE_KEY) !== unreadable) {
    if (storedText(UNREADABLE_KEY) !== null) return 'Not saved: download the house rules this browser could not read (above), then discard them.';
    try {
      localStorage.setItem(UNREADABLE_KEY, unreadable);
    } catch {
      return 'Not saved: there is no room to keep the house rules this browser could not read. Download them (above) and discard them first.';
    }
  }
  try {
    localStorage.setItem(HOUSE_KEY, JSON.stringify({ v: 1, rulesets: entries } satisfies Stored));
    return null;
  } catch (e) {
    return `This browser did not save the house rules: ${String((e as Error)?.message ?? e)}. Download them as a file instead.`;
  }
}

/** Saves `entry` in place of the saved ruleset with the same id (or of `replacing`), else after the others. */
export function saveHouse(entry: HouseEntry, replacing: string | null = null): string | null {
  const store = readHouse();
  const ids = [entry.ruleset.id, replacing];
  const kept: unknown[] = [];
  let placed = false;
  for (const e of store.entries) {
    if (ids.includes(e.ruleset.id)) {
      if (!placed) kept.push(entry);
      placed = true;
    } else kept.push(e);
  }
  if (!placed) kept.push(entry);
  return write([...kept, ...store.refused.map((r) => r.entry)]);
}

/** Removes a saved ruleset (by its id), or a refused one (by its place in `refused`). */
export function deleteHouse(id: string | { refused: number }): string | null {
  const store = readHouse();
  const entries = typeof id === 'string' ? store.entries.filter((e) => e.ruleset.id !== id) : store.entries;
  const refused = store.refused.filter((_, i) => typeof id === 'string' || i !== id.refused);
  return write([...entries, ...refused.map((r) => r.entry)]);
}

/** The set-aside text is no longer needed (the player downloaded it, or chose to discard it). */
export function discardUnreadable(): void {
  const house = readHouse();
  localStorage.removeItem(UNREADABLE_KEY);
  // Still in the store's own place (no save since set it aside): the store starts empty.
  if (storedText(HOUSE_KEY) === house.unreadable) localStorage.removeItem(HOUSE_KEY);
}

