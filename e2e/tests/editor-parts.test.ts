// The editor's three parts at a phone and a desktop width: « Mon profil », « Demandes » and « Avis », each at its
// own address, reached by the tabs and by a mail's link (signed out: through the login), the browser's back
// returning to the previous part, the profile's save bar staying with its fields and under the site's header, and
// no WCAG 2.1 A/AA violation on each part. With an artisan of the journey's own.
import type { Browser } from 'playwright-core';
import { axeViolations, openAuditPage } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCOUNT = {
  email: `parts-${unique}@example.fr`,
  username: `parts${unique}`,
  telephone: '0555443312',
  personnalDataToShow: 'ALL',
  password: 'Parties@2024',
};

let browser: Browser;
let adminToken: string;
let artisanId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: ACCOUNT,
    entrepriseNom: `Menuiserie ${unique}`,
    metier: 'Menuisier',
    place: {
      rue: '1 rue Nationale',
      ville: 'Brive-la-Gaillarde',
      codePostal: '19100',
      latitude: 45.1589,
      longitude: 1.5321,
    },
  });
});
afterAll(async () => {
  if (artisanId) await api('DELETE', `artisan/${artisanId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

describe.each([
  ['desktop', 1280, 900],
  ['phone', 390, 844],
])('the editor’s parts (%s)', (_name, width, height) => {
  it('gives each part its address, its tab and the back button', async () => {
    const { context, page, errors } = await openAuditPage(browser, width, height);
    try {
      // A mail's link to the inbox, signed out: the login, then the inbox itself.
      await logIn(page, `/admin/artisan/${artisanId}/demandes`, ACCOUNT.username, ACCOUNT.password);
      await page.waitForURL((url) => url.pathname === `/admin/artisan/${artisanId}/demandes`);
      await page.getByRole('region', { name: /Demandes reçues/ }).waitFor();
      const tabs = page.getByRole('navigation', { name: 'Mon espace professionnel' });
      await tabs.getByRole('link', { name: 'Mon profil' }).click();
      await page.waitForURL((url) => url.pathname === `/admin/artisan/${artisanId}`);
      // The tab is marked once the router has rendered the new part, a moment after the address changes.
      await tabs.locator('a[aria-current="page"]', { hasText: 'Mon profil' }).waitFor();
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).waitFor();
      // « Mon profil » alone: no inbox, no reviews under it.
      await expect(page.getByRole('region', { name: /Demandes reçues/ }).count()).resolves.toBe(0);
      await expect(page.getByRole('region', { name: 'Avis clients' }).count()).resolves.toBe(0);
      // The tabs fit the phone: the page does not scroll sideways.
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);

      // One save button per part: the profile's sticky bar stays with its fields, never beside the qualifications'.
      const save = page.getByRole('button', { name: 'Enregistrer les modifications' });
      await page.getByLabel('Description', { exact: true }).scrollIntoViewIfNeeded();
      await expect(save.isVisible()).resolves.toBe(true);
      const inView = () =>
        save.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        });
      await expect(inView()).resolves.toBe(true);
      await page.getByRole('region', { name: 'Normes Acquises' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(inView()).resolves.toBe(false);
      await page.evaluate(() => window.scrollTo(0, 0));

      // The save bar stays under the site's header: on a phone, the open menu's scrim covers it, bottom included.
      if (width < 960) {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await page.getByRole('navigation', { name: 'Menu mobile' }).waitFor();
        await expect(
          page.evaluate(
            ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header') !== null,
            [width / 2, height - 10],
          ),
        ).resolves.toBe(true);
        await page.getByRole('button', { name: 'Fermer le menu' }).click();
      }

      // « Demandes », by the keyboard.
      await tabs.getByRole('link', { name: 'Demandes' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/admin/artisan/${artisanId}/demandes`);
      const inbox = page.getByRole('region', { name: /Demandes reçues/ });
      await inbox.getByText('Aucune demande reçue pour le moment.').waitFor();
      await expect(page.title()).resolves.toBe(
        `Demandes reçues – Menuiserie ${unique} – Annuaire des artisans`,
      );
      await expect(page.getByRole('button', { name: 'Enregistrer les modifications' }).count()).resolves.toBe(
        0,
      );
      expect(await axeViolations(page)).toEqual([]);

      // « Avis », then back twice.
      await tabs.getByRole('link', { name: 'Avis' }).click();
      await page.waitForURL((url) => url.pathname === `/admin/artisan/${artisanId}/avis`);
      await page.getByRole('region', { name: 'Avis clients' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/admin/artisan/${artisanId}/demandes`);
      await inbox.waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/admin/artisan/${artisanId}`);
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).waitFor();

      // The inbox's address typed or followed from a mail opens it directly.
      await page.goto(`/admin/artisan/${artisanId}/demandes`);
      await inbox.waitFor();
      await tabs.locator('a[aria-current="page"]', { hasText: 'Demandes' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
