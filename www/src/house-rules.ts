// House rulesets: rulesets a player made in the house-rules editor (pages/house/), kept in this browser's
// localStorage and offered by every ruleset picker beside the presets (ui/ruleset-picker.ts). This module is in the
// first bundle (the Score page's picker lists them), so it only reads and checks the store; the editor writes it
// (pages/house/store.ts) and loads when first opened.
//
// A club's rules must not be lost: a store this version cannot read at all is set aside (UNREADABLE_KEY) before
// anything is written over it, and a saved ruleset the engine now refuses stays in the store with the engine's
// reason; the editor offers both as files until the player discards them.
import { errorText } from './dom';
import { ruleset as checkRuleset, type Ruleset, type RulesetRef } from './engine';

export const HOUSE_KEY = 'tenpai.house-rules';
/** A store this version could not read, kept as it was until the player has taken it as a file. */
export const UNREADABLE_KEY = 'tenpai.house-rules.unreadable';
/** The prefix of a house ruleset's id in the pickers (`house:thursday-club`), apart from the presets' ids. */
export const HOUSE_PREFIX = 'house:';

export interface HouseEntry {
  ruleset: Ruleset;
  /** The preset it was made from: what the editor marks changes against. */
  base: string;
}

export interface HouseStore {
  /** The saved rulesets the engine reads, as the engine writes them out (defaults filled in). */
  entries: HouseEntry[];
  /** Saved rulesets the engine refuses (made by another version of the site), with its message: kept as they are. */
  refused: { entry: unknown; error: string }[];
  /** The text of a store that could not be read at all: where it was until a save sets it aside (UNREADABLE_KEY). */
  unreadable: string | null;
}

/** The stored text: a version number and the saved rulesets (each a HouseEntry, or what an older site saved). */
export interface Stored {
  v: 1;
  rulesets: unknown[];
}

let cache: { text: string | null; store: HouseStore } | null = null;

/** A stored text, or null when there is none or storage is switched off (then there are no house rulesets). */
export function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The store's text read: the rulesets the engine reads and those it refuses, or the whole text if unreadable. */
function parse(text: string | null): HouseStore {
  const store: HouseStore = { entries: [], refused: [], unreadable: null };
  let data: Stored | null = null;
  try {
    const parsed = JSON.parse(text ?? '{"v":1,"rulesets":[]}') as Stored;
    if (parsed?.v === 1 && Array.isArray(parsed.rulesets)) data = parsed;
  } catch {
    /* not JSON: unreadable */
  }
  if (!data) return { ...store, unreadable: text };
  for (const item of data.rulesets) {
    const entry = item as Partial<HouseEntry>;
    try {
      const ruleset = checkRuleset(entry.ruleset as Ruleset) as Ruleset;
      store.entries.push({ ruleset, base: typeof entry.base === 'string' ? entry.base : 'tenhou' });
    } catch (e) {
      store.refused.push({ entry: item, error: errorText(e) });
    }
  }
  return store;
}

/** The house rulesets saved in this browser (read again only when the stored text changes). Reading changes
 * nothing: an unreadable store is set aside by the next save (pages/house/store.ts). */
export function readHouse(): HouseStore {
  const text = storedText(HOUSE_KEY);
  if (!cache || cache.text !== text) cache = { text, store: parse(text) };
  return { ...cache.store, unreadable: cache.store.unreadable ?? storedText(UNREADABLE_KEY) };
}

/** What the engine takes as `ruleset` for a picker's id: a house ruleset's value, else the preset id itself. */
export function rulesetRef(id: string): RulesetRef {
  if (!id.startsWith(HOUSE_PREFIX)) return id as RulesetRef;
  const key = id.slice(HOUSE_PREFIX.length);
  return readHouse().entries.find((e) => e.ruleset.id === key)?.ruleset ?? (id as RulesetRef);
}

