// A listing managed by the wrong account, contested by its business: on a phone, the claim page of the managed
// listing offers « Contester la gestion de cette fiche »; the contest sends documents only, the account managing the
// listing is mailed « Votre fiche … est contestée » and keeps it meanwhile. On a wide screen an administrator sees
// the contest (« Contestation », the account contested) and accepts it: the listing leaves that account, which is
// mailed why, and the claimant receives the activation link of its own account. axe on each screen.
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const HOLDER = {
  email: `ancien-salarie-${unique}@example.fr`,
  username: `ancien${unique}`,
  telephone: '0555667788',
  personnalDataToShow: 'ALL',
  password: 'Ancien@2026',
};
const ENTREPRISE = `Charpente Contestée ${unique}`;
const CLAIMANT = `gerante-${unique}@example.fr`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let adminToken: string;
let artisanId: number;

/** The mail to `to` whose text holds `text`, waited for. */
const mailTo = (to: string, text: string, what: string) =>
  waitForMails((mail) => mail.split(/\r?\n/).includes(`To: ${to}`) && mail.includes(text), 1, what);

/** The account that manages the listing now (the admin's view of the artisan). */
const ownerOf = async (id: number) =>
  (await api<{ userId: number | null }>('GET', `artisan/${id}`, undefined, adminToken)).userId;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: HOLDER,
    entrepriseNom: ENTREPRISE,
    metier: 'Charpentier',
    place: {
      rue: '8 rue du Port',
      ville: 'Tulle',
      codePostal: '19000',
      latitude: 45.267,
      longitude: 1.7712,
    },
  });
});
afterAll(async () => {
  if (artisanId) await api('DELETE', `artisan/${artisanId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

describe('a business contests the account that manages its listing', () => {
  let holderUserId: number | null;

  it('sends its documents from a phone; the account managing the listing is told (390 px)', async () => {
    holderUserId = await ownerOf(artisanId);
    expect(holderUserId).not.toBeNull();
    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, `/revendiquer?fiche=${artisanId}`);
    await page.getByText('Cette fiche est déjà gérée par l’entreprise.').waitFor();
    await page.getByRole('link', { name: 'Contester la gestion de cette fiche' }).click();
    await page.waitForURL((url) => url.search === `?fiche=${artisanId}&contester=1`);
    await page.getByRole('heading', { level: 2, name: 'Contester la gestion de cette fiche' }).waitFor();
    // Documents are the only proof of a contest.
    await expect(page.getByRole('radio').count()).resolves.toBe(0);
    await page.getByLabel(/^Votre nom et prénom/).fill('Inès Garnier');
    await page.getByLabel(/^Votre adresse e-mail/).fill(CLAIMANT);
    await page.getByLabel(/^Votre téléphone/).fill('06 71 22 33 99');
    await page.getByLabel(/^Votre rôle dans l’entreprise/).selectOption('DIRIGEANT');
    await page.getByLabel(/^Je certifie représenter l’entreprise/).check();
    await page
      .getByLabel(/^Extrait Kbis ou avis de situation/)
      .setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page
      .getByLabel(/^Pièce d’identité du demandeur/)
      .setInputFiles({ name: 'identite.png', mimeType: 'image/png', buffer: PNG });
    await expectNoViolations(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, 'contestation-formulaire-390');
    await page.getByRole('button', { name: 'Envoyer ma contestation' }).click();
    await page.getByText('Contestation envoyée', { exact: true }).waitFor();
    await page.getByText(/^Votre contestation est bien reçue/).waitFor();
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();

    const [notice] = await mailTo(HOLDER.email, 'Votre compte garde la fiche', 'avis de contestation');
    expect(notice).toContain('Inès Garnier');
    // The claimant's address is masked for the account contested.
    expect(notice).not.toContain(CLAIMANT);
    // Still the holder's until the team decides.
    await expect(ownerOf(artisanId)).resolves.toBe(holderUserId);
  });

  it('an administrator accepts it: the listing leaves that account for the claimant’s (1280 px)', async () => {
    const { page, context, errors } = await openAuditPage(browser, 1280, 900);
    await logIn(page, '/backoffice', 'admin', 'Admin@2024');
    await page.waitForURL((url) => url.pathname === '/backoffice/admin/home');
    await page.goto('/backoffice/admin/revendications?statut=EN_COURS');
    const card = page.getByRole('article', { name: ENTREPRISE });
    await card.getByText('Contestation', { exact: true }).waitFor();
    await card.getByText(HOLDER.username, { exact: true }).waitFor();
    await card.getByRole('button', { name: `Accepter la contestation de ${ENTREPRISE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Accepter la contestation de ${ENTREPRISE}` });
    await dialog.getByText(new RegExp(`La fiche sera retirée du compte ${HOLDER.username}`)).waitFor();
    await expectNoViolations(page);
    await screenshot(page, 'contestation-acceptation-1280');
    await dialog.getByRole('button', { name: 'Accepter la contestation', exact: true }).click();
    await page
      .getByText(/^La contestation est acceptée/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();

    await mailTo(HOLDER.email, 'après examen des documents de l’entreprise', 'fiche retirée');
    await mailTo(CLAIMANT, 'activer-mon-compte', 'lien d’activation après la contestation');
    // The listing now belongs to another account than the holder's.
    const owner = await ownerOf(artisanId);
    expect(owner).not.toBeNull();
    expect(owner).not.toBe(holderUserId);
  });
});
