// The import rule of docs/modules.md ("One door"), checked on the real tree and on cases that
// break it, so the check itself cannot silently pass everything. `pnpm lint` runs the same check.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBoundaries,
  importViolation,
  relativeImports,
} from '../../../scripts/lib/module-boundaries.mjs';

const root = resolve(import.meta.dirname, '../../..');
const src = 'apps/server/src';

describe('module boundaries', () => {
  it('holds in the tree: every module is imported only through its door', () => {
    expect(checkBoundaries(root)).toEqual([]);
  });

  it("refuses another module's insides, and anything from a module in a shared layer", () => {
    expect(
      importViolation(`${src}/modules/hotel/hotel.reads.ts`, `${src}/modules/dogs/dogs.search.ts`),
    ).toMatch(/inside the dogs module/);
    expect(importViolation(`${src}/app.ts`, `${src}/modules/vet/vet.rest.ts`)).toMatch(
      /modules\/vet\/index\.ts/,
    );
    expect(importViolation(`${src}/db/row-stream.ts`, `${src}/modules/dogs/index.ts`)).toMatch(
      /shared layer/,
    );
    expect(importViolation(`${src}/lib/paging.ts`, `${src}/modules/dogs/dogs.reads.ts`)).toMatch(
      /shared layer/,
    );
    expect(importViolation(`${src}/trpc/context.ts`, `${src}/modules/auth/index.ts`)).toMatch(/shared layer/);
  });

  it('lets a module use its own files, other doors, and tests use fixtures', () => {
    expect(
      importViolation(`${src}/modules/hotel/hotel.reads.ts`, `${src}/modules/hotel/hotel.dto.ts`),
    ).toBeNull();
    expect(
      importViolation(`${src}/modules/dashboard/dashboard.service.ts`, `${src}/modules/vet/index.ts`),
    ).toBeNull();
    expect(
      importViolation(`${src}/modules/hotel/hotel.fixtures.ts`, `${src}/modules/dogs/dogs.fixtures.ts`),
    ).toBeNull();
    expect(
      importViolation('apps/server/test/lifecycle.test.ts', `${src}/modules/dogs/dogs.fixtures.ts`),
    ).toBeNull();
    expect(importViolation(`${src}/modules/vet/vet.writes.ts`, `${src}/db/tx.ts`)).toBeNull();
    // Fixtures are for tests: production code still goes through the door.
    expect(
      importViolation(`${src}/modules/vet/vet.writes.ts`, `${src}/modules/dogs/dogs.fixtures.ts`),
    ).toMatch(/inside the dogs module/);
  });

  it('reads static, re-exported and dynamic relative imports', () => {
    const text = [
      "import { a } from '../dogs/dogs.reads';",
      "import type { B } from './b';",
      "export { c } from '../../db/c';",
      "const d = await import('../vet/vet.rest');",
      "import { e } from '@pawdesk/domain';",
    ].join('\n');
    expect(relativeImports(text)).toEqual(['../dogs/dogs.reads', './b', '../../db/c', '../vet/vet.rest']);
  });
});
