// Settings → Background jobs (docs/domains/jobs.md) on a server of its own that sends fiscal
// records to an AEAT address that refuses every connection, with no retries: an invoice's record
// fails once and waits among the dead letters. A manager sees it at phone width in Spanish (what,
// attempts, the error), retries it by keyboard (a toast; AEAT still refuses, so it fails again and
// comes back with a new failure), no sideways scroll, no axe violations; in English the same card
// for an admin; a receptionist's Settings has no such card.
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, createUserViaApi, logIn, unique, useBrowser } from './helpers/browser';
import { IDENTITY, oneLineInvoice } from './helpers/money';
import { DESK, noSidewaysScroll, PHONE, poll } from './helpers/screen';

type Failed = { _id: string; name: string; attempts: number; lastError: string | null };

describe('background jobs screen', () => {
  const b = useBrowser({
    ownServer: true,
    env: {
      FISCAL_SENDING: 'on',
      AEAT_ENDPOINT_URL: 'http://127.0.0.1:1/verifactu',
      FISCAL_RETRY_LIMIT: '0',
      JOB_POLL_SECONDS: '0.5',
    },
  });

  /** An invoice whose fiscal record AEAT refuses: one dead letter of fiscal-send. */
  async function failedSend(): Promise<{
    failed: Failed[];
    call: <T>(m: string, p: string, body?: unknown) => Promise<T>;
  }> {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const call = <T>(method: string, path: string, body?: unknown) => api<T>(base, token, method, path, body);
    await call('PUT', '/api/settings', IDENTITY);
    await oneLineInvoice(call, 2500, unique());
    let failed: Failed[] = [];
    await poll(async () => {
      failed = await call<Failed[]>('GET', '/api/jobs/failed');
      return failed.length;
    }).toBe(1);
    return { failed, call };
  }

  it('a manager sees the failed send and retries it by keyboard (Spanish, phone)', async () => {
    const { failed, call } = await failedSend();
    expect(failed[0]).toMatchObject({ name: 'fiscal-send', attempts: 1 });
    expect(failed[0]?.lastError).toMatch(/ECONNREFUSED/);

    const manager = await createUserViaApi('manager');
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, manager, 'es');
    await page.goto('/settings');
    const card = page.getByTestId('settings-jobs');
    await card.getByRole('heading', { name: 'Trabajos en segundo plano' }).waitFor();
    const row = card.getByTestId('failed-job-row');
    await poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Enviar un registro fiscal a la AEAT');
    expect(await row.getByTestId('failed-job-error').innerText()).toMatch(/ECONNREFUSED/);
    expect(await card.getByTestId('failed-jobs-count').innerText()).toBe('1 trabajo fallido');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'background jobs (es, phone)');

    const retry = card.getByRole('button', { name: 'Reintentar Enviar un registro fiscal a la AEAT' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('toast-success').innerText()).toContain(
      'Enviar un registro fiscal a la AEAT: enviado de nuevo',
    );
    // It ran again; AEAT still refuses: a new failure, the old one gone.
    await poll(async () => {
      const now = await call<Failed[]>('GET', '/api/jobs/failed');
      return now.length === 1 && now[0]?._id !== failed[0]?._id;
    }).toBe(true);
    await page.reload();
    await poll(() => page.getByTestId('failed-job-row').count()).toBe(1);
    await context.close();
  });

  it('in English for an admin; a receptionist has no background jobs card', async () => {
    await poll(async () => {
      const base = b.baseUrl();
      return (await api<Failed[]>(base, await apiToken(base), 'GET', '/api/jobs/failed')).length;
    }).toBeGreaterThan(0);
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page.goto('/settings');
    const card = page.getByTestId('settings-jobs');
    await card.getByRole('heading', { name: 'Background jobs' }).waitFor();
    await poll(() => card.getByTestId('failed-job-row').count()).toBe(1);
    expect(await card.getByRole('table', { name: 'Failed background jobs' }).innerText()).toContain(
      'Send a fiscal record to AEAT',
    );
    await expectNoAxeViolations(page, 'background jobs (en, desk)');
    await context.close();

    const desk = await createUserViaApi('receptionist');
    const other = await b.page({ lang: 'en', viewport: DESK });
    await logIn(other.page, desk, 'en');
    await other.page.goto('/settings');
    await other.page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await other.page.getByTestId('settings-jobs').count()).toBe(0);
    await other.context.close();
  });
});
