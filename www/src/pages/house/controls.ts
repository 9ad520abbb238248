// The controls of the house-rules editor, one per value type of the package's `rulesetSchema()`: a control is
// built from a field's type (its choices, range, unit, a list's item type, a record's fields) and calls `change`
// with the new value; `show(v)` puts a value in it (a reset, a record switched on). What a control cannot make a
// number of is passed on as typed, so the engine's own message says what is wrong with it.
import { h } from '../../dom';
import type { RulesetChoice, RulesetValueType } from '../../engine';
import { tileEl } from '../../ui/tile';
import { splitMpsz } from '../../tiles';

export interface Control {
  el: HTMLElement;
  show(v: unknown): void;
}
type Change = (v: unknown) => void;

/** What a unit reads as beside a number. */
const UNITS: Record<string, string> = { thousands: '× 1,000 points' };

let ids = 0;
/** A fresh element id (a label's `for`). */
export function freshId(): string {
  return `hr-c${++ids}`;
}

/** A control for a value of `type`; `id` goes to its first input (the field's label points at it). */
export function control(type: RulesetValueType, change: Change, id = freshId()): Control {
  switch (type.type) {
    case 'bool':
      return boolControl(change, id);
    case 'int':
      return type.nullable ? nullableInt(type, change, id) : intControl(type, change, id);
    case 'choice':
      return choiceControl(type.choices ?? [], change, id);
    case 'choices':
      return choicesControl(type.choices ?? [], change);
    case 'tiles':
    case 'tile':
      return tilesControl(change, id);
    case 'list':
      return type.item?.type === 'int' ? intListControl(change, id) : listControl(type, change);
    case 'map':
      return mapControl(type, change);
    case 'yaku-value':
      return yakuValueControl(type, change, id, false);
    case 'record':
      // A list's record item has its fields here; a ruleset's record field (chips) has them as fields of its own.
      return type.fields ? recordControl(type, change) : recordSwitch(change, id);
    default:
      return textControl(change, id);
  }
}

function boolControl(change: Change, id: string): Control {
  const input = h('input', { type: 'checkbox', id, onchange: () => change(input.checked) });
  return { el: input, show: (v) => (input.checked = v === true) };
}

/** The number typed, or the text itself when it is none (the engine says why it is refused). */
function numberOf(text: string): unknown {
  const t = text.trim();
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : t === '' ? null : t;
}

function numberInput(type: RulesetValueType, change: Change, id: string): HTMLInputElement {
  const props: Record<string, unknown> = { type: 'text', inputmode: 'numeric', id, class: 'hr-number', autocomplete: 'off' };
  const input: HTMLInputElement = h('input', { ...props, oninput: () => change(numberOf(input.value)) });
  input.title = type.min !== undefined && type.max !== undefined ? `${type.min} to ${type.max}` : '';
  return input;
}

function unitEl(type: RulesetValueType): HTMLElement | null {
  return type.unit ? h('span.hr-unit', null, UNITS[type.unit] ?? type.unit) : null;
}

function intControl(type: RulesetValueType, change: Change, id: string): Control {
  const input = numberInput(type, change, id);
  return { el: h('span.hr-int', null, input, unitEl(type)), show: (v) => (input.value = v === null || v === undefined ? '' : String(v)) };
}

/** A number that may be none (`null`): a "None" box beside it. */
function nullableInt(type: RulesetValueType, change: Change, id: string): Control {
  let last: unknown = null;
  const input = numberInput(type, (v) => change((last = v)), id);
  const none = h('input', {
    type: 'checkbox',
    onchange: () => {
      input.disabled = none.checked;
      change(none.checked ? null : (last ?? type.min ?? 0));
      if (!none.checked) input.value = String(last ?? type.min ?? 0);
    },
  });
  const show = (v: unknown) => {
    none.checked = v === null || v === undefined;
    input.disabled = none.checked;
    input.value = none.checked ? '' : String(v);
    if (!none.checked) last = v;
  };
  return { el: h('span.hr-int', null, input, unitEl(type), h('label.hr-check', null, none, 'None')), show };
}

function choiceControl(choices: RulesetChoice[], change: Change, id: string): Control {
  const select = h('select', { id, onchange: () => change(select.value) }, choices.map((c) => h('option', { value: c.value }, c.label)));
  return {
    el: select,
    show: (v) => {
      // A value the list lacks (from a file) is shown as itself, so the engine's message about it reads true.
      if (!choices.some((c) => c.value === v)) select.append(h('option', { value: String(v) }, String(v)));
      select.value = String(v);
    },
  };
}

/** A set of choices: a box each; a long list folds away behind how many are chosen. */
function choicesControl(choices: RulesetChoice[], change: Change): Control {
  const boxes = choices.map((c) => h('input', { type: 'checkbox', value: c.value, onchange: () => emit() }));
  const count = h('span');
  const emit = () => {
    count.textContent = `${boxes.filter((b) => b.checked).length} of ${boxes.length} chosen`;
    change(boxes.filter((b) => b.checked).map((b) => b.value));
  };
  const list = h('div.hr-choices', null, choices.map((c, i) => h('label.hr-check', null, boxes[i], c.label)));
  const el = choices.length > 8 ? h('details.hr-fold', null, h('summary', null, count), list) : list;
  return {
    el,
    show: (v) => {
      const set = new Set(Array.isArray(v) ? v : []);
      boxes.forEach((b) => (b.checked = set.has(b.value)));
      count.textContent = `${boxes.filter((b) => b.checked).length} of ${boxes.length} chosen`;
    },
  };
}

function textControl(change: Change, id: string): Control {
  const input = h('input', { type: 'text', id, autocomplete: 'off', oninput: () => change(input.value) });
  return { el: input, show: (v) => (input.value = v === null || v === undefined ? '' : String(v)) };
}

/** Tiles in MPSZ notation, drawn below as typed. */
function tilesControl(change: Change, id: string): Control {
  const row = h('div.tile-row.hr-tiles');
  const draw = (text: string) => {
    let tiles: string[] = [];
    try {
      tiles = splitMpsz(text);
    } catch {
      /* not notation yet: the engine's message says so */
    }
    row.replaceChildren(...tiles.map((t) => tileEl(t, { small: true })));
  };
  const input = h('input.hr-mono', { type: 'text', id, autocomplete: 'off', spellcheck: false, oninput: () => (draw(input.value), change(input.value)) });
  return {
    el: h('div', null, input, row),
    show: (v) => {
      input.value = typeof v === 'string' ? v : '';
      draw(input.value);
    },
  };
}

/** A list of numbers (uma by rank), typed as "20, 10, -10, -20". */
function intListControl(change: Change, id: string): Control {
  const input = h('input', {
    type: 'text',
    id,
    autocomplete: 'off',
    oninput: () => change(input.value.split(/[\s,]+/).filter(Boolean).map(numberOf)),
  });
  return { el: input, show: (v) => (input.value = Array.isArray(v) ? v.join(', ') : '') };
}

/** A list of records or values: a row each with its own controls, a button to take it out, one to add another. */
function listControl(type: RulesetValueType, change: Change): Control {
  const item = type.item!;
  let items: unknown[] = [];
  const rows = h('div.hr-list');
  const add = h('button.small', { type: 'button', onclick: () => (items.push(blank(item)), draw(), change(items)) }, 'Add');
  const draw = () => {
    rows.replaceChildren(
      ...items.map((v, i) => {
        const c = control(item, (nv) => {
          items[i] = nv;
          change(items);
        });
        c.show(v);
        const remove = h('button.small', { type: 'button', onclick: () => (items.splice(i, 1), draw(), change(items)) }, 'Remove');
        return h('div.hr-item', null, c.el, remove);
      }),
    );
    add.hidden = type.maxItems !== undefined && items.length >= type.maxItems;
  };
  return {
    el: h('div', null, rows, add),
    show: (v) => {
      items = Array.isArray(v) ? structuredClone(v) : [];
      draw();
    },
  };
}

/** A new item of a list: each record field's first choice, empty text, off, or a variant's least value. */
function blank(type: RulesetValueType): unknown {
  if (type.type === 'record') return Object.fromEntries((type.fields ?? []).map((f) => [f.name, blank(f)]));
  if (type.type === 'bool') return false;
  if (type.type === 'int') return type.min ?? 0;
  if (type.type === 'choice') return type.choices?.[0]?.value ?? '';
  if (type.type === 'choices' || type.type === 'list') return [];
  if (type.type === 'yaku-value') return { [type.variants![0]!.value]: type.variants![0]!.min };
  return '';
}

/** A record inside a list (a wildcard): its fields side by side, each labelled. */
export function recordControl(type: RulesetValueType, change: Change): Control {
  let value: Record<string, unknown> = {};
  const parts = (type.fields ?? []).map((f) => {
    const id = freshId();
    const c = control(f, (v) => {
      value[f.name] = v;
      change({ ...value });
    }, id);
    return { f, c, el: h('label.hr-sub', { for: id, title: f.help }, h('span', null, f.label), c.el) };
  });
  return {
    el: h('div.hr-record', null, parts.map((p) => p.el)),
    show: (v) => {
      value = v && typeof v === 'object' ? { ...(v as Record<string, unknown>) } : {};
      parts.forEach((p) => p.c.show(value[p.f.name]));
    },
  };
}

/** `{ han: 2 }`, `{ closed_han: 2 }` or `{ yakuman: 1 }`: the kind and the number; `optional` adds "not set". */
function yakuValueControl(type: RulesetValueType, change: Change, id: string, optional: boolean): Control {
  const variants = type.variants ?? [];
  const emit = () => {
    num.hidden = kind.value === '';
    change(kind.value === '' ? undefined : { [kind.value]: numberOf(num.value) });
  };
  const kind = h('select', { id, onchange: () => emit() }, optional ? h('option', { value: '' }, 'Not set') : null, variants.map((v) => h('option', { value: v.value }, v.label)));
  const num = h('input', { type: 'text', inputmode: 'numeric', class: 'hr-number', autocomplete: 'off', oninput: () => emit() });
  return {
    el: h('span.hr-yaku-value', null, kind, num),
    show: (v) => {
      const [k, n] = v && typeof v === 'object' ? (Object.entries(v)[0] ?? ['', '']) : ['', ''];
      kind.value = k || (optional ? '' : (variants[0]?.value ?? ''));
      num.value = k ? String(n) : String(variants[0]?.min ?? 1);
      num.hidden = kind.value === '';
    },
  };
}

/** A map from the choices in `keys` to values (the local yaku's values): a row per key, each "not set" or a value. */
function mapControl(type: RulesetValueType, change: Change): Control {
  let value: Record<string, unknown> = {};
  const rows = (type.keys ?? []).map((k) => {
    const id = freshId();
    const c = yakuValueControl(type.value!, (v) => {
      if (v === undefined) delete value[k.value];
      else value[k.value] = v;
      change({ ...value });
    }, id, true);
    return { k, c, el: h('div.hr-map-row', null, h('label', { for: id }, k.label), c.el) };
  });
  const count = h('span');
  const el = h('details.hr-fold', null, h('summary', null, count), rows.map((r) => r.el));
  return {
    el,
    show: (v) => {
      value = v && typeof v === 'object' ? { ...(v as Record<string, unknown>) } : {};
      rows.forEach((r) => r.c.show(value[r.k.value]));
      count.textContent = `${Object.keys(value).length} of ${rows.length} set`;
    },
  };
}

/** A record the ruleset may leave out (`chips`: null): a box switches it on; its fields are entries of their own. */
function recordSwitch(change: Change, id: string): Control {
  const box = h('input', { type: 'checkbox', id, onchange: () => change(box.checked) });
  return { el: box, show: (v) => (box.checked = v !== null && v !== undefined) };
}
