// The reviews a homeowner reads on an artisan's profile itself, at a phone's width and a desktop's: « Avis clients »
// with the distribution per star, the share of verified reviews and the latest reviews, rendered with the page;
// « Voir tous les avis » lists them all. Reads the demo data only (an artisan with reviews, not the demo account).
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { baseUrl, gotoHydrated, launchBrowser, screenshot } from '../support/browser';

interface Card {
  id: number;
  entrepriseNom: string;
  nombreAvis: number;
}

let browser: Browser;
let reviewed: Card;

beforeAll(async () => {
  browser = await launchBrowser();
  const cards = (await (await fetch(`${baseUrl()}/api/artisan/artisans`)).json()) as Card[];
  const found = cards.find((card) => card.nombreAvis >= 4);
  if (!found) throw new Error('Aucun artisan de démonstration avec au moins 4 avis');
  reviewed = found;
});
afterAll(async () => {
  await browser.close();
});

describe('« Avis clients » on the artisan page', () => {
  it.each([
    [390, 844],
    [1280, 900],
  ])('shows the distribution, the verified share and the latest reviews (%i px)', async (width, height) => {
    // The server's HTML already holds the section and its reviews.
    const html = await (await fetch(`${baseUrl()}/artisan/${reviewed.id}`)).text();
    expect(html).toContain('Avis clients');
    expect(html).toContain('Répartition des notes');

    const { page, context, errors } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, `/artisan/${reviewed.id}`);
    const section = page.getByRole('region', { name: 'Avis clients' });
    await section.waitFor();
    const distribution = section.getByRole('list', { name: 'Répartition des notes' });
    await expect(distribution.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringMatching(/^5 étoiles : \d+ avis$/),
      expect.stringMatching(/^4 étoiles : \d+ avis$/),
      expect.stringMatching(/^3 étoiles : \d+ avis$/),
      expect.stringMatching(/^2 étoiles : \d+ avis$/),
      expect.stringMatching(/^1 étoile : \d+ avis$/),
    ]);
    await section
      .getByText(new RegExp(`^\\d+\\s% d’avis vérifiés \\(\\d+ sur ${reviewed.nombreAvis}\\)$`))
      .waitFor();
    const latest = section.getByRole('list', { name: 'Derniers avis' }).getByRole('listitem');
    await expect(latest.count()).resolves.toBe(3);
    await latest
      .first()
      .getByText(/Publié le/)
      .waitFor();
    // Nothing wider than the screen on a phone.
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).resolves.toBeLessThanOrEqual(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `avis-profil-${width}`);
    await expectNoViolations(page);

    // Every review, by keyboard.
    const all = section.getByRole('button', { name: `Lire les ${reviewed.nombreAvis} avis` });
    await all.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tous les avis' });
    await dialog.getByRole('listitem').first().waitFor();
    await expect(dialog.getByRole('listitem').count()).resolves.toBe(reviewed.nombreAvis);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
