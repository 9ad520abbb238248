// The scoring page: build a hand from the tile palette or MPSZ text, set the conditions, see the score live.
// Everything on the page lives in the URL (#/score?…), so a hand can be shared as a link.
import { breakdown, tileWords } from './breakdown';
import { h, errorText, WINDS, WIND_NAMES } from './dom';
import { ruleset as rulesetData, rulesets, score, shanten, waits, type Ruleset, type RulesetId, type ScoreRequest, type Wind } from './engine';
import { checkMpsz, parseTile, splitMpsz, tileEl, joinMpsz, sortTiles } from './tiles';

type MeldType = 'chi' | 'pon' | 'daiminkan' | 'kakan' | 'ankan';
interface Meld {
  type: MeldType;
  tiles: string;
  from?: 'left' | 'across' | 'right';
}
const FLAGS = [
  ['riichi', 'Riichi'],
  ['doubleRiichi', 'Double riichi'],
  ['openRiichi', 'Open riichi'],
  ['ippatsu', 'Ippatsu'],
  ['haitei', 'Haitei (last draw)'],
  ['houtei', 'Houtei (last discard)'],
  ['rinshan', 'Rinshan (after kan)'],
  ['chankan', 'Chankan (robbed kan)'],
  ['tenhou', 'Tenhou'],
  ['chiihou', 'Chiihou'],
  ['renhou', 'Renhou'],
] as const;
type Flag = (typeof FLAGS)[number][0];

interface State {
  r: string;
  hand: string;
  win: string;
  tsumo: boolean;
  /** On a ron, the seat wind of the player who dealt in ('' = the seat before the winner). */
  discarder: string;
  /** The winning tile is a pocchi drawn as a wildcard. */
  wild: boolean;
  seat: string;
  round: string;
  dora: string;
  ura: string;
  flags: Set<Flag>;
  honba: number;
  sticks: number;
  nuki: string;
  discards: string;
  melds: Meld[];
}

type Target = 'hand' | 'win' | 'dora' | 'ura' | 'meld' | 'nuki' | 'discards';

function fromQuery(q: URLSearchParams): State {
  const melds: Meld[] = (q.get('m') ?? '')
    .split(';')
    .filter(Boolean)
    .map((s) => {
      const [type, tiles, from] = s.split(':');
      return { type: type as Meld['type'], tiles: tiles ?? '', ...(from ? { from: from as Meld['from'] } : {}) };
    });
  return {
    r: q.get('r') ?? 'tenhou',
    hand: q.get('h') ?? '',
    win: q.get('w') ?? '',
    tsumo: q.get('t') === '1',
    discarder: q.get('dw') ?? '',
    wild: q.get('wc') === '1',
    seat: q.get('sw') ?? 'E',
    round: q.get('rw') ?? 'E',
    dora: q.get('d') ?? '',
    ura: q.get('u') ?? '',
    flags: new Set((q.get('f') ?? '').split(',').filter((f) => FLAGS.some(([k]) => k === f)) as Flag[]),
    honba: Number(q.get('hb') ?? 0) || 0,
    sticks: Number(q.get('rs') ?? 0) || 0,
    nuki: q.get('nk') ?? '',
    discards: q.get('dc') ?? '',
    melds,
  };
}

function toQuery(s: State): string {
  const q = new URLSearchParams();
  q.set('r', s.r);
  if (s.hand) q.set('h', s.hand);
  if (s.win) q.set('w', s.win);
  if (s.tsumo) q.set('t', '1');
  if (s.discarder && !s.tsumo) q.set('dw', s.discarder);
  if (s.wild) q.set('wc', '1');
  if (s.seat !== 'E') q.set('sw', s.seat);
  if (s.round !== 'E') q.set('rw', s.round);
  if (s.dora) q.set('d', s.dora);
  if (s.ura) q.set('u', s.ura);
  if (s.flags.size) q.set('f', [...s.flags].join(','));
  if (s.honba) q.set('hb', String(s.honba));
  if (s.sticks) q.set('rs', String(s.sticks));
  if (s.nuki) q.set('nk', s.nuki);
  if (s.discards) q.set('dc', s.discards);
  if (s.melds.length) q.set('m', s.melds.map((m) => [m.type, m.tiles, m.from ?? ''].join(':').replace(/:$/, '')).join(';'));
  return q.toString();
}

/** The concealed tiles and the winning tile: a 14-tile hand (3n+2 with melds) typed without a winning tile has
 * its last tile as the winning tile, as players write a hand. */
export function handAndWin(s: State): { hand: string[]; win: string; implicit: boolean } {
  const tiles = splitSafe(s.hand);
  if (!s.win && tiles.length > 0 && tiles.length === 14 - 3 * s.melds.length) {
    return { hand: tiles.slice(0, -1), win: tiles[tiles.length - 1]!, implicit: true };
  }
  return { hand: tiles, win: splitSafe(s.win)[0] ?? s.win, implicit: false };
}

/** The seat before `seat` in turn order: who deals in on a ron unless the page says otherwise. */
function seatBefore(seat: string, players: number): string {
  const i = WINDS.indexOf(seat as Wind);
  return WINDS[(i - 1 + players) % players]!;
}

export function request(s: State, players = 4): ScoreRequest {
  const { hand, win } = handAndWin(s);
  const req: ScoreRequest = {
    ruleset: s.r,
    hand: joinMpsz(hand),
    winTile: win,
    tsumo: s.tsumo,
    seatWind: s.seat as Wind,
    roundWind: s.round as Wind,
  };
  if (!s.tsumo) {
    const chosen = s.discarder && s.discarder !== s.seat && WINDS.indexOf(s.discarder as Wind) < players;
    req.discarder = (chosen ? s.discarder : seatBefore(s.seat, players)) as Wind;
  }
  if (s.wild && s.tsumo) req.wildcard = true;
  if (s.melds.length) req.melds = s.melds;
  if (s.dora) req.dora = s.dora;
  if (s.ura) req.ura = s.ura;
  for (const f of s.flags) req[f] = true;
  if (s.honba) req.honba = s.honba;
  if (s.sticks) req.riichiSticks = s.sticks;
  if (s.nuki) req.nukidora = s.nuki;
  if (s.discards) req.discards = s.discards;
  return req;
}

export function scorePage(root: HTMLElement, query: URLSearchParams): void {
  const state = fromQuery(query);
  const infos = rulesets();
  let target: Target = 'hand';
  let invalid = false;
  let rules: Ruleset = rulesetData(state.r as RulesetId);

  const result = h('section.result#score-result', { 'aria-live': 'polite' });
  // On phones the result sits below the inputs: a bar at the bottom keeps the total in sight.
  const sticky = h('button.score-sticky', { type: 'button', onclick: () => result.scrollIntoView({ behavior: 'smooth' }) });
  const palette = h('div.palette#palette');
  const fields: Partial<Record<Target, HTMLInputElement>> = {};
  const previews: Partial<Record<Target, HTMLElement>> = {};
  const problems: Partial<Record<Target, HTMLElement>> = {};
  const meldBuilder = { type: 'pon' as Meld['type'], from: 'left' as NonNullable<Meld['from']> };
  const meldList = h('div.meld-list');

  const save = () => {
    history.replaceState(null, '', `#/score?${toQuery(state)}`);
  };

  const players = () => infos.find((i) => i.id === state.r)?.players ?? 4;

  function tileField(key: Target, label: string | Node, value: () => string, set: (v: string) => void, hint = ''): HTMLElement {
    const input = h('input', {
      id: `f-${key}`,
      type: 'text',
      value: value(),
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder: hint,
      oninput: () => {
        set(input.value.trim());
        refresh();
      },
      onfocus: () => setTarget(key),
    });
    fields[key] = input;
    const preview = h('div.preview');
    previews[key] = preview;
    const problem = h('p.field-error', { id: `f-${key}-error`, 'aria-live': 'polite', hidden: true });
    problems[key] = problem;
    input.setAttribute('aria-describedby', problem.id);
    const radio = h('input', {
      type: 'radio',
      name: 'target',
      value: key,
      checked: target === key,
      onchange: () => setTarget(key),
      'aria-label': `palette fills ${typeof label === 'string' ? label : key}`,
    });
    return h('div.field', { dataset: { target: key } }, h('label', { for: `f-${key}` }, radio, ' ', label), input, problem, preview);
  }

  function setTarget(t: Target): void {
    target = t;
    root.querySelectorAll<HTMLInputElement>('input[name=target]').forEach((r) => (r.checked = r.value === t));
    root.querySelectorAll<HTMLElement>('.field').forEach((f) => f.classList.toggle('active', f.dataset.target === t));
  }

  const meldTiles: HTMLInputElement = h('input#f-meld', {
    type: 'text',
    placeholder: 'e.g. 555z',
    onfocus: () => setTarget('meld'),
    oninput: () => refreshPreviews(),
  });
  fields.meld = meldTiles;
  previews.meld = h('div.preview');
  problems.meld = h('p.field-error#f-meld-error', { 'aria-live': 'polite', hidden: true });

  function addTile(t: string): void {
    const handFull = splitSafe(state.hand).length >= 13 - 3 * state.melds.length;
    if (target === 'hand' && handFull && !state.win) {
      state.win = t;
    } else if (target === 'hand') {
      state.hand = joinMpsz(sortTiles([...splitSafe(state.hand), t]));
    } else if (target === 'win') {
      state.win = t;
    } else if (target === 'meld') {
      meldTiles.value = joinMpsz([...splitSafe(meldTiles.value), t]);
    } else {
      const key = target;
      state[key] = joinMpsz([...splitSafe(state[key]), t]);
    }
    syncInputs();
    refresh();
  }

  function removeAt(key: Target, index: number): void {
    if (key === 'meld') {
      const tiles = splitSafe(meldTiles.value);
      tiles.splice(index, 1);
      meldTiles.value = joinMpsz(tiles);
    } else if (key === 'win') {
      state.win = '';
    } else {
      const tiles = splitSafe(state[key]);
      tiles.splice(index, 1);
      state[key] = joinMpsz(tiles);
    }
    syncInputs();
    refresh();
  }

  function syncInputs(): void {
    for (const key of ['hand', 'win', 'dora', 'ura', 'nuki', 'discards'] as const) {
      if (fields[key] && fields[key]!.value !== state[key]) fields[key]!.value = state[key];
    }
  }

  function buildPalette(): void {
    const data = rulesetData(state.r as RulesetId);
    const removed = new Set(splitSafe(data.tiles.removed));
    const flavoured = splitSafe(data.tiles.flavoured);
    palette.replaceChildren();
    for (const suit of ['m', 'p', 's', 'z'] as const) {
      const row = h('div.palette-row');
      const max = suit === 'z' ? 7 : 9;
      for (let n = 1; n <= max; n++) {
        const t = `${n}${suit}`;
        if (removed.has(t)) continue;
        row.append(paletteTile(t));
      }
      for (const f of flavoured) if (f.endsWith(suit)) row.append(paletteTile(f));
      palette.append(row);
    }
  }
  function paletteTile(t: string): HTMLElement {
    const b = h('button.tile-button', { type: 'button', onclick: () => addTile(t), dataset: { tile: t } });
    b.append(tileEl(t));
    b.setAttribute('aria-label', `add ${b.firstElementChild!.getAttribute('aria-label')}`);
    return b;
  }

  /** Marks the first notation problem of each field inline, as it is typed: the field's text with the bad part
   * highlighted and what is wrong. Returns whether any field has one. */
  function markProblems(values: Record<Target, string>): boolean {
    let any = false;
    for (const [key, el] of Object.entries(problems) as [Target, HTMLElement][]) {
      const text = values[key];
      const p = checkMpsz(text, rules, key === 'win' ? 1 : undefined);
      fields[key]?.classList.toggle('invalid', Boolean(p));
      fields[key]?.setAttribute('aria-invalid', String(Boolean(p)));
      el.hidden = !p;
      if (!p) {
        el.replaceChildren();
        continue;
      }
      any = true;
      el.dataset.start = String(p.start);
      el.replaceChildren(
        h('code.echo', null, text.slice(0, p.start), h('mark', null, text.slice(p.start, p.end) || ' '), text.slice(p.end)),
        ' ',
        p.message,
      );
    }
    return any;
  }

  function refreshPreviews(): void {
    const values: Record<Target, string> = {
      hand: state.hand,
      win: state.win,
      dora: state.dora,
      ura: state.ura,
      nuki: state.nuki,
      discards: state.discards,
      meld: meldTiles.value,
    };
    invalid = markProblems(values);
    const implicit = handAndWin(state).implicit;
    for (const [key, el] of Object.entries(previews) as [Target, HTMLElement][]) {
      el.replaceChildren();
      const tiles = splitSafe(values[key]);
      tiles.forEach((t, i) => {
        // A 14th tile typed in the hand is the winning tile: set apart and marked, as on the table.
        const isWin = key === 'win' || (key === 'hand' && implicit && i === tiles.length - 1);
        const tile = tileEl(t, { small: key !== 'hand' && key !== 'win', extraClass: isWin ? 'win-tile' : '' });
        const b = h('button.tile-button.remove', { type: 'button', title: 'remove', onclick: () => removeAt(key, i) });
        b.append(tile);
        if (key === 'hand' && implicit && i === tiles.length - 1) {
          b.title = 'winning tile (tap to remove)';
          el.append(h('span.gap'), b);
        } else el.append(b);
      });
    }
    winLabel.textContent = implicit ? 'Winning tile (the hand’s last tile)' : 'Winning tile';
    wildBox.hidden = !((rules.tiles.wildcards ?? []).length > 0 && parseTile(handAndWin(state).win)?.flavour === 'pocchi');
    discarderBox.hidden = state.tsumo;
    meldList.replaceChildren(
      ...state.melds.map((m, i) =>
        h(
          'div.meld-item',
          null,
          h('span.meld-kind', null, `${m.type}${m.from ? ` from ${m.from}` : ''}`),
          ...splitSafe(m.tiles).map((t) => tileEl(t, { small: true })),
          h('button.small', { type: 'button', onclick: () => (state.melds.splice(i, 1), refresh()) }, 'remove'),
        ),
      ),
    );
  }

  function refresh(): void {
    refreshPreviews();
    save();
    result.replaceChildren(...compute());
    const total = result.querySelector('.breakdown .total');
    const err = result.querySelector('.error');
    sticky.textContent = total
      ? `${result.querySelector('.breakdown .hl')!.textContent} · ${total.textContent}`
      : err
        ? err.textContent
        : 'Add tiles to score a hand';
  }

  function compute(): Node[] {
    if (!state.hand && !state.win) {
      return [h('p.hint', null, 'Pick tiles from the palette or type MPSZ notation (e.g. 123m456p789s1122z5z: 14 tiles, the last one wins).')];
    }
    if (invalid) {
      document.body.dataset.scored = 'error';
      return [h('p.error#score-error', { dataset: { code: 'bad-notation' } }, 'Fix the marked tiles above to see the score and the hand helper.')];
    }
    const out: Node[] = [];
    const { win } = handAndWin(state);
    if (win) {
      try {
        const req = request(state, players());
        const r = score(req);
        const names: Record<string, string> = {};
        for (const w of WINDS.slice(0, players())) {
          names[w] = WIND_NAMES[w]! + (w === state.seat ? ' (winner)' : !state.tsumo && w === req.discarder ? ' (dealt in)' : '');
        }
        out.push(breakdown(r, { rules, honba: state.honba, tsumo: state.tsumo, winner: state.seat, seatNames: names, deltas: true }));
        if (r.wildcardAs) out.push(h('p.hint#wildcard-as', null, `The pocchi counted as ${tileWords(r.wildcardAs)}.`));
        document.body.dataset.scored = String(r.total);
        return out;
      } catch (e) {
        const code = (e as { code?: string }).code ?? '';
        out.push(h('p.error#score-error', { dataset: { code } }, errorText(e)));
        document.body.dataset.scored = 'error';
      }
    }
    out.push(helper());
    return out;
  }

  function helper(): HTMLElement {
    const hw = handAndWin(state);
    const tiles = [...hw.hand, ...(hw.win ? [hw.win] : [])];
    const text = joinMpsz(tiles);
    const box = h('div.helper', null, h('h3', null, 'Hand helper'));
    if (!text) return box;
    try {
      const s = shanten(text, { ruleset: state.r });
      box.append(h('p', null, s.shanten === -1 ? 'Complete hand.' : s.shanten === 0 ? 'Tenpai.' : `${s.shanten}-shanten.`));
      const concealed = tiles.length;
      if (concealed % 3 === 1) {
        const w = waits(text, { ruleset: state.r });
        if (w.tiles.length) {
          const row = h('div.tile-row');
          w.tiles.forEach((t) => row.append(tileEl(t, { small: true })));
          box.append(h('p', null, `Waits (${w.ukeire} tiles left):`), row);
        }
      }
    } catch (e) {
      box.append(h('p.error', null, errorText(e)));
    }
    return box;
  }

  const rulesetSelect = h(
    'select#f-ruleset',
    {
      onchange: () => {
        state.r = rulesetSelect.value;
        rules = rulesetData(state.r as RulesetId);
        if (players() === 3 && state.seat === 'N') state.seat = 'E';
        if (players() === 3 && state.discarder === 'N') state.discarder = '';
        buildPalette();
        rebuildWinds();
        refresh();
      },
    },
    infos.map((i) => h('option', { value: i.id, selected: i.id === state.r }, i.name)),
  );

  const windBox = h('div.winds');
  function rebuildWinds(): void {
    const sel = (id: string, label: string, get: () => string, set: (v: string) => void) => {
      const s = h(
        'select',
        { id, onchange: () => (set(s.value), refresh()) },
        WINDS.slice(0, players()).map((w) => h('option', { value: w, selected: w === get() }, WIND_NAMES[w])),
      );
      return h('label', null, label, ' ', s);
    };
    windBox.replaceChildren(
      sel('f-seat', 'Seat wind', () => state.seat, (v) => ((state.seat = v), rebuildWinds())),
      sel('f-round', 'Round wind', () => state.round, (v) => (state.round = v)),
    );
    // Who dealt in on a ron: any other seat (default the one before the winner).
    const others = WINDS.slice(0, players()).filter((w) => w !== state.seat);
    const from = others.includes(state.discarder as Wind) ? state.discarder : seatBefore(state.seat, players());
    const d = h(
      'select#f-discarder',
      { onchange: () => ((state.discarder = d.value), refresh()) },
      others.map((w) => h('option', { value: w, selected: w === from }, WIND_NAMES[w])),
    );
    discarderBox.replaceChildren(h('label', null, 'Dealt in by ', d));
  }
  const discarderBox = h('div.discarder#discarder', { hidden: state.tsumo });
  const wildBox = h(
    'label.wild#wild',
    { hidden: true },
    h('input#f-wild', { type: 'checkbox', checked: state.wild, onchange: (e: Event) => ((state.wild = (e.target as HTMLInputElement).checked), refresh()) }),
    ' Drawn as a wildcard (tsumo in riichi, or tenpai with an open hand)',
  );
  const winLabel = h('span', null, 'Winning tile');
  rebuildWinds();

  const tsumoBox = h('div.seg', null, ...[false, true].map((t) =>
    h('label', null, h('input', { type: 'radio', name: 'tsumo', id: t ? 'f-tsumo' : 'f-ron', checked: state.tsumo === t, onchange: () => ((state.tsumo = t), refresh()) }), t ? ' Tsumo' : ' Ron'),
  ));

  const flagBox = h(
    'div.flags',
    null,
    FLAGS.map(([k, label]) =>
      h(
        'label',
        null,
        h('input', {
          type: 'checkbox',
          id: `f-${k}`,
          checked: state.flags.has(k),
          onchange: (e: Event) => {
            if ((e.target as HTMLInputElement).checked) state.flags.add(k);
            else state.flags.delete(k);
            refresh();
          },
        }),
        ' ',
        label,
      ),
    ),
  );
  const num = (id: string, label: string, get: () => number, set: (n: number) => void) => {
    const i = h('input', { id, type: 'number', min: '0', max: '99', value: String(get()), oninput: () => (set(Math.max(0, Number(i.value) || 0)), refresh()) });
    return h('label.num', null, label, ' ', i);
  };

  const meldType = h(
    'select#f-meld-type',
    { onchange: () => (meldBuilder.type = meldType.value as Meld['type']) },
    (['chi', 'pon', 'daiminkan', 'kakan', 'ankan'] as const).map((t) => h('option', { value: t, selected: t === 'pon' }, t)),
  );
  const meldFrom = h(
    'select#f-meld-from',
    { onchange: () => (meldBuilder.from = meldFrom.value as NonNullable<Meld['from']>) },
    (['left', 'across', 'right'] as const).map((t) => h('option', { value: t }, `from ${t}`)),
  );

  root.replaceChildren(
    h(
      'div.score-page',
      null,
      h(
        'section.inputs',
        null,
        h('div.row', null, h('label', { for: 'f-ruleset' }, 'Ruleset '), rulesetSelect),
        h('p.hint', null, 'Tap a tile to add it to the selected field; tap a tile in a field to remove it.'),
        palette,
        tileField('hand', 'Hand: the concealed tiles (type 14, or 13 and the winning tile below)', () => state.hand, (v) => (state.hand = v), '123m456p789s1122z'),
        tileField('win', winLabel, () => state.win, (v) => (state.win = v), '2z'),
        wildBox,
        h(
          'div.field.melds',
          { dataset: { target: 'meld' } },
          h('label', { for: 'f-meld' }, h('input', { type: 'radio', name: 'target', value: 'meld', onchange: () => setTarget('meld'), 'aria-label': 'palette fills the meld' }), ' Melds'),
          h('div.meld-builder', null, meldType, meldTiles, meldFrom, h('button#add-meld', {
            type: 'button',
            onclick: () => {
              if (!meldTiles.value.trim()) return;
              const m: Meld = { type: meldBuilder.type, tiles: meldTiles.value.trim() };
              if (m.type !== 'ankan') m.from = meldBuilder.from;
              state.melds.push(m);
              meldTiles.value = '';
              refresh();
            },
          }, 'Add meld')),
          previews.meld,
          meldList,
        ),
        h('div.row', null, tsumoBox, discarderBox, windBox),
        tileField('dora', 'Dora indicators', () => state.dora, (v) => (state.dora = v), '3m'),
        tileField('ura', 'Ura indicators', () => state.ura, (v) => (state.ura = v)),
        flagBox,
        h('div.row', null, num('f-honba', 'Honba', () => state.honba, (n) => (state.honba = n)), num('f-sticks', 'Riichi sticks', () => state.sticks, (n) => (state.sticks = n))),
        h(
          'details.more',
          null,
          h('summary', null, 'Nuki dora, own discards (3-player rulesets)'),
          tileField('nuki', 'Nuki / gari tiles set aside', () => state.nuki, (v) => (state.nuki = v)),
          tileField('discards', 'Own discards this hand', () => state.discards, (v) => (state.discards = v)),
        ),
        h('div.row', null,
          h('button#share', { type: 'button', onclick: () => void copyLink() }, 'Copy link to this hand'),
          h('button', { type: 'button', onclick: () => { location.hash = '#/score?r=' + state.r; } }, 'Clear'),
        ),
      ),
      result,
      sticky,
    ),
  );
  setTarget('hand');
  buildPalette();
  refresh();

  async function copyLink(): Promise<void> {
    const btn = root.querySelector<HTMLButtonElement>('#share')!;
    try {
      await navigator.clipboard.writeText(location.href);
      btn.textContent = 'Link copied';
    } catch {
      btn.textContent = 'Copy the address bar';
    }
  }
}

function splitSafe(s: string): string[] {
  try {
    return splitMpsz(s);
  } catch {
    return [];
  }
}
