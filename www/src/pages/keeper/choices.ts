// The scorekeeper's controls: rows of large buttons, each a choice a thumb makes on a phone lying on the table
// (a seat, an end, a han count), pressed or not (`aria-pressed`), and the box where the engine's message about that
// field appears. A row is named by the field it sets, as the engine names it (`data-field`), so a `bad-request`
// is shown where its field is.
import { h, type Child } from '../../dom';

export interface ChoiceButton {
  id: string;
  label: Child;
  /** A second, smaller line (a seat's wind, a han count's limit name). */
  sub?: string;
  pressed: boolean;
  disabled?: boolean;
  onPick: () => void;
}

export function choiceButton(b: ChoiceButton): HTMLButtonElement {
  return h(
    'button.choice',
    { type: 'button', id: b.id, 'aria-pressed': String(b.pressed), disabled: b.disabled ?? false, onclick: b.onPick },
    h('span.choice-label', null, b.label),
    b.sub ? h('span.choice-sub', null, b.sub) : null,
  );
}

/** A labelled row of choices for one field; `cols` sets how many buttons share a line. */
export function choiceRow(label: Child, field: string, buttons: ChoiceButton[], cols = buttons.length, extraClass = ''): HTMLElement {
  return h(
    'div.choice-row',
    { dataset: { field }, class: extraClass },
    h('div.choice-title', null, label),
    h('div.choice-grid', { style: `--cols: ${Math.max(1, cols)}` }, buttons.map(choiceButton)),
  );
}

/** One button per seat (a name and, below, its wind this hand). */
export function seatChoices(
  id: string,
  names: string[],
  winds: string[],
  pressed: (s: number) => boolean,
  onPick: (s: number) => void,
  disabled: (s: number) => boolean = () => false,
): ChoiceButton[] {
  return names.map((name, s) => ({ id: `${id}-${s}`, label: name, sub: winds[s], pressed: pressed(s), disabled: disabled(s), onPick: () => onPick(s) }));
}

/** Puts the engine's message in the box of the field it names (or the form's own), marking the field. */
export function showFieldError(field: HTMLElement, message: string, code: string): void {
  field.classList.add('has-error');
  field.append(h('p.field-error.keeper-error', { dataset: { code }, role: 'alert' }, message));
}
