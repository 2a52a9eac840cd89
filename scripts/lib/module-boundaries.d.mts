// Types for module-boundaries.mjs, so TypeScript tests can import it.
export declare function importViolation(from: string, to: string): string | null;
export declare function relativeImports(text: string): string[];
export declare function checkBoundaries(root: string): string[];
