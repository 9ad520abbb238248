// Fails when a function in www/src is longer than the limit (150 lines, from its first line to its last, nested
// functions included): pages are built from small components (www/README.md), and a long function is where a page
// stops being one. Run by `npm run build`; `node scripts/function-length.mjs [--max N] [FILE|DIR ...]`.
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MAX_LINES = 150;

function sources(path) {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((f) => sources(join(path, f)));
  return /\.(ts|tsx|js|mjs)$/.test(path) && !path.endsWith('.d.ts') ? [path] : [];
}

/** Every function-like node of a source text longer than `max` lines: `{ name, line, lines }`. */
export function longFunctions(text, fileName = 'x.ts', max = MAX_LINES) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ name: functionName(node, file), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function functionName(node, file) {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(file);
  return '(anonymous function)';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--max');
  const max = at >= 0 ? Number(args.splice(at, 2)[1]) : MAX_LINES;
  const paths = (args.length ? args : [join(WWW, 'src')]).map((p) => resolve(p));
  const problems = paths.flatMap(sources).flatMap((f) =>
    longFunctions(readFileSync(f, 'utf8'), f, max).map((x) => `${relative(WWW, f)}:${x.line}: ${x.name} is ${x.lines} lines (at most ${max})`),
  );
  if (problems.length) {
    console.error(`Functions over ${max} lines (split them into components or helpers):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`function length: every function in ${paths.map((p) => relative(WWW, p) || '.').join(', ')} is at most ${max} lines`);
}
