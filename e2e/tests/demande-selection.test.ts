// The homeowner's request selection as a visitor compares artisans: two artisans ticked on a trade page, a third
// artisan's profile opened to compare, where « Ajouter à ma demande (2/3) » adds it, and back on the trade page the
// three still ticked (after a reload of the tab's page too) and « Demander un devis (3) » naming them, the form's
// postcode pre-filled from the address of the works chosen on the trade page. At a phone's
// width and a desktop's, with axe on the profile.
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { api } from '../support/session';

let browser: Browser;
let plombierId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const trades = await api<{ id: number; metier: string }[]>('GET', 'specialite');
  plombierId = trades.find((trade) => trade.metier === 'Plombier')!.id;
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  [390, 844],
  [1280, 900],
])('the request selection at %i px', (width, height) => {
  it('survives opening a profile and going back, and the profile adds a third artisan', async () => {
    const { page, context, errors } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, `/metier/${plombierId}`);
    // The address of the works, chosen here, pre-fills the request's postcode later.
    await page.getByRole('main').locator('summary').first().click();
    await page
      .getByRole('combobox', { name: 'Adresse des travaux' })
      .pressSequentially('19100', { delay: 30 });
    await page
      .getByRole('option', { name: /Brive-la-Gaillarde/ })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.get('lieu')?.includes('Brive') === true);
    const cards = page.getByRole('main').getByRole('article');
    await page
      .getByRole('main')
      .getByText(/^à [\d,]+ km$/)
      .first()
      .waitFor();
    await cards.nth(2).waitFor();
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      names.push((await cards.nth(index).getByRole('heading').first().textContent())!.trim());
    }
    for (const index of [0, 1]) {
      await cards
        .nth(index)
        .getByRole('checkbox', { name: /Ajouter à ma demande/ })
        .check();
    }
    await page.getByRole('button', { name: 'Demander un devis (2)' }).waitFor();

    // To compare, the visitor opens the third artisan's profile.
    await cards.nth(2).getByRole('link', { name: names[2] }).click();
    await page.getByRole('heading', { level: 1, name: names[2] }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const add = page.getByRole('button', { name: `Ajouter à ma demande (2/3) : ${names[2]}` });
    await add.waitFor();
    await expect(add.isEnabled()).resolves.toBe(true);
    await add.click();
    await page.getByRole('button', { name: `Retirer de ma demande (3/3) : ${names[2]}` }).waitFor();
    await page.getByRole('button', { name: 'Demander un devis (3)' }).waitFor();
    await screenshot(page, `demande-selection-profil-${width}`);
    await expectNoViolations(page);

    // Back on the trade page, the three are still ticked.
    await page.goBack();
    await page.getByRole('button', { name: 'Demander un devis (3)' }).waitFor();
    for (const index of [0, 1, 2]) {
      await expect(
        cards
          .nth(index)
          .getByRole('checkbox', { name: /Ajouter à ma demande/ })
          .isChecked(),
      ).resolves.toBe(true);
    }
    // A fresh load of the page (same tab) too.
    await gotoHydrated(page, page.url());
    await page.getByRole('button', { name: 'Demander un devis (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demander un devis à 3 artisans' });
    await dialog.waitFor();
    const recipients = dialog.getByRole('list', { name: 'Artisans destinataires' });
    for (const name of names) await recipients.getByText(name, { exact: true }).waitFor();
    await expect(dialog.getByLabel('Code postal des travaux').inputValue()).resolves.toBe('19100');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Vider la sélection' }).click();
    await page.getByRole('button', { name: /Demander un devis/ }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
