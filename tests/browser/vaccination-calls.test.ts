// The vaccinations due list as the desk's call list (docs/decisions/0081-vaccination-call-list.md):
// a receptionist marks a dog's owner as called and reads who called and when, 'Not called yet'
// hides the row, Undo brings it back as still to call (Spanish, phone); the same by keyboard
// alone (English, desk), where a row leaving the filtered list hands the focus on. The rules are the seeded ones (rabies required, warn): not changed here.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { api, apiToken, createUserViaApi, logIn, networkIdle, unique, useBrowser } from './helpers/browser';
import { DESK, dayFromToday, noSidewaysScroll, PHONE, poll, usDay } from './helpers/screen';

type Id = { _id: string };

/** A dog with an owner whose rabies vaccine expires in `days` days, made over REST. */
async function dogDueForRabies(base: string, days: number) {
  const tag = unique();
  const call = async <T>(method: string, path: string, body?: unknown) =>
    api<T>(base, await apiToken(base), method, path, body);
  const owner = await call<Id>('POST', '/api/owners', {
    name: `Marta Soler ${tag}`,
    email: `marta.${tag}@example.com`,
    phone: '+34 622 000 111',
    address: 'Carrer Major 7',
  });
  const name = `Brisa ${tag}`;
  const dog = await call<Id>('POST', '/api/dogs', {
    name,
    breed: 'Galgo',
    age: 4,
    weight: 25,
    owners: [owner._id],
  });
  await call('POST', `/api/dogs/${dog._id}/vaccinations`, {
    vaccine: 'rabies',
    givenOn: dayFromToday(days - 365),
    expiresOn: dayFromToday(days),
  });
  return name;
}

const rowOf = (page: Page, name: string) => page.getByTestId('due-row').filter({ hasText: name });
const stateOf = (page: Page, name: string) => rowOf(page, name).getByTestId('call-state');

describe('vaccination call list', () => {
  const b = useBrowser();

  it('marks an owner as called, the filter hides the row, Undo brings it back (Spanish, phone)', async () => {
    const name = await dogDueForRabies(b.baseUrl(), 4);
    const desk = await createUserViaApi('receptionist');
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, desk, 'es');
    await page.goto('/vaccinations?within=7');
    await poll(() => rowOf(page, name).count()).toBe(1);
    // Never noted by the morning job, never called: nothing to say yet, only the button.
    expect(await stateOf(page, name).count()).toBe(0);

    await rowOf(page, name)
      .getByRole('button', { name: `Marcar como llamado al dueño de ${name}` })
      .click();
    await poll(() => page.getByText(`Dueño de ${name} marcado como llamado`).isVisible()).toBe(true);
    await poll(() => stateOf(page, name).textContent()).toBe(
      `Llamado el ${usDay(dayFromToday(0))} por Browser receptionist`,
    );
    expect(
      await rowOf(page, name)
        .getByRole('button', { name: `Deshacer la llamada al dueño de ${name}` })
        .isVisible(),
    ).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'vaccinations call list (es, phone)');

    // Not called yet: the row goes, and the URL keeps the filter.
    await page.getByText('Sin llamar todavía').click();
    await page.waitForURL((url) => url.searchParams.get('called') === 'no');
    await poll(() => rowOf(page, name).count()).toBe(0);
    await page.getByText('Sin llamar todavía').click();
    await page.waitForURL((url) => !url.searchParams.has('called'));
    await poll(() => rowOf(page, name).count()).toBe(1);

    // Undo: back to call, since today (the call wrote the note), and back on the filtered list.
    await rowOf(page, name)
      .getByRole('button', { name: `Deshacer la llamada al dueño de ${name}` })
      .click();
    await poll(() => stateOf(page, name).textContent()).toBe(`Por llamar desde el ${usDay(dayFromToday(0))}`);
    await page.goto('/vaccinations?within=7&called=no');
    await poll(() => rowOf(page, name).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Sin llamar todavía' }).isChecked()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();
  });

  it('marks and undoes by keyboard alone (English, desk)', async () => {
    const name = await dogDueForRabies(b.baseUrl(), 2);
    const desk = await createUserViaApi('receptionist');
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, desk, 'en');
    await page.goto('/vaccinations?within=7');
    await poll(() => rowOf(page, name).count()).toBe(1);

    // From the dog's name, Tab reaches the row's button, named with the dog.
    await rowOf(page, name).getByRole('button', { name, exact: true }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    // The visible text first, then whose (WCAG 2.5.3: the label holds what is shown).
    const markLabel = `Mark as called: ${name}'s owner`;
    for (let i = 0; i < 8 && (await focused()) !== markLabel; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(markLabel);
    await page.keyboard.press('Enter');
    await poll(() => page.getByText(`${name}'s owner marked as called`).isVisible()).toBe(true);
    await poll(() => stateOf(page, name).textContent()).toBe(
      `Called ${usDay(dayFromToday(0))} by Browser receptionist`,
    );
    // The same button, now Undo, keeps the focus: Enter undoes.
    await poll(focused).toBe(`Undo the call to ${name}'s owner`);
    await page.keyboard.press('Enter');
    await poll(() => stateOf(page, name).textContent()).toBe(`To call since ${usDay(dayFromToday(0))}`);
    await expectNoAxeViolations(page, 'vaccinations call list (en, desk)');
    await poll(() => page.getByText(`Call to ${name}'s owner undone`).isVisible()).toBe(true);

    // The filter by keyboard: Space ticks 'Not called yet'; the row, not called, stays.
    await page.getByRole('checkbox', { name: 'Not called yet' }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('called') === 'no');
    await poll(() => rowOf(page, name).count()).toBe(1);

    // Marked by Enter under the filter, the row leaves the list: the focus is not lost with it, it
    // goes to the call button of the row now in its place, or back to the filter when none is left.
    // (Once the filtered list has loaded: a row redrawn by its arrival would lose the focus first.)
    await networkIdle(page);
    await rowOf(page, name).getByRole('button', { name: markLabel }).press('Enter');
    await poll(() => rowOf(page, name).count()).toBe(0);
    await poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'the page';
        if (active.getAttribute('type') === 'checkbox') return 'the filter';
        return active.getAttribute('aria-label')?.startsWith('Mark as called: ')
          ? 'a call button'
          : 'elsewhere';
      }),
    ).toMatch(/^(the filter|a call button)$/);
    await context.close();
  });
});
