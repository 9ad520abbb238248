// Placeholder demo: load the wasm package, call each api.md function once, print the answers as text.
// Every call is separate, so one function that is not ready yet shows its error and the rest still show.
import init, { rulesets, shanten, waits, score } from 'tenpai';

const HAND = '123m456p789s1122z';
const SCORE_REQUEST = {
  ruleset: 'tenhou',
  hand: '345567m234p3455s',
  winTile: '2s',
  tsumo: true,
  riichi: true,
  seatWind: 'S',
  dora: '2m',
};

function show(label: string, call: () => unknown): void {
  const section = document.createElement('section');
  const title = document.createElement('h2');
  title.textContent = label;
  const body = document.createElement('pre');
  try {
    body.textContent = JSON.stringify(call(), null, 2);
  } catch (e) {
    const err = e as Error & { code?: string };
    body.textContent = `Error ${err.code ?? ''}: ${err.message}`;
    body.className = 'error';
  }
  section.append(title, body);
  document.querySelector('#out')!.append(section);
}

async function main(): Promise<void> {
  await init();
  document.querySelector('#out')!.textContent = '';
  show(`shanten("${HAND}")`, () => shanten(HAND));
  show(`waits("${HAND}")`, () => waits(HAND));
  show(`score(${JSON.stringify(SCORE_REQUEST)})`, () => score(SCORE_REQUEST));
  show('rulesets()', () => rulesets());
  document.body.dataset.ready = 'true';
}

main().catch((e: unknown) => {
  document.querySelector('#out')!.textContent = `Could not load the wasm module: ${String(e)}`;
  document.body.dataset.error = String(e);
});
