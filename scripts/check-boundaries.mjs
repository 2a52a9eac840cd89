// `pnpm lint` (after biome): fails when a file imports a server module other than through its door
// (scripts/lib/module-boundaries.mjs states the rule; docs/modules.md explains it).
import { checkBoundaries } from './lib/module-boundaries.mjs';
import { root } from './lib/pnpm.mjs';

const violations = checkBoundaries(root);
if (violations.length > 0) {
  console.error(
    `Module boundaries: ${violations.length} import(s) break the rule (docs/modules.md, "One door"):`,
  );
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log('Module boundaries: every module is imported through its door.');
