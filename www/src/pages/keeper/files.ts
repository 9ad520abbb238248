// The scorekeeper's files: the game exported as CSV (a score sheet for a spreadsheet) or JSON (the ledger's own
// save, which the package's `Ledger.fromJSON` and this page's import read), and any text offered as a file (a
// save the page cannot read).
import { h } from '../../dom';
import { gameCsv } from './describe';
import type { KeeperSession } from './session';

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
  const text = gameCsv(session.rows(), session.names(), session.status().result);
  // A byte-order mark, so spreadsheet programs read the names' letters as UTF-8.
  return { name: `${baseName(session)}.csv`, text: `\uFEFF${text}`, type: 'text/csv' };
}

/** The text of the file a player picked. */
export function readFile(input: HTMLInputElement): Promise<string | null> {
  const file = input.files?.[0];
  return file ? file.text() : Promise.resolve(null);
}
