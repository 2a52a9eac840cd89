// Without JWT_SECRET, the secret is generated once and kept in DATA_DIR. Several processes
// starting together on one DATA_DIR (pnpm start:cluster) must agree on it, or a token signed by
// one would be refused by the others; none may read a file another is still writing.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import { resolveJwtSecret } from '../src/server';
import { onCleanup } from './helpers/cleanup';

describe('the generated JWT secret', () => {
  it('is one secret for every process that asks at once, kept whole in DATA_DIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pawdesk-jwt-'));
    onCleanup(() => rm(dir, { recursive: true, force: true }));
    const env = loadEnv({ DATA_DIR: dir });
    const secrets = await Promise.all(Array.from({ length: 12 }, () => resolveJwtSecret(env)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(64);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(secrets[0]);
    // No temporary file is left behind.
    expect(await readdir(dir)).toEqual(['jwt-secret']);
  });
});
