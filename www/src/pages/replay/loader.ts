// The Replay page's "open" box: a record from a file (plain or gzipped), pasted text, or the game the Play page
// saved; and the line that says what was read (or why not).
import { h, errorText } from '../../dom';
import { savedGame } from '../play/save';

export interface Loader {
  el: HTMLElement;
  message: HTMLElement;
  /** The Play page's saved game, if there is one. */
  own: string | null;
}

export function loader(load: (source: string, name?: string) => void): Loader {
  const message = h('p.status#replay-status');
  const file: HTMLInputElement = h('input#log-file', { type: 'file', accept: '.mjlog,.xml,.json,.gz,.txt', onchange: () => void openFile(file, message, load) });
  const text = h('textarea#log-text', { rows: 3, placeholder: 'or paste an mjlog (XML), tenhou.net/6 JSON or a game saved by the Play page here' });
  const own = savedGame();
  const el = h(
    'section.open',
    null,
    h('h2', null, 'Replay'),
    h('label', null, 'Open a Tenhou log ', file),
    text,
    h(
      'div.row',
      null,
      h('button#open-text', { type: 'button', onclick: () => load(text.value) }, 'Open pasted log'),
      own ? h('button#open-saved', { type: 'button', onclick: () => load(own) }, 'Replay my game from the Play page') : null,
    ),
    message,
  );
  return { el, message, own };
}

async function openFile(file: HTMLInputElement, message: HTMLElement, load: (source: string, name?: string) => void): Promise<void> {
  const f = file.files?.[0];
  if (!f) return;
  try {
    let bytes = new Uint8Array(await f.arrayBuffer());
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
      bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    }
    load(new TextDecoder().decode(bytes), f.name);
  } catch (e) {
    message.textContent = `Could not read ${f.name}: ${errorText(e)}`;
  }
}
