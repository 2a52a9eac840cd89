// The import rule of the server's modules (docs/modules.md, "One door"):
// - a module's files are imported from outside it only through its index.ts (its door);
// - its test factories (<module>.fixtures.ts) are a second door, for tests and other fixtures only;
// - the shared layers below the modules (db/, lib/, rest/, trpc/, errors/, auth/, storage/, env.ts)
//   import no module at all.
// `pnpm lint` runs it (scripts/check-boundaries.mjs); apps/server/test/module-boundaries.test.ts
// checks the rule itself and the tree.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SERVER_SRC = 'apps/server/src';
const SHARED_LAYERS = ['db', 'lib', 'rest', 'trpc', 'errors', 'auth', 'storage', 'env.ts'];

/** Where a repository-relative path (posix separators) sits: in which module, which file. */
function place(path) {
  const inSrc = path.startsWith(`${SERVER_SRC}/`) ? path.slice(SERVER_SRC.length + 1) : null;
  if (inSrc === null) return { module: null, shared: false };
  const parts = inSrc.split('/');
  if (parts[0] === 'modules' && parts.length >= 2) {
    return { module: parts[1], file: parts.slice(2).join('/'), shared: false };
  }
  return { module: null, shared: SHARED_LAYERS.includes(parts[0]) };
}

const isTestFile = (path) =>
  /\.test\.ts$/.test(path) || /\.fixtures\.ts$/.test(path) || path.startsWith('apps/server/test/');

/**
 * Why `from` (a repository-relative file) may not import `to` (the repository-relative file the
 * import resolves to), or null when it may.
 */
export function importViolation(from, to) {
  const target = place(to);
  if (target.module === null) return null;
  const source = place(from);
  if (source.module === target.module) return null;
  if (source.shared) return `${from}: a shared layer imports no module (it imports ${to})`;
  if (target.file === 'index.ts') return null;
  if (target.file === `${target.module}.fixtures.ts` && isTestFile(from)) return null;
  return `${from}: imports ${to}, inside the ${target.module} module; import its door, modules/${target.module}/index.ts`;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative imports of a source text. */
export function relativeImports(text) {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
}

function resolveImport(root, fromFile, spec) {
  const base = resolve(root, dirname(fromFile), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return relative(root, candidate).split(sep).join('/');
    } catch {}
  }
  return relative(root, base).split(sep).join('/');
}

function* sourceFiles(root, dir) {
  for (const entry of readdirSync(resolve(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'generated' && entry.name !== 'dist') {
        yield* sourceFiles(root, path);
      }
    } else if (/\.(ts|tsx|mts)$/.test(entry.name)) {
      yield path;
    }
  }
}

/** Every violation of the rule in the server's source and tests. */
export function checkBoundaries(root) {
  const violations = [];
  for (const dir of ['apps/server/src', 'apps/server/test']) {
    for (const file of sourceFiles(root, dir)) {
      for (const spec of relativeImports(readFileSync(resolve(root, file), 'utf8'))) {
        const why = importViolation(file, resolveImport(root, file, spec));
        if (why) violations.push(why);
      }
    }
  }
  return violations;
}
