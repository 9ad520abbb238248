// The moment of a Play game as the page shows it: the table, the human's legal actions sorted into discards and
// claims, whether it is the human's turn now, and (in hint mode) the package's analysis of the moment with the
// discards the current riichi mode allows. Computed once per redraw and read by the table, the action bar and the
// hints.
import { errorText } from '../../dom';
import type { Analysis, DiscardOption, GameAction, TableView } from '../../game-engine';
import { HUMAN, type PlaySession } from './session';

export type Discard = Extract<GameAction, { type: 'discard' }>;
export type RiichiMode = 'off' | 'riichi' | 'open';

/** The page's own state between redraws. */
export interface PlayUi {
  /** Which discards the hand offers: plain ones, riichi ones, or open-riichi ones. */
  riichiMode: RiichiMode;
  /** The tile a touch has picked: a second touch (or the Discard button) throws it. */
  selected: { tile: string; drawn: boolean; copy: number } | null;
  hints: boolean;
  /** A message for the status line (an error, a refused save). */
  message: string | null;
}

export interface Turn {
  view: TableView;
  legal: GameAction[];
  discards: Discard[];
  claims: GameAction[];
  /** The human acts now (not waiting for bots, no hand end shown). */
  mine: boolean;
  keepDealing: boolean;
  canRiichi: boolean;
  canOpen: boolean;
  /** Whether a discard belongs to the current riichi mode. */
  inMode: (a: Discard) => boolean;
  /** Hint mode, the human to act: `game.analysis(HUMAN)`. */
  analysis: Analysis | null;
  /** Its discards that the riichi mode allows (riichi mode: the ones riichi may be declared with). */
  hints: DiscardOption[];
  hintError: string | null;
}

export function turnOf(session: PlaySession, ui: PlayUi): Turn {
  const game = session.game;
  const view = session.view();
  const legal = game.legalActions(HUMAN);
  const discards = legal.filter((a): a is Discard => a.type === 'discard');
  const inMode = (a: Discard) => (ui.riichiMode === 'off' ? !a.riichi : Boolean(a.riichi) && Boolean(a.open) === (ui.riichiMode === 'open'));
  // The human answers after the bots that must also answer now (the bot loop applies theirs first). The page runs
  // the table, so it asks the table's status: the human's view never names the other seats that may claim.
  const botsFirst = game.status().toAct.some((s) => s !== HUMAN && game.legalActions(s).length > 0);
  const mine = view.toAct.includes(HUMAN) && legal.length > 0 && !session.pause && !session.gameEnd && !botsFirst;
  let analysis: Analysis | null = null;
  let hints: DiscardOption[] = [];
  let hintError: string | null = null;
  if (ui.hints && mine) {
    try {
      analysis = game.analysis(HUMAN);
      const allowed = new Set(discards.filter(inMode).map((a) => String(a.tile)));
      hints = analysis.discards.filter((d) => allowed.has(d.tile));
    } catch (e) {
      hintError = `Hints unavailable: ${errorText(e)}`;
    }
  }
  return {
    view,
    legal,
    discards,
    claims: legal.filter((a) => ['ron', 'chi', 'pon', 'daiminkan'].includes(a.type)),
    mine,
    keepDealing: legal.some((a) => a.type === 'continue' || a.type === 'yame'),
    canRiichi: discards.some((a) => a.riichi && !a.open),
    canOpen: discards.some((a) => a.riichi && a.open),
    inMode,
    analysis,
    hints,
    hintError,
  };
}
