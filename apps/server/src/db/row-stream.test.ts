// The batching of the streamed full lists: a small first batch, then full ones, each row once and
// in order, whatever the list's length against the batch sizes; what each batch names is loaded
// before it is handed over; a failed read ahead is thrown, not lost. (The lists themselves are
// compared element by element with GET by id in each module's REST test, on PostgreSQL.)
import { describe, expect, it } from 'vitest';
import { FIRST_BATCH, keysetBatches } from './row-stream';

/** A keyset read over 0..n-1 that records the sizes asked for. */
function numbers(n: number) {
  const asked: number[] = [];
  const read = async (last: number | null, size: number) => {
    asked.push(size);
    const from = last === null ? 0 : last + 1;
    return Array.from({ length: Math.max(0, Math.min(size, n - from)) }, (_, i) => from + i);
  };
  return { read, asked };
}

async function collect<T>(batches: AsyncGenerator<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

describe('keysetBatches', () => {
  it('starts with a batch of FIRST_BATCH rows, then full batches, every row once in order', async () => {
    for (const n of [
      0,
      1,
      FIRST_BATCH - 1,
      FIRST_BATCH,
      FIRST_BATCH + 1,
      FIRST_BATCH + 5_000,
      FIRST_BATCH + 10_000,
    ]) {
      const { read, asked } = numbers(n);
      const batches = await collect(keysetBatches(read, 5_000));
      expect(batches.flat(), `n = ${n}`).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(asked[0], `n = ${n}`).toBe(FIRST_BATCH);
      expect(new Set(asked.slice(1)), `n = ${n}`).toEqual(new Set(asked.length > 1 ? [5_000] : []));
      expect(batches.every((b) => b.length > 0)).toBe(true);
    }
  });

  it('asks for the whole limit from the start when it is smaller than the first batch', async () => {
    const { read, asked } = numbers(7);
    const batches = await collect(keysetBatches(read, 3));
    expect(batches).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(asked).toEqual([3, 3, 3]);
  });

  it('prepares each batch before handing it over, and throws a failed read ahead', async () => {
    const prepared: number[][] = [];
    let calls = 0;
    const read = async (last: number | null, size: number) => {
      calls += 1;
      if (calls === 3) throw new Error('connection lost');
      const from = last === null ? 0 : last + 1;
      return Array.from({ length: size }, (_, i) => from + i);
    };
    const seen: number[][] = [];
    const run = async () => {
      for await (const batch of keysetBatches(read, 2, async (rows) => void prepared.push(rows))) {
        expect(prepared).toContainEqual(batch);
        seen.push(batch);
      }
    };
    await expect(run()).rejects.toThrow('connection lost');
    expect(seen).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });
});
