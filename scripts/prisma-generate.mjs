// Generates the Prisma client offline. The Prisma CLI wants to download a native schema
// engine on every command; `generate` does not use it, so pointing the engine path at an
// existing harmless binary keeps the CLI from reaching for the network.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(resolve(root, 'package.json'));
const cli = require.resolve('prisma/build/index.js');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/bin/false',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const result = spawnSync(process.execPath, [cli, 'generate'], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
