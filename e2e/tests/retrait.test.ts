// The right to object (RGPD, article 21), as the two people concerned live it: a business opens « Retirer cette fiche
// de l'annuaire » at the bottom of its listing, the form comes filled in with the listing's SIRET; its errors show next
// to their field, a failed send keeps what was typed, and the confirmation takes the form's place; the mail reaches
// CONTACT_EMAIL. The administrator finds the request from the back office's home page count, refuses it with a
// reason (mailed to the requester), then accepts a second one with the keyboard alone. axe-core finds no WCAG 2.1
// A/AA violation on each of these screens, on a 390 px phone. The listing is created for this file (its own account),
// so that nothing here depends on another test's changes; the SIRET is not in the registers of the demo data, so an
// acceptance deletes no listing (« Aucune fiche issue des registres »).
import type { Browser, Locator } from 'playwright-core';
import { axeViolations, openAuditPage } from '../support/axe';
import { baseUrl, gotoHydrated, launchBrowser, screenshot } from '../support/browser';
import { waitForMails } from '../support/outbox';
import { adminToken as getAdminToken, api, createOwnArtisan, logIn } from '../support/session';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ENTREPRISE = `Couverture Retrait ${unique}`;
/** The SIRET createOwnArtisan gives its listing, as the profile writes it. */
const SIRET = '73282932000074';
const SIRET_SPACED = '732 829 320 00074';
const REQUESTER = `gerant-${unique}@example.fr`;
const MOTIF = `Je ne souhaite pas que mon entreprise figure dans l’annuaire (${unique}).`;
const REFUS = 'Le SIRET ne correspond pas à l’entreprise du demandeur.';

interface Retrait {
  id: number;
  email: string;
  statut: string;
  resultat: string | null;
  motifRefus: string | null;
}

function inViewAndFocused(locator: Locator): Promise<{ inView: boolean; focused: boolean }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      inView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      focused: element === document.activeElement,
    };
  });
}

/** Whether the page is wider than the screen (a 390 px phone must never scroll sideways). */
function overflowsSideways(page: import('playwright-core').Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

let browser: Browser;
let adminToken: string;
let artisanId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await getAdminToken();
  artisanId = await createOwnArtisan(adminToken, {
    account: {
      email: `retrait-${unique}@example.fr`,
      username: `retrait${unique}`,
      telephone: '0555443300',
      password: 'Retrait@2024',
      personnalDataToShow: 'ALL',
    },
    entrepriseNom: ENTREPRISE,
    metier: 'Couvreur',
    place: {
      rue: '8 rue du Clocher',
      ville: 'Brive-la-Gaillarde',
      codePostal: '19100',
      latitude: 45.1582,
      longitude: 1.5339,
    },
  });
});
afterAll(async () => {
  if (artisanId) await api('DELETE', `artisan/${artisanId}`, undefined, adminToken).catch(() => undefined);
  await browser.close();
});

async function requestsOf(email: string): Promise<Retrait[]> {
  const page = await api<{ items: Retrait[] }>('GET', 'registres/retraits?size=100', undefined, adminToken);
  return page.items.filter((item) => item.email === email);
}

describe('the right to object to a listing', () => {
  it('a business asks for its listing’s withdrawal from its profile', async () => {
    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await gotoHydrated(page, `/artisan/${artisanId}`);
    await page.getByRole('heading', { level: 1, name: ENTREPRISE }).waitFor();
    await page.getByRole('link', { name: 'Retirer cette fiche de l’annuaire' }).click();
    await page.waitForURL(`**/retirer-une-fiche?siret=${SIRET}&artisan=${artisanId}`);
    await page.getByRole('heading', { level: 1, name: 'Retirer cette fiche de l’annuaire' }).waitFor();
    const region = page.getByRole('region', { name: 'Votre droit d’opposition' });
    await expect(region.textContent()).resolves.toMatch(/article 21 du RGPD/);
    await expect(region.textContent()).resolves.toMatch(/n’est plus repris lors des imports suivants/);
    const siret = page.getByLabel(/^SIRET de l’établissement/);
    await expect(siret.inputValue()).resolves.toBe(SIRET);
    await expect(
      page.getByRole('link', { name: `voir la fiche n° ${artisanId}` }).getAttribute('href'),
    ).resolves.toBe(`/artisan/${artisanId}`);
    // Never indexed: a form page (the server's HTML says so; the page was reached here by a client navigation).
    const html = await (
      await fetch(`${baseUrl()}/retirer-une-fiche?siret=${SIRET}&artisan=${artisanId}`, {
        headers: { accept: 'text/html' },
      })
    ).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<h1[^>]*>Retirer cette fiche de l’annuaire<\/h1>/);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'retrait-formulaire-390');

    // A wrong key and empty fields: each French error next to its field, the focus on the first, nothing sent.
    await siret.fill('73282932000075');
    await page.getByRole('button', { name: 'Demander le retrait' }).click();
    await page.getByText('SIRET invalide : 14 chiffres avec une clé de contrôle valide.').waitFor();
    await page.getByText('L’adresse e-mail est obligatoire.').waitFor();
    await page.getByText('Indiquez le motif de votre demande.').waitFor();
    await expect(siret.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'retrait-erreurs-390');

    // Typed as the profile writes it, with spaces.
    await siret.fill(SIRET_SPACED);
    await page.getByLabel(/^Votre adresse e-mail/).fill(REQUESTER);
    await page.getByLabel(/^Motif de la demande/).fill(MOTIF);
    // The network fails once: the error is at the top, in view and focused; what was typed stays.
    await page.route('**/api/registres/retraits', (route) => route.abort(), { times: 1 });
    await page.getByRole('button', { name: 'Demander le retrait' }).click();
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'Votre demande de retrait n’a pas été envoyée.' });
    await failure.waitFor();
    await expect(inViewAndFocused(failure)).resolves.toEqual({ inView: true, focused: true });
    await expect(failure.textContent()).resolves.toContain('Vos informations sont conservées');
    await expect(siret.inputValue()).resolves.toBe(SIRET_SPACED);
    await expect(page.getByLabel(/^Motif de la demande/).inputValue()).resolves.toBe(MOTIF);

    await page.getByRole('button', { name: 'Demander le retrait' }).click();
    const sent = page.getByRole('heading', { name: 'Demande de retrait envoyée' });
    await sent.waitFor();
    await expect(inViewAndFocused(sent)).resolves.toEqual({ inView: true, focused: true });
    await expect(page.getByRole('status').textContent()).resolves.toContain(
      'Un administrateur la traite et vous répond par e-mail.',
    );
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'retrait-envoyee-390');
    expect(
      errors.filter(
        (error) =>
          !/^Failed to load resource: net::ERR_FAILED$|^\[api\] NetworkError: .*\/api\/registres\/retraits/.test(
            error,
          ),
      ),
    ).toEqual([]);
    await context.close();

    // Stored once, mailed to the directory's contact address with the requester as Reply-To.
    expect(await requestsOf(REQUESTER)).toEqual([expect.objectContaining({ statut: 'EN_ATTENTE' })]);
    const [mail] = await waitForMails(
      (text) => text.includes(`Reply-To: ${REQUESTER}`) && text.includes('Demande de retrait'),
      1,
      `Demande de retrait de ${REQUESTER}`,
    );
    expect(mail).toContain(MOTIF);
    expect(mail).toContain(`/artisan/${artisanId}`);
  });

  it('the administrator finds it from the home page, refuses it with a reason, and the requester is told', async () => {
    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await logIn(page, '/backoffice', 'admin', 'Admin@2024');
    await page.waitForURL('**/backoffice/admin/home');
    await page.getByRole('link', { name: /demandes? de retrait en attente/ }).click();
    await page.waitForURL('**/backoffice/admin/retraits?statut=EN_ATTENTE');
    await page.getByRole('heading', { level: 1, name: 'Demandes de retrait' }).waitFor();
    const card = page.getByRole('article', { name: `SIRET ${SIRET_SPACED}` }).filter({ hasText: REQUESTER });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain(MOTIF);
    await expect(card.getByRole('link', { name: ENTREPRISE }).getAttribute('href')).resolves.toBe(
      `/artisan/${artisanId}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'retrait-backoffice-390');

    await card.getByRole('button', { name: `Refuser la demande du SIRET ${SIRET_SPACED}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuser la demande de retrait' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Refuser la demande' }).click();
    await dialog.getByText('Indiquez le motif du refus.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'retrait-refus-390');
    await dialog.getByLabel(/^Motif du refus/).fill(REFUS);
    await dialog.getByRole('button', { name: 'Refuser la demande' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Demande de retrait refusée.', { exact: false }).first().waitFor();
    // Refused, it left the waiting ones.
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    expect(await requestsOf(REQUESTER)).toEqual([
      expect.objectContaining({ statut: 'REFUSEE', motifRefus: REFUS }),
    ]);
    const [answer] = await waitForMails(
      (text) => text.includes(`To: ${REQUESTER}`) && text.includes(REFUS),
      1,
      `Refus envoyé à ${REQUESTER}`,
    );
    expect(answer).toContain(`Motif : ${REFUS}`);
  });

  it('the administrator accepts a new request with the keyboard alone, and the requester is told', async () => {
    // Asked again once the first was refused.
    await api('POST', 'registres/retraits', {
      siret: SIRET,
      email: REQUESTER,
      motif: MOTIF,
      artisanId,
    });
    const { page, context, errors } = await openAuditPage(browser, 390, 844);
    await logIn(page, '/backoffice', 'admin', 'Admin@2024');
    await page.waitForURL('**/backoffice/admin/home');
    await page.goto('/backoffice/admin/retraits?statut=EN_ATTENTE');
    const card = page.getByRole('article', { name: `SIRET ${SIRET_SPACED}` }).filter({ hasText: REQUESTER });
    const accept = card.getByRole('button', { name: `Accepter la demande du SIRET ${SIRET_SPACED}` });
    await accept.waitFor();
    await accept.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Accepter cette demande de retrait ?' });
    await dialog.waitFor();
    // The safe choice has the focus; Tab reaches the confirmation.
    await expect(
      dialog
        .getByRole('button', { name: 'Annuler' })
        .evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'retrait-acceptation-390');
    await page.keyboard.press('Tab');
    await expect(
      dialog
        .getByRole('button', { name: 'Accepter le retrait' })
        .evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Demande de retrait acceptée.', { exact: false }).first().waitFor();
    await card.waitFor({ state: 'detached' });
    // The request left the waiting ones: the focus is on the count, not lost.
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toMatch(/demande/i);

    await page.getByLabel('Statut').selectOption('ACCEPTEE');
    const accepted = page
      .getByRole('article', { name: `SIRET ${SIRET_SPACED}` })
      .filter({ hasText: REQUESTER });
    await accepted.waitFor();
    await expect(accepted.textContent()).resolves.toContain(
      'Aucune fiche issue des registres pour ce SIRET.',
    );
    expect(errors).toEqual([]);
    await context.close();

    const [answer] = await waitForMails(
      (text) => text.includes(`To: ${REQUESTER}`) && /a été acceptée/.test(text),
      1,
      `Acceptation envoyée à ${REQUESTER}`,
    );
    expect(answer).toContain(
      'Ce SIRET ne sera plus repris lors des prochains imports des registres publics.',
    );
    // The listing is not from the registers: it stays.
    await expect(api('GET', `artisan/${artisanId}`)).resolves.toMatchObject({ entrepriseNom: ENTREPRISE });
  });
});
