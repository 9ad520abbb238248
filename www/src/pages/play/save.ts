// What the Play page keeps in the browser: the game in progress (saved after every action, so a reload goes on
// where it stopped) and the player's settings (bot speed, hints, the opponents' level).
import type { BotLevel, GameEvent } from '../../game-engine';

export const SAVE_KEY = 'tenpai.play';
export const SPEED_KEY = 'tenpai.speed';
export const HINTS_KEY = 'tenpai.hints';
export const LEVEL_KEY = 'tenpai.level';

/** The seat whose river ends with the last discard (or that just added to a pon: a kan that may be robbed). */
export interface LastPlay {
  seat: number;
  tile: string;
  /** `kakan`: a tile added to a pon, which ron may rob (chankan). */
  kind: 'discard' | 'kakan';
}

export interface Saved {
  v: 1;
  ruleset: string;
  game: string;
  /** The opponents' level (saves made before levels existed: normal). */
  level?: BotLevel;
  /** Events of a hand end the player has not dismissed yet. */
  pause: GameEvent[] | null;
  dealer: number;
  last?: LastPlay | null;
}

export function loadSave(): Saved | null {
  try {
    const s = JSON.parse(localStorage.getItem(SAVE_KEY) ?? 'null') as Saved | null;
    return s && s.v === 1 ? s : null;
  } catch {
    return null;
  }
}

/** The names the Play page gives the seats, the player's (seat 0) first; the Replay page names the saved game's
 * seats the same. */
export function seatNames(n: number): string[] {
  return n === 3 ? ['You', 'Right', 'Left'] : ['You', 'Right', 'Across', 'Left'];
}

/** The saved game's JSON (Game.toJSON), for the Replay page. */
export function savedGame(): string | null {
  return loadSave()?.game ?? null;
}

/** The opponents' levels, as the new-game form offers them: what each does, and how strong it measured against
 * majiang-ai, an outside bot, under Tenhou rules: one bot of the level against three majiang-ai, its mean place with
 * a 95% interval (docs/BOTS.md, "Against majiang-ai", holds the figures and how they were measured). */
export const LEVELS: { level: BotLevel; label: string; about: string; strength: string }[] = [
  {
    level: 'easy',
    label: 'Easy',
    about: 'Efficient discards, a closed hand, no defence.',
    strength: 'Clearly weaker than majiang-ai (an open-source bot): against three of it, Tenhou rules, average place 2.81 ± 0.36 of 4 in 80 games; majiang-ai against three Easy bots 2.11 ± 0.14 in 196.',
  },
  {
    level: 'normal',
    label: 'Normal',
    about: 'Calls toward a yaku and folds against a riichi.',
    strength: 'Weaker than majiang-ai (an open-source bot): against three of it, Tenhou rules, average place 2.55 ± 0.16 of 4 in 200 games; majiang-ai against three Normal bots 2.38 ± 0.12 in 400.',
  },
  {
    level: 'strong',
    label: 'Strong',
    about: 'Pushes or folds by value and danger, calls and declares riichi with judgement.',
    strength: 'About as strong as majiang-ai (an open-source bot): against three of it, Tenhou rules, average place 2.50 ± 0.08 of 4 in 1,000 games; majiang-ai against three Strong bots 2.43 ± 0.07.',
  },
];

export function storedLevel(): BotLevel {
  const stored = localStorage.getItem(LEVEL_KEY);
  return LEVELS.find((l) => l.level === stored)?.level ?? 'normal';
}
