// The files an operator runs the cluster with (docs/operations.md), checked without Docker (which
// cannot run on these machines): docker/compose.yaml parses and puts HAProxy in front of a
// scalable app, and docker/haproxy.cfg is valid for HAProxy itself both as Docker runs it (the
// replicas found through Docker's DNS) and as `pnpm start:cluster` fills it in.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ensureHaproxy } from '../../scripts/ensure-haproxy.mjs';
import { haproxyConfig, haproxyTemplate } from '../../scripts/lib/cluster.mjs';

const root = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'pawdesk-haproxy-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `haproxy -c` on `text`: its exit status and output. */
function check(text: string) {
  const file = join(work, `check-${Math.random().toString(36).slice(2)}.cfg`);
  writeFileSync(file, text);
  const result = spawnSync(ensureHaproxy(), ['-c', '-f', file], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface ComposeService {
  image?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string | null>;
  volumes?: string[];
  depends_on?: unknown;
  healthcheck?: { test: string[] };
}

describe('docker/compose.yaml and docker/haproxy.cfg', () => {
  it('compose: HAProxy publishes the port, the app publishes none (so --scale app=3 works) and shares its settings', () => {
    const compose = parse(readFileSync(join(root, 'docker', 'compose.yaml'), 'utf8')) as {
      services: Record<string, ComposeService>;
    };
    const { app, haproxy, db } = compose.services;
    expect(db?.image).toMatch(/^postgres:/);
    expect(haproxy?.image).toBe('haproxy:2.6');
    // Compose's own interpolation, not a template string.
    expect(haproxy?.ports).toEqual([['$', '{APP_PORT:-3000}:3000'].join('')]);
    expect(haproxy?.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(app?.ports).toBeUndefined();
    expect(app?.expose).toEqual(['3000']);
    expect(app?.environment).toMatchObject({ TRUST_PROXY: 'true', DRAIN_NOTICE_MS: '1500' });
    expect(app?.environment?.JWT_SECRET).toMatch(/\$\{JWT_SECRET:\?/);
    expect(app?.environment?.DATABASE_URL).toMatch(/@db:5432\//);
    expect(app?.healthcheck?.test.join(' ')).toContain('/api/health/ready');
  });

  it('haproxy.cfg as Docker runs it is valid: replicas found through DNS, checked on readiness', () => {
    const template = readFileSync(haproxyTemplate, 'utf8');
    expect(template).toMatch(/option httpchk GET \/api\/health\/ready/);
    expect(template).toMatch(/server-template app 1-10 app:3000 resolvers docker/);
    expect(template).not.toMatch(/^\s*(cookie|stick|balance source)/m);
    const result = check(template);
    expect(result.output).toContain('Configuration file is valid');
    expect(result.status).toBe(0);
  });

  it('haproxy.cfg as pnpm start:cluster fills it in is valid: one server line per process', () => {
    const text = haproxyConfig({
      servers: [
        { name: 'app1', port: 41001 },
        { name: 'app2', port: 41002 },
      ],
      port: 41000,
      statsPort: 41009,
    });
    expect(text).toMatch(/^ {4}server app1 127\.0\.0\.1:41001$/m);
    expect(text).toMatch(/^ {4}server app2 127\.0\.0\.1:41002$/m);
    expect(text).not.toMatch(/^\s*(server-template|resolvers docker)/m);
    expect(text).toMatch(/bind 127\.0\.0\.1:41000/);
    const result = check(text);
    expect(result.output).toContain('Configuration file is valid');
    expect(result.status).toBe(0);
  });
});
