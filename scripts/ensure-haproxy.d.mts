// Types for ensure-haproxy.mjs.
export declare const HAPROXY_CANDIDATES: readonly string[];
export declare function findHaproxy(env?: Record<string, string | undefined>): string | null;
export declare function ensureHaproxy(): string;
