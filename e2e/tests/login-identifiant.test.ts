// Logging in as an artisan remembers it: the e-mail logs in as well as the username, « Identifiant oublié ? » leads
// to a reset mail that names the username, and a successful reset lands on the login page with the e-mail filled,
// a lasting notice, then on the artisan's editor. At a phone width (390) and on a desktop (1280), 0 axe violations.
import type { Browser } from 'playwright-core';
import { launchBrowser, gotoHydrated } from '../support/browser';
import { expectNoViolations, openAuditPage } from '../support/axe';
import { waitForMails } from '../support/outbox';
import { adminToken, api, createOwnArtisan } from '../support/session';

let browser: Browser;
let token: string;
const artisanIds: number[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
});
afterAll(async () => {
  for (const id of artisanIds) await api('DELETE', `artisan/${id}`, undefined, token).catch(() => undefined);
  await browser.close();
});

describe.each([390, 1280])('logging in by e-mail and a forgotten username, at %i px', (width) => {
  it('mails the username, resets, and logs in with the e-mail filled into the editor', async () => {
    const username = `ident-${width}-${Date.now().toString(36)}`;
    const email = `${username}@example.fr`;
    const artisanId = await createOwnArtisan(token, {
      account: {
        email,
        username,
        telephone: '0612345678',
        password: 'Depart@2026',
        personnalDataToShow: 'ALL',
      },
      entrepriseNom: `Menuiserie ${username}`,
      metier: 'Menuisier',
      place: {
        rue: '3 rue des Tilleuls',
        ville: 'Brive-la-Gaillarde',
        codePostal: '19100',
        latitude: 45.1589,
        longitude: 1.5321,
      },
    });
    artisanIds.push(artisanId);

    const { page, context, errors } = await openAuditPage(browser, width);
    await page.goto('/admin');
    await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).waitFor();
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Identifiant oublié ?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await page.getByText('Un e-mail de réinitialisation a été envoyé !').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');

    const [mail] = await waitForMails((text) => text.includes(`To: ${email}`), 1, `Mail pour ${email}`);
    expect(mail).toContain(`Votre nom d’utilisateur : ${username}`);
    const match = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(mail!);
    const link = new URL(match![0].replaceAll('&amp;', '&'));
    await gotoHydrated(page, `${link.pathname}${link.search}`);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau@2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Nouveau@2026');
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();

    // The login page, the e-mail filled, the notice lasting (not only a toast).
    await page.waitForURL(
      (url) => url.pathname === '/admin' && url.searchParams.get('identifiant') === email,
    );
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Connectez-vous avec votre nouveau mot de passe.' });
    await notice.waitFor();
    await expect(
      page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).inputValue(),
    ).resolves.toBe(email);
    await expectNoViolations(page);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau@2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/artisan/${artisanId}`);

    // The e-mail logs in through the API too, whatever its case.
    await expect(
      api('POST', 'auth/login', { username: email.toUpperCase(), password: 'Nouveau@2026' }),
    ).resolves.toMatchObject({ role: 'ROLE_ARTISAN', artisanId });
    expect(errors).toEqual([]);
    await context.close();
  });
});
