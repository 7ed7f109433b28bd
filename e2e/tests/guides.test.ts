// The homeowner guides as a visitor finds them, at a phone's width and a desktop's: « Infos et aides » lists the
// five guides to the works (aids, TVA, devis, décennale and RGE), one opens by keyboard on its dated text and its
// official sources, and the FAQ answers the ten homeowner questions; every page server-rendered, axe-clean and no
// wider than the screen.
import type { Browser, Page } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { baseUrl, gotoHydrated, launchBrowser, screenshot } from '../support/browser';

const GUIDES = [
  ['/aides-maprimerenov-cee', 'MaPrimeRénov’ et les certificats d’économies d’énergie (CEE)'],
  ['/eco-ptz', 'L’éco-prêt à taux zéro (éco-PTZ)'],
  ['/tva-travaux', 'La TVA à 5,5 % et à 10 % sur les travaux'],
  ['/lire-un-devis', 'Lire un devis de travaux'],
  ['/verifier-decennale-rge', 'Vérifier une assurance décennale et une qualification RGE'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the homeowner guides', () => {
  it('are rendered by the server with their sources', async () => {
    const index = await (await fetch(`${baseUrl()}/infos-et-aides`)).text();
    for (const [, title] of GUIDES) expect(index).toContain(title);
    for (const [path, title] of GUIDES) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toContain(title);
      expect(html).toContain('Sources');
      expect(html).toContain('2026-11-28');
    }
  });

  it.each([
    [390, 844],
    [1280, 900],
  ])('lists the guides, opens one and the FAQ (%i px)', async (width, height) => {
    const { page, context, errors } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, '/infos-et-aides');
    for (const [, title] of GUIDES) await page.getByRole('button', { name: title }).waitFor();
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await expectNoViolations(page);

    // By keyboard: open the topic, then its article.
    await page.getByRole('button', { name: 'Lire un devis de travaux' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Lire un devis de travaux' });
    await panel.getByText(/mentions obligatoires/).waitFor();
    await panel.getByRole('link', { name: /Lire l’article/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/lire-un-devis$/);
    await page.getByRole('heading', { level: 1, name: 'Lire un devis de travaux' }).waitFor();
    await page.getByText('Mis à jour le 28 novembre 2026').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Les mentions obligatoires' }).waitFor();
    const sources = page.getByRole('heading', { level: 2, name: 'Sources', exact: true });
    await sources.scrollIntoViewIfNeeded();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Arrêté du 24 janvier 2017/ })
      .getByRole('link', { name: 'legifrance.gouv.fr' })
      .waitFor();
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, `guide-devis-${width}`);
    await expectNoViolations(page);

    // Every guide is also reachable from the others.
    const others = page.getByRole('navigation', { name: 'Les autres sujets' });
    await others.getByRole('link', { name: 'Décennale et RGE' }).click();
    await page.waitForURL(/\/verifier-decennale-rge$/);
    await page.getByRole('link', { name: /Annuaire des professionnels RGE/ }).waitFor();
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await expectNoViolations(page);

    // The FAQ: the ten homeowner questions.
    await gotoHydrated(page, '/faq');
    await expect(page.getByRole('heading', { level: 3, name: /^\d+\. / }).count()).resolves.toBe(10);
    await page.getByText(/conservée 12 mois/).waitFor();
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
