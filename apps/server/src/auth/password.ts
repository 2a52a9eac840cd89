// argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1).
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
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
