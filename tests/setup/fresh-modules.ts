// Runs before each unit test file (vitest.config.ts setupFiles). The unit project does not isolate
// files (isolate: false: one worker process runs file after file, which saves starting a process
// and loading node_modules per file); our own modules are evaluated afresh for each file, so
// module-level state never crosses from one file to the next.
import { vi } from 'vitest';

vi.resetModules();
