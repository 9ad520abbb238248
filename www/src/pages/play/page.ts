// The Play page: one human seat against the engine's bots. The table is drawn from the human's own view, the
// buttons are exactly game.legalActions(human), bots choose in a Web Worker (engine-worker.ts, which also reviews
// the human's hand at its end), and the game is saved to localStorage after every action so a reload continues
// where it stopped. Made of: the session (the game as a model), the play bar, the shared table (ui/table.ts) with
// the discard picker, the action bar, the hints and the hand-end overlay; `draw()` redraws them all from one `Turn`.
import { h, errorText } from '../../dom';
import { Game, type GameAction, type GameEvent, type Review } from '../../game-engine';
import { startEngineWorker } from '../../engine-calls';
import { tableEl } from '../../ui/table';
import { actionBar, statusText } from './actions';
import { discardPicker } from './discard-picker';
import { handReviewPanel, hintPanel } from './hints';
import { showOverlay } from './overlay';
import { playBar, type PlayBar } from './play-bar';
import { HINTS_KEY, SAVE_KEY, loadSave, type Saved } from './save';
import { HUMAN, PlaySession } from './session';
import { newGameForm } from './setup';
import { turnOf, type PlayUi } from './turn';

let active: { stop: () => void } | null = null;

export function playPage(root: HTMLElement): void {
  active?.stop();
  active = null;
  const raw = localStorage.getItem(SAVE_KEY);
  const saved = loadSave();
  let notice: HTMLElement | null = null;
  if (raw !== null) {
    try {
      if (!saved) throw new Error('it is not a game this page saved');
      start(root, Game.fromJSON(saved.game), saved);
      return;
    } catch (e) {
      // A save this page cannot read is not dropped silently: it says why and offers the save as a file; it stays
      // in the browser until a new game replaces it.
      notice = unreadableSave(raw, errorText(e));
    }
  }
  newGameForm(root, (game, save) => start(root, game, save), notice);
}

function unreadableSave(text: string, why: string): HTMLElement {
  const href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  return h(
    'p.error#save-error',
    null,
    `The saved game could not be loaded: ${why}. `,
    h('a#save-download', { href, download: 'tenpai-unreadable-save.json' }, 'Download it as a file'),
    ' before you start a new game, which replaces it.',
  );
}

function start(root: HTMLElement, game: Game, save: Saved): void {
  const page = new PlayGame(root, new PlaySession(game, save));
  active = page;
  page.begin();
}

/** A hand end's review: the end's events (which end it is for), the review once the worker answers, or its error. */
interface HandReviewState {
  pause: GameEvent[] | null;
  review: Review | null;
  error: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class PlayGame {
  private readonly worker = startEngineWorker();
  /** The human's review at the hand end shown (asked of the worker once per hand end). */
  private handReview: HandReviewState | null = null;
  private stopped = false;
  private busy = false;
  private readonly ui: PlayUi = { riichiMode: 'off', selected: null, hints: localStorage.getItem(HINTS_KEY) === 'on', message: null };
  private readonly bar: PlayBar;
  private readonly tableBox = h('div.table-box');
  private readonly status = h('p.status#status');
  private readonly hints = h('div.hints#hints', { hidden: true });
  private readonly overlay = h('div.overlay#overlay', { hidden: true });

  constructor(private readonly root: HTMLElement, private readonly session: PlaySession) {
    this.bar = playBar(session, {
      hints: (on) => ((this.ui.hints = on), this.draw()),
      exportLog: () => this.exportLog(),
      newGame: () => {
        if (!session.gameEnd && !confirm('Abandon this game and start a new one?')) return;
        this.newGame();
      },
    });
    root.replaceChildren(h('div.play-page', null, this.bar.el, this.tableBox, this.status, this.hints, this.overlay));
  }

  begin(): void {
    void this.worker.calls.load(this.session.game.toJSON()).then(() => {
      this.persist();
      this.draw();
      void this.loop();
    });
    this.draw();
  }

  stop(): void {
    this.stopped = true;
    this.worker.stop();
  }

  private newGame(): void {
    this.stop();
    localStorage.removeItem(SAVE_KEY);
    newGameForm(this.root, (game, save) => start(this.root, game, save));
  }

  private persist(): void {
    const failed = this.session.persist();
    if (failed) this.ui.message = failed;
  }

  private exportLog(): void {
    const blob = new Blob([this.session.game.toTenhou6()], { type: 'application/json' });
    const a = h('a', { href: URL.createObjectURL(blob), download: `tenpai-${this.session.save.ruleset}-${new Date().toISOString().slice(0, 19)}.json` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  private apply(seat: number, action: GameAction): void {
    this.session.apply(seat, action);
    // A failed mirror shows at the bots' next choice (its error is the status line's).
    this.worker.calls.apply(seat, action).catch(() => {});
    this.ui.riichiMode = 'off';
    this.ui.selected = null;
    // A move counter for tests and tools: it changes with every applied action.
    document.body.dataset.moves = String(Number(document.body.dataset.moves ?? 0) + 1);
    this.persist();
  }

  private act(a: GameAction): void {
    if (this.busy || this.stopped) return;
    try {
      this.ui.message = null;
      this.session.notice = null;
      this.apply(HUMAN, a);
    } catch (e) {
      this.ui.message = errorText(e);
      this.draw();
      return;
    }
    this.draw();
    void this.loop();
  }

  /** Redraws the table, the buttons, the status line, the hints and the overlay from the game as it is. */
  private draw(): void {
    const { session, ui } = this;
    const turn = turnOf(session, ui);
    const picker = discardPicker(turn, ui, (a) => this.act(a), (s) => ((ui.selected = s), this.draw()));
    const last = session.last;
    const lastDiscard = last && last.kind === 'discard' && !session.pause ? { seat: last.seat, claimable: turn.mine && turn.claims.length > 0 } : null;
    const table = tableEl(turn.view, { bottom: HUMAN, names: session.names, decorate: picker.decorate, lastDiscard });
    const setRiichi = (mode: PlayUi['riichiMode']) => ((ui.riichiMode = mode), (ui.selected = null), this.draw());
    // The buttons sit on the table, next to the hand they act on.
    table.append(actionBar(turn, ui, session, picker.picked(), { act: (a) => this.act(a), setRiichi }));
    this.tableBox.replaceChildren(table);
    const notice = session.notice;
    this.status.replaceChildren(...(notice ? [h('strong.notice-line#claim-notice', null, notice), ' '] : []), ui.message ?? turn.hintError ?? statusText(turn, ui, session, picker.picked() !== null));
    const hints = ui.hints ? hintPanel(turn, session, ui.selected?.tile ?? null) : null;
    this.hints.hidden = !hints;
    this.hints.replaceChildren(...(hints ? [hints] : []));
    document.body.dataset.playState = session.pause ? 'hand-end' : session.gameEnd ? 'over' : turn.mine ? 'human' : 'bots';
    showOverlay(this.overlay, session, ui.hints && session.pause ? this.reviewOfHand() : null, {
      next: () => {
        session.resume();
        this.persist();
        this.draw();
        void this.loop();
      },
      exportLog: () => this.exportLog(),
      newGame: () => this.newGame(),
    });
  }

  /** The review panel of the hand whose end is shown: asked of the worker (it replays the game) once per hand end,
   * then drawn again when it comes. */
  private reviewOfHand(): HTMLElement {
    const pause = this.session.pause;
    if (this.handReview?.pause !== pause) {
      const asked: HandReviewState = { pause, review: null, error: null };
      this.handReview = asked;
      const redraw = () => this.handReview === asked && !this.stopped && this.draw();
      this.worker.calls.review(HUMAN).then(
        (review) => ((asked.review = review), redraw()),
        (e: unknown) => ((asked.error = errorText(e)), redraw()),
      );
    }
    return handReviewPanel(this.handReview.review, this.session.frozen, this.handReview.error);
  }

  /** Lets the bots act until it is the human's turn, a hand ends or the game is over. */
  private async loop(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const { game } = this.session;
    try {
      while (!this.stopped && !this.session.pause && !this.session.gameEnd) {
        const st = game.status();
        if (st.over) break;
        const bot = st.toAct.find((s) => s !== HUMAN && game.legalActions(s).length > 0);
        if (bot === undefined) break;
        const a = await this.worker.calls.choose(bot, this.session.level);
        if (this.stopped || !a) return;
        if (!this.bar.fast()) await sleep(a.type === 'discard' ? 350 : 150);
        if (this.stopped) return;
        this.apply(bot, a);
        this.draw();
      }
    } catch (e) {
      this.ui.message = `Bot error: ${errorText(e)}`;
      this.draw();
    } finally {
      this.busy = false;
    }
  }
}
