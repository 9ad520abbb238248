// The scorekeeper's files: the game exported as CSV (a score sheet for a spreadsheet) or JSON (the ledger's own
// save, which the package's `Ledger.fromJSON` and this page's import read), any text offered as a file (a save the
// page cannot read), and a file picked to open, read with why it is not a game in a player's words.
import { h, errorText } from '../../dom';
import type { Ledger } from '../../game-engine';
import { gameCsv } from './describe';
import type { KeeperSession } from './session';
import { readSave } from './store';

export interface TextFile {
  name: string;
  text: string;
  type: string;
}

/** Starts the download of a file (a link clicked for the player, its URL released after). */
export function download(file: TextFile): void {
  const href = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const a = h('a', { href, download: file.name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** A file name for this game: the date it was exported and the players. */
function baseName(session: KeeperSession): string {
  const who = session.names().join('-').replace(/[^\p{L}\p{N}-]+/gu, '').slice(0, 60);
  return `tenpai-scores-${new Date().toISOString().slice(0, 10)}${who ? `-${who}` : ''}`;
}

export function jsonFile(session: KeeperSession): TextFile {
  return { name: `${baseName(session)}.json`, text: session.toJSON(), type: 'application/json' };
}

export function csvFile(session: KeeperSession): TextFile {
  const text = gameCsv(session.rows(), session.names(), session.status().result, session.rules);
  // A byte-order mark, so spreadsheet programs read the names' letters as UTF-8.
  return { name: `${baseName(session)}.csv`, text: `\uFEFF${text}`, type: 'text/csv' };
}

/** The name and text of the file a player picked. */
export async function readFile(input: HTMLInputElement): Promise<{ name: string; text: string } | null> {
  const file = input.files?.[0];
  return file ? { name: file.name, text: await file.text() } : null;
}

/** The files a player may pick to open a game: JSON by name or type, and what a phone makes of a downloaded JSON
 * file (saved as .txt, as plain text, or with no known type); the picker greys out any other. Whatever is picked,
 * `gameFromFile` reads its text and says why it is not a game. */
export const GAME_FILE_ACCEPT = '.json,.txt,application/json,text/plain,application/octet-stream';

const OPEN_EXPORT = 'open the file that Export JSON saves (its name ends in .json, or .txt on a phone that saved it as text)';

/** Why a picked file's text is not a game, in a player's words (a file with nothing in it reads as empty); for a
 * scorekeeper game that does not load, with the engine's reason `error`. */
function notAGame(text: string, fileName: string, error: unknown): string {
  if (text.trim() === '') return 'the file is empty';
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    // The CSV export is the likeliest wrong file: its first line is a row of comma-separated headings.
    const csv = /\.csv$/i.test(fileName) || /^[^\n]*,[^\n]*\r?\n/.test(text);
    return csv ? `it is a score sheet for a spreadsheet (CSV), which cannot be opened as a game: ${OPEN_EXPORT}` : `it is not a game file: ${OPEN_EXPORT}`;
  }
  const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  // A save of this page or of a Ledger (its entries or the stored ledger in it) that does not load is damaged.
  return Array.isArray(o.entries) || typeof o.ledger === 'string' ? `it is a scorekeeper game that cannot be read: it is damaged or was changed by hand (${errorText(error)})` : `it is not a game kept by this scorekeeper: ${OPEN_EXPORT}`;
}

/** The game in a file a player picked (an export of this page, any `Ledger.toJSON()`, or this page's stored form);
 * throws an Error saying in a player's words why the file is not one (and the engine's reason for a damaged game). */
export function gameFromFile(text: string, fileName: string): Ledger {
  const body = text.replace(/^\uFEFF/, '');
  try {
    return readSave(body).ledger;
  } catch (e) {
    throw new Error(notAGame(body, fileName, e));
  }
}
