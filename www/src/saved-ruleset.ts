// The ruleset a saved game carries: `Game.toJSON()` and `Ledger.toJSON()` write the rules beside the actions or
// entries, so the Play page (a game saved in this browser), the Replay page (a saved game opened from a file, or a
// Tenhou record read into one) and the Keeper (a table's ledger) show the rules the game was played under. One
// reader for all, checked by the engine's own ruleset check: a damaged file gets a message that says what is wrong
// with it, never a cast that lets `undefined` through.
import { ruleset as checkRuleset, type Ruleset } from './engine';

/** The ruleset of a saved game's text (`Game.toJSON()`, `Ledger.toJSON()`); throws an `Error` saying what is wrong when it has none. */
export function savedRuleset(gameJson: string): Ruleset {
  let saved: unknown;
  try {
    saved = JSON.parse(gameJson);
  } catch {
    throw new Error('the saved game is not JSON (the text is damaged or cut short)');
  }
  const rules = saved && typeof saved === 'object' ? (saved as { ruleset?: unknown }).ruleset : undefined;
  if (!rules || typeof rules !== 'object') throw new Error('the saved game does not say which rules it was played under');
  // ruleset(value) returns a full ruleset value as it is, or throws bad-ruleset naming the field at fault.
  return checkRuleset(rules as Ruleset);
}
