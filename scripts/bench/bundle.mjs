// Bundle: the JavaScript the login route (`/`) loads, gzip level 9, summed: target ≤ 200 KiB.
// Also lists the chunks other screens load on demand, and checks that such lazy chunks exist.
//
// Three views of "what the login route loads", all from apps/web/dist (built if missing/stale):
//   1. static: index.html's module scripts and modulepreload links, plus every chunk they import
//      statically (`import … from"./x.js"`, `import"./x.js"`, `export … from"./x.js"`; dynamic
//      `import(` calls are loaded on demand and are not followed);
//   2. login chunk: the login page is itself a lazily loaded route chunk, so the route also needs
//      it (found in Vite's manifest) with its static imports, and the translation chunks it asks
//      for;
//   3. browser: Chromium opens `/` from a local static server and every .js it fetches until the
//      login form is shown and the network is idle is recorded: the ground truth.
// The figure is judged on the browser's set when Chromium is available, else on 1 + 2.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ensureWebBuilt, figure, kib, webDist } from './lib.mjs';
import { gzipSize, launchChromiumIfAny, reportRouteScripts, sum } from './route-scripts.mjs';

/** 'assets/x.js' (relative to dist) for a URL path or an import specifier relative to `from`. */
function resolveAsset(spec, from = '') {
  if (spec.startsWith('/')) return normalize(spec.slice(1));
  const base = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return normalize(base + spec);
}

const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']((?:\.{1,2})?\/[^"']+\.m?js)["']/g;

function staticImports(file) {
  const code = readFileSync(join(webDist, file), 'utf8');
  const out = [];
  for (const match of code.matchAll(STATIC_IMPORT)) out.push(resolveAsset(match[1], file));
  return out;
}

function closure(starts) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    if (!existsSync(join(webDist, file))) throw new Error(`${file} is referenced but missing from dist`);
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

function entryFiles() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const files = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/type=["']?module/.test(tag)) {
      const src = /\bsrc=["']([^"']+)["']/.exec(tag)?.[1];
      if (src) files.push(resolveAsset(src));
    }
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/rel=["']?modulepreload/.test(tag)) {
      const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
      if (href) files.push(resolveAsset(href));
    }
  }
  return files;
}

function serveDist() {
  const types = {
    '.js': 'text/javascript',
    '.html': 'text/html',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(path).replace(/^\/+/, '');
    if (!file || file.includes('..') || !existsSync(join(webDist, file)) || extname(file) === '')
      file = 'index.html';
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(join(webDist, file)));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function browserLoadedScripts(log) {
  const browser = await launchChromiumIfAny(log);
  if (!browser) return null;
  const server = await serveDist();
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === origin && /\.m?js$/.test(url.pathname)) scripts.add(resolveAsset(url.pathname));
    });
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 30_000 });
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    return scripts;
  } finally {
    await browser.close();
    server.close();
  }
}

export default {
  title: "The login route's JavaScript, gzip -9 (≤ 200 KiB); other screens load their code on demand",
  async run({ options, log }) {
    ensureWebBuilt({ force: Boolean(options.rebuild) });
    const manifestFile = join(webDist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;

    // 1. static closure from index.html
    const entries = entryFiles();
    if (entries.length === 0) throw new Error('index.html names no module script');
    const initial = closure(entries);
    log(`static (index.html + static imports): ${initial.size} files, ${kib(sum(initial))} gzip`);

    // 2. + the lazily loaded login page chunk and its translations
    const estimated = new Set(initial);
    const loginKey =
      manifest && Object.keys(manifest).find((k) => /features\/auth\/login-page\.[jt]sx?$/.test(k));
    if (loginKey) {
      for (const f of closure([manifest[loginKey].file])) estimated.add(f);
      for (const lang of ['es', 'en']) {
        for (const ns of ['common', 'auth', 'validation', 'errors']) {
          const key = Object.keys(manifest).find((k) => k.endsWith(`locales/${lang}/${ns}.json`));
          if (key) estimated.add(manifest[key].file);
        }
      }
      log(
        `+ login page chunk ${manifest[loginKey].file} and its translations: ${estimated.size} files, ${kib(sum(estimated))} gzip`,
      );
    } else {
      log('no lazily loaded login page chunk in the manifest (the login page is in the static set)');
    }

    // 3. what Chromium actually fetches
    let browser = null;
    try {
      browser = await browserLoadedScripts(log);
    } catch (error) {
      log(`browser check failed (${error.message.split('\n')[0]}); judging on the static estimate`);
    }
    const {
      set: loginSet,
      bytes: loginGzip,
      rows: loginRows,
    } = reportRouteScripts({ browser, estimated, log });

    // On-demand chunks: every other .js in dist.
    const assets = readdirSync(join(webDist, 'assets')).map((f) => `assets/${f}`);
    const onDemand = assets
      .filter((f) => f.endsWith('.js') && !loginSet.has(f))
      .map((file) => ({ file, gzip: gzipSize(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    log(
      `loaded on demand: ${onDemand.length} chunks, ${kib(onDemand.reduce((t, r) => t + r.gzip, 0))} gzip in all`,
    );
    for (const row of onDemand.slice(0, 12)) log(`  ${kib(row.gzip).padStart(10)}  ${row.file}`);
    if (onDemand.length > 12) log(`  … and ${onDemand.length - 12} smaller chunks`);

    // Other screens: the manifest's lazily loaded feature pages must all stay out of the login set.
    const screens = manifest
      ? Object.entries(manifest)
          .filter(
            ([key, chunk]) =>
              chunk.isDynamicEntry && /src\/(features|app)\/.*page\.[jt]sx?$|app-shell/.test(key),
          )
          .filter(([key]) => key !== loginKey)
          .map(([key, chunk]) => ({ screen: key, file: chunk.file, lazy: !loginSet.has(chunk.file) }))
      : [];
    const eager = screens.filter((s) => !s.lazy);
    const lazyScreens = screens.filter((s) => s.lazy);
    const cssFiles = assets.filter((f) => f.endsWith('.css'));

    return {
      figures: [
        figure('bundle/login-route-js', {
          text:
            `login route JavaScript ${kib(loginGzip)} gzip in ${loginRows.length} files ` +
            `(${browser ? 'as fetched by Chromium' : 'static estimate'}; index.html + static imports alone ${kib(sum(initial))})`,
          value: loginGzip / 1024,
          limit: 200,
          unit: 'KiB',
          targetText: '≤ 200 KiB gzip',
          extra: { bytes: loginGzip, staticBytes: sum(initial), estimateBytes: sum(estimated) },
        }),
        figure('bundle/lazy-screens', {
          text:
            `${lazyScreens.length} screen chunks load on demand (${onDemand.length} on-demand chunks, ` +
            `${kib(onDemand.reduce((t, r) => t + r.gzip, 0))} gzip)` +
            (eager.length ? `; loaded with the login route: ${eager.map((s) => s.screen).join(', ')}` : ''),
          value: lazyScreens.length > 0 && eager.length === 0 ? 0 : 1,
          limit: 0,
          unit: 'screens loaded eagerly',
          targetText: 'other screens lazy, none loaded by the login route',
          extra: { lazyScreens: lazyScreens.map((s) => s.screen), eagerScreens: eager.map((s) => s.screen) },
        }),
      ],
      details: {
        measuredWith: browser ? 'chromium' : 'static',
        loginRoute: loginRows,
        staticSet: [...initial],
        onDemand,
        css: cssFiles.map((file) => ({ file, gzip: gzipSize(file) })),
      },
    };
  },
};
