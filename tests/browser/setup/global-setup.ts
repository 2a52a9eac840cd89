// Starts the BUILT app (apps/server/dist + apps/web/dist) as the README's run command does,
// with its own embedded PostgreSQL in a throwaway DATA_DIR, for the browser tests.
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../helpers/built-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminUsername', server.admin.username);
  project.provide('adminPassword', server.admin.password);
  return () => server.stop();
}
