// The hotel part of `pnpm seed:demo`. Written by the hotel work; until then it adds nothing.
import type { AppDeps } from '../app-deps';
import type { ServiceContext } from '../lib/context';
import type { DemoDog } from './seed-demo-daycare';

export interface SeedHotelInput {
  svc: ServiceContext;
  deps: AppDeps;
  dogs: DemoDog[];
  random: () => number;
}

/** Seeds the hotel demo data; answers a one-line summary for the console. */
export async function seedDemoHotel(_input: SeedHotelInput): Promise<string> {
  return 'hotel: nothing yet';
}
