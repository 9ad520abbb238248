// The new-game form: ruleset, the opponents' level (each described, with its measured strength), an optional
// seed that replays the same walls.
import { h, errorText } from '../../dom';
import { Game, type BotLevel } from '../../game-engine';
import type { RulesetRef } from '../../engine';
import { rulesetRef } from '../../house-rules';
import { rulesetPicker } from '../../ui/ruleset-picker';
import { LEVELS, LEVEL_KEY, storedLevel, type Saved } from './save';

/** Shows the form in `root` (under `notice`, if any); `start` gets the new game and its first save. */
export function newGameForm(root: HTMLElement, start: (game: Game, save: Saved) => void, notice: HTMLElement | null = null): void {
  const select = rulesetPicker({ id: 'new-ruleset' });
  const levelAbout = h('span.hint#level-about');
  const levelStrength = h('span.hint#level-strength');
  const levelSel = h('select#new-level', { onchange: () => showAbout() }, LEVELS.map((l) => h('option', { value: l.level }, l.label)));
  const showAbout = () => {
    const level = LEVELS.find((l) => l.level === levelSel.value);
    levelAbout.textContent = level?.about ?? '';
    levelStrength.textContent = level?.strength ?? '';
  };
  levelSel.value = storedLevel();
  showAbout();
  const seed = h('input#new-seed', { type: 'text', placeholder: 'random', autocomplete: 'off' });
  const submit = (ev: Event) => {
    ev.preventDefault();
    try {
      const opts: { ruleset: RulesetRef; seed?: string } = { ruleset: rulesetRef(select.value) };
      if (seed.value.trim()) opts.seed = seed.value.trim();
      const game = new Game(opts);
      const level = levelSel.value as BotLevel;
      localStorage.setItem(LEVEL_KEY, level);
      start(game, { v: 1, ruleset: select.value, level, game: game.toJSON(), pause: null, dealer: 0 });
    } catch (e) {
      form.append(h('p.error', null, errorText(e)));
    }
  };
  const form = h(
    'form.new-game',
    { onsubmit: submit },
    h('h2', null, 'New game against the bots'),
    h('label', null, 'Ruleset ', select),
    h('label', null, 'Opponents ', levelSel, levelAbout, levelStrength),
    h('label', null, 'Seed (optional, replays the same walls) ', seed),
    h('button#start-game', { type: 'submit' }, 'Start'),
    h('p.hint', null, 'You sit East in the first hand. The game is saved in this browser as you play.'),
  );
  root.replaceChildren(h('div.play-page', null, notice, form));
  document.body.dataset.playState = 'setup';
}
