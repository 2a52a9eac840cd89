// Runs before the app's modules (a deferred classic script ahead of them in index.html).
// zod 4 compiles object parsers with `new Function` when it may, and probes for that once,
// while the schemas are created at module load. Under PawDesk's Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') the probe fails harmlessly, but the browser reports it
// as a CSP violation. zod reads its configuration from this global (z.config writes the same
// object), so setting `jitless` here, before zod loads, skips the probe and the compiled parsers.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
