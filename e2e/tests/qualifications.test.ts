// Qualifications and insurance (issue 21), as the artisan, the visitor and the administrator meet them: the artisan
// adds an RGE qualification from the editor on a phone (the form's French errors next to their fields on the way)
// and a décennale that has already expired; the editor warns about it and says the qualification waits for the
// administration's check; the public page shows the qualification with « Valide jusqu’au … » as declared by the
// artisan, without the RGE badge, and not the expired insurance; the administrator's details screen shows both, the
// expired one with its warning, and ticks « Vérifiée » on the qualification: the public page then shows it checked,
// with the RGE badge. The artisan is created for this file, so that nothing here depends on another test's changes
// (axe: accessibility.test.ts).
import type { Browser } from 'playwright-core';
import { addDays, parisToday, QUALIFICATION_VERIFICATION } from '@annuaire/shared/contract/qualification';
import { frenchDate } from '@annuaire/shared/domain/french-dates';
import { gotoHydrated, launchBrowser, openPage, screenshot } from '../support/browser';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCOUNT = {
  email: `rge-${unique}@example.fr`,
  username: `rge${unique}`,
  telephone: '0555443322',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: 'ALL',
  password: 'Rge@20245',
};
const ENTREPRISE = `Chauffage RGE ${unique}`;
const today = parisToday();
const QUALIFICATION = { debut: addDays(today, -200), fin: addDays(today, 1200) };
const EXPIRED = { debut: addDays(today, -400), fin: addDays(today, -35) };

let browser: Browser;
let adminToken: string;
let artisanId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: ACCOUNT,
    entrepriseNom: ENTREPRISE,
    metier: 'Chauffagiste',
    place: {
      rue: '3 place de la Halle',
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

describe('qualifications and insurance, from the editor to the public page', () => {
  it('adds an RGE qualification and an expired décennale; the public sees the valid one, badged once checked', async () => {
    // 1. The artisan, on a phone, adds a qualification; the form says what is missing or wrong, next to it.
    const artisan = await openPage(browser, 390, 844);
    await logIn(artisan.page, '/admin', ACCOUNT.username, ACCOUNT.password);
    await artisan.page.waitForURL(`**/admin/artisan/${artisanId}`);
    const normes = artisan.page.getByRole('region', { name: 'Normes Acquises' });
    await normes.getByRole('button', { name: 'Ajouter une qualification' }).click();
    const organisme = normes.getByRole('combobox', { name: 'Organisme' });
    const rge = normes.getByRole('checkbox', { name: /Mention RGE/ });
    await organisme.selectOption('Handibat');
    await expect(rge.isDisabled()).resolves.toBe(true);
    await organisme.selectOption('Qualibat');
    await expect(rge.isDisabled()).resolves.toBe(false);
    await rge.check();
    await normes
      .getByLabel('Intitulé de la qualification (facultatif)')
      .fill('5211 – Chauffage et climatisation');
    await normes.getByLabel('Numéro de qualification').fill('E-E<12>');
    await normes.getByLabel('Valable du').fill(QUALIFICATION.fin);
    await normes.getByLabel('au', { exact: true }).fill(QUALIFICATION.debut);
    await normes.getByRole('button', { name: 'Enregistrer' }).click();
    await normes.getByText(/^Le numéro compte 40 caractères au plus/).waitFor();
    await normes.getByText('La fin de validité doit suivre son début.').waitFor();
    await screenshot(artisan.page, 'qualifications-editor-errors-390');
    await normes.getByLabel('Numéro de qualification').fill('E-E123456');
    await normes.getByLabel('Valable du').fill(QUALIFICATION.debut);
    await normes.getByLabel('au', { exact: true }).fill(QUALIFICATION.fin);
    await normes.getByRole('button', { name: 'Enregistrer' }).click();
    await artisan.page.getByText('Qualification enregistrée.').first().waitFor();
    await normes.getByText('N° E-E123456', { exact: true }).waitFor();
    await normes.getByText(new RegExp(`^${QUALIFICATION_VERIFICATION.enAttente}`)).waitFor();

    // 2. A décennale that ended five weeks ago: saved, and the editor says the public no longer sees it.
    const assurances = artisan.page.getByRole('region', { name: 'Assurance décennale' });
    await assurances.getByRole('button', { name: 'Ajouter une assurance' }).click();
    await assurances.getByLabel('Assureur').fill('SMABTP');
    await assurances.getByLabel('Numéro de police').fill('RCD-7654321');
    await assurances.getByLabel('Valable du').fill(EXPIRED.debut);
    await assurances.getByLabel('au', { exact: true }).fill(EXPIRED.fin);
    await assurances.getByRole('button', { name: 'Enregistrer' }).click();
    await assurances
      .getByText(`Expirée le ${frenchDate(EXPIRED.fin)} : elle n’est plus affichée sur votre page publique.`)
      .waitFor();
    await screenshot(artisan.page, 'qualifications-editor-390');
    expect(artisan.errors).toEqual([]);
    await artisan.context.close();

    // 3. The visitor: the qualification with its validity, as declared by the artisan, without the RGE badge (no one
    // checked it yet); no expired insurance.
    const visitor = await openPage(browser, 390, 844);
    await gotoHydrated(visitor.page, `/artisan/${artisanId}`);
    const publicNormes = visitor.page.locator('#artisan-normes');
    await publicNormes.getByText('Qualibat').first().waitFor();
    await publicNormes.getByText(`Valide jusqu’au ${frenchDate(QUALIFICATION.fin)}`).waitFor();
    await publicNormes.getByText(QUALIFICATION_VERIFICATION.nonVerifiee).waitFor();
    await expect(visitor.page.getByRole('main').getByRole('link', { name: /^RGE/ }).count()).resolves.toBe(0);
    await visitor.page.getByText('Aucune assurance décennale renseignée.').waitFor();
    await expect(visitor.page.getByText('RCD-7654321').count()).resolves.toBe(0);
    expect((await api<{ rge: boolean }>('GET', `artisan/${artisanId}`)).rge).toBe(false);
    await screenshot(visitor.page, 'qualifications-public-declared-390');
    expect(visitor.errors).toEqual([]);

    // 4. The administrator's details screen shows both, the expired one with its warning, and checks the
    // qualification with « Vérifiée ».
    const admin = await openPage(browser, 1280, 900);
    await logIn(admin.page, '/backoffice', 'admin', 'Admin@2024');
    await admin.page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
    await admin.page.goto(`/backoffice/admin/artisan/${artisanId}`);
    await admin.page
      .getByText(
        `Expirée le ${frenchDate(EXPIRED.fin)} : elle n’est plus affichée sur la page publique de l’artisan.`,
      )
      .waitFor();
    await admin.page
      .getByText(`Valide jusqu’au ${frenchDate(QUALIFICATION.fin)}`)
      .first()
      .waitFor();
    const qualificationForm = admin.page.getByRole('form', { name: /^Qualification 1 sur 1/ });
    const verified = qualificationForm.getByRole('checkbox', {
      name: QUALIFICATION_VERIFICATION.checkboxLabel,
      exact: true,
    });
    await expect(verified.isChecked()).resolves.toBe(false);
    await verified.check();
    await admin.page.getByText(QUALIFICATION_VERIFICATION.verified).first().waitFor();
    await expect(verified.isChecked()).resolves.toBe(true);
    await screenshot(admin.page, 'qualifications-backoffice-1280');
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // 5. The visitor again: the qualification checked, and the RGE badge.
    await gotoHydrated(visitor.page, `/artisan/${artisanId}`);
    await publicNormes.getByText(QUALIFICATION_VERIFICATION.verifiee, { exact: true }).waitFor();
    await visitor.page.getByRole('main').getByRole('link', { name: /^RGE/ }).first().waitFor();
    expect((await api<{ rge: boolean }>('GET', `artisan/${artisanId}`)).rge).toBe(true);
    await screenshot(visitor.page, 'qualifications-public-390');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
