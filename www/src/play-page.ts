// The play page: one human seat against the engine's bots. The table is drawn from the human's own view, the
// buttons are exactly game.legalActions(human), bots choose in a Web Worker, and the game is saved to
// localStorage after every action so a reload continues where it stopped.
import { h, errorText } from './dom';
import { Game, rulesets, type GameAction, type GameEvent, type Ruleset } from './engine';
import { gameEndPanel, handEndPanel, type GameEndEvent } from './results';
import { renderTable, type TableView } from './table';
import { tileEl } from './tiles';

const SAVE_KEY = 'tenpai.play';
const SPEED_KEY = 'tenpai.speed';
const HUMAN = 0;

interface Saved {
  v: 1;
  ruleset: string;
  game: string;
  /** Events of a hand end the player has not dismissed yet. */
  pause: GameEvent[] | null;
  dealer: number;
}

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
  async choose(seat: number): Promise<Action | null> {
    const r = await this.send({ kind: 'choose', seat });
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

function newGameForm(root: HTMLElement): void {
  const infos = rulesets();
  const select = h('select#new-ruleset', null, infos.map((i) => h('option', { value: i.id }, `${i.name} · ${i.players} players`)));
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
          startGame(root, game, { v: 1, ruleset: select.value, game: game.toJSON(), pause: null, dealer: 0 });
        } catch (e) {
          form.append(h('p.error', null, errorText(e)));
        }
      },
    },
    h('h2', null, 'New game against the bots'),
    h('label', null, 'Ruleset ', select),
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
  let gameEnd: GameEndEvent | null = null;
  let frozen: TableView | null = null;
  const n = game.view(HUMAN).seats.length;
  // The rules the game is played under (the saved game carries them): what each han source and honba is worth.
  const rules = (JSON.parse(save.game) as { ruleset: Ruleset }).ruleset;
  const names = seatNames(n);
  const speedSel = h(
    'select#speed',
    { onchange: () => localStorage.setItem(SPEED_KEY, speedSel.value) },
    h('option', { value: 'normal' }, 'Bots: normal speed'),
    h('option', { value: 'fast' }, 'Bots: instant'),
  );
  speedSel.value = localStorage.getItem(SPEED_KEY) ?? 'normal';
  const tableBox = h('div.table-box');
  const actionsBox = h('div.actions#actions');
  const overlay = h('div.overlay#overlay', { hidden: true });
  const status = h('p.status#status');
  const bar = h(
    'div.play-bar',
    null,
    h('span.ruleset-name', null, rulesets().find((i) => i.id === save.ruleset)?.name ?? save.ruleset),
    speedSel,
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
  root.replaceChildren(h('div.play-page', null, bar, tableBox, status, actionsBox, overlay));

  function stop(): void {
    stopped = true;
    bots.stop();
  }
  active = { stop };

  function persist(): void {
    const s: Saved = { v: 1, ruleset: save.ruleset, game: game.toJSON(), pause, dealer };
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

  function apply(seat: number, action: Action): void {
    const before = game.view(HUMAN);
    const events = game.apply(seat, action, HUMAN);
    void bots.apply(seat, action);
    riichiMode = 'off';
    // A move counter for tests and tools: it changes with every applied action.
    document.body.dataset.moves = String(Number(document.body.dataset.moves ?? 0) + 1);
    const ended = events.filter((e) => ['win', 'ryuukyoku', 'round-end'].includes(e.type));
    const end = events.find((e): e is GameEndEvent => e.type === 'game-end');
    if (ended.length) {
      pause = ended;
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
    tableBox.replaceChildren(
      renderTable(view, HUMAN, names, {
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
          el.dataset.action = 'discard';
          el.tabIndex = 0;
          el.setAttribute('role', 'button');
          const go = () => act(pick);
          el.addEventListener('click', go);
          el.addEventListener('keydown', (ev) => (ev.key === 'Enter' || ev.key === ' ') && go());
        },
      }),
    );
    actionsBox.replaceChildren();
    if (mine) {
      const toggle = (mode: 'riichi' | 'open', label: string) =>
        h(
          'button.action',
          { type: 'button', class: riichiMode === mode ? 'on' : '', dataset: { action: mode === 'open' ? 'open-riichi' : 'riichi' }, onclick: () => ((riichiMode = riichiMode === mode ? 'off' : mode), render()) },
          riichiMode === mode ? `Cancel ${label.toLowerCase()}` : label,
        );
      if (canRiichi) actionsBox.append(toggle('riichi', 'Riichi'));
      if (canOpen) actionsBox.append(toggle('open', 'Open riichi'));
      for (const a of legal.filter((x) => x.type !== 'discard')) {
        actionsBox.append(h('button.action', { type: 'button', dataset: { action: a.type }, onclick: () => act(a) }, ...actionLabel(a)));
      }
      status.textContent = discards.length ? (riichiMode !== 'off' ? 'Riichi: pick a highlighted tile to discard.' : 'Your turn: tap a tile to discard.') : 'Claim the discard?';
    } else {
      status.textContent = gameEnd && !pause ? 'The game is over.' : pause ? 'The hand is over.' : 'Bots are playing…';
    }
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
        h('div.panel', null, handEndPanel(pause, names, dealer, frozen, rules), h('button#next-hand', {
          type: 'button',
          onclick: () => {
            pause = null;
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
        const a = await bots.choose(bot);
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
