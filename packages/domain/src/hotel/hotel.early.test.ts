// Early check-out (docs/domains/hotel.md): the stay ends on the day the guest really leaves.
import { describe, expect, it } from 'vitest';
import { earlyCheckOutDay, stayNights } from './hotel.rules';

describe('earlyCheckOutDay', () => {
  it('ends a 3-night stay left on day 1 on day 1: 1 night instead of 3', () => {
    const end = earlyCheckOutDay('2026-12-01', '2026-12-04', '2026-12-02');
    expect(end).toBe('2026-12-02');
    expect(stayNights('2026-12-01T00:00:00Z', `${end}T00:00:00Z`, 'UTC')).toBe(1);
  });
  it('keeps at least one night for a guest leaving on the day of arrival', () => {
    expect(earlyCheckOutDay('2026-12-01', '2026-12-04', '2026-12-01')).toBe('2026-12-02');
    // A 1-night stay left on its arrival day ends as booked.
    expect(earlyCheckOutDay('2026-12-01', '2026-12-02', '2026-12-01')).toBeNull();
  });
  it('leaves a departure on the booked day, or later, as it is', () => {
    expect(earlyCheckOutDay('2026-12-01', '2026-12-04', '2026-12-04')).toBeNull();
    expect(earlyCheckOutDay('2026-12-01', '2026-12-04', '2026-12-06')).toBeNull();
    expect(earlyCheckOutDay('2026-12-01', '2026-12-04', '2026-12-03')).toBe('2026-12-03');
  });
});
