// The shell as a visitor sees it: home from remote-public, the trades dropdown, the 404 page, both screen sizes, and
// the validator (zod) downloaded by the forms only.
import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser, openPage, screenshot } from '../support/browser';
import { api } from '../support/session';

/**
 * Whether the page downloaded zod so far, once its network is idle: zod's chunk is the one that sets its global
 * config (`__zod_globalConfig`), whichever build served it (the shell's copy of the singleton or a remote's).
 */
function watchZod(page: Page): () => Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    return (await Promise.all(scripts)).some((text) => text.includes('__zod_globalConfig'));
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a visitor', () => {
  it('gets the home page from remote-public inside the shell, without the editor or back-office code', async () => {
    const { page, requests, errors, context } = await openPage(browser);
    const loadedZod = watchZod(page);
    await gotoHydrated(page, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Nos artisans' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain(
      String(new Date().getFullYear()),
    );
    expect(requests.some((url) => url.includes('/remotes/public/'))).toBe(true);
    expect(requests.some((url) => url.includes('/remotes/backoffice/'))).toBe(false);
    expect(requests.some((url) => url.includes('/remotes/pro-editor/'))).toBe(false);
    // Nor zod: only forms validate, and the home has none.
    await expect(loadedZod()).resolves.toBe(false);
    await screenshot(page, 'home-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads no zod on a trade page nor on an artisan page, until the request form opens', async () => {
    const trades = await api<{ id: number; metier: string }[]>('GET', 'specialite');
    const trade = trades.find((item) => item.metier === 'Plombier') ?? trades[0]!;
    const { items } = await api<{ items: { id: number }[] }>(
      'GET',
      `artisan/artisans-specialite/${trade.id}?page=1`,
    );
    const artisanId = items[0]!.id;

    const onTrade = await openPage(browser);
    const tradeZod = watchZod(onTrade.page);
    await gotoHydrated(onTrade.page, `/metier/${trade.id}`);
    await onTrade.page.getByRole('heading', { level: 1 }).waitFor();
    await expect(tradeZod()).resolves.toBe(false);
    expect(onTrade.errors).toEqual([]);
    await onTrade.context.close();

    const { page, errors, context } = await openPage(browser);
    const artisanZod = watchZod(page);
    await gotoHydrated(page, `/artisan/${artisanId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(artisanZod()).resolves.toBe(false);
    // The form checks what is typed with the contract's schemas: they come with it.
    await page.getByRole('button', { name: 'Contacter cet artisan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer ma demande' }).waitFor();
    await expect(artisanZod()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the trades dropdown, lists the real trades and filters "electri" to "Électricien"', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Nos artisans' }).hover();
    const filter = header.getByPlaceholder('Spécialité...');
    await filter.waitFor();
    await header.getByRole('link', { name: 'Plombier' }).waitFor();
    await expect(header.getByRole('link', { name: 'Menuisier' }).isVisible()).resolves.toBe(true);
    await filter.fill('electri');
    await expect(header.getByRole('link', { name: 'Électricien' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'Plombier' }).count()).resolves.toBe(0);
    const href = await header.getByRole('link', { name: 'Électricien' }).getAttribute('href');
    expect(href).toMatch(/^\/metier\/\d+$/);
    await context.close();
  });

  it('lists the trades from the database on /metiers', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/metiers');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Charpentier/ })
      .first()
      .waitFor();
    await expect(page.getByRole('main').getByRole('link').count()).resolves.toBeGreaterThanOrEqual(15);
    await context.close();
  });

  it('sees "Page non trouvée" with a link home on an unknown path, and the header still works', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/cette-page-n-existe-pas');
    await page.getByText('Page non trouvée').waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: /accueil/i })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('can use the mobile menu on a 390 px screen', async () => {
    const { page, errors, context } = await openPage(browser, 390, 844);
    await gotoHydrated(page, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'home-390');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.click();
    await page.getByRole('button', { name: 'Fermer le menu' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'CONTACT', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
