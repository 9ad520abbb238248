// A ruleset in a link: the ruleset's JSON in the URL's hash (#/rules/house?z=…), deflated and in base64url where
// the browser can deflate (CompressionStream: a preset's 2.4 to 3.4 KB of JSON become 1.5 to 2 KB of link), else the
// JSON itself in base64url (#/rules/house?j=…). The hash is never sent to a server.
import type { Ruleset } from '../../engine';

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The query of a link to `ruleset` (`z=…` or `j=…`). */
export async function rulesetQuery(ruleset: Ruleset): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(ruleset));
  if (typeof CompressionStream === 'function') return `z=${toBase64Url(await through(json, new CompressionStream('deflate-raw')))}`;
  return `j=${toBase64Url(json)}`;
}

/** The ruleset a link's query holds, as JSON (unchecked: the editor checks it), or null when it holds none. Throws
 * when the link was cut or changed (it cannot be decoded). */
export async function rulesetFromQuery(query: URLSearchParams): Promise<unknown> {
  const z = query.get('z');
  const j = query.get('j');
  if (z === null && j === null) return null;
  const bytes = z !== null ? await through(fromBase64Url(z), new DecompressionStream('deflate-raw')) : fromBase64Url(j!);
  return JSON.parse(new TextDecoder().decode(bytes));
}
