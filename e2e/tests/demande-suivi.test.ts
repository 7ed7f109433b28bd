// The homeowner's own record of a request (« Ma demande »): after a request, the copy mailed to the visitor carries a
// private link; the page it opens says when the request went, to which artisans, and which of them marked it handled
// (the artisan's « Marquer comme traitée » shows there). An altered link says it is invalid. At a phone's width and
// a desktop's, with axe: 0 violations. No account anywhere: the link is the key.
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCOUNT = {
  email: `suivi-${unique}@example.fr`,
  username: `suivi${unique}`,
  telephone: '0555443311',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: 'NOTHING',
  password: 'Suivi@2024',
};
const ENTREPRISE = `Peinture Suivie ${unique}`;
const VISITOR_EMAIL = `sacha-${unique}@example.fr`;
const MESSAGE = 'Bonjour, je voudrais repeindre un séjour de 30 m² à Brive avant la fin du mois.';

let browser: Browser;
let adminToken: string;
let artisanId: number;
let link: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: ACCOUNT,
    entrepriseNom: ENTREPRISE,
    metier: 'Peintre',
    place: {
      rue: '5 rue des Tilleuls',
      ville: 'Brive-la-Gaillarde',
      codePostal: '19100',
      latitude: 45.1589,
      longitude: 1.5321,
    },
  });
  await api('POST', 'demandes', {
    nom: `Sacha Suivi ${unique}`,
    email: VISITOR_EMAIL,
    codePostal: '19100',
    message: MESSAGE,
    consentement: true,
    artisanIds: [artisanId],
  });
  const [copy] = await waitForMails(
    (text) => text.split(/\r?\n/).includes(`To: ${VISITOR_EMAIL}`),
    1,
    `Copie pour ${VISITOR_EMAIL}`,
  );
  const match = /https?:\/\/[^\s"<]+\/ma-demande\?token=[^\s"<]+/.exec(copy!);
  expect(match).not.toBeNull();
  link = new URL(match![0]).pathname + new URL(match![0]).search;
});
afterAll(async () => {
  if (artisanId) await api('DELETE', `artisan/${artisanId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

describe('« Ma demande », from the link of the visitor’s copy', () => {
  it.each([
    [390, 844],
    [1280, 900],
  ])('shows to whom the request went and where each artisan stands (%i px)', async (width, height) => {
    const { page, context, errors } = await openAuditPage(browser, width, height);
    await gotoHydrated(page, link);
    await page.getByRole('heading', { level: 1, name: 'Ma demande' }).waitFor();
    const artisans = page.getByRole('region', { name: 'L’artisan' });
    await artisans.getByRole('link', { name: ENTREPRISE }).waitFor();
    await artisans.getByText('Envoyée', { exact: true }).waitFor();
    await page.getByText(MESSAGE).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');
    await screenshot(page, `ma-demande-${width}`);
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the artisan’s « traitée » once it marked the request handled in its inbox', async () => {
    // The inbox's « Marquer comme traitée » is the artisan's PUT /api/demandes/{id} (its screen is the editor's
    // journey's): here through the API, signed in as the artisan.
    const session = await api<{ token: string }>('POST', 'auth/login', {
      username: ACCOUNT.username,
      password: ACCOUNT.password,
    });
    const inbox = await api<{ demandes: { id: number }[] }>(
      'GET',
      `artisan/${artisanId}/demandes`,
      undefined,
      session.token,
    );
    await api('PUT', `demandes/${inbox.demandes[0]!.id}`, { traitee: true }, session.token);

    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, link);
    await page
      .getByRole('region', { name: 'L’artisan' })
      .getByText(/^Traitée le /)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says an altered link is invalid, in French, with 0 axe violations', async () => {
    const { page, context } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, `${link.slice(0, -2)}xy`);
    await page.getByText('Ce lien « Ma demande » n’est pas valide ou a expiré.').waitFor();
    await expectNoViolations(page);
    await context.close();
  });
});
