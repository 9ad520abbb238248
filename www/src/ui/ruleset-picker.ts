// The ruleset picker: one <select> of the rulesets a player can choose, for every page that needs one (Score,
// Play's new game, the Keeper). `rulesetChoices()` is the one list: the presets (`presetChoices()`, the package's
// `rulesets()`, which the Rules pages and the house-rules editor's starting point offer too), then the rulesets a
// player makes (house rules).
import { h } from '../dom';
import { rulesets, type Ruleset } from '../engine';
import { HOUSE_PREFIX, readHouse } from '../house-rules';

export interface RulesetChoice {
  /** What the engine takes as `ruleset` (a preset's id), or the key of a house ruleset. */
  id: string;
  name: string;
  players: number;
  /** A house ruleset's full value, which the engine takes in place of `id`; none for a preset. */
  ruleset?: Ruleset;
}

/** The built-in rulesets, in the package's order. */
export function presetChoices(): RulesetChoice[] {
  return rulesets().map((r) => ({ id: r.id, name: r.name, players: r.players }));
}

/** The presets, then the house rulesets saved in this browser (house-rules.ts). */
export function rulesetChoices(): RulesetChoice[] {
  const house = readHouse().entries.map((e) => ({ id: HOUSE_PREFIX + e.ruleset.id, name: e.ruleset.name, players: e.ruleset.game.players, ruleset: e.ruleset }));
  return [...presetChoices(), ...house];
}

/** How a choice reads in a picker: its name, and its player count when the name does not already say it (the
 * presets' names do: "Tenhou.net (4-player)"; a house ruleset's name may not). */
export function choiceLabel(c: RulesetChoice): string {
  return new RegExp(`\\b${c.players}-player\\b`).test(c.name) ? c.name : `${c.name} · ${c.players} players`;
}

export interface PickerOptions {
  /** The select's id (its label's `for`). */
  id: string;
  value?: string;
  /** How an option reads (default: `choiceLabel`). */
  label?: (choice: RulesetChoice) => string;
  onChange?: (choice: RulesetChoice) => void;
}

export function rulesetPicker(opts: PickerOptions): HTMLSelectElement {
  const choices = rulesetChoices();
  const select: HTMLSelectElement = h(
    'select',
    {
      id: opts.id,
      onchange: () => {
        const c = choices.find((x) => x.id === select.value);
        if (c) opts.onChange?.(c);
      },
    },
    choices.map((c) => h('option', { value: c.id, selected: c.id === opts.value }, (opts.label ?? choiceLabel)(c) + (c.ruleset ? ' (house rules)' : ''))),
  );
  return select;
}
