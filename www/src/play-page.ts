// The play page: one human seat against the engine's bots. The table is drawn from the human's own view, the
// buttons are exactly game.legalActions(human), bots choose in a Web Worker, and the game is saved to
// localStorage after every action so a reload continues where it stopped.
import { h, errorText } from './dom';
import { rulesets, type Ruleset } from './engine';
import { Game, type BotLevel, type GameAction, type GameEvent } from './game-engine';
import { gameEndPanel, handEndPanel, type GameEndEvent } from './results';
import { discardHints, hintPanel, compareHints, reviewPanel, shantenText, type ReviewEntry } from './hints';
import { renderTable, type TableView } from './table';
import { tileEl } from './tiles';

const SAVE_KEY = 'tenpai.play';
const SPEED_KEY = 'tenpai.speed';
const HINTS_KEY = 'tenpai.hints';
const LEVEL_KEY = 'tenpai.level';
const HUMAN = 0;

interface Saved {
  v: 1;
  ruleset: string;
  game: string;
  /** The opponents' level (saves made before levels existed: normal). */
  level?: BotLevel;
  /** Events of a hand end the player has not dismissed yet. */
  pause: GameEvent[] | null;
  dealer: number;
  /** The seat whose river ends with the last discard (or that just added to a pon: a kan that may be robbed). */
  last?: LastPlay | null;
  /** This hand's discards that accepted fewer tiles than the best, and how many discards the player chose. */
  review?: ReviewEntry[];
  chosen?: number;
  /** The same of the hand whose end is shown. */
  pauseReview?: { review: ReviewEntry[]; chosen: number } | null;
}

interface LastPlay {
  seat: number;
  tile: string;
  /** `kakan`: a tile added to a pon, which ron may rob (chankan). */
  kind: 'discard' | 'kakan';
}

/** How the last press began: a touch selects a tile first, a mouse click or a key discards at once. */
let lastPointer = '';
document.addEventListener('pointerdown', (ev) => (lastPointer = ev.pointerType), { capture: true, passive: true });
document.addEventListener('keydown', () => (lastPointer = ''), { capture: true, passive: true });

type Action = GameAction;
type Discard = Extract<GameAction, { type: 'discard' }>;

export function savedGame(): string | null {
  try {
    const s = JSON.parse(localStorage.getItem(SAVE_KEY) ?? 'null') as Saved | null;
    return s?.game ?? null;
  } catch {
    return null;
  }
}

/** The bot worker, behind promises. */
class Bots {
  private worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  private next = 1;
  private waiting = new Map<number, (m: { ok: boolean; action?: Action; error?: string }) => void>();
  constructor() {
    this.worker.onmessage = (ev: MessageEvent<{ id: number; ok: boolean; action?: Action; error?: string }>) => {
      this.waiting.get(ev.data.id)?.(ev.data);
      this.waiting.delete(ev.data.id);
    };
  }
  private send(msg: Record<string, unknown>): Promise<{ ok: boolean; action?: Action; error?: string }> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, ...msg });
    });
  }
  load(json: string) {
    return this.send({ kind: 'load', json });
  }
  apply(seat: number, action: Action) {
    return this.send({ kind: 'apply', seat, action });
  }
  async choose(seat: number, level: BotLevel): Promise<Action | null> {
    const r = await this.send({ kind: 'choose', seat, level });
    if (!r.ok) throw new Error(r.error);
    return r.action ?? null;
  }
  stop() {
    this.worker.terminate();
  }
}

let active: { stop: () => void } | null = null;

export function playPage(root: HTMLElement): void {
  active?.stop();
  active = null;
  const saved = loadSave();
  if (saved) {
    try {
      startGame(root, Game.fromJSON(saved.game), saved);
      return;
    } catch (e) {
      localStorage.removeItem(SAVE_KEY);
      root.append(h('p.error', null, `The saved game could not be loaded: ${errorText(e)}`));
    }
  }
  newGameForm(root);
}

function loadSave(): Saved | null {
  try {
    const s = JSON.parse(localStorage.getItem(SAVE_KEY) ?? 'null') as Saved | null;
    return s && s.v === 1 ? s : null;
  } catch {
    return null;
  }
}

/** The opponents' levels, as the form offers them. */
const LEVELS: { level: BotLevel; label: string; about: string }[] = [
  { level: 'easy', label: 'Easy', about: 'Efficient discards, a closed hand, no defence.' },
  { level: 'normal', label: 'Normal', about: 'Calls toward a yaku and folds against a riichi.' },
  { level: 'strong', label: 'Strong', about: 'Pushes or folds by value and danger, calls and declares riichi with judgement.' },
];

function storedLevel(): BotLevel {
  const stored = localStorage.getItem(LEVEL_KEY);
  return LEVELS.find((l) => l.level === stored)?.level ?? 'normal';
}

function newGameForm(root: HTMLElement): void {
  const infos = rulesets();
  const select = h('select#new-ruleset', null, infos.map((i) => h('option', { value: i.id }, `${i.name} · ${i.players} players`)));
  const levelAbout = h('span.hint#level-about');
  const levelSel = h('select#new-level', { onchange: () => showAbout() }, LEVELS.map((l) => h('option', { value: l.level }, l.label)));
  const showAbout = () => (levelAbout.textContent = LEVELS.find((l) => l.level === levelSel.value)?.about ?? '');
  levelSel.value = storedLevel();
  showAbout();
  const seed = h('input#new-seed', { type: 'text', placeholder: 'random', autocomplete: 'off' });
  const form = h(
    'form.new-game',
    {
      onsubmit: (ev: Event) => {
        ev.preventDefault();
        try {
          const opts: { ruleset: string; seed?: string } = { ruleset: select.value };
          if (seed.value.trim()) opts.seed = seed.value.trim();
          const game = new Game(opts);
          const level = levelSel.value as BotLevel;
          localStorage.setItem(LEVEL_KEY, level);
          startGame(root, game, { v: 1, ruleset: select.value, level, game: game.toJSON(), pause: null, dealer: 0 });
        } catch (e) {
          form.append(h('p.error', null, errorText(e)));
        }
      },
    },
    h('h2', null, 'New game against the bots'),
    h('label', null, 'Ruleset ', select),
    h('label', null, 'Opponents ', levelSel, levelAbout),
    h('label', null, 'Seed (optional, replays the same walls) ', seed),
    h('button#start-game', { type: 'submit' }, 'Start'),
    h('p.hint', null, 'You sit East in the first hand. The game is saved in this browser as you play.'),
  );
  root.replaceChildren(h('div.play-page', null, form));
  document.body.dataset.playState = 'setup';
}

function seatNames(n: number): string[] {
  return n === 3 ? ['You', 'Right', 'Left'] : ['You', 'Right', 'Across', 'Left'];
}

function actionLabel(a: Action): (Node | string)[] {
  const tiles = (list: unknown) => (Array.isArray(list) ? list.map((t) => tileEl(String(t), { small: true })) : []);
  switch (a.type) {
    case 'tsumo':
      return ['Tsumo'];
    case 'ron':
      return ['Ron'];
    case 'pass':
      return ['Pass'];
    case 'chi':
      return ['Chi ', ...tiles(a.tiles)];
    case 'pon':
      return ['Pon ', ...tiles(a.tiles)];
    case 'daiminkan':
      return ['Kan'];
    case 'ankan':
      return ['Kan ', ...tiles([a.tile])];
    case 'kakan':
      return ['Add to pon ', ...tiles([a.tile])];
    case 'kyuushu':
      return ['Nine terminals: abort'];
    case 'nuki':
      return ['Nuki ', ...tiles([a.tile])];
    case 'continue':
      return ['Play on'];
    case 'yame':
      return ['Stop here (yame)'];
    default: {
      // An action this page does not know yet (a ruleset feature that landed later): a generic button.
      const rest = Object.entries(a)
        .filter(([k]) => k !== 'type')
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`);
      return [a.type + (rest.length ? ` (${rest.join(', ')})` : '')];
    }
  }
}

function startGame(root: HTMLElement, game: Game, save: Saved): void {
  const bots = new Bots();
  let stopped = false;
  let busy = false;
  /** Which discards the hand offers: plain ones, riichi ones, or open-riichi ones. */
  let riichiMode: 'off' | 'riichi' | 'open' = 'off';
  let pause: GameEvent[] | null = save.pause;
  let dealer = save.dealer;
  let last: LastPlay | null = save.last ?? null;
  let review: ReviewEntry[] = save.review ?? [];
  let chosen = save.chosen ?? 0;
  let pauseReview = save.pauseReview ?? null;
  /** The tile a touch has picked: a second touch (or the Discard button) throws it. */
  let selected: { tile: string; drawn: boolean; copy: number } | null = null;
  let gameEnd: GameEndEvent | null = null;
  let frozen: TableView | null = null;
  const n = game.view(HUMAN).seats.length;
  // The rules the game is played under (the saved game carries them): what each han source and honba is worth.
  const rules = (JSON.parse(save.game) as { ruleset: Ruleset }).ruleset;
  const names = seatNames(n);
  const level: BotLevel = save.level ?? 'normal';
  const speedSel = h(
    'select#speed',
    { onchange: () => localStorage.setItem(SPEED_KEY, speedSel.value) },
    h('option', { value: 'normal' }, 'Bots: normal speed'),
    h('option', { value: 'fast' }, 'Bots: instant'),
  );
  speedSel.value = localStorage.getItem(SPEED_KEY) ?? 'normal';
  const hintsBox = h('input#hints-toggle', {
    type: 'checkbox',
    checked: localStorage.getItem(HINTS_KEY) === 'on',
    onchange: () => {
      localStorage.setItem(HINTS_KEY, hintsBox.checked ? 'on' : 'off');
      render();
    },
  });
  const hints = h('div.hints#hints', { hidden: true });
  const tableBox = h('div.table-box');
  const actionsBox = h('div.actions#actions');
  const overlay = h('div.overlay#overlay', { hidden: true });
  const status = h('p.status#status');
  const bar = h(
    'div.play-bar',
    null,
    h('span.ruleset-name', null, rulesets().find((i) => i.id === save.ruleset)?.name ?? rules.name,
      h('span.level#bot-level', { dataset: { level } }, ` · ${level} bots`)),
    speedSel,
    h('label', { title: 'While you choose a discard: shanten, tile acceptance and waits of each choice' }, hintsBox, 'Hints'),
    h('button#export', { type: 'button', onclick: exportLog }, 'Export tenhou.net/6'),
    h('a.button', { href: '#/replay?saved=1' }, 'Replay'),
    h('button#new-game', {
      type: 'button',
      onclick: () => {
        if (!gameEnd && !confirm('Abandon this game and start a new one?')) return;
        stop();
        localStorage.removeItem(SAVE_KEY);
        newGameForm(root);
      },
    }, 'New game'),
  );
  root.replaceChildren(h('div.play-page', null, bar, tableBox, status, hints, overlay));

  function stop(): void {
    stopped = true;
    bots.stop();
  }
  active = { stop };

  function persist(): void {
    const s: Saved = { v: 1, ruleset: save.ruleset, level, game: game.toJSON(), pause, dealer, last, review, chosen, pauseReview };
    try {
      localStorage.setItem(SAVE_KEY, JSON.stringify(s));
    } catch {
      status.textContent = 'Could not save the game in this browser (storage full or disabled).';
    }
  }

  function exportLog(): void {
    const blob = new Blob([game.toTenhou6()], { type: 'application/json' });
    const a = h('a', { href: URL.createObjectURL(blob), download: `tenpai-${save.ruleset}-${new Date().toISOString().slice(0, 19)}.json` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  /** Notes how the player's discard compares with the acceptance-best one (for the review after the hand). */
  function noteDiscard(view: TableView, action: Discard): void {
    const me = view.seats[HUMAN]!;
    const options = game.legalActions(HUMAN).filter((a): a is Discard => a.type === 'discard').map((a) => a.tile);
    if (!me.hand || new Set(options).size < 2) return;
    chosen++;
    try {
      const all = discardHints(me.hand, options, save.ruleset, me.discards.map((d) => d.tile));
      const mine = all.find((x) => x.tile === action.tile);
      if (mine && all[0] && compareHints(mine, all[0]) > 0) {
        review.push({ turn: me.discards.length + 1, chose: mine, best: all.filter((x) => compareHints(x, all[0]!) === 0) });
      }
    } catch {
      /* a hand the hint functions cannot read (a ruleset's special tiles): no review entry */
    }
  }

  function apply(seat: number, action: Action): void {
    const before = game.view(HUMAN);
    if (seat === HUMAN && action.type === 'discard') noteDiscard(before, action);
    const events = game.apply(seat, action, HUMAN);
    void bots.apply(seat, action);
    riichiMode = 'off';
    selected = null;
    for (const e of events as { type: string; seat?: number; tile?: string; call?: string; tiles?: string[] }[]) {
      if (e.type === 'discard') last = { seat: e.seat ?? 0, tile: e.tile ?? '', kind: 'discard' };
      else if (e.type === 'call' && e.call === 'kakan') last = { seat: e.seat ?? 0, tile: e.tiles?.at(-1) ?? '', kind: 'kakan' };
      else if (e.type === 'deal') last = null;
    }
    // A move counter for tests and tools: it changes with every applied action.
    document.body.dataset.moves = String(Number(document.body.dataset.moves ?? 0) + 1);
    const ended = events.filter((e) => ['win', 'ryuukyoku', 'round-end'].includes(e.type));
    const end = events.find((e): e is GameEndEvent => e.type === 'game-end');
    if (ended.length) {
      pause = ended;
      pauseReview = { review, chosen };
      review = [];
      chosen = 0;
      dealer = before.dealer; // the hand-end panel names seat winds of the hand that ended
      frozen = before; // the table stays on the hand that ended until the player goes on
    }
    if (end) gameEnd = end;
    persist();
  }

  function render(): void {
    if (!pause) frozen = null;
    const view = frozen ?? game.view(HUMAN);
    const legal = game.legalActions(HUMAN);
    const discards = legal.filter((a): a is Discard => a.type === 'discard');
    const canRiichi = discards.some((a) => a.riichi && !a.open);
    const canOpen = discards.some((a) => a.riichi && a.open);
    const inMode = (a: Discard) => (riichiMode === 'off' ? !a.riichi : Boolean(a.riichi) && Boolean(a.open) === (riichiMode === 'open'));
    // The human answers after the bots that must also answer now (the bot loop applies theirs first). The page runs
    // the table, so it asks the table's status: the human's view never names the other seats that may claim.
    const waiting = game.status().toAct;
    const botsFirst = waiting.some((s) => s !== HUMAN && game.legalActions(s).length > 0);
    const mine = view.toAct.includes(HUMAN) && legal.length > 0 && !pause && !gameEnd && !botsFirst;
    const claims = legal.filter((a) => ['ron', 'chi', 'pon', 'daiminkan'].includes(a.type));
    const keepDealing = legal.some((a) => a.type === 'continue' || a.type === 'yame');
    const me = view.seats[HUMAN]!;
    const showHints = hintsBox.checked && mine && discards.length > 0 && me.hand !== null;
    let hintList: ReturnType<typeof discardHints> = [];
    if (showHints) {
      try {
        hintList = discardHints(me.hand!, discards.filter(inMode).map((a) => String(a.tile)), save.ruleset, me.discards.map((d) => d.tile));
      } catch (e) {
        status.textContent = `Hints unavailable: ${errorText(e)}`;
      }
    }
    const best = hintList[0];
    let pickSelected: Discard | null = null;
    /** Copies of each tile decorated so far: which copy a touch picked, when the hand holds two alike. */
    const copies = new Map<string, number>();
    const table = renderTable(view, HUMAN, names, {
      lastDiscard: last && last.kind === 'discard' && !pause ? { seat: last.seat, claimable: mine && claims.length > 0 } : null,
      decorate: (el, tile, isDrawn) => {
        if (!mine) return;
        const options = discards.filter((a) => a.tile === tile && inMode(a));
        if (!options.length) {
          if (riichiMode !== 'off') el.classList.add('disabled');
          return;
        }
        // The drawn tile discards as tsumogiri when the engine lists that; a tile from the hand never does.
        const pick = options.find((a) => Boolean(a.tsumogiri) === isDrawn) ?? options[0]!;
        el.classList.add('playable');
        if (riichiMode !== 'off') el.classList.add('riichi-ok');
        const hint = hintList.find((x) => x.tile === tile);
        if (hint && best && compareHints(hint, best) === 0) el.classList.add('hint-best');
        const copy = copies.get(tile) ?? 0;
        copies.set(tile, copy + 1);
        const isSelected = selected !== null && selected.tile === tile && selected.drawn === isDrawn && selected.copy === copy;
        if (isSelected) {
          el.classList.add('selected');
          pickSelected = pick;
        }
        el.dataset.action = 'discard';
        el.tabIndex = 0;
        el.setAttribute('role', 'button');
        // A touch picks the tile first and the same tile again throws it, so a slip of the finger costs nothing;
        // a mouse click or a key throws at once.
        el.addEventListener('click', () => {
          const touch = lastPointer === 'touch' || lastPointer === 'pen';
          if (!touch || isSelected) act(pick);
          else {
            selected = { tile, drawn: isDrawn, copy };
            render();
          }
        });
        el.addEventListener('keydown', (ev) => (ev.key === 'Enter' || ev.key === ' ') && act(pick));
      },
    });
    // The buttons sit on the table, next to the hand they act on.
    table.append(actionsBox);
    tableBox.replaceChildren(table);
    actionsBox.replaceChildren();
    if (mine) {
      const from = last ? names[last.seat] ?? `Seat ${last.seat}` : 'A player';
      let prompt: (Node | string)[] | null = null;
      if (keepDealing) prompt = ['You are the dealer: keep dealing (play on) or stop here?'];
      else if (claims.length && last?.kind === 'kakan') prompt = [`${from} adds `, tileEl(last.tile), ' to a pon: rob the kan?'];
      else if (claims.length && last) prompt = [`${from} discarded `, tileEl(last.tile), claims.length === 1 && claims[0]!.type === 'ron' ? ': ron?' : ': claim it?'];
      if (prompt) actionsBox.append(h('div.prompt#claim-prompt', { dataset: { kind: keepDealing ? 'keep-dealing' : 'claim' } }, ...prompt));
      const toggle = (mode: 'riichi' | 'open', label: string) =>
        h(
          'button.action',
          { type: 'button', class: riichiMode === mode ? 'on' : '', dataset: { action: mode === 'open' ? 'open-riichi' : 'riichi' }, onclick: () => ((riichiMode = riichiMode === mode ? 'off' : mode), (selected = null), render()) },
          riichiMode === mode ? `Cancel ${label.toLowerCase()}` : label,
        );
      const chosenDiscard = pickSelected as Discard | null;
      if (chosenDiscard) {
        const hint = hintList.find((x) => x.tile === chosenDiscard.tile);
        actionsBox.append(
          h('button.action#discard-selected', { type: 'button', dataset: { action: 'discard-selected' }, onclick: () => act(chosenDiscard) }, 'Discard ', tileEl(chosenDiscard.tile),
            hint ? h('span.hint-note', null, `${shantenText(hint.shanten)}, ${hint.ukeire} tiles${hint.furiten ? ', furiten' : ''}`) : null),
        );
      }
      if (canRiichi) actionsBox.append(toggle('riichi', 'Riichi'));
      if (canOpen) actionsBox.append(toggle('open', 'Open riichi'));
      for (const a of legal.filter((x) => x.type !== 'discard')) {
        actionsBox.append(h('button.action', { type: 'button', dataset: { action: a.type }, onclick: () => act(a) }, ...actionLabel(a)));
      }
      status.textContent = keepDealing
        ? 'Your dealership goes on if you play on.'
        : discards.length
          ? riichiMode !== 'off'
            ? 'Riichi: pick a highlighted tile to discard.'
            : chosenDiscard
              ? 'Tap the tile again (or Discard) to throw it.'
              : 'Your turn: tap a tile to discard.'
          : claims.length
            ? 'Claim the marked discard, or pass.'
            : 'Your choice.';
    } else {
      status.textContent = gameEnd && !pause ? 'The game is over.' : pause ? 'The hand is over.' : 'Bots are playing…';
    }
    hints.hidden = !showHints;
    hints.replaceChildren(...(showHints && hintList.length ? [hintPanel(hintList, selected?.tile ?? null, Boolean(me.furiten))] : []));
    document.body.dataset.playState = pause ? 'hand-end' : gameEnd ? 'over' : mine ? 'human' : 'bots';
    showOverlay();
  }

  function showOverlay(): void {
    if (gameEnd && !pause) {
      overlay.hidden = false;
      overlay.replaceChildren(
        h('div.panel', null, gameEndPanel(gameEnd, names), h('div.row', null,
          h('button#export-end', { type: 'button', onclick: exportLog }, 'Export tenhou.net/6'),
          h('a.button', { href: '#/replay?saved=1' }, 'Replay this game'),
          h('button#play-again', { type: 'button', onclick: () => { stop(); localStorage.removeItem(SAVE_KEY); newGameForm(root); } }, 'New game'),
        )),
      );
    } else if (pause) {
      overlay.hidden = false;
      overlay.replaceChildren(
        h('div.panel', null, handEndPanel(pause, names, dealer, frozen, rules), hintsBox.checked && pauseReview ? reviewPanel(pauseReview.review, pauseReview.chosen) : null, h('button#next-hand', {
          type: 'button',
          onclick: () => {
            pause = null;
            pauseReview = null;
            persist();
            render();
            void loop();
          },
        }, gameEnd ? 'Final result' : 'Next hand')),
      );
    } else {
      overlay.hidden = true;
      overlay.replaceChildren();
    }
  }

  function act(a: Action): void {
    if (busy || stopped) return;
    try {
      apply(HUMAN, a);
    } catch (e) {
      status.textContent = errorText(e);
      return;
    }
    render();
    void loop();
  }

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Lets the bots act until it is the human's turn, a hand ends or the game is over. */
  async function loop(): Promise<void> {
    if (busy) return;
    busy = true;
    try {
      while (!stopped && !pause && !gameEnd) {
        const st = game.status();
        if (st.over) break;
        const bot = st.toAct.find((s) => s !== HUMAN && game.legalActions(s).length > 0);
        if (bot === undefined) break;
        const a = await bots.choose(bot, level);
        if (stopped) return;
        if (!a) break;
        if (speedSel.value !== 'fast') await sleep(a.type === 'discard' ? 350 : 150);
        if (stopped) return;
        apply(bot, a);
        render();
      }
    } catch (e) {
      status.textContent = `Bot error: ${errorText(e)}`;
    } finally {
      busy = false;
    }
  }

  void bots.load(game.toJSON()).then(() => {
    persist();
    render();
    void loop();
  });
  render();
}
