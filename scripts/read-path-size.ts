/**
 * Counts the files and lines on the path of `GET /api/listings`: every module under src/server
 * that the file declaring its route imports, directly or through other modules, tests excluded. Issue 33 measures the read path's
 * size with it before and after (docs/decisions).
 *
 *   npx tsx scripts/read-path-size.ts [entry] [--list] [--types]
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'src', 'server');
const entry = path.resolve(
  root,
  process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'src/server/listings/read-routes.ts',
);
const listFiles = process.argv.includes('--list');
// Type-only imports vanish at run time: counted only with `--types`, since a request never runs them.
const runtimeOnly = !process.argv.includes('--types');

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`.
const SPECIFIER =
  /(?:\bimport\s+type\b[^'"]*?\bfrom\s*|\bexport\s+type\b[^'"]*?\bfrom\s*|\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const TYPE_ONLY = /^(?:import|export)\s+type\b/;

function resolveSpecifier(specifier: string, fromFile: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined; // a package
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function isCounted(file: string): boolean {
  return file.startsWith(serverDir + path.sep) && !/\.test\.tsx?$/.test(file);
}

const seen = new Set<string>();
const queue = [entry];
while (queue.length > 0) {
  const file = queue.pop()!;
  if (seen.has(file)) continue;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(SPECIFIER)) {
    if (runtimeOnly && TYPE_ONLY.test(match[0])) continue;
    const resolved = resolveSpecifier(match[1]!, file);
    if (resolved && isCounted(resolved) && !seen.has(resolved)) queue.push(resolved);
  }
}

const files = [...seen].sort();
let lines = 0;
for (const file of files) {
  const count = fs.readFileSync(file, 'utf8').split('\n').length - 1;
  lines += count;
  if (listFiles) console.log(`${String(count).padStart(5)}  ${path.relative(root, file)}`);
}
console.log(
  `${path.relative(root, entry)}: ${files.length} files, ${lines} lines under src/server`,
);
