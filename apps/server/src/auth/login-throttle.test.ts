import { describe, expect, it } from 'vitest';
import { createMemoryLoginThrottle } from './login-throttle';

describe('memory login throttle', () => {
  it('allows up to the limit, then answers how long to wait, then lets the key in again', async () => {
    let now = 1_000_000;
    const throttle = createMemoryLoginThrottle(60_000, () => now);
    for (let i = 0; i < 3; i++) expect((await throttle.consume('k', 3)).allowed).toBe(true);
    now += 10_000;
    const blocked = await throttle.consume('k', 3);
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now += 50_001;
    expect((await throttle.consume('k', 3)).allowed).toBe(true);
  });

  it('takes back a successful attempt and forgets a reset key', async () => {
    const throttle = createMemoryLoginThrottle(60_000);
    await throttle.consume('a', 2);
    await throttle.forgiveOne('a');
    await throttle.consume('a', 2);
    expect((await throttle.consume('a', 2)).allowed).toBe(true);
    expect((await throttle.consume('a', 2)).allowed).toBe(false);
    await throttle.reset('a');
    expect((await throttle.consume('a', 2)).allowed).toBe(true);
  });
});
