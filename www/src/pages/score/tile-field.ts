// A field of tiles on the Score page: MPSZ typed in its input or tiles added from the palette (when its radio
// selects it), its tiles shown as buttons that remove them, and a notation problem marked as it is typed (the text
// with the bad part highlighted and what is wrong). The text input is built once, so typing never loses focus.
import { h, type Child } from '../../dom';
import { Component } from '../../ui/component';
import { tileEl } from '../../ui/tile';
import { checkMpsz } from '../../tiles';
import { fieldValue, removeTile, setField, type ScoreModel, type ScoreStore } from './model';
import { handAndWin, splitSafe, type Target } from './state';

export interface FieldOptions {
  key: Target;
  label: Child;
  /** Names the field in the radio's label for screen readers. */
  name: string;
  placeholder?: string;
  /** Tiles drawn at the palette's size (the hand, the winning tile) rather than small. */
  large?: boolean;
}

export class TileField extends Component<{ value: string }> {
  readonly input: HTMLInputElement;
  private readonly radio: HTMLInputElement;
  private readonly problem: HTMLElement;
  private readonly preview: HTMLElement;

  constructor(private readonly store: ScoreStore, private readonly opts: FieldOptions) {
    super(h('div.field', { dataset: { target: opts.key } }), { value: '' });
    const { key } = opts;
    this.input = h('input', {
      id: `f-${key}`,
      type: 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder: opts.placeholder ?? '',
      'aria-describedby': `f-${key}-error`,
      oninput: () => store.update((m) => setField(m, key, this.input.value.trim())),
      onfocus: () => store.update((m) => (m.target = key)),
    });
    this.radio = h('input', { type: 'radio', name: 'target', value: key, 'aria-label': `palette fills ${opts.name}`, onchange: () => store.update((m) => (m.target = key)) });
    this.problem = h('p.field-error', { id: `f-${key}-error`, 'aria-live': 'polite', hidden: true });
    this.preview = h('div.preview', { class: opts.large ? 'large' : '' });
    this.el.append(h('label', { for: `f-${key}` }, this.radio, ' ', opts.label), this.input, this.problem, this.preview);
    store.subscribe((m) => this.follow(m));
    this.follow(store.state);
  }

  private follow(m: ScoreModel): void {
    const value = fieldValue(m, this.opts.key);
    this.radio.checked = m.target === this.opts.key;
    this.el.classList.toggle('active', m.target === this.opts.key);
    // The input keeps what is being typed (spaces included) while it means the same tiles.
    if (this.input.value.trim() !== value) this.input.value = value;
    this.set({ value });
  }

  redraw(): void {
    this.markProblem();
    this.preview.replaceChildren(...this.tiles());
  }

  protected render(): Child[] {
    return [];
  }

  private markProblem(): void {
    const text = this.state.value;
    const p = checkMpsz(text, this.store.state.rules, this.opts.key === 'win' ? 1 : undefined);
    this.input.classList.toggle('invalid', Boolean(p));
    this.input.setAttribute('aria-invalid', String(Boolean(p)));
    this.problem.hidden = !p;
    this.problem.replaceChildren();
    if (!p) return;
    this.problem.dataset.start = String(p.start);
    this.problem.append(h('code.echo', null, text.slice(0, p.start), h('mark', null, text.slice(p.start, p.end) || ' '), text.slice(p.end)), ' ', p.message);
  }

  /** The field's tiles as buttons that remove them; a 14th tile typed in the hand is the winning tile, set apart. */
  private tiles(): HTMLElement[] {
    const { key } = this.opts;
    const implicit = key === 'hand' && handAndWin(this.store.state.s).implicit;
    const tiles = splitSafe(this.state.value);
    return tiles.flatMap((t, i) => {
      const isWin = key === 'win' || (implicit && i === tiles.length - 1);
      const b = h(
        'button.tile-button.remove',
        { type: 'button', title: isWin && key === 'hand' ? 'winning tile (tap to remove)' : 'remove', onclick: () => this.store.update((m) => removeTile(m, key, i)) },
        tileEl(t, { extraClass: isWin ? 'win-tile' : '' }),
      );
      return implicit && i === tiles.length - 1 ? [h('span.gap'), b] : [b];
    });
  }
}
