// What Prisma Migrate would create in PostgreSQL for a DMMF datamodel, as a SchemaDescription:
// table and column names (@@map/@map), column types (scalar defaults and @db.* native
// types), NOT NULL, column defaults as PostgreSQL prints them back, the primary key, every
// @unique/@@unique/@@index with Prisma's default names (<table>_<columns>_key|idx, <table>_pkey,
// <table>_<columns>_fkey, cut to 63 characters), foreign keys with Prisma's default
// referential actions (Restrict for required relations, SetNull for optional ones; onUpdate
// Cascade), and enum types with their @map values.
//
// It throws for constructs it cannot predict yet, so a schema change never silently escapes
// the drift test: extend the tables below instead.
import {
  type ColumnDescription,
  emptyTable,
  type ForeignKeyDescription,
  type ReferentialAction,
  type SchemaDescription,
} from './description';
import type { DmmfDatamodel, DmmfEnum, DmmfField, DmmfModel } from './prisma-dmmf';

const MAX_IDENTIFIER = 63;

/** PostgreSQL's format_type() of each Prisma scalar without @db.*. */
const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Float: 'double precision',
  Decimal: 'numeric(65,30)',
  Boolean: 'boolean',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Bytes: 'bytea',
};

/** PostgreSQL's format_type() of each @db.* native type, given its arguments. */
const NATIVE_TYPES: Record<string, (args: string[]) => string> = {
  Text: () => 'text',
  VarChar: (a) => (a[0] ? `character varying(${a[0]})` : 'character varying'),
  Char: (a) => `character(${a[0] ?? 1})`,
  Uuid: () => 'uuid',
  Xml: () => 'xml',
  Inet: () => 'inet',
  Citext: () => 'citext',
  Bit: (a) => `bit(${a[0] ?? 1})`,
  VarBit: (a) => (a[0] ? `bit varying(${a[0]})` : 'bit varying'),
  SmallInt: () => 'smallint',
  Integer: () => 'integer',
  BigInt: () => 'bigint',
  Oid: () => 'oid',
  DoublePrecision: () => 'double precision',
  Real: () => 'real',
  Decimal: (a) => (a.length ? `numeric(${a.join(',')})` : 'numeric'),
  Money: () => 'money',
  Timestamp: (a) => `timestamp${a[0] !== undefined ? `(${a[0]})` : ''} without time zone`,
  Timestamptz: (a) => `timestamp${a[0] !== undefined ? `(${a[0]})` : ''} with time zone`,
  Time: (a) => `time${a[0] !== undefined ? `(${a[0]})` : ''} without time zone`,
  Timetz: (a) => `time${a[0] !== undefined ? `(${a[0]})` : ''} with time zone`,
  Date: () => 'date',
  Boolean: () => 'boolean',
  Json: () => 'json',
  JsonB: () => 'jsonb',
  ByteA: () => 'bytea',
};

/** How format_type() and casts print a type name: quoted unless plain lower-case. */
export function quoteIdent(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/** Prisma's default constraint name: `<table>_<columns>_<suffix>`, cut to 63 characters. */
export function constraintName(table: string, columns: string[], suffix: 'key' | 'idx' | 'fkey'): string {
  const base = `${table}_${columns.join('_')}`;
  return `${base.slice(0, MAX_IDENTIFIER - suffix.length - 1)}_${suffix}`;
}

export function primaryKeyName(table: string): string {
  return `${table.slice(0, MAX_IDENTIFIER - 5)}_pkey`;
}

export function describeFromDmmf(dm: DmmfDatamodel): SchemaDescription {
  const enums = new Map(dm.enums.map((e) => [e.name, e]));
  const models = new Map(dm.models.map((m) => [m.name, m]));
  const tableOf = (m: DmmfModel) => m.dbName ?? m.name;
  const columnOf = (m: DmmfModel, fieldName: string) => {
    const field = m.fields.find((f) => f.name === fieldName);
    if (!field) throw new Error(`DMMF: ${m.name}.${fieldName} not found`);
    return field.dbName ?? field.name;
  };

  const description: SchemaDescription = {
    enums: Object.fromEntries(
      dm.enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)]),
    ),
    tables: {},
    sequences: [],
    extensions: [],
  };

  for (const model of dm.models) {
    const table = tableOf(model);
    const t = emptyTable();
    description.tables[table] = t;

    for (const field of model.fields) {
      if (field.kind === 'object') continue;
      const column = field.dbName ?? field.name;
      const col = describeColumn(model, field, enums);
      t.columns[column] = col;
      if (isAutoincrement(field)) description.sequences.push(`${table}_${column}_seq`);
    }

    for (const field of model.fields) {
      if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
      const target = models.get(field.type);
      if (!target)
        throw new Error(`DMMF: relation ${model.name}.${field.name} points at unknown model ${field.type}`);
      const columns = field.relationFromFields.map((f) => columnOf(model, f));
      const fromFieldsRequired = field.relationFromFields.every(
        (f) => model.fields.find((x) => x.name === f)?.isRequired,
      );
      const fk: ForeignKeyDescription = {
        columns,
        referencedTable: tableOf(target),
        referencedColumns: (field.relationToFields ?? []).map((f) => columnOf(target, f)),
        onDelete: referentialAction(field.relationOnDelete ?? (fromFieldsRequired ? 'Restrict' : 'SetNull')),
        onUpdate: referentialAction(field.relationOnUpdate ?? 'Cascade'),
      };
      t.foreignKeys[constraintName(table, columns, 'fkey')] = fk;
    }
  }

  for (const index of dm.indexes) {
    const model = models.get(index.model);
    if (!model) throw new Error(`DMMF: index on unknown model ${index.model}`);
    const table = tableOf(model);
    const t = description.tables[table]!;
    const columns = index.fields.map((f) => columnOf(model, f.name));
    if (index.type === 'id') {
      t.primaryKey = { name: index.dbName ?? primaryKeyName(table), columns };
      continue;
    }
    if (index.type === 'fulltext')
      throw new Error(`DMMF: fulltext indexes do not exist on PostgreSQL (${table})`);
    if (index.where)
      throw new Error(`DMMF: partial index on ${table}: teach drift/from-prisma.ts its predicate`);
    const unique = index.type === 'unique';
    const name = index.dbName ?? constraintName(table, columns, unique ? 'key' : 'idx');
    t.indexes[name] = {
      unique,
      method: (index.algorithm ?? 'BTree').toLowerCase(),
      keys: index.fields.map((f, i) => {
        if (f.length !== undefined) throw new Error(`DMMF: index length on ${table} is MySQL-only`);
        return `${columns[i]}${f.operatorClass ? ` ${f.operatorClass}` : ''}${f.sortOrder === 'desc' ? ' DESC' : ''}`;
      }),
      predicate: null,
    };
  }
  return description;
}

function describeColumn(model: DmmfModel, field: DmmfField, enums: Map<string, DmmfEnum>): ColumnDescription {
  const where = `${model.name}.${field.name}`;
  let type: string;
  if (field.kind === 'enum') {
    const e = enums.get(field.type);
    if (!e) throw new Error(`DMMF: ${where} uses unknown enum ${field.type}`);
    type = quoteIdent(e.dbName ?? e.name);
  } else if (field.kind === 'scalar') {
    if (field.nativeType) {
      const [name, args] = field.nativeType;
      const native = NATIVE_TYPES[name];
      if (!native)
        throw new Error(`drift: ${where} uses @db.${name}; add it to NATIVE_TYPES in drift/from-prisma.ts`);
      type = native(args);
    } else {
      const scalar = SCALAR_TYPES[field.type];
      if (!scalar) throw new Error(`drift: ${where} has scalar type ${field.type}; add it to SCALAR_TYPES`);
      type = scalar;
    }
  } else {
    throw new Error(`drift: ${where} is ${field.kind}; drift/from-prisma.ts cannot describe it yet`);
  }
  if (field.isList) type = `${type}[]`;
  return {
    type,
    // Prisma Migrate never puts NOT NULL on scalar lists (an empty list is stored as '{}' or NULL).
    nullable: field.isList ? true : !field.isRequired,
    default: describeDefault(model, field, type, enums),
  };
}

function isAutoincrement(field: DmmfField): boolean {
  const d = field.default as { name?: string } | undefined;
  return typeof d === 'object' && d !== null && d.name === 'autoincrement';
}

/** The column default as pg_get_expr() prints back what Prisma Migrate writes. */
function describeDefault(
  model: DmmfModel,
  field: DmmfField,
  type: string,
  enums: Map<string, DmmfEnum>,
): string | null {
  const where = `${model.name}.${field.name}`;
  if (!field.hasDefaultValue || field.default === undefined) return null;
  const d = field.default;
  if (typeof d === 'object' && d !== null && !Array.isArray(d)) {
    const fn = d as { name: string; args: unknown[] };
    switch (fn.name) {
      case 'uuid':
      case 'cuid':
      case 'nanoid':
      case 'ulid':
        return null; // generated by Prisma Client, no database default
      case 'now':
        return 'CURRENT_TIMESTAMP';
      case 'autoincrement':
        return `nextval('${quoteIdent(`${model.dbName ?? model.name}_${field.dbName ?? field.name}_seq`)}'::regclass)`;
      case 'dbgenerated':
        if (typeof fn.args[0] !== 'string') {
          throw new Error(`drift: ${where} has @default(dbgenerated()) without an expression; give it one`);
        }
        // Compared verbatim: write the expression in the form PostgreSQL prints it back.
        return fn.args[0];
      default:
        throw new Error(`drift: ${where} has @default(${fn.name}()); teach drift/from-prisma.ts about it`);
    }
  }
  if (Array.isArray(d))
    throw new Error(`drift: ${where} has a list default; teach drift/from-prisma.ts about it`);
  if (field.kind === 'enum') {
    const e = enums.get(field.type)!;
    const value = e.values.find((v) => v.name === d);
    return `${literal(String(value?.dbName ?? value?.name ?? d))}::${type}`;
  }
  switch (field.type) {
    case 'String':
      return `${literal(String(d))}::${type === 'text' ? 'text' : type.replace(/\(.*\)/, '')}`;
    case 'Boolean':
      return String(d);
    case 'Int':
    case 'BigInt':
    case 'Float':
    case 'Decimal':
      return numericDefault(String(d));
    default:
      throw new Error(`drift: ${where} has a ${field.type} default; teach drift/from-prisma.ts about it`);
  }
}

/**
 * Prisma writes numeric defaults as bare literals. PostgreSQL types such a literal itself
 * (integer, bigint or numeric), hides the implicit cast to the column's type, and prints a
 * negative or bigint constant quoted with its type so that it re-parses as one constant.
 */
function numericDefault(text: string): string {
  if (/^-?\d+$/.test(text)) {
    const n = BigInt(text);
    if (n >= -2147483648n && n <= 2147483647n) return n < 0n ? `'${text}'::integer` : text;
    if (n >= -9223372036854775808n && n <= 9223372036854775807n) return `'${text}'::bigint`;
  }
  return text.startsWith('-') ? `'${text}'::numeric` : text;
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function referentialAction(action: string): ReferentialAction {
  const known: ReferentialAction[] = ['Cascade', 'Restrict', 'NoAction', 'SetNull', 'SetDefault'];
  if (!known.includes(action as ReferentialAction))
    throw new Error(`drift: unknown referential action ${action}`);
  return action as ReferentialAction;
}
