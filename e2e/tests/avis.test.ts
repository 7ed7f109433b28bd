// Verified reviews (issue 20), as the three people concerned live them: the artisan invites a customer from the
// editor; the link comes from the outbox; the customer posts a review without an account; it is not public yet; the
// administrator publishes it in « Avis à modérer »; the artisan page shows it with « Avis vérifié » and its dates;
// the artisan replies and the reply shows under it. A used link then says so. The artisan is created for this file
// (its own account), so that nothing here depends on another test's changes (axe: accessibility.test.ts).
import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, openPage, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCOUNT = {
  email: `avis-${unique}@example.fr`,
  username: `avis${unique}`,
  telephone: '0555443311',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: 'ALL',
  password: 'Avis@2024',
};
const ENTREPRISE = `Plâtrerie Avis ${unique}`;
const CUSTOMER = `client-${unique}@example.fr`;
const COMMENT = `Cloisons montées en deux jours, chantier propre ${unique}.`;
const REPLY = 'Merci pour votre confiance, à bientôt !';

/** The month before this one, as the month field wants it and as the page writes it (« octobre 2026 »). */
function lastMonth(): { value: string; label: string } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  return {
    value: `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`,
    label: new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date),
  };
}

let browser: Browser;
let adminToken: string;
let artisanId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: ACCOUNT,
    entrepriseNom: ENTREPRISE,
    metier: 'Plâtrier',
    place: {
      rue: '5 avenue Victor Hugo',
      ville: 'Tulle',
      codePostal: '19000',
      latitude: 45.2673,
      longitude: 1.7714,
    },
  });
});
afterAll(async () => {
  if (artisanId) await api('DELETE', `artisan/${artisanId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

describe('a verified review, from the invitation to the reply', () => {
  it('invites, posts through the link, waits for moderation, is published « Avis vérifié », then answered', async () => {
    // 1. The artisan invites a customer from the editor.
    const artisan = await openPage(browser, 1280, 900);
    await logIn(artisan.page, '/admin', ACCOUNT.username, ACCOUNT.password);
    await artisan.page.waitForURL(`**/admin/artisan/${artisanId}`);
    await artisan.page
      .getByRole('navigation', { name: 'Mon espace professionnel' })
      .getByRole('link', { name: 'Avis' })
      .click();
    await artisan.page.waitForURL(`**/admin/artisan/${artisanId}/avis`);
    const section = artisan.page.getByRole('region', { name: 'Avis clients' });
    await section.getByText('Aucun avis publié pour l’instant.', { exact: false }).waitFor();
    await section.getByLabel('E-mail du client').fill('pas-une-adresse');
    await section.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await section.getByText('Adresse e-mail invalide.').waitFor();
    await section.getByLabel('E-mail du client').fill(CUSTOMER);
    await section.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await section.getByText(`Invitation envoyée à ${CUSTOMER}.`).waitFor();
    await section.getByText(CUSTOMER).first().waitFor();
    await screenshot(artisan.page, 'avis-editor-invitation-1280');

    // 2. The link, from the mail in the outbox.
    const [mail] = await waitForMails(
      (text) => text.includes(`To: ${CUSTOMER}`),
      1,
      `Invitation pour ${CUSTOMER}`,
    );
    const link = /https?:\/\/\S+\/avis\/nouveau\?token=[A-Za-z0-9%._-]+/.exec(mail!);
    expect(link).not.toBeNull();
    const path = new URL(link![0]).pathname + new URL(link![0]).search;

    // 3. The customer posts the review, on a phone, without an account.
    const customer = await openPage(browser, 390, 844);
    await gotoHydrated(customer.page, path);
    await customer.page
      .getByRole('heading', { level: 1, name: new RegExp(`Votre avis sur ${ENTREPRISE}`) })
      .waitFor();
    // Nothing filled: the required fields say so, next to them.
    await customer.page.getByRole('button', { name: 'Publier mon avis' }).click();
    await customer.page.getByText('Choisissez une note de 1 à 5 étoiles.').waitFor();
    await customer.page.getByText('Veuillez accepter la publication de votre avis.').waitFor();
    await customer.page.locator('label', { hasText: '4 étoiles' }).click();
    await customer.page.getByLabel('Commentaire (facultatif)').fill(COMMENT);
    const month = lastMonth();
    await customer.page.getByLabel('Date de la prestation').selectOption({ label: month.label });
    await customer.page.getByRole('textbox', { name: 'Nom affiché' }).fill('Hélène T.');
    await customer.page.getByRole('checkbox', { name: /J’accepte que mon avis soit publié/ }).check();
    await screenshot(customer.page, 'avis-nouveau-390');
    await customer.page.getByRole('button', { name: 'Publier mon avis' }).click();
    await customer.page.getByText('Merci ! Votre avis sera publié après modération.').waitFor();
    expect(customer.errors).toEqual([]);

    // The link is used now: it says so.
    await gotoHydrated(customer.page, path);
    await customer.page.getByText('Ce lien a déjà été utilisé.').waitFor();
    await customer.context.close();

    // 4. Not public yet: neither listed nor counted.
    const before = await api<{ commentaire: string | null }[]>('GET', `note/artisan/${artisanId}`);
    expect(before.some((note) => note.commentaire === COMMENT)).toBe(false);
    expect((await api<{ nombreAvis: number }>('GET', `artisan/${artisanId}`)).nombreAvis).toBe(0);

    // 5. The administrator publishes it in « Avis à modérer ».
    const admin = await openPage(browser, 1280, 900);
    await logIn(admin.page, '/backoffice', 'admin', 'Admin@2024');
    await admin.page.waitForURL('**/backoffice/admin/home');
    await admin.page.getByRole('link', { name: 'Avis à modérer' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Avis à modérer' }).waitFor();
    const card = admin.page.getByRole('article', { name: `Avis de Hélène T. sur ${ENTREPRISE}` });
    await card.getByText(COMMENT).waitFor();
    await card.getByRole('link', { name: CUSTOMER }).waitFor();
    await screenshot(admin.page, 'avis-moderation-1280');
    await card.getByRole('button', { name: /^Publier/ }).click();
    await admin.page.getByText('L’avis est publié.').first().waitFor();
    await card.waitFor({ state: 'detached' });
    // The notes of the artisan name the invited review by its source and its author, not as an unknown particulier.
    await admin.page.goto('/backoffice/admin/artisans');
    await admin.page.getByPlaceholder('Rechercher un artisan...').fill(ENTREPRISE);
    const row = admin.page
      .getByRole('list', { name: 'Artisans' })
      .getByRole('listitem')
      .filter({ hasText: ENTREPRISE });
    await row.getByRole('button', { name: `Voir les notes de ${ENTREPRISE}` }).click();
    const notes = admin.page.getByRole('dialog', { name: `Notes pour ${ENTREPRISE}` });
    await notes.getByText('Avis vérifié de Hélène T.').waitFor();
    await expect(notes.getByText('Particulier inconnu').count()).resolves.toBe(0);
    await screenshot(admin.page, 'avis-backoffice-notes-1280');
    await admin.page.keyboard.press('Escape');
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // 6. The artisan page shows it: « Avis vérifié », both dates, counted.
    const visitor = await openPage(browser, 390, 844);
    await gotoHydrated(visitor.page, `/artisan/${artisanId}`);
    await visitor.page
      .getByText(/dont 1 avis vérifié/)
      .first()
      .waitFor();
    await visitor.page.getByRole('button', { name: 'Voir tous les avis' }).click();
    const reviews = visitor.page.getByRole('dialog', { name: 'Tous les avis' });
    await reviews.getByText(COMMENT).waitFor();
    await reviews.getByText('Avis vérifié').first().waitFor();
    await reviews.getByText(`Prestation : ${month.label}`).waitFor();
    await reviews
      .getByText(/Publié le \d{1,2}(er)? \p{L}+ \d{4}/u)
      .first()
      .waitFor();
    await reviews.getByText('Hélène T.').waitFor();

    // 7. The artisan replies from the editor; the reply shows under the review.
    await artisan.page.reload();
    const reviewsPart = artisan.page.getByRole('region', { name: 'Avis clients' });
    await reviewsPart.getByText(COMMENT).waitFor();
    await reviewsPart.getByRole('button', { name: 'Répondre' }).click();
    await reviewsPart.getByLabel('Votre réponse').fill(REPLY);
    await reviewsPart.getByRole('button', { name: 'Publier la réponse' }).click();
    await reviewsPart.getByText(REPLY).waitFor();
    await reviewsPart.getByRole('button', { name: 'Modifier la réponse' }).waitFor();
    await screenshot(artisan.page, 'avis-editor-reponse-1280');
    expect(artisan.errors).toEqual([]);
    await artisan.context.close();

    await gotoHydrated(visitor.page, `/artisan/${artisanId}`);
    await visitor.page.getByRole('button', { name: 'Voir tous les avis' }).click();
    const withReply = visitor.page.getByRole('dialog', { name: 'Tous les avis' });
    await withReply.getByText(REPLY).waitFor();
    await withReply.getByText(/Réponse de l’artisan, le/).waitFor();
    await screenshot(visitor.page, 'avis-public-390');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
