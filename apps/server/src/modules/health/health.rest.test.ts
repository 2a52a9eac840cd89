import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('GET /api/health and unknown paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('answers ok with the database state, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers live, and ready only while migrated, listening and not draining (what HAProxy checks)', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    await t.deps.changes.whenListening();
    const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).statusCode).toBe(200);
    expect((await ready()).json()).toEqual({ status: 'ready' });

    t.deps.readiness.migrated = false;
    const starting = await ready();
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'not-ready', reason: 'starting' });
    t.deps.readiness.migrated = true;

    t.deps.readiness.draining = true;
    const draining = await ready();
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'not-ready', reason: 'draining' });
    // Draining is for the balancer only: the contract's health and every other route still answer.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    t.deps.readiness.draining = false;
    expect((await ready()).statusCode).toBe(200);

    // The change feed's LISTEN connection gone: not ready (its clients would miss live updates).
    await t.deps.changes.close();
    const feedDown = await ready();
    expect(feedDown.statusCode).toBe(503);
    expect(feedDown.json()).toEqual({ status: 'not-ready', reason: 'feed-down' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('publishes an OpenAPI 3 document and a browsable page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/users',
        '/api/users/{id}',
        '/api/health',
        '/api/health/live',
        '/api/health/ready',
      ]),
    );
    expect(
      body.paths['/api/users'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    let page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; page.statusCode === 302 && hops < 3; hops++) {
      const location = new URL(String(page.headers.location), 'http://localhost/api/docs/');
      page = await t.app.inject({ method: 'GET', url: location.pathname });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger/i);
  });
});
