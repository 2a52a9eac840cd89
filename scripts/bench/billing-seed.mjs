// Billing's bench seeding shared by `pnpm bench billing` and `pnpm bench till`: owners each with
// pending charges of various amounts and VAT rates, written straight in SQL.
import { withPg } from './lib.mjs';

/**
 * `count` owners named `${name} ${tag} n`, each with `lines` pending charges (1-3 units of 5.36 € and
 * up, every fourth line at 10 % VAT, the rest at 21 %): [{ owner, charges: [id...] }].
 */
export async function seedPendingWork(dbUrl, name, count, lines, tag) {
  return withPg(dbUrl, async (client) => {
    const { rows } = await client.query(
      `WITH o AS (
         INSERT INTO owners (id, name, email, phone, address, created_at, updated_at)
         SELECT gen_random_uuid(), $4 || ' ' || $3 || ' ' || g, lower($4) || '-' || $3 || '-' || g || '@example.com',
                '600000002', 'Calle ' || g, now(), now()
           FROM generate_series(1, $1) g RETURNING id),
       c AS (
         INSERT INTO charges (id, owner_id, description, quantity, unit_price_cents, vat_rate, total_cents)
         SELECT gen_random_uuid(), o.id, 'Line ' || l, 1 + l % 3, 499 + l * 37, CASE WHEN l % 4 = 0 THEN 10 ELSE 21 END,
                (1 + l % 3) * (499 + l * 37)
           FROM o CROSS JOIN generate_series(1, $2) l RETURNING id, owner_id)
       SELECT owner_id::text AS owner, array_agg(id::text) AS charges FROM c GROUP BY owner_id`,
      [count, lines, tag, name],
    );
    return rows;
  });
}
