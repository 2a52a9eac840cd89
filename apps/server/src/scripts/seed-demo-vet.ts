// The vet part of `pnpm seed:demo`. Written by the vet work; until then it adds nothing.
import type { AppDeps } from '../app-deps';
import type { ServiceContext } from '../lib/context';
import type { DemoDog } from './seed-demo-daycare';

export interface SeedVetInput {
  svc: ServiceContext;
  deps: AppDeps;
  dogs: DemoDog[];
  random: () => number;
}

/** Seeds the vet demo data; answers a one-line summary for the console. */
export async function seedDemoVet(_input: SeedVetInput): Promise<string> {
  return 'vet: nothing yet';
}
