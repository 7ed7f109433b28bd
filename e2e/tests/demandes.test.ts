// Requests relayed to artisans (issue 19), as the three people concerned live them: a visitor reaches an artisan
// who hides phone and e-mail through « Contacter cet artisan », the mail lands in the outbox addressed to that
// artisan's account with the visitor as Reply-To, the artisan logs in, finds it under « Demandes reçues » and marks
// it handled; a visitor asks three-at-most artisans of a trade page for a quote at once; the administrator reads and
// deletes a request in « Demandes ». The artisan is created for this file (its own account), so that nothing here
// depends on another test's changes; the API allows five requests an hour per address, and this file sends two.
import type { Browser, Locator } from 'playwright-core';
import { gotoHydrated, launchBrowser, openPage, screenshot } from '../support/browser';
import { readMails, waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ACCOUNT = {
  email: `discret-${unique}@example.fr`,
  username: `discret${unique}`,
  telephone: '0555443322',
  role: 'ROLE_ARTISAN',
  personnalDataToShow: 'NOTHING',
  password: 'Discret@2024',
};
const ENTREPRISE = `Menuiserie Discrète ${unique}`;
const VISITOR = {
  nom: `Camille Visiteur ${unique}`,
  email: `camille-${unique}@example.fr`,
  telephone: '06 12 34 56 78',
  codePostal: '19100',
  message:
    'Bonjour, je souhaite remplacer trois fenêtres en bois dans une maison de 1930 à Brive. Pouvez-vous passer pour un devis ?',
};

interface Demande {
  id: number;
  nom: string;
  traitee: boolean;
  telephone: string | null;
}

/**
 * Whether the element is wholly inside the viewport and has the focus: what a visitor on a phone sees after sending,
 * wherever the form had been scrolled to reach its button.
 */
function inViewAndFocused(locator: Locator): Promise<{ inView: boolean; focused: boolean }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      inView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      focused: element === document.activeElement,
    };
  });
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
    metier: 'Menuisier',
    place: {
      rue: '3 rue des Tilleuls',
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

describe('a visitor reaches an artisan who hides phone and e-mail', () => {
  it('sends a request from the artisan page; the artisan gets it by mail and in the editor, and marks it handled', async () => {
    const visitor = await openPage(browser, 390, 844);
    const page = visitor.page;
    await gotoHydrated(page, `/artisan/${artisanId}`);
    await page.getByRole('heading', { level: 1, name: ENTREPRISE }).waitFor();
    // Neither the account's e-mail nor its phone is anywhere in the page.
    const html = await page.content();
    expect(html).not.toContain(ACCOUNT.email);
    // Neither as stored, nor as a page writes a number (in pairs), nor as a tel: link (+33).
    expect(html).not.toContain(ACCOUNT.telephone);
    expect(html).not.toContain(ACCOUNT.telephone.replace(/(\d{2})(?=\d)/g, '$1 '));
    expect(html).not.toContain(ACCOUNT.telephone.slice(1));

    await page.getByRole('button', { name: 'Contacter cet artisan' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Contacter ${ENTREPRISE}`) });
    await dialog.waitFor();
    // Nothing filled: each required field says so, next to it; nothing is sent.
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await dialog.getByText('Le nom est obligatoire.').waitFor();
    await dialog.getByText('Le code postal des travaux doit comporter 5 chiffres.').waitFor();
    await dialog.getByText('Veuillez accepter la transmission de vos informations à l’artisan.').waitFor();

    await dialog.getByLabel('Nom', { exact: true }).fill(VISITOR.nom);
    await dialog.getByLabel('E-mail').fill(VISITOR.email);
    await dialog.getByLabel(/Téléphone/).fill(VISITOR.telephone);
    await dialog.getByLabel('Code postal des travaux').fill(VISITOR.codePostal);
    await dialog.getByLabel('Message').fill('Trop court.');
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await dialog.getByText('Le message doit contenir au moins 20 caractères.').waitFor();
    await dialog.getByLabel('Message').fill(VISITOR.message);
    await dialog.getByRole('checkbox', { name: /J’accepte que ces informations soient transmises/ }).check();
    await screenshot(page, 'demande-artisan-390');

    // The network fails once: the error is at the top of the form, in view and focused; what was typed stays.
    await page.route('**/api/demandes', (route) => route.abort(), { times: 1 });
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const failure = dialog.getByRole('alert').filter({ hasText: 'Votre demande n’a pas été envoyée.' });
    await failure.waitFor();
    await expect(inViewAndFocused(failure)).resolves.toEqual({ inView: true, focused: true });
    await expect(failure.textContent()).resolves.toContain('Vos informations sont conservées');
    await expect(dialog.getByLabel('Nom', { exact: true }).inputValue()).resolves.toBe(VISITOR.nom);
    await expect(dialog.getByLabel('Message').inputValue()).resolves.toBe(VISITOR.message);
    await expect(
      dialog.getByRole('checkbox', { name: /J’accepte que ces informations soient transmises/ }).isChecked(),
    ).resolves.toBe(true);
    await screenshot(page, 'demande-artisan-echec-390');

    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    // The confirmation takes the form's place, in view and focused, until the visitor closes the dialog.
    const sent = dialog.getByRole('heading', { name: 'Votre demande a été transmise à l’artisan.' });
    await sent.waitFor();
    await expect(inViewAndFocused(sent)).resolves.toEqual({ inView: true, focused: true });
    await expect(dialog.getByRole('status').textContent()).resolves.toContain(
      'L’artisan la reçoit par e-mail et vous répond directement.',
    );
    await expect(dialog.getByRole('textbox').count()).resolves.toBe(0);
    await screenshot(page, 'demande-artisan-envoyee-390');
    await dialog.getByRole('status').getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(
      page
        .getByRole('button', { name: 'Contacter cet artisan' })
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    // Nothing else than the failed send this test caused.
    expect(
      visitor.errors.filter(
        (error) =>
          !/^Failed to load resource: net::ERR_FAILED$|^\[api\] NetworkError: .*\/api\/demandes/.test(error),
      ),
    ).toEqual([]);
    await visitor.context.close();

    // The mail: to the artisan's account, Reply-To the visitor, who is named in the subject.
    const [mail] = await waitForMails(
      (text) => text.includes(VISITOR.email) && text.includes(`To: ${ACCOUNT.email}`),
      1,
      `Demande pour ${ACCOUNT.email}`,
    );
    expect(mail).toContain(`Reply-To: ${VISITOR.email}`);
    // (The subject is an RFC 2047 encoded word: its spaces are underscores.)
    expect(mail).toMatch(/^Subject: .*Demande[ _]de[ _]Camille[ _]Visiteur/m);
    expect(mail).toContain('0612345678');
    expect(mail).toContain(VISITOR.message.slice(0, 40));
    // The mail links to the editor's « Demandes » part.
    expect(mail).toContain(`/admin/artisan/${artisanId}/demandes`);

    // The artisan logs in, sees the count in the « Demandes » tab and finds the request there.
    const artisan = await openPage(browser, 1280, 900);
    await logIn(artisan.page, '/admin', ACCOUNT.username, ACCOUNT.password);
    await artisan.page.waitForURL(`**/admin/artisan/${artisanId}`);
    // The header's « MON PROFIL PRO » says it too, inside the editor.
    await artisan.page
      .getByRole('banner')
      .getByRole('link', { name: 'MON PROFIL PRO 1 demande à traiter' })
      .first()
      .waitFor();
    const tabs = artisan.page.getByRole('navigation', { name: 'Mon espace professionnel' });
    await tabs.getByRole('link', { name: 'Demandes 1 à traiter' }).click();
    await artisan.page.waitForURL(`**/admin/artisan/${artisanId}/demandes`);
    const inbox = artisan.page.getByRole('region', { name: /Demandes reçues/ });
    await inbox.getByText(VISITOR.nom).waitFor();
    await expect(inbox.getByRole('heading', { name: /Demandes reçues/ }).textContent()).resolves.toMatch(
      /1 non traitée/,
    );
    await expect(inbox.getByRole('link', { name: VISITOR.email }).getAttribute('href')).resolves.toBe(
      `mailto:${VISITOR.email}`,
    );
    await inbox.getByRole('button', { name: 'Marquer comme traitée' }).click();
    await inbox.getByRole('button', { name: 'Marquer comme non traitée' }).waitFor();
    await expect(inbox.getByRole('heading', { name: /Demandes reçues/ }).textContent()).resolves.not.toMatch(
      /non traitée/,
    );
    // The count leaves the tab and the header; the browser's back returns to « Mon profil ».
    await tabs.getByRole('link', { name: 'Demandes', exact: true }).waitFor();
    await artisan.page
      .getByRole('banner')
      .getByRole('link', { name: 'MON PROFIL PRO', exact: true })
      .first()
      .waitFor();
    await screenshot(artisan.page, 'demande-editor-1280');
    await artisan.page.goBack();
    await artisan.page.waitForURL((url) => url.pathname === `/admin/artisan/${artisanId}`);
    await artisan.page.getByRole('button', { name: 'Enregistrer les modifications' }).waitFor();
    expect(artisan.errors).toEqual([]);
    await artisan.context.close();

    const list = await api<{ demandes: Demande[]; nonTraitees: number }>(
      'GET',
      `artisan/${artisanId}/demandes`,
      undefined,
      adminToken,
    );
    expect(list.nonTraitees).toBe(0);
    expect(list.demandes).toEqual([
      expect.objectContaining({ nom: VISITOR.nom, traitee: true, telephone: '0612345678' }),
    ]);
  });
});

describe('a visitor asks several artisans of a trade for a quote', () => {
  it('adds two cards to the request and sends it once; each artisan gets it', async () => {
    const trades = await api<{ id: number; metier: string }[]>('GET', 'specialite');
    const plombier = trades.find((trade) => trade.metier === 'Plombier')!;
    const { page, context, errors } = await openPage(browser, 390, 844);
    await gotoHydrated(page, `/metier/${plombier.id}`);
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    const names: string[] = [];
    for (const index of [0, 1]) {
      const card = cards.nth(index);
      names.push((await card.getByRole('heading').first().textContent())!.trim());
      await card.getByRole('checkbox', { name: /Ajouter à ma demande/ }).check();
    }
    await page.getByRole('button', { name: 'Demander un devis (2)' }).click();
    const dialog = page.getByRole('dialog', { name: /Demander un devis à 2 artisans/ });
    await dialog.waitFor();
    for (const name of names) await dialog.getByText(name, { exact: false }).first().waitFor();
    const nom = `Dominique Devis ${unique}`;
    await dialog.getByLabel('Nom', { exact: true }).fill(nom);
    await dialog.getByLabel('E-mail').fill(`dominique-${unique}@example.fr`);
    await dialog.getByLabel('Code postal des travaux').fill('19100');
    await dialog
      .getByLabel('Message')
      .fill('Fuite sous l’évier de la cuisine, intervention souhaitée cette semaine.');
    await dialog.getByRole('checkbox', { name: /J’accepte que ces informations soient transmises/ }).check();
    await screenshot(page, 'demande-devis-390');
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const sent = dialog.getByRole('heading', { name: 'Votre demande a été transmise aux artisans choisis.' });
    await sent.waitFor();
    await expect(inViewAndFocused(sent)).resolves.toEqual({ inView: true, focused: true });
    // One mail to each artisan, Reply-To the visitor, and the visitor's copy naming both.
    const email = `dominique-${unique}@example.fr`;
    await waitForMails((text) => text.includes(nom), 3, `Demande de devis de ${nom}`);
    const mails = await readMails((text) => text.includes(nom));
    expect(mails).toHaveLength(3);
    expect(mails.filter((text) => text.includes(`Reply-To: ${email}`))).toHaveLength(2);
    // (« Reply-To: » holds « To: » too: the header at the start of a line.)
    const copy = mails.find((text) => text.split(/\r?\n/).includes(`To: ${email}`));
    expect(copy).toContain('Votre demande a été transmise aux artisans choisis');
    for (const name of names) expect(copy).toContain(name);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the administrator', () => {
  it('reads a request on demand in « Demandes » and deletes it', async () => {
    const { page, context, errors } = await openPage(browser, 1280, 900);
    await logIn(page, '/backoffice', 'admin', 'Admin@2024');
    await page.waitForURL('**/backoffice/admin/home');
    await page.goto('/backoffice/admin/demandes');
    await page.getByRole('heading', { level: 1, name: 'Demandes' }).waitFor();
    await page.getByText(ENTREPRISE).first().click();
    const row = page.getByRole('listitem').filter({ hasText: VISITOR.nom });
    await row.getByRole('button', { name: /Voir/ }).click();
    const details = page.getByRole('dialog');
    await details.getByText(VISITOR.message).waitFor();
    await details.getByText(VISITOR.email).waitFor();
    await screenshot(page, 'demande-backoffice-1280');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /Supprimer/ }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer cette demande ?' })
      .getByRole('button', { name: /Supprimer/ })
      .click();
    await page.getByText('Demande supprimée.').waitFor();
    const list = await api<{ demandes: Demande[] }>(
      'GET',
      `artisan/${artisanId}/demandes`,
      undefined,
      adminToken,
    );
    expect(list.demandes).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
