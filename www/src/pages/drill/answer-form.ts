// The answer: one number field per payment the win has (a ron's, a dealer's tsumo "all", or a non-dealer's tsumo
// from the others and from the dealer), and han and fu when asked. Fields open the phone's number pad; Enter
// checks. The fields are built once per question, so typing never loses focus; a checked answer locks them.
import { h } from '../../dom';
import { payments, readNumber, type Answer } from './answer';
import { answer, type DrillState, type DrillStore } from './model';

/** What makes a new set of fields: another hand, or another question about it. */
const formKey = (s: DrillState) => `${s.rules.id}|${s.seed}|${s.n}|${s.ask}`;

interface Field {
  key: keyof Answer;
  label: string;
  input: HTMLInputElement;
}

export class AnswerForm {
  readonly el: HTMLFormElement;
  private key = '';
  private fields: Field[] = [];
  private readonly message = h('p.error#drill-answer-error', { role: 'alert' });

  constructor(private readonly store: DrillStore) {
    this.el = h<'form'>('form.drill-card.drill-answer#drill-answer', {
      novalidate: true,
      onsubmit: (e: Event) => {
        e.preventDefault();
        this.submit(false);
      },
    });
    store.subscribe((s) => this.follow(s));
    this.follow(store.state);
  }

  /** Focuses the first field without scrolling the hand away (a new hand's first keystroke goes there). */
  focus(): void {
    this.fields[0]?.input.focus({ preventScroll: true });
  }

  private follow(s: DrillState): void {
    if (formKey(s) !== this.key) this.build(s);
    const done = Boolean(s.verdict);
    for (const f of this.fields) f.input.disabled = done;
    this.el.querySelectorAll('button').forEach((b) => (b.disabled = done));
  }

  private build(s: DrillState): void {
    this.key = formKey(s);
    const asked: { key: keyof Answer; label: string }[] = [];
    if (s.ask !== 'hanfu') asked.push(...payments(s.hand.request, s.hand.result));
    if (s.ask !== 'pay') asked.push({ key: 'han', label: 'Han (dora included)' }, { key: 'fu', label: 'Fu (not needed from 5 han)' });
    this.fields = asked.map((a) => ({
      ...a,
      input: h('input', {
        id: `drill-${a.key}`,
        type: 'text',
        inputmode: 'numeric',
        autocomplete: 'off',
        enterkeyhint: 'done',
        'aria-describedby': 'drill-answer-error',
      }),
    }));
    this.message.textContent = '';
    this.el.replaceChildren(
      h('h2', null, s.ask === 'hanfu' ? 'How many han and fu?' : 'What does it pay?'),
      h('div.answer-fields', null, this.fields.map((f) => h('label.answer-field', { for: f.input.id }, h('span', null, f.label), f.input))),
      this.message,
      h(
        'div.row',
        null,
        h('button.primary#drill-check', { type: 'submit' }, 'Check'),
        h('button#drill-reveal', { type: 'button', onclick: () => this.submit(true) }, 'Show the answer'),
      ),
    );
  }

  /** Checks the answer; every field must hold a number unless the player asked to see the answer. */
  private submit(reveal: boolean): void {
    const given: Answer = {};
    for (const f of this.fields) {
      const n = readNumber(f.input.value);
      if (n === undefined && !reveal && !(f.key === 'fu' && f.input.value.trim() === '')) {
        this.message.textContent = `${f.label.replace(/ \(.*/, '')}: type a number (digits only).`;
        f.input.focus();
        return;
      }
      if (n !== undefined) given[f.key] = n;
    }
    this.message.textContent = '';
    this.store.update((s) => answer(s, given));
  }
}
