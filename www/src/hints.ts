// Hint mode of the play page: for each tile the player may discard, the shanten and the tile acceptance (ukeire)
// of the hand left behind, and in tenpai its waits and whether it would be furiten; after a hand, the discards
// that accepted fewer tiles than the best one. Every number comes from the package's `shanten` and `waits`.
import { h } from './dom';
import { shanten, waits, type RulesetId } from './engine';
import { joinMpsz, parseTile, sortTiles, tileEl } from './tiles';

export interface DiscardHint {
  /** The tile discarded (with its flavour, as the hand holds it). */
  tile: string;
  /** Shanten of the hand after this discard (0 = tenpai). */
  shanten: number;
  /** Tiles that would lower the shanten (in tenpai: the waits), as kinds ("4m"). */
  accepts: string[];
  /** Copies of those kinds not in the hand (the package's `waits().ukeire`). */
  ukeire: number;
  /** In tenpai: a wait is among the player's own discards (this one included), so ron is not allowed. */
  furiten: boolean;
}

/** A discard of the hand that accepted fewer tiles (or stayed further from tenpai) than the best choice. */
export interface ReviewEntry {
  /** 1-based count of the player's discards in the hand. */
  turn: number;
  chose: DiscardHint;
  best: DiscardHint[];
}

/** The kind of a tile ("0m" and "5Bm" are both "5m"). */
export function kindOf(tile: string): string {
  const t = parseTile(tile);
  return t ? `${t.num}${t.suit}` : tile;
}

/**
 * The hint of every distinct tile of `candidates` discarded from `hand` (3n+2 concealed tiles), best first: fewer
 * shanten, then more ukeire. `ownDiscards` are the player's river so far (for furiten).
 */
export function discardHints(hand: string[], candidates: string[], ruleset: string, ownDiscards: string[]): DiscardHint[] {
  const opts = { ruleset: ruleset as RulesetId };
  const discarded = new Set(ownDiscards.map(kindOf));
  const out: DiscardHint[] = [];
  for (const tile of new Set(candidates)) {
    const rest = [...hand];
    const i = rest.indexOf(tile);
    if (i < 0) continue;
    rest.splice(i, 1);
    const text = joinMpsz(sortTiles(rest));
    const s = shanten(text, opts).shanten;
    const w = waits(text, opts);
    const furiten = s === 0 && w.tiles.some((k) => k === kindOf(tile) || discarded.has(k));
    out.push({ tile, shanten: s, accepts: w.tiles, ukeire: w.ukeire, furiten });
  }
  return out.sort(compareHints);
}

/** Better first: fewer shanten, then more ukeire. */
export function compareHints(a: DiscardHint, b: DiscardHint): number {
  return a.shanten - b.shanten || b.ukeire - a.ukeire;
}

export function shantenText(n: number): string {
  return n < 0 ? 'complete' : n === 0 ? 'tenpai' : `${n}-shanten`;
}

function tiles(list: string[]): HTMLElement {
  return h('span.waits', null, list.map((t) => tileEl(t)));
}

/** The hint table shown while the player chooses a discard; `selected` is the tile they have picked, if any. */
export function hintPanel(hints: DiscardHint[], selected: string | null, furitenNow: boolean): HTMLElement {
  const best = hints[0];
  const rows = hints.map((x) =>
    h(
      'tr',
      {
        class: [best && compareHints(x, best) === 0 ? 'best' : '', x.tile === selected ? 'selected' : ''].filter(Boolean).join(' '),
        dataset: { tile: x.tile, shanten: String(x.shanten), ukeire: String(x.ukeire), accepts: x.accepts.join(' '), furiten: String(x.furiten) },
      },
      h('td', null, tileEl(x.tile)),
      h('td', null, shantenText(x.shanten)),
      h('td.num', null, String(x.ukeire)),
      h('td', null, x.shanten === 0 ? h('span', null, 'waits ', tiles(x.accepts), x.furiten ? h('strong.minus', null, ' furiten') : null) : tiles(x.accepts)),
    ),
  );
  return h(
    'div',
    null,
    h('h3', null, 'Hints: what each discard leaves', furitenNow ? h('span.minus', null, ' · you are furiten now') : null),
    h(
      'table',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Discard'), h('th', null, 'Shanten'), h('th.num', { title: 'tiles that lower the shanten, copies not in your hand' }, 'Tiles'), h('th', null, 'Accepts / waits'))),
      h('tbody', null, rows),
    ),
  );
}

/** After a hand: where the player's discards accepted fewer tiles than the best one. */
export function reviewPanel(review: ReviewEntry[], discards: number): HTMLElement {
  const title = h('h3', null, 'Your discards against the acceptance-best ones');
  if (!review.length) {
    return h('div.review', { dataset: { differed: '0' } }, title, h('p', null, discards ? `All ${discards} of your discards kept the most tiles (or the hand was already decided).` : 'You made no choice of discard this hand.'));
  }
  return h(
    'div.review',
    { dataset: { differed: String(review.length) } },
    title,
    h(
      'ol',
      null,
      review.map((r) =>
        h(
          'li',
          { value: r.turn },
          `Discard ${r.turn}: you threw `,
          tileEl(r.chose.tile),
          ` (${shantenText(r.chose.shanten)}, ${r.chose.ukeire} tiles); best `,
          ...r.best.slice(0, 3).map((b) => tileEl(b.tile)),
          ` (${shantenText(r.best[0]!.shanten)}, ${r.best[0]!.ukeire} tiles).`,
        ),
      ),
    ),
  );
}
