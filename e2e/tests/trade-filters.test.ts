// The visitor's urgency filters, at a phone's width and a desktop's, with axe (0 violations): on a trade page,
// « Dépannage en urgence » keeps the artisans who offer it and « Disponible sous » those available within that many
// days, both in the address; the map's « Filtres » does the same to the artisans in view; /metiers shows each
// trade's number of artisans and hides a trade no artisan exercises. Its trades and artisans are its own: one
// offering the emergency service and available within 3 days, one available within 20 days, one with neither.
import type { Browser, Page } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { routeTiles } from '../support/tiles';
import { adminToken as getAdminToken, api, createOwnArtisan, type OwnArtisan } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const TRADE = `Ramoneur ${unique}`;
const EMPTY_TRADE = `Fumiste ${unique}`;
const URGENT = `Ramonage Urgent ${unique}`;
const SOON = `Ramonage Bientôt ${unique}`;
const PLAIN = `Ramonage Simple ${unique}`;
const ARTISANS: readonly { entrepriseNom: string; urgence: OwnArtisan['urgence'] }[] = [
  {
    entrepriseNom: URGENT,
    urgence: { depannageUrgence: true, depannageHoraires: '7j/7, 7 h – 22 h', disponibleSousJours: 3 },
  },
  {
    entrepriseNom: SOON,
    urgence: { depannageUrgence: false, depannageHoraires: null, disponibleSousJours: 20 },
  },
  { entrepriseNom: PLAIN, urgence: undefined },
];
// Tulle, where the map below is centred; a few hundred metres apart, so that each has its own marker.
const LAT = 45.2673;
const LON = 1.7714;

let browser: Browser;
let adminToken: string;
let tradeId: number;
let emptyTradeId: number;
const artisanIds: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  ({ id: tradeId } = await api<{ id: number }>('POST', 'specialite', { metier: TRADE }, adminToken));
  ({ id: emptyTradeId } = await api<{ id: number }>(
    'POST',
    'specialite',
    { metier: EMPTY_TRADE },
    adminToken,
  ));
  for (const [index, artisan] of ARTISANS.entries()) {
    artisanIds.push(
      await createOwnArtisan(adminToken, {
        account: {
          email: `ramoneur-${index}-${unique}@example.fr`,
          username: `ramoneur${index}${unique}`,
          telephone: '0555443300',
          personnalDataToShow: 'NOTHING',
          password: 'Ramoneur@2024',
        },
        entrepriseNom: artisan.entrepriseNom,
        metier: TRADE,
        place: {
          rue: '1 quai de la Corrèze',
          ville: 'Tulle',
          codePostal: '19000',
          latitude: LAT + index * 0.004,
          longitude: LON + index * 0.004,
        },
        urgence: artisan.urgence,
      }),
    );
  }
});
afterAll(async () => {
  for (const id of artisanIds)
    await api('DELETE', `artisan/${id}`, undefined, adminToken).catch(() => undefined);
  for (const id of [tradeId, emptyTradeId])
    if (id) await api('DELETE', `specialite/${id}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

const WIDTHS = [
  [390, 844],
  [1280, 900],
] as const;

/** The company names of the trade page's cards. */
async function tradePageNames(page: Page): Promise<string[]> {
  const names = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  return names.map((name) => name.trim()).sort();
}

/** Waits until the trade page lists exactly these artisans (a filter's new page replaces the old one). */
async function expectTradePage(page: Page, expected: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelectorAll('main article').length === count,
    expected.length,
  );
  await expect(tradePageNames(page)).resolves.toEqual([...expected].sort());
}

describe('the trade page’s urgency filters', () => {
  it.each(WIDTHS)(
    'keeps « Dépannage en urgence » and « Disponible sous » artisans, in the address (%i px)',
    async (width, height) => {
      const { page, context, errors } = await openAuditPage(browser, width, height);
      await gotoHydrated(page, `/metier/${tradeId}`);
      await expectTradePage(page, [URGENT, SOON, PLAIN]);
      await page.getByText(/^Filtres/).click();
      const urgence = page.getByRole('checkbox', { name: 'Dépannage en urgence' });
      await urgence.check();
      await page.waitForURL((url) => url.searchParams.get('urgence') === '1');
      await expectTradePage(page, [URGENT]);
      // The card says it (its hours are on the profile).
      await page
        .getByRole('main')
        .getByRole('article')
        .getByText('Dépannage en urgence', { exact: true })
        .waitFor();
      await page.getByText(/^Filtres \(1\)/).waitFor();
      await expectNoViolations(page);
      await screenshot(page, `trade-filters-urgence-${width}`);

      await urgence.uncheck();
      await page.waitForURL((url) => !url.searchParams.has('urgence'));
      const dispo = page.getByRole('combobox', { name: 'Disponible sous' });
      await dispo.selectOption('7');
      await page.waitForURL((url) => url.searchParams.get('dispo') === '7');
      await expectTradePage(page, [URGENT]);
      await dispo.selectOption('30');
      await page.waitForURL((url) => url.searchParams.get('dispo') === '30');
      await expectTradePage(page, [URGENT, SOON]);
      await expectNoViolations(page);

      // The address alone gives the same selection (a shared link, a reload).
      await gotoHydrated(page, `/metier/${tradeId}?urgence=1&dispo=30`);
      await expectTradePage(page, [URGENT]);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});

/** The map's « N artisans dans la zone affichée », once its artisans are shown (0 for « Aucun… »). */
async function inViewCount(page: Page): Promise<number> {
  await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 20_000 });
  const text =
    (await page
      .getByRole('region', { name: 'Artisans dans la zone affichée' })
      .getByRole('status')
      .textContent()) ?? '';
  return text.startsWith('Aucun') ? 0 : Number(text.replace(/\D/g, ''));
}

async function expectInView(page: Page, count: number): Promise<void> {
  const label = `${count} artisan${count > 1 ? 's' : ''} dans la zone affichée`;
  await page.waitForFunction((text) => document.body.innerText.includes(text), label);
  await expect(inViewCount(page)).resolves.toBe(count);
}

describe('the map’s urgency filters', () => {
  it.each(WIDTHS)(
    'keeps the artisans in view who offer the emergency service or are available soon (%i px)',
    async (width, height) => {
      const { page, context, errors } = await openAuditPage(browser, width, height);
      await routeTiles(page, 'answer');
      await gotoHydrated(page, `/map?lat=${LAT}&lon=${LON}&metier=${tradeId}`);
      await expectInView(page, 3);
      await page.getByText(/^Filtres/).click();
      await page.getByRole('checkbox', { name: 'Dépannage en urgence' }).check();
      await page.waitForURL((url) => url.searchParams.get('urgence') === '1');
      await expectInView(page, 1);
      const list = page.getByRole('region', { name: 'Artisans dans la zone affichée' });
      await list.getByText(URGENT).first().waitFor();
      await expectNoViolations(page);
      await screenshot(page, `trade-filters-map-${width}`);
      await page.getByRole('checkbox', { name: 'Dépannage en urgence' }).uncheck();
      await page.getByRole('combobox', { name: 'Disponible sous' }).selectOption('30');
      await page.waitForURL(
        (url) => url.searchParams.get('dispo') === '30' && !url.searchParams.has('urgence'),
      );
      await expectInView(page, 2);
      expect(errors.filter((error) => !/tiles|ERR_/.test(error))).toEqual([]);
      await context.close();
    },
    120_000,
  );
});

describe('/metiers', () => {
  it.each(WIDTHS)(
    'shows each trade’s number of artisans and hides a trade no artisan exercises (%i px)',
    async (width, height) => {
      const { page, context, errors } = await openAuditPage(browser, width, height);
      await gotoHydrated(page, '/metiers');
      // The trades' cards (the breadcrumb's items aside).
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      const ours = cards.filter({ has: page.getByRole('heading', { level: 2, name: TRADE, exact: true }) });
      await ours.getByText('3 artisans', { exact: true }).waitFor();
      await expect(ours.getByRole('link').getAttribute('href')).resolves.toBe(`/metier/${tradeId}`);
      await expect(
        page.getByRole('main').getByRole('heading', { name: EMPTY_TRADE, exact: true }).count(),
      ).resolves.toBe(0);
      // Every trade shown says how many artisans it has, one at least.
      const counts = await cards.getByText(/^\d+ artisans?$/).allTextContents();
      await expect(cards.count()).resolves.toBe(counts.length);
      expect(counts.every((text) => Number.parseInt(text, 10) >= 1)).toBe(true);
      await expectNoViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
