// The till (decision 0060): one open session per business (a partial unique index: a second open
// is refused whatever the race), opened with a float; a running view of the cash expected and the
// totals by method; closed by a person (never by itself) with the counted cash, a difference other
// than 0 explained by a reason (kept on the audit event); the closing report (totals by method,
// invoices issued, VAT by rate of the session, the difference) is kept with the session.
import { randomUUID } from 'node:crypto';
import {
  PAYMENT_METHODS,
  type TPaymentMethod,
  type TTill,
  type TTillCloseInput,
  type TTillReport,
} from '@pawdesk/domain';
import { type Db, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { recordEvent } from '../audit';
import type { TillContext } from './till.context';

const noneOpen = () => new DomainError('NOT_FOUND', 'till.noneOpen');

interface SessionRow {
  id: string;
  openedAt: Date;
  openedBy: string | null;
  floatCents: number;
  closedAt: Date | null;
  closedBy: string | null;
  countedCashCents: number | null;
  differenceCents: number | null;
  differenceReason: string | null;
  report: TTillReport | null;
}

async function openSession(db: Db, lock: boolean): Promise<SessionRow | null> {
  const rows = lock
    ? await db.$queryRaw<SessionRow[]>`
        SELECT id::text AS id, opened_at AS "openedAt", opened_by_id::text AS "openedBy", float_cents AS "floatCents",
               closed_at AS "closedAt", closed_by_id::text AS "closedBy", counted_cash_cents AS "countedCashCents",
               difference_cents AS "differenceCents", difference_reason AS "differenceReason", report
          FROM till_sessions WHERE closed_at IS NULL FOR UPDATE`
    : await db.$queryRaw<SessionRow[]>`
        SELECT id::text AS id, opened_at AS "openedAt", opened_by_id::text AS "openedBy", float_cents AS "floatCents",
               closed_at AS "closedAt", closed_by_id::text AS "closedBy", counted_cash_cents AS "countedCashCents",
               difference_cents AS "differenceCents", difference_reason AS "differenceReason", report
          FROM till_sessions WHERE closed_at IS NULL`;
  return rows[0] ?? null;
}

/** The names (or usernames) of the given users, by id. */
async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: string; name: string }[]>`
    SELECT id::text AS id, coalesce(name, username) AS name FROM users WHERE id = ANY(${wanted}::uuid[])`;
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A report with who opened and closed it by name (a stored report keeps only the ids). */
async function named(db: Db, reports: TTillReport[]): Promise<TTillReport[]> {
  const names = await namesOf(
    db,
    reports.flatMap((r) => [r.openedBy, r.closedBy]),
  );
  return reports.map((r) => ({
    ...r,
    openedByName: r.openedBy ? (names.get(r.openedBy) ?? null) : null,
    closedByName: r.closedBy ? (names.get(r.closedBy) ?? null) : null,
  }));
}

/** The running figures of a session: cash in and out, expected cash, totals by method. */
async function figures(db: Db, s: SessionRow): Promise<TTill> {
  const rows = await db.$queryRaw<
    { method: TPaymentMethod; cents: bigint; inCents: bigint; outCents: bigint }[]
  >`
    SELECT method, sum(amount_cents) AS cents,
           coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0) AS "inCents",
           coalesce(-sum(amount_cents) FILTER (WHERE amount_cents < 0), 0) AS "outCents"
      FROM payments WHERE till_id = ${s.id}::uuid GROUP BY method`;
  const byMethod = PAYMENT_METHODS.flatMap((m) => {
    const r = rows.find((x) => x.method === m);
    return r ? [{ method: m, cents: Number(r.cents) }] : [];
  });
  const cash = rows.find((r) => r.method === 'cash');
  const cashInCents = Number(cash?.inCents ?? 0);
  const cashOutCents = Number(cash?.outCents ?? 0);
  return {
    id: s.id,
    openedAt: new Date(s.openedAt).toISOString(),
    openedBy: s.openedBy,
    openedByName: s.openedBy ? ((await namesOf(db, [s.openedBy])).get(s.openedBy) ?? null) : null,
    floatCents: s.floatCents,
    cashInCents,
    cashOutCents,
    expectedCashCents: s.floatCents + cashInCents - cashOutCents,
    byMethod,
  };
}

/** The invoices issued during the session and their VAT by rate. */
async function issuedDuring(db: Db, from: Date, to: Date) {
  const [count] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM invoices WHERE issued_at >= ${from} AND issued_at <= ${to}`;
  const vat = await db.$queryRaw<{ rate: number; baseCents: number; vatCents: number }[]>`
    SELECT (v->>'rate')::int AS rate, sum((v->>'baseCents')::int)::int AS "baseCents",
           sum((v->>'vatCents')::int)::int AS "vatCents"
      FROM invoices i, jsonb_array_elements(i.vat_breakdown) v
     WHERE i.issued_at >= ${from} AND i.issued_at <= ${to}
     GROUP BY 1 ORDER BY 1 DESC`;
  return { invoicesIssued: count?.n ?? 0, vat };
}

/** POST /api/till/open: 409 when one is open. */
export async function openTill(ctx: TillContext, input: { floatCents: number }): Promise<TTill> {
  return ctx.prisma.$transaction(async (tx) => {
    const id = randomUUID();
    const at = ctx.now();
    const inserted = await tx.$executeRaw`
      INSERT INTO till_sessions (id, opened_at, opened_by_id, float_cents)
      VALUES (${id}::uuid, ${at}, ${ctx.actor.id || null}::uuid, ${input.floatCents})
      ON CONFLICT ((true)) WHERE closed_at IS NULL DO NOTHING`;
    if (inserted === 0) throw new DomainError('CONFLICT', 'till.alreadyOpen');
    await recordEvent(tx, {
      actor: ctx.actor,
      action: 'create',
      entity: 'till',
      entityId: id,
      summary: `Opened the till with a float of ${input.floatCents / 100} €`,
      changes: [{ field: 'floatCents', from: null, to: input.floatCents }],
      at,
    });
    const s = await openSession(tx, false);
    if (!s) throw noneOpen();
    return figures(tx, s);
  }, TX_OPTIONS);
}

/** GET /api/till/current: 404 "No till is open". */
export async function currentTill(ctx: TillContext): Promise<TTill> {
  const s = await openSession(ctx.prisma, false);
  if (!s) throw noneOpen();
  return figures(ctx.prisma, s);
}

/** POST /api/till/close: the closing report; a difference other than 0 needs a reason (400). */
export async function closeTill(ctx: TillContext, input: TTillCloseInput): Promise<TTillReport> {
  return ctx.prisma.$transaction(async (tx) => {
    const s = await openSession(tx, true);
    if (!s) throw noneOpen();
    const live = await figures(tx, s);
    const differenceCents = input.countedCashCents - live.expectedCashCents;
    const reason = input.differenceReason?.trim() || null;
    if (differenceCents !== 0 && !reason) throw new DomainError('BAD_REQUEST', 'till.explainDifference');
    const closedAt = ctx.now();
    const issued = await issuedDuring(tx, new Date(s.openedAt), closedAt);
    const report: TTillReport = {
      ...live,
      closedAt: closedAt.toISOString(),
      closedBy: ctx.actor.id || null,
      closedByName: null,
      countedCashCents: input.countedCashCents,
      differenceCents,
      differenceReason: reason,
      ...issued,
    };
    await tx.$executeRaw`
      UPDATE till_sessions SET closed_at = ${closedAt}, closed_by_id = ${ctx.actor.id || null}::uuid,
             counted_cash_cents = ${input.countedCashCents}, difference_cents = ${differenceCents},
             difference_reason = ${reason}, report = ${JSON.stringify(report)}::jsonb
       WHERE id = ${s.id}::uuid`;
    await recordEvent(tx, {
      actor: ctx.actor,
      action: 'status',
      entity: 'till',
      entityId: s.id,
      summary: `Closed the till: counted ${input.countedCashCents / 100} €, difference ${differenceCents / 100} €`,
      changes: [
        { field: 'status', from: 'open', to: 'closed' },
        { field: 'countedCashCents', from: null, to: input.countedCashCents },
        { field: 'differenceCents', from: null, to: differenceCents },
      ],
      reason,
      at: closedAt,
    });
    const [withNames] = await named(tx, [report]);
    return withNames ?? report;
  }, TX_OPTIONS);
}

/** GET /api/till/sessions: newest first (the open one with its running figures). */
export async function listSessions(ctx: TillContext): Promise<TTillReport[]> {
  const rows = await ctx.prisma.$queryRaw<SessionRow[]>`
    SELECT id::text AS id, opened_at AS "openedAt", opened_by_id::text AS "openedBy", float_cents AS "floatCents",
           closed_at AS "closedAt", closed_by_id::text AS "closedBy", counted_cash_cents AS "countedCashCents",
           difference_cents AS "differenceCents", difference_reason AS "differenceReason", report
      FROM till_sessions ORDER BY opened_at DESC, id DESC LIMIT 200`;
  const out: TTillReport[] = [];
  for (const s of rows) {
    if (s.report) out.push(s.report);
    else {
      const live = await figures(ctx.prisma, s);
      const issued = await issuedDuring(ctx.prisma, new Date(s.openedAt), ctx.now());
      out.push({
        ...live,
        closedAt: null,
        closedBy: null,
        closedByName: null,
        countedCashCents: null,
        differenceCents: null,
        differenceReason: null,
        ...issued,
      });
    }
  }
  return named(ctx.prisma, out);
}
