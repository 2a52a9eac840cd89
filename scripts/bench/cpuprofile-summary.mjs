// Where a CPU profile's time went: self time summed by function and by file (a package of
// node_modules, a source file of the workspace through the bundle's source map, Node's internals,
// the garbage collector). `pnpm bench pipeline --profile` prints it for each path; by hand:
//   node scripts/bench/cpuprofile-summary.mjs <file.cpuprofile> [top] [skipMs]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const sourceMaps = new Map();
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    let map = null;
    try {
      const file = url.startsWith('file://') ? fileURLToPath(url) : url;
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url);
}

/** The package a node_modules path belongs to ('fastify', '@trpc/server'), or null. */
function packageOf(path) {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const rest = path.slice(at + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/**
 * 'fastify', '@trpc/server' (a package, by the file that ran), 'apps/server/src/plugins/auth.ts'
 * (the server's bundle, through its source map), 'node:internal/…', '(garbage collector)'.
 */
function fileOf(callFrame) {
  const { url, lineNumber, columnNumber } = callFrame;
  if (!url) return callFrame.functionName ? `(${callFrame.functionName})` : '(native)';
  const pkg = packageOf(url);
  if (pkg) return { file: pkg, line: lineNumber + 1 };
  const map = sourceMapOf(url);
  const entry = map?.findEntry(lineNumber, columnNumber);
  if (!entry?.originalSource) return { file: url.replace(/^file:\/\//, ''), line: lineNumber + 1 };
  const source = entry.originalSource;
  const line = entry.originalLine + 1;
  // Bundled in: a package's file (a workspace package or a dependency esbuild took in) or ours.
  const bundled = packageOf(source);
  if (bundled) return { file: bundled, line };
  const file = source
    .replace(/^file:\/\//, '')
    .replace(/^.*?\/(apps|packages)\//, '$1/')
    .replace(/^(\.\.\/)+/, 'apps/server/');
  return { file, line };
}

/**
 * `skipMs`: samples of the first milliseconds (the boot) are left out.
 * `{ totalMs, byFunction: [{ name, file, ms, share }], byFile: [{ file, ms, share }] }`, the
 * `top` largest of each, idle time left out (the share is of the busy time).
 */
export function summarizeProfile(path, { top = 20, skipMs = 0 } = {}) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    at += delta;
    if (at < skipMs) continue;
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + delta);
  }
  const byFunction = new Map();
  const byFile = new Map();
  let busy = 0;
  for (const [id, ms] of self) {
    const node = nodes.get(id);
    const frame = node.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += ms;
    const where = fileOf(frame);
    const file = typeof where === 'string' ? where : where.file;
    const name =
      `${frame.functionName || '(anonymous)'} ${typeof where === 'string' ? '' : `${file}:${where.line}`}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const ranked = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => ({ key, ms, share: ms / busy }));
  return {
    totalMs: busy,
    byFunction: ranked(byFunction).map(({ key, ms, share }) => ({ name: key, ms, share })),
    byFile: ranked(byFile).map(({ key, ms, share }) => ({ file: key, ms, share })),
  };
}

export function formatSummary(summary, { top = 15 } = {}) {
  const pct = (s) => `${(s * 100).toFixed(1).padStart(5)} %`;
  const lines = [`busy ${(summary.totalMs / 1000).toFixed(2)} s; self time by file:`];
  for (const f of summary.byFile.slice(0, top)) lines.push(`  ${pct(f.share)}  ${f.file}`);
  lines.push('self time by function:');
  for (const f of summary.byFunction.slice(0, top)) lines.push(`  ${pct(f.share)}  ${f.name}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, top = '25', skipMs = '0'] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/bench/cpuprofile-summary.mjs <file.cpuprofile> [top] [skipMs]');
    process.exit(2);
  }
  const summary = summarizeProfile(file, { top: Number(top), skipMs: Number(skipMs) });
  console.log(formatSummary(summary, { top: Number(top) }));
}
