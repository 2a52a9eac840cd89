// The paging decisions All Visits and grooming's All Bookings share: which end of the index a
// page is read from, when walking beats collecting the matches, and a page past the end.
import { describe, expect, it } from 'vitest';
import { cheapWalk, type IndexRead, walkToPage, walkWithTotal } from './index-walk';
import { WALK_MAX_ENTRIES } from './recent-counts';

/** A list of `total` rows numbered newest first (0 is the newest), read as an index would be. */
function list(total: number) {
  const reads: [string, number, number][] = [];
  const read: IndexRead<number> = async (from, limit, offset) => {
    reads.push([from, limit, offset]);
    const newest = Array.from({ length: total }, (_, i) => i);
    if (from === 'newest') return newest.slice(offset, offset + limit);
    // From the oldest end, then back in list order.
    return [...newest]
      .reverse()
      .slice(offset, offset + limit)
      .reverse();
  };
  return { read, reads };
}

describe('walkToPage', () => {
  it('reads a page of the first half from the newest end, of the second half from the oldest', async () => {
    const { read, reads } = list(100);
    expect(await walkToPage(read, 2, 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(await walkToPage(read, 2, 10, 100)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(await walkToPage(read, 9, 10, 100)).toEqual([80, 81, 82, 83, 84, 85, 86, 87, 88, 89]);
    expect(await walkToPage(read, 9, 12, 100)).toEqual([96, 97, 98, 99]);
    expect(reads).toEqual([
      ['newest', 10, 10],
      ['newest', 10, 10],
      ['oldest', 10, 10],
      ['oldest', 4, 0],
    ]);
  });
});

describe('cheapWalk', () => {
  it('walks when the rows to skip over the share matched stay within the limit, to the last page at most', () => {
    expect(cheapWalk(undefined, 1, 20)).toBeNull();
    expect(cheapWalk({ total: 500, share: null }, 1, 20)).toBeNull();
    expect(cheapWalk({ total: 500, share: 0.5 }, 3, 20)).toEqual({ page: 3, total: 500 });
    expect(cheapWalk({ total: 500, share: 0.5 }, 99, 20)).toEqual({ page: 25, total: 500 });
    // 60 rows to page 3 at a share of 1 % is 6,000 entries: collect the matches instead.
    expect(60 / 0.01).toBeGreaterThan(WALK_MAX_ENTRIES);
    expect(cheapWalk({ total: 500, share: 0.01 }, 3, 20)).toBeNull();
  });
});

describe('walkWithTotal', () => {
  it('uses a total kept a moment ago without counting', async () => {
    const { read } = list(30);
    let counted = 0;
    const count = async () => ++counted;
    expect(await walkWithTotal(read, 9, 10, { total: 30, share: null }, count)).toEqual({
      rows: [20, 21, 22, 23, 24, 25, 26, 27, 28, 29],
      total: 30,
      page: 3,
    });
    expect(counted).toBe(0);
  });

  it('counts while walking, and walks again to the last page when the page was past the end', async () => {
    const { read, reads } = list(25);
    const count = async () => 25;
    expect(await walkWithTotal(read, 2, 10, undefined, count)).toEqual({
      rows: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
      total: 25,
      page: 2,
    });
    expect(await walkWithTotal(read, 7, 10, undefined, count)).toEqual({
      rows: [20, 21, 22, 23, 24],
      total: 25,
      page: 3,
    });
    expect(reads).toEqual([
      ['newest', 10, 10],
      ['newest', 10, 60],
      ['oldest', 5, 0],
    ]);
  });
});
