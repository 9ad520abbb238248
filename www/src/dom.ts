// A tiny element builder: h('div.card', { onclick }, child, …). Enough for a small site without a framework.

export type Child = Node | string | number | null | undefined | false;
type Props = Record<string, unknown>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K | `${K}.${string}` | `${K}#${string}`,
  props: Props | null = null,
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  // "tag.class.other#id": the tag name, then any number of .classes, then an optional #id.
  const [head, id] = tag.split('#');
  const [tagName, ...classes] = head!.split('.');
  const el = document.createElement(tagName as K);
  if (id) el.id = id;
  if (classes.length) el.className = classes.join(' ');
  for (const [k, v] of Object.entries(props ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') {
      el.addEventListener(k.slice(2), v as EventListener);
    } else if (k === 'dataset') {
      Object.assign(el.dataset, v);
    } else if (k === 'class') {
      el.className += (el.className ? ' ' : '') + String(v);
    } else if (k in el && typeof v !== 'string') {
      (el as unknown as Record<string, unknown>)[k] = v;
    } else {
      el.setAttribute(k, v === true ? '' : String(v));
    }
  }
  append(el, children);
  return el;
}

export function append(el: Element, children: (Child | Child[])[]): void {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : String(c));
  }
}

/** Error message of anything thrown by the engine (an Error with a `code`). */
export function errorText(e: unknown): string {
  const err = e as { code?: string; message?: string };
  if (!err || !err.message) return String(e);
  // The engine's messages start in lower case (they read inside a sentence); shown alone, as a sentence.
  const text = err.message[0]!.toUpperCase() + err.message.slice(1);
  return err.code ? `${text} (${err.code})` : text;
}

export const WINDS = ['E', 'S', 'W', 'N'] as const;
export type Wind = (typeof WINDS)[number];
export const WIND_NAMES: Record<string, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };

/** A points figure as every page prints it: 12300 → "12,300", a negative one with the minus sign U+2212 (−8,000),
 * a change (`signed`) with a plus too (+8,000); `digits` fixes the decimals (a settlement's +45.0). A figure that
 * shows as zero takes no sign. (Not toLocaleString: its first call loads locale data, tens of milliseconds of the
 * Score page's first load on a phone.) */
export function pts(n: number, signed = false, digits?: number): string {
  const [whole, part] = (digits === undefined ? String(Math.abs(n)) : Math.abs(n).toFixed(digits)).split('.');
  const s = whole!.replace(/\B(?=(\d{3})+$)/g, ',') + (part ? `.${part}` : '');
  if (!/[1-9]/.test(s)) return s;
  return n < 0 ? `\u2212${s}` : signed ? `+${s}` : s;
}
