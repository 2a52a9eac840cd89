// Proves that the migrated database is what schema.prisma declares. The migrations are
// hand-written SQL (the Prisma schema engine cannot run on the build machines), so nothing
// else would notice a column type, default, index or foreign key that differs.
//
// Declared side: schema.prisma's DMMF (from the prisma package's own schema wasm), turned
// into what Prisma Migrate creates on PostgreSQL (drift/from-prisma.ts), plus the SQL-only
// rules (drift/sql-only-rules.ts). Actual side: pg_catalog (drift/from-database.ts).
// Both are plain descriptions compared by a pure function (drift/description.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMigratedDatabase, type MigratedDatabase } from './drift/database';
import { compareSchemas, type SchemaDescription, withSqlOnlyRules } from './drift/description';
import { describeDatabase } from './drift/from-database';
import { describeFromDmmf } from './drift/from-prisma';
import { getDmmf } from './drift/prisma-dmmf';
import { SQL_ONLY_RULES } from './drift/sql-only-rules';

const schemaPath = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));

let declaredCache: SchemaDescription | undefined;
function declared(): SchemaDescription {
  declaredCache ??= withSqlOnlyRules(
    describeFromDmmf(getDmmf(readFileSync(schemaPath, 'utf8'))),
    SQL_ONLY_RULES,
  );
  return structuredClone(declaredCache);
}

function report(mismatches: string[], where: string): string {
  return mismatches.length === 0
    ? 'no drift'
    : `${mismatches.length} difference(s) between schema.prisma (+ SQL-only rules) and ${where}:\n  - ${mismatches.join('\n  - ')}`;
}

describe('migrated database vs schema.prisma', () => {
  let db: MigratedDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await getMigratedDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await db?.dispose();
  });

  it('has every table, column (type, nullability, default), key, index, foreign key and enum the schema declares, and nothing else', async () => {
    const mismatches = compareSchemas(declared(), await describeDatabase(client));
    expect(mismatches, report(mismatches, db.source)).toEqual([]);
  });

  it('has the SQL-only rules: active-visit partial unique index, hotel exclusion constraint, trigram, lower() and ICU-collated name indexes, checks', async () => {
    const actual = await describeDatabase(client);
    for (const [table, rules] of Object.entries(SQL_ONLY_RULES.tables)) {
      const t = actual.tables[table];
      expect(t, `table ${table}`).toBeDefined();
      for (const [name, index] of Object.entries<object>('indexes' in rules ? rules.indexes : {})) {
        expect(t?.indexes[name], `index ${name}`).toEqual(index);
      }
      for (const kind of ['checks', 'exclusions'] as const) {
        const expectedRules: Record<string, string> =
          kind in rules ? (rules as Record<typeof kind, Record<string, string>>)[kind] : {};
        for (const [name, definition] of Object.entries(expectedRules)) {
          expect(t?.[kind][name]?.replace(/\s+/g, ' '), `${kind} ${name}`).toBe(
            definition.replace(/\s+/g, ' '),
          );
        }
      }
    }
    for (const ext of SQL_ONLY_RULES.extensions) expect(actual.extensions).toContain(ext);
    expect(actual.sequences).toContain('dog_number_seq');
  });

  it('notices drift in a real database (DDL inside a transaction that is rolled back)', async () => {
    await client.query('BEGIN');
    let mismatches: string[];
    try {
      await client.query(`
        ALTER TABLE dogs ALTER COLUMN breed DROP NOT NULL;
        ALTER TABLE owners ALTER COLUMN address TYPE varchar(80);
        ALTER TABLE owners ALTER COLUMN phone TYPE text COLLATE "es-x-icu";
        DROP INDEX dogs_name_es_idx;
        CREATE INDEX dogs_name_es_idx ON dogs (name, id);
        ALTER TABLE hotel_bookings ALTER COLUMN notes DROP DEFAULT;
        DROP INDEX daycare_visits_package_id_idx;
        DROP INDEX daycare_visits_one_active_per_dog;
        ALTER TABLE daycare_visits DROP CONSTRAINT daycare_visits_package_id_fkey;
        ALTER TABLE daycare_visits ADD CONSTRAINT daycare_visits_package_id_fkey FOREIGN KEY (package_id)
          REFERENCES daycare_packages(id) ON DELETE CASCADE ON UPDATE CASCADE;
        ALTER TABLE hotel_bookings DROP CONSTRAINT hotel_bookings_no_overlap;
        ALTER TABLE users ADD COLUMN nickname text;
        ALTER TYPE "Role" ADD VALUE 'intern';`);
      mismatches = compareSchemas(declared(), await describeDatabase(client));
    } finally {
      await client.query('ROLLBACK');
    }
    expect(mismatches).toEqual([
      'enum "Role": values expected ["admin","manager","receptionist","vet","groomer","employee"], found ["admin","manager","receptionist","vet","groomer","employee","intern"]',
      'table "daycare_visits": index "daycare_visits_one_active_per_dog": declared but missing from the database',
      'table "daycare_visits": index "daycare_visits_package_id_idx": declared but missing from the database',
      'table "daycare_visits", foreign key "daycare_visits_package_id_fkey": onDelete expected "SetNull", found "Cascade"',
      'table "dogs", column "breed": nullable expected false, found true',
      'table "dogs", index "dogs_name_es_idx": keys expected ["name COLLATE \\"es-x-icu\\"","id"], found ["name","id"]',
      'table "hotel_bookings", column "notes": default expected "\'\'::text", found null',
      'table "hotel_bookings": exclusion constraint "hotel_bookings_no_overlap": declared but missing from the database',
      'table "owners", column "address": type expected "character varying(60)", found "character varying(80)"',
      'table "owners", column "phone": type expected "text", found "text COLLATE \\"es-x-icu\\""',
      'table "users": column "nickname": in the database but not declared',
    ]);
    // And the rollback left the database as it was.
    expect(compareSchemas(declared(), await describeDatabase(client))).toEqual([]);
  });
});

describe('compareSchemas', () => {
  it('finds nothing between a description and itself', () => {
    expect(compareSchemas(declared(), declared())).toEqual([]);
  });

  it('reports every kind of difference, one line each', () => {
    const expected = declared();
    const actual = declared();
    const t = (name: string) => {
      const table = actual.tables[name];
      if (!table) throw new Error(`no table ${name}`);
      return table;
    };
    t('dogs').columns.weight!.type = 'real';
    t('dogs').columns.name!.nullable = true;
    t('users').columns.role!.default = '\'admin\'::"Role"';
    delete t('owners').columns.phone;
    t('owners').columns.fax = { type: 'text', nullable: true, default: null };
    t('dog_owners').primaryKey = { name: 'dog_owners_pkey', columns: ['owner_id', 'dog_id'] };
    t('dog_owners').indexes.dog_owners_dog_id_position_key!.unique = false;
    t('dogs').indexes.dogs_search_text_trgm_idx!.method = 'gist';
    t('dogs').indexes.dogs_breed_idx!.keys = ['breed', 'name'];
    t('daycare_visits').indexes.daycare_visits_one_active_per_dog!.predicate = 'check_out_time IS NULL';
    delete t('vet_appointments').indexes.vet_appointments_status_idx;
    t('grooming_bookings').foreignKeys.grooming_bookings_dog_id_fkey!.onDelete = 'Restrict';
    t('daycare_packages').foreignKeys.daycare_packages_dog_id_fkey!.referencedTable = 'owners';
    t('daycare_packages').checks.daycare_packages_days_left_check = 'CHECK (days_left > 0)';
    t('hotel_bookings').exclusions = {};
    actual.enums.GroomingService = ['bath', 'haircut'];
    delete actual.tables.vet_appointments;
    actual.tables.legacy = { ...declared().tables.users! };
    actual.sequences = [];
    actual.extensions = ['plpgsql', 'pg_trgm'];

    expect(compareSchemas(expected, actual)).toEqual([
      'enum "GroomingService": values expected ["full-grooming","bath","haircut","nail-trim","ear-cleaning","teeth-cleaning"], found ["bath","haircut"]',
      'table "daycare_packages", foreign key "daycare_packages_dog_id_fkey": referencedTable expected "dogs", found "owners"',
      'table "daycare_packages", check constraint "daycare_packages_days_left_check": expected "CHECK (days_left >= 0)", found "CHECK (days_left > 0)"',
      'table "daycare_visits", index "daycare_visits_one_active_per_dog": predicate expected "check_in_time IS NOT NULL AND check_out_time IS NULL", found "check_out_time IS NULL"',
      'table "dog_owners": primary key expected {"name":"dog_owners_pkey","columns":["dog_id","owner_id"]}, found {"name":"dog_owners_pkey","columns":["owner_id","dog_id"]}',
      'table "dog_owners", index "dog_owners_dog_id_position_key": unique expected true, found false',
      'table "dogs", column "name": nullable expected false, found true',
      'table "dogs", column "weight": type expected "double precision", found "real"',
      'table "dogs", index "dogs_breed_idx": keys expected ["breed"], found ["breed","name"]',
      'table "dogs", index "dogs_search_text_trgm_idx": method expected "gin", found "gist"',
      'table "grooming_bookings", foreign key "grooming_bookings_dog_id_fkey": onDelete expected "Cascade", found "Restrict"',
      'table "hotel_bookings": exclusion constraint "hotel_bookings_no_overlap": declared but missing from the database',
      'table "legacy": in the database but not declared',
      'table "owners": column "fax": in the database but not declared',
      'table "owners": column "phone": declared but missing from the database',
      'table "users", column "role": default expected "\'employee\'::\\"Role\\"", found "\'admin\'::\\"Role\\""',
      'table "vet_appointments": declared but missing from the database',
      'sequence "dog_number_seq": declared but missing from the database',
      'extension "btree_gist": missing from the database',
      'extension "unaccent": missing from the database',
    ]);
  });
});

describe('what schema.prisma declares (Prisma Migrate conventions)', () => {
  it('uses Prisma names, column types, defaults and referential actions', () => {
    const d = declared();
    expect(Object.keys(d.tables).sort()).toEqual([
      'audit_events',
      'charges',
      'daycare_packages',
      'daycare_visits',
      'dog_owners',
      'dog_vaccinations',
      'dog_vaccine_coverage',
      'dogs',
      'failed_login_minutes',
      'fiscal_chain_heads',
      'fiscal_outbox',
      'fiscal_records',
      'grooming_bookings',
      'hotel_bookings',
      'hotel_waitlist',
      'invoice_counters',
      'invoice_lines',
      'invoices',
      'kennels',
      'login_known_addresses',
      'login_throttle_keys',
      'login_turn_queues',
      'login_turns',
      'owners',
      'payments',
      'prices',
      'settings',
      'till_sessions',
      'users',
      'vaccination_reminders',
      'vaccination_requirements',
      'vaccines',
      'vat_rates',
      'vet_appointments',
    ]);
    expect(d.enums.DaycarePackageType).toEqual(['1-day', '15-day', '30-day']);
    const dogs = d.tables.dogs!;
    expect(dogs.columns.id).toEqual({ type: 'uuid', nullable: false, default: null });
    expect(dogs.columns.updated_at).toEqual({
      type: 'timestamp(3) with time zone',
      nullable: false,
      default: null,
    });
    expect(dogs.columns.created_at?.default).toBe('CURRENT_TIMESTAMP');
    expect(dogs.columns.particular_signs).toEqual({
      type: 'character varying(500)',
      nullable: true,
      default: null,
    });
    expect(dogs.indexes.dogs_dog_id_key).toEqual({
      unique: true,
      method: 'btree',
      keys: ['dog_id'],
      predicate: null,
    });
    expect(d.tables.dog_owners!.primaryKey).toEqual({
      name: 'dog_owners_pkey',
      columns: ['dog_id', 'owner_id'],
    });
    expect(d.tables.dog_owners!.indexes.dog_owners_dog_id_position_key?.unique).toBe(true);
    expect(d.tables.grooming_bookings!.columns.grooming_services).toEqual({
      type: '"GroomingService"[]',
      nullable: true,
      default: null,
    });
    expect(d.tables.daycare_visits!.foreignKeys.daycare_visits_package_id_fkey).toEqual({
      columns: ['package_id'],
      referencedTable: 'daycare_packages',
      referencedColumns: ['id'],
      onDelete: 'SetNull',
      onUpdate: 'Cascade',
    });
  });

  it('applies the default referential actions when a relation names none', () => {
    const d = describeFromDmmf(
      getDmmf(`
        datasource db {
          provider = "postgresql"
        }
        model Parent {
          id       Int     @id @default(autoincrement())
          required Child[] @relation("required")
          optional Child[] @relation("optional")
        }
        model Child {
          id         String  @id @default(uuid()) @db.Uuid
          parentId   Int
          parent     Parent  @relation("required", fields: [parentId], references: [id])
          maybeId    Int?
          maybe      Parent? @relation("optional", fields: [maybeId], references: [id])
          @@index([parentId(sort: Desc)])
        }`),
    );
    const fks = d.tables.Child!.foreignKeys;
    expect(fks.Child_parentId_fkey).toMatchObject({ onDelete: 'Restrict', onUpdate: 'Cascade' });
    expect(fks.Child_maybeId_fkey).toMatchObject({ onDelete: 'SetNull', onUpdate: 'Cascade' });
    expect(d.tables.Parent!.columns.id).toEqual({
      type: 'integer',
      nullable: false,
      default: `nextval('"Parent_id_seq"'::regclass)`,
    });
    expect(d.sequences).toEqual(['Parent_id_seq']);
    expect(d.tables.Child!.indexes.Child_parentId_idx?.keys).toEqual(['parentId DESC']);
  });
});
