// Hint mode of the play page: for each tile the player may discard, the shanten and the tile acceptance (ukeire)
// of the hand left behind, counted in copies the player has not seen (not in the hand, a river, a meld or the dora
// indicators), and in tenpai its waits, whether it would be furiten and, for an open hand, the waits on which it
// has no yaku; after a hand, the discards that accepted fewer tiles than the best one. Every number comes from the
// package: `shanten` and `waits` for the shape, `score` for the yaku (its `no-yaku` error).
import { h } from '../../dom';
import { score, shanten, waits, type RulesetRef, type ScoreRequest, type Wind } from '../../engine';
import type { TableView } from '../../game-engine';
import { sideOf } from '../../ui/meld';
import { tileEl } from '../../ui/tile';
import { joinMpsz, parseTile, sortTiles } from '../../tiles';

export interface DiscardHint {
  /** The tile discarded (with its flavour, as the hand holds it). */
  tile: string;
  /** Shanten of the hand after this discard (0 = tenpai). */
  shanten: number;
  /** Tiles that would lower the shanten (in tenpai: the waits), as kinds ("4m"). */
  accepts: string[];
  /** Copies of those kinds the player has not seen: the package's `waits().ukeire` (copies not in the hand) less
   * the copies in the rivers, the melds and the dora indicators. */
  ukeire: number;
  /** In tenpai: a wait is among the player's own discards (this one included), so ron is not allowed. */
  furiten: boolean;
  /** In tenpai with an open hand: the waits on which the hand has no yaku (the package's score says `no-yaku`). */
  noYaku: string[];
}

/** What the hints read from the player's view besides the hand: the rules, the player's own river, the tiles seen
 * elsewhere (by kind), and the melds and winds a score of the hand needs. */
export interface HintContext {
  ruleset: RulesetRef;
  ownDiscards: string[];
  /** Copies of each kind in sight outside the player's hand. */
  seen: Map<string, number>;
  melds: NonNullable<ScoreRequest['melds']>;
  seatWind: Wind;
  roundWind: Wind;
}

/** The hint context of `seat` from its view. */
export function hintContext(view: TableView, seat: number, ruleset: RulesetRef): HintContext {
  const me = view.seats[seat]!;
  const seen = new Map<string, number>();
  const add = (t: string) => seen.set(kindOf(t), (seen.get(kindOf(t)) ?? 0) + 1);
  for (const s of view.seats) {
    s.discards.filter((d) => d.calledBy === null).forEach((d) => add(d.tile));
    s.melds.forEach((m) => m.tiles.forEach(add));
    if (s.seat !== seat) s.hand?.forEach(add); // an open riichi hand is shown to every seat
  }
  view.doraIndicators.forEach(add);
  const melds = me.melds
    .filter((m) => m.kind !== 'nuki')
    .map((m) => ({
      type: m.kind as Exclude<typeof m.kind, 'nuki'>,
      tiles: joinMpsz(m.tiles),
      ...(m.from === null || m.from === undefined ? {} : { from: sideOf(seat, m.from, view.seats.length) }),
    }));
  return { ruleset, ownDiscards: me.discards.map((d) => d.tile), seen, melds, seatWind: me.wind as Wind, roundWind: view.roundWind as Wind };
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

/** The waits of a tenpai hand on which it has no yaku: each scored as a ron with the hand's melds and winds. */
function waitsWithoutYaku(rest: string, accepts: string[], ctx: HintContext): string[] {
  const open = ctx.melds.some((m) => m.type !== 'ankan');
  if (!open) return []; // a closed hand may always riichi or win by tsumo
  return accepts.filter((k) => {
    try {
      score({ ruleset: ctx.ruleset, hand: rest, winTile: k, melds: ctx.melds, seatWind: ctx.seatWind, roundWind: ctx.roundWind });
      return false;
    } catch (e) {
      return (e as { code?: string }).code === 'no-yaku';
    }
  });
}

/**
 * The hint of every distinct tile of `candidates` discarded from `hand` (3n+2 concealed tiles), best first: fewer
 * shanten, then more unseen acceptance.
 */
export function discardHints(hand: string[], candidates: string[], ctx: HintContext): DiscardHint[] {
  const opts = { ruleset: ctx.ruleset };
  const discarded = new Set(ctx.ownDiscards.map(kindOf));
  const out: DiscardHint[] = [];
  for (const tile of new Set(candidates)) {
    const rest = [...hand];
    const i = rest.indexOf(tile);
    if (i < 0) continue;
    rest.splice(i, 1);
    const text = joinMpsz(sortTiles(rest));
    const s = shanten(text, opts).shanten;
    const w = waits(text, opts);
    const held = (k: string) => rest.filter((t) => kindOf(t) === k).length;
    const seenCopies = w.tiles.reduce((n, k) => n + Math.min(ctx.seen.get(k) ?? 0, 4 - held(k)), 0);
    const furiten = s === 0 && w.tiles.some((k) => k === kindOf(tile) || discarded.has(k));
    const noYaku = s === 0 ? waitsWithoutYaku(text, w.tiles, ctx) : [];
    out.push({ tile, shanten: s, accepts: w.tiles, ukeire: Math.max(0, w.ukeire - seenCopies), furiten, noYaku });
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

/** A tenpai discard's waits, with its flags: furiten, and no yaku (on every wait, or on the ones named). */
function waitsCell(x: DiscardHint): HTMLElement {
  const all = x.noYaku.length > 0 && x.noYaku.length === x.accepts.length;
  return h(
    'span',
    null,
    'waits ',
    tiles(x.accepts),
    x.furiten ? h('strong.minus', null, ' furiten') : null,
    all ? h('strong.minus.no-yaku', null, ' no yaku: cannot win') : x.noYaku.length ? h('span.minus.no-yaku', null, ' no yaku on ', tiles(x.noYaku)) : null,
  );
}

/** The hint table shown while the player chooses a discard; `selected` is the tile they have picked, if any. */
export function hintPanel(hints: DiscardHint[], selected: string | null, furitenNow: boolean): HTMLElement {
  const best = hints[0];
  const rows = hints.map((x) =>
    h(
      'tr',
      {
        class: [best && compareHints(x, best) === 0 ? 'best' : '', x.tile === selected ? 'selected' : ''].filter(Boolean).join(' '),
        dataset: { tile: x.tile, shanten: String(x.shanten), ukeire: String(x.ukeire), accepts: x.accepts.join(' '), furiten: String(x.furiten), noYaku: x.noYaku.join(' ') },
      },
      h('td', null, tileEl(x.tile)),
      h('td', null, shantenText(x.shanten)),
      h('td.num', null, String(x.ukeire)),
      h('td', null, x.shanten === 0 ? waitsCell(x) : tiles(x.accepts)),
    ),
  );
  return h(
    'div',
    null,
    h('h3', null, 'Hints: what each discard leaves', furitenNow ? h('span.minus', null, ' · you are furiten now') : null),
    h(
      'table',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Discard'), h('th', null, 'Shanten'), h('th.num', { title: 'copies of the tiles that lower the shanten that you have not seen' }, 'Tiles'), h('th', null, 'Accepts / waits'))),
      h('tbody', null, rows),
    ),
    h('p.hint', null, 'Tiles: copies of the tiles that would help that you have not seen yet (not in your hand, a river, a meld or the dora indicators).'),
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
