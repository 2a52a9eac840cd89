import { describe, expect, it } from 'vitest';
import { messageEn } from '../common/messages';
import {
  ZAuditListInput,
  ZAuditListQuery,
  ZAuditOverride,
  ZAuditReason,
  ZAuditRecordInput,
  ZDeleteReasonQuery,
} from './audit.schema';

const ID = '6f1c1f7e-2d2a-4f63-9a53-0f2b8f4b8a11';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('audit schemas', () => {
  it('a record is named by a known type and a UUID', () => {
    expect(ZAuditRecordInput.parse({ entity: 'hotel-booking', entityId: ID })).toEqual({
      entity: 'hotel-booking',
      entityId: ID,
    });
    expect(messages(ZAuditRecordInput.safeParse({ entity: 'cat', entityId: ID }))).toEqual([
      'audit.invalidEntity',
    ]);
    expect(messages(ZAuditRecordInput.safeParse({ entity: 'dog', entityId: 'x' }))).toEqual([
      'common.invalidId',
    ]);
  });

  it('the list takes instants and calendar days, not wall-clock times, in order', () => {
    expect(ZAuditListInput.parse({}).limit).toBe(50);
    expect(ZAuditListInput.parse({ from: '2026-11-01', to: '2026-11-26T10:00:00Z' })).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-26T10:00:00Z',
    });
    expect(messages(ZAuditListInput.safeParse({ from: '2026-11-01T09:30' }))).toEqual(['audit.invalidDate']);
    expect(messages(ZAuditListInput.safeParse({ to: 'yesterday' }))).toEqual(['audit.invalidDate']);
    expect(messages(ZAuditListInput.safeParse({ from: '2026-11-02', to: '2026-11-01' }))).toEqual([
      'audit.fromAfterTo',
    ]);
    expect(messages(ZAuditListInput.safeParse({ limit: 101 }))).toEqual(['audit.limitRange']);
    expect(messages(ZAuditListInput.safeParse({ action: 'erase' }))).toEqual(['audit.invalidAction']);
  });

  it('REST reads the limit from text', () => {
    expect(ZAuditListQuery.parse({ limit: '7' }).limit).toBe(7);
    expect(messages(ZAuditListQuery.safeParse({ limit: '0' }))).toEqual(['audit.limitRange']);
  });

  it('a reason is trimmed; blank is none where optional and refused where required', () => {
    expect(ZAuditReason.parse('  duplicate  ')).toBe('duplicate');
    expect(ZAuditReason.parse('   ')).toBeUndefined();
    expect(ZDeleteReasonQuery.parse({})).toEqual({});
    expect(messages(ZAuditOverride.safeParse({ reason: '  ' }))).toEqual(['audit.reasonRequired']);
    expect(messages(ZAuditOverride.safeParse({}))).toEqual(['audit.reasonRequired']);
    expect(messages(ZAuditOverride.safeParse({ reason: 'x'.repeat(501) }))).toEqual(['audit.reasonTooLong']);
    expect(messageEn('audit.reasonRequired')).toBe('A reason is required');
  });
});
