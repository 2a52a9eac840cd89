// The token service keeps the claims of a token it verified (tokens.ts): what time changes is
// checked on every use all the same. A hand-set clock (vitest's), no waiting.
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_SKEW_SECONDS, createTokenService } from './tokens';

const SECRET = 'a-token-test-secret-that-is-long-enough-0123456789';
const USER = { sub: '00000000-0000-4000-8000-000000000001', username: 'ana', role: 'manager' as const };
const START = new Date('2026-11-26T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('createTokenService', () => {
  it('accepts a token it verified until it expires, then refuses it (the skew allowed)', async () => {
    vi.useFakeTimers({ now: START });
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign(USER);
    expect(await tokens.verify(token)).toMatchObject({ ...USER, ver: 0 });
    vi.setSystemTime(START.getTime() + (3600 + CLOCK_SKEW_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toMatchObject(USER);
    vi.setSystemTime(START.getTime() + (3600 + CLOCK_SKEW_SECONDS) * 1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('verifies afresh when the clock went back: a token from the future is refused', async () => {
    vi.useFakeTimers({ now: START });
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign(USER);
    expect(await tokens.verify(token)).toMatchObject(USER);
    vi.setSystemTime(START.getTime() - 10 * 60 * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('never accepts a token refused once, nor one signed with another secret or altered', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const good = await tokens.sign(USER);
    expect(await tokens.verify(good)).toMatchObject(USER);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(await tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();
    const foreign = await new SignJWT({ username: 'ana', role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(USER.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify(foreign)).toBeNull();
    // The same token is accepted by a service with its secret, and not by this one.
    expect(
      await createTokenService('another-secret-that-is-long-enough-0123456789', '1h').verify(foreign),
    ).toMatchObject({
      role: 'admin',
    });
    expect(await tokens.verify(foreign)).toBeNull();
  });

  it('refuses other spellings of a token it remembers (padding, other unused bits)', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const good = await tokens.sign(USER);
    expect(await tokens.verify(good)).toMatchObject(USER);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    // An HS256 signature is 32 bytes: 43 characters, the last carrying 2 unused bits.
    const last = signature.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const otherBits = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    for (const spelling of [
      `${good}=`,
      `${header}.${payload}.${signature.slice(0, -1)}${otherBits}`,
      ` ${good}`,
    ]) {
      expect(await tokens.verify(spelling)).toBeNull();
    }
    expect(await tokens.verify(good)).toMatchObject(USER);
  });

  it('is remembered per service: a service with another key verifies the token itself', async () => {
    const first = createTokenService(SECRET, '1h');
    const token = await first.sign(USER);
    expect(await first.verify(token)).toMatchObject(USER);
    expect(
      await createTokenService('a-different-secret-that-is-long-enough-012345', '1h').verify(token),
    ).toBeNull();
  });
});
