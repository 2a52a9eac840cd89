// Reads schema.prisma's DMMF with the schema tooling that ships inside the `prisma` package
// (prisma/build/prisma_schema_build_bg.wasm, the same `get_dmmf` the CLI calls). The CLI
// inlines that module's JavaScript glue, so the four imports it needs are provided here; the
// import names carry build hashes, so they are matched by prefix.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'object' | 'enum' | 'unsupported';
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  isUnique: boolean;
  isUpdatedAt: boolean;
  hasDefaultValue: boolean;
  type: string;
  nativeType?: [string, string[]] | null;
  default?: unknown;
  relationName?: string;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
  relationOnUpdate?: string;
}

export interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}

export interface DmmfIndex {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  isDefinedOnField: boolean;
  dbName?: string | null;
  algorithm?: string;
  clustered?: boolean;
  where?: string;
  fields: { name: string; sortOrder?: 'asc' | 'desc'; length?: number; operatorClass?: string }[];
}

export interface DmmfEnum {
  name: string;
  dbName?: string | null;
  values: { name: string; dbName: string | null }[];
}

export interface DmmfDatamodel {
  models: DmmfModel[];
  enums: DmmfEnum[];
  indexes: DmmfIndex[];
}

const IMPORT_PREFIXES = [
  '__wbg_set_message_',
  '__wbg_Error_',
  '__wbg___wbindgen_throw_',
  '__wbindgen_init_externref_table',
];

// The project compiles without the DOM lib, where the WebAssembly types live; these are the
// few members used here.
interface WasmTable {
  grow: (delta: number) => number;
  get: (index: number) => unknown;
  set: (index: number, value: unknown) => void;
}
interface WasmApi {
  Module: {
    new (bytes: Uint8Array): object;
    imports: (module: object) => { module: string; name: string }[];
  };
  Instance: new (module: object, imports: object) => { exports: object };
}
const Wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface SchemaWasmExports {
  memory: { buffer: ArrayBuffer };
  __wbindgen_externrefs: WasmTable;
  __wbindgen_malloc: (size: number, align: number) => number;
  __wbindgen_free: (ptr: number, size: number, align: number) => void;
  __externref_table_dealloc: (index: number) => void;
  __wbindgen_start: () => void;
  get_dmmf: (ptr: number, len: number) => [number, number, number, number];
}

let cached: SchemaWasmExports | undefined;

function schemaWasm(): SchemaWasmExports {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const buildDir = dirname(require.resolve('prisma/build/index.js'));
  const module = new Wasm.Module(readFileSync(join(buildDir, 'prisma_schema_build_bg.wasm')));
  let ex: SchemaWasmExports | undefined;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const text = (ptr: number, len: number) => decoder.decode(new Uint8Array(ex!.memory.buffer, ptr, len));
  let panic = '';
  const impls: Record<string, (...args: number[]) => unknown> = {
    __wbg_set_message_: (ptr, len) => {
      panic = text(ptr, len);
    },
    __wbg_Error_: (ptr, len) => new Error(text(ptr, len)),
    __wbg___wbindgen_throw_: (ptr, len) => {
      throw new Error(`${text(ptr, len)}${panic ? `: ${panic}` : ''}`);
    },
    __wbindgen_init_externref_table: () => {
      const table = ex!.__wbindgen_externrefs;
      const offset = table.grow(4);
      table.set(0, undefined);
      table.set(offset + 0, undefined);
      table.set(offset + 1, null);
      table.set(offset + 2, true);
      table.set(offset + 3, false);
    },
  };
  const imports: Record<string, Record<string, (...args: number[]) => unknown>> = {};
  for (const imp of Wasm.Module.imports(module)) {
    const prefix = IMPORT_PREFIXES.find((p) => imp.name.startsWith(p));
    if (!prefix) {
      throw new Error(
        `prisma_schema_build_bg.wasm wants an unknown import "${imp.name}": the Prisma version changed; update test/drift/prisma-dmmf.ts`,
      );
    }
    imports[imp.module] ??= {};
    imports[imp.module]![imp.name] = impls[prefix]!;
  }
  ex = new Wasm.Instance(module, imports).exports as unknown as SchemaWasmExports;
  ex.__wbindgen_start();
  cached = ex;
  return ex;
}

/** The DMMF datamodel of a Prisma schema (throws with Prisma's own message when invalid). */
export function getDmmf(schema: string, path = 'schema.prisma'): DmmfDatamodel {
  const ex = schemaWasm();
  const input = new TextEncoder().encode(JSON.stringify({ prismaSchema: [[path, schema]], noColor: true }));
  const ptr = ex.__wbindgen_malloc(input.length, 1);
  new Uint8Array(ex.memory.buffer, ptr, input.length).set(input);
  const [outPtr, outLen, errRef, isErr] = ex.get_dmmf(ptr, input.length);
  if (isErr) {
    const error = ex.__wbindgen_externrefs.get(errRef);
    ex.__externref_table_dealloc(errRef);
    throw error instanceof Error ? error : new Error(String(error));
  }
  try {
    const json = new TextDecoder().decode(new Uint8Array(ex.memory.buffer, outPtr, outLen));
    return (JSON.parse(json) as { datamodel: DmmfDatamodel }).datamodel;
  } finally {
    ex.__wbindgen_free(outPtr, outLen, 1);
  }
}
