// « Lue » and « Retirer ma demande », from both sides: the artisan opens its inbox « Demandes reçues » and the
// request shows there, so the visitor's « Ma demande » says « Lue le … »; the visitor withdraws it (after a
// confirmation), the page says so, the artisan gets a French mail in the outbox and its inbox shows the request
// « Retirée par le particulier », without « Marquer comme traitée ». At a phone's width and a desktop's, with axe:
// 0 violations. No account for the visitor: the link of their copy is the key.
import type { Browser } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCOUNT = {
  email: `retrait-${unique}@example.fr`,
  username: `retrait${unique}`,
  telephone: '0555443312',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: 'NOTHING',
  password: 'Retrait@2024',
};
const ENTREPRISE = `Menuiserie Retrait ${unique}`;
const MESSAGE = 'Bonjour, je voudrais remplacer trois fenêtres en bois à Brive, un devis serait bienvenu.';

let browser: Browser;
let adminToken: string;
let artisanId: number;

/** Sends a request to the journey's artisan and returns the path of the « Ma demande » link of its copy. */
async function sendRequest(visitorEmail: string, nom: string): Promise<string> {
  await api('POST', 'demandes', {
    nom,
    email: visitorEmail,
    codePostal: '19100',
    message: MESSAGE,
    consentement: true,
    artisanIds: [artisanId],
  });
  const [copy] = await waitForMails(
    (text) => text.split(/\r?\n/).includes(`To: ${visitorEmail}`),
    1,
    `Copie pour ${visitorEmail}`,
  );
  const match = /https?:\/\/[^\s"<]+\/ma-demande\?token=[^\s"<]+/.exec(copy!);
  expect(match).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: ACCOUNT,
    entrepriseNom: ENTREPRISE,
    metier: 'Menuisier',
    place: {
      rue: '7 rue des Chênes',
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

describe('« Lue » and « Retirer ma demande »', () => {
  it.each([
    [390, 844],
    [1280, 900],
  ])(
    'the artisan reads it, the visitor sees « Lue le », withdraws it, the artisan is told (%i px)',
    async (width, height) => {
      const nom = `Alex Retrait ${width}`;
      const visitorEmail = `alex-${width}-${unique}@example.fr`;
      const link = await sendRequest(visitorEmail, nom);

      // Before the artisan opened its inbox: « Envoyée ».
      const visitor = await openAuditPage(browser, width, height);
      await gotoHydrated(visitor.page, link);
      const artisans = visitor.page.getByRole('region', { name: 'L’artisan' });
      await artisans.getByText('Envoyée', { exact: true }).waitFor();

      // The artisan signs in and opens « Demandes reçues »: the request shows, and is recorded read.
      const artisan = await openAuditPage(browser, width, height);
      await logIn(artisan.page, '/admin', ACCOUNT.username, ACCOUNT.password);
      await artisan.page.waitForURL(`**/admin/artisan/${artisanId}`);
      const read = artisan.page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && /\/api\/demandes\/\d+\/lue$/.test(response.url()),
      );
      await artisan.page.goto(`/admin/artisan/${artisanId}/demandes`);
      const inbox = artisan.page.getByRole('region', { name: /Demandes reçues/ });
      const item = inbox.getByRole('article', { name: nom });
      await item.waitFor();
      // Read once it is on the screen (at a phone's width, the artisan scrolls down to it).
      await item.scrollIntoViewIfNeeded();
      expect((await read).status()).toBe(200);

      // The visitor's page now says when it was read, with the hour as French typography writes it.
      await visitor.page.reload();
      await artisans.getByText(/^Lue le \d{1,2}(er)? \S+ \d{4} à \d{1,2}\u00a0h\u00a0\d{2}$/).waitFor();
      await screenshot(visitor.page, `ma-demande-lue-${width}`);
      await expectNoViolations(visitor.page);

      // « Retirer ma demande », confirmed.
      await visitor.page.getByRole('button', { name: 'Retirer ma demande' }).click();
      const dialog = visitor.page.getByRole('dialog', { name: 'Retirer votre demande ?' });
      await dialog.getByText('L’artisan sera prévenu par e-mail').waitFor();
      await expectNoViolations(visitor.page);
      await dialog.getByRole('button', { name: 'Retirer ma demande' }).click();
      await visitor.page
        .getByText('Votre demande est retirée : les artisans en ont été prévenus par e-mail.')
        .waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect(visitor.page.getByRole('button', { name: 'Retirer ma demande' }).count()).resolves.toBe(0);
      await screenshot(visitor.page, `ma-demande-retiree-${width}`);
      await expectNoViolations(visitor.page);
      // No horizontal scroll at this width.
      await expect(
        visitor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);

      // The artisan's mail, in French, in the outbox.
      const [mail] = await waitForMails(
        (text) =>
          text.split(/\r?\n/).includes(`To: ${ACCOUNT.email}`) &&
          text.includes(`${nom} a retiré cette demande`),
        1,
        `Retrait pour ${ACCOUNT.email}`,
      );
      expect(mail).toMatch(/^Subject: .*Demande[ _]retir/m);
      expect(mail).toContain(`/admin/artisan/${artisanId}/demandes`);

      // Its inbox, asked again: « Retirée par le particulier » under « Toutes », nothing to mark.
      await artisan.page.reload();
      await inbox.getByRole('button', { name: /^Toutes/ }).click();
      await item.getByText(/^Retirée par le particulier le /).waitFor();
      await expect(item.getByRole('button', { name: /Marquer comme/ }).count()).resolves.toBe(0);
      await screenshot(artisan.page, `demande-retiree-editor-${width}`);
      await expectNoViolations(artisan.page);

      expect(visitor.errors).toEqual([]);
      expect(artisan.errors).toEqual([]);
      await visitor.context.close();
      await artisan.context.close();
    },
  );
});
