// The ruleset picker: one <select> of the rulesets a player can choose, for every page that needs one (Score,
// Play's new game). `rulesetChoices()` is the one list; rulesets a player makes (house rules) belong in it.
import { h } from '../dom';
import { rulesets, type Ruleset } from '../engine';

export interface RulesetChoice {
  /** What the engine takes as `ruleset` (a preset's id), or the key of a house ruleset. */
  id: string;
  name: string;
  players: number;
  /** A house ruleset's full value, which the engine takes in place of `id`; none for a preset. */
  ruleset?: Ruleset;
}

export function rulesetChoices(): RulesetChoice[] {
  return rulesets().map((r) => ({ id: r.id, name: r.name, players: r.players }));
}

export interface PickerOptions {
  /** The select's id (its label's `for`). */
  id: string;
  value?: string;
  /** How an option reads (default: its name). */
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
    choices.map((c) => h('option', { value: c.id, selected: c.id === opts.value }, opts.label ? opts.label(c) : c.name)),
  );
  return select;
}
