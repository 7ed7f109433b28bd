// The homeowner's search and place, at a phone width (390) and on a desktop (1280): the home search « Quoi ? Où ? »
// that keeps both fields (« Plombier » and « Tulle » lead to « Plombiers qui interviennent à Tulle »), a place alone
// to the map, the trade cards of the home page to their own trade page. Reads the demo data only (demo artisans
// work in and around Tulle); axe-core checks every screen reached.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { routeTiles } from '../support/tiles';

let browser: Browser;
let plombierId: number;
let menuisierId: number;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const trades = await api<{ id: number; metier: string }[]>('specialite');
  plombierId = trades.find((trade) => trade.metier === 'Plombier')!.id;
  menuisierId = trades.find((trade) => trade.metier === 'Menuisier')!.id;
});
afterAll(async () => {
  await browser.close();
});

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each([
  ['phone', 390, 844],
  ['desktop', 1280, 900],
])('the home search « Quoi ? Où ? » (%s)', (name, width, height) => {
  it('« Plombier » and « Tulle » lead to the plumbers who come to Tulle', async () => {
    const { page, context, errors } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, '/');
    const search = page.getByRole('search', { name: 'Rechercher un artisan' });
    await expect(search.getByRole('button', { name: 'Chercher' }).count()).resolves.toBe(1);
    const trade = search.getByRole('combobox', { name: 'Quoi ?' });
    await trade.click();
    await trade.fill('plomb');
    await page.getByRole('option', { name: 'Plombier' }).click();
    const place = search.getByRole('combobox', { name: 'Où ?' });
    await expect(place.getAttribute('placeholder')).resolves.toBe('Ville ou code postal');
    await place.pressSequentially('Tulle', { delay: 30 });
    await search.getByRole('option', { name: /Tulle/ }).first().waitFor();
    await expectNoViolations(page);
    await search.getByRole('option', { name: /Tulle/ }).first().click();
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    await search.getByRole('button', { name: 'Chercher' }).click();
    await page.waitForURL((url) => url.pathname === `/metier/${plombierId}` && url.searchParams.has('lieu'));
    const url = new URL(page.url());
    expect(url.searchParams.get('lieu')).toBe('Tulle');
    expect(Number(url.searchParams.get('lat'))).toBeCloseTo(45.27, 1);
    await page.getByRole('heading', { level: 1, name: 'Plombiers qui interviennent à Tulle' }).waitFor();
    await page.getByRole('main').getByRole('article').first().waitFor();
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, `homeowner-search-trade-place-${name}`);
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the shared link renders on the server with its place', async () => {
    const response = await fetch(
      `${baseUrl()}/metier/${plombierId}?lat=45.2667&lon=1.7667&lieu=Tulle&couvre=1`,
    );
    const html = await response.text();
    expect(html).toContain('Plombiers qui interviennent à Tulle');
  });

  it('a place alone leads to the map around it, nothing at all to the trades', async () => {
    const { page, context, errors } = await openAuditPage(browser, width, height);
    await routeTiles(page, 'answer');
    await gotoHydrated(page, '/');
    const search = page.getByRole('search', { name: 'Rechercher un artisan' });
    await search.getByRole('button', { name: 'Chercher' }).click();
    await page.waitForURL((url) => url.pathname === '/metiers');
    await gotoHydrated(page, '/');
    const place = page.getByRole('combobox', { name: 'Où ?' });
    await place.fill('19000');
    await place.press('Enter');
    await page.waitForURL((url) => url.pathname === '/map' && url.searchParams.has('lat'));
    expect(Number(new URL(page.url()).searchParams.get('lat'))).toBeCloseTo(45.27, 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a trade card of the home page opens its own trade page', async () => {
    const { page, context } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, '/');
    const gallery = page.getByRole('region', { name: 'Des artisans pour tous vos travaux' });
    await gallery.getByRole('link', { name: 'Menuisier' }).click();
    await page.waitForURL((url) => url.pathname === `/metier/${menuisierId}`);
    await page.getByRole('heading', { level: 1, name: 'Menuisier' }).waitFor();
    await context.close();
  });
});

describe.each([
  ['phone', 390, 844],
  ['desktop', 1280, 900],
])('cards that say why the artisan is there (%s)', (name, width, height) => {
  it('the trade page cards name the trades, the rating and « Intervient chez vous »', async () => {
    const { page, context, errors } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, `/metier/${plombierId}?lat=45.2667&lon=1.7667&lieu=Tulle&couvre=1&tri=distance`);
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    const texts = await cards.allTextContents();
    // Every card names its trades, the page's first.
    for (const text of texts) expect(text).toMatch(/^[^·]*?Plombier( · [A-ZÉ][^ ]+)*/u);
    expect(texts.some((text) => /Plombier · /.test(text))).toBe(true);
    expect(texts.some((text) => /\d avis|Pas encore d.avis/.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('Intervient chez vous'))).toBe(true);
    await screenshot(page, `homeowner-cards-${name}`);
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the map list names the trade and the stars, and a popup opens whole inside the map', async () => {
    const { page, context } = await openAuditPage(browser, width, height);
    await routeTiles(page, 'answer');
    await gotoHydrated(page, `/map?metier=${plombierId}&lat=45.2667&lon=1.7667`);
    await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 20_000 });
    const list = page.getByRole('region', { name: 'Artisans dans la zone affichée' });
    const items = list.getByRole('listitem');
    await items.first().waitFor();
    await expect(items.first().textContent()).resolves.toMatch(/^.*Plombier/);
    await expect(items.first().textContent()).resolves.toMatch(/avis/);
    await items.first().getByRole('button').first().click();
    const popup = page.locator('.maplibregl-popup');
    await popup.waitFor();
    // Once the map has centred the artisan and brought its popup into view, the popup is whole inside the map.
    await page.waitForTimeout(1500);
    const [box, frame] = await Promise.all([
      popup.boundingBox(),
      page.locator('.maplibregl-map').boundingBox(),
    ]);
    expect(box!.y).toBeGreaterThanOrEqual(frame!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
    await screenshot(page, `homeowner-map-popup-${name}`);
    await expectNoViolations(page);
    await context.close();
  });
});

describe.each([
  ['phone', 390, 844],
  ['desktop', 1280, 900],
])('a place on the trade page means « who serves me » (%s)', (name, width, height) => {
  it('keeps only the artisans who come there, nearest first, and shows the others on demand', async () => {
    const { page, context, errors } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, `/metier/${plombierId}`);
    await page.getByText(/^Filtres/).click();
    const box = page.getByRole('combobox', { name: 'Adresse des travaux' });
    await expect(box.getAttribute('placeholder')).resolves.toBe('Ville ou code postal');
    await box.pressSequentially('Tulle', { delay: 30 });
    await page.getByRole('option', { name: /Tulle/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Plombiers qui interviennent à Tulle' }).waitFor();
    // The counts of the API for the point the page chose.
    const url = new URL(page.url());
    const around = `lat=${url.searchParams.get('lat')}&lon=${url.searchParams.get('lon')}`;
    const covered = await api<{ total: number }>(
      `artisan/artisans-specialite/${plombierId}?page=1&size=10&${around}&couvre=1`,
    );
    const all = await api<{ total: number }>(
      `artisan/artisans-specialite/${plombierId}?page=1&size=10&${around}`,
    );
    expect(all.total).toBeGreaterThan(covered.total);
    const others = all.total - covered.total;

    await expect(page.getByRole('combobox', { name: 'Trier par' }).inputValue()).resolves.toBe('distance');
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    const texts = await cards.allTextContents();
    // Nobody out of their zone, and the distances in order.
    for (const text of texts) expect(text).not.toContain('Hors de sa zone');
    const distances = texts.map((text) =>
      Number(/à (?:environ )?([\d,]+) km/.exec(text)![1]!.replace(',', '.')),
    );
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await page
      .getByText(`${covered.total} artisan${covered.total > 1 ? 's' : ''}`, { exact: true })
      .waitFor();
    const line =
      others === 1
        ? "1 autre artisan ne se déplace pas jusqu'à Tulle"
        : `${others} autres artisans ne se déplacent pas jusqu'à Tulle`;
    await expectNoViolations(page);
    await screenshot(page, `homeowner-place-${name}`);
    await page.getByRole('link', { name: line }).click();
    await page.waitForURL((url) => url.searchParams.get('couvre') === '0');
    await page.getByText(`${all.total} artisans`, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Plombier' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('« Voir sur la carte » fits the map to the same artisans', async () => {
    const { page, context } = await openAuditPage(browser, width, height);
    await routeTiles(page, 'answer');
    await gotoHydrated(page, `/metier/${plombierId}?lat=45.2667&lon=1.7667&lieu=Tulle`);
    const count = await page.getByText(/^\d+ artisans?$/).textContent();
    const listed = Number(/\d+/.exec(count ?? '')![0]);
    await page.getByRole('link', { name: 'Voir sur la carte' }).click();
    await page.waitForURL((url) => url.pathname === '/map' && url.searchParams.get('couvre') === '1');
    await page.locator('[data-artisans-shown="true"]').waitFor({ timeout: 20_000 });
    const status = page.getByRole('region', { name: 'Artisans dans la zone affichée' }).getByRole('status');
    await expect(status.textContent()).resolves.toBe(`${listed} artisans dans la zone affichée`);
    await screenshot(page, `homeowner-map-fit-${name}`);
    await context.close();
  });
});
