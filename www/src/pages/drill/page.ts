// The scoring drill: a winning hand with the facts scoring needs, the player answers its payment (and, if asked,
// han and fu), the page says right or wrong with the full breakdown, and counts right answers over the session.
// Hands come from a seed (generate.ts), valued by the package's `score`; the URL holds the drill (model.ts), so a
// drill can be shared and replayed. Made of the settings, the tally, the question, the answer form and the verdict,
// all following one store.
import { h, pts } from '../../dom';
import { rulesetPicker } from '../../ui/ruleset-picker';
import { ASKS, type Ask } from './answer';
import { AnswerForm } from './answer-form';
import { drillable, drillStore, newSeed, next, restart, rulesFor, saveTally, toQuery, type DrillState, type DrillStore } from './model';
import { questionEl } from './question';
import { verdictEl } from './verdict';
import './drill.css';

/** The ruleset picker with the rulesets the drill cannot ask (counted in points) shown but not chosen. */
function picker(store: DrillStore): HTMLSelectElement {
  const select = rulesetPicker({ id: 'drill-ruleset', value: store.state.rules.id, onChange: (c) => store.update((s) => restart(s, { rules: rulesFor(c.id) })) });
  for (const o of Array.from(select.options)) {
    if (drillable(o.value)) continue;
    o.disabled = true;
    o.textContent += ' (counts points: no drill)';
  }
  return select;
}

function settings(store: DrillStore): HTMLElement {
  const ask = h(
    'select#drill-ask',
    {
      onchange: () =>
        store.update((s) => {
          // An answered hand is not asked again: another question moves on to the next hand.
          if (s.verdict) next(s);
          s.ask = ask.value as Ask;
        }),
    },
    ASKS.map(([a, label]) => h('option', { value: a, selected: a === store.state.ask }, label)),
  );
  return h(
    'section.drill-settings',
    null,
    h('label.setting', { for: 'drill-ruleset' }, h('span', null, 'Ruleset'), picker(store)),
    h('label.setting', { for: 'drill-ask' }, h('span', null, 'Answer'), ask),
  );
}

function tallyEl(s: DrillState, store: DrillStore): HTMLElement {
  const t = s.tally;
  return h(
    'div.drill-tally#drill-tally',
    { dataset: { right: String(t.right), answered: String(t.answered) } },
    h('span.tally-score', null, h('strong', null, `${pts(t.right)} right`), ` of ${pts(t.answered)} answered`),
    h('span.tally-hand', null, `Drill ${s.seed} · hand ${s.n}`),
    h(
      'span.tally-actions',
      null,
      h('button.small#drill-new', { type: 'button', onclick: () => store.update((x) => restart(x, { seed: newSeed(), n: 1 })) }, 'New drill'),
      t.answered
        ? h('button.small#drill-reset', { type: 'button', onclick: () => store.update((x) => saveTally((x.tally = { right: 0, answered: 0 }))) }, 'Reset tally')
        : null,
    ),
  );
}

export function drillPage(root: HTMLElement, query: URLSearchParams): void {
  const store = drillStore(query);
  const form = new AnswerForm(store);
  const notice = h('div.drill-notice');
  const tally = h('div');
  const question = h('div');
  const verdict = h('div');
  const goNext = () => {
    store.update(next);
    window.scrollTo({ top: 0 });
    form.focus();
  };
  let shown = '';
  let judged: DrillState['verdict'] = null;
  store.subscribe((s) => {
    const key = toQuery(s);
    history.replaceState(null, '', `#/drill?${key}`);
    notice.replaceChildren(...(s.notice ? [h('p.notice#drill-notice', null, s.notice)] : []));
    tally.replaceChildren(tallyEl(s, store));
    if (key !== shown) question.replaceChildren(questionEl(s.hand));
    shown = key;
    const v = verdictEl(s, goNext);
    verdict.replaceChildren(...(v ? [v] : []));
    // A new verdict: in sight, and Enter goes on to the next hand.
    if (v && s.verdict !== judged) {
      v.scrollIntoView({ block: 'start', behavior: 'smooth' });
      v.querySelector<HTMLButtonElement>('#drill-next')?.focus({ preventScroll: true });
    }
    judged = s.verdict;
  });
  // Two columns from a phone held sideways up: the drill and its hand, then the answer with its verdict under it.
  root.replaceChildren(h('div.drill-page', null, h('div.drill-main', null, notice, settings(store), tally, question), h('div.drill-main', null, form.el, verdict)));
  store.update();
}
