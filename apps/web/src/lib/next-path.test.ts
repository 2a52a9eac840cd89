import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeNextPath } from './next-path';

const ORIGIN = 'https://desk.example';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/hotel', ORIGIN)).toBe('/hotel');
    expect(safeNextPath('/hotel?tab=all&page=2', ORIGIN)).toBe('/hotel?tab=all&page=2');
    expect(safeNextPath('/dogs#top', ORIGIN)).toBe('/dogs#top');
    expect(safeNextPath('/vet/../owners', ORIGIN)).toBe('/owners');
    // Encoded characters stay encoded: a path like any other.
    expect(safeNextPath('/%0d%0aSet-Cookie', ORIGIN)).toBe('/%0d%0aSet-Cookie');
  });

  it('ignores anything that could leave the site, and the login itself', () => {
    for (const bad of [
      null,
      '',
      'hotel',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/dashboard',
      'javascript:alert(1)',
      '/hotel\n',
      '/',
      '/?next=/hotel',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeNextPath(bad, ORIGIN), String(bad)).toBeNull();
    }
  });
});

describe('loginPathFor and afterLoginPath', () => {
  it('round-trips a page through the login address', () => {
    const login = loginPathFor('/hotel?tab=all');
    expect(login).toBe('/?next=%2Fhotel%3Ftab%3Dall');
    expect(afterLoginPath(login.slice(1), ORIGIN)).toBe('/hotel?tab=all');
    expect(loginPathFor('/')).toBe('/');
  });

  it('goes to the dashboard without a usable next', () => {
    expect(afterLoginPath('', ORIGIN)).toBe('/dashboard');
    expect(afterLoginPath('?next=https%3A%2F%2Fevil.example', ORIGIN)).toBe('/dashboard');
    expect(afterLoginPath('?next=%2F%2Fevil.example', ORIGIN)).toBe('/dashboard');
  });
});
