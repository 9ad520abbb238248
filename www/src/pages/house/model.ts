// The house-rules editor's state without DOM: the ruleset being edited (plain JSON, as `ruleset(id)` gives it), the
// preset it is compared with, and the engine's verdict on it. Values are read and written at a field's `path` of
// the package's `rulesetSchema()`; the engine's own reader (`ruleset(value)`) checks the whole and names the field
// at fault, so the site keeps no rule of its own about what a ruleset may hold.
import { pts } from '../../dom';
import { ruleset as checkRuleset, rulesetSchema, type Ruleset, type RulesetField, type RulesetId, type RulesetSchema } from '../../engine';
import { Store } from '../../ui/component';

export interface EditorState {
  /** The ruleset as edited: may hold values the engine refuses (it then says why in `error`). */
  value: Record<string, unknown>;
  /** The preset the changes are marked against. */
  base: string;
  /** The engine's `bad-ruleset` at the field it names ('' for the whole), or a save refused for want of a name. */
  error: { field: string; text: string } | null;
  /** The id of the saved ruleset being edited, if it is one. */
  editing: string | null;
  /** Bumped when a new ruleset is loaded: the form is built again rather than updated. */
  loaded: number;
}

export type EditorStore = Store<EditorState>;

let schemaCache: RulesetSchema | null = null;
export function schema(): RulesetSchema {
  schemaCache ??= rulesetSchema();
  return schemaCache;
}

export function getAt(value: unknown, path: string): unknown {
  let v = value;
  for (const k of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

export function setAt(value: Record<string, unknown>, path: string, v: unknown): void {
  const keys = path.split('.');
  let o = value;
  for (const k of keys.slice(0, -1)) {
    if (o[k] === null || typeof o[k] !== 'object') o[k] = {};
    o = o[k] as Record<string, unknown>;
  }
  o[keys[keys.length - 1]!] = v;
}

/** JSON with every object's keys sorted: two values are the same rule when their texts are equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'undefined';
}

/** Whether `a` and `b` are the same value of `field` (a set of choices in any order is the same set). */
export function sameValue(field: Pick<RulesetField, 'type'>, a: unknown, b: unknown): boolean {
  if (field.type === 'choices' && Array.isArray(a) && Array.isArray(b)) return canonical([...a].sort()) === canonical([...b].sort());
  return canonical(a) === canonical(b);
}

/** The preset's value of `field`, or undefined where the preset has none (a field of a record it switches off). */
export function presetValue(field: RulesetField, base: string): unknown {
  return (field.presets as Record<string, unknown>)[base];
}

/** Whether the field differs from the base preset. A field the preset lacks counts through its record alone. */
export function isChanged(field: RulesetField, value: Record<string, unknown>, base: string): boolean {
  const preset = presetValue(field, base);
  if (preset === undefined || field.path === 'id' || field.path === 'name') return false;
  return !sameValue(field, getAt(value, field.path), preset);
}

/** The preset the value differs least from (an imported or linked ruleset is compared with it). */
export function nearestPreset(value: Record<string, unknown>): string {
  let best = schema().presets[0]!.id as string;
  let fewest = Infinity;
  for (const p of schema().presets) {
    const n = schema().fields.filter((f) => isChanged(f, value, p.id)).length;
    if (n < fewest) [best, fewest] = [p.id, n];
  }
  return best;
}

/** A short id for a name ("Thursday club" → "thursday-club"), never a preset's id. */
export function idFor(name: string): string {
  const id = name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'house';
  return schema().presets.some((p) => p.id === id) ? `${id}-house` : id;
}

/** The engine's message about a ruleset in the player's words: the field it blames first, by its label in the form,
 * then what the engine says of it, every field it names by its label and points written as points ("35,000"); the
 * ruleset's id and the error's code, which say nothing to a player, left out. */
export function inPlayersWords(e: unknown): string {
  const { message = String(e), field = '' } = e as { message?: string; field?: string };
  const label = (path: string) => schema().fields.find((f) => f.path === path)?.label;
  const at = field ? message.indexOf(`${field}: `) : -1;
  const words = (at < 0 ? message.replace(/^ruleset '[^']*': /, '') : message.slice(at + field.length + 2))
    .replace(/\b[a-z_]+(?:\.[a-z_]+)+\b/g, (path) => label(path) ?? path)
    .replace(/\b\d{4,}\b/g, (n) => pts(Number(n)));
  if (at < 0) return words[0]!.toUpperCase() + words.slice(1);
  // An item of a list or record (`tiles.wildcards[0].tile`) is named by the field that holds it.
  const holder = schema().fields.filter((f) => field.startsWith(`${f.path}.`) || field.startsWith(`${f.path}[`)).at(-1);
  return `${label(field) ?? holder?.label ?? field}: ${words}`;
}

/** The engine's verdict on the value: null when it reads it, else its message (in the player's words) and the field
 * it blames. */
export function check(value: Record<string, unknown>): EditorState['error'] {
  try {
    checkRuleset(value as unknown as Ruleset);
    return null;
  } catch (e) {
    return { field: String((e as { field?: string }).field ?? ''), text: inPlayersWords(e) };
  }
}

/** The fields oka is worked out from: first place's oka is what every player started below the return points
 * (docs/RULESET.md, `score.oka`: players × (return − start) / 1000, which the engine checks). */
const OKA_FROM = ['game.players', 'game.start_points', 'game.return_points'];

/** The oka the players and points make, or null when they make no whole, non-negative number of thousands (then the
 * engine's message says what to change). */
function okaOf(value: Record<string, unknown>): number | null {
  const [players, start, back] = OKA_FROM.map((p) => getAt(value, p));
  if (![players, start, back].every((n) => typeof n === 'number' && Number.isInteger(n))) return null;
  const oka = ((players as number) * ((back as number) - (start as number))) / 1000;
  return Number.isInteger(oka) && oka >= 0 ? oka : null;
}

/** A fresh copy of a preset, named for editing. */
export function fromPreset(id: string): Record<string, unknown> {
  return structuredClone(checkRuleset(id as RulesetId)) as unknown as Record<string, unknown>;
}

export function editorStore(value: Record<string, unknown>, base: string, editing: string | null): EditorStore {
  return new Store<EditorState>({ value, base, error: check(value), editing, loaded: 0 });
}

/** Loads another ruleset into the editor (a preset, a saved one, a file, a link). */
export function load(store: EditorStore, value: Record<string, unknown>, base: string, editing: string | null): void {
  store.update((s) => {
    s.value = value;
    s.base = base;
    s.editing = editing;
    s.error = check(value);
    s.loaded++;
  });
}

/** Sets one field and checks the whole again. Oka follows the players and points it is worked out from, so a
 * change of starting or return points alone makes a ruleset the engine reads. Returns the other fields it set. */
export function edit(store: EditorStore, path: string, v: unknown): string[] {
  const also: string[] = [];
  store.update((s) => {
    setAt(s.value, path, v);
    if (path === 'name') s.value.id = idFor(String(v));
    const oka = OKA_FROM.includes(path) ? okaOf(s.value) : null;
    if (oka !== null && getAt(s.value, 'score.oka') !== oka) {
      setAt(s.value, 'score.oka', oka);
      also.push('score.oka');
    }
    s.error = check(s.value);
  });
  return also;
}
