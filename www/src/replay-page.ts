// The replay page: a Tenhou record (mjlog XML, plain or gzipped, or tenhou.net/6 JSON) or a game saved here,
// stepped forwards and backwards on the same table view, with every win's breakdown.
// A record becomes a start position and a list of actions (src/mjlog.ts; a saved game lists its own), applied
// one by one through the engine to make one frame per action.
import { h, errorText, pts } from './dom';
import type { Ruleset } from './engine';
import { Game, type GameAction, type GameEvent } from './game-engine';
import { replayMjlog, replayParsed, type PlayerInfo, type ReplayScript } from './mjlog';
import { parseTenhou6 } from './tenhou6';
import { savedGame } from './play-page';
import { handEndPanel, gameEndPanel, type GameEndEvent } from './results';
import { renderTable, roundLabel, type TableView } from './table';

interface Frame {
  view: TableView;
  events: GameEvent[];
  /** Index of the hand (0-based) this frame belongs to. */
  hand: number;
}

export function replayPage(root: HTMLElement, query: URLSearchParams): void {
  const file = h('input#log-file', { type: 'file', accept: '.mjlog,.xml,.json,.gz,.txt', onchange: () => void openFile() });
  const text = h('textarea#log-text', { rows: 3, placeholder: 'or paste an mjlog (XML), tenhou.net/6 JSON or a game saved by the Play page here' });
  const message = h('p.status#replay-status');
  const viewer = h('div.replay-view');
  const own = savedGame();
  root.replaceChildren(
    h(
      'div.replay-page',
      null,
      h(
        'section.open',
        null,
        h('h2', null, 'Replay'),
        h('label', null, 'Open a Tenhou log ', file),
        text,
        h('div.row', null,
          h('button#open-text', { type: 'button', onclick: () => load(text.value) }, 'Open pasted log'),
          own ? h('button#open-saved', { type: 'button', onclick: () => load(own) }, 'Replay my game from the Play page') : null,
        ),
        message,
      ),
      viewer,
    ),
  );
  document.body.dataset.replay = 'empty';
  if (query.get('saved') && own) load(own);

  async function openFile(): Promise<void> {
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

  function load(source: string, name = ''): void {
    message.textContent = 'Reading…';
    message.classList.remove('error');
    let script: ReplayScript;
    let frames: Frame[];
    try {
      script = scriptOf(source.trim());
      frames = framesOf(script);
    } catch (e) {
      viewer.replaceChildren();
      message.textContent = errorText(e);
      message.classList.add('error');
      document.body.dataset.replay = 'error';
      return;
    }
    const summary = `${name ? name + ': ' : ''}${frames.length - 1} actions, ${frames[frames.length - 1]!.hand + 1} hands.`;
    message.textContent = script.error ? `${summary} The replay stops early: ${script.error}` : summary;
    show(frames, script.players ?? null, (JSON.parse(script.start) as { ruleset: Ruleset }).ruleset);
  }

  function show(frames: Frame[], players: PlayerInfo[] | null, rules: Ruleset): void {
    let at = 0;
    const n = frames[0]!.view.seats.length;
    const names = Array.from({ length: n }, (_, s) => players?.[s]?.name || `Seat ${s}`);
    const slider = h('input#replay-slider', { type: 'range', min: '0', max: String(frames.length - 1), value: '0', oninput: () => go(Number(slider.value)) });
    const pos = h('span#replay-pos');
    const board = h('div.replay-board');
    const results = h('div.replay-results#replay-results');
    const handStart = (i: number) => frames.findIndex((f) => f.hand === i);
    const btn = (id: string, label: string, title: string, f: () => number) =>
      h('button', { id, type: 'button', title, onclick: () => go(f()) }, label);
    const playerList = players
      ? h(
          'ul.players#replay-players',
          null,
          players.map((p, s) =>
            h(
              'li',
              { dataset: { seat: String(s) } },
              h('span.player-name', null, p.name || `Seat ${s}`),
              p.dan ? h('span.player-dan', null, p.dan) : null,
              p.rate !== undefined ? h('span.player-rate', null, `R${pts(Math.round(p.rate))}`) : null,
            ),
          ),
        )
      : null;
    viewer.replaceChildren(
      ...(playerList ? [playerList] : []),
      h(
        'div.controls',
        null,
        btn('replay-first', 'Start', 'first action', () => 0),
        btn('replay-prev-hand', '«', 'previous hand', () => (frames[at]!.hand > 0 && at === handStart(frames[at]!.hand) ? handStart(frames[at]!.hand - 1) : handStart(frames[at]!.hand))),
        btn('replay-prev', '◀', 'previous action', () => at - 1),
        btn('replay-next', '▶', 'next action', () => at + 1),
        btn('replay-next-hand', '»', 'next hand', () => {
          const next = handStart(frames[at]!.hand + 1);
          return next < 0 ? frames.length - 1 : next;
        }),
        btn('replay-last', 'End', 'last action', () => frames.length - 1),
        pos,
      ),
      slider,
      board,
      results,
    );
    // The controls stick under the page header, whose height changes with the screen (it wraps on narrow ones).
    const header = document.querySelector('header');
    const controls = viewer.querySelector<HTMLElement>('.controls')!;
    const sticky = new ResizeObserver(() => {
      if (!document.body.contains(controls)) return sticky.disconnect(); // another log or page replaced it
      controls.style.top = `${header?.getBoundingClientRect().height ?? 0}px`;
    });
    if (header) sticky.observe(header);
    const keys = (ev: KeyboardEvent) => {
      if (!document.body.contains(viewer)) return document.removeEventListener('keydown', keys);
      if (ev.target instanceof HTMLInputElement && ev.target.type !== 'range') return;
      if (ev.key === 'ArrowRight') go(at + 1);
      if (ev.key === 'ArrowLeft') go(at - 1);
    };
    document.addEventListener('keydown', keys);

    function go(i: number): void {
      at = Math.max(0, Math.min(frames.length - 1, i));
      const f = frames[at]!;
      slider.value = String(at);
      // The action that ends a hand also deals the next: show the table as the hand ended, under its result.
      const endsHand = at > 0 && f.events.some((e) => e.type === 'round-end') && f.events.some((e) => e.type === 'deal');
      const shown = endsHand ? frames[at - 1]!.view : f.view;
      // Every win and draw of this hand so far, with its breakdown.
      const ended: GameEvent[] = [];
      for (let k = handStart(f.hand); k <= at; k++) ended.push(...frames[k]!.events.filter((e) => ['win', 'ryuukyoku', 'round-end'].includes(e.type)));
      // The ura indicators are turned over by a win; before it (and at a draw) nobody sees them.
      const won = ended.some((e) => e.type === 'win');
      const view: TableView = won ? shown : { ...shown, uraIndicators: [] };
      pos.textContent = `${roundLabel(view.round)} · ${at} / ${frames.length - 1}`;
      pos.dataset.round = view.round;
      board.replaceChildren(renderTable(view, 0, names));
      const end = at === frames.length - 1 ? frames.flatMap((x) => x.events).find((e): e is GameEndEvent => e.type === 'game-end') : undefined;
      results.replaceChildren(
        ended.length ? handEndPanel(ended, names, dealerOf(frames, at), shown, rules) : h('span'),
        end ? gameEndPanel(end, names) : h('span'),
      );
      document.body.dataset.replay = at === frames.length - 1 ? 'end' : 'step';
      document.body.dataset.replayAt = String(at);
    }
    go(0);
  }
}

/** The dealer of the hand a frame's results belong to (the view may already show the next hand). */
function dealerOf(frames: Frame[], at: number): number {
  const hand = frames[at]!.hand;
  const first = frames.find((f) => f.hand === hand)!;
  return first.view.dealer;
}

const FORMATS =
  'a Tenhou mjlog (the XML of a .mjlog file, gzipped or not), tenhou.net/6 JSON (what tenhou.net/6 shows under ' +
  '“JSON”, one game or one hand per line) or a game saved by the Play page';

/** The start and actions of a saved game (Play page), a Tenhou mjlog or tenhou.net/6 JSON. A text that is none of
 * them gets a message naming the formats this page reads. */
export function scriptOf(text: string): ReplayScript {
  if (!text) throw new Error(`Nothing to open. Paste or open ${FORMATS}.`);
  if (text.startsWith('<')) {
    if (!/<mjloggm\b/.test(text) && !/<GO\b/.test(text)) throw new Error(`This XML is not a Tenhou mjlog. This page reads ${FORMATS}.`);
    return replayMjlog(text);
  }
  if (text.startsWith('{')) {
    const parses = (t: string) => {
      try {
        JSON.parse(t);
        return true;
      } catch {
        return false;
      }
    };
    // One JSON document, or one per line (a hand each).
    const looksLikeJson = parses(text) || parses(text.split('\n')[0]!);
    if (looksLikeJson && text.includes('"format":"tenpai-game-')) {
      const saved = JSON.parse(text) as { actions: [number, GameAction][]; startScores: number[] };
      const start = JSON.stringify({ ...saved, actions: [], scores: saved.startScores });
      return { start, steps: saved.actions.map(([seat, action]) => ({ seat, action })) };
    }
    if (looksLikeJson && text.includes('"log"')) return replayParsed(parseTenhou6(text));
  }
  throw new Error(`This is not a game record this page reads. It reads ${FORMATS}.`);
}

/** One frame per action: the spectator's view after it and the events it caused. */
function framesOf(script: ReplayScript): Frame[] {
  const game = Game.fromJSON(script.start);
  try {
    let hand = 0;
    const frames: Frame[] = [{ view: game.spectate(), events: [], hand }];
    for (const { seat, action } of script.steps) {
      const events = game.apply(seat, action, seat);
      // A frame that ends a hand stays with that hand (its result shows); the next frame starts the next hand.
      frames.push({ view: game.spectate(), events, hand });
      if (events.some((e) => e.type === 'deal')) hand++;
    }
    return frames;
  } finally {
    game.free();
  }
}
