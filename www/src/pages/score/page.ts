// The Score page: build a hand from the tile palette or MPSZ text, set the conditions, see the score live. Made
// of components sharing one store (model.ts): the ruleset picker, the palette, the tile fields, the melds, the
// conditions and the result. Everything on the page lives in the URL (#/score?…), so a hand can be shared.
import { h } from '../../dom';
import { ruleset as rulesetData, type RulesetId } from '../../engine';
import { rulesetChoices, rulesetPicker } from '../../ui/ruleset-picker';
import { handInputs } from './inputs';
import { scoreStore, type ScoreModel, type ScoreStore } from './model';
import { ScoreResultPanel } from './result';
import { fromQuery, toQuery } from './state';

function playersOf(id: string): number {
  return rulesetChoices().find((c) => c.id === id)?.players ?? 4;
}

/** Under another ruleset: its data, and seats a three-player table does not have put back. */
function changeRuleset(store: ScoreStore, id: string): void {
  store.update((m) => {
    m.s.r = id;
    m.rules = rulesetData(id as RulesetId);
    m.players = playersOf(id);
    if (m.players === 3 && m.s.seat === 'N') m.s.seat = 'E';
    if (m.players === 3 && m.s.round === 'N') m.s.round = 'E';
    if (m.players === 3 && m.s.discarder === 'N') m.s.discarder = '';
  });
}

function actions(store: ScoreStore): HTMLElement {
  const share = h('button#share', { type: 'button', onclick: () => void copyLink(share) }, 'Copy link to this hand');
  const clear = h('button', { type: 'button', onclick: () => (location.hash = `#/score?r=${store.state.s.r}`) }, 'Clear');
  return h('div.row', null, share, clear);
}

async function copyLink(btn: HTMLButtonElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(location.href);
    btn.textContent = 'Link copied';
  } catch {
    btn.textContent = 'Copy the address bar';
  }
}

export function scorePage(root: HTMLElement, query: URLSearchParams): void {
  const store = scoreStore(fromQuery(query), playersOf);
  // Links within the page only rewrite the query (replaceState): no hashchange, so the page is not rebuilt.
  const saveUrl = (m: ScoreModel) => history.replaceState(null, '', `#/score?${toQuery(m.s)}`);
  store.subscribe(saveUrl);
  const inputs = h(
    'section.inputs',
    null,
    h('div.row', null, h('label', { for: 'f-ruleset' }, 'Ruleset '), rulesetPicker({ id: 'f-ruleset', value: store.state.s.r, onChange: (c) => changeRuleset(store, c.id) })),
    ...handInputs(store, true),
    actions(store),
  );
  const result = new ScoreResultPanel(store);
  root.replaceChildren(h('div.score-page', null, inputs, result.el, result.sticky));
  // Each component drew itself from the store as it was made; the URL follows it from the first change on.
  saveUrl(store.state);
}

