// The Appointments List's query from the URL (docs/domains/vet.md): the days from-to go to the server only
// when they are whole days, an end before the start reads as that one day, and the page size is
// the compact list's.
import { VET_LIST_PAGE_SIZE } from '@pawdesk/domain/vet/vet.rules';
import { describe, expect, it } from 'vitest';
import { vetDayInput, vetListInput } from './vet-url';

describe('vetListInput', () => {
  it('sends whole days, trimmed search, a status other than all, and the compact page size', () => {
    expect(vetListInput(' luna ', 'scheduled', 2, { from: '2026-12-01', to: '2026-12-31' })).toEqual({
      search: 'luna',
      status: 'scheduled',
      from: '2026-12-01',
      to: '2026-12-31',
      page: 2,
      pageSize: VET_LIST_PAGE_SIZE,
    });
    expect(vetListInput('', 'all', 1)).toEqual({ search: '', page: 1, pageSize: VET_LIST_PAGE_SIZE });
  });

  it('leaves out half-typed or impossible days, and reads an end before the start as that day', () => {
    expect(vetListInput('', 'all', 1, { from: '2026-12', to: '2026-02-30' })).toEqual({
      search: '',
      page: 1,
      pageSize: VET_LIST_PAGE_SIZE,
    });
    expect(vetListInput('', 'all', 1, { from: '2026-12-10', to: '2026-12-01' })).toMatchObject({
      from: '2026-12-10',
      to: '2026-12-10',
    });
    expect(vetListInput('', 'all', 1, { to: '2026-12-01' })).toMatchObject({ to: '2026-12-01' });
  });
});

describe('vetDayInput', () => {
  it('asks for the URL’s day when it is one, else for today', () => {
    expect(vetDayInput('2026-12-03')).toEqual({ day: '2026-12-03' });
    expect(vetDayInput('')).toEqual({});
    expect(vetDayInput('12/03/2026')).toEqual({});
  });
});
