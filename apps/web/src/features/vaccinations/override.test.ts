import { describe, expect, it } from 'vitest';
import {
  capacityRefusal,
  overrideStore,
  requestOverride,
  runWithOverride,
  runWithVaccinationOverride,
  vaccinationRefusal,
  vaccinationWarning,
  WAITLIST,
  withOverrideIf,
} from './override';

/** A tRPC client error as the server sends it. */
function refused(message: string, data: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { data: { code: 'CONFLICT', httpStatus: 409, ...data } });
}

/** Waits until the override dialog's store holds a request. */
async function pending() {
  for (let i = 0; i < 100 && overrideStore.get() === null; i += 1) await Promise.resolve();
  const request = overrideStore.get();
  if (!request) throw new Error('no override asked');
  return request;
}

describe('a refusal for missing vaccines', () => {
  it("names the diseases of the server's message, and is nothing for another conflict", () => {
    expect(vaccinationRefusal(refused('Vaccinations missing or expired: rabies, bordetella'))).toEqual({
      diseases: ['rabies', 'bordetella'],
    });
    expect(vaccinationRefusal(refused('Dog is already checked in'))).toBeNull();
    expect(vaccinationRefusal(new Error('Vaccinations missing or expired: rabies'))).toBeNull();
  });

  it('reads a warning of a saved booking, and no warning from an answer without one', () => {
    expect(
      vaccinationWarning({ id: 'b', warnings: [{ code: 'vaccinations', diseases: ['rabies'] }] }),
    ).toEqual(['rabies']);
    expect(vaccinationWarning({ id: 'b' })).toBeNull();
    expect(withOverrideIf({ dog: 'd' }, undefined)).toEqual({ dog: 'd' });
  });
});

describe('runWithVaccinationOverride', () => {
  it("retries once with the manager's reason after a refusal", async () => {
    const calls: unknown[] = [];
    const run = runWithVaccinationOverride('Lúa', async (override) => {
      calls.push(override);
      if (!override) throw refused('Vaccinations missing or expired: rabies');
      return 'checked in';
    });
    const request = await pending();
    expect(request).toMatchObject({ dogName: 'Lúa', diseases: ['rabies'] });
    overrideStore.settle('Owner shows the paper card');
    await expect(run).resolves.toBe('checked in');
    expect(calls).toEqual([undefined, { reason: 'Owner shows the paper card' }]);
    expect(overrideStore.get()).toBeNull();
  });

  it('gives up without retrying when the desk cancels, and rethrows any other failure', async () => {
    let count = 0;
    const run = runWithVaccinationOverride('Max', async () => {
      count += 1;
      throw refused('Vaccinations missing or expired: bordetella');
    });
    await pending();
    overrideStore.settle(null);
    await expect(run).resolves.toBeNull();
    expect(count).toBe(1);
    await expect(
      runWithVaccinationOverride('Max', async () => {
        throw refused('Dog is already checked in');
      }),
    ).rejects.toThrow('Dog is already checked in');
  });

  it('a second refusal closes the first request as cancelled', async () => {
    const first = requestOverride('A', { diseases: ['rabies'] });
    await pending();
    const second = requestOverride('B', { diseases: ['rabies'] });
    await expect(first).resolves.toBeNull();
    expect((await pending()).dogName).toBe('B');
    overrideStore.settle('ok');
    await expect(second).resolves.toBe('ok');
  });
});

describe('a refusal for capacity (issue 24)', () => {
  it('reads a full hotel or daycare, and not a kennel full on its own (no override gets past it)', () => {
    expect(
      capacityRefusal(refused('No kennel free for these nights', { messageKey: 'kennels.noKennelFree' })),
    ).toEqual({ capacity: 'kennels.noKennelFree' });
    expect(capacityRefusal(refused('Daycare is full today'))).toEqual({ capacity: 'daycare.full' });
    expect(
      capacityRefusal(refused('Kennel not free for these nights', { messageKey: 'kennels.kennelNotFree' })),
    ).toBeNull();
    expect(capacityRefusal(new Error('No kennel free for these nights'))).toBeNull();
  });

  it("retries a full hotel with the manager's reason, and does not ask twice", async () => {
    const calls: unknown[] = [];
    const run = runWithOverride('Lúa', async (override) => {
      calls.push(override);
      throw refused('No kennel free for these nights', { messageKey: 'kennels.noKennelFree' });
    });
    const request = await pending();
    expect(request).toMatchObject({ dogName: 'Lúa', capacity: 'kennels.noKennelFree', waitlist: false });
    overrideStore.settle('VIP owner');
    await expect(run).rejects.toThrow('No kennel free for these nights');
    expect(calls).toEqual([undefined, { reason: 'VIP owner' }]);
  });

  it('puts a new stay on the waitlist when the desk chooses it, without retrying', async () => {
    let tries = 0;
    let waitlisted = 0;
    const run = runWithOverride(
      'Max',
      async () => {
        tries += 1;
        throw refused('No kennel free for these nights', { messageKey: 'kennels.noKennelFree' });
      },
      {
        waitlist: async () => {
          waitlisted += 1;
        },
      },
    );
    expect(await pending()).toMatchObject({ capacity: 'kennels.noKennelFree', waitlist: true });
    overrideStore.settle(WAITLIST);
    await expect(run).resolves.toBeNull();
    expect({ tries, waitlisted }).toEqual({ tries: 1, waitlisted: 1 });
  });

  it('offers no waitlist for a full daycare', async () => {
    const run = runWithOverride(
      'Nala',
      async () => {
        throw refused('Daycare is full today', { messageKey: 'daycare.full' });
      },
      { waitlist: async () => undefined },
    );
    expect(await pending()).toMatchObject({ capacity: 'daycare.full', waitlist: false });
    overrideStore.settle(null);
    await expect(run).resolves.toBeNull();
  });
});
