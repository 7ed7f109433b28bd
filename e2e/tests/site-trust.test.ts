// A visitor's trust in the public site: the partners page promises no partner it does not have, and the header's
// « Nos artisans » menu opens on Space, Enter or hover, not on keyboard focus, at phone and desktop widths; the back
// office writes a moment as every app does (« à 14 h 05 », never « 14:05 »).
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { api, logIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each([390, 1280])('at %i px', (width) => {
  it('shows the partners page without placeholder partner cards', async () => {
    const { page, context, errors } = await openAuditPage(browser, width);
    await gotoHydrated(page, '/partenaires');
    await page.getByRole('heading', { level: 1, name: 'Nos partenaires' }).waitFor();
    await expect(page.getByText('Partenaire à venir').count()).resolves.toBe(0);
    for (const category of ['Gros œuvre', 'Outillage', 'Assurance']) {
      const section = page.getByRole('region', { name: category });
      await expect(section.getByRole('listitem').count()).resolves.toBe(0);
      await expect(section.textContent()).resolves.toContain(
        'Nous recherchons nos premiers partenaires dans cette catégorie',
      );
    }
    await expectNoViolations(page);
    await screenshot(page, `partners-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the header « Nos artisans » menu (1280 px)', () => {
  it('stays closed while Tab crosses it, opens on Space or Enter, closes on Escape', async () => {
    const { page, context, errors } = await openAuditPage(browser, 1280);
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    const link = header.getByRole('link', { name: 'Nos artisans' });
    const toggle = header.getByRole('button', { name: 'Afficher les spécialités' });
    const filter = header.getByRole('searchbox', { name: 'Filtrer les spécialités' });

    await link.focus();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    // Two stops (link, toggle), then the next header link: no trade is walked through.
    await page.keyboard.press('Tab');
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('[hidden]') === null)).resolves.toBe(
      true,
    );
    await expect(filter.isVisible()).resolves.toBe(false);

    await link.focus();
    await page.keyboard.press(' ');
    await filter.waitFor();
    await header.getByRole('link', { name: 'Plombier' }).waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await filter.waitFor({ state: 'hidden' });
    await expect(page.url()).toMatch(/\/$/);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await filter.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await filter.waitFor({ state: 'hidden' });

    // The pointer still opens it.
    await link.hover();
    await filter.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([390, 1280])('the back office at %i px', (width) => {
  it('dates a message received « le … à H h MM »', async () => {
    const nom = `Date ${width} ${Date.now()}`;
    await api('POST', 'artisan/email/support', {
      nom,
      email: 'date.test@example.fr',
      tel: '0612345678',
      role: 'Particulier',
      message: 'Bonjour, je souhaite savoir comment fonctionne l’annuaire des artisans.',
      website: '',
    });
    const { page, context } = await openAuditPage(browser, width);
    await logIn(page, '/backoffice', 'admin', 'Admin@2024');
    await page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
    await page.goto('/backoffice/admin/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages reçus' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: nom });
    await item.waitFor();
    const received = (await item.locator('time').first().textContent())!.replace(/\u00a0/g, ' ');
    expect(received).toMatch(/^(1er|[1-9]\d?) [a-zéû]+ \d{4} à \d{1,2} h \d{2}$/);
    await expect(page.locator('main').textContent()).resolves.not.toMatch(/à \d{1,2}:\d{2}/);
    await expectNoViolations(page);
    await context.close();
  });
});
