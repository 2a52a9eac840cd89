import { describe, expect, it } from 'vitest';
import { isWithinUndoWindow, UNDO_WINDOW_MS } from './undo';

describe('the undo window', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');
  it('accepts an undo up to UNDO_WINDOW_MS after the change, not later', () => {
    expect(isWithinUndoWindow(new Date(now.getTime() - 5_000), now)).toBe(true);
    expect(isWithinUndoWindow(new Date(now.getTime() - UNDO_WINDOW_MS).toISOString(), now)).toBe(true);
    expect(isWithinUndoWindow(new Date(now.getTime() - UNDO_WINDOW_MS - 1), now)).toBe(false);
  });
  it('refuses a change time that cannot be read or lies ahead', () => {
    expect(isWithinUndoWindow('yesterday', now)).toBe(false);
    expect(isWithinUndoWindow(new Date(now.getTime() + 60_000), now)).toBe(false);
  });
});
