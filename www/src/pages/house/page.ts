// The house-rules editor (#/rules/house): start from a preset, change what the club plays differently, name it,
// and keep it in this browser (house-rules.ts), send it as a link or a file. Saved rulesets are offered by every
// ruleset picker beside the presets. The form is built from the package's `rulesetSchema()` (form.ts) and checked
// by the engine's own reader; below it, the reference of every parameter (docs/RULESET.md).
import { h, errorText } from '../../dom';
import { ruleset as checkRuleset, type Ruleset, type RulesetField } from '../../engine';
import { HOUSE_PREFIX, readHouse, type HouseEntry } from '../../house-rules';
import { presetChoices } from '../../ui/ruleset-picker';
import { RulesetForm } from './form';
import './house.css';
import { rulesetFromQuery, rulesetQuery } from './link';
import { deleteHouse, discardUnreadable, saveHouse } from './store';
import { check, editorStore, fromPreset, idFor, isChanged, load, nearestPreset, schema, type EditorStore } from './model';

const DEFAULT_BASE = 'tenhou';

/** Offers `text` as a file download. */
export function download(text: string, name: string): void {
  const a = h('a', { href: URL.createObjectURL(new Blob([text], { type: 'application/json' })), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The rulesets saved in this browser: edit, score with, delete; and whatever could not be read, offered as a file. */
function savedList(store: EditorStore, redraw: () => void, say: (text: string, error?: boolean) => void): HTMLElement {
  const house = readHouse();
  const items: HTMLElement[] = house.entries.map((e) =>
    h(
      'li.hr-saved-item',
      { dataset: { id: e.ruleset.id } },
      h('span.hr-saved-name', null, e.ruleset.name, h('span.hint', null, ` · ${e.ruleset.game.players} players`)),
      h('span.hr-saved-actions', null,
        h('button.small', { type: 'button', onclick: () => load(store, structuredClone(e.ruleset) as unknown as Record<string, unknown>, e.base, e.ruleset.id) }, 'Edit'),
        h('a.button.small', { href: `#/score?r=${HOUSE_PREFIX}${encodeURIComponent(e.ruleset.id)}` }, 'Score'),
        h('button.small', {
          type: 'button',
          onclick: () => {
            if (!confirm(`Delete “${e.ruleset.name}” from this browser?`)) return;
            const refused = deleteHouse(e.ruleset.id);
            if (refused) say(refused, true);
            redraw();
          },
        }, 'Delete'),
      ),
    ),
  );
  house.refused.forEach((r, i) =>
    items.push(
      h('li.hr-saved-item.bad', null,
        h('span.hr-saved-name', null, `A saved ruleset this version cannot read: ${r.error}`),
        h('span.hr-saved-actions', null,
          h('button.small', { type: 'button', onclick: () => download(JSON.stringify((r.entry as HouseEntry)?.ruleset ?? r.entry, null, 2), 'house-rules-unread.json') }, 'Download'),
          h('button.small', { type: 'button', onclick: () => confirm('Delete this ruleset from this browser? Download it first to keep it.') && (deleteHouse({ refused: i }), redraw()) }, 'Delete'),
        ),
      ),
    ),
  );
  const unreadable = house.unreadable
    ? h('p.notice#hr-unreadable', null, 'The house rules saved in this browser could not be read (they were saved by another version, or changed). They are kept: ',
        h('button.small', { type: 'button', onclick: () => download(house.unreadable!, 'house-rules-unread.json') }, 'Download them'),
        ' ',
        h('button.small', { type: 'button', onclick: () => confirm('Discard them? Download them first to keep them.') && (discardUnreadable(), redraw()) }, 'Discard'))
    : null;
  if (!items.length && !unreadable) return h('section.hr-saved#hr-saved', { hidden: true });
  return h('section.hr-saved#hr-saved', null, h('h2', null, 'Saved in this browser'), unreadable, h('ul', null, items));
}

/** A ruleset read from a file or a link must at least be an object for the form to edit. */
function asObject(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('it holds no ruleset (a JSON object)');
  return data as Record<string, unknown>;
}

/** Start again from a preset (asked first when there are changes). */
function startFrom(store: EditorStore): HTMLElement {
  const select = h(
    'select#hr-base',
    {
      onchange: () => {
        const s = store.state;
        const changes = schema().fields.some((f) => isChanged(f, s.value, s.base));
        if ((changes || s.value.name) && !confirm('Start again from this ruleset? Changes not saved are lost.')) {
          select.value = s.base;
          return;
        }
        load(store, named(fromPreset(select.value), ''), select.value, null);
      },
    },
    presetChoices().map((p) => h('option', { value: p.id }, p.name)),
  );
  store.subscribe((s) => (select.value = s.base));
  select.value = store.state.base;
  return h('div.row.hr-start', null, h('label', { for: 'hr-base' }, 'Start from'), select);
}

function named(value: Record<string, unknown>, name: string): Record<string, unknown> {
  value.name = name;
  value.id = idFor(name);
  return value;
}

/** The line under the name: how much differs from the preset, or the engine's message and a way to its field. */
function status(store: EditorStore, form: RulesetForm): HTMLElement {
  const el = h('p.hr-status#hr-status', { role: 'status' });
  const draw = () => {
    const s = store.state;
    const n = form.views.filter((v) => v.el.classList.contains('changed')).length;
    const base = presetChoices().find((p) => p.id === s.base)?.name ?? s.base;
    if (s.error && s.error.field !== 'name') {
      const v = form.viewOf(s.error.field);
      el.replaceChildren(h('span.error', null, s.error.text));
      const show = () => {
        v!.el.closest('details')!.open = true;
        v!.el.scrollIntoView({ block: 'center' });
        v!.el.querySelector<HTMLElement>('input, select')?.focus();
      };
      if (v) el.append(' ', h('button.small', { type: 'button', onclick: show }, 'Show the field'));
    } else {
      el.replaceChildren(n ? `${n} ${n === 1 ? 'rule differs' : 'rules differ'} from ${base}.` : `The same as ${base} so far: open a group below and change what your club plays differently.`);
    }
  };
  store.subscribe(draw);
  draw();
  return el;
}

/** Save, link, file out and in. */
function actions(store: EditorStore, redraw: () => void, say: (text: string, error?: boolean) => void): HTMLElement {
  const linkOut = h('input#hr-link', { type: 'text', readonly: true, hidden: true, onfocus: () => linkOut.select() });
  const save = () => {
    const s = store.state;
    if (!String(s.value.name ?? '').trim()) {
      store.update((st) => (st.error = { field: 'name', text: 'Give these rules a name, such as “Thursday club”.' }));
      document.querySelector<HTMLInputElement>('.hr-name input')?.focus();
      return say('Not saved: give these rules a name first.', true);
    }
    if (s.error) return say(`Not saved: ${s.error.text}`, true);
    // Kept as the engine writes it back: whole, each default filled in.
    const entry: HouseEntry = { ruleset: checkRuleset(s.value as unknown as Ruleset), base: s.base };
    const id = String(s.value.id);
    const other = readHouse().entries.find((e) => e.ruleset.id === id);
    if (other && s.editing !== id && !confirm(`Replace the saved “${other.ruleset.name}”?`)) return;
    const refused = saveHouse(entry, s.editing);
    if (refused) return say(refused, true);
    s.editing = id;
    say(`Saved. “${String(s.value.name)}” is in the ruleset list on the Score and Play pages.`);
    redraw();
  };
  const link = async () => {
    const url = `${location.origin}${location.pathname}#/rules/house?${await rulesetQuery(store.state.value as never)}`;
    linkOut.value = url;
    linkOut.hidden = false;
    try {
      await navigator.clipboard.writeText(url);
      say('Link copied: whoever opens it sees these rules here and can save them.');
    } catch {
      say('Copy the link below.');
    }
  };
  const file = h('input#hr-import', {
    type: 'file',
    accept: 'application/json,.json',
    hidden: true,
    onchange: async () => {
      const f = file.files?.[0];
      if (!f) return;
      try {
        const value = asObject(JSON.parse(await f.text()));
        load(store, value, nearestPreset(value), null);
        say(`Opened ${f.name}. ${store.state.error ? '' : 'Save it to use it on the Score and Play pages.'}`);
      } catch (e) {
        say(`${f.name} is not a ruleset file: ${errorText(e)}`, true);
      }
      file.value = '';
    },
  });
  return h(
    'div.hr-actions',
    null,
    h('div.row', null,
      h('button#hr-save', { type: 'button', onclick: save }, 'Save'),
      h('button#hr-share', { type: 'button', onclick: () => void link() }, 'Copy link'),
      h('button#hr-export', { type: 'button', onclick: () => download(JSON.stringify(store.state.value, null, 2), `${String(store.state.value.id)}.json`) }, 'Download'),
      h('button#hr-open', { type: 'button', onclick: () => file.click() }, 'Open'),
      file,
    ),
    linkOut,
  );
}

/** The reference of every parameter (docs/RULESET.md), read when opened. */
function reference(render: (el: HTMLElement) => Promise<void>): HTMLElement {
  const body = h('div.doc');
  const d: HTMLDetailsElement = h('details', {
    id: 'parameters-reference',
    class: 'hr-reference',
    ontoggle: () => {
      if (d.open && !body.childElementCount) void render(body);
    },
  }, h('summary', null, 'Every parameter, as the engine reads it (for developers)'), body);
  return d;
}

/** The ruleset being edited, kept for this tab while the player tries it elsewhere (Score) and comes back. */
const DRAFT_KEY = 'tenpai.house-rules.draft';
interface Draft {
  value: Record<string, unknown>;
  base: string;
  editing: string | null;
}

function readDraft(): Draft | null {
  try {
    const d = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    return d && typeof d.value === 'object' && typeof d.base === 'string' ? d : null;
  } catch {
    return null;
  }
}

function keepDraft(store: EditorStore): void {
  store.subscribe((s) => {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ value: s.value, base: s.base, editing: s.editing } satisfies Draft));
    } catch {
      /* no session storage: the draft lasts as long as the page */
    }
  });
}

export async function housePage(root: HTMLElement, query: URLSearchParams, renderReference: (el: HTMLElement) => Promise<void>): Promise<void> {
  let opened: string | null = null;
  const draft = readDraft();
  let value = draft?.value ?? named(fromPreset(DEFAULT_BASE), '');
  let base = draft?.base ?? DEFAULT_BASE;
  try {
    const data = await rulesetFromQuery(query);
    if (data !== null) {
      const linked = asObject(data);
      value = linked;
      base = nearestPreset(linked);
      opened = check(linked)
        ? 'These rules came from a link; the engine finds a problem in them, shown below.'
        : `“${String(linked.name)}” came from a link: save it to use it on the Score and Play pages.`;
    }
  } catch (e) {
    opened = `This link holds no rules that can be read (it may have been cut short): ${errorText(e)}`;
  }
  const store = editorStore(value, base, opened ? null : (draft?.editing ?? null));
  keepDraft(store);
  const note = h('p.notice#hr-note', { hidden: !opened, role: 'status' }, opened);
  const say = (text: string, error = false) => {
    note.hidden = false;
    note.textContent = text;
    note.classList.toggle('error', error);
  };
  const savedBox = h('div');
  const redraw = () => savedBox.replaceChildren(savedList(store, redraw, say));
  const form = new RulesetForm(store, (f: RulesetField) => f.path === 'id' || f.path === 'name');
  const nameField = schema().fields.find((f) => f.path === 'name')!;
  const nameView = form.fieldView(nameField);
  nameView.el.classList.add('hr-name');
  nameView.reset.hidden = true;
  nameView.el.querySelector('input')!.placeholder = 'Thursday club';
  const markName = () => {
    nameView.error.hidden = store.state.error?.field !== 'name';
    nameView.error.textContent = store.state.error?.field === 'name' ? store.state.error.text : '';
  };
  store.subscribe((s) => {
    if (s.loaded !== (nameView.el.dataset.loaded ? Number(nameView.el.dataset.loaded) : 0)) nameView.control.show(s.value.name);
    nameView.el.dataset.loaded = String(s.loaded);
    markName();
  });
  nameView.control.show(value.name);
  markName();
  redraw();
  root.replaceChildren(
    h('div.house-page', null,
      h('h1', null, 'House rules'),
      h('p.hint', null,
        'Start from a ruleset, change what your club plays differently, and give the result a name. It is kept in this ' +
        'browser and offered beside the built-in rulesets on the Score and Play pages; a link or a file gives it to ' +
        'someone else.'),
      savedBox,
      note,
      startFrom(store),
      nameView.el,
      status(store, form),
      form.el,
      actions(store, redraw, say),
      reference(renderReference),
    ),
  );
  document.body.dataset.house = 'ready';
}
