// The Score page's result: the breakdown of the hand as scored (every seat's change), or why it does not score
// (the engine's message and its code), with a hand helper (shanten and waits); and, on phones, a bar at the
// bottom that keeps the total in sight while the inputs are scrolled, hidden once the result itself is on screen.
import { h, errorText, WINDS, WIND_NAMES } from '../../dom';
import { score, shanten, waits, type ScoreRequest } from '../../engine';
import { Component } from '../../ui/component';
import { breakdown, tileWords } from '../../ui/result-table';
import { tileEl } from '../../ui/tile';
import { joinMpsz } from '../../tiles';
import { anyProblem, type ScoreModel, type ScoreStore } from './model';
import { handAndWin, request } from './state';

/** The seats of a valued hand by wind, the winner and, on a ron, the seat that dealt in marked. */
export function seatLabels(req: ScoreRequest, players: number): Record<string, string> {
  const names: Record<string, string> = {};
  for (const w of WINDS.slice(0, players)) {
    names[w] = WIND_NAMES[w]! + (w === req.seatWind ? ' (winner)' : !req.tsumo && w === req.discarder ? ' (dealt in)' : '');
  }
  return names;
}

/** The result of the hand as it stands, and what the page marks on <body> for tests and tools (`data-scored`). */
function compute(m: ScoreModel): { nodes: Node[]; scored: string } {
  const s = m.s;
  if (!s.hand && !s.win) {
    return { nodes: [h('p.hint', null, 'Pick tiles from the palette or type MPSZ notation (e.g. 123m456p789s1122z5z: 14 tiles, the last one wins).')], scored: '' };
  }
  if (anyProblem(m)) {
    return { nodes: [h('p.error#score-error', { dataset: { code: 'bad-notation' } }, 'Fix the marked tiles above to see the score and the hand helper.')], scored: 'error' };
  }
  const nodes: Node[] = [];
  let scored = '';
  if (handAndWin(s).win) {
    try {
      const req = request(s, m.players, m.ruleset);
      const r = score(req);
      nodes.push(breakdown(r, { rules: m.rules, honba: s.honba, tsumo: s.tsumo, winner: s.seat, seatNames: seatLabels(req, m.players), deltas: true }));
      if (r.wildcardAs) nodes.push(h('p.hint#wildcard-as', null, `The pocchi counted as ${tileWords(r.wildcardAs)}.`));
      return { nodes, scored: String(r.total) };
    } catch (e) {
      const code = (e as { code?: string }).code ?? '';
      nodes.push(h('p.error#score-error', { dataset: { code } }, errorText(e)));
      scored = 'error';
    }
  }
  nodes.push(helper(m));
  return { nodes, scored };
}

/** Shanten of the tiles entered and, for 3n+1 of them, their waits. */
function helper(m: ScoreModel): HTMLElement {
  const hw = handAndWin(m.s);
  const tiles = [...hw.hand, ...(hw.win ? [hw.win] : [])];
  const text = joinMpsz(tiles);
  const box = h('div.helper', null, h('h3', null, 'Hand helper'));
  if (!text) return box;
  try {
    const sh = shanten(text, { ruleset: m.ruleset ?? m.s.r });
    box.append(h('p', null, sh.shanten === -1 ? 'Complete hand.' : sh.shanten === 0 ? 'Tenpai.' : `${sh.shanten}-shanten.`));
    if (tiles.length % 3 === 1) {
      const w = waits(text, { ruleset: m.ruleset ?? m.s.r });
      if (w.tiles.length) box.append(h('p', null, `Waits (${w.ukeire} tiles left):`), h('div.tile-row', null, w.tiles.map((t) => tileEl(t, { small: true }))));
    }
  } catch (e) {
    box.append(h('p.error', null, errorText(e)));
  }
  return box;
}

export class ScoreResultPanel extends Component<{ model: ScoreModel }> {
  /** The bar at the bottom of a phone's screen: the total, a tap away from the result. */
  readonly sticky: HTMLButtonElement;

  constructor(store: ScoreStore) {
    super(h('section.result#score-result', { 'aria-live': 'polite' }), { model: store.state });
    this.sticky = h('button.score-sticky', { type: 'button', onclick: () => this.el.scrollIntoView({ behavior: 'smooth' }) });
    // The bar hides while any of the result is on screen, so it never covers the payment rows.
    new IntersectionObserver(([entry]) => this.sticky.classList.toggle('result-in-view', Boolean(entry?.isIntersecting))).observe(this.el);
    store.subscribe((model) => this.set({ model }));
    this.redraw();
  }

  protected render(): Node[] {
    const { nodes, scored } = compute(this.state.model);
    document.body.dataset.scored = scored;
    return nodes;
  }

  redraw(): void {
    super.redraw();
    const total = this.el.querySelector('.breakdown .total');
    const err = this.el.querySelector('.error');
    this.sticky.textContent = total
      ? `${this.el.querySelector('.breakdown .hl')!.textContent} · ${total.textContent}`
      : err
        ? err.textContent
        : 'Add tiles to score a hand';
  }
}
