// The back office seen by an administrator, at a phone's width and a desktop's, with axe (0 violations): its menu on
// every screen (each link leads to its screen, which it marks aria-current="page"); a trade artisans still exercise,
// whose deletion dialog offers no « Supprimer » but « Voir les 2 artisans », the artisan list filtered by that trade
// (« Métier », in the address, removable); and the urgency fields set in the back office's artisan form, shown on
// the artisan's public profile. Its trade and artisans are its own, created and deleted here.
import type { Browser, Page } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { baseUrl, gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const TRADE = `Vitrier ${unique}`;
const COMPANIES = [`Vitrerie Alpha ${unique}`, `Vitrerie Beta ${unique}`];

let browser: Browser;
let adminToken: string;
let tradeId: number;
const artisanIds: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  ({ id: tradeId } = await api<{ id: number }>('POST', 'specialite', { metier: TRADE }, adminToken));
  for (const [index, entrepriseNom] of COMPANIES.entries()) {
    artisanIds.push(
      await createOwnArtisan(adminToken, {
        account: {
          email: `vitrier-${index}-${unique}@example.fr`,
          username: `vitrier${index}${unique}`,
          telephone: '0555443322',
          personnalDataToShow: 'NOTHING',
          password: 'Vitrier@2024',
        },
        entrepriseNom,
        metier: TRADE,
        place: {
          rue: '3 rue du Lac',
          ville: 'Tulle',
          codePostal: '19000',
          latitude: 45.2673,
          longitude: 1.7714,
        },
      }),
    );
  }
});
afterAll(async () => {
  for (const id of artisanIds)
    await api('DELETE', `artisan/${id}`, undefined, adminToken).catch(() => undefined);
  if (tradeId) await api('DELETE', `specialite/${tradeId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

const WIDTHS = [
  [390, 844],
  [1280, 900],
] as const;

/** An audit page signed in to the back office as the administrator, on its home page. */
async function openBackoffice(width: number, height: number) {
  const opened = await openAuditPage(browser, width, height);
  await logIn(opened.page, '/backoffice', 'admin', 'Admin@2024');
  await opened.page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
  return opened;
}

/** How far the page scrolls sideways (0 when it fits the screen). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const SCREENS: readonly { link: string; path: string; title: string }[] = [
  {
    link: 'Tableau de bord',
    path: '/backoffice/admin/home',
    title: "Bienvenue dans l'espace d'administration",
  },
  { link: 'Artisans', path: '/backoffice/admin/artisans', title: 'Liste des Artisans' },
  { link: 'Avis', path: '/backoffice/admin/avis', title: 'Avis à modérer' },
  { link: 'Demandes', path: '/backoffice/admin/demandes', title: 'Demandes' },
  { link: 'Messages', path: '/backoffice/admin/messages', title: 'Messages reçus' },
  { link: 'Spécialités', path: '/backoffice/admin/specialites', title: 'Liste des Spécialités' },
  { link: 'Particuliers', path: '/backoffice/admin/particuliers', title: 'Gestion des Particuliers' },
  { link: 'Comptes', path: '/backoffice/admin/accounts', title: 'Gestion des comptes' },
  { link: 'Demandes de retrait', path: '/backoffice/admin/retraits', title: 'Demandes de retrait' },
  { link: 'Revendications', path: '/backoffice/admin/revendications', title: 'Revendications de fiches' },
  { link: 'Imports', path: '/backoffice/admin/imports-registres', title: 'Imports des registres' },
];

describe('the back-office menu', () => {
  it.each(WIDTHS)(
    'is on every back-office screen, its links leading there and marking the current one (%i px)',
    async (width, height) => {
      const { page, context, errors } = await openBackoffice(width, height);
      for (const screen of SCREENS) {
        const menu = page.getByRole('navigation', { name: 'Back-office' });
        // From the keyboard: on a phone the login's toast lies over the menu's first line for a few seconds.
        await menu.getByRole('link', { name: screen.link, exact: true }).press('Enter');
        await page.waitForURL((url) => url.pathname === screen.path);
        await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
        await expect(menu.getByRole('link').count()).resolves.toBe(SCREENS.length);
        const current = menu.locator('a[aria-current="page"]');
        await expect(current.count()).resolves.toBe(1);
        await expect(current.textContent()).resolves.toBe(screen.link);
        await expect(sidewaysScroll(page)).resolves.toBeLessThanOrEqual(0);
        // A list shown again from the cache is dimmed while it refreshes (aria-busy): audit it once settled.
        await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
        await expectNoViolations(page);
      }
      await screenshot(page, `backoffice-menu-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );
});

describe('a trade artisans still exercise', () => {
  it.each(WIDTHS)(
    'offers « Voir les 2 artisans » instead of « Supprimer », which lists them filtered by the trade (%i px)',
    async (width, height) => {
      const { page, context, errors } = await openBackoffice(width, height);
      await page.goto('/backoffice/admin/specialites');
      await page.getByPlaceholder('Rechercher une spécialité...').fill(TRADE);
      const row = page
        .getByRole('list', { name: 'Spécialités' })
        .getByRole('listitem')
        .filter({ hasText: TRADE });
      await row.getByText('2 artisans').waitFor();
      await row.getByRole('button', { name: `Supprimer ${TRADE}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Suppression impossible' });
      await dialog
        .getByText(`La spécialité « ${TRADE} » est exercée par 2 artisans : elle ne peut pas être supprimée`)
        .waitFor();
      await expect(dialog.getByRole('button', { name: 'Supprimer la spécialité' }).count()).resolves.toBe(0);
      await expectNoViolations(page);
      await screenshot(page, `backoffice-trade-in-use-${width}`);

      await dialog.getByRole('link', { name: 'Voir les 2 artisans' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/backoffice/admin/artisans' &&
          url.searchParams.get('specialite') === String(tradeId),
      );
      const list = page.getByRole('list', { name: 'Artisans' });
      for (const company of COMPANIES) await list.getByText(company, { exact: true }).waitFor();
      await expect(list.getByRole('listitem').count()).resolves.toBe(2);
      await page.getByText('2 artisans', { exact: true }).waitFor();
      await expect(page.getByRole('combobox', { name: 'Métier' }).inputValue()).resolves.toBe(
        String(tradeId),
      );
      await expect(sidewaysScroll(page)).resolves.toBeLessThanOrEqual(0);
      await expectNoViolations(page);
      await screenshot(page, `backoffice-artisans-of-trade-${width}`);

      await page.getByRole('button', { name: 'Retirer le filtre par métier' }).click();
      await page.waitForURL((url) => url.pathname === '/backoffice/admin/artisans' && url.search === '');
      // The address changes before the page renders it (the router's navigation is a transition): the
      // button leaves in the render that empties the select.
      await page.getByRole('button', { name: 'Retirer le filtre par métier' }).waitFor({ state: 'detached' });
      await expect(page.getByRole('combobox', { name: 'Métier' }).inputValue()).resolves.toBe('');
      await page.getByRole('navigation', { name: 'Pages des artisans' }).waitFor();
      // The API refuses the deletion still: the dialog said so beforehand.
      const refused = await fetch(`${baseUrl()}/api/specialite/${tradeId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(refused.status).toBe(400);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});

describe('the urgency fields of the back office’s artisan form', () => {
  it.each(WIDTHS.map(([width, height], index) => [width, height, index] as const))(
    'are saved and shown on the artisan’s public profile (%i px)',
    async (width, height, index) => {
      const company = COMPANIES[index]!;
      const hours = index === 0 ? '7j/7, 7 h – 22 h' : 'Du lundi au samedi, 8 h – 20 h';
      const { page, context, errors } = await openBackoffice(width, height);
      await page.goto(`/backoffice/admin/artisans?specialite=${tradeId}`);
      await page.getByRole('button', { name: `Modifier ${company}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifier Artisan' });
      const urgence = dialog.getByRole('checkbox', { name: 'Dépannage en urgence' });
      await expect(urgence.isChecked()).resolves.toBe(false);
      await urgence.check();
      await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
      // The hours are required with the emergency service: said in French, nothing sent.
      await dialog.getByText('Indiquez les horaires du dépannage en urgence.').waitFor();
      await dialog.getByLabel(/^Horaires du dépannage en urgence/).fill(hours);
      await dialog.getByLabel(/^Disponible sous \(jours\)/).fill(String(3 + index));
      await expectNoViolations(page);
      await screenshot(page, `backoffice-artisan-urgence-${width}`);
      await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
      await page.getByText(`L'artisan « ${company} » a été mis à jour.`).waitFor();
      await dialog.waitFor({ state: 'detached' });

      await gotoHydrated(page, `/artisan/${artisanIds[index]}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: company }).waitFor();
      await main.getByText(`Dépannage en urgence · ${hours}`).waitFor();
      await main.getByText(new RegExp(`^Disponible sous ${3 + index} jours · indiqué le `)).waitFor();
      await expect(sidewaysScroll(page)).resolves.toBeLessThanOrEqual(0);
      await expectNoViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
