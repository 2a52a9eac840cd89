// Bundles the server into dist/main.js. Workspace packages (TypeScript sources) and the
// generated Prisma client are bundled in; published dependencies stay external.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(here, '../package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@pawdesk/'));

const started = Date.now();
await build({
  entryPoints: {
    main: resolve(here, '../src/main.ts'),
    'seed-demo': resolve(here, '../src/scripts/seed-demo.ts'),
    // The embedded PostgreSQL alone, for several server processes (scripts/cluster.mjs).
    database: resolve(here, '../src/scripts/database.ts'),
  },
  // SERVER_OUT_DIR: a private build (e.g. apps/server/dist-mine, gitignored) for a developer's
  // browser tests while someone else works on the shared dist/.
  outdir: process.env.SERVER_OUT_DIR ? resolve(process.env.SERVER_OUT_DIR) : resolve(here, '../dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some bundled CommonJS code calls require(); give ESM output one.
  banner: {
    js: "import { createRequire as __pawdeskCreateRequire } from 'node:module'; const require = __pawdeskCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`server bundled into dist/ in ${Date.now() - started} ms`);
