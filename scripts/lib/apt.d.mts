// Types for apt.mjs, so TypeScript tests can import it.
/** Runs `apt-get -o DPkg::Lock::Timeout=300 <args>`; true when it succeeded. */
export declare function apt(args: string[], tag?: string, attempts?: number): boolean;
/** Whether apt-get can be run here, and as root. */
export declare function aptAvailable(): { isRoot: boolean; hasApt: boolean };
/** Whether `path` is a file this process may execute. */
export declare function isExecutableFile(path: string): boolean;
