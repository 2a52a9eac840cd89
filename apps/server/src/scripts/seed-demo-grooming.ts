// The grooming part of `pnpm seed:demo`. Written by the grooming work; until then it adds nothing.
import type { AppDeps } from '../app-deps';
import type { ServiceContext } from '../lib/context';
import type { DemoDog } from './seed-demo-daycare';

export interface SeedGroomingInput {
  svc: ServiceContext;
  deps: AppDeps;
  dogs: DemoDog[];
  random: () => number;
}

/** Seeds the grooming demo data; answers a one-line summary for the console. */
export async function seedDemoGrooming(_input: SeedGroomingInput): Promise<string> {
  return 'grooming: nothing yet';
}
