// Measures what the login route downloads: the entry chunk and its static imports, the lazily
// loaded login page with its static imports, and the translation chunks it asks for (Spanish
// and the English fallback). Sums their gzip sizes and fails above the budget.
//   node scripts/login-size.mjs [--budget-kib 200]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgetArg = process.argv.indexOf('--budget-kib');
const budgetKib = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 200;

// Namespaces the login screen uses (main.tsx waits for `common`; the page asks for the rest).
const LOGIN_NAMESPACES = ['common', 'auth', 'validation', 'errors'];
const LANGUAGES = ['es', 'en'];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/login-page.tsx'));
if (!entryKey || !loginKey) throw new Error('manifest has no entry or no login page chunk');

const files = new Set();
function addWithStaticImports(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(imported);
}
addWithStaticImports(entryKey);
addWithStaticImports(loginKey);
for (const lang of LANGUAGES) {
  for (const ns of LOGIN_NAMESPACES) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`locales/${lang}/${ns}.json`));
    if (!key) throw new Error(`no chunk for locales/${lang}/${ns}.json`);
    addWithStaticImports(key);
  }
}

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gzip;
    return { file, gzip };
  })
  .sort((a, b) => b.gzip - a.gzip);
for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(2).padStart(8)} KiB  ${row.file}`);
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KiB  total gzip JS for the login route (${rows.length} files)`,
);
if (total > budgetKib * 1024) {
  console.error(`Over budget: ${(total / 1024).toFixed(2)} KiB > ${budgetKib} KiB`);
  process.exit(1);
}
