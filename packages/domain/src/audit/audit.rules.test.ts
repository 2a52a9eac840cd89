import { describe, expect, it } from 'vitest';
import { auditChanges, auditStateOf, auditSummary, auditValue, oneLine, secretChange } from './audit.rules';

describe('auditChanges', () => {
  const before = {
    name: 'Luna',
    weight: 10.2,
    owners: [{ id: 'a', name: 'Ana' }],
    born: new Date('2020-01-02T00:00:00Z'),
  };

  it('lists the fields that changed, old and new, in the order asked, deep', () => {
    const after = {
      ...before,
      weight: 11,
      owners: [
        { name: 'Ana', id: 'a' },
        { id: 'b', name: 'Luis' },
      ],
    };
    expect(auditChanges(before, after, { fields: ['weight', 'name', 'owners'] })).toEqual([
      { field: 'weight', from: 10.2, to: 11 },
      {
        field: 'owners',
        from: [{ id: 'a', name: 'Ana' }],
        to: [
          { id: 'a', name: 'Ana' },
          { id: 'b', name: 'Luis' },
        ],
      },
    ]);
  });

  it('is empty when nothing changed, whatever the key order or the Date objects', () => {
    const same = {
      born: new Date('2020-01-02T00:00:00Z'),
      owners: [{ name: 'Ana', id: 'a' }],
      weight: 10.2,
      name: 'Luna',
    };
    expect(auditChanges(before, same)).toEqual([]);
  });

  it('a creation lists what was set, a deletion what was held; empty fields are left out', () => {
    expect(auditChanges(null, { name: 'Luna', notes: null, born: before.born })).toEqual([
      { field: 'name', from: null, to: 'Luna' },
      { field: 'born', from: null, to: '2020-01-02T00:00:00.000Z' },
    ]);
    expect(auditChanges({ name: 'Luna', notes: undefined }, null)).toEqual([
      { field: 'name', from: 'Luna', to: null },
    ]);
  });

  it('never records a secret, at any depth, nor an ignored field', () => {
    const changes = auditChanges(
      { password: 'a', passwordHash: 'x', role: 'vet', updatedAt: 1, extra: { token: 't', keep: 1 } },
      { password: 'b', passwordHash: 'y', role: 'admin', updatedAt: 2, extra: { token: 'u', keep: 2 } },
      { ignore: ['updatedAt'] },
    );
    expect(changes).toEqual([
      { field: 'role', from: 'vet', to: 'admin' },
      { field: 'extra', from: { keep: 1 }, to: { keep: 2 } },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/"a"|"b"|"x"|"y"|"t"|"u"/);
    expect(secretChange('password')).toEqual({ field: 'password', from: null, to: null });
  });

  it('keeps values JSON can hold', () => {
    expect(auditValue(Number.NaN)).toBeNull();
    expect(auditValue(10n)).toBe('10');
    expect(auditValue(new Date(Number.NaN))).toBeNull();
  });
});

describe('auditSummary', () => {
  it('says what happened to which record, on one line', () => {
    expect(auditSummary('create', 'dog', 'Luna')).toBe('Created dog Luna');
    expect(
      auditSummary('update', 'owner', 'Ana García', {
        changes: [
          { field: 'phone', from: '1', to: '2' },
          { field: 'address', from: 'a', to: 'b' },
        ],
      }),
    ).toBe('Changed owner Ana García: phone, address');
    expect(auditSummary('status', 'daycare-visit', 'of Luna', { detail: 'checked out' })).toBe(
      'Changed the status of daycare visit of Luna: checked out',
    );
    expect(auditSummary('delete', 'setting', '')).toBe('Deleted settings');
    expect(oneLine('a\nb\tc')).toBe('a b c');
    expect(oneLine('x'.repeat(400))).toHaveLength(300);
  });
});

describe('auditStateOf', () => {
  it('keeps own fields, names other records by id, leaves bookkeeping and ignored fields out', () => {
    expect(
      auditStateOf(
        {
          id: 'v1',
          dog: { id: 'd1', name: 'Luna', owners: [{ id: 'o1' }] },
          date: '2026-11-26',
          package: null,
          groomers: [{ id: 'g1', name: 'Eva' }],
          services: ['bath'],
          vetCheckIn: { weight: 10 },
          nights: 3,
          createdAt: 'x',
          updatedBy: { id: 'u', username: 'ana' },
        },
        { ignore: ['nights'] },
      ),
    ).toEqual({
      dog: 'd1',
      date: '2026-11-26',
      package: null,
      groomers: ['g1'],
      services: ['bath'],
      vetCheckIn: { weight: 10 },
    });
  });
});
