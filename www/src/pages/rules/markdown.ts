// The markdown of the project's own documents as HTML, for the rules pages: headings, paragraphs, bullet and
// numbered lists (an item's indented lines continue it), tables, fenced code, and inline code, links, bold and
// italic; `<a id="…"></a>` anchors pass through, HTML comments go, any other HTML is shown as text. That is all the
// docs use, so the site carries this instead of a general markdown library.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line's inline markdown as HTML. */
export function inline(text: string): string {
  const kept: string[] = [];
  const keep = (html: string) => `\u0000${kept.push(html) - 1}\u0000`;
  let t = text.replace(/`([^`]+)`/g, (_, code: string) => keep(`<code>${esc(code)}</code>`));
  t = t.replace(/<a id="([\w-]+)"><\/a>/g, (_, id: string) => keep(`<a id="${id}"></a>`));
  t = esc(t);
  t = t.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => `<a href="${href}">${label}</a>`);
  t = t.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  t = t.replace(/\*([^*\s](?:[^*]*?[^*\s])?)\*/g, '<em>$1</em>');
  return t.replace(/\u0000(\d+)\u0000/g, (_, i: string) => kept[Number(i)]!);
}

/** A table row's cells: split at each pipe that is not escaped (`\|` is a pipe inside a cell). */
const cells = (row: string) =>
  row.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
const LIST_ITEM = /^(\s*)([*-]|\d+\.)\s+(.*)$/;

function table(lines: string[]): string {
  const head = cells(lines[0]!);
  const align = cells(lines[1]!).map((c) => (/^:-+:$/.test(c) ? 'center' : /-+:$/.test(c) ? 'right' : ''));
  const td = (tag: string, c: string, i: number) => `<${tag}${align[i] ? ` style="text-align:${align[i]}"` : ''}>${inline(c)}</${tag}>`;
  const body = lines.slice(2).map((r) => `<tr>${cells(r).map((c, i) => td('td', c, i)).join('')}</tr>`);
  return `<table><thead><tr>${head.map((c, i) => td('th', c, i)).join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}

function list(lines: string[]): string {
  const ordered = /^\s*\d+\./.test(lines[0]!);
  const items: string[] = [];
  for (const l of lines) {
    const m = LIST_ITEM.exec(l);
    if (m) items.push(m[3]!);
    else items[items.length - 1] += ` ${l.trim()}`;
  }
  const tag = ordered ? 'ol' : 'ul';
  const start = ordered ? Number(/^\s*(\d+)/.exec(lines[0]!)![1]) : 1;
  return `<${tag}${start !== 1 ? ` start="${start}"` : ''}>${items.map((i) => `<li>${inline(i)}</li>`).join('')}</${tag}>`;
}

/** The document as HTML. */
export function markdown(md: string): string {
  const lines = md.replace(/<!--[\s\S]*?-->/g, '').split('\n');
  const out: string[] = [];
  let i = 0;
  const takeWhile = (ok: (l: string) => boolean) => {
    const start = i;
    while (i < lines.length && ok(lines[i]!)) i++;
    return lines.slice(start, i);
  };
  while (i < lines.length) {
    const line = lines[i]!;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!line.trim()) i++;
    else if (heading) {
      out.push(`<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`);
      i++;
    } else if (line.startsWith('```')) {
      i++;
      const code = takeWhile((l) => !l.startsWith('```'));
      i++;
      out.push(`<pre><code>${esc(code.join('\n'))}</code></pre>`);
    } else if (line.trim().startsWith('|') && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1] ?? '')) {
      out.push(table(takeWhile((l) => l.trim().startsWith('|'))));
    } else if (LIST_ITEM.test(line)) {
      out.push(list(takeWhile((l) => LIST_ITEM.test(l) || (/^\s+\S/.test(l) && l.trim() !== ''))));
    } else {
      const para = takeWhile((l) => l.trim() !== '' && !/^(#{1,6}\s|```|\s*\|)/.test(l) && !LIST_ITEM.test(l));
      out.push(`<p>${inline(para.join(' '))}</p>`);
    }
  }
  return out.join('\n');
}
