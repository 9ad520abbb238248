// The house-rules form: every field of the package's `rulesetSchema()`, in its groups (folding sections), each with
// its label, its one line for players, its control (controls.ts), what the preset has when the field differs from
// it (and a button to put that back), and the engine's own message when the engine blames that field. The form is
// built again when another ruleset is loaded and otherwise only re-marked, so typing never loses focus.
import { h, pts } from '../../dom';
import type { RulesetField } from '../../engine';
import { control, freshId, type Control } from './controls';
import { edit, getAt, isChanged, presetValue, schema, type EditorState, type EditorStore } from './model';

export interface FieldView {
  field: RulesetField;
  el: HTMLElement;
  control: Control;
  /** The record field (`chips`) this field belongs to: hidden while that is off. */
  parent: RulesetField | null;
  changed: HTMLElement;
  reset: HTMLElement;
  error: HTMLElement;
}

/** A value of `field` as a few words: what the preset has, beside a changed field. */
export function describe(field: RulesetField | undefined, v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'boolean') return v ? 'on' : 'off';
  if (typeof v === 'number') return `${pts(v)}${field?.unit ? ` ${field.unit === 'thousands' ? '× 1,000' : field.unit}` : ''}`;
  if (typeof v === 'string') return field?.choices?.find((c) => c.value === v)?.label ?? (v || 'none');
  if (Array.isArray(v)) {
    if (!v.length) return 'none';
    return v.map((x) => (typeof x === 'object' ? describe(undefined, x) : describe(field?.type === 'list' ? undefined : field, x))).join(', ');
  }
  const entries = Object.entries(v as Record<string, unknown>);
  if (field?.type === 'record') return 'on';
  return entries.length ? entries.map(([k, x]) => `${k} ${typeof x === 'object' ? describe(undefined, x) : String(x)}`).join(', ') : 'none';
}

/** The fields of `path`'s record, with the values the base preset (or else the first preset that has them) gives. */
function recordDefault(record: RulesetField, base: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of schema().fields) {
    if (!f.path.startsWith(`${record.path}.`)) continue;
    const v = presetValue(f, base) ?? f.default;
    out[f.path.slice(record.path.length + 1)] = structuredClone(v);
  }
  return out;
}

export class RulesetForm {
  readonly el = h('div.hr-form#hr-form');
  readonly views: FieldView[] = [];
  private loaded = -1;

  constructor(private readonly store: EditorStore, private readonly skip: (f: RulesetField) => boolean) {
    store.subscribe((s) => (s.loaded !== this.loaded ? this.build(s) : this.mark(s)));
    this.build(store.state);
  }

  /** One field: label (its control's own label for a box), help, control, the preset's value, the engine's message. */
  fieldView(field: RulesetField): FieldView {
    const id = freshId();
    const parent = schema().fields.find((r) => r.type === 'record' && field.path.startsWith(`${r.path}.`)) ?? null;
    const c = control(field, (v) => this.changed(field, v), id);
    const label = h('label.hr-label', { for: id }, field.label);
    const box = field.type === 'bool' || field.type === 'record';
    const reset = h('button.small.hr-reset', { type: 'button', onclick: () => this.reset(field) }, 'Reset');
    const changed = h('p.hr-was', null);
    const error = h('p.field-error', { hidden: true, role: 'alert' });
    const head = box ? h('div.hr-head', null, h('label.hr-check.hr-label', null, c.el, field.label), reset) : h('div.hr-head', null, label, reset);
    const el = h(
      'div.hr-field',
      { dataset: { path: field.path, type: field.type } },
      head,
      box ? null : c.el,
      h('p.hint', null, field.help),
      changed,
      error,
    );
    return { field, el, control: c, parent, changed, reset, error };
  }

  private changed(field: RulesetField, v: unknown): void {
    // A record switched on takes the preset's fields (or the first preset's that has them); off, it is null.
    const value = field.type === 'record' && field.nullable && typeof v === 'boolean' ? (v ? recordDefault(field, this.store.state.base) : null) : v;
    const also = edit(this.store, field.path, value);
    if (field.type === 'record') this.showAll(this.store.state);
    // A field that follows this one (oka) shows its new value; the one being typed in is left alone.
    for (const v of this.views) if (also.includes(v.field.path)) v.control.show(getAt(this.store.state.value, v.field.path));
  }

  private reset(field: RulesetField): void {
    const v = structuredClone(presetValue(field, this.store.state.base));
    edit(this.store, field.path, v);
    this.showAll(this.store.state);
  }

  private showAll(s: EditorState): void {
    for (const v of this.views) v.control.show(getAt(s.value, v.field.path));
    this.mark(s);
  }

  private build(s: EditorState): void {
    this.loaded = s.loaded;
    this.views.length = 0;
    const sections = schema().groups.map((g) => {
      const views = schema().fields.filter((f) => f.group === g.id && !this.skip(f)).map((f) => this.fieldView(f));
      this.views.push(...views);
      return h(
        'details.hr-group',
        { dataset: { group: g.id } },
        h('summary', null, h('span.hr-group-name', null, g.label), h('span.hr-count'), h('span.hr-bad', { hidden: true }, 'problem')),
        h('p.hint', null, g.help),
        h('div.hr-fields', null, views.map((v) => v.el)),
      );
    });
    this.el.replaceChildren(...sections);
    this.showAll(s);
  }

  /** The view the engine's error is about: the field it names, else the first field inside the object it names. */
  viewOf(field: string): FieldView | undefined {
    return this.views.find((v) => v.field.path === field) ?? this.views.find((v) => v.field.path.startsWith(`${field}.`));
  }

  /** Changed and error marks, hidden fields of records switched off, each group's counts. */
  mark(s: EditorState): void {
    const blamed = s.error ? this.viewOf(s.error.field) : undefined;
    for (const v of this.views) {
      const changed = isChanged(v.field, s.value, s.base);
      v.el.classList.toggle('changed', changed);
      v.reset.hidden = !changed;
      v.changed.textContent = changed ? `Changed: the preset has ${describe(v.field, presetValue(v.field, s.base))}.` : '';
      v.el.hidden = v.parent !== null && getAt(s.value, v.parent.path) === null;
      v.error.hidden = v !== blamed;
      v.error.textContent = v === blamed ? s.error!.text : '';
      v.el.classList.toggle('bad', v === blamed);
    }
    this.el.querySelectorAll<HTMLDetailsElement>('details.hr-group').forEach((g) => {
      const fields = this.views.filter((v) => v.field.group === g.dataset.group);
      const n = fields.filter((v) => v.el.classList.contains('changed')).length;
      g.querySelector('.hr-count')!.textContent = n ? `${n} changed` : '';
      const bad = fields.some((v) => v === blamed);
      g.querySelector<HTMLElement>('.hr-bad')!.hidden = !bad;
      if (bad) g.open = true;
    });
  }
}
