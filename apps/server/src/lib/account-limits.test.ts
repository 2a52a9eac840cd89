// The per-account limit on its own: places per account, the line behind them (first come, first
// served), refusal past the line, leaving the line, and a release that counts once.
import { describe, expect, it } from 'vitest';
import { createAccountLimit } from './account-limits';

describe('createAccountLimit', () => {
  it('gives each account its own places and takes them back', () => {
    const limit = createAccountLimit({ max: 2 });
    const a1 = limit.tryEnter('a');
    const a2 = limit.tryEnter('a');
    expect(a1).not.toBeNull();
    expect(a2).not.toBeNull();
    expect(limit.tryEnter('a')).toBeNull();
    expect(limit.tryEnter('b')).not.toBeNull();
    expect(limit.held('a')).toBe(2);
    a1?.();
    a1?.(); // a second release of the same place changes nothing
    expect(limit.held('a')).toBe(1);
    expect(limit.tryEnter('a')).not.toBeNull();
    expect(limit.tryEnter('a')).toBeNull();
  });

  it('lets calls wait in line, first come first served, and refuses past the line', async () => {
    const limit = createAccountLimit({ max: 1, queue: 2 });
    const running = await limit.enter('a');
    const order: string[] = [];
    const second = limit.enter('a').then((release) => {
      order.push('second');
      return release;
    });
    const third = limit.enter('a').then((release) => {
      order.push('third');
      return release;
    });
    expect(await limit.enter('a')).toBeNull();
    expect(await limit.enter('b')).not.toBeNull();
    running?.();
    (await second)?.();
    (await third)?.();
    expect(order).toEqual(['second', 'third']);
    expect(limit.held('a')).toBe(0);
  });

  it('lets a call leave the line when its client goes away', async () => {
    const limit = createAccountLimit({ max: 1, queue: 1 });
    const running = limit.tryEnter('a');
    const abort = new AbortController();
    const waiting = limit.enter('a', abort.signal);
    abort.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    // Its place in line is free again, and the running place goes to nobody.
    const next = limit.enter('a');
    running?.();
    (await next)?.();
    expect(limit.held('a')).toBe(0);
  });
});
