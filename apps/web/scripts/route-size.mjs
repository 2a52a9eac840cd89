// What a route downloads, read from Vite's manifest: the entry chunk and its static imports, the
// lazily loaded chunks the route needs (its page, and for a logged-in screen the shell the router
// loads), each with its static imports, and the translation chunks it asks
// for in both languages (Spanish, and the English fallback that i18next also loads). Shared by the
// build's size checks (login-size.mjs) and `pnpm bench` (scripts/bench/dashboard-bundle.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LANGUAGES = ['es', 'en'];

/** The login route (`/`): no shell, no React Query. main.tsx waits for `common`; the page asks for the rest. */
export const loginRoute = {
  name: 'login',
  budgetKib: 200,
  chunks: ['features/auth/login-page.tsx'],
  namespaces: ['common', 'auth', 'validation', 'errors'],
};

/**
 * The Today board (`/dashboard`, apps/web/README.md, "Size budget": the login budget plus at most 60 KiB), opened cold: the
 * router loads the shell (full Chakra system, React Query, tRPC, the nav bar; the prefetcher is
 * among its static imports) with the page; the nav asks for `nav`, the page for `dashboard`.
 */
export const dashboardRoute = {
  name: 'dashboard',
  budgetKib: 200 + 60,
  chunks: ['app/app-shell.tsx', 'features/dashboard/dashboard-page.tsx'],
  // Loaded on demand by every logged-in screen, counted when the build has it: the live-update
  // link (server-sent events) the shell's live connection imports on first use.
  optionalChunks: ['lib/live/live-link.ts'],
  namespaces: ['common', 'nav', 'dashboard'],
};

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

function keyEndingWith(manifest, suffix) {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`the manifest has no chunk for ${suffix}`);
  return key;
}

/** The route's files ('assets/x.js', ...), as a Set. */
export function routeFiles(manifest, route) {
  const files = new Set();
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  add(entryKey);
  for (const chunk of route.chunks) add(keyEndingWith(manifest, chunk));
  for (const chunk of route.optionalChunks ?? []) {
    const key = Object.keys(manifest).find((k) => k.endsWith(chunk));
    if (key) add(key);
  }
  for (const lang of LANGUAGES)
    for (const ns of route.namespaces) add(keyEndingWith(manifest, `locales/${lang}/${ns}.json`));
  return files;
}

/** Gzip (level 9) sizes of the route's .js files, largest first, and their total in bytes. */
export function gzipJsRows(dist, files) {
  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return { rows, total: rows.reduce((t, r) => t + r.gzip, 0) };
}

export const gzipJsTotal = (dist, files) => gzipJsRows(dist, files).total;
