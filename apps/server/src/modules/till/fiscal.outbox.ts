// Sending fiscal records to AEAT without ever blocking invoicing (decision 0063): each record's
// XML waits in fiscal_outbox; the job queue sends each record once, in chain order, through an
// adapter (fiscal.jobs.ts; sendDue below sends a batch at once, for tools and tests). Accepted -> sent. Refused by AEAT ->
// rejected, retried with backoff (a manager sees it). Unreachable or timed out -> stays pending,
// retried with backoff, and the batch stops (the next ones would meet the same wall).
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { TOutboxEntry } from '@pawdesk/domain';
import type { PrismaClient } from '../../db/prisma';
import type { TEnv } from '../../env';
import { readAeatAnswer, soapEnvelope } from './fiscal.soap';

export type SendResult = { outcome: 'accepted' } | { outcome: 'rejected'; error: string };

/** Sends one record's XML; resolves accepted or rejected, throws when AEAT cannot be reached. */
export interface AeatAdapter {
  send(xml: string): Promise<SendResult>;
}

/**
 * An adapter over HTTP(S): POSTs the record's XML in a SOAP 1.1 Envelope, as AEAT's VerifactuSOAP
 * service takes it, and reads the answer with readAeatAnswer (fiscal.soap.ts): accepted, rejected
 * with AEAT's code and words, or thrown (not reached: retried later). With a certificate (PKCS#12)
 * it authenticates as the business (AEAT's endpoints require it); `ca` trusts another authority
 * than the system's (a test endpoint).
 */
export function httpAdapter(opts: {
  url: string;
  timeoutMs?: number;
  pfx?: Buffer;
  passphrase?: string;
  ca?: Buffer;
}): AeatAdapter {
  const target = new URL(opts.url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return {
    send: (xml) =>
      new Promise<SendResult>((resolve, reject) => {
        const envelope = soapEnvelope(xml);
        const req = request(
          target,
          {
            method: 'POST',
            headers: {
              'content-type': 'text/xml; charset=utf-8',
              soapaction: '""',
              'content-length': Buffer.byteLength(envelope),
            },
            timeout: opts.timeoutMs ?? 30_000,
            ...(opts.pfx ? { pfx: opts.pfx, passphrase: opts.passphrase } : {}),
            ...(opts.ca ? { ca: opts.ca } : {}),
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const status = res.statusCode ?? 0;
              const answer = readAeatAnswer(status, Buffer.concat(chunks).toString('utf8'));
              if (answer) resolve(answer);
              else reject(new Error(`AEAT answered ${status}`));
            });
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error('AEAT did not answer in time')));
        req.on('error', reject);
        req.end(envelope);
      }),
  };
}

/** The adapter the environment configures (null when sending is off or no endpoint is set). */
export function adapterFromEnv(env: TEnv): AeatAdapter | null {
  if (env.FISCAL_SENDING !== 'on' || !env.AEAT_ENDPOINT_URL) return null;
  return httpAdapter({
    url: env.AEAT_ENDPOINT_URL,
    ...(env.AEAT_CERT_PATH ? { pfx: readFileSync(env.AEAT_CERT_PATH) } : {}),
    ...(env.AEAT_CERT_PASSWORD ? { passphrase: env.AEAT_CERT_PASSWORD } : {}),
    ...(env.AEAT_CA_PATH ? { ca: readFileSync(env.AEAT_CA_PATH) } : {}),
  });
}

/** The wait before the next attempt after `attempts` failures: 30 s doubling, at most 1 hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Sends the due records (not sent, next attempt passed) in chain order; answers what it did. */
export async function sendDue(
  prisma: PrismaClient,
  adapter: AeatAdapter,
  now: Date = new Date(),
  batch = 50,
): Promise<{ sent: number; rejected: number; failed: number }> {
  const due = await prisma.$queryRaw<{ id: string; xml: string; attempts: number }[]>`
    SELECT o.record_id::text AS id, o.xml, o.attempts FROM fiscal_outbox o JOIN fiscal_records f ON f.id = o.record_id
     WHERE o.status <> 'sent' AND o.next_attempt_at <= ${now}
     ORDER BY f.issuer_tax_id, f.seq LIMIT ${batch}`;
  const done = { sent: 0, rejected: 0, failed: 0 };
  for (const r of due) {
    const attempts = r.attempts + 1;
    let result: SendResult;
    try {
      result = await adapter.send(r.xml);
    } catch (error) {
      const next = new Date(now.getTime() + backoffMs(attempts));
      const message = error instanceof Error ? error.message : String(error);
      await prisma.$executeRaw`
        UPDATE fiscal_outbox SET attempts = ${attempts}, next_attempt_at = ${next}, last_error = ${message}
         WHERE record_id = ${r.id}::uuid`;
      done.failed += 1;
      break;
    }
    if (result.outcome === 'accepted') {
      await prisma.$executeRaw`
        UPDATE fiscal_outbox SET status = 'sent', attempts = ${attempts}, sent_at = ${now}, last_error = NULL
         WHERE record_id = ${r.id}::uuid`;
      done.sent += 1;
    } else {
      const next = new Date(now.getTime() + backoffMs(attempts));
      await prisma.$executeRaw`
        UPDATE fiscal_outbox SET status = 'rejected', attempts = ${attempts}, next_attempt_at = ${next},
               last_error = ${result.error}
         WHERE record_id = ${r.id}::uuid`;
      done.rejected += 1;
    }
  }
  return done;
}

/** GET /api/fiscal/outbox (managers): records not yet sent (pending or rejected), chain order. */
export async function listOutbox(prisma: PrismaClient): Promise<TOutboxEntry[]> {
  const rows = await prisma.$queryRaw<
    (Omit<TOutboxEntry, 'nextAttemptAt'> & { nextAttemptAt: Date | null })[]
  >`
    SELECT o.record_id::text AS record, f.seq::int AS seq, f.full_number AS "fullNumber", f.type, o.status,
           o.attempts, o.next_attempt_at AS "nextAttemptAt", o.last_error AS "lastError"
      FROM fiscal_outbox o JOIN fiscal_records f ON f.id = o.record_id
     WHERE o.status <> 'sent' ORDER BY f.issuer_tax_id, f.seq LIMIT 1000`;
  return rows.map((r) => ({
    ...r,
    nextAttemptAt: r.nextAttemptAt ? new Date(r.nextAttemptAt).toISOString() : null,
  }));
}
