// The search « Artisan, entreprise, SIRET… »: the header's box and its suggestions on a desktop (1280), the
// magnifier to /recherche on a phone (390), a trade and a town read as such, a text that finds nothing, and the page
// rendered on the server for a visitor without JavaScript (never indexed). Reads the demo data only; axe-core checks
// every screen reached.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { expectNoViolations, openAuditPage } from '../support/axe';

interface Card {
  id: number;
  entrepriseNom: string;
  ville: string;
}

let browser: Browser;
let known: Card;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { items } = await api<{ items: Card[] }>('recherche?q=plomberie');
  known = items[0]!;
});
afterAll(async () => {
  await browser.close();
});

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the header’s search box (desktop)', () => {
  it('suggests listings as one types, and Enter on one opens it', async () => {
    const { page, context, errors } = await openAuditPage(browser, 1280, 900);
    await gotoHydrated(page, '/metiers');
    const search = page.getByRole('banner').getByRole('search', { name: 'Rechercher dans l’annuaire' });
    const box = search.getByRole('combobox', { name: 'Rechercher un artisan' });
    await expect(box.getAttribute('placeholder')).resolves.toBe('Artisan, entreprise, SIRET…');
    await box.click();
    await box.pressSequentially(known.entrepriseNom, { delay: 20 });
    const option = search.getByRole('option', { name: known.entrepriseNom }).first();
    await option.waitFor();
    await expectNoViolations(page);
    await screenshot(page, 'recherche-suggestions-desktop');
    // The arrow keys move in the list; the focus stays in the box (aria-activedescendant).
    while ((await option.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/artisan/'));
    await page.getByRole('heading', { level: 1, name: known.entrepriseNom }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('« plombier tulle » leads to the search page with the plumbers of Tulle', async () => {
    const { page, context, errors } = await openAuditPage(browser, 1280, 900);
    await gotoHydrated(page, '/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher un artisan' });
    await box.fill('plombier tulle');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/recherche' && url.searchParams.get('q') === 'plombier tulle',
    );
    const results = page.getByRole('region', { name: 'Résultats de la recherche' });
    await results.getByRole('article').first().waitFor();
    await results.getByText(/^\d+ artisans? trouvés?$/).waitFor();
    // Each card says why it is there: its trades and its town.
    await expect(results.getByRole('article').first().innerText()).resolves.toMatch(/Plombier/);
    // The page's own box holds the text; the header leaves the search to it.
    await expect(
      page.getByRole('main').getByRole('combobox', { name: 'Rechercher un artisan' }).inputValue(),
    ).resolves.toBe('plombier tulle');
    await expect(page.getByRole('banner').getByRole('search').count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe('Recherche « plombier tulle » – Annuaire des artisans');
    await screenshot(page, 'recherche-results-desktop');
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the search on a phone', () => {
  it('the magnifier opens /recherche, whose box searches; nothing found says so with ways on', async () => {
    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Rechercher un artisan' }).click();
    await page.waitForURL((url) => url.pathname === '/recherche');
    await page.getByRole('heading', { level: 2, name: /Saisissez le nom d’une entreprise/ }).waitFor();
    await expectNoViolations(page);
    const box = page.getByRole('main').getByRole('combobox', { name: 'Rechercher un artisan' });
    await box.fill(known.entrepriseNom);
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === known.entrepriseNom);
    await page.getByRole('link', { name: known.entrepriseNom }).first().waitFor();
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'recherche-results-phone');
    await expectNoViolations(page);

    await box.fill('zzqxw kkvbj');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Aucun artisan ne correspond à votre recherche.' }).waitFor();
    await page.getByRole('link', { name: 'Voir les métiers' }).waitFor();
    await expect(noHorizontalScroll(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'recherche-empty-phone');
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the search page rendered on the server', () => {
  it('answers a form sent without JavaScript with its results, out of search engines', async () => {
    const response = await fetch(`${baseUrl()}/recherche?q=${encodeURIComponent(known.entrepriseNom)}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/artisan/${known.id}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    expect(html).toContain('<title>Recherche « ');
  });
});
