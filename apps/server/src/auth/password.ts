// argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1).
//
// Each hash costs ~25 ms of CPU and 19 MiB. Left alone, a burst of logins would run one per
// libuv thread (4 by default) and starve the event loop on a small machine, so every other
// request would wait. At most (cores - 1) run at once; the rest queue, and the server keeps
// one core for everything else.
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export const ARGON2_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const limit = createLimiter(ARGON2_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return limit(() => argon2.hash(password, OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await limit(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification, so an unknown username costs what a known one does. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('pawdesk-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
