// axe-core in the page under test: fails with a readable list of every WCAG 2.x A/AA violation.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html?: string; failureSummary?: string }[];
}

/** Runs axe on the page as it is now (WCAG 2.0/2.1/2.2 A and AA rules) and returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as they end up: wait for finite transitions and animations (a tab or a
  // drawer sliding in, a button fading) to finish; endless ones (skeleton pulse) do not count.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // A list refetching keeps its previous rows dimmed and says so (aria-busy): judge the rows the
  // reader is left with, once the answer is in, not the half-second in between.
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  // Judge the page from its top: scrolled, whatever passes under the sticky navigation bar counts
  // as covered for axe's target-size rule (a button half under the bar "is" 10 px tall), which
  // says where the test happened to scroll, not how the screen is built.
  await page.evaluate(() => window.scrollTo(0, 0));
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol, not as an inline <script>: the app's CSP
  // (script-src 'self') rightly refuses inline scripts.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  });
}

/** Fails the test, naming the screen, when axe finds any violation. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  const readable = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${(n.html ?? '').slice(0, 300)}`).join('\n')}`,
  );
  expect(readable, `axe violations on ${screen}`).toEqual([]);
}
