// The rules pages' markdown renderer (src/pages/rules/markdown.ts, a module without imports, turned into
// JavaScript here by TypeScript): the constructs the project's documents use, rendered as a markdown reader would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { WWW } from './viewport.mjs';

const source = readFileSync(join(WWW, 'src/pages/rules/markdown.ts'), 'utf8');
const out = join(mkdtempSync(join(tmpdir(), 'md-')), 'markdown.mjs');
writeFileSync(out, ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText);
const { markdown } = await import(out);

test('headings, paragraphs joined across lines, emphasis, code, links and anchors', () => {
  const html = markdown('# Title\n\nA *first* line\nand **more** with `0m<1>` and [a link](#/rules/x).\n\n<!-- gone -->\n| <a id="q-1"></a>Q-1 | x |\n|---|---|\n| a | b |');
  assert.equal(
    html,
    '<h1>Title</h1>\n<p>A <em>first</em> line and <strong>more</strong> with <code>0m&lt;1&gt;</code> and <a href="#/rules/x">a link</a>.</p>\n' +
      '<table><thead><tr><th><a id="q-1"></a>Q-1</th><th>x</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>',
  );
});

test('lists: bullets and numbers, an indented line continues its item; escaped pipes stay in their cell', () => {
  assert.equal(markdown('* one\n  still one\n* two'), '<ul><li>one still one</li><li>two</li></ul>');
  assert.equal(markdown('3. three\n   + more\n4. four'), '<ol start="3"><li>three + more</li><li>four</li></ol>');
  assert.equal(markdown('| a | b |\n|---|--:|\n| `x` \\| `y` | 2 |'), '<table><thead><tr><th>a</th><th style="text-align:right">b</th></tr></thead><tbody><tr><td><code>x</code> | <code>y</code></td><td style="text-align:right">2</td></tr></tbody></table>');
});

test('other HTML is text; fenced code is kept as written', () => {
  assert.equal(markdown('<script>x()</script>'), '<p>&lt;script&gt;x()&lt;/script&gt;</p>');
  assert.equal(markdown('```\na < b\n  c\n```'), '<pre><code>a &lt; b\n  c</code></pre>');
});
