// The query-string codecs behind useUrlState: what a shared or hand-edited link reads as, and
// what a change writes (defaults left out, other parameters kept).
import { describe, expect, it } from 'vitest';
import { readUrlState, urlParam, writeUrlState } from './use-url-state';

const schema = {
  q: urlParam.string(),
  sort: urlParam.oneOf(['name-asc', 'name-desc'] as const, 'name-asc'),
  page: urlParam.int(1),
};

describe('url state', () => {
  it('reads typed values, and anything invalid as the default', () => {
    expect(readUrlState(schema, new URLSearchParams('q=pe%C3%B1a&sort=name-desc&page=3'))).toEqual({
      q: 'peña',
      sort: 'name-desc',
      page: 3,
    });
    expect(readUrlState(schema, new URLSearchParams('sort=drop-table&page=-2'))).toEqual({
      q: '',
      sort: 'name-asc',
      page: 1,
    });
    expect(readUrlState(schema, new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readUrlState(schema, new URLSearchParams(`q=${'x'.repeat(500)}`)).q).toHaveLength(200);
  });

  it('writes a patch, leaves defaults out and keeps parameters it does not know', () => {
    const next = writeUrlState(schema, new URLSearchParams('tab=all&page=4'), { q: 'luna', page: 1 });
    expect(next.toString()).toBe('tab=all&q=luna');
    expect(writeUrlState(schema, next, { sort: 'name-desc' }).toString()).toBe(
      'tab=all&q=luna&sort=name-desc',
    );
    expect(writeUrlState(schema, next, { q: '' }).toString()).toBe('tab=all');
  });
});
