// The run path of the README: an empty DATA_DIR boots an embedded PostgreSQL, migrates,
// creates the first admin with a generated password, and a restart keeps everything.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import { startServer } from '../src/server';

describe('booting from an empty DATA_DIR', () => {
  let dir: string;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates the first admin once, keeps data across a restart, and reuses the JWT secret', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pawdesk-boot-'));
    const env = loadEnv({
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'boss',
    });
    const lines: string[] = [];
    const first = await startServer(env, { print: (l) => lines.push(l) });
    let password = '';
    try {
      const generated = lines.find((l) => l.includes('generated password'));
      expect(generated).toBeDefined();
      password = generated!.split(': ').pop()!.trim();
      expect(password.length).toBeGreaterThanOrEqual(12);
      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      const login = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'boss', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      await first.close();
    }
    const secret = await readFile(join(dir, 'jwt-secret'), 'utf8');
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);

    const again: string[] = [];
    const second = await startServer(env, { print: (l) => again.push(l) });
    try {
      expect(again.some((l) => l.includes('first admin'))).toBe(false);
      expect(again.some((l) => l.includes('applied migration'))).toBe(false);
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'boss', password }),
      });
      expect(login.status).toBe(200);
    } finally {
      await second.close();
    }
    expect(await readFile(join(dir, 'jwt-secret'), 'utf8')).toBe(secret);
  });

  it('fails fast with a clear message on a bad setting', () => {
    expect(() => loadEnv({ PORT: 'eighty', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*JWT_SECRET must be at least 32 characters/,
    );
  });
});
