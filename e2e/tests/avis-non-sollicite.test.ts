// Unsolicited reviews, as a visitor lives them: on the artisan page, « Laisser un avis » asks for the e-mail used
// with the artisan and the month of the work; the confirmation stays on the page; the link comes from the outbox and
// opens the review form (the month prefilled); the review waits for the administrator, who publishes it in « Avis à
// modérer » where it shows « Avis non sollicité par l’artisan »; the artisan page then shows it with that label, never
// « vérifié ». A second request with the same e-mail is refused in French. At a phone's width and a desktop's, with
// axe: 0 violations. The artisan is created for this file.
import type { Browser, Page } from 'playwright-core';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { gotoHydrated, launchBrowser, openPage, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCOUNT = {
  email: `nonsollicite-${unique}@example.fr`,
  username: `nonsol${unique}`,
  telephone: '0555443312',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: 'ALL',
  password: 'Avis@2024',
};
const ENTREPRISE = `Carrelage Libre ${unique}`;
const LABEL = 'Avis non sollicité par l’artisan';

let browser: Browser;
let adminToken: string;
let artisanId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: ACCOUNT,
    entrepriseNom: ENTREPRISE,
    metier: 'Carreleur',
    place: {
      rue: '3 place Gambetta',
      ville: 'Tulle',
      codePostal: '19000',
      latitude: 45.2665,
      longitude: 1.7706,
    },
  });
});
afterAll(async () => {
  if (artisanId) await api('DELETE', `artisan/${artisanId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

/** « Laisser un avis » in the « Avis clients » section: opens the form, fills it and sends it. */
async function askLink(page: Page, email: string) {
  const section = page.getByRole('region', { name: 'Avis clients' });
  await section.getByRole('button', { name: 'Laisser un avis' }).click();
  const form = section.getByRole('form', { name: 'Laisser un avis' });
  await form.getByLabel('Adresse e-mail utilisée avec l’artisan').fill(email);
  await form.getByText('elle n’est ni publiée ni transmise à l’artisan', { exact: false }).waitFor();
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Recevoir le lien' }).click();
  return section;
}

describe('a review without invitation, from « Laisser un avis » to the artisan page', () => {
  it('fits a 320 px screen with the form open, without horizontal scrolling', async () => {
    const { page, context } = await openAuditPage(browser, 320, 640);
    await gotoHydrated(page, `/artisan/${artisanId}`);
    const section = page.getByRole('region', { name: 'Avis clients' });
    await section.getByRole('button', { name: 'Laisser un avis' }).click();
    await section.getByRole('form', { name: 'Laisser un avis' }).waitFor();
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
    await context.close();
  });

  it.each([
    [390, 844],
    [1280, 900],
  ])(
    'asks, confirms by mail, posts, is moderated and shown « non sollicité » (%i px)',
    async (width, height) => {
      const email = `client-${width}-${unique}@example.fr`;
      const comment = `Faïence posée avec soin (${width}) ${unique}.`;
      const author = width === 390 ? 'Léa P.' : 'Marc V.';

      // 1. The visitor asks for the link from the artisan page; the confirmation stays.
      const visitor = await openAuditPage(browser, width, height);
      await gotoHydrated(visitor.page, `/artisan/${artisanId}`);
      const section = await askLink(visitor.page, email);
      await section
        .getByRole('status')
        .getByText(`Un e-mail de confirmation a été envoyé à ${email}.`, { exact: false })
        .waitFor();
      await expect(
        visitor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await screenshot(visitor.page, `avis-non-sollicite-demande-${width}`);
      await expectNoViolations(visitor.page);

      // 2. The mail, in French: which artisan, what to do, until when.
      const [mail] = await waitForMails((text) => text.includes(`To: ${email}`), 1, `Lien pour ${email}`);
      expect(mail).toContain(ENTREPRISE);
      expect(mail).toContain('Ce lien fonctionne une seule fois');
      const link = /https?:\/\/\S+\/avis\/nouveau\?token=[A-Za-z0-9%._-]+/.exec(mail!);
      expect(link).not.toBeNull();
      const path = new URL(link![0]).pathname + new URL(link![0]).search;

      // 3. The link opens the review form, which says how the review is labelled.
      await gotoHydrated(visitor.page, path);
      await visitor.page
        .getByRole('heading', { level: 1, name: new RegExp(`Votre avis sur ${ENTREPRISE}`) })
        .waitFor();
      await visitor.page.getByText(`« ${LABEL} »`, { exact: false }).first().waitFor();
      await visitor.page.locator('label', { hasText: '5 étoiles' }).click();
      await visitor.page.getByLabel('Commentaire (facultatif)').fill(comment);
      await visitor.page.getByRole('textbox', { name: 'Nom affiché' }).fill(author);
      await visitor.page.getByRole('checkbox', { name: /J’accepte que mon avis soit publié/ }).check();
      await expectNoViolations(visitor.page);
      await visitor.page.getByRole('button', { name: 'Publier mon avis' }).click();
      await visitor.page.getByText('Merci ! Votre avis sera publié après modération.').waitFor();

      // 4. The administrator publishes it; « Avis à modérer » names its source.
      const admin = await openPage(browser, 1280, 900);
      await logIn(admin.page, '/backoffice', 'admin', 'Admin@2024');
      await admin.page.waitForURL('**/backoffice/admin/home');
      await admin.page.getByRole('link', { name: 'Avis à modérer' }).click();
      await admin.page.getByRole('heading', { level: 1, name: 'Avis à modérer' }).waitFor();
      const card = admin.page.getByRole('article', { name: `Avis de ${author} sur ${ENTREPRISE}` });
      await card.getByText(comment).waitFor();
      await card.getByText(LABEL).waitFor();
      await card.getByRole('button', { name: /^Publier/ }).click();
      await admin.page.getByText('L’avis est publié.').first().waitFor();
      expect(admin.errors).toEqual([]);
      await admin.context.close();

      // 5. The artisan page shows it with its label, never as verified.
      await gotoHydrated(visitor.page, `/artisan/${artisanId}`);
      const reviews = visitor.page.getByRole('region', { name: 'Avis clients' });
      const item = reviews.getByRole('listitem').filter({ hasText: comment });
      await item.getByText(LABEL).waitFor();
      await expect(item.getByText('Avis vérifié').count()).resolves.toBe(0);
      await screenshot(visitor.page, `avis-non-sollicite-fiche-${width}`);
      await expectNoViolations(visitor.page);

      // 6. A second request with the same e-mail is refused in French.
      await askLink(visitor.page, email);
      await reviews
        .getByRole('alert')
        .getByText('Un avis sur cet artisan a déjà été déposé avec cette adresse e-mail', { exact: false })
        .waitFor();
      await expectNoViolations(visitor.page);
      expect(visitor.errors.filter((error) => !error.includes('409'))).toEqual([]);
      await visitor.context.close();
    },
  );
});
