import { describe, expect, it } from 'vitest';
import { dateFormatOptions, SETTINGS_DEFAULTS, ZSettingsUpdate } from './settings.schema';

describe('ZSettingsUpdate', () => {
  it('keeps only the settings given', () => {
    expect(ZSettingsUpdate.parse({ dateFormat: 'dd/mm/yyyy' })).toEqual({ dateFormat: 'dd/mm/yyyy' });
    expect(ZSettingsUpdate.parse({ timeFormat: '24h', dateFormat: undefined })).toEqual({
      timeFormat: '24h',
    });
    expect(ZSettingsUpdate.parse({})).toEqual({});
  });

  it('refuses a bad value and an unknown name under their own names', () => {
    const bad = ZSettingsUpdate.safeParse({ dateFormat: 'yyyy-mm-dd', colour: 'blue' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dateFormat', 'settings.dateFormatInvalid'],
      ['colour', 'settings.unknownSetting'],
    ]);
    expect(ZSettingsUpdate.safeParse([]).success).toBe(false);
  });
});

describe('dateFormatOptions', () => {
  it('falls back to the spec’s formats until the settings are known', () => {
    expect(dateFormatOptions(undefined)).toEqual({ dateFormat: 'mm/dd/yyyy', timeFormat: '12h' });
    expect(SETTINGS_DEFAULTS).toEqual({ dateFormat: 'mm/dd/yyyy', timeFormat: '12h', daycareCapacity: null });
    expect(dateFormatOptions({ dateFormat: 'dd/mm/yyyy', timeFormat: '24h' })).toEqual({
      dateFormat: 'dd/mm/yyyy',
      timeFormat: '24h',
    });
  });
});

describe('daycareCapacity', () => {
  it('is a whole number of dogs from 1, or null for no limit', () => {
    expect(ZSettingsUpdate.parse({ daycareCapacity: 12 })).toEqual({ daycareCapacity: 12 });
    expect(ZSettingsUpdate.parse({ daycareCapacity: null })).toEqual({ daycareCapacity: null });
    for (const bad of [0, -1, 2.5, '12', 10_001]) {
      const result = ZSettingsUpdate.safeParse({ daycareCapacity: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('settings.daycareCapacityInvalid');
    }
  });
});
