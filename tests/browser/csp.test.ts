// The built app under its Content-Security-Policy (script-src 'self', no inline script, no
// eval): logging in, the dashboard, owners and dogs (a dog's picture shown, and the preview of a
// picture just chosen, a blob: URL) work with not one violation reported; and /api/docs
// (Swagger UI) still renders under its own policy.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import sharp from '../../apps/server/node_modules/sharp';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    violations.push(`event: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return violations;
}

const loaded = (page: Page, alt: string) => () =>
  page
    .getByRole('img', { name: alt })
    .first()
    .evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)
    .catch(() => false);

describe('Content-Security-Policy in Chromium', () => {
  const b = useBrowser();

  it('serves the app with a strict policy that the app keeps: no violation from login to dogs', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const owner = await api<{ _id: string }>(base, token, 'POST', '/api/owners', {
      name: `Csp Owner ${tag}`,
      email: `csp.${tag}@example.com`,
      phone: '+34 600 555 123',
      address: 'Calle del Test 1',
    });
    const dogName = `Csp Dog ${tag}`;
    const form = new FormData();
    form.append('name', dogName);
    form.append('breed', `Breed ${tag}`);
    form.append('age', '3');
    form.append('owners', JSON.stringify([owner._id]));
    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c88c3c' } })
      .png()
      .toBuffer();
    form.append('picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'csp.png');
    const created = await fetch(`${base}/api/dogs`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status).toBe(201);

    const { page, context } = await b.page({ lang: 'en' });
    const violations = await watchViolations(page);

    const home = await page.goto('/');
    const csp = home?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    await logIn(page, admin(), 'en');
    await page
      .getByText(/Welcome to PawDesk/)
      .first()
      .waitFor();

    const owners = await page.goto('/owners');
    expect(owners?.headers()['content-security-policy']).toBe(csp);
    await page.getByText(`Csp Owner ${tag}`).first().waitFor();

    await page.goto('/dogs');
    await expect.poll(loaded(page, `Photo of ${dogName}`), { timeout: 15_000 }).toBe(true);

    // The preview of a picture just chosen is a blob: URL.
    await page.getByRole('tab', { name: 'Add/Edit Dog' }).click();
    await page
      .getByRole('tabpanel')
      .getByLabel('Choose file')
      .setInputFiles({ name: 'preview.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByTestId('picture-preview');
    await expect
      .poll(
        () =>
          preview.evaluate(
            (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows the API documentation (Swagger UI) under its own policy, without violations', async () => {
    const { page, context } = await b.page();
    const violations = await watchViolations(page);
    const res = await page.goto('/api/docs');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Swagger UI rendered the document: its title and an operation of ours.
    await page.locator('.swagger-ui .info .title').first().waitFor();
    await page.getByText('/api/auth/login').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
